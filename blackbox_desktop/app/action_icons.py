"""Icons for the menus and toolbars, painted in the colours of the wooden box.

Each icon is drawn on a 24-unit grid by one small function and rendered at the
sizes toolbars and menus ask for; Qt greys the pixmaps itself for a disabled
action. They need no icon theme, so the toolbar looks the same on every
desktop, and nothing is read from disk at start-up.

Every picture stands on a thin halo of light wood: the walnut ink of the arrows
vanished into the toolbar and menus of a dark desktop theme (QA), where the
halo now draws the shape; on a light toolbar it hardly shows.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QIcon,
    QImage,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QPolygonF,
    QRadialGradient,
)

SIZES = (16, 20, 22, 24, 32, 48, 64)
"""Pixel sizes rendered: menus (16), toolbars (22–32) and high-density screens."""

INK = QColor("#4a2c17")
"""Dark walnut: outlines and arrows."""
WOOD_LIGHT = QColor("#f3d9a4")
WOOD_DARK = QColor("#a8733d")
GREEN = QColor("#3f8f3a")
FOLDER = QColor("#d9a441")
FOLDER_FRONT = QColor("#ecc46a")
DISK = QColor("#41607f")
HALO = QColor(243, 217, 164, 200)
"""Light wood, nearly opaque: the outline that keeps a dark icon readable on a dark toolbar."""
HALO_WIDTH = 1.0
"""The halo's width on the 24-unit grid (a pixel at the toolbar's usual 24 pixels)."""

Draw = Callable[[QPainter], None]


def _pen(width: float, colour: QColor = INK) -> QPen:
    pen = QPen(colour, width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _shape(*corners: tuple[float, float]) -> QPolygonF:
    return QPolygonF([QPointF(x, y) for x, y in corners])


def _ball(painter: QPainter, centre: QPointF, radius: float) -> None:
    """A wooden ball as on the board: light from the upper left."""
    gradient = QRadialGradient(centre + QPointF(-radius * 0.35, -radius * 0.4), radius * 1.4)
    gradient.setColorAt(0.0, WOOD_LIGHT)
    gradient.setColorAt(1.0, WOOD_DARK)
    painter.setBrush(QBrush(gradient))
    painter.setPen(_pen(1.2))
    painter.drawEllipse(centre, radius, radius)


def _arrow_head(painter: QPainter, tip: QPointF, angle: float, size: float) -> None:
    """A filled arrow head at *tip* pointing along *angle* (radians, screen axes)."""
    back = angle + math.pi
    left = tip + QPointF(math.cos(back - 0.5) * size, math.sin(back - 0.5) * size)
    right = tip + QPointF(math.cos(back + 0.5) * size, math.sin(back + 0.5) * size)
    painter.setPen(_pen(1.0))
    painter.setBrush(INK)
    painter.drawPolygon(QPolygonF([tip, left, right]))


def new_game(painter: QPainter) -> None:
    """A fresh ball, with a plus: a new game."""
    _ball(painter, QPointF(10.5, 13.5), 7.5)
    painter.setPen(_pen(2.6, GREEN))
    painter.drawLine(QPointF(19.5, 2.5), QPointF(19.5, 9.5))
    painter.drawLine(QPointF(16.0, 6.0), QPointF(23.0, 6.0))


def open_file(painter: QPainter) -> None:
    """A folder, its front flap open."""
    painter.setPen(_pen(1.3))
    painter.setBrush(FOLDER)
    painter.drawPolygon(_shape((2, 20), (2, 5), (8.5, 5), (10.5, 7.5), (20, 7.5), (20, 20)))
    painter.setBrush(FOLDER_FRONT)
    painter.drawPolygon(_shape((2, 20), (5.5, 11), (23, 11), (20, 20)))


def save_file(painter: QPainter) -> None:
    """A diskette: the usual sign for keeping a file."""
    painter.setPen(_pen(1.3))
    painter.setBrush(DISK)
    painter.drawPolygon(_shape((3, 3), (18, 3), (21, 6), (21, 21), (3, 21)))  # the cut corner of a diskette
    painter.setBrush(QColor("#d8dde3"))
    painter.drawRect(QRectF(7, 3, 9, 6))
    painter.setBrush(QColor("#fbf7ee"))
    painter.drawRect(QRectF(6, 13, 12, 8))


def turn_over(painter: QPainter) -> None:
    """Two arrows going round: the board turned over to its other side."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    rect = QRectF(4, 4, 16, 16)
    painter.setPen(_pen(2.2))
    # Qt's angles: sixteenths of a degree, anticlockwise from three o'clock.
    painter.drawArc(rect, 30 * 16, 130 * 16)
    painter.drawArc(rect, 210 * 16, 130 * 16)
    for degrees in (160.0, 340.0):
        radians = math.radians(degrees)
        tip = QPointF(12 + 8 * math.cos(radians), 12 - 8 * math.sin(radians))
        heading = math.atan2(-math.cos(radians), -math.sin(radians))  # anticlockwise tangent on screen
        _arrow_head(painter, tip + QPointF(math.cos(heading) * 2.5, math.sin(heading) * 2.5), heading, 5.5)


