"""Watching the computer find the atoms: Game → "Let the computer find the atoms…".

The computer experimenter (:class:`~...model.experimenter.ComputerExperimenter`)
decides each move on a background thread; the move goes through the
controller like a player's click, one every :data:`PAUSE_MS` (or slower or faster: the speed she chose in
the Computer toolbar or Game → Computer: move speed, kept in the settings), so the game is
an ordinary game: undo, saving, the reveal and the score all work as usual.
The atoms are hidden at random, or by a person who clicks cells on an empty
board ("her pattern is the setup").

A game saved (or autosaved) while the computer plays keeps its level
(``"computer"`` in the file's extras): opened again, or resumed after a
crash, it is the computer's game again, paused, so that she sees where it
stands before it goes on (Computer: resume), or takes the board (Stop).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QMenu,
    QPushButton,
    QRadioButton,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ...mnemonics import give_letters
from ...model.board import Board, Cell
from ...model.errors import BlackBoxError
from ...model.experimenter import LEVELS, ComputerExperimenter
from ...model.game import Game, Rules, check_atom_count
from ...screen_room import make_room_for_title, resize_to_screen
from .. import action_icons
from ..assistant.numbers import decimal
from ..assistant.session import SessionTracker
from ..assistant.worker import JobRunner
from ..buttons import ok_cancel
from ..i18n import QT_TRANSLATE_NOOP, atoms_phrase
from ..menu_button import MenuButton
from ..modal import run_modal
from ..model_texts import board_title, level_title, tr_model
from ..thinking_sign import ThinkingSign

if TYPE_CHECKING:
    from ..options import GameOptions
    from ..window import MainWindow

PAUSE_MS = 600
"""Time between two of the computer's moves, so a person can follow them (the Normal speed)."""
SLOW_MS = 1500
"""The Slow speed's pause: to follow each answer and learn from its choices."""
FAST_MS = 150
"""The Fast speed's pause."""
SPEED_KEY = "computer/speed"
"""The speed last chosen (settings key): "slow", "normal" or "fast"."""
SPEEDS = ("slow", "normal", "fast")
SPEED_NAMES = {
    "slow": QT_TRANSLATE_NOOP("ComputerPlay", "&Slow ({seconds} s a move)"),
    "normal": QT_TRANSLATE_NOOP("ComputerPlay", "&Normal ({seconds} s a move)"),
    "fast": QT_TRANSLATE_NOOP("ComputerPlay", "&Fast ({seconds} s a move)"),
}
SPEED_STATES = {
    "slow": QT_TRANSLATE_NOOP("ComputerPlay", "Speed: slow"),
    "normal": QT_TRANSLATE_NOOP("ComputerPlay", "Speed: normal"),
    "fast": QT_TRANSLATE_NOOP("ComputerPlay", "Speed: fast"),
}
SPEED_KEYS = {"slow": ("Ctrl+-",), "normal": ("Ctrl+0",), "fast": ("Ctrl++", "Ctrl+=")}
"""As a browser's zoom: Ctrl+= is Ctrl++ without Shift on keyboards where + is Shift+=."""


def speed_key(speed: str) -> str:
    """The key that sets ``speed``, as the menus write it ("Ctrl+-"): the words that name the keys say them
    from here, so that they never name another."""
    return QKeySequence(SPEED_KEYS[speed][0]).toString(QKeySequence.SequenceFormat.NativeText)


def pause_ms(speed: str) -> int:
    """The pause before each of the computer's moves at ``speed`` (an unknown one plays at Normal)."""
    return {"slow": SLOW_MS, "fast": FAST_MS}.get(speed, PAUSE_MS)


def _seconds(milliseconds: int) -> str:
    """ "1.5", "0.15" (in French "1,5"): the pause as the language writes it, with no trailing zero."""
    places = len(f"{milliseconds / 1000:g}".partition(".")[2])
    return decimal(milliseconds / 1000, places)


