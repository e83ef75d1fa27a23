"""Where things go on a notepad sheet, in millimetres.  Pure Python: no Qt here.

Terms used by the printing package:

sheet
    The whole print job: one or more pages of the chosen paper.
page
    One side of paper: a title band, a body holding the diagrams, a footer.
card
    The part of a page that belongs to one diagram: a header line
    (Player, Round, Date; two lines on a narrow card, a line each on a very
    narrow one), the board diagram itself, the score boxes and ruled room for notes.
diagram
    The board drawn with its cells and the port numbers around the rim.

Every rectangle is ``Rect(x, y, width, height)`` in millimetres from the
top-left corner of the paper.

>>> options = NotepadOptions(side="both", paper="a4", orientation="portrait")
>>> [page.kinds for page in plan_sheet(options)]
[('ortho', 'hex')]
>>> grid_for(4, 273.0, 170.0)
(2, 2)
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from ..model.errors import BlackBoxError

SIDES = ("ortho", "hex", "both")
PAPERS = ("a4", "letter", "legal", "a5", "a3")
"""Every paper a sheet or booklet is laid out for, by the names the command line and the window use."""
ORIENTATIONS = ("portrait", "landscape")
COPIES = ("setter", "experimenter")
MAX_PER_PAGE = 6
MAX_PAGES = 200
"""More pages than this is a typing slip, not a notepad."""

PAPER_SIZES_MM = {
    "a4": (210.0, 297.0),
    "letter": (215.9, 279.4),
    "legal": (215.9, 355.6),
    "a5": (148.0, 210.0),
    "a3": (297.0, 420.0),
}
"""Width and height of the paper held upright."""
PAPER_NAMES = {"a4": "A4", "letter": "Letter", "legal": "Legal", "a5": "A5", "a3": "A3"}
"""How a sentence names each paper ("Wrote notepad.pdf: 1 page (a blank notepad, A5 portrait).")."""

MARGIN = 12.0
"""White space around the printed area: inside what any office printer can reach."""
TITLE_HEIGHT = 15.0
FOOTER_HEIGHT = 7.0
GUTTER = 6.0
"""Space between two cards."""

HEADER_HEIGHT = 7.0
"""The Player / Round / Date line at the top of a card."""
TWO_LINE_HEADER_HEIGHT = 11.5
"""A narrow card's header: Player on a line of its own, Round and Date on a second line."""
TWO_LINE_HEADER_BELOW = 85.0
"""Cards narrower than this inside their frame get the two-line header: on one line, Player, Round
and Date would leave blanks too short for a name or a date."""
ROW_A_FIELD_HEIGHT = 23.0
"""A very narrow card's header: the board's tag on a line of its own, then Player, Round and Date on a
line each."""
ROW_A_FIELD_BELOW = 30.0
"""Cards narrower than this inside their frame (five or six 26×2 diagrams across a page) get a line for
each field: on two lines, Player had 2 mm beside the tag and the Date blank ran past the card (QA)."""
SCORE_BOX_HEIGHT = 11.0
NOTE_LINE_SPACING = 6.5
MIN_NOTE_LINES = 3
CARD_PADDING = 3.5
"""White space inside the thin frame of a card."""
LABEL_HANG = 1.5
"""How far into that white space the copy's label under the score boxes may reach where no notes follow it: it
ends 2 mm or more above the card's frame (QA: reaching 3 mm in, a wrapped label ended 0.8 mm above the frame)."""
LABEL_SQUEEZE = 1.5
"""How much more room that label takes, on a card too short for it, from the space between a diagram and the score
boxes under it, or from the height of the score boxes beside it: a card holds as large a diagram as when the label
reached 3 mm into the card's padding."""
SIDE_PANEL_MIN = 58.0
ROOMY_DIAGRAM = 56.0
"""A diagram this wide keeps its ruled notes; a smaller one may give them up to grow."""
COMPACT_PANEL = 33.0
"""The width of a single column of score boxes on a small card."""
"""The narrowest column of score boxes and notes beside a diagram."""
PANEL_BOX_MIN = 7.0
"""The lowest a score box in a single column beside the diagram may be squeezed to."""
SQUARE_ENOUGH = 1.25
"""A board whose drawing is at most this much wider than tall (or taller than wide) gets a square
diagram, as 8×8 and every hexagon do; a more elongated one gets a diagram of its own shape."""
MIN_CELL_MM = 4.5
"""The smallest cell, in millimetres across, that "as many as fit" accepts: room to pencil a ball
in, and port numbers of about 4.3 points on a square board (their circles are 0.68 of a cell)."""
CELL_TOLERANCE = 0.9
"""When no number of cards gives cells of :data:`MIN_CELL_MM`, "as many as fit" takes the most
cards whose cells are at least this share of the largest cells any number of cards gives."""
MIN_ASKED_CELL_MM = 3.0
"""The smallest cell, in millimetres across, that a number of diagrams asked for (``per_page`` 1–6)
may give: a page asked to hold more of a big board's diagrams (hex-9, 26×26) holds fewer.  Six 8×8 or
hex-5 diagrams a page keep cells of 3.3 mm or more; six hex-9 ones had cells of 2 mm, their markers
and port numbers a millimetre high (QA)."""


