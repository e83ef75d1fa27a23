"""The main window: the table (view), the announcement and score panel, menus and status bar."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QEventLoop, QObject, QSettings, QSize, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QFont, QGuiApplication, QIcon, QKeyEvent, QKeySequence, QStatusTipEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMessageBox,
    QProgressDialog,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from .. import message_boxes
from ..model.board import Board
from ..model.errors import BlackBoxError, readable
from ..model.experimenter import STRONG_MEAN_SCORES
from ..model.game import check_atom_count
from ..model.puzzle_code import decode_puzzle
from ..model.reading import read_at_most
from ..model.scoring import Scoring, points_text
from ..model.storage import write_atomic
from ..screen_room import FRAME, widen_field_for_title
from . import action_icons
from .as_typed import literal
from .assistant.numbers import decimal
from .controller import GameController
from .dialogs import NewGameDialog
from .features import install_features
from .file_boxes import ask_open, ask_save
from .game_files import MATCH_FILE, READ_LIMIT, GameFiles, saved_side
from .hiding import HidingCancelled, hide_atoms
from .i18n import QT_TRANSLATE_NOOP, atoms_phrase
from .modal import run_modal
from .model_texts import board_title, edition_title, scoring_title, tr_model, tr_reason
from .options import GameOptions, Settings
from .paper import CARD, INK, on_paper, paper_palette
from .scene import BoardScene
from .score_panel import ScorePanel
from .snapshot import Snapshot
from .status_bar import StatusBar
from .tab_order import tab_way
from .toolbar_fit import ToolbarFit
from .view import BoardView

if TYPE_CHECKING:
    from PySide6.QtGui import QActionGroup
    from PySide6.QtWidgets import QMenu

    from .features.assistant import Assistant
    from .features.autosave import Autosave
    from .features.booklet_play import BookletPlay
    from .features.computer_play import ComputerPlay
    from .features.printing_menu import PrintingMenu
    from .features.recent_files import RecentFiles
    from .features.restart import RestartPuzzle
    from .features.score_book import ScoreBookFeature
    from .features.share_code import ShareCode
    from .features.tutorial import Tutorial
    from .modes.flow import TwoPlayerFlow

APP_TITLE = "Black Box Desktop"
BUSY_ADVICE_SECONDS = 4.0
"""After this long, the hiding dialog says how to get a game at once."""
RESOURCES = Path(__file__).resolve().parent.parent / "resources"
FILE_FILTER = QT_TRANSLATE_NOOP("MainWindow", "Black Box games (*.bbox);;All files (*)")

HINT_PLAY = QT_TRANSLATE_NOOP(
    "MainWindow",
    "Click a port on the rim to fire a ray. Drag a ball from the tray onto a cell where you think "
    "an atom hides (or click the cell). Press “I have finished” when all your balls are placed.",
)
HINT_HAND = QT_TRANSLATE_NOOP(
    "MainWindow",
    "Click a port to fire a ray, then drag the right token from the Markers tray to the port(s). "
    "Place balls by dragging or clicking. Press “I have finished” when done.",
)
HINT_PLAY_SHORT = QT_TRANSLATE_NOOP(
    "MainWindow", "Click a port to fire a ray; drag or click balls onto cells, then press “I have finished”."
)
"""The instructions on a low window, where every line counts."""
HINT_HAND_SHORT = QT_TRANSLATE_NOOP(
    "MainWindow", "Fire at a port, drag its tokens from the tray, place balls, then press “I have finished”."
)
HINT_DONE = QT_TRANSLATE_NOOP(
    "MainWindow", "Round over. Click any port to see its ray's path. Start a new game, or turn the board over (F)."
)


PANEL_WIDTH = 322
"""The side panel beside the board, in pixels (its contents leave room for a scroll bar); more where the desktop's
font needs more for the panel's buttons."""


PUZZLE_FIELD_WIDTH = 360
"""Pixels for a puzzle code in the box that asks for one: a big board's code is long."""


