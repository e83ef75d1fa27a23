"""Whether an answer a person announces for a ray fits the markers already on the board.

A port holds at most one marker, and outcomes are symmetric (RULES.md §3): once a port's answer is
known, by a ray fired there or by a ray that came out there, every announcement must agree with it.
The game refuses a move that does not (:class:`~.game.Game`), and the window asks the setter again
before it is played; both ask this module, so the rule is written once.

>>> from blackbox_desktop.model.board import parse_board
>>> from blackbox_desktop.model.game import Game, Rules
>>> position = Game.new(parse_board("ortho-8x8"), 4, Rules(), None).apply("F1=24").position
>>> conflict = announcement_conflict(position, 4, Outcome.exit(24))
>>> conflict.kind.name, conflict.port, conflict.known
('EXIT_MARKED', 24, Outcome.exit(1))
>>> announcement_conflict(position, 24, Outcome.exit(1)) is None  # the same ray, from its other end
True
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .outcome import REFLECTED, Outcome

if TYPE_CHECKING:
    from .board import Port
    from .game import Position


class ConflictKind(enum.Enum):
    """Which marker stands in the way of an announced answer."""

    ENTRY_MARKED = "entry"
    """The ray's own port has a known answer, and the announcement is another."""
    EXIT_MARKED = "exit"
    """The announced exit port has a known answer, and it is not the way back to the ray's port."""


@dataclass(frozen=True, slots=True)
class Conflict:
    """Why an announced answer cannot be laid out: the port whose marker is in the way, and its answer."""

    kind: ConflictKind
    port: Port
    """The port that already holds a marker."""
    known: Outcome
    """The answer already known at :attr:`port`."""


def announcement_conflict(position: Position, port: Port, outcome: Outcome) -> Conflict | None:
    """The conflict the answer ``outcome``, announced for a ray at ``port``, has with the answers known
    in ``position``; None when it can be laid out.  An exit at ``port`` itself is read as a reflection."""
    if outcome.port == port:
        outcome = REFLECTED
    known = position.known_answers()
    # RULES.md §3: a ray fired from a port that already carries a marker has a known answer; another
    # answer there would need a second marker (the window never asks, a hand-edited file could say it).
    here = known.get(port)
    if here is not None and here != outcome:
        return Conflict(ConflictKind.ENTRY_MARKED, port, here)
    # Rule choice (RULES.md §3, a port holds one marker): an announced exit at a port whose answer is
    # known cannot be laid out, so the announcer is asked again instead.  The one answer that port may
    # already have is the way back (outcomes are symmetric): the same ray seen from its other end.
    if outcome.port is not None:
        there = known.get(outcome.port)
        if there is not None and there != Outcome.exit(port):
            return Conflict(ConflictKind.EXIT_MARKED, outcome.port, there)
    return None


__all__ = ["Conflict", "ConflictKind", "announcement_conflict"]