LABEL_WRAP_SLACK = 1.25
"""How much longer than on one line a label wrapped at words may run: each line but the last ends short of the
room by up to a word."""


@dataclass(frozen=True, slots=True)
class FinePrint:
    """The room the notepad's fine print takes, in millimetres, measured in the sheet's language and font
    (``notepad.fine_print``): the layout makes it, so that no word of it is shrunk under 6 points (QA: the score
    boxes' labels and which copy a card is printed at 4.7 points in French, with four to six cards a page, on A5,
    on the 2×26 and 26×2 boards).

    >>> FinePrint(label_width=50.0, line_height=2.8).label_room(40.0)
    6.2
    >>> FinePrint().label_room(40.0)
    0.0
    """

    box_width: float = 0.0
    """The narrowest score box that holds every word of every box's label whole at the smallest size."""
    label_width: float = 0.0
    """Which copy the card is ("Setter's copy: B2, C5, D1, E7"), on one line; 0 on a blank card."""
    line_height: float = 2.8
    """One line of that label."""
    header_width: float = 0.0
    """The narrowest card (inside its frame) whose header holds its words, blanks and what is written on them
    at the smallest size on two lines; a narrower one gets a line for each."""

    def label_room(self, width: float) -> float:
        """The height that the copy's label takes under score boxes ``width`` wide, wrapped at words (0 without
        a label)."""
        if not self.label_width:
            return 0.0
        lines = 1 if self.label_width <= width else math.ceil(self.label_width * LABEL_WRAP_SLACK / max(width, 1.0))
        return round(lines * self.line_height + 0.6, 3)


@dataclass(frozen=True, slots=True)
class DiagramShape:
    """The room a board's drawing takes, measured in cells: rim, port numbers and notes included.

    >>> DiagramShape(27.8, 3.8).aspect > 7, DiagramShape(11.1, 10.3).aspect
    (True, 1.0)
    """

    width: float = 1.0
    height: float = 1.0

    @property
    def aspect(self) -> float:
        """Width over height of the diagram's rectangle: exactly 1 (a square) unless the board is
        elongated past :data:`SQUARE_ENOUGH`."""
        ratio = self.width / self.height
        return 1.0 if 1 / SQUARE_ENOUGH <= ratio <= SQUARE_ENOUGH else ratio

    def cell_mm(self, diagram: Rect) -> float:
        """Millimetres across one cell when the board is drawn as large as ``diagram`` allows."""
        return min(diagram.width / self.width, diagram.height / self.height)


SQUARE = DiagramShape()
"""The shape assumed when the boards are not known: a square diagram."""


class NotepadOptionsError(BlackBoxError):
    """A notepad option is out of range (a bad --per-page, an unknown paper...)."""


class NotepadError(BlackBoxError):
    """The sheet cannot be produced as asked (no atoms for a setter's copy, a file that cannot be written)."""


@dataclass(frozen=True, slots=True)
class Rect:
    """A rectangle in millimetres."""

    x: float
    y: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.x + self.width

    @property
    def bottom(self) -> float:
        return self.y + self.height

    def inset(self, dx: float, dy: float | None = None) -> Rect:
        dy = dx if dy is None else dy
        return Rect(self.x + dx, self.y + dy, self.width - 2 * dx, self.height - 2 * dy)


