"""An atom the person hid herself, shown faintly while the computer seeks it.

She knows where her atoms are, but watching the computer fire ray after ray she had to keep them in her
head to follow its reasoning.  The computer is told nothing: the item is the scene's, drawn from the
snapshot's ``watched_atoms``.  A dashed ring wider than a ball stays in sight round the ball the computer
puts on the cell, so a right ball can be told from a wrong one before the reveal.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ... import looks
from .ball import paint_sphere

FAINT = 0.45
"""How much of the atom shows through: enough to see, clearly not a revealed atom."""
RING = 1.18
"""The ring's radius, in ball radii: just outside a ball on the cell."""
RING_COLOUR = "#f1dfb8"


class SetterAtomItem(QGraphicsItem):
    def __init__(self, ball_radius: float, cell: int) -> None:
        super().__init__()
        self.ball_radius = ball_radius
        self.cell = cell
        self.setZValue(15)  # under the balls (30), which the computer may put on it
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        r = self.ball_radius * (RING + 0.1)
        return QRectF(-r, -r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setOpacity(FAINT)
        paint_sphere(painter, self.ball_radius * 0.78, looks.ATOM_LIGHT, looks.ATOM_DARK)
        painter.setOpacity(1.0)
        ring = QColor(RING_COLOUR)  # light: a dark ring vanished on the dark cells
        ring.setAlphaF(0.8)
        painter.setPen(QPen(ring, self.ball_radius * 0.1, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), self.ball_radius * RING, self.ball_radius * RING)
