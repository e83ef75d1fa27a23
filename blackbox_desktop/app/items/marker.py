"""A ray marker token: a coloured wooden disc with a letter, symbol or number."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...looks import TokenLook
from ...model.markers import Marker
from .board import label_font
from .pictures import draw_kept


class MarkerItem(QGraphicsItem):
    """A token at a port (``port`` > 0) or in the tray (``port`` == 0)."""

    def __init__(self, marker: Marker, look: TokenLook, radius: float, port: int = 0) -> None:
        super().__init__()
        self.marker = marker
        self.look = look
        self.radius = radius
        self.port = port
        r = radius * 1.3
        self._bounds = QRectF(-r, -r, 2 * r, 2 * r)  # asked for at every click and repaint: worked out once
        self._shape = QPainterPath()
        self._shape.addEllipse(QPointF(0, 0), radius, radius)
        self.setZValue(40)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        draw_kept(painter, self.boundingRect(), ("token", self.look, self.radius), self.paint_vector)

    def paint_vector(self, painter: QPainter) -> None:
        """The token drawn at the painter's scale, centred on the origin."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        r = self.radius
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawEllipse(QPointF(r * 0.1, r * 0.16), r * 1.02, r * 1.02)
        fill = QColor(self.look.fill)
        body = QRadialGradient(QPointF(0, 0), r, QPointF(-r * 0.35, -r * 0.4))
        body.setColorAt(0.0, fill.lighter(135))
        body.setColorAt(0.7, fill)
        body.setColorAt(1.0, fill.darker(125))
        painter.setPen(QPen(QColor(self.look.rim), r * 0.1))
        painter.setBrush(QBrush(body))
        painter.drawEllipse(QPointF(0, 0), r * 0.95, r * 0.95)
        label = self.look.label
        size = r * (1.15 if len(label) == 1 else 0.95 if len(label) == 2 else 0.75)
        painter.setFont(label_font(size))
        painter.setPen(QColor(self.look.ink))
        painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, label)
