"""Weighing rays over a list of arrangements: stop values, greedy rollouts and bits per marker.

The arithmetic behind the computer experimenter (``experimenter``, where the
terms are explained) and its opening books (``opening_book``): both list the
arrangements still possible in an :class:`AnswerTable` and weigh every
useful port on it.  Arrangements are bit sets of cells; an answer code is 0
for absorbed, the port itself for reflected, else the exit port.
"""

from __future__ import annotations

import heapq
import math
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING

from .deduction_search import cells_of
from .scoring import PENALTY

if TYPE_CHECKING:
    from .board import Board, Port

__all__ = [
    "MEMO_SIZE",
    "PRIOR_WEIGHT",
    "TIE",
    "TIE_DIGITS",
    "AnswerTable",
    "answer_counts",
    "bits_per_marker",
    "unambiguous",
]

MEMO_SIZE = 5000
"""Groups up to this size are remembered in a greedy rollout (the sets an opening book is built on are far larger)."""

TIE = 1e-12
"""Bits per marker closer than this are a tie, which the lower port wins.

Mirror-image ports teach exactly as much, but their figures are sums taken in
another order and differ in the last bits; without this margin the greedy
policy would break such ties by rounding, and the numpy book builder
(``scripts/fast_book.py``), which sums in yet another order, would play
another game."""
TIE_DIGITS = 9
"""Expected costs equal to this many decimals are a tie, which the lower port wins (same reason)."""

PRIOR_WEIGHT = 8.0
"""Pseudo-count of the shrinkage towards the whole set's marginals in sampled groups."""


class AnswerTable:
    """The listed arrangements, their cells and their answer at every candidate port."""

    def __init__(self, board: Board, arrangements: list[int], ports: list[Port], atom_count: int) -> None:
        self.arrangements = arrangements
        self.atom_count = atom_count
        self.cells = [cells_of(bits) for bits in arrangements]
        exit_code = board.tracer.exit_code
        self.codes = {port: [exit_code(bits, port) for bits in arrangements] for port in ports}
        self.ports = ports

    def split(self, members: list[int], port: Port) -> dict[int, list[int]]:
        codes = self.codes[port]
        groups: dict[int, list[int]] = {}
        for i in members:
            groups.setdefault(codes[i], []).append(i)
        return groups

    def stop_value(self, members: list[int], prior: Sequence[float] | None = None) -> float:
        """5 × the atoms expected to be missed with the balls on the group's top cells.

        With a ``prior`` (sampled groups), each marginal is shrunk towards the
        whole set's, so that a group of a handful of samples does not look
        solved when it stands for many arrangements.
        """
        size = len(members)
        if size == 1 and prior is None:
            return 0.0
        hits: dict[int, int] = {}
        cells = self.cells
        for i in members:
            for cell in cells[i]:
                hits[cell] = hits.get(cell, 0) + 1
        n = self.atom_count
        if prior is None:
            return PENALTY * (n - sum(heapq.nlargest(n, hits.values())) / size)
        weight = PRIOR_WEIGHT
        shrunk = [(hits.get(c, 0) + weight * p) / (size + weight) for c, p in enumerate(prior)]
        return PENALTY * (n - sum(heapq.nlargest(n, shrunk)))

    def value(
        self, members: list[int], cont: Callable[[int], float] | None, prior: Sequence[float] | None = None
    ) -> float:
        stop = self.stop_value(members, prior)
        if cont is not None:
            return min(stop, cont(len(members)))
        return stop

    def fire_value(
        self,
        port: Port,
        groups: dict[int, list[int]],
        size: int,
        cont: Callable[[int], float] | None,
        prior: Sequence[float] | None = None,
    ) -> float:
        total = 0.0
        for code, members in groups.items():
            cost = 1 if code in (0, port) else 2
            total += len(members) * (cost + self.value(members, cont, prior))
        return total / size

    def rollout_ranking(
        self, members: list[int], ports: Sequence[Port], banned: tuple[int, ...] = ()
    ) -> list[tuple[float, Port]]:
        """``ports`` by the exact expected cost of firing each and finishing greedily, cheapest first.

        Ties go to the lower port, also where rounding alone tells two costs apart (see ``TIE``).
        """
        memo: dict[frozenset[int], float] = {}
        size = len(members)
        values = [(self.greedy_fire(port, self.split(members, port), size, banned, memo), port) for port in ports]
        return sorted(values, key=lambda value: (round(value[0], TIE_DIGITS), value[1]))

    def greedy_fire(
        self,
        port: Port,
        groups: dict[int, list[int]],
        size: int,
        banned: tuple[int, ...],
        memo: dict[frozenset[int], float],
    ) -> float:
        """Expected cost of firing ``port`` and then playing the greedy policy (most bits per marker) to the end."""
        total = 0.0
        for code, members in groups.items():
            cost = 1 if code in (0, port) else 2
            total += len(members) * (cost + self.greedy_value(members, (*banned, port, code), memo))
        return total / size

    def greedy_value(self, members: list[int], banned: tuple[int, ...], memo: dict[frozenset[int], float]) -> float:
        """Expected cost of finishing ``members`` with the greedy policy (or stopping when that is cheaper)."""
        if len(members) == 1:
            return 0.0
        key = frozenset(members) if len(members) <= MEMO_SIZE else None
        value = memo.get(key) if key is not None else None
        if value is not None:
            return value
        stop = self.stop_value(members)
        best: tuple[float, Port] | None = None
        size = len(members)
        for other in self.ports:
            if other in banned:
                continue
            counts = Counter(map(self.codes[other].__getitem__, members))
            if len(counts) < 2:
                continue
            rate = bits_per_marker(other, counts, size)
            if best is None or rate > best[0] + TIE:
                best = (rate, other)
        value = stop
        if best is not None:
            port = best[1]
            value = min(stop, self.greedy_fire(port, self.split(members, port), size, banned, memo))
        if key is not None:
            memo[key] = value
        return value


def bits_per_marker(port: Port, counts: Mapping[int, int], size: int) -> float:
    """Expected information of firing ``port`` per marker, its answers splitting ``size`` arrangements ``counts``-wise.

    ``counts`` maps each answer code to how many of the arrangements give it.
    """
    information = 0.0
    cost = 0.0
    for code, count in counts.items():
        share = count / size
        information -= share * math.log2(share)
        cost += share * (1 if code in (0, port) else 2)
    return information / cost


def answer_counts(groups: Mapping[int, list[int]]) -> dict[int, int]:
    """How many arrangements give each answer, from the groups ``AnswerTable.split`` makes."""
    return {code: len(members) for code, members in groups.items()}


def unambiguous(board: Board, arrangements: list[int]) -> list[int]:
    """The arrangements no other one of the list answers alike at every port.

    Two consistent arrangements with the same answer pad are both consistent
    with anything seen, so an arrangement is ambiguous (RULES.md §5) exactly
    when it shares its pad with another of the full consistent list.
    """
    exit_code = board.tracer.exit_code
    ports = board.ports
    pads: dict[tuple[int, ...], int] = {}
    keys = []
    for bits in arrangements:
        pad = tuple(exit_code(bits, port) for port in ports)
        keys.append(pad)
        pads[pad] = pads.get(pad, 0) + 1
    return [bits for bits, pad in zip(arrangements, keys, strict=True) if pads[pad] == 1]
