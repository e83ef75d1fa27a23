"""The keyboard cursor's step: from one place on a board to the nearest in the arrow's direction.

The board and the setter's pad both move a cursor over cells (and the board over ports too) with the
arrow keys; a hexagonal board has no rows and columns to follow, so the step is geometric.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import TypeVar

from PySide6.QtCore import QPointF

Place = TypeVar("Place")


def step(here: QPointF, places: Iterable[tuple[Place, QPointF]], dx: float, dy: float) -> Place | None:
    """The place nearest ``here`` in direction (dx, dy), leaning towards the straight line; None if none."""
    best: tuple[float, Place] | None = None
    for place, point in places:
        delta = point - here
        distance = math.hypot(delta.x(), delta.y())
        if distance < 1e-9:
            continue
        along = (delta.x() * dx + delta.y() * dy) / distance
        if along < 0.5:
            continue
        cost = distance * (1.0 + 3.0 * (1.0 - along))
        if best is None or cost < best[0]:
            best = (cost, place)
    return best[1] if best is not None else None
