"""Nothing lost: the game in progress is written to disk after every move.

After a crash (or ``kill -9``) the next start offers to resume it exactly:
the same position, markers and balls, every move undoable again, on the
side of the board that was in front of the player.  The autosave goes away
once the round is finished and scored, or when the player closes the window
and says the game need not be kept.

The file (``autosave_file``) holds, for each side with an unfinished game, the saved game
(``model.savefile``: setup as a puzzle code and the list of moves) plus the
side in play.  Resuming replays the moves one by one through the controller,
so the undo history comes back too.  A two-player match or duel is kept as
its own save file's text (and the side it is played on); it brings back the
round on its side of the board itself, and the game waiting on the other side
comes back beside it.  Whatever part cannot be read back (one side's game, the
match) is left out with a message; the rest comes back.

One running copy of the program keeps the autosave (``autosave_lock``): the first to start takes a
lock file beside it (``autosave.lock``) and holds it until its window closes.
A second copy (a saved game double-clicked while the game is open) neither
offers the first one's game nor writes over it: it says so once, and on close
asks to save its unfinished game to a file, as a program without autosave
would.  A crashed copy's lock is taken over at the next start.

Environment (for tests and scripted runs)
    ``BLACKBOX_DESKTOP_DATA_DIR``       folder of the autosave (see ``data_files``)
    ``BLACKBOX_DESKTOP_RESUME``         ``yes`` or ``no``: answer the offer without asking
    ``BLACKBOX_DESKTOP_PRINT_HISTORY``  ``1``: print the resumed games' moves on standard output
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QMessageBox

from ...model import match_file
from ...model.errors import BlackBoxError, SaveFileError
from ...model.game import Game
from ...model.savefile import game_to_json
from ...model.scoring import Scoring
from ...model.storage import write_atomic
from ..as_typed import literal
from ..data_files import autosave_path, set_aside
from ..model_texts import tr_model
from .autosave_file import FORMAT, SIDES, VERSION, Kept, match_problem, read_autosave, side_named_in, side_problem, tr
from .autosave_lock import claim, unclaim

if TYPE_CHECKING:
    from ..window import MainWindow

RESUME_VARIABLE = "BLACKBOX_DESKTOP_RESUME"
HISTORY_VARIABLE = "BLACKBOX_DESKTOP_PRINT_HISTORY"


def in_progress(game: Game | None) -> bool:
    """Worth keeping: started (at least one move) and not yet scored."""
    return game is not None and bool(game.history) and not game.position.finished


class Autosave(QObject):
    """Writes the autosave after every change; removes it when nothing is left to lose."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.suspended = False
        self.last_error = ""
        owner, self._claim_key = claim()
        self.shared = not owner
        """Another copy of the program keeps the autosave: this window reads, writes and removes none."""
        self._extras: dict[str, dict[str, object]] = {}
        """Each side's features' own values (a booklet game's number, the assisted mark), taken while shown."""
        window.controller.stateChanged.connect(self.write)
        window.controller.extraChanged.connect(self._extra_changed)
        # Saved with no move after it: a crash then lost which file the game was in (QA).
        window.filesChanged.connect(self.write)
        # A match also moves on without a move on the board (a hand-over, a new round).
        flow = getattr(window, "two_players", None)
        if flow is not None:
            flow.phaseChanged.connect(self.write)
        window.installEventFilter(self)

    def match_text(self) -> str | None:
        """The two-player match or duel in progress, as its own save file's text (None once it is over: a
        declared winner is not an unfinished game to keep, nor to be offered at the next start)."""
        text = next((text for hook in self.window.save_hooks if (text := hook()) is not None), None)
        if text is None:
            return None
        try:
            over = match_file.loads(text).over
        except BlackBoxError:
            return text  # kept as it is: the next start says what is wrong with it
        return None if over else text

    def games(self) -> dict[str, Game]:
        controller = self.window.controller
        found = {}
        for side in SIDES:
            game = controller.game_on(side)
            # A round without the setter's atoms could not be played after a resume: a match keeps its own
            # round, and one left behind is about to give way (it was warned of as damaged after a crash).
            if game is not None and in_progress(game) and (game.setup is not None or game.revealed_by_setter):
                found[side] = game
        return found

    def document(self) -> dict[str, Any] | None:
        games = self.games()
        controller = self.window.controller
        if controller.has_game:
            self._extras[controller.side] = controller.extras()  # the hidden side's stay as they were
        match = self.match_text()
        if not games and match is None:
            return None
        document: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "side": self.window.controller.side,
            "games": {side: game_to_json(game) for side, game in games.items()},
        }
        scoring = {side: variant.value for side, game in games.items()
                   if (variant := self.window.controller.variant_on(side)) not in (None, game.rules.scoring)}
        if scoring:
            document["scoring"] = scoring  # the scoring chosen in the panel, as a saved file keeps it
        extras = {side: self._extras[side] for side in games if self._extras.get(side)}
        if extras:
            document["extras"] = extras  # as a saved file keeps them: a booklet game stays one after a crash
        if match is not None:
            document["match"] = match
            side = side_named_in(match)
            if side is not None:
                document["match_side"] = side  # its round stays out of the games even if the match is damaged
        files = self.window.kept_files()
        if files:
            document["files"] = files  # after a crash, Save still writes to the file the game came from
        return document

    def _extra_changed(self, side: str, key: str) -> None:
        """A feature's extra changed without a move: written at once, or a crash would bring the game back as
        what it was before (the computer's game opened again as hers, a lesson she had ended as a lesson).

        The side behind keeps its extras as they were when it was shown: this one is dropped there (a lesson
        ends as the board turns over), and the side in front is asked again as every write does."""
        self._extras.get(side, {}).pop(key, None)
        self.write()

    def write(self, _snapshot: object = None) -> None:
        if self.suspended or (self.shared and not self._take_over()):
            return
        document = self.document()
        if document is None:
            reason = self.remove()
            if reason is not None:
                self._report(_cannot_remove(reason))
            return
        failure = self._write_now(document)
        if failure is not None:
            self._report(tr("The game could not be autosaved: {error}").replace("{error}", failure))

    def _take_over(self) -> bool:
        """The other copy that kept the autosave is gone and left no game in it: this window keeps its own
        from now on (QA: a second window never took over, and its game died with it in a crash).

        A game the other copy kept on closing stays untouched: this window goes on keeping none.
        """
        if os.path.lexists(autosave_path()):
            return False
        owner, key = claim()
        if not owner:
            return False
        if os.path.lexists(autosave_path()):  # kept by the other copy as it closed, a moment ago
            if key is not None:
                unclaim(key)
            return False
        self.shared, self._claim_key = False, key
        self.window.show_message(tr("The other Black Box Desktop window has closed: this window now keeps your "
                                    "game for next time."))
        return True

    def _write_now(self, document: dict[str, Any]) -> str | None:
        """Write the autosave; why it failed, in her language, or None."""
        try:
            write_atomic(autosave_path(), json.dumps(document, indent=1))
        except SaveFileError as error:
            return tr_model(str(error))
        self.last_error = ""
        return None

    def _report(self, text: str) -> None:
        # Once per kind of failure: a full disk must not flood the status bar after every move.
        if text != self.last_error:
            self.last_error = text
            self.window.show_message(text)

    def remove(self) -> str | None:
        """Remove the autosave; the system's reason when it stays (a read-only folder), else None."""
        if self.shared:
            return None  # the other copy's
        return _remove_kept()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.window or event.type() != QEvent.Type.Close:
            return False
        if not self.suspended and not self.closing():
            event.ignore()  # she went back to her game: the window stays
            return True
        if self._claim_key is not None:
            unclaim(self._claim_key)  # the next start keeps the autosave (and offers what this one kept)
            self._claim_key = None
        return False

    def closing(self) -> bool:
        """A normal close: the player chooses whether an unfinished game is kept for next time.

        False when she cancels (Escape, the box's close button): the window stays open and nothing is
        removed; a Yes/No box took Escape for No and threw the game away.
        """
        two = getattr(self.window, "two_players", None)
        if getattr(two, "duel_hiding", False) and not self.window.confirm(
            tr("Close?"),
            tr("The duel has not begun: it can be kept only once both players have hidden their atoms. Close anyway?"),
        ):
            return False  # a duel is kept once both players have hidden their atoms
        if self.shared:
            if not self._save_or_let_go(tr(
                "Another Black Box Desktop window keeps its own game for next time, so this window cannot keep "
                "yours. Save it to a file before closing?"
            )):
                return False
            self.suspended = True
            return True
        document = self.document()
        if document is None:
            self.remove()
            return True
        keep = self.window.keep_or_cancel(
            tr("Keep this game?"),
            tr("This game is not finished. Keep it, to be offered to resume it next time?"),
        )
        if keep is None:
            return False
        if keep:
            failure = self._write_now(document)
            if failure is not None:
                # "Keep" kept nothing (or an older position): she must know, and may still save it herself.
                if not self._save_or_let_go(tr("Your game could not be kept for next time: {error} "
                                               "Save it to a file before closing?").replace("{error}", failure)):
                    return False
                self.remove()  # an older position, should one be left, is not the game she saved or let go
        else:
            reason = self.remove()
            if reason is not None:
                # The window is going: the status bar would say it to nobody (QA: the game she let go came back
                # at the next start without a word).
                self.window.error_box(tr("Close"), _cannot_remove(reason))
        self.suspended = True  # the window is going: its last signals must not rewrite the file
        return True

    def _unsaved(self) -> list[str]:
        """What closing would lose, the board shown first: a two-player game in progress ("match") or a side
        whose unfinished game no file holds as it stands."""
        window = self.window
        front = window.controller.side
        found = ["match"] if self.match_text() is not None else []
        found += [side for side in (front, *(s for s in SIDES if s != front))
                  if side in self.games() and not (window.in_match and side == front)
                  and window.unsaved_game_in_play(side)]
        return found

    def _save_or_let_go(self, why: str) -> bool:
        """Save, Discard or Cancel for each unsaved game, as a program without autosave asks on close.

        True when the window may close (each one saved or let go); False when she cancels, or a save did not
        happen (she cancelled the file dialog, or the file could not be written: it said why).
        """
        window = self.window
        asked: set[str] = set()
        while (left := [what for what in self._unsaved() if what not in asked]):
            what = left[0]
            asked.add(what)
            if what in SIDES and what != window.controller.side:
                if window.in_match:
                    continue  # the match holds the board: her game waiting behind cannot be shown to be saved
                window.controller.activate(what)  # she sees the game she is asked about
            buttons = QMessageBox.StandardButton
            window.asking = True  # the computer makes no move behind the box
            try:
                answer = QMessageBox.question(window, tr("Save this game?"), literal(why),
                                              buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save)
            finally:
                window.asking = False
            if answer == buttons.Cancel:
                return False
            if answer == buttons.Save and not window.save():
                return False
        return True


