"""The New game dialog: side and size, atoms, edition look, scoring, options."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QStackedWidget,
    QWidget,
)

from ..mnemonics import give_letters
from ..model.board import parse_board
from ..model.editions import COMPUTER, EDITIONS, FRANJOS, PARKER
from ..model.errors import BlackBoxError
from ..model.game import atom_limit
from ..model.puzzle_code import decode_puzzle
from ..model.scoring import Scoring
from ..screen_room import make_room_for_title
from .buttons import ok_cancel
from .model_texts import edition_look_words, edition_title, scoring_title, scoring_words, tr_model
from .options import GameOptions
from .paper import warning


def _tr(text: str) -> str:
    return QCoreApplication.translate("SizeBoxes", text)


class SizeBoxes:
    """The board's size, as New game and the two-player dialogs ask it: rows and columns, or cells a side.

    Each box is named for a screen reader, which otherwise heard only the number and its unit.
    """

    def __init__(self, options: GameOptions) -> None:
        self.rows = QSpinBox(minimum=2, maximum=26, value=options.rows)
        self.cols = QSpinBox(minimum=2, maximum=26, value=options.cols)
        self.hex_side = QSpinBox(minimum=2, maximum=9, value=options.hex_side)
        for box, suffix, name in (
            (self.rows, _tr(" rows"), _tr("Rows")),
            (self.cols, _tr(" columns"), _tr("Columns")),
            (self.hex_side, _tr(" cells a side"), _tr("Cells a side")),
        ):
            box.setSuffix(suffix)
            box.setAccessibleName(name)


def edition_box() -> QComboBox:
    """The three editions' looks, each saying in its tooltip what its tokens look like (keys as data)."""
    box = QComboBox()
    for edition in (PARKER, FRANJOS, COMPUTER):
        box.addItem(edition_title(edition), edition.key)
        box.setItemData(box.count() - 1, edition_look_words(edition), Qt.ItemDataRole.ToolTipRole)
    _tooltip_follows_choice(box)
    return box


def scoring_box() -> QComboBox:
    """The three scorings, each saying in its tooltip how it counts (values as data)."""
    box = QComboBox()
    for variant in Scoring:
        box.addItem(scoring_title(variant), variant.value)
        box.setItemData(box.count() - 1, scoring_words(variant), Qt.ItemDataRole.ToolTipRole)
    _tooltip_follows_choice(box)
    return box


def _tooltip_follows_choice(box: QComboBox) -> None:
    """Show the chosen item's tooltip on the closed ``box`` too: it was seen only in the open list (QA)."""

    def follow() -> None:
        box.setToolTip(str(box.currentData(Qt.ItemDataRole.ToolTipRole) or ""))

    box.currentIndexChanged.connect(follow)
    follow()


def fit_edition_to_side(box: QComboBox, side: str) -> None:
    """Parker's box has only the square board: on the hexagonal side its look is greyed out in ``box``
    (a combo box of edition keys), and a Parker choice moves, visibly, to Franjos."""
    parker = box.model().item(box.findData(PARKER.key))  # type: ignore[attr-defined]
    if parker is not None:
        parker.setEnabled(side in PARKER.sides)
    if side not in PARKER.sides and box.currentData() == PARKER.key:
        box.setCurrentIndex(box.findData(FRANJOS.key))


