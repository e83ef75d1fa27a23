"""Which solitaire booklet the window plays and prints: board, number of games and seed.

The same three things ``print-booklet`` takes (``--board``, ``--games``,
``--seed``), so that a booklet printed from the command line can be played in
the window by its game numbers.  The last choice is kept in the settings.
"""

from __future__ import annotations

import contextlib

from PySide6.QtCore import QSettings, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..model.board import parse_board
from ..model.booklet import MAX_GAMES
from ..model.errors import BlackBoxError
from .assistant.booklets import PARKER, WhichBooklet
from .buttons import ok_cancel
from .model_texts import board_title
from .options import GameOptions

KEYS = {"board": "booklet/board", "games": "booklet/games", "seed": "booklet/seed"}
"""Settings keys of the last booklet chosen."""


def remembered_booklet(store: QSettings | None) -> WhichBooklet:
    """The booklet chosen last time; Parker's 80 games when none was, or what is stored cannot be one."""
    if store is None:
        return PARKER
    board, games, seed = (store.value(KEYS[key], "") for key in ("board", "games", "seed"))
    try:
        return WhichBooklet(str(board), int(str(games)), str(seed)).check()
    except (ValueError, BlackBoxError):
        return PARKER


def remember_booklet(store: QSettings | None, which: WhichBooklet) -> None:
    if store is not None:
        store.setValue(KEYS["board"], which.board)
        store.setValue(KEYS["games"], which.games)
        store.setValue(KEYS["seed"], which.seed)


class BookletChoice(QWidget):
    """The booklet's board, number of games and seed, as printed on its title page."""

    changed = Signal()

    def __init__(self, options: GameOptions | None, which: WhichBooklet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        form = QFormLayout(self)
        form.setContentsMargins(0, 0, 0, 0)
        self.form = form
        """A dialog adds its own rows here, so that every field lines up."""
        self.board = QComboBox()
        specs = [PARKER.board, "hex-5", which.board]
        if options is not None:
            for side in ("ortho", "hex"):
                with contextlib.suppress(BlackBoxError):
                    specs.append(options.on_side(side).board().spec)
        for spec in dict.fromkeys(specs):
            self.board.addItem(board_title(parse_board(spec)), spec)
        self.board.setCurrentIndex(max(0, self.board.findData(which.board)))
        self.games = QSpinBox(minimum=1, maximum=MAX_GAMES, value=which.games)
        self.seed = QLineEdit(which.seed)
        form.addRow(self.tr("Board:"), self.board)
        form.addRow(self.tr("Games:"), self.games)
        form.addRow(self.tr("Seed:"), self.seed)
        self.board.currentIndexChanged.connect(self.changed)
        self.games.valueChanged.connect(self.changed)
        self.seed.textChanged.connect(self.changed)

    def lay_out(self, dialog: QDialog, about: str) -> None:
        """Fill ``dialog`` as every booklet box is: ``about`` above these fields (with the rows the dialog
        added to ``form``), then OK and Cancel, OK greyed while no booklet is named."""
        label = QLabel(about)
        label.setWordWrap(True)
        column = QVBoxLayout(dialog)
        column.addWidget(label)
        column.addWidget(self)
        buttons = ok_cancel(dialog)
        self.guard(buttons)
        column.addWidget(buttons)
        dialog.setMinimumWidth(360)

    def guard(self, buttons: QDialogButtonBox) -> None:
        """Keep ``buttons``' OK greyed while no booklet is named: a booklet printed with an empty seed could
        be played by nobody (Game → Solitaire booklet refuses one), and the next box fell back to Parker's."""
        ok = buttons.button(QDialogButtonBox.StandardButton.Ok)

        def follow() -> None:
            empty = not self.seed.text().strip()
            ok.setEnabled(not empty)
            ok.setToolTip(self.tr("Give the booklet's seed, the word or number printed on it.") if empty else "")

        self.changed.connect(follow)
        follow()

    def which(self) -> WhichBooklet:
        return WhichBooklet(str(self.board.currentData()), self.games.value(), self.seed.text().strip())
