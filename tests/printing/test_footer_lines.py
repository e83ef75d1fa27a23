"""The notepad's footer, its scoring rule on two lines: no word alone on the second, no sign parted from its figure.

QA: the Parker rule on A4 ended "… Lower is / better."; in French on A5 it read « … par votre faute − » over
« 5 par erreur d’annonce. ».  Measured on the PDF (``pdftotext -bbox``).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from blackbox_desktop.model.editions import PARKER
from blackbox_desktop.model.scoring import Scoring
from blackbox_desktop.printing.layout import NotepadOptions, page_size_mm
from blackbox_desktop.printing.notepad import sheet_plan

from .conftest import Word, needs_poppler, ortho_game, page_words


@needs_poppler
@pytest.mark.parametrize(
    ("paper", "scoring"),
    [("a4", Scoring.PARKER), ("a5", Scoring.PARKER), ("a5", Scoring.PER_RAY), ("a5", Scoring.FRANJOS)],
)
def test_the_footer_s_rule_breaks_cleanly(language: str, paper: str, scoring: Scoring, tmp_path: Path) -> None:
    from blackbox_desktop.printing.notepad import write_notepad_pdf

    game = ortho_game()
    game = replace(game, rules=replace(game.rules, edition=PARKER, scoring=scoring))
    options = NotepadOptions(side="ortho", paper=paper)
    path = tmp_path / "record.pdf"
    write_notepad_pdf(path, options, game)
    footer = sheet_plan(options, page_size_mm(paper, "portrait"), game)[0].footer
    words = [w for w in page_words(path, 1) if w.top >= footer.y and w.text not in ("Black", "Box", "Desktop")]
    rule = [w for w in words if w.right < footer.right - 40]  # the page number stands at the right
    rows: dict[float, list[Word]] = {}
    for word in rule:
        top = next((top for top in rows if abs(top - word.top) < 0.5), word.top)
        rows.setdefault(top, []).append(word)
    lines = [[w.text for w in sorted(rows[top], key=lambda w: w.left)] for top in sorted(rows)]
    assert 1 <= len(lines) <= 2, lines
    if len(lines) == 2:
        assert len(lines[1]) > 1, f"{lines[1]} alone on the second line"
    for line in lines:
        assert line[-1] not in ("−", "+"), f"a sign parted from its figure: {' '.join(line)}"
