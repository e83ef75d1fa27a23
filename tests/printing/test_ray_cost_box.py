"""A sheet of a game scored per ray names its cards' first score box for the rays' cost, as its footer counts."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import COMPUTER, FRANJOS
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.scoring import Scoring
from blackbox_desktop.printing.layout import NotepadOptions
from blackbox_desktop.printing.notepad import write_notepad_pdf

from .conftest import needs_poppler, page_text


def _game(rules: Rules, finished: bool) -> Game:
    board = parse_board("ortho-8x8")
    game = Game.new(board, 4, rules, setup=board.cells_from_names("B2,C5,D1,E7"))
    game = game.apply_all(["F1", "F2", "F7", "F9", "B+B2", "B+C5"])
    return game.apply("D") if finished else game


@needs_poppler
@pytest.mark.parametrize("copy", ["experimenter", "setter"])
@pytest.mark.parametrize("finished", [False, True])
def test_every_card_of_a_per_ray_sheet_says_ray_cost(tmp_path: Path, copy: str, finished: bool) -> None:
    """QA: an unfinished per-ray game's sheet (and the blank cards under any per-ray game) said "Markers" above
    a footer that charges 1 or 2 a ray: the player wrote her markers where the rays' cost was asked."""
    path = tmp_path / "sheet.pdf"
    write_notepad_pdf(path, NotepadOptions(side="ortho", copy=copy), _game(Rules(COMPUTER, Scoring.PER_RAY), finished))
    text = page_text(path, 1)
    assert "1 for each ray absorbed or reflected" in " ".join(text.split())
    assert text.count("Ray cost") == 2 and "Markers" not in text


@needs_poppler
def test_a_franjos_sheet_keeps_its_markers_box(tmp_path: Path) -> None:
    path = tmp_path / "sheet.pdf"
    write_notepad_pdf(path, NotepadOptions(side="ortho"), _game(Rules(FRANJOS, Scoring.FRANJOS), False))
    text = page_text(path, 1)
    assert text.count("Markers") == 2 and "Ray cost" not in text
