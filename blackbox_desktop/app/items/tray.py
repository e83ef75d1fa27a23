"""A wooden tray beside the board, holding the balls or the marker tokens."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ... import looks
from ..layout import UNIT
from .board import label_font


class TrayItem(QGraphicsItem):
    """``kind`` is ``"balls"`` or ``"tokens"``: where a dragged piece may be put back."""

    def __init__(self, kind: str, rect: QRectF, title: str) -> None:
        super().__init__()
        self.kind = kind
        self.rect = rect
        self.title = title
        self.drop_target = False
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_title(self, title: str) -> None:
        if title != self.title:
            self.title = title
            self.update()

    def set_drop_target(self, on: bool) -> None:
        if on != self.drop_target:
            self.drop_target = on
            self.update()

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 10, 12)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = UNIT * 0.3
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawRoundedRect(self.rect.translated(5, 7), r, r)
        rim = QLinearGradient(self.rect.topLeft(), self.rect.bottomRight())
        rim.setColorAt(0, QColor(looks.WOOD_LIGHT))
        rim.setColorAt(1, QColor(looks.WOOD_DARK))
        painter.setBrush(QBrush(rim))
        painter.setPen(QPen(QColor(60, 30, 10, 160), 1.5))
        painter.drawRoundedRect(self.rect, r, r)
        inner = self.rect.adjusted(UNIT * 0.18, UNIT * 0.7, -UNIT * 0.18, -UNIT * 0.18)
        well = QLinearGradient(inner.topLeft(), inner.bottomLeft())
        well.setColorAt(0, QColor(looks.INLAY_DARK))
        well.setColorAt(1, QColor(looks.INLAY_LIGHT))
        painter.setBrush(QBrush(well))
        painter.setPen(
            QPen(QColor(looks.DROP_OK) if self.drop_target else QColor(30, 14, 4, 200), 3 if self.drop_target else 1.2)
        )
        painter.drawRoundedRect(inner, r * 0.7, r * 0.7)
        painter.setFont(label_font(UNIT * 0.34))
        painter.setPen(QColor(looks.LABEL_INK_DARK))
        painter.drawText(
            QRectF(self.rect.left(), self.rect.top() + UNIT * 0.08, self.rect.width(), UNIT * 0.6),
            Qt.AlignmentFlag.AlignCenter,
            self.title,
        )
