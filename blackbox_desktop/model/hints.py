"""Which port to fire next: the ray expected to teach the most per marker.

Terms:

candidate port
    A port without a marker yet: not fired, and not the far end of a fired
    ray that exited (its answer is known by symmetry).
information
    The entropy, in bits, of a candidate ray's outcome when every consistent
    arrangement is equally likely: what its answer is expected to reveal.
cost
    The markers the answer is expected to put on the board: 1 for absorbed
    or reflected, 2 for an exit (RULES.md §3).

When the consistent arrangements are few (at most ``sample_limit``) they are
all listed and the figures are exact; otherwise ``sample_limit`` of them are
drawn uniformly and the figures are estimates.  Where even counting them would
take long (a big board with many atoms), the sample is drawn by random walks
(``arrangement_walk``) and the hint says what share of them a ray is expected
to leave, not how many.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING

from .arrangement_walk import TooLong, count_budget, fitting_sample, found_elsewhere, walk_rays, walk_sample
from .deduction import Observations, check_count_to_analyse, observation_rays
from .deduction_search import leaf_arrangements, ray_tables, sample_arrangements, search

if TYPE_CHECKING:
    from collections.abc import Callable

    from .board import Board, Port
    from .deduction_search import Leaf

__all__ = ["Hint", "best_port", "candidate_ports"]


@dataclass(frozen=True, slots=True)
class Hint:
    """The suggested port and why."""

    port: Port
    expected_information_bits: float
    """Entropy of the ray's outcome over the consistent arrangements."""
    expected_remaining: float | None
    """Consistent arrangements expected to remain after its answer; None when they were too many to count (the
    sample was drawn by walks): then only ``expected_share`` is known."""
    cost: float
    """Markers its answer is expected to place (between 1 and 2)."""
    exact: bool = True
    """The figures come from every arrangement left; False: estimated from a sample of them (a big board early
    on), so ``expected_remaining`` is good to a few per cent, not to the last arrangement."""
    expected_share: float | None = None
    """The share of the consistent arrangements expected to remain after its answer (None where not worked out:
    the sample's answer against all others)."""


def candidate_ports(board: Board, observations: Observations) -> list[Port]:
    """Ports that carry no marker yet, in port order.

    >>> from blackbox_desktop.model.board import parse_board
    >>> from blackbox_desktop.model.deduction import parse_rays
    >>> board = parse_board("ortho-4x4")
    >>> candidate_ports(board, parse_rays(board, "1:H 2:15"))
    [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 16]
    """
    marked = set(observations)
    marked.update(o.port for o in observations.values() if o.is_exit and o.port is not None)
    return [port for port in board.ports if port not in marked]


def best_port(
    board: Board,
    atom_count: int,
    observations: Observations,
    rng: Random | None = None,
    sample_limit: int = 1000,
    cancel: Callable[[], bool] | None = None,
) -> Hint | None:
    """The candidate port with the most expected information per expected marker.

    ``None`` when no candidate port's answer can differ between the
    consistent arrangements (nothing left to learn), or when no arrangement
    is consistent.  ``rng`` (default: a fixed seed, for repeatable hints)
    draws the sample when the arrangements are more than ``sample_limit``.

    >>> from blackbox_desktop.model.board import parse_board
    >>> from blackbox_desktop.model.deduction import parse_rays
    >>> board = parse_board("ortho-4x4")
    >>> best_port(board, 1, parse_rays(board, "1:H 5:H")) is None  # only A1 fits
    True
    >>> # The atom is in A1..A4; from port 14 (down column 3) A3 absorbs, A2 or
    >>> # A4 reflects and A1 lets it through: 1.5 bits for 1.25 markers.
    >>> best_port(board, 1, parse_rays(board, "1:H"))
    Hint(port=14, expected_information_bits=1.5, expected_remaining=1.5, cost=1.25, exact=True, expected_share=0.375)
    """
    check_count_to_analyse(board, atom_count)
    rng = rng if rng is not None else Random(0)
    tables = ray_tables(board)
    leaves: list[Leaf] = []
    rays = observation_rays(board, observations)
    ports = candidate_ports(board, observations)
    try:
        total = search(tables, atom_count, rays, cancel=count_budget(cancel, len(rays)), leaves=leaves).count
    except TooLong:
        if not ports:
            return None
        sample = fitting_sample(board, atom_count, observations, rng, sample_limit, cancel)
        if 2 * len(set(sample)) <= len(sample):
            # The walks kept coming back to a few arrangements: the set may be that small, or they kept to one
            # corner of it, and then "No ray can teach you more" was said where hundreds fit (26x26 with 10
            # atoms).  Starts mended afresh tell (see ``experimenter``): walks go on from those that fit elsewhere.
            answers = walk_rays(observations)
            elsewhere, _ = found_elsewhere(board, atom_count, answers, sample, leaves, tables.all_cells, rng, cancel)
            if elsewhere:
                sample = walk_sample(board, atom_count, answers, [sample[0], *elsewhere], rng, sample_limit, cancel)
        return _most_per_marker(board, sample, ports, None)
    if not total or not ports:
        return None
    exact = total <= sample_limit
    if exact:
        arrangements = [bits for leaf in leaves for bits in leaf_arrangements(leaf, tables.all_cells)]
    else:
        arrangements = sample_arrangements(leaves, tables.all_cells, rng, sample_limit)
    best = _most_per_marker(board, arrangements, ports, total, exact)
    if best is None and not exact:
        best = _rare_difference(board, atom_count, observations, arrangements[0], ports, total, cancel)
    return best


def _most_per_marker(
    board: Board, arrangements: list[int], ports: list[Port], total: int | None, exact: bool = False
) -> Hint | None:
    """The port whose answer over ``arrangements`` has the most information per marker (``total``: how many
    arrangements they stand for, None when not counted)."""
    exit_code = board.tracer.exit_code
    best: Hint | None = None
    best_score = 0.0
    size = len(arrangements)
    for port in ports:
        tally = Counter(exit_code(atoms, port) for atoms in arrangements)
        if len(tally) < 2:
            continue
        shares = [n / size for n in tally.values()]
        information = -sum(p * math.log2(p) for p in shares)
        cost = sum(n * (2 if code not in (0, port) else 1) for code, n in tally.items()) / size
        kept = sum(p * p for p in shares)
        score = information / cost
        if score > best_score + 1e-12:
            best_score = score
            best = Hint(port, information, None if total is None else total * kept, cost, exact, kept)
    return best


def _rare_difference(
    board: Board,
    atom_count: int,
    observations: Observations,
    sample: int,
    ports: list[Port],
    total: int,
    cancel: Callable[[], bool] | None = None,
) -> Hint | None:
    # Every sampled arrangement answered every candidate alike; count, per
    # port, how many arrangements really share the sample's answer.  One full count per port: on a big board
    # that is minutes, so a new ray (or the window closing) must still stop it.
    from .deduction import analyse
    from .outcome import Outcome

    best: Hint | None = None
    for port in ports:
        answer = Outcome.from_code(board.tracer.exit_code(sample, port), port)
        alike = analyse(board, atom_count, {**observations, port: answer}, cancel=cancel).count
        if alike < total:
            p = alike / total
            information = -(p * math.log2(p) + (1 - p) * math.log2(1 - p))
            # Only the sample's answer against all others: the figures are not every answer's.
            hint = Hint(port, information, alike * p + (total - alike) * (1 - p), float(answer.marker_count), False)
            if best is None or information / hint.cost > best.expected_information_bits / best.cost:
                best = hint
    return best
