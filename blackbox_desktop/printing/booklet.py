"""The solitaire booklet as a vector PDF, drawn in millimetres like the notepad.

Pages, in order:

title page
    How to play solitaire, the board with its port numbers, and what the
    NORM means.
look-up tables
    One table per port, several per page: for every game its answer at that
    port (``H`` absorbed, ``R`` reflected, or the exit port), games down the
    columns in tens (in twenties or more, and fewer tables to a page, when
    three-digit game numbers or ports would not fit beside each other).  Two
    tables stand side by side, as in the Parker booklet; three or four when
    the games are few enough for their narrower tables.
solutions
    A small diagram of each game's atoms with its NORM, twenty to a page.

The board diagrams are drawn as on the notepad (:mod:`.diagram`), so both
printed pieces look alike.  The pages are upright, on A4, US Letter, US Legal, A5
or A3 in a PDF; a printer set to other paper gets pages laid out for it, turned a
quarter round on a sheet turned sideways (:func:`paint_booklet`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF
from PySide6.QtGui import QColor, QFont, QPagedPaintDevice, QPageLayout, QPainter, QPdfWriter, Qt

from ..model.board import Board
from ..model.booklet import Booklet
from ..model.errors import BlackBoxError
from ..model.outcome import OutcomeKind
from .canvas import ACCENT, FAINT, INK, RULE, SOFT_INK, Canvas, pt
from .diagram import diagram_shape, draw_diagram
from .diagram_fill import DiagramFill
from .layout import MARGIN, PAPER_SIZES_MM, Rect
from .page_choice import pages_to_draw
from .paper import page_size
from .pdf_file import PDF_RESOLUTION, write_pdf
from .wording import board_words, filled

LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
CENTRE = Qt.AlignmentFlag.AlignCenter

TITLE_BAND = 14.0
FOOTER_BAND = 7.0
TABLE_COLUMNS = (2, 3, 4, 1)
"""How many look-up tables may stand side by side on a page; of shapes that hold as many tables, the first
wins (two across, as in the Parker booklet).  A short booklet's tables are narrow: four across hold twice as
many as two (QA: a 12-game booklet printed 32 tables on four pages, each table's second column holding two
games beside a blank)."""
ENTRY_ROWS = (10, 20, 30, 40, 50)
"""How many games a column of a look-up table may hold (games 1–10, 11–20, ... when 10)."""
ROW_HEIGHT = 4.3
NUMBER_PT = 1.85
ANSWER_PT = 2.15
"""Capital heights (mm) of a game number and of its answer in a look-up table."""
NUMBER_DIGIT = 1.65
ANSWER_DIGIT = 2.1
ANSWER_LETTER = 2.55
"""Widths (mm) of a digit of a game number, of an answer's digit and of H or R, in the widest of the
fonts the sheets may be set in (DejaVu Sans): a cell is never narrower than its widest entry."""
NUMBER_GAP = 1.0
"""Millimetres between a game number and its answer, so that "32" and "10" never read as "3210"."""
TABLE_HEADER = 7.5
TABLE_GAP = 5.0
SOLUTION_COLUMNS = 4
SOLUTION_ROWS = 5
"""The Parker booklet's twenty solutions a page, kept while their cells stay :data:`MIN_SOLUTION_CELL_MM` across."""
MIN_SOLUTION_CELL_MM = 2.4
"""The smallest cell of a printed solution, in millimetres: 8×8 and hex-5 solutions keep twenty a page on A4 and
Letter (2.5 mm and more); twenty 26×26 or hex-9 ones a page had cells of 1.1 and 1.7 mm, their atoms lost in a grey
mass of cell names (QA): 26×26 now gives four a page, hex-9 twelve on A4 and nine on Letter."""
SOLUTION_GAP = 4.0
SOLUTION_CARD_FRAME = (2.0, 13.0)
"""Millimetres of a solution's card that its diagram leaves: across (the margins), and down (title and atom names)."""
HIT_TINT = QColor("#e9ecef")
REFLECT_TINT = QColor("#fbf3df")


