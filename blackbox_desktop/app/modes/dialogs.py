"""Dialogs of the two-player modes: match options, a setter's announcement, a puzzle code to share."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent, QValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ... import message_boxes
from ...mnemonics import give_letters
from ...model.board import Board, Cell, Port, parse_board
from ...model.editions import COMPUTER, EDITIONS, FRANJOS, Edition
from ...model.errors import BlackBoxError
from ...model.experimenter import LEVELS
from ...model.game import Game, Rules, atom_limit
from ...model.match import alike
from ...model.port_names import NUMBERS, parse_port, port_label
from ...model.puzzle_code import encode_puzzle
from ...model.savefile import dumps
from ...model.scoring import Scoring
from ...model.storage import write_atomic
from ...screen_room import make_room_for_title
from ..buttons import ok_cancel
from ..dialogs import SizeBoxes, edition_box, fit_edition_to_side, scoring_box
from ..file_boxes import ask_save
from ..i18n import phrase
from ..model_texts import (
    edition_words,
    level_title,
    tr_model,
)
from ..options import GameOptions
from ..paper import warning

HOT_SEAT = "hot-seat"
TABLETOP = "tabletop"
DUEL = "duel"
PUZZLE = "puzzle"
AGAINST_COMPUTER = "computer-match"


def tr(text: str) -> str:
    return phrase("TwoPlayers", text)  # names come in through format, which elides in French


def named(players: tuple[str, str]) -> tuple[str, str]:
    """A blank name becomes "Player 1" or "Player 2" in the window's language (the model's are English)."""
    first, second = players
    return (first if first.strip() else tr("Player 1"), second if second.strip() else tr("Player 2"))


@dataclass(frozen=True)
class MatchSetup:
    """What the players chose before a match, a duel or a puzzle."""

    players: tuple[str, str]
    board: Board
    atom_count: int
    rules: Rules
    rounds: int = 2
    computer: str = ""
    """The computer's level when it is the second player (a match against the computer)."""


class RoundsBox(QSpinBox):
    """The number of rounds: even only, so that each player is the experimenter as often as the other.

    Typed, an odd number is not taken as it stands: leaving the box makes it the even number above
    (3 becomes 4), the step of the arrows is 2 already.
    """

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        state, text, pos = super().validate(text, pos)  # PySide6 answers a triple, not the state alone
        if state == QValidator.State.Acceptable and self.valueFromText(text) % 2:
            state = QValidator.State.Intermediate
        return state, text, pos

    def fixup(self, text: str) -> str:
        value = self.valueFromText(text)
        if value % 2:
            return self.textFromValue(min(value + 1, self.maximum()))
        return super().fixup(text)


