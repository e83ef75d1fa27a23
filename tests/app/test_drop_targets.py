"""The drop light: while a piece is dragged, only a place that will keep it is lit green.

A cell with a ball on it, a port for a ball, a cell for a token, a port whose token cannot be moved
aside: a light there promised a drop the game then refused, and the piece jumped back.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QPointF
from PySide6.QtTest import QTest

from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.markers import Marker

from driving import (
    LEFT,
    NO_MODIFIER,
    ball_tray_point,
    cell_point,
    click,
    move_with_button,
    port_point,
    start,
    to_viewport,
    tray_ball_point,
)

ORTHO_ATOMS = "B2,D4,F6,G7"


@contextmanager
def holding(win: MainWindow, source: QPointF) -> Iterator[Callable[[QPointF], None]]:
    """Press on ``source`` and yield a way to move there with the button held; released where it ends."""
    viewport = win.view.viewport()
    here = [to_viewport(win, source)]
    QTest.mousePress(viewport, LEFT, NO_MODIFIER, here[0])

    def move_to(point: QPointF) -> None:
        start_pos, end_pos = here[0], to_viewport(win, point)
        for step in range(1, 5):
            move_with_button(win, start_pos + (end_pos - start_pos) * step / 4)
        here[0] = end_pos

    try:
        yield move_to
    finally:
        QTest.mouseRelease(viewport, LEFT, NO_MODIFIER, here[0])


def lit(win: MainWindow) -> set[str]:
    """What the drop light is on: cell names, ``port n`` and the trays."""
    scene = win.scene
    board = win.controller.position.board
    places = {board.cell_name(cell) for cell, item in scene.cells.items() if item.drop_target}
    places |= {f"port {port}" for port, item in scene.ports.items() if item.drop_target}
    for tray in (scene.ball_tray, scene.token_tray):
        if tray is not None and tray.drop_target:
            places.add(f"{tray.kind} tray")
    return places


def test_a_ball_from_the_tray_lights_a_free_cell_only(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, cell_point(window, "C3"))
    history = window.controller.game.history
    with holding(window, tray_ball_point(window)) as move_to:
        move_to(cell_point(window, "C3"))
        assert lit(window) == set()  # a ball lies there already
        move_to(port_point(window, 5))
        assert lit(window) == set()  # a ball goes on a cell, not in a port
        move_to(cell_point(window, "E3"))
        assert lit(window) == {"E3"}
        move_to(cell_point(window, "C3"))
        assert lit(window) == set()
    # Dropped on the occupied cell: refused, nothing changed, and she is told why.
    assert window.controller.game.history == history
    assert window.controller.position.balls == window.controller.position.board.cells_from_names("C3")
    assert window.statusBar().currentMessage() == "There is already a ball on C3."
    assert lit(window) == set()


def test_a_ball_moved_on_the_board_is_not_lit_over_another_ball(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, cell_point(window, "A1"))
    click(window, cell_point(window, "A2"))
    history = window.controller.game.history
    with holding(window, cell_point(window, "A1")) as move_to:
        move_to(cell_point(window, "A2"))
        assert lit(window) == set()
        move_to(cell_point(window, "A1"))
        assert lit(window) == {"A1"}  # back on its own cell: it stays there
        move_to(ball_tray_point(window))
        assert lit(window) == {"balls tray"}
        move_to(window.scene.layout.token_tray.center())
        assert lit(window) == {"tokens tray"}  # the other tray takes it off the board too
        move_to(cell_point(window, "A2"))
    assert window.controller.game.history == history
    with holding(window, tray_ball_point(window)) as move_to:
        move_to(window.scene.layout.token_tray.center())
        assert lit(window) == set()  # from the tray, a ball only goes back to its own


def test_a_token_laid_by_hand_lights_only_a_port_that_takes_it(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS, Rules(markers_by_hand=True))
    window.controller.play("M2=H")
    window.controller.play("M9=R")
    history = window.controller.game.history
    tray = {token.marker: token for token in window.scene.tray_tokens}
    with holding(window, tray[Marker.HIT].pos()) as move_to:
        move_to(cell_point(window, "C3"))
        assert lit(window) == set()  # a token goes on a port
        move_to(port_point(window, 2))
        assert lit(window) == set()  # the same token lies there: nothing would change
        move_to(port_point(window, 9))
        assert lit(window) == {"port 9"}  # another token lies there: they are swapped
        move_to(port_point(window, 5))
        assert lit(window) == {"port 5"}
        move_to(cell_point(window, "C3"))
    assert window.controller.game.history == history
    with holding(window, port_point(window, 2)) as move_to:
        move_to(port_point(window, 9))
        assert lit(window) == set()  # a port holds one token
        move_to(port_point(window, 6))
        assert lit(window) == {"port 6"}
        move_to(port_point(window, 9))
    assert window.controller.game.history == history
    assert window.controller.position.marker_at(2) == Marker.HIT


def test_with_automatic_markers_a_token_lights_only_a_port_not_yet_fired(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, port_point(window, 2))
    history = window.controller.game.history
    assert history == ("F2",)
    with holding(window, window.scene.tray_tokens[0].pos()) as move_to:
        move_to(port_point(window, 2))
        assert lit(window) == set()  # its answer is known: no ray is fired there again
        move_to(port_point(window, 5))
        assert lit(window) == {"port 5"}
        move_to(cell_point(window, "D4"))
        assert lit(window) == set()
        move_to(port_point(window, 2))
    assert window.controller.game.history == history


def test_in_a_duel_no_port_lights_once_her_ray_of_the_turn_is_fired(window: MainWindow) -> None:
    # QA: after Ann's one ray, port 20 lit green; the drop then said "You have played your turn".
    from modes.drive import duel_ready

    from blackbox_desktop.app.modes.dialogs import MatchSetup
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.editions import COMPUTER
    from blackbox_desktop.model.scoring import Scoring

    duel_ready(window, MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules(COMPUTER, Scoring.PER_RAY)))
    tray = window.scene.tray_tokens[0].pos()
    with holding(window, tray) as move_to:
        move_to(port_point(window, 20))
        assert lit(window) == {"port 20"}  # her turn, no ray yet
        move_to(tray)
    assert window.controller.game.history == ()
    click(window, port_point(window, 7))
    history = window.controller.game.history
    assert history == ("F7",)
    with holding(window, window.scene.tray_tokens[0].pos()) as move_to:
        move_to(port_point(window, 20))
        assert lit(window) == set()
    assert window.controller.game.history == history


def test_the_cell_a_ball_is_dragged_from_goes_dark_once_it_is_dropped_elsewhere(window: MainWindow) -> None:
    """QA: the cell a ball was dragged from kept its hover light after the drop, until the mouse moved again
    (the scene keeps its cell items between moves, and a drag takes the mouse away from Qt's hover tracking)."""
    start(window, "ortho-8x8", ORTHO_ATOMS)
    board = window.controller.position.board
    for source, away in (("C3", cell_point(window, "G8")), ("G8", ball_tray_point(window))):
        click(window, cell_point(window, source)) if source == "C3" else None
        QTest.mouseMove(window.view.viewport(), to_viewport(window, cell_point(window, source)))
        cell = window.scene.cells[board.cell_index(source)]
        assert cell.hovered  # pointing at the ball lights its cell
        with holding(window, cell_point(window, source)) as move_to:
            move_to(away)
        assert not cell.hovered, source


def test_each_token_laid_by_hand_says_which_answer_it_records(window: MainWindow) -> None:
    # QA: the three tokens in the tray shared one tooltip, "Drag this token to a port to record an answer."
    start(window, "ortho-8x8", ORTHO_ATOMS, Rules(markers_by_hand=True))
    tips = {str(token.marker): token.toolTip() for token in window.scene.tray_tokens}
    assert tips["H"] == "Absorbed token: drag it to a port to record that answer."
    assert tips["R"] == "Reflection token: drag it to a port to record that answer."
    assert any(tip.startswith("Pair token 1: drag it") for tip in tips.values()), tips
