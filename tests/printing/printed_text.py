"""Where every word of a printed page lands, and how big: the printing's text as a reader sees it.

A :class:`TextRecorder` stands in for :meth:`Canvas.text` while a sheet or a booklet is drawn: it works out,
as Qt lays it out, the ink of each line of text (the box round its glyphs, not the font's line height) on the
paper in millimetres, and the type's printed size in points once the page's turns and shrinks are counted. Lines,
boxes and circles are not drawn at all, so a page is measured in a moment. :func:`faults` then says what a
reader would stumble on: two pieces of text on one another, text off the paper's printable area, type too small.

ink box
    The smallest rectangle round the glyphs of one line of text, in millimetres from the paper's top-left corner.
printed size
    The point size the type has on the paper: its own size times the shrink of the page (a booklet's A4 page
    shrunk onto A5 prints its 7-point type at 5 points).
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import pytest
from PySide6.QtCore import QBuffer, QIODevice, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QPageLayout,
    QPageSize,
    QPaintDevice,
    QPdfWriter,
    QTextLayout,
    QTextOption,
    QTransform,
)

from blackbox_desktop.printing import canvas as canvas_module
from blackbox_desktop.printing.canvas import INK, Canvas
from blackbox_desktop.printing.layout import Rect

PRINTABLE_MARGIN = 5.0
"""Millimetres at the paper's edge that an office printer may not reach (most leave 3 to 5 mm)."""
SMALLEST_WORDS_PT = 6.0
"""The smallest printed size for words and figures a player reads: a footer, a heading, a table's entries."""
FINE_PRINT_BELOW_PT = 7.0
"""Words set below this size are the notepad's fine print: the score boxes' labels, "Notes", which copy a card is."""
SMALLEST_FINE_PT = 6.0
"""The smallest printed size for fine print: as for any other words.  It shrank to 4.6 points to keep a long label
whole in a narrow score box or under it, e.g. the French "Erreurs d’annonce −5" or "Copie de celui qui cache : E1,
E2, F4, F8" with four to six cards a page, on A5, on 2×26 and 26×2 boards (QA); the layout now makes room for it."""
SMALLEST_MARKS_PT = 3.0
"""The smallest printed size for the small marks on a diagram (a cell's faint name, a port number): the canvas's
own floor, so that a mark is held only to not being shrunk with the page (A4 pages shrunk onto A5)."""
OVERLAP_SLACK = 0.05
"""Millimetres by which two ink boxes may touch (antialiasing, rounding) before they count as overlapping."""


@dataclass(frozen=True, slots=True)
class PrintedText:
    """One line of text as printed: its words, its ink box on the paper and its printed size."""

    page: int
    text: str
    box: Rect
    size_pt: float
    smallest_pt: float
    """The size it may not be printed under: :data:`SMALLEST_MARKS_PT` for a diagram's small mark (a cell name, a
    port number, a token's letter), :data:`SMALLEST_FINE_PT` for fine print, else :data:`SMALLEST_WORDS_PT`."""

    def overlaps(self, other: PrintedText) -> bool:
        a, b = self.box, other.box
        return (
            a.x < b.right - OVERLAP_SLACK
            and b.x < a.right - OVERLAP_SLACK
            and a.y < b.bottom - OVERLAP_SLACK
            and b.y < a.bottom - OVERLAP_SLACK
        )


class TextRecorder:
    """What :meth:`Canvas.text` would print, page by page, while a sheet or booklet is "drawn"."""

    def __init__(self) -> None:
        self.printed: list[PrintedText] = []
        self.page = 1

    def new_page(self) -> None:
        self.page += 1

    def text(
        self,
        canvas: Canvas,
        rect: Rect,
        text: str,
        size_pt: float,
        colour: object = INK,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
        weight: QFont.Weight = QFont.Weight.Normal,
        spacing: float = 100.0,
        italic: bool = False,
        stretch: int = 100,
    ) -> None:
        if not text.strip():
            return
        painter = canvas.painter
        device = painter.device()
        scale = device.logicalDpiY() / 25.4
        font = canvas_module._font(size_pt, weight, spacing, italic, stretch)
        metrics = QFontMetricsF(font, device)
        box = QRectF(rect.x * scale, rect.y * scale, rect.width * scale, rect.height * scale)
        # From the canvas's pixels to the paper's millimetres: the canvas's own 1/scale, then the painter's
        # transform (turns, shrinks), then the device's pixels to millimetres.
        to_paper = QTransform.fromScale(1 / scale, 1 / scale) * painter.worldTransform()
        to_paper = to_paper * QTransform.fromScale(1 / scale, 1 / scale)
        shrink = math.sqrt(abs(to_paper.determinant())) * scale
        smallest = (
            SMALLEST_MARKS_PT
            if _is_mark(text, size_pt)
            else SMALLEST_FINE_PT
            if size_pt < FINE_PRINT_BELOW_PT
            else SMALLEST_WORDS_PT
        )
        for line, origin in _lines(text, font, metrics, box, int(align), device):
            ink = metrics.tightBoundingRect(line).translated(origin)
            if ink.isEmpty():
                continue
            on_paper = to_paper.mapRect(ink)
            self.printed.append(
                PrintedText(
                    self.page,
                    line.strip(),
                    Rect(on_paper.x(), on_paper.y(), on_paper.width(), on_paper.height()),
                    font.pointSizeF() * shrink,
                    smallest,
                )
            )


