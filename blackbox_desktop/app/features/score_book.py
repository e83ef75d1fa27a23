"""Her score book: each solitaire game she finishes is written down, and Game → Your scores shows how
she stands on each board (games, best, average), as a high-score table does.

Terms:

hers
    A game she played alone against the computer setter and finished with “I have finished” (a booklet
    game or a puzzle code too).  Not hers: a game that was ever a round of a match or duel (its own sheet
    scores it, also once the match is left), the tutorial's lesson (also after Stop), a game the computer
    experimenter made a move in (also once stopped).  Once not hers, a game stays so: the mark is kept
    with it in its file and in the autosave (the extra ``not_scored``), so Open and a resume keep it too.
    Nor is an assisted game (the assistant counted for her, or gave a hint; it has its own mark): the
    assistant names the atoms it has proved, and such a game counted as her best (QA); the panel says
    why it was not written.
standing
    What the score panel adds under a game just written down: her best and average on that board under
    the scoring shown.  A finished game opened from a file is not written down again and gets no standing.

The book is ``scores.json`` in the program's data folder (``data_files``).  It is read again before each
game is added, so two windows open at once do not write over each other's games.  A damaged one is set
aside as ``scores.json.damaged`` (``.damaged-2`` and on when that is taken) and a new book begun, with a word
in the status bar naming it; a book that cannot be written is said once, and play goes on.
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

from ...mnemonics import give_letters
from ...model.board import parse_board
from ...model.errors import BlackBoxError, readable
from ...model.score_book import ScoreBook, ScoreEntry
from ...model.scoring import Scoring
from ...model.storage import read_text, write_atomic
from ..assistant.numbers import decimal
from ..data_files import data_dir, set_aside
from ..modal import run_modal
from ..model_texts import board_title, scoring_title
from .computer_play import COMPUTER_KEY

if TYPE_CHECKING:
    from ...model.game import Game
    from ..snapshot import Snapshot
    from ..window import MainWindow

FILE_NAME = "scores.json"
NOT_SCORED_KEY = "not_scored"
"""The saved game's extra that marks it as not hers (see *hers*)."""


def tr(text: str) -> str:
    return QCoreApplication.translate("ScoreBook", text)


