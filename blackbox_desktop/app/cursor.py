"""The keyboard cursor's step: from one place on a board to the nearest in the arrow's direction.

The board and the setter's pad both move a cursor over cells (and the board over ports too) with the
arrow keys; a hexagonal board has no rows and columns to follow, so the step is geometric.

From a hole of the rim the step follows the rim instead (:func:`rim_step`): the holes stand in a ring
round the board, and the nearest place in an arrow's direction is not always the next hole.  Two
sides of the hexagon run at 60 degrees to the Left and Right arrows, exactly the edge of the step's
cone, and round a corner the next hole lies well off the arrow's line: a purely geometric step went
from hole 4 to hole 7 of the hexagon with Left, and from hole 1 (a corner) no arrow led into the board.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from typing import TypeVar

from PySide6.QtCore import QPointF

Place = TypeVar("Place")

CONE = 0.5
"""The cosine of the widest angle between an arrow and the way to a place it may step to (60 degrees)."""
ASIDE = math.cos(math.radians(75))
"""From a hole, the neighbouring hole round the rim is the arrow's way if it lies within 75 degrees of it:
the hole at a corner of the hexagon is 69 degrees off Left (or Right) from its neighbour up the side, but
the first hole of the top row is 81 degrees off Up from the corner's hole, and Up there goes nowhere."""
SLACK = 1e-6
"""Rounding room: a place lying exactly on the cone's edge (a side of the hexagon) is in the cone."""


def step(
    here: QPointF,
    places: Iterable[tuple[Place, QPointF]],
    dx: float,
    dy: float,
    column: tuple[float, float] | None = None,
) -> Place | None:
    """The place nearest ``here`` in direction (dx, dy), leaning towards the straight line; None if none.

    ``column`` is (x, reach): the places no further than ``reach`` from that x come first while there is one
    that way (near the hexagon's slanting edges a hole of the rim lay nearer than the next cell of the
    column), and of two places equally near (straight up from a hexagon lie two, up-left and up-right) the
    one nearer x wins; else the first.
    """
    found: list[tuple[float, float, Place]] = []
    for place, point in places:
        delta = point - here
        distance = math.hypot(delta.x(), delta.y())
        if distance < 1e-9:
            continue
        along = (delta.x() * dx + delta.y() * dy) / distance
        if along < CONE - SLACK:
            continue
        aside = abs(point.x() - column[0]) if column is not None else 0.0
        found.append((distance * (1.0 + 3.0 * (1.0 - along)), aside, place))
    if column is not None:
        found = [entry for entry in found if entry[1] <= column[1] + SLACK] or found
    best: tuple[float, float, Place] | None = None
    for cost, aside, place in found:
        if best is None or cost < best[0] - SLACK or (cost < best[0] + SLACK and aside < best[1] - SLACK):
            best = (cost, aside, place)
    return best[2] if best is not None else None


