"""The best expected score an experimenter can reach, by exhaustive search on small boards.

Terms:

perfect play
    The experimenter's policy with the lowest expected score over hidden
    setups drawn uniformly from the arrangements no other one imitates
    (RULES.md §5, as ``random_setup`` draws them), with exact positions
    (every misplaced atom costs 5) and rays costing their markers (1 for
    absorbed or reflected, 2 for an exit).
plain greedy
    The yardstick the computer experimenter must beat: fire the port that
    teaches the most bits per marker until the arrangements left answer
    every ray alike, then place the balls.
optimum
    The expected score of perfect play: for a set of arrangements still possible, the
    smaller of placing the balls now (5 × the atoms expected to be missed)
    and the cheapest port's cost plus the optimum of each answer's share,
    searched over every port and every answer (a memo over the sets met).

The search grows quickly with the number of arrangements: ortho-6x6 with
2 atoms (630) takes seconds, ortho-5x5 with 3 atoms (2,284) a minute.  It is
the yardstick for the computer experimenter (``benchmarks/experimenter_optimal.py``),
not something the window runs.

>>> from blackbox_desktop.model.board import parse_board
>>> board = parse_board("ortho-4x4")
>>> round(optimum(board, 2), 4), round(plain_greedy(board, 2), 4)
(4.2833, 4.3)
"""

from __future__ import annotations

import heapq
from itertools import combinations
from typing import TYPE_CHECKING

from .ambiguity import is_ambiguous
from .rollout import bits_per_marker
from .scoring import PENALTY

if TYPE_CHECKING:
    from collections.abc import Sequence

    from .board import Board, Cell, Port

__all__ = ["optimum", "optimum_of", "plain_greedy", "unambiguous_arrangements"]


def unambiguous_arrangements(board: Board, atom_count: int) -> list[frozenset[Cell]]:
    """Every arrangement of ``atom_count`` atoms that no other arrangement imitates, in a fixed order."""
    return [
        atoms
        for atoms in map(frozenset, combinations(range(board.cell_count), atom_count))
        if not is_ambiguous(board, atoms)
    ]


def optimum(board: Board, atom_count: int) -> float:
    """The expected score of perfect play (see the module's terms)."""
    return _Search(board, atom_count).value(None)


def optimum_of(board: Board, atom_count: int, arrangements: Sequence[frozenset[Cell]], ports: Sequence[Port]) -> float:
    """The expected cost of perfect play from a position of a game: ``arrangements`` are those still
    possible (equally likely), ``ports`` those not yet marked.  The search of ``optimum`` on a game's end:
    a few hundred arrangements take seconds (``benchmarks/experimenter_endgame.py``)."""
    return _Search(board, atom_count, list(arrangements), list(ports)).value(None)


def plain_greedy(board: Board, atom_count: int) -> float:
    """The expected score of the plain greedy experimenter (see the module's terms)."""
    return _Search(board, atom_count).greedy(None)


class _Search:
    def __init__(
        self,
        board: Board,
        atom_count: int,
        arrangements: list[frozenset[Cell]] | None = None,
        ports: list[Port] | None = None,
    ) -> None:
        self.atom_count = atom_count
        self.arrangements = unambiguous_arrangements(board, atom_count) if arrangements is None else arrangements
        exit_code = board.tracer.exit_code
        masks = [sum(1 << cell for cell in atoms) for atoms in self.arrangements]
        fired_at = board.ports if ports is None else ports
        self.answers = [(port, [exit_code(mask, port) for mask in masks]) for port in fired_at]
        self.memo: dict[tuple[int, ...], float] = {}

    def stop_value(self, members: tuple[int, ...]) -> float:
        hits: dict[int, int] = {}
        for index in members:
            for cell in self.arrangements[index]:
                hits[cell] = hits.get(cell, 0) + 1
        expected = sum(heapq.nlargest(self.atom_count, hits.values())) / len(members)
        return PENALTY * (self.atom_count - expected)

    def split(self, members: tuple[int, ...], codes: list[int]) -> dict[int, list[int]]:
        groups: dict[int, list[int]] = {}
        for index in members:
            groups.setdefault(codes[index], []).append(index)
        return groups

    def greedy(self, members: tuple[int, ...] | None) -> float:
        if members is None:
            members = tuple(range(len(self.arrangements)))
        size = len(members)
        best: tuple[float, int, dict[int, list[int]]] | None = None
        for port, codes in self.answers:
            groups = self.split(members, codes)
            if len(groups) < 2:
                continue
            rate = bits_per_marker(port, {code: len(group) for code, group in groups.items()}, size)
            if best is None or rate > best[0]:
                best = (rate, port, groups)
        if best is None:
            return self.stop_value(members) if size > 1 else 0.0
        _, port, groups = best
        return (
            sum(
                len(group) * ((1 if code in (0, port) else 2) + self.greedy(tuple(group)))
                for code, group in groups.items()
            )
            / size
        )

    def value(self, members: tuple[int, ...] | None) -> float:
        if members is None:
            members = tuple(range(len(self.arrangements)))
        if len(members) <= 1:
            return 0.0
        known = self.memo.get(members)
        if known is not None:
            return known
        size = len(members)
        best = self.stop_value(members)
        for port, codes in self.answers:
            groups = self.split(members, codes)
            if len(groups) < 2:
                continue
            costs = {code: 1 if code in (0, port) else 2 for code in groups}
            # The ray's own markers already bound the total from below: skip ports that cannot win.
            total = float(sum(len(group) * costs[code] for code, group in groups.items()))
            if total >= best * size:
                continue
            for group in groups.values():
                total += len(group) * self.value(tuple(group))
                if total >= best * size:
                    break
            else:
                best = total / size
        self.memo[members] = best
        return best
