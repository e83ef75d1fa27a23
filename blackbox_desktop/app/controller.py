"""The controller: owns the game, turns the player's intents into moves, keeps undo.

The scene reports intents (a port clicked, a ball dropped on a cell); the
controller decides which move that is, applies it with ``Game.apply`` (which
returns a new immutable game) and publishes a :class:`Snapshot`.  A snapshot
holds what the experimenter may see: the position, and the hidden atoms only
once the round is over.  Nothing outside this module touches ``game.setup``
before the reveal.

Undo is a ``QUndoStack`` of commands that swap whole game states, one stack
per side of the board (turning the board over parks the other side's game).

Signals
    ``stateChanged(Snapshot)``   after every change of the visible state
    ``announced(str)``           the setter's answer, in the edition's words
    ``message(str)``             a refusal or a hint for the status bar
    ``scoringChanged(Scoring)``  the variant shown in the score breakdown
    ``sideChanged(str)``         ``"ortho"`` or ``"hex"``: the board was turned over
    ``extrasLoaded(object)``     a saved game was opened with what the features had kept in it
    ``gameReplaced(str)``        a new game was put on that side (not the one of its file)
    ``installed(str)``           any game was put on that side, each move of a replay included
    ``extraChanged(str, str)``   (side, key): a feature's kept value changed with no move made
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from types import MappingProxyType

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoGroup, QUndoStack

from ..looks import look_for
from ..model.board import SIDES, Board, Cell, Point, Port
from ..model.differing_rays import differing_rays, fired_rays
from ..model.errors import BlackBoxError
from ..model.game import Game, Position, Rules
from ..model.markers import Marker, pair_choices
from ..model.moves import (
    PlaceMarker,
    RemoveMarker,
    parse_move,
)
from ..model.outcome import Outcome, OutcomeKind
from ..model.port_names import NUMBERS, port_label
from ..model.rays import trace
from ..model.saved_round import SCORE_ADJUSTMENTS
from ..model.savefile import dumps, extras_of, loads
from ..model.scoring import Score, Scoring, score
from .i18n import atoms_phrase
from .model_texts import announce, scoring_title, tr_model
from .move_words import describe
from .snapshot import Reveal, Snapshot

SCORING_KEY = "scoring"
"""Saved-game key of the scoring chosen in the panel, when it is not the game's rules' own."""


def _tr(text: str) -> str:
    # Named _tr so that scripts/update-translations.sh collects these words for the Undo/Redo entries.
    return QCoreApplication.translate("GameController", text)


class _StateCommand(QUndoCommand):
    """One undo step: swap the whole game for the one before (or after)."""

    def __init__(self, controller: GameController, side: str, before: Game, after: Game, text: str) -> None:
        super().__init__(text)
        self._controller = controller
        self._side = side
        self._before = before
        self._after = after
        # What the panel said before and after the move: undo and redo bring the right words back (an
        # undone ray's answer must not stay in sight).
        self._said_before = controller.last_announcement
        self._said_after: str | None = None
        self._scored_as = controller.score_variant
        """The scoring those words were said under: another one since, and a score said then is out of date."""

    @property
    def side(self) -> str:
        return self._side

    @property
    def moves(self) -> list[str]:
        """The moves this step plays (its game's history beyond the one before)."""
        return list(self._after.history[len(self._before.history) :])

    @property
    def sets_pattern(self) -> bool:
        """This step enters a tabletop setter's pattern (``S=…``)."""
        return self._after.revealed_by_setter and not self._before.revealed_by_setter

    def copy(self) -> _StateCommand:
        """The same step, words included, for an undo history rebuilt without the steps before it."""
        twin = _StateCommand(self._controller, self._side, self._before, self._after, self.text())
        twin.say_instead(self._said_before, self._said_after)
        twin._scored_as = self._scored_as
        return twin

    def say_instead(self, before: str, after: str | None) -> None:
        """The words undo (``before``) and redo (``after``; None: those in the panel when it is undone) bring
        back."""
        self._said_before, self._said_after = before, after

    def redo(self) -> None:
        self._controller._stepping = (self, False)
        try:
            self._controller._install(self._side, self._after)
            if self._said_after is not None:
                self._say(self._said_after)
        finally:
            self._controller._stepping = None

    def undo(self) -> None:
        if self._said_after is None:
            self._said_after = self._controller.last_announcement
        self._controller._stepping = (self, True)
        try:
            self._controller._install(self._side, self._before)
            self._say(self._said_before)
        finally:
            self._controller._stepping = None

    def _say(self, text: str) -> None:
        controller = self._controller
        if controller.score_variant is not self._scored_as and controller.position.finished:
            controller._announce_result()  # the score as the panel now counts it, not as it was counted then
        else:
            controller.announce(text)


class GameController(QObject):
    stateChanged = Signal(object)
    announced = Signal(str)
    message = Signal(str)
    scoringChanged = Signal(object)
    sideChanged = Signal(str)
    extrasLoaded = Signal(object)
    """A saved game was opened: the keys features wrote through ``save_extras`` (a dict).  ``object``, not
    ``dict``: a hand-edited number too large for Qt's own types must reach the features, who refuse it."""
    gameReplaced = Signal(str)
    """A new game was put on this side (a new round, a file, a match's round): not the one of its file."""
    installed = Signal(str)
    """A game was put on this side: a new one, a move, an undo or a redo, and each move of a replay, of which the
    board hears only at the end (``load_replayed``).  What tells a new game from an undo (the session tracker)
    must have seen each game the undo history holds."""
    extraChanged = Signal(str, str)
    """(side, key): a feature's extra for the game on that side changed though no move was made (the computer
    took a game opened again, or stopped; a lesson went on, or ended): what keeps the game (the autosave) must
    know at once."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.save_extras: dict[str, Callable[[], object]] = {}
        """Features that keep something of their own in a saved game: key -> its value (None: nothing)."""
        self.undo_group = QUndoGroup(self)
        self._locked = False
        self._replaying = False
        """A saved game's moves are being played back (``load_replayed``): the state is told once, at the end."""
        self._unsaid = False
        """Words were announced during the replay and not yet told (``announce``)."""
        self._stacks: dict[str, QUndoStack] = {}
        self._games: dict[str, Game] = {}
        for side in SIDES:
            stack = QUndoStack(self.undo_group)
            self._stacks[side] = stack
        self._side = "ortho"
        self.undo_group.setActiveStack(self._stacks[self._side])
        self._variant = Scoring.FRANJOS
        self._variants: dict[str, Scoring] = {}
        """The scoring chosen in the panel for each side's game (it may differ from its rules' own)."""
        # Its side's own, not ``_variant``: asked as the board turns away from a game (``_switch``), a new game
        # on the other side has already set ``_variant`` to its own.
        self.save_extras[SCORING_KEY] = lambda: (
            variant.value if (variant := self.variant_on(self._side)) not in (None, self.game.rules.scoring) else None
        )
        self._announcements: dict[str, str] = {}
        """The last thing said about each side's game: turning the board over brings its own words back."""
        self._extras_behind: dict[str, dict[str, object]] = {}
        """The extras of the game waiting on each side, as they were when the board turned away from it
        (``extras_on``): the features answer only for the game shown."""
        self.port_style = NUMBERS
        """How announcements name the ports: as on the rim (View → Port names; model.port_names)."""
        self._stepping: tuple[_StateCommand, bool] | None = None
        """The step being redone (False) or undone (True) as the new game is told: the stack has not yet moved
        its index past it (``redo_steps``)."""
        self._redo_kept: dict[str, tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]] = {}
        """Per side, the game (its history) a resume puts back and the steps Redo had then (``keep_redo``)."""
        self._watched: tuple[str, frozenset[Cell]] | None = None
        """The side and the atoms the person watching hid herself (``show_her_atoms``)."""
        self.fire_hook: Callable[[Port], bool] | None = None
        """A feature may take over a ray about to be fired (a tabletop setter's announcement, a duel's
        turns): called with the port once it is known to need a ray; True when the feature handled it."""
        self.fire_allowed: Callable[[Port], bool] | None = None
        """A feature's answer to "may a ray be fired at this port now?" (a duel: one ray a turn), asked by
        the drop light before a token is dropped to fire."""
        self.score_note: Callable[[Game, Scoring], str] | None = None
        """A feature's word on the score just announced (a match counts its own rules' score, whatever
        the panel shows): a sentence added to it, or ""."""

    # -- reading ------------------------------------------------------------------------------

    @property
    def side(self) -> str:
        return self._side

    @property
    def game(self) -> Game:
        """The whole game, hidden atoms included: for saving and tests, never for drawing."""
        return self._games[self._side]

    @property
    def stepping(self) -> bool:
        """An Undo or a Redo is being played (not a new move): the autosave may write it a moment later."""
        if self._stepping is None:
            return False
        command, undoing = self._stepping
        if undoing:
            return True
        # A new move's step is played as it is pushed, before the stack holds it; a Redo's is the next one.
        stack = self._stacks[command.side]
        return stack.index() < stack.count() and stack.command(stack.index()) is command

    def game_on(self, side: str) -> Game | None:
        """The game waiting on ``side`` (for the autosave), or None."""
        return self._games.get(side)

    def variant_on(self, side: str) -> Scoring | None:
        """The scoring chosen for the game on ``side`` (None when no game waits there)."""
        game = self._games.get(side)
        return None if game is None else self._variants.get(side, game.rules.scoring)

    @property
    def has_game(self) -> bool:
        return self._side in self._games

    def has_game_on(self, side: str) -> bool:
        return side in self._games

    @property
    def position(self) -> Position:
        return self.game.position

    @property
    def undo_stack(self) -> QUndoStack:
        return self._stacks[self._side]

    @property
    def score_variant(self) -> Scoring:
        return self._variant

    @property
    def last_announcement(self) -> str:
        return self._announcements.get(self._side, "")

    def snapshot(self) -> Snapshot:
        game = self.game
        pos = game.position
        reveal = None
        if pos.finished and game.setup is not None:
            verdict = game.verdict()
            assert verdict is not None
            fired = [shot.port for shot in pos.shots]
            # With no ball placed (she gave up with the tray full) there is nothing to tell the rays apart from: an
            # empty board answers nearly every ray otherwise, and ≠ rings said "with the balls placed…" of balls
            # that were never there (QA); the verdict is silent on it too (``MainWindow._differing_words``).
            differing = differing_rays(game.board, game.setup, pos.balls, fired) if pos.balls else ()
            reveal = Reveal(game.setup, verdict, differing, len(fired_rays(game.board, game.setup, fired)))
        mistakes: tuple[Port, ...] = ()
        if game.rules.markers_by_hand:
            # Also after the reveal: her wrong tokens stay ringed beside the answers.
            mistakes = tuple(pos.marker_mistakes())
        corrections = {shot.port: game.answer(shot.port) for shot in game.wrong_announcements()} if reveal else {}
        watched = frozenset[Cell]()
        if self._watched == (self._side, game.setup) and reveal is None and game.setup is not None:
            watched = game.setup
        return Snapshot(pos, game.rules, reveal, mistakes, self.tray_tokens(), MappingProxyType(corrections), watched)

    def show_her_atoms(self, shown: bool) -> None:
        """While the computer seeks the atoms she hid herself, the board shows them to her faintly.

        Tied to this side's atoms: another game on the side (other atoms) shows none, whoever forgets to
        switch it off."""
        game = self._games.get(self._side)
        watched = (self._side, game.setup) if shown and game is not None and game.setup is not None else None
        if watched != self._watched:
            self._watched = watched
            self._emit_state(self._side)

    def tray_tokens(self) -> tuple[Marker, ...]:
        """Absorbed, reflected, the partner of every half-laid pair, and a fresh pair."""
        pairs = pair_choices(self.position.markers)
        return (Marker.HIT, Marker.REFLECTION, *(Marker.pair_of(pair) for pair in pairs))

    def score(self, variant: Scoring | None = None) -> Score | None:
        """The score with its breakdown, once the round is over (None before)."""
        if not self.position.finished or self.game.setup is None:
            return None
        return self.game.score(variant or self._variant)

    def running_score(self) -> int:
        """The score so far, as if every ball were right (it never looks at the atoms)."""
        pos = self.position
        return score(
            self._variant,
            markers=pos.marker_points,
            ray_cost=pos.ray_cost,
            misplaced=0,
            setter_errors=pos.setter_errors,
        ).total

    def verdict_text(self) -> str:
        snapshot = self.snapshot()
        return tr_model(snapshot.reveal.verdict.explanation()) if snapshot.reveal else ""

    def ray_points(self, port: Port) -> list[Point] | None:
        """The path of the ray fired at ``port``, in board units; only after the reveal."""
        game = self.game
        if not game.position.finished or game.setup is None:
            return None
        return trace(game.board, game.setup, port).points(game.board)

    def ray_end(self, port: Port) -> Port | None:
        """The port the ray fired at ``port`` came out at (``port`` itself when reflected); None when it
        was absorbed, or before the reveal."""
        game = self.game
        if not game.position.finished or game.setup is None:
            return None
        outcome = trace(game.board, game.setup, port).outcome
        if outcome.kind is OutcomeKind.ABSORBED:
            return None
        return port if outcome.port is None else outcome.port

    def extra_changed(self, side: str, key: str) -> None:
        """Say that the extra ``key`` of the game on ``side`` changed (see ``extraChanged``).  Behind, it is
        dropped: no feature can tell it for a game not shown (a lesson ends as the board turns over)."""
        if side != self._side:
            self._extras_behind.get(side, {}).pop(key, None)
        self.extraChanged.emit(side, key)

    def extras(self) -> dict[str, object]:
        """What the features keep of their own with the game shown (``save_extras``), as a saved file holds it."""
        found = {key: value() for key, value in self.save_extras.items()}
        return {key: value for key, value in found.items() if value is not None}

    def extras_on(self, side: str) -> dict[str, object]:
        """The extras of the game on ``side``: asked now for the game shown, else as it went behind (a booklet
        game waiting there stays one when something puts it back: the tutorial giving back her game)."""
        if side == self._side:
            return self.extras() if self.has_game else {}
        return dict(self._extras_behind.get(side, {})) if side in self._games else {}

    def save_text(self) -> str:
        return dumps(self.game, self.extras())

    # -- starting -----------------------------------------------------------------------------

    def new_game(
        self,
        board: Board,
        atom_count: int,
        rules: Rules,
        *,
        setup: frozenset[Cell],
    ) -> Game:
        """Start a round against the computer on ``board``'s side, the atoms hidden at ``setup``.

        The window draws the atoms beforehand (``MainWindow.hide_atoms``), on a thread with a busy box when
        that takes a while.  Raises BlackBoxError."""
        game = Game.new(board, atom_count, rules, setup)
        self.load(game)
        side = board.kind
        self.announce(
            self.tr("The computer has hidden {atoms}. Click a port on the rim to fire a ray.").format(
                atoms=atoms_phrase(atom_count)
            )
        )
        self._emit_state(side)
        return game

    def load(self, game: Game) -> None:
        """Play ``game`` (e.g. one read from a file) on its side, with a fresh undo history."""
        side = game.board.kind
        self._redo_kept.pop(side, None)  # another game (or the same one opened): no Redo of a resume's
        self._extras_behind.pop(side, None)
        self._games[side] = game
        self.gameReplaced.emit(side)
        self._stacks[side].clear()
        self._variant = self._variants[side] = game.rules.scoring
        self._switch(side)
        self.installed.emit(side)
        self.scoringChanged.emit(self._variant)
        self._announcements[side] = ""
        self._emit_state(side)

    def load_replayed(self, game: Game, start_words: str = "", *, in_match: bool = False) -> None:
        """Play ``game`` on its side by replaying its moves, so that the moves since its last answered ray
        can be undone as before (a resumed game, a resumed tabletop round, a saved game opened);
        ``start_words``: what the panel says once every move is undone (as a new game said it).

        A tabletop setter's pattern (``S=…``) can be taken back only ``in_match``, where her pad comes back to
        enter it again: a round left on its own once its pattern was in would be a round without atoms,
        which nobody could answer, score or save (QA)."""
        # The board, the autosave and the panels hear of the game once, as it stands at the end: each move told
        # them redrew the whole board and rewrote the file (a 1,500-move game on 26×26 took 20 s to resume), and
        # the empty board it starts from had the autosave keep a game with no moves for a moment.  So do the
        # Undo/Redo actions and buttons, and the panel's words: the stack's signals changed Undo's words at each
        # move, and each change of a toolbar button's action costs more than the one before under Qt 6.11 (a
        # connection is added each time), so a resume took longer at each Open (QA: 0.4 s, then 0.7 s, then 7 s).
        side = game.board.kind
        redo = self._redo_kept.pop(side, None)
        stack = self._stacks[side]
        was_blocked = stack.blockSignals(True)
        self._replaying = True
        self._unsaid = False
        try:
            self.load(
                Game.new(
                    game.board, game.position.atom_count, game.rules, None if game.revealed_by_setter else game.setup
                )
            )
            self._announcements[game.board.kind] = start_words
            moves = list(game.history)
            while moves:
                move = moves.pop(0)
                shots = len(self.position.shots)
                if move.startswith("S="):
                    # The setter's pattern and the score's adjustments that followed it are one step: an undo
                    # brings back her pad with the setter errors as they stood during play, never a score
                    # counting errors that her atoms disprove (they were taken back with the pattern).
                    step = [move]
                    while moves and moves[0] in SCORE_ADJUSTMENTS:
                        step.append(moves.pop(0))
                    played = self.play_all(step, describe([move], self.game.board, self.port_name))
                    if played and not in_match:
                        self._stacks[game.board.kind].clear()
                else:
                    played = self.play(move)
                if not played:
                    raise BlackBoxError(f"move {move} could not be replayed")
                if len(self.position.shots) > shots:
                    self._announce_last_ray()  # as when it was fired: an undo after the resume says it again
            if redo is not None and redo[0] == game.history:
                self._give_back_redo(redo[1], in_match=in_match)
        finally:
            stack.blockSignals(was_blocked)
            self._replaying = False
            self._tell_undo_history(side)
            if self._unsaid and side == self._side:
                self.announced.emit(self.last_announcement)  # what the last move said, once
            self._unsaid = False
            self._emit_state(side)

    def _tell_undo_history(self, side: str) -> None:
        """The Undo/Redo actions (and all else that hears the undo group) learn how ``side``'s undo history
        stands now, as after a step: its signals were blocked while it was filled in one go."""
        stack = self._stacks[side]
        if self.undo_group.activeStack() is stack:
            # Qt takes None (no stack active); PySide6's stubs do not say so.
            self.undo_group.setActiveStack(None)  # type: ignore[arg-type]
            self.undo_group.setActiveStack(stack)

    def keep_redo(self, side: str, history: tuple[str, ...], steps: tuple[tuple[str, ...], ...]) -> None:
        """A resume: when the game with ``history`` is next replayed on ``side`` (``load_replayed``, at once or
        behind a hand-over), Redo offers ``steps`` again, as before the crash, which was not her choice.  Any
        other game put on that side first lets them go."""
        if steps:
            self._redo_kept[side] = (tuple(history), tuple(tuple(step) for step in steps))

    def redo_steps(self, side: str | None = None) -> list[list[str]]:
        """The moves Redo would play again on ``side`` (the side in front by default), one list per step."""
        side = side or self._side
        stack = self._stacks[side]
        start = stack.index()
        if self._stepping is not None and self._stepping[0].side == side:
            # Asked while a step is played (the autosave hears of the new game then): the stack moves its index
            # only afterwards.  A step not in the stack is a new move being pushed: it leaves nothing to redo.
            stepped, undoing = self._stepping
            if undoing and start > 0 and stack.command(start - 1) is stepped:
                start -= 1
            elif not undoing:
                if start >= stack.count() or stack.command(start) is not stepped:
                    return []
                start += 1
        steps = []
        for index in range(start, stack.count()):
            command = stack.command(index)
            if not isinstance(command, _StateCommand):
                break
            steps.append(command.moves)
        return steps

    def _give_back_redo(self, steps: tuple[tuple[str, ...], ...], *, in_match: bool) -> None:
        """Play ``steps`` as Redo would, then undo them again: Redo offers them as before.  Stops at a step the
        game refuses, or one no undo history could hold (a ray the program answers, the reveal)."""
        side = self._side
        stack = self._stacks[side]
        pushed = 0
        for step in steps:
            before = self.game
            try:
                after = before.apply_all(list(step))
            except BlackBoxError:
                break
            new_shots = after.position.shots[len(before.position.shots) :]
            sets_pattern = after.revealed_by_setter and not before.revealed_by_setter
            # A ray the program answered cannot be undone, so no step to redo holds one; nor, where the program
            # knows the atoms, a ray with a typed answer (only a hand-edited autosave has one).
            if (
                (after.position.finished and not before.position.finished)
                or (sets_pattern and not in_match)
                or any(not shot.announced for shot in new_shots)
                or (new_shots and before.setup is not None)
            ):
                break
            stack.push(_StateCommand(self, side, before, after, self._step_label(list(step))))
            pushed += 1
            if new_shots:
                self._announce_last_ray()
        for _ in range(pushed):
            stack.undo()

    def _step_label(self, moves: list[str]) -> str:
        """The Undo/Redo words of a step given back by a resume, as play named it."""
        if moves and moves[0].startswith("S="):
            return describe(moves[:1], self.game.board, self.port_name)
        board = self.game.board
        if len(moves) == 2 and moves[0].startswith("M") and moves[0].endswith("-") and "=" in moves[1]:
            with contextlib.suppress(BlackBoxError):
                taken, laid = parse_move(moves[0], board), parse_move(moves[1], board)
                if isinstance(taken, RemoveMarker) and isinstance(laid, PlaceMarker):
                    if taken.port == laid.port:
                        return _tr("marker at {port}").replace("{port}", self.port_name(laid.port))
                    return (
                        _tr("marker {source} to {target}")
                        .replace("{source}", self.port_name(taken.port))
                        .replace("{target}", self.port_name(laid.port))
                    )
        return describe(moves, board, self.port_name)

    def keep_setters_pattern(self) -> None:
        """The tabletop round in front has left its match: its setter's pattern can no longer be taken back, as
        after Open or a resume (``load_replayed``), for no pad would come to enter it again.  The steps after it
        stay undoable (and redoable) with their words."""
        side = self._side
        stack = self._stacks[side]
        commands = [
            command for index in range(stack.count()) if isinstance(command := stack.command(index), _StateCommand)
        ]
        if len(commands) != stack.count():
            return  # only steps of this module are ever pushed
        pattern = next((index for index in reversed(range(len(commands))) if commands[index].sets_pattern), None)
        if pattern is None or stack.index() <= pattern:
            return  # no pattern in the history, or already taken back (the round then gives way)
        later = [command.copy() for command in commands[pattern + 1 :]]
        back = stack.count() - stack.index()
        game, said = self.game, self.last_announcement
        self._replaying = True
        try:
            stack.clear()
            if later:
                self._install(side, later[0]._before)
            for command in later:
                stack.push(command)
            for _ in range(back):
                stack.undo()
        finally:
            self._replaying = False
            self._unsaid = False  # said below
        assert self.game is game
        self.announce(said)
        self._emit_state(side)

    def words_for_undo(self, text: str) -> None:
        """``text`` stands for every step of the undo history in front, undone or redone: a duel's box replayed
        at her turn, whose balls since her last ray would bring that ray's answer back rather than her turn."""
        stack = self.undo_stack
        for index in range(stack.count()):
            command = stack.command(index)
            if isinstance(command, _StateCommand):
                command.say_instead(text, text)

    def load_text(self, text: str | bytes) -> Game:
        """Load a saved game; a damaged file (or one no ray of could be answered) raises SaveFileError and
        keeps the current game.

        Its moves are replayed as a resume replays them (``load_replayed``): what could be undone before Save
        can be undone after Open (QA: Open played the game with an empty undo history, so the balls placed
        since the last ray stayed for good)."""
        game = loads(text, to_play=True)
        to_fire = self.tr("Game loaded: {atoms} hidden. Click a port on the rim to fire a ray.").format(
            atoms=atoms_phrase(game.position.atom_count)
        )
        try:
            self.load_replayed(game, to_fire if game.setup is not None and not game.revealed_by_setter else "")
        except BlackBoxError:
            self.load(game)  # read and checked above, so never expected: the game without its undo, not lost
        extras = extras_of(text)
        if SCORING_KEY in extras:
            with contextlib.suppress(BlackBoxError):  # an unknown variant: the rules' own stays
                self.set_score_variant(Scoring.parse(extras[SCORING_KEY]))
        self.extrasLoaded.emit(extras)
        if game.setup is not None and not game.position.shots and not game.finished:
            # A friend's puzzle file, or a game saved before its first ray: say what to do, as a new game does.
            self.announce(to_fire)
        else:
            self.announce(self.tr("Game loaded."))
        return game

    def forget(self, side: str) -> None:
        """Take the game off ``side`` (not the side in front): turning the board there starts a fresh one."""
        if side == self._side:
            raise ValueError("the game in front cannot be taken off")
        self._games.pop(side, None)
        self._extras_behind.pop(side, None)
        self._variants.pop(side, None)
        self._announcements.pop(side, None)
        self._stacks[side].clear()

    def activate(self, side: str) -> bool:
        """Turn the board over to ``side``; False when no game waits there."""
        if side not in self._games:
            return False
        self._switch(side)
        self._variant = self._variants.get(side, self.game.rules.scoring)
        self.scoringChanged.emit(self._variant)
        self._emit_state(side)
        self.announced.emit(self.last_announcement)  # this game's last answer, not the other side's
        return True

    def set_locked(self, locked: bool) -> None:
        """Lock the game's undo history (the computer plays, a curtain hides the table): Undo and Redo
        do nothing until it is unlocked, whichever side is shown meanwhile."""
        self._locked = locked
        self.undo_group.setActiveStack(None if locked else self._stacks[self._side])  # type: ignore[arg-type]

    def _switch(self, side: str) -> None:
        changed = side != self._side
        if changed and self.has_game:
            self._extras_behind[self._side] = self.extras()  # the last moment the features can tell them
        self._side = side
        # Qt takes None (no stack active); PySide6's stubs do not say so.
        self.undo_group.setActiveStack(None if self._locked else self._stacks[side])  # type: ignore[arg-type]
        if changed:
            self.sideChanged.emit(side)

    # -- moves -------------------------------------------------------------------------------

    def play(self, move: str) -> bool:
        """Apply one move by its text form; a refused move changes nothing and says why."""
        return self.play_all([move])

    def play_all(self, moves: list[str], label: str | None = None) -> bool:
        """Apply several moves as one undo step, or none of them."""
        before = self.game
        after = before
        try:
            for move in moves:
                after = after.apply(move)
        except BlackBoxError as error:
            self.message.emit(tr_model(str(error)))
            self._emit_state(self._side)
            return False
        stack = self._stacks[self._side]
        words = label or describe(moves, self.game.board, self.port_name)
        stack.push(_StateCommand(self, self._side, before, after, words))
        if after.position.finished and not before.position.finished:
            # The atoms are now in sight: taking the reveal back would be cheating.
            stack.clear()
        elif any(not shot.announced for shot in after.position.shots[len(before.position.shots) :]):
            # The program's answer has been seen: as at the table, a ray cannot be un-fired (taking it back
            # would make it free).  A ray a person announced stays undoable: it may be a typing slip.
            stack.clear()
        return True

    def undo(self) -> None:
        self.undo_stack.undo()

    def redo(self) -> None:
        self.undo_stack.redo()

    def _install(self, side: str, game: Game) -> None:
        self._games[side] = game
        self.installed.emit(side)
        if side == self._side:
            self._emit_state(side)

    def _emit_state(self, side: str) -> None:
        if side == self._side and side in self._games and not self._replaying:
            self.stateChanged.emit(self.snapshot())

    def announce(self, text: str) -> None:
        self._announcements[self._side] = text
        if self._replaying:
            self._unsaid = True  # said once, at the end of the replay (``load_replayed``)
        else:
            self.announced.emit(text)

    # -- intents from the board ---------------------------------------------------------------

    def click_port(self, port: Port) -> None:
        """Fire a ray at ``port`` (before the reveal).  A port with a known answer is not fired again.

        With markers laid by hand a token says only what she believes: one laid where no ray went in or came out
        (a pair's half on the wrong hole, say) does not stop the ray there, whose answer then shows her token
        wrong.
        """
        pos = self.position
        if pos.finished:
            return
        known = pos.known_answers()
        if port in known or (pos.marker_at(port) is not None and not self.game.rules.markers_by_hand):
            if port in known:
                self.announce(
                    self.tr("Port {port} is already known: {answer}. No new ray is needed.").format(
                        port=self.port_name(port), answer=self.say(known[port])
                    )
                )
            else:
                self.message.emit(self.tr("Port {port} already holds a marker.").format(port=self.port_name(port)))
            return
        if self.fire_hook is not None and self.fire_hook(port):
            return
        if not self.play(f"F{port}"):
            return
        self._announce_last_ray()

    def _announce_last_ray(self) -> None:
        self.announce(self.last_ray_text())

    def last_ray_text(self) -> str:
        """The words that give the last ray's answer, as a ray the program answers is announced ("" before the
        first ray)."""
        if not self.position.shots:
            return ""
        shot = self.position.shots[-1]
        text = self.tr("Ray at {port}: {answer}").format(port=self.port_name(shot.port), answer=self.say(shot.outcome))
        if self.game.rules.markers_by_hand:
            text += ". " + self.lay_markers_words()
        return text

    def lay_markers_words(self) -> str:
        """How she lays the tokens herself, the absorbed token's key named by the letter printed on it ("A" on
        the Franjos token; "H" only on Parker's HIT, which was named on every token: QA)."""
        return self.tr(
            "Lay the markers: drag tokens from the tray to the ports (or, on a port, press {hit}, R or P)."
        ).replace("{hit}", look_for(self.game.rules.edition).hit.label)

    def port_name(self, port: Port) -> str:
        """``port`` as the rim names it (``port_style``)."""
        return port_label(self.game.board, port, self.port_style)

    def say(self, outcome: Outcome) -> str:
        """The setter's words for ``outcome``, its exit port named as on the rim."""
        exit_name = self.port_name(outcome.port) if outcome.port is not None else None
        return announce(self.game.rules.edition, outcome, exit_name)

    def click_cell(self, cell: Cell) -> None:
        """Place a ball on an empty cell, or take back the ball on it."""
        pos = self.position
        if pos.finished:
            return
        name = pos.board.cell_name(cell)
        if cell in pos.balls:
            self.play(f"B-{name}")
        elif pos.balls_left <= 0:
            if pos.atom_count == 1:
                text = self.tr("The ball is on the board. Click it to take it back, or drag it to another cell.")
            else:
                text = self.tr(
                    "All {n} balls are on the board. Click one to take it back, or drag it to another cell."
                ).format(n=pos.atom_count)
            self.message.emit(text)
        else:
            self.play(f"B+{name}")

    def mark_empty(self, cell: Cell) -> None:
        """Mark a cell she is sure holds no atom, or take the mark off (a right-click, or X on the cell)."""
        pos = self.position
        if pos.finished:
            return
        name = pos.board.cell_name(cell)
        if cell in pos.empty_marks:
            self.play(f"N-{name}")
        elif cell in pos.balls:
            self.message.emit(
                self.tr("There is a ball on {cell}: take it back first to mark the cell empty.").format(cell=name)
            )
        else:
            self.play(f"N+{name}")

    def drop_ball(self, source: Cell, target: Cell) -> None:
        """A ball dragged from ``source`` (-1: the tray) to ``target`` (-1: the tray)."""
        pos = self.position
        if pos.finished:
            return
        if source < 0 <= target and target in pos.balls:
            self.message.emit(self.tr("There is already a ball on {cell}.").format(cell=pos.board.cell_name(target)))
            return
        for move in self._ball_moves(source, target):
            self.play(move)

    def ball_lands(self, source: Cell, target: Cell) -> bool:
        """Whether a ball dropped from ``source`` on ``target`` stays there (the scene lights only such a
        place): its own place, or one the rules take it to."""
        return source == target or self._would_take(self._ball_moves(source, target))

    def _ball_moves(self, source: Cell, target: Cell) -> list[str]:
        name = self.position.board.cell_name
        if source < 0 <= target:
            return [f"B+{name(target)}"]
        if source >= 0 and target >= 0 and source != target:
            return [f"B{name(source)}>{name(target)}"]
        if source >= 0 > target:
            return [f"B-{name(source)}"]
        return []

    def drop_token(self, marker: Marker | None, source: Port, target: Port) -> None:
        """A token dragged from the tray (``source`` 0) or a port to ``target`` (0: off the board).

        With automatic markers a token dropped on a port fires a ray there;
        with markers laid by hand it lays, moves or removes the token.
        """
        if self.position.finished:
            return
        if not self.game.rules.markers_by_hand:
            if target > 0 and source == 0:
                self.click_port(target)
            return
        moves, label = self._token_moves(marker, source, target)
        if len(moves) == 1:
            self.play(moves[0])
        elif moves:
            self.play_all(moves, label)

    def token_lands(self, marker: Marker | None, source: Port, target: Port) -> bool:
        """Whether a token dropped from ``source`` on ``target`` stays there (see :meth:`ball_lands`); with
        automatic markers, whether it fires a ray there."""
        pos = self.position
        if pos.finished:
            return False
        if source == target:
            return True
        if not self.game.rules.markers_by_hand:
            fires = source == 0 and target > 0 and not pos.is_known(target) and pos.marker_at(target) is None
            return fires and (self.fire_allowed is None or self.fire_allowed(target))
        return self._would_take(self._token_moves(marker, source, target)[0])

    def _token_moves(self, marker: Marker | None, source: Port, target: Port) -> tuple[list[str], str]:
        """Markers laid by hand: the moves a dropped token asks for, and their name for the undo menu."""
        pos = self.position
        if source == 0 and target > 0 and marker is not None:
            laid = pos.marker_at(target)
            if laid is None:
                return [f"M{target}={marker}"], ""
            if laid != marker:
                # A token from the tray on a port that holds one swaps them: the old one goes back.
                return [f"M{target}-", f"M{target}={marker}"], _tr("marker at {port}").replace(
                    "{port}", self.port_name(target)
                )
        elif source > 0 and target == 0:
            return [f"M{source}-"], ""
        elif source > 0 and target > 0 and source != target and (moved := pos.marker_at(source)) is not None:
            return [f"M{source}-", f"M{target}={moved}"], _tr("marker {source} to {target}").replace(
                "{source}", self.port_name(source)
            ).replace("{target}", self.port_name(target))
        return [], ""

    def _would_take(self, moves: list[str]) -> bool:
        """Whether the game in play takes ``moves`` (tried on a copy: the game does not change)."""
        if not moves or self.position.finished:
            return False
        try:
            self.game.apply_all(moves)
        except BlackBoxError:
            return False
        return True

    def finish(self) -> None:
        """The experimenter has finished: reveal the atoms and score."""
        if self.position.finished:
            return
        if self.play("D"):
            self._announce_result()

    def _announce_result(self) -> None:
        verdict = self.game.verdict()
        if verdict is None:
            # A person keeps the atoms: nothing is known to be misplaced until she enters them.
            self.announce(self.tr("You have finished. The score is known once the setter's atoms are on the board."))
            return
        total = self.game.score(self._variant).total
        explanation = tr_model(verdict.explanation())
        # Only what her atoms let be excused (a ball excused before they were known may have lapsed).
        excused = min(self.position.excused, self.game.excusable()) if self._variant is Scoring.PARKER else 0
        if excused == 1:  # else "1 atom misplaced" beside a Parker row that charges nothing reads as a mistake
            explanation += " " + self.tr("1 misplaced ball came from a wrong answer: no charge.")
        elif excused:
            explanation += " " + self.tr("{n} misplaced balls came from wrong answers: no charge.").format(n=excused)
        text = self.tr("{explanation} Score: {n} ({variant}).").format(
            explanation=explanation, n=total, variant=scoring_title(self._variant)
        )
        wrong = len(self.position.marker_mistakes()) if self.game.rules.markers_by_hand else 0
        if wrong == 1:  # the red ring on the board is said in words too
            text += " " + self.tr("1 port does not hold its ray's token: it is ringed on the board.")
        elif wrong:
            text += " " + self.tr("{n} ports do not hold their rays' tokens: they are ringed on the board.").format(
                n=wrong
            )
        if self.score_note is not None and (note := self.score_note(self.game, self._variant)):
            text += " " + note
        self.announce(text)

    def set_score_variant(self, variant: Scoring) -> None:
        """Score the game on the board another way; kept with its side, and in its saved file."""
        if variant is not self._variant:
            self._variant = self._variants[self._side] = variant
            self.scoringChanged.emit(variant)
            self._emit_state(self._side)
            if self.has_game and self.position.finished:
                self._announce_result()  # the announced score follows the panel

    def adjust_setter_errors(self, delta: int) -> None:
        self._adjust("E+" if delta > 0 else "E-")

    def adjust_excused(self, delta: int) -> None:
        """Parker: one more (or fewer) misplaced ball that was not the experimenter's fault."""
        self._adjust("X+" if delta > 0 else "X-")

    def _adjust(self, move: str) -> None:
        if self.play(move) and self.position.finished and self.game.verdict() is not None:
            self._announce_result()  # the score said in the panel follows the −5 just counted
