"""A match between two players: each is the experimenter in turn, the lower score wins.

Seeds 000 and 001: "At the end of the first round the players exchange
roles. The winner is the player with the lower score obtained when he was the
experimenter."  A match here may have several such pairs of rounds; the
score sheet adds up each player's experimenter scores.

Who answers the rays in a round:

``program``  the setter hides her atoms on the setter's pad in the program
             and the program answers (hot-seat at one screen);
``person``   the setter keeps her atoms on her own pad (wooden box, paper) and
             announces the answers; she enters them at the end (tabletop);
``computer`` the computer hides the atoms (a solitaire round inside a match).

A match against the computer (``computer``: its level) has a person as the
first player and the computer as the second: she hides her atoms on the
setter's pad and the computer seeks them, then the computer hides atoms for
her; the lower total wins, as in any match.

>>> from blackbox_desktop.model.board import parse_board
>>> match = Match.new(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules())
>>> match.setter, match.experimenter
('Ann', 'Bob')
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass, replace

from .board import Board, Cell
from .errors import MoveError, quoted
from .experimenter import LEVELS
from .game import Game, Rules, check_atom_count, check_setup
from .scoring import Scoring

ANSWERED_BY = ("program", "person")
"""Who answers the rays: the program, which knows the hidden atoms, or a person at the table (tabletop)."""


@dataclass(frozen=True)
class Match:
    players: tuple[str, str]
    board: Board
    atom_count: int
    rules: Rules
    rounds: int = 2
    """Rounds in all; an even number gives each player the same turns as experimenter."""
    answered_by: str = "program"
    finished_rounds: tuple[Game, ...] = ()
    current: Game | None = None
    """The round being played, None while the setter hides her atoms."""
    computer: str = ""
    """The computer experimenter's level when the second player is the computer; "" when two people play."""

    @staticmethod
    def new(
        players: tuple[str, str],
        board: Board,
        atom_count: int,
        rules: Rules,
        rounds: int = 2,
        answered_by: str = "program",
        computer: str = "",
    ) -> Match:
        if len(players) != 2 or alike(players):
            raise MoveError("A match needs two players with different names.")
        names = trimmed(players)
        if not 1 <= rounds <= 40:
            raise MoveError("A match has 1 to 40 rounds.")
        if answered_by not in ANSWERED_BY:
            raise MoveError(f"Rays are answered by the program or a person, not {quoted(answered_by)}.")
        if computer and computer not in LEVELS:
            raise MoveError(f"The computer plays at {', '.join(LEVELS)} level, not {quoted(computer)}.")
        if computer and answered_by != "program":
            raise MoveError("Against the computer the program answers every ray.")
        check_atom_count(board, atom_count)
        return Match(names, board, atom_count, rules, rounds, answered_by, computer=computer)

    # -- whose turn ---------------------------------------------------------------

    @property
    def round_number(self) -> int:
        """1-based number of the round being played (or about to be)."""
        return len(self.finished_rounds) + 1

    @property
    def over(self) -> bool:
        return len(self.finished_rounds) >= self.rounds

    @property
    def experimenter_index(self) -> int:
        """Player 2 experiments first: player 1 hides first, as the books begin."""
        return 1 if len(self.finished_rounds) % 2 == 0 else 0

    @property
    def experimenter(self) -> str:
        return self.players[self.experimenter_index]

    @property
    def setter(self) -> str:
        return self.players[1 - self.experimenter_index]

    @property
    def computer_seeks(self) -> bool:
        """The computer is this round's experimenter (it seeks the atoms the person hid)."""
        return bool(self.computer) and self.experimenter_index == 1

    @property
    def computer_hides(self) -> bool:
        """The computer is this round's setter (it hides atoms for the person)."""
        return bool(self.computer) and self.experimenter_index == 0

    # -- the round ------------------------------------------------------------------

    def hide(self, atoms: frozenset[Cell] | None) -> Match:
        """The setter has hidden her atoms (None: she keeps them on her own pad)."""
        if self.over:
            raise MoveError("The match is over.")
        if self.current is not None:
            raise MoveError("The atoms of this round are hidden already.")
        if atoms is None and self.answered_by != "person":
            raise MoveError("The setter must hide her atoms on the setter's pad.")
        if atoms is not None:
            check_setup(self.board, self.atom_count, atoms)
        return replace(self, current=Game.new(self.board, self.atom_count, self.rules, atoms))

    def play(self, move: str) -> Match:
        """A move in the current round."""
        if self.current is None:
            raise MoveError("The setter has not hidden her atoms yet.")
        return replace(self, current=self.current.apply(move))

    def with_round(self, game: Game) -> Match:
        """Replace the current round (undo and redo in the window)."""
        return replace(self, current=game)

    def end_round(self) -> Match:
        """File the finished round on the score sheet; the players swap roles."""
        game = self.current
        if game is None or not game.finished or game.setup is None:
            raise MoveError("The round ends when the experimenter has finished and the atoms are known.")
        return replace(self, finished_rounds=(*self.finished_rounds, game), current=None)

    # -- the score sheet -----------------------------------------------------------------

    def score_sheet(self, variant: Scoring | None = None) -> list[tuple[int, str, int]]:
        """``(round, experimenter, score)`` for every finished round."""
        sheet = []
        for number, game in enumerate(self.finished_rounds, start=1):
            experimenter = self.players[1 if number % 2 == 1 else 0]
            sheet.append((number, experimenter, game.score(variant).total))
        return sheet

    def totals(self, variant: Scoring | None = None) -> dict[str, int]:
        totals = dict.fromkeys(self.players, 0)
        for _, player, points in self.score_sheet(variant):
            totals[player] += points
        return totals

    def winner(self, variant: Scoring | None = None) -> str | None:
        """The player with the lower total once the match is over; None for a draw or while playing."""
        if not self.over:
            return None
        totals = self.totals(variant)
        first, second = (totals[p] for p in self.players)
        if first == second:
            return None
        return self.players[0] if first < second else self.players[1]


