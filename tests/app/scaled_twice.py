"""Checks on a screen scaled twice, run by ``test_high_dpi.py`` in a process started with ``QT_SCALE_FACTOR=2``.

The file's name keeps pytest from collecting it in the suite's own process, where the scale is 1 and the checks
would prove nothing.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from blackbox_desktop.app.items import board as board_module
from blackbox_desktop.app.items import pictures, wood_grain
from blackbox_desktop.app.items.board import BoardItem
from blackbox_desktop.app.items.wood_grain import GRAIN_TILE_UNITS
from blackbox_desktop.app.layout import UNIT
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.markers import Marker

from driving import drag, fire, start, tray_ball_point


def _near_corner(centre: QPointF, reach: float) -> QPointF:
    """A point ``reach`` scene units up and left of ``centre``: near a place's edge, where a drop could stray."""
    return centre - QPointF(reach, reach)


@pytest.fixture
def window_size() -> tuple[int, int]:
    return (1280, 690)  # the 2560×1440 screen, in Qt's pixels, less a desktop panel


@pytest.mark.parametrize(
    ("spec", "atoms", "cells"), [("ortho-8x8", "B2,D4,F6,G7", ("E3", "F5")), ("hex-5", "A1,B2,C3,D4,E5", ("C2", "D3"))]
)
def test_twice_a_dragged_ball_lands_on_the_cell_aimed_at(
    window: MainWindow, spec: str, atoms: str, cells: tuple[str, str]
) -> None:
    assert window.devicePixelRatioF() == 2.0  # else this proves nothing
    board = start(window, spec, atoms)
    layout = window.scene.layout
    assert layout is not None
    first, second = (board.cell_index(name) for name in cells)
    reach = UNIT * 0.3  # a cell is a unit across
    drag(window, tray_ball_point(window), _near_corner(layout.cell_centre(first), reach))
    assert window.controller.position.balls == frozenset({first})
    drag(window, layout.cell_centre(first), _near_corner(layout.cell_centre(second), reach))
    assert window.controller.position.balls == frozenset({second})


def test_twice_a_token_dragged_by_hand_lands_on_the_port_aimed_at(window: MainWindow) -> None:
    start(window, "ortho-8x8", "B2,D4,F6,G7", Rules(markers_by_hand=True))
    layout = window.scene.layout
    assert layout is not None
    hit = next(token for token in window.scene.tray_tokens if token.marker == Marker.HIT)
    drag(window, hit.pos(), layout.token_centre(5))
    assert window.controller.position.marker_at(5) == Marker.HIT
    drag(window, layout.token_centre(5), layout.token_centre(6))
    assert window.controller.position.marker_at(6) == Marker.HIT
    assert window.controller.position.marker_at(5) is None


def test_twice_the_pieces_and_the_board_are_drawn_at_the_screen_s_pixels(window: MainWindow) -> None:
    pictures._pictures.clear()
    start(window, "ortho-8x8", "B2,D4,F6,G7")
    fire(window, 5)
    image = window.view.viewport().grab()
    assert image.devicePixelRatio() == 2.0
    zoom = window.view.transform().m11()
    # Every ball and token was drawn for the screen's pixels, twice as many as Qt's: not drawn at Qt's and stretched.
    kept = dict(pictures._pictures)
    assert {look[0] for look, *_ in kept} == {"ball", "token"}
    assert {(scale, ratio) for _look, scale, ratio, _x, _y in kept} == {(round(zoom * 2, 3), 2.0)}
    assert all(picture.devicePixelRatio() == 2.0 for picture in kept.values())
    plank = next(item for item in window.scene.items() if isinstance(item, BoardItem))
    assert plank._image is not None and plank._image.devicePixelRatio() == 2.0
    assert plank._image.width() >= 0.99 * plank.boundingRect().width() * zoom * 2  # its zoom is kept to 1/100
    # The wood and its grain too, drawn for the screen's pixels: the 64 pixels a unit of a normal screen, stretched
    # to the 100 the plank is drawn at here, made the grain soft (QA).
    screen_pixels_per_unit = zoom * 2 * UNIT
    wood = board_module._woods.get((plank.key, 2.0))  # the plank's, or that of the plank drawn first and kept
    assert wood is not None
    assert wood.width() / (plank.layout.plank.width() / UNIT) >= screen_pixels_per_unit
    assert (
        max(tile.width() for tile in wood_grain._grain_tiles.values()) >= GRAIN_TILE_UNITS[0] * screen_pixels_per_unit
    )
