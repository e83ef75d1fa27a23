"""The counting search behind :mod:`.deduction`: arrangements that fit the rays.

Terms:

partial assignment
    What the search knows about the cells so far, as two bit sets: ``full``
    (cells that hold an atom) and ``known`` (cells whose content is decided,
    full or empty).  A cell outside ``known`` is *unknown*.
pending ray
    An observed ray whose trace is suspended because the next decision needs
    an unknown cell.  It is kept as ``(state, target, reach, fits)``: the
    tracer state it stopped in, the end code its observation demands, and
    what its quiet path tells.
quiet path
    Where a pending ray would go if every unknown cell were empty.  ``reach``
    is the set of unknown cells that path looks at and ``fits`` whether it
    ends as observed.  When it does not, at least one more atom must go in
    ``reach``: rays whose reaches are disjoint need an atom each, which
    prunes branches long before the atoms run out.
leaf
    A partial assignment under which every observed ray is fully traced and
    agrees with its observation.  The unknown cells of a leaf are *free*: any
    ``left`` of them may hold the remaining atoms, so a leaf stands for
    ``C(free, left)`` arrangements, and different leaves never share one
    (they differ in a decided cell).

The search branches on one unknown cell at a time (atom / no atom), resumes
the traces where they stopped, and prunes as soon as a trace ends somewhere
other than its observation, the atoms run out, or the quiet paths show that
more atoms are needed than are left.  Per-cell counts come for
free from the recursion: a cell that is never branched on above a leaf is
free there, so ``count with an atom at c`` = (atom branches on c) + (total
free weight) - (free weight below the nodes that branch on c).
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from itertools import accumulate, combinations
from math import comb
from random import Random
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .board import Board, Port

ABSORBED_END = -1
"""End code of a ray that is absorbed; an exit at port ``p`` ends with ``-(1 + p)``."""

CANCEL_EVERY = 4096
"""Nodes the search visits between two questions to its ``cancel``."""
TIGHT_RAY = 4
"""A failing ray whose quiet path has at most this many unknown cells is branched on first: it is the most
constrained (the look-alike search branches the same way)."""
_WIDE_WEIGHT = (0, 6, 3, 2)
"""With ``wide``, what a stopped ray adds to the score of each cell it waits for, by how many
cells it waits for (a ray looks at three cells at most): one cell alone settles the ray."""


class Cancelled(Exception):
    """The caller asked the analysis to stop (its ``cancel`` callable returned True)."""


class _Enough(Exception):
    """Internal: the search found as many arrangements as it was asked for."""


@dataclass(frozen=True, slots=True)
class RayTables:
    """The tracer's tables, extended with one *start state* per port.

    A start state stands for the ray still outside its entry port: it looks
    at the entry cell (ahead) and the two cells beside it, and goes on into
    the board, is absorbed or is edge-reflected exactly as
    :meth:`Tracer.exit_code` decides.
    """

    look: list[int]
    bits: list[tuple[int, int, int]]
    nxt: list[tuple[int, ...]]
    advance: list[int]
    partial: list[tuple[int | None, ...]]
    """``partial[state][known3 * 8 + full3]``: the next state when the known
    cells already decide it whatever the unknown ones hold, else ``None``."""
    start_base: int
    """Start state of port ``p`` is ``start_base + p``."""
    cell_count: int
    all_cells: int

    def start(self, port: Port) -> int:
        return self.start_base + port

    def view(self, state: int, full: int, known: int) -> int:
        """What a ray in ``state`` sees of the three cells it looks at, as ``known3 * 8 + full3`` (ahead, left,
        right from the high bit down): the index into ``partial``."""
        ahead, left, right = self.bits[state]
        return (
            (32 if known & ahead else 0)
            | (16 if known & left else 0)
            | (8 if known & right else 0)
            | (4 if full & ahead else 0)
            | (2 if full & left else 0)
            | (1 if full & right else 0)
        )

    def onward(self, state: int, full: int, known: int) -> tuple[int, int]:
        """Where a ray in ``state`` gets to while the decided cells settle each step: an end code (negative),
        or the state at a step an undecided cell may change (a pending ray); and every cell it looked at."""
        look = self.look
        bits = self.bits
        nxt = self.nxt
        passed = 0
        while True:
            seen_cells = look[state]
            passed |= seen_cells
            if seen_cells & full:
                ahead, lft, rgt = bits[state]
                seen = (4 if full & ahead else 0) | (2 if full & lft else 0) | (1 if full & rgt else 0)
                if seen_cells & known == seen_cells:
                    state = nxt[state][seen]
                else:
                    known3 = (32 if known & ahead else 0) | (16 if known & lft else 0) | (8 if known & rgt else 0)
                    after = self.partial[state][known3 | seen]
                    if after is None:
                        return state, passed
                    state = after
            elif seen_cells & known == seen_cells:
                state = self.advance[state]
            else:
                return state, passed
            if state < 0:
                return state, passed

    def quiet_path(self, state: int, full: int) -> tuple[int, int]:
        """The quiet path of a ray in ``state`` (every unknown cell taken as empty): every cell it looks at,
        and the end code it comes to."""
        look = self.look
        bits = self.bits
        nxt = self.nxt
        advance = self.advance
        path = 0
        while state >= 0:
            seen_cells = look[state]
            path |= seen_cells
            if seen_cells & full:
                ahead, lft, rgt = bits[state]
                state = nxt[state][(4 if full & ahead else 0) | (2 if full & lft else 0) | (1 if full & rgt else 0)]
            else:
                state = advance[state]
        return path, state


def disjoint_count(reaches: list[int]) -> int:
    """How many of ``reaches`` (bit sets) share no cell, picked smallest first (in their own order among equals):
    rays whose quiet paths miss the observation and share no unknown cell need an atom each.

    >>> disjoint_count([0b0110, 0b0011, 0b1000])
    2
    """
    used = 0
    count = 0
    for reach in sorted(reaches, key=int.bit_count):
        if not reach & used:
            used |= reach
            count += 1
    return count


def most_awaited(waits: Iterable[int], weights: Sequence[int]) -> int:
    """The unknown cell (a bit) the stopped rays wait for most: each ray adds ``weights[n]`` to each of the ``n``
    unknown cells it looks at (``waits``: those cells, ray by ray); the lowest cell among the best.

    >>> bin(most_awaited([0b0110, 0b0100, 0b1001], (0, 6, 3, 2)))
    '0b100'
    """
    scores: dict[int, int] = {}
    for mask in waits:
        weight = weights[mask.bit_count()]
        while mask:
            bit = mask & -mask
            mask ^= bit
            scores[bit] = scores.get(bit, 0) + weight
    best = max(scores.values())
    return min(bit for bit, score in scores.items() if score == best)


def end_code(port: Port) -> int:
    """The end code of a ray that comes out at ``port``."""
    return -(1 + port)


@cache
def ray_tables(board: Board) -> RayTables:
    """Build (once per board) the tables the search walks."""
    tracer = board.tracer
    look = list(tracer._look)
    bits = list(tracer._bits)
    nxt = list(tracer._next)
    base = len(look) - 1
    for port in board.ports:
        ahead_cell, left_cell, right_cell = board.look_from_outside(port)
        ahead, beside, inside = tracer._start[port]
        left = 1 << left_cell if left_cell >= 0 else 0
        right = 1 << right_cell if right_cell >= 0 else 0
        assert left | right == beside and (ahead_cell < 0 or ahead == 1 << ahead_cell)
        look.append(ahead | beside)
        bits.append((ahead, left, right))
        # Rule choice (RULES.md §1, §2): an atom in the entry cell absorbs the
        # ray even with another beside it; otherwise one beside reflects it.
        nxt.append(tuple(ABSORBED_END if seen & 4 else end_code(port) if seen & 3 else inside for seen in range(8)))
    advance = [moves[0] for moves in nxt]
    partial: list[tuple[int | None, ...]] = []
    for state in range(len(look)):
        off = sum(1 << (2 - i) for i, bit in enumerate(bits[state]) if not bit)
        row: list[int | None] = []
        for index in range(64):
            known, full = divmod(index, 8)
            known |= off
            if full & ~known:
                row.append(None)
                continue
            results = {nxt[state][full | extra] for extra in range(8) if not extra & known}
            row.append(results.pop() if len(results) == 1 else None)
        partial.append(tuple(row))
    return RayTables(look, bits, nxt, advance, partial, base, board.cell_count, (1 << board.cell_count) - 1)


@dataclass(slots=True)
class SearchResult:
    count: int
    cell_counts: list[int]


Leaf = tuple[int, int, int, int]
"""``(full, known, left, arrangements)`` of one leaf."""


def search(
    tables: RayTables,
    atom_count: int,
    rays: Sequence[tuple[int, int]],
    *,
    cancel: Callable[[], bool] | None = None,
    leaves: list[Leaf] | None = None,
    limit: int | None = None,
    full: int = 0,
    known: int = 0,
    wide: bool = False,
) -> SearchResult:
    """Count the arrangements of ``atom_count`` atoms under which every ray of
    ``rays`` (``(start state, end code)`` pairs) ends as demanded.

    ``leaves`` collects every leaf when given.  With ``limit`` the search
    stops once it has seen that many arrangements (the count is then a lower
    bound, at least ``limit``).

    ``wide`` changes only the order of branching: on the cell the stopped rays
    wait for most (see ``_WIDE_WEIGHT``), among every stopped ray's cells, where
    by default only the first stopped ray's cells are weighed, which makes the
    search follow that one ray deep into the board.  Counts, cell counts and the
    set of arrangements the leaves stand for are the same; the leaves differ (so
    do arrangements sampled from them, and which ones ``limit`` stops at).  With
    every port observed the wide order decides the cells near the edge first,
    where wrong atoms are refuted at once: hex-9 with 12 atoms takes a few
    thousand nodes instead of millions (``benchmarks/ambiguity_speed.py``).
    """
    known |= full
    if full.bit_count() > atom_count:
        return SearchResult(0, [0] * tables.cell_count)
    n = tables.cell_count
    look = tables.look
    onward = tables.onward
    quiet_path = tables.quiet_path
    all_cells = tables.all_cells
    binom = [[comb(f, k) for k in range(atom_count + 1)] for f in range(n + 1)]
    full_hits = [0] * n
    branched_weight = [0] * n
    ticks = [0]
    found = [0]
    zero = (0, 0)

    def node(
        full: int, known: int, left: int, pending: list[tuple[int, int, int, bool]], fresh: int, dirty: int
    ) -> tuple[int, int]:
        """``fresh``: the cells decided since ``pending`` was traced (a ray that looks at none of them stays where it
        stopped); ``dirty``: the atoms among them."""
        ticks[0] += 1
        if cancel is not None and ticks[0] % CANCEL_EVERY == 1 and cancel():
            raise Cancelled
        if not left:
            fresh |= all_cells & ~known
            known = all_cells
        blocked: list[tuple[int, int, int, bool]] = []
        masks: list[int] = []
        failing: list[int] = []
        unknown = all_cells & ~known
        for state, target, reach, fits in pending:
            if look[state] & fresh:
                state = onward(state, full, known)[0]
            if state < 0:
                if state != target:
                    return zero
                continue
            if reach & dirty:
                # An atom went where this ray's quiet path looked: trace that
                # path again (unknown cells taken as empty).
                reach, end = quiet_path(state, full)
                fits = end == target
            reach &= unknown
            if not fits:
                # The quiet path misses the observation: some atom must still
                # go on it.
                if not reach:
                    return zero
                failing.append(reach)
            blocked.append((state, target, reach, fits))
            masks.append(look[state] & unknown)
        if not blocked:
            free = n - known.bit_count()
            if free < left:
                return zero
            count = binom[free][left]
            if leaves is not None:
                leaves.append((full, known, left, count))
            if limit is not None:
                found[0] += count
                if found[0] >= limit:
                    raise _Enough
            return (count, binom[free - 1][left - 1] if left else 0)
        choice = 0
        if failing:
            if len(failing) > left and disjoint_count(failing) > left:
                return zero
            # A ray whose quiet path has only a few unknown cells left is the
            # most constrained: deciding those cells settles or kills it soon.
            tight = min(failing, key=int.bit_count)
            if tight.bit_count() <= TIGHT_RAY:
                choice = tight
        if not choice and wide:
            choice = most_awaited(masks, _WIDE_WEIGHT)
        if not choice:
            # Branch on the unknown cell the most stopped rays are waiting for.
            choice = masks[0]
            if len(masks) > 1:
                best = -1
                rest = choice
                while rest:
                    bit = rest & -rest
                    rest ^= bit
                    score = 0
                    for mask in masks:
                        if mask & bit:
                            score += 1
                    if score > best:
                        best = score
                        choice = bit
        choice &= -choice
        empty_count, empty_weight = node(full, known | choice, left, blocked, choice, 0)
        atom_count_, atom_weight = node(full | choice, known | choice, left - 1, blocked, choice, choice)
        cell = choice.bit_length() - 1
        full_hits[cell] += atom_count_
        branched_weight[cell] += empty_weight + atom_weight
        return (empty_count + atom_count_, empty_weight + atom_weight)

    try:
        start = [(s, t, all_cells, False) for s, t in rays]
        total, weight = node(full, known, atom_count - full.bit_count(), start, all_cells, all_cells)
    except _Enough:
        return SearchResult(found[0], [])
    cell_counts = []
    for cell in range(n):
        bit = 1 << cell
        if full & bit:
            cell_counts.append(total)
        elif known & bit:
            cell_counts.append(0)
        else:
            cell_counts.append(full_hits[cell] + weight - branched_weight[cell])
    return SearchResult(total, cell_counts)


def cells_of(bits: int) -> list[int]:
    """The cells of a bit set, in increasing order."""
    cells = []
    while bits:
        low = bits & -bits
        cells.append(low.bit_length() - 1)
        bits ^= low
    return cells


def leaf_arrangements(leaf: Leaf, all_cells: int) -> Iterator[int]:
    """Every arrangement (as a bit set) a leaf stands for."""
    full, known, left, _ = leaf
    free = cells_of(all_cells & ~known)
    for chosen in combinations(free, left):
        atoms = full
        for cell in chosen:
            atoms |= 1 << cell
        yield atoms


def sample_arrangements(leaves: Sequence[Leaf], all_cells: int, rng: Random, size: int) -> list[int]:
    """``size`` arrangements drawn uniformly (with replacement) from the leaves.

    A leaf is drawn in proportion to the arrangements it stands for, then its
    free atoms uniformly among its free cells: every arrangement is equally
    likely.
    """
    totals = list(accumulate(leaf[3] for leaf in leaves))
    if not totals or not totals[-1]:
        return []
    drawn = []
    for _ in range(size):
        full, known, left, _ = leaves[bisect_right(totals, rng.randrange(totals[-1]))]
        atoms = full
        for cell in rng.sample(cells_of(all_cells & ~known), left):
            atoms |= 1 << cell
        drawn.append(atoms)
    return drawn
