"""The two-player flow: which screen is up, whose turn it is, and what the next step is.

One :class:`TwoPlayerFlow` per window.  It holds the match (``model.match``)
or the duel (``model.duel``) and plays each round on the window's own table
through the controller, so a round is played exactly as a solitaire game is.
The controller's ``fire_hook`` lets it take a ray over: in a tabletop round
the experimenter types what the setter announced; in a duel a ray ends the
turn.

Hidden information stays hidden: the setter's pad is only ever shown behind
the hand-over curtain, the table shows the experimenter's position only (the
controller's snapshot never carries the atoms before the reveal), and a saved
match stores atoms as puzzle codes.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication

from ...model import match_file
from ...model.board import Board, Cell, Port
from ...model.duel import Duel
from ...model.errors import BlackBoxError, MoveError
from ...model.game import Game
from ...model.match import Match
from ...model.outcome import OutcomeKind
from ...model.port_names import parse_port, port_label
from ...model.scoring import Scoring, points_text
from ...model.setup import random_setup
from ..controller import Snapshot, describe
from ..i18n import atoms_phrase, phrase
from ..modal import run_modal
from ..model_texts import scoring_title, tr_model
from .curtain import Curtain
from .dialogs import AnnouncementDialog, MatchSetup, PuzzleDialog, named
from .dock import TwoPlayerDock
from .pad import SetterPad

if TYPE_CHECKING:
    from ..window import MainWindow


def tr(text: str) -> str:
    return phrase("TwoPlayers", text)  # names come in through format, which elides in French


def _round_over(match: Match) -> str:
    """"Round 1 is over: Bob scores 12." (0 while no round is on the board)."""
    current = match.current
    return tr("Round {n} is over: {experimenter} scores {score}.").format(
        n=match.round_number, experimenter=match.experimenter,
        score=points_text(current.score().total) if current else 0)


def _duel_turn(name: str) -> str:
    """The hand-over's heading before a duel turn (the default one said the sentence below it twice)."""
    return tr("French duel: {name}'s turn").format(name=name)


