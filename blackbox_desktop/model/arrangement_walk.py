"""Arrangements that fit the rays, drawn by a random walk where they are too many to count.

On a big board with many atoms the counting search (:mod:`.deduction_search`)
can run for minutes after a single absorbed ray: every way of bending the ray
before it is absorbed is a branch.  The computer experimenter only needs a
fair sample of the arrangements that fit, and this module draws one without
counting them.

Terms:

fitting arrangement
    An arrangement that gives every observed answer.
reach
    The cells a ray looks at on its way through one arrangement (ahead of it
    and beside it, step by step: :meth:`.Tracer.exit_and_reach`).  Moving an
    atom changes a ray's answer only if the atom leaves or enters its reach,
    so after a move only those rays are traced again.
walk
    Take one atom, chosen at random, to an empty cell chosen at random, and
    keep the move if every ray still answers as observed.  A move and its
    reverse are equally likely, so a long walk stays on each fitting
    arrangement it can reach equally often: the arrangements it stands on,
    taken well apart, stand in for a uniform sample.
mending
    Where no fitting arrangement is known, a walk from a random arrangement
    that keeps every move which leaves no more rays answering wrongly (and now
    and then one that does, to get out of dead ends) until none answers
    wrongly.  Most of its moves are aimed: they take an atom into, or out of,
    the reach of a ray that answers wrongly, where a move can mend it.
probe
    A random arrangement mended until it fits.  Single moves may not join
    every fitting arrangement to every other, so walks can keep to one corner
    of the set; a probe owes nothing to where they began, so where walks drew
    few arrangements, probes that all land among them say the walks drew the
    whole set (``probes``).

>>> from random import Random
>>> from blackbox_desktop.model.board import parse_board
>>> board = parse_board("ortho-8x8")
>>> hidden = atom_bits(board.cells_from_names("C3,F6,D5,E2"))
>>> rays = [(port, board.tracer.exit_code(hidden, port)) for port in (1, 9, 17, 25)]
>>> drawn = walk_sample(board, 4, rays, [hidden], Random(1), 50)
>>> all(board.tracer.exit_code(bits, port) == code for bits in drawn for port, code in rays)
True
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable, Sequence
from random import Random
from typing import TYPE_CHECKING

from .deduction import observation_rays
from .deduction_search import CANCEL_EVERY, Cancelled, Leaf, cells_of, ray_tables, sample_arrangements, search
from .tracer import atom_bits

if TYPE_CHECKING:
    from .board import Board, Port
    from .deduction import Observations

__all__ = [
    "COUNT_WORK",
    "TooLong",
    "count_budget",
    "fitting_sample",
    "found_elsewhere",
    "looked_at",
    "mend",
    "missed",
    "probes",
    "walk_rays",
    "walk_sample",
]

COUNT_WORK = 3_000_000
"""What the counting search may do before a sample drawn by walks stands in for its count, in nodes times
(observed rays + ``NODE_WORK``): a node looks at each ray still in progress.  A second or two; on the boards
of the box the most any count of the computer experimenter took in 25 seeded games of each was 2.3 million
(hexagonal, 6 atoms)."""
NODE_WORK = 8
"""A node's own work, in rays looked at."""
START_WORK = 300_000
"""What the search may do to find the walks' starting arrangements before a random one is mended instead."""

