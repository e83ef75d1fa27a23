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
        "hexagonal (side 5)",
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
        "Game solutions · games 1–2",
        "Game 1",
        "NORM —",
        "solitaire",
        "Black Box Desktop · page 1 of",
    ):
        assert MARK + word in text, word
    wide = tmp_path / "wide.pdf"  # two tables across, with room for their caption (four across have none)
    write_booklet_pdf(wide, make_booklet(parse_board("ortho-8x8"), games=80, seed=3, norm=False))
    assert MARK + "game → answer" in _words(wide)


@needs_poppler
def test_with_the_french_interface_the_sheets_are_french(qapp: object, tmp_path: Path) -> None:
    from blackbox_desktop.app import i18n
    from blackbox_desktop.printing.booklet import write_booklet_pdf
    from blackbox_desktop.printing.notepad import write_notepad_pdf

    assert i18n.install_translators("fr")
    try:
        write_notepad_pdf(tmp_path / "bloc.pdf", NotepadOptions(side="both"), None)
        write_booklet_pdf(tmp_path / "livret.pdf", make_booklet(parse_board("ortho-5x5"), games=3, seed="fr"), "a4")
    finally:
        i18n.install_translators("en")
    notepad, booklet = _words(tmp_path / "bloc.pdf"), _words(tmp_path / "livret.pdf")
    assert "bloc-notes" in notepad and "Joueur" in notepad and "Player" not in notepad
    assert "Comment jouer seul" in booklet and "How to play alone" not in booklet
