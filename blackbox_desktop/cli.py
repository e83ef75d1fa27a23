"""The command line: the window by default, and headless commands.

``blackbox-desktop``                       open the game window
``blackbox-desktop answers ...``           the setter's answer pad
``blackbox-desktop solve ...``             what a set of answers proves
``blackbox-desktop print-notepad ...``     the notepad diagram sheet as PDF
``blackbox-desktop print-booklet ...``     a solitaire booklet as PDF

Bad arguments end with status 2 and one sentence on standard error.  The help and the refusals are in the
window's language (``app/cli_words.py``); a command that goes well loads no translation, and no Qt.
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
from .printing.layout import PAPERS

PROGRAM = "blackbox-desktop"
HEADLESS = ("answers", "solve", "print-notepad", "print-booklet")
SOLVE_SECONDS = 60.0
"""How long ``solve`` works on one position before it gives up with a sentence."""


class UsageError(Exception):
    """A bad command-line argument, already phrased for the user."""


Words = Callable[[str], str]
"""Puts one of the command line's sentences into the interface language (``str``: leaves it English)."""


class _Speak(Exception):
    """The parse needs words for a person (help, a refusal): it is done again in the interface language."""


class _Parser(argparse.ArgumentParser):
    """The parser made in the interface language: its refusal is one sentence of a :class:`UsageError`."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message[:1].upper() + message[1:].rstrip(".") + ".")


class _FirstParser(_Parser):
    """The parser a command is read with first, in English and without Qt: help or a refusal is left to
    the parser made in the interface language (which loads the translation)."""

    def print_help(self, file: object = None) -> None:
        raise _Speak

    def error(self, message: str) -> NoReturn:
        raise _Speak


def _parse(argv: list[str]) -> argparse.Namespace:
    # The window's options and the headless commands have parsers of their
    # own, so that a saved game's file name is never taken for a command.
    build = _build_parser if argv and argv[0] in HEADLESS else _window_parser
    try:
        return build(_FirstParser, str).parse_args(argv)
    except _Speak:
        pass
    from .app.cli_words import argparse_words, say

    with argparse_words():
        return build(_Parser, say).parse_args(argv)


def _tr(text: str) -> str:
    """One of the command line's sentences in the interface language (loads the translation)."""
    from .app.cli_words import say

    return say(text)


def _named(text: object, limit: int = 24) -> str:
    """A name she typed, quoted as the interface language quotes."""
    from .app.cli_words import quote

    return quote(quoted(text, limit))


def _build_parser(parser_class: type[_Parser] = _Parser, _tr: Words = str) -> argparse.ArgumentParser:
    parser = parser_class(prog=PROGRAM, description=_tr("Eric Solomon's Black Box, on both sides of the board."))
    sub = parser.add_subparsers(dest="command", parser_class=parser_class)

    board_help = _tr("ortho-ROWSxCOLS or hex-SIDE (default ortho-8x8)")
    # Placeholders that say what to give, in the interface language ("--out OUT" said nothing, QA).
    board, count, file = _tr("BOARD"), _tr("N"), _tr("FILE")
    answers = sub.add_parser("answers", help=_tr("print the setter's answer pad"))
    answers.add_argument("--board", default="ortho-8x8", metavar=board, help=board_help)
    answers.add_argument("--atoms", metavar=_tr("CELLS"), help=_tr("cells holding atoms, e.g. C2,D5,D8"))
    answers.add_argument("--json", action="store_true", help=_tr("print the pad as one JSON list"))
    answers.add_argument("--batch", action="store_true", help=_tr("read JSON lines {board, atoms} from standard input"))

    solve = sub.add_parser("solve", help=_tr("what the answers seen so far prove"))
    solve.add_argument("--board", default="ortho-8x8", metavar=board, help=board_help)
    solve.add_argument("--atoms-count", type=int, default=4, metavar=count, help=_tr("atoms hidden (default 4)"))
    solve.add_argument(
        "--rays",
        default="",
        metavar=_tr("ANSWERS"),
        help=_tr('answers seen, e.g. "1:H 2:R 5:13" (H absorbed, R reflected)'),
    )
    solve.add_argument("--batch", action="store_true", help=_tr("read JSON lines {board, atoms_count, rays}"))
    solve.add_argument("--no-hint", action="store_true", help=_tr("skip the (slower) hint"))
    solve.add_argument(
        "--time-limit",
        type=float,
        default=SOLVE_SECONDS,
        metavar=_tr("SECONDS"),
        help=_tr("give up on a position (or a batch line) after this long (default {seconds})").format(
            seconds=f"{SOLVE_SECONDS:g}"
        ),
    )

    out_help = _tr("the PDF file to write")
    paper_help = _tr("paper size (default a4)")
    notepad = sub.add_parser("print-notepad", help=_tr("write the notepad diagram sheet as PDF"))
    notepad.add_argument(
        "--side",
        choices=("ortho", "hex", "both"),
        help=_tr("the diagrams' board (default: both; with --game, the game's side)"),
    )
    notepad.add_argument(
        "--per-page",
        type=int,
        default=0,
        metavar=count,
        help=_tr("diagrams per page, 1 to 6 (default 0: as many as fit)"),
    )
    notepad.add_argument("--paper", type=str.lower, choices=PAPERS, default="a4", help=paper_help)
    notepad.add_argument(
        "--orientation",
        type=str.lower,
        choices=("portrait", "landscape"),
        default="portrait",
        help=_tr("page orientation (default portrait)"),
    )
    notepad.add_argument("--pages", type=int, default=1, metavar=count, help=_tr("number of blank pages"))
    notepad.add_argument("--out", required=True, metavar=file, help=out_help)
    notepad.add_argument("--game", metavar=file, help=_tr("fill in the sheet from this saved game (.bbox)"))
    notepad.add_argument(
        "--copy",
        choices=("setter", "experimenter"),
        help=_tr("with --game: the setter's copy shows the atoms, the experimenter's her record"),
    )

    booklet = sub.add_parser("print-booklet", help=_tr("write a solitaire booklet as PDF"))
    booklet.add_argument(
        "--games", type=int, default=80, metavar=count, help=_tr("numbered games, 1 to 200 (default 80)")
    )
    booklet.add_argument(
        "--seed",
        default="1978",
        metavar=_tr("SEED"),
        help=_tr("the same seed always gives the same booklet (default 1978)"),
    )
    booklet.add_argument("--board", default="ortho-8x8", metavar=board, help=board_help)
    booklet.add_argument("--paper", type=str.lower, choices=PAPERS, default="a4", help=paper_help)
    booklet.add_argument("--out", required=True, metavar=file, help=out_help)

    return parser


