"""The window's solitaire booklet: one fixed seed, made once per run and kept.

The hidden arrangements are quick to draw; the NORMs (the strong computer
experimenter playing each game) take a moment each, so the window asks for
one game's NORM when that game is played, and for all of them only to
export the whole booklet.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from ...model.board import Board, parse_board
from ...model.booklet import Booklet, make_booklet

SEED = 1978
GAMES = 80
BOARD = "ortho-8x8"


def booklet_board() -> Board:
    return parse_board(BOARD)


@lru_cache(maxsize=1)
def booklet_setups() -> Booklet:
    """The booklet without NORMs (quick): which atoms each numbered game hides."""
    return make_booklet(booklet_board(), GAMES, SEED, norm=False)


_full: Booklet | None = None


def full_booklet(progress: Callable[[int, int], None] | None = None) -> Booklet:
    """The booklet with every NORM (slow the first time; ``progress`` may raise to stop)."""
    global _full
    if _full is None:
        _full = make_booklet(booklet_board(), GAMES, SEED, norm=True, progress=progress)
    return _full
