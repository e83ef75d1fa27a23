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

doomed cell
    With two atoms or more still to place, an unknown cell a pending ray looks
    at where an atom would kill the node at once: a ray that looks at it ends
    other than observed, or the quiet paths that miss the observation then need
    more atoms than are left.  It is decided empty before branching; where the
    search used to branch on it, the atom's side of the tree grew from an atom
    at the edge of a large undecided area.

Proving that an arrangement has no look-alike walks the whole tree; on 26×26
with 20 atoms the forced cells cut it to under a third of the nodes, and the
doomed cells one setup from over 6 million nodes (minutes) to 118,086 (39 s of
processor time) (``benchmarks/ambiguity_speed.py``).

Looking for doomed cells costs each node some twenty probes, an atom put in
each cell its rays look at.  A probe traces again only the rays that look at
its cell, keeps each trace while the cells it looked at are as they were, and
resumes the node's pick of disjoint failing rays where the reaches it drops
and adds first change it (:class:`_Picks`); the same cells are found doomed,
so the nodes are the same, in a third to a half less time (26×26 with 20
atoms, twelve seeded setups: the slowest check 101 s -> 62 s, the median
2.0 s -> 1.4 s; the 115,406-node proof 50 s -> 27 s).  The last quiet path
walked from each state is kept while the cells it looked at hold atoms as they
did: the probes walk the same paths node after node (that proof 17.8 s -> 17.4 s
at the median of three runs, with the ray walks now shared with the counting search;
``ambiguity_speed.py --check-only``, 26×26/20, twelve setups, three runs each: the
slowest, 380,928 nodes, 42.5 s -> 41.7 s at the median, the median check 1.0 s as
before; the same nodes).