BURN_IN_PER_ATOM = 60
"""Moves tried per atom before a walk's first arrangement is taken."""
GAP_PER_ATOM = 6
"""Moves tried per atom between two arrangements a walk gives."""
WALKS = 8
"""Walks per sample, each from its own start where there are enough."""
MEND_MOVES = 60_000
"""Moves a mending tries before it gives up."""
AIM_INTO = 0.5
"""Share of a mending's moves that take the atom to a cell in the reach of a ray answering wrongly, not anywhere.
On 10x10 with 8 atoms the strong level scored 19.71 over the first 24 games of ``benchmarks/experimenter.py``
with aimed moves, 19.96 with none (both shares 0): 0.25 +- 0.22 better with them, 13 games of 24 differing,
within the noise."""
AIM_OUT_OF = 0.25
"""Share of a mending's moves that take an atom out of the reach of a ray answering wrongly, when one is in it.
Late on 26x26 with 10 atoms (seed 2, six positions, six starts each) 17 of 36 mendings ran out of moves with
neither; 15 aimed into a reach alone; 7 with both and ``DEAD_END_ODDS`` five times what it was (0.02), at 0.58 s
a mending against 0.93 s."""
DEAD_END_ODDS = 0.1
"""How often a mending keeps, at first, a move that makes one more ray answer wrongly; less often as it goes on."""
MEND_TRIES = 3
"""Random starts mended in turn, where the search found none, before the walks give up for want of a fitting one."""
PROBES = 2
"""Starts mended afresh to see whether walks that drew few arrangements kept to one corner of the set."""
PROBE_MOVES = 20_000
"""Moves a probe's mending tries: a third of ``MEND_MOVES``, as a probe that fails costs the decision its time."""
_CANCEL_EVERY = 2048


class TooLong(Exception):
    """The search was stopped by its budget (``count_budget``): counting would take too long."""


