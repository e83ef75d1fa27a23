"""The assistant's slow model calls, in a form that can run in the counting process.

Each is a module-level function whose arguments and result pickle (the board,
atom counts, ``port -> Outcome`` dicts, numbers), with a ``cancel`` keyword as
the model takes it.  No Qt here: the counting process imports this module.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from types import MappingProxyType

from ...model.ambiguity import equivalent_arrangements
from ...model.board import Board, Cell, Port
from ...model.deduction import Analysis, Cancelled, analyse, observation_rays
from ...model.deduction_search import ray_tables, search
from ...model.hints import Hint, best_port
from ...model.outcome import Outcome

Counted = tuple[int, tuple[int, ...], tuple[Port, ...] | None]
"""An analysis as it crosses from the process: its count, per-cell counts and contradiction."""


def count(board: Board, atoms: int, known: dict[Port, Outcome], *, cancel: Callable[[], bool]) -> Counted:
    """What :func:`~...model.deduction.analyse` finds (its :class:`Analysis` holds a read-only mapping,
    which does not pickle: :func:`analysis` builds it again on the window's side)."""
    found = analyse(board, atoms, known, cancel=cancel)
    return found.count, found.cell_counts, found.contradiction


def analysis(atoms: int, known: Mapping[Port, Outcome], counted: Counted) -> Analysis:
    total, cell_counts, contradiction = counted
    return Analysis(atoms, MappingProxyType(dict(known)), total, cell_counts, contradiction)


def hint(
    board: Board, atoms: int, known: dict[Port, Outcome], *, cancel: Callable[[], bool]
) -> tuple[Hint | None, bool]:
    """The best port to fire, and whether any arrangement fits at all.

    No hint either way: nothing left to learn, or no arrangement fits.  Told apart here, not by the
    count, which may still be naming the contradiction (QA: a tabletop slip read "No ray can teach
    you more" when Hint was pressed as the ray came in).
    """
    found = best_port(board, atoms, known, cancel=cancel)
    fits = (
        found is not None
        or search(ray_tables(board), atoms, observation_rays(board, known), cancel=cancel, limit=1).count > 0
    )
    return found, fits


def look_alikes(
    board: Board, atoms: frozenset[Cell], limit: int, give_up_at: float, *, cancel: Callable[[], bool]
) -> int:
    """How many arrangements (up to ``limit``) answer every ray like ``atoms``; 0 when not found by
    ``give_up_at`` (a ``time.monotonic()`` time: the clock is the machine's, the same in the process)."""

    def stop() -> bool:
        return cancel() or time.monotonic() > give_up_at

    try:
        return len(equivalent_arrangements(board, atoms, limit=limit, cancel=stop))
    except Cancelled:
        if cancel():
            raise
        return 0  # not found in time: nothing is said, and turned back to, it is not sought again
