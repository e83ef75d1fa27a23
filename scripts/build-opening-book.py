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

from blackbox_desktop.model.board import Board, parse_board
from blackbox_desktop.model.errors import BlackBoxError
from blackbox_desktop.model.experimenter import LEVELS
from blackbox_desktop.model.game import check_atom_count
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
    board = _checked(parser, args)
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
    out = args.out
    if out is None:
        out = book_path(board, args.atoms)
        out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(book.to_json(), encoding="utf-8")
    print(f"{len(book.lines)} lines written to {out}")
    return 0


def _checked(parser: argparse.ArgumentParser, args: argparse.Namespace) -> Board:
    """The board, once every argument is one a book can be worked out from; else the parser refuses (status 2).

    An impossible depth, first port or atom count built an empty book without a word, and without --out it
    was written over the shipped one; a mistyped --out folder was created.
    """
    try:
        board = parse_board(args.board)
        check_atom_count(board, args.atoms)
    except BlackBoxError as error:
        parser.error(str(error))
    if args.depth < 1:
        parser.error(f"--depth is the number of rays the book covers, 1 or more, not {args.depth}.")
    if args.first is not None and args.first not in board.ports:
        parser.error(f"--first {args.first}: the {board.title} board has ports 1 to {board.port_count}.")
    if args.candidates is not None and args.candidates < 1:
        parser.error(f"--candidates is a number of ports, 1 or more, not {args.candidates}.")
    if args.out is not None:
        if args.out.is_dir():
            parser.error(f"--out {str(args.out)!r} is a folder; give the name of the book's file.")
        if not args.out.parent.is_dir():
            parser.error(f"The folder {str(args.out.parent)!r} does not exist; the book cannot be written there.")
    return board


if __name__ == "__main__":
    raise SystemExit(main())
