"""The notepad diagram sheet: vector drawing in millimetres on any paged device.

The same renderer feeds a PDF file (``QPdfWriter``) and a real printer
(``QPrinter`` from the print dialog).  It is not a screen grab: every line is
a path, every number is text.  This file draws the sheet itself (terms as in
:mod:`.layout`): on each page the title band and the footer, on each card the
header with its Player, Round and Date blanks, the board diagram
(:mod:`.diagram`), the score boxes and the ruled notes.  The first card may be
filled in from a game (:mod:`.diagram_fill`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QMarginsF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPagedPaintDevice, QPageLayout, QPainter, QPdfWriter

from ..model.board import Board, parse_board
from ..model.game import Game
from ..model.scoring import Scoring, points_text
from .canvas import ACCENT, FAINT, GRID, INK, PAPER, RULE, SOFT_INK, Canvas, pt
from .diagram import diagram_shape, draw_diagram
from .diagram_fill import DiagramFill, fill_from_game
from .layout import (
    ROW_A_FIELD_HEIGHT,
    TWO_LINE_HEADER_HEIGHT,
    CardLayout,
    FinePrint,
    NotepadError,
    NotepadOptions,
    PageLayout,
    Rect,
    plan_sheet,
)
from .page_choice import pages_to_draw
from .paper import page_size
from .pdf_file import PDF_RESOLUTION, write_pdf
from .wording import board_words, filled

DEFAULT_BOARDS = {"ortho": "ortho-8x8", "hex": "hex-5"}


# -- which board on which card -------------------------------------------------------------


@dataclass(frozen=True)
class _Card:
    layout: CardLayout
    board: Board
    fill: DiagramFill | None


def _board_for(kind: str, game: Game | None) -> Board:
    """The board of a card of this side: the game's if it is on this side, else the default one."""
    return game.board if game is not None and game.board.kind == kind else parse_board(DEFAULT_BOARDS[kind])


def sheet_plan(
    options: NotepadOptions, size: tuple[float, float], game: Game | None = None, fill: DiagramFill | None = None
) -> tuple[PageLayout, ...]:
    """The pages of the sheet, laid out for the boards that will be drawn on them (so that a long,
    low board gets a long, low diagram, and "as many as fit" keeps its cells legible), and for the words of
    its fine print in the interface language.  ``fill``: the first card's, if already made from ``game``."""
    shapes = {kind: diagram_shape(_board_for(kind, game), False) for kind in DEFAULT_BOARDS}
    first = game.board.kind if game is not None else None
    first_shape = diagram_shape(game.board, True) if game is not None else None
    if game is not None and fill is None:
        fill = fill_from_game(game, options.copy, options.written)
    tags = [_tag(_board_for(kind, game)) for kind in DEFAULT_BOARDS]
    blank = fine_print(tags=tags)
    first_fine = fine_print(fill.label, fill.written, tags) if fill is not None else None
    return plan_sheet(options, size, first, shapes, first_shape, blank, first_fine)


FINE_PRINT_PT = 6.0
"""The smallest size of the sheet's fine print, in points: the score boxes' labels, which copy a card is, the
header's words.  They are set larger and shrink to fit their room, never under this; the layout gives them room
enough (:func:`fine_print`)."""
SCORE_LABEL_PT = pt(1.75)
COPY_LABEL_PT = pt(1.7)
LABEL_PADDING = 2.2
"""Millimetres of a score box that its label leaves free, left and right together: the 2 mm around the label
(:func:`_label_box`) and 0.2 to spare."""


