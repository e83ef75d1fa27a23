"""Printing during a two-player game never shows the player at the screen the atoms she must find.

QA: in a hot-seat match the experimenter printed the "setter's copy" of the round in play and read the
other player's atoms; the print actions also stayed on under the hand-over curtain.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from modes.drive import continue_, duel_ready, finish, flow, hand_over_text, hide
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from blackbox_desktop.app.features import printing_menu
from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import COMPUTER, FRANJOS
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.scoring import Scoring
from blackbox_desktop.printing.layout import NotepadOptions

from .conftest import HAVE_POPPLER, page_text
from driving import balls, fire, start

BOARD = parse_board("ortho-8x8")
MATCH = MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(FRANJOS))
DUEL = MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY))


def _menu(window: MainWindow) -> printing_menu.PrintingMenu:
    return window.printing_menu  # type: ignore[attr-defined,no-any-return]


def _ask_for(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, copy: str) -> Path:
    """The notepad dialog answers "fill in this game" with ``copy``; the file dialog names ``sheet.pdf``."""
    monkeypatch.setattr(
        printing_menu, "ask_notepad_options", lambda parent, has_game: (NotepadOptions(copy=copy), True)
    )
    target = tmp_path / "sheet.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), "PDF"))
    return target


def _setter_item_enabled(window: MainWindow) -> bool:
    dialog = printing_menu.NotepadDialog(True, window, setter_copy=not printing_menu.atoms_hidden(window))
    try:
        flags = dialog.copy.model().item(dialog.copy.findData("setter")).flags()  # type: ignore[attr-defined]
        return bool(flags & Qt.ItemFlag.ItemIsEnabled)
    finally:
        dialog.deleteLater()


def test_the_experimenter_cannot_print_the_setters_atoms_in_a_hot_seat_match(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    menu = _menu(window)
    flow(window).start_match(MATCH, "program")
    hand_over_text(window)
    # Under the curtain (and on the setter's pad) nothing prints, not even by Ctrl+P.
    assert not any(action.isEnabled() for action in menu.actions)
    continue_(window)
    assert not menu.print_action.isEnabled()
    hide(window, "A1,B8,C1,D8")
    assert not menu.print_action.isEnabled()
    continue_(window)
    # Bob's turn: he may print his own record, not Ann's atoms.
    assert all(action.isEnabled() for action in menu.actions)
    fire(window, 3)
    assert not _setter_item_enabled(window)
    target = _ask_for(monkeypatch, tmp_path, "setter")
    assert menu.export_notepad() is None
    assert not target.exists()
    assert window.errors == [  # type: ignore[attr-defined]
        "The setter's copy shows the hidden atoms: it can be printed once the round is over."
    ]
    assert menu.print_notepad() is False
    _ask_for(monkeypatch, tmp_path, "experimenter")
    assert menu.export_notepad() == target and target.exists()
    # Once the round is over the atoms are on the board for both to see: the setter's copy prints.
    target.unlink()
    balls(window, "A1,B8,C1,H8")
    finish(window)
    assert _setter_item_enabled(window)
    _ask_for(monkeypatch, tmp_path, "setter")
    assert menu.export_notepad() == target and target.exists()


def test_in_a_duel_the_player_cannot_print_her_opponents_atoms(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    duel_ready(window, DUEL)
    assert not _setter_item_enabled(window)
    target = _ask_for(monkeypatch, tmp_path, "setter")
    assert _menu(window).export_notepad() is None
    assert not target.exists() and len(window.errors) == 1  # type: ignore[attr-defined]


def test_solitaire_still_offers_the_setters_copy(window: MainWindow) -> None:
    assert _setter_item_enabled(window)
    assert all(action.isEnabled() for action in _menu(window).actions)


def test_the_setters_copy_of_a_solitaire_game_in_play_asks_first(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA: one slip in the Copy box printed where the computer had hidden the atoms, mid-game.
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    fire(window, 3)
    asked: list[str] = []
    answer = [False]

    def confirm(_title: str, text: str) -> bool:
        asked.append(text)
        return answer[0]

    window.confirm = confirm  # type: ignore[method-assign]
    target = _ask_for(monkeypatch, tmp_path, "setter")
    assert _menu(window).export_notepad() is None and not target.exists()
    assert asked == ["The setter's copy shows where the atoms of the game in play are hidden. Print it all the same?"]
    answer[0] = True
    assert _menu(window).export_notepad() == target and target.exists()
    target.unlink()
    _ask_for(monkeypatch, tmp_path, "experimenter")
    assert _menu(window).export_notepad() == target and len(asked) == 2  # her own record: nothing to ask
    balls(window, "B2,C5,D1,E7")
    finish(window)
    target.unlink()
    _ask_for(monkeypatch, tmp_path, "setter")
    assert _menu(window).export_notepad() == target and len(asked) == 2  # the atoms are on the board: no question


@pytest.mark.skipif(not HAVE_POPPLER, reason="needs pdftotext")
def test_a_matchs_filled_card_names_the_player_the_round_and_the_date(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA: a match's filled-in card left Player and Round blank, though the program knows them.
    from PySide6.QtCore import QDate, QLocale

    menu = _menu(window)
    flow(window).start_match(MATCH, "program")
    continue_(window)
    hide(window, "A1,B8,C1,D8")
    continue_(window)
    fire(window, 3)
    target = _ask_for(monkeypatch, tmp_path, "experimenter")
    assert menu.export_notepad() == target
    header = page_text(target, 1)
    date = QDate.currentDate()
    today = QLocale().toString(date, "d MMM yyyy")
    assert "Bob" in header and "1 of 2" in header and today in header
    assert f"{date.year()}" in today  # the year whole: "12/2/26" was 12 February outside the United States
    # A solitaire card gets the date only; a blank sheet nothing.
    target.unlink()
    flow(window).leave()
    start(window, "ortho-8x8", "B2,D4,F6,G3")
    fire(window, 5)
    assert menu.export_notepad() == target
    assert today in page_text(target, 1) and "Bob" not in page_text(target, 1)
