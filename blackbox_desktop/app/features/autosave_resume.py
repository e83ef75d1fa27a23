"""Resuming at start: the game the last run kept (a crash, or a close that kept it) is offered, then put back.

The offer comes first, also when a file or a puzzle was asked for: opening it without asking would write over
the autosave, and the unfinished game with it.  Yes puts back the same position, markers and balls (and what Redo
would play again: the crash was not her choice) on the side of the board that was in front; the moves are
replayed one by one through the controller, so each one can be undone again.  A kept match or duel brings back
the round on its side of the board itself, and the game waiting on the other side comes back beside it.  No lets
the kept game go (``autosave.remove_kept``) and a new game, or what was asked for, starts.  What cannot be read
back is set aside (``NAME.damaged``) and she is told why.

Terms
    kept     what the last run left in the autosave (``autosave_file.Kept``)
    instead  the file or puzzle the start was asked to open, named as she knows it: No opens it
    put back the kept games and match on the board again, with their scorings, extras and files

Environment (for tests and scripted runs)
    ``BLACKBOX_DESKTOP_RESUME``  ``yes`` or ``no``: answer the offer without asking
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QMessageBox

from ...message_boxes import message_box
from ...model.errors import BlackBoxError, SaveFileError, readable
from ...model.game import Game
from ...model.scoring import Scoring
from ..as_typed import literal
from ..data_files import autosave_path, set_aside
from ..model_texts import tr_model
from .autosave import Autosave, cannot_remove, remove_kept
from .autosave_file import Kept, match_problem, read_autosave, side_problem, tr

if TYPE_CHECKING:
    from ..window import MainWindow

RESUME_VARIABLE = "BLACKBOX_DESKTOP_RESUME"


def wants_resume(window: MainWindow, instead: str | None = None, two_players: bool = False) -> bool | None:
    """The player's answer to the offer; None when nobody can be asked (a scripted run).

    ``instead`` names what the start was asked to open (a file, a puzzle): No opens it. ``two_players``: what
    was kept is a match or a duel, and the question says so.
    """
    answer = os.environ.get(RESUME_VARIABLE, "").strip().lower()
    if answer in ("yes", "1", "true"):
        return True
    if answer in ("no", "0", "false"):
        return False
    if window.quiet:
        return None
    # "Unfinished", not "you were playing": the game kept may be the computer's, a lesson or a match.
    # Its second sentence also widens the box: the window manager cut its title to "Resume? —…Box Desktop".
    question = tr("Resume the unfinished game?\n\nIf you discard it, it is gone and a new game starts.")
    if two_players:
        question = tr("Resume the unfinished two-player game?\n\nIf you discard it, it is gone and a new game starts.")
    if instead and two_players:
        question = tr(
            "Resume the unfinished two-player game instead of opening {name}?\n\n"
            "If you discard it, {name} opens and the two-player game is gone."
        ).replace("{name}", instead)
    elif instead:
        question = tr(
            "Resume the unfinished game instead of opening {name}?\n\n"
            "If you discard it, {name} opens and the unfinished game is gone."
        ).replace("{name}", instead)
    return resume_box(window, question)


def resume_box(window: MainWindow, question: str) -> bool:
    """Ask ``question``: Resume (Yes) puts the game back, Discard (No) lets it go.  Escape resumes: it answered
    No, and a game in progress (a whole tabletop match) was lost to a key pressed to close a box."""
    buttons = QMessageBox.StandardButton
    labels = {buttons.Yes: tr("&Resume"), buttons.No: tr("&Discard")}  # what each does, not Yes and No
    box = message_box(
        window,
        QMessageBox.Icon.Question,
        tr("Resume?"),
        literal(question),  # as it is, not markup
        buttons.Yes | buttons.No,
        buttons.Yes,
        labels,
    )
    box.setEscapeButton(buttons.Yes)
    box.exec()
    answer = box.standardButton(box.clickedButton())
    box.deleteLater()
    return answer == buttons.Yes


def offer_resume(window: MainWindow, instead: str | None = None) -> bool:
    """At start-up: offer the game a crash interrupted; True when it is back on the board.

    ``instead`` names the file or puzzle the start was asked to open; when
    the player resumes, it is left unopened (and the status bar says so).
    """
    autosave = window.autosave
    if isinstance(autosave, Autosave) and autosave.shared:
        # The game kept there may be the one still open in the other window: offering it would put it in two.
        window.show_message(
            tr(
                "Another Black Box Desktop window is open: this window's game is not kept for next "
                "time unless you save it."
            )
        )
        return False
    if isinstance(autosave, Autosave):
        autosave.flush()  # the file as every change made so far left it
    try:
        kept = read_autosave()
    except SaveFileError as error:
        _cannot_resume(window, error, instead)
        return False
    if kept is None:
        return False
    answer = wants_resume(window, instead, two_players=kept.match is not None)
    if answer is None:
        # Nobody to ask: the game stays kept for the next start, so this run must not write over it.
        autosave = window.autosave
        if isinstance(autosave, Autosave):
            autosave.suspended = True
        return False
    if not answer:
        if instead is None:
            reason = remove_kept()
            if reason is not None:
                # A read-only folder: the same offer comes back at every start; she is told why (once).
                if isinstance(autosave, Autosave):
                    autosave.report(cannot_remove(reason))
                else:
                    window.show_message(cannot_remove(reason))
        # Otherwise the kept game goes only once the file or puzzle is on the board (the autosave then
        # follows that game); should it fail to open, ``resume_instead`` brings the kept game back.
        return False
    if not _put_back(window, kept, instead):
        return False
    if instead:
        window.show_message(
            tr("{name} was not opened: your unfinished game is back on the board.").replace("{name}", instead)
        )
    return True


def resume_instead(window: MainWindow, failed: str) -> bool:
    """The file or puzzle chosen over the kept game could not be opened: put the kept game back."""
    autosave = window.autosave
    if isinstance(autosave, Autosave) and (autosave.suspended or autosave.shared):
        return False
    if isinstance(autosave, Autosave):
        autosave.flush()  # the file as every change made so far left it
    try:
        kept = read_autosave()
    except SaveFileError:
        return False
    if kept is None or not _put_back(window, kept):
        return False
    window.show_message(
        tr("{name} could not be opened: your unfinished game is back on the board.").replace("{name}", failed)
    )
    return True


def _cannot_resume(window: MainWindow, error: BlackBoxError, instead: str | None) -> None:
    """Nothing of the autosave comes back: it is set aside, and she is told why (and what comes instead)."""
    kept = _kept_as(set_aside(autosave_path()))
    reason = tr_model(str(error))
    window.error_box(
        tr("The last game could not be resumed"),
        (reason if instead else tr("{error} A fresh game starts instead.").replace("{error}", reason)) + kept,
    )


def _kept_as(path: Path | None) -> str:
    """ " The damaged file was kept as ….", as the settings' message says it (QA: the autosave's did not)."""
    return " " + tr("The damaged file was kept as {path}.").replace("{path}", readable(path)) if path else ""


def _put_back(window: MainWindow, kept: Kept, instead: str | None = None) -> bool:
    """Put the kept games and match back; False (after a message, the file set aside) when nothing came back."""
    side, games, match, variants, extras = kept.side, kept.games, kept.match, kept.variants, kept.extras
    problems = list(kept.problems)
    controller = window.controller
    failure: BlackBoxError | None = None
    for redo_side, (moves, steps) in kept.redo.items():
        controller.keep_redo(redo_side, moves, steps)  # given back as its game is replayed (maybe behind a cover)
    # Quiet until all is back: a file written halfway (the other side's game without the match) loses the match.
    with _quiet(window):
        if games:
            try:
                resume(window, side, games, variants, extras)  # first: the match has the last word on its side
            except BlackBoxError as error:
                failure = error
                problems.append(side_problem(error))
        # The match file holds every round; it comes back behind the hand-over screen.
        match_back = False
        if match is not None:
            try:
                match_back = any(hook(match.encode("utf-8")) for hook in window.open_hooks)
                if not match_back:
                    raise SaveFileError(tr("The autosaved game is damaged."))
            except BlackBoxError as error:
                failure = error
                problems.append(match_problem(error))
    if failure is not None and not match_back and not any(controller.has_game_on(game_side) for game_side in games):
        _cannot_resume(window, failure, instead)
        return False
    window.restore_files({key: list(value) for key, value in kept.files.items()})
    if problems:
        # What could not come back stays there (a bug report, a rescue by hand), and she is told where.
        kept_as = _kept_as(set_aside(autosave_path()))
        problems = [problem + kept_as for problem in problems]
    autosave = window.autosave
    if isinstance(autosave, Autosave):
        autosave.write()
    for problem in problems:
        window.error_box(tr("The last game could not be resumed"), problem)
    return True


@contextlib.contextmanager
def _quiet(window: MainWindow) -> Iterator[None]:
    """No autosave while games are being put back; afterwards it writes as it did before."""
    autosave = window.autosave
    if not isinstance(autosave, Autosave):
        yield
        return
    was, autosave.suspended = autosave.suspended, True
    try:
        yield
    finally:
        autosave.suspended = was


def resume(
    window: MainWindow,
    side: str,
    games: Mapping[str, Game],
    variants: Mapping[str, Scoring] | None = None,
    extras: Mapping[str, Mapping[str, object]] | None = None,
) -> None:
    """Put the kept games back, replaying their moves so that each one can be undone, each with its scoring
    and what the features kept of their own (as opening a saved file does)."""
    window.restoring = True  # the games pass through the front: nothing marks them meanwhile (the assistant)
    try:
        _resume_each(window, side, games, variants, extras)
    finally:
        window.restoring = False
    assistant = window.assistant
    if assistant is not None:
        assistant.refresh()  # the game in front, as it is now shown


def _resume_each(
    window: MainWindow,
    side: str,
    games: Mapping[str, Game],
    variants: Mapping[str, Scoring] | None,
    extras: Mapping[str, Mapping[str, object]] | None,
) -> None:
    controller = window.controller
    with _quiet(window):
        for game_side in sorted(games, key=lambda s: s == side):  # the side in play last
            controller.load_replayed(games[game_side])
            if variants and game_side in variants:
                controller.set_score_variant(variants[game_side])
            if extras and game_side in extras:
                controller.extrasLoaded.emit(dict(extras[game_side]))
            controller.announce(tr("Your game is back where you left it."))  # each side says so when shown
    controller.activate(side if side in games else next(iter(games)))
