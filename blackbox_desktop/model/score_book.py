"""Her score book: each solitaire game she finished, and how she stands on each board.

Terms:

entry
    One finished game: the board (its text form, ``ortho-8x8``), the number of atoms, the day, and its
    score under each of the three scorings (the panel may show any of them, so all three are written).
standing
    On one board with one number of atoms, under one scoring: how many games, the best score and the
    average, the yardstick a player keeps for herself ("my best on 8×8 with 4 is 9").
the book's file
    JSON, newest entry last, at most :data:`KEPT` entries (the oldest go first).  A file that cannot be
    read raises :class:`ScoreBookError`; the window sets it aside and starts a new book.

>>> book = ScoreBook().add(ScoreEntry("ortho-8x8", 4, "2026-12-01", (("franjos", 12), ("parker", 12))))
>>> book = book.add(ScoreEntry("ortho-8x8", 4, "2026-12-02", (("franjos", 9), ("parker", 9))))
>>> book.standing("ortho-8x8", 4, Scoring.FRANJOS)
Standing(games=2, best=9, mean=10.5)
>>> ScoreBook.loads(book.dumps()) == book
True
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .errors import SaveFileError
from .scoring import Scoring

if TYPE_CHECKING:
    from .game import Game

FORMAT = "blackbox-desktop-scores"
VERSION = 1
KEPT = 5000
"""Entries kept: years of play; the oldest go first."""


class ScoreBookError(SaveFileError):
    """The score book's file cannot be read."""


@dataclass(frozen=True, slots=True)
class ScoreEntry:
    board: str
    atoms: int
    day: str
    """The day it was finished, ``YYYY-MM-DD``."""
    totals: tuple[tuple[str, int], ...]
    """(scoring, total) for each scoring, by :class:`Scoring` value."""

    def total(self, scoring: Scoring) -> int | None:
        return dict(self.totals).get(scoring.value)

    @staticmethod
    def of(game: Game, day: str) -> ScoreEntry:
        """The entry of a finished ``game`` whose atoms are known."""
        totals = tuple((variant.value, game.score(variant).total) for variant in Scoring)
        return ScoreEntry(game.board.spec, game.position.atom_count, day, totals)


@dataclass(frozen=True, slots=True)
class Standing:
    games: int
    best: int
    mean: float


@dataclass(frozen=True, slots=True)
class ScoreBook:
    entries: tuple[ScoreEntry, ...] = ()

    def add(self, entry: ScoreEntry) -> ScoreBook:
        return ScoreBook((*self.entries, entry)[-KEPT:])

    def standing(self, board: str, atoms: int, scoring: Scoring) -> Standing | None:
        """How she stands on ``board`` with ``atoms`` under ``scoring``; None before her first game there."""
        totals = [
            total
            for entry in self.entries
            if entry.board == board and entry.atoms == atoms and (total := entry.total(scoring)) is not None
        ]
        if not totals:
            return None
        return Standing(len(totals), min(totals), sum(totals) / len(totals))

    def boards(self) -> list[tuple[str, int]]:
        """Each (board, atoms) she has played, in the order first played."""
        return list(dict.fromkeys((entry.board, entry.atoms) for entry in self.entries))

    def dumps(self) -> str:
        games = [{"board": e.board, "atoms": e.atoms, "day": e.day, "scores": dict(e.totals)} for e in self.entries]
        return json.dumps({"format": FORMAT, "version": VERSION, "games": games}, indent=1) + "\n"

    @staticmethod
    def loads(text: str) -> ScoreBook:
        """The book a file holds; :class:`ScoreBookError` with a sentence if it is not one."""
        try:
            data = json.loads(text)
        except (ValueError, RecursionError):  # RecursionError: "[[[[…" nested thousands deep
            raise ScoreBookError("The score book is damaged: it is not JSON.") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
            raise ScoreBookError("The score book is damaged or from another version.")
        games = data.get("games")
        if not isinstance(games, list):
            raise ScoreBookError("The score book is damaged: it lists no games.")
        return ScoreBook(tuple(_entry(item) for item in games[-KEPT:]))


def _entry(item: object) -> ScoreEntry:
    if not isinstance(item, dict):
        raise ScoreBookError("The score book is damaged: a game is not a record.")
    board, atoms, day, scores = item.get("board"), item.get("atoms"), item.get("day"), item.get("scores")
    if (
        not isinstance(board, str)
        or len(board) > 40
        or type(atoms) is not int
        or not 0 < atoms < 1000
        or not isinstance(day, str)
        or len(day) > 40
        or not isinstance(scores, dict)
    ):
        raise ScoreBookError("The score book is damaged: a game lacks its board, atoms, day or scores.")
    known = {variant.value for variant in Scoring}
    totals = tuple(
        (key, value) for key, value in scores.items() if key in known and type(value) is int and abs(value) < 1_000_000
    )
    return ScoreEntry(board, atoms, day, totals)


__all__ = ["KEPT", "ScoreBook", "ScoreBookError", "ScoreEntry", "Standing"]