def _remove_kept() -> str | None:
    path = autosave_path()
    if not os.path.lexists(path):
        return None  # also when the data folder is a file: no autosave can be there
    try:
        path.unlink()
    except FileNotFoundError:
        pass
    except OSError as error:
        return error.strerror or str(error)
    return None


def _cannot_remove(reason: str) -> str:
    return tr("The last autosaved game could not be removed ({reason}): it will be offered again at the next "
              "start.").replace("{reason}", reason)


def install(window: MainWindow) -> None:
    window.autosave = Autosave(window)  # type: ignore[attr-defined]


# -- resuming at start-up -----------------------------------------------------------------------------


def wants_resume(window: MainWindow, instead: str | None = None) -> bool | None:
    """The player's answer to the offer; None when nobody can be asked (a scripted run).

    ``instead`` names what the start was asked to open (a file, a puzzle): No opens it.
    """
    answer = os.environ.get(RESUME_VARIABLE, "").strip().lower()
    if answer in ("yes", "1", "true"):
        return True
    if answer in ("no", "0", "false"):
        return False
    if getattr(window, "quiet", False):
        return None
    # "Unfinished", not "you were playing": the game kept may be the computer's, a lesson or a match.
    # Its second sentence also widens the box: the window manager cut its title to "Resume? —…Box Desktop".
    question = tr("Resume the unfinished game?\n\nIf you choose No, it is let go and a new game starts.")
    if instead:
        question = tr("Resume the unfinished game instead of opening {name}?\n\n"
                      "If you choose No, {name} opens and the unfinished game is let go.").replace("{name}", instead)
    return resume_box(window, question)


