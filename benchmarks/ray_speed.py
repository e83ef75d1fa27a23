"""Rays traced per second (outcome only) on ortho-8x8 and hex-5.

Fires every port of many seeded random arrangements and prints the rate,
median of several runs.  Run: ``python benchmarks/ray_speed.py``.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from blackbox_desktop.model import parse_board
from blackbox_desktop.model.tracer import atom_bits


def rate(spec: str, atom_count: int, arrangements: int = 4000, seed: int = 1) -> float:
    board = parse_board(spec)
    rng = random.Random(seed)
    setups = [atom_bits(rng.sample(range(board.cell_count), atom_count)) for _ in range(arrangements)]
    exit_code = board.tracer.exit_code
    ports = list(board.ports)
    start = time.perf_counter()
    for atoms in setups:
        for port in ports:
            exit_code(atoms, port)
    elapsed = time.perf_counter() - start
    return len(setups) * len(ports) / elapsed


def main() -> None:
    runs = 7
    for spec, atoms in (("ortho-8x8", 4), ("ortho-8x8", 5), ("hex-5", 5), ("hex-5", 6)):
        figures = [rate(spec, atoms, seed=run) for run in range(runs)]
        print(
            f"{spec:10} {atoms} atoms: median {statistics.median(figures):>10,.0f} rays/s"
            f"  (min {min(figures):,.0f}, max {max(figures):,.0f}, {runs} runs)"
        )


if __name__ == "__main__":
    main()
