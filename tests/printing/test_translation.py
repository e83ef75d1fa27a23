"""Printed sheets follow the interface language: every printed word goes through Qt's translators."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.booklet import make_booklet
from blackbox_desktop.printing.layout import NotepadOptions

from .conftest import hex_game, needs_poppler, page_count, page_text

MARK = "¤"


@pytest.fixture
def marked(qapp: object) -> Iterator[None]:
    """A stand-in translation that puts ¤ before every text of the "Printing" context."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    class Marker(QTranslator):
        def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
            return MARK + source if context == "Printing" else None

    marker = Marker()
    QCoreApplication.installTranslator(marker)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(marker)


def _words(path: Path) -> str:
    return " ".join(" ".join(page_text(path, page).split()) for page in range(1, page_count(path) + 1))


@needs_poppler
def test_notepad_words_are_translated(marked: None, tmp_path: Path) -> None:
    from blackbox_desktop.printing.notepad import write_notepad_pdf

    path = tmp_path / "record.pdf"
    write_notepad_pdf(path, NotepadOptions(side="both", per_page=2), hex_game())
    text = _words(path)
    for word in (
        "Player",
        "Round",
        "Date",
        "Notes",
        "Total",
        "notepad",
        "Eric Solomon's game",
        "Score: markers + 5",
        "Black Box Desktop · page 1 of 1",
        "Experimenter's record, finished",
        "hexagonal, side 5",
        "square 8×8",
        "hex 5",
    ):
        assert MARK + word in text, word
    for english in ("Player", "Notes", "Round", "Date"):
        assert f" {english}" not in text.replace(MARK + english, ""), f"{english} printed untranslated"


@needs_poppler
def test_booklet_words_are_translated(marked: None, tmp_path: Path) -> None:
    from blackbox_desktop.printing.booklet import write_booklet_pdf

    path = tmp_path / "booklet.pdf"
    write_booklet_pdf(path, make_booklet(parse_board("hex-5"), games=2, seed=3, norm=False))
    text = _words(path)
    for word in (
        "How to play alone",
        "2 games for one player",
        "on the",
        "Every game hides",
        "Choose one of the numbered games",
        "The NORM beside each solution",
        "Look-up tables · ports",
        "Port 1",
        "game → answer",
        "Game solutions · games 1–2",
        "Game 1",
        "NORM —",
        "solitaire",
        "Black Box Desktop · page 1 of",
    ):
        assert MARK + word in text, word
