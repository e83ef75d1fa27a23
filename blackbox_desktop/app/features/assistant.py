"""The assistant: how many arrangements still fit, a heat map, a hint, contradictions.

It reads only what the experimenter was told (``position.known_answers()``),
never the hidden atoms, and counts on a background thread: a new position
makes a running count stale (its ``cancel`` turns True) so the window never
waits for it.  A game in which the assistant was open once a ray had been
answered, or a hint was asked, is marked "assisted"; the mark travels in the saved file as one
extra key (``"assisted": true``) through the controller's ``save_extras``.

After the reveal (assistant on or off) it says when other arrangements
answer every ray exactly like the hidden one (RULES.md §5).
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDockWidget, QFrame, QLabel, QScrollArea

from ...model.board import Board, Cell
from ...model.deduction import Analysis, Cancelled
from ...model.hints import Hint
from ...model.outcome import Outcome
from ...model.scoring import Scoring
from ..assistant import jobs
from ..assistant.numbers import arrangements, decimal, percent, whole
from ..assistant.panel import AssistantPanel
from ..assistant.process import Call
from ..assistant.session import SessionTracker
from ..assistant.worker import JobRunner
from ..items.heat_map import HeatMapItem, HintPortItem
from ..modes.phase import SETTER_PHASES
from ..scene import Target
from ..snapshot import Snapshot

if TYPE_CHECKING:
    from ..window import MainWindow

ASSISTED_KEY = "assisted"
"""Saved games played with the assistant carry this key, true."""
SETTING = "assistant/visible"
EQUIVALENT_LIMIT = 50
"""Stop listing look-alike arrangements beyond this many (the sentence says "at least")."""
LOOK_ALIKE_SECONDS = 8.0
"""The look-alikes of a revealed game are sought this long at most, then nothing is said of them: on hex-9 or
26×26 with many rays the search ran for minutes after every reveal, assistant open or not, and its thread slowed
the whole window (a ray's path took 150 ms to show instead of 20, QA)."""


Key = tuple[str, int, tuple[tuple[int, str], ...]]


def _tr(text: str) -> str:
    return QCoreApplication.translate("Assistant", text)


def setter_turn(window: MainWindow, snapshot: Snapshot) -> bool:
    """True while a two-player setter is hiding or answering: the assistant must not help.

    A two-player mode says so with a ``setter_turn`` attribute (a bool or a
    callable) on the snapshot or on the window; the two-player flow
    (``window.two_players``) by its phase: the hand-over curtain, the
    setter's pad, or the setter copying her pattern after the round.
    """
    flow = window.two_players
    if flow is not None and flow.phase in SETTER_PHASES:
        return True
    for owner in (snapshot, window):
        value = getattr(owner, "setter_turn", False)
        if callable(value):
            value = value()
        if value:
            return True
    return False


def count_sentence(count: int) -> str:
    if count == 1:
        return _tr("Only 1 arrangement fits your rays")
    return _tr("{count} arrangements fit your rays").format(count=whole(count))


def hint_sentence(hint: Hint, port_name: str | None = None, per_ray: bool = False) -> str:
    """The hint in words; ``port_name`` is the port as the rim names it (its number by default).

    ``per_ray``: the rays are scored per ray, where a ray costs points, not markers (the same 1 or 2: a port
    whose answer is known, which alone costs otherwise, is never hinted at)."""
    # In a player's words: "bits" meant nothing to a new player (QA); what is left and what it costs do.
    if hint.expected_remaining is None:
        # Too many arrangements to count (a big board with many atoms): what share of them it leaves.
        share = percent(hint.expected_share if hint.expected_share is not None else 1.0)
        text = (
            _tr(
                "Fire at port {port}: on average it leaves about {share} of the arrangements that fit and "
                "costs {cost} points"
            )
            if per_ray
            else _tr(
                "Fire at port {port}: on average it leaves about {share} of the arrangements that fit and "
                "costs {cost} markers"
            )
        )
        return text.format(
            port=port_name if port_name is not None else hint.port, cost=decimal(hint.cost, 2), share=share
        )
    left = arrangements(hint.expected_remaining, hint.exact)
    if left == "1":  # QA: "about 1 arrangements" when each answer would tell the arrangement
        text = (
            _tr("Fire at port {port}: on average it leaves about 1 arrangement and costs {cost} points")
            if per_ray
            else _tr("Fire at port {port}: on average it leaves about 1 arrangement and costs {cost} markers")
        )
    elif per_ray:
        text = _tr("Fire at port {port}: on average it leaves about {left} arrangements and costs {cost} points")
    else:
        text = _tr("Fire at port {port}: on average it leaves about {left} arrangements and costs {cost} markers")
    return text.format(port=port_name if port_name is not None else hint.port, cost=decimal(hint.cost, 2), left=left)


class Assistant(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.scene = window.scene
        self.sessions = SessionTracker(self.controller, self)
        self.assisted_sessions: set[int] = set()
        self.analysis: Analysis | None = None
        self.analysis_key: Key | None = None
        self.pending_key: Key | None = None
        self.hint: Hint | None = None
        self._said: tuple[tuple[int | None, Key], str] | None = None
        """The hint sentence put in the status bar, and the game and answers it was for (see ``_unsay_hint``)."""
        self.heat: HeatMapItem | None = None
        self.hint_item: HintPortItem | None = None
        self.counter = JobRunner(self)
        self.hinter = JobRunner(self)
        self.twins = JobRunner(self)
        self.twins_for: tuple[int, frozenset[Cell]] | None = None
        self.twins_text = ""
        self._twins_known: dict[tuple[int, frozenset[Cell]], str] = {}
        """The look-alike sentence of each revealed game counted, by game and atoms."""

        self.panel = AssistantPanel()
        self.dock = QDockWidget(self.tr("Assistant"), window)
        self.dock.setObjectName("assistant-dock")
        self.dock.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        # Short of room (a small screen, the tutorial's card below it) the panel scrolls: squeezed, its
        # count and legend were cut.
        scroll = QScrollArea()
        scroll.setObjectName("assistant-scroll")
        scroll.setWidget(self.panel)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes on to the Hint button
        # Down it scrolls; across it keeps the panel's width: a narrow window crushed it to 70 pixels, its
        # heading cut mid-word and the Hint button a blank frame (the window's least width grows instead).
        scroll.setMinimumWidth(self.panel.minimumWidth())
        self.dock.setWidget(scroll)
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.action = QAction(self.tr("&Assistant"), window)
        self.action.setCheckable(True)
        self.action.setShortcut("Ctrl+Shift+A")
        self.action.setStatusTip(self.tr("Count the arrangements that fit your rays, show a heat map and hints"))
        window.view_menu.addAction(self.action)

        self.assisted_label = QLabel()
        self.assisted_label.setObjectName("assisted-status")
        window.statusBar().addPermanentWidget(self.assisted_label)
        self.score_note = QLabel()
        self.score_note.setObjectName("assistant-score-note")
        self.score_note.setWordWrap(True)
        score_layout = window.score_panel.layout()
        assert score_layout is not None
        score_layout.addWidget(self.score_note)

        self.counter.busyChanged.connect(self._show_busy)
        self.hinter.busyChanged.connect(self._show_busy)
        self.panel.hintRequested.connect(self.ask_hint)
        self.sessions.newSession.connect(self._on_new_session)
        self.controller.stateChanged.connect(self._on_state)
        self.controller.sideChanged.connect(lambda _side: self.refresh())
        self.scene.rebuilt.connect(self.refresh)  # the heat map and the hint ring went with the old board
        self.scene.cell_note = self._cell_note  # the keyboard cursor hears what the mouse pointer sees
        self._wrap_save_and_load()
        self._phase = ""
        # The two-player flow changes phase (hand-over, setter's pad) without a game state change.
        flow = window.two_players
        if flow is not None:
            flow.phaseChanged.connect(self._check_phase)
            flow.curtain.coveredChanged.connect(lambda _covered: self.show_mark())

        shown = window.settings.store.value(SETTING, False) in (True, "true", "1", 1)
        self.dock.setVisible(shown)
        self.action.setChecked(shown)
        self.action.toggled.connect(self.set_enabled)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)  # its counting processes end with the window, not after
        self.refresh()

    # -- on and off -----------------------------------------------------------------------------

    @property
    def enabled(self) -> bool:
        return self.action.isChecked()

    def set_enabled(self, on: bool) -> None:
        if self.action.isChecked() != on:
            self.action.setChecked(on)  # comes back here through toggled
            return
        self.dock.setVisible(on)
        self.window.settings.store.setValue(SETTING, on)
        if not on:
            self.counter.cancel()
            self.hinter.cancel()
            self.hint = None
        self.refresh()

    def _check_phase(self, _phase: str = "") -> None:
        flow = self.window.two_players
        phase = flow.phase if flow is not None else ""
        if phase != self._phase:
            self._phase = phase
            self.refresh()

    def shutdown(self) -> None:
        """Drop every running count and end the counting processes (the window is closing)."""
        for runner in (self.counter, self.hinter, self.twins):
            runner.shutdown()

    # -- the assisted mark ----------------------------------------------------------------------

    def _serial(self) -> int | None:
        return self.sessions.serials.get(self.controller.side) if self.controller.has_game else None

    @property
    def assisted(self) -> bool:
        serial = self._serial()
        return serial is not None and serial in self.assisted_sessions

    def mark_assisted(self) -> None:
        serial = self._serial()
        if serial is not None and serial not in self.assisted_sessions:
            self.assisted_sessions.add(serial)
            # The move that brought the mark may already be in the autosave: keep the mark there too.
            autosave = self.window.autosave
            if autosave is not None and not self.window.restoring:
                autosave.write()
        self.show_mark()

    def show_mark(self) -> None:
        """The "assisted" mark in the status bar, and the notes under the score (assisted, look-alikes)."""
        # Behind a cover (the hand-over screen, a setter's pad) the mark would be the hidden game's, as the
        # counts beside it would: it read "assisted" while a match's first setter hid her atoms (QA).
        marked = self.assisted and not self.window.covered
        self.assisted_label.setText(self.tr("assisted") if marked else "")
        self.assisted_label.setToolTip(self.tr("The assistant was used in this game") if marked else "")
        notes = []
        c = self.controller
        book = self.window.score_book
        # At the end of her own game the verdict above says "An assisted game is not written in your score
        # book": said twice, the panel read "assisted" twice in four lines (QA).
        told = c.has_game and book is not None and book.tells_assisted(c.game)
        if self.assisted and not told:
            notes.append(self.tr("Assisted game: the assistant helped."))
        if self.twins_text and c.has_game and c.position.finished:
            notes.append(self.twins_text)
        self.score_note.setText("\n".join(notes))
        self.score_note.setVisible(bool(notes))

    def _wrap_save_and_load(self) -> None:
        # The mark rides along in saved games as one extra key of the window's own.
        self.controller.save_extras[ASSISTED_KEY] = lambda: True if self.assisted else None
        self.controller.extrasLoaded.connect(self._on_extras)

    def _on_extras(self, extras: dict[str, object]) -> None:
        if extras.get(ASSISTED_KEY) is True:
            self.mark_assisted()

    # -- following the game ---------------------------------------------------------------------------

    def _on_new_session(self, _side: str) -> None:
        self.hint = None
        self.hinter.cancel()
        # The look-alikes of the game that is gone: neither its sentence nor a late count may stay.
        self.twins.cancel()
        self.twins_text = ""
        self.twins_for = None
        self.panel.ambiguity_label.clear()
        self._forget_gone_games()

    def _forget_gone_games(self) -> None:
        """Keep the marks and look-alike sentences of the games on the board only: a game replaced on its side
        never comes back under its number (an undo stays in the game; Open and a resume mark it again from the
        file's key), and each game of a long session left its entries behind for good."""
        live = set(self.sessions.serials.values())
        self.assisted_sessions &= live
        self._twins_known = {key: text for key, text in self._twins_known.items() if key[0] in live}

    def _on_state(self, _snapshot: Snapshot) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Bring the panel and the overlay in line with the game now shown."""
        c = self.controller
        self._unsay_hint()
        if not c.has_game:
            # A match resumed behind its hand-over screen has no round on the board yet: the setter's turn.
            flow = self.window.two_players
            if flow is not None and flow.phase in SETTER_PHASES:
                self.panel.clear(self.tr("The assistant waits: it is the setter's turn."))
            else:
                self.panel.clear(self.tr("Start a game to use the assistant."))
            self.panel.hint_button.setEnabled(False)  # it asked for nothing: there is no game to hint at
            self._remove_overlay()
            self.show_mark()
            return
        snapshot = c.snapshot()
        pos = snapshot.position
        self._refresh_twins(snapshot)
        self.panel.ambiguity_label.setText(self.twins_text)  # look-alikes are told only of a revealed game
        if not self.enabled:
            self._remove_overlay()
            self.show_mark()
            return
        if setter_turn(self.window, snapshot):
            self.counter.cancel()
            self.hinter.cancel()
            self.hint = None
            self._remove_overlay()
            self.panel.clear(self.tr("The assistant waits: it is the setter's turn."))
            self.panel.hint_button.setEnabled(False)
            self.show_mark()
            return
        if pos.finished:
            self.counter.cancel()
            self.hinter.cancel()
            self.hint = None
            self._remove_overlay()
            self.panel.clear(self.tr("Round over: the atoms are revealed."))
            self.panel.ambiguity_label.setText(self.twins_text)
            self.panel.hint_button.setEnabled(False)
            self.show_mark()
            return
        if self.window.restoring:
            self.show_mark()  # a game passing through the front while kept games are put back: not assisted
        elif not pos.known_answers():
            # Before the first answer its figures say nothing the rules do not (two QA passes found the mark
            # on a game not yet begun unfair): the game is marked once they depend on what the rays said.
            self.show_mark()
        elif self._computer_plays():
            # The computer never reads the panel: its game and score were "assisted" only in words (QA).  Once
            # she takes the board over, the figures she sees are hers and mark the game (see ComputerPlay.stop).
            self.show_mark()
        else:
            self.mark_assisted()
        self.panel.hint_button.setEnabled(True)
        self.panel.legend.setVisible(True)  # the heat map it explains is on the board
        known = pos.known_answers()
        key = self._key()
        if key != self.analysis_key:
            self.analysis = None
            self.hint = None
            self.hinter.cancel()
            self._remove_hint_ring()
            self.panel.hint_label.clear()
            self.panel.proof_label.clear()
            self.panel.contradiction_label.clear()
        self._ensure_overlay(pos.board)
        if self.analysis is None and self.heat is not None:
            self.heat.setVisible(False)  # never a stale map while counting
            self.scene.say_cursor_again()  # nor a stale figure for the keyboard cursor
        if self.analysis is not None and key == self.analysis_key:
            self._show_analysis(pos.board, self.analysis)
        elif key != self.pending_key or not self.counter.busy:
            self._count(pos.board, pos.atom_count, known, key)
        self.show_mark()

    def _computer_plays(self) -> bool:
        computer = self.window.computer_play
        return computer is not None and computer.playing

    def _count(self, board: Board, atoms: int, known: dict[int, Outcome], key: Key) -> None:
        self.pending_key = key
        self.panel.count_label.setText(self.tr("Counting the arrangements that fit…"))
        self.panel.count_started()  # its seconds from now, also when it replaces a count still running

        def done(counted: jobs.Counted) -> None:
            self.analysis = jobs.analysis(atoms, known, counted)
            self.analysis_key = key
            self.pending_key = None
            self.refresh()

        # A Call, not a closure: a long count goes on in a process and leaves the window Python's lock.
        self.counter.start(Call(jobs.count, (board, atoms, dict(known))), done, self._failed)

    def _failed(self, error: BaseException) -> None:
        if not isinstance(error, Cancelled):
            self.panel.count_label.setText(self.tr("The assistant could not count: {error}").format(error=error))

    def _show_busy(self, _busy: bool) -> None:
        self.panel.set_busy(self.counter.busy or self.hinter.busy)

    def _show_analysis(self, board: Board, analysis: Analysis) -> None:
        panel = self.panel
        if analysis.contradiction is not None:
            panel.count_label.setText(self.tr("No arrangement fits these answers"))
            c = self.controller  # ports and exits named as on the rim (View → Port names)
            rays = ", ".join(
                f"{c.port_name(port)} ({c.say(analysis.observations[port])})" for port in analysis.contradiction
            )
            panel.contradiction_label.setText(
                self.tr("These rays cannot all be right: {rays}. One of these answers was given wrongly.").format(
                    rays=rays
                )
            )
            panel.proof_label.clear()
            panel.hint_button.setEnabled(False)
            panel.legend.setVisible(False)  # no heat map to explain
            if self.heat is not None:
                self.heat.setVisible(False)
            return
        panel.contradiction_label.clear()
        panel.count_label.setText(count_sentence(analysis.count))
        empty, full = analysis.empty, analysis.full
        if not empty:
            lines = [self.tr("Proved empty: no cell")]  # French: "aucune case", not "0 cases"
        elif len(empty) == 1:
            lines = [self.tr("Proved empty: 1 cell")]
        else:
            lines = [self.tr("Proved empty: {n} cells").format(n=len(empty))]
        if len(full) == 1:
            lines.append(self.tr("Proved to hold an atom: {cell}").format(cell=board.names(full)[0]))
        elif full:
            lines.append(self.tr("Proved to hold an atom: {cells}").format(cells=", ".join(board.names(full))))
        panel.proof_label.setText("\n".join(lines))
        if self.heat is not None:
            self.heat.show_values(analysis.probabilities, empty, full)
            self.heat.setVisible(True)
            self.scene.say_cursor_again()
        if self.hint is not None:
            panel.hint_label.setText(self._hint_sentence(self.hint))

    # -- the hint ----------------------------------------------------------------------------------

    def ask_hint(self) -> None:
        c = self.controller
        if not c.has_game or not self.enabled:
            return
        snapshot = c.snapshot()
        pos = snapshot.position
        if pos.finished or setter_turn(self.window, snapshot):
            return
        board, atoms, known = pos.board, pos.atom_count, pos.known_answers()
        self.panel.hint_label.setText(self.tr("Looking for the most useful ray…"))
        if not self._computer_plays():
            # The computer's game is not marked for a hint she asked while watching it (QA): it never reads the
            # panel, as with the figures (see refresh).
            self.mark_assisted()
            self.window.statusBar().showMessage(self.tr("Assisted: hint asked"), 3000)
        asked_for = (self._serial(), self._key())

        def done(found: tuple[Hint | None, bool]) -> None:
            hint, fits = found
            self.hint = hint
            self._remove_hint_ring()
            if hint is None:
                text = (
                    self._nothing_to_learn(asked_for[1])
                    if fits
                    else self.tr("No hint: the answers contradict each other.")
                )
            else:
                text = self._hint_sentence(hint)
                self._show_hint_ring(hint.port)
                if not self._computer_plays() and self.scene.layout is not None:
                    self.scene.aim_cursor(Target("port", hint.port))  # Tab to the board, Enter fires it
            self.panel.hint_label.setText(text)
            self.window.show_message(text)  # said too, where a screen reader hears it: not only in the dock
            self._said = (asked_for, text)

        self.hinter.start(Call(jobs.hint, (board, atoms, dict(known))), done, self._failed)

    def _nothing_to_learn(self, key: Key) -> str:
        """No ray can tell the arrangements left apart: one, or several that answer every ray alike."""
        analysis = self.analysis if self.analysis_key == key else None
        if analysis is not None and analysis.count > 1:
            # QA: beside "2 arrangements fit your rays", "place your balls on the cells that fit" left her
            # looking for the ray that would pick one.
            return self.tr(
                "No ray can tell the {count} arrangements left apart: place your balls on one of them."
            ).format(count=whole(analysis.count))
        return self.tr("No ray can teach you more: place your balls on the cells that fit.")

    def _key(self) -> Key:
        """The board and what its rays have told: a count or a hint is for these."""
        pos = self.controller.position
        known = pos.known_answers()
        return pos.board.spec, pos.atom_count, tuple(sorted((p, str(o)) for p, o in known.items()))

    def _unsay_hint(self) -> None:
        """Take the hint's sentence out of the status bar once it is about another position.

        The panel's copy went as the ray it named was fired, but the status bar kept "Fire at port 12" for
        eight seconds after port 12 was answered, and "No ray can teach you more" over the reveal (QA).
        """
        if self._said is None:
            return
        asked_for, text = self._said
        c = self.controller
        still = c.has_game and self.enabled and not c.position.finished and asked_for == (self._serial(), self._key())
        if still:
            return
        self._said = None
        status = self.window.statusBar()
        if status.currentMessage() == text:
            status.clearMessage()  # only the hint's words: a message of the window's since then stays

    def _hint_sentence(self, hint: Hint) -> str:
        return hint_sentence(
            hint, self.controller.port_name(hint.port), per_ray=self.controller.score_variant is Scoring.PER_RAY
        )

    def _show_hint_ring(self, port: int) -> None:
        layout = self.scene.layout
        if layout is None or self.scene.table_top is None:
            return
        self.hint_item = HintPortItem(
            port, layout.token_centre(port), layout.token_radius, self.scene.table_top, self.controller.port_name(port)
        )

    def _remove_hint_ring(self) -> None:
        if self.hint_item is not None and shiboken6.isValid(self.hint_item):
            self.scene.removeItem(self.hint_item)
        self.hint_item = None

    # -- the overlay -------------------------------------------------------------------------------

    def _ensure_overlay(self, board: Board) -> None:
        layout = self.scene.layout
        if self.heat is not None and shiboken6.isValid(self.heat) and self.heat.scene() is self.scene:
            return
        self.heat = None
        if layout is None or self.scene.table_top is None or layout.board.spec != board.spec:
            return  # the scene still shows the other side's board: the overlay comes with the redraw
        cells = [(cell, board.cell_name(cell), layout.cell_polygon(cell)) for cell in board.cells]
        self.heat = HeatMapItem(cells, self.scene.table_top)
        self.heat.setVisible(False)
        if self.hint is not None:
            self._show_hint_ring(self.hint.port)

    def _cell_note(self, cell: int) -> str | None:
        heat = self.heat
        if heat is None or not shiboken6.isValid(heat):
            return None
        return heat.figure(cell)

    def _remove_overlay(self) -> None:
        if self.heat is not None and shiboken6.isValid(self.heat):
            self.scene.removeItem(self.heat)
        self.heat = None
        self._remove_hint_ring()

    # -- look-alike arrangements after the reveal -------------------------------------------------------

    def _refresh_twins(self, snapshot: Snapshot) -> None:
        reveal = snapshot.reveal
        serial = self._serial()
        if reveal is None or serial is None:
            # A game in play (the board turned over to one, or a new one): nothing to tell yet, and
            # a count still running for the revealed game must not land here.
            self.twins.cancel()
            self.twins_for = None
            self.twins_text = ""
            return
        wanted = (serial, reveal.atoms)
        if wanted == self.twins_for:
            return
        self.twins_for = wanted
        if wanted in self._twins_known:
            # Counted before the board was turned over: on a big board the count takes minutes.  A count
            # still running is the other side's game's: it stops, and must not land here.
            self.twins.cancel()
            self.twins_text = self._twins_known[wanted]
            self.panel.ambiguity_label.setText(self.twins_text)
            self.show_mark()
            return
        self.twins_text = ""  # the other side's look-alikes are not this game's
        board = snapshot.board
        give_up_at = time.monotonic() + LOOK_ALIKE_SECONDS

        def done(count: int) -> None:
            # Two whole sentences, never "at least" glued into the other: French says "Au moins 50 …".
            if count >= EQUIVALENT_LIMIT:
                text = self.tr(
                    "At least {count} arrangements answer every ray alike: no ray can tell them apart."
                ).format(count=count)
            elif count > 1:
                text = self.tr("These {count} arrangements answer every ray alike: no ray can tell them apart.").format(
                    count=count
                )
            else:
                text = ""
            if wanted[0] in self.sessions.serials.values():  # a count for a game gone keeps nothing
                self._twins_known[wanted] = text
            if self.twins_for != wanted:
                return  # the board shows another game now
            self.twins_text = text
            self.panel.ambiguity_label.setText(self.twins_text)
            self.show_mark()

        self.twins.start(Call(jobs.look_alikes, (board, reveal.atoms, EQUIVALENT_LIMIT, give_up_at)), done)


def install(window: MainWindow) -> None:
    window.assistant = Assistant(window)
