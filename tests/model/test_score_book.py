"""The score book's file: what it keeps, and damaged files refused with a sentence."""

from __future__ import annotations

import json

import pytest

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.score_book import KEPT, ScoreBook, ScoreBookError, ScoreEntry
from blackbox_desktop.model.scoring import Scoring


def test_an_entry_holds_the_game_under_every_scoring() -> None:
    board = parse_board("ortho-8x8")
    game = Game.new(board, 4, Rules(), board.cells_from_names("B2,D4,F6,G3")).apply_all(
        ["F1", "B+B2", "B+D4", "B+F6", "B+A1", "D"]
    )
    entry = ScoreEntry.of(game, "2026-12-01")
    assert {variant: entry.total(variant) for variant in Scoring} == {
        variant: game.score(variant).total for variant in Scoring
    }
    book = ScoreBook().add(entry)
    assert book.standing("ortho-8x8", 4, Scoring.PARKER) is not None
    assert book.standing("ortho-8x8", 5, Scoring.PARKER) is None  # another number of atoms is another table


def test_the_book_keeps_the_newest_games() -> None:
    book = ScoreBook()
    for number in range(KEPT + 3):
        book = book.add(ScoreEntry("hex-5", 5, "2026-12-01", (("franjos", number),)))
    assert len(book.entries) == KEPT and book.entries[0].total(Scoring.FRANJOS) == 3


@pytest.mark.parametrize(
    "text",
    [
        "{ not json",
        "[" * 5000 + "]" * 5000,  # QA: a RecursionError stopped every start
        json.dumps({"format": "something else", "version": 1, "games": []}),
        json.dumps({"format": "blackbox-desktop-scores", "version": 1, "games": {}}),
        json.dumps({"format": "blackbox-desktop-scores", "version": 1, "games": [["ortho-8x8"]]}),
        json.dumps(
            {
                "format": "blackbox-desktop-scores",
                "version": 1,
                "games": [{"board": "ortho-8x8", "atoms": 4.0, "day": "x", "scores": {}}],
            }
        ),
    ],
)
def test_a_damaged_file_is_refused_with_a_sentence(text: str) -> None:
    with pytest.raises(ScoreBookError, match=r"^The score book is damaged.*\.$"):
        ScoreBook.loads(text)