Tried and left out: a probe's answer taken over from the parent node where the
rays that look at its cell and their traces are as they were.  It is not
exact: whether the failing rays then need more atoms than are left depends on
every failing ray, and these change at nearly every node (the pick of disjoint
reaches was the parent's at 102 of 11,642 nodes, 20×20 with 16 atoms).  Taken
over anyway, 226 of 33,072 answers were "not doomed" where a new probe said
doomed (the seeded setups of the node-count test), and the 115,406-node proof
walked 125,148 nodes in more time (19.7 s against 17.9 s): with the traces
kept, checking that a probe's rays are as they were costs about what the probe
does.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Sequence
from functools import cache
from itertools import islice
from math import comb
from typing import TYPE_CHECKING

from .deduction_search import CANCEL_EVERY, TIGHT_RAY, Cancelled, most_awaited, ray_tables

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


class _Picks:
    """:func:`.deduction_search.disjoint_count`'s walk through ``reaches``, kept so that a probe that drops a few
    reaches and adds a few resumes it where it first goes otherwise, not from the start.

    ``order`` is the reaches smallest first (in their own order among equals), ``sizes`` their sizes,
    ``used[i]`` and ``count[i]`` the cells taken and the reaches picked before ``order[i]`` (the last entry: after
    them all), ``picked`` the positions of the picked reaches."""

    __slots__ = ("count", "order", "picked", "sizes", "taken", "used")

    def __init__(self, reaches: list[int]) -> None:
        # A reach that repeats one before it is never picked (a ray and the one that comes back along its quiet
        # path wait for the same cells: on 26x26 half the failing rays).
        self.order = sorted(dict.fromkeys(reaches), key=int.bit_count)
        self.sizes = [reach.bit_count() for reach in self.order]
        self.used = [0]
        self.count = [0]
        self.picked: list[int] = []
        used = 0
        for i, reach in enumerate(self.order):
            if not reach & used:
                used |= reach
                self.picked.append(i)
            self.used.append(used)
            self.count.append(len(self.picked))
        self.taken = used
        """Every cell of a picked reach."""

    def more_than(self, left: int, cell: int, added: list[int]) -> bool:
        """Whether ``disjoint_count`` gives more than ``left`` for the reaches that miss ``cell`` with ``added``
        after them (exactly: the same reaches picked in the same order)."""
        order = self.order
        sizes = self.sizes
        start = len(order)
        if cell & self.taken:
            # The first picked reach that holds the cell drops out: the walk goes otherwise from there.
            for i in self.picked:
                if order[i] & cell:
                    start = i
                    break
        if added:
            added.sort(key=int.bit_count)
            # A reach added goes after the reaches no larger than itself; one that meets a picked reach before the
            # walk goes otherwise is never picked and changes nothing.
            for k, reach in enumerate(added):
                at = bisect_right(sizes, reach.bit_count())
                if at >= start:
                    added = added[k:]
                    break
                if not reach & self.used[at]:
                    start = at
                    added = added[k:]
                    break
            else:
                added = []
        # The cell in ``used`` leaves out the reaches that hold it (no reach added holds it: it is decided).
        used = self.used[start] | cell
        count = self.count[start]
        if count > left:
            return True
        at = start
        for extra in [*added, 0]:
            end = bisect_right(sizes, extra.bit_count()) if extra else len(order)
            for reach in islice(order, at, end):
                if not reach & used:
                    used |= reach
                    count += 1
                    if count > left:
                        return True
            at = end
            if extra and not extra & used:
                used |= extra
                count += 1
                if count > left:
                    return True
        return False


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
    doomed_cells: bool = True,
) -> bool:
    """True when an arrangement of ``atom_count`` atoms other than ``truth`` (a bit set) ends every ray of ``rays``
    (``(start state, end code)`` pairs, as for :func:`.deduction_search.search`) as demanded, among those that hold
    an atom in every cell of ``full``.  ``cancel``, asked every ``CANCEL_EVERY`` nodes, stops it by raising
    ``Cancelled``.  Exactly ``search(..., limit=2, full=full).count > 1`` when ``truth`` fits and holds ``full``.
    ``doomed_cells`` False skips the doomed cells: they shorten a proof that there is none but make each node dearer,
    so a short look for one is quicker without them.
    """
    tables = ray_tables(board)
    endings = _endings(board)
    n = tables.cell_count
    look = tables.look
    view = tables.view
    all_cells = tables.all_cells
    ticks = [0]
    traces: dict[tuple[int, int, int], tuple[int, int, int, int]] = {}
    """Doomed-cell probes' traces, by (state, target, cell): every cell the trace looked at, which of them held an
    atom and which were decided, and what it found (-1 the ray ends wrong or has nowhere left for its atom, 0 it ends
    as observed, else its unknown cells).  A trace is good as long as those cells are as they were."""

    onward = tables.onward
    quiet_path = tables.quiet_path
    walks: dict[int, tuple[int, int, int]] = {}
    """The last quiet path walked from each state: every cell it looked at, which of them held an atom, and its end.
    It is walked the same while those cells hold atoms as they did (a probe's atom off the path changes nothing)."""

    def quiet(state: int, full: int, target: int) -> tuple[int, bool]:
        walk = walks.get(state)
        if walk is None or full & walk[0] != walk[1]:
            path, end = quiet_path(state, full)
            walk = walks[state] = (path, full & path, end)
        return walk[0], walk[2] == target

    def atom_fails(full: int, known: int, left: int, watchers: list[Pending], needs: _Picks, cell: int) -> bool:
        """Whether the atom just put in ``cell`` (``left`` atoms after it) kills the node at once: a ray that looks
        at it (``watchers``) ends other than observed or has nowhere left for the atom it needs, or the quiet paths
        that miss the observation need more atoms than are left.  Only the rays that look at ``cell`` now are traced
        again; a failing ray whose quiet path passes it further on may be mended by it and is left out (``needs``:
        the failing rays' unknown cells, as the node found them)."""
        added = []
        for state, target, _, _, _ in watchers:
            key = (state, target, cell)
            trace = traces.get(key)
            if trace is None or full & trace[0] != trace[1] or known & trace[0] != trace[2]:
                end, passed = onward(state, full, known)
                if end < 0:
                    outcome = 0 if end == target else -1
                else:
                    path, fits = quiet(end, full, target)
                    passed |= path
                    outcome = 0 if fits else path & ~known or -1
                trace = (passed, full & passed, known & passed, outcome)
                traces[key] = trace
            outcome = trace[3]
            if outcome < 0:
                return True
            if outcome:
                added.append(outcome)
        return needs.more_than(left, cell, added)

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
        traced: list[Pending] = []
        for item in pending:
            state, target, path, reach, fits = item
            if not path & fresh:
                blocked.append(item)
                if not fits:
                    failing.append(item)
                continue
            state = onward(state, full, known)[0]
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
            traced.append(item)
        if not blocked:
            count = comb(n - known.bit_count(), left)
            if count > 1 or (count and (full ^ truth) & known):
                raise _Found
            return
        # Only the rays traced again can force a cell: the others look at cells decided as they were where they
        # forced none (a node that branches has no forced cell, and a ray that forced one looks at it).
        forced = 0
        for state, target, *_ in traced:
            for end, cell in endings[state][view(state, full, known)]:
                if end != target:
                    forced |= cell
        if forced:
            node(full, known | forced, left, blocked, forced)
            return
        needs = _Picks([item[3] for item in failing])
        if needs.count[-1] > left:
            return
        if doomed_cells and left > 1:
            # Doomed cells (see the module's docstring), each found with the ones before it decided.
            watchers: dict[int, list[Pending]] = {}
            for item in blocked:
                mask = look[item[0]] & unknown
                while mask:
                    cell = mask & -mask
                    mask ^= cell
                    watchers.setdefault(cell, []).append(item)
            doomed = 0
            for cell in sorted(watchers):
                if atom_fails(full | cell, known | doomed | cell, left - 1, watchers[cell], needs, cell):
                    doomed |= cell
            if doomed:
                node(full, known | doomed, left, blocked, doomed)
                return
        choice = 0
        if failing:
            tight = min((item[3] for item in failing), key=int.bit_count)
            if tight.bit_count() <= TIGHT_RAY:
                choice = tight
        if not choice:
            choice = most_awaited([look[item[0]] & unknown for item in blocked], _WEIGHT)
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