class NewGameDialog(QDialog):
    def __init__(self, options: GameOptions, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        make_room_for_title(self)
        self._options = options
        form = QFormLayout(self)

        self.side = QComboBox()
        self.side.addItem(self.tr("Square board (original)"), "ortho")
        self.side.addItem(self.tr("Hexagonal board (Black Box +)"), "hex")
        self.side.setCurrentIndex(1 if options.side == "hex" else 0)
        form.addRow(self.tr("Board side:"), self.side)

        self.size_stack = QStackedWidget()
        square = QWidget()
        row = QHBoxLayout(square)
        row.setContentsMargins(0, 0, 0, 0)
        size = SizeBoxes(options)
        self.rows, self.cols, self.hex_side = size.rows, size.cols, size.hex_side
        row.addWidget(self.rows)
        row.addWidget(self.cols)
        self.size_stack.addWidget(square)
        self.size_stack.addWidget(self.hex_side)
        form.addRow(self.tr("Size:"), self.size_stack)
        size_label = form.labelForField(self.size_stack)
        assert isinstance(size_label, QLabel)  # the row was added with its words
        self.size_label = size_label

        self.atoms = QComboBox()
        form.addRow(self.tr("Atoms:"), self.atoms)

        self.edition = edition_box()
        form.addRow(self.tr("Markers look:"), self.edition)

        self.scoring = scoring_box()
        form.addRow(self.tr("Scoring:"), self.scoring)

        self.by_hand = QCheckBox(self.tr("I place the markers myself"))
        self.by_hand.setChecked(options.markers_by_hand)
        form.addRow("", self.by_hand)

        self.avoid = QCheckBox(self.tr("Only arrangements every ray can tell apart"))
        self.avoid.setChecked(options.avoid_ambiguous)
        self.avoid.setToolTip(
            self.tr("As the rulebooks advise. Finding one can take a while with many atoms on a big board.")
        )
        form.addRow("", self.avoid)

        self.seed = QLineEdit()
        self.seed.setPlaceholderText(self.tr("optional, e.g. 1978"))
        self.seed.setToolTip(self.tr("The same seed hides the same atoms: play the same game as a friend."))
        form.addRow(self.tr("Seed:"), self.seed)
        self.puzzle = QLineEdit()
        self.puzzle.setPlaceholderText(self.tr("optional: a friend's code, BB-…"))
        form.addRow(self.tr("Puzzle code:"), self.puzzle)
        # Why the code cannot be played, under it: the dialog stays open with the code to mend.
        self.puzzle_error = QLabel()
        self.puzzle_error.setWordWrap(True)
        self.puzzle_error.setTextFormat(Qt.TextFormat.PlainText)
        warning(self.puzzle_error)
        self.puzzle_error.hide()
        form.addRow("", self.puzzle_error)
        self._height_without_error = 0
        self.puzzle.textEdited.connect(lambda _text: self._hide_error())

        form.addRow(ok_cancel(self))

        self.edition.setCurrentIndex(max(0, self.edition.findData(options.edition)))
        self.scoring.setCurrentIndex(max(0, self.scoring.findData(options.scoring)))
        self.side.currentIndexChanged.connect(self._side_changed)
        self.edition.currentIndexChanged.connect(self._edition_changed)
        self.rows.valueChanged.connect(lambda _v: self._fill_atoms())
        self.cols.valueChanged.connect(lambda _v: self._fill_atoms())
        self.hex_side.valueChanged.connect(lambda _v: self._fill_atoms())
        self._side_changed()
        give_letters(self)

    def _current_side(self) -> str:
        return str(self.side.currentData())

    def _side_changed(self) -> None:
        side = self._current_side()
        self.size_stack.setCurrentIndex(1 if side == "hex" else 0)
        self.size_label.setBuddy(self.hex_side if side == "hex" else self.rows)  # Alt+its letter reaches a box
        fit_edition_to_side(self.edition, side)
        self._fill_atoms(keep=False)

    def _edition_changed(self) -> None:
        edition = EDITIONS.get(str(self.edition.currentData()), FRANJOS)
        self.scoring.setCurrentIndex(max(0, self.scoring.findData(edition.scoring.value)))

    def _fill_atoms(self, keep: bool = True) -> None:
        side = self._current_side()
        previous = self.atoms.currentData()
        default = self._options.atoms_hex if side == "hex" else self._options.atoms_ortho
        wanted = previous if keep and previous is not None else default
        spec = f"hex-{self.hex_side.value()}" if side == "hex" else f"ortho-{self.rows.value()}x{self.cols.value()}"
        board = parse_board(spec)
        limit = atom_limit(board)
        presets = [n for n in board.default_atom_counts if n <= limit]  # "(as in the box)"
        self.atoms.blockSignals(True)
        self.atoms.clear()
        for n in presets:
            self.atoms.addItem(self.tr("{n} (as in the box)").format(n=n), n)
        for n in range(1, limit + 1):
            if n not in presets:
                self.atoms.addItem(str(n), n)
        index = self.atoms.findData(wanted)
        self.atoms.setCurrentIndex(max(0, index))
        self.atoms.blockSignals(False)

    def accept(self) -> None:
        """A mistyped puzzle code is said here and the dialog stays open: it closed, and the code was lost (QA)."""
        code = self.puzzle.text().strip()
        if code:
            try:
                decode_puzzle(code)
            except BlackBoxError as error:
                if not self.puzzle_error.isVisibleTo(self):
                    self._height_without_error = self.height()
                self.puzzle_error.setText(tr_model(str(error)))
                self.puzzle_error.show()
                self._fit_height()
                self.puzzle.setFocus()
                self.puzzle.selectAll()
                return
        super().accept()

    def _hide_error(self) -> None:
        """She mends the code: the words go, and the dialog gives their room back (its rows spread apart)."""
        if not self.puzzle_error.isVisibleTo(self):
            return
        self.puzzle_error.hide()
        layout = self.layout()
        if layout is not None:
            layout.activate()
        self.resize(self.width(), max(self._height_without_error, self.minimumSizeHint().height()))

    def _fit_height(self) -> None:
        """Tall enough for the words under the code, wrapped at the dialog's width (a French line was cut)."""
        layout = self.layout()
        assert layout is not None
        layout.activate()
        need = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else layout.sizeHint().height()
        if need > self.height():
            self.resize(self.width(), need)

    def options(self) -> GameOptions:
        side = self._current_side()
        atoms = int(self.atoms.currentData())
        options = replace(
            self._options,
            side=side,
            rows=self.rows.value(),
            cols=self.cols.value(),
            hex_side=self.hex_side.value(),
            edition=str(self.edition.currentData()),
            scoring=str(self.scoring.currentData()),
            markers_by_hand=self.by_hand.isChecked(),
            avoid_ambiguous=self.avoid.isChecked(),
            seed=self.seed.text().strip(),
            puzzle=self.puzzle.text().strip(),
        )
        if side == "hex":
            return replace(options, atoms_hex=atoms)
        return replace(options, atoms_ortho=atoms)
