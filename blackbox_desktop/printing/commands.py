"""The printing commands of the command line (parsed in ``cli.py``).

``print-notepad`` writes the notepad diagram sheet as a PDF and prints one
line saying what it wrote.  Bad input raises a :class:`BlackBoxError` with
one sentence; ``cli.py`` prints it and exits with status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Protocol, TextIO

from ..model.errors import BlackBoxError, readable
from ..model.game import Game
from ..model.scoring import Scoring
from ..model.storage import same_file
from .layout import PAPER_NAMES, PAPERS, NotepadOptions


class Speech(Protocol):
    """The command line's words in the interface language: ``app/cli_words.py``, handed in by ``cli.py`` (the
    printing never imports the app)."""

    def say(self, text: str) -> str:
        """One of the command line's sentences (the ``_tr`` texts below)."""
        ...

    def model_text(self, text: str) -> str:
        """A refusal of the model's."""
        ...

    def quote(self, text: str) -> str:
        """A name she typed, already quoted (``repr``), in the language's quotes."""
        ...


class _English:
    """Every sentence as written: for a caller that hands in no language."""

    def say(self, text: str) -> str:
        return text

    def model_text(self, text: str) -> str:
        return text

    def quote(self, text: str) -> str:
        return text


ENGLISH: Speech = _English()


def print_notepad(
    args: argparse.Namespace, stdout: TextIO, language: Callable[[], None] | None = None, speech: Speech = ENGLISH
) -> int:
    """``blackbox-desktop print-notepad``: write the sheet, say where and how many pages.

    ``language`` installs the interface language once Qt runs (the sheet's words are in it); ``speech`` says
    the command's lines and refusals in it."""
    _tr = speech.say
    if args.copy is not None and not args.game:
        raise BlackBoxError(_tr("--copy chooses whose copy of a game to print; give the game with --game FILE.bbox."))
    args.out = out_name(args.out, args.game, speech=speech)
    game = _load_game(args.game, speech) if args.game else None
    # A game's sheet shows its own side: "both" added an empty diagram of the other board under it (QA).
    side = args.side or (game.board.kind if game is not None else "both")
    options = NotepadOptions(
        side=side,
        per_page=args.per_page,
        paper=args.paper,
        orientation=args.orientation,
        pages=args.pages,
        copy=args.copy or "experimenter",
    )
    _ensure_gui_application(language)
    from .notepad import write_notepad_pdf

    pages = write_notepad_pdf(args.out, options, game)
    if game is None:
        what = _tr("a blank notepad")
    elif options.copy == "setter":
        what = _tr("the setter's copy of {game}").format(game=args.game)
    else:
        what = _tr("the experimenter's record of {game}").format(game=args.game)
    print(
        _tr("Wrote {out}: {pages} ({what}, {paper} {orientation}{fewer}).").format(
            out=args.out,
            pages=_tr("1 page") if pages == 1 else _tr("{n} pages").format(n=pages),
            what=what,
            paper=PAPER_NAMES[options.paper],
            orientation=_tr("portrait") if options.orientation == "portrait" else _tr("landscape"),
            fewer=_fewer_per_page(options, game, speech),
        ),
        file=stdout,
    )
    return 0


def _fewer_per_page(options: NotepadOptions, game: Game | None, speech: Speech = ENGLISH) -> str:
    """``"; 2 diagrams a page, ..."`` when the sheet holds fewer diagrams a page than ``--per-page`` asked
    (a big board's cells would be too small to write in), else ``""``: the player is told, not surprised."""
    from .notepad import sheet_plan

    _tr = speech.say
    held = len(sheet_plan(options, options.page_size, game)[0].cards)
    if not options.per_page or held >= options.per_page:
        return ""
    diagrams = _tr("1 diagram") if held == 1 else _tr("{n} diagrams").format(n=held)
    return _tr("; {diagrams} a page, as {asked} would leave cells too small to write in").format(
        diagrams=diagrams, asked=options.per_page
    )