def finished(painter: QPainter) -> None:
    """A tick in a green disc: the experimenter has finished."""
    painter.setPen(_pen(1.2, QColor("#2a5f26")))
    painter.setBrush(GREEN)
    painter.drawEllipse(QPointF(12, 12), 10, 10)
    painter.setPen(_pen(2.8, QColor("#ffffff")))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPolyline(_shape((7, 12.5), (10.5, 16), (17, 8.5)))


def undo(painter: QPainter) -> None:
    """An arrow bending back to the left."""
    path = QPainterPath()
    path.moveTo(19, 19)
    path.cubicTo(21, 11, 16, 7.5, 7, 8)
    painter.setPen(_pen(2.4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)
    _arrow_head(painter, QPointF(2.5, 8), math.pi, 7)


def redo(painter: QPainter) -> None:
    """Undo's arrow, mirrored."""
    painter.translate(24, 0)
    painter.scale(-1, 1)
    undo(painter)


def step(painter: QPainter) -> None:
    """Play one move, then wait: a triangle against a bar."""
    painter.setPen(_pen(1.2))
    painter.setBrush(INK)
    painter.drawPolygon(_shape((5, 4), (15, 12), (5, 20)))
    painter.drawRect(QRectF(16.5, 4, 3, 16))


def pause(painter: QPainter) -> None:
    painter.setPen(_pen(1.2))
    painter.setBrush(INK)
    painter.drawRect(QRectF(6, 4, 4, 16))
    painter.drawRect(QRectF(14, 4, 4, 16))


def resume(painter: QPainter) -> None:
    painter.setPen(_pen(1.2))
    painter.setBrush(INK)
    painter.drawPolygon(_shape((6, 4), (19, 12), (6, 20)))


def stop(painter: QPainter) -> None:
    painter.setPen(_pen(1.2))
    painter.setBrush(QColor("#8f2a22"))
    painter.drawRect(QRectF(5, 5, 14, 14))


def _drawn(draw: Draw, size: int) -> QImage:
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(size / 24, size / 24)
    draw(painter)
    painter.end()
    return image


def pixmap(draw: Draw, size: int) -> QPixmap:
    """*draw*'s picture at *size* × *size* pixels, on its halo (``HALO``), on a transparent ground."""
    shape = _drawn(draw, size)
    halo = QImage(shape)
    tint = QPainter(halo)
    tint.setCompositionMode(QPainter.CompositionMode.CompositionMode_SourceIn)
    tint.fillRect(halo.rect(), HALO)
    tint.end()
    picture = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    reach = max(1.0, HALO_WIDTH * size / 24)
    # The shape's silhouette laid eight times around it, then the shape itself on top.
    for step in range(8):
        angle = step * math.pi / 4
        painter.drawImage(QPointF(math.cos(angle) * reach, math.sin(angle) * reach), halo)
    painter.drawImage(0, 0, shape)
    painter.end()
    return QPixmap.fromImage(picture)


def icon(draw: Draw, checked: Draw | None = None) -> QIcon:
    """An icon of *draw* at every size; *checked* is shown instead while a checkable action is on."""
    result = QIcon()
    for size in SIZES:
        result.addPixmap(pixmap(draw, size), QIcon.Mode.Normal, QIcon.State.Off)
        if checked is not None:
            result.addPixmap(pixmap(checked, size), QIcon.Mode.Normal, QIcon.State.On)
    return result
