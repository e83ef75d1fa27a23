"""Solitaire booklet games in the window: Game → "Solitaire booklet…".

The player picks a booklet (Parker's 80 games of seed 1978 on the square
8×8 board, or any other ``print-booklet`` makes: board, number of games,
seed) and a game number; the game is the booklet's hidden arrangement,
answered by the computer as the look-up tables would.  Its NORM (the markers the strong computer
experimenter needs) is worked out on a background thread and shown after
the reveal beside the player's own markers.

A saved booklet game keeps its number as one extra key of the window's own
(``"booklet": {"game": 7, "seed": "1978", "board": "ortho-8x8", "games": 80}``; a file without
``games`` is from Parker's 80); opening
the file brings the note and the NORM back.  A key that does not name a game
of this booklet hiding the file's very atoms (a hand-edited file) is ignored.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QLabel, QSpinBox, QWidget

from ...mnemonics import give_letters
from ...model.booklet import BookletGame, norm_of
from ...model.errors import BlackBoxError
from ...model.game import Game
from ...model.scoring import PENALTY, Scoring
from ...screen_room import make_room_for_title
from ..assistant.booklets import PARKER, WhichBooklet, booklet_board, booklet_entry
from ..assistant.session import SessionTracker
from ..assistant.worker import JobRunner
from ..booklet_choice import BookletChoice, remember_booklet, remembered_booklet
from ..modal import run_modal
from ..model_texts import tr_model

if TYPE_CHECKING:
    from ..options import GameOptions
    from ..window import MainWindow

BOOKLET_KEY = "booklet"
"""The saved game's extra key naming the booklet game it is."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("BookletPlay", text)


