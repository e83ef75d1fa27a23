"""Time to put a long game back on the board, as a resume or Open does (``GameController.load_replayed``).

The window replays every move of the saved game, so that the moves since its
last ray can be undone as before.  Each figure is the median of several runs
of one game: rays at a third of the ports, then balls put on and taken off.

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/resume_replay.py``.
Prints figures; never fails on time (STYLE.md).
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("BLACKBOX_DESKTOP_DATA_DIR", tempfile.mkdtemp(prefix="bbd-replay-"))

from PySide6.QtWidgets import QApplication

from blackbox_desktop.app.data_files import open_settings
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Game, Rules

CASES = (("ortho-8x8", 4, 150), ("ortho-8x8", 4, 2000), ("ortho-26x26", 10, 1500), ("hex-9", 10, 1500))
RUNS = 5


def long_game(spec: str, atoms: int, moves: int) -> Game:
    board = parse_board(spec)
    rng = random.Random(7)
    game = Game.new(board, atoms, Rules(), frozenset(rng.sample(range(board.cell_count), atoms)))
    ports = list(board.ports)[::3]
    for port in ports:
        game = game.apply(f"F{port}")
    names = [board.cell_name(cell) for cell in range(board.cell_count)]
    while len(game.history) < moves:
        name = rng.choice(names)
        try:
            game = game.apply(f"B+{name}")
        except ValueError:
            game = game.apply(f"B-{name}") if board.cell_index(name) in game.position.balls else game
    return game


def main() -> None:
    app = QApplication.instance() or QApplication([])
    window = MainWindow(open_settings()[0])
    window.resize(1180, 800)
    window.show()
    app.processEvents()
    print("Resume of a long game (load_replayed), median of", RUNS, "runs", flush=True)
    for spec, atoms, moves in CASES:
        game = long_game(spec, atoms, moves)
        times = []
        for _ in range(RUNS):
            start = time.perf_counter()
            window.controller.load_replayed(game)
            app.processEvents()
            times.append(time.perf_counter() - start)
        print(f"  {spec:12} {len(game.history):5d} moves: {1000 * statistics.median(times):8.1f} ms", flush=True)
    # Not closed: closing asks whether to keep the unfinished game, and nobody is there to answer.


if __name__ == "__main__":
    main()
