#!/usr/bin/env python3
"""Work out an opening book for the strong computer experimenter (see blackbox_desktop/model/opening_book.py).

Usage: python scripts/build-opening-book.py BOARD ATOMS [--depth 3] [--first PORT] [--candidates K] [--fast]
[--out FILE]

Without --out the book is written where the game looks for it
(blackbox_desktop/resources/opening_books/BOARD-ATOMS.json).  8x8 with 4
atoms (--depth 12, the shipped book) takes about 20 minutes of one core.
--fast does the same sums with numpy (scripts/fast_book.py; pip install
numpy): the shipped 8x8 book with 5 atoms is
``ortho-8x8 5 --depth 12 --first 2 --candidates 6 --fast``.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.experimenter import LEVELS
from blackbox_desktop.model.opening_book import book_path, build_book


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("board", help="a board, e.g. ortho-8x8")
    parser.add_argument("atoms", type=int)
    parser.add_argument("--depth", type=int, default=3, help="rays the book covers (default 3)")
    parser.add_argument("--first", type=int, help="fire this port first instead of weighing the first ray")
    parser.add_argument("--candidates", type=int, help="after the first ray, weigh only the K most informative ports")
    parser.add_argument("--fast", action="store_true", help="work it out with numpy (for the biggest boards)")
    parser.add_argument("--out", type=Path, help="where to write the book")
    args = parser.parse_args()
    board = parse_board(args.board)
    start = time.perf_counter()

    def progress(text: str) -> None:
        print(f"{time.perf_counter() - start:7.0f}s  {text}", flush=True)

    build = build_book
    if args.fast:
        try:
            from fast_book import fast_book
        except ImportError as error:
            print(f"--fast needs numpy ({error}); install it with: pip install numpy", file=sys.stderr)
            return 2
        build = fast_book
    limit = LEVELS["strong"].enumerate_limit
    book = build(board, args.atoms, args.depth, limit, progress, args.first, args.candidates)
    out = args.out or book_path(board, args.atoms)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(book.to_json(), encoding="utf-8")
    print(f"{len(book.lines)} lines written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
