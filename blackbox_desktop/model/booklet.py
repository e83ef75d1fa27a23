"""Solitaire booklets as in the Parker box: numbered games, look-up tables, solutions and a NORM.

Terms:

booklet game
    A numbered hidden arrangement (``1 .. len(booklet)``).  Most hold the
    side's usual number of atoms; the last eighth holds one more (Parker:
    games 1–70 four atoms, 71–80 five; on the hexagonal side five, then six).
    A board too small for that many hides as many as it can (2×2: three).
look-up table
    For one port, the answer of every game: the player fires at port ``p``,
    turns to table ``p`` and reads the line of her game.
NORM
    The markers the strong computer experimenter uses on that game
    (Parker: "the number of ray markers which, as determined by computer,
    the average player should use").  Deterministic for a seed.

Setups are drawn from the seed and the game number alone, and are never
ambiguous (RULES.md §5), so a booklet is the same wherever it is made.  Spaces
around the seed do not count: they cannot be seen on the printed page, and the
window drops them from what the player types.

>>> from blackbox_desktop.model.board import parse_board
>>> booklet = make_booklet(parse_board("ortho-8x8"), games=8, seed=1978, norm=False)
>>> [game.atom_count for game in booklet.games]
[4, 4, 4, 4, 4, 4, 4, 5]
>>> str(booklet.lookup(1)[0]) == str(booklet.answer(1, 1))
True
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from dataclasses import dataclass

from .board import Board, Cell, Port
from .errors import BlackBoxError
from .experimenter import ComputerExperimenter, play_game
from .game import Game, Rules, atom_limit
from .outcome import Outcome
from .rays import answer_pad
from .setup import random_setup

__all__ = [
    "MAX_GAMES",
    "Booklet",
    "BookletError",
    "BookletGame",
    "atom_counts",
    "booklet_game",
    "make_booklet",
    "norm_of",
    "seed_fault",
]

MAX_GAMES = 200
"""A booklet longer than this is a typing slip."""

NORM_LEVEL = "strong"


class BookletError(BlackBoxError):
    """A booklet cannot be made as asked (too many games, a game number not in it)."""


@dataclass(frozen=True)
class BookletGame:
    """One numbered game: its hidden atoms, its answer at every port, and its NORM."""

    number: int
    atoms: frozenset[Cell]
    answers: tuple[Outcome, ...]
    """The answer pad, index ``port - 1``."""
    norm: int | None
    """Markers the strong computer experimenter used; ``None`` when not computed."""

    @property
    def atom_count(self) -> int:
        return len(self.atoms)


@dataclass(frozen=True)
class Booklet:
    """A solitaire booklet for one board."""

    board: Board
    seed: str
    games: tuple[BookletGame, ...]

    def __len__(self) -> int:
        return len(self.games)

    def entry(self, number: int) -> BookletGame:
        """Game ``number`` (1 for the first)."""
        if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= len(self.games):
            raise BookletError(f"This booklet has games 1 to {len(self.games)}, not {number!r}.")
        return self.games[number - 1]

    def lookup(self, port: Port) -> list[Outcome]:
        """The look-up table of ``port``: the answer of every game, game 1 first."""
        self.board.check_port(port)
        return [game.answers[port - 1] for game in self.games]

    def answer(self, number: int, port: Port) -> Outcome:
        """What the look-up table of ``port`` says for game ``number``."""
        self.board.check_port(port)
        return self.entry(number).answers[port - 1]

    def game(self, number: int, rules: Rules | None = None) -> Game:
        """Game ``number`` ready to play: the computer answers from the booklet's atoms."""
        entry = self.entry(number)
        return Game.new(self.board, entry.atom_count, rules or Rules(), entry.atoms)


