"""Help → Tutorial: a guided first game on each side of the board.

The tutorial plays a fixed small board through the ordinary controller.  It
watches ``stateChanged``: the move a step asks for moves the lesson on; any
other change (another port, a ball elsewhere, Undo, finishing too early) is
put back as it was, with a gentle word on the step card.  Turning the board
over sets the lesson aside: turned back to its game as she left it, the lesson
goes on from its step.  Starting another game ends the tutorial: a game put on the board
(``gameReplaced``) that the lesson did not put there itself is the player's
own, even on the lesson's board size, and must never be undone as a wrong move.

Close (its last step) or Stop gives her back the board as she left it (``Left``): her game on the lesson's
side, with its undo history and its file, and the side she was looking at; with no game of hers, a fresh one
with her New game options (QA: the lesson's small board stayed, and her game was gone).

A lesson's game saved or autosaved mid-lesson keeps the lesson and its step
(``"tutorial"`` in the file's extras): resumed after a crash, or opened again,
the lesson goes on from that step.  But while the lesson holds a game of hers that is worth keeping, the
autosave keeps hers in the lesson's place (``her_game``): after a crash or a quit her game comes back, not the
lesson, which Help → Tutorial starts again in a moment.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, QPointF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QPen, QTextDocumentFragment
from PySide6.QtWidgets import QApplication, QDockWidget, QGraphicsEllipseItem, QMenu, QMessageBox

from ... import message_boxes
from ...model.board import parse_board
from ...model.editions import FRANJOS
from ...model.errors import BlackBoxError
from ...model.game import Game, Rules
from ...model.port_names import NUMBERS
from ...model.savefile import dumps
from ...model.scoring import Scoring
from ..layout import UNIT
from ..options import GameOptions
from ..tutorial.panel import TutorialPanel
from ..tutorial.steps import LESSONS, Lesson, Step

if TYPE_CHECKING:
    from ..snapshot import Snapshot
    from ..window import MainWindow

OFFERED_KEY = "tutorial/offered"
TUTORIAL_KEY = "tutorial"
"""The saved game's extra of a lesson's game: the lesson (its side) and the step it had reached."""
LESSON_RULES = Rules(edition=FRANJOS, scoring=Scoring.FRANJOS)
CARD_WIDTH = 280
"""The card's width while the board leaves room for it: its least (210, for an 800-pixel screen) wrapped a step
into a narrow column of four or five words a line."""
CARD_CELL = 48
"""The lesson board's cells stay this many pixels across or more when the card widens."""


def tr(text: str) -> str:
    return QCoreApplication.translate("Tutorial", text)


@dataclass(frozen=True, slots=True)
class Left:
    """The board as she left it for the lesson, given back at Close or Stop."""

    side: str
    """The side she was looking at."""
    options: GameOptions
    """Her New game options (the lesson makes them offer its own side)."""
    files: dict[str, list[object]]
    """The files her games were saved in (``MainWindow.kept_files``)."""
    game: str | None
    """Her game on the lesson's side, as a saved file keeps it (None: she had none there)."""
    history: tuple[str, ...]
    redo: tuple[tuple[str, ...], ...]
    """The steps Redo had on it."""
    said: str
    """The last words about it, when it was in front."""


def what_she_left(window: MainWindow, side: str) -> Left:
    """The board as it stands before a lesson on ``side`` takes it."""
    controller = window.controller
    game = controller.game_on(side)
    text: str | None = None
    if game is not None and (game.setup is not None or game.revealed_by_setter):  # else no file could hold it
        # With its extras, also when it waits behind: a booklet game, the assisted mark, the computer's (QA: a
        # booklet game on the other side came back a plain game, its NORM gone).
        text = dumps(game, controller.extras_on(side))
    return Left(
        controller.side,
        window.options,
        window.kept_files(),
        text,
        tuple(game.history) if game is not None else (),
        tuple(tuple(step) for step in controller.redo_steps(side)) if game is not None else (),
        controller.last_announcement if controller.side == side and controller.has_game else "",
    )