LAST_LEVEL_KEY = "computer/level"
LAST_HIDER_KEY = "computer/i_hide"
"""The computer dialog's last choices (settings keys): it went back to Strong and random atoms every time."""

COMPUTER_KEY = "computer"
"""The saved game's extra that says the computer is playing it: its level and whether look-alikes may be
hidden."""


HINT_PAUSED = QT_TRANSLATE_NOOP(
    "ComputerPlay",
    "The computer is paused. Computer: resume lets it go on, and Computer: one step plays a single move.",
)
HINT_PAUSED_STOP = QT_TRANSLATE_NOOP(
    "ComputerPlay",
    "The computer is paused. Computer: resume lets it go on, Computer: one step plays a single move, and "
    "Computer: stop gives you the board.",
)

HINT_WATCH_MATCH = QT_TRANSLATE_NOOP(
    "ComputerPlay",
    "The computer fires its rays and places its balls, one move at a time with a short pause ({slower} slows it "
    "down, {faster} speeds it up). The Computer toolbar takes one step or pauses it; this round of the match is the "
    "computer's to finish.",
)

HINT_WATCH = QT_TRANSLATE_NOOP(
    "ComputerPlay",
    "The computer fires its rays and places its balls, one move at a time with a short pause ({slower} slows it "
    "down, {faster} speeds it up). The Computer toolbar takes one step, pauses or stops it; once it has stopped, the "
    "board is yours.",
)