def alike(players: tuple[str, str]) -> bool:
    """Whether the two names cannot be told apart once trimmed, whatever their capitals ("computer" against the
    computer made a sheet and a winner's line nobody could read).

    >>> alike(("Ann ", "ann")), alike(("Ann", "Bob"))
    (True, False)
    """
    first, second = trimmed(players)
    return first.casefold() == second.casefold()


def trimmed(players: tuple[str, str]) -> tuple[str, str]:
    r"""The players' names as a match or duel keeps them: without control characters or bidi overrides, trimmed,
    at most 40 characters, a blank one "Player 1" or "Player 2".

    A right-to-left override in a name turned the rest of every sentence naming her backwards, and a
    line break split the score sheet's line.

    >>> trimmed(("  Ann\u202e ", "Bo\nb"))
    ('Ann', 'Bob')
    >>> trimmed(("\U0001F469\u200d\U0001F4BB Ann", "Bob")) == ("\U0001F469\u200d\U0001F4BB Ann", "Bob")  # joiner kept
    True
    """
    return (_printable(players[0])[:40] or "Player 1", _printable(players[1])[:40] or "Player 2")


BIDI_CONTROLS = frozenset(chr(code) for code in (*range(0x202A, 0x202F), *range(0x2066, 0x206A)))
"""Embeddings, overrides and isolates: they turn the text after them.  Joiners and marks stay (an emoji
sequence, a Persian or Devanagari name need them)."""


def _printable(name: str) -> str:
    return "".join(ch for ch in name if unicodedata.category(ch) != "Cc" and ch not in BIDI_CONTROLS).strip()


def without_bidi(players: tuple[str, str]) -> tuple[str, str]:
    """The names with no bidi override (as ``trimmed`` leaves them), nothing else changed: a file from before
    they were dropped still opens."""
    first, second = ("".join(ch for ch in name if ch not in BIDI_CONTROLS) for name in players)
    return first, second
