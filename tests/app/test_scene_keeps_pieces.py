"""A move changes on the table only what it changed: the other pieces keep their items, and what is shown is
exactly what a board drawn afresh from the same snapshot shows (Undo included)."""

from __future__ import annotations

from collections import OrderedDict

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsItem

from blackbox_desktop.app.items import board as board_module
from blackbox_desktop.app.items.ball import Mark
from blackbox_desktop.app.items.empty_mark import EmptyMarkItem
from blackbox_desktop.app.scene import BoardScene
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.markers import Marker

from driving import LEFT, NO_MODIFIER, cell_point, click, drag, move_with_button, port_point, settle, start, to_viewport

ATOMS = "B2,C5,D1,E1"


def _piece(item: QGraphicsItem) -> tuple[object, ...]:
    """What a piece shows: where, how high, how big, lifted or not, its words and its state."""
    state = tuple(getattr(item, name, None) for name in ("cell", "port", "mark", "marker", "look", "light"))
    return (
        type(item).__name__,
        round(item.pos().x(), 3),
        round(item.pos().y(), 3),
        item.zValue(),
        item.scale(),
        item.parentItem() is None,
        item.toolTip(),
        state,
    )


def shown(scene: BoardScene) -> dict[str, object]:
    """Everything the scene shows of the game: its pieces, and what each cell and port says and shows."""
    return {
        "balls": {cell: _piece(item) for cell, item in scene.balls.items()},
        "tray balls": [_piece(item) for item in scene.tray_balls],
        "markers": {port: _piece(item) for port, item in scene.markers.items()},
        "tray tokens": [_piece(item) for item in scene.tray_tokens],
        "atoms": {cell: _piece(item) for cell, item in scene.atoms.items()},
        "crosses": {cell: _piece(item) for cell, item in scene.empty_marks.items()},
        "setter atoms": {cell: _piece(item) for cell, item in scene.setter_atoms.items()},
        "differs": {port: _piece(item) for port, item in scene.differs.items()},
        "rays": sorted(scene.rays),
        "cells": {cell: (item.toolTip(), item.spoken) for cell, item in scene.cells.items()},
        "ports": {port: (item.toolTip(), item.spoken, item.mistake) for port, item in scene.ports.items()},
        "tray title": scene.ball_tray.title if scene.ball_tray is not None else None,
        "on the table": sorted(type(item).__name__ for item in scene.items()),
    }


def fresh(window: MainWindow) -> dict[str, object]:
    """What a scene that never saw the moves shows of the same snapshot."""
    scene = BoardScene()
    scene.trays_below, scene.label_style = window.scene.trays_below, window.scene.label_style
    scene.set_snapshot(window.controller.snapshot())
    return shown(scene)


def items_of(scene: BoardScene) -> dict[str, object]:
    return {
        "balls": dict(scene.balls),
        "tray balls": list(scene.tray_balls),
        "markers": dict(scene.markers),
        "tray tokens": list(scene.tray_tokens),
        "crosses": dict(scene.empty_marks),
    }


def test_a_ray_adds_its_tokens_and_leaves_every_other_piece_as_it_was(window: MainWindow) -> None:
    board = start(window, "ortho-8x8", ATOMS)
    scene = window.scene
    click(window, port_point(window, 2))
    click(window, cell_point(window, "C4"))
    window.controller.mark_empty(board.cell_index("F6"))
    before = items_of(scene)
    click(window, port_point(window, 7))  # out at 18: a pair token on each
    assert set(scene.markers) == {2, 7, 18}
    assert scene.markers[2] is before["markers"][2]  # type: ignore[index]
    assert scene.markers[7].marker == scene.markers[18].marker == Marker.pair_of(1)
    assert scene.balls[board.cell_index("C4")] is before["balls"][board.cell_index("C4")]  # type: ignore[index]
    assert scene.tray_balls == before["tray balls"]
    assert scene.empty_marks == before["crosses"]
    assert "Exit at 18" in scene.ports[7].toolTip() and "Exit at 18" in scene.markers[7].toolTip()
    assert shown(scene) == fresh(window)


def test_a_ball_placed_is_the_one_new_piece_and_undo_brings_back_exactly_what_was_there(window: MainWindow) -> None:
    board = start(window, "ortho-8x8", ATOMS)
    scene = window.scene
    click(window, port_point(window, 2))
    click(window, port_point(window, 7))
    click(window, cell_point(window, "C4"))
    was, before = shown(scene), items_of(scene)
    click(window, cell_point(window, "G7"))
    g7 = board.cell_index("G7")
    assert set(scene.balls) == {board.cell_index("C4"), g7}
    assert scene.balls[board.cell_index("C4")] is before["balls"][board.cell_index("C4")]  # type: ignore[index]
    assert scene.markers == before["markers"]
    assert scene.tray_balls == before["tray balls"][:-1]  # type: ignore[index]  # one fewer, the others stay
    assert scene.balls[g7].pos() == cell_point(window, "G7")
    assert scene.cells[g7].toolTip() == "G7: click to take the ball back"
    assert shown(scene) == fresh(window)
    window.controller.undo()
    assert shown(scene) == was == fresh(window)
    assert scene.cells[g7].toolTip() == "G7: click to put a ball here, right-click to mark it empty"
    assert scene.markers == before["markers"] and scene.tray_balls[:-1] == before["tray balls"][:-1]  # type: ignore[index]
    window.controller.redo()
    assert shown(scene) == fresh(window)