class TwoPlayerDialog(QDialog):
    """Names, rounds, board side and size, atoms, edition and scoring."""

    def __init__(
        self,
        mode: str,
        options: GameOptions,
        parent: QWidget | None = None,
        players: tuple[str, str] | None = None,
        level: str = "",
    ) -> None:
        """``players``: the names to offer (the last match's), else "Player 1" and "Player 2"; ``level``: the
        computer's level to offer (the last one chosen)."""
        super().__init__(parent)
        self.mode = mode
        titles = {
            HOT_SEAT: self.tr("Hot-seat match"),
            TABLETOP: self.tr("Tabletop match"),
            DUEL: self.tr("French duel"),
            PUZZLE: self.tr("A puzzle for a friend"),
            AGAINST_COMPUTER: self.tr("Match against the computer"),
        }
        self.setWindowTitle(titles[mode])
        make_room_for_title(self)
        form = QFormLayout(self)
        first, second = players or (self.tr("Player 1"), self.tr("Player 2"))
        self.first = QLineEdit(first)
        self.second = QLineEdit(second)
        # Typing a name replaces the one offered (it went on after "Player 1"): the first box has the focus
        # from the start, and Qt selects a field's text only when Tab brings the focus in.
        self.first.selectAll()
        self.level = QComboBox()
        for key in LEVELS:
            self.level.addItem(level_title(key), key)
        self.level.setCurrentIndex(max(0, self.level.findData(level)))
        if mode == AGAINST_COMPUTER:
            form.addRow(self.tr("Your name (you hide first):"), self.first)
            form.addRow(self.tr("The computer plays:"), self.level)
        elif mode != PUZZLE:
            first = self.tr("First player (hides first):") if mode != DUEL else self.tr("First player:")
            form.addRow(first, self.first)
            form.addRow(self.tr("Second player:"), self.second)
        self.rounds = RoundsBox(minimum=2, maximum=40, value=2)
        self.rounds.setSingleStep(2)
        if mode in (HOT_SEAT, TABLETOP, AGAINST_COMPUTER):
            form.addRow(self.tr("Rounds:"), self.rounds)
        self.side = QComboBox()
        self.side.addItem(self.tr("Square board"), "ortho")
        if mode != DUEL:  # the French paper rules name rows and columns: square only
            self.side.addItem(self.tr("Hexagonal board"), "hex")
        self.side.setCurrentIndex(max(0, self.side.findData(options.side)))
        form.addRow(self.tr("Board side:"), self.side)
        size = QWidget()
        row = QHBoxLayout(size)
        row.setContentsMargins(0, 0, 0, 0)
        boxes = SizeBoxes(options)
        self.rows, self.cols, self.hex_side = boxes.rows, boxes.cols, boxes.hex_side
        for widget in (self.rows, self.cols, self.hex_side):
            row.addWidget(widget)
        form.addRow(self.tr("Size:"), size)
        size_label = form.labelForField(size)
        assert isinstance(size_label, QLabel)  # the row was added with its words
        self.size_label = size_label
        self._options = options
        self.atoms = QSpinBox(minimum=1)  # its range and value follow the board: see _side_changed
        form.addRow(self.tr("Atoms:"), self.atoms)
        self.edition = edition_box()
        self.edition.setCurrentIndex(max(0, self.edition.findData(COMPUTER.key if mode == DUEL else options.edition)))
        self.scoring = scoring_box()
        default_scoring = Scoring.PER_RAY.value if mode == DUEL else options.scoring
        self.scoring.setCurrentIndex(max(0, self.scoring.findData(default_scoring)))
        if mode != DUEL:
            form.addRow(self.tr("Markers look:"), self.edition)
        form.addRow(self.tr("Scoring:"), self.scoring)
        self.by_hand = QCheckBox(self.tr("The experimenter lays the markers herself"))
        self.by_hand.setChecked(options.markers_by_hand)
        if mode == TABLETOP:
            form.addRow("", self.by_hand)
        form.addRow(ok_cancel(self))
        self.side.currentIndexChanged.connect(self._side_changed)
        self.edition.currentIndexChanged.connect(self._edition_changed)
        for box in (self.rows, self.cols, self.hex_side):
            box.valueChanged.connect(self._fit_atoms)
        self._side_changed()
        give_letters(self)

    def _side_changed(self) -> None:
        side = str(self.side.currentData())
        hexagonal = side == "hex"
        self.rows.setVisible(not hexagonal)
        self.cols.setVisible(not hexagonal)
        self.hex_side.setVisible(hexagonal)
        self.size_label.setBuddy(self.hex_side if hexagonal else self.rows)  # Alt+its letter reaches a box
        fit_edition_to_side(self.edition, side)  # as New game does: the Parker look was taken, then dropped
        # The count each side is played with, as the New game dialog offers it: 5 on the hexagonal side by
        # default, not the square side's 4.  The French duel is played with 5 (seed 003), on the square only.
        self._fit_atoms()
        self.atoms.setValue(5 if self.mode == DUEL else self._options.on_side(side).atoms)

    def _fit_atoms(self) -> None:
        """No more atoms than the chosen board can hold (a smaller board brings the count down with it)."""
        self.atoms.setMaximum(atom_limit(self.board()))

    def _edition_changed(self) -> None:
        edition = EDITIONS[str(self.edition.currentData())]
        self.scoring.setCurrentIndex(self.scoring.findData(edition.scoring.value))

    def board(self) -> Board:
        if self.side.currentData() == "hex":
            return parse_board(f"hex-{self.hex_side.value()}")
        return parse_board(f"ortho-{self.rows.value()}x{self.cols.value()}")

    def accept(self) -> None:
        """Names that cannot be told apart are refused here, the dialog kept open with every other choice
        (QA: the match refused them after the dialog had closed, and its choices were lost)."""
        players = named(self.setup().players)
        if self.mode != PUZZLE and alike(players):
            text = (
                self.tr("The computer is called {name}: please choose another name.").format(name=players[1])
                if self.mode == AGAINST_COMPUTER
                else self.tr("The two players need different names.")
            )
            message_boxes.warn(self, self.windowTitle(), text)
            return
        super().accept()

    def setup(self) -> MatchSetup:
        board = self.board()
        edition: Edition = EDITIONS[str(self.edition.currentData())]
        if board.kind not in edition.sides:
            edition = FRANJOS  # Parker's box has only the square board
        rules = Rules(edition, Scoring.parse(str(self.scoring.currentData())), self.by_hand.isChecked())
        players = (self.first.text(), self.second.text())
        computer = ""
        if self.mode == AGAINST_COMPUTER:
            players, computer = (self.first.text(), self.tr("Computer")), str(self.level.currentData())
        rounds = self.rounds.value()
        rounds += rounds % 2  # never an odd number, whatever reached the box: one player would experiment once more
        return MatchSetup(players, board, self.atoms.value(), rules, rounds, computer)


