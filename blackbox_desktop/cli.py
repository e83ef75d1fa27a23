"""The command line: the window by default, and headless commands.

``blackbox-desktop``                       open the game window
``blackbox-desktop answers ...``           the setter's answer pad
``blackbox-desktop solve ...``             what a set of answers proves
``blackbox-desktop print-notepad ...``     the notepad diagram sheet as PDF
``blackbox-desktop print-booklet ...``     a solitaire booklet as PDF

Bad arguments end with status 2 and one sentence on standard error.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Iterable
from typing import NoReturn, TextIO

from .model import BlackBoxError, answer_pad, parse_board

PROGRAM = "blackbox-desktop"
HEADLESS = ("answers", "solve", "print-notepad", "print-booklet")


class UsageError(Exception):
    """A bad command-line argument, already phrased for the user."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise UsageError(message[:1].upper() + message[1:].rstrip(".") + ".")


def _build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROGRAM, description="Eric Solomon's Black Box, on both sides of the board.")
    sub = parser.add_subparsers(dest="command", parser_class=_Parser)

    answers = sub.add_parser("answers", help="print the setter's answer pad")
    answers.add_argument("--board", default="ortho-8x8", help="ortho-ROWSxCOLS or hex-SIDE (default ortho-8x8)")
    answers.add_argument("--atoms", help="cells holding atoms, e.g. C2,D5,D8")
    answers.add_argument("--json", action="store_true", help="print the pad as one JSON list")
    answers.add_argument("--batch", action="store_true", help="read JSON lines {board, atoms} from standard input")

    solve = sub.add_parser("solve", help="what the answers seen so far prove")
    solve.add_argument("--board", default="ortho-8x8")
    solve.add_argument("--atoms-count", type=int, default=4)
    solve.add_argument("--rays", default="", help='answers seen, e.g. "1:H 2:R 5:13"')
    solve.add_argument("--batch", action="store_true", help="read JSON lines {board, atoms_count, rays}")
    solve.add_argument("--no-hint", action="store_true", help="skip the (slower) hint")

    notepad = sub.add_parser("print-notepad", help="write the notepad diagram sheet as PDF")
    notepad.add_argument("--side", choices=("ortho", "hex", "both"), default="both")
    notepad.add_argument("--per-page", type=int, default=0,
                         help="diagrams per page, 1 to 6 (default 0: as many as fit)")
    notepad.add_argument("--paper", type=str.lower, choices=("a4", "letter"), default="a4")
    notepad.add_argument("--orientation", choices=("portrait", "landscape"), default="portrait")
    notepad.add_argument("--pages", type=int, default=1, help="number of blank pages")
    notepad.add_argument("--out", required=True, help="the PDF file to write")
    notepad.add_argument("--game", help="fill in the sheet from this saved game (.bbox)")
    notepad.add_argument("--copy", choices=("setter", "experimenter"),
                         help="with --game: the setter's copy shows the atoms, the experimenter's her record")

    booklet = sub.add_parser("print-booklet", help="write a solitaire booklet as PDF")
    booklet.add_argument("--games", type=int, default=80)
    booklet.add_argument("--seed", default="1978")
    booklet.add_argument("--board", default="ortho-8x8")
    booklet.add_argument("--paper", type=str.lower, choices=("a4", "letter"), default="a4")
    booklet.add_argument("--out", required=True)

    return parser


def _window_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROGRAM,
        description="Eric Solomon's Black Box, on both sides of the board. "
        f"Headless commands: {', '.join(HEADLESS)} (add --help to one for its options).",
    )
    parser.add_argument("game_file", nargs="?", help="a saved game (.bbox) to open")
    parser.add_argument("--side", choices=("ortho", "hex"), help="open on this side of the board")
    parser.add_argument("--puzzle", help="play the puzzle with this code")
    parser.add_argument("--screenshot", metavar="FILE", help="write a PNG of the window once drawn, then quit")
    parser.add_argument("--version", action="store_true", help="print the version and quit")
    return parser