def count_budget(cancel: Callable[[], bool] | None, rays: int, work: int | None = None) -> Callable[[], bool]:
    """``cancel`` for :func:`.deduction_search.search` that also stops it, raising :class:`TooLong`, after about
    ``work / (rays + NODE_WORK)`` nodes (``work``: ``COUNT_WORK`` by default).  ``rays``: the rays it traces."""
    left = [(COUNT_WORK if work is None else work) // (rays + NODE_WORK) // CANCEL_EVERY]

    def check() -> bool:
        if cancel is not None and cancel():
            return True
        left[0] -= 1
        if left[0] < 0:
            raise TooLong
        return False

    return check


def fitting_sample(
    board: Board,
    atom_count: int,
    observations: Observations,
    rng: Random,
    size: int,
    cancel: Callable[[], bool] | None = None,
) -> list[int]:
    """``size`` arrangements that fit ``observations``, drawn by walks: for when there are too many to count.

    The walks start from arrangements the search finds in good time (``START_WORK``), else from a random one
    mended until it fits (up to ``MEND_TRIES`` random ones).  When none fits, no arrangement is drawn: walks from
    one that does not fit would draw arrangements that do not fit either (late on 26x26 with 10 atoms, whole
    samples of them), and the decisions taken on them would be wrong.
    """
    tables = ray_tables(board)
    leaves: list[Leaf] = []
    rays = observation_rays(board, observations)
    with contextlib.suppress(TooLong):
        search(tables, atom_count, rays, leaves=leaves, limit=WALKS, cancel=count_budget(cancel, len(rays), START_WORK))
    starts = sample_arrangements(leaves, tables.all_cells, rng, WALKS)
    answers = walk_rays(observations)
    for _ in range(MEND_TRIES if not starts else 0):
        bits, wrong = mend(board, atom_count, answers, rng, cancel=cancel)
        if not wrong:
            starts = [bits]
            break
    return walk_sample(board, atom_count, answers, starts, rng, size, cancel)


def missed(leaves: Sequence[Leaf], drawn: Sequence[int]) -> int:
    """How many of the arrangements ``leaves`` stand for are not among ``drawn``.

    The leaves a stopped count had found are fitting arrangements reached in another way than the walks: when
    the walks drew few of them, the walks kept to one corner of the set.
    """
    distinct = set(drawn)
    return sum(arrangements - sum(bits & known == full for bits in distinct) for full, known, _, arrangements in leaves)


def probes(
    board: Board,
    atom_count: int,
    rays: Sequence[tuple[Port, int]],
    rng: Random,
    cancel: Callable[[], bool] | None = None,
) -> list[tuple[int, int]]:
    """``PROBES`` random arrangements, each mended until it fits: :func:`mend`'s ``(bits, rays answering wrongly)``
    in ``PROBE_MOVES`` moves.

    A mended start owes nothing to where the walks began: when the walks drew the whole set, a probe that fits is
    among their draws; when they kept to one corner of it, it is most likely elsewhere.
    """
    return [mend(board, atom_count, rays, rng, PROBE_MOVES, cancel) for _ in range(PROBES)]


def found_elsewhere(
    board: Board,
    atom_count: int,
    answers: Sequence[tuple[Port, int]],
    drawn: Sequence[int],
    leaves: Sequence[Leaf],
    all_cells: int,
    rng: Random,
    cancel: Callable[[], bool] | None = None,
) -> tuple[list[int], bool]:
    """Where walks drew few arrangements: fitting ones reached in another way that they did not draw (``probes``,
    and ``WALKS`` of those a stopped count had found in ``leaves`` when it found some the walks missed); and
    whether the draws look whole, every probe fitting and among them (late in a game the set can be that small).
    """
    distinct = set(drawn)
    mended = probes(board, atom_count, answers, rng, cancel)
    elsewhere = [bits for bits, wrong in mended if not wrong and bits not in distinct]
    if missed(leaves, drawn):
        found = sample_arrangements(leaves, all_cells, rng, WALKS)
        elsewhere += [bits for bits in found if bits not in distinct]
    return elsewhere, all(bits in distinct for bits, _ in mended)


def looked_at(board: Board, rays: Sequence[tuple[Port, int]], drawn: Sequence[int], most: int = 20) -> int:
    """The cells the rays look at (their reach) through the first ``most`` different arrangements ``drawn``.

    An atom there can change an answer; the count has to weigh the ways the atoms can lie among them.
    """
    trace = board.tracer.exit_and_reach
    looked = 0
    seen: set[int] = set()
    for bits in drawn:
        if bits in seen:
            continue
        seen.add(bits)
        for port, _ in rays:
            looked |= trace(bits, port)[1]
        if len(seen) >= most:
            break
    return looked


def walk_rays(observations: Observations) -> list[tuple[Port, int]]:
    """The observed answers as ``(port, exit code)`` pairs (:meth:`.Tracer.exit_code`'s codes)."""
    return [(port, outcome.code(port)) for port, outcome in sorted(observations.items())]


class _Walker:
    """One arrangement and the reach of every ray through it."""

    __slots__ = ("atoms", "cells", "codes", "rays", "reaches", "trace", "wrong")

    def __init__(self, board: Board, rays: Sequence[tuple[Port, int]], atoms: int) -> None:
        self.trace = board.tracer.exit_and_reach
        self.rays = rays
        self.atoms = atoms
        self.cells = cells_of(atoms)
        traced = [self.trace(atoms, port) for port, _ in rays]
        self.codes = [code for code, _ in traced]
        self.reaches = [reach for _, reach in traced]
        self.wrong = sum(code != target for code, (_, target) in zip(self.codes, rays, strict=True))

    def wrong_reach(self, rng: Random) -> int:
        """The reach of a ray chosen at random among those answering wrongly (there must be one)."""
        rays = self.rays
        return rng.choice([reach for ray, reach in enumerate(self.reaches) if self.codes[ray] != rays[ray][1]])

    def try_move(self, index: int, to: int, tolerance: int = 0) -> bool:
        """Move atom ``cells[index]`` to cell ``to`` if then at most ``wrong + tolerance`` rays answer wrongly."""
        if self.atoms >> to & 1:
            return False
        changed = 1 << self.cells[index] | 1 << to
        moved = self.atoms ^ changed
        limit = self.wrong + tolerance
        wrong = self.wrong
        strict = not wrong and not tolerance  # every ray fits: the first that stops fitting ends the try
        updates = []
        rays = self.rays
        for ray, reach in enumerate(self.reaches):
            if not reach & changed:
                continue
            port, target = rays[ray]
            code, new_reach = self.trace(moved, port)
            wrong += (code != target) - (self.codes[ray] != target)
            if strict and wrong:
                return False
            updates.append((ray, code, new_reach))
        if wrong > limit:
            return False
        for ray, code, new_reach in updates:
            self.codes[ray] = code
            self.reaches[ray] = new_reach
        self.atoms = moved
        self.cells[index] = to
        self.wrong = wrong
        return True


def walk_sample(
    board: Board,
    atom_count: int,
    rays: Sequence[tuple[Port, int]],
    starts: Sequence[int],
    rng: Random,
    size: int,
    cancel: Callable[[], bool] | None = None,
) -> list[int]:
    """``size`` fitting arrangements (bit sets), from walks that begin on those of ``starts`` that fit: none when
    none does (a walk keeps every move that leaves no more rays answering wrongly, so one that began on an
    arrangement that does not fit may never fit).

    Raises :class:`.Cancelled` once ``cancel`` says so.
    """
    starts = [bits for bits in starts if all(board.tracer.exit_code(bits, port) == code for port, code in rays)]
    if not starts or not atom_count or size <= 0:
        return starts[:size]
    walks = min(WALKS, size)
    drawn: list[int] = []
    ticks = 0
    for number in range(walks):
        walker = _Walker(board, rays, starts[number % len(starts)])
        share = size // walks + (number < size % walks)
        for taken in range(-1, share):
            moves = BURN_IN_PER_ATOM * atom_count if taken < 0 else GAP_PER_ATOM * atom_count
            for _ in range(moves):
                ticks += 1
                if cancel is not None and ticks % _CANCEL_EVERY == 0 and cancel():
                    raise Cancelled
                walker.try_move(rng.randrange(atom_count), rng.randrange(board.cell_count))
            if taken >= 0:
                drawn.append(walker.atoms)
    return drawn


def mend(
    board: Board,
    atom_count: int,
    rays: Sequence[tuple[Port, int]],
    rng: Random,
    moves: int = MEND_MOVES,
    cancel: Callable[[], bool] | None = None,
) -> tuple[int, int]:
    """An arrangement that fits the rays, found by mending a random one: ``(bits, rays answering wrongly)``.

    When ``moves`` moves did not make every ray answer as observed, the best arrangement met is returned
    with its count of wrong answers (the answers may contradict each other).
    """
    walker = _Walker(board, rays, atom_bits(rng.sample(range(board.cell_count), atom_count)))
    best = (walker.atoms, walker.wrong)
    for tick in range(moves):
        if not walker.wrong or not atom_count:
            break
        if cancel is not None and tick % _CANCEL_EVERY == 0 and cancel():
            raise Cancelled
        # Now and then accept a move that makes one more ray wrong, less often as the walk goes on.
        tolerance = 1 if rng.random() < DEAD_END_ODDS * math.exp(-4 * tick / moves) else 0
        index, to = rng.randrange(atom_count), rng.randrange(board.cell_count)
        aim = rng.random()
        if aim < AIM_INTO + AIM_OUT_OF:
            reach = walker.wrong_reach(rng)
            if aim < AIM_INTO:
                to = _nth_cell(reach, rng.randrange(reach.bit_count()))  # as rng.choice(cells_of(reach)), faster
            else:
                inside = [number for number, cell in enumerate(walker.cells) if reach >> cell & 1]
                index = rng.choice(inside) if inside else index
        walker.try_move(index, to, tolerance)
        if walker.wrong < best[1]:
            best = (walker.atoms, walker.wrong)
    return best


def _nth_cell(bits: int, number: int) -> int:
    """``cells_of(bits)[number]``, without listing the cells before it or after it.

    >>> _nth_cell(0b101100, 0), _nth_cell(0b101100, 2)
    (2, 5)
    """
    for _ in range(number):
        bits &= bits - 1
    return (bits & -bits).bit_length() - 1
