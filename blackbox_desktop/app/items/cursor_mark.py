"""The keyboard cursor's mark: a black outline dashed with white, like a selection on a screen.

Every colour is taken on the board: the rays' paths are pink, blue, yellow, green, violet and orange, the tokens,
the heat map, the assistant's hint and the setter's atoms share what is left.  The cursor's plain blue ring was the
blue of a path, and on a board with paths shown she lost it.  Black and white dashes are found on no other mark and
stand out on light wood, dark cells and every colour alike; the dark edge of the outline keeps it clear of the
setter's pale atom rings, and a cell's cursor follows the cell's edge, a shape no path or ring has.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

DARK = "#000000"
LIGHT = "#ffffff"
FILL_ALPHA = 40
"""A light veil over the place, which shows it on a dark cell without hiding what lies there."""


def paint_cursor(painter: QPainter, outline: QPainterPath, width: float) -> None:
    """The cursor round ``outline``: a black line ``width`` wide, dashed with white along its middle."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    veil = QColor(LIGHT)
    veil.setAlpha(FILL_ALPHA)
    painter.setBrush(veil)
    painter.setPen(QPen(QColor(DARK), width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.MiterJoin))
    painter.drawPath(outline)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    dashes = QPen(
        QColor(LIGHT), width * 0.5, Qt.PenStyle.CustomDashLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.MiterJoin
    )
    dashes.setDashPattern([3.0, 3.0])  # in pen widths: dashes as long as the line is wide, and gaps alike
    painter.setPen(dashes)
    painter.drawPath(outline)