class Column:
    """Up and Down keep to a column where the rows are staggered, and an arrow undoes the one before it.

    On the hexagon a cell has two neighbours above it, half a cell to either side: with the first one
    always taken, Up then Down left the cursor a cell to the left of where it was, and Up after Up ran off
    slantwise.  The column is the x where a run of Up and Down began; its places come first, and a tie
    goes to the place nearer it.  In a run of Up and Down, arrows the other way retrace the steps just
    taken, one by one (along a slanting edge the hole of the rim lay nearer than the cell left).  Left and
    Right follow the rows, which are straight on both sides of the board, and end the run.
    """

    TRACE = 64
    """How many steps can be retraced."""

    def __init__(self) -> None:
        self._x: float | None = None
        self._at: object = None
        """Where the last Up or Down left the cursor: from anywhere else a new run begins."""
        self._trace: list[tuple[object, object, float, float]] = []
        """The steps taken, last at the end: where each went, where it came from, and its direction."""
        self._retraced = False

    def back(self, place: object, dx: float, dy: float) -> object:
        """The place the last step came from, when ``place`` is where it went and (dx, dy) the other way; that
        step is then retraced (the one before it comes next).  Only Up and Down retrace."""
        if self._trace and dx == 0:
            went, came_from, sx, sy = self._trace[-1]
            if place == went and (dx, dy) == (-sx, -sy):
                self._trace.pop()
                self._retraced = True
                return came_from
            if place != went:
                self._trace.clear()  # the cursor was put elsewhere (the mouse, a new board): a new trace
        return None

    def x(self, place: object, point: QPointF, dx: float, reach: float) -> tuple[float, float] | None:
        """The column (x, ``reach``) for a step from ``place`` (at ``point``) along (dx, ...); None for Left and
        Right.  ``reach`` is half a cell: the places of the column lie no further than that from x."""
        if dx != 0:
            self._at = None
            return None
        if place != self._at or self._x is None:
            self._x = point.x()
        return self._x, reach

    def moved(self, place: object, dx: float, dy: float = 0.0, came_from: object = None, *, anew: bool = False) -> None:
        """The step just taken in direction (dx, dy) went from ``came_from`` to ``place``; ``anew``: a column
        begins there (the step came in from the rim)."""
        if dx != 0:
            self._trace.clear()  # Left and Right end the run
        elif self._retraced:
            self._retraced = False  # a step retraced (``back``): taken off the trace, not put on it
        else:
            self._trace = [*self._trace[-(self.TRACE - 1) :], (place, came_from, dx, dy)]
        self._at = place if dx == 0 else None
        if anew:
            self._x = None


def rim_step(
    ring: Sequence[tuple[Place, QPointF]], index: int, inside: Iterable[tuple[Place, QPointF]], dx: float, dy: float
) -> Place | None:
    """From the hole ``ring[index]`` in direction (dx, dy): the next hole round the rim that way, or into the board.

    ``ring`` holds the holes in turn round the rim (either way round), ``inside`` the cells.  An arrow
    pointing more into the board than along the rim steps to the nearest cell that way (as
    :func:`step`); any other arrow goes to the neighbouring hole on its side, so that the arrow along a
    side of the board visits every hole of it in turn, corners included, and never jumps over one; an
    arrow pointing straight out of the board, or with no neighbour lying its way (within :data:`ASIDE`), goes
    nowhere (None).
    """
    count = len(ring)
    here = ring[index][1]
    before, after = ring[(index - 1) % count], ring[(index + 1) % count]
    tangent = after[1] - before[1]
    length = math.hypot(tangent.x(), tangent.y())
    if count < 3 or length < 1e-9:
        return step(here, [place for place in ring if place is not ring[index]], dx, dy)
    tx, ty = tangent.x() / length, tangent.y() / length
    # The inward normal: the tangent turned a quarter towards the inside of the ring.
    nx, ny = (-ty, tx) if _inside_on_left(ring) else (ty, -tx)
    along = dx * tx + dy * ty
    inward = dx * nx + dy * ny
    if inward > abs(along) + SLACK:
        return step(here, inside, dx, dy)
    if abs(along) < SLACK:
        return None
    neighbour, point = after if along > 0 else before
    delta = point - here
    distance = math.hypot(delta.x(), delta.y())
    if distance < 1e-9 or (delta.x() * dx + delta.y() * dy) / distance < ASIDE:
        return None
    return neighbour


def _inside_on_left(ring: Sequence[tuple[object, QPointF]]) -> bool:
    """True when the inside lies on the side the tangent turned by (x, y) -> (-y, x) points to: the ring's
    signed area is positive (with y down, as in a scene, that is a ring running clockwise on the screen)."""
    area = 0.0
    for (_a, p), (_b, q) in zip(ring, [*ring[1:], ring[0]], strict=True):
        area += p.x() * q.y() - q.x() * p.y()
    return area > 0