def _window_parser(parser_class: type[_Parser] = _Parser, _tr: Words = str) -> argparse.ArgumentParser:
    parser = parser_class(
        prog=PROGRAM,
        description=_tr(
            "Eric Solomon's Black Box, on both sides of the board. Headless commands: {commands} "
            "(add --help to one for its options)."
        ).format(commands=", ".join(HEADLESS)),
    )
    parser.add_argument("game_file", nargs="?", metavar=_tr("game_file"), help=_tr("a saved game (.bbox) to open"))
    parser.add_argument("--side", choices=("ortho", "hex"), help=_tr("open on this side of the board"))
    parser.add_argument("--puzzle", metavar=_tr("CODE"), help=_tr("play the puzzle with this code"))
    parser.add_argument(
        "--screenshot", metavar=_tr("FILE"), help=_tr("write a PNG of the window once drawn, then quit")
    )
    parser.add_argument("--version", action="store_true", help=_tr("print the version and quit"))
    return parser


def _check_screenshot_path(name: str) -> None:
    """Refuse, before any drawing, a ``--screenshot`` file that cannot be written as a PNG."""
    if not name.strip():
        raise UsageError(_tr("Give the PNG file after --screenshot, e.g. --screenshot out.png."))
    path = Path(name)
    if name.endswith(("/", os.sep)) or path.is_dir():
        raise UsageError(
            _tr("{name} is a folder; give a file name for the PNG, e.g. out.png in it.").format(name=_named(name, 60))
        )
    folder = path.parent
    if not folder.is_dir():
        raise UsageError(
            _tr("The folder {name} does not exist; the PNG cannot be written there.").format(
                name=_named(str(folder), 60)
            )
        )
    if path.exists() and not path.is_file():
        raise UsageError(
            _tr("{name} is not a file; give a file name for the PNG, e.g. out.png.").format(name=_named(name, 60))
        )
    if path.suffix.lower() not in ("", ".png"):
        raise UsageError(
            _tr("The screenshot is a PNG picture; name it with .png, not {suffix}.").format(suffix=_named(path.suffix))
        )


