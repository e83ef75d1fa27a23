"""The two-player flow: which screen is up, whose turn it is, and what the next step is.

One :class:`TwoPlayerFlow` per window.  It holds the match (``model.match``)
or the duel (``model.duel``) and plays each round on the window's own table
through the controller, so a round is played exactly as a solitaire game is.
The controller's ``fire_hook`` lets it take a ray over: in a tabletop round
the experimenter types what the setter announced; in a duel a ray ends the
turn.

This file holds what every two-player game shares: the hand-over covers, the
setter's pad, leaving, files and the dock.  The match's rounds are in
``match_rounds.py``, the duel's turns in ``duel_turns.py``; a puzzle for a
friend is small enough to stay here.

Hidden information stays hidden: the setter's pad is only ever shown behind
the hand-over curtain, the table shows the experimenter's position only (the
controller's snapshot never carries the atoms before the reveal), and a saved
match stores atoms as puzzle codes.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QDockWidget

from ...model import match_file
from ...model.board import Board, Cell, Port
from ...model.duel import Duel
from ...model.errors import BlackBoxError
from ...model.game import Game
from ...model.match import Match
from ...model.port_names import FRENCH, parse_port
from ...model.scoring import Scoring
from ...model.setup import random_setup
from ..i18n import atoms_phrase
from ..model_texts import scoring_title, tr_model
from ..snapshot import Snapshot
from .curtain import Curtain
from .dialogs import MatchSetup, PuzzleDialog, tr
from .dock import TwoPlayerDock
from .duel_turns import DuelTurns, turn_heading
from .match_rounds import MatchRounds
from .pad import SetterPad
from .phase import Phase

if TYPE_CHECKING:
    from ..window import MainWindow

DOCK_SETTLE_MS = 150
"""How long the window's size must stay put before the two-player dock follows it."""
PANEL_OVER_BOARD = 0.9
"""The two-player dock stands beside the board, where the side panel shows whole, rather than below it, where the
panel would scroll, as long as the board keeps this share of its size below or more."""
PANEL_SLACK_LINES = 5
"""Lines of room the side panel is judged to need beyond its words when the dock is placed."""
DOCK_STAYS = 1.06
"""Once placed, the dock moves elsewhere only where the board gains more than this share of its size: near the
balance (1920×1080 with the assistant open, the board 817 pixels either way) a few pixels of the window's edge, a
name or a score line moved it from beside the board to below it and back."""
ASSISTANT_KEEPS = 150
"""Pixels of height the assistant keeps above the two-player dock that shares its column: its count and Hint."""


