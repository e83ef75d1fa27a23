"""The French line ``print-booklet`` writes while it works out NORMs reads well at every count, 1 included."""

from __future__ import annotations

import io

import pytest

from blackbox_desktop.app import cli_words, i18n
from blackbox_desktop.printing import commands


class _French:
    """The command line's words as ``cli_words.say`` gives them in French (without reading her settings)."""

    def say(self, text: str) -> str:
        return i18n.translate(cli_words.CONTEXT, text)


@pytest.mark.parametrize(("done", "total"), [(1, 3), (2, 80), (79, 80)])
def test_the_progress_line_agrees_with_its_count(
    in_french: None, monkeypatch: pytest.MonkeyPatch, done: int, total: int
) -> None:
    """QA: a slow hexagonal booklet's first line said "1 parties faites sur 3"."""
    monkeypatch.setattr(commands, "PROGRESS_AFTER", 0.0)
    said = io.StringIO()
    commands._progress(said, _French())(done, total)
    assert said.getvalue() == f"Calcul de la NORME de chaque partie\u00a0: {done} sur {total}.\n"
