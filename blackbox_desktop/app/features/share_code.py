"""Game → Copy this puzzle's code: the atoms on the board as a ``BB-…`` code, to send a friend ("try this one").

A code used to exist only for atoms she hid herself on the setter's pad; the computer's puzzles could not be
passed on.  The code is the one ``model.puzzle_code`` makes for the pad (and a saved game keeps its atoms in):
a friend plays it with Game → Play a puzzle code or ``--puzzle``.  Only a solitaire game whose atoms the
program knows has one, before or after the reveal: not a match's round or a duel (the other player's atoms),
nor a tabletop round (a person keeps the atoms), nor the lesson.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QGuiApplication

from ...model.puzzle_code import encode_puzzle

if TYPE_CHECKING:
    from ..window import MainWindow


def tr(text: str) -> str:
    return QCoreApplication.translate("ShareCode", text)


class ShareCode:
    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.action = QAction(tr("Copy t&his puzzle's code"), window)
        tip = tr("Copy the code of the atoms on the board, for a friend to play with Play a puzzle code")
        self.action.setStatusTip(tip)
        self.action.setToolTip(tip)
        self.action.triggered.connect(self.copy)
        menu = window.game_menu
        actions = menu.actions()
        after = actions.index(window.puzzle_action) + 1
        if after < len(actions):
            menu.insertAction(actions[after], self.action)  # beside Play a puzzle code
        else:
            menu.addAction(self.action)
        menu.aboutToShow.connect(self.refresh)  # a match, the computer or a curtain may have taken the board
        controller = window.controller
        controller.stateChanged.connect(lambda _snapshot: self.refresh())
        controller.sideChanged.connect(lambda _side: self.refresh())
        self.refresh()

    def code(self) -> str | None:
        """The code of the game on the board, when it is hers to pass on (None otherwise)."""
        window = self.window
        controller = window.controller
        if not controller.has_game or not window.hands_on or window.in_match or window.tutorial is not None:
            return None
        game = controller.game
        if game.setup is None or game.revealed_by_setter:
            return None
        return encode_puzzle(game.board, game.setup)

    def refresh(self) -> None:
        self.action.setEnabled(self.code() is not None)

    def copy(self) -> None:
        code = self.code()
        if code is None:
            return
        QGuiApplication.clipboard().setText(code)
        self.window.show_message(
            tr("Puzzle code {code} copied: a friend plays it with Game → Play a puzzle code.").format(code=code)
        )


def install(window: MainWindow) -> None:
    window.share_code = ShareCode(window)
