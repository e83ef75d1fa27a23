"""Nothing lost: the game in progress is written to disk after every move.

Every move, and every other change, is written at once, but for Undo and Redo held down: the key repeats 30
times a second, and each write flushes the file to disk.  An Undo or Redo made less than ``COALESCE_MS`` after the
last write waits for the end of that spell, and the steps taken meanwhile are written in one go.  So a step
reaches the disk at most ``COALESCE_MS`` (0.2 s) and one write later, and a ``kill -9`` sooner loses no move she
made: the file then holds the game a few steps before, with those steps still to undo or redo.  A step still
waiting is written at once with the next change of any other kind, when the window closes, when the program
quits, when the autosave is suspended (Ctrl+C in the terminal, a resume putting games back) and before the file
is read.

After a crash (or ``kill -9``) the next start offers to resume it exactly (``autosave_resume``).  The
autosave goes away once the round is finished and scored, or when the player closes the window and says the
game need not be kept.  What the file holds, and reading it back, is ``autosave_file``.

One running copy of the program keeps the autosave (``autosave_lock``).  A second copy (a saved game
double-clicked while the game is open) neither offers the first one's game nor writes over it: it says so
once, and on close asks to save its unfinished game to a file, as a program without autosave would.  Should
the first copy close leaving no game kept, the second one takes the autosave over.

Terms
    in progress  a game worth keeping: started (at least one move) and not yet scored
    shared       another copy of the program keeps the autosave: this window reads, writes and removes none
    extras       each feature's own values for a game (a booklet game's number, the assisted mark), asked of the
                 controller: of the game shown as it is now, of the side behind as it was when it turned away

Environment (for tests and scripted runs)
    ``BLACKBOX_DESKTOP_DATA_DIR``  folder of the autosave (see ``data_files``)
"""

from __future__ import annotations

import json
import os
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QMessageBox

from ... import message_boxes
from ...model import match_file
from ...model.board import SIDES
from ...model.errors import BlackBoxError, SaveFileError
from ...model.game import Game
from ...model.savefile import extras_of, game_to_json, loads
from ...model.storage import write_atomic
from ..as_typed import literal
from ..controller import SCORING_KEY
from ..data_files import autosave_path
from ..model_texts import tr_model, tr_reason
from .autosave_file import FORMAT, VERSION, side_named_in, tr
from .autosave_lock import claim, unclaim

if TYPE_CHECKING:
    from ..window import MainWindow
    from .tutorial import Left


COALESCE_MS = 200
"""An Undo or Redo made this soon after the last write waits for the end of the spell (see the module's text):
the longest a step may stay off the disk, well under a second."""


def in_progress(game: Game | None) -> bool:
    """Worth keeping: started (at least one move) and not yet scored."""
    return game is not None and bool(game.history) and not game.position.finished


