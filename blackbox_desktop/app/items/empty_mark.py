"""A cell the player marked as surely empty: a chalk cross over its hole.

As on a paper sheet, where a cell ruled out is crossed: a note on her side of the table that tells the
setter nothing and scores nothing.  A cross, not a dot, so that it is never read as the assistant's dot
(a cell the rays *proved* empty).  It takes no clicks: a click or a right-click goes to the cell under it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

CHALK = "#f1dfb8"
ARM = 0.42
"""Half the cross's width, in ball radii: inside the cell, clear of a neighbour's ball."""


class EmptyMarkItem(QGraphicsItem):
    Z = 14
    """Over the cell's light (10), under an atom shown after the reveal."""

    def __init__(self, ball_radius: float, cell: int) -> None:
        super().__init__()
        self.ball_radius = ball_radius
        self.cell = cell
        self.setZValue(self.Z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        r = self.ball_radius * (ARM + 0.15)
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        chalk = QColor(CHALK)
        chalk.setAlphaF(0.85)
        painter.setPen(QPen(chalk, self.ball_radius * 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        arm = self.ball_radius * ARM
        painter.drawLine(QPointF(-arm, -arm), QPointF(arm, arm))
        painter.drawLine(QPointF(-arm, arm), QPointF(arm, -arm))
