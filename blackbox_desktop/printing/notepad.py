"""The notepad diagram sheet: vector drawing in millimetres on any paged device.

The same renderer feeds a PDF file (``QPdfWriter``) and a real printer
(``QPrinter`` from the print dialog).  It is not a screen grab: every line is
a path, every number is text, and all board geometry comes from the model
(``cell_outline``, ``cell_centre``, ``port_position``, ``port_edge_midpoint``,
``heading_vector``, ``bounds``), scaled from board units to millimetres.

A diagram is either blank or filled in from a game:

setter's copy
    her atoms drawn as filled balls and her answer pad written at each port
    (``H`` absorbed, ``R`` reflected, or the exit port).
experimenter's record
    the markers at the ports (black ``H``, white ``R``, coloured pairs with
    their number), her balls, and the score boxes once the round is over.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QPolygonF,
    QRadialGradient,
)

from ..looks import look_for
from ..model.board import Board, Point, parse_board
from ..model.editions import FRANJOS, Edition
from ..model.errors import BlackBoxError
from ..model.game import Game
from ..model.markers import Marker, MarkerKind
from ..model.outcome import OutcomeKind
from ..model.rays import answer_pad
from ..model.scoring import points_text
from .layout import (
    TWO_LINE_HEADER_HEIGHT,
    CardLayout,
    DiagramShape,
    NotepadOptions,
    PageLayout,
    Rect,
    plan_sheet,
)
from .page_choice import pages_to_draw
from .pdf_file import write_pdf

PDF_RESOLUTION = 1200
"""Dots per inch of the PDF's coordinate grid: fine enough that no line snaps visibly."""

DEFAULT_BOARDS = {"ortho": "ortho-8x8", "hex": "hex-5"}
MM_PER_POINT = 25.4 / 72

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


class NotepadError(BlackBoxError):
    """The sheet cannot be produced as asked (no atoms for a setter's copy, a file that cannot be written)."""


# -- what goes in a diagram ----------------------------------------------------------


@dataclass(frozen=True)
class DiagramFill:
    """What a filled-in diagram shows, taken from a game.  Blank diagrams have none."""

    copy: str
    """``"setter"`` or ``"experimenter"``."""
    atoms: frozenset[int] = frozenset()
    balls: frozenset[int] = frozenset()
    missed: frozenset[int] = frozenset()
    """Hidden atoms with no ball on them, shown once the round is over."""
    port_notes: tuple[tuple[int, str, Marker | None], ...] = ()
    """``(port, text, marker)`` written beyond each port circle."""
    scores: tuple[tuple[str, int], ...] = ()
    label: str = ""
    edition: Edition = FRANJOS
    """Whose tokens the markers are drawn as: the colours, letters and symbols of the window's board."""


def filled(template: str, **values: object) -> str:
    """A translated ``template`` with each ``{name}`` replaced by its value.

    >>> filled("Game {n} of {count}", n=3, count=12)
    'Game 3 of 12'
    """
    for name, value in values.items():
        template = template.replace("{" + name + "}", str(value))
    return template


def _hit_letter(game: Game) -> str:
    """The letter of an absorbed ray, as the window's tokens carry it: "H" for Parker's HIT, else "A"."""
    return game.rules.edition.absorbed_word[:1].upper()


def fill_from_game(game: Game, copy: str) -> DiagramFill:
    """The setter's copy or the experimenter's record of ``game``."""
    board = game.board
    if copy == "setter":
        if game.setup is None:
            raise NotepadError(
                "The setter's copy needs the hidden atoms, and this tabletop game has not revealed them."
            )
        pad = answer_pad(board, game.setup)
        hit = _hit_letter(game)
        notes = tuple((port, hit if outcome.kind is OutcomeKind.ABSORBED else str(outcome), None)
                      for port, outcome in zip(board.ports, pad, strict=True))
        names = ", ".join(board.names(game.setup))
        label = filled(QCoreApplication.translate("Printing", "Setter's copy: {atoms}"), atoms=names)
        return DiagramFill("setter", atoms=game.setup, port_notes=notes, label=label, edition=game.rules.edition)
    position = game.position
    hit = _hit_letter(game)
    notes = tuple(
        (port, hit if marker.kind is MarkerKind.HIT else str(marker), marker)
        for port, marker in zip(board.ports, position.markers, strict=True)
        if marker is not None
    )
    scores: tuple[tuple[str, int], ...] = ()
    missed: frozenset[int] = frozenset()
    if game.finished:
        score = game.score()
        scores = tuple(score.lines())
        if game.setup is not None:
            missed = frozenset(game.setup - position.balls)
    if game.finished:
        label = QCoreApplication.translate("Printing", "Experimenter's record, finished")
    else:
        label = QCoreApplication.translate("Printing", "Experimenter's record, in play")
    return DiagramFill(
        "experimenter", balls=position.balls, missed=missed, port_notes=notes, scores=scores, label=label,
        edition=game.rules.edition,
    )