class Autosave(QObject):
    """Writes the autosave after every change; removes it when nothing is left to lose."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self._suspended = False
        self._pending = False
        """An Undo or Redo came during the spell after the last write: it is written when the spell ends."""
        self._spell = QTimer(self)
        self._spell.setSingleShot(True)
        self._spell.setInterval(COALESCE_MS)
        self._spell.timeout.connect(self._spell_over)
        self.last_error = ""
        owner, self._claim_key = claim()
        self.shared = not owner
        """Another copy of the program keeps the autosave: this window reads, writes and removes none."""
        self._lesson_left: tuple[Left, Game] | None = None
        """Her game a lesson took, read once from its text (``her_game_in_lesson``)."""
        window.controller.stateChanged.connect(self.write_soon)
        window.controller.extraChanged.connect(self._extra_changed)
        # Saved with no move after it: a crash then lost which file the game was in (QA).
        window.filesChanged.connect(self.write_soon)
        # A match also moves on without a move on the board (a hand-over, a new round).
        flow = window.two_players
        if flow is not None:
            flow.phaseChanged.connect(self.write_soon)
        window.installEventFilter(self)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.flush)  # a quit that closes no window first

    @property
    def suspended(self) -> bool:
        """Nothing is written (nor removed) meanwhile: the window is going, a picture-only run, games being put
        back.  A change still waiting is written first: it was made before (Ctrl+C must not lose the last move)."""
        return self._suspended

    @suspended.setter
    def suspended(self, suspended: bool) -> None:
        if suspended and not self._suspended:
            self.flush()
        self._suspended = suspended

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
            # Undone to its start, a game Redo can play on is kept too: after a crash Redo brings it back.
            started = in_progress(game) or (
                game is not None and not game.position.finished and bool(controller.redo_steps(side))
            )
            if game is not None and started and (game.setup is not None or game.revealed_by_setter):
                found[side] = game
        return found

    def her_game_in_lesson(self) -> tuple[Left, Game] | None:
        """Her game a running lesson took from its side, when it is worth keeping (``Tutorial.her_game``)."""
        tutorial = self.window.tutorial
        left = tutorial.her_game() if tutorial is not None else None
        if left is None or left.game is None:
            return None
        if self._lesson_left is None or self._lesson_left[0] is not left:
            try:
                self._lesson_left = (left, loads(left.game, to_play=True))  # once a lesson: read from the game
            except BlackBoxError:
                return None
        game = self._lesson_left[1]
        return (left, game) if in_progress(game) or (not game.position.finished and left.redo) else None

    def document(self) -> dict[str, Any] | None:
        games = self.games()
        controller = self.window.controller
        match = self.match_text()
        # While a lesson holds the board, her own game it took is kept in its place: a crash or a quit gives her
        # game back, not the lesson (which starts again in a moment), and the close asks about it (QA).
        lesson = self.her_game_in_lesson()
        her_side = lesson[1].board.kind if lesson is not None else None
        if lesson is not None and her_side is not None:
            games[her_side] = lesson[1]
        if not games and match is None:
            return None
        front = lesson[0].side if lesson is not None and lesson[0].side in games else controller.side
        document: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "side": front,
            "games": {side: game_to_json(game) for side, game in games.items()},
        }
        all_extras = {
            side: extras_of(lesson[0].game or "")
            if side == her_side and lesson is not None
            else controller.extras_on(side)
            for side in games
        }
        scoring = {
            side: variant.value
            for side, game in games.items()
            if side != her_side
            and (variant := self.window.controller.variant_on(side)) not in (None, game.rules.scoring)
        }
        if her_side is not None and isinstance(chosen := all_extras[her_side].get(SCORING_KEY), str):
            scoring[her_side] = chosen
        if scoring:
            document["scoring"] = scoring  # the scoring chosen in the panel, as a saved file keeps it
        extras = {side: value for side, value in all_extras.items() if value}
        if extras:
            document["extras"] = extras  # as a saved file keeps them: a booklet game stays one after a crash
        if match is not None:
            document["match"] = match
            side = side_named_in(match)
            if side is not None:
                document["match_side"] = side  # its round stays out of the games even if the match is damaged
        redo = {
            side: {"moves": list(game.history), "steps": steps}
            for side in SIDES
            if side != her_side
            and (game := controller.game_on(side)) is not None
            and (steps := controller.redo_steps(side))
        }
        if lesson is not None and her_side is not None and lesson[0].redo:
            redo[her_side] = {"moves": list(lesson[0].history), "steps": [list(step) for step in lesson[0].redo]}
        if redo:
            # What Redo would play again, with the game it follows (a match's or duel's round included, put back
            # behind its hand-over): a crash was not her choice, so a resume gives it back.
            document["redo"] = redo
        files = self.window.kept_files()
        if lesson is not None and her_side is not None:
            files.pop(her_side, None)  # the lesson's game has no file; hers had the one it was in
            if her_side in lesson[0].files:
                files[her_side] = lesson[0].files[her_side]
        if files:
            document["files"] = files  # after a crash, Save still writes to the file the game came from
        return document

    def _extra_changed(self, _side: str, _key: str) -> None:
        """A feature's extra changed without a move: written at once, or a crash would bring the game back as
        what it was before (the computer's game opened again as hers, a lesson she had ended as a lesson).
        The controller has already dropped it from the side behind (``extra_changed``)."""
        self.write_soon()

    def write_soon(self, _snapshot: object = None) -> None:
        """A change: written at once; an Undo or Redo soon after a write, with the others of its burst at the end
        of the spell (``COALESCE_MS``)."""
        if self.suspended:
            return
        if self._spell.isActive() and self.window.controller.stepping:
            self._pending = True
            return
        self.write()
        self._spell.start()

    @property
    def pending(self) -> bool:
        """An Undo or Redo waits to be written (at the end of the spell)."""
        return self._pending

    def _spell_over(self) -> None:
        if self._pending:
            self.write()
            self._spell.start()  # the burst may go on: the next changes wait again

    def flush(self) -> None:
        """Write at once the changes that wait for the end of the spell, if any."""
        if self._pending:
            self.write()

    def write(self, _snapshot: object = None) -> None:
        """Write the autosave now (or remove it when no game is left to keep)."""
        self._pending = False
        if self.suspended or (self.shared and not self._take_over()):
            return
        document = self.document()
        if document is None:
            reason = self.remove()
            if reason is not None:
                self.report(cannot_remove(reason))
            return
        failure = self._write_now(document)
        if failure is not None:
            self.report(tr("The game could not be autosaved: {error}").replace("{error}", failure))

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
        self.window.show_message(
            tr("The other Black Box Desktop window has closed: this window now keeps your game for next time.")
        )
        return True

    def _write_now(self, document: dict[str, Any]) -> str | None:
        """Write the autosave; why it failed, in her language, or None."""
        self._pending = False  # what waited is in this document
        try:
            write_atomic(autosave_path(), json.dumps(document, indent=1))
        except SaveFileError as error:
            return tr_model(str(error))
        self.last_error = ""
        return None

    def report(self, text: str) -> None:
        """Say what went wrong with the autosave in the status bar, once until something else goes wrong."""
        # Once per kind of failure: a full disk must not flood the status bar after every move.
        if text != self.last_error:
            self.last_error = text
            self.window.show_message(text)

    def remove(self) -> str | None:
        """Remove the autosave; the system's reason when it stays (a read-only folder), else None."""
        if self.shared:
            return None  # the other copy's
        self._pending = False  # nothing waiting may write it back
        return remove_kept()

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
        two = self.window.two_players
        if (
            two is not None
            and two.duel_hiding
            and not self.window.confirm(
                tr("Close?"),
                tr(
                    "The duel has not begun: it can be kept only once both players have hidden their atoms. Close anyway?"  # noqa: E501
                ),
            )
        ):
            return False  # a duel is kept once both players have hidden their atoms
        if self.shared:
            tutorial = self.window.tutorial
            if tutorial is not None and tutorial.her_game() is not None:
                tutorial.close()  # her game the lesson took is back on the board, to be saved or let go
            if not self._save_or_let_go(
                tr(
                    "Another Black Box Desktop window keeps its own game for next time, so this window cannot keep "
                    "yours. Save it to a file before closing?"
                )
            ):
                return False
            self._pending = False  # she saved it or let it go: a take-over now would keep it behind her back
            self.suspended = True
            return True
        document = self.document()
        if document is None:
            self.remove()
            return True
        if self.her_game_in_lesson() is not None:  # the lesson holds the board: "this game" read as the lesson's
            many = len(document["games"]) > 1
            keep = self.window.keep_or_cancel(
                tr("Keep these games for next time?") if many else tr("Keep this game for next time?"),
                tr(
                    "Your game from before the tutorial and the game on the other side of the board are not "
                    "finished. Keep them, and the next start offers to resume them just as they stand: nothing is "
                    "lost. Discard them, and they are gone."
                )
                if many
                else tr(
                    "Your game from before the tutorial is not finished. Keep it, and the next start offers to "
                    "resume it just as it stands: nothing is lost. Discard it, and it is gone."
                ),
            )
        elif len(document["games"]) > 1:  # each side of the board holds a game left unfinished: both are kept
            keep = self.window.keep_or_cancel(
                tr("Keep these games for next time?"),
                tr(
                    "The games on both sides of the board are not finished. Keep them, and the next start offers "
                    "to resume them just as they stand: nothing is lost. Discard them, and they are gone."
                ),
            )
        elif "match" in document:  # the whole match or duel, not the round on the board (QA)
            keep = self.window.keep_or_cancel(
                tr("Keep this game for next time?"),
                tr(
                    "This two-player game is not finished. Keep it, and the next start offers to resume it just as "
                    "it stands: nothing is lost. Discard it, and it is gone."
                ),
            )
        elif self.window.controller.side not in document["games"]:
            # The board shows a lesson or a finished game; hers waits on the other side: "this game" read as the
            # lesson on the board (QA, a hexagonal lesson over her square game).
            keep = self.window.keep_or_cancel(
                tr("Keep this game for next time?"),
                tr(
                    "Your game on the other side of the board is not finished. Keep it, and the next start offers "
                    "to resume it just as it stands: nothing is lost. Discard it, and it is gone."
                ),
            )
        else:
            keep = self.window.keep_or_cancel(
                tr("Keep this game for next time?"),
                tr(
                    "This game is not finished. Keep it, and the next start offers to resume it just as it stands: "
                    "nothing is lost. Discard it, and it is gone."
                ),
            )
        if keep is None:
            return False
        if keep:
            failure = self._write_now(document)
            if failure is not None:
                # "Keep" kept nothing (or an older position): she must know, and may still save it herself.
                if not self._save_or_let_go(
                    tr("Your game could not be kept for next time: {error} Save it to a file before closing?").replace(
                        "{error}", failure
                    )
                ):
                    return False
                self.remove()  # an older position, should one be left, is not the game she saved or let go
        else:
            reason = self.remove()
            if reason is not None:
                # The window is going: the status bar would say it to nobody (QA: the game she let go came back
                # at the next start without a word).
                self.window.error_box(tr("Close"), cannot_remove(reason))
        self.suspended = True  # the window is going: its last signals must not rewrite the file
        return True

    def _unsaved(self) -> list[str]:
        """What closing would lose, the board shown first: a two-player game in progress ("match") or a side
        whose unfinished game no file holds as it stands."""
        window = self.window
        front = window.controller.side
        found = ["match"] if self.match_text() is not None else []
        found += [
            side
            for side in (front, *(s for s in SIDES if s != front))
            if side in self.games() and not (window.in_match and side == front) and window.unsaved_game_in_play(side)
        ]
        return found

    def _save_or_let_go(self, why: str) -> bool:
        """Save, Discard or Cancel for each unsaved game, as a program without autosave asks on close.

        True when the window may close (each one saved or let go); False when she cancels, or a save did not
        happen (she cancelled the file dialog, or the file could not be written: it said why).
        """
        window = self.window
        asked: set[str] = set()
        while left := [what for what in self._unsaved() if what not in asked]:
            what = left[0]
            asked.add(what)
            if what in SIDES and what != window.controller.side:
                if window.in_match:
                    continue  # the match holds the board: her game waiting behind cannot be shown to be saved
                window.controller.activate(what)  # she sees the game she is asked about
            buttons = QMessageBox.StandardButton
            window.asking = True  # the computer makes no move behind the box
            try:
                answer = message_boxes.ask(
                    window,
                    tr("Save this game?"),
                    literal(why),
                    buttons.Save | buttons.Discard | buttons.Cancel,
                    buttons.Save,
                )
            finally:
                window.asking = False
            if answer == buttons.Cancel:
                return False
            if answer == buttons.Save and not window.save():
                return False
        return True


def remove_kept() -> str | None:
    """Remove the autosave, whoever kept it; the system's reason when it stays (a read-only folder), else None."""
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


def cannot_remove(reason: str) -> str:
    """What she is told when the autosave she let go stays (``reason``: the system's, from ``remove_kept``)."""
    return tr(
        "The last autosaved game could not be removed ({reason}): it will be offered again at the next start."
    ).replace("{reason}", tr_reason(reason))


def install(window: MainWindow) -> None:
    window.autosave = Autosave(window)
