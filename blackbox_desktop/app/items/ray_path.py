"""A ray's path, drawn after the reveal when its port is clicked."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ...model.rays import turning_index
from ..layout import UNIT


class RayPathItem(QGraphicsItem):
    def __init__(
        self,
        port: int,
        points: list[QPointF],
        colour: str,
        absorbed: bool,
        bar_at: QPointF | None = None,
        bar_half: float = 0.22 * UNIT,
    ) -> None:
        """``bar_at``: where an absorbed path's stop bar stands (by default its end): clear of a ball on the
        atom, which covers the path's end (QA: a right ball hid the bar).  ``bar_half``: half its length."""
        super().__init__()
        self.port = port
        self.colour = colour
        self.absorbed = absorbed
        self.path = QPainterPath(points[0])
        for point in points[1:]:
            self.path.lineTo(point)
        self.start = points[0]
        self.end = points[-1]
        # The last point short of the end: the way the ray came in, across which an absorbed ray's bar stands.
        self.before_end = next((point for point in reversed(points) if point != self.end), self.end - QPointF(1, 0))
        self.bar_at = bar_at if bar_at is not None else self.end
        last = self.end - self.before_end
        length = (last.x() ** 2 + last.y() ** 2) ** 0.5 or 1.0
        across = QPointF(-last.y() / length, last.x() / length) * bar_half
        self.bar = (self.bar_at - across, self.bar_at + across)
        """The ends of the stop bar across an absorbed path, where the atom took it."""
        turn = turning_index([(point.x(), point.y()) for point in points])
        self.turn = points[turn] if turn is not None else None
        """Where a reflected ray turns round (it ends where it began), else None."""
        # Under the balls, over the revealed atoms: a path crossing a wrong ball hid its cross (QA); the ball
        # now covers that stretch, and the path shows on both sides of it.
        self.setZValue(25)
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
            # A stop bar across the path where the atom took it: a cross there read as a wrong ball's (QA).
            for pen_colour, width in ((halo, 0.2), (colour, 0.11)):
                painter.setPen(QPen(pen_colour, UNIT * width, Qt.PenStyle.SolidLine, cap))
                painter.drawLine(*self.bar)
