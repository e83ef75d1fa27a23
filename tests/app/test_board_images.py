"""The wooden plank is drawn once per board and size, not again each time the scene redraws the board."""

from __future__ import annotations

import math
from collections import OrderedDict

import pytest
from PySide6.QtWidgets import QApplication

from blackbox_desktop.app.items import board as board_module
from blackbox_desktop.app.items import wood_grain
from blackbox_desktop.app.items.board import WOOD_PIXELS_PER_UNIT, BoardItem
from blackbox_desktop.app.layout import UNIT
from blackbox_desktop.app.window import MainWindow

from driving import settle, start


@pytest.fixture
def drawings(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The specs of the planks drawn from scratch (``paint_vector``) and textured (``_paint_wood``)."""
    monkeypatch.setattr(board_module, "_images", OrderedDict(), raising=False)
    monkeypatch.setattr(board_module, "_woods", OrderedDict(), raising=False)
    drawn: list[str] = []
    paint_vector, paint_wood = BoardItem.paint_vector, BoardItem._paint_wood

    def spy_vector(item: BoardItem, painter: object) -> None:
        drawn.append(f"plank {item.layout.board.spec}")
        paint_vector(item, painter)  # type: ignore[arg-type]

    def spy_wood(item: BoardItem, painter: object) -> None:
        drawn.append(f"wood {item.layout.board.spec}")
        paint_wood(item, painter)  # type: ignore[arg-type]

    monkeypatch.setattr(BoardItem, "paint_vector", spy_vector)
    monkeypatch.setattr(BoardItem, "_paint_wood", spy_wood)
    return drawn


def shown(window: MainWindow) -> None:
    settle(window)
    window.view.viewport().repaint()
    QApplication.processEvents()


def test_a_board_turned_over_and_back_is_not_drawn_again(
    window: MainWindow, drawings: list[str], qtbot: object
) -> None:
    # QA: the plank of a big board took 0.1–0.4 s to draw, at the moment the turning board stood on its edge: the
    # turn stalled there every time F was pressed, though the side coming back had been drawn a moment before.
    start(window, "ortho-26x26", ["A1", "Z26"])  # type: ignore[arg-type]
    shown(window)
    assert sorted(drawings) == ["plank ortho-26x26", "wood ortho-26x26"]
    for side in ("hex", "ortho", "hex", "ortho"):
        window.flip_board()
        qtbot.waitUntil(lambda: not window.view.flipping, timeout=10000)  # type: ignore[attr-defined]
        assert window.controller.side == side
        shown(window)
    assert drawings.count("wood ortho-26x26") == 1 and drawings.count("plank ortho-26x26") == 1
    assert len([drawn for drawn in drawings if drawn.startswith("plank hex")]) == 1


def test_the_trays_moved_and_back_leave_the_plank_as_drawn(window: MainWindow, drawings: list[str]) -> None:
    # F11 and back moves the trays under the board and beside it again: the whole board is redrawn each time.
    start(window, "hex-9", "A1")
    shown(window)
    before = len(drawings)
    scene = window.scene
    for below in (not scene.trays_below, scene.trays_below):
        scene.set_trays_below(below)
        window.view.refit()
        shown(window)
    # The trays under the board give it another size on the screen: drawn once at that size, never anew.
    assert drawings[before:] in ([], ["plank hex-9"])
    assert "wood hex-9" not in drawings[before:]
    assert isinstance(scene.board_item, BoardItem) and scene.board_item.scene() is scene


def test_the_plank_is_drawn_once_when_the_window_stops_being_resized(
    window: MainWindow, drawings: list[str], qtbot: object
) -> None:
    # QA: dragging the window's edge drew the hex-9 plank anew at every step, 0.1 s each: the edge stuttered.
    # While the size changes the last drawing is stretched; the crisp one comes once the size has settled.
    window.resize(1300, 860)
    start(window, "hex-9", "A1")
    qtbot.waitUntil(lambda: not window.view.resizing)  # type: ignore[attr-defined]
    shown(window)
    before = len(drawings)
    scale = window.view.transform().m11()
    for width in (1277, 1254, 1231, 1208):
        window.resize(width, 860)
        shown(window)
        assert window.view.resizing
    assert window.view.transform().m11() != scale  # the board did change its size on the screen
    assert drawings[before:] == []
    qtbot.waitUntil(lambda: not window.view.resizing)  # type: ignore[attr-defined]
    shown(window)
    assert drawings[before:] == ["plank hex-9"]


def test_a_drawing_for_another_screens_pixel_ratio_is_not_reused(window: MainWindow) -> None:
    # Review: the drawing was kept by zoom × pixel ratio alone; on a screen of twice the ratio at half the zoom
    # (the window moved between a plain and a high-DPI screen) the old drawing came out twice too big.
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtWidgets import QStyleOptionGraphicsItem

    start(window, "ortho-8x8", "B2,C5,D1,E7")
    plank = next(item for item in window.scene.items() if isinstance(item, BoardItem))
    made: list[float] = []
    for ratio, zoom in ((1.0, 0.5), (2.0, 0.25)):
        target = QImage(400, 400, QImage.Format.Format_ARGB32_Premultiplied)
        target.setDevicePixelRatio(ratio)
        painter = QPainter(target)
        painter.scale(zoom, zoom)
        plank.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
        made.append(plank._image.devicePixelRatio())  # type: ignore[union-attr]
    assert made == [1.0, 2.0]


def test_on_a_screen_of_qt_s_pixels_the_wood_keeps_its_size(window: MainWindow) -> None:
    # The wood is drawn for the screen's pixel ratio (twice as fine at QT_SCALE_FACTOR=2, ``scaled_twice.py``); on
    # a normal screen it keeps its 64 pixels a unit and the shipped grain tile of that resolution.
    wood_grain._grain_tiles.clear()
    board_module._woods.clear()
    start(window, "hex-5", "A1")
    shown(window)
    plank = window.scene.board_item
    assert isinstance(plank, BoardItem) and plank._wood_image is not None
    assert plank._wood_image.width() == math.ceil(plank.layout.plank.width() * WOOD_PIXELS_PER_UNIT / UNIT)
    assert sorted(wood_grain._grain_tiles) == [64]
