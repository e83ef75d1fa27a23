"""The drawing surface of every printed piece: a painter that works in millimetres.

The notepad and the booklet draw on a :class:`Canvas` over a ``QPainter``
whose world units are millimetres of the paper, whatever the device (a PDF
writer, a printer).  Lines and boxes are given widths in millimetres; text is
given a point size, its printed size (:func:`pt` turns a capital height in
millimetres into one).

The look of the printed pieces is here too: the ink and paper colours and the
fonts, so that a notepad and a booklet look alike.

point size
    A font's size in points (1/72 inch): its printed size, whatever the
    device's resolution.
capital height
    How tall a capital letter stands on the paper, in millimetres: what
    :func:`pt` is given.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen, QPolygonF, QTextLayout, QTextOption

from ..model.board import Point
from .layout import Rect

MM_PER_POINT = 25.4 / 72
CAPITAL = 0.72
"""A capital letter's (or a digit's) height, in the point size: what :func:`pt` counts on."""

# The look: ink, a muted accent, a light tint in the cells.
INK = QColor("#1e2731")
SOFT_INK = QColor("#5b6672")
FAINT = QColor("#a7b0ba")
RULE = QColor("#c3cad2")
CELL_TINT = QColor("#edf1f5")
CELL_TINT_HEX = QColor("#eef2ec")
GRID = QColor("#8c98a5")
ACCENT = QColor("#8c2f2b")
PAPER = QColor("#ffffff")
FONT_FAMILIES = ["Helvetica Neue", "Helvetica", "Arial", "DejaVu Sans", "Liberation Sans"]

WIDOW_SHRINK = 0.85
"""The narrowest share of its room a paragraph may be wrapped to, so as not to leave a word alone on its last
line (:meth:`Canvas.widow_free_width`)."""
SMALLEST_TYPE = 0.7
"""How far type may shrink to fit its room (the title band, a footer) on small paper or in a long language."""


class Canvas:
    """A painter whose world units are millimetres; text is set at its true point size.

    Whatever the caller adds to the painter's transform (a page turned a quarter
    round, paper shrunk to fit) applies to text as to every line: text is only
    drawn one scale step finer, in the device's own pixels, so that a font's
    point size is its printed size.
    """

    def __init__(self, painter: QPainter) -> None:
        self.painter = painter

    @property
    def _pixels_per_mm(self) -> float:
        """Device pixels in a millimetre of the page, the unit in which Qt sizes a font in points."""
        return self.painter.device().logicalDpiY() / 25.4

    def pen(self, colour: QColor, width_mm: float, style: Qt.PenStyle = Qt.PenStyle.SolidLine) -> QPen:
        pen = QPen(colour, width_mm, style)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCosmetic(False)
        return pen

    def line(self, a: Point, b: Point, colour: QColor, width: float) -> None:
        self.painter.setPen(self.pen(colour, width))
        self.painter.drawLine(QPointF(*a), QPointF(*b))

    def rect(self, rect: Rect, colour: QColor, width: float, fill: QColor | None = None, radius: float = 0) -> None:
        self.painter.setPen(self.pen(colour, width) if width > 0 else Qt.PenStyle.NoPen)
        self.painter.setBrush(QBrush(fill) if fill is not None else Qt.BrushStyle.NoBrush)
        self.painter.drawRoundedRect(_qrect(rect), radius, radius)

    def polygon(self, points: Sequence[Point], colour: QColor | None, width: float, fill: QColor | None) -> None:
        self.painter.setPen(self.pen(colour, width) if colour is not None else Qt.PenStyle.NoPen)
        self.painter.setBrush(QBrush(fill) if fill is not None else Qt.BrushStyle.NoBrush)
        self.painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in points]))

    def circle(
        self,
        centre: Point,
        radius: float,
        colour: QColor | None,
        width: float,
        fill: QColor | QBrush | None,
        style: Qt.PenStyle = Qt.PenStyle.SolidLine,
    ) -> None:
        self.painter.setPen(self.pen(colour, width, style) if colour is not None else Qt.PenStyle.NoPen)
        if fill is None:
            self.painter.setBrush(Qt.BrushStyle.NoBrush)
        else:
            self.painter.setBrush(fill if isinstance(fill, QBrush) else QBrush(fill))
        self.painter.drawEllipse(QPointF(*centre), radius, radius)

    def text(
        self,
        rect: Rect,
        text: str,
        size_pt: float,
        colour: QColor = INK,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
        weight: QFont.Weight = QFont.Weight.Normal,
        spacing: float = 100.0,
        italic: bool = False,
        stretch: int = 100,
    ) -> None:
        """``text`` in ``rect``; ``spacing`` the letter spacing and ``stretch`` the width of the letters, in
        percent of the font's own (a narrower face where the font has one, as DejaVu Sans Condensed)."""
        # Drawn in device pixels (a font's points are counted in them) but through the same transform
        # as the lines: text turns and shrinks with the page instead of standing upright at full size.
        painter = self.painter
        scale = self._pixels_per_mm
        painter.save()
        painter.scale(1 / scale, 1 / scale)
        painter.setFont(_font(size_pt, weight, spacing, italic, stretch))
        painter.setPen(QPen(colour))
        box = QRectF(rect.x * scale, rect.y * scale, rect.width * scale, rect.height * scale)
        painter.drawText(box, int(align), text)
        painter.restore()

    def text_width(
        self,
        text: str,
        size_pt: float,
        weight: QFont.Weight = QFont.Weight.Normal,
        spacing: float = 100.0,
        stretch: int = 100,
    ) -> float:
        """Width of ``text`` in millimetres of the page (before any turn or shrink of the painter)."""
        metrics = QFontMetricsF(_font(size_pt, weight, spacing, stretch=stretch), self.painter.device())
        return metrics.horizontalAdvance(text) / self._pixels_per_mm

    def elided(self, text: str, size_pt: float, width: float) -> str:
        """``text`` cut with "…" to fit ``width`` millimetres (whole when it fits)."""
        metrics = QFontMetricsF(_font(size_pt, QFont.Weight.Normal, 100.0), self.painter.device())
        return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width * self._pixels_per_mm)

    def text_height(
        self, text: str, size_pt: float, width: float, weight: QFont.Weight = QFont.Weight.Normal, italic: bool = False
    ) -> float:
        """Height in millimetres of ``text`` wrapped at words to ``width`` millimetres."""
        scale = self._pixels_per_mm
        metrics = QFontMetricsF(_font(size_pt, weight, italic=italic), self.painter.device())
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        return metrics.boundingRect(QRectF(0, 0, width * scale, 1e6), flags, text).height() / scale

    def wrapped_lines(
        self, text: str, size_pt: float, width: float, weight: QFont.Weight = QFont.Weight.Normal, italic: bool = False
    ) -> list[str]:
        """The lines of ``text`` wrapped at words to ``width`` millimetres, as :meth:`text` draws them."""
        layout = QTextLayout(text, _font(size_pt, weight, italic=italic), self.painter.device())
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WordWrap)
        layout.setTextOption(option)
        lines = []
        layout.beginLayout()
        while (line := layout.createLine()).isValid():
            line.setLineWidth(width * self._pixels_per_mm)
            lines.append(text[line.textStart() : line.textStart() + line.textLength()])
        layout.endLayout()
        return lines

    def widow_free_width(
        self, text: str, size_pt: float, width: float, weight: QFont.Weight = QFont.Weight.Normal, italic: bool = False
    ) -> float:
        """``width``, or a little less (down to :data:`WIDOW_SHRINK` of it) where ``text`` wrapped to ``width``
        would leave a word alone on its last line: so narrowed, a word of the line before keeps it company, on as
        many lines (QA: "c’est." and "ce port." alone under the booklet's French steps on A5)."""
        lines = self.wrapped_lines(text, size_pt, width, weight, italic)
        if len(lines) < 2 or len(lines[-1].split()) > 1:
            return width
        tried = width
        while tried > width * WIDOW_SHRINK:
            tried -= 0.5
            narrower = self.wrapped_lines(text, size_pt, tried, weight, italic)
            if len(narrower) > len(lines):
                break
            if len(narrower[-1].split()) > 1 and not any(line.rstrip().endswith("-") for line in narrower[:-1]):
                return tried
        return width

    def fitting_size(self, text: str, size_pt: float, box: Rect) -> tuple[float, bool]:
        """``(point size, wrap)`` for ``text`` in ``box``: one line at ``size_pt`` if it fits, else one
        line a little smaller, else wrapped to several lines, else smaller still (never below
        :data:`SMALLEST_TYPE` of ``size_pt`` unless nothing else fits)."""
        steps = [1.0 - 0.05 * step for step in range(round((1.0 - SMALLEST_TYPE) / 0.05) + 1)]
        for factor in steps[:3]:
            if self.text_width(text, size_pt * factor) <= box.width:
                return size_pt * factor, False
        for factor in steps:
            if self.text_height(text, size_pt * factor, box.width) <= box.height:
                return size_pt * factor, True
        return size_pt * min(SMALLEST_TYPE, box.width / max(self.text_width(text, size_pt), 1e-6)), False


def _font(
    size_pt: float,
    weight: QFont.Weight = QFont.Weight.Normal,
    spacing: float = 100.0,
    italic: bool = False,
    stretch: int = 100,
) -> QFont:
    font = QFont()
    font.setFamilies(FONT_FAMILIES)
    font.setStyleHint(QFont.StyleHint.SansSerif)
    font.setPointSizeF(max(size_pt, 3.0))
    font.setWeight(weight)
    font.setItalic(italic)
    font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    if spacing != 100.0:
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, spacing)
    if stretch != 100:
        font.setStretch(stretch)
    return font


def _qrect(rect: Rect) -> QRectF:
    return QRectF(rect.x, rect.y, rect.width, rect.height)


def pt(mm: float) -> float:
    """Point size of text whose capitals are about ``mm`` tall."""
    return mm / MM_PER_POINT / CAPITAL
