"""The two-player dialog: what it lets the players choose before a match or a duel."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from blackbox_desktop.app import i18n
from blackbox_desktop.app.modes.dialogs import DUEL, HOT_SEAT, PUZZLE, TABLETOP, MatchSetup, TwoPlayerDialog
from blackbox_desktop.app.options import GameOptions
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.duel import Duel
from blackbox_desktop.model.editions import COMPUTER
from blackbox_desktop.model.errors import MoveError
from blackbox_desktop.model.game import Rules, atom_limit, check_atom_count
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


@pytest.mark.parametrize("mode", [HOT_SEAT, TABLETOP, PUZZLE])
def test_the_atom_count_follows_the_board_side_and_fits_the_board(window: MainWindow, qtbot, mode: str) -> None:
    # QA: opened on the hexagonal side the box said 4 (the square side's count), and it let 14 atoms through on
    # a hexagonal board of side 2, refused only afterwards by an error box.
    options = GameOptions(side="hex", atoms_ortho=4, atoms_hex=6, hex_side=5)
    dialog = TwoPlayerDialog(mode, options, window)
    qtbot.addWidget(dialog)
    assert dialog.side.currentData() == "hex" and dialog.atoms.value() == 6
    dialog.hex_side.setValue(2)  # 7 cells: at most 6 atoms
    assert dialog.atoms.maximum() == atom_limit(parse_board("hex-2")) == 6
    dialog.atoms.setValue(14)
    assert dialog.setup().atom_count == 6
    dialog.side.setCurrentIndex(dialog.side.findData("ortho"))
    assert dialog.atoms.value() == 4 and dialog.atoms.maximum() == 20
    dialog.rows.setValue(2)
    dialog.cols.setValue(2)
    assert dialog.atoms.maximum() == 3 and dialog.atoms.value() == 3
    dialog.side.setCurrentIndex(dialog.side.findData("hex"))
    assert dialog.atoms.value() == 6 and dialog.atoms.maximum() == 6  # hex side 2 still
    check_atom_count(dialog.setup().board, dialog.setup().atom_count)


def test_the_duel_is_played_with_five_atoms_on_a_board_that_holds_them(window: MainWindow, qtbot) -> None:
    dialog = TwoPlayerDialog(DUEL, GameOptions(side="hex", atoms_ortho=4), window)
    qtbot.addWidget(dialog)
    assert dialog.side.currentData() == "ortho" and dialog.side.findData("hex") == -1  # square only
    assert dialog.atoms.value() == 5
    dialog.rows.setValue(2)
    dialog.cols.setValue(2)
    assert dialog.atoms.maximum() == 3 and dialog.setup().atom_count == 3


@pytest.mark.parametrize("mode", [HOT_SEAT, TABLETOP, PUZZLE])
def test_the_parker_look_is_greyed_out_on_the_hexagonal_side(window: MainWindow, qtbot, mode: str) -> None:
    # QA: chosen on the hexagonal side, the Parker look was accepted and then replaced by Franjos without a word.
    dialog = TwoPlayerDialog(mode, replace(window.options, side="ortho", edition="parker"), window)
    qtbot.addWidget(dialog)
    assert dialog.edition.currentData() == "parker"
    dialog.side.setCurrentIndex(dialog.side.findData("hex"))
    parker = dialog.edition.model().item(dialog.edition.findData("parker"))
    assert not parker.isEnabled()
    assert dialog.edition.currentData() == "franjos"  # shown as it will be played
    assert dialog.setup().rules.edition.key == "franjos"
    dialog.side.setCurrentIndex(dialog.side.findData("ortho"))
    assert parker.isEnabled()


def test_the_next_match_offers_the_last_players_names(window: MainWindow, monkeypatch) -> None:
    # QA: friends playing again typed their names in every time.
    from blackbox_desktop.app.features import two_players

    shown: list[TwoPlayerDialog] = []

    def accept(dialog: TwoPlayerDialog) -> int:
        shown.append(dialog)
        if len(shown) == 1:
            dialog.first.setText("Ann")
            dialog.second.setText("Bob")
        return TwoPlayerDialog.DialogCode.Accepted.value

    monkeypatch.setattr(TwoPlayerDialog, "exec", accept)
    two = window.two_players  # type: ignore[attr-defined]
    two_players.open_dialog(window, two, HOT_SEAT)
    assert two.match is not None and two.match.players == ("Ann", "Bob")
    two_players.open_dialog(window, two, DUEL)
    assert (shown[1].first.text(), shown[1].second.text()) == ("Ann", "Bob")
    window.settings.store.setValue(two_players.PLAYERS_KEY, "garbled")  # a hand-edited file: the defaults
    two_players.open_dialog(window, two, TABLETOP)
    assert (shown[2].first.text(), shown[2].second.text()) == ("Player 1", "Player 2")
