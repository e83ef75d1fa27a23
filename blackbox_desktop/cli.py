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
import difflib
import json
import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import NoReturn, TextIO

from .model import BlackBoxError, answer_pad, parse_board
from .model.errors import quoted

PROGRAM = "blackbox-desktop"
HEADLESS = ("answers", "solve", "print-notepad", "print-booklet")
SOLVE_SECONDS = 60.0
"""How long ``solve`` works on one position before it gives up with a sentence."""


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
    solve.add_argument("--board", default="ortho-8x8", help="ortho-ROWSxCOLS or hex-SIDE (default ortho-8x8)")
    solve.add_argument("--atoms-count", type=int, default=4, help="atoms hidden (default 4)")
    solve.add_argument("--rays", default="", help='answers seen, e.g. "1:H 2:R 5:13" (H absorbed, R reflected)')
    solve.add_argument("--batch", action="store_true", help="read JSON lines {board, atoms_count, rays}")
    solve.add_argument("--no-hint", action="store_true", help="skip the (slower) hint")
    solve.add_argument("--time-limit", type=float, default=SOLVE_SECONDS, metavar="SECONDS",
                       help=f"give up on a position (or a batch line) after this long (default {SOLVE_SECONDS:g})")

    notepad = sub.add_parser("print-notepad", help="write the notepad diagram sheet as PDF")
    notepad.add_argument("--side", choices=("ortho", "hex", "both"),
                         help="the diagrams' board (default: both; with --game, the game's side)")
    notepad.add_argument("--per-page", type=int, default=0,
                         help="diagrams per page, 1 to 6 (default 0: as many as fit)")
    notepad.add_argument("--paper", type=str.lower, choices=("a4", "letter"), default="a4", help="(default a4)")
    notepad.add_argument("--orientation", type=str.lower, choices=("portrait", "landscape"), default="portrait",
                         help="(default portrait)")
    notepad.add_argument("--pages", type=int, default=1, help="number of blank pages")
    notepad.add_argument("--out", required=True, help="the PDF file to write")
    notepad.add_argument("--game", help="fill in the sheet from this saved game (.bbox)")
    notepad.add_argument("--copy", choices=("setter", "experimenter"),
                         help="with --game: the setter's copy shows the atoms, the experimenter's her record")

    booklet = sub.add_parser("print-booklet", help="write a solitaire booklet as PDF")
    booklet.add_argument("--games", type=int, default=80, help="numbered games, 1 to 200 (default 80)")
    booklet.add_argument("--seed", default="1978", help="the same seed always gives the same booklet (default 1978)")
    booklet.add_argument("--board", default="ortho-8x8", help="ortho-ROWSxCOLS or hex-SIDE (default ortho-8x8)")
    booklet.add_argument("--paper", type=str.lower, choices=("a4", "letter"), default="a4", help="(default a4)")
    booklet.add_argument("--out", required=True, help="the PDF file to write")

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


def _check_screenshot_path(name: str) -> None:
    """Refuse, before any drawing, a ``--screenshot`` file that cannot be written as a PNG."""
    if not name.strip():
        raise UsageError("Give the PNG file after --screenshot, e.g. --screenshot out.png.")
    path = Path(name)
    if name.endswith(("/", os.sep)) or path.is_dir():
        raise UsageError(f"{quoted(name, 60)} is a folder; give a file name for the PNG, e.g. out.png in it.")
    folder = path.parent
    if not folder.is_dir():
        raise UsageError(f"The folder {quoted(str(folder), 60)} does not exist; the PNG cannot be written there.")
    if path.exists() and not path.is_file():
        raise UsageError(f"{quoted(name, 60)} is not a file; give a file name for the PNG, e.g. out.png.")
    if path.suffix.lower() not in ("", ".png"):
        raise UsageError(f"The screenshot is a PNG picture; name it with .png, not {quoted(path.suffix)}.")