@dataclass(frozen=True)
class _Card:
    layout: CardLayout
    board: Board
    fill: DiagramFill | None


def _board_for(kind: str, game: Game | None) -> Board:
    """The board of a card of this side: the game's if it is on this side, else the default one."""
    return game.board if game is not None and game.board.kind == kind else parse_board(DEFAULT_BOARDS[kind])


def sheet_plan(options: NotepadOptions, size: tuple[float, float], game: Game | None = None) -> tuple[PageLayout, ...]:
    """The pages of the sheet, laid out for the boards that will be drawn on them (so that a long,
    low board gets a long, low diagram, and "as many as fit" keeps its cells legible)."""
    shapes = {kind: diagram_shape(_board_for(kind, game), False) for kind in DEFAULT_BOARDS}
    first = game.board.kind if game is not None else None
    first_shape = diagram_shape(game.board, True) if game is not None else None
    return plan_sheet(options, size, first, shapes, first_shape)


def _cards_for(page: PageLayout, game: Game | None, fill: DiagramFill | None) -> list[_Card]:
    cards = []
    for index, (layout, kind) in enumerate(zip(page.cards, page.kinds, strict=True)):
        board = _board_for(kind, game)
        first = page.number == 1 and index == 0
        cards.append(_Card(layout, board, fill if first else None))
    return cards


# -- drawing in millimetres -----------------------------------------------------------


class _Canvas:
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
    ) -> None:
        # Drawn in device pixels (a font's points are counted in them) but through the same transform
        # as the lines: text turns and shrinks with the page instead of standing upright at full size.
        painter = self.painter
        scale = self._pixels_per_mm
        painter.save()
        painter.scale(1 / scale, 1 / scale)
        painter.setFont(_font(size_pt, weight, spacing, italic))
        painter.setPen(QPen(colour))
        box = QRectF(rect.x * scale, rect.y * scale, rect.width * scale, rect.height * scale)
        painter.drawText(box, int(align), text)
        painter.restore()

    def text_width(
        self, text: str, size_pt: float, weight: QFont.Weight = QFont.Weight.Normal, spacing: float = 100.0
    ) -> float:
        """Width of ``text`` in millimetres of the page (before any turn or shrink of the painter)."""
        metrics = QFontMetricsF(_font(size_pt, weight, spacing), self.painter.device())
        return metrics.horizontalAdvance(text) / self._pixels_per_mm

    def text_height(self, text: str, size_pt: float, width: float, weight: QFont.Weight = QFont.Weight.Normal) -> float:
        """Height in millimetres of ``text`` wrapped at words to ``width`` millimetres."""
        scale = self._pixels_per_mm
        metrics = QFontMetricsF(_font(size_pt, weight), self.painter.device())
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        return metrics.boundingRect(QRectF(0, 0, width * scale, 1e6), flags, text).height() / scale

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
    size_pt: float, weight: QFont.Weight = QFont.Weight.Normal, spacing: float = 100.0, italic: bool = False
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
    return font


def _qrect(rect: Rect) -> QRectF:
    return QRectF(rect.x, rect.y, rect.width, rect.height)


def _pt(mm: float) -> float:
    """Point size of text whose capitals are about ``mm`` tall."""
    return mm / MM_PER_POINT / 0.72


# -- the page ---------------------------------------------------------------------------


def render_notepad(device: QPagedPaintDevice, options: NotepadOptions, game: Game | None = None) -> int:
    """Paint the whole sheet on ``device`` (a PDF writer or a printer); return the page count.

    The paper is the device's own (a printer dialog may have changed it),
    so ``options.paper`` and ``options.orientation`` only matter when the
    caller sets up the device from them, as :func:`write_notepad_pdf` does.
    """
    fill = fill_from_game(game, options.copy) if game is not None else None
    page_layout = device.pageLayout()
    full = page_layout.fullRect(QPageLayout.Unit.Millimeter)
    paint = page_layout.paintRect(QPageLayout.Unit.Millimeter)
    pages = sheet_plan(options, (full.width(), full.height()), game)
    return _paint_pages(device, pages, full, paint, game, fill)


