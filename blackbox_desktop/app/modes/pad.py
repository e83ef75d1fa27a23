"""The setter's pad: the board where a click hides an atom (or takes it back).

It is a scene of its own, never the experimenter's: the window shows it only
behind the hand-over curtain, to the setter alone.  Cells and the carved
board are the table's own items, so the pad looks like the board it stands for.
"""

from __future__ import annotations

import random
import time

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QGraphicsView,
    QHBoxLayout,
    QMainWindow,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ... import looks
from ...mnemonics import give_button_letters, letter_of, without_letter
from ...model.ambiguity import is_ambiguous
from ...model.board import Board, Cell
from ...model.deduction_search import Cancelled
from ...model.errors import BlackBoxError
from ...model.port_names import NUMBERS
from ...model.setup import random_setup
from ..cursor import Column, step
from ..even_lines import EvenLabel
from ..items import AtomItem, BoardItem, CellItem
from ..items.ball import Mark
from ..layout import BoardLayout
from ..model_texts import tr_model

RANDOM_SECONDS = 0.5
"""How long “Hide at random” looks for atoms every ray can tell apart before it takes ambiguous ones, and how
long the pad checks a finished pattern for look-alikes before it says it cannot tell."""


class PadScene(QGraphicsScene):
    """Cells to click (or reach with the arrow keys and press Enter or Space); an atom on every chosen cell."""

    cellClicked = Signal(int)
    cursorMoved = Signal(int)
    """The keyboard cursor is on this cell now."""
    enterPressed = Signal()
    """Enter with no cell under the cursor: the pad's default step (Done), as Enter in a dialog."""

    def __init__(self, board: Board, atom_count: int, label_style: str = NUMBERS) -> None:
        super().__init__()
        self.setBackgroundBrush(QColor(looks.TABLE))
        self.layout = BoardLayout(board, atom_count, label_style)
        self.addItem(BoardItem(self.layout))
        self.cells: dict[Cell, CellItem] = {}
        for cell in board.cells:
            item = CellItem(cell, self.layout.cell_polygon(cell))
            item.setToolTip(board.cell_name(cell))
            self.addItem(item)
            self.cells[cell] = item
        self.atoms: dict[Cell, AtomItem] = {}
        self.cursor: Cell | None = None
        self.column = Column()
        self.setSceneRect(self.layout.plank.adjusted(-10, -10, 10, 10))

    def move_cursor(self, dx: float, dy: float) -> None:
        """The arrow keys: the first one shows the cursor in the middle of the board, the next ones move it."""
        cells = self.layout.board.cells
        if self.cursor is None:
            # The cell nearest the middle of the board (the middle of the list is an end of a 2×26 board).
            centres = {cell: self.layout.cell_centre(cell) for cell in cells}
            mid_x = sum(point.x() for point in centres.values()) / len(cells)
            mid_y = sum(point.y() for point in centres.values()) / len(cells)
            target: Cell | None = min(
                cells, key=lambda cell: (centres[cell].x() - mid_x) ** 2 + (centres[cell].y() - mid_y) ** 2
            )
        else:
            here = self.layout.cell_centre(self.cursor)
            back = self.column.back(self.cursor, dx, dy)
            reach = self.layout.cell_polygon(self.cursor).boundingRect().width() / 2
            target = (
                back
                if isinstance(back, int)
                else step(
                    here,
                    [(cell, self.layout.cell_centre(cell)) for cell in cells if cell != self.cursor],
                    dx,
                    dy,
                    self.column.x(self.cursor, here, dx, reach),
                )
            )
        if target is None:
            return
        self.column.moved(target, dx, dy, self.cursor)
        if self.cursor is not None:
            self.cells[self.cursor].set_state(focused=False)
        self.cursor = target
        self.cells[target].set_state(focused=True)
        self.cursorMoved.emit(target)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        arrows: dict[int, tuple[float, float]] = {
            Qt.Key.Key_Left: (-1.0, 0.0),
            Qt.Key.Key_Right: (1.0, 0.0),
            Qt.Key.Key_Up: (0.0, -1.0),
            Qt.Key.Key_Down: (0.0, 1.0),
        }
        key = event.key()
        if key in arrows:
            self.move_cursor(*arrows[key])
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.cursor is not None:
            self.cellClicked.emit(self.cursor)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.enterPressed.emit()
        else:
            event.ignore()
            return
        event.accept()

    def show_atoms(self, atoms: frozenset[Cell]) -> None:
        for cell in list(self.atoms):
            if cell not in atoms:
                self.removeItem(self.atoms.pop(cell))
        for cell in atoms:
            if cell not in self.atoms:
                item = AtomItem(self.layout.ball_radius * 0.8, cell, Mark.NONE)
                item.setPos(self.layout.cell_centre(cell))
                self.addItem(item)
                self.atoms[cell] = item

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        for item in self.items(event.scenePos()):
            if isinstance(item, CellItem):
                self.cellClicked.emit(item.cell)
                return
        event.accept()


