"""After the reveal, a port whose ray her balls answer otherwise: a red ring round its token and a "≠" badge.

The ring is solid and hugs the token, inside the dotted ring of a wrong token or a setter error: a ray can be both
(the review's wrong HIT at 20), and the two rings, drawn over each other, merged into one cog where neither read.
The badge has a dark edge outside its white one, so it stands out on a red HIT token and a white reflection alike,
and its "≠" is drawn as strokes, which stay sharp where a font's glyph blurred into an "H" on a 26×26 board.
"""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ... import looks

SIGN = "≠"

RING = 1.1
"""The solid ring's radius, in token radii."""
RING_WIDTH = 0.16
"""Its pen, in token radii: it spans 1.02 to 1.18, inside the dotted mistake ring (1.22 to 1.5, ``PortItem``)."""
SQUARE_BADGE = 0.6
"""The badge's radius on the square side, in token radii."""
HEX_BADGE = 0.45
"""The badge's radius on the hexagonal side, in token radii."""
HEX_TURN = 40.0
"""Degrees from the port's number (anticlockwise as seen on screen) where the badge stands on the hexagonal side."""
HEX_REACH = 1.0
"""How far from the token's centre the badge stands on the hexagonal side, in token radii: on its rim."""
EDGE = "#1c1c1e"
"""The badge's outer edge."""


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
        ring = self.radius * (RING + RING_WIDTH)
        b = self.badge_radius * 1.25
        return QRectF(-ring, -ring, 2 * ring, 2 * ring).united(QRectF(self.badge, self.badge).adjusted(-b, -b, b, b))

    def shape(self) -> QPainterPath:
        # Only the badge: the token under the ring keeps its own hover and tooltip.
        path = QPainterPath()
        path.addEllipse(self.badge, self.badge_radius, self.badge_radius)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        red = QColor(looks.MISTAKE)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(red, self.radius * RING_WIDTH))
        painter.drawEllipse(QPointF(0, 0), self.radius * RING, self.radius * RING)
        b = self.badge_radius
        centre = self.badge
        painter.setPen(QPen(QColor(EDGE), b * 0.4))  # 0.8b to 1.2b: the white edge leaves its outer part showing
        painter.drawEllipse(centre, b, b)
        painter.setPen(QPen(QColor("#ffffff"), b * 0.16))
        painter.setBrush(red)
        painter.drawEllipse(centre, b, b)
        # The sign: two bars and a slash across them, as big and bold as the white edge leaves room for, so
        # that it still reads at a few pixels across (a badge on the hexagonal side of a side-9 board).
        painter.setPen(QPen(QColor("#ffffff"), b * 0.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        x, y = centre.x(), centre.y()
        for bar in (-0.24, 0.24):
            painter.drawLine(QLineF(x - 0.52 * b, y + bar * b, x + 0.52 * b, y + bar * b))
        painter.drawLine(QLineF(x + 0.3 * b, y - 0.64 * b, x - 0.3 * b, y + 0.64 * b))
