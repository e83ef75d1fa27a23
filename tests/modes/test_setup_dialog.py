"""The two-player dialog: what it lets the players choose before a match or a duel."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from blackbox_desktop.app import i18n
from blackbox_desktop.app.modes.dialogs import HOT_SEAT, MatchSetup, TwoPlayerDialog
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.duel import Duel
from blackbox_desktop.model.editions import COMPUTER
from blackbox_desktop.model.errors import MoveError
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.scoring import Scoring

from .drive import duel_ready, flow

BOARD = parse_board("ortho-8x8")


def test_a_match_has_an_even_number_of_rounds_even_typed(window: MainWindow, qtbot) -> None:
    """Three rounds would make one player the experimenter twice and the other once: the lower total wins."""
    dialog = TwoPlayerDialog(HOT_SEAT, window.options, window)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    edit = dialog.rounds.lineEdit()
    edit.selectAll()
    QTest.keyClicks(edit, "3")
    QTest.keyClick(edit, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert dialog.rounds.value() % 2 == 0
    assert dialog.setup().rounds == 4


@pytest.fixture
def in_french(qapp: object) -> Iterator[None]:
    assert i18n.install_translators("fr")
    yield
    i18n.install_translators("en")


def test_blank_names_are_the_windows_own_player_1_and_2_in_french(in_french: None, window: MainWindow) -> None:
    """Not the model's English "Player 1": the hand-over said "Joueur 1", the sheet would have said "Player 1"."""
    two = flow(window)
    two.start_match(MatchSetup(("", "  "), BOARD, 4, Rules()), "program")
    assert two.match is not None and two.match.players == ("Joueur 1", "Joueur 2")
    duel_ready(window, MatchSetup(("", ""), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    assert two.duel is not None and two.duel.players == ("Joueur 1", "Joueur 2")


def test_a_duel_between_two_players_of_the_same_name_is_refused_before_anyone_hides(window: MainWindow) -> None:
    two = flow(window)
    two.start_duel(MatchSetup(("Ann", "Ann "), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    assert window.errors == ["A duel needs two players with different names."]  # type: ignore[attr-defined]
    assert not two.active and not two.curtain.covering


def test_duel_new_refuses_the_same_name_twice_but_an_old_file_of_such_a_duel_still_replays() -> None:
    atoms = (BOARD.cells_from_names("A1,B2,C3,D4"), BOARD.cells_from_names("E5,F6,G7,H8"))
    with pytest.raises(MoveError, match="A duel needs two players with different names"):
        Duel.new(("Ann", " Ann"), BOARD, 4, atoms)
    saved = replace(Duel.new(("Ann", "Bob"), BOARD, 4, atoms).play("F1"), players=("Ann", "Ann"))
    assert saved.replayed() == saved