def _is_mark(text: str, size_pt: float) -> bool:
    """A cell's name ("B7", "E5"), a port number, a marker's letter or symbol: at most three characters set smaller
    than words are."""
    return len(text) <= 3 and size_pt < SMALLEST_WORDS_PT


def _lines(
    text: str, font: QFont, metrics: QFontMetricsF, box: QRectF, flags: int, device: QPaintDevice
) -> Iterator[tuple[str, QPointF]]:
    """Each line of ``text`` as ``QPainter.drawText(box, flags, text)`` sets it, with its baseline's origin."""
    option = QTextOption()
    wrap = bool(flags & int(Qt.TextFlag.TextWordWrap))
    option.setWrapMode(QTextOption.WrapMode.WordWrap if wrap else QTextOption.WrapMode.NoWrap)
    layout = QTextLayout(text, font, device)
    layout.setTextOption(option)
    leading = max(0.0, metrics.leading())
    laid: list[tuple[str, float, float]] = []
    """``(text, top, natural width)`` of each line."""
    layout.beginLayout()
    height = -leading
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(box.width() if wrap else 1e9)
        height += leading
        start, length = line.textStart(), line.textLength()
        piece = text[start : start + length]
        width = metrics.horizontalAdvance(piece.rstrip())
        laid.append((piece, height, width))
        height += metrics.height()
    layout.endLayout()
    if flags & int(Qt.AlignmentFlag.AlignVCenter):
        top = box.y() + (box.height() - height) / 2
    elif flags & int(Qt.AlignmentFlag.AlignBottom):
        top = box.y() + box.height() - height
    else:
        top = box.y()
    for piece, line_top, width in laid:
        if flags & int(Qt.AlignmentFlag.AlignHCenter):
            left = box.x() + (box.width() - width) / 2
        elif flags & int(Qt.AlignmentFlag.AlignRight):
            left = box.right() - width
        else:
            left = box.x()
        yield piece, QPointF(left, top + line_top + metrics.ascent())


class CountingWriter(QPdfWriter):
    """A PDF writer, into memory, that tells a recorder when a new page starts."""

    def __init__(self, recorder: TextRecorder, paper: QPageSize.PageSizeId, orientation: QPageLayout.Orientation):
        self.buffer = QBuffer()
        self.buffer.open(QIODevice.OpenModeFlag.WriteOnly)
        super().__init__(self.buffer)
        self.recorder = recorder
        self.setResolution(1200)
        self.setPageLayout(QPageLayout(QPageSize(paper), orientation, QMarginsF(0, 0, 0, 0)))

    def newPage(self) -> bool:
        self.recorder.new_page()
        return super().newPage()

    @property
    def paper_mm(self) -> tuple[float, float]:
        """Width and height of the sheet as it lies, in millimetres."""
        sheet = self.pageLayout().fullRect(QPageLayout.Unit.Millimeter)
        return sheet.width(), sheet.height()


@contextmanager
def recording(monkeypatch: pytest.MonkeyPatch) -> Iterator[TextRecorder]:
    """While in the block, the canvas measures its text instead of drawing anything."""
    recorder = TextRecorder()

    def text(self: Canvas, *args: object, **kwargs: object) -> None:
        recorder.text(self, *args, **kwargs)  # type: ignore[arg-type]

    def nothing(self: Canvas, *args: object, **kwargs: object) -> None:
        return None

    with monkeypatch.context() as patch:
        patch.setattr(Canvas, "text", text)
        for name in ("line", "rect", "polygon", "circle"):
            patch.setattr(Canvas, name, nothing)
        yield recorder


def faults(printed: list[PrintedText], paper: tuple[float, float]) -> list[str]:
    """What a reader of these pages would stumble on, one sentence each (none: the pages read well)."""
    found: list[str] = []
    width, height = paper
    for item in printed:
        box = item.box
        inside = (
            box.x >= PRINTABLE_MARGIN
            and box.y >= PRINTABLE_MARGIN
            and box.right <= width - PRINTABLE_MARGIN
            and box.bottom <= height - PRINTABLE_MARGIN
        )
        if not inside:
            found.append(f"page {item.page}: {item.text!r} leaves the printable area ({_where(box)})")
        if item.size_pt < item.smallest_pt - 0.01:
            found.append(f"page {item.page}: {item.text!r} is printed at {item.size_pt:.1f} pt")
    for first, second in _overlapping(printed):
        found.append(f"page {first.page}: {first.text!r} and {second.text!r} overlap ({_where(first.box)})")
    return found


def _overlapping(printed: list[PrintedText]) -> Iterator[tuple[PrintedText, PrintedText]]:
    """Pairs of ink boxes on one page that overlap (sweeping the page left to right)."""
    by_page: dict[int, list[PrintedText]] = {}
    for item in printed:
        by_page.setdefault(item.page, []).append(item)
    for items in by_page.values():
        items.sort(key=lambda item: item.box.x)
        active: list[PrintedText] = []
        for item in items:
            active = [other for other in active if other.box.right - OVERLAP_SLACK > item.box.x]
            for other in active:
                if item.overlaps(other):
                    yield other, item
            active.append(item)


def _where(box: Rect) -> str:
    return f"at {box.x:.1f}, {box.y:.1f} mm"
