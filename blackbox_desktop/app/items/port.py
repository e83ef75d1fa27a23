"""A port: a hit area over its slot and number, lit when hovered, focused or wrong."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from ... import looks
from .cursor_mark import paint_cursor
from .lit import LitItem


class PortItem(LitItem):
    def __init__(self, port: int, token: QPointF, label: QPointF, radius: float) -> None:
        super().__init__()
        self.port = port
        self.spoken = ""
        """What the keyboard cursor says here when it differs from the tooltip (keys, not a click)."""
        self.token = token
        self.label = label
        self.radius = radius
        self.mistake = False
        r = radius * 1.6
        # Worked out once: with no index, Qt asks every port for these at each click and repaint.
        self._bounds = QRectF(token, token).adjusted(-r, -r, r, r).united(QRectF(label, label).adjusted(-r, -r, r, r))
        self._shape = QPainterPath()
        self._shape.addEllipse(token, radius * 1.15, radius * 1.15)
        self._shape.addEllipse(label, radius * 0.9, radius * 0.9)
        self._shape.setFillRule(Qt.FillRule.WindingFill)
        self.setZValue(15)
        self._refresh()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def set_state(
        self, *, focused: bool | None = None, drop_target: bool | None = None, mistake: bool | None = None
    ) -> None:
        if focused is not None:
            self.focused = focused
        if drop_target is not None:
            self.drop_target = drop_target
        if mistake is not None:
            self.mistake = mistake
        self._refresh()

    def lit(self) -> bool:
        return super().lit() or self.mistake

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        r = self.radius
        if self.focused and not self.drop_target:
            ring = QPainterPath()
            ring.addEllipse(self.token, r * 1.12, r * 1.12)
            paint_cursor(painter, ring, r * 0.2)
        elif self.hovered or self.drop_target:
            colour = QColor(looks.DROP_OK if self.drop_target else looks.HOVER)
            glow = QColor(colour)
            glow.setAlpha(70)
            painter.setBrush(glow)
            painter.setPen(QPen(colour, r * 0.16))
            painter.drawEllipse(self.token, r * 1.12, r * 1.12)
        if self.mistake:
            # Drawn last and outside the cursor's ring: a wrong token stays ringed where she is looking.
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(looks.MISTAKE), r * 0.28, Qt.PenStyle.DotLine, Qt.PenCapStyle.RoundCap))
            painter.drawEllipse(self.token, r * 1.36, r * 1.36)
