"""How many arrangements share their whole answer pad with another (RULES.md §5).

RULES.md §5 quotes, for 8×8: 4,532 of the 635,376 arrangements of 4 atoms
(0.71%) and 5.22% of those of 5 atoms.  This counts them by brute force: every
arrangement's answer pad, grouped; an arrangement is a look-alike when its
group holds more than one.  Too slow for the test suite (4 atoms: tens of
seconds; 5 atoms: many minutes).

Run: ``python benchmarks/lookalike_count.py [spec] [atoms]`` (default ``ortho-8x8 4``).
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from itertools import combinations
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from blackbox_desktop.model import parse_board


def count(spec: str, atom_count: int) -> tuple[int, int]:
    """(arrangements sharing their pad with another, all arrangements)."""
    board = parse_board(spec)
    answer_codes = board.tracer.answer_codes
    pads: Counter[tuple[int, ...]] = Counter()
    for cells in combinations(range(board.cell_count), atom_count):
        atoms = 0
        for cell in cells:
            atoms |= 1 << cell
        pads[tuple(answer_codes(atoms))] += 1
    total = sum(pads.values())
    shared = sum(number for number in pads.values() if number > 1)
    return shared, total


def main() -> None:
    spec = sys.argv[1] if len(sys.argv) > 1 else "ortho-8x8"
    atom_count = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    start = time.perf_counter()
    shared, total = count(spec, atom_count)
    elapsed = time.perf_counter() - start
    print(
        f"{spec} {atom_count} atoms: {shared:,} of {total:,} arrangements ({100 * shared / total:.2f}%) "
        f"share their answer pad with another; {elapsed:.0f} s"
    )


if __name__ == "__main__":
    main()