def fine_print(label: str = "", written: tuple[str, str, str] = ("", "", ""), tags: Sequence[str] = ()) -> FinePrint:
    """The room the fine print takes, measured in the interface language and the font the sheet is set in:
    the narrowest score box whose every label's every word is whole at :data:`FINE_PRINT_PT`, whatever the
    scoring (a rate, "−5", may go on a line of its own: :func:`_figure_kept_with_sign`); the copy's ``label``
    ("" on a blank card) on one line; the narrowest two-line header that holds Player, Round and Date with what is
    ``written`` on them and the widest of the boards' ``tags``."""
    image = QImage(1, 1, QImage.Format.Format_ARGB32)
    dots_per_metre = round(PDF_RESOLUTION / 0.0254)  # the PDF's grid: the widths the sheet will have
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    painter = QPainter(image)
    try:
        canvas = Canvas(painter)
        widest = max(_widest_word(canvas, score_labels(scoring), FINE_PRINT_PT, False) for scoring in Scoring)
        fields = [(word, value) for (word, _share), value in zip(_header_fields(), written, strict=True)]
        player, round_and_date = fields[:1], fields[1:]
        tag_width = max((_tag_width(canvas, tag) for tag in tags), default=0.0)
        return FinePrint(
            box_width=widest + LABEL_PADDING,
            label_width=canvas.text_width(label, COPY_LABEL_PT) if label else 0.0,
            line_height=canvas.text_height("M", COPY_LABEL_PT, 100.0),
            header_width=max(
                _fields_width(canvas, player, FINE_PRINT_PT) + TAG_GAP_BESIDE_PLAYER + tag_width,
                _fields_width(canvas, round_and_date, FINE_PRINT_PT),
            )
            + 0.2,
        )
    finally:
        painter.end()


def _cards_for(page: PageLayout, game: Game | None, fill: DiagramFill | None) -> list[_Card]:
    cards = []
    for index, (layout, kind) in enumerate(zip(page.cards, page.kinds, strict=True)):
        board = _board_for(kind, game)
        first = page.number == 1 and index == 0
        cards.append(_Card(layout, board, fill if first else None))
    return cards


# -- the page ---------------------------------------------------------------------------


def render_notepad(device: QPagedPaintDevice, options: NotepadOptions, game: Game | None = None) -> int:
    """Paint the whole sheet on ``device`` (a PDF writer or a printer); return the page count.

    The paper is the device's own (a printer dialog may have changed it),
    so ``options.paper`` and ``options.orientation`` only matter when the
    caller sets up the device from them, as :func:`write_notepad_pdf` does.
    """
    fill = fill_from_game(game, options.copy, options.written) if game is not None else None
    page_layout = device.pageLayout()
    full = page_layout.fullRect(QPageLayout.Unit.Millimeter)
    paint = page_layout.paintRect(QPageLayout.Unit.Millimeter)
    pages = sheet_plan(options, (full.width(), full.height()), game, fill)
    return _paint_pages(device, pages, full, paint, game, fill)


def _paint_pages(
    device: QPagedPaintDevice,
    pages: tuple[PageLayout, ...],
    full: QRectF,
    paint: QRectF,
    game: Game | None,
    fill: DiagramFill | None,
) -> int:
    order = pages_to_draw(device, len(pages))  # before the painter begins: a refused range prints no sheet
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
        canvas = Canvas(painter)
        for index, number in enumerate(order):
            page = pages[number - 1]
            if index > 0 and not device.newPage():
                raise NotepadError("The printer refused to start a new page.")
            cards = _cards_for(page, game, fill)
            # Each page names the boards it holds: one diagram a page puts the square and the hexagon apart.
            held = sorted({card.board for card in cards}, key=lambda b: (b.kind != "ortho", b.spec))
            boards = [board_words(board) for board in held]
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


def _draw_page(
    canvas: Canvas, page: PageLayout, page_count: int, cards: list[_Card], boards: list[str], game: Game | None
) -> None:
    scoring = game.rules.scoring if game else Scoring.FRANJOS
    _draw_title(canvas, page.title, boards, game)
    _draw_footer(canvas, page.footer, page.number, page_count, scoring)
    for card in cards:
        _draw_card(canvas, card, scoring)


def _draw_title(canvas: Canvas, title: Rect, boards: list[str], game: Game | None) -> None:
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
    brand_pt, notepad_pt, small_pt = pt(6.2), pt(3.6), pt(2.1)
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


SCORING_RULES = {
    Scoring.FRANJOS: QT_TRANSLATE_NOOP(
        "Printing", "Score: markers + 5 for each misplaced atom − 5 for each setter error. Lower is better."
    ),
    Scoring.PARKER: QT_TRANSLATE_NOOP(
        "Printing",
        "Score: markers + 5 for each ball misplaced by your own fault − 5 for each wrong answer of the "
        "setter. Lower is better.",
    ),
    Scoring.PER_RAY: QT_TRANSLATE_NOOP(
        "Printing",
        "Score: 1 for each ray absorbed or reflected, 2 for each other ray, + 5 for each misplaced "
        "atom. Lower is better.",
    ),
}
"""The footer's rule, as RULES.md §4 counts each scoring (a blank sheet gives Franjos')."""


