"""The setter's side: hiding atoms at random, from a seed when asked.

>>> from blackbox_desktop.model.board import parse_board
>>> board = parse_board("ortho-8x8")
>>> random_setup(board, 4, seed=7, avoid_ambiguous=False) == random_setup(board, 4, seed=7, avoid_ambiguous=False)
True
"""

from __future__ import annotations

import random

from .board import Board, Cell
from .game import check_atom_count


def random_setup(
    board: Board, atom_count: int, seed: int | str | None = None, *, avoid_ambiguous: bool = True
) -> frozenset[Cell]:
    """Hide ``atom_count`` atoms uniformly at random.

    With ``avoid_ambiguous`` (the default, as the books advise) arrangements
    that another arrangement answers alike at every port are drawn again
    (RULES.md §5).
    """
    check_atom_count(board, atom_count)
    rng = random.Random(seed)
    if avoid_ambiguous:
        from .ambiguity import random_unambiguous_setup

        return random_unambiguous_setup(board, atom_count, rng)
    return frozenset(rng.sample(range(board.cell_count), atom_count))
