"""How long the look-alike check takes: the search in its old (narrow) and wide orders, and ``is_ambiguous``.

For each configuration it hides seeded random arrangements and runs the check
behind :func:`is_ambiguous` (the counting search with every port observed,
stopped at two arrangements) twice: in the old order, which branches on the
cells the first stopped ray waits for, and in the wide order ``is_ambiguous``
now uses.  Each check gets a budget of search nodes (counted through the
``cancel`` callable, which the search asks every ``CANCEL_EVERY`` nodes) so
that the run always ends; checks that go over it are counted, not timed.  Both
orders must agree wherever both finished: a disagreement is printed.  The ``check``
line runs :func:`is_ambiguous` itself (a short first look at the wide search, then
each atom moved alone, then the whole search), under the same budget for all its
searches together (:mod:`.lookalike_search`, which decides forced empty cells
without branching); it must agree with the wide order too.  Times are the
process's CPU time, so that other programs on the machine change them little.

Run: ``python benchmarks/ambiguity_speed.py [--games N] [--seed S] [--budget NODES] [--only ortho-26x26/20]
[--check-only]`` (``--check-only``: the ``check`` line alone, where the counting search would spend its whole budget).
Figures only; nothing passes or fails on time.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from blackbox_desktop.model import parse_board
from blackbox_desktop.model.ambiguity import _pad_rays, is_ambiguous
from blackbox_desktop.model.board import Board
from blackbox_desktop.model.deduction_search import CANCEL_EVERY, Cancelled, ray_tables, search

CONFIGS = (
    ("ortho-8x8", 4),
    ("ortho-8x8", 5),
    ("hex-5", 6),
    ("hex-9", 9),
    ("hex-9", 12),
    ("ortho-26x26", 10),
    ("ortho-20x20", 16),
    ("hex-9", 20),
    ("ortho-26x26", 20),
)

Check = tuple[bool | None, int, float]
"""(ambiguous, or None when over budget; nodes, at most to the next question; CPU seconds)."""


def check(board: Board, atoms: frozenset[int], wide: bool | None, budget: int) -> Check:
    """``wide`` None runs ``is_ambiguous``."""
    _, rays = _pad_rays(board, atoms)
    asked = [0]

    def cancel() -> bool:
        asked[0] += 1
        return asked[0] * CANCEL_EVERY > budget

    start = time.process_time()
    try:
        ambiguous: bool | None = (
            is_ambiguous(board, atoms, cancel)
            if wide is None
            else search(ray_tables(board), len(atoms), rays, limit=2, cancel=cancel, wide=wide).count > 1
        )
    except Cancelled:
        ambiguous = None
    return ambiguous, asked[0] * CANCEL_EVERY, time.process_time() - start


def line(label: str, checks: list[Check]) -> str:
    done = [c for c in checks if c[0] is not None]
    over = len(checks) - len(done)
    if not done:
        return f"  {label:6} all {over} over budget"
    times = sorted(c[2] for c in done)
    nodes = sorted(c[1] for c in done)
    ambiguous = sum(1 for c in done if c[0])
    return (
        f"  {label:6} median {statistics.median(times) * 1000:9.1f} ms  max {times[-1] * 1000:9.1f} ms"
        f"  nodes median <={statistics.median(nodes):9.0f} max <={nodes[-1]:8d}"
        f"  ambiguous {ambiguous:2d}/{len(done):2d}  over budget {over}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="arrangements per configuration (default 10)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--budget", type=int, default=200_000, help="search nodes per check (default 200000)")
    parser.add_argument("--wide-only", action="store_true", help="skip the old order")
    parser.add_argument("--check-only", action="store_true", help="skip both orders of the counting search")
    parser.add_argument("--only", action="append", metavar="SPEC/ATOMS", help="run only these configurations")
    args = parser.parse_args()

    print(f"is_ambiguous: {args.games} seeded arrangements a configuration, seed {args.seed}, {args.budget} nodes each")
    for spec, atom_count in CONFIGS:
        if args.only and f"{spec}/{atom_count}" not in args.only:
            continue
        board = parse_board(spec)
        rng = random.Random(f"{spec}/{atom_count}/{args.seed}")
        arrangements = [frozenset(rng.sample(range(board.cell_count), atom_count)) for _ in range(args.games)]
        print(f"{spec} with {atom_count} atoms:", flush=True)
        results: dict[str, list[Check]] = {}
        for label, wide in (("old", False), ("wide", True), ("check", None)):
            if (wide is None or not args.check_only) and (wide is not False or not args.wide_only):
                results[label] = [check(board, atoms, wide, args.budget) for atoms in arrangements]
                print(line(label, results[label]), flush=True)
        for other in ("old", "check"):
            for atoms, old, new in zip(arrangements, results.get(other, []), results.get("wide", []), strict=False):
                if old[0] is not None and new[0] is not None and old[0] != new[0]:
                    print(f"  DISAGREE on {board.names(atoms)}: {other} {old[0]}, wide {new[0]}")


if __name__ == "__main__":
    main()