def run(argv: list[str], stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    if stdout is None:
        _tolerant(sys.stdout)
    _tolerant(sys.stderr)
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    try:
        if argv and argv[0] not in HEADLESS:
            _refuse_unknown_command(argv[0])
        args = _parse(argv)
        if getattr(args, "puzzle", None) is not None and not args.puzzle.strip():
            raise UsageError(_tr("Give the puzzle code after --puzzle, e.g. --puzzle BB-6AJP-…."))
        if getattr(args, "puzzle", None) is not None and getattr(args, "game_file", None):
            raise UsageError(_tr("Open either a game file or a puzzle code (--puzzle), not both."))
        if getattr(args, "screenshot", None) is not None:
            _check_screenshot_path(args.screenshot)
        command = getattr(args, "game_file", None)
        if command in HEADLESS and not Path(command).exists():
            raise UsageError(
                _tr("{command} is a command: put it first, as in {example}.").format(
                    command=_named(command), example=f"{PROGRAM} {command} --help"
                )
            )
        status = _headless(args, stdin, stdout)
        if status is not None:
            stdout.flush()  # a full disk is reported here, not as a traceback at exit
            return status
    except UsageError as error:
        return _fail(str(error))
    except BlackBoxError as error:
        return _fail(_model_text(str(error)))
    except BrokenPipeError:
        # The reader went away (e.g. "| head"); that is not an error of ours.
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - left open for the interpreter's final flush
        return 0
    except OSError as error:  # the output could not be written (a full disk, /dev/full), or stdin not read
        sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - what could not be written is dropped
        reason = _model_text(error.strerror.lower()) if error.strerror else _tr("an error of the system")
        return _fail(_tr("Input or output failed: {reason}.").format(reason=reason))
    except KeyboardInterrupt:
        return _fail(_tr("Interrupted."), status=130)
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
        from .app import cli_words
        from .printing.commands import print_notepad

        return print_notepad(args, stdout, _interface_language, speech=cli_words)
    if command == "print-booklet":
        from .app import cli_words
        from .printing.commands import print_booklet

        return print_booklet(args, stdout, _interface_language, speech=cli_words)
    if args.version:
        others = [name for name in ("game_file", "side", "puzzle", "screenshot") if getattr(args, name) is not None]
        if others:
            raise UsageError(_tr("--version prints the version and quits; give it alone."))
        from . import __version__

        print(f"{PROGRAM} {__version__}", file=stdout)
        return 0
    return None


def _interface_language() -> None:
    """The sheets and booklets are printed in the window's language, as the command line speaks it: installed
    in Qt's application once the printing made one."""
    from .app.cli_words import speak
    from .app.i18n import install_translators

    install_translators(speak())


def _model_text(text: str) -> str:
    """A refusal of the model's in the interface language, as the window words it."""
    from .app.cli_words import model_text

    return model_text(text)


def _fail(message: str, status: int = 2) -> int:
    print(f"{PROGRAM}: {message}", file=sys.stderr)
    return status


def _refuse_unknown_command(word: str) -> None:
    """A first word that is no command, no option and no file is a mistyped command, not a game to open."""
    if word.startswith("-") or os.path.exists(word) or os.sep in word or "." in word:
        return
    near = difflib.get_close_matches(word, HEADLESS, n=1)
    guess = _tr(" Did you mean {command}?").format(command=near[0]) if near else ""
    raise UsageError(
        _tr(
            "{word} is neither a command nor a saved game.{guess} The commands are {commands}; to "
            "open a game, give its file (….bbox)."
        ).format(word=_named(word), guess=guess, commands=", ".join(HEADLESS))
    )


# -- answers -----------------------------------------------------------------


def _answers(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    if args.batch and args.atoms is not None:
        raise UsageError(_tr("--atoms is not read with --batch: each input line names its own atoms."))
    if args.batch:
        return _batch(stdin, stdout, _answer_line)
    if args.atoms is None:
        raise UsageError(_tr("Name the atoms with --atoms, e.g. --atoms C2,D5,D8 (or --atoms '' for none)."))
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


def _batch(lines: Iterable[str], stdout: TextIO, handle: Callable[[dict[str, object]], dict[str, object]]) -> int:
    write = stdout.write
    for number, line in enumerate(_lines(lines), start=1):
        if len(line) > LINE_LIMIT:
            return _fail(_tr("Line {number} of the input is far too long.").format(number=number))
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except (ValueError, RecursionError):  # RecursionError: brackets nested thousands deep
            return _fail(_tr("Line {number} of the input is not JSON.").format(number=number))
        if not isinstance(record, dict):
            return _fail(_tr("Line {number} of the input is not a JSON object.").format(number=number))
        try:
            write(json.dumps(handle(record)) + "\n")
        except BlackBoxError as error:
            return _fail(_tr("Line {number}: {error}").format(number=number, error=_model_text(str(error))))
        stdout.flush()  # a line is out once it is answered (and a full disk says so at once)
    return 0


# -- solve -------------------------------------------------------------------


def _solve(args: argparse.Namespace, stdin: TextIO, stdout: TextIO) -> int:
    hint = not args.no_hint
    limit = args.time_limit
    if not limit > 0:
        raise UsageError(_tr("The time limit is a number of seconds above 0, not {limit}.").format(limit=f"{limit:g}"))
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
            raise BlackBoxError(
                _tr("Each ray's answer is one word or a port, e.g. {example}.").format(
                    example='{"1": "H", "2": "R", "5": 13}'
                )
            )
        rays = " ".join(f"{port}:{answer}" for port, answer in rays.items())
    if not isinstance(rays, str):
        raise BlackBoxError(_tr('The rays must be written like "1:H 2:R 5:13".'))
    observations = parse_rays(board, rays)
    deadline = time.monotonic() + limit

    def too_long() -> bool:
        return time.monotonic() > deadline

    try:
        analysis = analyse(board, atom_count, observations, cancel=too_long)
        best = best_port(board, atom_count, observations, cancel=too_long) if hint and analysis.count else None
    except Cancelled:
        raise BlackBoxError(
            _tr(
                "Gave up after {seconds} s: {atoms} atoms on the {board} board leave too many arrangements to "
                "count with these rays. Give more rays, or a longer --time-limit."
            ).format(seconds=f"{limit:g}", atoms=atom_count, board=_model_text(board.title))
        ) from None
    return analysis_to_json(board, analysis, best)
