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
        self.setZValue(15)
        self._refresh()

    def boundingRect(self) -> QRectF:
        r = self.radius * 1.6
        return QRectF(self.token, self.token).adjusted(-r, -r, r, r).united(
            QRectF(self.label, self.label).adjusted(-r, -r, r, r))

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(self.token, self.radius * 1.15, self.radius * 1.15)
        path.addEllipse(self.label, self.radius * 0.9, self.radius * 0.9)
        path.setFillRule(Qt.FillRule.WindingFill)
        return path

    def set_state(self, *, focused: bool | None = None, drop_target: bool | None = None,
                  mistake: bool | None = None) -> None:
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
