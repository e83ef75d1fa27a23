"""Rays: the outcome at a port, the whole path, and the setter's answer pad.

>>> from blackbox_desktop.model.board import parse_board
>>> board = parse_board("hex-5")
>>> atoms = board.cells_from_names("C2,D5,D8,E3,E4")
>>> trace(board, atoms, 32).outcome, trace(board, atoms, 10).outcome
(Outcome.exit(44), Outcome.ABSORBED)
>>> [str(o) for o in answer_pad(board, atoms)][:4]
['43', '45', 'H', '54']
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import pairwise

from .board import Board, Cell, Point, Port
from .outcome import Outcome
from .tracer import Step, atom_bits


@dataclass(frozen=True, slots=True)
class Ray:
    """A ray fired in at ``port``: what came of it and the way it went."""

    port: Port
    outcome: Outcome
    steps: tuple[Step, ...]
    """Every decision, starting with the one outside the entry port (cell -1)."""

    @property
    def cells(self) -> tuple[Cell, ...]:
        """Cells visited in order (a retraced cell appears again)."""
        return tuple(step.cell for step in self.steps if step.cell >= 0)

    @property
    def turns(self) -> tuple[Step, ...]:
        """The steps where the heading changed (a 180° turn included)."""
        return tuple(step for step in self.steps if step.new_heading != step.heading)

    @property
    def edge_reflected(self) -> bool:
        """Reflected before it entered the board."""
        return len(self.steps) == 1 and self.steps[0].new_heading != self.steps[0].heading

    def absorbed_by(self, board: Board) -> Cell:
        """The atom that absorbed the ray, or -1 if it was not absorbed."""
        if self.outcome != Outcome.ABSORBED:
            return -1
        last = self.steps[-1]
        if last.cell < 0:
            return board.port_entry_cell(self.port)
        return board.look(last.cell, last.heading)[0]

    def points(self, board: Board) -> list[Point]:
        """The ray's path as a polyline in board units, from port to end."""
        points = [board.port_position(self.port)]
        last = self.steps[-1]
        if self.edge_reflected:
            points += [board.port_edge_midpoint(self.port), board.port_position(self.port)]
            return points
        for step in self.steps:
            if step.cell >= 0 and (step.new_heading != step.heading or step is last):
                points.append(board.cell_centre(step.cell))
        if self.outcome == Outcome.ABSORBED:
            target = self.absorbed_by(board)
            x0, y0 = points[-1]
            x1, y1 = board.cell_centre(target)
            points.append((x0 + (x1 - x0) * 0.6, y0 + (y1 - y0) * 0.6))
        elif self.outcome == Outcome.REFLECTED:
            points.append(board.port_position(self.port))
        elif self.outcome.port is not None:
            points.append(board.port_position(self.outcome.port))
        return points


def turning_index(points: Sequence[Point]) -> int | None:
    """Where a path that ends where it began (a reflection) turns round: the point half-way along it.

    None for a path that ends elsewhere.

    >>> turning_index([(0, 0), (2, 0), (0, 0)]), turning_index([(0, 0), (2, 0)])
    (1, None)
    """
    if len(points) < 3 or math.dist(points[0], points[-1]) > 1e-9:
        return None
    along = [0.0]
    for first, second in pairwise(points):
        along.append(along[-1] + math.dist(first, second))
    return min(range(len(points)), key=lambda i: abs(along[i] - along[-1] / 2))


def trace(board: Board, atoms: Iterable[Cell], port: Port) -> Ray:
    """Fire one ray and record its path."""
    board.check_port(port)
    code, steps = board.tracer.steps(atom_bits(atoms), port)
    return Ray(port, Outcome.from_code(code, port), tuple(steps))


def outcome(board: Board, atoms: Iterable[Cell], port: Port) -> Outcome:
    """Only the answer, fast."""
    board.check_port(port)
    return Outcome.from_code(board.tracer.exit_code(atom_bits(atoms), port), port)


def answer_pad(board: Board, atoms: Iterable[Cell]) -> tuple[Outcome, ...]:
    """The setter's pad: the outcome at every port, in port order."""
    codes = board.tracer.answer_codes(atom_bits(atoms))
    return tuple(Outcome.from_code(code, port) for port, code in zip(board.ports, codes, strict=True))