def _paint_pages(
    device: QPagedPaintDevice,
    pages: tuple[PageLayout, ...],
    full: QRectF,
    paint: QRectF,
    game: Game | None,
    fill: DiagramFill | None,
) -> int:
    painter = QPainter()
    if not painter.begin(device):
        raise NotepadError("The printer or file could not be opened for drawing.")
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        scale = device.logicalDpiX() / 25.4
        # The painter starts at the printable area; move the origin to the paper's corner.
        painter.scale(scale, scale)
        painter.translate(-(paint.left() - full.left()), -(paint.top() - full.top()))
        canvas = _Canvas(painter)
        for index, number in enumerate(pages_to_draw(device, len(pages))):
            page = pages[number - 1]
            if index > 0 and not device.newPage():
                raise NotepadError("The printer refused to start a new page.")
            cards = _cards_for(page, game, fill)
            # Each page names the boards it holds: one diagram a page puts the square and the hexagon apart.
            held = sorted({card.board for card in cards}, key=lambda b: (b.kind != "ortho", b.spec))
            boards = [_board_words(board) for board in held]
            _draw_page(canvas, page, len(pages), cards, boards, game)
    except BaseException:
        painter.end()
        raise
    if not painter.end():
        raise NotepadError("The printer or file could not finish the drawing.")
    return len(pages)


TITLE_GAP = 5.0
"""Millimetres kept free between the title band's left and right parts, and between the two footers."""
FOOTER_GAP = 4.0
SMALLEST_TYPE = 0.7
"""How far the title band or a footer may shrink its type on small paper or in a long language."""


def _draw_page(
    canvas: _Canvas, page: PageLayout, page_count: int, cards: list[_Card], boards: list[str], game: Game | None
) -> None:
    _draw_title(canvas, page.title, boards, game)
    _draw_footer(canvas, page.footer, page.number, page_count)
    for card in cards:
        _draw_card(canvas, card)


def _draw_title(canvas: _Canvas, title: Rect, boards: list[str], game: Game | None) -> None:
    """BLACK BOX notepad at the left, the game's name and the boards at the right, all on one band.

    On narrow paper (A5 chosen in the print preview) the whole band's type shrinks alike, so that the
    two parts never meet.
    """
    brand = QCoreApplication.translate("Printing", "BLACK BOX")
    notepad = QCoreApplication.translate("Printing", "notepad")
    about = QCoreApplication.translate("Printing", "Eric Solomon's game of hidden atoms")
    sides = " · ".join(boards)
    if game is not None:
        # Edition titles come from the model; the interface translates them in its "Model" context.
        sides = f"{sides} · {QCoreApplication.translate('Model', game.rules.edition.title)}"
    brand_pt, notepad_pt, small_pt = _pt(6.2), _pt(3.6), _pt(2.1)
    left_width = canvas.text_width(brand, brand_pt, QFont.Weight.Bold, 112) + 4 + canvas.text_width(notepad, notepad_pt)
    right_width = max(canvas.text_width(about, small_pt), canvas.text_width(sides, small_pt))
    shrink = min(1.0, (title.width - TITLE_GAP) / (left_width + right_width))
    brand_pt, notepad_pt, small_pt = brand_pt * shrink, notepad_pt * shrink, small_pt * shrink
    canvas.text(
        title,
        brand,
        brand_pt,
        INK,
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        QFont.Weight.Bold,
        112,
    )
    left = title.x + canvas.text_width(brand, brand_pt, QFont.Weight.Bold, 112) + 4 * shrink
    canvas.text(
        Rect(left, title.y + 1.2 * shrink, title.right - left, title.height),
        notepad,
        notepad_pt,
        ACCENT,
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
        QFont.Weight.Normal,
        104,
        italic=True,
    )
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    half = title.height / 2
    canvas.text(Rect(title.x, title.y + 1, title.width, half), about, small_pt, SOFT_INK, right)
    canvas.text(Rect(title.x, title.y + half - 0.5, title.width, half), sides, small_pt, SOFT_INK, right)
    canvas.line((title.x, title.bottom + 1), (title.right, title.bottom + 1), INK, 0.5)