SMALLEST_PAGE = (148.0, 210.0)
"""A5 upright, in millimetres: the smallest page the booklet is laid out for; smaller paper gets it shrunk."""
FULL_WIDTH = 186.0
"""The width of an A4 page's body, in millimetres: the title page's words are set at full size from it up, and
a little smaller on a narrower page (A5), so that the board still has room under them."""
NARROW_TYPE = 0.8
"""The share of its full size the title page's words keep on the narrowest page (A5)."""


class BookletPdfError(BlackBoxError):
    """The booklet cannot be written (a file that cannot be created)."""


@dataclass(frozen=True, slots=True)
class BookletPlan:
    """How many pages of each kind, for a booklet and a paper."""

    size: tuple[float, float]
    ports_per_page: int
    games_per_page: int
    lookup_pages: int
    solution_pages: int
    tables_across: int = 2
    """Look-up tables side by side."""
    entry_rows: int = 10
    """Games down each column of a look-up table."""
    solution_columns: int = SOLUTION_COLUMNS
    solution_rows: int = SOLUTION_ROWS

    @property
    def pages(self) -> int:
        return 1 + self.lookup_pages + self.solution_pages


def plan_booklet(booklet: Booklet, paper: str | tuple[float, float]) -> BookletPlan:
    """Count the pages: one title page, the look-up tables, the solutions.

    The look-up tables take the shape that puts most of them on a page while every game number and
    answer keeps its whole width: two across in columns of ten games as in the Parker booklet, three or
    four across when there are few games, one across or longer columns when there are more games or
    three-digit ports.
    """
    size = PAPER_SIZES_MM[paper] if isinstance(paper, str) else paper
    body = _body(size)
    games = len(booklet)
    need = _cell_widths(games, booklet.board.port_count)

    def per_page(across: int, rows: int) -> int:
        return across * max(1, int((body.height + TABLE_GAP) // (_table_height(games, rows) + TABLE_GAP)))

    # Failing all else (never, up to 200 games and 3-digit ports), one table across in the longest columns.
    across, rows = TABLE_COLUMNS[-1], ENTRY_ROWS[-1]
    ports_per_page = 0
    for rows_tried in ENTRY_ROWS:  # of shapes filling a page alike, the first wins: short columns read quicker
        for across_tried in TABLE_COLUMNS:
            fits = _table_width(body, across_tried) - 2 >= -(-games // rows_tried) * sum(need)
            # A column as long as the page allows: on A5, forty games down ran off the sheet's foot.
            fits = fits and _table_height(games, rows_tried) <= body.height
            if fits and per_page(across_tried, rows_tried) > ports_per_page:
                ports_per_page, across, rows = per_page(across_tried, rows_tried), across_tried, rows_tried
    ports_per_page = ports_per_page or per_page(across, rows)
    columns, solution_rows = solution_grid(booklet.board, body)
    games_per_page = columns * solution_rows
    ports = booklet.board.port_count
    return BookletPlan(
        size,
        ports_per_page,
        games_per_page,
        -(-ports // ports_per_page),
        -(-games // games_per_page),
        across,
        rows,
        columns,
        solution_rows,
    )


def solution_grid(board: Board, body: Rect) -> tuple[int, int]:
    """``(columns, rows)`` of solutions a page: the Parker booklet's 4 × 5 while a cell stays
    :data:`MIN_SOLUTION_CELL_MM` across, else the most a page that keep it so (of as many, the larger
    cells), else one solution a page.
    """
    shape = diagram_shape(board, True)

    def cell(grid: tuple[int, int]) -> float:
        card = _solution_card(body, *grid)
        return shape.cell_mm(Rect(0, 0, card[0] - SOLUTION_CARD_FRAME[0], card[1] - SOLUTION_CARD_FRAME[1]))

    grids = [(columns, rows) for columns in range(SOLUTION_COLUMNS, 0, -1) for rows in range(SOLUTION_ROWS, 0, -1)]
    readable = [grid for grid in grids if cell(grid) >= MIN_SOLUTION_CELL_MM]
    if not readable:
        return 1, 1
    return max(readable, key=lambda grid: (grid[0] * grid[1], cell(grid)))


def _solution_card(body: Rect, columns: int, rows: int) -> tuple[float, float]:
    """Width and height (mm) of one solution's card when a page holds ``columns`` × ``rows``."""
    return (
        (body.width - SOLUTION_GAP * (columns - 1)) / columns,
        (body.height - SOLUTION_GAP * (rows - 1)) / rows,
    )


def _cell_widths(games: int, ports: int) -> tuple[float, float, float]:
    """The narrowest ``(number, gap, answer)`` widths of a look-up table's cell, in millimetres."""
    number = len(str(games)) * NUMBER_DIGIT + 0.6
    answer = max(len(str(ports)) * ANSWER_DIGIT, ANSWER_LETTER) + 0.8
    return number, NUMBER_GAP, answer + 0.8


def _table_width(body: Rect, across: int) -> float:
    return (body.width - TABLE_GAP * (across - 1)) / across


def _body(size: tuple[float, float]) -> Rect:
    width, height = size
    top = MARGIN + TITLE_BAND + 4
    return Rect(MARGIN, top, width - 2 * MARGIN, height - MARGIN - FOOTER_BAND - 4 - top)


def _table_height(games: int, entry_rows: int) -> float:
    rows = min(entry_rows, games)
    return TABLE_HEADER + rows * ROW_HEIGHT + 1.5


# -- pages -----------------------------------------------------------------------------


def render_booklet(
    painter: QPainter, writer: QPagedPaintDevice, booklet: Booklet, plan: BookletPlan, order: Sequence[int] = ()
) -> None:
    """Draw the booklet's pages (``order``: those page numbers in that order, as a print dialog asked; all by
    default)."""
    canvas = Canvas(painter)
    pages = booklet_pages(booklet, plan)
    for index, number in enumerate(order or range(1, len(pages) + 1)):
        if index > 0:
            writer.newPage()
        pages[number - 1](canvas)


def paint_booklet(target: QPagedPaintDevice, booklet: Booklet) -> None:
    """Draw the booklet on ``target`` (a printer), for whatever page set-up the print preview was given.

    The booklet's pages are upright.  A sideways page gets them turned a quarter round (the sheet comes out
    as if printed upright); every paper from A5 up (Letter, Legal, A3...) gets pages laid out for its own
    size, and only paper smaller than A5 gets A5's pages shrunk to fit.
    """
    layout = target.pageLayout()
    sheet = layout.fullRect(QPageLayout.Unit.Millimeter)
    sideways = layout.orientation() == QPageLayout.Orientation.Landscape
    width, height = (sheet.height(), sheet.width()) if sideways else (sheet.width(), sheet.height())
    # Legal's pages of its own: Letter's stood at the top of a Legal sheet, its lowest fifth blank (QA).  A5's
    # too: A4's pages shrunk onto it printed the look-up tables and the footers at 5 points (QA).
    fit = min(1.0, width / SMALLEST_PAGE[0], height / SMALLEST_PAGE[1])
    plan = plan_booklet(booklet, (width, height) if fit >= 1.0 else SMALLEST_PAGE)
    order = pages_to_draw(target, len(booklet_pages(booklet, plan)))  # the print dialog's pages and copies
    painter = QPainter()
    if not painter.begin(target):
        return
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        scale = target.logicalDpiX() / 25.4  # the renderer draws in millimetres
        painter.scale(scale, scale)
        if sideways:
            painter.translate(sheet.width(), 0)
            painter.rotate(90)
        painter.scale(fit, fit)
        render_booklet(painter, target, booklet, plan, order)
    finally:
        painter.end()


def booklet_pages(booklet: Booklet, plan: BookletPlan) -> list[Callable[[Canvas], None]]:
    """One drawing a page: the title page, the look-up tables, then the solutions."""
    pages: list[Callable[[Canvas], None]] = [lambda canvas: _title_page(canvas, booklet, plan, 1)]
    ports = list(booklet.board.ports)
    for start in range(0, len(ports), plan.ports_per_page):
        chunk = ports[start : start + plan.ports_per_page]
        if len(chunk) == 1:
            heading = QCoreApplication.translate("Printing", "Look-up table · port {first}")
        else:
            heading = QCoreApplication.translate("Printing", "Look-up tables · ports {first}–{last}")
        title = filled(heading, first=chunk[0], last=chunk[-1])
        pages.append(partial(_table_sheet, booklet=booklet, plan=plan, page=len(pages) + 1, title=title, ports=chunk))
    numbers = list(range(1, len(booklet) + 1))
    for start in range(0, len(numbers), plan.games_per_page):
        games = numbers[start : start + plan.games_per_page]
        if len(games) == 1:
            heading = QCoreApplication.translate("Printing", "Game solution · game {first}")
        else:
            heading = QCoreApplication.translate("Printing", "Game solutions · games {first}–{last}")
        title = filled(heading, first=games[0], last=games[-1])
        pages.append(
            partial(_solution_sheet, booklet=booklet, plan=plan, page=len(pages) + 1, title=title, games=games)
        )
    return pages


def _table_sheet(
    canvas: Canvas, *, booklet: Booklet, plan: BookletPlan, page: int, title: str, ports: list[int]
) -> None:
    _frame(canvas, booklet, plan, page, title)
    _lookup_page(canvas, booklet, plan, ports)


def _solution_sheet(
    canvas: Canvas, *, booklet: Booklet, plan: BookletPlan, page: int, title: str, games: list[int]
) -> None:
    _frame(canvas, booklet, plan, page, title)
    _solutions_page(canvas, booklet, plan, games)


HEADING_GAP = 5.0
"""Millimetres kept free between "solitaire" and a page's heading in the title band."""


def _frame(canvas: Canvas, booklet: Booklet, plan: BookletPlan, page: int, heading: str) -> None:
    width, height = plan.size
    band = Rect(MARGIN, MARGIN, width - 2 * MARGIN, TITLE_BAND)
    brand = QCoreApplication.translate("Printing", "BLACK BOX")
    solitaire = QCoreApplication.translate("Printing", "solitaire")
    brand_pt, solitaire_pt, heading_pt = pt(5.0), pt(3.2), pt(2.6)
    # On narrow paper (A5) the whole band's type shrinks alike, so that "solitaire" and the page's heading never
    # meet (QA: "Look-up tables · ports 57–60" ran over "solitaire").
    need = (
        canvas.text_width(brand, brand_pt, QFont.Weight.Bold, 112)
        + 4
        + canvas.text_width(solitaire, solitaire_pt)
        + HEADING_GAP
        + canvas.text_width(heading, heading_pt, QFont.Weight.DemiBold)
    )
    shrink = min(1.0, band.width / need)
    brand_pt, solitaire_pt, heading_pt = brand_pt * shrink, solitaire_pt * shrink, heading_pt * shrink
    canvas.text(band, brand, brand_pt, INK, LEFT, QFont.Weight.Bold, 112)
    left = band.x + canvas.text_width(brand, brand_pt, QFont.Weight.Bold, 112) + 4 * shrink
    canvas.text(Rect(left, band.y + 1, 90, band.height), solitaire, solitaire_pt, ACCENT, LEFT, italic=True)
    canvas.text(band, heading, heading_pt, INK, RIGHT, QFont.Weight.DemiBold)
    canvas.line((band.x, band.bottom + 1), (band.right, band.bottom + 1), INK, 0.5)
    footer = Rect(MARGIN, height - MARGIN - FOOTER_BAND, width - 2 * MARGIN, FOOTER_BAND)
    canvas.line((footer.x, footer.y), (footer.right, footer.y), RULE, 0.2)
    where = filled(
        QCoreApplication.translate("Printing", "Black Box Desktop · page {page} of {pages}"),
        page=page,
        pages=plan.pages,
    )
    # The seed is the player's own word and may be long: it is cut short, never run into the page number.
    room = footer.width - canvas.text_width(where, pt(1.9)) - 6
    about = footer_about(booklet, lambda text: canvas.text_width(text, pt(1.9)) <= room)
    canvas.text(Rect(footer.x, footer.y + 1, footer.width, footer.height - 1), about, pt(1.9), SOFT_INK, LEFT)
    canvas.text(Rect(footer.x, footer.y + 1, footer.width, footer.height - 1), where, pt(1.9), SOFT_INK, RIGHT)


def footer_about(booklet: Booklet, fits: Callable[[str], bool]) -> str:
    """The left footer, e.g. "square 8×8 · 80 games · booklet 1978", its seed cut short until it ``fits``."""
    if len(booklet) == 1:
        template = QCoreApplication.translate("Printing", "{board} · 1 game · booklet {seed}")
    else:
        template = QCoreApplication.translate("Printing", "{board} · {games} games · booklet {seed}")
    seed = booklet.seed
    about = filled(template, board=board_words(booklet.board), games=len(booklet), seed=seed)
    keep = len(seed)
    while not fits(about) and keep > 1:
        keep = min(keep - 1, 40)
        about = filled(template, board=board_words(booklet.board), games=len(booklet), seed=seed[:keep] + "…")
    return about


def _title_page(canvas: Canvas, booklet: Booklet, plan: BookletPlan, page: int) -> None:
    _frame(canvas, booklet, plan, page, QCoreApplication.translate("Printing", "How to play alone"))
    body = _body(plan.size)
    board = booklet.board
    if len(booklet) == 1:
        title = QCoreApplication.translate("Printing", "1 game for one player")
    else:
        title = filled(QCoreApplication.translate("Printing", "{games} games for one player"), games=len(booklet))
    canvas.text(Rect(body.x, body.y, body.width, 12), title, pt(5.2), INK, LEFT, QFont.Weight.Bold)
    subtitle = filled(
        QCoreApplication.translate("Printing", "on the {board} board · {atoms}"),
        board=board_words(booklet.board),
        atoms=atoms_sentence(booklet),
    )
    # On two lines if need be: in French on A5 "sur le plateau carré 8×8 · Les parties 1–70 cachent 4 atomes…"
    # ran off the page.  The board on the first, how many atoms the games hide on the second: wrapped where the
    # words ran out, the French hex booklet's sentence left "6." alone on a line.
    if canvas.text_width(subtitle, pt(2.6)) > body.width:
        subtitle = subtitle.replace(" · ", "\n", 1)
    below = max(7.0, canvas.text_height(subtitle, pt(2.6), body.width) + 1.0)
    canvas.text(
        Rect(body.x, body.y + 11, body.width, below), subtitle, pt(2.6), SOFT_INK, LEFT | Qt.TextFlag.TextWordWrap
    )
    steps = [
        QCoreApplication.translate("Printing", "Choose one of the numbered games. Do not look at its solution."),
        QCoreApplication.translate(
            "Printing", "Pick a port and fire a ray: turn to the look-up table headed with that port's number."
        ),
        QCoreApplication.translate(
            "Printing",
            "Find your game's number in the table. Beside it is what the ray did: H, it was absorbed "
            "(a hit); R, it was reflected; a number, it came out at that port.",
        ),
        QCoreApplication.translate(
            "Printing", "Lay your markers: one at the port for H or R, a matching pair at both ends for an exit."
        ),
        QCoreApplication.translate(
            "Printing", "Go on firing rays and placing balls until you are satisfied that you have found every atom."
        ),
        QCoreApplication.translate(
            "Printing",
            "Turn to the solutions, find your game and compare. Score one point per marker and five "
            "for every atom with no ball on it. Lower is better.",
        ),
    ]
    # Each paragraph as tall as its lines: on a narrow page (A5) a step takes three lines, not two.
    words = max(NARROW_TYPE, min(1.0, body.width / FULL_WIDTH))
    step_pt, norm_pt = pt(2.5 * words), pt(2.3 * words)
    y = body.y + 17 + below
    for index, step in enumerate(steps, start=1):
        height = max(12.0 if words == 1.0 else 7.5, canvas.text_height(step, step_pt, body.width - 10) + 1.0)
        wrap = canvas.widow_free_width(step, step_pt, body.width - 10)  # no word left alone on the last line
        canvas.circle((body.x + 3.2, y + 3.2), 3.0, INK, 0.3, INK)
        canvas.text(
            Rect(body.x + 0.2, y + 0.2, 6, 6), str(index), pt(2.3), QColor("#ffffff"), CENTRE, QFont.Weight.Bold
        )
        canvas.text(
            Rect(body.x + 10, y, wrap, height),
            step,
            step_pt,
            INK,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
        )
        y += height + 0.5
    y += 2
    norm = QCoreApplication.translate(
        "Printing",
        "The NORM beside each solution is the number of markers the computer experimenter used on that game: "
        "it weighs the cost of every further ray against the risk of a wrong guess, as a good player does. "
        "Beat the NORM, or match it without a misplaced atom, and you have played well.",
    )
    # Italic runs a little wider than the upright letters the height is measured in.
    box = max(16.0, canvas.text_height(norm, norm_pt * 1.04, body.width - 8) + 1.0)
    wrap = canvas.widow_free_width(norm, norm_pt, body.width - 8, italic=True)
    canvas.rect(Rect(body.x, y, body.width, box + 4), RULE, 0.25, QColor("#f6f8fa"), 2)
    canvas.text(
        Rect(body.x + 4, y + 2, wrap, box),
        norm,
        norm_pt,
        INK,
        Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap,
        italic=True,
    )
    y += box + 10
    size = min(body.width, body.bottom - y)
    draw_diagram(canvas, Rect(body.x + (body.width - size) / 2, y, size, size), board, None)


def atoms_sentence(booklet: Booklet) -> str:
    """How many atoms the games hide: "Every game hides 4 atoms." or "Games 1–21 hide 4 atoms; games 22–24 hide 5."."""
    counts = sorted({game.atom_count for game in booklet.games})
    first_harder = next((g.number for g in booklet.games if g.atom_count != counts[0]), None)
    if first_harder is None:
        if len(booklet) == 1:
            return filled(QCoreApplication.translate("Printing", "The game hides {atoms} atoms."), atoms=counts[0])
        return filled(QCoreApplication.translate("Printing", "Every game hides {atoms} atoms."), atoms=counts[0])
    one_easier, one_harder = first_harder == 2, first_harder == len(booklet)
    if one_easier and one_harder:
        template = QCoreApplication.translate("Printing", "Game 1 hides {atoms} atoms; game {last} hides {more}.")
    elif one_easier:
        template = QCoreApplication.translate(
            "Printing", "Game 1 hides {atoms} atoms; games {first}–{last} hide {more}."
        )
    elif one_harder:
        template = QCoreApplication.translate(
            "Printing", "Games 1–{before} hide {atoms} atoms; game {last} hides {more}."
        )
    else:
        template = QCoreApplication.translate(
            "Printing", "Games 1–{before} hide {atoms} atoms; games {first}–{last} hide {more}."
        )
    return filled(
        template, atoms=counts[0], more=counts[-1], before=first_harder - 1, first=first_harder, last=len(booklet)
    )


def _lookup_page(canvas: Canvas, booklet: Booklet, plan: BookletPlan, ports: list[int]) -> None:
    body = _body(plan.size)
    width = _table_width(body, plan.tables_across)
    height = _table_height(len(booklet), plan.entry_rows)
    per_column = plan.ports_per_page // plan.tables_across
    caption = _caption(canvas, booklet, width)
    for index, port in enumerate(ports):
        column, row = divmod(index, per_column)
        box = Rect(body.x + column * (width + TABLE_GAP), body.y + row * (height + TABLE_GAP), width, height)
        _lookup_table(canvas, booklet, port, box, plan.entry_rows, caption)


PORT_PT = pt(2.9)
CAPTION_PT = pt(1.8)
"""Sizes of a look-up table's heading "Port 12" and of its caption "game → answer"."""


def _caption(canvas: Canvas, booklet: Booklet, width: float) -> str:
    """The caption of the booklet's look-up tables ``width`` mm wide, or "" when it would touch the heading of
    the port with the most digits: it is left off every table alike (QA: four tables across, "Port 13" ran
    into the French "partie → réponse")."""
    caption = QCoreApplication.translate("Printing", "game → answer")
    widest = filled(QCoreApplication.translate("Printing", "Port {port}"), port=booklet.board.port_count)
    need = 3 + canvas.text_width(widest, PORT_PT, QFont.Weight.Bold) + 3 + canvas.text_width(caption, CAPTION_PT) + 3
    return caption if need <= width else ""


def _lookup_table(canvas: Canvas, booklet: Booklet, port: int, box: Rect, entry_rows: int, caption: str) -> None:
    canvas.rect(box, RULE, 0.25, None, 1.5)
    header = Rect(box.x, box.y, box.width, TABLE_HEADER - 1.5)
    canvas.rect(header, INK, 0, INK, 1.5)
    canvas.text(
        Rect(header.x + 3, header.y, header.width - 6, header.height),
        filled(QCoreApplication.translate("Printing", "Port {port}"), port=port),
        PORT_PT,
        QColor("#ffffff"),
        LEFT,
        QFont.Weight.Bold,
    )
    if caption:
        canvas.text(
            Rect(header.x, header.y, header.width - 3, header.height), caption, CAPTION_PT, QColor("#c9d1d9"), RIGHT
        )
    answers = booklet.lookup(port)
    columns = -(-len(answers) // entry_rows)
    cell_width = (box.width - 2) / max(columns, 1)
    need_number, gap, need_answer = _cell_widths(len(answers), booklet.board.port_count)
    # A wider cell than needed shares its room out as the Parker tables did (the number a little under half).
    number_width = max(need_number, min(cell_width * 0.46, cell_width - gap - need_answer))
    answer_width = cell_width - number_width - gap
    top = box.y + TABLE_HEADER
    for index, outcome in enumerate(answers):
        column, row = divmod(index, entry_rows)
        x = box.x + 1 + column * cell_width
        y = top + row * ROW_HEIGHT
        if column:
            canvas.line((x, top - 0.3), (x, top + min(len(answers), entry_rows) * ROW_HEIGHT), RULE, 0.15)
        tint = (
            HIT_TINT
            if outcome.kind is OutcomeKind.ABSORBED
            else REFLECT_TINT
            if outcome.kind is OutcomeKind.REFLECTED
            else None
        )
        answer_box = Rect(x + number_width + gap - 0.3, y, answer_width - 0.3, ROW_HEIGHT)
        if tint is not None:
            canvas.rect(Rect(answer_box.x, y + 0.35, answer_box.width, ROW_HEIGHT - 0.7), RULE, 0, tint, 0.8)
        canvas.text(Rect(x, y, number_width, ROW_HEIGHT), str(index + 1), pt(NUMBER_PT), SOFT_INK, RIGHT)
        canvas.text(
            answer_box,
            str(outcome),
            pt(ANSWER_PT),
            INK,
            CENTRE,
            QFont.Weight.Bold if outcome.kind is not OutcomeKind.EXIT else QFont.Weight.DemiBold,
        )
        if row == entry_rows - 1 or index == len(answers) - 1:
            continue
        canvas.line(
            (x + 0.8, y + ROW_HEIGHT), (x + cell_width - 0.8, y + ROW_HEIGHT), FAINT if row % 5 == 4 else RULE, 0.1
        )


TITLE_GAP = 2.5
"""Millimetres at least between a solution's "Game 12" and its "NORM 9"."""


def _solutions_page(canvas: Canvas, booklet: Booklet, plan: BookletPlan, numbers: list[int]) -> None:
    body = _body(plan.size)
    gap = SOLUTION_GAP
    width, height = _solution_card(body, plan.solution_columns, plan.solution_rows)
    board = booklet.board
    for index, number in enumerate(numbers):
        row, column = divmod(index, plan.solution_columns)
        card = Rect(body.x + column * (width + gap), body.y + row * (height + gap), width, height)
        entry = booklet.entry(number)
        canvas.rect(card, RULE, 0.25, None, 1.5)
        label = Rect(card.x + 2, card.y + 1, card.width - 4, 5.5)
        game_label = filled(QCoreApplication.translate("Printing", "Game {number}"), number=number)
        if entry.norm is None:
            norm = QCoreApplication.translate("Printing", "NORM —")
        else:
            norm = filled(QCoreApplication.translate("Printing", "NORM {norm}"), norm=entry.norm)
        # Both on one line with room between them, smaller if need be: in French "Partie 102" ran into
        # "NORME 12" past game 99.
        game_pt, norm_pt = pt(2.6), pt(2.4)
        need = (
            canvas.text_width(game_label, game_pt, QFont.Weight.Bold)
            + canvas.text_width(norm, norm_pt, QFont.Weight.Bold)
            + TITLE_GAP
        )
        if need > label.width:
            game_pt, norm_pt = game_pt * label.width / need, norm_pt * label.width / need
        canvas.text(label, game_label, game_pt, INK, LEFT, QFont.Weight.Bold)
        canvas.text(label, norm, norm_pt, ACCENT, RIGHT, QFont.Weight.Bold)
        names = " ".join(board.names(entry.atoms))
        canvas.text(Rect(card.x + 2, card.bottom - 5.5, card.width - 4, 4.5), names, pt(1.9), SOFT_INK, CENTRE)
        across, down = SOLUTION_CARD_FRAME
        area = Rect(card.x + 1, label.bottom + 0.5, card.width - across, card.height - down)
        draw_diagram(canvas, area, board, DiagramFill("setter", atoms=entry.atoms))


# -- the file --------------------------------------------------------------------------------


def write_booklet_pdf(path: str | Path, booklet: Booklet, paper: str = "a4") -> int:
    """Write the booklet as a vector PDF; return the number of pages.

    Needs a ``QGuiApplication`` (for fonts).  The file is replaced in one
    step once the whole PDF is drawn: a path that cannot be written (a
    missing folder, a full disk) raises :class:`BookletPdfError`, leaves any
    file already there as it was, and leaves nothing else behind.
    """
    plan = plan_booklet(booklet, paper)

    def draw(writer: QPdfWriter) -> int:
        writer.setResolution(PDF_RESOLUTION)
        upright = QPageLayout.Orientation.Portrait
        writer.setPageLayout(QPageLayout(page_size(paper), upright, QMarginsF(0, 0, 0, 0), QPageLayout.Unit.Millimeter))
        writer.setTitle(QCoreApplication.translate("Printing", "Black Box solitaire booklet"))
        painter = QPainter()
        if not painter.begin(writer):
            raise BookletPdfError("The booklet file could not be opened for drawing.")
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing, True)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
            scale = writer.logicalDpiX() / 25.4
            painter.scale(scale, scale)
            render_booklet(painter, writer, booklet, plan)
        except BaseException:
            painter.end()
            raise
        if not painter.end():
            raise BookletPdfError("The booklet file could not be finished.")
        return plan.pages

    return write_pdf(path, BookletPdfError, draw)
