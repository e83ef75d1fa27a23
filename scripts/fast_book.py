"""Opening books for the biggest sets, worked out with numpy (``build-opening-book.py --fast``).

The same book as ``blackbox_desktop.model.opening_book.build_book``: on each
line every candidate port is weighed by the exact expected cost of firing it
and finishing with the greedy policy (most bits per marker, stopping when
placing the balls is cheaper), and the cheapest is fired.  Here the whole
greedy decision tree below a port is walked one level at a time, all its
positions at once, as array operations: 8x8 with 5 atoms (7,226,548
unambiguous arrangements) takes about 110 s a port instead of hours.

Only the order of floating-point sums differs from the pure-Python rule; both
call figures a tie within the same margins (``rollout.TIE``), so they choose
the same ports and their values agree to rounding.  numpy is needed here
only, never by the game.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from itertools import combinations
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from blackbox_desktop.model.board import Board
from blackbox_desktop.model.opening_book import Line, OpeningBook, answers_known, book_key
from blackbox_desktop.model.rollout import TIE, TIE_DIGITS
from blackbox_desktop.model.scoring import PENALTY


class AnswerArrays:
    """Every unambiguous arrangement of a board as rows: its cells and its answer code at every port."""

    def __init__(self, board: Board, atom_count: int) -> None:
        exit_code = board.tracer.exit_code
        ports = list(board.ports)
        layouts = list(combinations(range(board.cell_count), atom_count))
        codes = np.empty((len(layouts), len(ports)), dtype=np.int16)
        for row, atoms in enumerate(layouts):
            bits = sum(1 << cell for cell in atoms)
            codes[row] = [exit_code(bits, port) for port in ports]
        # An arrangement is ambiguous when another one has its whole answer pad (RULES.md §5).
        _, pad, uses = np.unique(codes, axis=0, return_inverse=True, return_counts=True)
        unique = uses[pad.ravel()] == 1
        self.codes = codes[unique]
        self.cells = np.array(layouts, dtype=np.int16)[unique]
        self.ports = ports
        self.atom_count = atom_count
        self.cell_count = board.cell_count
        self.code_count = int(self.codes.max()) + 1
        code = np.arange(self.code_count)
        port = np.array(ports)
        # Markers an answer costs at each port: 1 absorbed or reflected, 2 for an exit.
        self.markers = np.where((code[None, :] == 0) | (code[None, :] == port[:, None]), 1.0, 2.0)

    def __len__(self) -> int:
        return len(self.codes)

    # -- figures for many positions at once: rows of arrangements, each tagged with its position -------------

    def stop_values(self, rows: np.ndarray, position: np.ndarray, count: int, size: np.ndarray) -> np.ndarray:
        """5 × the atoms expected to be missed with the balls on each position's most often full cells."""
        cells = self.cell_count
        full = np.zeros(count * cells, dtype=np.int64)
        for atom in range(self.atom_count):
            full += np.bincount(position * cells + self.cells[rows, atom], minlength=count * cells)
        per_cell = full.reshape(count, cells)
        top = -np.partition(-per_cell, self.atom_count - 1, axis=1)[:, : self.atom_count]
        return np.asarray(PENALTY * (self.atom_count - top.sum(axis=1) / size))

    def column_rates(
        self, rows: np.ndarray, position: np.ndarray, count: int, size: np.ndarray
    ) -> Iterator[tuple[int, np.ndarray]]:
        """Each port column with its bits per marker at every position (-inf where it teaches nothing)."""
        codes = self.code_count
        answers = self.codes[rows]
        base = position * codes
        for column in range(len(self.ports)):
            # Only the answers that occur: (position, answer) pairs and how many arrangements give each.
            tally = np.bincount(base + answers[:, column], minlength=count * codes)
            pair = np.flatnonzero(tally)
            owner = pair // codes
            many = tally[pair].astype(float)
            # Bits: log2(size) - sum(n log2 n) / size; markers: sum(n × markers) / size.
            bits = np.log2(size) - np.bincount(owner, weights=many * np.log2(many), minlength=count) / size
            markers = np.bincount(owner, weights=many * self.markers[column, pair % codes], minlength=count) / size
            rate = bits / markers
            rate[np.bincount(owner, minlength=count) < 2] = -np.inf
            yield column, rate

    def greedy_ports(self, rows: np.ndarray, position: np.ndarray, count: int, size: np.ndarray) -> np.ndarray:
        """Each position's port column with the most bits per marker (the first on a tie), or -1 if none teaches."""
        best_rate = np.full(count, -np.inf)
        best = np.full(count, -1, dtype=np.int64)
        for column, rate in self.column_rates(rows, position, count, size):
            better = rate > best_rate + TIE
            best_rate[better] = rate[better]
            best[better] = column
        return best

    def greedy_values(self, rows: np.ndarray, position: np.ndarray, count: int) -> np.ndarray:
        """The expected cost of finishing each position with the greedy policy, or of stopping when cheaper."""
        size = np.bincount(position, minlength=count).astype(float)
        value = np.zeros(count)
        open_ = size > 1
        if not open_.any():
            return value
        keep = open_[position]
        rows = rows[keep]
        position = (np.cumsum(open_) - 1)[position[keep]]
        count_open = int(open_.sum())
        size_open = size[open_]
        stop = self.stop_values(rows, position, count_open, size_open)
        port = self.greedy_ports(rows, position, count_open, size_open)
        fire = np.full(count_open, np.inf)
        teaches = port >= 0
        if teaches.any():
            keep = teaches[position]
            rows = rows[keep]
            position = position[keep]
            answers = np.unique(position * self.code_count + self.codes[rows, port[position]], return_inverse=True)
            groups, group = answers[0], answers[1].ravel()
            parent = groups // self.code_count
            markers = self.markers[port[parent], groups % self.code_count]
            members = np.bincount(group, minlength=len(groups)).astype(float)
            after = self.greedy_values(rows, group, len(groups))
            total = np.bincount(parent, weights=members * (markers + after), minlength=count_open)
            fire[teaches] = total[teaches] / size_open[teaches]
        value[open_] = np.minimum(stop, fire)
        return value

    # -- one position -------------------------------------------------------------------------------------

    def fire_then_greedy(self, members: np.ndarray, column: int) -> float:
        """The exact expected cost of firing the port in ``column`` and finishing greedily."""
        groups, group = np.unique(self.codes[members, column], return_inverse=True)
        group = group.ravel()
        size = np.bincount(group, minlength=len(groups)).astype(float)
        after = self.greedy_values(members, group, len(groups))
        return float((size * (self.markers[column, groups] + after)).sum() / len(members))

    def stop_value(self, members: np.ndarray) -> float:
        return float(self.stop_values(members, np.zeros(len(members), dtype=np.int64), 1, np.array([len(members)]))[0])

    def by_bits_per_marker(self, members: np.ndarray) -> list[int]:
        """The port columns that teach something here, most bits per marker first (port order on a tie)."""
        alone = np.zeros(len(members), dtype=np.int64)
        rates = [
            (round(-float(rate[0]), TIE_DIGITS), column)
            for column, rate in self.column_rates(members, alone, 1, np.array([float(len(members))]))
            if rate[0] > -np.inf
        ]
        return [column for _, column in sorted(rates)]