def test_a_dragged_ball_refused_or_moved_is_put_down_as_a_new_piece(window: MainWindow) -> None:
    board = start(window, "ortho-8x8", ATOMS)
    scene = window.scene
    click(window, cell_point(window, "C4"))
    c4 = board.cell_index("C4")
    lifted = scene.balls[c4]
    # Dropped on a port: refused, it goes back to its cell, flat on the board, at its own size.
    drag(window, cell_point(window, "C4"), port_point(window, 2))
    assert scene.balls[c4] is not lifted and lifted.scene() is None
    assert scene.balls[c4].pos() == cell_point(window, "C4") and scene.balls[c4].scale() == 1.0
    assert scene.balls[c4].parentItem() is scene.table_top
    assert shown(scene) == fresh(window)
    # Moved to another cell: on it, and nothing left behind.
    drag(window, cell_point(window, "C4"), cell_point(window, "E6"))
    assert set(scene.balls) == {board.cell_index("E6")}
    assert shown(scene) == fresh(window)
    # A ball from the tray let go on the table: back in the tray's first slot.
    tray = scene.tray_balls[0]
    start_point = tray.pos()
    drag(window, start_point, QPointF(start_point.x() + 300, start_point.y() - 2000))
    assert tray.scene() is None and scene.tray_balls[0].pos() == start_point
    assert shown(scene) == fresh(window)


def test_escape_during_a_drag_puts_the_piece_back(window: MainWindow) -> None:
    start(window, "ortho-8x8", ATOMS)
    scene = window.scene
    was = shown(scene)
    viewport = window.view.viewport()
    lifted = scene.tray_balls[0]
    QTest.mousePress(viewport, LEFT, NO_MODIFIER, to_viewport(window, lifted.pos()))
    for step in range(1, 6):
        point = lifted.pos() + (cell_point(window, "D4") - lifted.pos()) * (step / 5)
        move_with_button(window, to_viewport(window, point))
    assert lifted.scale() > 1.0  # in the hand
    QTest.keyClick(viewport, Qt.Key.Key_Escape)
    assert shown(scene) == was and lifted.scene() is None
    QTest.mouseRelease(viewport, LEFT, NO_MODIFIER, to_viewport(window, cell_point(window, "D4")))
    assert shown(scene) == was == fresh(window)


def test_the_reveal_marks_the_balls_it_keeps_and_a_cross_stays_over_its_atom(window: MainWindow) -> None:
    board = start(window, "ortho-8x8", ATOMS)
    scene = window.scene
    click(window, port_point(window, 2))
    for name in ("B2", "C5", "H8"):
        click(window, cell_point(window, name))
    window.controller.mark_empty(board.cell_index("E1"))
    balls = dict(scene.balls)
    assert scene.empty_marks[board.cell_index("E1")].zValue() == EmptyMarkItem.Z
    window.controller.finish()
    assert scene.balls == balls  # the same balls, now ticked or crossed
    assert scene.balls[board.cell_index("B2")].mark is Mark.CORRECT
    assert scene.balls[board.cell_index("H8")].mark is Mark.WRONG
    e1 = board.cell_index("E1")
    assert scene.empty_marks[e1].zValue() > scene.atoms[e1].zValue()
    assert scene.tray_tokens == [] and len(scene.tray_balls) == 1
    assert shown(scene) == fresh(window)


def test_tokens_laid_by_hand_moved_and_undone_match_a_fresh_board(window: MainWindow) -> None:
    start(window, "ortho-8x8", ATOMS, Rules(markers_by_hand=True))
    scene = window.scene
    c = window.controller
    c.drop_token(Marker.HIT, 0, 2)
    first = scene.markers[2]
    c.drop_token(Marker.REFLECTION, 0, 5)
    assert scene.markers[2] is first
    assert shown(scene) == fresh(window)
    c.drop_token(Marker.REFLECTION, 5, 9)  # moved: off 5, on 9
    assert set(scene.markers) == {2, 9} and scene.markers[2] is first
    assert shown(scene) == fresh(window)
    c.undo()
    assert set(scene.markers) == {2, 5} and scene.markers[2] is first
    assert shown(scene) == fresh(window)


def test_a_new_game_on_the_same_board_shows_no_piece_of_the_last(window: MainWindow) -> None:
    start(window, "ortho-8x8", ATOMS)
    click(window, port_point(window, 2))
    click(window, cell_point(window, "C4"))
    start(window, "ortho-8x8", "A1,B2,C3,D4")
    assert window.scene.markers == {} and window.scene.balls == {}
    assert shown(window.scene) == fresh(window)


def test_the_plank_drawn_at_a_new_size_asks_the_model_for_no_cell_outline(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    board = start(window, "hex-5", "C2,D5,D8,E3,E4")
    window.grab()
    monkeypatch.setattr(board_module, "_images", OrderedDict())  # no plank kept: it is drawn again
    asked: list[int] = []
    outline = type(board).cell_outline
    monkeypatch.setattr(type(board), "cell_outline", lambda self, cell: (asked.append(cell), outline(self, cell))[1])
    window.resize(window.width() - 37, window.height() - 23)
    settle(window)
    window.grab()
    assert asked == []