def _draw_footer(canvas: Canvas, footer: Rect, page: int, page_count: int, scoring: Scoring) -> None:
    """The scoring rule at the left, the page number at the right; the rule shrinks or wraps to keep clear.

    The rule is the one the sheet's scores count (QA: a Parker or per-ray record said Franjos' rule)."""
    canvas.line((footer.x, footer.y), (footer.right, footer.y), RULE, 0.2)
    where = filled(
        QCoreApplication.translate("Printing", "Black Box Desktop · page {page} of {pages}"),
        page=page,
        pages=page_count,
    )
    rule_text = QCoreApplication.translate("Printing", str(SCORING_RULES[scoring]))  # stubs: NOOP gives object
    # A sign never ends a line without its figure (QA: the French Parker rule on A5 read "par votre faute −" over
    # "5 par erreur d’annonce").
    rule_text = rule_text.replace("+ ", "+\u00a0").replace("− ", "−\u00a0")
    size = pt(1.9)
    box = Rect(footer.x, footer.y + 1, footer.width, footer.height - 1)
    room = Rect(box.x, box.y, box.width - canvas.text_width(where, size) - FOOTER_GAP, box.height)
    rule_size, wrap = canvas.fitting_size(rule_text, size, room)
    flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
    if wrap:
        # Not a word alone on the second line (QA: Parker's rule on A4 ended "Lower is / better.").
        room = Rect(room.x, room.y, canvas.widow_free_width(rule_text, rule_size, room.width), room.height)
    canvas.text(room, rule_text, rule_size, SOFT_INK, flags | Qt.TextFlag.TextWordWrap if wrap else flags)
    canvas.text(box, where, size, SOFT_INK, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


def _draw_card(canvas: Canvas, card: _Card, scoring: Scoring = Scoring.FRANJOS) -> None:
    layout = card.layout
    canvas.rect(layout.frame, RULE, 0.25, None, 2.0)
    _draw_header(canvas, layout.header, card)
    draw_diagram(canvas, layout.diagram, card.board, card.fill)
    _draw_scores(canvas, layout, card.fill, scoring)
    notes = layout.notes
    if card.fill is not None and card.fill.label:
        # The notes start under the copy's label, should it take a line more than the layout thought.
        below = _draw_copy_label(canvas, layout, card.fill.label) + 1
        if below > notes.y:
            notes = Rect(notes.x, below, notes.width, notes.bottom - below)
    _draw_notes(canvas, notes)


HEADER_PT = pt(2.2)
"""The size of the header's words (Player, Round, Date) and of the board's tag."""
BLANK_MM = 5.0
"""The shortest blank line after Player, Round and Date on a card's header, in millimetres."""
HEADER_GAP = 2.5
"""Space between one field's blank and the next word, in millimetres."""
TAG_GAP_BESIDE_PLAYER = 1.6
"""Space between Player's blank and the board's tag on a narrow card's first header line, in millimetres."""


def _header_fields() -> tuple[tuple[str, float], tuple[str, float], tuple[str, float]]:
    """``(word, share of the free width)`` for Player, Round and Date: Player's blank is the longest."""
    return (
        (QCoreApplication.translate("Printing", "Player"), 0.46),
        (QCoreApplication.translate("Printing", "Round"), 0.2),
        (QCoreApplication.translate("Printing", "Date"), 0.34),
    )


def _draw_header(canvas: Canvas, header: Rect, card: _Card) -> None:
    """Player, Round and Date with blanks to write on, and the board's tag at the right.

    A narrow card (layout's two-line header) gives Player a line of its own
    beside the tag, and Round and Date the whole second line; a very narrow
    one (:data:`~.layout.ROW_A_FIELD_HEIGHT`) the tag a line of its own, and
    each field a whole line under it.
    """
    label_pt = HEADER_PT
    tag = _tag(card.board)
    tag_width = _tag_width(canvas, tag)
    written = card.fill.written if card.fill is not None else ("", "", "")
    player, round_, date = (
        (word, share, value) for (word, share), value in zip(_header_fields(), written, strict=True)
    )
    tag_width = min(tag_width, header.width)
    if header.height >= ROW_A_FIELD_HEIGHT - 0.01:
        row_height = header.height / 4
        tag_row = Rect(header.x, header.y, header.width, row_height)
        for index, field in enumerate((player, round_, date), start=1):
            row = Rect(header.x, header.y + index * row_height, header.width, row_height)
            _draw_fields(canvas, row, [field], label_pt)
    elif header.height >= TWO_LINE_HEADER_HEIGHT - 0.01:
        first = Rect(header.x, header.y, header.width, header.height / 2)
        second = Rect(header.x, first.bottom, header.width, header.height / 2)
        # Player alone beside the tag: its blank may come closer to the tag, so that a name is written whole at
        # six points on six 26×2 cards a page (it shrank to four points before).
        player_row = Rect(first.x, first.y, first.width - tag_width - TAG_GAP_BESIDE_PLAYER, first.height)
        _draw_fields(canvas, player_row, [player], label_pt)
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


def _tag(board: Board) -> str:
    """The board's tag at the right of a card's header: "8×8", "hex 5"."""
    if board.kind == "ortho":
        return board.title
    return QCoreApplication.translate("Printing", "hex {side}").replace("{side}", board.spec[4:])


def _tag_width(canvas: Canvas, tag: str) -> float:
    return canvas.text_width(tag, HEADER_PT, QFont.Weight.Bold) + 4


def _field_widths(canvas: Canvas, fields: Sequence[tuple[str, str]], size: float) -> tuple[list[float], list[float]]:
    """The widths of the words (Player, Round, Date) of a header's row at ``size``, and of the blanks they
    need: :data:`BLANK_MM`, or longer to hold what is written on them."""
    words = [canvas.text_width(word, size) + 0.8 for word, _value in fields]
    needs = [max(BLANK_MM, canvas.text_width(value, size) + 1.2 if value else 0.0) for _word, value in fields]
    return words, needs


def _fields_width(canvas: Canvas, fields: Sequence[tuple[str, str]], size: float) -> float:
    """The narrowest row that holds these fields at ``size``."""
    words, needs = _field_widths(canvas, fields, size)
    return sum(words) + sum(needs) + HEADER_GAP * (len(fields) - 1)


def _draw_fields(canvas: Canvas, row: Rect, fields: list[tuple[str, float, str]], label_pt: float) -> None:
    """Words with a blank line after each, sharing out the row's width, and what is written on each blank,
    if anything.

    Each blank is at least :data:`BLANK_MM` long and at least as long as what is written on it; when the
    row is too narrow for that, words and writing shrink alike (to :data:`FINE_PRINT_PT` at most, and only then
    is the writing cut short).  Nothing runs past the row (QA: on a narrow card the Date blank ran past the
    card's edge, and the date written on it was cut to "1…")."""
    gaps = HEADER_GAP * (len(fields) - 1)
    pairs = [(word, value) for word, _share, value in fields]
    factors = [1.0 - 0.05 * step for step in range(11)]
    for factor in [factor for factor in factors if label_pt * factor >= FINE_PRINT_PT] or [1.0]:
        words, needs = _field_widths(canvas, pairs, label_pt * factor)
        if sum(words) + gaps + sum(needs) <= row.width:
            break
    label_pt *= factor
    free = max(0.0, row.width - sum(words) - gaps)
    shares = sum(share for _word, share, _value in fields)
    blanks = [max(need, free * share / shares) for (_word, share, _value), need in zip(fields, needs, strict=True)]
    if sum(blanks) > free:
        # Each blank what it needs, and what is left shared out as usual (or, short of room, all cut alike).
        spare = free - sum(needs)
        blanks = (
            [need + spare * share / shares for (_word, share, _value), need in zip(fields, needs, strict=True)]
            if spare >= 0
            else [need * free / sum(needs) for need in needs]
        )
    base = row.bottom - 1.2
    x = row.x
    for (word, _share, value), word_width, blank in zip(fields, words, blanks, strict=True):
        canvas.text(
            Rect(x, row.y, word_width + 1, row.height - 1),
            word,
            label_pt,
            SOFT_INK,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
        )
        canvas.line((x + word_width, base), (x + word_width + blank, base), FAINT, 0.2)
        if value:
            canvas.text(
                Rect(x + word_width + 0.6, row.y, blank - 0.6, row.height - 1.3),
                canvas.elided(value, label_pt, blank - 0.6),
                label_pt,
                INK,
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom,
            )
        x += word_width + blank + HEADER_GAP


# -- score boxes and notes -----------------------------------------------------------------


def score_labels(scoring: Scoring = Scoring.FRANJOS) -> list[str]:
    """The four score boxes of a card not yet scored, in the interface language: the first counts what
    ``scoring`` charges for the rays (the footer's rule), markers or the rays' cost."""
    return [
        _score_label("Ray cost" if scoring is Scoring.PER_RAY else "Markers"),
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


def _figure_kept_with_sign(label: str, rate_kept_with_words: bool = True) -> str:
    """``label`` with "× 5" and "−5" unbreakable: in a narrow box "Misplaced ×" ended one line and "5" began
    the next.

    A rate such as "−5" is also kept on the line of the word before it, unless ``rate_kept_with_words`` is
    false: a box too narrow for the French "d’annonce −5" on one line puts "−5" on a line of its own, rather
    than the card having its boxes fewer across (and the French page a card fewer than the English one).

    >>> _figure_kept_with_sign("Misplaced × 5") == "Misplaced ×\u00a05"
    True
    >>> _figure_kept_with_sign("Setter errors −5") == "Setter errors\u00a0−5"
    True
    >>> _figure_kept_with_sign("Erreurs d’annonce −5", False).split(" ")
    ['Erreurs', 'd’annonce', '−5']
    """
    label = label.replace("× ", "×\u00a0")
    return label.replace(" −", "\u00a0−") if rate_kept_with_words else label


def _draw_scores(
    canvas: Canvas, layout: CardLayout, fill: DiagramFill | None, scoring: Scoring = Scoring.FRANJOS
) -> None:
    area = layout.scores
    columns = layout.score_columns
    rows = 4 // columns
    gap = 3.0 if columns > 1 else 2.0
    width = (area.width - gap * (columns - 1)) / columns
    height = (area.height - gap * (rows - 1)) / rows
    values: list[str] = ["", "", "", ""]
    # QA: a per-ray game's sheet said "Markers" in the first box of its cards under a footer that counts the rays.
    labels = score_labels(scoring)
    if fill is not None and fill.scores:
        labels[0] = _score_label(fill.scores[0][0])
        values = [points_text(points) for _, points in fill.scores]
    label_pt = SCORE_LABEL_PT
    # Every word of every label whole in its box: the type shrinks (never cut: "Mark" for "Markers"), down to
    # the fine print's size, which the layout's boxes are wide enough for.
    longest = _widest_word(canvas, labels, label_pt)
    label_pt = max(FINE_PRINT_PT, label_pt * min(1.0, (width - LABEL_PADDING) / max(longest, 1e-6)))
    # A rate too wide beside its word even at that size goes on a line of its own ("Erreurs / d’annonce / −5").
    texts = [
        _figure_kept_with_sign(label, _widest_word(canvas, [label], label_pt, True, index) <= width - LABEL_PADDING)
        for index, label in enumerate(labels)
    ]
    figure_top, figure_pt, under = _figure_room(canvas, texts, label_pt, width, height)
    # Under one-line labels a figure stands in the middle of the room below its top; under wrapped ones, on the
    # box's floor (FIGURE_FLOOR), rising into the label's last line only where its letters are not (and not cut
    # at the top of the room it is given).
    figure_align = Qt.AlignmentFlag.AlignRight | (
        Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextDontClip if under else Qt.AlignmentFlag.AlignVCenter
    )
    figure_floor = FIGURE_FLOOR if under else 0.0
    for index, text in enumerate(texts):
        row, col = divmod(index, columns)
        box = Rect(area.x + col * (width + gap), area.y + row * (height + gap), width, height)
        total = index == 3
        canvas.rect(box, INK if total else GRID, 0.45 if total else 0.22, QColor("#f6f8fa") if total else None, 1.2)
        canvas.text(
            _label_box(box),
            text,
            label_pt,
            INK if total else SOFT_INK,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
            _label_weight(index),
        )
        if values[index]:
            canvas.text(
                Rect(box.x, box.y + figure_top, box.width - 2, box.height - figure_top - figure_floor),
                values[index],
                figure_pt,
                INK,
                figure_align,
                QFont.Weight.Bold,
            )


def _draw_copy_label(canvas: Canvas, layout: CardLayout, label: str) -> float:
    """Which copy this is, in small print under the score boxes, wrapped at words to their width (QA: shrunk
    onto one line, it printed at 4.7 points on narrow cards); return where it ends.

    It is as large as the room the layout keeps for it allows, and never under :data:`FINE_PRINT_PT`."""
    area = layout.scores
    top = area.bottom + 0.3
    room = layout.notes.y - 0.7 - top
    flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap
    size = FINE_PRINT_PT
    for step in range(11):
        tried = COPY_LABEL_PT - (COPY_LABEL_PT - FINE_PRINT_PT) * step / 10
        if canvas.text_height(label, tried, area.width, italic=True) <= room:
            size = tried
            break
    height = canvas.text_height(label, size, area.width, italic=True)
    canvas.text(Rect(area.x, top, area.width, height + 1), label, size, ACCENT, flags, italic=True)
    return top + height


def _widest_word(
    canvas: Canvas, labels: list[str], size: float, rate_kept_with_words: bool = True, first: int = 0
) -> float:
    """Millimetres across the widest word of the score boxes' ``labels`` (each in its own weight; the first is
    the ``first`` box), its rate kept with the word before it or not (:func:`_figure_kept_with_sign`)."""
    return max(
        canvas.text_width(word, size, _label_weight(index))
        for index, label in enumerate(labels, start=first)
        for word in _figure_kept_with_sign(label, rate_kept_with_words).split(" ")
    )


def _label_box(box: Rect) -> Rect:
    """Where a score box's label is written: its top left, wrapped to the box's width."""
    return Rect(box.x + 1.2, box.y + 0.8, box.width - 2, box.height - 1.6)


def _label_weight(index: int) -> QFont.Weight:
    return QFont.Weight.DemiBold if index == 3 else QFont.Weight.Normal


FIGURE_SHRINK_LIMIT = 0.6
"""The smallest share of its usual size a score box's figure may shrink to, to keep clear of its label."""
FIGURE_FLOOR = 0.4
"""Millimetres between the bottom of a figure's line and its box's bottom, under a wrapped label (QA: centred in
too little room, the figures under « Erreurs / d’annonce / −5 » or "Setter / errors −5" stood with their feet on
the box's line, "23" touching the Total box's thick frame)."""


def _figure_room(
    canvas: Canvas, texts: list[str], label_pt: float, width: float, height: float
) -> tuple[float, float, bool]:
    """``(top, point size, under)`` of the figures written in the score boxes, the same in all four, ``under``
    true where they stand under the labels; ``texts`` are the boxes' labels as drawn (:func:`_figure_kept_with_sign`).

    Under one-line labels the figures stand 3 mm from the box's top, beside the label.  A label that wraps
    ("Erreurs d'annonce −5", "Setter errors −5" in a narrow box) ran its second line into the figure's
    (QA: "−5" over the "0" on French A4 sheets of four diagrams, and on A5 or Legal in either language): the
    figures then stand under the lowest label, shrunk if need be to keep within the box.
    """
    usual = pt(3.6)
    one_line = canvas.text_height("M", label_pt, width)
    wrap_at = _label_box(Rect(0, 0, width, height)).width
    lowest = max(canvas.text_height(text, label_pt, wrap_at, _label_weight(index)) for index, text in enumerate(texts))
    if lowest <= one_line * 1.2:
        return 3.0, usual, False
    top = 0.8 + lowest
    room = height - top - FIGURE_FLOOR
    line = canvas.text_height("0", usual, width, QFont.Weight.Bold)
    return top, usual * max(FIGURE_SHRINK_LIMIT, min(1.0, room / max(line, 1e-6))), True


def _draw_notes(canvas: Canvas, notes: Rect) -> None:
    from .layout import NOTE_LINE_SPACING

    top = notes.y + 2.5
    if notes.height < 6:
        return
    canvas.text(
        Rect(notes.x, notes.y, notes.width, 3.5),
        QCoreApplication.translate("Printing", "Notes"),
        pt(1.75),
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
    size = page_size(options.paper)
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
