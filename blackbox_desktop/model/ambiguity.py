"""Arrangements no ray can tell apart (RULES.md §5).

Terms:

answer pad
    The outcome at every port for one arrangement (see :func:`.rays.answer_pad`).
equivalent arrangements
    Arrangements with the same number of atoms and the same answer pad.  An
    arrangement is *ambiguous* when another one is equivalent to it, e.g. an
    atom in a corner that no ray can reach.

The listing is :mod:`.deduction_search` with every port observed, in its wide
order (edge cells first): fully constrained, so it is quick even where the
arrangements number millions.  The yes-or-no check is :mod:`.lookalike_search`,
the same walk with forced empty cells decided without branching.

>>> from blackbox_desktop.model.board import parse_board
>>> board = parse_board("ortho-8x8")
>>> is_ambiguous(board, board.cells_from_names("C3,F6,D5,E2"))
False
>>> # Every ray treats an atom in A1 and one in A8 alike when C1 and C8 hold atoms.
>>> [board.names(a) for a in equivalent_arrangements(board, board.cells_from_names("A1,C1,C8"))]
[['A1', 'C1', 'C8'], ['A8', 'C1', 'C8']]
"""

from __future__ import annotations

from collections.abc import Callable
from random import Random
from typing import TYPE_CHECKING

from .deduction_search import cells_of, end_code, leaf_arrangements, ray_tables, search
from .errors import CellError
from .lookalike_search import has_look_alike
from .tracer import atom_bits

if TYPE_CHECKING:
    from collections.abc import Iterable

    from .board import Board, Cell
    from .deduction_search import Leaf

__all__ = ["equivalent_arrangements", "is_ambiguous", "random_unambiguous_setup"]

FIRST_LOOK = 8
"""Questions to ``cancel`` (one every ``CANCEL_EVERY`` nodes) the whole look-alike search gets before
:func:`is_ambiguous` looks first for a look-alike that moves a single atom: 8×8 and hex-9 need one,
26×26 with 10 atoms two or so; 26×26 with 20 atoms needed up to millions of nodes where the look for a
moved atom takes twenty small searches (``benchmarks/ambiguity_speed.py``).  The first look decides no doomed
cells: with them its nodes cost several times as much (26×26 with 20 atoms: a median check of 8.4 s instead of
1.3 s), and they pay only in the proof that there is no look-alike."""


class _Longer(Exception):
    """Internal: the first look at the whole search ran out of nodes."""


def _pad_rays(board: Board, atoms: Iterable[Cell]) -> tuple[int, list[tuple[int, int]]]:
    bits = atom_bits(atoms)
    tables = ray_tables(board)
    exit_code = board.tracer.exit_code
    rays = []
    for port in board.ports:
        code = exit_code(bits, port)
        rays.append((tables.start(port), end_code(code) if code else -1))
    return bits, rays


def equivalent_arrangements(
    board: Board, atoms: frozenset[Cell], limit: int | None = None, cancel: Callable[[], bool] | None = None
) -> list[frozenset[Cell]]:
    """Every arrangement of as many atoms whose answer pad equals that of
    ``atoms``, ``atoms`` itself included, sorted by cell names' reading order.

    With ``limit``, stops after finding that many (and returns at least that
    many, up to the size of the last group found, then cut to ``limit``).
    ``cancel``, asked now and then, stops the search by raising ``Cancelled``
    (20 atoms on 26×26 take many minutes).
    """
    _, rays = _pad_rays(board, atoms)
    tables = ray_tables(board)
    leaves: list[Leaf] = []
    # The wide order finds the same arrangements much faster, but with a limit it would stop at others.
    search(tables, len(atoms), rays, leaves=leaves, limit=limit, cancel=cancel, wide=limit is None)
    found = sorted(
        (frozenset(cells_of(bits)) for leaf in leaves for bits in leaf_arrangements(leaf, tables.all_cells)),
        key=sorted,
    )
    return found if limit is None else found[:limit]


def is_ambiguous(board: Board, atoms: frozenset[Cell], cancel: Callable[[], bool] | None = None) -> bool:
    """True when another arrangement of as many atoms answers every ray alike.

    With many atoms on a big board the search can take many seconds: ``cancel``, asked now and then,
    stops it by raising ``Cancelled``.

    >>> from blackbox_desktop.model.board import parse_board
    >>> board = parse_board("ortho-5x5")
    >>> is_ambiguous(board, board.cells_from_names("A1,C1,C5"))
    True
    """
    bits, rays = _pad_rays(board, atoms)
    asked = [0]

    def first_look() -> bool:
        asked[0] += 1
        if asked[0] > FIRST_LOOK:
            raise _Longer
        return cancel is not None and cancel()

    try:
        return has_look_alike(board, len(atoms), rays, bits, cancel=first_look, doomed_cells=False)
    except _Longer:
        pass
    # Most look-alikes of many atoms on a big board move one atom (hidden behind others): with the
    # other atoms in place the search is quick, where the whole search may take minutes to reach them.
    for cell in sorted(atoms):
        if has_look_alike(board, len(atoms), rays, bits, full=bits & ~(1 << cell), cancel=cancel):
            return True
    return has_look_alike(board, len(atoms), rays, bits, cancel=cancel)


def random_unambiguous_setup(board: Board, atom_count: int, rng: Random, max_tries: int = 1000) -> frozenset[Cell]:
    """A uniformly random arrangement that no other arrangement imitates.

    Draws arrangements uniformly until one is not ambiguous, so the result is
    uniform among the unambiguous arrangements.  Raises :class:`CellError`
    when ``max_tries`` draws were all ambiguous (tiny boards, many atoms).

    >>> from blackbox_desktop.model.board import parse_board
    >>> board = parse_board("ortho-8x8")
    >>> len(random_unambiguous_setup(board, 4, Random(1)))
    4
    """
    if not 0 <= atom_count <= board.cell_count:
        raise CellError(f"The number of atoms must be 0 to {board.cell_count} on the {board.title} board.")
    for _ in range(max_tries):
        atoms = frozenset(rng.sample(range(board.cell_count), atom_count))
        if not is_ambiguous(board, atoms):
            return atoms
    raise CellError(
        f"No arrangement of {atom_count} atoms on the {board.title} board that every ray can tell apart "
        f"turned up in {max_tries} draws."
    )