def atom_counts(board: Board, games: int) -> list[int]:
    """Atoms in each game: the side's usual count, one more in the last eighth; never more than the board holds.

    >>> from blackbox_desktop.model.board import parse_board
    >>> counts = atom_counts(parse_board("ortho-8x8"), 80)
    >>> counts.count(4), counts.count(5), counts[69], counts[70]
    (70, 10, 4, 5)
    >>> sorted(set(atom_counts(parse_board("ortho-2x2"), 8))), sorted(set(atom_counts(parse_board("ortho-2x3"), 8)))
    ([3], [4, 5])
    """
    # The user of print-booklet chooses no atom count: a tiny board gets the most it can hide (one cell free).
    limit = atom_limit(board)
    usual = min(board.default_atom_counts[0], limit)
    harder = games // 8
    return [usual] * (games - harder) + [min(usual + 1, limit)] * harder


def norm_of(board: Board, atoms: frozenset[Cell]) -> int:
    """Markers the strong computer experimenter uses to find ``atoms``."""
    game = Game.new(board, len(atoms), Rules(accept_equivalent=False), atoms)
    played = play_game(game, ComputerExperimenter(board, len(atoms), NORM_LEVEL))
    return played.position.marker_points


def seed_fault(seed: int | str) -> str | None:
    """Why ``seed`` cannot name a booklet, in a sentence; None when it can.

    The seed is printed at the foot of every page and typed again, on one line, to play the booklet's games
    in the window: a tab or a line break split the foot in two and could not be typed back, and a byte that
    is no character (a command line in another encoding) stopped ``print-booklet`` with a traceback (QA).

    >>> seed_fault("Parker 1978 é ☃"), seed_fault(" 1978\\n") is None
    (None, True)
    >>> seed_fault("a\\tb")
    'The seed holds a tab, a line break or another control character; give one that is typed on a line.'
    """
    text = str(seed).strip()
    if not text:
        return "The seed is empty; give any word or number, e.g. 1978."
    kinds = {unicodedata.category(character) for character in text}
    if "Cs" in kinds:
        return "The seed holds bytes that are no text in this system's encoding; give one in letters and digits."
    if kinds & {"Cc", "Zl", "Zp"}:
        return "The seed holds a tab, a line break or another control character; give one that is typed on a line."
    return None


def make_booklet(
    board: Board,
    games: int = 80,
    seed: int | str = 1978,
    norm: bool = True,
    progress: Callable[[int, int], None] | None = None,
) -> Booklet:
    """Make ``games`` numbered games from ``seed``, with their NORMs unless ``norm`` is False.

    ``progress(done, games)`` is called after each game (NORMs take a moment).
    """
    text = _checked_seed(games, seed)
    made = []
    for number, count in enumerate(atom_counts(board, games), start=1):
        made.append(_drawn(board, text, number, count, norm))
        if progress is not None:
            progress(number, games)
    return Booklet(board, text, tuple(made))


def booklet_game(board: Board, games: int, seed: int | str, number: int) -> BookletGame:
    """Game ``number`` of the booklet ``make_booklet(board, games, seed)`` makes, drawn alone, without its NORM.

    Each game has a seed of its own, so one game is drawn in a moment where the whole booklet of a big board
    takes seconds (a booklet game played or opened again drew all 80 first: half a minute on hex-9, QA).
    """
    text = _checked_seed(games, seed)
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= games:
        raise BookletError(f"This booklet has games 1 to {games}, not {number!r}.")
    return _drawn(board, text, number, atom_counts(board, games)[number - 1], norm=False)


def _checked_seed(games: int, seed: int | str) -> str:
    """The seed as the games are drawn from it, once ``games`` and ``seed`` are known good (else BookletError)."""
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise BookletError(f"A booklet holds 1 to {MAX_GAMES} games, not {games!r}.")
    fault = seed_fault(seed)
    if fault is not None:
        raise BookletError(fault)
    return str(seed).strip()  # " 1978" printed as "booklet 1978" but hid other atoms than 1978 in the window (QA)


def _drawn(board: Board, seed: str, number: int, atom_count: int, norm: bool) -> BookletGame:
    atoms = random_setup(board, atom_count, seed=f"booklet/{board.spec}/{seed}/{number}")
    return BookletGame(number, atoms, answer_pad(board, atoms), norm_of(board, atoms) if norm else None)
