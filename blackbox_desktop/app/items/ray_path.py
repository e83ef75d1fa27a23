"""A ray's path, drawn after the reveal when its port is clicked."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...model.rays import turning_index
from ..layout import UNIT


class RayPathItem(QGraphicsItem):
    def __init__(self, port: int, points: list[QPointF], colour: str, absorbed: bool) -> None:
        super().__init__()
        self.port = port
        self.colour = colour
        self.absorbed = absorbed
        self.path = QPainterPath(points[0])
        for point in points[1:]:
            self.path.lineTo(point)
        self.start = points[0]
        self.end = points[-1]
        turn = turning_index([(point.x(), point.y()) for point in points])
        self.turn = points[turn] if turn is not None else None
        """Where a reflected ray turns round (it ends where it began), else None."""
        self.setZValue(35)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        pad = UNIT * 0.3
        return self.path.boundingRect().adjusted(-pad, -pad, pad, pad)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(self.colour)
        halo = QColor(0, 0, 0, 120)
        join = Qt.PenJoinStyle.RoundJoin
        cap = Qt.PenCapStyle.RoundCap
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(halo, UNIT * 0.2, Qt.PenStyle.SolidLine, cap, join))
        painter.drawPath(self.path)
        painter.setPen(QPen(colour, UNIT * 0.11, Qt.PenStyle.SolidLine, cap, join))
        painter.drawPath(self.path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour)
        painter.drawEllipse(self.start, UNIT * 0.12, UNIT * 0.12)
        if self.turn is not None:
            # A ring where it turned: an edge reflection's path is otherwise a stub by its port.
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(halo, UNIT * 0.16))
            painter.drawEllipse(self.turn, UNIT * 0.2, UNIT * 0.2)
            painter.setPen(QPen(colour, UNIT * 0.09))
            painter.drawEllipse(self.turn, UNIT * 0.2, UNIT * 0.2)
        if self.absorbed:
            painter.setPen(QPen(colour, UNIT * 0.1, Qt.PenStyle.SolidLine, cap))
            d = UNIT * 0.16
            painter.drawLine(self.end + QPointF(-d, -d), self.end + QPointF(d, d))
            painter.drawLine(self.end + QPointF(-d, d), self.end + QPointF(d, -d))