def pdf_name(path: str) -> str:
    """``path`` ending in ``.pdf`` (in any case): added unless it is already there.

    >>> pdf_name("sheet"), pdf_name("notes.2024"), pdf_name("victim.bbox"), pdf_name("Booklet.PDF")
    ('sheet.pdf', 'notes.2024.pdf', 'victim.bbox.pdf', 'Booklet.PDF')
    """
    return path if path.lower().endswith(".pdf") else path + ".pdf"


def _file_named(path: str, speech: Speech) -> str:
    """A file name in a sentence: quoted as the language quotes, odd bytes shown as a file manager shows them."""
    return speech.quote(repr(readable(path)))


def out_name(out: str, game: str | None = None, example: str = "notepad.pdf", speech: Speech = ENGLISH) -> str:
    """The PDF file ``--out`` names; refuse an empty name, "-", a folder, the ``--game`` file itself, or a file
    that ``.pdf`` added to the name would write over."""
    _tr = speech.say
    if not out.strip():
        raise BlackBoxError(
            _tr("The --out file name is empty; name the PDF to write, e.g. --out {example}.").format(example=example)
        )
    if out.strip() == "-":  # a pipe's name to other commands; here it made a file called "-.pdf"
        raise BlackBoxError(
            _tr("--out - cannot send a PDF to standard output; name the file to write, e.g. --out {example}.").format(
                example=example
            )
        )
    name = pdf_name(out)
    for path in (out, name):
        if path.endswith(("/", os.sep)) or os.path.isdir(path):
            folder = _file_named(path, speech)
            raise BlackBoxError(
                _tr("--out {name} is a folder; give the name of the PDF file to write.").format(name=folder)
            )
    if name != out and os.path.lexists(name):
        # She named "report": the report.pdf already there was written over without a word (QA).
        raise BlackBoxError(
            _tr(
                "{name} already exists, and --out {out} does not name it; give --out {name} to "
                "replace it, or another name."
            ).format(name=_file_named(name, speech), out=_file_named(out, speech))
        )
    if game and same_file(name, game):
        raise BlackBoxError(
            _tr("--out {name} is the game file given with --game; choose another name for the PDF.").format(
                name=_file_named(name, speech)
            )
        )
    return name


def _load_game(path: str, speech: Speech = ENGLISH) -> Game:
    _tr = speech.say
    named = _file_named(path, speech)
    from ..model.reading import read_at_most
    from ..model.savefile import MAX_BYTES, extras_of, loads

    try:
        # No more than a saved game can hold: /dev/zero or a huge file is refused, not read whole.
        data = read_at_most(path, MAX_BYTES + 1)
    except OSError as error:
        reason = speech.model_text(error.strerror.lower()) if error.strerror else _tr("it cannot be read")
        raise BlackBoxError(
            _tr("Cannot read the game file {name}: {reason}.").format(name=named, reason=reason)
        ) from None
    if len(data) > MAX_BYTES:
        raise BlackBoxError(
            _tr("The game file {name} is far too large to be a saved Black Box game.").format(name=named)
        )
    from ..model.match_file import is_match_text

    if is_match_text(data):
        raise BlackBoxError(
            _tr(
                "{name} is a saved two-player match or duel, not a game: open it in the window and export the round "
                "on the board with Game → Export notepad as PDF…."
            ).format(name=named)
        )
    try:
        game = loads(data)
    except BlackBoxError as error:
        # Named, as the window names it: "This file is not a saved Black Box game." said not which (QA).
        raise BlackBoxError(
            _tr("Cannot print the game file {name}. {error}").format(name=named, error=speech.model_text(str(error)))
        ) from None
    return _scored_as_saved(game, extras_of(data).get("scoring"))


