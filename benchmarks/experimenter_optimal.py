"""How far the computer experimenter is from perfect play, on boards small enough to search exhaustively.

For each configuration it computes the optimum (``model/perfect_play.py``:
the lowest expected score any experimenter can reach, hidden setups drawn
uniformly from the unambiguous arrangements, exact positions, Franjos
markers) and the plain greedy experimenter's expected score (most bits per
marker until no ray can tell the arrangements left apart; the yardstick of
the issue), and lets each level play every one of those setups, so that its
mean is its exact expected score, not an estimate.

Run: ``python benchmarks/experimenter_optimal.py [--configs ortho-4x4:2,ortho-6x6:2]
[--levels strong,medium] [--workers 2]``.  Figures only; nothing passes or fails.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.experimenter import ComputerExperimenter, play_game
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.perfect_play import optimum, plain_greedy, unambiguous_arrangements
from blackbox_desktop.model.scoring import Scoring

CONFIGS = (
    "ortho-4x4:2,ortho-5x5:2,ortho-4x4:3,ortho-4x4:4,ortho-6x6:2,hex-3:2,hex-3:3,ortho-5x5:3,ortho-7x7:2,ortho-8x8:2"
)


def play_all(job: tuple[str, int, str, int, int]) -> list[int]:
    """Scores of ``level`` on every ``workers``-th unambiguous setup, starting at ``part``."""
    spec, atoms, level, part, workers = job
    board = parse_board(spec)
    player = ComputerExperimenter(board, atoms, level)
    rules = Rules(scoring=Scoring.FRANJOS, accept_equivalent=False)
    scores = []
    for setup in unambiguous_arrangements(board, atoms)[part::workers]:
        game = play_game(Game.new(board, atoms, rules, setup), player)
        scores.append(game.score(Scoring.FRANJOS).total)
    return scores


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--configs", default=CONFIGS, help="board:atoms pairs, comma-separated")
    parser.add_argument("--levels", default="strong,medium")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    levels = args.levels.split(",")
    print("expected Franjos score over every unambiguous hidden setup (exact positions); gap = above the optimum")
    columns = " ".join(f"{name:>8} {'gap':>6}" for name in ("greedy", *levels))
    print(f"{'board':10} {'atoms':>5} {'setups':>6} {'optimum':>8} {'search s':>8} {columns}")
    with Pool(args.workers) as pool:
        for config in args.configs.split(","):
            spec, _, atoms_text = config.partition(":")
            atoms = int(atoms_text)
            board = parse_board(spec)
            start = time.perf_counter()
            best = optimum(board, atoms)
            searched = time.perf_counter() - start
            greedy = plain_greedy(board, atoms)
            cells = [f"{greedy:8.4f} {100 * (greedy - best) / best:5.1f}%"]
            setups = 0
            for level in levels:
                parts = pool.map(play_all, [(spec, atoms, level, part, args.workers) for part in range(args.workers)])
                scores = [score for part in parts for score in part]
                setups = len(scores)
                mean = statistics.mean(scores)
                cells.append(f"{mean:8.4f} {100 * (mean - best) / best:5.1f}%")
            print(f"{spec:10} {atoms:5d} {setups:6d} {best:8.4f} {searched:8.1f} " + " ".join(cells), flush=True)


if __name__ == "__main__":
    main()