class BookletGameDialog(QDialog):
    """Which booklet, and which of its games."""

    def __init__(
        self, options: GameOptions | None, which: WhichBooklet, number: int, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Solitaire booklet"))
        make_room_for_title(self)
        self.choice = BookletChoice(options, which)
        self.number = QSpinBox(minimum=1, maximum=which.games, value=max(1, min(number, which.games)))
        self.choice.form.addRow(self.tr("Game number:"), self.number)
        # The foot quoted as printed, and which number of it is the seed: the field is called "Seed" but the foot
        # says "booklet 1978", and the sentence had no verb telling her what to do (QA).
        self.choice.lay_out(
            self,
            self.tr(
                "Copy the booklet's name from the foot of its pages (Parker's reads "
                "“square 8×8 · 80 games · booklet 1978”: 1978 is its seed), then give the "
                "number of the game to play."
            ),
        )
        self.choice.changed.connect(lambda: self.number.setMaximum(self.choice.games.value()))
        self.number.setFocus()
        give_letters(self)


class BookletPlay(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.sessions = SessionTracker(self.controller, self)
        self.runner = JobRunner(self)
        self.number: int | None = None
        self.which: WhichBooklet = PARKER
        """The booklet of the game being played (or last chosen)."""
        self.serial: int | None = None
        self.norm: int | None = None
        self.action = QAction(self.tr("Solitaire &booklet…"), window)
        self.action.setStatusTip(self.tr("Play a numbered game of the solitaire booklet and compare with its NORM"))
        self.action.triggered.connect(self.choose)
        window.game_menu.insertAction(window.flip_action, self.action)
        self._posted = ""
        """The NORM line this feature put in the status bar (it goes with the booklet game)."""
        self.note = QLabel()
        self.note.setObjectName("booklet-note")
        self.note.setWordWrap(True)
        self.note.setVisible(False)
        score_layout = window.score_panel.layout()
        assert score_layout is not None
        score_layout.addWidget(self.note)
        self.sessions.newSession.connect(self._on_new_session)
        self.controller.stateChanged.connect(lambda _snapshot: self.refresh())
        self.controller.sideChanged.connect(lambda _side: self.refresh())
        self.controller.save_extras[BOOKLET_KEY] = self._saved_extra
        self.controller.extrasLoaded.connect(self._on_extras)

    def choose(self) -> None:
        dialog = self.number_dialog()
        if not run_modal(dialog):
            return
        which, number = dialog.choice.which(), dialog.number.value()
        try:
            side = booklet_board(which.check()).kind
        except BlackBoxError as error:
            self.window.error_box(self.tr("The booklet game could not be started"), tr_model(str(error)))
            return
        remember_booklet(self.window.settings.store, which)
        if self.window.may_leave(side):  # asked once the booklet, and so its side, is chosen
            self.play(number, which)

    def number_dialog(self) -> BookletGameDialog:
        """The box asking for a booklet and a game's number, the last ones first."""
        which = self.which if self.number is not None else remembered_booklet(self.window.settings.store)
        return BookletGameDialog(self.window.options, which, self.number or 1, self.window)

    def play(self, number: int, which: WhichBooklet | None = None) -> bool:
        """Start game ``number`` of booklet ``which`` (the last one played); its NORM is being worked out
        meanwhile."""
        which = which or self.which
        try:
            # One game is drawn, in a moment on any board (QA: drawing the whole booklet first froze the window
            # for 8 s on square 26×26 and 37 s on hexagonal side 9).
            entry = booklet_entry(which.check(), number)
            board = booklet_board(which)
            game = Game.new(board, entry.atom_count, self.window.options.on_side(board.kind).rules(), entry.atoms)
        except BlackBoxError as error:
            self.window.error_box(self.tr("The booklet game could not be started"), tr_model(str(error)))
            return False
        self.controller.load(game)
        self.number, self.which = number, which
        self.norm = None
        self.serial = self.sessions.serials.get(game.board.kind)
        self.window.file_path = None
        self.controller.announce(
            self.tr("Booklet game {number}: {atoms} atoms are hidden. Fire rays to find them.").format(
                number=number, atoms=game.position.atom_count
            )
        )
        self._work_out_norm(entry)
        return True

    def _work_out_norm(self, entry: BookletGame) -> None:
        board = booklet_board(self.which)

        def job(_cancel: Callable[[], bool]) -> int:
            return norm_of(board, entry.atoms)

        def done(norm: int) -> None:
            self.norm = norm
            self.refresh()

        self.runner.start(job, done)
        self.refresh()

    # -- in a saved game ----------------------------------------------------------------------------

    def _saved_extra(self) -> dict[str, object] | None:
        if not self.current():
            return None
        which = self.which
        return {"game": self.number, "seed": which.seed, "board": which.board, "games": which.games}

    def _on_extras(self, extras: dict[str, object]) -> None:
        """The file just opened names a booklet game: play on with its note and NORM."""
        found = self._saved_entry(extras.get(BOOKLET_KEY))
        if found is None:
            return  # not a booklet game: the new session has already let the last one go
        which, entry = found
        self.number, self.which = entry.number, which
        self.norm = None
        self.serial = self.sessions.serials.get(self.controller.side)
        self._work_out_norm(entry)

    def _saved_entry(self, saved: object) -> tuple[WhichBooklet, BookletGame] | None:
        """The booklet and game ``saved`` names, if it is the game now on the board (else None)."""
        if not isinstance(saved, dict):
            return None
        number, seed, board, games = (saved.get(key) for key in ("game", "seed", "board", "games"))
        games = PARKER.games if games is None else games  # saved before booklets other than Parker's
        if any(isinstance(n, bool) or not isinstance(n, int) for n in (number, games)):
            return None
        if not isinstance(seed, str) or not isinstance(board, str):
            return None
        assert isinstance(number, int) and isinstance(games, int)
        try:
            which = WhichBooklet(board, games, seed).check()
            entry = booklet_entry(which, number)
            drawn_on = booklet_board(which)
        except BlackBoxError:
            return None
        c = self.controller
        if not c.has_game or c.side != drawn_on.kind or c.game.board != drawn_on or c.game.setup != entry.atoms:
            return None
        return which, entry

    def _on_new_session(self, side: str) -> None:
        if self.number is not None and side == self._side() and self.sessions.serials.get(side) != self.serial:
            self.number = None
            self.norm = None
            self.runner.cancel()

    def current(self) -> bool:
        """True when the game shown is the booklet game."""
        side = self._side()
        return (
            self.number is not None
            and self.controller.has_game
            and self.controller.side == side
            and self.sessions.serials.get(side) == self.serial
        )

    def _side(self) -> str:
        """The side of the board the booklet's games are played on."""
        return booklet_board(self.which).kind

    def norm_line(self) -> str:
        """ "Your markers: 14 — NORM: 12" once the round is over.

        The NORM is a game where the computer found every atom, so misplaced atoms are added at 5 each
        before the figures are compared: "Your markers: 2" beside "NORM: 12" looked like a win for a game
        with five atoms misplaced (QA).
        """
        pos = self.controller.position
        norm = "…" if self.norm is None else str(self.norm)
        misplaced = self.controller.game.score(Scoring.FRANJOS).misplaced
        if not misplaced:
            line = self.tr("Your markers: {mine} — NORM: {norm}")
        elif misplaced == 1:
            line = self.tr("Your markers: {mine}, plus 5 for 1 misplaced atom: {total} — NORM: {norm}")
        else:
            line = self.tr("Your markers: {mine}, plus {penalty} for {n} misplaced atoms: {total} — NORM: {norm}")
        line = line.format(
            mine=pos.marker_points,
            norm=norm,
            n=misplaced,
            penalty=PENALTY * misplaced,
            total=pos.marker_points + PENALTY * misplaced,
        )
        return line.replace(": ", ":\u00a0")  # a narrow panel never leaves a figure alone on the next line

    def refresh(self) -> None:
        status = self.window.statusBar()
        if not self.current():
            self.note.setVisible(False)
            if self._posted and status.currentMessage() == self._posted:
                status.clearMessage()  # the line was about the booklet game, not the one on the board now
            self._posted = ""
            return
        pos = self.controller.position
        title = self.tr("Booklet game {number}").format(number=self.number)
        if pos.finished:
            text = f"{title}. {self.norm_line()}"
            self._posted = self.norm_line()
            status.showMessage(self._posted, 0 if self.norm is not None else 4000)
        else:
            text = title + (self.tr(" (NORM after the reveal)") if self.norm is not None else "")
        self.note.setText(text)
        self.note.setVisible(True)

    def shutdown(self) -> None:
        self.runner.cancel()


def install(window: MainWindow) -> None:
    window.booklet_play = BookletPlay(window)