def run(argv: list[str], stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    try:
        # The window's options and the headless commands have parsers of their
        # own, so that a saved game's file name is never taken for a command.
        parser = _build_parser() if argv and argv[0] in HEADLESS else _window_parser()
        args = parser.parse_args(argv)
        command = getattr(args, "command", None)
        if command == "answers":
            return _answers(args, stdin, stdout)
        if command == "solve":
            return _solve(args, stdin, stdout)
        if command == "print-notepad":
            from .printing.commands import print_notepad

            return print_notepad(args, stdout)
        if command == "print-booklet":
            from .printing.commands import print_booklet

            return print_booklet(args, stdout)
        if args.version:
            from . import __version__

            print(f"{PROGRAM} {__version__}", file=stdout)
            return 0
    except (UsageError, BlackBoxError) as error:
        return _fail(str(error))
    except BrokenPipeError:
        # The reader went away (e.g. "| head"); that is not an error of ours.
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - left open for the interpreter's final flush
        return 0
    from .app.launch import launch

    return launch(args)


def _fail(message: str) -> int:
    print(f"{PROGRAM}: {message}", file=sys.stderr)
    return 2


# -- answers -----------------------------------------------------------------


def _answers(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    if args.batch:
        return _batch(stdin, stdout, _answer_line)
    if args.atoms is None:
        raise UsageError("Name the atoms with --atoms, e.g. --atoms C2,D5,D8 (or --atoms '' for none).")
    board = parse_board(args.board)
    pad = answer_pad(board, board.cells_from_names(args.atoms))
    if args.json:
        print(json.dumps([outcome.as_json() for outcome in pad]), file=stdout)
    else:
        for port, outcome in zip(board.ports, pad, strict=True):
            print(f"{port}\t{outcome}", file=stdout)
    return 0


def _answer_line(record: dict[str, object]) -> dict[str, object]:
    board = parse_board(record.get("board"))
    atoms = board.cells_from_names(record.get("atoms", []))
    record["answers"] = [outcome.as_json() for outcome in answer_pad(board, atoms)]
    return record


def _batch(
    lines: Iterable[str], stdout: TextIO, handle: Callable[[dict[str, object]], dict[str, object]]
) -> int:
    write = stdout.write
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except (ValueError, RecursionError):  # RecursionError: brackets nested thousands deep
            return _fail(f"Line {number} of the input is not JSON.")
        if not isinstance(record, dict):
            return _fail(f"Line {number} of the input is not a JSON object.")
        try:
            write(json.dumps(handle(record)) + "\n")
        except BlackBoxError as error:
            return _fail(f"Line {number}: {error}")
    return 0


# -- solve -------------------------------------------------------------------


def _solve(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    hint = not args.no_hint
    if args.batch:
        return _batch(stdin, stdout, lambda record: _solve_line(record, hint))
    record: dict[str, object] = {"board": args.board, "atoms_count": args.atoms_count, "rays": args.rays}
    print(json.dumps(_solve_result(record, hint), indent=1), file=stdout)
    return 0


def _solve_line(record: dict[str, object], hint: bool) -> dict[str, object]:
    record.update(_solve_result(record, hint))
    return record


def _solve_result(record: dict[str, object], hint: bool) -> dict[str, object]:
    from .model.deduction import analyse, analysis_to_json, parse_rays
    from .model.game import check_atom_count
    from .model.hints import best_port

    board = parse_board(record.get("board"))
    atom_count = check_atom_count(board, record.get("atoms_count"))
    rays = record.get("rays", "")
    if isinstance(rays, dict):
        rays = " ".join(f"{port}:{answer}" for port, answer in rays.items())
    if not isinstance(rays, str):
        raise BlackBoxError('The rays must be written like "1:H 2:R 5:13".')
    observations = parse_rays(board, rays)
    analysis = analyse(board, atom_count, observations)
    best = best_port(board, atom_count, observations) if hint and analysis.count else None
    return analysis_to_json(board, analysis, best)
