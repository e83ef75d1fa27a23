"""Long, low boards (2×26, 3×20, 26×2) get diagrams as large as their cards allow, and legible cells.

The measure is the one :data:`layout.MIN_CELL_MM` states: millimetres across one cell of the drawn
board.  Before diagrams took the board's shape, a 2×26 board drawn in a square box had cells of
about 2 mm at four to a page, and numbered only every fifth port.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.printing.diagram import diagram_shape
from blackbox_desktop.printing.diagram_fill import fill_from_game
from blackbox_desktop.printing.layout import (
    CARD_PADDING,
    MIN_CELL_MM,
    NotepadOptions,
    Rect,
    plan_sheet,
    smallest_cell,
)
from blackbox_desktop.printing.notepad import DEFAULT_BOARDS, fine_print, sheet_plan, write_notepad_pdf

from .conftest import hex_game, needs_poppler, number_counts, ortho_game, page_text

LONG_BOARDS = ("ortho-2x26", "ortho-3x20", "ortho-26x2")


def _game(spec: str) -> Game:
    board = parse_board(spec)
    return Game.new(board, 3, Rules(), setup=frozenset({0, 5, 20})).apply_all(["F1", "F3"])


def _cells(pages: tuple, game: Game) -> list[float]:
    """Millimetres across a cell of every diagram, in reading order."""
    cells = []
    for page in pages:
        for index, (card, kind) in enumerate(zip(page.cards, page.kinds, strict=True)):
            filled = page.number == 1 and index == 0
            board = game.board if kind == game.board.kind else parse_board(DEFAULT_BOARDS[kind])
            cells.append(diagram_shape(board, filled).cell_mm(card.diagram))
    return cells


@pytest.mark.parametrize(
    ("spec", "per_page", "orientation"),
    list(itertools.product(LONG_BOARDS, (0, 4), ("portrait", "landscape"))),
)
def test_long_boards_have_cells_of_a_readable_size(spec: str, per_page: int, orientation: str) -> None:
    options = NotepadOptions(side="ortho", per_page=per_page, orientation=orientation, pages=2)
    game = _game(spec)
    pages = sheet_plan(options, options.page_size, game)
    cells = _cells(pages, game)
    if per_page == 4:
        assert len(pages[0].cards) == 4, "an explicit count is honoured"
    # "As many as fit" keeps to the minimum wherever the paper allows it; 26 rows do not quite fit on
    # a sideways page under its title band, nor four cards of 26 columns on one.  The cells are still
    # more than twice the 2 mm of a square box.
    shortfalls = {("ortho-26x2", 0, "landscape"): 4.6, ("ortho-2x26", 4, "landscape"): 4.3}
    shortfalls[("ortho-26x2", 4, "landscape")] = 3.4
    assert min(cells) >= shortfalls.get((spec, per_page, orientation), MIN_CELL_MM)


@pytest.mark.parametrize("orientation", ["portrait", "landscape"])
def test_a_wide_board_takes_the_whole_width_of_its_card(orientation: str) -> None:
    options = NotepadOptions(side="ortho", per_page=4, orientation=orientation)
    board = parse_board("ortho-2x26")
    shape = diagram_shape(board, False)
    (page,) = plan_sheet(options, shapes={"ortho": shape, "hex": diagram_shape(parse_board("hex-5"), False)})
    for card in page.cards:
        inner = card.frame.width - 2 * CARD_PADDING
        # Upright, the card's whole width; sideways, all but what keeps three lines for notes.
        assert card.diagram.width >= (0.999 if orientation == "portrait" else 0.95) * inner
        assert card.diagram.width <= inner + 1e-6
        assert card.diagram.width / card.diagram.height == pytest.approx(shape.width / shape.height)
        assert not card.panel_beside, "score boxes go under a long, low diagram"
        assert card.scores.y >= card.diagram.bottom


def test_a_tall_board_takes_the_whole_height_of_its_card() -> None:
    options = NotepadOptions(side="ortho", per_page=2)
    board = parse_board("ortho-26x2")
    (page,) = plan_sheet(options, shapes={"ortho": diagram_shape(board, False)})
    assert [card.frame.x for card in page.cards] != [page.cards[0].frame.x] * 2, "side by side, not one above the other"
    for card in page.cards:
        assert card.diagram.height > 2 * card.frame.width, "far taller than the card is wide"
        assert card.diagram.height > 0.6 * card.frame.height


def test_as_many_as_fit_gives_fewer_cards_only_when_cells_would_be_too_small() -> None:
    """A 2×26 board on a sideways page: four cards would give it cells of 4.3 mm."""
    landscape = NotepadOptions(side="ortho", orientation="landscape", per_page=0)
    board = parse_board("ortho-2x26")
    wide, record = {"ortho": diagram_shape(board, False)}, diagram_shape(board, True)
    fewer = plan_sheet(landscape, shapes=wide, first_shape=record)
    assert len(fewer[0].cards) == 3
    assert smallest_cell(fewer, wide, record) >= MIN_CELL_MM
    assert len(plan_sheet(landscape, shapes=wide)[0].cards) == 3, "blank cards too"
    square = {"ortho": diagram_shape(parse_board("ortho-8x8"), False)}
    assert len(plan_sheet(landscape, shapes=square)[0].cards) == 4
    asked = NotepadOptions(side="ortho", orientation="landscape", per_page=4)
    assert len(plan_sheet(asked, shapes=wide, first_shape=record)[0].cards) == 4, "an explicit count is honoured"


def test_score_boxes_never_leave_a_low_card() -> None:
    """Four cards one above the other on a sideways page are too low for score boxes beside a diagram."""
    shapes = {"ortho": diagram_shape(parse_board("ortho-2x26"), False)}
    for per_page, orientation in itertools.product(range(1, 7), ("portrait", "landscape")):
        options = NotepadOptions(side="ortho", per_page=per_page, orientation=orientation)
        for card in plan_sheet(options, shapes=shapes)[0].cards:
            for part in (card.diagram, card.scores, *([card.notes] if card.notes.height else [])):
                assert card.frame.y <= part.y and part.bottom <= card.frame.bottom + 1e-6
                assert card.frame.x <= part.x and part.right <= card.frame.right + 1e-6


@pytest.mark.parametrize(
    ("side", "per_page", "paper", "orientation", "game"),
    list(
        itertools.product(
            ("both", "ortho", "hex"), range(7), ("a4", "letter"), ("portrait", "landscape"), (None, "ortho", "hex")
        )
    ),
)
def test_square_and_hexagonal_sheets_are_laid_out_as_before(
    side: str, per_page: int, paper: str, orientation: str, game: str | None
) -> None:
    """8×8 and hex-5 diagrams stay squares placed exactly as when the layout knew no board shapes (with the same
    fine print: the room of the copy's label on a card filled in from a game)."""
    options = NotepadOptions(side=side, per_page=per_page, paper=paper, orientation=orientation, pages=2)
    played = {None: None, "ortho": ortho_game, "hex": hex_game}[game]
    played_game = played() if played is not None else None
    shaped = sheet_plan(options, options.page_size, played_game)
    tags = ["8×8", "hex 5"]
    first_fine = fine_print(fill_from_game(played_game, options.copy).label, tags=tags) if played_game else None
    assert shaped == plan_sheet(options, first=game, fine=fine_print(tags=tags), first_fine=first_fine)


def test_the_usual_eight_by_eight_sheet_is_unchanged() -> None:
    """Pinned from the sheet as it was printed before boards had shapes."""
    upright = sheet_plan(NotepadOptions(side="both"), (210.0, 297.0))
    assert [card.diagram for card in upright[0].cards] == [
        Rect(15.5, 44.5, 102.5, 102.5),
        Rect(15.5, 170.0, 102.5, 102.5),
    ]
    sideways = sheet_plan(NotepadOptions(side="both", orientation="landscape", per_page=6), (297.0, 210.0))
    assert sideways[0].cards[1].diagram == Rect(108.5, 49.0, 41.0, 41.0)


@needs_poppler
def test_four_long_boards_to_a_page_number_every_port(qapp: object, tmp_path: Path) -> None:
    """A diagram too small numbers only every fifth port; the 2×26 board at four a page numbers all 56."""
    game = _game("ortho-2x26")
    options = NotepadOptions(side="ortho", per_page=4)
    path = tmp_path / "long.pdf"
    write_notepad_pdf(path, options, game)
    counts = number_counts(page_text(path, 1))
    for port in range(1, 57):
        assert counts.get(port, 0) >= 4, f"port {port} is not numbered on every card"


def test_a_score_box_never_parts_a_figure_from_its_sign() -> None:
    # QA: in the narrow boxes under a 26×2 diagram "Misplaced ×" ended one line and "5" began the next.
    from blackbox_desktop.printing.notepad import _figure_kept_with_sign

    assert _figure_kept_with_sign("Misplaced × 5").split(" ") == ["Misplaced", "×\u00a05"]
    assert _figure_kept_with_sign("Setter errors −5").split(" ") == ["Setter", "errors\u00a0−5"]
    assert _figure_kept_with_sign("Erreurs d’annonce −5").split(" ") == ["Erreurs", "d’annonce\u00a0−5"]