class AnnouncementDialog(QDialog):
    """ "What did the setter announce?" — absorbed, reflected, or the port the ray came out at."""

    def __init__(
        self,
        board: Board,
        edition: Edition,
        port: Port,
        setter: str,
        label_style: str = NUMBERS,
        parent: QWidget | None = None,
        *,
        check: Callable[[str], str | None] | None = None,
    ) -> None:
        super().__init__(parent)
        self.board = board
        self.port = port
        self.answer: str | None = None
        self.check = check
        """Why an answer cannot be true (None when it can): the dialog stays open for another answer."""
        self.setWindowTitle(self.tr("Ray at {port}").format(port=port_label(board, port, label_style)))
        make_room_for_title(self)
        column = QVBoxLayout(self)
        question = QLabel(
            self.tr("Ray at {port}. What did {setter} announce?").format(
                port=port_label(board, port, label_style), setter=setter
            )
        )
        question.setTextFormat(Qt.TextFormat.PlainText)  # the setter's name, as typed
        question.setWordWrap(True)
        column.addWidget(question)
        row = QHBoxLayout()
        absorbed, reflected, exit_word = edition_words(edition)
        self._words = (absorbed, reflected)
        self.absorbed = QPushButton(absorbed)
        self.reflected = QPushButton(reflected)
        self.absorbed.clicked.connect(lambda: self._choose("H"))
        self.reflected.clicked.connect(lambda: self._choose("R"))
        row.addWidget(self.absorbed)
        row.addWidget(self.reflected)
        column.addLayout(row)
        exit_row = QHBoxLayout()
        exit_label = QLabel(exit_word.split("{port}")[0].strip() or self.tr("Out at"))
        exit_row.addWidget(exit_label)
        self.exit_port = QLineEdit()
        self.exit_port.setAccessibleName(exit_label.text())  # a screen reader heard a nameless field
        exit_label.setBuddy(self.exit_port)
        self.exit_port.setPlaceholderText(
            self.tr("port, e.g. 17") if label_style == NUMBERS else self.tr("port, e.g. 17 or D droite")
        )
        self.exit_button = QPushButton(self.tr("Came out there"))
        self.exit_button.clicked.connect(self._exit)
        self.exit_port.installEventFilter(self)  # Enter: see eventFilter
        exit_row.addWidget(self.exit_port, 1)
        exit_row.addWidget(self.exit_button)
        column.addLayout(exit_row)
        self.error = QLabel()
        self.error.setTextFormat(Qt.TextFormat.PlainText)  # the refusal names the setter
        self.error.setWordWrap(True)
        warning(self.error)
        column.addWidget(self.error)
        cancel = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        cancel.rejected.connect(self.reject)
        column.addWidget(cancel)
        give_letters(self)
        # The question opens in the port box, not on "Absorbed": an Enter pressed before the setter has spoken
        # (a second Enter after the one that fired the ray, a key held down) recorded the ray as absorbed
        # (QA).  There an empty Enter only asks again; Absorbed and Reflected take a click, their letter, or
        # Tab then Enter or Space.
        self.setFocusProxy(self.exit_port)
        self.exit_port.setFocus()

    def _choose(self, answer: str) -> None:
        refusal = self.check(answer) if self.check is not None else None
        if refusal:
            self._refuse(refusal)
            return
        self.answer = answer
        self.accept()

    def _exit(self) -> None:
        if not self.exit_port.text().strip():
            self._refuse(
                self.tr("Type the port the ray came out at, or press “{absorbed}” or “{reflected}”.").format(
                    absorbed=self._words[0], reflected=self._words[1]
                )
            )
            return
        try:
            out = parse_port(self.board, self.exit_port.text())
        except BlackBoxError as error:
            self._refuse(tr_model(str(error)))
            return
        self._choose("R" if out == self.port else str(out))

    def _refuse(self, text: str) -> None:
        self.error.setText(text)
        self.adjustSize()  # the whole sentence in sight, however long

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A port typed while a button has the focus goes into the port box (QA).

        The question opens on "Absorbed": the digits of an exit typed at once were lost, and the Enter after
        them pressed Absorbed, recording a ray that came out as absorbed.
        """
        text = event.text()
        plain = not event.modifiers() & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier)
        if plain and text and text.isprintable() and not text.isspace() and not self.exit_port.hasFocus():
            self.exit_port.setFocus()
            self.exit_port.insert(text)
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Enter in the port box answers with that port and nothing else.

        The box itself would pass Enter on to the dialog, which presses its default button (absorbed)
        whenever the port was refused.
        """
        if (
            watched is self.exit_port
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        ):
            self._exit()
            return True
        return super().eventFilter(watched, event)


