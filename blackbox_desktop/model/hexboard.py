"""The hexagonal side of Franjos *Black Box +*: a hexagon of hexagons.

Side 5 gives 61 cells in rows of 5, 6, 7, 8, 9, 8, 7, 6, 5 and 54 ports.
Cells use axial coordinates ``(q, r)`` with ``|q|, |r|, |q + r| < side``;
``r`` counts rows from the middle one (negative above it).

Ports are the outer edges of the border cells, numbered anticlockwise from
the top-left corner, going down the left side first (RULES.md §2).

>>> board = HexBoard.of(5)
>>> [board.port_entry(p) for p in (1, 2, 11, 54)]
[('A1', 'SE'), ('A1', 'E'), ('E1', 'NE'), ('A1', 'SW')]
"""

from __future__ import annotations

import math
from functools import cache

from .board import ROW_LETTERS, Board, Cell, Point, Port
from .errors import BoardSpecError

# Headings anticlockwise from east, as axial (dq, dr); r grows downwards.
_STEPS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
E, NE, NW, W, SW, SE = range(6)
_ROOT3 = math.sqrt(3.0)


class HexBoard(Board):
    kind = "hex"
    heading_names = ("E", "NE", "NW", "W", "SW", "SE")
    turns_in_place = False

    @staticmethod
    @cache
    def of(side: int) -> HexBoard:
        return HexBoard(side)

    def __init__(self, side: int) -> None:
        if not 2 <= side <= 9:
            raise BoardSpecError(f"A hexagonal board has a side of 2 to 9 cells; {side} is not allowed.")
        super().__init__()
        self.side = side
        self.spec = f"hex-{side}"
        self._coords: list[tuple[int, int]] = []
        self._at_coords: dict[tuple[int, int], Cell] = {}
        reach = side - 1
        for row, r in enumerate(range(-reach, reach + 1)):
            for pos, q in enumerate(range(max(-reach, -reach - r), min(reach, reach - r) + 1)):
                self._at_coords[(q, r)] = len(self._coords)
                self._coords.append((q, r))
                self._add_cell(f"{ROW_LETTERS[row]}{pos + 1}", (q + r / 2, r * _ROOT3 / 2), row)
        for q, r in self._coords:
            self._neighbours.append(tuple(self._at(q + dq, r + dr) for dq, dr in _STEPS))
        self._number_ports()

    def _number_ports(self) -> None:
        # Walk the rim anticlockwise from the top-left corner: down the upper
        # left side (walking SW), then SE, E, NE, NW and W back to the start.
        # A side cell has two outer edges, a corner three; their outward
        # normals turn anticlockwise as the walk goes on.
        reach = self.side - 1
        q, r = 0, -reach
        edges: list[tuple[Cell, int]] = []
        for k in range(6):
            walk = (SW + k) % 6
            for step in range(1, self.side):
                q, r = q + _STEPS[walk][0], r + _STEPS[walk][1]
                cell = self._at(q, r)
                normals = [(walk - 2) % 6, (walk - 1) % 6]
                if step == reach:
                    normals.append(walk)
                edges.extend((cell, normal) for normal in normals)
        # The walk ends on the top-left corner's NE, NW and W edges; port 1 is
        # its NW edge, so the last two edges come first.
        edges = edges[-2:] + edges[:-2]
        for cell, normal in edges:
            self._add_port(cell, (normal + 3) % 6)

    def _at(self, q: int, r: int) -> Cell:
        return self._at_coords.get((q, r), -1)

    def axial(self, cell: Cell) -> tuple[int, int]:
        return self._coords[cell]

    def look(self, cell: Cell, heading: int) -> tuple[Cell, Cell, Cell]:
        q, r = self._coords[cell]
        return self._look_at(q, r, heading)

    def look_from_outside(self, port: Port) -> tuple[Cell, Cell, Cell]:
        cell, heading = self._ports[port - 1]
        q, r = self._coords[cell]
        dq, dr = _STEPS[heading]
        return self._look_at(q - dq, r - dr, heading)

    def _look_at(self, q: int, r: int, heading: int) -> tuple[Cell, Cell, Cell]:
        cells = []
        for turn in (0, 1, -1):
            dq, dr = _STEPS[(heading + turn) % 6]
            cells.append(self._at(q + dq, r + dr))
        return (cells[0], cells[1], cells[2])

    def heading_vector(self, heading: int) -> Point:
        dq, dr = _STEPS[heading % 6]
        return (dq + dr / 2, dr * _ROOT3 / 2)

    def cell_outline(self, cell: Cell) -> list[Point]:
        x, y = self._centres[cell]
        radius = 1 / _ROOT3
        return [
            (x + radius * math.cos(math.radians(a)), y + radius * math.sin(math.radians(a)))
            for a in (-90, -30, 30, 90, 150, 210)
        ]

    @property
    def title(self) -> str:
        return f"hexagonal (side {self.side})"

    @property
    def default_atom_counts(self) -> tuple[int, ...]:
        return (5, 6)