def first_size(room: QSize | None) -> QSize:
    """The window's size at its first start: three quarters of the screen's width and 85 % of its height, at
    least 1180×800 (at 1920×1080 a window of 1180×800 left the board small in a large empty screen), or most of
    a smaller screen (a 1366×768 laptop, a screen scaled up), leaving room for the desktop's own bars and the
    window's frame."""
    wanted = QSize(1180, 800)
    if room is None or room.isEmpty():
        return wanted
    wanted = wanted.expandedTo(QSize(room.width() * 3 // 4, room.height() * 85 // 100))
    return wanted.boundedTo(QSize(room.width() * 95 // 100, room.height() * 90 // 100))


def starts_maximised(room: QSize | None) -> bool:
    """Whether the first window takes the whole of a screen whose room is ``room``: where 1180×800 and the
    window's frame do not fit (a 1024×600 netbook, a 1280×800 or 1366×768 laptop), a window a little smaller
    than the screen left the board small, its frame and status bar at the screen's very edges (QA)."""
    if room is None or room.isEmpty():
        return False
    return room.width() < 1180 + FRAME[0] or room.height() < 800 + FRAME[1]


class MainWindow(QMainWindow):
    filesChanged = Signal()
    """A game was saved to or opened from a file, or its file was let go (the autosave keeps which)."""
    finishedByPlayer = Signal()
    """She pressed “I have finished” and the round is over: her own play, never the computer's."""

    def __init__(self, settings: QSettings | None = None) -> None:
        super().__init__()
        self.settings = Settings(settings)
        self.options = self.settings.options()
        self.files = GameFiles()
        """Each side's saved game file, and the file of the two-player match or duel in progress."""
        self.busy_dialog: QProgressDialog | None = None
        # Features that own another kind of document (a two-player match) save and open it here:
        # a save hook returns the text to write (None: not mine), an open hook True when it took the file.
        self.save_hooks: list[Callable[[], str | None]] = []
        self.open_hooks: list[Callable[[bytes], bool]] = []
        # Features holding something a new game would throw away (a match) ask first: False keeps it.
        self.leave_guards: list[Callable[[], bool]] = []
        # While the computer plays the experimenter's part: the panel's instructions for the person
        # watching (None: she plays herself).  Her "I have finished" is off meanwhile.
        self.watching: str | None = None
        self.asking = False
        """A question is being asked (``confirm``, ``keep_or_cancel``): the computer makes no move meanwhile."""
        self.restoring = False
        """Kept games are being put back (a resume): they pass through the front unmarked."""
        self.hiding_limit: float | None = None
        """Seconds the busy box waits for hidden atoms before giving up by itself (None: until Cancel)."""
        self.hiding_timed_out = False
        self._hinted = ""
        self._saved_said = ""
        """What the status bar said of the last Save ("… is saved to g.bbox"), until another game takes the board."""
        """What the board last said of its cursor in the status bar (``_on_hint``)."""
        self.flip_held = False
        """A match or duel holds the board on its side: Turn board over is off until it is left."""
        self.scores_closed = False
        """A decided match: its last round's setter errors and excused balls are settled."""
        self.covered = False
        """The two-player curtain or the setter's pad hides the table."""
        self.finish_hook: Callable[[], bool] | None = None
        """A feature may take over “I have finished” (a duel's naming of the atoms): True when it did."""
        self.heading: str | None = None
        """What the panel's heading names instead of the game's edition (a duel: the rules it is played by)."""
        self.play_hint: str | None = None
        """What the instructions say while the game is in play, instead of the solitaire words (a duel)."""
        self.done_hint: str | None = None
        """What the instructions say once the game on the board is over, instead of the solitaire words
        (a match goes on after a round)."""
        self.counted_hint: str | None = None
        """When misplaced atoms are counted, where it is not at “I have finished” (a duel names the atoms)."""
        # What the features (``app/features``) install here, named and typed once: each is None (or off) until
        # its feature installs it, and the features find one another by these names, never by a string.
        self.autosave: Autosave | None = None
        self.assistant: Assistant | None = None
        self.tutorial: Tutorial | None = None
        """The lesson running, if one is."""
        self.tutorial_menu: QMenu | None = None
        self.two_players: TwoPlayerFlow | None = None
        self.computer_play: ComputerPlay | None = None
        self.booklet_play: BookletPlay | None = None
        self.printing_menu: PrintingMenu | None = None
        self.cell_names_action: QAction | None = None
        self.port_name_actions: QActionGroup | None = None
        self.preferences_action: QAction | None = None
        self.recent_files: RecentFiles | None = None
        self.score_book: ScoreBookFeature | None = None
        self.restart_puzzle: RestartPuzzle | None = None
        self.share_code: ShareCode | None = None
        self.final_notes: list[Callable[[], str]] = []
        """Lines a feature adds under a finished game's score (each begins with a line break, or is empty)."""
        self.setter_turn = False
        """The computer is the experimenter and she hides (or has hidden) its atoms: the assistant stays out."""
        self.quiet = False
        """A run that cannot ask (``--screenshot``): no resume offer, no first-start lesson."""
        self.controller = GameController(self)
        self.scene = BoardScene()
        self.view = BoardView(self.scene)
        self.view.setAccessibleName(self.tr("Black Box board"))
        self._build_panel()
        self._build_actions()
        self._build_status()
        self._connect()
        # Until a game is on the board (behind the resume question at start) nothing acts on one: Undo, Redo,
        # "I have finished" and the score's buttons looked usable there (QA), Save and Turn board over too.
        for widget in (self.finish_button, self.finish_action, self.undo_button, self.redo_button, self.score_panel):
            widget.setEnabled(False)
        # Nor does the panel describe a game that is not there: it said "Click a port on the rim…" over the empty
        # table and showed a greyed "Scoring: Parker" where the game to come was Franjos (QA).
        self.score_panel.hide()
        self._show_game_actions()
        install_features(self)
        if self.two_players is not None:
            # A match or duel may hold no round on the board (resumed behind its hand-over): Save is for it then.
            self.two_players.phaseChanged.connect(lambda _phase: self._show_game_actions())
        icon = RESOURCES / "icons" / "io.github.blackboxdesktop.BlackBoxDesktop.svg"
        if icon.exists():
            self.setWindowIcon(QIcon(str(icon)))
        # Off-screen (a --screenshot without a display) there is no real screen to fit.
        fit = self.screen() is not None and QGuiApplication.platformName() != "offscreen"
        room = self.screen().availableGeometry().size() if fit else None
        self.resize(first_size(room))  # also the size a maximised first window is brought back to
        geometry = self.settings.geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        elif starts_maximised(room):
            self.setWindowState(self.windowState() | Qt.WindowState.WindowMaximized)

    # -- building -----------------------------------------------------------------------------

    def _build_panel(self) -> None:
        central = QWidget()
        row = QHBoxLayout(central)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(0)
        row.addWidget(self.view, 1)
        panel = QFrame()
        panel.setObjectName("panel")
        on_paper(panel)  # cream paper under a dark desktop theme too
        self.side_panel = panel
        edge = QFrame()
        edge.setFixedWidth(1)
        edge.setPalette(paper_palette("#c8b79d"))
        edge.setAutoFillBackground(True)
        # A short window (a two-player dock below the board, a long list of wrong announcements) scrolls
        # the panel instead of squeezing the score lines to nothing.
        scroll = QScrollArea()
        scroll.setObjectName("panel-scroll")
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from the board to the panel's buttons
        contents = QWidget()
        contents.setObjectName("panel-contents")
        scroll.setWidget(contents)
        scroll.viewport().setAutoFillBackground(False)  # the panel's paper shows through
        outer = QHBoxLayout(panel)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(edge)
        outer.addWidget(scroll)
        self.panel_scroll = scroll
        self.panel_contents = contents
        scroll.installEventFilter(self)  # its height and its words decide how close the panel is drawn
        contents.installEventFilter(self)
        column = QVBoxLayout(contents)
        column.setSpacing(4)  # a short window: the score's last line stayed in sight beside a strip below (QA)
        self.panel_column = column
        self.title_label = QLabel()
        self.title_label.setWordWrap(True)
        column.addWidget(self.title_label)
        self.announcement = QLabel("")
        self.announcement.setObjectName("announcement")
        self.announcement.setStyleSheet(
            f"QLabel {{ background: {CARD}; color: {INK}; border: 1px solid #d2bf9f; border-radius: 6px;"
            " padding: 8px; }"
        )
        self.announcement.setWordWrap(True)
        self.announcement.setTextFormat(Qt.TextFormat.PlainText)  # players' names as typed, tags and all
        self._plain_size = self.announcement.font().pointSizeF()
        self._low: bool | None = None
        """The panel drawn close for a low window (``_fit_panel_to_height``); None before it is first judged."""
        self._fitting = False
        self._size_panel_type(low=False)
        # A description, not a name: a label named for a screen reader is heard by its name only ("Setter's answer"),
        # never the answer itself.
        self.announcement.setAccessibleDescription(self.tr("Setter's answer"))
        column.addWidget(self.announcement)
        self.hint_label = QLabel()  # what to do, once a game is on the board (``_on_state``)
        self.hint_label.setWordWrap(True)
        self.hint_label.setStyleSheet("color: #5a4630;")
        column.addWidget(self.hint_label)
        buttons = QHBoxLayout()
        self.new_button = QPushButton(self.tr("New game…"))
        self.flip_button = QPushButton(self.tr("Turn board over"))
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.flip_button)
        column.addLayout(buttons)
        undo_row = QHBoxLayout()
        self.undo_button = QPushButton(self.tr("Undo"))
        self.redo_button = QPushButton(self.tr("Redo"))
        undo_row.addWidget(self.undo_button)
        undo_row.addWidget(self.redo_button)
        column.addLayout(undo_row)
        self.finish_button = QPushButton(self.tr("I have finished"))
        self.finish_button.setObjectName("finish")
        finish_font = QFont(self.finish_button.font())
        finish_font.setBold(True)
        self.finish_button.setFont(finish_font)
        self.finish_button.setMinimumHeight(self.finish_button.sizeHint().height() + 10)
        self.finish_button.setToolTip(self.tr("Reveal the hidden atoms and score your balls"))
        self.finish_button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        column.addWidget(self.finish_button)
        self.score_panel = ScorePanel()
        column.addWidget(self.score_panel)
        column.addStretch(1)
        # Always as wide as the room left beside a scroll bar: its coming and going moves nothing.  Wider than
        # PANEL_WIDTH when a big desktop font needs it: the button pairs were cut to "ouvelle partie." (QA).
        margins = column.contentsMargins()
        widest_row = max(pair.sizeHint().width() for pair in (buttons, undo_row)) + margins.left() + margins.right()
        beside = edge.width() + scroll.verticalScrollBar().sizeHint().width()
        contents.setFixedWidth(max(PANEL_WIDTH - beside, widest_row))
        panel.setFixedWidth(contents.width() + beside)
        row.addWidget(panel)
        self.setCentralWidget(central)

    def _size_panel_type(self, low: bool) -> None:
        """The title and the setter's answer in large type, or a little smaller and closer on a low window."""
        title_font = QFont(self.title_label.font())
        title_font.setPointSizeF(self._plain_size * (1.0 if low else 1.15))
        title_font.setBold(True)
        self.title_label.setFont(title_font)
        self.panel_column.setSpacing(2 if low else 4)
        padding = 4 if low else 8
        self.announcement.setStyleSheet(
            f"QLabel {{ background: {CARD}; color: {INK}; border: 1px solid #d2bf9f; border-radius: 6px;"
            f" padding: {padding}px; }}"
        )
        big = QFont(self.announcement.font())
        big.setPointSizeF(self._plain_size * (1.12 if low else 1.3))
        self.announcement.setFont(big)
        # Room for three lines, as the opening words take: sized for two, the box shrank at the first ray and
        # the buttons under it jumped up under her pointer.
        self.announcement.setMinimumHeight(3 * self.announcement.fontMetrics().lineSpacing() + 2 * padding + 2)

    def _fit_panel_to_height(self) -> None:
        """Where the panel's words would need a scroll bar (a window 540 high under a desktop panel, a two-player
        strip below the board) it is drawn close: the title and the answer in smaller type, the instructions
        short, then put away once a ray is fired or the round is over (she knows them by then, and a finished
        round's explanation needs the lines: it scrolled by up to 82 pixels, QA).  Where all fits, all stays."""
        if self._fitting or not self.controller.has_game:
            return
        self._fitting = True
        try:
            if self._low is not False:
                self._draw_close(False)
            contents = self.panel_contents
            self.panel_column.invalidate()
            need = max(contents.heightForWidth(contents.width()), self.panel_column.totalMinimumSize().height())
            # The room the scroll area gives now: at its Resize (seen here first) its inside still has the old
            # height, and a panel given 39 pixels more (the computer's toolbar gone) stayed drawn close (QA).
            if need > self.panel_scroll.maximumViewportSize().height():
                self._draw_close(True)
            # The measure's own changes are laid out now, and not judged again as a change of words.
            QApplication.sendPostedEvents(contents, QEvent.Type.LayoutRequest)
        finally:
            self._fitting = False

    def _draw_close(self, low: bool) -> None:
        self._low = low
        self._size_panel_type(low)
        self._show_instructions()

    def _show_instructions(self) -> None:
        """The instructions' paragraph, what the computer does while it plays; drawn close, their short form
        until she fires, then none."""
        if not self.controller.has_game:
            return
        game = self.controller.game
        finished = game.position.finished
        low = bool(self._low)
        if self.watching is not None and not finished:
            self.hint_label.setText(self.watching)
        elif finished:
            self.hint_label.setText(self.done_hint or self.tr(HINT_DONE))
        elif self.play_hint:
            self.hint_label.setText(self.play_hint)
        elif game.rules.markers_by_hand:
            self.hint_label.setText(self.tr(HINT_HAND_SHORT if low else HINT_HAND))
        else:
            self.hint_label.setText(self.tr(HINT_PLAY_SHORT if low else HINT_PLAY))
        begun = finished or len(game.position.shots) > 0
        put_away = low and begun and self.watching is None
        self.hint_label.setVisible(not put_away)
        # Still within reach: her pointer on the answer shows them.
        self.announcement.setToolTip(self.hint_label.text() if put_away else "")

    def _action(self, text: str, slot: object, shortcut: QKeySequence | str | None = None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        if tip:
            action.setStatusTip(tip)
            action.setToolTip(tip)
        action.triggered.connect(slot)
        return action

    def _build_actions(self) -> None:
        keys = QKeySequence.StandardKey
        self.new_action = self._action(
            self.tr("&New game…"),
            self.new_game_dialog,
            QKeySequence(keys.New),
            self.tr("Start a new game against the computer"),
        )
        self.new_action.setShortcuts(_keys_with(keys.New, "F2"))  # F2: New game in most desktop games (QA)
        self.open_action = self._action(
            self.tr("&Open…"), self.open_dialog, QKeySequence(keys.Open), self.tr("Open a saved game")
        )
        self.save_action = self._action(self.tr("&Save"), self.save, QKeySequence(keys.Save), self.tr("Save this game"))
        self.save_as_action = self._action(self.tr("Save &as…"), self.save_as, QKeySequence(keys.SaveAs))
        self.puzzle_action = self._action(
            self.tr("Play a pu&zzle code…"),
            self.puzzle_dialog,
            None,
            self.tr("Play the atoms a friend hid, from their code"),
        )
        self.flip_action = self._action(
            self.tr("&Turn board over"),
            self.flip_board,
            "F",
            self.tr("Play on the other side of the board (square / hexagonal)"),
        )
        self.finish_action = self._action(
            self.tr("I have &finished"), self.finish, "Ctrl+D", self.tr("Reveal the atoms and score")
        )
        self.quit_action = self._action(self.tr("&Quit"), self.close, _standard(keys.Quit, "Ctrl+Q"))
        self.undo_action = self.controller.undo_group.createUndoAction(self, self.tr("&Undo"))
        self.undo_action.setShortcuts(_keys_with(keys.Undo, "Ctrl+Z"))
        self.redo_action = self.controller.undo_group.createRedoAction(self, self.tr("&Redo"))
        # Both keys players use for redo: Qt gives a Linux desktop Ctrl+Shift+Z alone, and Ctrl+Y did nothing (QA).
        self.redo_action.setShortcuts(_keys_with(keys.Redo, "Ctrl+Y", "Ctrl+Shift+Z"))
        self.fullscreen_action = self._action(
            self.tr("&Full screen"), self.toggle_full_screen, _standard(keys.FullScreen, "F11")
        )
        self.help_action = self._action(self.tr("&How to play"), self.show_help, _standard(keys.HelpContents, "F1"))
        self.rules_action = self._action(self.tr("&Rules with diagrams"), self.show_rules)
        self.about_action = self._action(self.tr("&About"), self.show_about)
        for action, draw in (
            (self.new_action, action_icons.new_game),
            (self.open_action, action_icons.open_file),
            (self.save_action, action_icons.save_file),
            (self.flip_action, action_icons.turn_over),
            (self.finish_action, action_icons.finished),
            (self.undo_action, action_icons.undo),
            (self.redo_action, action_icons.redo),
        ):
            action.setIcon(action_icons.icon(draw))

        menu = self.menuBar()
        game = self.game_menu = menu.addMenu(self.tr("&Game"))
        for action in (self.new_action, self.open_action, self.save_action, self.save_as_action, self.puzzle_action):
            game.addAction(action)
        game.addSeparator()
        game.addAction(self.flip_action)
        game.addAction(self.finish_action)
        game.addSeparator()
        game.addAction(self.quit_action)
        edit = self.edit_menu = menu.addMenu(self.tr("&Edit"))
        edit.addAction(self.undo_action)
        edit.addAction(self.redo_action)
        view = self.view_menu = menu.addMenu(self.tr("&View"))
        view.addAction(self.fullscreen_action)
        help_menu = self.help_menu = menu.addMenu(self.tr("&Help"))
        help_menu.addAction(self.help_action)
        help_menu.addAction(self.rules_action)
        help_menu.addAction(self.about_action)

        toolbar = self.toolbar = QToolBar(self.tr("Game"))
        toolbar.setObjectName("game-toolbar")
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.setMovable(False)
        for action in (self.new_action, self.open_action, self.save_action):
            toolbar.addAction(action)
        toolbar.addSeparator()
        toolbar.addAction(self.flip_action)
        toolbar.addAction(self.finish_action)
        toolbar.addSeparator()
        # Last: their labels grow ("Undo ball on B2") without pushing I have finished from under her hand.
        toolbar.addAction(self.undo_action)
        toolbar.addAction(self.redo_action)
        self.addToolBar(toolbar)
        self.toolbar_fit = ToolbarFit(
            toolbar, (self.new_action, self.open_action, self.save_action), growing=(self.undo_action, self.redo_action)
        )

    def _build_status(self) -> None:
        self.status_bar = StatusBar()
        self.setStatusBar(self.status_bar)
        self.balls_status = QLabel()
        self.markers_status = QLabel()
        self.score_status = QLabel()
        for label in (self.balls_status, self.markers_status, self.score_status):
            self.statusBar().addPermanentWidget(label)
        self.statusBar().messageChanged.connect(self._make_room)
        self.statusBar().installEventFilter(self)  # and when the bar is resized under a message

    def event(self, event: QEvent) -> bool:
        if isinstance(event, QStatusTipEvent):
            self.status_bar.show_tip(event.tip())  # a passing tip does not wipe the window's message
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Enter presses the button that has the focus, as Space does (Qt leaves Enter to dialogs' buttons, so
        # Next round, Pass the computer or New game… did nothing, while the hand-over's Continue answered it).
        # A modified Enter is another key: Ctrl+Enter is the two-player dock's next step.
        button = QApplication.focusWidget()
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if (
            plain
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and isinstance(button, QPushButton)
            and button.isEnabled()
            and button.isVisible()
            and self.isAncestorOf(button)
        ):
            button.animateClick()
            return
        super().keyPressEvent(event)

    def focusNextPrevChild(self, forward: bool) -> bool:
        # Tab or Shift+Tab, while the widget it leaves still shows; a widget hiding hands its keys on this
        # way too, already hidden.
        leaving = QApplication.focusWidget()
        self.view.tabbed_onto = leaving is not None and leaving.isVisible()
        try:
            # In reading order, by where the docks stand now (``tab_order``): in Qt's own, the order the widgets were
            # made in, the lesson's card at the top left came after the assistant's Hint under it (QA).
            for widget in tab_way(self, forward, self.view):
                widget.setFocus(Qt.FocusReason.TabFocusReason if forward else Qt.FocusReason.BacktabFocusReason)
                if leaving is None or QApplication.focusWidget() is not leaving:
                    return True  # else it handed the keys back to the widget they leave (the board's drawing surface)
            return super().focusNextPrevChild(forward)
        finally:
            self.view.tabbed_onto = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.statusBar() and event.type() == QEvent.Type.Resize:
            self._make_room(self.statusBar().currentMessage())
        elif (watched is self.panel_scroll and event.type() == QEvent.Type.Resize) or (
            watched is self.panel_contents and event.type() == QEvent.Type.LayoutRequest
        ):
            self._fit_panel_to_height()  # a new height, or new words in the panel: do they all fit?
        return super().eventFilter(watched, event)

    def _make_room(self, text: str) -> None:
        """A message too long for the room the counts leave (a hint, a French sentence) takes their room
        while it shows: the panel says the same counts."""
        counts = (self.balls_status, self.markers_status, self.score_status)
        status = self.statusBar()
        beside = [
            widget
            for widget in status.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly)
            if widget.isVisible() and widget not in counts
        ]  # the computer's thinking sign, the grip
        taken = sum(label.sizeHint().width() for label in counts) + sum(widget.width() for widget in beside)
        room = status.width() - taken - 12 * (len(counts) + len(beside) + 1)  # spacing and margins
        long = bool(text) and status.fontMetrics().horizontalAdvance(text) > room
        for label in counts:
            # Behind a cover (the hand-over screen, a pad) they would count the hidden game, not the pad's.
            label.setVisible(not long and not self.covered)

    def _connect(self) -> None:
        c = self.controller
        c.stateChanged.connect(self._on_state)
        c.announced.connect(self._on_announcement)
        c.message.connect(self.show_message)
        c.scoringChanged.connect(self._on_scoring)
        c.gameReplaced.connect(self._forget_file)
        c.gameReplaced.connect(self._forget_cursor_words)
        self.scene.portClicked.connect(self._on_port)
        self.scene.ball_lands = c.ball_lands  # the drop light asks the controller, which decides the drop
        self.scene.token_lands = c.token_lands
        self.scene.cellClicked.connect(c.click_cell)
        self.scene.cellMarked.connect(c.mark_empty)
        self.scene.ballDropped.connect(c.drop_ball)
        self.scene.tokenDropped.connect(c.drop_token)
        self.scene.hint.connect(self._on_hint)
        self.new_button.clicked.connect(self.new_game_dialog)
        self.flip_button.clicked.connect(self.flip_board)
        self.undo_button.clicked.connect(c.undo)
        self.redo_button.clicked.connect(c.redo)
        self.finish_button.clicked.connect(self.finish)
        c.undo_group.canUndoChanged.connect(self._refresh_undo)
        c.undo_group.canRedoChanged.connect(self._refresh_undo)
        self.score_panel.variantChosen.connect(c.set_score_variant)
        self.score_panel.setterErrorChanged.connect(c.adjust_setter_errors)
        self.score_panel.excusedChanged.connect(c.adjust_excused)

    # -- reacting to the game ---------------------------------------------------------------------

    def _on_state(self, snapshot: Snapshot) -> None:
        self.scene.set_snapshot(snapshot)
        pos = snapshot.position
        rules = snapshot.rules
        finished = pos.finished
        # The edition on a line of its own: "Parker Brothers (1978) — 8×8 / board, 4 atoms" wrapped mid-phrase (QA),
        # and the count keeps to its word: the French hexagon's title ended "(côté 5), 5 / atomes".
        atoms = atoms_phrase(pos.atom_count).replace(" ", "\u00a0")
        self.title_label.setText(
            self.tr("{edition}\n{board} board, {atoms}").format(
                edition=self.heading or edition_title(rules.edition), board=board_title(pos.board), atoms=atoms
            )
            + (self.tr(" — you lay the markers") if rules.markers_by_hand else "")
        )
        self._show_instructions()
        herself = self.hands_on
        self.finish_button.setEnabled(not finished and herself)
        self.finish_action.setEnabled(not finished and herself)
        self.score_panel.setEnabled(True)
        self.score_panel.show()
        self._show_game_actions()
        self._refresh_undo()
        self.refresh_score()
        self._show_title()

    # -- the file of the game on the board -------------------------------------------------------------

    @property
    def in_match(self) -> bool:
        """A two-player match or duel is in progress (the feature is installed after the window is built)."""
        two = self.two_players
        return two is not None and two.active

    def _file_key(self) -> str:
        # A match has its own file: while it is on, Save must never write it over a side's solitaire
        # game (its round may not even be on the board yet, behind the hand-over screen).
        return MATCH_FILE if self.in_match else self.controller.side

    @property
    def file_path(self) -> Path | None:
        """The file the game on the board (or the match in progress) was opened from or saved to (None: not
        saved yet)."""
        return self.files.path(self._file_key())

    @file_path.setter
    def file_path(self, path: Path | None) -> None:
        key = self._file_key()
        if path is None:
            self.files.forget(key)
        else:
            self.files.tie(key, path, self.controller.game.history if self.controller.has_game else ())
        self._show_title()
        self.filesChanged.emit()

    def _forget_cursor_words(self, _side: str) -> None:
        # What the keyboard cursor said was about the game gone ("Ray at 3: …"); a message of the window's stays.
        status = self.statusBar()
        if self._hinted and status.currentMessage() == self._hinted:
            status.clearMessage()
        # Nor is "saved to g.bbox" true of a new game or one opened from another file (QA: it stayed 8 s over them).
        if self._saved_said and status.currentMessage() == self._saved_said:
            status.clearMessage()
        self._saved_said = ""

    def _forget_file(self, key: str) -> None:
        """The game of ``key``'s file is gone from the board: Save asks for a name."""
        self.files.forget(key)
        self._show_title()
        self.filesChanged.emit()

    def kept_files(self) -> dict[str, list[object]]:
        """Each file a game on the board came from, with the moves it holds: the autosave keeps them."""
        return self.files.kept()

    def restore_files(self, files: dict[str, list[object]]) -> None:
        """The files the autosave kept, for the games it put back: each still there, its game still on the board
        (anything odd is passed over: Save then asks for a name, as for a game never saved)."""
        self.files.restore(files, lambda key: self.in_match if key == MATCH_FILE else self.controller.has_game_on(key))
        self._show_title()

    def forget_match_file(self) -> None:
        """A new match or duel has no file yet (a side's solitaire file stays that side's)."""
        self._forget_file(MATCH_FILE)

    def _show_title(self) -> None:
        path = self.file_path
        # Qt adds " — Black Box Desktop" (the application's display name) to any other title by itself, and shows
        # "[*]" as "*" while the game differs from its file: "game.bbox" alone read as saved after moves made since
        # (QA).  A match's file holds more than the round on the board: no mark there.
        self.setWindowTitle(f"{readable(path.name)}[*]" if path is not None else APP_TITLE)
        key, controller = self._file_key(), self.controller
        self.setWindowModified(self.files.changed(key, controller.game_on(key) if key != MATCH_FILE else None))

    def unsaved_game_in_play(self, side: str | None = None) -> bool:
        """True when the game on ``side`` (default: the board shown) has moves, is not finished, and its file
        (if any) lacks some."""
        side = side or self.controller.side
        return self.files.unsaved(side, self.controller.game_on(side))

    def set_watching(self, text: str | None) -> None:
        """Show ``text`` instead of the player's instructions while the computer plays (None: back to her).

        Meanwhile the board is the computer's: her clicks, drags and keys do
        not reach it, Undo and Redo are off (the undo group has no active
        stack) and the board cannot be turned over.  A new game stays
        possible, and ends the computer's turn.
        """
        if text == self.watching:
            return
        self.watching = text
        self._show_game_actions()
        self._hands_changed()

    def hints_changed(self) -> None:
        """``play_hint`` or ``done_hint`` changed (a two-player game ended): the panel says what now holds."""
        if self.controller.has_game:
            self._on_state(self.controller.snapshot())

    def close_scores(self, closed: bool) -> None:
        """A decided match closes its rounds' score adjustments (True), a new game opens them (False)."""
        self.scores_closed = closed
        if self.controller.has_game:
            self.refresh_score()

    def hold_flip(self, held: bool) -> None:
        """A match or duel keeps the board on its side (True) or lets it go (False)."""
        self.flip_held = held
        self._show_game_actions()

    @property
    def may_flip(self) -> bool:
        """One place decides, so the computer stopping cannot turn the board loose under a match.  Not before the
        first game is on the board: behind the resume question, F turned over a board with nothing on it."""
        return self.watching is None and not self.flip_held and self.controller.has_game

    def _show_game_actions(self) -> None:
        """Turn board over, Save and Save as: off until there is something on the board to turn or a game (or a
        match, maybe waiting at its hand-over with no round on the board) to save."""
        self.flip_button.setEnabled(self.may_flip)
        self.flip_action.setEnabled(self.may_flip)
        savable = self.controller.has_game or self.in_match
        self.save_action.setEnabled(savable)
        self.save_as_action.setEnabled(savable)

    def set_covered(self, covered: bool) -> None:
        """The two-player curtain or setter's pad covers the table (or is lifted): meanwhile nothing reaches
        the game behind it, not even a shortcut (Undo, I have finished)."""
        if covered != self.covered:
            self.covered = covered
            # Out of Tab's reach too: a key on a hidden button or list must not change the game behind.
            self.side_panel.setEnabled(not covered)
            self.view.setEnabled(not covered)
            self._hands_changed()
            self._make_room(self.statusBar().currentMessage())

    @property
    def hands_on(self) -> bool:
        """Whether the player in front of the window may touch the game on the board."""
        return self.watching is None and not self.covered

    def _hands_changed(self) -> None:
        herself = self.hands_on
        self.view.setInteractive(herself)
        self.controller.set_locked(not herself)
        if self.controller.has_game:
            self._on_state(self.controller.snapshot())

    def _refresh_undo(self, _changed: object = None) -> None:
        stack = self.controller.undo_stack
        herself = self.hands_on
        self.undo_button.setEnabled(herself and stack.canUndo())
        self.redo_button.setEnabled(herself and stack.canRedo())
        # Greyed after a ray with no word of why, Undo looked broken to her (QA): a ray's answer stays seen.
        c = self.controller
        why = ""
        if herself and not stack.canUndo() and c.has_game and c.position.shots and not c.position.finished:
            why = self.tr(
                "A ray's answer, once seen, cannot be taken back: Undo takes back only what you do after the last ray."
            )
        self.undo_button.setToolTip(why)
        self.undo_action.setToolTip(why)  # none: the action's own words again ("Undo ball on C5")

    def refresh_score(self) -> None:
        """The score panel and the status bar's score, for the game as it stands."""
        c = self.controller
        pos = c.position
        variant = c.score_variant
        self.score_panel.set_variant(variant)
        final = c.score()
        game = c.game
        self.score_panel.allow_adjustments(
            pos.announced_rays,
            game.setter_error_limit(),
            pos.setter_errors,
            pos.excused,
            game.excusable(),
            pos.finished,
            self.scores_closed,
            person_answers=game.setup is None or game.revealed_by_setter,
        )
        # Once the atoms are revealed no ball is to be placed: the count asked for balls over a finished board (QA).
        self.balls_status.setText("" if pos.finished else self.tr("Balls to place: {n}").format(n=pos.balls_left))
        self.markers_status.setText(self.tr("Markers: {n}").format(n=pos.marker_points))
        if final is not None:
            notes = "".join(note() for note in self.final_notes)
            self.score_panel.show_final(final, c.verdict_text() + self._differing_words() + self._yardstick() + notes)
            self.score_status.setText(
                self.tr("Score: {n} ({variant})").format(n=points_text(final.total), variant=scoring_title(variant))
            )
        else:
            rays = pos.ray_cost if variant is Scoring.PER_RAY else pos.marker_points
            label = "Ray cost" if variant is Scoring.PER_RAY else "Markers"  # English: the panel translates it
            running = c.running_score()
            self.score_panel.show_running(label, rays, running, self.counted_hint, pos.setter_errors)
            self.score_status.setText(
                self.tr("Score so far: {n} ({variant})").format(n=points_text(running), variant=scoring_title(variant))
            )

    def _differing_words(self) -> str:
        """How many of the rays fired the balls answer otherwise, marked ≠ on the rim: Tatham's Black Box shows
        them, which is how a player learns why a ball was wrong.  "The balls", not "your balls": they may be the
        computer's, or Bob's in a match's review (QA)."""
        reveal = self.controller.snapshot().reveal
        if reveal is None or reveal.verdict.accepted or not reveal.rays_fired:
            return ""
        if not self.controller.position.balls:
            # No ball was placed: "the balls answer every ray as the atoms do" told a player who gave up that
            # balls she never put down would have fooled the rays (QA); "4 atoms misplaced" says it all.
            return ""
        n, rays = len(reveal.differing), reveal.rays_fired
        if not n:
            words = self.tr("The balls answer every ray fired as the atoms do: other rays would have told them apart.")
        elif rays == 1:
            words = self.tr("The balls answer the only ray fired differently: it is marked ≠ on the rim.")
        elif n == 1:
            words = self.tr(
                "The balls answer 1 of the {rays} rays fired differently: it is marked ≠ on the rim."
            ).format(rays=rays)
        else:
            words = self.tr(
                "The balls answer {n} of the {rays} rays fired differently: they are marked ≠ on the rim."
            ).format(n=n, rays=rays)
        return "\n" + words

    def _yardstick(self) -> str:
        """What the computer's strong level scores on average on this board, where it was measured: "Score: 26"
        told a new player nothing of whether 26 was good (QA)."""
        c = self.controller
        mean = STRONG_MEAN_SCORES.get((c.game.board.spec, c.position.atom_count))
        if mean is None:
            return ""
        return "\n" + self.tr("The computer's strong level scores {mean} on average here.").format(
            mean=decimal(mean, 1)
        )

    def _on_scoring(self, variant: Scoring) -> None:
        self.score_panel.set_variant(variant)
        if self.controller.has_game:
            self.refresh_score()

    def _on_announcement(self, text: str) -> None:
        self.announcement.setText(text)

    def show_message(self, text: str) -> None:
        self.statusBar().showMessage(text, 8000)

    def _on_hint(self, text: str) -> None:
        # Said aloud by screen readers too: where the keyboard cursor stands.
        status = self.statusBar()
        if text:
            status.showMessage(text, 5000)
        elif status.currentMessage() == self._hinted:
            status.clearMessage()  # the cursor's words only: a message of the window's (an error, "saved") stays
        self._hinted = text
        self.view.setAccessibleDescription(text)

    def _on_port(self, port: int) -> None:
        c = self.controller
        if c.position.finished:
            points = c.ray_points(port)
            if points is not None:
                shown = self.scene.toggle_ray(port, points, c.ray_end(port))
                if shown:
                    answer = c.say(c.game.answer(port))
                    said = self.tr("Ray at {port}: {answer}").format(port=c.port_name(port), answer=answer)
                else:
                    said = self.tr("The path of the ray at {port} is hidden again.").format(port=c.port_name(port))
                self.show_message(said)
                # Heard by a screen reader too (QA: the board's description still said "press Enter to see the
                # ray's path" once it was shown).
                self.view.setAccessibleDescription(said)
            return
        c.click_port(port)

    # -- commands ------------------------------------------------------------------------------------

    def start_game(self, options: GameOptions) -> bool:
        """Start a round with ``options``; on a bad option say why and keep the current game."""
        from_friend = bool(options.puzzle)
        try:
            setup = None
            if options.puzzle:
                board, setup = decode_puzzle(options.puzzle)
                atoms = len(setup)
                options = options.on_side(board.kind)
            else:
                board = options.board()
                atoms = check_atom_count(board, options.atoms)
                setup = self.hide_atoms(board, atoms, options.seed_value(), options.avoid_ambiguous)
                if setup is None:
                    return False
            self.controller.new_game(board, atoms, options.rules(), setup=setup)
            if from_friend:  # a friend hid these atoms, not the computer
                self.controller.announce(
                    self.tr("A puzzle from a friend: {atoms} hidden. Click a port on the rim to fire a ray.").format(
                        atoms=atoms_phrase(atoms)
                    )
                )
        except BlackBoxError as error:
            self.error_box(self.tr("The game could not be started"), tr_model(str(error)))
            return False
        self.file_path = None
        self.options = options
        self.settings.save_options(options)
        self.view.setFocus()
        return True

    def hide_atoms(
        self, board: Board, atoms: int, seed: int | str | None, avoid_ambiguous: bool, *, for_match: bool = False
    ) -> frozenset[int] | None:
        """The computer hides the atoms; None if the player cancelled a long search.

        ``for_match``: the computer's round of a match, whose Cancel hides them at once (the match says so).
        """
        self.hiding_timed_out = False
        try:
            return hide_atoms(board, atoms, seed, avoid_ambiguous, partial(self._wait_busy, for_match=for_match))
        except HidingCancelled:
            if not self.hiding_timed_out and not for_match:
                self.show_message(self.tr("New game cancelled; the current game goes on."))
            return None

    def _wait_busy(self, done: Callable[[], bool], *, for_match: bool = False) -> bool:
        """A busy dialog with Cancel until ``done()``; False when cancelled (``for_match``: see ``hide_atoms``)."""
        dialog = QProgressDialog(
            self.tr("The computer is hiding the atoms where every ray can tell them apart…"),
            self.tr("Cancel"),
            0,
            0,
            self,
        )
        dialog.setWindowTitle(self.tr("Match against the computer") if for_match else self.tr("New game"))
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.setMinimumDuration(0)
        dialog.setMinimumWidth(380)  # room for its title in the window manager's bar
        dialog.show()
        self.busy_dialog = dialog
        advice_at = time.monotonic() + BUSY_ADVICE_SECONDS
        give_up_at = None if self.hiding_limit is None else time.monotonic() + self.hiding_limit
        try:
            while not done():
                if dialog.wasCanceled():
                    return False
                if give_up_at is not None and time.monotonic() > give_up_at:
                    self.hiding_timed_out = True
                    return False
                if advice_at and time.monotonic() > advice_at:
                    advice_at = 0.0
                    if for_match:
                        advice = self.tr(
                            "The computer is hiding the atoms where every ray can tell them apart…\n\n"
                            "With many atoms on a big board this can take minutes. To start at once, cancel: "
                            "it then hides them anywhere, and balls on an arrangement no ray can tell apart "
                            "from its own count as right."
                        )
                    else:
                        advice = self.tr(
                            "The computer is hiding the atoms where every ray can tell them apart…\n\n"
                            "With many atoms on a big board this can take minutes. To start at once, cancel and "
                            "untick “Only arrangements every ray can tell apart” in New game."
                        )
                    dialog.setLabelText(advice)
                QApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
                time.sleep(0.02)
            return True
        finally:
            self.busy_dialog = None
            dialog.close()
            dialog.deleteLater()

    def may_leave(self, side: str | None = None, *, comes_back: bool = False) -> bool:
        """True when nothing in play objects to a new game (or another file) on ``side``.

        ``side`` is the side the new game goes to, the board shown by default:
        a game started for the other side replaces the one waiting there.  A
        two-player match asks for itself (its guard); otherwise an unfinished
        game not saved as it stands is only let go when she says so, unless it
        ``comes_back`` afterwards (the tutorial gives it back): "Let it go?" then misled.
        """
        side = side or self.controller.side
        saved_in = self.files.path(side)
        if saved_in is not None:
            # Saved once, played on since: "not saved" told her who had just saved it that her Save was lost (QA).
            if side == self.controller.side:
                question = self.tr(
                    "This game is not finished, and it has changed since it was saved in {name}. Let it go?"
                )
            elif side == "hex":
                question = self.tr(
                    "Your game on the hexagonal side of the board is not finished, and it has "
                    "changed since it was saved in {name}. Let it go?"
                )
            else:
                question = self.tr(
                    "Your game on the square side of the board is not finished, and it has "
                    "changed since it was saved in {name}. Let it go?"
                )
            question = question.format(name=saved_in.name)
        elif side == self.controller.side:
            question = self.tr("This game is not finished and not saved. Let it go?")
        elif side == "hex":
            question = self.tr("Your game on the hexagonal side of the board is not finished and not saved. Let it go?")
        else:
            question = self.tr("Your game on the square side of the board is not finished and not saved. Let it go?")
        # A match asks for its own side (its guard); her own game waiting on the other side asks here.
        ours = not (self.in_match and side == self.controller.side)
        if (
            ours
            and not comes_back
            and self.unsaved_game_in_play(side)
            and not self.confirm(self.tr("Let this game go?"), question)
        ):
            return False
        return all(guard() for guard in self.leave_guards)

    def new_game_dialog(self) -> None:
        # The question about the game in play waits for the dialog: only then is the side known.
        dialog = NewGameDialog(self.options, self)
        if run_modal(dialog) == NewGameDialog.DialogCode.Accepted:
            options = dialog.options()
            side = options.side
            if options.puzzle:
                # A puzzle is played on its own board's side; a mistyped code is start_game's to report.
                with contextlib.suppress(BlackBoxError):
                    side = decode_puzzle(options.puzzle)[0].kind
            if self.may_leave(side):
                self.start_game(options)

    def puzzle_code_box(self) -> QInputDialog:
        """The box asking for a friend's puzzle code."""
        box = QInputDialog(self)
        box.setWindowTitle(self.tr("Play a puzzle code"))
        box.setLabelText(self.tr("Puzzle code (BB-…):"))
        box.setInputMode(QInputDialog.InputMode.TextInput)
        # Room for a code and for the title (the window manager cut it to "Play a…esktop").
        field = box.findChild(QLineEdit)
        if field is not None:
            widen_field_for_title(box, field, PUZZLE_FIELD_WIDTH)
        return box

    def puzzle_dialog(self) -> None:
        """Ask for a puzzle code until one can be played or she cancels: after a code that cannot be played
        the box comes back holding it, to be mended (QA: a code one letter short was lost, to type again)."""
        code = ""
        while True:
            box = self.puzzle_code_box()
            box.setTextValue(code)
            ok = box.exec() == QDialog.DialogCode.Accepted
            code = box.textValue()
            box.deleteLater()
            if not ok or not code.strip():
                return
            try:
                board, _atoms = decode_puzzle(code)
            except BlackBoxError as error:
                self.error_box(self.tr("That puzzle code cannot be played"), tr_model(str(error)))
                continue
            if self.may_leave(board.kind):
                self.start_game(replace(self.options.on_side(board.kind), puzzle=code.strip()))
            return

    def flip_board(self) -> None:
        """Turn the board over; the game on the other side waits there (or a new one starts)."""
        if self.view.flipping or not self.may_flip:
            return
        origin = self.controller.side
        other = "hex" if origin == "ortho" else "ortho"

        def swap() -> None:
            if self.controller.side != origin or not self.hands_on:
                return  # while it turned, another game, the computer or a match took the board: theirs now
            self.statusBar().clearMessage()  # what it said was about the other side's game
            if not self.controller.activate(other):
                self.start_game(self.options.on_side(other))
            if self.controller.side != other:
                return  # no game came on the other side (its hiding was cancelled): the board stays as it was
            self.options = replace(self.options, side=other)  # New game… offers the side in front of her
            self.settings.save_side(other)

        self.view.flip(swap, animate=self.isVisible())

    def finish(self) -> None:
        if self.finish_hook is not None and self.finish_hook():
            return
        pos = self.controller.position
        if pos.finished:
            return
        if pos.balls_left > 0 and not self.confirm(
            self.tr("Finish now?"),
            self.tr("Balls placed: {placed} of {n}. Every atom without a ball costs 5 points. Finish anyway?").format(
                placed=len(pos.balls), n=pos.atom_count
            ),
        ):
            return
        self.statusBar().clearMessage()  # a cursor hint ("click to fire a ray here") is no longer true
        self.controller.finish()
        if self.controller.position.finished:
            self.finishedByPlayer.emit()
        # The finish button is now off: focus goes back to the board (not on to the scoring box, where
        # the next arrow key would change how the game is scored).
        self.view.setFocus()

    def confirm(self, title: str, text: str) -> bool:
        """Yes or No; No is the default, as each question asks before something that cannot be taken back
        (a game let go, a score made final): Enter pressed for the box before it must not answer Yes."""
        return self._ask_yes_no(title, text, QMessageBox.StandardButton.No)

    def propose(self, title: str, text: str) -> bool:
        """Yes or No to what the program proposes (the setter errors her atoms show); Yes is the default, the
        answer the rules give: with No, Enter waived the setter's own penalty (QA)."""
        return self._ask_yes_no(title, text, QMessageBox.StandardButton.Yes)

    def _ask_yes_no(self, title: str, text: str, default: QMessageBox.StandardButton) -> bool:
        # Meanwhile the computer makes no move: she is asked about the game as she sees it.
        self.asking = True
        buttons = QMessageBox.StandardButton
        try:
            answer = message_boxes.ask(self, title, literal(text), buttons.Yes | buttons.No, default)
        finally:
            self.asking = False
        return answer == QMessageBox.StandardButton.Yes

    def keep_or_cancel(self, title: str, text: str) -> bool | None:
        """Keep for next time (True), Discard (False) or Cancel (None, also Escape): a question she may step back
        from, on closing the window with an unfinished game.  The buttons say what they do (Yes and No left her to
        work out what "keep" meant, where a desktop program offers to save)."""
        buttons = QMessageBox.StandardButton
        labels = {buttons.Yes: self.tr("&Keep for next time"), buttons.No: self.tr("&Discard")}
        self.asking = True  # until the answer is in (the box is gone a moment before: see ComputerPlay)
        try:
            answer = message_boxes.ask(
                self, title, literal(text), buttons.Yes | buttons.No | buttons.Cancel, buttons.Yes, labels
            )
        finally:
            self.asking = False
        if answer == buttons.Cancel:
            return None
        return answer == buttons.Yes

    def error_box(self, title: str, text: str) -> None:
        self.show_message(text)
        self.asking = True  # the computer makes no move behind the box either
        try:
            message_boxes.warn(self, title, literal(text))
        finally:
            self.asking = False

    # -- files ---------------------------------------------------------------------------------------

    def load_file(self, path: str | Path) -> bool:
        """Open a saved game; a damaged file is reported and the current game kept.

        A game for the other side of the board replaces the one waiting there only if she agrees.
        """
        path = Path(path)
        try:
            data = read_at_most(path, READ_LIMIT)  # a huge file is refused as too large without being read whole
            if not self.may_leave(saved_side(data)):
                return False
            two_players = any(hook(data) for hook in self.open_hooks)
            if not two_players:
                self.controller.load_text(data)
        except OSError as error:
            reason = tr_reason(error.strerror.lower()) if error.strerror else str(error)
            self.error_box(
                self.tr("The game could not be opened"),
                self.tr("{name} could not be read: {error}.").format(name=readable(path.name), error=reason),
            )
            return False
        except BlackBoxError as error:
            # Named: started from a file manager's double-click, nothing else said which file it was (QA).
            self.error_box(
                self.tr("The game could not be opened"),
                self.tr("{name} could not be opened. {error}").format(
                    name=readable(path.name), error=tr_model(str(error))
                ),
            )
            return False
        if two_players and not self.in_match:
            # The match was left as it opened (she cancelled the computer's hiding, under rules where it cannot
            # hide at once): the file is not the game on the board's, whose title and Save it took over (QA).
            return False
        self.file_path = path
        return True

    def save_file(self, path: str | Path) -> bool:
        path = Path(path)
        try:
            text = next((t for hook in self.save_hooks if (t := hook()) is not None), None)
            if text is None and self._duel_not_yet_a_file():
                return False
            game = self.controller.game
            if text is None and game.setup is None and not game.revealed_by_setter:
                # A tabletop round left behind, about to give way: Open would refuse the file.
                self.error_box(
                    self.tr("The game could not be saved"),
                    self.tr("This round cannot be saved: without the setter's atoms no ray of it could be answered."),
                )
                return False
            # Atomic: a crash while saving leaves the old file, never half a new one.
            write_atomic(path, text if text is not None else self.controller.save_text())
        except BlackBoxError as error:
            self.error_box(self.tr("The game could not be saved"), tr_model(str(error)))
            return False
        self.file_path = path
        # A file holds one side's game: say which, so a player with games on both sides is not surprised.
        if text is not None:
            said = self.tr("The two-player game is saved to {path}")
        elif self.controller.side == "hex":
            said = self.tr("The game on the hexagonal side is saved to {path}")
        else:
            said = self.tr("The game on the square side is saved to {path}")
        self.show_message(said.format(path=readable(path)))
        # A side's file: true until another game takes that board (a match's next round is still the match's file).
        self._saved_said = said.format(path=readable(path)) if text is None else ""
        return True

    def open_dialog(self) -> None:
        name = ask_open(self, self.settings.store, self.tr("Open a saved game"), self.tr(FILE_FILTER))
        if name:
            self.load_file(name)

    def save(self) -> bool:
        """File → Save; True once the file is written (False: she cancelled, or it said why not)."""
        if self.file_path is None:
            return self.save_as()
        return self.save_file(self.file_path)

    def _duel_not_yet_a_file(self) -> bool:
        """The duel's players are still hiding (it is a file once both have hidden): she is told so.

        Before, Save wrote the game behind the curtain and took its file for the duel's, to be overwritten by
        the duel without a word; Save as asked for a file name first and refused it after (QA)."""
        if self.two_players is None or not self.two_players.duel_hiding:
            return False
        self.error_box(
            self.tr("The game could not be saved"),
            self.tr("The two-player game can be saved once both players have hidden their atoms."),
        )
        return True

    def save_as(self) -> bool:
        if self._duel_not_yet_a_file():
            return False
        # A match's file holds the whole match, a duel's the whole duel.
        two = self.two_players
        # The name offered is in her language, as the notepad's PDF is ("partie.bbox" in French).
        suggested = (
            self.tr("duel.bbox")
            if two is not None and two.duel is not None
            else self.tr("match.bbox")
            if self.in_match
            else self.tr("game.bbox")
        )
        # A game with a file is offered a copy's name beside it ("evening 2.bbox"); ask_save gives the name its
        # ".bbox" when she typed none (and asks before it replaces a file).
        kept = self.file_path
        if kept is not None:
            suggested = kept.stem + ".bbox"
        name = ask_save(
            self,
            self.settings.store,
            self.tr("Save the game"),
            suggested,
            self.tr(FILE_FILTER),
            folder=kept.parent if kept is not None else None,
        )
        if not name:
            return False
        return self.save_file(name)

    # -- the rest ---------------------------------------------------------------------------------------

    def toggle_full_screen(self) -> None:
        self.setWindowState(self.windowState() ^ Qt.WindowState.WindowFullScreen)

    def show_help(self) -> None:
        message_boxes.inform(self, self.tr("How to play"), self.tr(HOW_TO_PLAY))

    def show_rules(self) -> None:
        from .help.rules_dialog import RulesDialog

        run_modal(RulesDialog(self, self.controller.side))

    def show_about(self) -> None:
        from .help.about import show_about

        show_about(self)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.save_geometry(self.saveGeometry())
        self.settings.save_side(self.controller.side)
        super().closeEvent(event)


HOW_TO_PLAY = QT_TRANSLATE_NOOP(
    "MainWindow",
    "The computer has hidden some atoms in the grid. Find them by firing rays.\n"
    "\n"
    "• Click a port on the rim to fire a ray in. The answer appears in the panel and markers "
    "are laid for you: one colour (or letter) for absorbed, one for reflected, and a matching pair where "
    "the ray came out.\n"
    "• A ray is absorbed when it runs straight into an atom; it turns away from an atom diagonally ahead "
    "of it; with atoms on both sides it comes back (reflected).\n"
    "• Drag a ball from the tray onto a cell where you think an atom is, or click the cell. Drag balls "
    "between cells, or back to the tray; click a ball to take it back.\n"
    "• Right-click a cell you are sure is empty to cross it: a note of your own, which costs nothing; "
    "right-click again to take the cross off.\n"
    "• When your balls are placed, press “I have finished”: the atoms are revealed and you are scored. "
    "Each marker costs a point, each missed atom 5. Lower is better.\n"
    "• After the reveal, click a port to see its ray's path. A ray your balls would have answered differently "
    "is ringed in red and marked ≠; its tooltip says what your balls give.\n"
    "• Game → Restart this puzzle plays the same atoms again from the start; Game → Copy this puzzle's code "
    "puts them on the clipboard as a code a friend plays with Game → Play a puzzle code.\n"
    "\n"
    "Keyboard: the board has the keys at start (Tab brings them back from the panel); the first arrow key or "
    "Enter shows the cursor on port 1, arrow keys move it over ports and cells, Enter fires or places, X crosses "
    "a cell (or takes its cross off), M lifts a ball for the arrows to carry and Enter to put down; Ctrl+D is "
    "“I have finished”; F turns the board over "
    "(square ↔ hexagonal); Ctrl+Z undoes. "
    "When you lay the markers yourself, H (or A), R and P lay an absorbed, reflected or pair token on the port "
    "under the cursor, and Delete takes it off.",
)


def _keys_with(key: QKeySequence.StandardKey, *more: str) -> list[QKeySequence]:
    """Every key the platform gives ``key`` (the first is the one menus show), then ``more`` it lacks."""
    sequences = list(QKeySequence.keyBindings(key))
    sequences += [QKeySequence(extra) for extra in more if QKeySequence(extra) not in sequences]
    return sequences


def _standard(key: QKeySequence.StandardKey, fallback: str) -> QKeySequence:
    """The platform's shortcut for ``key``, or ``fallback`` where the platform has none (full screen on
    a bare X11 desktop)."""
    sequence = QKeySequence(key)
    return sequence if not sequence.isEmpty() else QKeySequence(fallback)