class PuzzleDialog(QDialog):
    """The code of a puzzle made on the pad: copy it, or save it as a game file."""

    def __init__(self, board: Board, atoms: frozenset[Cell], rules: Rules, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.board = board
        self.atoms = atoms
        self.rules = rules
        self.code = encode_puzzle(board, atoms)
        self.setWindowTitle(self.tr("A puzzle for a friend"))
        make_room_for_title(self)
        column = QVBoxLayout(self)
        text = QLabel(
            self.tr(
                "Send this code to a friend: she plays it with Game → Play a puzzle code, and you can compare "
                "your scores. Or save it as a game file she opens with Game → Open."
            )
        )
        text.setWordWrap(True)
        column.addWidget(text)
        self.code_edit = QLineEdit(self.code)
        self.code_edit.setReadOnly(True)
        self.code_edit.setAccessibleName(self.tr("Puzzle code"))
        # The whole code in sight, to be read out or checked: a big board's runs to a hundred letters.
        margins = self.code_edit.textMargins()
        needed = self.code_edit.fontMetrics().horizontalAdvance(self.code) + margins.left() + margins.right() + 16
        self.code_edit.setMinimumWidth(min(needed, 900))
        column.addWidget(self.code_edit)
        row = QHBoxLayout()
        self.copy_button = QPushButton(self.tr("Copy code"))
        self.save_button = QPushButton(self.tr("Save puzzle file…"))
        close = QPushButton(self.tr("Close"))
        self.copy_button.clicked.connect(self.copy)
        self.save_button.clicked.connect(self.save_dialog)
        close.clicked.connect(self.accept)
        row.addWidget(self.copy_button)
        row.addWidget(self.save_button)
        row.addStretch(1)
        row.addWidget(close)
        column.addLayout(row)
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # a reason may quote a file name
        column.addWidget(self.status)
        give_letters(self)

    def copy(self) -> None:
        QGuiApplication.clipboard().setText(self.code)
        self.status.setText(self.tr("The code is on the clipboard."))

    def game_text(self) -> str:
        """A saved game holding the atoms (as a puzzle code, never in plain sight) and no moves."""
        return dumps(Game.new(self.board, len(self.atoms), self.rules, self.atoms))

    def save(self, path: str) -> None:
        write_atomic(path, self.game_text())
        self.status.setText(self.tr("Saved."))

    def save_dialog(self) -> None:
        settings = getattr(self.parentWidget(), "settings", None)  # the window's, when it opened this box
        name = ask_save(
            self,
            getattr(settings, "store", None),
            self.tr("Save the puzzle"),
            self.tr("puzzle.bbox"),
            self.tr("Black Box games (*.bbox);;All files (*)"),
        )
        if not name:
            return
        try:
            self.save(name)
        except BlackBoxError as error:
            self.status.setText(tr_model(str(error)))
