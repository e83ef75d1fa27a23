"""The tutorial, played step by step with the mouse on the view's viewport."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest
from app.test_empty_marks import right_click
from PySide6.QtWidgets import QApplication, QMessageBox

from blackbox_desktop import message_boxes
from blackbox_desktop.app.features.tutorial import Tutorial, offer_tutorial, start_tutorial
from blackbox_desktop.app.options import GameOptions
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.savefile import dumps

from driving import cell_point, click, drag, port_point, settle, start, tray_ball_point


def wait_repair() -> None:
    for _ in range(3):
        QApplication.processEvents()


def perform(win: MainWindow, tutorial: Tutorial) -> None:
    """Do what the current step asks, as a player would."""
    step = tutorial.step
    settle(win)
    if step.action == "next":
        tutorial.panel.next_button.click()
    elif step.action == "fire":
        click(win, port_point(win, step.port))
    elif step.action == "ball":
        drag(win, tray_ball_point(win), cell_point(win, step.cell))
    elif step.action == "finish":
        win.finish_button.click()
    wait_repair()


@pytest.mark.parametrize("side, count", [("ortho", 10), ("hex", 11)])
def test_each_tutorial_is_played_to_the_reveal_with_the_mouse(window, side, count) -> None:
    tutorial = start_tutorial(window, side)
    assert window.controller.side == side
    assert len(tutorial.lesson.steps) == count and 8 <= count <= 12
    assert tutorial.panel.isVisible()
    seen = []
    while tutorial.index < count - 1:
        before = tutorial.index
        seen.append(tutorial.panel.text.text())
        if tutorial.step.action in ("fire", "ball"):
            assert tutorial.highlight is not None and tutorial.highlight.scene() is window.scene
        perform(window, tutorial)
        assert tutorial.index == before + 1, tutorial.panel.feedback.text()
        assert tutorial.panel.progress.text() == f"Step {before + 2} of {count}"
    assert window.controller.position.finished
    score = window.controller.score()
    assert score is not None and f"<b>{score.total}</b>" in tutorial.panel.text.text()
    assert window.controller.snapshot().reveal.verdict.accepted
    tutorial.panel.next_button.click()  # "Close"
    assert not tutorial.active and not tutorial.panel.isVisible()
    assert len(set(seen)) == len(seen)


def test_a_wrong_port_is_taken_back_with_a_gentle_word(window) -> None:
    tutorial = start_tutorial(window, "ortho")
    perform(window, tutorial)  # Next
    assert tutorial.step.port == 2
    click(window, port_point(window, 3))
    wait_repair()
    assert "port 2" in tutorial.panel.feedback.text()
    assert window.controller.game.history == ()
    assert "Ray at" not in window.announcement.text()  # the answer of the ray taken back is not left in sight
    assert tutorial.index == 1
    perform(window, tutorial)
    assert window.controller.game.history == ("F2",)
    shown = window.announcement.text()
    assert shown.startswith("Ray at 2")
    click(window, port_point(window, 9))
    wait_repair()
    assert window.controller.game.history == ("F2",) and window.announcement.text() == shown


def test_a_ball_on_the_wrong_cell_or_an_early_finish_is_put_back(window) -> None:
    tutorial = start_tutorial(window, "ortho")
    for _ in range(3):
        perform(window, tutorial)
    assert tutorial.step.cell == "B2"
    drag(window, tray_ball_point(window), cell_point(window, "C3"))
    wait_repair()
    assert "B2" in tutorial.panel.feedback.text()
    assert not window.controller.position.balls
    window.finish_button.click()
    wait_repair()
    assert not window.controller.position.finished
    assert window.controller.game.history == ("F2", "F7")
    perform(window, tutorial)
    assert window.controller.game.history == ("F2", "F7", "B+B2")


def test_a_cell_crossed_out_during_the_lesson_is_her_note_and_the_lesson_goes_on(window) -> None:
    # QA: a right-click in the lesson was taken back as a wrong move, with "Not that one: this step fires port 2".
    tutorial = start_tutorial(window, "ortho")
    perform(window, tutorial)  # Next
    right_click(window, cell_point(window, "C3"))
    wait_repair()
    assert window.controller.game.history == ("N+C3",)
    assert tutorial.index == 1 and not tutorial.panel.feedback.text()
    perform(window, tutorial)  # the step's ray
    assert tutorial.index == 2 and window.controller.game.history == ("N+C3", "F2")
    right_click(window, cell_point(window, "C3"))
    wait_repair()
    assert window.controller.game.history == ("N+C3", "F2", "N-C3") and tutorial.index == 2


def test_her_cross_taken_back_with_undo_stays_taken_back(window) -> None:
    # QA: Undo of a cross she had just made was put back, with "Put the ball on B2" and the cross again.
    tutorial = start_tutorial(window, "ortho")
    for _ in range(3):
        perform(window, tutorial)  # Next, port 2, port 7: the step asks for a ball on B2
    right_click(window, cell_point(window, "D4"))
    wait_repair()
    window.undo_button.click()
    wait_repair()
    assert window.controller.game.history == ("F2", "F7")
    assert tutorial.index == 3 and not tutorial.panel.feedback.text()
    window.redo_button.click()
    wait_repair()
    assert window.controller.game.history == ("F2", "F7", "N+D4") and not tutorial.panel.feedback.text()
    perform(window, tutorial)
    assert tutorial.index == 4 and window.controller.game.history == ("F2", "F7", "N+D4", "B+B2")


@pytest.mark.parametrize("side", ["ortho", "hex"])
def test_the_lesson_waits_while_the_board_is_turned_over_and_goes_on_when_turned_back(qtbot, window, side) -> None:
    # QA: turning the board over mid-lesson ended it without a word; turned back, she was alone on its board.
    tutorial = start_tutorial(window, side)
    for _ in range(3):
        perform(window, tutorial)
    index, history = tutorial.index, window.controller.game.history
    window.flip_board()
    qtbot.waitUntil(lambda: window.controller.side != side and not window.view.flipping, timeout=3000)
    assert window.tutorial is None and not tutorial.panel.isVisible()
    assert "turn the board back over" in window.statusBar().currentMessage()
    window.flip_board()
    qtbot.waitUntil(lambda: window.controller.side == side and not window.view.flipping, timeout=3000)
    resumed = window.tutorial
    assert isinstance(resumed, Tutorial) and resumed.active and resumed.panel.isVisible()
    assert resumed.index == index and window.controller.game.history == history
    perform(window, resumed)
    assert resumed.index == index + 1, resumed.panel.feedback.text()
    resumed.stop()


def test_a_lesson_turned_back_to_after_its_game_changed_does_not_come_back(qtbot, window) -> None:
    tutorial = start_tutorial(window, "ortho")
    for _ in range(3):
        perform(window, tutorial)
    window.flip_board()
    qtbot.waitUntil(lambda: window.controller.side == "hex" and not window.view.flipping, timeout=3000)
    window.start_game(window.options.on_side("ortho"))  # a new game of her own on the square side
    qtbot.waitUntil(lambda: window.controller.side == "ortho", timeout=3000)
    assert window.tutorial is None


def test_undo_during_the_tutorial_is_put_back(window) -> None:
    tutorial = start_tutorial(window, "hex")
    perform(window, tutorial)
    perform(window, tutorial)
    window.undo_button.click()
    wait_repair()
    assert window.controller.game.history == ("F2",)
    assert tutorial.index == 2


def test_the_highlight_comes_back_when_the_board_is_drawn_again(window) -> None:
    tutorial = start_tutorial(window, "ortho")
    while tutorial.step.action not in ("fire", "ball"):
        perform(window, tutorial)
    window.scene.set_trays_below(not window.scene.trays_below)
    assert tutorial.highlight is not None and tutorial.highlight.scene() is window.scene
    tutorial.stop()


def test_the_lesson_names_ports_by_number_and_gives_the_rims_names_back(window) -> None:
    # With View → Port names → French, the rim said "B gauche" while the lesson said "click port 2".
    from blackbox_desktop.app.features.two_players import set_port_names
    from blackbox_desktop.model.port_names import FRENCH

    set_port_names(window, FRENCH)
    tutorial = start_tutorial(window, "ortho")
    assert window.scene.label_style == "numbers" and window.controller.port_style == "numbers"
    tutorial.stop()
    assert window.scene.label_style == FRENCH and window.controller.port_style == FRENCH
    # Chosen during the lesson: ticked and kept at once, shown once the lesson is over.
    tutorial = start_tutorial(window, "ortho")
    set_port_names(window, "numbers")
    set_port_names(window, FRENCH)
    set_port_names(window, "numbers")
    assert window.scene.label_style == "numbers"
    set_port_names(window, FRENCH)
    assert window.scene.label_style == "numbers" and window.controller.port_style == "numbers"
    tutorial.stop()
    assert window.scene.label_style == FRENCH and window.controller.port_style == FRENCH
    set_port_names(window, "numbers")
    tutorial = start_tutorial(window, "ortho")
    set_port_names(window, FRENCH)
    tutorial.stop()
    assert window.scene.label_style == FRENCH  # it used to go back to the numbers it found


def test_each_step_and_correction_is_said_in_the_status_bar(window) -> None:
    # The card is a dock label Tab never reaches: a screen reader heard no step.
    tutorial = start_tutorial(window, "ortho")
    said = window.statusBar().currentMessage()
    assert said and "<" not in said and said in tutorial.panel.text.text().replace("<b>", "").replace("</b>", "")
    while tutorial.step.action != "fire":
        perform(window, tutorial)
    wrong = next(p for p in window.controller.game.board.ports if p != tutorial.step.port)
    # From the keyboard: the board, drawn again by the repair, said its cursor's place over the correction.
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    from blackbox_desktop.app.scene import Target

    window.scene.set_focus_target(Target("port", wrong))
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    wait_repair()
    assert window.controller.game.history == tutorial.expected  # the wrong ray is taken back
    assert window.statusBar().currentMessage() == tutorial.panel.feedback.text() != ""


def test_a_new_game_ends_the_tutorial(window) -> None:
    tutorial = start_tutorial(window, "ortho")
    window.start_game(window.options)
    assert not tutorial.active and not tutorial.panel.isVisible()


@pytest.mark.parametrize("fired", [False, True], ids=["on-step-1", "after-a-ray"])
@pytest.mark.parametrize(
    "side, options",
    [
        ("ortho", GameOptions(side="ortho", rows=5, cols=5, atoms_ortho=3, seed="7")),
        ("hex", GameOptions(side="hex", hex_side=3, atoms_hex=3, seed="7")),
    ],
)
def test_a_new_game_on_the_lessons_board_ends_the_tutorial_and_is_kept(window, side, options, fired) -> None:
    # Same board size as the lesson: the new game must not be taken for a wrong move and undone,
    # nor (on step 1, nothing fired yet) be walked through with texts about the lesson's atoms.
    tutorial = start_tutorial(window, side)
    if fired:
        perform(window, tutorial)  # Next
        perform(window, tutorial)  # fire the highlighted port
        assert window.controller.game.history
    assert window.may_leave(side) and window.start_game(options)
    wait_repair()
    assert not tutorial.active and not tutorial.panel.isVisible() and window.tutorial is None
    game = window.controller.game
    assert game.position.atom_count == 3 and game.history == ()
    assert "Your board is as it was" not in tutorial.panel.feedback.text()
    settle(window)
    click(window, port_point(window, 1))
    wait_repair()
    assert window.controller.game.history == ("F1",)
    assert window.controller.position.atom_count == 3


def test_a_file_opened_on_the_lessons_board_ends_the_tutorial_and_is_kept(window, tmp_path: Path) -> None:
    tutorial = start_tutorial(window, "ortho")
    perform(window, tutorial)
    perform(window, tutorial)
    board = parse_board("ortho-5x5")
    saved = Game.new(board, 2, Rules(), board.cells_from_names("A1,E5")).apply("F1").apply("F12")
    path = tmp_path / "five.bbox"
    path.write_text(dumps(saved))
    assert window.load_file(path)
    wait_repair()
    assert not tutorial.active and not tutorial.panel.isVisible()
    assert window.controller.game.history == ("F1", "F12")
    assert "five.bbox" in window.windowTitle()


def test_help_menu_has_both_tutorials(window) -> None:
    menu = window.tutorial_menu  # type: ignore[attr-defined]
    actions = [a.text() for a in menu.actions()]
    assert actions == ["&Square side", "&Hexagonal side"]
    menu.actions()[1].trigger()
    assert window.tutorial.lesson.side == "hex"  # type: ignore[attr-defined]


def test_the_tutorial_stands_with_the_help_and_about_comes_last(window) -> None:
    # QA: the Help menu ended with "Tutorial" under "About", where every desktop program puts About last.
    shown = [action for action in window.help_menu.actions() if not action.isSeparator()]
    assert shown[-1] is window.about_action
    assert window.tutorial_menu.menuAction() in shown  # type: ignore[attr-defined]


def test_the_first_start_offers_the_tutorial_once(window, monkeypatch) -> None:
    asked = []
    monkeypatch.setattr(message_boxes, "ask", lambda *a, **k: asked.append(a[1]) or QMessageBox.StandardButton.Yes)
    assert offer_tutorial(window)
    assert window.tutorial is not None and window.tutorial.lesson.side == "ortho"  # type: ignore[attr-defined]
    assert not offer_tutorial(window)
    assert len(asked) == 1


@pytest.mark.parametrize("kind", ["match", "duel", "puzzle"])
def test_a_two_player_game_ends_the_tutorial(window, kind) -> None:
    # QA: a match put no game on the board before the setter hid, so "Step 1 of 10" and its Next stayed live
    # beside the hand-over screen.
    from blackbox_desktop.app.modes.dialogs import MatchSetup
    from blackbox_desktop.model.editions import COMPUTER
    from blackbox_desktop.model.scoring import Scoring

    tutorial = start_tutorial(window, "ortho")
    two = window.two_players
    board = parse_board("ortho-8x8")
    if kind == "match":
        two.start_match(MatchSetup(("Ann", "Bob"), board, 4, Rules()), "program")
    elif kind == "duel":
        two.start_duel(MatchSetup(("Ann", "Bob"), board, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    else:
        two.start_puzzle(MatchSetup(("Ann", "Bob"), board, 4, Rules()))
    assert not tutorial.active and window.tutorial is None
    assert not tutorial.panel.isVisible()


def test_the_lessons_words_leave_the_status_bar_with_it(window: MainWindow) -> None:
    # QA: stopped, the hexagonal lesson's "Here 2 atoms hide among 19 cells…" stayed 15 s over the next game.
    tutorial = start_tutorial(window, "hex")
    said = window.statusBar().currentMessage()
    assert said
    tutorial.stop()
    # Gone; the board, which the keys went on to from the card's Next, may say how to use them.
    assert window.statusBar().currentMessage() in ("", board_words(window))
    window.show_message("Saved to ann.bbox")
    start_tutorial(window, "ortho").stop()
    # Its own words went; none of the window's was there.
    assert window.statusBar().currentMessage() in ("", board_words(window))


def board_words(window: MainWindow) -> str:
    """What the board says when the keys come to it with no cursor on it yet."""
    return window.scene.tr(
        "The board: the arrow keys move a cursor over its ports and cells, Enter fires or places a ball there."
    )


def test_the_cursors_words_go_with_the_game_they_were_about(window: MainWindow) -> None:
    # QA: "Ray at 3: …" in Parker words stayed 5 s over a new Franjos game.
    said = "Ray at 3: DETOUR or MISS, out at 9"
    window.scene.hint.emit(said)  # the keyboard cursor's words, as it says them on a port
    assert window.statusBar().currentMessage() == said
    window.start_game(GameOptions(side="hex"))
    assert window.statusBar().currentMessage() != said
    window.show_message("Saved to ann.bbox")
    window.start_game(GameOptions(side="hex"))
    assert window.statusBar().currentMessage() == "Saved to ann.bbox"  # a message of the window's stays


def test_the_lesson_takes_the_keys_where_its_step_waits(qtbot, window: MainWindow) -> None:
    # QA: started from the Help menu with the keys on the panel's "Turn board over", Enter (for the Next the
    # step asks for) turned the board over and ended the lesson; from the first start's welcome box it did
    # nothing.  Keyboard only: Enter passes the first step, then the arrows and Enter fire the step's port.
    from PySide6.QtCore import Qt

    start(window, "ortho-8x8", "B2,C5,D1,E7")  # her game, as at any start: Turn board over is on only with one
    window.activateWindow()
    window.flip_button.setFocus()
    qtbot.waitUntil(window.flip_button.hasFocus)
    window.tutorial_menu.actions()[0].trigger()  # type: ignore[attr-defined]
    tutorial = window.tutorial
    assert isinstance(tutorial, Tutorial) and tutorial.step.action == "next"
    qtbot.waitUntil(tutorial.panel.next_button.hasFocus)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tutorial.index == 1)
    assert tutorial.active and window.controller.side == "ortho"
    qtbot.waitUntil(window.view.hasFocus)  # Next, hidden, handed the keys on to the board
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Return):  # the first arrow shows the cursor on 1
        qtbot.keyClick(window.view, key)
    wait_repair()
    assert window.controller.game.history == ("F2",) and tutorial.index == 2


@pytest.mark.parametrize("side", ["hex", "ortho"])
def test_after_a_lesson_new_game_offers_the_side_in_front(window: MainWindow, side: str) -> None:
    # QA: after the hexagonal lesson, New game… offered the square board, and OK turned the board back over.
    from blackbox_desktop.app.dialogs import NewGameDialog

    other = "ortho" if side == "hex" else "hex"
    window.options = window.options.on_side(other)
    window.controller.activate(other)
    tutorial = start_tutorial(window, side)
    tutorial.stop()
    assert window.controller.side == side
    dialog = NewGameDialog(window.options, window)
    try:
        assert dialog.options().side == side
    finally:
        dialog.deleteLater()


def test_the_correction_goes_once_the_step_is_done(window) -> None:
    # Reported in QA: the red correction stayed on the card after she had done what the step asked.
    tutorial = start_tutorial(window, "ortho")
    while tutorial.index < len(tutorial.lesson.steps) - 1:
        fired = window.controller.game.history
        wrong = next(p for p in window.controller.game.board.ports if p != tutorial.step.port and f"F{p}" not in fired)
        click(window, port_point(window, wrong))
        wait_repair()
        assert tutorial.panel.feedback.text()
        perform(window, tutorial)
        assert not tutorial.panel.feedback.text(), tutorial.index


# -- after the lesson: back where she was ---------------------------------------------------------------


def _her_game(window) -> None:
    """An 8×8 game with a ray fired and a ball placed since (the ball can be undone)."""
    start(window, "ortho-8x8", "C3,E5,F2,G7")
    click(window, port_point(window, 1))
    drag(window, tray_ball_point(window), cell_point(window, "D4"))
    settle(window)
    assert window.controller.game.history == ("F1", "B+D4")


def test_close_at_the_last_step_gives_her_game_back_as_it_was(window) -> None:
    _her_game(window)
    before, said = window.controller.game, window.announcement.text()
    tutorial = start_tutorial(window, "ortho")
    assert window.controller.game.board.spec != before.board.spec
    while tutorial.index < len(tutorial.lesson.steps) - 1:
        perform(window, tutorial)
    tutorial.panel.next_button.click()  # "Close"
    assert window.tutorial is None and not tutorial.panel.isVisible()
    assert window.controller.game == before  # the board, the atoms, the ray and the ball
    assert window.announcement.text() == said  # the ray's answer, as before the lesson
    assert "your game is back" in window.statusBar().currentMessage()
    window.controller.undo()  # its undo history too: the ball since the ray
    assert window.controller.game.history == ("F1",)
    window.controller.redo()
    assert window.controller.game.history == ("F1", "B+D4")


def test_stop_mid_way_gives_her_game_back_with_its_redo_and_its_file(window, tmp_path) -> None:
    _her_game(window)
    path = tmp_path / "mine.bbx"
    assert window.save_file(path)
    window.controller.undo()  # the ball taken back: Redo offers it
    before = window.controller.game
    tutorial = start_tutorial(window, "ortho")
    perform(window, tutorial)
    perform(window, tutorial)  # a ray of the lesson's fired
    tutorial.panel.stop_button.click()
    assert window.tutorial is None
    assert window.controller.game == before and window.controller.redo_steps() == [["B+D4"]]
    assert window.file_path == path
    assert window.options.side == "ortho"


def test_the_hexagonal_lesson_closed_turns_the_board_back_to_her_square_game(window) -> None:
    _her_game(window)
    before = window.controller.game
    tutorial = start_tutorial(window, "hex")
    assert window.controller.side == "hex"
    tutorial.panel.stop_button.click()
    assert window.controller.side == "ortho" and window.controller.game == before
    assert not window.controller.has_game_on("hex")  # no lesson's board left behind to find on turning over
    assert window.options.side == "ortho"


def test_with_no_game_before_the_lesson_closed_leaves_a_fresh_game_of_her_options(window) -> None:
    assert not window.controller.has_game_on("ortho") and not window.controller.has_game_on("hex")
    window.options = replace(window.options, rows=6, cols=6, atoms_ortho=3)
    tutorial = start_tutorial(window, "ortho")
    tutorial.panel.stop_button.click()
    game = window.controller.game
    assert game.board.spec == "ortho-6x6" and game.position.atom_count == 3 and game.history == ()


@pytest.mark.parametrize("entry", [0, 1], ids=["square", "hexagonal"])
def test_help_tutorial_asks_no_let_it_go_of_a_game_it_gives_back(window, entry) -> None:
    # QA: "This game is not finished and not saved. Let it go?" though Close or Stop gives the game back.
    if entry:
        start(window, "hex-5", "A1,C3,E5,G2,I4")
        window.controller.play("F1")
    else:
        _her_game(window)
    before, side = window.controller.game, window.controller.side
    window.tutorial_menu.actions()[entry].trigger()  # type: ignore[attr-defined]
    assert window.tutorial is not None and window.confirmed == []  # type: ignore[attr-defined]
    window.tutorial_menu.actions()[entry].trigger()  # begun again: her game is still the one to give back
    assert window.confirmed == []  # type: ignore[attr-defined]
    window.tutorial.panel.stop_button.click()  # type: ignore[attr-defined]
    assert window.controller.side == side and window.controller.game == before


def test_a_lesson_on_the_other_side_gives_her_game_back_before_the_next_lesson(window) -> None:
    # The hexagonal lesson stopped (not closed) by the square one left its board where her hexagonal game was.
    start(window, "hex-5", "A1,C3,E5,G2,I4")
    window.controller.play("F1")
    mine = window.controller.game
    start_tutorial(window, "hex")
    tutorial = start_tutorial(window, "ortho")
    tutorial.panel.stop_button.click()
    assert window.controller.game_on("hex") == mine


def test_help_tutorial_still_asks_of_a_game_that_would_not_come_back(window) -> None:
    # A round with no atoms (a tabletop one left behind) is no game a file can hold: the lesson would lose it.
    from blackbox_desktop.app.features.tutorial import may_start

    _her_game(window)
    window.controller.load(Game.new(parse_board("ortho-8x8"), 4, Rules(), None).apply("F1=H"))
    assert window.unsaved_game_in_play("ortho")
    window.confirm = lambda _title, text: window.confirmed.append(text) or False  # type: ignore[method-assign]
    assert not may_start(window, "ortho")
    assert window.confirmed == ["This game is not finished and not saved. Let it go?"]  # type: ignore[attr-defined]
