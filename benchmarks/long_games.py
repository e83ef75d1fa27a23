"""Long games for the benchmarks: rays at a third of the ports, then balls put on and taken off.

Pure model, no Qt: ``resume_replay``, ``big_board`` and ``model_per_move`` all time the same games.
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Game, Rules


def long_game(spec: str, atoms: int, moves: int, rules: Rules | None = None) -> Game:
    """A game of ``moves`` moves on ``spec``, the same one at every call (seeded)."""
    board = parse_board(spec)
    rng = random.Random(7)
    game = Game.new(board, atoms, rules or Rules(), frozenset(rng.sample(range(board.cell_count), atoms)))
    for port in list(board.ports)[::3]:
        game = game.apply(f"F{port}")
    names = [board.cell_name(cell) for cell in range(board.cell_count)]
    while len(game.history) < moves:
        name = rng.choice(names)
        try:
            game = game.apply(f"B+{name}")
        except ValueError:
            game = game.apply(f"B-{name}") if board.cell_index(name) in game.position.balls else game
    return game