def resume_box(window: MainWindow, question: str) -> bool:
    """Ask ``question``: Yes resumes, No lets the game go.  Escape resumes: it answered No, and a game in
    progress (a whole tabletop match) was lost to a key pressed to close a box."""
    buttons = QMessageBox.StandardButton
    box = QMessageBox(QMessageBox.Icon.Question, tr("Resume?"), literal(question),  # the name as it is, not markup
                      buttons.Yes | buttons.No, window)
    box.setDefaultButton(buttons.Yes)
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
    autosave = getattr(window, "autosave", None)
    if isinstance(autosave, Autosave) and autosave.shared:
        # The game kept there may be the one still open in the other window: offering it would put it in two.
        window.show_message(tr("Another Black Box Desktop window is open: this window's game is not kept for next "
                               "time unless you save it."))
        return False
    try:
        kept = read_autosave()
    except SaveFileError as error:
        _cannot_resume(window, error, instead)
        return False
    if kept is None:
        return False
    answer = wants_resume(window, instead)
    if answer is None:
        # Nobody to ask: the game stays kept for the next start, so this run must not write over it.
        autosave = getattr(window, "autosave", None)
        if isinstance(autosave, Autosave):
            autosave.suspended = True
        return False
    if not answer:
        if instead is None:
            reason = _remove_kept()
            if reason is not None:
                # A read-only folder: the same offer comes back at every start; she is told why (once).
                if isinstance(autosave, Autosave):
                    autosave._report(_cannot_remove(reason))
                else:
                    window.show_message(_cannot_remove(reason))
        # Otherwise the kept game goes only once the file or puzzle is on the board (the autosave then
        # follows that game); should it fail to open, ``resume_instead`` brings the kept game back.
        return False
    if not _put_back(window, kept, instead):
        return False
    if instead:
        window.show_message(tr("{name} was not opened: your unfinished game is back on the board.")
                            .replace("{name}", instead))
    return True


