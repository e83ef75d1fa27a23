"""Tell a new game apart from a move, an undo or a redo in the same game.

The controller swaps whole :class:`Game` values: a move gives a game whose
history extends the one before, undo and redo give back games already seen.
Anything else (a new game, a loaded file, a booklet game) starts a new
session on that side of the board.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from ...model.game import Game
from ..controller import GameController
from ..snapshot import Snapshot


class SessionTracker(QObject):
    newSession = Signal(str)
    """The side (``"ortho"`` / ``"hex"``) on which another game has begun."""

    def __init__(self, controller: GameController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._current: dict[str, Game] = {}
        self._seen: dict[str, dict[int, Game]] = {}
        self._serial = 0
        self.serials: dict[str, int] = {}
        """A number per side that changes with every new session."""
        controller.stateChanged.connect(self._on_state)
        # Also each game a replay puts on the board (a file opened, a game resumed), though the board hears only
        # of the last: an undo then gives back a game seen, not a new one (QA: undo after Open or a resume ended
        # the booklet game, and its note and NORM went).
        controller.installed.connect(self._on_installed)

    def _on_state(self, _snapshot: Snapshot) -> None:
        self.observe()

    def _on_installed(self, side: str) -> None:
        if side == self._controller.side:
            self.observe()

    def observe(self) -> None:
        """Look at the controller's game now (called on every state change)."""
        c = self._controller
        if not c.has_game:
            return
        side, game = c.side, c.game
        previous = self._current.get(side)
        if previous is None or not self._continues(side, previous, game):
            self._seen[side] = {}
            self._serial += 1
            self.serials[side] = self._serial
            self._current[side] = game
            self._seen[side][id(game)] = game
            self.newSession.emit(side)
            return
        self._current[side] = game
        self._seen[side][id(game)] = game

    def _continues(self, side: str, previous: Game, game: Game) -> bool:
        if game is previous or self._seen.get(side, {}).get(id(game)) is game:
            return True
        return (
            game.board == previous.board
            and game.setup == previous.setup
            and len(game.history) > len(previous.history)
            and game.history[: len(previous.history)] == previous.history
        )