@dataclass(frozen=True, slots=True)
class NotepadOptions:
    """What the player asked for.  Invalid values raise :class:`NotepadOptionsError`.

    ``per_page`` 0 means the default that fits well: two diagrams on an
    upright page, four on a page turned sideways, or fewer when the boards'
    cells would be smaller than :data:`MIN_CELL_MM` (see :func:`plan_sheet`).
    ``copy`` matters only when the sheet is filled in from a game.

    >>> NotepadOptions(per_page=7)
    Traceback (most recent call last):
    ...
    blackbox_desktop.printing.layout.NotepadOptionsError: A page holds 0 to 6 diagrams (0 for as many as fit), not 7.
    """

    side: str = "both"
    per_page: int = 0
    paper: str = "a4"
    orientation: str = "portrait"
    pages: int = 1
    copy: str = "experimenter"
    written: tuple[str, str, str] = ("", "", "")
    """Player, Round and Date as written on the card filled in from a game ("" leaves the blank); the
    window knows a match's players and rounds.  Never on a blank card."""

    def __post_init__(self) -> None:
        _choose("side", self.side, SIDES)
        _choose("paper", self.paper, PAPERS)
        _choose("orientation", self.orientation, ORIENTATIONS)
        _choose("copy", self.copy, COPIES)
        if not _whole(self.per_page) or not 0 <= self.per_page <= MAX_PER_PAGE:
            raise NotepadOptionsError(
                f"A page holds 0 to {MAX_PER_PAGE} diagrams (0 for as many as fit), not {self.per_page}."
            )
        if not _whole(self.pages) or not 1 <= self.pages <= MAX_PAGES:
            raise NotepadOptionsError(f"The notepad has 1 to {MAX_PAGES} pages, not {self.pages}.")

    @property
    def diagrams_per_page(self) -> int:
        """``per_page``, with 0 replaced by the default for the orientation: the most "as many as
        fit" puts on a page."""
        if self.per_page:
            return self.per_page
        return 2 if self.orientation == "portrait" else 4

    @property
    def page_size(self) -> tuple[float, float]:
        return page_size_mm(self.paper, self.orientation)


