"""Her score book: each solitaire game she finishes is written down, and Game → Your scores shows how
she stands on each board (games, best, average), as a high-score table does.

What counts: a game she finished herself with “I have finished”, against the computer setter (a booklet
game too).  Not a round of a match or duel (its own sheet scores it), not the tutorial's lesson, not a
game the computer experimenter played, not a finished game opened from a file.  After such a game the
score panel adds how she stands on that board under the scoring it shows.

The book is ``scores.json`` in the program's data folder (``data_files``).  A damaged one is set aside as
``scores.json.damaged`` and a new book begun, with a word in the status bar; a book that cannot be written
is said once, and play goes on.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...model.board import parse_board
from ...model.errors import BlackBoxError
from ...model.score_book import ScoreBook, ScoreEntry
from ...model.scoring import Scoring
from ...model.storage import read_text, write_atomic
from ..assistant.numbers import decimal
from ..data_files import data_dir, set_aside
from ..modal import run_modal
from ..model_texts import board_title, scoring_title

if TYPE_CHECKING:
    from ..window import MainWindow

FILE_NAME = "scores.json"


def tr(text: str) -> str:
    return QCoreApplication.translate("ScoreBook", text)


class ScoreBookFeature:
    """Writes her finished games down and says how she stands."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.path = data_dir() / FILE_NAME
        self.book = self._read()
        self._unwritable = False
        window.finishedByPlayer.connect(self.note_game)
        window.final_notes.append(self.standing_words)
        self.action = QAction(tr("&Your scores…"), window)
        window.game_menu.insertAction(window.flip_action, self.action)
        self.action.setStatusTip(tr("How you stand on each board: games played, best and average scores"))
        self.action.triggered.connect(self.show)

    def _read(self) -> ScoreBook:
        if not self.path.exists():
            return ScoreBook()
        try:
            return ScoreBook.loads(read_text(self.path))
        except BlackBoxError:
            set_aside(self.path)
            self.window.show_message(tr("Your score book could not be read; it was kept as {name}.damaged and a "
                                        "new one begun.").format(name=FILE_NAME))
            return ScoreBook()

    def counts(self) -> bool:
        """Whether the game on the board is one of hers to write down (see the module's docstring)."""
        window = self.window
        game = window.controller.game
        computer = window.computer_play
        return (not window.in_match and window.tutorial is None and game.setup is not None
                and not game.revealed_by_setter and not (computer is not None and computer.has_played_in(game)))

    def note_game(self) -> None:
        if not self.counts():
            return
        self.book = self.book.add(ScoreEntry.of(self.window.controller.game, date.today().isoformat()))
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self.path, self.book.dumps())
        except (BlackBoxError, OSError):
            if not self._unwritable:
                self._unwritable = True
                self.window.show_message(tr("Your score book could not be written to {path}.").format(path=self.path))
        self.window.refresh_score()  # the panel's standing counts this game

    def standing_words(self) -> str:
        """Under a finished game's score: her best and average on this board, under the scoring shown."""
        window = self.window
        if not self.counts():
            return ""
        game = window.controller.game
        variant = window.controller.score_variant
        standing = self.book.standing(game.board.spec, game.position.atom_count, variant)
        if standing is None:
            return ""
        if standing.games == 1:
            return "\n" + tr("Your first game on this board under {scoring} scoring.").format(
                scoring=scoring_title(variant))
        return "\n" + tr("Your best here: {best}; average {mean} over {games} games ({scoring}).").format(
            best=standing.best, mean=decimal(standing.mean, 1), games=standing.games, scoring=scoring_title(variant))

    def show(self) -> None:
        run_modal(ScoreBookDialog(self.book, self.window.controller.score_variant, self.window))


class ScoreBookDialog(QDialog):
    """Each board she has played, with her games, best and average under the scoring chosen."""

    def __init__(self, book: ScoreBook, variant: Scoring, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.book = book
        self.setWindowTitle(self.tr("Your scores"))
        column = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Scoring:")))
        self.scoring = QComboBox()
        for each in Scoring:
            self.scoring.addItem(scoring_title(each), each.value)
        self.scoring.setCurrentIndex(max(0, self.scoring.findData(variant.value)))
        row.addWidget(self.scoring, 1)
        column.addLayout(row)
        self.table = QTableWidget(0, 5)
        self.table.setAccessibleName(self.tr("Your scores"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Board"), self.tr("Atoms"), self.tr("Games"), self.tr("Best"), self.tr("Average")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # figures as wide as their words
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)  # the board's name takes the rest
        column.addWidget(self.table)
        self.empty = QLabel(self.tr("No game finished yet: your scores are written here as you play."))
        self.empty.setWordWrap(True)
        column.addWidget(self.empty)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        column.addWidget(buttons)
        self.scoring.currentIndexChanged.connect(self.fill)
        self.resize(520, 340)
        self.fill()

    def fill(self) -> None:
        variant = Scoring(self.scoring.currentData())
        rows = []
        for board, atoms in self.book.boards():
            standing = self.book.standing(board, atoms, variant)
            if standing is None:
                continue
            try:
                name = board_title(parse_board(board))
            except BlackBoxError:
                name = board  # a board this version does not know, from a hand-edited book
            rows.append([name, str(atoms), str(standing.games), str(standing.best), decimal(standing.mean, 1)])
        self.table.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter if c == 0
                                      else Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        self.table.setVisible(bool(rows))
        self.empty.setVisible(not rows)

    def rows(self) -> list[list[str]]:
        """The table as text (for tests and screen readers)."""
        return [[self.table.item(r, c).text() for c in range(self.table.columnCount())]  # type: ignore[union-attr]
                for r in range(self.table.rowCount())]


def install(window: MainWindow) -> None:
    window.score_book = ScoreBookFeature(window)
