"""Ray markers: the tokens the experimenter lays at the ports.

One marker per outcome at the entry port, plus one at the exit port for an
exit; a port holds at most one marker (RULES.md §3).  Exits are recorded by a
*pair*: two tokens of the same colour and symbol, numbered here in the order
the pairs were laid.

>>> Marker.parse("P3"), str(Marker.HIT)
(Marker.pair_of(3), 'H')
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from .errors import MoveError, quoted
from .outcome import Outcome, OutcomeKind


class MarkerKind(enum.Enum):
    HIT = "H"
    """Parker red, Franjos black: the ray was absorbed."""
    REFLECTION = "R"
    """Parker yellow, Franjos white: the ray came back out where it went in."""
    PAIR = "P"
    """Parker orange with a symbol, Franjos one colour: entry and exit of a ray."""


@dataclass(frozen=True, slots=True)
class Marker:
    kind: MarkerKind
    pair: int = 0
    """For a pair: its number, 1 for the first pair laid; 0 otherwise."""

    HIT: ClassVar[Marker]
    REFLECTION: ClassVar[Marker]

    @staticmethod
    def pair_of(number: int) -> Marker:
        return Marker(MarkerKind.PAIR, number)

    @staticmethod
    def for_outcome(outcome: Outcome, pair: int) -> Marker:
        if outcome.kind is OutcomeKind.ABSORBED:
            return HIT
        if outcome.kind is OutcomeKind.REFLECTED:
            return REFLECTION
        return Marker(MarkerKind.PAIR, pair)

    @staticmethod
    def parse(text: str) -> Marker:
        word = text.strip().upper()
        if word == "H":
            return HIT
        if word == "R":
            return REFLECTION
        if word.startswith("P") and word[1:].isdecimal() and len(word) <= 5 and int(word[1:]) >= 1:
            return Marker(MarkerKind.PAIR, int(word[1:]))
        raise MoveError(f"{quoted(text)} is not a marker; write H, R or P followed by the pair number.")

    def __str__(self) -> str:
        return f"P{self.pair}" if self.kind is MarkerKind.PAIR else self.kind.value

    def __repr__(self) -> str:
        return f"Marker.pair_of({self.pair})" if self.kind is MarkerKind.PAIR else f"Marker.{self.kind.name}"


HIT = Marker(MarkerKind.HIT)
REFLECTION = Marker(MarkerKind.REFLECTION)
Marker.HIT = HIT
Marker.REFLECTION = REFLECTION


def pair_choices(markers: Sequence[Marker | None], leaving_out: int | None = None) -> list[int]:
    """The pair numbers a token could take next: every half-laid pair's, then a fresh one.

    ``markers`` is the marker at each port (index ``port - 1``); the port
    ``leaving_out`` is counted as empty (its token is about to change).

    >>> pair_choices([Marker.pair_of(1), None, Marker.pair_of(2), Marker.pair_of(2)])
    [1, 3]
    >>> pair_choices([Marker.pair_of(1), None, Marker.pair_of(2)], leaving_out=3)
    [1, 2]
    """
    counts: dict[int, int] = {}
    for port, marker in enumerate(markers, start=1):
        if marker is not None and marker.kind is MarkerKind.PAIR and port != leaving_out:
            counts[marker.pair] = counts.get(marker.pair, 0) + 1
    return [*sorted(pair for pair, count in counts.items() if count == 1), max(counts, default=0) + 1]
