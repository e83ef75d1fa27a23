"""Game → Restart this puzzle: the same hidden atoms again, with no ray fired and no ball placed.

Simon Tatham's Black Box restarts a puzzle in one key; here a player who wanted to try the same atoms
again (to play them better, or after a slip) had to have asked for a seed beforehand.  Only a solitaire
game against the computer setter restarts: a match's round, a duel, a tabletop round (the program never
knew the atoms), the lesson and a game the computer is playing do not.  A booklet game starts again as
its number, with its NORM.

A puzzle played again after a ray's answer (or the reveal) has been seen is not written in the score book:
she knows what those rays said.  Restarted before the first ray, nothing was learnt and it still counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction

from ..i18n import atoms_phrase
from .score_book import NOT_SCORED_KEY

if TYPE_CHECKING:
    from ..window import MainWindow


def tr(text: str) -> str:
    return QCoreApplication.translate("RestartPuzzle", text)


class RestartPuzzle:
    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.action = QAction(tr("Restart this puzz&le"), window)
        self.action.setStatusTip(tr("Play the same hidden atoms again from the start"))
        self.action.triggered.connect(self.restart)
        window.game_menu.insertAction(window.flip_action, self.action)
        window.game_menu.aboutToShow.connect(self.refresh)  # the computer or a curtain may have taken the board
        controller = window.controller
        controller.stateChanged.connect(lambda _snapshot: self.refresh())
        controller.sideChanged.connect(lambda _side: self.refresh())
        self.refresh()

    def available(self) -> bool:
        """Whether the game on the board is hers alone against the computer setter, with a move to undo."""
        window = self.window
        controller = window.controller
        if not controller.has_game or not window.hands_on or window.in_match or window.tutorial is not None:
            return False
        computer = window.computer_play
        if computer is not None and computer.playing:
            return False
        game = controller.game
        return game.setup is not None and not game.revealed_by_setter and bool(game.history)

    def refresh(self) -> None:
        self.action.setEnabled(self.available())

    def restart(self) -> None:
        if not self.available():
            return
        window = self.window
        controller = window.controller
        game = controller.game
        # Answers seen here, or in the game this one restarted (or came from): she knows the puzzle.
        seen = bool(game.position.shots) or game.finished or controller.extras().get(NOT_SCORED_KEY) is True
        question = tr("Play these atoms again from the start? Your rays, markers, balls and crosses on this board go.")
        if seen:
            question += " " + tr("A puzzle played again is not written in your score book.")
        if not window.confirm(tr("Restart this puzzle?"), question):
            return
        setup = game.setup
        assert setup is not None
        side = game.board.kind
        booklet = window.booklet_play
        if booklet is not None and booklet.current() and booklet.number is not None:
            if not booklet.play(booklet.number, booklet.which):
                return
        else:
            controller.new_game(game.board, game.position.atom_count, game.rules, setup=setup)
            controller.announce(
                tr(
                    "The puzzle starts again: the computer has hidden {atoms} where they were. "
                    "Click a port on the rim to fire a ray."
                ).format(atoms=atoms_phrase(game.position.atom_count))
            )
        if seen and window.score_book is not None:
            window.score_book.not_hers(side)
        window.file_path = None
        window.view.setFocus()
        self.refresh()


def install(window: MainWindow) -> None:
    window.restart_puzzle = RestartPuzzle(window)
