"""Is there a look-alike?  The search behind :func:`.ambiguity.is_ambiguous`.

It walks the tree of :func:`.deduction_search.search` in its wide order (same
terms: partial assignment, pending ray, quiet path, leaf), but it only asks
whether some arrangement other than the hidden one fits, so it drops what
counting needs and adds one deduction the counting search cannot make without
breaking its per-cell counts:

forced empty cell
    An unknown cell that a pending ray looks at next where an atom would end
    that ray at once, and not as observed (on the square side the cell ahead of
    a ray that is not absorbed; next to the entry of a ray that comes out
    elsewhere).  Every arrangement below the node leaves it empty, so it is
    decided without branching, and the rays resume their traces at once.

Proving that an arrangement has no look-alike walks the whole tree; on 26×26
with 20 atoms the forced cells cut it to under a third of the nodes and the time with
it (``benchmarks/ambiguity_speed.py``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache
from math import comb
from typing import TYPE_CHECKING

from .deduction_search import CANCEL_EVERY, TIGHT_RAY, Cancelled, ray_tables

if TYPE_CHECKING:
    from .board import Board

__all__ = ["has_look_alike"]

Pending = tuple[int, int, int, int, bool]
"""``(state, target, path, reach, fits)``: a pending ray with every cell its quiet path looks at (``path``) and the
unknown ones among them (``reach``)."""


_WEIGHT = (0, 12, 3, 1)
"""What a stopped ray adds to the score of each cell it waits for, by how many cells it waits for (the wide
order's ``_WIDE_WEIGHT`` with a cell that settles a ray weighed twice as much): with forced cells decided, it
proves a 26×26 setup with 20 atoms unique in 49,152 nodes instead of 323,584, 24×24 with 18 atoms a quarter
faster (``benchmarks/ambiguity_speed.py``)."""


class _Found(Exception):
    """Internal: an arrangement other than the hidden one fits."""


@cache
def _endings(board: Board) -> tuple[tuple[tuple[tuple[int, int], ...], ...], ...]:
    """``_endings(board)[state][known3 * 8 + full3]``: ``(end code, cell bit)`` for each unknown cell the state
    looks at where an atom ends the ray in this step with that code, whatever the other unknown cells hold."""
    tables = ray_tables(board)
    rows = []
    for state in range(len(tables.look)):
        cells = tables.bits[state]
        off = sum(1 << (2 - i) for i, bit in enumerate(cells) if not bit)
        row: list[tuple[tuple[int, int], ...]] = []
        for index in range(64):
            known, full = divmod(index, 8)
            known |= off
            endings = []
            if not full & ~known:
                for i, cell in enumerate(cells):
                    seen = 1 << (2 - i)
                    if known & seen:
                        continue
                    ends = {tables.nxt[state][full | seen | extra] for extra in range(8) if not extra & (known | seen)}
                    if len(ends) == 1 and (end := ends.pop()) < 0:
                        endings.append((end, cell))
            row.append(tuple(endings))
        rows.append(tuple(row))
    return tuple(rows)


def has_look_alike(
    board: Board,
    atom_count: int,
    rays: Sequence[tuple[int, int]],
    truth: int,
    *,
    full: int = 0,
    cancel: Callable[[], bool] | None = None,
) -> bool:
    """True when an arrangement of ``atom_count`` atoms other than ``truth`` (a bit set) ends every ray of ``rays``
    (``(start state, end code)`` pairs, as for :func:`.deduction_search.search`) as demanded, among those that hold
    an atom in every cell of ``full``.  ``cancel``, asked every ``CANCEL_EVERY`` nodes, stops it by raising
    ``Cancelled``.  Exactly ``search(..., limit=2, full=full).count > 1`` when ``truth`` fits and holds ``full``.
    """
    tables = ray_tables(board)
    endings = _endings(board)
    n = tables.cell_count
    look = tables.look
    bits = tables.bits
    nxt = tables.nxt
    advance = tables.advance
    partial = tables.partial
    all_cells = tables.all_cells
    ticks = [0]

    def quiet(state: int, full: int, target: int) -> tuple[int, bool]:
        path = 0
        while state >= 0:
            seen_cells = look[state]
            path |= seen_cells
            if seen_cells & full:
                ahead, lft, rgt = bits[state]
                state = nxt[state][(4 if full & ahead else 0) | (2 if full & lft else 0) | (1 if full & rgt else 0)]
            else:
                state = advance[state]
        return path, state == target

    def node(full: int, known: int, left: int, pending: list[Pending], fresh: int) -> None:
        """``fresh``: the cells decided since ``pending`` was traced; rays whose paths miss them are as they were."""
        ticks[0] += 1
        if cancel is not None and ticks[0] % CANCEL_EVERY == 1 and cancel():
            raise Cancelled
        if not left:
            fresh |= all_cells & ~known
            known = all_cells
        unknown = all_cells & ~known
        dirty = full & fresh
        blocked: list[Pending] = []
        failing: list[Pending] = []
        for item in pending:
            state, target, path, reach, fits = item
            if not path & fresh:
                blocked.append(item)
                if not fits:
                    failing.append(item)
                continue
            while True:
                seen_cells = look[state]
                if seen_cells & full:
                    ahead, lft, rgt = bits[state]
                    if seen_cells & known == seen_cells:
                        seen = (4 if full & ahead else 0) | (2 if full & lft else 0) | (1 if full & rgt else 0)
                        state = nxt[state][seen]
                    else:
                        after = partial[state][
                            (32 if known & ahead else 0)
                            | (16 if known & lft else 0)
                            | (8 if known & rgt else 0)
                            | (4 if full & ahead else 0)
                            | (2 if full & lft else 0)
                            | (1 if full & rgt else 0)
                        ]
                        if after is None:
                            break
                        state = after
                elif seen_cells & known == seen_cells:
                    state = advance[state]
                else:
                    break
                if state < 0:
                    break
            if state < 0:
                if state != target:
                    return
                continue
            if path & dirty:
                path, fits = quiet(state, full, target)
            reach = path & unknown
            item = (state, target, path, reach, fits)
            if not fits:
                if not reach:
                    return
                failing.append(item)
            blocked.append(item)
        if not blocked:
            count = comb(n - known.bit_count(), left)
            if count > 1 or (count and (full ^ truth) & known):
                raise _Found
            return
        forced = 0
        for state, target, *_ in blocked:
            ahead, lft, rgt = bits[state]
            for end, cell in endings[state][
                (32 if known & ahead else 0)
                | (16 if known & lft else 0)
                | (8 if known & rgt else 0)
                | (4 if full & ahead else 0)
                | (2 if full & lft else 0)
                | (1 if full & rgt else 0)
            ]:
                if end != target:
                    forced |= cell
        if forced:
            node(full, known | forced, left, blocked, forced)
            return
        choice = 0
        if failing:
            if len(failing) > left:
                # Rays whose quiet paths share no cell need an atom each.
                failing.sort(key=lambda item: item[3].bit_count())
                used = 0
                need = 0
                for item in failing:
                    if not item[3] & used:
                        used |= item[3]
                        need += 1
                if need > left:
                    return
            tight = min((item[3] for item in failing), key=int.bit_count)
            if tight.bit_count() <= TIGHT_RAY:
                choice = tight
        if not choice:
            scores: dict[int, int] = {}
            for item in blocked:
                mask = look[item[0]] & unknown
                weight = _WEIGHT[mask.bit_count()]
                while mask:
                    bit = mask & -mask
                    mask ^= bit
                    scores[bit] = scores.get(bit, 0) + weight
            best = max(scores.values())
            choice = min(bit for bit, score in scores.items() if score == best)
        choice &= -choice
        node(full, known | choice, left, blocked, choice)
        node(full | choice, known | choice, left - 1, blocked, choice)

    if full.bit_count() > atom_count:
        return False
    start: list[Pending] = []
    for state, target in rays:
        path, fits = quiet(state, full, target)
        start.append((state, target, path, path, fits))
    try:
        node(full, full, atom_count - full.bit_count(), start, all_cells)
    except _Found:
        return True
    return False
