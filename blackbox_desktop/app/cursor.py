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
    here: QPointF, places: Iterable[tuple[Place, QPointF]], dx: float, dy: float, column: float | None = None
) -> Place | None:
    """The place nearest ``here`` in direction (dx, dy), leaning towards the straight line; None if none.

    Of two places equally near (straight up from a hexagon lie two, up-left and up-right), the one nearer
    the ``column`` (an x) wins, else the first.
    """
    best: tuple[float, float, Place] | None = None
    for place, point in places:
        delta = point - here
        distance = math.hypot(delta.x(), delta.y())
        if distance < 1e-9:
            continue
        along = (delta.x() * dx + delta.y() * dy) / distance
        if along < CONE - SLACK:
            continue
        cost = distance * (1.0 + 3.0 * (1.0 - along))
        aside = abs(point.x() - column) if column is not None else 0.0
        if best is None or cost < best[0] - SLACK or (cost < best[0] + SLACK and aside < best[1] - SLACK):
            best = (cost, aside, place)
    return best[2] if best is not None else None


class Column:
    """Up and Down keep to a column where the rows are staggered, and Down undoes Up.

    On the hexagon a cell has two neighbours above it, half a cell to either side: with the first one
    always taken, Up then Down left the cursor a cell to the left of where it was, and Up after Up ran off
    slantwise.  The column is the x where a run of Up and Down began; a tie goes to the place nearer it.
    An arrow the other way straight after a step goes back where that step came from (along a slanting
    edge the hole of the rim lay nearer than the cell left).
    """

    def __init__(self) -> None:
        self._x: float | None = None
        self._at: object = None
        """Where the last Up or Down left the cursor: from anywhere else a new run begins."""
        self._came_from: object = None
        self._way = 0.0
        """The place the last Up or Down left, and its direction (-1 up, 1 down)."""

    def back(self, place: object, dx: float, dy: float) -> object:
        """The place the last step came from, when ``place`` is where it went and (dx, dy) the other way."""
        if dx == 0 and dy != 0 and place == self._at and dy == -self._way:
            return self._came_from
        return None

    def x(self, place: object, point: QPointF, dx: float) -> float | None:
        """The column for a step from ``place`` (at ``point``) along (dx, ...); None for Left and Right."""
        if dx != 0:
            self._at = None
            return None
        if place != self._at or self._x is None:
            self._x = point.x()
        return self._x

    def moved(self, place: object, dx: float, dy: float = 0.0, came_from: object = None) -> None:
        """The step just taken in direction (dx, dy) went from ``came_from`` to ``place``."""
        self._at = place if dx == 0 else None
        self._came_from, self._way = (came_from, dy) if dx == 0 else (None, 0.0)


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
