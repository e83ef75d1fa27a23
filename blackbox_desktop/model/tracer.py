"""The ray rule of RULES.md, compiled into tables for speed.

A ray's *state* is ``cell * heading_count + heading``.  For every state the
tracer knows the bit set of the three cells the ray looks at (ahead,
ahead-left, ahead-right) and, for each of the eight ways those cells can be
occupied, what happens next.  Atoms are an ``int`` bit set (bit ``c`` set
when cell ``c`` holds an atom), so the common case — nothing in sight — costs
one ``&`` and one list look-up.

Codes returned by :meth:`Tracer.exit_code`: ``0`` absorbed, otherwise the
port the ray comes out at (its own entry port when reflected).

The solver calls this millions of times; ``benchmarks/ray_speed.py`` prints
its rate.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .errors import BlackBoxError

if TYPE_CHECKING:
    from .board import Board, Cell, Port

ABSORBED_CODE = -1
"""Transition result: the ray is absorbed.  Exits are ``-(1 + port)``."""

# Occupancy of the three looked-at cells, as an index 0..7.
SEEN_AHEAD = 4
SEEN_LEFT = 2
SEEN_RIGHT = 1


class RayLoopError(BlackBoxError):
    """A ray did not leave the board (never happens under the rules)."""


@dataclass(frozen=True, slots=True)
class Step:
    """One decision of a ray: where it stood, its heading, and what it saw."""

    cell: Cell
    """-1 while the ray still stands outside its entry port."""
    heading: int
    new_heading: int
    seen: int
    """Occupancy index: ``SEEN_AHEAD | SEEN_LEFT | SEEN_RIGHT`` bits."""


class Tracer:
    """Ray tables for one board.  Get it as ``board.tracer``."""

    def __init__(self, board: Board) -> None:
        self.board = board
        heads = board.heading_count
        states = board.cell_count * heads
        self._heads = heads
        self._look: list[int] = [0] * states
        self._bits: list[tuple[int, int, int]] = [(0, 0, 0)] * states
        self._next: list[tuple[int, ...]] = [()] * states
        self._guard = range(4 * states + 8)
        for cell in board.cells:
            for heading in range(heads):
                state = cell * heads + heading
                ahead, left, right = board.look(cell, heading)
                bits = (_bit(ahead), _bit(left), _bit(right))
                self._bits[state] = bits
                self._look[state] = bits[0] | bits[1] | bits[2]
                self._next[state] = tuple(self._after(cell, heading, seen) for seen in range(8))
        self._advance = [moves[0] for moves in self._next]
        # Per port: (bit of the entry cell, bits beside it, state once inside).
        self._start: list[tuple[int, int, int]] = [(0, 0, 0)]
        for port in board.ports:
            ahead, left, right = board.look_from_outside(port)
            entry = board.port_entry_cell(port)
            self._start.append((_bit(ahead), _bit(left) | _bit(right), entry * heads + board.port_heading(port)))

    def _after(self, cell: Cell, heading: int, seen: int) -> int:
        """The state (or end code) that follows ``seen`` in ``cell`` heading ``heading``."""
        heads = self._heads
        if self.board.turns_in_place:
            # Square side: a hit is checked first, then the diagonals; a turn
            # does not move, the ray looks again from the same cell.
            if seen & SEEN_AHEAD:
                return ABSORBED_CODE
            if seen == SEEN_LEFT | SEEN_RIGHT:
                return cell * heads + (heading + 2) % heads
            if seen == SEEN_LEFT:
                return cell * heads + (heading - 1) % heads
            if seen == SEEN_RIGHT:
                return cell * heads + (heading + 1) % heads
            return self._move(cell, heading)
        # Hexagonal side, the table of RULES.md §2; every turn is followed by a move.
        if seen == SEEN_AHEAD:
            return ABSORBED_CODE
        if seen & SEEN_LEFT and seen & SEEN_RIGHT:
            # Rule choice (RULES.md §2): with atoms left, ahead and right the
            # side deflections cancel and the ray is reflected; the atom ahead
            # is never reached.
            return self._move(cell, heading + 3)
        turn = {0: 0, SEEN_LEFT: -1, SEEN_RIGHT: 1, SEEN_LEFT | SEEN_AHEAD: -2, SEEN_RIGHT | SEEN_AHEAD: 2}[seen]
        return self._move(cell, heading + turn)

    def _move(self, cell: Cell, heading: int) -> int:
        heading %= self._heads
        nxt = self.board.neighbour(cell, heading)
        if nxt < 0:
            return -(1 + self.board.exit_port(cell, heading))
        return nxt * self._heads + heading

    # -- the hot path -----------------------------------------------------------

    def exit_code(self, atoms: int, port: Port) -> int:
        """0 if the ray from ``port`` is absorbed, else the port it leaves by."""
        ahead, beside, state = self._start[port]
        # Rule choice (RULES.md §1 and §2, the Franjos book): an atom in the
        # entry cell absorbs the ray even when another stands beside it.
        if atoms & ahead:
            return 0
        # Edge reflection: an atom diagonally ahead turns the ray back before it enters.
        if atoms & beside:
            return port
        look = self._look
        advance = self._advance
        while True:
            if atoms & look[state]:
                ahead, left, right = self._bits[state]
                seen = (4 if atoms & ahead else 0) | (2 if atoms & left else 0) | (1 if atoms & right else 0)
                state = self._next[state][seen]
            else:
                state = advance[state]
            if state < 0:
                return -state - 1

    def exit_and_reach(self, atoms: int, port: Port) -> tuple[int, int]:
        """:meth:`exit_code`, and the bit set of every cell the ray looked at on its way (its *reach*).

        Moving an atom into or out of a cell outside the reach leaves the ray's answer as it is.
        (The loop of :meth:`exit_code` again, gathering the reach: ``exit_code`` stays lean, the solver calls it
        millions of times.)
        """
        ahead, beside, state = self._start[port]
        reach = ahead | beside
        if atoms & ahead:
            return 0, reach
        if atoms & beside:
            return port, reach
        look = self._look
        advance = self._advance
        while True:
            cells = look[state]
            reach |= cells
            if atoms & cells:
                ahead, left, right = self._bits[state]
                seen = (4 if atoms & ahead else 0) | (2 if atoms & left else 0) | (1 if atoms & right else 0)
                state = self._next[state][seen]
            else:
                state = advance[state]
            if state < 0:
                return -state - 1, reach

    def answer_codes(self, atoms: int) -> list[int]:
        """``exit_code`` for every port, in port order."""
        code = self.exit_code
        return [code(atoms, port) for port in self.board.ports]

    # -- the recorded path, for drawing ---------------------------------------------

    def steps(self, atoms: int, port: Port) -> tuple[int, list[Step]]:
        """The exit code and every decision the ray made, for drawing its path."""
        ahead, beside, state = self._start[port]
        heading = self.board.port_heading(port)
        if atoms & ahead:
            return 0, [Step(-1, heading, heading, SEEN_AHEAD)]
        if atoms & beside:
            return port, [Step(-1, heading, (heading + self._heads // 2) % self._heads, SEEN_LEFT | SEEN_RIGHT)]
        steps = [Step(-1, heading, heading, 0)]
        for _ in self._guard:
            cell, heading = divmod(state, self._heads)
            a, left, right = self._bits[state]
            seen = (4 if atoms & a else 0) | (2 if atoms & left else 0) | (1 if atoms & right else 0)
            nxt = self._next[state][seen]
            if nxt >= 0:
                new_heading = nxt % self._heads
            elif nxt == ABSORBED_CODE:
                new_heading = heading
            else:
                new_heading = self._exit_heading(cell, heading, seen)
            steps.append(Step(cell, heading, new_heading, seen))
            if nxt < 0:
                return -nxt - 1, steps
            state = nxt
        raise RayLoopError(f"The ray from port {port} does not leave the board.")

    def _exit_heading(self, cell: Cell, heading: int, seen: int) -> int:
        for turn in range(self._heads):
            candidate = (heading + turn) % self._heads
            if (
                self.board.neighbour(cell, candidate) < 0
                and self._move(cell, candidate) == self._next[cell * self._heads + heading][seen]
            ):
                return candidate
        return heading


def _bit(cell: int) -> int:
    return 1 << cell if cell >= 0 else 0


def atom_bits(cells: object) -> int:
    """The bit set of a collection of cells."""
    bits = 0
    for cell in cells:  # type: ignore[attr-defined]
        bits |= 1 << cell
    return bits
