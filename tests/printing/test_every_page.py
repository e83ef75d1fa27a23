"""Every printed page on every paper reads well: no two pieces of text on one another, none off the printable area,
no type too small to read.

The walk covers what a player can print: the notepad (blank, the setter's copy, the experimenter's record, on
small, big and long boards of both sides, one to six diagrams a page) and the solitaire booklet (short and long,
big and long boards), on the papers the print preview offers (A4, Letter, Legal, A5, A3, upright and sideways),
in English and French.  The text is measured, not drawn (``printed_text``): the walk takes seconds.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtGui import QPageLayout, QPageSize

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.booklet import make_booklet
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.printing.booklet import paint_booklet
from blackbox_desktop.printing.layout import NotepadOptions
from blackbox_desktop.printing.notepad import render_notepad

from .printed_text import CountingWriter, faults, recording

PAPERS = {
    "a4": QPageSize.PageSizeId.A4,
    "letter": QPageSize.PageSizeId.Letter,
    "legal": QPageSize.PageSizeId.Legal,
    "a5": QPageSize.PageSizeId.A5,
    "a3": QPageSize.PageSizeId.A3,
}
ORIENTATIONS = {"portrait": QPageLayout.Orientation.Portrait, "landscape": QPageLayout.Orientation.Landscape}
SHEETS = [(paper, orientation) for paper in PAPERS for orientation in ORIENTATIONS]

GAME_BOARDS = ("ortho-8x8", "hex-5", "hex-9", "ortho-26x26", "ortho-2x26", "ortho-26x2", "hex-2")
"""Boards of the games filled in: the usual two, the biggest of each side (three-digit ports), the long ones."""
WRITTEN = ("Josephine", "2 of 4", "17/06/2025")
"""Player, Round and Date as the window writes them on a match's card: the header's fine print with its writing."""
BOOKLETS = (("ortho-8x8", 12), ("ortho-8x8", 100), ("hex-9", 8), ("ortho-26x26", 4), ("ortho-2x26", 8))
"""Short (tables four across) and long (three-digit games), and big or long boards: ``(board, games)``."""


def _game(spec: str) -> Game:
    """A game on ``spec`` with its atoms hidden and rays fired at twenty ports (three-digit exits on big boards)."""
    board = parse_board(spec)
    draw = random.Random(spec)
    atoms = min(4, len(board.cells) - 1)
    game = Game.new(board, atoms, Rules(), setup=frozenset(draw.sample(sorted(board.cells), atoms)))
    ports = list(board.ports)
    draw.shuffle(ports)
    return game.apply_all([f"F{port}" for port in ports[:20]])


def _notepad_faults(paper: str, orientation: str, options: NotepadOptions, game: Game | None) -> list[str]:
    monkeypatch = pytest.MonkeyPatch()
    with recording(monkeypatch) as recorder:
        writer = CountingWriter(recorder, PAPERS[paper], ORIENTATIONS[orientation])
        render_notepad(writer, options, game)
    return faults(recorder.printed, writer.paper_mm)


@pytest.mark.parametrize(("paper", "orientation"), SHEETS)
def test_every_notepad_reads_well(language: str, paper: str, orientation: str) -> None:
    found = []
    for per_page in range(7):
        for problem in _notepad_faults(paper, orientation, NotepadOptions(per_page=per_page), None):
            found.append(f"blank, {per_page} a page: {problem}")
    for spec in GAME_BOARDS:
        game = _game(spec)
        for copy in ("setter", "experimenter"):
            for per_page in (0, 6):
                options = NotepadOptions(side=game.board.kind, per_page=per_page, copy=copy, written=WRITTEN)
                for problem in _notepad_faults(paper, orientation, options, game):
                    found.append(f"{spec} {copy}, {per_page} a page: {problem}")
    assert found == [], f"{len(found)} faults, the first: {found[:5]}"


def test_the_setters_answers_on_hex_9_keep_apart_on_letter_and_legal_sideways(qapp: object) -> None:
    """QA: on a hex-9 setter's copy four a page on Letter or Legal turned sideways, a far port's "101" ran into
    its near neighbour's "41" on the hexagon's slanting sides (3 to 6 collisions a page)."""
    game = _game("hex-9")
    for paper in ("letter", "legal"):
        found = _notepad_faults(paper, "landscape", NotepadOptions(side="hex", per_page=4, copy="setter"), game)
        assert [problem for problem in found if "overlap" in problem] == [], paper


@pytest.fixture(scope="module")
def booklets() -> dict[tuple[str, int], object]:
    return {(spec, games): make_booklet(parse_board(spec), games=games, seed=7, norm=False) for spec, games in BOOKLETS}


@pytest.mark.parametrize(("paper", "orientation"), SHEETS)
def test_every_booklet_reads_well(
    language: str, paper: str, orientation: str, booklets: dict[tuple[str, int], object]
) -> None:
    found = []
    for (spec, games), booklet in booklets.items():
        monkeypatch = pytest.MonkeyPatch()
        with recording(monkeypatch) as recorder:
            writer = CountingWriter(recorder, PAPERS[paper], ORIENTATIONS[orientation])
            paint_booklet(writer, booklet)  # type: ignore[arg-type]
        found += [f"{spec}, {games} games: {problem}" for problem in faults(recorder.printed, writer.paper_mm)]
    assert found == [], f"{len(found)} faults, the first: {found[:5]}"
