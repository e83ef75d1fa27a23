"""A ball carried from the keyboard: M lifts the ball under the cursor, the arrows carry it, Enter puts it down as
one move (one Undo), Escape leaves it where it was.  QA: from the keyboard a ball moved in two steps, taken back
and placed again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from blackbox_desktop.app.items import BallItem
from blackbox_desktop.app.scene import Target
from blackbox_desktop.app.window import MainWindow

from driving import settle, start


def _on_the_board(window: MainWindow, qtbot: object, spec: str, atoms: str, ball: str) -> None:
    start(window, spec, atoms)
    window.controller.play("B+" + ball)
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)  # type: ignore[attr-defined]
    board = window.controller.position.board
    window.scene.set_focus_target(Target("cell", board.cell_index(ball)))


def _key(window: MainWindow, key: Qt.Key) -> None:
    QTest.keyClick(window.view.viewport(), key)


def _ball_over(window: MainWindow) -> BallItem:
    carried = [item for item in window.scene.items() if isinstance(item, BallItem) and item.scale() > 1.0]
    assert len(carried) == 1
    return carried[0]


@pytest.mark.parametrize(
    ("spec", "atoms", "ball", "arrows", "landing"),
    [
        ("ortho-8x8", "B2,C5,D1,E7", "C3", [Qt.Key.Key_Right, Qt.Key.Key_Down], "D4"),
        ("hex-5", "C2,D5,D8,E3,E4", "C3", [Qt.Key.Key_Right, Qt.Key.Key_Right], "C5"),
    ],
)
def test_m_carries_a_ball_and_enter_puts_it_down_in_one_move(
    window: MainWindow, qtbot: object, spec: str, atoms: str, ball: str, arrows: list[Qt.Key], landing: str
) -> None:
    _on_the_board(window, qtbot, spec, atoms, ball)
    board = window.controller.position.board
    stack = window.controller.undo_stack
    steps = stack.count()
    _key(window, Qt.Key.Key_M)
    assert window.statusBar().currentMessage().startswith(f"Carrying the ball from {ball}: over {ball}")
    for arrow in arrows:
        _key(window, arrow)
    target = board.cell_index(landing)
    assert _ball_over(window).pos() == window.scene.layout.cell_centre(target)  # it follows the cursor
    assert window.scene.cells[target].drop_target  # lit: it would stay there
    assert board.cell_index(ball) in window.controller.position.balls  # nothing played yet
    _key(window, Qt.Key.Key_Return)
    settle(window)
    assert window.controller.position.balls == frozenset({target})
    assert stack.count() == steps + 1  # one move
    assert window.controller.game.history[-1] == f"B{ball}>{landing}"
    assert not any(isinstance(item, BallItem) and item.scale() > 1.0 for item in window.scene.items())
    window.controller.undo()
    assert window.controller.position.balls == frozenset({board.cell_index(ball)})


def test_escape_leaves_the_ball_where_it_was(window: MainWindow, qtbot: object) -> None:
    _on_the_board(window, qtbot, "ortho-8x8", "B2,C5,D1,E7", "C3")
    history = window.controller.game.history
    _key(window, Qt.Key.Key_M)
    _key(window, Qt.Key.Key_Left)
    _key(window, Qt.Key.Key_Escape)
    settle(window)
    board = window.controller.position.board
    assert window.controller.game.history == history
    ball = window.scene.balls[board.cell_index("C3")]
    assert ball.scale() == 1.0 and ball.pos() == window.scene.layout.cell_centre(board.cell_index("C3"))
    assert window.scene.focus_target == Target("cell", board.cell_index("C2"))  # Escape took only the ball back


def test_a_ball_is_not_put_down_on_a_port_or_on_another_ball(window: MainWindow, qtbot: object) -> None:
    _on_the_board(window, qtbot, "ortho-8x8", "B2,C5,D1,E7", "A2")
    window.controller.play("B+A3")
    board = window.controller.position.board
    window.scene.set_focus_target(Target("cell", board.cell_index("A2")))
    _key(window, Qt.Key.Key_M)
    _key(window, Qt.Key.Key_Right)  # onto A3's ball: not lit, and refused
    assert not window.scene.cells[board.cell_index("A3")].drop_target
    _key(window, Qt.Key.Key_Return)
    settle(window)
    assert window.controller.position.balls == board.cells_from_names("A2,A3")
    _key(window, Qt.Key.Key_M)  # A3's own ball now: up onto the rim
    _key(window, Qt.Key.Key_Up)
    assert window.scene.focus_target is not None and window.scene.focus_target.kind == "port"
    _key(window, Qt.Key.Key_Return)  # a port: it stays in hand
    assert "a ball goes on a cell of the grid" in window.statusBar().currentMessage()
    _key(window, Qt.Key.Key_Down)
    _key(window, Qt.Key.Key_Down)
    _key(window, Qt.Key.Key_Return)
    settle(window)
    assert window.controller.position.balls == board.cells_from_names("A2,B3")


def test_the_keys_leaving_the_board_put_the_ball_back(window: MainWindow, qtbot: object) -> None:
    _on_the_board(window, qtbot, "ortho-8x8", "B2,C5,D1,E7", "C3")
    _key(window, Qt.Key.Key_M)
    _key(window, Qt.Key.Key_Down)
    window.finish_button.setFocus()
    qtbot.waitUntil(window.finish_button.hasFocus)  # type: ignore[attr-defined]
    settle(window)
    board = window.controller.position.board
    ball = window.scene.balls[board.cell_index("C3")]
    assert ball.scale() == 1.0 and ball.pos() == window.scene.layout.cell_centre(board.cell_index("C3"))
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)  # type: ignore[attr-defined]
    _key(window, Qt.Key.Key_Return)  # an ordinary Enter again: a ball on the empty cell D3
    assert window.controller.position.balls == board.cells_from_names("C3,D3")


def test_a_hint_arriving_mid_carry_puts_the_ball_back_and_enter_fires_its_port(
    window: MainWindow, qtbot: object
) -> None:
    # The hint is worked out away from the window: she may have lifted a ball meanwhile.  Its port takes the cursor
    # and Enter fires there, as the hint says; the ball floated over the cell the cursor had left, and Enter on the
    # port neither fired nor put it down.
    _on_the_board(window, qtbot, "ortho-8x8", "B2,C5,D1,E7", "C3")
    board = window.controller.position.board
    _key(window, Qt.Key.Key_M)
    _key(window, Qt.Key.Key_Right)
    window.scene.aim_cursor(Target("port", 5))  # as the assistant's hint does, before it says the hint
    ball = window.scene.balls[board.cell_index("C3")]
    assert ball.scale() == 1.0 and ball.pos() == window.scene.layout.cell_centre(board.cell_index("C3"))
    _key(window, Qt.Key.Key_Return)
    settle(window)
    assert window.controller.game.history == ("B+C3", "F5")
