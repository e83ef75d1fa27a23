"""A cell of the grid: invisible until hovered, focused by the keyboard or dropped on."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ... import looks
from .cursor_mark import paint_cursor
from .lit import LitItem


class CellItem(LitItem):
    def __init__(self, cell: int, polygon: QPolygonF) -> None:
        super().__init__()
        self.cell = cell
        self.spoken = ""
        """What the keyboard cursor says here when it differs from the tooltip (keys, not a click)."""
        self.polygon = polygon
        # Worked out once: with no index, Qt asks every cell for these at each click and repaint (676 on 26×26).
        self._bounds = polygon.boundingRect().adjusted(-3, -3, 3, 3)  # the cursor's outline stands half outside
        self._shape = QPainterPath()
        self._shape.addPolygon(polygon)
        self._shape.closeSubpath()
        self.setZValue(10)
        self._refresh()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def set_state(self, *, focused: bool | None = None, drop_target: bool | None = None) -> None:
        if focused is not None:
            self.focused = focused
        if drop_target is not None:
            self.drop_target = drop_target
        self._refresh()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.lit():
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.focused and not self.drop_target:
            outline = QPainterPath()
            outline.addPolygon(self.polygon)
            outline.closeSubpath()
            paint_cursor(painter, outline, 4.0)
            return
        colour = QColor(looks.DROP_OK if self.drop_target else looks.HOVER)
        fill = QColor(colour)
        fill.setAlpha(60)
        painter.setBrush(fill)
        painter.setPen(QPen(colour, 2.5 if self.drop_target else 1.5))
        painter.drawPolygon(self.polygon)
