"""After the reveal, a port whose ray her balls answer otherwise: a red ring round its token and a "≠" badge.

The ring is solid, where a wrong token or a setter error has a dotted one, so the two never read alike.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ... import looks
from .board import label_font

SIGN = "≠"


class DiffersItem(QGraphicsItem):
    """Centred on the port's token; ``badge`` is where the "≠" stands, from that centre."""

    def __init__(self, port: int, radius: float, badge: QPointF, badge_radius: float) -> None:
        super().__init__()
        self.port = port
        self.radius = radius
        self.badge = badge
        self.badge_radius = badge_radius
        self.setZValue(45)  # over the token (40), under a piece being dragged (100)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # a click goes to the port under it

    def boundingRect(self) -> QRectF:
        ring = self.radius * 1.4
        b = self.badge_radius * 1.2
        return QRectF(-ring, -ring, 2 * ring, 2 * ring).united(
            QRectF(self.badge, self.badge).adjusted(-b, -b, b, b))

    def shape(self) -> QPainterPath:
        # Only the badge: the token under the ring keeps its own hover and tooltip.
        path = QPainterPath()
        path.addEllipse(self.badge, self.badge_radius, self.badge_radius)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        red = QColor(looks.MISTAKE)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(red, self.radius * 0.2))
        painter.drawEllipse(QPointF(0, 0), self.radius * 1.2, self.radius * 1.2)
        b = self.badge_radius
        painter.setPen(QPen(QColor("#ffffff"), b * 0.16))
        painter.setBrush(red)
        painter.drawEllipse(self.badge, b, b)
        painter.setFont(label_font(b * 1.6))
        painter.setPen(QColor("#ffffff"))
        painter.drawText(QRectF(self.badge.x() - b, self.badge.y() - b, 2 * b, 2 * b),
                         Qt.AlignmentFlag.AlignCenter, SIGN)
