"""The window's solitaire booklets: which one (board, number of games, seed), made once per run and kept.

A booklet printed with ``print-booklet --board B --games N --seed S`` is the
same booklet in the window: the hidden arrangements are drawn from the board,
the seed and the game number (the last eighth hides one more atom, so the
number of games counts too).  They are quick to draw, one game quicker still; the NORMs (the strong
computer experimenter playing each game) take a moment each, so the window
asks for one game's NORM when that game is played, and for all of them only
to print or export the whole booklet.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import lru_cache

from ...model.board import Board, parse_board
from ...model.booklet import MAX_GAMES, Booklet, BookletError, BookletGame, booklet_game, make_booklet, seed_fault

SEED = "1978"
GAMES = 80
BOARD = "ortho-8x8"


@dataclass(frozen=True)
class WhichBooklet:
    """A booklet as its title page names it: the board, the number of games and the seed."""

    board: str = BOARD
    games: int = GAMES
    seed: str = SEED

    def check(self) -> WhichBooklet:
        """``self``, or :class:`BookletError` (or a board's own error) with a sentence."""
        parse_board(self.board)
        if not 1 <= self.games <= MAX_GAMES:
            raise BookletError(f"A booklet holds 1 to {MAX_GAMES} games, not {self.games!r}.")
        if not self.seed.strip():
            raise BookletError("The booklet's seed is empty; give the word or number printed on it, e.g. 1978.")
        fault = seed_fault(self.seed)  # a tab or a line break: it could not be typed back (QA)
        if fault is not None:
            raise BookletError(fault)
        return self


PARKER = WhichBooklet()
"""The Parker box's booklet: 80 games on the square 8×8 board, the last ten with five atoms."""


def booklet_board(which: WhichBooklet = PARKER) -> Board:
    return parse_board(which.board)


@lru_cache(maxsize=32)
def booklet_entry(which: WhichBooklet, number: int) -> BookletGame:
    """Game ``number`` of the booklet, without its NORM: drawn alone, in a moment on any board."""
    return booklet_game(booklet_board(which), which.games, which.seed, number)


_full: dict[WhichBooklet, Booklet] = {}


def full_booklet(progress: Callable[[int, int], None] | None = None, which: WhichBooklet = PARKER) -> Booklet:
    """The booklet with every NORM (slow the first time; ``progress`` may raise to stop)."""
    if which not in _full:
        _full[which] = make_booklet(booklet_board(which), which.games, which.seed, norm=True, progress=progress)
    return _full[which]