class Tutorial(QObject):
    """One run of a lesson in the window."""

    def __init__(self, window: MainWindow, lesson: Lesson, left: Left | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.lesson = lesson
        self.left = left
        """What the lesson took from the board, given back at Close or Stop (None: not known, a resumed lesson)."""
        self.board = parse_board(lesson.board_spec)
        self.setup = self.board.cells_from_names(lesson.atoms)
        self.rules = LESSON_RULES
        self.index = 0
        self.expected: Sequence[str] = ()
        self.repairing = False
        self.active = False
        self.shown = ""
        """The announcement of the lesson's own last ray: put back when a move of the player's is taken back."""
        self._said = ""
        """The step's words last put in the status bar."""
        self.highlight: QGraphicsEllipseItem | None = None
        self._below: list[QDockWidget] = []
        """The docks the card was put above (their opening and closing share the side anew)."""
        self._side_width: int | None = None
        """The side's width before the lesson (the assistant's), or else before the card widened it, or None:
        given back at the end to the docks below it, also to the assistant opened during the lesson (the side's
        width was the card's least before)."""
        self._widened = False
        self.panel = TutorialPanel(window)
        self.panel.nextClicked.connect(self.next)
        self.panel.stopClicked.connect(self.close)
        self.panel.widthChanged.connect(self._fit_card_soon)
        # Room for the tallest step (its score as two digits): Next stays put as she presses it step after step.
        self.panel.set_steps([tr(step.text).replace("{score}", "00") for step in lesson.steps])

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    def start(self, at_step: int = 0) -> None:
        """Put the lesson's game on the board and show its first step; ``at_step``: go on from that step, with
        the game its earlier steps made already on the board (a resumed lesson)."""
        self.active = True
        # The side's width as she left it (the assistant's), given back after the lesson: the card's least width
        # is more than the assistant's own, so the side measured once the card is in came back 10 px wider.
        before = [dock.width() for dock in self._neighbours(Qt.DockWidgetArea.LeftDockWidgetArea) if dock.isVisible()]
        self._side_width = before[0] if before else None
        self.window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.panel)
        # The lesson on top of the side, where the eye starts; a dock there already (the assistant) below it,
        # with the room the step leaves (``_fit_card``).
        self._below = self._neighbours()
        for dock in self._below:
            self.window.splitDockWidget(self.panel, dock, Qt.Orientation.Vertical)
            dock.visibilityChanged.connect(self._fit_card_soon)  # the assistant opened or closed meanwhile
        self.panel.show()
        self.window.controller.stateChanged.connect(self._on_state)
        self.window.controller.announced.connect(self._on_announced)
        self.window.scene.rebuilt.connect(self._place_highlight)
        self.window.scene.set_cell_names(True)  # the lesson names cells: "Put the ball on C3"
        # ... and ports by number ("Click port 2"): the rim shows numbers while it runs, whatever View says.
        self._name_ports(NUMBERS)
        controller = self.window.controller
        if at_step:
            self.index, self.expected = at_step, controller.game.history  # her crosses too (``_a_note``)
            self.shown = controller.last_ray_text()
            controller.extra_changed(self.lesson.side, TUTORIAL_KEY)  # kept as the lesson again from now on
        else:
            controller.new_game(self.board, len(self.setup), self.rules, setup=self.setup)
        if controller.side != self.lesson.side:
            controller.activate(self.lesson.side)
        # New game… offers the side in front of her, as after turning the board over (QA: after the hexagonal
        # lesson it offered the square board, and OK turned the board back over).
        self.window.options = replace(self.window.options, side=self.lesson.side)
        # Only now: the lesson's own game above is not "another game".
        self.window.controller.gameReplaced.connect(self._on_game_replaced)
        self._show()
        # The keys go where the step waits (QA): they stayed where they were, so Enter, which looks like it
        # presses the Next the step asks for, did nothing, or pressed "Turn board over" and ended the lesson.
        # Next, once pressed and hidden, hands them on to the board, where the following step's ray is fired.
        if self.step.action == "next":
            self.panel.next_button.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.window.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def close(self) -> None:
        """Close or Stop: the lesson ends and she is back where she was."""
        if not self.active:
            return
        self.stop()
        self._give_back()

    def stop(self) -> None:
        """The lesson ends; its game stays on the board (another game came, or the board was turned over)."""
        if not self.active:
            return
        self.active = False
        self.window.controller.stateChanged.disconnect(self._on_state)
        self.window.controller.announced.disconnect(self._on_announced)
        self.window.controller.gameReplaced.disconnect(self._on_game_replaced)
        self.window.scene.rebuilt.disconnect(self._place_highlight)
        names = self.window.cell_names_action
        self.window.scene.set_cell_names(names is not None and names.isChecked())
        chosen = self.window.port_name_actions
        ticked = chosen.checkedAction() if chosen is not None else None
        self._name_ports(str(ticked.data()) if ticked is not None else NUMBERS)  # what View says now
        self._clear_highlight()
        status = self.window.statusBar()
        if self._said and status.currentMessage() == self._said:
            status.clearMessage()  # the step's words were about the lesson's board, gone with it
        for dock in self._below:
            dock.visibilityChanged.disconnect(self._fit_card_soon)
        shown = [dock for dock in self._below if dock.isVisible()]
        if shown and self._side_width is not None:
            self.window.resizeDocks(shown[:1], [self._side_width], Qt.Orientation.Horizontal)  # the assistant's own
        self._below = []
        self.panel.hide()
        self.window.removeDockWidget(self.panel)
        if self.window.tutorial is self:
            self.window.tutorial = None
        # Its game is hers now (or gone): kept as hers at once, also when the board was turned over.
        self.window.controller.extra_changed(self.lesson.side, TUTORIAL_KEY)

    def _give_back(self) -> None:
        window, controller, left, side = self.window, self.window.controller, self.left, self.lesson.side
        if left is None:
            window.start_game(window.options)  # a lesson resumed after a crash: what came before is not known
            return
        window.options = left.options
        back = False
        if left.game is not None:
            controller.keep_redo(side, left.history, left.redo)
            try:
                controller.load_text(left.game)
                back = True
            except BlackBoxError:
                pass  # read from the game itself a moment ago, so never expected: a fresh game below
            if back and left.said:
                controller.announce(left.said)  # what the board said before, not "Game loaded."
        if left.side != controller.side and controller.has_game_on(left.side):
            controller.activate(left.side)
        elif not back:
            window.start_game(left.options)
        if not back and controller.side != side and controller.has_game_on(side):
            controller.forget(side)  # the lesson's board, where she had no game: turned over, a fresh one comes
        window.restore_files(left.files)
        if back or left.side != side:
            window.show_message(tr("The tutorial is over: your game is back on the board."))

    def saved(self) -> dict[str, object] | None:
        """The lesson and its step, while the game on the board is the lesson's (``save_extras``).

        The autosave asks as soon as a move is made, before the lesson has seen it: the step asked for,
        just made, counts as done.  (Next, which makes no move, is kept with the next move.)
        """
        if not self.active:
            return None
        history = self.window.controller.game.history
        if history == self.expected:
            return {"lesson": self.lesson.side, "step": self.index}
        if history == (*self.expected, self.step.move()) and self.index + 1 < len(self.lesson.steps):
            return {"lesson": self.lesson.side, "step": self.index + 1}
        return None

    def her_game(self) -> Left | None:
        """Her game the running lesson took from its side, to be given back (None: none, or not known).  The
        autosave keeps it in the lesson's place: a crash, or a quit, must not lose it with the lesson."""
        return self.left if self.active and self.left is not None and self.left.game is not None else None

    def _name_ports(self, style: str) -> None:
        self.window.controller.port_style = style
        self.window.scene.set_label_style(style)

    def next(self) -> None:
        if self.index == len(self.lesson.steps) - 1:
            self.close()
            return
        if self.step.action == "next":
            self.index += 1
            self._show()

    # -- following the player ------------------------------------------------------------------

    def _show(self) -> None:
        step = self.step
        text = tr(step.text)
        if "{score}" in text:
            score = self.window.controller.score()
            text = text.replace("{score}", str(score.total if score else "?"))
        count = len(self.lesson.steps)
        if step.action != "next" and QApplication.focusWidget() is self.panel.next_button:
            # Next, about to hide, hands the keys to the board, where this step is played: on to the next widget in
            # reading order, they went to the assistant's Hint under the card.
            self.window.view.setFocus(Qt.FocusReason.OtherFocusReason)
        self.panel.show_step(self.index + 1, count, text, step.action == "next", self.index == count - 1)
        self._say(text)
        self._place_highlight()
        self._fit_card_soon()

    # -- the card's room ---------------------------------------------------------------------------

    def _neighbours(self, area: Qt.DockWidgetArea | None = None) -> list[QDockWidget]:
        """The docks on the card's side of the window (the assistant), shown or not; ``area``: that side, named
        before the card is in it."""
        window = self.window
        if area is None:
            area = window.dockWidgetArea(self.panel)
        return [
            dock
            for dock in window.findChildren(QDockWidget)
            if not isinstance(dock, TutorialPanel) and not dock.isFloating() and window.dockWidgetArea(dock) == area
        ]

    def _widen(self) -> None:
        """The card as wide as ``CARD_WIDTH`` while the lesson's small board keeps cells of ``CARD_CELL`` pixels
        or more: the board gives up a little of its size (its cells were 65 pixels at 1366×768) for a step read
        in lines of a fair length."""
        width = self.panel.width()
        view = self.window.view.viewport()
        rect = self.window.scene.sceneRect()
        if width >= CARD_WIDTH or rect.isEmpty() or view.width() <= 0 or view.height() <= 0:
            return
        # The board fills the view's width or its height: narrower, it keeps a cell of ``CARD_CELL`` until the
        # view is as narrow as the table at that size (or, the height fixing its size, only loses bare baize).
        least = rect.width() * min(CARD_CELL / UNIT, view.height() / rect.height())
        extra = min(CARD_WIDTH - width, int(view.width() - least))
        if extra <= 0:
            return
        if self._side_width is None:
            self._side_width = width
        self.window.resizeDocks([self.panel], [width + extra], Qt.Orientation.Horizontal)

    def _fit_card_soon(self) -> None:
        QTimer.singleShot(0, self._fit_card)  # once the new words (or the new width) are laid out

    def _fit_card(self) -> None:
        """The card as tall as its step, the docks below it sharing what is left: beside the assistant at
        1366×768 the card had a fixed share of the side, and half the steps scrolled (QA).  A window too short
        for the step and the docks below it still scrolls the step, as before."""
        if not self.active or not shiboken6.isValid(self.panel):
            return
        if not self._widened and self.panel.isVisible() and self.panel.width() > 0:
            self._widened = True
            self._widen()
        below = [dock for dock in self._neighbours() if dock.isVisible()]
        wanted = self.panel.wanted_height()
        if not below or wanted == self.panel.height():
            return  # alone, the card has the whole side
        heights = [dock.height() for dock in below]
        rest = max(0, self.panel.height() + sum(heights) - wanted)
        shares = [rest * height // max(1, sum(heights)) for height in heights]
        self.window.resizeDocks([self.panel, *below], [wanted, *shares], Qt.Orientation.Vertical)

    def _say(self, text: str) -> None:
        # In the status bar too, where a screen reader hears it: the card is a dock label Tab never reaches.
        self._said = QTextDocumentFragment.fromHtml(text).toPlainText()
        self.window.statusBar().showMessage(self._said, 15000)

    def _on_game_replaced(self, side: str) -> None:
        if self.repairing:
            return
        if side != self.lesson.side:
            self._set_aside()  # a game on the other side (the board turned to a side with none): the lesson's waits
        else:
            self.stop()  # the player started another game (New game…, Open, a puzzle, a match…)

    def _set_aside(self) -> None:
        """The board turned over: the lesson stops, and goes on from its step when she turns the board back to its
        game as she left it (QA: it ended without a word, and turned back she was left on its board alone)."""
        if not self.active:
            return
        self.stop()
        self.window.controller.sideChanged.connect(self._come_back)
        self.window.statusBar().showMessage(
            tr("The lesson waits on the other side of the board: turn the board back over to go on."), 15000
        )

    def _come_back(self, side: str) -> None:
        window = self.window
        controller = window.controller
        if side != self.lesson.side:
            return
        controller.sideChanged.disconnect(self._come_back)  # once: the next turn back finds a game of her own
        game = controller.game
        if (
            window.tutorial is None
            and controller.has_game
            and game.board == self.board
            and game.setup == self.setup
            and game.rules == self.rules
            and game.history == self.expected
        ):
            start_tutorial(window, self.lesson.side, self.index, self.left)

    def _on_state(self, snapshot: Snapshot) -> None:
        if self.repairing:
            return
        if snapshot.board != self.board:
            self._set_aside()  # the board turned over
            return
        game = self.window.controller.game
        history = game.history
        if history == self.expected:
            self._place_highlight()  # the scene was redrawn
            return
        if _without_notes(history) == _without_notes(self.expected):
            # A cell crossed out (or back) is her own note, harmless at any step: kept, and the step goes on.
            # So is Undo or Redo of such a note (QA: Undo of her cross was put back, with "Put the ball on B2").
            self.expected = history
            self._place_highlight()
            return
        move = self.step.move()
        if move is not None and history == (*self.expected, move):
            self.expected = history
            self.index += 1
            self._show()
            return
        self.panel.correct(self._correction())
        self._fit_card_soon()
        QTimer.singleShot(0, self._repair)

    def _on_announced(self, text: str) -> None:
        if not self.repairing and self.window.controller.game.history == self.expected:
            self.shown = text

    def _correction(self) -> str:
        step = self.step
        if step.action == "fire":
            return tr(
                "Not that one: this step fires port {port}, the highlighted one. Your board is as it was."
            ).replace("{port}", str(step.port))
        if step.action == "ball":
            return tr("Put the ball on {cell}, the highlighted cell. Your board is as it was.").replace(
                "{cell}", step.cell
            )
        if step.action == "finish":
            return tr("Press “I have finished” now. Your board is as it was.")
        return tr("Read this step, then press Next. Your board is as it was.")

    def _repair(self) -> None:
        """Put back the game the lesson expects (what the player did instead is taken back)."""
        if not self.active:
            return
        controller = self.window.controller
        self.repairing = True
        try:
            controller.load(Game.new(self.board, len(self.setup), self.rules, self.setup))
            for move in self.expected:
                controller.play(move)
            # The answer to a ray taken back must not stay in sight: it would be a free ray.
            controller.announce(self.shown)
        finally:
            self.repairing = False
        self._place_highlight()
        # Said last: the board, drawn again, has said its cursor's place (and the wrong ray's answer) meanwhile.
        self._say(self.panel.feedback.text())

    # -- pointing at the place to use ------------------------------------------------------------

    def _clear_highlight(self) -> None:
        item = self.highlight
        self.highlight = None
        if item is not None and shiboken6.isValid(item) and item.scene() is not None:
            item.scene().removeItem(item)

    def _place_highlight(self) -> None:
        self._clear_highlight()
        scene = self.window.scene
        layout = scene.layout
        step = self.step
        if layout is None or step.action not in ("fire", "ball"):
            return
        if step.action == "fire":
            centre = layout.token_centre(step.port)
            radius = layout.token_radius * 1.35
        else:
            centre = layout.cell_centre(self.board.cell_index(step.cell))
            radius = layout.ball_radius * 1.45
        ring = QGraphicsEllipseItem(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        pen = QPen(QColor("#ffd23f"), radius * 0.22)
        pen.setCosmetic(False)
        ring.setPen(pen)
        ring.setBrush(QBrush(QColor(255, 210, 63, 50)))
        ring.setZValue(50)
        ring.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        ring.setAcceptHoverEvents(False)
        ring.setToolTip(tr("Here"))
        if scene.table_top is not None:
            ring.setParentItem(scene.table_top)
        else:
            scene.addItem(ring)
        ring.setPos(QPointF(0, 0))
        self.highlight = ring


def moves_before(lesson: Lesson, index: int) -> tuple[str, ...]:
    """The moves the lesson's steps before step ``index`` (from 0) ask for, in order."""
    return tuple(move for step in lesson.steps[:index] if (move := step.move()) is not None)


def start_tutorial(window: MainWindow, side: str, at_step: int = 0, left: Left | None = None) -> Tutorial:
    """Start the lesson of ``side`` (at ``at_step``: a lesson going on); ``left``: the board it took, when it
    went on from an earlier run (by default the board as it stands, for a lesson from its start)."""
    running = window.tutorial
    if isinstance(running, Tutorial):
        if running.lesson.side == side or at_step:
            running.stop()
            if left is None and running.lesson.side == side:
                left = running.left  # the lesson begun again: her own game is still the one before the first run
        else:
            running.close()  # the other side's lesson gives her game there back first (it was lost for good)
    if left is None and not at_step:
        left = what_she_left(window, side)
    tutorial = Tutorial(window, LESSONS[side], left)
    window.tutorial = tutorial
    tutorial.start(at_step)
    return tutorial


def _saved_lesson(window: MainWindow) -> dict[str, object] | None:
    running = window.tutorial
    return running.saved() if isinstance(running, Tutorial) else None


def _lesson_loaded(window: MainWindow, extras: dict[str, object]) -> None:
    """A game just opened (or resumed) was a lesson's: the lesson goes on at its step, once the game is in front.

    Checked once every game is back (a resume passes each side's game through the front): a lesson's game
    left behind when the board was turned over had stopped being one.
    """
    saved = extras.get(TUTORIAL_KEY)
    if not isinstance(saved, dict):
        return
    lesson, index = LESSONS.get(str(saved.get("lesson"))), saved.get("step")
    if lesson is None or isinstance(index, bool) or not isinstance(index, int) or not 0 < index < len(lesson.steps):
        return
    game = window.controller.game

    def go_on() -> None:
        controller = window.controller
        if not controller.has_game or controller.game is not game or window.tutorial is not None:
            return  # another game came meanwhile, or the board shows the other side
        board = parse_board(lesson.board_spec)
        if (
            game.board != board
            or game.setup != board.cells_from_names(lesson.atoms)
            or game.rules != LESSON_RULES
            or _without_notes(game.history) != moves_before(lesson, index)
        ):
            return  # not the lesson's game as its step left it (a file edited by hand): a game of her own
        start_tutorial(window, lesson.side, index)

    QTimer.singleShot(0, go_on)


def gives_back(window: MainWindow, side: str) -> bool:
    """Whether a lesson on ``side`` would give back, at its end, the game now there: any game a file can hold
    (``what_she_left``), and a lesson's own game (begun again, the lesson gives back the game before it)."""
    running = window.tutorial
    if isinstance(running, Tutorial) and running.lesson.side == side:
        return True
    game = window.controller.game_on(side)
    return game is None or game.setup is not None or game.revealed_by_setter


def may_start(window: MainWindow, side: str) -> bool:
    """Help → Tutorial: the lesson may take the board on ``side``.  The game there is not let go (Close or Stop
    gives it back), so "Let it go?" is asked only of a game that would not come back; a match still asks."""
    return window.may_leave(side, comes_back=gives_back(window, side))


def install(window: MainWindow) -> None:
    window.tutorial = None
    window.controller.save_extras[TUTORIAL_KEY] = lambda: _saved_lesson(window)
    window.controller.extrasLoaded.connect(lambda extras: _lesson_loaded(window, extras))
    # Before About, which every desktop program puts last (QA: the lessons came under it).
    menu = QMenu(tr("&Tutorial"), window.help_menu)
    window.help_menu.insertMenu(window.about_action, menu)
    square = menu.addAction(tr("&Square side"))
    square.triggered.connect(lambda: may_start(window, "ortho") and start_tutorial(window, "ortho"))
    hexagonal = menu.addAction(tr("&Hexagonal side"))
    hexagonal.triggered.connect(lambda: may_start(window, "hex") and start_tutorial(window, "hex"))
    window.tutorial_menu = menu


def offer_tutorial(window: MainWindow) -> bool:
    """On the very first start, offer the tutorial once; True if it started."""
    store = window.settings.store
    if store.value(OFFERED_KEY, False) in (True, "true", "1", 1) or window.quiet:
        return False
    store.setValue(OFFERED_KEY, True)
    store.sync()
    answer = message_boxes.ask(
        window,
        tr("Welcome to Black Box"),
        tr(
            "Is this your first game? A short tutorial shows you how to fire rays, read the answers and "
            "place your balls, on a small board. Start it now? (It is always in Help → Tutorial.)"
        ),
        QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
        QMessageBox.StandardButton.Yes,
    )
    if answer != QMessageBox.StandardButton.Yes:
        return False
    start_tutorial(window, "ortho")
    return True


def _a_note(move: str) -> bool:
    """A cell marked surely empty, or the mark taken off (``N+C4``, ``N-C4``): no step of the lesson."""
    return move.startswith(("N+", "N-"))


def _without_notes(history: Sequence[str]) -> tuple[str, ...]:
    return tuple(move for move in history if not _a_note(move))
