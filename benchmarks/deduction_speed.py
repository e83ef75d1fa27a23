"""How long the deduction engine takes on positions from seeded random games.

For each configuration (ortho-8x8 with 4 and 5 atoms, hex-5 with 5 and 6)
it hides seeded random arrangements, picks a seeded random order of 16
distinct ports for each, and times :func:`analyse` after 0, 1, 2, 4, 8 and
16 rays.  The observations are the fired ports' true answers only: the far
end of an exit is *not* listed (the engine derives it by symmetry itself).

Then it times ``is_ambiguous`` on random arrangements, and ``best_port``
(sample of 1000 arrangements) after 3 rays.

Peak memory: the process's peak resident size (``ru_maxrss``), and the
Python-allocated peak (tracemalloc) of the slowest positions re-run.

Run: ``python benchmarks/deduction_speed.py [--games N] [--seed S]``.
Figures only; nothing passes or fails on time.
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from blackbox_desktop.model import Outcome, parse_board
from blackbox_desktop.model.ambiguity import is_ambiguous
from blackbox_desktop.model.board import Board
from blackbox_desktop.model.deduction import analyse
from blackbox_desktop.model.hints import best_port
from blackbox_desktop.model.tracer import atom_bits

CONFIGS = (("ortho-8x8", 4), ("ortho-8x8", 5), ("hex-5", 5), ("hex-5", 6))
RAY_COUNTS = (0, 1, 2, 4, 8, 16)
TARGETS = {("ortho-8x8", 4): (0.05, 0.5)}
DEFAULT_TARGET = (0.25, 2.5)

Position = tuple[int, dict[int, Outcome]]


def positions(board: Board, atom_count: int, games: int, seed: int) -> list[Position]:
    rng = random.Random(f"{board.spec}/{atom_count}/{seed}")
    found = []
    for _ in range(games):
        atoms = atom_bits(rng.sample(range(board.cell_count), atom_count))
        order = rng.sample(list(board.ports), 16)
        for rays in RAY_COUNTS:
            found.append((rays, {p: Outcome.from_code(board.tracer.exit_code(atoms, p), p) for p in order[:rays]}))
    return found


def line(times: list[float]) -> tuple[str, float, float]:
    ordered = sorted(times)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    median = statistics.median(ordered)
    text = (
        f"median {median * 1000:8.1f} ms  p95 {p95 * 1000:8.1f} ms  max {ordered[-1] * 1000:8.1f} ms  n={len(ordered)}"
    )
    return text, median, p95


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="hidden arrangements per configuration (default 30)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--skip-extras", action="store_true", help="only time analyse")
    args = parser.parse_args()

    print(f"analyse: {args.games} games x rays {RAY_COUNTS} per configuration, seed {args.seed}")
    for spec, atom_count in CONFIGS:
        board = parse_board(spec)
        timed: list[tuple[float, Position]] = []
        for position in positions(board, atom_count, args.games, args.seed):
            start = time.perf_counter()
            analyse(board, atom_count, position[1])
            timed.append((time.perf_counter() - start, position))
        tracemalloc.start()
        for _, (_, observations) in sorted(timed, key=lambda item: item[0])[-3:]:
            analyse(board, atom_count, observations)
        peak = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()
        text, median, p95 = line([t for t, _ in timed])
        target_median, target_p95 = TARGETS.get((spec, atom_count), DEFAULT_TARGET)
        verdict = "met" if median < target_median and p95 < target_p95 else "MISSED"
        print(f"\n{spec} {atom_count} atoms  all positions: {text}")
        print(
            f"  target median < {target_median * 1000:.0f} ms, p95 < {target_p95 * 1000:.0f} ms: {verdict};"
            f"  tracemalloc peak of the 3 slowest {peak / 1e6:.1f} MB"
        )
        for rays in RAY_COUNTS:
            print(f"  {rays:2} rays: {line([t for t, (r, _) in timed if r == rays])[0]}")

    if not args.skip_extras:
        print("\nis_ambiguous (every port observed), 100 random arrangements each:")
        for spec, atom_count in CONFIGS:
            board = parse_board(spec)
            rng = random.Random(args.seed)
            times = []
            for _ in range(100):
                atoms = frozenset(rng.sample(range(board.cell_count), atom_count))
                start = time.perf_counter()
                is_ambiguous(board, atoms)
                times.append(time.perf_counter() - start)
            print(f"  {spec} {atom_count} atoms: {line(times)[0]}")

        print("\nbest_port after 3 random rays (1000 sampled arrangements, exact below that), 20 positions each:")
        for spec, atom_count in (("ortho-8x8", 4), ("hex-5", 6)):
            board = parse_board(spec)
            rng = random.Random(args.seed)
            times = []
            for _ in range(20):
                atoms = atom_bits(rng.sample(range(board.cell_count), atom_count))
                fired = rng.sample(list(board.ports), 3)
                observations = {p: Outcome.from_code(board.tracer.exit_code(atoms, p), p) for p in fired}
                start = time.perf_counter()
                best_port(board, atom_count, observations, rng=random.Random(0))
                times.append(time.perf_counter() - start)
            print(f"  {spec} {atom_count} atoms: {line(times)[0]}")

    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"\npeak resident memory of the whole run: {peak_kb / 1024:.0f} MB")


if __name__ == "__main__":
    main()
