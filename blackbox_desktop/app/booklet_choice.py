"""Which solitaire booklet the window plays and prints: board, number of games and seed.

The same three things ``print-booklet`` takes (``--board``, ``--games``,
``--seed``), so that a booklet printed from the command line can be played in
the window by its game numbers.  The last choice is kept in the settings.
"""

from __future__ import annotations

import contextlib
import re

from PySide6.QtCore import QSettings, Qt, Signal
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

from ..model.board import Board, parse_board
from ..model.booklet import MAX_GAMES, seed_fault
from ..model.errors import BlackBoxError
from .assistant.booklets import PARKER, WhichBooklet
from .buttons import ok_cancel
from .model_texts import tr_model
from .options import GameOptions
from .paper import warning

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


def board_named(words: str) -> Board | None:
    """The board a booklet's page foot names, however it is typed: "square 6×6", "6x6", "hexagonal (side 4)",
    "hex-4", the French "carré 6×6" or "hexagonal (côté 4)"; None for words that name no board.

    >>> [board_named(w).spec for w in ("square 6×10", " 6 X 6 ", "hexagonal (côté 4)", "hex-4", "ortho-8x8")]
    ['ortho-6x10', 'ortho-6x6', 'hex-4', 'hex-4', 'ortho-8x8']
    >>> board_named("round"), board_named("hexagonal (side 40)"), board_named("")
    (None, None, None)
    """
    return _read_board(words)[0]


def _read_board(words: str) -> tuple[Board | None, str | None]:
    """The board ``words`` name, or None with why when they give a size no board has ("square 30x3": the rule it
    breaks, in English as the model says it); (None, None) when they name no board at all."""
    text = words.strip().lower().replace("×", "x")
    size = re.search(r"(\d+)\s*x\s*(\d+)", text)
    number = re.search(r"\d+", text)
    if size is not None:
        spec = f"ortho-{size.group(1)}x{size.group(2)}"
    elif "hex" in text and number is not None:
        spec = f"hex-{number.group(0)}"
    else:
        spec = text
    try:
        return parse_board(spec), None
    except BlackBoxError as error:
        return None, (str(error) if spec != text else None)
    except ValueError:
        return None, None


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
        from ..printing.wording import board_words  # the printing module loads when a booklet box opens

        # The boards played most are offered; any other is typed as the foot of its pages names it ("square
        # 6×6"): print-booklet takes any board, and a booklet printed for 6×6 could not be chosen (QA).
        self.board = QComboBox()
        self.board.setEditable(True)
        self.board.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.board.setToolTip(
            self.tr(
                "The board the foot of the booklet's pages names; type any other, e.g. square 6×6 or hexagonal (side 4)"
            )
        )
        specs = [PARKER.board, "hex-5", which.board]
        if options is not None:
            for side in ("ortho", "hex"):
                with contextlib.suppress(BlackBoxError):
                    specs.append(options.on_side(side).board().spec)
        for spec in dict.fromkeys(specs):
            with contextlib.suppress(BlackBoxError):
                self.board.addItem(board_words(parse_board(spec)), spec)
        self.board.setCurrentIndex(max(0, self.board.findData(which.board)))
        self.games = QSpinBox(minimum=1, maximum=MAX_GAMES, value=which.games)
        self.seed = QLineEdit(which.seed)
        form.addRow(self.tr("Board:"), self.board)
        form.addRow(self.tr("Games:"), self.games)
        form.addRow(self.tr("Seed:"), self.seed)
        self.problem = QLabel()
        """Why OK is greyed, in sight: a greyed button's tooltip is seen by nobody who does not hover it (QA)."""
        self.problem.setTextFormat(Qt.TextFormat.PlainText)  # it may quote what she typed
        self.problem.setWordWrap(True)
        self.problem.setVisible(False)
        warning(self.problem)
        self._height_without_problem = 0
        """The box's height before the red line showed: it goes back to it once the line goes."""
        self.board.currentTextChanged.connect(self.changed)
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
        column.addWidget(self.problem)
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
            # A pasted tab stayed in the seed: it split the printed foot in two and could not be typed back (QA).
            odd = not empty and seed_fault(self.seed.text()) is not None
            board, problem = _read_board(self.board.currentText())
            ok.setEnabled(not empty and not odd and board is not None)
            if board is None:
                why = (
                    tr_model(problem)
                    if problem
                    else self.tr("Name the booklet's board as the foot of its pages does, e.g. square 8×8.")
                )
            elif empty:
                why = self.tr("Give the booklet's seed, the word or number printed on it.")
            elif odd:
                why = self.tr("The seed cannot hold a tab or another control character: type it as printed.")
            else:
                why = ""
            ok.setToolTip(why)
            self.problem.setText(why)
            self._show_problem(bool(why))

        self.changed.connect(follow)
        follow()

    def _show_problem(self, shown: bool) -> None:
        """Show or hide the red line; once it goes, the box gives its room back (QA: the height stayed, and the
        form's rows spread apart over it)."""
        box = self.window()
        if shown == self.problem.isVisibleTo(box):
            return
        if shown:
            self._height_without_problem = box.height() if box.isVisible() else 0  # not yet sized before it shows
        self.problem.setVisible(shown)
        layout = box.layout()
        if shown and box.isVisible() and layout is not None:
            # The line gets room of its own: the box opens at its natural height, and the line took its room
            # from the fields, which shrank and crowded together (QA).
            line = self.problem.heightForWidth(self.width()) + max(0, layout.spacing())
            box.resize(box.width(), max(box.height(), self._height_without_problem + line))
        if not shown and box.isVisible() and layout is not None:
            layout.activate()  # the least height without the line, before the box is resized to it
            height = self._height_without_problem or box.sizeHint().height()  # or as it opens without the line
            box.resize(box.width(), max(height, box.minimumSizeHint().height()))

    def which(self) -> WhichBooklet:
        board = board_named(self.board.currentText())
        return WhichBooklet(board.spec if board is not None else "", self.games.value(), self.seed.text().strip())
