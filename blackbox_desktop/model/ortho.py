"""The orthogonal side: a grid of rows × columns, 8×8 on the wooden boards.

Ports run anticlockwise from the top of the left side (RULES.md §1):
left side top→bottom, bottom side left→right, right side bottom→top,
top side right→left.

>>> board = OrthoBoard.of(8, 8)
>>> [board.port_entry(p) for p in (1, 9, 17, 25)]
[('A1', 'E'), ('H1', 'N'), ('H8', 'W'), ('A8', 'S')]
"""

from __future__ import annotations

from functools import cache

from .board import ROW_LETTERS, Board, Cell, Point, Port
from .errors import BoardSpecError

# Headings anticlockwise from east, as (row step, column step).
_STEPS = ((0, 1), (-1, 0), (0, -1), (1, 0))
E, N, W, S = range(4)


class OrthoBoard(Board):
    kind = "ortho"
    heading_names = ("E", "N", "W", "S")
    turns_in_place = True

    @staticmethod
    @cache
    def of(rows: int, cols: int) -> OrthoBoard:
        return OrthoBoard(rows, cols)

    def __init__(self, rows: int, cols: int) -> None:
        if not (2 <= rows <= 26 and 2 <= cols <= 26):
            raise BoardSpecError(f"A square board has 2 to 26 rows and columns; {rows}x{cols} is not allowed.")
        super().__init__()
        self.rows = rows
        self.cols = cols
        self.spec = f"ortho-{rows}x{cols}"
        for r in range(rows):
            for c in range(cols):
                self._add_cell(f"{ROW_LETTERS[r]}{c + 1}", (c + 0.5, r + 0.5), r)
        for r in range(rows):
            for c in range(cols):
                self._neighbours.append(tuple(self._at(r + dr, c + dc) for dr, dc in _STEPS))
        for r in range(rows):
            self._add_port(self._at(r, 0), E)
        for c in range(cols):
            self._add_port(self._at(rows - 1, c), N)
        for r in reversed(range(rows)):
            self._add_port(self._at(r, cols - 1), W)
        for c in reversed(range(cols)):
            self._add_port(self._at(0, c), S)

    def _at(self, r: int, c: int) -> Cell:
        if 0 <= r < self.rows and 0 <= c < self.cols:
            return r * self.cols + c
        return -1

    def _look_at(self, r: int, c: int, heading: int) -> tuple[Cell, Cell, Cell]:
        dr, dc = _STEPS[heading]
        lr, lc = _STEPS[(heading + 1) % 4]
        rr, rc = _STEPS[(heading - 1) % 4]
        ar, ac = r + dr, c + dc
        return (self._at(ar, ac), self._at(ar + lr, ac + lc), self._at(ar + rr, ac + rc))

    def look(self, cell: Cell, heading: int) -> tuple[Cell, Cell, Cell]:
        r, c = divmod(cell, self.cols)
        return self._look_at(r, c, heading)

    def look_from_outside(self, port: Port) -> tuple[Cell, Cell, Cell]:
        cell, heading = self._ports[port - 1]
        r, c = divmod(cell, self.cols)
        dr, dc = _STEPS[heading]
        return self._look_at(r - dr, c - dc, heading)

    def heading_vector(self, heading: int) -> Point:
        dr, dc = _STEPS[heading % 4]
        return (float(dc), float(dr))

    def cell_outline(self, cell: Cell) -> list[Point]:
        r, c = divmod(cell, self.cols)
        return [(c, r), (c + 1.0, r), (c + 1.0, r + 1.0), (c, r + 1.0)]

    @property
    def title(self) -> str:
        return f"{self.rows}×{self.cols}"

    @property
    def default_atom_counts(self) -> tuple[int, ...]:
        return (4, 5)