def _choose(name: str, value: object, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise NotepadOptionsError(f"The {name} must be one of {', '.join(allowed)}, not {value!r}.")


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def page_size_mm(paper: str, orientation: str) -> tuple[float, float]:
    """``(width, height)`` of the paper as it will be printed.

    >>> page_size_mm("letter", "landscape")
    (279.4, 215.9)
    """
    width, height = PAPER_SIZES_MM[paper]
    return (height, width) if orientation == "landscape" else (width, height)


@dataclass(frozen=True, slots=True)
class CardLayout:
    """The parts of one card.  ``panel_beside`` tells whether scores and notes sit right of the diagram.

    ``diagram`` has the proportions of the board's drawing (a square for most boards).
    """

    frame: Rect
    header: Rect
    diagram: Rect
    scores: Rect
    notes: Rect
    panel_beside: bool
    score_columns: int


@dataclass(frozen=True, slots=True)
class PageLayout:
    number: int
    """1 for the first page."""
    size: tuple[float, float]
    title: Rect
    footer: Rect
    cards: tuple[CardLayout, ...]
    kinds: tuple[str, ...] = field(default=())
    """``"ortho"`` or ``"hex"`` for each card, in reading order."""


def diagram_size(diagram: Rect) -> float:
    """How big a diagram is, in millimetres: the side of a square of the same area."""
    return math.sqrt(diagram.width * diagram.height)


def grid_for(
    count: int,
    width: float,
    height: float,
    shapes: Sequence[DiagramShape] = (),
    fine: Sequence[FinePrint] = (),
) -> tuple[int, int]:
    """``(columns, rows)`` giving ``count`` cards the largest diagrams in a body of this size.

    ``shapes`` are the cards' boards (all square if not given), ``fine`` the room each card's fine print
    takes (as little as any if not given); the grid
    makes the smallest diagram on the page (by :func:`diagram_size`) as large
    as it can, so that a long, low board gets cards as wide as the page.
    Grids with a whole empty row or column, or with cards far taller than
    wide (a strip of ruled lines under a postage stamp), are not considered,
    unless a board is itself far taller than wide.

    >>> grid_for(2, 186.0, 256.0), grid_for(4, 186.0, 256.0), grid_for(6, 273.0, 170.0)
    ((1, 2), (2, 2), (3, 2))
    >>> grid_for(4, 186.0, 256.0, [DiagramShape(27.8, 3.8)] * 4)
    (1, 4)
    """
    shapes = tuple(shapes) or (SQUARE,)
    fine = tuple(fine) or (FinePrint(),) * len(shapes)
    cards = set(zip(shapes, fine, strict=True))
    tallest = min(1.0, *(shape.aspect for shape in shapes))
    best: tuple[float, int, int] | None = None
    chosen = (1, count)
    for cols in range(1, count + 1):
        rows = -(-count // cols)
        if cols * rows - count >= min(cols, rows):
            continue
        card_w = (width - GUTTER * (cols - 1)) / cols
        card_h = (height - GUTTER * (rows - 1)) / rows
        if card_h > 2.4 * card_w / tallest:
            continue
        size = min(diagram_size(card_layout(Rect(0, 0, card_w, card_h), *card).diagram) for card in cards)
        # Prefer the larger diagram; on a near tie, fewer holes, then fewer columns.
        key = (round(size / 2), -(cols * rows - count), -cols)
        if best is None or key > best:
            best = key
            chosen = (cols, rows)
    return chosen


def card_layout(frame: Rect, shape: DiagramShape = SQUARE, fine: FinePrint = FinePrint()) -> CardLayout:
    """Split a card into header, diagram, score boxes and notes.

    The diagram has the proportions of ``shape`` (a square for most boards).
    The score boxes stand four, two or one across, each at least ``fine.box_width``
    wide, and the copy's label under them has the lines it needs (:class:`FinePrint`).
    Four arrangements are weighed and the one giving the largest diagram
    (by :func:`diagram_size`) wins, with a small handicap for those that
    leave less room for notes: score boxes and notes in a column beside the
    diagram; both underneath; a single column of score boxes beside it;
    score boxes alone underneath.  So a board much wider than tall gets the
    card's whole width, with the score boxes and notes below it.

    The header is one line on a wide card, two on a narrow one and four on a
    very narrow one, so that each blank stays long enough to write a name or a date on.

    >>> [card_layout(Rect(0, 0, width, 115)).header.height for width in (186, 90, 58, 26)]
    [7.0, 11.5, 11.5, 23.0]
    """
    inner = frame.inset(CARD_PADDING)
    if inner.width < max(ROW_A_FIELD_BELOW, fine.header_width):
        header_height = ROW_A_FIELD_HEIGHT
    elif inner.width < TWO_LINE_HEADER_BELOW:
        header_height = TWO_LINE_HEADER_HEIGHT
    else:
        header_height = HEADER_HEIGHT
    header = Rect(inner.x, inner.y, inner.width, header_height)
    body = Rect(inner.x, header.bottom + 3, inner.width, inner.height - header_height - 3)
    # A box under a very narrow diagram (five or six 26×2 cards across) is the card's whole width: two
    # side by side were 8 mm wide, "Markers" printed as "Mark" and "Total" as "Tota" (QA).  Four boxes
    # across, or two, only where each keeps its words at 6 points: four across a 78 mm card printed the
    # French "d’annonce −5" at 4.8 points (QA).
    box = fine.box_width
    if body.width >= max(64.0, 4 * box + 9):
        below_columns = 4
    elif body.width >= max(ROW_A_FIELD_BELOW, 2 * box + 3):
        below_columns = 2
    else:
        below_columns = 1
    below_rows = 4 // below_columns
    below_scores = SCORE_BOX_HEIGHT * below_rows + 3 * (below_rows - 1)
    # A taller header is paid for by the notes, not by the diagram.
    below_notes = NOTE_LINE_SPACING * MIN_NOTE_LINES + 4 - (header_height - HEADER_HEIGHT)
    # Under the boxes, the copy's label on as many lines as it needs (else 4 mm before the notes).
    label_below = fine.label_room(body.width)
    under_below = max(4.0, label_below + 1)
    aspect = shape.aspect
    root = math.sqrt(aspect)

    def fitted(width: float, height: float) -> float:
        """:func:`diagram_size` of the largest diagram of the board's proportions in ``width`` × ``height``."""
        return min(height, width / aspect) * root

    # A column beside the diagram is only as tall as the diagram's card: too low a card (a long, low
    # board at four a page) has no room there for the score boxes.
    # With no notes under it, the copy's label may stand partly in the card's padding, and take a little of the
    # room above or of the boxes (LABEL_SQUEEZE).
    spare = LABEL_HANG + LABEL_SQUEEZE
    beside_fits = body.height >= SCORE_BOX_HEIGHT * 2 + 3 + max(0.0, fine.label_room(SIDE_PANEL_MIN) - spare)
    compact_fits = body.height >= PANEL_BOX_MIN * 4 + 6 + max(0.0, fine.label_room(COMPACT_PANEL) - spare)
    strip_label = max(0.0, label_below - spare)
    candidates = [
        (fitted(body.width - SIDE_PANEL_MIN - GUTTER, body.height) if beside_fits else -math.inf, 0.0, "beside"),
        (fitted(body.width, body.height - below_scores - below_notes - 4 - under_below), 0.0, "below"),
        (fitted(body.width - COMPACT_PANEL - GUTTER, body.height) if compact_fits else -math.inf, 4.0, "compact"),
        (fitted(body.width, body.height - below_scores - 4 - strip_label), 8.0, "strip"),
    ]
    with_notes = max(candidates[:2], key=lambda c: c[0])
    if with_notes[0] >= ROOMY_DIAGRAM:
        size, _, kind = with_notes
    else:
        size, _, kind = max(candidates, key=lambda c: (c[0] - c[1], -c[1]))
    size = max(size, 10.0)
    width, height = size * root, size / root
    if kind in ("beside", "compact"):
        diagram = Rect(body.x, body.y, width, height)
        panel = Rect(diagram.right + GUTTER, body.y, body.right - diagram.right - GUTTER, body.height)
        label = fine.label_room(panel.width)
        if kind == "beside":
            squeeze = min(LABEL_SQUEEZE, max(0.0, SCORE_BOX_HEIGHT * 2 + 3 + label - LABEL_HANG - panel.height))
            scores = Rect(panel.x, panel.y, panel.width, SCORE_BOX_HEIGHT * 2 + 3 - squeeze)
            columns = 2
        else:
            box_height = min(SCORE_BOX_HEIGHT, (panel.height - 6 - max(0.0, label - LABEL_HANG)) / 4)
            scores = Rect(panel.x, panel.y, panel.width, box_height * 4 + 6)
            columns = 1
        under = max(4.0, label + 1)
        notes = Rect(panel.x, scores.bottom + under, panel.width, max(0.0, panel.bottom - scores.bottom - under))
        return CardLayout(frame, header, diagram, scores, notes, True, columns)
    diagram = Rect(body.x + (body.width - width) / 2, body.y, width, height)
    overflow = diagram.bottom + 4 + below_scores + label_below - body.bottom - LABEL_HANG
    scores = Rect(body.x, diagram.bottom + 4 - min(LABEL_SQUEEZE, max(0.0, overflow)), body.width, below_scores)
    under = under_below
    notes = Rect(body.x, scores.bottom + under, body.width, max(0.0, body.bottom - scores.bottom - under))
    return CardLayout(frame, header, diagram, scores, notes, False, below_columns)


def layout_page(
    number: int,
    size: tuple[float, float],
    count: int,
    kinds: tuple[str, ...] = (),
    shapes: Sequence[DiagramShape] = (),
    fine: Sequence[FinePrint] = (),
) -> PageLayout:
    """Place ``count`` cards on a page of ``size`` millimetres in the grid that fits them best.

    ``shapes`` gives each card's board (all square if not given), ``fine`` the room of each card's fine print.
    """
    width, height = size
    shapes = tuple(shapes) or (SQUARE,) * count
    fine = tuple(fine) or (FinePrint(),) * count
    title = Rect(MARGIN, MARGIN, width - 2 * MARGIN, TITLE_HEIGHT)
    footer = Rect(MARGIN, height - MARGIN - FOOTER_HEIGHT, width - 2 * MARGIN, FOOTER_HEIGHT)
    body = Rect(MARGIN, title.bottom + 4, width - 2 * MARGIN, footer.y - title.bottom - 6)
    cols, rows = grid_for(count, body.width, body.height, shapes, fine)
    card_w = (body.width - GUTTER * (cols - 1)) / cols
    card_h = (body.height - GUTTER * (rows - 1)) / rows
    cards = []
    for index in range(count):
        row, col = divmod(index, cols)
        frame = Rect(body.x + col * (card_w + GUTTER), body.y + row * (card_h + GUTTER), card_w, card_h)
        cards.append(card_layout(frame, shapes[index], fine[index]))
    return PageLayout(number, size, title, footer, tuple(cards), kinds)


def diagram_kinds(side: str, count: int, first: str | None = None) -> tuple[str, ...]:
    """The side of each diagram in order: one side, or both alternating.

    ``first`` puts a given side first (the side of the game filled in).

    >>> diagram_kinds("both", 5), diagram_kinds("both", 3, first="hex"), diagram_kinds("hex", 2)
    (('ortho', 'hex', 'ortho', 'hex', 'ortho'), ('hex', 'ortho', 'hex'), ('hex', 'hex'))
    """
    if side != "both":
        kinds = [side] * count
        if first is not None and count:
            kinds[0] = first
        return tuple(kinds)
    order = ("ortho", "hex") if first in (None, "ortho") else ("hex", "ortho")
    return tuple(order[i % 2] for i in range(count))


def plan_sheet(
    options: NotepadOptions,
    size: tuple[float, float] | None = None,
    first: str | None = None,
    shapes: Mapping[str, DiagramShape] | None = None,
    first_shape: DiagramShape | None = None,
    fine: FinePrint = FinePrint(),
    first_fine: FinePrint | None = None,
) -> tuple[PageLayout, ...]:
    """Every page of the sheet.  ``size`` overrides the paper (a printer may have chosen another).

    ``fine`` is the room the fine print takes on a blank card, ``first_fine`` on the sheet's first card, which
    may be filled in from a game (its copy's label, what is written on its header).

    With ``side="both"`` the sides alternate across the whole sheet, so that
    one diagram per page still gives both sides on facing pages.

    ``shapes`` gives the board of each side (``"ortho"``, ``"hex"``) and
    ``first_shape`` that of the sheet's first card, which may be filled in
    from a game.  Knowing them, "as many as fit" (``per_page`` 0) is the
    most cards, up to the default, whose every cell is at least
    :data:`MIN_CELL_MM` across; if no number of cards gives that, the most
    whose cells are within :data:`CELL_TOLERANCE` of the largest possible.
    An explicit ``per_page`` is honoured unless it would make cells smaller than
    :data:`MIN_ASKED_CELL_MM`: then the page holds the most cards that keep them at least that
    large (one card, if even that cannot).
    """
    size = size or options.page_size
    if shapes is None:
        return _plan(options, size, first, options.diagrams_per_page, None, None, fine, first_fine)
    if options.per_page:
        for count in range(options.per_page, 1, -1):
            pages = _plan(options, size, first, count, shapes, first_shape, fine, first_fine)
            if smallest_cell(pages, shapes, first_shape) >= MIN_ASKED_CELL_MM:
                return pages
        return _plan(options, size, first, 1, shapes, first_shape, fine, first_fine)
    plans = {
        count: _plan(options, size, first, count, shapes, first_shape, fine, first_fine)
        for count in range(options.diagrams_per_page, 0, -1)
    }
    cells = {count: smallest_cell(pages, shapes, first_shape) for count, pages in plans.items()}
    enough = min(MIN_CELL_MM, CELL_TOLERANCE * max(cells.values()))
    return plans[max(count for count, cell in cells.items() if cell >= enough)]


def _plan(
    options: NotepadOptions,
    size: tuple[float, float],
    first: str | None,
    per_page: int,
    shapes: Mapping[str, DiagramShape] | None,
    first_shape: DiagramShape | None,
    fine: FinePrint,
    first_fine: FinePrint | None,
) -> tuple[PageLayout, ...]:
    kinds = diagram_kinds(options.side, per_page * options.pages, first)
    pages = []
    for page in range(options.pages):
        own = kinds[page * per_page : (page + 1) * per_page]
        own_shapes = [_shape_of(shapes, first_shape, page, index, kind) for index, kind in enumerate(own)]
        own_fine = [_fine_of(fine, first_fine, page, index) for index in range(len(own))]
        pages.append(layout_page(page + 1, size, per_page, own, own_shapes, own_fine))
    return tuple(pages)


def _shape_of(
    shapes: Mapping[str, DiagramShape] | None, first_shape: DiagramShape | None, page: int, index: int, kind: str
) -> DiagramShape:
    if page == 0 and index == 0 and first_shape is not None:
        return first_shape
    return (shapes or {}).get(kind, SQUARE)


def _fine_of(fine: FinePrint, first_fine: FinePrint | None, page: int, index: int) -> FinePrint:
    return first_fine if page == 0 and index == 0 and first_fine is not None else fine


def smallest_cell(
    pages: Sequence[PageLayout], shapes: Mapping[str, DiagramShape], first_shape: DiagramShape | None = None
) -> float:
    """Millimetres across the smallest cell of any diagram on ``pages`` (planned with these shapes)."""
    return min(
        _shape_of(shapes, first_shape, page.number - 1, index, kind).cell_mm(card.diagram)
        for page in pages
        for index, (card, kind) in enumerate(zip(page.cards, page.kinds, strict=True))
    )
