"""How far the strong computer experimenter is from perfect play at the end of a game on the full-size boards.

Perfect play cannot be searched from the start of an 8x8 game (635,376
arrangements with 4 atoms), but it can once the answers leave few.  For each
seeded game (the hidden setups of ``benchmarks/experimenter.py``) the strong
level plays until at most ``--limit`` arrangements fit the answers (1,200: from
there on it lists them all and weighs every port exactly), and then, over
those arrangements, each equally likely:

* the strong level's own expected cost from there: it plays on against each
  of them in turn, and the markers it adds plus 5 for each misplaced atom are
  averaged (its real play, not a model of it);
* the optimum: the cheapest expected cost of any way of playing on
  (``model/perfect_play.optimum_of``, an exhaustive search).

The mean difference is what perfect play from that point would save a game:
it bounds what any better end-game play could gain.  The opening, where no
search can reach, is not measured here.

Run: ``python benchmarks/experimenter_endgame.py [--games 100] [--configs ortho-8x8:4,ortho-8x8:5]
[--limit 1200] [--workers 2]``.  Figures only; nothing passes or fails.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from experimenter import SEED_LABEL  # the same hidden setups as the main benchmark

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.deduction import observation_rays
from blackbox_desktop.model.deduction_search import cells_of, leaf_arrangements, ray_tables, search
from blackbox_desktop.model.experimenter import ComputerExperimenter, play_game
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.perfect_play import optimum_of
from blackbox_desktop.model.rollout import unambiguous
from blackbox_desktop.model.scoring import Scoring
from blackbox_desktop.model.setup import random_setup

CONFIGS = "ortho-8x8:4,ortho-8x8:5"

Result = tuple[int, float, float]
"""Arrangements left, the strong level's expected cost from there, the optimum from there."""


def end_of_game(job: tuple[str, int, int, int]) -> Result:
    spec, atoms, seed, limit = job
    board = parse_board(spec)
    rules = Rules(scoring=Scoring.FRANJOS, accept_equivalent=False)
    setup = random_setup(board, atoms, seed=f"{SEED_LABEL}/{spec}/{atoms}/{seed}")
    game = Game.new(board, atoms, rules, setup)
    player = ComputerExperimenter(board, atoms, "strong")
    tables = ray_tables(board)
    while not game.finished:
        known = game.position.known_answers()
        if not game.position.balls:
            leaves: list = []
            found = search(tables, atoms, observation_rays(board, known), leaves=leaves)
            if found.count <= limit:
                listed = [bits for leaf in leaves for bits in leaf_arrangements(leaf, tables.all_cells)]
                left = unambiguous(board, listed) or listed  # hidden setups are never ambiguous
                marked = set(known) | {o.port for o in known.values() if o.port is not None}
                ports = [port for port in board.ports if port not in marked]
                spent = game.score(Scoring.FRANJOS).rays
                costs = []
                for bits in left:
                    other = Game.new(board, atoms, rules, frozenset(cells_of(bits))).apply_all(game.history)
                    costs.append(play_game(other, player).score(Scoring.FRANJOS).total - spent)
                best = optimum_of(board, atoms, [frozenset(cells_of(bits)) for bits in left], ports)
                return len(left), statistics.mean(costs), best
        game = game.apply(player.next_move(game.position))
    return 1, 0.0, 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--configs", default=CONFIGS, help="board:atoms pairs, comma-separated")
    parser.add_argument("--limit", type=int, default=1200, help="search perfect play from this many arrangements")
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    print(
        f"strong experimenter, from the first position with at most {args.limit} arrangements left "
        "(Franjos, exact positions); gap = its expected cost from there above the optimum"
    )
    print(
        f"{'board':10} {'atoms':>5} {'games':>5} {'left':>6} {'strong':>7} {'optimum':>7} {'gap':>7} "
        f"{'+-se':>6} {'max':>6} {'gap>0':>5} {'wall s':>7}"
    )
    with Pool(args.workers) as pool:
        for config in args.configs.split(","):
            spec, _, atoms_text = config.partition(":")
            start = time.perf_counter()
            results = pool.map(end_of_game, [(spec, int(atoms_text), seed, args.limit) for seed in range(args.games)])
            gaps = [strong - best for _, strong, best in results]
            print(
                f"{spec:10} {atoms_text:>5} {len(results):5d} {statistics.median(r[0] for r in results):6.0f} "
                f"{statistics.mean(r[1] for r in results):7.3f} {statistics.mean(r[2] for r in results):7.3f} "
                f"{statistics.mean(gaps):7.4f} {statistics.stdev(gaps) / len(gaps) ** 0.5:6.4f} {max(gaps):6.3f} "
                f"{sum(gap > 1e-9 for gap in gaps):5d} {time.perf_counter() - start:7.0f}",
                flush=True,
            )


if __name__ == "__main__":
    main()