class ScoreBookFeature:
    """Writes her finished games down and says how she stands."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.path = data_dir() / FILE_NAME
        self.book = self._read()
        self._unwritable = False
        self._not_hers: set[str] = set()
        """The sides whose game is not hers alone (see *hers*)."""
        self._written: dict[str, Game] = {}
        """Each side's game written down last, as it stands finished: its standing is shown."""
        self._assisted: dict[str, Game] = {}
        """Each side's game left out last because it was assisted, as it stands finished: the panel says so."""
        self._played_again: set[str] = set()
        """The sides whose game is a puzzle played again once its answers were seen: the panel says so."""
        controller = window.controller
        controller.gameReplaced.connect(self._new_game)
        controller.extrasLoaded.connect(self._on_extras)
        controller.stateChanged.connect(self._watch)
        controller.save_extras[NOT_SCORED_KEY] = self._saved_mark
        window.finishedByPlayer.connect(self.note_game)
        window.final_notes.append(self.standing_words)
        self.action = QAction(tr("&Your scores…"), window)
        window.game_menu.insertAction(window.flip_action, self.action)
        self.action.setStatusTip(tr("How you stand on each board: games played, best and average scores"))
        self.action.triggered.connect(self.show)

    def _read(self, quietly: bool = False) -> ScoreBook:
        """The book as the file holds it now (another window may have added to it); ``quietly``: no file now
        keeps the book this window had."""
        if not self.path.exists():
            return self.book if quietly else ScoreBook()
        try:
            return ScoreBook.loads(read_text(self.path, files_only=True))
        except BlackBoxError:
            kept = set_aside(self.path)  # NAME.damaged-2 when an older damaged book holds NAME.damaged
            self.window.show_message(
                tr("Your score book could not be read; it was kept as {name} and a new one begun.").format(
                    name=readable(kept.name)
                )
                if kept is not None
                else tr("Your score book could not be read, nor kept aside; a new one is begun.")
            )
            return ScoreBook()

    def _others_play(self, side: str) -> bool:
        """Someone else has a hand in the game on ``side`` now: a match, the lesson, the computer.  (Only the
        lesson lets the board be turned over meanwhile, and it stops then: her game on the other side, shown
        a moment before the lesson hears of the turn, is not the lesson's.)"""
        window = self.window
        computer = window.computer_play
        lesson = window.tutorial
        return (
            window.in_match
            or (lesson is not None and lesson.lesson.side == side)
            or (computer is not None and computer.playing)
        )

    def _new_game(self, side: str) -> None:
        """A new game on ``side``: hers until shown otherwise."""
        self._not_hers.discard(side)
        self._played_again.discard(side)

    def _watch(self, snapshot: Snapshot) -> None:
        if self._others_play(snapshot.board.kind):
            self._not_hers.add(snapshot.board.kind)

    def _on_extras(self, extras: dict[str, object]) -> None:
        # A game opened or resumed: not hers if its file says so, or if the computer was playing it then.
        if extras.get(NOT_SCORED_KEY) is True or COMPUTER_KEY in extras:
            self._not_hers.add(self.window.controller.side)

    def not_hers(self, side: str) -> None:
        """The game now on ``side`` is not hers to write down (a puzzle played again once its answers were
        seen); kept with it in its file and the autosave, as every such mark."""
        self._not_hers.add(side)
        self._played_again.add(side)
        self.window.controller.extra_changed(side, NOT_SCORED_KEY)

    def _saved_mark(self) -> bool | None:
        side = self.window.controller.side
        return True if side in self._not_hers or self._others_play(side) else None

    def counts(self) -> bool:
        """Whether the game on the board is one of hers to write down (see *hers*)."""
        return self._hers_alone() and not self._assisted_now()

    def _hers_alone(self) -> bool:
        """She played the game on the board alone against the computer setter (assisted or not)."""
        window = self.window
        game = window.controller.game
        side = window.controller.side
        return (
            side not in self._not_hers
            and not self._others_play(side)
            and game.setup is not None
            and not game.revealed_by_setter
        )

    def _assisted_now(self) -> bool:
        assistant = self.window.assistant
        return assistant is not None and assistant.assisted

    def note_game(self) -> None:
        game = self.window.controller.game
        if self._hers_alone() and self._assisted_now():
            self._assisted[game.board.kind] = game
            self.window.refresh_score()  # the panel says why it is not written down
            assistant = self.window.assistant
            if assistant is not None:
                assistant.show_mark()  # which then need not say "Assisted game" a second time
            return
        if not self.counts():
            return
        self.book = self._read(quietly=True).add(ScoreEntry.of(game, date.today().isoformat()))
        self._written[game.board.kind] = game
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            write_atomic(self.path, self.book.dumps())
        except (BlackBoxError, OSError):
            if not self._unwritable:
                self._unwritable = True
                self.window.show_message(
                    tr("Your score book could not be written to {path}.").format(path=readable(self.path))
                )
        self.window.refresh_score()  # the panel's standing counts this game

    def tells_assisted(self, game: Game) -> bool:
        """The verdict under ``game``'s score says that an assisted game is not written in the score book."""
        return self._assisted.get(game.board.kind) is game

    def standing_words(self) -> str:
        """Under a finished game's score: her best and average on this board, under the scoring shown."""
        window = self.window
        game = window.controller.game
        if self.tells_assisted(game):
            return "\n" + tr("An assisted game is not written in your score book.")
        if self._written.get(game.board.kind) is not game:
            if game.position.finished and window.controller.side in self._played_again:
                # QA: the question before Restart said it, the end of the game said nothing.
                return "\n" + tr("A puzzle played again is not written in your score book.")
            return ""  # not written down here: a match's round, a finished game opened from a file
        variant = window.controller.score_variant
        standing = self.book.standing(game.board.spec, game.position.atom_count, variant)
        if standing is None:
            return ""
        if standing.games == 1:
            return "\n" + tr("Your first game on this board under {scoring} scoring.").format(
                scoring=scoring_title(variant)
            )
        return "\n" + tr("Your best here: {best}; average {mean} over {games} games ({scoring}).").format(
            best=standing.best, mean=decimal(standing.mean, 1), games=standing.games, scoring=scoring_title(variant)
        )

    def show(self) -> None:
        self.book = self._read(quietly=True)  # as the file holds it now: another window may have added games
        run_modal(ScoreBookDialog(self.book, self.window.controller.score_variant, self.window))


class ScoreBookDialog(QDialog):
    """Each board she has played, with her games, best and average under the scoring chosen."""

    def __init__(self, book: ScoreBook, variant: Scoring, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.book = book
        self.setWindowTitle(self.tr("Your scores"))
        column = QVBoxLayout(self)
        row = QHBoxLayout()
        label = QLabel(self.tr("Scoring:"))
        row.addWidget(label)
        self.scoring = QComboBox()
        label.setBuddy(self.scoring)  # a screen reader heard "Per ray" and no word of what it chose
        for each in Scoring:
            self.scoring.addItem(scoring_title(each), each.value)
        self.scoring.setCurrentIndex(max(0, self.scoring.findData(variant.value)))
        row.addWidget(self.scoring, 1)
        column.addLayout(row)
        self.table = QTableWidget(0, 5)
        self.table.setAccessibleName(self.tr("Your scores"))
        self.table.setHorizontalHeaderLabels(
            [self.tr("Board"), self.tr("Atoms"), self.tr("Games"), self.tr("Best"), self.tr("Average")]
        )
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
        give_letters(self)

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
                item.setTextAlignment(
                    Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
                    if c == 0
                    else Qt.AlignmentFlag.AlignCenter
                )
                self.table.setItem(r, c, item)
        self.table.setVisible(bool(rows))
        self.empty.setVisible(not rows)

    def rows(self) -> list[list[str]]:
        """The table as text (for tests and screen readers)."""
        return [
            [self.table.item(r, c).text() for c in range(self.table.columnCount())]  # type: ignore[union-attr]
            for r in range(self.table.rowCount())
        ]


def install(window: MainWindow) -> None:
    window.score_book = ScoreBookFeature(window)
