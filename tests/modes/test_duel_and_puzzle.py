"""The French duel (rays named "D gauche", must_name, the winner) and a puzzle for a friend."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QDialog, QInputDialog

from blackbox_desktop.app.features.two_players import set_port_names
from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model import match_file
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.duel import Duel
from blackbox_desktop.model.editions import COMPUTER, FRANJOS
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.port_names import FRENCH, NUMBERS
from blackbox_desktop.model.scoring import Scoring

from .drive import continue_, duel_ready, flow, hand_over_text, hide, pad, press
from driving import balls, fire, start

BOARD = parse_board("ortho-8x8")


def fire_named(window: MainWindow, name: str) -> None:
    dock = flow(window).dock
    dock.fire_edit.setText(name)
    press(dock.fire_button)


def test_a_french_duel_to_the_end(window: MainWindow, tmp_path: Path) -> None:
    set_port_names(window, FRENCH)
    two = flow(window)
    two.start_duel(MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    assert "Pass the computer to Ann. Ann, press Continue when Bob is not looking." in hand_over_text(window)
    continue_(window)
    hide(window, "A1,B8,C1,D8")
    assert "Pass the computer to Bob" in hand_over_text(window)
    continue_(window)
    hide(window, "E5,F6,G7,H8")
    continue_(window)
    assert window.scene.layout is not None and window.scene.layout.port_text(4) == "D"
    assert window.scene.ports[30].toolTip().startswith("3 haut (port 30)")
    assert "Ann's turn: this is Bob's box" in two.dock.status.text()
    fire_named(window, "G gauche")
    assert window.controller.position.shots[-1].port == 7
    fire(window, 1)  # one ray a turn
    assert len(window.controller.position.shots) == 1
    press(two.dock.primary)  # pass the computer to Bob
    assert "Pass the computer to Bob. Bob, press Continue when Ann is not looking." in hand_over_text(window)
    # QA: the heading said the sentence below it ("Pass the computer to Bob") once more.
    assert two.curtain.hand_over.title.text() == "French duel: Bob's turn"
    continue_(window)
    assert "Bob's turn" in two.dock.status.text()
    fire_named(window, "A gauche")  # port 1, into Ann's A1: absorbed
    path = tmp_path / "duel.bbox"
    assert window.save_file(path)
    assert all(name not in path.read_text() for name in ("A1", "B8", "C1", "D8", "H8"))
    press(two.dock.primary)
    continue_(window)
    balls(window, "E5,F6,G7,H8")
    press(two.dock.name_button)
    duel = two.duel
    assert isinstance(duel, Duel) and duel.stopped(0)
    ann = duel.score(0)
    press(two.dock.primary)
    continue_(window)
    # Bob may go on firing while his score is lower than Ann's, then must name.
    for port in (9, 10, 11, 12, 13, 14, 15, 16):
        duel = two.duel
        assert duel is not None
        if duel.must_name(1):
            break
        if not window.controller.position.is_known(port):
            fire(window, port)
    duel = two.duel
    assert duel is not None and duel.must_name(1) and duel.score(1) >= ann
    shots = len(window.controller.position.shots)
    fire(window, 25)
    assert len(window.controller.position.shots) == shots
    assert "name your atoms" in window.statusBar().currentMessage()
    assert two.dock.sheet_rows()[1][3] == "must name"
    balls(window, "A1,B8,C1,H1")  # one wrong: +5
    press(two.dock.name_button)
    duel = two.duel
    assert duel is not None and duel.over and duel.winner() == "Ann"
    assert "Winner: Ann" in two.dock.totals.text()
    assert "Ann wins the duel" in window.announcement.text()
    # On the board: the box Bob fired into, Ann's atoms. The button offers the other one, Bob's.
    assert window.hint_label.text().startswith("This box is done. Click any port")  # a duel's boxes, not rounds
    assert window.controller.game.setup == BOARD.cells_from_names("A1,B8,C1,D8")
    assert two.dock.primary.text() == "Show Bob's box"
    press(two.dock.primary)
    assert window.controller.game.setup == BOARD.cells_from_names("E5,F6,G7,H8")
    assert two.dock.primary.text() == "Show Ann's box"
    # The duel saved after Bob's ray resumes at Ann's turn, behind the curtain.
    two.leave()
    assert window.load_file(path)
    assert "Pass the computer to Ann" in hand_over_text(window)
    loaded = match_file.loads(path.read_bytes())
    assert isinstance(loaded, Duel) and loaded.turn == 0 and len(loaded.boxes[1].position.shots) == 1
    set_port_names(window, NUMBERS)


def test_a_puzzle_for_a_friend_round_trip(window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    start(window, "ortho-8x8", "A1,B2,C3,D4")  # as at any start, a game is on the board (else nothing to turn over)
    two = flow(window)
    two.start_puzzle(MatchSetup(("", ""), BOARD, 4, Rules(FRANJOS)))
    assert not window.flip_action.isEnabled()  # QA: the toolbar offered to turn the board over behind the pad
    hide(window, "B2,C5,D1,E1")
    assert window.flip_action.isEnabled()
    dialog = two.puzzle_dialog
    assert dialog is not None
    press(dialog.copy_button)
    code = QGuiApplication.clipboard().text()
    assert code.startswith("BB-") and code == dialog.code_edit.text()
    dialog.save(str(tmp_path / "puzzle.bbox"))
    assert all(name not in (tmp_path / "puzzle.bbox").read_text() for name in ("B2", "C5", "D1", "E1"))
    dialog.accept()
    monkeypatch.setattr(QInputDialog, "exec", lambda box: (box.setTextValue(code), QDialog.DialogCode.Accepted)[1])
    window.puzzle_dialog()
    game = window.controller.game
    assert game.setup == BOARD.cells_from_names("B2,C5,D1,E1") and not game.position.shots
    assert window.announcement.text().startswith("A puzzle from a friend: 4 atoms hidden.")  # not "the computer"
    fire(window, 2)
    assert "Absorbed" in window.announcement.text()
    assert window.load_file(tmp_path / "puzzle.bbox")
    # QA: the friend who opened the file was told only "Game loaded."
    assert window.announcement.text() == "Game loaded: 4 atoms hidden. Click a port on the rim to fire a ray."
    assert window.controller.game.setup == BOARD.cells_from_names("B2,C5,D1,E1")


def test_i_have_finished_in_a_duel_names_the_atoms(window: MainWindow) -> None:
    two = flow(window)
    duel_ready(window, MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    balls(window, "E5,F6")
    press(window.finish_button)  # as "Name my atoms": every ball first
    assert not window.controller.position.finished and "balls" in window.statusBar().currentMessage()
    balls(window, "G7,H8")
    press(window.finish_button)
    duel = two.duel
    assert duel is not None and duel.stopped(0) and duel.turn == 1 and duel.score(0) == 0
    assert "Pass the computer to Bob" in two.dock.primary.text()
    # A sentence of its own, not a capital after a colon (QA).
    assert window.announcement.text().startswith("Ann has named the atoms in Bob's box. Every atom found. Score 0.")


def test_a_named_box_shown_another_way_says_what_the_duel_counts(window: MainWindow) -> None:
    duel_ready(window, MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    balls(window, "E5,F6,G7,A1")
    press(window.finish_button)  # one atom missed: 5 under either scoring
    panel = window.score_panel.variant
    panel.setCurrentIndex(panel.findData(Scoring.FRANJOS.value))
    text = window.announcement.text()
    assert "Score: 5 (Franjos)." in text and text.endswith("The duel counts its own scoring (Per ray): 5.")


def test_i_have_finished_waits_for_her_turn_in_a_duel(window: MainWindow) -> None:
    two = flow(window)
    duel_ready(window, MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    assert window.hint_label.text().startswith("Your turn is one ray")  # the duel's words, not solitaire's
    fire(window, 1)  # her turn is over
    assert not window.finish_button.isEnabled() and not window.finish_action.isEnabled()  # as Name my atoms
    assert not two.dock.fire_edit.isEnabled() and not two.dock.fire_button.isEnabled()
    balls(window, "E5,F6,G7,H8")
    window.finish()  # reached some other way all the same, it names nothing out of turn
    assert not window.controller.position.finished
    assert two.duel is not None and not two.duel.stopped(0)
    assert window.statusBar().currentMessage() == "It is not your turn."


def test_a_duel_turn_fired_from_the_keyboard_leaves_the_focus_on_what_comes_next(
    window: MainWindow, qtbot: object
) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    two = flow(window)
    duel_ready(window, MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    dock = two.dock
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=3000)  # type: ignore[attr-defined]
    dock.fire_edit.setFocus()
    QTest.keyClicks(dock.fire_edit, "12")
    QTest.keyClick(dock.fire_edit, Qt.Key.Key_Return)
    assert window.controller.position.shots[-1].port == 12
    assert dock.primary.hasFocus()  # "Pass the computer to Bob", not a cell of the score sheet
    assert not dock.table.tabKeyNavigation()  # and Tab never stays trapped in the sheet
    # QA: the Enter that fired went on to the window, which presses the button with the focus: the same key
    # passed the computer to Bob (its click comes a moment later), before Ann had read her ray's answer.
    qtbot.wait(400)  # type: ignore[attr-defined]
    assert not two.curtain.covering and two.duel is not None and two.duel.turn == 1
    assert window.announcement.text().startswith("Ray at 12:")
    QTest.keyClick(dock.primary, Qt.Key.Key_Return)  # her own Enter, on the button, passes it
    qtbot.waitUntil(lambda: two.curtain.covering, timeout=3000)  # type: ignore[attr-defined]


def test_after_each_hand_over_of_a_duel_the_keys_go_to_the_board(window: MainWindow, qtbot) -> None:
    """Not to the dock's “Name my atoms”, which the first arrow key used to reach from the hidden Continue."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    window.activateWindow()
    qtbot.waitActive(window)
    two = flow(window)
    two.start_duel(MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    QTest.keyClick(two.curtain.hand_over.button, Qt.Key.Key_Space)
    assert QApplication.focusWidget() is pad(window).view
    hide(window, "A1,B8,C1,D8")
    continue_(window)
    hide(window, "E5,F6,G7,H8")
    QTest.keyClick(two.curtain.hand_over.button, Qt.Key.Key_Return)  # Enter goes on too (QA: only Space did)
    assert QApplication.focusWidget() is window.view
    QTest.keyClick(window.view, Qt.Key.Key_Down)  # the cursor on port 1
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    assert len(window.controller.position.shots) == 1


def test_a_finished_duel_is_not_kept_as_an_unfinished_game(window: MainWindow) -> None:
    """Once the winner is declared, closing asks nothing and the next start offers nothing to resume."""
    two = flow(window)
    duel_ready(window, MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    autosave = window.autosave  # type: ignore[attr-defined]
    assert autosave.document() is not None  # in progress: kept
    balls(window, "E5,F6,G7,H8")
    press(window.finish_button)  # Ann names her atoms
    press(two.dock.primary)  # pass the computer to Bob
    continue_(window)
    balls(window, "A1,B8,C1,D8")
    press(window.finish_button)
    assert two.duel is not None and two.duel.over and "The duel is a draw" in window.announcement.text()
    assert autosave.document() is None


def test_a_big_boards_puzzle_code_is_shown_whole(window) -> None:
    # QA: on 26x26 with 20 atoms the 97-letter code showed only its tail.
    from blackbox_desktop.app.modes.dialogs import PuzzleDialog
    from blackbox_desktop.model.game import Rules
    from blackbox_desktop.model.setup import random_setup

    board = parse_board("ortho-26x26")
    dialog = PuzzleDialog(board, random_setup(board, 20, seed="big", avoid_ambiguous=False), Rules(), window)
    dialog.show()
    edit = dialog.code_edit
    assert len(dialog.code) > 80
    assert edit.fontMetrics().horizontalAdvance(dialog.code) <= edit.contentsRect().width()
    dialog.close()


def test_a_duel_scored_franjos_says_so_under_its_sheet(window: MainWindow) -> None:
    # QA: the dock always gave the per-ray rule, though the dialog offers the duel under Franjos scoring.
    duel_ready(window, MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.FRANJOS)))
    assert flow(window).dock.totals.text() == "Franjos scoring: 1 a marker, 5 a misplaced atom."
    # It said "Computer version", the look of the duel's tokens (and before that "Computer (per-ray count)").
    assert window.title_label.text().startswith("French pencil-and-paper rules\n8×8 board")
    # It told her to press "I have finished", greyed in a duel.
    assert window.score_panel.verdict.text() == "Misplaced atoms are counted when you press “Name my atoms”."


def test_a_duel_left_mid_way_no_longer_talks_of_turns_and_naming(window: MainWindow) -> None:
    # QA: after Leave, the box left on the board still said "Bob, your turn: fire a ray into Ann's box, or name
    # the atoms in it", the help told her to press "Name my atoms" and pass the computer, and the score panel that
    # misplaced atoms count on "Name my atoms": the dock and its button were gone.
    two = flow(window)
    duel_ready(window, MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    assert "Name my atoms" in window.hint_label.text()
    two.leave()
    QApplication.processEvents()
    texts = (window.hint_label.text(), window.announcement.text(), window.score_panel.verdict.text())
    assert not any("Name my atoms" in text or "your turn" in text for text in texts), texts
    assert window.announcement.text() == "You left the two-player game."