def run(argv: list[str], stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    if stdout is None:
        _tolerant(sys.stdout)
    _tolerant(sys.stderr)
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    try:
        # The window's options and the headless commands have parsers of their
        # own, so that a saved game's file name is never taken for a command.
        if argv and argv[0] not in HEADLESS:
            _refuse_unknown_command(argv[0])
        parser = _build_parser() if argv and argv[0] in HEADLESS else _window_parser()
        args = parser.parse_args(argv)
        if getattr(args, "puzzle", None) is not None and not args.puzzle.strip():
            raise UsageError("Give the puzzle code after --puzzle, e.g. --puzzle BB-6AJP-….")
        if getattr(args, "puzzle", None) is not None and getattr(args, "game_file", None):
            raise UsageError("Open either a game file or a puzzle code (--puzzle), not both.")
        if getattr(args, "screenshot", None) is not None:
            _check_screenshot_path(args.screenshot)
        command = getattr(args, "game_file", None)
        if command in HEADLESS and not Path(command).exists():
            raise UsageError(f"{quoted(command)} is a command: put it first, as in {PROGRAM} {command} --help.")
        status = _headless(args, stdin, stdout)
        if status is not None:
            stdout.flush()  # a full disk is reported here, not as a traceback at exit
            return status
    except (UsageError, BlackBoxError) as error:
        return _fail(str(error))
    except BrokenPipeError:
        # The reader went away (e.g. "| head"); that is not an error of ours.
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - left open for the interpreter's final flush
        return 0
    except OSError as error:  # the output could not be written (a full disk, /dev/full), or stdin not read
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - what could not be written is dropped
        return _fail(f"Input or output failed: {(error.strerror or 'an error of the system').lower()}.")
    except KeyboardInterrupt:
        return _fail("Interrupted.", status=130)
    from .app.launch import launch

    return launch(args)


def _tolerant(stream: TextIO | None) -> None:
    """A terminal that cannot show "×" or "é" (PYTHONIOENCODING=ascii, an old code page) gets "?" in their
    place: the PDF is written all the same, and the job must not end in a traceback after it."""
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None and getattr(stream, "errors", "strict") == "strict":
        reconfigure(errors="replace")


def _headless(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int | None:
    """Run a headless command (or --version); None when the window is wanted."""
    command = getattr(args, "command", None)
    if command == "answers":
        return _answers(args, stdin, stdout)
    if command == "solve":
        return _solve(args, stdin, stdout)
    if command == "print-notepad":
        from .printing.commands import print_notepad

        return print_notepad(args, stdout, _interface_language)
    if command == "print-booklet":
        from .printing.commands import print_booklet

        return print_booklet(args, stdout, _interface_language)
    if args.version:
        others = [name for name in ("game_file", "side", "puzzle", "screenshot") if getattr(args, name) is not None]
        if others:
            raise UsageError("--version prints the version and quits; give it alone.")
        from . import __version__

        print(f"{PROGRAM} {__version__}", file=stdout)
        return 0
    return None


def _interface_language() -> None:
    """The sheets and booklets are printed in the window's language: the one chosen in Preferences, else the
    system's (the lines this command prints stay English)."""
    from PySide6.QtCore import QCoreApplication

    from .app.data_files import peek_settings
    from .app.i18n import install_translators, resolve, stored_language
    from .app.launch import APP_NAME, ORGANISATION

    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setOrganizationName(ORGANISATION)
    settings = peek_settings()
    install_translators(resolve(stored_language(settings) if settings is not None else "system"))


def _fail(message: str, status: int = 2) -> int:
    print(f"{PROGRAM}: {message}", file=sys.stderr)
    return status


def _refuse_unknown_command(word: str) -> None:
    """A first word that is no command, no option and no file is a mistyped command, not a game to open."""
    if word.startswith("-") or os.path.exists(word) or os.sep in word or "." in word:
        return
    near = difflib.get_close_matches(word, HEADLESS, n=1)
    guess = f" Did you mean {near[0]}?" if near else ""
    raise UsageError(f"{quoted(word)} is neither a command nor a saved game.{guess} The commands are "
                     f"{', '.join(HEADLESS)}; to open a game, give its file (….bbox).")


# -- answers -----------------------------------------------------------------


def _answers(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    if args.batch and args.atoms is not None:
        raise UsageError("--atoms is not read with --batch: each input line names its own atoms.")
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


LINE_LIMIT = 1_000_000
"""Characters in one line of a batch: far more than any board's record (an endless stream is refused)."""


def _lines(stream: Iterable[str]) -> Iterator[str]:
    """The lines of ``stream``, each read no further than :data:`LINE_LIMIT` (and one more, to tell)."""
    readline = getattr(stream, "readline", None)
    if readline is None:
        yield from stream
        return
    while line := readline(LINE_LIMIT + 1):
        yield line


def _batch(
    lines: Iterable[str], stdout: TextIO, handle: Callable[[dict[str, object]], dict[str, object]]
) -> int:
    write = stdout.write
    for number, line in enumerate(_lines(lines), start=1):
        if len(line) > LINE_LIMIT:
            return _fail(f"Line {number} of the input is far too long.")
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
        stdout.flush()  # a line is out once it is answered (and a full disk says so at once)
    return 0


# -- solve -------------------------------------------------------------------


def _solve(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    hint = not args.no_hint
    limit = args.time_limit
    if not limit > 0:
        raise UsageError(f"The time limit is a number of seconds above 0, not {limit:g}.")
    if args.batch:
        return _batch(stdin, stdout, lambda record: _solve_line(record, hint, limit))
    record: dict[str, object] = {"board": args.board, "atoms_count": args.atoms_count, "rays": args.rays}
    print(json.dumps(_solve_result(record, hint, limit), indent=1), file=stdout)
    return 0


def _one_answer(answer: object) -> bool:
    """H, R or an exit port: one word, never a second ray pasted in ("H 2:R")."""
    if isinstance(answer, int) and not isinstance(answer, bool):
        return True
    return isinstance(answer, str) and bool(answer) and not set(answer) & set(" :\t\n\r")


def _solve_line(record: dict[str, object], hint: bool, limit: float) -> dict[str, object]:
    record.update(_solve_result(record, hint, limit))
    return record


def _solve_result(record: dict[str, object], hint: bool, limit: float = SOLVE_SECONDS) -> dict[str, object]:
    from .model.deduction import Cancelled, analyse, analysis_to_json, parse_rays
    from .model.game import check_atom_count
    from .model.hints import best_port

    board = parse_board(record.get("board"))
    atom_count = check_atom_count(board, record.get("atoms_count", 4))
    rays = record.get("rays", "")
    if isinstance(rays, dict):
        if not all(_one_answer(answer) for answer in rays.values()):
            raise BlackBoxError('Each ray\'s answer is one word or a port, e.g. {"1": "H", "2": "R", "5": 13}.')
        rays = " ".join(f"{port}:{answer}" for port, answer in rays.items())
    if not isinstance(rays, str):
        raise BlackBoxError('The rays must be written like "1:H 2:R 5:13".')
    observations = parse_rays(board, rays)
    deadline = time.monotonic() + limit

    def too_long() -> bool:
        return time.monotonic() > deadline

    try:
        analysis = analyse(board, atom_count, observations, cancel=too_long)
        best = best_port(board, atom_count, observations, cancel=too_long) if hint and analysis.count else None
    except Cancelled:
        raise BlackBoxError(
            f"Gave up after {limit:g} s: {atom_count} atoms on the {board.title} board leave too many "
            "arrangements to count with these rays. Give more rays, or a longer --time-limit."
        ) from None
    return analysis_to_json(board, analysis, best)
