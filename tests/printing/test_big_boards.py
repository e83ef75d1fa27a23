"""Big boards (hex-9, 26×26) on a notepad asked to hold many diagrams a page keep cells to write in.

QA: six hex-9 diagrams a page had cells of 2 mm (six 26×26 ones, 1.4 mm): markers and port numbers a
millimetre high.  A count asked for is now honoured only while cells stay :data:`MIN_ASKED_CELL_MM` across.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.savefile import dumps
from blackbox_desktop.printing.diagram import diagram_shape
from blackbox_desktop.printing.layout import MIN_ASKED_CELL_MM, NotepadOptions, smallest_cell
from blackbox_desktop.printing.notepad import DEFAULT_BOARDS, sheet_plan


def _game(spec: str) -> Game:
    return Game.new(parse_board(spec), 3, Rules(), setup=frozenset({0, 2, 5})).apply_all(["F1", "F3"])


def _smallest(pages: tuple, game: Game) -> float:
    shapes = {
        kind: diagram_shape(game.board if kind == game.board.kind else parse_board(spec), False)
        for kind, spec in DEFAULT_BOARDS.items()
    }
    return smallest_cell(pages, shapes, diagram_shape(game.board, True))


@pytest.mark.parametrize(
    ("spec", "side", "paper", "orientation"),
    list(itertools.product(("hex-9", "ortho-26x26"), ("own", "both"), ("a4", "letter"), ("portrait", "landscape"))),
)
def test_many_diagrams_of_a_big_board_asked_for_keep_cells_to_write_in(
    spec: str, side: str, paper: str, orientation: str
) -> None:
    game = _game(spec)
    for per_page in range(1, 7):
        options = NotepadOptions(
            side=game.board.kind if side == "own" else side,
            per_page=per_page,
            paper=paper,
            orientation=orientation,
            pages=2,
        )
        pages = sheet_plan(options, options.page_size, game)
        assert _smallest(pages, game) >= MIN_ASKED_CELL_MM, (per_page, "cells too small")
        assert 1 <= len(pages[0].cards) <= per_page
        assert len(pages) == 2, "the pages asked for"


def test_the_usual_boards_keep_six_a_page() -> None:
    for spec, orientation in itertools.product(("ortho-8x8", "hex-5", "ortho-26x2"), ("portrait", "landscape")):
        game = _game(spec)
        options = NotepadOptions(side=game.board.kind, per_page=6, orientation=orientation)
        assert len(sheet_plan(options, options.page_size, game)[0].cards) == 6, spec


def test_the_command_line_says_why_a_page_holds_fewer(tmp_path: Path) -> None:
    import argparse
    import io

    from blackbox_desktop.printing.commands import print_notepad

    saved = tmp_path / "big.bbox"
    saved.write_text(dumps(_game("hex-9")))
    said = io.StringIO()
    args = argparse.Namespace(
        side=None,
        per_page=6,
        paper="a4",
        orientation="portrait",
        pages=1,
        out=str(tmp_path / "big.pdf"),
        game=str(saved),
        copy=None,
    )
    assert print_notepad(args, said) == 0
    assert "2 diagrams a page, as 6 would leave cells too small to write in" in said.getvalue()
    args.per_page, args.game, args.side = 6, None, "both"
    said = io.StringIO()
    print_notepad(args, said)
    assert "diagrams a page" not in said.getvalue(), "8×8 and hex-5 keep six a page"
