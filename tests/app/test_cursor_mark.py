"""The keyboard cursor's mark stands out from the rays' paths and every other mark on the board."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter, QPolygonF

from blackbox_desktop import looks
from blackbox_desktop.app.items.cell import CellItem
from blackbox_desktop.app.items.port import PortItem
from blackbox_desktop.app.scene import RAY_COLOURS


def painted(item: CellItem | PortItem) -> set[tuple[int, int, int]]:
    """The colours ``item`` paints on the board's dark wood."""
    image = QImage(80, 80, QImage.Format.Format_RGB32)
    image.fill(QColor(looks.INLAY_DARK))
    painter = QPainter(image)
    item.paint(painter, None)  # type: ignore[arg-type]
    painter.end()
    return {QColor(image.pixel(x, y)).getRgb()[:3] for x in range(80) for y in range(80)}


def near(colour: tuple[int, int, int], hex_colour: str, within: int = 60) -> bool:
    other = QColor(hex_colour)
    return sum(abs(a - b) for a, b in zip(colour, (other.red(), other.green(), other.blue()), strict=True)) < within


@pytest.mark.parametrize("kind", ["cell", "port"])
def test_the_cursor_is_black_and_white_never_a_paths_colour(qtbot, kind: str) -> None:
    # QA: the cursor's ring was the blue of a ray's path (#4fc3ff beside #5cd1ff): on a board with paths shown
    # she lost it.  Black dashed with white is on no other mark, and shows on wood, dark cells and colours alike.
    if kind == "cell":
        item: CellItem | PortItem = CellItem(
            0, QPolygonF([QPointF(20, 20), QPointF(60, 20), QPointF(60, 60), QPointF(20, 60)])
        )
    else:
        item = PortItem(1, QPointF(40, 40), QPointF(40, 75), 15.0)
    item.set_state(focused=True)
    colours = painted(item)
    assert any(near(colour, "#000000", 30) for colour in colours)
    assert any(near(colour, "#ffffff", 30) for colour in colours)
    for ray in (*RAY_COLOURS, looks.HOVER, looks.DROP_OK):
        assert not any(near(colour, ray) for colour in colours), ray
