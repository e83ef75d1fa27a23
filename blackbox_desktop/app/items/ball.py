"""A ball (the experimenter's guess) and, after the reveal, an atom."""

from __future__ import annotations

import enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ... import looks
from .pictures import draw_kept


class Mark(enum.Enum):
    """How a ball or an atom is marked once the atoms are revealed."""

    NONE = "none"
    CORRECT = "correct"
    """A ball on an atom."""
    WRONG = "wrong"
    """A ball on an empty cell, or an atom no ball found."""
    ACCEPTED = "accepted"
    """Different from the hidden one, but no ray can tell: accepted."""


def _mark_colour(mark: Mark) -> QColor:
    return QColor(
        {Mark.CORRECT: looks.CORRECT, Mark.WRONG: looks.WRONG, Mark.ACCEPTED: looks.ACCEPTED}.get(mark, "#000000")
    )


def paint_sphere(painter: QPainter, radius: float, light: str, dark: str) -> None:
    """A shaded sphere centred on the origin, lit from the top left, with its shadow."""
    painter.setPen(Qt.PenStyle.NoPen)
    shadow = QRadialGradient(QPointF(radius * 0.18, radius * 0.3), radius * 1.15)
    shadow.setColorAt(0.0, QColor(0, 0, 0, 110))
    shadow.setColorAt(0.8, QColor(0, 0, 0, 40))
    shadow.setColorAt(1.0, QColor(0, 0, 0, 0))
    painter.setBrush(QBrush(shadow))
    painter.drawEllipse(QPointF(radius * 0.18, radius * 0.3), radius * 1.12, radius * 1.12)
    body = QRadialGradient(QPointF(0, 0), radius, QPointF(-radius * 0.38, -radius * 0.42))
    body.setColorAt(0.0, QColor("#ffffff"))
    body.setColorAt(0.18, QColor(light))
    body.setColorAt(0.85, QColor(dark))
    body.setColorAt(1.0, QColor(dark).darker(150))
    painter.setBrush(QBrush(body))
    painter.drawEllipse(QPointF(0, 0), radius, radius)


class BallItem(QGraphicsItem):
    """A ball on a cell (``cell`` >= 0) or waiting in the tray (``cell`` == -1)."""

    def __init__(self, radius: float, light: str, dark: str, cell: int = -1) -> None:
        super().__init__()
        self.radius = radius
        self.light = light
        self.dark = dark
        self.cell = cell
        self.mark = Mark.NONE
        r = radius * 1.45
        self._bounds = QRectF(-r, -r, 2 * r, 2 * r)  # asked for at every click and repaint: worked out once
        self._shape = QPainterPath()
        self._shape.addEllipse(QPointF(0, 0), radius, radius)
        self.setZValue(30)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_mark(self, mark: Mark) -> None:
        if mark is not self.mark:
            self.mark = mark
            self.update()

    def boundingRect(self) -> QRectF:
        return self._bounds

    def shape(self) -> QPainterPath:
        return self._shape

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        look = ("ball", self.radius, self.light, self.dark, self.mark)
        draw_kept(painter, self.boundingRect(), look, self.paint_vector)

    def paint_vector(self, painter: QPainter) -> None:
        """The ball and its mark drawn at the painter's scale, centred on the origin."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_sphere(painter, self.radius, self.light, self.dark)
        if self.mark is Mark.NONE:
            return
        colour = _mark_colour(self.mark)
        r = self.radius
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour, r * 0.16))
        painter.drawEllipse(QPointF(0, 0), r * 1.12, r * 1.12)
        if self.mark is Mark.WRONG:
            # A cross: this ball sits on an empty cell.
            d = r * 0.42
            path = QPainterPath(QPointF(-d, -d))
            path.lineTo(QPointF(d, d))
            path.moveTo(QPointF(-d, d))
            path.lineTo(QPointF(d, -d))
        else:
            # A tick: the ball found an atom (or an equally good cell).
            path = QPainterPath(QPointF(-r * 0.42, 0))
            path.lineTo(QPointF(-r * 0.1, r * 0.32))
            path.lineTo(QPointF(r * 0.45, -r * 0.35))
        # A dark edge under the mark: green or red on Parker's yellow ball showed little, and nearly nothing in
        # grey (QA).
        for pen_colour, width in ((QColor(20, 12, 4, 210), 0.34), (colour, 0.22)):
            painter.setPen(
                QPen(pen_colour, r * width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
            )
            painter.drawPath(path)


class AtomItem(QGraphicsItem):
    """A hidden atom, shown only after the reveal."""

    def __init__(self, radius: float, cell: int, mark: Mark) -> None:
        super().__init__()
        self.radius = radius
        self.cell = cell
        self.mark = mark
        r = radius * 1.6
        self._bounds = QRectF(-r, -r, 2 * r, 2 * r)
        self.setZValue(20)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_sphere(painter, self.radius, looks.ATOM_LIGHT, looks.ATOM_DARK)
        if self.mark in (Mark.WRONG, Mark.ACCEPTED):
            # A missed atom: a dashed ring around it, so it differs from a wrong ball's cross.
            pen = QPen(_mark_colour(self.mark), self.radius * 0.2, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), self.radius * 1.4, self.radius * 1.4)