def fast_book(
    board: Board,
    atom_count: int,
    depth: int,
    list_limit: int,
    progress: Callable[[str], None] | None = None,
    first: int | None = None,
    candidates: int | None = None,
) -> OpeningBook:
    """``build_book`` with numpy: the same arguments, the same book (see the module's note on ties)."""
    table = AnswerArrays(board, atom_count)
    if progress is not None:
        progress(f"{len(table)} unambiguous arrangements listed")
    lines: dict[str, Line] = {}
    waiting: list[tuple[np.ndarray, tuple[tuple[int, int], ...]]] = [(np.arange(len(table)), ())]
    while waiting:
        members, fired = waiting.pop()
        if len(fired) >= depth or len(members) <= list_limit:
            continue
        useful = table.by_bits_per_marker(members)
        if not useful:
            continue
        if first is not None and not fired:
            useful = [table.ports.index(first)]
        elif candidates is not None and fired:
            useful = useful[:candidates]
        weighed = [(table.fire_then_greedy(members, c), table.ports[c], c) for c in useful]
        value, port, column = min(weighed, key=lambda item: (round(item[0], TIE_DIGITS), item[1]))
        key = book_key(answers_known(fired))
        lines[key] = Line(port, len(members), table.stop_value(members), value)
        if progress is not None:
            progress(f"{key or '(start)'}: {len(members)} arrangements, fire {port} ({value:.4f})")
        answers = table.codes[members, column]
        for code in np.unique(answers):
            waiting.append((members[answers == code], (*fired, (port, int(code)))))
    return OpeningBook(board.spec, atom_count, lines)
