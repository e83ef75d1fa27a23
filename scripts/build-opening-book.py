#!/usr/bin/env python3
"""Work out an opening book for the strong computer experimenter (see blackbox_desktop/model/opening_book.py).

Usage: python scripts/build-opening-book.py BOARD ATOMS [--depth 3] [--out FILE]

Without --out the book is written where the game looks for it
(blackbox_desktop/resources/opening_books/BOARD-ATOMS.json).  8x8 with 4
atoms (--depth 12, the shipped book) takes about 20 minutes of one core.
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
    parser.add_argument("--out", type=Path, help="where to write the book")
    args = parser.parse_args()
    board = parse_board(args.board)
    start = time.perf_counter()

    def progress(text: str) -> None:
        print(f"{time.perf_counter() - start:7.0f}s  {text}", flush=True)

    book = build_book(board, args.atoms, args.depth, LEVELS["strong"].enumerate_limit, progress, args.first)
    out = args.out or book_path(board, args.atoms)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(book.to_json(), encoding="utf-8")
    print(f"{len(book.lines)} lines written to {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