def _draw_footer(canvas: _Canvas, footer: Rect, page: int, page_count: int) -> None:
    """The scoring rule at the left, the page number at the right; the rule shrinks or wraps to keep clear."""
    canvas.line((footer.x, footer.y), (footer.right, footer.y), RULE, 0.2)
    where = filled(
        QCoreApplication.translate("Printing", "Black Box Desktop · page {page} of {pages}"),
        page=page,
        pages=page_count,
    )
    rule_text = QCoreApplication.translate(
        "Printing", "Score: markers + 5 for each misplaced atom − 5 for each setter error. Lower is better."
    )
    size = _pt(1.9)
    box = Rect(footer.x, footer.y + 1, footer.width, footer.height - 1)
    room = Rect(box.x, box.y, box.width - canvas.text_width(where, size) - FOOTER_GAP, box.height)
    rule_size, wrap = canvas.fitting_size(rule_text, size, room)
    flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    canvas.text(room, rule_text, rule_size, SOFT_INK, flags | Qt.TextFlag.TextWordWrap if wrap else flags)
    canvas.text(box, where, size, SOFT_INK, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def _board_words(board: Board) -> str:
    """The board in words for the title band: "square 8×8" or "hexagonal, side 5"."""
    if board.kind == "hex":
        return filled(QCoreApplication.translate("Printing", "hexagonal, side {side}"), side=board.spec[4:])
    return filled(QCoreApplication.translate("Printing", "square {size}"), size=board.title)


def _draw_card(canvas: _Canvas, card: _Card) -> None:
    layout = card.layout
    canvas.rect(layout.frame, RULE, 0.25, None, 2.0)
    _draw_header(canvas, layout.header, card)
    _draw_diagram(canvas, layout.diagram, card.board, card.fill)
    _draw_scores(canvas, layout, card.fill)
    _draw_notes(canvas, layout.notes)


BLANK_MM = 5.0
"""The shortest blank line after Player, Round and Date on a card's header, in millimetres."""
HEADER_GAP = 2.5
"""Space between one field's blank and the next word, in millimetres."""


def _header_fields() -> tuple[tuple[str, float], tuple[str, float], tuple[str, float]]:
    """``(word, share of the free width)`` for Player, Round and Date: Player's blank is the longest."""
    return (
        (QCoreApplication.translate("Printing", "Player"), 0.46),
        (QCoreApplication.translate("Printing", "Round"), 0.2),
        (QCoreApplication.translate("Printing", "Date"), 0.34),
    )


def _draw_header(canvas: _Canvas, header: Rect, card: _Card) -> None:
    """Player, Round and Date with blanks to write on, and the board's tag at the right.

    A narrow card (layout's two-line header) gives Player a line of its own
    beside the tag, and Round and Date the whole second line.
    """
    label_pt = _pt(2.2)
    if card.board.kind == "ortho":
        tag = card.board.title
    else:
        tag = QCoreApplication.translate("Printing", "hex {side}").replace("{side}", card.board.spec[4:])
    tag_width = canvas.text_width(tag, label_pt, QFont.Weight.Bold) + 4
    player, round_, date = _header_fields()
    if header.height >= TWO_LINE_HEADER_HEIGHT - 0.01:
        first = Rect(header.x, header.y, header.width, header.height / 2)
        second = Rect(header.x, first.bottom, header.width, header.height / 2)
        _draw_fields(canvas, Rect(first.x, first.y, first.width - tag_width - 3, first.height), [player], label_pt)
        _draw_fields(canvas, second, [round_, date], label_pt)
        tag_row = first
    else:
        _draw_fields(
            canvas,
            Rect(header.x, header.y, header.width - tag_width - 3, header.height),
            [player, round_, date],
            label_pt,
        )
        tag_row = header
    tag_rect = Rect(header.right - tag_width, tag_row.y + 1, tag_width, min(tag_row.height - 2, 5.0))
    canvas.rect(tag_rect, INK, 0, INK, 1.2)
    canvas.text(tag_rect, tag, label_pt, PAPER, Qt.AlignmentFlag.AlignCenter, QFont.Weight.Bold)


def _draw_fields(canvas: _Canvas, row: Rect, fields: list[tuple[str, float]], label_pt: float) -> None:
    """Words with a blank line after each, sharing out the row's width; the type shrinks if it must."""
    needed = sum(canvas.text_width(word, label_pt) + 0.8 + BLANK_MM for word, _share in fields)
    needed += HEADER_GAP * (len(fields) - 1)
    if needed > row.width:
        label_pt *= row.width / needed
    words = [canvas.text_width(word, label_pt) + 0.8 for word, _share in fields]
    free = row.width - sum(words) - HEADER_GAP * (len(fields) - 1)
    shares = sum(share for _word, share in fields)
    base = row.bottom - 1.2
    x = row.x
    for (word, share), word_width in zip(fields, words, strict=True):
        blank = max(BLANK_MM, free * share / shares)
        canvas.text(
            Rect(x, row.y, word_width + 1, row.height - 1),
            word,
            label_pt,
            SOFT_INK,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
        )
        canvas.line((x + word_width, base), (x + word_width + blank, base), FAINT, 0.2)
        x += word_width + blank + HEADER_GAP


# -- the diagram --------------------------------------------------------------------------


PORT_RADIUS = {"ortho": 0.34, "hex": 0.25}
"""Radius of a port-number circle, in board units."""
NOTE_RADIUS = {"ortho": 0.29, "hex": 0.22}
"""Radius of a marker token written beyond a port circle."""


@dataclass(frozen=True, slots=True)
class PortSpot:
    """Where a port is drawn, in board units: its rim edge, its number and its note."""

    edge: Point
    label: Point
    note: Point


def port_spots(board: Board) -> dict[int, PortSpot]:
    """Places for every port's number and note, from the model's rim geometry.

    On the square side a port's number sits in the imaginary cell outside it
    (``port_position``).  On the hexagonal side two ports share each outside
    cell, so the numbers are set out from the rim along the side of the big
    hexagon, alternately near and far, like the teeth of a zip.
    """
    spots: dict[int, PortSpot] = {}
    if board.kind != "hex":
        for port in board.ports:
            cx, cy = board.cell_centre(board.port_entry_cell(port))
            dx, dy = board.heading_vector(board.port_heading(port))
            spots[port] = PortSpot(
                board.port_edge_midpoint(port), board.port_position(port), (cx - 1.74 * dx, cy - 1.74 * dy)
            )
        return spots
    count = board.port_count
    outward = {port: _neg(board.heading_vector(board.port_heading(port))) for port in board.ports}
    for port in board.ports:
        before, after = outward[(port - 2) % count + 1], outward[port % count + 1]
        own = outward[port]
        direction = _unit((before[0] + 2 * own[0] + after[0], before[1] + 2 * own[1] + after[1]))
        near = port % 2 == 1
        label_at, note_at = (0.42, 1.3) if near else (0.92, 1.72)
        mx, my = board.port_edge_midpoint(port)
        spots[port] = PortSpot(
            (mx, my),
            (mx + direction[0] * label_at, my + direction[1] * label_at),
            (mx + direction[0] * note_at, my + direction[1] * note_at),
        )
    return spots


def _neg(vector: Point) -> Point:
    return (-vector[0], -vector[1])


def _unit(vector: Point) -> Point:
    length = math.hypot(*vector) or 1.0
    return (vector[0] / length, vector[1] / length)


def diagram_shape(board: Board, filled: bool) -> DiagramShape:
    """The room ``board``'s diagram takes, in cells (with the notes beyond the ports when ``filled``).

    >>> diagram_shape(parse_board("ortho-2x26"), False)
    DiagramShape(width=27.8, height=3.8)
    """
    left, top, right, bottom = _extent(board, port_spots(board), filled)
    return DiagramShape(round(right - left, 6), round(bottom - top, 6))


def _extent(board: Board, spots: dict[int, PortSpot], filled: bool) -> tuple[float, float, float, float]:
    """``(left, top, right, bottom)`` of the cells, port circles and (when filled) the notes."""
    left, top, right, bottom = board.bounds(0.0)
    reach = PORT_RADIUS[board.kind] + 0.06
    note_reach = NOTE_RADIUS[board.kind] + 0.06
    for spot in spots.values():
        for (x, y), r in ((spot.label, reach), *(((spot.note, note_reach),) if filled else ())):
            left, top = min(left, x - r), min(top, y - r)
            right, bottom = max(right, x + r), max(bottom, y + r)
    return left, top, right, bottom


LABEL_FIT = 1.1
"""How much wider than its circle a port number may be before a diagram numbers only a few ports."""
SPARSE_STEPS = (5, 10, 20, 25, 50)
"""On a diagram too small to number every port: port 1 and every 5th (or 10th...) port, like a ruler."""
RIM_GAP = 0.3
"""Millimetres between the rim and a port number set out on its own."""


def sparse_ports(port_count: int, step: int) -> list[int]:
    """The ports a small diagram numbers: port 1, to show where counting starts, and every ``step``-th.

    >>> sparse_ports(54, 5)
    [1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50]
    >>> sparse_ports(32, 10)
    [1, 10, 20, 30]
    """
    return [1, *range(step, port_count + 1, step)]


def _draw_diagram(canvas: _Canvas, area: Rect, board: Board, fill: DiagramFill | None) -> None:
    spots = port_spots(board)
    left, top, right, bottom = _extent(board, spots, fill is not None)
    unit = min(area.width / (right - left), area.height / (bottom - top))
    radius = PORT_RADIUS[board.kind] * unit
    port_pt = max(_pt(radius * 0.72), 3.6)
    widest = canvas.text_width(str(board.port_count), port_pt, QFont.Weight.DemiBold)
    # Numbers too wide for their circles would run into each other (the booklet's small hexagonal
    # solutions): then only a few ports are numbered, in circles that fit them, just off the rim.
    sparse = widest > 2 * radius * LABEL_FIT
    if sparse:
        radius = widest / 2 + 0.3
        reach = 2 * radius + RIM_GAP + (0.3 * unit if board.kind == "hex" else 0.0)
        cl, ct, cr, cb = board.bounds(0.0)
        fitted = min((area.width - 2 * reach) / (cr - cl), (area.height - 2 * reach) / (cb - ct))
        if 0 < fitted < unit:
            unit = fitted
            left, top, right, bottom = cl - reach / unit, ct - reach / unit, cr + reach / unit, cb + reach / unit
    ox = area.x + (area.width - (right - left) * unit) / 2 - left * unit
    oy = area.y + (area.height - (bottom - top) * unit) / 2 - top * unit

    def at(point: Point) -> Point:
        return (ox + point[0] * unit, oy + point[1] * unit)

    tint = CELL_TINT if board.kind == "ortho" else CELL_TINT_HEX
    grid_width = max(0.12, unit * 0.022)
    for cell in board.cells:
        canvas.polygon([at(p) for p in board.cell_outline(cell)], GRID, grid_width, tint)
    # The rim: for each port, the edge of its entry cell that the ray crosses.
    rim_width = max(0.35, unit * 0.06)
    for port in board.ports:
        a, b = _rim_edge(board, port)
        canvas.line(at(a), at(b), INK, rim_width)

    filled_cells = (fill.atoms | fill.balls) if fill is not None else frozenset()
    name_pt = max(_pt(unit * 0.2), 3.2)
    for cell in board.cells:
        x, y = at(board.cell_centre(cell))
        box = Rect(x - unit / 2, y - unit / 2, unit, unit)
        if cell not in filled_cells:
            canvas.text(box, board.cell_name(cell), name_pt, FAINT)

    if fill is not None:
        _draw_fill(canvas, board, fill, spots, at, unit, name_pt)

    labels: dict[int, tuple[Point, Point]] = {}
    """``port: (rim point, centre of its number)`` in millimetres."""
    if not sparse:
        labels = {port: (at(spot.edge), at(spot.label)) for port, spot in spots.items()}
    else:
        for step in SPARSE_STEPS:
            labels = {}
            # Off a hexagonal rim by the height of its zigzag too, so that no circle sits on a corner.
            gap = RIM_GAP + (0.3 * unit if board.kind == "hex" else 0.0)
            for port in sparse_ports(board.port_count, step):
                edge, towards = at(spots[port].edge), at(spots[port].label)
                dx, dy = _unit((towards[0] - edge[0], towards[1] - edge[1]))
                labels[port] = (edge, (edge[0] + dx * (radius + gap), edge[1] + dy * (radius + gap)))
            centres = [centre for _edge, centre in labels.values()]
            if all(math.dist(a, b) >= 2 * radius + 0.4 for a, b in itertools.combinations(centres, 2)):
                break
    for port, (edge, centre) in labels.items():
        dx, dy = centre[0] - edge[0], centre[1] - edge[1]
        length = math.hypot(dx, dy) or 1.0
        if length > radius:
            stop = (centre[0] - dx / length * radius, centre[1] - dy / length * radius)
            canvas.line(edge, stop, GRID, grid_width)
        canvas.circle(centre, radius, INK, max(0.15, unit * 0.022), PAPER)
        side = max(unit, 2 * radius + 1)
        box = Rect(centre[0] - side / 2, centre[1] - side / 2, side, side)
        canvas.text(
            box, str(port), port_pt, INK, Qt.AlignmentFlag.AlignCenter, QFont.Weight.DemiBold, 90 if port >= 10 else 100
        )


def _rim_edge(board: Board, port: int) -> tuple[Point, Point]:
    outline = board.cell_outline(board.port_entry_cell(port))
    mx, my = board.port_edge_midpoint(port)
    edges = [(outline[i], outline[(i + 1) % len(outline)]) for i in range(len(outline))]
    return min(
        edges,
        key=lambda edge: math.hypot((edge[0][0] + edge[1][0]) / 2 - mx, (edge[0][1] + edge[1][1]) / 2 - my),
    )


def _draw_fill(
    canvas: _Canvas,
    board: Board,
    fill: DiagramFill,
    spots: dict[int, PortSpot],
    at: Callable[[Point], Point],
    unit: float,
    name_pt: float,
) -> None:
    for cell in board.cells:
        centre = at(board.cell_centre(cell))
        radius = unit * 0.34
        if cell in fill.atoms or cell in fill.balls:
            gradient = QRadialGradient(QPointF(centre[0] - radius * 0.35, centre[1] - radius * 0.4), radius * 1.3)
            if cell in fill.atoms:
                gradient.setColorAt(0.0, QColor("#6d7681"))
                gradient.setColorAt(1.0, QColor("#0e1217"))
            else:
                gradient.setColorAt(0.0, QColor("#c9ced4"))
                gradient.setColorAt(1.0, QColor("#59636e"))
            canvas.circle(centre, radius, INK, max(0.12, unit * 0.02), QBrush(gradient))
            box = Rect(centre[0] - unit / 2, centre[1] - unit / 2, unit, unit)
            canvas.text(box, board.cell_name(cell), name_pt, PAPER, Qt.AlignmentFlag.AlignCenter, QFont.Weight.DemiBold)
        if cell in fill.missed:
            canvas.circle(centre, unit * 0.4, ACCENT, max(0.25, unit * 0.04), None, Qt.PenStyle.DashLine)

    note_radius = NOTE_RADIUS[board.kind] * unit
    note_pt = max(_pt(note_radius * 0.8), 3.4)
    label_radius = PORT_RADIUS[board.kind] * unit
    for port, text, marker in fill.port_notes:
        centre, label = at(spots[port].note), at(spots[port].label)
        dx, dy = centre[0] - label[0], centre[1] - label[1]
        length = math.hypot(dx, dy) or 1.0
        if length > label_radius + note_radius + 0.4:
            # A lead from the port's number to what was written there: on the hexagon a near port's note
            # stands between two far numbers, and a faint grey lead left it looking like a neighbour's (QA).
            canvas.line(
                (label[0] + dx / length * label_radius, label[1] + dy / length * label_radius),
                (centre[0] - dx / length * note_radius, centre[1] - dy / length * note_radius),
                SOFT_INK,
                max(0.2, unit * 0.03),
            )
        box = Rect(centre[0] - unit / 2, centre[1] - unit / 2, unit, unit)
        if marker is None:
            # The setter's pad: her answer, in the accent colour.
            canvas.text(box, text, note_pt, ACCENT, Qt.AlignmentFlag.AlignCenter, QFont.Weight.Bold)
            continue
        # The token as it lies on the window's board (QA: Parker's orange ★ ♥ ♦ pairs were printed as
        # Franjos' numbered colours, to be matched up by hand).
        token = look_for(fill.edition).token(marker)
        canvas.circle(centre, note_radius, QColor(token.rim), max(0.15, unit * 0.03), QColor(token.fill))
        canvas.text(box, token.label, note_pt, QColor(token.ink), Qt.AlignmentFlag.AlignCenter, QFont.Weight.Bold)


# -- score boxes and notes -----------------------------------------------------------------


def score_labels() -> list[str]:
    """The four score boxes of a blank card, in the interface language."""
    return [
        QCoreApplication.translate("Printing", "Markers"),
        QCoreApplication.translate("Printing", "Misplaced × 5"),
        QCoreApplication.translate("Printing", "Setter errors −5"),
        QCoreApplication.translate("Printing", "Total"),
    ]


def _score_label(model_label: str) -> str:
    """A score row's label from the model (``Score.lines``), in the interface language."""
    known = {
        "Markers": QCoreApplication.translate("Printing", "Markers"),
        "Ray cost": QCoreApplication.translate("Printing", "Ray cost"),
    }
    return known.get(model_label) or QCoreApplication.translate("Model", model_label)


def _figure_kept_with_sign(label: str) -> str:
    """``label`` with "× 5" and "−5" unbreakable: in a narrow box "Misplaced ×" ended one line and "5" began
    the next.

    >>> _figure_kept_with_sign("Misplaced × 5") == "Misplaced ×\u00a05"
    True
    >>> _figure_kept_with_sign("Setter errors −5") == "Setter errors\u00a0−5"
    True
    """
    return label.replace("× ", "×\u00a0").replace(" −", "\u00a0−")


def _draw_scores(canvas: _Canvas, layout: CardLayout, fill: DiagramFill | None) -> None:
    area = layout.scores
    columns = layout.score_columns
    rows = 4 // columns
    gap = 3.0 if columns > 1 else 2.0
    width = (area.width - gap * (columns - 1)) / columns
    height = (area.height - gap * (rows - 1)) / rows
    values: list[str] = ["", "", "", ""]
    labels = score_labels()
    if fill is not None and fill.scores:
        labels[0] = _score_label(fill.scores[0][0])
        values = [points_text(points) for _, points in fill.scores]
    label_pt = _pt(1.75)
    for index, label in enumerate(labels):
        row, col = divmod(index, columns)
        box = Rect(area.x + col * (width + gap), area.y + row * (height + gap), width, height)
        total = index == 3
        canvas.rect(box, INK if total else GRID, 0.45 if total else 0.22, QColor("#f6f8fa") if total else None, 1.2)
        canvas.text(
            Rect(box.x + 1.2, box.y + 0.8, box.width - 2, box.height - 1.6),
            _figure_kept_with_sign(label),
            label_pt,
            INK if total else SOFT_INK,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            QFont.Weight.DemiBold if total else QFont.Weight.Normal,
        )
        if values[index]:
            canvas.text(
                Rect(box.x, box.y + 3, box.width - 2, box.height - 3),
                values[index],
                _pt(3.6),
                INK,
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                QFont.Weight.Bold,
            )
    if fill is not None and fill.label:
        # Which copy this is, in small print under the score boxes; smaller still under a single
        # column of them, so that it is not cut off at the column's edge.
        size = _pt(1.7)
        size *= max(SMALLEST_TYPE, min(1.0, area.width / (canvas.text_width(fill.label, size) * 1.04)))
        canvas.text(
            Rect(area.x, area.bottom + 0.3, area.width, 3.6),
            fill.label,
            size,
            ACCENT,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
            italic=True,
        )


def _draw_notes(canvas: _Canvas, notes: Rect) -> None:
    from .layout import NOTE_LINE_SPACING

    top = notes.y + 2.5
    if notes.height < 6:
        return
    canvas.text(
        Rect(notes.x, notes.y, notes.width, 3.5),
        QCoreApplication.translate("Printing", "Notes"),
        _pt(1.75),
        SOFT_INK,
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
    )
    y = top + NOTE_LINE_SPACING
    while y <= notes.bottom + 0.01:
        canvas.line((notes.x, y), (notes.right, y), RULE, 0.2)
        y += NOTE_LINE_SPACING


# -- PDF --------------------------------------------------------------------------------------


def page_layout_for(options: NotepadOptions) -> QPageLayout:
    """The paper and orientation asked for, with no margins (the sheet keeps its own)."""
    size = QPageSize(QPageSize.PageSizeId.A4 if options.paper == "a4" else QPageSize.PageSizeId.Letter)
    orientation = (
        QPageLayout.Orientation.Portrait if options.orientation == "portrait" else QPageLayout.Orientation.Landscape
    )
    return QPageLayout(size, orientation, QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter)


def write_notepad_pdf(path: str | Path, options: NotepadOptions, game: Game | None = None) -> int:
    """Write the sheet as a vector PDF; return the number of pages.

    Needs a ``QGuiApplication`` (for fonts).  The file is replaced in one
    step once the whole PDF is drawn: a path that cannot be written (a
    missing folder, a full disk) raises :class:`NotepadError`, leaves any
    file already there as it was, and leaves nothing else behind.
    """
    if game is not None:
        fill_from_game(game, options.copy)  # refuse before touching the file

    def draw(writer: QPdfWriter) -> int:
        writer.setResolution(PDF_RESOLUTION)
        writer.setPageLayout(page_layout_for(options))
        writer.setTitle(QCoreApplication.translate("Printing", "Black Box notepad"))
        return render_notepad(writer, options, game)

    return write_pdf(path, NotepadError, draw)