class TwoPlayerFlow(QObject):
    phaseChanged = Signal(str)
    """The flow moved to another phase (features that must stay quiet for the setter listen)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.curtain = Curtain(window.centralWidget())
        self.curtain.hand_over.continued.connect(self._continue)
        self.curtain.coveredChanged.connect(window.set_covered)
        self.curtain.table = window.view  # arrows and Enter play on at once after a hand-over
        self.dock = TwoPlayerDock(window)
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        self.dock.hide()
        window.leave_guards.append(self.may_leave)
        self.match: Match | None = None
        self.duel: Duel | None = None
        self._phase = ""
        self.puzzle_dialog: PuzzleDialog | None = None
        self._after_cover: Callable[[], None] | None = None
        self._round_setup: frozenset[Cell] | None = None
        self._shown = 0
        self._fired = False
        self._duel_setup: MatchSetup | None = None
        self._scoring_shown: Scoring | None = None
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
    def phase(self) -> str:
        """``cover`` / ``pad`` while the seat changes or a setter hides; ``play``; ``reveal`` (tabletop: the
        setter enters her pattern); ``review`` (a round is over); ``over``; ``""`` outside a match."""
        return self._phase

    @phase.setter
    def phase(self, value: str) -> None:
        if value != self._phase:
            self._phase = value
            self.phaseChanged.emit(value)

    @property
    def active(self) -> bool:
        return self.match is not None or self.duel is not None or self.phase != ""

    @property
    def duel_hiding(self) -> bool:
        """The duel's players are hiding their atoms: it is no file yet (it is once both have hidden)."""
        return self._duel_setup is not None and self.duel is None and self.phase != ""

    @property
    def label_style(self) -> str:
        return self.window.scene.label_style

    def _reset(self) -> None:
        self.match = None
        self.duel = None
        self.window.play_hint = None
        self.window.counted_hint = None
        self.phase = ""
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
        computer = getattr(self.window, "computer_play", None)
        if computer is not None:
            computer.stop()
        tutorial = getattr(self.window, "tutorial", None)
        if tutorial is not None:
            tutorial.stop()

    def _begin(self) -> None:
        self._take_the_table()
        self._place_dock()
        self.dock.show()
        self._set_flip(False)
        self.window.forget_match_file()
        self.window.done_hint = tr("This box is done. Click any port to see its ray’s path; the two-player "
                                   "panel says what comes next.")

    def _place_dock(self) -> None:
        """Put the two-player dock where the board keeps the larger size: beside it on a wide window,
        below it on a low one (at 1024×700 a column beside the panel left the board a third of the width)."""
        view = self.window.view
        width, height = view.width(), view.height()
        if self.dock.isVisible() and not self.dock.isFloating():
            if self.window.dockWidgetArea(self.dock) == Qt.DockWidgetArea.BottomDockWidgetArea:
                height += self.dock.height()
            else:
                width += self.dock.width()
        scene = view.sceneRect()
        # No board on the table yet: the default board with its trays is about 4 wide for 3 high.
        scene_width, scene_height = (scene.width(), scene.height()) if not scene.isEmpty() else (4.0, 3.0)
        right = Qt.DockWidgetArea.RightDockWidgetArea
        bottom = Qt.DockWidgetArea.BottomDockWidgetArea
        across, down = self.dock.footprint(right), self.dock.footprint(bottom)
        beside = min((width - across) / scene_width, height / scene_height)
        below = min(width / scene_width, (height - down) / scene_height)
        area = bottom if below > beside else right
        self.window.addDockWidget(area, self.dock)
        self.dock.fit_area(area)
        if area == bottom:
            self.window.resizeDocks([self.dock], [down], Qt.Orientation.Vertical)
        else:
            self.window.resizeDocks([self.dock], [across], Qt.Orientation.Horizontal)

    def _detach(self, text: str) -> None:
        computer = getattr(self.window, "computer_play", None)
        if computer is not None and computer.in_match:
            computer.stop()  # its round goes with the match
        self._reset()
        self.window.forget_match_file()  # the title names the side's file again, not the match's
        self.window.done_hint = None
        self.dock.hide()
        self._set_flip(True)
        self.window.show_message(text)

    def leave(self) -> None:
        self.may_leave()

    def may_leave(self) -> bool:
        """Ask before a match or duel is left; True when there is none or the players agree."""
        if not self.active:
            return True
        # A decided match or duel is not kept anyway (the README's "Nothing lost"): no alarming question.
        decided = self.phase == "over"
        if not decided and not self.window.confirm(
                tr("Leave?"), tr("Leave this two-player game? It is lost unless you saved it.")):
            return False
        side = self.controller.side
        left = self.controller.game if self.controller.has_game and self.controller.game.setup is None else None
        empty = not self.controller.has_game  # a match resumed behind its hand-over had no round on the board
        self._detach(tr("You left the two-player game."))
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
                tr("You left the two-player game: its round could not be scored without the setter's atoms, so a "
                   "new game against the computer has started.") if left is not None else
                tr("You left the two-player game. A new game against the computer has started."))

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
        self.phase = "cover"
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

    def _pad(self, board: Board, count: int, heading: str, done: Callable[[frozenset[Cell]], None],
             *, done_text: str = "", allow_random: bool = True) -> SetterPad:
        self.phase = "pad"
        pad = SetterPad(board, count, heading, label_style=self.label_style, done_text=done_text,
                        allow_random=allow_random)
        pad.done.connect(done)
        pad.cancelled.connect(self.leave)
        self.curtain.show_pad(pad)
        self._refresh()
        return pad

    # -- matches (hot-seat and tabletop) ------------------------------------------------------------------

    def start_match(self, setup: MatchSetup, answered_by: str) -> None:
        """Start a match; the first player hides first (``program``) or keeps her own pad (``person``)."""
        try:
            match = Match.new(named(setup.players), setup.board, setup.atom_count, setup.rules, setup.rounds,
                              answered_by, setup.computer)
        except BlackBoxError as error:
            self.window.error_box(tr("The match could not be started"), tr_model(str(error)))
            return
        self._reset()
        self.match = match
        self._begin()
        self._begin_round()

    def _begin_round(self) -> None:
        match = self.match
        assert match is not None
        if match.computer_hides:
            self._computer_hides()
            return
        if match.computer_seeks:
            self._show_setter_pad()  # no hand-over: the computer does not look
            return
        if match.answered_by == "person":
            self.match = match.hide(None)
            self._round_setup = None
            self._load_round()
            return
        self._cover(match.setter, match.experimenter, self._show_setter_pad,
                    tr("Round {n}: {setter} hides the atoms").format(n=match.round_number, setter=match.setter))

    def _computer_hides(self) -> None:
        """The computer's turn to hide: atoms every ray can tell apart, as New game hides them."""
        match = self.match
        assert match is not None
        atoms = self.window.hide_atoms(match.board, match.atom_count, None, True)
        if atoms is None:  # she cancelled a long search
            self._detach(tr("You left the match against the computer."))
            return
        self.match = match.hide(atoms)
        self._round_setup = atoms
        self._load_round()

    def _show_setter_pad(self) -> None:
        match = self.match
        assert match is not None
        if match.computer_seeks:  # "…for Computer to find" named the computer as a person ("qu'Ordinateur")
            heading = tr("{setter}'s pad: hide {atoms} for the computer to find")
        else:
            heading = tr("{setter}'s pad: hide {atoms} for {experimenter} to find")
        self._pad(match.board, match.atom_count,
                  heading.format(setter=match.setter, atoms=atoms_phrase(match.atom_count),
                                 experimenter=match.experimenter),
                  self._hidden)

    def _hidden(self, atoms: frozenset[Cell]) -> None:
        match = self.match
        assert match is not None
        self.match = match.hide(atoms)
        self._round_setup = atoms
        self.curtain.drop_pad()
        if match.computer:
            self._load_round()  # the computer seeks them: nobody to hand the table over to
        else:
            self._cover_for_experimenter(match)

    def _cover_for_experimenter(self, match: Match) -> None:
        """The hand-over to the round's experimenter, once her atoms are hidden (also at a resume)."""
        self._cover(match.experimenter, match.setter, self._load_round,
                    tr("Round {n}: {experimenter} experiments").format(
                        n=match.round_number, experimenter=match.experimenter))

    def _load_round(self, resumed: bool = False) -> None:
        """The round on the table; ``resumed``: put back from a file (the computer, seeking, waits paused)."""
        match = self.match
        assert match is not None and match.current is not None
        self.curtain.lift()
        self.phase = "play"
        if match.current.finished:
            # Resumed after the reveal: _on_state has moved the phase on.  A tabletop round is replayed, so
            # that her pattern (and the setter errors it showed) can still be taken back, as before the resume.
            if match.current.revealed_by_setter:
                self.controller.load_replayed(match.current)
            else:
                self.controller.load(match.current)
            self._show_scoring_kept()
            if self.phase == "review":
                self._say_round_over()  # as the panel said when the round ended, not a blank panel
                if self._unreviewed and match.current.revealed_by_setter:
                    # Left before the players answered (a crash, a file saved meanwhile): asked again, once the
                    # window shows the round.
                    QTimer.singleShot(0, lambda game=self.controller.game: self._review_again(game))
            return
        self.controller.load_replayed(match.current)  # a resumed round: its announced rays stay undoable
        self._show_scoring_kept()
        if match.computer_seeks:
            self._let_the_computer_seek(match, resumed)
            return
        if match.computer_hides:
            text = tr("The computer has hidden {atoms}. {experimenter}, click a port to fire a ray.")
        elif match.answered_by == "person":
            text = tr("{setter} keeps the atoms hidden on a board or on paper. {experimenter}, click a port and enter "
                      "what {setter} announces.")
        else:
            text = tr("{setter} has hidden {atoms}. {experimenter}, click a port to fire a ray.")
        self.controller.announce(text.format(setter=match.setter, atoms=atoms_phrase(match.atom_count),
                                             experimenter=match.experimenter))
        self._refresh()

    def _let_the_computer_seek(self, match: Match, resumed: bool) -> None:
        computer = self.window.computer_play  # type: ignore[attr-defined]
        computer.seek_in_match(match.computer, paused=resumed)
        if resumed:
            text = tr("The computer was seeking {setter}'s atoms. Computer: resume lets it go on.").format(
                setter=match.setter)
            self.controller.announce(text)
            self.window.show_message(text)
        self._refresh()

    def _show_scoring_kept(self) -> None:
        """The round put back from a file shows the scoring the panel showed for it (once: later rounds
        start with the rules' own, as in play)."""
        if self._scoring_shown is not None:
            self.controller.set_score_variant(self._scoring_shown)
            self._scoring_shown = None

    def _belongs(self, game: Game) -> bool:
        match = self.match
        if match is None or match.current is None:
            return False
        if game.board != match.board or game.rules != match.rules:
            return False
        if game.setup == self._round_setup:
            return True
        return self._round_setup is None and any(move.startswith("S=") for move in game.history)

    def _score_note(self, game: Game, shown: Scoring) -> str:
        """A round's (or a duel box's) score shown another way than its rules (the panel's choice) says what
        counts."""
        duel = self.duel
        if duel is not None and any(game.board == box.board and game.setup == box.setup for box in duel.boxes):
            counted = game.rules.scoring
            if shown is counted:
                return ""
            return tr("The duel counts its own scoring ({scoring}): {n}.").format(
                scoring=scoring_title(counted), n=game.score().total)
        match = self.match
        if match is None or shown is match.rules.scoring or not self._belongs(game):
            return ""
        return tr("The match counts its own scoring ({scoring}): {n}.").format(
            scoring=scoring_title(match.rules.scoring), n=game.score().total)

    def _on_state(self, _snapshot: Snapshot) -> None:
        if self.duel is not None and self.phase in ("play", "over"):
            game = self.controller.game
            box = self.duel.boxes[self._shown]
            if game.board != self.duel.board or game.setup != box.setup:
                self._detach(tr("The duel was left for another game."))
                return
            boxes = (game, self.duel.boxes[1]) if self._shown == 0 else (self.duel.boxes[0], game)
            self.duel = replace(self.duel, boxes=boxes)  # her balls; she names them through the duel's rules
            self._refresh()
            return
        if self.match is None or self.phase not in ("play", "reveal", "review"):
            return
        game = self.controller.game
        if not self._belongs(game):
            self._detach(tr("The match was left for another game."))
            return
        self.match = self.match.with_round(game)
        self._follow_round(game)
        self._refresh()

    def _follow_round(self, game: Game) -> None:
        """Keep the phase in step with the round on the board, both ways.

        Finishing moves it on (to the setter's pad in a tabletop round, else to the review); an undo
        moves it back: the setter's pattern taken back brings her pad back, or the round could never
        be scored and the match never go on.
        """
        if not game.finished:
            wanted = "play"
        elif game.setup is None:
            wanted = "reveal"
        else:
            wanted = "review"
        if wanted == self.phase:
            return
        if wanted == "reveal":
            self._show_reveal_pad()
        else:
            if wanted == "review" and self.match is not None and self.match.computer_seeks:
                # The computer's round is its own: no undo hands her its moves to play on.
                self.controller.undo_stack.clear()
            if self.phase == "reveal" and self.curtain.pad is not None:
                self.curtain.lift()  # the pattern came back some other way (a redo): her pad has nothing to ask
            self.phase = wanted

    def _say_round_over(self) -> None:
        match = self.match
        assert match is not None
        self.controller.announce((self.controller.verdict_text() + " " + _round_over(match)).strip())

    def _show_reveal_pad(self) -> None:
        match = self.match
        assert match is not None
        self._pad(match.board, match.atom_count,
                  tr("{setter}, copy the atoms from your own pad: the program checks every announcement").format(
                      setter=match.setter),
                  self._revealed, done_text=tr("These are my atoms"), allow_random=False)
        self.phase = "reveal"

    def _revealed(self, atoms: frozenset[Cell]) -> None:
        match = self.match
        assert match is not None
        self.curtain.lift()
        pattern = "S=" + ",".join(match.board.names(atoms))
        before = self.controller.game
        try:
            revealed = before.apply(pattern)
            shown, excusable = len(revealed.wrong_announcements()), revealed.excusable()
        except BlackBoxError:  # the controller refuses the pattern below and says why
            shown, excusable = before.position.setter_errors, before.position.excused
        # RULES.md §4: once the program knows the atoms it counts the setter errors.  Those entered during
        # play that her atoms do not show are taken back with her pattern, as one step: an undo brings both
        # back, and no score is left counting errors that every answer she gave disproves.  So are balls
        # excused before her atoms were known that they show no wrong answer misled.
        taken_back = max(0, before.position.setter_errors - shown)
        lapsed = max(0, before.position.excused - excusable)
        self._unreviewed = True  # from the pattern on: the autosave it makes keeps the question to ask
        if not self.controller.play_all([pattern] + ["E-"] * taken_back + ["X-"] * lapsed, describe([pattern])):
            self._unreviewed = False
            return
        self.phase = "review"
        self._review(taken_back)
        self._refresh()

    def _review(self, taken_back: int = 0) -> None:
        self._unreviewed = True
        try:
            self.review_announcements(taken_back)
        finally:
            self._unreviewed = False
        # Answered, maybe with no move (No): the match moved on all the same, and the autosave must say so.
        self.phaseChanged.emit(self.phase)

    def _review_again(self, game: Game) -> None:
        if not (self._unreviewed and self.phase == "review" and self.match is not None
                and self.controller.game is game) or getattr(self.window, "quiet", False):
            return  # (a quiet run, --screenshot, asks nothing: no one is there to answer)
        if not self.window.isVisible() or QApplication.activeModalWidget() is not None or self.window.asking:
            # At start-up the window is not shown yet, and a box may be open (one part of the autosave could not
            # be read back): the question waits for the window, alone.
            QTimer.singleShot(100, lambda: self._review_again(game))
            return
        self._review()

    def review_announcements(self, taken_back: int = 0) -> None:
        """List the wrong announcements; with the players' yes, count them as setter errors (and excuse balls).

        ``taken_back``: setter errors entered during play that the atoms did not show, just taken back.
        """
        game = self.controller.game
        match = self.match
        setter = match.setter if match is not None else tr("the setter")
        wrong = game.wrong_announcements()
        back = ""
        if taken_back:
            back = " " + (tr("1 setter error counted during play is taken back: the atoms do not show it.")
                          if taken_back == 1 else
                          tr("{n} setter errors counted during play are taken back: the atoms do not show them.")
                          .format(n=taken_back))
        if not wrong:
            self.controller.announce(tr("Every announcement {setter} made was right.").format(setter=setter) + back)
            return
        lines = [
            tr("{port}: announced {said}, the atoms give {true}").format(
                port=self.controller.port_name(shot.port), said=self.controller.say(shot.outcome),
                true=self.controller.say(game.answer(shot.port)))
            for shot in wrong
        ]
        errors = max(0, len(wrong) - game.position.setter_errors)
        # Only Parker's scoring forgives a ball the wrong answers misled (the panel can still excuse one later).
        parker = self.controller.score_variant is Scoring.PARKER
        excused = max(0, game.proposed_excused() - game.position.excused) if parker else 0
        heading = (tr("{setter} announced 1 ray wrongly:") if len(wrong) == 1 else
                   tr("{setter} announced {n} rays wrongly:"))
        text = heading.format(setter=setter, n=len(wrong)) + "\n" + "\n".join("• " + line for line in lines)
        proposal = (tr("Count 1 setter error, −5?") if errors == 1 else
                    tr("Count {n} setter errors, −5 each?").format(n=errors))
        counted = game.position.setter_errors
        if counted and errors:
            # Said first, or "Count 1 setter error" beside 2 wrong announcements looked like a slip.
            proposal = (tr("1 setter error is already counted.") if counted == 1 else
                        tr("{k} setter errors are already counted.").format(k=counted)) + " " + proposal
        if excused:
            reason = (tr("Parker rules: 1 misplaced ball was not {experimenter}'s fault.") if excused == 1 else
                      tr("Parker rules: {k} misplaced balls were not {experimenter}'s fault."))
            proposal += " " + reason.format(k=excused, experimenter=match.experimenter if match is not None else "")
        # The panel keeps it short (the ports), so that the score below stays in sight; the box gives each one.
        ports = ", ".join(self.controller.port_name(shot.port) for shot in wrong)
        self.controller.announce(heading.format(setter=setter, n=len(wrong)).rstrip(":") + ": " + ports + "." + back)
        if (errors or excused) and self.window.confirm(tr("Wrong announcements"), text + "\n\n" + proposal):
            self.controller.play_all(["E+"] * errors + ["X+"] * excused, tr("setter errors"))

    def next_round(self) -> None:
        match = self.match
        if match is None or match.current is None:
            return
        try:
            self.match = match.end_round()
        except MoveError as error:
            self.window.show_message(tr_model(str(error)))
            return
        if self.match.over:
            self._match_over()
        else:
            self._begin_round()
        self._refresh()

    def _match_over(self) -> None:
        match = self.match
        assert match is not None
        self.phase = "over"
        # The match is decided: its last round is closed (Undo took the setter's copied-in atoms back and left
        # the round with no way to enter them again), and so are its scores (the −5 buttons changed the panel's
        # total while the sheet kept the winner).
        self.controller.undo_stack.clear()
        self.window.close_scores(True)
        totals = match.totals()
        winner = match.winner()
        scores = ", ".join(f"{name} {points_text(totals[name])}" for name in match.players)
        if winner is None:
            text = tr("The match is a draw: {scores}.").format(scores=scores)
        else:
            text = tr("{winner} wins the match (lower total as experimenter): {scores}.").format(
                winner=winner, scores=scores)
        self.controller.announce(text)
        self.window.show_message(text)

    # -- the tabletop: announcements -------------------------------------------------------------------------

    def _ask_announcement(self, port: Port) -> str | None:
        match = self.match
        game = self.controller.game
        dialog = AnnouncementDialog(game.board, game.rules.edition, port, match.setter if match else "",
                                    self.label_style, self.window, check=lambda answer: self.refusal(port, answer))
        run_modal(dialog)
        return dialog.answer

    def refusal(self, port: Port, answer: str) -> str | None:
        """Why the announced ``answer`` for a ray at ``port`` cannot be true; None when it can.

        Rule choice (RULES.md §3: a port holds at most one marker, and outcomes are symmetric): an
        exit at a port whose answer is already known would need a second marker on it.  At the
        table the experimenter says so at once and the setter looks at her pad again, so the
        announcement is refused and asked again, not kept as a slip to be found at the end.
        """
        if not answer.isdecimal():
            return None
        out = int(answer)
        known = self.controller.position.known_answers()
        if out == port or out not in known:
            return None
        board = self.controller.game.board
        setter = self.match.setter if self.match is not None else tr("the setter")
        names = {"port": port_label(board, port, self.label_style), "exit": port_label(board, out, self.label_style),
                 "setter": setter}
        outcome = known[out]
        if outcome.port is not None:
            text = tr("Port {exit} is already paired with port {other} (a ray at either comes out at the other), "
                      "so the ray at {port} cannot come out at {exit}.")
            names["other"] = port_label(board, outcome.port, self.label_style)
        elif outcome.kind is OutcomeKind.ABSORBED:
            text = tr("A ray at {exit} is absorbed, so the ray at {port} cannot come out at {exit}.")
        else:
            text = tr("A ray at {exit} comes back out at {exit}, so the ray at {port} cannot come out there.")
        text += " " + tr("{setter}, please look at your pad and answer again.")
        for key, value in names.items():
            text = text.replace("{" + key + "}", value)
        return text

    def _finish_hook(self) -> bool:
        """In a duel “I have finished” means naming the atoms, on one's turn, with every ball placed."""
        if self.duel is None:
            return False
        self.name_atoms()
        return True

    def _fire_allowed(self, port: Port) -> bool:
        """In a duel a ray is fired only in its player's turn, one a turn, and not once she must name her atoms."""
        duel = self.duel
        if duel is None:
            return True
        if self.phase != "play" or self._fired or duel.turn != self._shown:
            return False
        try:
            duel.play(f"F{port}")
        except BlackBoxError:
            return False
        return True

    def _fire_hook(self, port: Port) -> bool:
        if self.duel is not None:
            self._duel_fire(port)
            return True
        match = self.match
        if match is None or self.phase != "play" or self.controller.game.setup is not None:
            return False
        answer = self.ask_announcement(port)
        if answer is None:
            return True
        refusal = self.refusal(port, answer)
        if refusal:
            self.controller.announce(refusal)
            return True
        if self.controller.play(f"F{port}={answer}"):
            outcome = self.controller.position.shots[-1].outcome
            text = tr("Ray at {port}: {setter} announced {answer}").format(
                port=self.controller.port_name(port), setter=match.setter, answer=self.controller.say(outcome))
            if match.rules.markers_by_hand:
                text += ". " + tr("Lay the markers: drag tokens from the tray to the ports (or, on a port, press H, "
                                  "R or P).")
            self.controller.announce(text)
        return True

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
        self.controller.click_port(port)

    # -- the French duel -----------------------------------------------------------------------------------

    def start_duel(self, setup: MatchSetup) -> None:
        try:
            names = Duel.names(named(setup.players))  # before anyone hides her atoms for nothing
        except BlackBoxError as error:
            self.window.error_box(tr("The duel could not be started"), tr_model(str(error)))
            return
        self._reset()
        self._duel_setup = replace(setup, players=names)
        self._duel_atoms = []
        self._begin()
        names = self._duel_names()
        self._cover(names[0], names[1], lambda: self._duel_pad(0),
                    tr("French duel: {name} hides the atoms").format(name=names[0]))

    def _duel_names(self) -> tuple[str, str]:
        if self.duel is not None:
            return self.duel.players
        setup = self._duel_setup
        assert setup is not None
        return (setup.players[0].strip()[:40] or tr("Player 1"), setup.players[1].strip()[:40] or tr("Player 2"))

    def _duel_pad(self, player: int) -> None:
        setup = self._duel_setup
        assert setup is not None
        names = self._duel_names()
        self._pad(setup.board, setup.atom_count,
                  tr("{name}'s box: hide {atoms} for {other} to find").format(
                      name=names[player], atoms=atoms_phrase(setup.atom_count), other=names[1 - player]),
                  self._duel_hidden)

    def _duel_hidden(self, atoms: frozenset[Cell]) -> None:
        setup = self._duel_setup
        assert setup is not None
        self._duel_atoms.append(atoms)
        self.curtain.drop_pad()
        names = self._duel_names()
        if len(self._duel_atoms) == 1:
            self._cover(names[1], names[0], lambda: self._duel_pad(1),
                        tr("French duel: {name} hides the atoms").format(name=names[1]))
            return
        try:
            self.duel = Duel.new(setup.players, setup.board, setup.atom_count,
                                 (self._duel_atoms[0], self._duel_atoms[1]), setup.rules.scoring)
        except BlackBoxError as error:
            self._detach(tr_model(str(error)))
            return
        self._cover(names[0], names[1], lambda: self._show_box(0), _duel_turn(names[0]))

    def _show_box(self, player: int) -> None:
        duel = self.duel
        assert duel is not None
        self.curtain.lift()
        self._shown = player
        self._fired = False
        self.phase = "over" if duel.over else "play"
        self.window.play_hint = tr("Your turn is one ray into the other player's box (click a port, or type it in "
                                   "the Port field), or put your balls where you think the atoms are and press "
                                   "“Name my atoms”. Then pass the computer.")
        self.window.counted_hint = tr("Misplaced atoms are counted when you press “Name my atoms”.")
        self.controller.load(duel.boxes[player])
        me, other = duel.players[player], duel.players[1 - player]
        if duel.over:
            self._duel_over()
        elif duel.must_name(player):
            self.controller.announce(tr("{me}, {other} has named the atoms in your box and your score is no longer "
                                        "lower: "
                                        "put your balls where you name the atoms and press “Name my atoms”.")
                                     .format(me=me, other=other))
        else:
            self.controller.announce(tr("{me}, your turn: fire a ray into {other}'s box, or name the atoms in it.")
                                     .format(me=me, other=other))
        self._refresh()

    def _duel_fire(self, port: Port) -> None:
        duel = self.duel
        assert duel is not None
        player = self._shown
        if self.phase != "play":
            return
        if self._fired or duel.turn != player:
            self.window.show_message(tr("You have played your turn: pass the computer to {other}.").format(
                other=duel.players[1 - player]))
            return
        try:
            after = duel.play(f"F{port}")
        except BlackBoxError as error:
            self.window.show_message(tr_model(str(error)))
            self.controller.announce(tr_model(str(error)))
            return
        self.duel = after
        if not self.controller.play(f"F{port}"):
            self.duel = duel
            return
        self.controller.undo_stack.clear()  # a ray fired in a duel cannot be taken back
        outcome = self.controller.position.shots[-1].outcome
        text = tr("Ray at {port}: {answer}").format(port=self.controller.port_name(port),
                                                   answer=self.controller.say(outcome))
        if after.turn != player:
            self._fired = True
            text += ". " + tr("Pass the computer to {other}.").format(other=after.players[after.turn])
        elif after.must_name(player):
            text += ". " + tr("Your score is no longer lower: name your atoms now.")
        self.controller.announce(text)
        self._refresh()

    def name_atoms(self) -> None:
        """The player on the table stops and names her atoms: her balls on the box (``N=…``)."""
        duel = self.duel
        if duel is None or self.phase != "play":
            return
        player = self._shown
        if self._fired or duel.turn != player:
            self.window.show_message(tr("It is not your turn."))
            return
        pos = self.controller.position
        if len(pos.balls) != pos.atom_count:
            self.window.show_message(
                tr("Put your ball on the cell where you name the atom first.") if pos.atom_count == 1 else
                tr("Put your {n} balls on the cells where you name the atoms first.").format(n=pos.atom_count))
            return
        names = duel.board.names(pos.balls)
        if not self.window.confirm(
            tr("Name your atoms?"),
            tr("Name {cells} as {other}'s atoms? You fire no more and your score is final.").format(
                cells=", ".join(names), other=duel.players[1 - player]),
        ):
            return
        try:
            after = duel.play("N=" + ",".join(names))
        except BlackBoxError as error:
            self.window.show_message(tr_model(str(error)))
            return
        self.duel = after
        self.controller.load(after.boxes[player])
        self._after_naming(player)
        self._refresh()

    def _after_naming(self, player: int) -> None:
        after = self.duel
        assert after is not None
        verdict = after.boxes[player].verdict()
        text = tr("{me} has named the atoms in {other}'s box: {verdict} Score {score}.").format(
            me=after.players[player], other=after.players[1 - player],
            verdict=tr_model(verdict.explanation()) if verdict else "", score=after.score(player))
        if after.over:
            self._duel_over(text)
        else:
            self._fired = True
            self.controller.announce(text + " " + tr("Pass the computer to {other}.").format(
                other=after.players[after.turn]))

    def pass_turn(self) -> None:
        duel = self.duel
        if duel is None or duel.over:
            return
        player = duel.turn
        self._cover(duel.players[player], duel.players[1 - player], lambda: self._show_box(player),
                    _duel_turn(duel.players[player]))

    def show_box(self, player: int) -> None:
        """After the duel: look at either box, atoms and all."""
        if self.duel is not None and self.duel.over:
            self._shown = player
            self.controller.load(self.duel.boxes[player])
            self._refresh()

    def _duel_over(self, prefix: str = "") -> None:
        duel = self.duel
        assert duel is not None
        self.phase = "over"
        winner = duel.winner()
        scores = ", ".join(f"{duel.players[i]} {duel.score(i)}" for i in (0, 1))
        if winner is None:
            text = tr("The duel is a draw: {scores}.").format(scores=scores)
        else:
            text = tr("{winner} wins the duel: {scores}.").format(winner=winner, scores=scores)
        self.controller.announce((prefix + " " + text).strip())
        self.window.show_message(text)

    # -- a puzzle for a friend ---------------------------------------------------------------------------------

    def start_puzzle(self, setup: MatchSetup) -> None:
        self._reset()
        self._take_the_table()
        self.dock.hide()
        self._puzzle_setup = setup
        self._set_flip(False)  # the pad is for the board chosen in the dialog: the toolbar offered to turn it over
        self._pad(setup.board, setup.atom_count,
                  tr("Hide {atoms} for a friend to find").format(atoms=atoms_phrase(setup.atom_count)),
                  self._puzzle_made, done_text=tr("Make the puzzle"))

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
            on_board = self.phase in ("play", "reveal", "review") and self.match.current is not None
            extras: dict[str, object] = {}
            if on_board and shown is not None and shown is not self.match.rules.scoring:
                # The scoring chosen in the panel for the round in play, as a saved game keeps its own.
                extras[SCORING_SHOWN] = shown.value
            if on_board and self._unreviewed and self.phase in ("reveal", "review"):
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
        self._scoring_shown = scoring
        current = document.current if isinstance(document, Match) else None
        self._unreviewed = unreviewed and current is not None and current.revealed_by_setter
        self._begin()
        if isinstance(document, Duel):
            self.duel = document
            if document.over:
                self._show_box(document.turn)
            else:
                player = document.turn
                self._cover(document.players[player], document.players[1 - player], lambda: self._show_box(player),
                            _duel_turn(document.players[player]))
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
        d.widget().setEnabled(not self.curtain.covering or self.phase == "")
        in_duel = self.duel is not None or (self._duel_setup is not None and self.match is None)
        d.name_button.setVisible(self.duel is not None)
        # In a duel a turn is one ray: once it is fired the box is greyed like Name my atoms.
        firing = self.phase == "play" and not (self.duel is not None and self._fired)
        if self.match is not None and self.match.computer_seeks:
            firing = False  # the computer's round: its rays, not hers
        typing = d.fire_edit.hasFocus()
        # The match's own board, not the one on the table: behind a pad the table may show the other side (QA).
        board = (self.match.board if self.match is not None else self.duel.board if self.duel is not None
                 else self.controller.game.board if self.controller.has_game else None)
        d.show_port_names(board is None or board.kind == "ortho")
        d.fire_edit.setEnabled(firing)
        d.fire_button.setEnabled(firing)
        self._refresh_sheet(in_duel)
        if typing and not firing:
            # The turn's ray was fired from the keyboard: what comes next is a key away, not lost in the sheet.
            (d.primary if d.primary.isVisible() and d.primary.isEnabled() else self.window.view).setFocus()

    def _refresh_sheet(self, in_duel: bool) -> None:
        d = self.dock
        if self.match is not None:
            self._refresh_match(self.match)
        elif self.duel is not None:
            self._refresh_duel(self.duel)
        elif in_duel and self.phase in ("cover", "pad"):
            d.set_heading(tr("French duel"))
            d.status.setText(tr("Both players hide their atoms, one after the other."))
            d.set_action("", None)
            d.set_sheet([], [])
            d.totals.setText("")

    def _refresh_match(self, match: Match) -> None:
        d = self.dock
        if match.computer:
            kind = tr("Match against the computer")
        else:
            kind = tr("Tabletop match") if match.answered_by == "person" else tr("Hot-seat match")
        d.set_heading(tr("{kind}: {a} and {b}").format(kind=kind, a=match.players[0], b=match.players[1]))
        rows = [[str(n), name, points_text(points)] for n, name, points in match.score_sheet()]
        totals = match.totals()
        current = match.current
        if current is not None and not match.over:
            scored = current.finished and current.setup is not None
            shown = points_text(current.score().total) if scored else tr("playing")
            rows.append([str(match.round_number), match.experimenter, str(shown)])
            if scored:
                # The round is scored as soon as the atoms are known: the totals say so at once,
                # not only when the next round is filed.
                totals[match.experimenter] += current.score().total
        elif current is None and not match.over:
            # The round whose atoms are being hidden: the sheet had stood empty behind the first pad.
            rows.append([str(match.round_number), match.experimenter, tr("to play")])
        # The sheet counts the match's scoring; the panel may be showing another one for comparison.
        scoring = tr("Score ({scoring})").format(scoring=scoring_title(match.rules.scoring))
        d.set_sheet([tr("Round"), tr("Experimenter"), scoring], rows, names=1)
        total_text = " — ".join(
            tr("{name}: {total}").format(name=name, total=points_text(totals[name])) for name in match.players)
        winner = match.winner()
        if match.over:
            total_text += "\n" + (tr("Winner: {name}").format(name=winner) if winner else tr("A draw"))
        d.totals.setText(total_text)
        n, rounds = match.round_number, match.rounds
        if self.phase == "play" and match.computer_seeks:
            d.status.setText(tr("Round {n} of {rounds}: the computer seeks the atoms {setter} hid.")
                             .format(n=n, rounds=rounds, setter=match.setter))
            d.set_action("", None)
        elif self.phase == "play" and match.computer_hides:
            d.status.setText(tr("Round {n} of {rounds}: {experimenter} seeks the atoms the computer hid.")
                             .format(n=n, rounds=rounds, experimenter=match.experimenter))
            d.set_action("", None)
        elif self.phase == "play":
            d.status.setText(tr("Round {n} of {rounds}: {experimenter} experiments; {setter} hid the atoms.")
                             .format(n=n, rounds=rounds, experimenter=match.experimenter, setter=match.setter))
            d.set_action("", None)
        elif self.phase == "reveal":
            d.status.setText(tr("{setter}, enter your atoms on the pad.").format(setter=match.setter))
            d.set_action(tr("Enter {setter}'s pattern").format(setter=match.setter), self._show_reveal_pad)
        elif self.phase == "review":
            d.status.setText(_round_over(match))
            last = n >= rounds
            d.set_action(tr("See who won") if last else tr("Next round: {name} hides").format(name=match.experimenter),
                         self.next_round)
        elif self.phase == "over":
            d.status.setText(tr("The match is over."))
            d.set_action("", None)
        else:
            d.status.setText(tr("Round {n} of {rounds}: the seat changes.").format(n=n, rounds=rounds))
            d.set_action("", None)

    def _refresh_duel(self, duel: Duel) -> None:
        d = self.dock
        d.set_heading(tr("French duel: {a} and {b}").format(a=duel.players[0], b=duel.players[1]))
        rows = []
        for i in (0, 1):
            state = tr("has named") if duel.stopped(i) else tr("must name") if duel.must_name(i) else tr("firing")
            rows.append([duel.players[i], str(len(duel.boxes[i].position.shots)), str(duel.score(i)), state])
        d.set_sheet([tr("Player"), tr("Rays"), tr("Score"), tr("State")], rows)
        player = self._shown
        winner = duel.winner()
        if duel.over:
            d.status.setText(tr("The duel is over."))
            d.totals.setText(tr("Winner: {name}").format(name=winner) if winner else tr("A draw"))
            other = 1 - player
            # boxes[other] is the box the other player fired into: the atoms ``player`` hid, her box.
            d.set_action(tr("Show {name}'s box").format(name=duel.players[player]), lambda: self.show_box(other))
            d.name_button.setEnabled(False)
            self._finish_as_naming()
            return
        if duel.boxes[0].rules.scoring is Scoring.PER_RAY:
            d.totals.setText(tr("Per-ray scoring: 1 a ray absorbed or reflected, 2 otherwise, 5 a wrong atom."))
        else:  # Parker's and Franjos' count agree here: the program answers, so no setter errs
            d.totals.setText(tr("{scoring} scoring: 1 a marker, 5 a wrong atom.").format(
                scoring=scoring_title(duel.boxes[0].rules.scoring)))
        me = duel.players[player]
        if self.phase == "play" and self._fired:
            d.status.setText(tr("{me} has played. Pass the computer to {other}.").format(
                me=me, other=duel.players[duel.turn]))
            d.set_action(tr("Pass the computer to {name}").format(name=duel.players[duel.turn]), self.pass_turn)
        elif self.phase == "play":
            text = tr("{me}'s turn: this is {other}'s box.").format(me=me, other=duel.players[1 - player])
            if duel.must_name(player):
                text += " " + tr("Your score is no longer lower: name your atoms.")
            d.status.setText(text)
            d.set_action("", None)
        else:
            d.status.setText(tr("The seat changes."))
            d.set_action("", None)
        d.name_button.setEnabled(self.phase == "play" and not self._fired)
        self._finish_as_naming()

    def _finish_as_naming(self) -> None:
        """In a duel “I have finished” names the atoms: it is on exactly when “Name my atoms” is."""
        enabled = self.dock.name_button.isEnabled()
        self.window.finish_button.setEnabled(enabled)
        self.window.finish_action.setEnabled(enabled)


def _still(left: Game | None, current: Game | None) -> bool:
    """Whether ``current`` is still the round left behind (``left``; None: the empty table), perhaps moved on
    by a move made meanwhile: a ball or a ray's marker does not make it a game anyone can answer."""
    if left is None or current is None:
        return current is left
    return (current.setup is None and not current.revealed_by_setter and current.board == left.board
            and current.history[:len(left.history)] == left.history)


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
