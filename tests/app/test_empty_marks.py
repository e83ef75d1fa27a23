"""Marking cells surely empty in the window: a right-click (or X under the keyboard cursor) crosses a cell,
as Simon Tatham's Black Box and KBlackBox let a player do; the cross is hers, kept and undone like a ball."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from blackbox_desktop.app.items.empty_mark import EmptyMarkItem
from blackbox_desktop.app.scene import Target
from blackbox_desktop.app.window import MainWindow

from driving import NO_MODIFIER, cell_point, click, fire, start, to_viewport

ATOMS = "B2,C5,D1,E1"


def right_click(win: MainWindow, scene_point: QPointF) -> None:
    viewport = win.view.viewport()
    pos = to_viewport(win, scene_point)
    QTest.mousePress(viewport, Qt.MouseButton.RightButton, NO_MODIFIER, pos)
    QTest.mouseRelease(viewport, Qt.MouseButton.RightButton, NO_MODIFIER, pos)


def marked(win: MainWindow) -> list[str]:
    pos = win.controller.position
    return pos.board.names(pos.empty_marks)


def test_a_right_click_crosses_a_cell_and_a_second_one_takes_the_cross_off(window: MainWindow) -> None:
    board = start(window, "ortho-8x8", ATOMS)
    fire(window, 2)
    right_click(window, cell_point(window, "C4"))
    assert marked(window) == ["C4"]
    cross = window.scene.empty_marks[board.cell_index("C4")]
    assert isinstance(cross, EmptyMarkItem) and cross.isVisible()
    assert cross.pos() == cell_point(window, "C4")
    assert "marked empty" in window.scene.cells[board.cell_index("C4")].toolTip()
    assert window.controller.position.balls == frozenset()  # no ball came with it
    assert window.undo_action.text().replace("&", "") == "Undo empty mark on C4"
    right_click(window, cell_point(window, "C4"))
    assert marked(window) == []
    assert window.scene.empty_marks == {}
    window.controller.undo()
    assert marked(window) == ["C4"]


def test_a_click_puts_a_ball_over_the_cross_and_a_ball_is_not_crossed(window: MainWindow) -> None:
    board = start(window, "ortho-8x8", ATOMS)
    right_click(window, cell_point(window, "C5"))
    click(window, cell_point(window, "C5"))
    assert board.names(window.controller.position.balls) == ["C5"]
    assert marked(window) == []
    right_click(window, cell_point(window, "C5"))  # on the ball
    assert marked(window) == []
    assert "take it back first" in window.statusBar().currentMessage()


def test_x_crosses_the_cell_under_the_keyboard_cursor(window: MainWindow) -> None:
    board = start(window, "ortho-8x8", ATOMS)
    window.view.setFocus()
    window.scene.set_focus_target(Target("cell", board.cell_index("H8")))
    QTest.keyClick(window.view, Qt.Key.Key_X)
    assert marked(window) == ["H8"]
    assert "marked empty" in window.statusBar().currentMessage()
    QTest.keyClick(window.view, Qt.Key.Key_X)
    assert marked(window) == []


def test_the_crosses_come_back_with_a_saved_game_and_stay_after_the_reveal(window: MainWindow) -> None:
    board = start(window, "ortho-8x8", ATOMS)
    right_click(window, cell_point(window, "A1"))
    text = window.controller.save_text()
    start(window, "ortho-8x8", ATOMS)
    assert marked(window) == []
    window.controller.load_text(text)
    assert marked(window) == ["A1"]
    window.controller.finish()
    assert board.cell_index("A1") in window.scene.empty_marks
    right_click(window, cell_point(window, "A2"))  # the round is over: nothing more is noted
    assert marked(window) == ["A1"]


def test_a_cross_on_an_atom_stays_in_sight_after_the_reveal_and_is_said(window: MainWindow) -> None:
    # QA: the cross on a cell that held an atom went under the atom, and she never saw which note misled her.
    board = start(window, "ortho-8x8", ATOMS)
    right_click(window, cell_point(window, "C5"))  # an atom is there
    right_click(window, cell_point(window, "H8"))
    window.controller.finish()
    c5, h8 = board.cell_index("C5"), board.cell_index("H8")
    atom, cross = window.scene.atoms[c5], window.scene.empty_marks[c5]
    assert cross.zValue() > atom.zValue()
    assert "you had crossed the cell out" in atom.toolTip()
    assert "you had crossed the cell out" in window.scene.cells[c5].toolTip()
    assert window.scene.cells[h8].toolTip() == "H8: empty"


def test_the_cursor_tells_of_x_on_a_plain_cell(window: MainWindow) -> None:
    board = start(window, "ortho-8x8", ATOMS)
    window.view.setFocus()
    window.scene.set_focus_target(Target("cell", board.cell_index("H8")))
    assert "X to mark it empty" in window.view.accessibleDescription()


def test_x_crosses_the_cell_under_the_mouse_when_the_mouse_moved_last(window: MainWindow) -> None:
    # QA: X over the cell under the pointer did nothing; it crossed only the keyboard cursor's cell.
    board = start(window, "ortho-8x8", ATOMS)
    window.view.setFocus()
    window.scene.set_focus_target(Target("cell", board.cell_index("H8")))
    QTest.mouseMove(window.view.viewport(), to_viewport(window, cell_point(window, "D4")))
    QTest.keyClick(window.view, Qt.Key.Key_X)
    assert marked(window) == ["D4"]
    window.scene.set_focus_target(Target("cell", board.cell_index("H8")))  # the arrows moved it: the cursor's cell
    QTest.keyClick(window.view, Qt.Key.Key_X)
    assert marked(window) == ["D4", "H8"]