def resume_instead(window: MainWindow, failed: str) -> bool:
    """The file or puzzle chosen over the kept game could not be opened: put the kept game back."""
    autosave = getattr(window, "autosave", None)
    if isinstance(autosave, Autosave) and (autosave.suspended or autosave.shared):
        return False
    try:
        kept = read_autosave()
    except SaveFileError:
        return False
    if kept is None or not _put_back(window, kept):
        return False
    window.show_message(tr("{name} could not be opened: your unfinished game is back on the board.")
                        .replace("{name}", failed))
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
    """" The damaged file was kept as ….", as the settings' message says it (QA: the autosave's did not)."""
    return " " + tr("The damaged file was kept as {path}.").replace("{path}", str(path)) if path else ""


def _put_back(window: MainWindow, kept: Kept, instead: str | None = None) -> bool:
    """Put the kept games and match back; False (after a message, the file set aside) when nothing came back."""
    side, games, match, variants, extras = kept.side, kept.games, kept.match, kept.variants, kept.extras
    problems = list(kept.problems)
    controller = window.controller
    failure: BlackBoxError | None = None
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
    window.restore_files(kept.files)
    if problems:
        # What could not come back stays there (a bug report, a rescue by hand), and she is told where.
        kept_as = _kept_as(set_aside(autosave_path()))
        problems = [problem + kept_as for problem in problems]
    autosave = getattr(window, "autosave", None)
    if isinstance(autosave, Autosave):
        autosave.write()
    for problem in problems:
        window.error_box(tr("The last game could not be resumed"), problem)
    return True


@contextlib.contextmanager
def _quiet(window: MainWindow) -> Iterator[None]:
    """No autosave while games are being put back; afterwards it writes as it did before."""
    autosave = getattr(window, "autosave", None)
    if not isinstance(autosave, Autosave):
        yield
        return
    was, autosave.suspended = autosave.suspended, True
    try:
        yield
    finally:
        autosave.suspended = was


def resume(
    window: MainWindow, side: str, games: dict[str, Game], variants: dict[str, Scoring] | None = None,
    extras: dict[str, dict[str, object]] | None = None,
) -> None:
    """Put the kept games back, replaying their moves so that each one can be undone, each with its scoring
    and what the features kept of their own (as opening a saved file does)."""
    controller = window.controller
    window.restoring = True  # the games pass through the front: nothing marks them meanwhile (the assistant)
    try:
        _resume_each(window, side, games, variants, extras)
    finally:
        window.restoring = False
    assistant = getattr(window, "assistant", None)
    if assistant is not None:
        assistant.refresh()  # the game in front, as it is now shown
    if os.environ.get(HISTORY_VARIABLE) == "1":
        print("BLACKBOX_DESKTOP_HISTORY " + json.dumps(
            {"side": controller.side, "games": {s: list(controller.game_on(s).history)  # type: ignore[union-attr]
                                                for s in SIDES if controller.game_on(s) is not None}}
        ), flush=True)


def _resume_each(
    window: MainWindow, side: str, games: dict[str, Game], variants: dict[str, Scoring] | None,
    extras: dict[str, dict[str, object]] | None,
) -> None:
    controller = window.controller
    with _quiet(window):
        for game_side in sorted(games, key=lambda s: s == side):  # the side in play last
            controller.load_replayed(games[game_side])
            if variants and game_side in variants:
                controller.set_score_variant(variants[game_side])
            if extras and game_side in extras:
                controller.extrasLoaded.emit(extras[game_side])
            autosave = getattr(window, "autosave", None)
            if isinstance(autosave, Autosave) and controller.side == game_side:
                # Kept for the next autosave, also for the side that goes behind: a booklet game on it stayed
                # one only until the next close or crash.
                autosave._extras[game_side] = controller.extras()
            controller.announce(tr("Your game is back where you left it."))  # each side says so when shown
    controller.activate(side if side in games else next(iter(games)))