def _scored_as_saved(game: Game, scoring: object) -> Game:
    """``game`` scored the way its window showed it when saved (the ``scoring`` the panel was switched to),
    as Game → Export notepad as PDF… prints it; an unknown value keeps the game's own scoring."""
    try:
        variant = Scoring.parse(scoring)
    except BlackBoxError:
        return game
    return replace(game, rules=replace(game.rules, scoring=variant))


def _ensure_gui_application(language: Callable[[], None] | None = None) -> None:
    """Fonts need a QGuiApplication; a headless command never needs a screen."""
    from PySide6.QtGui import QGuiApplication

    if QGuiApplication.instance() is None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        # Kept on the module so that it lives as long as the process.
        global _APP
        _APP = QGuiApplication(["blackbox-desktop"])
        if language is not None:
            language()


_APP: object = None


PROGRESS_AFTER = 5.0
"""Seconds of working out NORMs before ``print-booklet`` starts saying how far it got."""
PROGRESS_EVERY = 15.0
"""Seconds between two of its progress lines."""


def _progress(stderr: TextIO, speech: Speech = ENGLISH) -> Callable[[int, int], None]:
    """Report ``done`` of ``total`` NORMs on ``stderr`` once the work has taken a while, then now and again."""
    _tr = speech.say
    start = time.monotonic()
    last: float | None = None

    def report(done: int, total: int) -> None:
        nonlocal last
        now = time.monotonic()
        if now - start < PROGRESS_AFTER or (last is not None and now - last < PROGRESS_EVERY and done < total):
            return
        if done == total and last is None:
            return  # the work was over before a first line was due: nothing to say
        last = now
        print(
            _tr("Working out each game's NORM: {done} of {total} games done.").format(done=done, total=total),
            file=stderr,
            flush=True,
        )

    return report


def print_booklet(
    args: argparse.Namespace,
    stdout: TextIO,
    language: Callable[[], None] | None = None,
    stderr: TextIO | None = None,
    speech: Speech = ENGLISH,
) -> int:
    """``blackbox-desktop print-booklet``: make the games, their NORMs, and write the PDF (``language``: as for
    :func:`print_notepad`).

    The output file is checked first: the NORMs of a large booklet take minutes.  While they are
    worked out, a progress line goes to ``stderr`` now and again.
    """
    _tr = speech.say
    from ..model.board import parse_board
    from ..model.booklet import MAX_GAMES, make_booklet, seed_fault

    games = args.games
    if not str(args.seed).strip():
        raise BlackBoxError(_tr("The seed is empty; give any word or number, e.g. --seed 1978 (the default)."))
    fault = seed_fault(args.seed)  # before the NORMs, as every other bad argument
    if fault is not None:
        raise BlackBoxError(fault)
    if isinstance(games, bool) or not isinstance(games, int) or not 1 <= games <= MAX_GAMES:
        raise BlackBoxError(f"A booklet holds 1 to {MAX_GAMES} games, not {games}.")
    if args.paper not in PAPERS:
        paper = speech.quote(repr(args.paper))
        raise BlackBoxError(
            _tr("The paper must be one of {papers}, not {paper}.").format(papers=", ".join(PAPERS), paper=paper)
        )
    board = parse_board(args.board)
    args.out = out_name(args.out, example="booklet.pdf", speech=speech)
    from .booklet import BookletPdfError, write_booklet_pdf
    from .pdf_file import check_writable

    check_writable(args.out, BookletPdfError)
    booklet = make_booklet(board, games=games, seed=args.seed, progress=_progress(stderr or sys.stderr, speech))
    _ensure_gui_application(language)

    pages = write_booklet_pdf(args.out, booklet, args.paper)
    print(
        _tr("Wrote {out}: {pages} pages, {games} on the {board} board (booklet {seed}, {paper}).").format(
            out=args.out,
            pages=pages,
            games=_tr("1 solitaire game") if games == 1 else _tr("{n} solitaire games").format(n=games),
            board=speech.model_text(board.title),
            seed=booklet.seed,
            paper=PAPER_NAMES[args.paper],
        ),
        file=stdout,
    )
    return 0