class ComputerGameDialog(QDialog):
    """Level, side of the board and who hides the atoms."""

    def __init__(
        self,
        side: str,
        parent: QWidget | None = None,
        options: GameOptions | None = None,
        last: tuple[str, bool] | None = None,
    ) -> None:
        """``options``: New game's, whose board and atoms each side is played with (shown under the side);
        ``last``: the level and whether she hid the atoms herself, the last time."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Let the computer find the atoms"))
        make_room_for_title(self)
        self.options = options
        form = QFormLayout()
        self.level = QComboBox()
        for key in LEVELS:
            self.level.addItem(level_title(key), key)
        form.addRow(self.tr("Level:"), self.level)
        self.side = QComboBox()
        self.side.addItem(self.tr("Square board"), "ortho")
        self.side.addItem(self.tr("Hexagonal board"), "hex")
        self.side.setCurrentIndex(0 if side == "ortho" else 1)
        form.addRow(self.tr("Board side:"), self.side)
        # QA: the size came from New game unseen (10×10 with 8 atoms, chosen once, came back every time).
        self.board_size = QLabel()
        form.addRow("", self.board_size)
        self.random_atoms = QRadioButton(self.tr("The computer hides the atoms at random"))
        self.my_atoms = QRadioButton(self.tr("I hide the atoms: click the cells on the board"))
        self.random_atoms.setChecked(True)
        self.side.currentIndexChanged.connect(self._show_size)
        self._show_size()
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(self.random_atoms)
        column.addWidget(self.my_atoms)
        column.addWidget(ok_cancel(self))
        if last is not None:  # once both buttons share the dialog: only then does one unset the other
            self.level.setCurrentIndex(max(0, self.level.findData(last[0])))
            self.my_atoms.setChecked(last[1])
        give_letters(self)

    def _show_size(self) -> None:
        if self.options is None:
            self.board_size.setText("")
            return
        side = self.options.on_side(str(self.side.currentData()))
        try:
            text = f"{board_title(side.board())}, {atoms_phrase(side.atoms)}"
        except BlackBoxError:
            text = ""
        self.board_size.setText(self.tr("{board}, as chosen in New game").format(board=text) if text else "")

    def choice(self) -> tuple[str, str, bool]:
        """(level, side, the person hides the atoms)."""
        return str(self.level.currentData()), str(self.side.currentData()), self.my_atoms.isChecked()


class ComputerPlay(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.sessions = SessionTracker(self.controller, self)
        self.runner = JobRunner(self)
        self.experimenter: ComputerExperimenter | None = None
        self.level = ""
        """The level it plays at (kept in a saved game)."""
        self.look_alikes = False
        """Whether it was told that look-alikes may be hidden (kept in a saved game)."""
        self.hers = False
        """Whether the person watching hid the atoms herself, and sees them faintly (kept in a saved game)."""
        self.side = ""
        """The side of the board it plays on."""
        self.resumed_text = ""
        """What the panel and the status bar say of a game given back to the computer paused (it goes with it)."""
        self.serial: int | None = None
        """The session the computer plays in; another game ends its turn."""
        self.hiding: tuple[Board, int, Rules, str] | None = None
        """While a person hides atoms: the board, atom count, rules and level to play with."""
        self.hiding_serial: int | None = None
        self.pad_dialog: QDialog | None = None
        """The setter's pad, while a person hides the atoms on it."""
        self.paused = False
        self.in_match = False
        """It seeks in its round of a match against the computer: the round is its own, so Stop is off."""
        self.held = False
        """While the window asks whether to close: no move meanwhile (see :meth:`hold`)."""
        self.forced = False
        """The thought under way was asked for by one step: its move is played even while paused."""
        self.asked_for: Game | None = None
        self.result_message = ""
        """The status bar's line on the computer's last score, while it may still show."""
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self.step)
        self.balls_text = ""
        """What the panel was last told of its balls ("…it puts its balls where the answers point…"), which Stop
        replaces: the board is hers then."""
        self.speed = "normal"
        """How fast it plays: the pause before each move (see :func:`pause_ms`)."""
        # Installed after the autosave's: this filter sees the close first, so the computer is stopped
        # before "Keep this game for next time?" is asked, and the position kept is the one she saw.
        window.installEventFilter(self)

        self.start_action = QAction(self.tr("Let the &computer find the atoms…"), window)
        self.start_action.setStatusTip(self.tr("Watch the computer experimenter play against hidden atoms"))
        self.start_action.triggered.connect(self.start_dialog)
        self.step_action = QAction(self.tr("Computer: one st&ep"), window)
        self.step_action.triggered.connect(self.single_step)
        self.pause_action = QAction(self.tr("Computer: pa&use"), window)
        self.pause_action.setCheckable(True)
        self.pause_action.toggled.connect(self.set_paused)
        self.stop_action = QAction(self.tr("Computer: sto&p"), window)
        self.stop_action.triggered.connect(self.stop_by_hand)
        self.step_action.setIcon(action_icons.icon(action_icons.step))
        self.pause_action.setIcon(action_icons.icon(action_icons.pause, checked=action_icons.resume))
        self.stop_action.setIcon(action_icons.icon(action_icons.stop))
        menu = window.game_menu
        before = window.flip_action
        menu.insertAction(before, self.start_action)
        menu.insertAction(before, self.step_action)
        menu.insertAction(before, self.pause_action)
        menu.insertAction(before, self.stop_action)
        self.speed_menu = self._speed_menu()
        menu.insertMenu(before, self.speed_menu)
        menu.insertSeparator(before)

        self.toolbar = QToolBar(self.tr("Computer"))
        self.toolbar.setObjectName("computer-toolbar")
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.toolbar.addAction(self.step_action)
        self.toolbar.addAction(self.pause_action)
        self.toolbar.addAction(self.stop_action)
        # Its words say the speed it plays at; a click opens the choice (the menu's, Game → Computer: move speed).
        self.speed_button = MenuButton(self.speed_menu)
        # The keys named where she looks for the pace, not only in the menu (QA).
        self.speed_button.setToolTip(
            self.tr("How long the computer waits before each move: {slow} slow, {normal} normal, {fast} fast").format(
                slow=speed_key("slow"), normal=speed_key("normal"), fast=speed_key("fast")
            )
        )
        self.toolbar.addWidget(self.speed_button)
        self.hide_button = QPushButton(self.tr("Hide these atoms and let the computer play"))
        self.hide_button.clicked.connect(self.atoms_hidden)
        self.hide_button_action = self.toolbar.addWidget(self.hide_button)
        self.thinking = ThinkingSign()
        window.statusBar().insertPermanentWidget(0, self.thinking)
        self.runner.busyChanged.connect(self.thinking.set_busy)
        # A row of its own: beside the game's buttons it went behind the "»" at 1100 pixels in French.
        window.addToolBarBreak()
        window.addToolBar(self.toolbar)
        self.sessions.newSession.connect(self._on_new_session)
        self.controller.stateChanged.connect(self._on_state)
        self.controller.save_extras[COMPUTER_KEY] = self._saved_extra
        self.controller.extrasLoaded.connect(self._on_extras)
        stored = window.settings.store.value(SPEED_KEY, "normal")
        # A hand-edited "fast, slow" reads back as a list: Normal, as when none was chosen.
        self.set_speed(stored if isinstance(stored, str) and stored in SPEEDS else "normal", keep=False)
        self._show_controls()

    def _speed_menu(self) -> QMenu:
        menu = QMenu(self.tr("Computer: &move speed"), self.window)
        self.speed_actions: dict[str, QAction] = {}
        group = QActionGroup(menu)  # one speed at a time, ticked
        for speed in SPEEDS:
            action = QAction(self.tr(SPEED_NAMES[speed]).format(seconds=_seconds(pause_ms(speed))), menu)
            action.setCheckable(True)
            action.setShortcuts([QKeySequence(key) for key in SPEED_KEYS[speed]])
            action.triggered.connect(lambda _checked=False, speed=speed: self.set_speed(speed))
            group.addAction(action)
            menu.addAction(action)
            self.speed_actions[speed] = action
        return menu

    def set_speed(self, speed: str, keep: bool = True) -> None:
        """Play at ``speed`` from the next move on (a pause under way is counted again from now, as long as the
        new speed's; while paused, resuming waits the new one); ``keep``: remembered for the next start."""
        self.speed = speed
        self.timer.setInterval(pause_ms(speed))
        self.speed_actions[speed].setChecked(True)
        self.speed_button.setText(self.tr(SPEED_STATES[speed]))
        if keep:
            self.window.settings.store.setValue(SPEED_KEY, speed)

    # -- starting ---------------------------------------------------------------------------------

    @property
    def playing(self) -> bool:
        return self.experimenter is not None

    def start_dialog(self) -> None:
        store = self.window.settings.store
        last_level, last_by_hand = store.value(LAST_LEVEL_KEY, ""), store.value(LAST_HIDER_KEY, "")
        # A hand-edited "medium, strong" reads back as a list, which no level is (the dialog never opened).
        known = isinstance(last_level, str) and last_level in LEVELS
        last = (str(last_level), str(last_by_hand).lower() == "true") if known else None
        dialog = ComputerGameDialog(
            self.controller.side if self.controller.has_game else "ortho", self.window, self.window.options, last
        )
        if run_modal(dialog) != QDialog.DialogCode.Accepted:
            return
        level, side, by_hand = dialog.choice()
        store.setValue(LAST_LEVEL_KEY, level)
        store.setValue(LAST_HIDER_KEY, "true" if by_hand else "false")
        if not self.window.may_leave(side):  # the side chosen: the game waiting there is the one replaced
            return
        if by_hand:
            self.begin_hiding(side, level)
        else:
            self.start_random(side, level)

    def _game_setup(self, side: str) -> tuple[Board, int, Rules]:
        options = self.window.options.on_side(side)
        board = options.board()
        atoms = check_atom_count(board, options.atoms)
        # The computer lays its own markers: never "by hand".
        return board, atoms, replace(options.rules(), markers_by_hand=False)

    def start_random(self, side: str, level: str = "strong", seed: int | str | None = None) -> bool:
        """A new random hidden setup; the computer starts looking for it."""
        try:
            board, atoms, rules = self._game_setup(side)
            # As New game hides them: where every ray can tell them apart, unless she unticked that option
            # (then the computer is told look-alikes may be hidden).
            avoid = self.window.options.on_side(side).avoid_ambiguous
            setup = self.window.hide_atoms(board, atoms, seed, avoid)
            if setup is None:
                return False
            self.controller.new_game(board, atoms, rules, setup=setup)
        except BlackBoxError as error:
            self.window.error_box(self.tr("The game could not be started"), tr_model(str(error)))
            return False
        self.play(level, look_alikes=not avoid)
        return True

    def begin_hiding(self, side: str, level: str = "strong") -> bool:
        """A person hides the atoms: on the two-player setter's pad when there is one, else on the board."""
        try:
            board, atoms, rules = self._game_setup(side)
        except BlackBoxError as error:
            self.window.error_box(self.tr("The game could not be started"), tr_model(str(error)))
            return False
        self.stop()
        try:
            from ..modes.pad import SetterPad
        except ImportError:
            return self._hide_on_board(board, atoms, rules, level)
        dialog = QDialog(self.window)
        dialog.setWindowTitle(self.tr("Hide the atoms for the computer"))
        resize_to_screen(dialog, 640, 680, self.window)
        heading = self.tr("Hide {atoms} for the computer to find").format(atoms=atoms_phrase(atoms))
        pad = SetterPad(
            board, atoms, heading, done_text=self.tr("Hide these atoms and let the computer play"), parent=dialog
        )
        QVBoxLayout(dialog).addWidget(pad)
        dialog.pad = pad  # type: ignore[attr-defined]
        self.pad_dialog = dialog

        def hidden(cells: frozenset[int]) -> None:
            dialog.accept()
            dialog.deleteLater()
            self.pad_dialog = None
            try:
                self.controller.new_game(board, atoms, rules, setup=frozenset(cells))
            except BlackBoxError as error:
                self.window.error_box(self.tr("The game could not be started"), tr_model(str(error)))
                return
            self.play(level, look_alikes=True, hers=True)  # her pattern may have a look-alike: the pad only warns

        def cancelled() -> None:
            dialog.reject()
            dialog.deleteLater()
            self.pad_dialog = None

        pad.done.connect(hidden)
        pad.cancelled.connect(cancelled)
        dialog.open()
        return True

    def _hide_on_board(self, board: Board, atoms: int, rules: Rules, level: str) -> bool:
        # A tabletop game without hidden atoms: her clicks put "balls" that become the atoms.
        self.controller.load(Game.new(board, atoms, rules, None))
        self.hiding = (board, atoms, rules, level)
        self.hiding_serial = self.sessions.serials.get(board.kind)
        self.window.setter_turn = True  # the assistant stays out of it
        self.controller.announce(
            self.tr("Hide {atoms}: click the cells, then press “Hide these atoms”.").format(atoms=atoms_phrase(atoms))
        )
        self._refresh_assistant()
        self._show_controls()
        return True

    def atoms_hidden(self) -> bool:
        """Her pattern is the setup: the computer starts looking for it."""
        if self.hiding is None:
            return False
        board, atoms, rules, level = self.hiding
        balls = self.controller.position.balls
        if len(balls) != atoms:
            self.window.show_message(
                self.tr("Place exactly {atoms} first ({placed} on the board).").format(
                    atoms=atoms_phrase(atoms), placed=len(balls)
                )
            )
            return False
        self.hiding = None
        self.window.setter_turn = False
        self.controller.new_game(board, atoms, rules, setup=frozenset(balls))
        self.play(level, look_alikes=True, hers=True)
        return True

    def seek_in_match(self, level: str, paused: bool = False) -> None:
        """Its round of a match against the computer: it seeks the atoms the person hid on the setter's pad
        (they may have a look-alike: the pad only warns).  ``paused``: a match resumed, so that she sees where
        it stands before it goes on."""
        self.stop()
        if paused:
            self.pause_action.setChecked(True)
        self.in_match = True
        self.play(level, look_alikes=True, hers=True)

    def play(self, level: str, look_alikes: bool = False, hers: bool = False) -> None:
        """The computer seeks the atoms on the board; ``look_alikes``: they may be ones another arrangement
        imitates at every port (a person hid them, or New game's option to avoid them is off); ``hers``: the
        person watching hid them, and sees them faintly while it plays."""
        pos = self.controller.position
        self.level, self.look_alikes, self.side = level, look_alikes, self.controller.side
        self.hers = hers
        self.experimenter = ComputerExperimenter(
            pos.board,
            pos.atom_count,
            level=level,
            rng=random.Random(),
            variant=self.controller.score_variant,
            look_alikes_hidden=look_alikes,
        )
        self.serial = self.sessions.serials.get(self.controller.side)
        self.controller.show_her_atoms(hers)
        if hers:
            said = self.tr("The computer ({level}) is looking for your atoms, shown faintly: it cannot see them…")
        else:
            said = self.tr("The computer ({level}) is looking for the atoms…")
        self.controller.announce(said.format(level=level_title(level)))
        self._show_controls()
        if not self.paused:
            self.timer.start()

    # -- moving --------------------------------------------------------------------------------------

    def set_paused(self, paused: bool) -> None:
        self.paused = paused
        if not paused:
            self._unsay_resumed()  # "Computer: resume lets it go on" is said and done
        self.pause_action.setText(self.tr("Computer: res&ume") if paused else self.tr("Computer: pa&use"))
        if not paused and self.playing and not self.runner.busy:
            self.timer.start()
        elif paused:
            self.timer.stop()
        if self.playing:
            self._show_controls()  # the panel says it is paused (it went on saying "looking for the atoms")

    def single_step(self) -> None:
        if self.playing and self.runner.busy:
            self.forced = True  # the thought under way is the step asked for
        elif self.playing:
            self.timer.stop()
            self.step(force=True)

    def step(self, force: bool = False) -> None:
        experimenter = self.experimenter
        if experimenter is None or (self.paused and not force) or self.held or self.runner.busy:
            return
        if self._behind_a_box():
            self.timer.start()  # a question or a box is open ("Let this game go?", New game): the next ray waits
            return
        game = self.controller.game
        if game.position.finished:
            self.stop()
            return
        position = game.position
        self.asked_for = game
        self.forced = force

        def job(cancel: Callable[[], bool]) -> str:
            # Stop (or a new game) ends the thinking too, not only its answer: on a big board a step takes
            # minutes, and a thread left thinking slows every later game.
            return experimenter.next_move(position, cancel)

        self.runner.start(job, self._move_chosen, self._failed)

    def _move_chosen(self, move: str) -> None:
        if not self.playing or self.held or (self.paused and not self.forced):
            # Paused while it thought: the move waits (the experimenter keeps its decision, so resuming
            # plays it at once); on a big board it came up to a minute after Pause.
            return
        if self.controller.game is not self.asked_for:
            self._schedule()  # the game moved on meanwhile (an undo): think again
            return
        if self._behind_a_box():
            # Thought out while a question or a box is open: played once it is answered (Yes, or a new game
            # chosen, may end this one).
            QTimer.singleShot(100, lambda: self._move_chosen(move))
            return
        text = move.strip().upper()
        if text.startswith("F") and text[1:].isdecimal():
            self.controller.click_port(int(text[1:]))
        elif text == "D":
            self.controller.finish()
        else:
            balls = self.controller.position.balls
            if self.controller.play(text):
                self._say_balls(balls)
        if self.controller.position.finished:
            score = self.controller.score()
            self.result_message = self.tr("The computer has finished: {total} points.").format(
                total=score.total if score else "?"
            )
            self.window.show_message(self.result_message)
            self.stop()
            return
        self._schedule()

    def _say_balls(self, before: frozenset[Cell]) -> None:
        """The panel says what its ball move did: "Ray at 29: Exit at 7" stayed there while its balls came on
        the board one by one, and nobody could tell it had stopped firing."""
        position = self.controller.position
        name = position.board.cell_name
        put, taken = position.balls - before, before - position.balls
        if put:
            self.balls_text = self.tr(
                "The computer has stopped firing: it puts its balls where the answers point (ball {n} of {atoms}, "
                "on {cell})."
            ).format(n=len(position.balls), atoms=position.atom_count, cell=name(min(put)))
        elif taken:
            self.balls_text = self.tr("The computer takes its ball off {cell}.").format(cell=name(min(taken)))
        else:
            return
        self.controller.announce(self.balls_text)

    def _behind_a_box(self) -> bool:
        """A question or a dialog of the window is open: no move behind it (QA: the computer finished its game
        behind the New game box, which says a new game stops it)."""
        return self.window.asking or QApplication.activeModalWidget() is not None

    def _schedule(self) -> None:
        if self.playing and not self.paused and not self.held:
            self.timer.start()

    def _failed(self, error: BaseException) -> None:
        self.window.show_message(self.tr("The computer stopped: {error}").format(error=error))
        self.stop()

    def stop_by_hand(self) -> None:
        """Computer: stop; the panel and the status bar say whose board it is now."""
        if not self.playing:
            return
        placing = self.window.announcement.text() == self.balls_text != ""
        self.stop()
        stopped = self.tr("The computer has stopped: the board is yours.")
        self.window.show_message(stopped)
        if placing:
            # "It puts its balls where the answers point (ball 2 of 4…)" read as if it were still at work (QA); the
            # answer of its last ray, when it was still firing, stays in the panel as after any ray.
            self.controller.announce(stopped)

    def stop(self) -> None:
        was_playing = self.playing
        self.held = False
        self.timer.stop()
        self.runner.cancel()
        self.experimenter = None
        self.serial = None
        self.in_match = False
        self.controller.show_her_atoms(False)  # the board is hers now, or another game's
        if self.pause_action.isChecked():
            self.pause_action.setChecked(False)  # the next game plays at once, not paused from this one
        self._show_controls()
        if was_playing:
            # The game is hers now (or gone): kept as hers at once, not as the computer's until her next move.
            self.controller.extra_changed(self.side, COMPUTER_KEY)
            self._unsay_resumed()
            self._refresh_assistant()  # the board is hers: the figures the assistant shows now help her

    def _unsay_resumed(self) -> None:
        text, self.resumed_text = self.resumed_text, ""
        if not text:
            return
        if self.window.statusBar().currentMessage() == text:
            self.window.statusBar().clearMessage()
        if self.window.announcement.text() == text:
            self.controller.announce(self.controller.last_ray_text())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Close and self.playing:
            # Held, not stopped: "Keep this game for next time?" is asked about the position she sees, and Cancel
            # there must give her the computer's game back, still playing.
            self.hold()
            QTimer.singleShot(0, self._after_close)
        return False

    def hold(self) -> None:
        """No move until :meth:`release`; the game stays the computer's.  The thought under way goes on, as
        while paused: on a big board it may be a minute's, and Cancel in "Keep this game for next time?" set it
        thinking from scratch (its move waits in the experimenter, which keeps its decisions; closing ends it)."""
        self.held = True
        self.timer.stop()

    def release(self) -> None:
        self.held = False
        self._schedule()

    def _after_close(self) -> None:
        if QApplication.activeModalWidget() is not None or self.window.asking:
            # "Keep this game for next time?" is still asked (or just answered, the box gone): this timer fired
            # inside the box's own event loop.
            QTimer.singleShot(100, self._after_close)
        elif self.window.isVisible():
            self.release()  # the close was cancelled: play on
        else:
            self.shutdown()

    def shutdown(self) -> None:
        self.stop()
        self.hiding = None

    # -- in a saved game ----------------------------------------------------------------------------

    def _saved_extra(self) -> dict[str, object] | None:
        if not self.playing or self.serial != self.sessions.serials.get(self.controller.side):
            return None
        kept: dict[str, object] = {"level": self.level, "look_alikes": self.look_alikes}
        if self.hers:
            kept["hers"] = True  # she hid them: shown to her again when the game comes back
        return kept

    def _on_extras(self, extras: dict[str, object]) -> None:
        """The game just opened (or resumed) was the computer's: it is again, paused until she resumes it."""
        saved = extras.get(COMPUTER_KEY)
        if not isinstance(saved, dict):
            return
        level, look_alikes = saved.get("level"), saved.get("look_alikes", False)
        game = self.controller.game
        if (
            not isinstance(level, str)
            or level not in LEVELS
            or not isinstance(look_alikes, bool)
            or game.setup is None
            or game.finished
        ):
            return  # a finished game, or one a hand edited: hers, as any other
        self.stop()
        self.pause_action.setChecked(True)
        self.play(level, look_alikes, hers=saved.get("hers") is True)
        self.controller.extra_changed(self.side, COMPUTER_KEY)  # kept as the computer's again from now on
        text = self.tr(
            "The computer ({level}) was looking for the atoms in this game. Computer: resume lets it go "
            "on; Computer: stop gives you the board."
        ).format(level=level_title(level))

        def say() -> None:
            # Once the game is back: the resume's and Open's own words ("Your game is back…") come after this.
            if self.playing and self.controller.game is game:
                self.resumed_text = text
                self.controller.announce(text)
                self.window.show_message(text)

        QTimer.singleShot(0, say)

    # -- following the game -------------------------------------------------------------------------

    def _on_new_session(self, side: str) -> None:
        status = self.window.statusBar()
        if self.result_message and status.currentMessage() == self.result_message:
            status.clearMessage()  # about the game before: gone with it
        self.result_message = ""
        if self.playing and self.sessions.serials.get(side) != self.serial and side == self.controller.side:
            self.stop()
        if self.hiding is not None and self.sessions.serials.get(side) != self.hiding_serial:
            self.hiding = None
            self.window.setter_turn = False
            self._refresh_assistant()
            self._show_controls()

    def _on_state(self, _snapshot: object) -> None:
        if self.hiding is not None:
            left = self.hiding[1] - len(self.controller.position.balls)
            self.hide_button.setEnabled(left == 0)

    def _refresh_assistant(self) -> None:
        assistant = self.window.assistant
        if assistant is not None:
            assistant.refresh()

    def _show_controls(self) -> None:
        playing = self.playing
        for action in (self.step_action, self.pause_action, self.stop_action):
            action.setEnabled(playing)
        if self.in_match:
            # Its round of a match: Stop would hand her the round it plays, and its score with it.
            self.stop_action.setEnabled(False)
        self.hide_button_action.setVisible(self.hiding is not None)
        self.toolbar.setVisible(playing or self.hiding is not None)
        if not playing:
            self.window.set_watching(None)
        elif self.paused:
            self.window.set_watching(self.tr(HINT_PAUSED if self.in_match else HINT_PAUSED_STOP))
        else:
            self.window.set_watching(
                self.tr(HINT_WATCH_MATCH if self.in_match else HINT_WATCH).format(
                    slower=speed_key("slow"), faster=speed_key("fast")
                )
            )


def install(window: MainWindow) -> None:
    window.setter_turn = False
    window.computer_play = ComputerPlay(window)
