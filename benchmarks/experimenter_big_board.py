"""How long the strong computer experimenter takes over each decision of one game on a big board.

On 26×26 with 10 atoms the count of the arrangements that fit stops at its
budget, and a sample drawn by random walks stands in for it
(``model/arrangement_walk.py``).  On boards beyond 10x10 the walks come first,
and no count is started where they drew too many different arrangements for
the set to be listed (``_too_many_to_list``), nor where the atoms have too
many ways to lie among the cells the rays look at for any count to finish
(``_too_many_ways``: on that board from the first few rays on).  Elsewhere,
where the walks drew few different arrangements, the count may be given four
times longer (``LONG_WORK``), unless the stopped count found none of the many
arrangements the walks and probes found (``_longer_count_hopeless``).  What is
left is the walks' own time: late in a game the random starts take long to
mend until they fit, even with the mending's moves aimed at the rays that answer
wrongly (``arrangement_walk.AIM_INTO``).  For one seeded hidden setup the game is played
decision by decision, and each line gives the move, its wall and processor
time, the processor time spent counting, the counts tried (0: the walks alone;
1: the count; 2: a longer count as well; one more for the balls where they are
placed) and whether the figures were exact or from a sample.  The last lines
give the median, mean and slowest decision, in wall and in processor time (the
machine may be shared: processor time is the steadier figure).

Run: ``python benchmarks/experimenter_big_board.py [--board ortho-26x26] [--atoms 10] [--seed 2]``.
Prints figures; never fails on time (STYLE.md).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from blackbox_desktop.model import experimenter
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.experimenter import ComputerExperimenter
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.scoring import Scoring
from blackbox_desktop.model.setup import random_setup

SEED_LABEL = "experimenter-big-board"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--board", default="ortho-26x26")
    parser.add_argument("--atoms", type=int, default=10)
    parser.add_argument("--seed", type=int, default=2)
    args = parser.parse_args()
    board = parse_board(args.board)
    setup = random_setup(board, args.atoms, seed=f"{SEED_LABEL}/{args.board}/{args.atoms}/{args.seed}")
    game = Game.new(board, args.atoms, Rules(scoring=Scoring.FRANJOS, accept_equivalent=False), setup)
    player = ComputerExperimenter(board, args.atoms, "strong")
    counts = [0]
    counting = [0.0]
    count = experimenter.search

    def counted(*positional: Any, **named: Any) -> Any:
        counts[0] += 1
        start = time.process_time()
        try:
            return count(*positional, **named)
        finally:
            counting[0] += time.process_time() - start

    experimenter.search = counted  # type: ignore[assignment]
    print(f"{args.board}, {args.atoms} atoms, seed {args.seed}: one line per decision")
    print(f"{'':4} {'move':8} {'wall s':>6} {'cpu s':>6} {'count s':>7} {'counts':>6} figures")
    total = processor = 0.0
    number = 0
    walls: list[float] = []
    cpus: list[float] = []
    while not game.finished:
        counts[0] = 0
        counting[0] = 0.0
        start, start_cpu = time.perf_counter(), time.process_time()
        move = player.next_move(game.position)
        spent, spent_cpu = time.perf_counter() - start, time.process_time() - start_cpu
        total += spent
        processor += spent_cpu
        if not game.position.balls:  # the decision to fire or stop; the balls that follow reuse it
            figures = "exact" if player.decide(game.position).exact else "sample"
            print(
                f"{number:4d} {move:8} {spent:6.2f} {spent_cpu:6.2f} {counting[0]:7.2f} {counts[0]:6d} {figures}",
                flush=True,
            )
            walls.append(spent)
            cpus.append(spent_cpu)
            number += 1
        game = game.apply(move)
    score = game.score(Scoring.FRANJOS)
    print(f"score {score.total} ({score.rays} for rays), {total:.1f} s in all ({processor:.1f} s of processor time)")
    for name, times in (("wall", walls), ("processor", cpus)):
        median, mean, slowest = statistics.median(times), statistics.mean(times), max(times)
        print(f"decisions ({name} time): median {median:.2f} s, mean {mean:.2f} s, slowest {slowest:.2f} s")


if __name__ == "__main__":
    main()
