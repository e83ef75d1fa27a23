"""Memory the undo history keeps, and time per move, as a game grows long.

Undo keeps every earlier game: a game of n moves holds n states.  Each should cost the same few hundred
bytes whatever the game's length; were each state to copy the moves before it, the whole would grow with n².
Two games of each length, the same at every run (seeded):

- tabletop: a person answers every ray (typed answers on an 8×8 board, she keeps her atoms), so nothing
  clears the undo history: rays fired round the rim again and again, with balls put on and taken off between
  them.  Every state is kept, with all its shots.
- computer: the program answers rays at a third of the ports (each clears the undo history, as at the
  table), then balls are put on and taken off (``long_games.py``): every state after the last ray is kept.

Each is played move by move through a ``GameController`` (an undo step a move, as a click makes them), then the
same moves through the model alone, keeping the list of games (the undo of ``Game.apply``).  Figures, medians
of ``--runs`` runs:

- kept: memory still allocated once the game is played (tracemalloc), KB, and bytes per move;
- per move: the time of one move (wall µs; tracemalloc is off while timing).

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/undo_memory.py [--runs 3] [--quick]``.
Prints figures; never fails on time or size (STYLE.md).
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import statistics
import sys
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from long_games import long_game
from PySide6.QtGui import QGuiApplication

from blackbox_desktop.app.controller import GameController
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Game, Rules

LENGTHS = (100, 1000, 5000)
SPEC, ATOMS = "ortho-8x8", 4


def tabletop_moves(length: int) -> tuple[Game, list[str]]:
    """A tabletop game: every ray announced (``F12=H``), a ball put on or taken off between rays."""
    board = parse_board(SPEC)
    rng = random.Random(7)
    game = Game.new(board, ATOMS, Rules(), None)
    answers = ("H", "R")
    moves = []
    balls: set[str] = set()
    names = [board.cell_name(cell) for cell in range(board.cell_count)]
    ports = list(board.ports)
    while len(moves) < length:
        if len(moves) % 2:
            name = rng.choice(names)
            if name in balls:
                balls.discard(name)
                moves.append(f"B-{name}")
            elif len(balls) < ATOMS:
                balls.add(name)
                moves.append(f"B+{name}")
            else:
                moves.append(f"B-{balls.pop()}")
        else:
            port = ports[(len(moves) // 2) % len(ports)]
            moves.append(f"F{port}={answers[port % 2]}")
    return game, moves


def computer_moves(length: int) -> tuple[Game, list[str]]:
    """A game against the computer: ``long_games.long_game``'s rays at a third of the ports, then balls on and off."""
    game = long_game(SPEC, ATOMS, length)
    return Game.new(game.position.board, ATOMS, game.rules, game.setup), list(game.history)


KEPT: list[GameController] = []
"""Every controller made stays to the end: one collected with its undo stacks crashes PySide6 (a Python undo
command dies before the C++ stack that holds it)."""


def through_controller(start: Game, moves: list[str]) -> object:
    controller = GameController()
    KEPT.append(controller)
    controller.load(start)
    for move in moves:
        if not controller.play(move):
            raise SystemExit(f"refused: {move}")
    return controller.game


def through_model(start: Game, moves: list[str]) -> object:
    games = [start]
    for move in moves:
        games.append(games[-1].apply(move))
    return games


def measure(play: Callable[[Game, list[str]], object], start: Game, moves: list[str]) -> tuple[float, float]:
    """(bytes kept, µs per move) of one run."""
    gc.collect()
    started = time.perf_counter()
    kept = play(start, moves)
    per_move = 1e6 * (time.perf_counter() - started) / len(moves)
    del kept
    gc.collect()
    tracemalloc.start()
    kept = play(start, moves)
    gc.collect()
    size = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    del kept
    return size, per_move


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--quick", action="store_true", help="only the two shorter lengths")
    args = parser.parse_args()
    app = QGuiApplication.instance() or QGuiApplication(sys.argv)
    lengths = LENGTHS[:2] if args.quick else LENGTHS
    print(f"Undo history kept, {SPEC}, medians of {args.runs} runs", flush=True)
    print(f"  {'game':9} {'through':10} {'moves':>6} {'kept KB':>10} {'bytes/move':>11} {'µs/move':>9}")
    for kind, make in (("tabletop", tabletop_moves), ("computer", computer_moves)):
        for length in lengths:
            start, moves = make(length)
            for way, play in (("controller", through_controller), ("model", through_model)):
                runs = [measure(play, start, moves) for _ in range(args.runs)]
                size = statistics.median(run[0] for run in runs)
                per_move = statistics.median(run[1] for run in runs)
                print(
                    f"  {kind:9} {way:10} {len(moves):6d} {size / 1024:10.0f} {size / len(moves):11.0f}"
                    f" {per_move:9.1f}",
                    flush=True,
                )
    del app


if __name__ == "__main__":
    main()