class TwoPlayerFlow(MatchRounds, DuelTurns, QObject):
    phaseChanged = Signal(str)
    """The flow moved to another phase (features that must stay quiet for the setter listen)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        central = window.centralWidget()
        assert central is not None, "the window builds its central widget before the modes"
        self.curtain = Curtain(central)
        self.curtain.hand_over.continued.connect(self._continue)
        self.curtain.coveredChanged.connect(window.set_covered)
        self.curtain.table = window.view  # arrows and Enter play on at once after a hand-over
        self.dock = TwoPlayerDock(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        self._dock_moved = False
        """She moved the dock herself (or floated it): a resize of the window leaves it where she put it."""
        self._placing_dock = False
        self.dock.dockLocationChanged.connect(self._dock_location_changed)
        self.dock.topLevelChanged.connect(self._dock_location_changed)
        self._replace_dock = QTimer(self)
        self._replace_dock.setSingleShot(True)
        self._replace_dock.setInterval(DOCK_SETTLE_MS)
        self._replace_dock.timeout.connect(self._follow_the_window)
        window.installEventFilter(self)
        # The board's room changes with the window's size, and also when a dock beside it opens or closes (the
        # assistant): the dock's place is judged again either way (QA: opening the assistant beside the column
        # shrank the board, where a strip below it would have kept it larger).
        central.installEventFilter(self)
        self._central = central
        # Sharing the assistant's column, the dock takes the whole column when the assistant closes: the board's
        # room stays the same, and only the dock's own size says it is time to judge its place again.
        self.dock.installEventFilter(self)
        # Under the assistant the dock's height follows its sheet's, whose rows grow when a name goes on two lines
        # (the sheet ran under the scoring rule below it, QA).
        self.dock.sheetHeightChanged.connect(lambda: QTimer.singleShot(0, self._fit_shared_column))
        window.leave_guards.append(self.may_leave)
        self.match: Match | None = None
        self.duel: Duel | None = None
        self._phase = Phase.NONE
        self.puzzle_dialog: PuzzleDialog | None = None
        self._after_cover: Callable[[], None] | None = None
        self._round_setup: frozenset[Cell] | None = None
        self._shown = 0
        self._fired = False
        self._duel_setup: MatchSetup | None = None
        self._scoring_shown: Scoring | None = None
        self._computer_hiding = False
        """The computer is hiding its atoms for a round of the match (the busy box may be up)."""
        self._unreviewed = False
        """The tabletop round's atoms are in, and the players have not yet answered whether to count its wrong
        announcements (kept in the file: a resume or Open asks again)."""
        self._duel_atoms: list[frozenset[Cell]] = []
        self._puzzle_setup: MatchSetup | None = None
        self.ask_announcement: Callable[[Port], str | None] = self._ask_announcement
        """Asks the experimenter what the setter announced ("H", "R" or a port); None if cancelled."""
        self.controller.stateChanged.connect(self._on_state)
        self.controller.fire_hook = self._fire_hook
        self.controller.fire_allowed = self._fire_allowed
        self.controller.score_note = self._score_note
        window.finish_hook = self._finish_hook
        window.save_hooks.append(self.save_text)
        window.open_hooks.append(self.open_data)
        d = self.dock
        d.fire_button.clicked.connect(self.fire_text)
        d.fire_edit.returnPressed.connect(self.fire_text)
        d.name_button.clicked.connect(self.name_atoms)
        d.leave_button.clicked.connect(self.leave)

    # -- state --------------------------------------------------------------------------------------

    @property
    def phase(self) -> Phase:
        """Where the match or duel stands (:class:`Phase`); ``Phase.NONE`` outside one."""
        return self._phase

    @phase.setter
    def phase(self, value: Phase | str) -> None:
        value = Phase(value)  # its text is taken too: a phase as the signal carried it
        if value != self._phase:
            self._phase = value
            self.phaseChanged.emit(value.value)

    @property
    def active(self) -> bool:
        return self.match is not None or self.duel is not None or self.phase != Phase.NONE

    @property
    def label_style(self) -> str:
        return self.window.scene.label_style

    def _reset(self) -> None:
        self.match = None
        self.duel = None
        self.window.play_hint = None
        self.window.heading = None
        self.window.counted_hint = None
        self.phase = Phase.NONE
        self._after_cover = None
        self._fired = False
        self._duel_setup = None
        self._duel_atoms = []
        self._scoring_shown = None  # a file's choice is for its own round, never a new match's
        self._unreviewed = False
        self.window.close_scores(False)
        self.curtain.lift()

    def _set_flip(self, enabled: bool) -> None:
        # The other side of the board is not part of a match: no turning it over meanwhile.
        self.window.hold_flip(not enabled)

    def _take_the_table(self) -> None:
        """The computer's game and the tutorial end: neither goes on behind a cover (the lesson's Next stayed
        live beside the hand-over screen)."""
        computer = self.window.computer_play
        if computer is not None:
            computer.stop()
        tutorial = self.window.tutorial
        if tutorial is not None:
            tutorial.stop()

    def _begin(self, duel: bool) -> None:
        self._take_the_table()
        self._dock_moved = False
        self._place_dock()
        self.dock.show()
        self._set_flip(False)
        self.window.forget_match_file()
        # In a duel each player fires into the other's box; a match's round is over (QA: "This box is done." read
        # oddly at the end of a hot-seat round).
        self.window.done_hint = (
            tr("This box is done. Click any port to see its ray's path; the two-player panel says what comes next.")
            if duel
            else tr(
                "This round is over. Click any port to see its ray's path; the two-player panel says what comes next."
            )
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        room = watched is self.window or watched is self._central or watched is self.dock
        if room and event.type() == QEvent.Type.Resize and self.dock.isVisible():
            self._replace_dock.start()  # once the resize has settled (a drag sends one at each step)
        return False

    def _dock_location_changed(self) -> None:
        if not self._placing_dock:
            self._dock_moved = True

    def _follow_the_window(self) -> None:
        """The window changed size, or a dock beside the board opened or closed (the assistant): the dock goes where
        the board now keeps the larger size, unless she moved it (QA: placed below the board of a window first
        opened low, it stayed there once the window was widened to the whole screen, and the board kept the smaller
        size)."""
        dock = self.dock
        if self._dock_moved or not dock.isVisible() or dock.isFloating():
            return
        if self._best_dock_area(stay=True) != self.window.dockWidgetArea(dock):
            self._place_dock(stay=True)
        else:
            self._fit_shared_column()  # its words wrap otherwise in a column grown wider or narrower

    def _place_dock(self, stay: bool = False) -> None:
        """Put the two-player dock where the board keeps the larger size (``_best_dock_area``)."""
        area = self._best_dock_area(stay)
        self._placing_dock = True
        try:
            self.window.addDockWidget(area, self.dock)
            assistant = self._assistant_column()
            if area == Qt.DockWidgetArea.LeftDockWidgetArea and assistant is not None:
                self.window.splitDockWidget(assistant, self.dock, Qt.Orientation.Vertical)
                self._fit_shared_column()
                return
            across = area == Qt.DockWidgetArea.BottomDockWidgetArea
            orientation = Qt.Orientation.Vertical if across else Qt.Orientation.Horizontal
            self.window.resizeDocks([self.dock], [self.dock.footprint(area)], orientation)  # footprint lays it out
        finally:
            self._placing_dock = False

    def _fit_shared_column(self) -> None:
        """Under the assistant the dock takes the height its words need now, the assistant the rest (its count and
        Hint at the top): a duel's turn brings a button and the scoring rule, which ran over the sheet."""
        assistant = self._assistant_column()
        dock = self.dock
        if assistant is None or self.window.dockWidgetArea(dock) != Qt.DockWidgetArea.LeftDockWidgetArea:
            return
        if dock.isFloating() or not dock.isVisible() or self._dock_moved:
            return
        height = dock.height_in_column(assistant.width())
        if height != dock.height():
            # Both named: given the dock's height alone, the window shared the change between the two (203 for 216).
            total = assistant.height() + dock.height()
            self.window.resizeDocks([assistant, dock], [total - height, height], Qt.Orientation.Vertical)

    def _assistant_column(self) -> QDockWidget | None:
        """The assistant's dock where the two-player dock may share its column: open, on the left of the board."""
        assistant = self.window.assistant
        dock = assistant.dock if assistant is not None else None
        if dock is None or not dock.isVisible() or dock.isFloating():
            return None
        if self.window.dockWidgetArea(dock) != Qt.DockWidgetArea.LeftDockWidgetArea:
            return None
        return dock

    def _best_dock_area(self, stay: bool = False) -> Qt.DockWidgetArea:
        """Beside the board on a wide window, below it on a low one (at 1024×700 a column beside the panel left
        the board a third of the width): where the board keeps the larger size, its trays where the view would
        put them (beside the board only, the room of a narrow column was misjudged, QA).  Below the board the
        strip also takes the side panel's height: a place where the panel shows whole wins over one where it
        scrolls, unless the board there is smaller by more than ``PANEL_OVER_BOARD`` (at 1280×650 with the
        assistant open the panel's last line was hidden, QA).  Where neither will do (1024×600 with the assistant
        open: the strip scrolled the panel by up to 170 pixels, the column left the board a narrow strip) and the
        assistant is open on the left, the dock shares the assistant's column: the board and the panel keep their
        room.  ``stay``: the dock is placed already, and stays unless the board gains ``DOCK_STAYS`` elsewhere."""
        window = self.window
        view = window.view
        width, height = view.width(), view.height()
        room = window.panel_scroll.viewport().height()
        docked = self.dock.isVisible() and not self.dock.isFloating()
        where = window.dockWidgetArea(self.dock)
        strip = where == Qt.DockWidgetArea.BottomDockWidgetArea
        size = self.dock.height() if strip else self.dock.width()
        assistant = self._assistant_column()
        left = Qt.DockWidgetArea.LeftDockWidgetArea
        shared = where == left and assistant is not None
        if docked:
            if strip:
                height += size
                room += size
            elif not shared:  # under the assistant it takes none of the board's width (the assistant has it)
                width += size
        right = Qt.DockWidgetArea.RightDockWidgetArea
        bottom = Qt.DockWidgetArea.BottomDockWidgetArea
        across, down = self.dock.footprint(right), self.dock.footprint(bottom)
        under = self.dock.height_in_column(assistant.width()) if assistant is not None else 0
        # Measured, the parts are laid out again for where the dock stands: left laid out as a strip, a column
        # beside the board grew as wide as the strip's three columns (and a strip as tall as a column).
        self.dock.fit_area(where)
        if docked:
            # ... and the dock is given back its size: measured as a column, the strip below the board was held to
            # a column's least height for a moment, and kept it (279 pixels tall for 138, the board smaller).
            dock_layout = self.dock.layout()
            if dock_layout is not None:
                dock_layout.activate()
            if shared and assistant is not None:  # its height in the column, or the measure's column grew it
                window.resizeDocks(
                    [assistant, self.dock], [assistant.height(), self.dock.height()], Qt.Orientation.Vertical
                )
            else:
                window.resizeDocks([self.dock], [size], Qt.Orientation.Vertical if strip else Qt.Orientation.Horizontal)
        beside = self._board_scale(width - across, height)
        below = self._board_scale(width, height - down)
        panel = window.panel_scroll.widget()
        if panel is not None:
            wanted = panel.heightForWidth(panel.width()) if panel.hasHeightForWidth() else panel.sizeHint().height()
            # The round's own words come after this, and take more: a tabletop round's announcement and
            # setter-error row, the duel's help (three lines longer in French).
            wanted += PANEL_SLACK_LINES * panel.fontMetrics().lineSpacing()
        if docked and stay:  # where it stands wins the ties
            beside *= DOCK_STAYS if where == right else 1.0
            below *= DOCK_STAYS if where == bottom else 1.0
        strip_hides_panel = panel is not None and room - down < wanted
        if strip_hides_panel and wanted <= room and beside >= PANEL_OVER_BOARD * below:
            return right
        # Sharing the assistant's column the panel keeps all its height, even where that is not quite enough (a
        # window maximised on a 1024×600 screen, 540 pixels high: the strip scrolled it by 109 to 231 pixels).
        if strip_hides_panel and assistant is not None and under + ASSISTANT_KEEPS <= height:
            return left
        return bottom if below > beside else right

    def _board_scale(self, width: int, height: int) -> float:
        """The board's scale in a view of ``width`` × ``height``."""
        layout = self.window.scene.layout
        if layout is None:  # no board on the table yet: the default board with its trays is about 4 wide for 3 high
            return max(0.0, min(width / 4.0, height / 3.0))
        return layout.fit_scale(width, height)

    def _detach(self, text: str) -> None:
        computer = self.window.computer_play
        if computer is not None and computer.in_match:
            computer.stop()  # its round goes with the match
        self._reset()
        self.window.forget_match_file()  # the title names the side's file again, not the match's
        self.window.done_hint = None
        self.dock.hide()
        self._set_flip(True)
        self.window.hints_changed()  # the duel's help ("Name my atoms", "pass the computer") stayed (QA)
        self.window.show_message(text)

    def leave(self) -> None:
        self.may_leave()

    def may_leave(self) -> bool:
        """Ask before a match or duel is left; True when there is none or the players agree."""
        if not self.active:
            return True
        # A decided match or duel is not kept anyway (the README's "Nothing lost"): no alarming question.
        decided = self.phase == Phase.OVER
        if not decided and not self.window.confirm(
            tr("Leave?"), tr("Leave this two-player game? It is lost unless you saved it.")
        ):
            return False
        side = self.controller.side
        left = self.controller.game if self.controller.has_game and self.controller.game.setup is None else None
        empty = not self.controller.has_game  # a match resumed behind its hand-over had no round on the board
        turns = self.duel is not None and self.phase == Phase.PLAY
        self._detach(tr("You left the two-player game."))
        if self.controller.has_game and self.controller.game.revealed_by_setter:
            # The tabletop round stays on the board, on its own: no pad would come to enter her pattern again.
            self.controller.keep_setters_pattern()
        if turns and self.controller.has_game:
            # "Bob, your turn: fire a ray into Ann's box, or name the atoms in it" spoke of turns no more (QA).
            self.controller.announce(tr("You left the two-player game."))
        if left is not None or empty:
            # Once whatever made her leave is done: New game, Open or a puzzle put their own game there.
            QTimer.singleShot(0, self, lambda: self._replace_unscorable(side, left))
        return True

    def _replace_unscorable(self, side: str, left: Game | None) -> None:
        """A tabletop round left with nobody to announce (``left``), or no game at all, must not stay on the
        board, where no ray could be answered.

        In front, a game she can play takes its place.  On the other side (she started something there), the
        round is only taken off: turning the board starts a fresh game there, and nothing turns meanwhile (a
        turn of the board stopped a computer game just started, and ended a tutorial).
        """
        if self.window.busy_dialog is not None or QApplication.activeModalWidget() is not None:
            # What made her leave is still under way (New game hiding her atoms, the booklet's number box,
            # the pad where she hides atoms for the computer; this timer fired in its event loop): once done.
            QTimer.singleShot(200, self, lambda: self._replace_unscorable(side, left))
            return
        current = self.controller.game_on(side)
        if not _still(left, current):
            return  # her game took its place
        if side != self.controller.side:
            if left is not None:
                self.controller.forget(side)
            return
        if self.active:
            # Another two-player game took the table (a puzzle's pad, a match just opened): once it has
            # put its own game on the board (then nothing is left to do) or is over.
            QTimer.singleShot(200, self, lambda: self._replace_unscorable(side, left))
            return
        if self._new_solitaire_game(side):
            self.window.show_message(
                tr(
                    "You left the two-player game: its round could not be scored without the setter's atoms, so a "
                    "new game against the computer has started."
                )
                if left is not None
                else tr("You left the two-player game. A new game against the computer has started.")
            )

    def _new_solitaire_game(self, side: str) -> bool:
        """A fresh game against the computer on ``side`` (in front), its atoms drawn at once.

        A tabletop round left on the board has no atoms in the computer: no ray could be answered and
        “I have finished” would wait for a setter's pattern nobody can enter any more.  No busy box: with
        slow options (many atoms where every ray tells them apart) she may just have cancelled one.
        """
        options = self.window.options.on_side(side)
        try:
            board = options.board()
            atoms = random_setup(board, options.atoms, None, avoid_ambiguous=False)
            self.controller.new_game(board, options.atoms, options.rules(), setup=atoms)
        except BlackBoxError:
            return False
        return True

    # -- covers ------------------------------------------------------------------------------------------

    def _cover(self, to: str, away: str, then: Callable[[], None], title: str = "") -> None:
        self.phase = Phase.COVER
        # Nothing behind the curtain may be finished (and so revealed) meanwhile.
        self.window.finish_action.setEnabled(False)
        self.window.finish_button.setEnabled(False)
        self._after_cover = then
        # What the status bar told the last player stays with her.
        self.window.statusBar().clearMessage()
        self.curtain.show_hand_over(
            title or tr("Pass the computer to {name}").format(name=to),
            tr("Pass the computer to {name}. {name}, press Continue when {other} is not looking.").format(
                name=to, other=away
            ),
        )
        self._refresh()

    def _continue(self) -> None:
        then, self._after_cover = self._after_cover, None
        if then is not None:
            then()
        self._refresh()

    def _pad(
        self,
        board: Board,
        count: int,
        heading: str,
        done: Callable[[frozenset[Cell]], None],
        *,
        done_text: str = "",
        allow_random: bool = True,
    ) -> SetterPad:
        self.phase = Phase.PAD
        pad = SetterPad(
            board, count, heading, label_style=self.label_style, done_text=done_text, allow_random=allow_random
        )
        pad.done.connect(done)
        pad.cancelled.connect(self.leave)
        self.curtain.show_pad(pad)
        self._refresh()
        return pad

    # -- rays and scores -----------------------------------------------------------------------------------

    def _score_note(self, game: Game, shown: Scoring) -> str:
        """A round's (or a duel box's) score shown another way than its rules (the panel's choice) says what
        counts."""
        duel = self.duel
        if duel is not None and any(game.board == box.board and game.setup == box.setup for box in duel.boxes):
            counted = game.rules.scoring
            if shown is counted:
                return ""
            return tr("The duel counts its own scoring ({scoring}): {n}.").format(
                scoring=scoring_title(counted), n=game.score().total
            )
        match = self.match
        if match is None or shown is match.rules.scoring or not self._belongs(game):
            return ""
        return tr("The match counts its own scoring ({scoring}): {n}.").format(
            scoring=scoring_title(match.rules.scoring), n=game.score().total
        )

    def _on_state(self, _snapshot: Snapshot) -> None:
        if self.duel is not None:
            self._follow_duel_box()
        elif self.match is not None:
            self._follow_match()

    def _fire_hook(self, port: Port) -> bool:
        """Take a ray over: a duel's turn, or a tabletop round's announcement; False: the controller fires it."""
        if self.duel is not None:
            self._duel_fire(port)
            return True
        return self._announced_ray(port)

    def fire_text(self) -> None:
        """Fire at the port typed in the dock: a number or a French name ("D gauche", "3 haut")."""
        text = self.dock.fire_edit.text()
        if not text.strip() or not self.controller.has_game:
            return
        try:
            port = parse_port(self.controller.game.board, text)
        except BlackBoxError as error:
            self.window.show_message(tr_model(str(error)))
            return
        self.dock.fire_edit.clear()
        shots = len(self.controller.position.shots)
        self.controller.click_port(port)
        if len(self.controller.position.shots) > shots:
            # Said in the status bar too, where a screen reader hears it (it kept what the board's cursor said
            # last, "Port 8: Exit at 48", while the panel said "Ray at 37: Absorbed").
            self.window.show_message(self.window.announcement.text())

    # -- a puzzle for a friend ---------------------------------------------------------------------------------

    def start_puzzle(self, setup: MatchSetup) -> None:
        self._reset()
        self._take_the_table()
        self.dock.hide()
        self._puzzle_setup = setup
        self._set_flip(False)  # the pad is for the board chosen in the dialog: the toolbar offered to turn it over
        self._pad(
            setup.board,
            setup.atom_count,
            tr("Hide {atoms} for a friend to find").format(atoms=atoms_phrase(setup.atom_count)),
            self._puzzle_made,
            done_text=tr("Make the puzzle"),
        )

    def _puzzle_made(self, atoms: frozenset[Cell]) -> None:
        setup = self._puzzle_setup
        assert setup is not None
        self._reset()
        self._set_flip(True)
        dialog = PuzzleDialog(setup.board, atoms, setup.rules, self.window)
        self.puzzle_dialog = dialog
        dialog.open()

    # -- files -----------------------------------------------------------------------------------------------------

    def save_text(self) -> str | None:
        """The match or duel as a file, finished or not (None: no two-player game, the window saves its game)."""
        if self.duel is not None:
            return match_file.dumps(self.duel)
        if self.match is not None:
            text = match_file.dumps(self.match)
            shown = self.controller.variant_on(self.match.board.kind)
            # Only while the round is on the board: at a hand-over the board still shows the game before.
            on_board = self.phase in (Phase.PLAY, Phase.REVEAL, Phase.REVIEW) and self.match.current is not None
            extras: dict[str, object] = {}
            if on_board and shown is not None and shown is not self.match.rules.scoring:
                # The scoring chosen in the panel for the round in play, as a saved game keeps its own.
                extras[SCORING_SHOWN] = shown.value
            if on_board and self._unreviewed and self.phase in (Phase.REVEAL, Phase.REVIEW):
                extras[UNREVIEWED] = True
            if extras:
                text = json.dumps({**json.loads(text), **extras}, indent=1)
            return text
        return None

    def open_data(self, data: bytes) -> bool:
        """Resume a saved match or duel; False when ``data`` is not one.  A damaged one raises SaveFileError."""
        if not match_file.is_match_text(data):
            return False
        self.resume(match_file.loads(data), _scoring_shown(data), _review_pending_in(data))
        return True

    def resume(self, document: Match | Duel, scoring: Scoring | None = None, unreviewed: bool = False) -> None:
        """Put a saved match or duel back; ``scoring``: the variant the panel showed for its round in play;
        ``unreviewed``: the players were still to say whether to count the round's wrong announcements."""
        self._reset()
        # Opened over another two-player game, "You left the two-player game." stayed under the one just opened.
        self.window.statusBar().clearMessage()
        self._scoring_shown = scoring
        current = document.current if isinstance(document, Match) else None
        self._unreviewed = unreviewed and current is not None and current.revealed_by_setter
        self._begin(isinstance(document, Duel))
        if isinstance(document, Duel):
            self.duel = document
            if document.over:
                self._show_box(document.turn)
            else:
                player = document.turn
                self._cover(
                    document.players[player],
                    document.players[1 - player],
                    lambda: self._show_box(player),
                    turn_heading(document.players[player]),
                )
            return
        self.match = document
        if document.over:
            if document.finished_rounds:  # the board shows the last round, as when the match ended here
                self.controller.load(document.finished_rounds[-1])
            self._match_over()
            self._refresh()
        elif document.current is None:
            self._begin_round()
        else:
            current = document.current
            self._round_setup = current.setup if document.answered_by != "person" else None
            if document.computer and not current.finished:
                self._load_round(resumed=True)  # no hand-over: one player is the computer
            elif document.answered_by != "person" and not current.finished:
                self._cover_for_experimenter(document)  # with its heading, as before the stop
            else:
                self._load_round()

    # -- the dock ----------------------------------------------------------------------------------------------------

    def _refresh(self) -> None:
        d = self.dock
        d.widget().setEnabled(not self.curtain.covering or self.phase == Phase.NONE)
        in_duel = self.duel is not None or (self._duel_setup is not None and self.match is None)
        d.name_button.setVisible(self.duel is not None)
        # In a duel a turn is one ray: once it is fired the box is greyed like Name my atoms.
        firing = self.phase == Phase.PLAY and not (self.duel is not None and self._fired)
        if self.match is not None and self.match.computer_seeks:
            firing = False  # the computer's round: its rays, not hers
        typing = d.fire_edit.hasFocus()
        # The match's own board, not the one on the table: behind a pad the table may show the other side (QA).
        board = (
            self.match.board
            if self.match is not None
            else self.duel.board
            if self.duel is not None
            else self.controller.game.board
            if self.controller.has_game
            else None
        )
        # French names where the rim shows them, or in the French game, the duel; an English hot-seat match's box
        # suggested "12 or D gauche", names its board never showed (QA).
        d.show_port_names(
            (board is None or board.kind == "ortho") and (self.duel is not None or self.label_style == FRENCH)
        )
        d.fire_edit.setEnabled(firing)
        d.fire_button.setEnabled(firing)
        self._refresh_sheet(in_duel)
        self._fit_shared_column()
        if typing and not firing:
            # The turn's ray was fired from the keyboard: what comes next is a key away, not lost in the sheet.
            (d.primary if d.primary.isVisible() and d.primary.isEnabled() else self.window.view).setFocus()

    def _refresh_sheet(self, in_duel: bool) -> None:
        d = self.dock
        if self.match is not None:
            self._refresh_match(self.match)
        elif self.duel is not None:
            self._refresh_duel(self.duel)
        elif in_duel and self.phase in (Phase.COVER, Phase.PAD):
            d.set_heading(tr("French duel"))
            d.status.setText(tr("Both players hide their atoms, one after the other."))
            d.set_action("", None)
            d.set_sheet([], [])
            d.totals.setText("")


def _still(left: Game | None, current: Game | None) -> bool:
    """Whether ``current`` is still the round left behind (``left``; None: the empty table), perhaps moved on
    by a move made meanwhile: a ball or a ray's marker does not make it a game anyone can answer."""
    if left is None or current is None:
        return current is left
    return (
        current.setup is None
        and not current.revealed_by_setter
        and current.board == left.board
        and current.history[: len(left.history)] == left.history
    )


SCORING_SHOWN = "scoring"
"""A match file's key for the scoring the panel showed for the round in play (the model ignores it)."""


UNREVIEWED = "review_pending"
"""A match file's key: its tabletop round's atoms are in, and the players were still to say whether to count the
wrong announcements (the model ignores it)."""


def _review_pending_in(data: bytes) -> bool:
    try:
        return json.loads(data).get(UNREVIEWED) is True
    except (ValueError, AttributeError):
        return False


def _scoring_shown(data: bytes) -> Scoring | None:
    try:
        value = json.loads(data).get(SCORING_SHOWN)
        return Scoring.parse(value) if isinstance(value, str) else None
    except (ValueError, AttributeError, BlackBoxError):
        return None
