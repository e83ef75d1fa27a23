"""The cells' names (C3, D5…), small on the wood of each cell, for a player who reads them elsewhere.

The tutorial, the assistant, the undo labels and the hints name cells; the
wooden board has no such marks, so they are an option (View → Cell names).
A ball covers its cell's name, as a piece covers a printed square.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ... import looks
from .board import label_font

Z_NAMES = 12
"""Above the assistant's tint (so a name stays legible on a red cell), under balls, atoms and rings."""


class CellNamesItem(QGraphicsItem):
    def __init__(self, names: list[tuple[str, QPointF]], cell_size: float) -> None:
        """``names``: each cell's name and centre; ``cell_size``: the distance between two cell centres."""
        super().__init__()
        self.names = names
        self.size = cell_size
        self.font = label_font(cell_size * 0.2)
        self.setZValue(Z_NAMES)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        xs = [centre.x() for _name, centre in names]
        ys = [centre.y() for _name, centre in names]
        left, top = min(xs), min(ys)
        self._bounds = QRectF(left, top, max(xs) - left, max(ys) - top).adjusted(
            -cell_size, -cell_size, cell_size, cell_size
        )

    def boundingRect(self) -> QRectF:
        return self._bounds

    def _box(self, centre: QPointF) -> QRectF:
        # In the upper part of the cell, clear of the hole and of the assistant's dot in the middle.
        width, height = self.size * 0.6, self.size * 0.24
        return QRectF(centre.x() - width / 2, centre.y() - self.size * 0.44, width, height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setFont(self.font)
        ink = QColor(looks.LABEL_INK)
        ink.setAlpha(190)
        painter.setPen(ink)
        for name, centre in self.names:
            painter.drawText(self._box(centre), Qt.AlignmentFlag.AlignCenter, name)