class PadView(QGraphicsView):
    def __init__(self, scene: PadScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMouseTracking(True)
        self.setMinimumSize(300, 260)

    def refit(self) -> None:
        self.resetTransform()
        self.fitInView(self.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.refit()


class SetterPad(QWidget):
    """The whole pad screen: whose pad, the board, and Done hiding when exactly n atoms are placed."""

    done = Signal(object)
    """The atoms hidden (a frozenset of cells)."""
    cancelled = Signal()

    def __init__(
        self,
        board: Board,
        atom_count: int,
        heading: str,
        *,
        label_style: str = NUMBERS,
        done_text: str = "",
        allow_random: bool = True,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("setter-pad")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        self.setStyleSheet("#setter-pad { background: #2f3b33; } QLabel { color: #f4ecdf; }")
        self.board = board
        self.atom_count = atom_count
        self.atoms: frozenset[Cell] = frozenset()
        column = QVBoxLayout(self)
        # It names the players, as they typed their names, and each whole (not "Annabelle-" over "Marguerite").
        self.heading = EvenLabel()
        self.heading.setText(heading)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        font = self.heading.font()
        font.setPointSizeF(font.pointSizeF() * 1.3)
        font.setBold(True)
        self.heading.setFont(font)
        column.addWidget(self.heading)
        # In lines of even length: at 1024×540 the French step ended "… cliquez sur un atome pour le" over
        # "reprendre.", a word alone (QA).
        self.count_label = EvenLabel()
        # Room for two lines at all times: the board jumped up and shrank when "Click 3 more cells…" (two lines
        # in a narrow pad) gave way to "All atoms are placed." (QA).
        self.count_label.setMinimumHeight(2 * self.count_label.fontMetrics().lineSpacing() + 2)
        self.count_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        column.addWidget(self.count_label)
        self.scene = PadScene(board, atom_count, label_style)
        self.scene.cellClicked.connect(self.toggle)
        self.view = PadView(self.scene)
        self.view.setAccessibleName(self.tr("Setter's pad"))
        self.view.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFocusProxy(self.view)  # the curtain gives the pad the keys: arrows, then Enter or Space
        self.scene.cursorMoved.connect(self._say_cursor)
        self.scene.enterPressed.connect(self.finish)
        column.addWidget(self.view, 1)
        buttons = QHBoxLayout()
        self.random_button = QPushButton(self.tr("Hide at random"))
        self.clear_button = QPushButton(self.tr("Clear"))
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.done_button = QPushButton(done_text or self.tr("Done hiding"))
        self.done_button.setDefault(True)
        self.random_button.clicked.connect(self.hide_at_random)
        self.clear_button.clicked.connect(lambda: self.set_atoms(frozenset()))
        self.cancel_button.clicked.connect(self.cancelled.emit)
        self.done_button.clicked.connect(self.finish)
        for button in (self.random_button, self.clear_button, self.cancel_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.done_button)
        column.addLayout(buttons)
        # Only now that it has a parent: shown before, the button was a window of its own for a moment,
        # and took the window's activation (and so the keyboard) away from the pad.
        self.random_button.setVisible(allow_random)
        # From the board one Tab reaches the step that ends the pad, not three buttons first (``tab_stops`` says so
        # to the window, which lays Tab's way itself; this, to a dialog the pad stands in).
        QWidget.setTabOrder(self.view, self.done_button)
        self._lettered = False
        self.set_atoms(frozenset())

    def tab_stops(self) -> tuple[QWidget, ...]:
        """Its widgets in Tab's order (``tab_order``): from the board one Tab reaches the step that ends the pad."""
        return (self.view, self.done_button, self.random_button, self.clear_button, self.cancel_button)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._lettered:
            return
        # A letter for each button (QA: "Done hiding" took Tabs from the board), once the pad knows the window
        # it is shown in: a letter one of its menus opens with would open neither.
        self._lettered = True
        window = self.window()
        menus = window.menuBar().actions() if isinstance(window, QMainWindow) else []
        give_button_letters(
            [self.done_button, self.random_button, self.clear_button, self.cancel_button],
            avoid={letter for menu in menus if (letter := letter_of(menu.text()))},
        )
        self.set_atoms(self.atoms)  # the words that name the done button, as it now reads

    def toggle(self, cell: Cell) -> None:
        if cell in self.atoms:
            self.set_atoms(self.atoms - {cell})
        elif len(self.atoms) < self.atom_count:
            self.set_atoms(self.atoms | {cell})
        else:
            self.count_label.setText(
                self.tr("The atom is placed. Click it to take it back first.")
                if self.atom_count == 1
                else self.tr("All {n} atoms are placed. Click one to take it back first.").format(n=self.atom_count)
            )
        if self.scene.cursor is not None:
            self._say_cursor(self.scene.cursor)

    def _say_cursor(self, cell: Cell) -> None:
        name = self.board.cell_name(cell)
        text = (
            self.tr("{cell}: an atom is hidden here (Enter takes it back)")
            if cell in self.atoms
            else self.tr("{cell}: Enter hides an atom here")
        ).format(cell=name)
        self.view.setAccessibleDescription(text)
        self.view.setToolTip(text)

    def hide_at_random(self) -> None:
        """Atoms drawn at random, preferably where every ray can tell them apart.

        Not ``random_setup(avoid_ambiguous=True)``: with many atoms such arrangements are rare, and it
        held the window for a minute before giving up with an error.  Here the draws stop after
        ``RANDOM_SECONDS``; the last one is placed all the same and the pad says it is ambiguous, as it
        does for atoms placed by hand (the setter may draw again or move one).
        """
        rng = random.Random()
        deadline = time.monotonic() + RANDOM_SECONDS
        try:
            while True:
                atoms = random_setup(self.board, self.atom_count, rng.getrandbits(64), avoid_ambiguous=False)
                ambiguous = self._ambiguous(atoms, deadline)
                if ambiguous is not True or time.monotonic() > deadline:
                    break
        except BlackBoxError as error:
            self.count_label.setText(tr_model(str(error)))
            return
        self.set_atoms(atoms, ambiguous, checked=True)

    def _ambiguous(self, atoms: frozenset[Cell], deadline: float) -> bool | None:
        """Whether another arrangement imitates ``atoms``; None when that could not be told by ``deadline``
        (one check alone takes up to half a minute with 20 atoms on 10×10)."""
        try:
            return is_ambiguous(self.board, atoms, lambda: time.monotonic() > deadline)
        except Cancelled:
            return None

    def set_atoms(self, atoms: frozenset[Cell], ambiguous: bool | None = None, checked: bool = False) -> None:
        """Show ``atoms`` on the pad.  ``checked``: ``ambiguous`` is already worked out (None: it could not be
        told in time); else it is worked out here, for at most ``RANDOM_SECONDS``."""
        if not checked and len(atoms) == self.atom_count:
            ambiguous = self._ambiguous(atoms, time.monotonic() + RANDOM_SECONDS)
        self.atoms = atoms
        self.scene.show_atoms(atoms)
        left = self.atom_count - len(atoms)
        self.done_button.setEnabled(left == 0)
        if left > 0:
            if left == 1:
                text = self.tr(
                    "Click 1 more cell to hide an atom there (or use the arrow keys and Enter); "
                    "click an atom to take it back."
                )
            else:
                text = self.tr(
                    "Click {n} more cells to hide an atom in each (or use the arrow keys and Enter); "
                    "click an atom to take it back."
                )
                text = text.format(n=left)
        elif ambiguous:
            text = self.tr(
                "Placed. Beware: some other arrangement gives the same answer at every port, "
                "so no ray can tell them apart (the rulebooks advise against it)."
            )
        elif ambiguous is None:
            text = self.tr(
                "All atoms are placed. Press “{done}”. (With so many atoms the program cannot tell "
                "quickly whether another arrangement answers every ray alike.)"
            ).format(done=without_letter(self.done_button.text()))
        else:
            text = self.tr("All atoms are placed. Press “{done}”.").format(done=without_letter(self.done_button.text()))
        self.count_label.setText(text)

    def finish(self) -> None:
        if len(self.atoms) == self.atom_count:
            self.done.emit(self.atoms)
