"""The two-player dock: whose turn it is, the next step, a box to fire by name, and the score sheet.

Beside the board it is one narrow column; above or below it, a low strip of
three columns (whose turn and the next step | the score sheet | firing by
name, the totals, leaving), so the board keeps its size on a small screen.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics, QKeyEvent, QKeySequence, QPaintEvent, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QBoxLayout,
    QDockWidget,
    QGridLayout,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QStyle,
    QStyleOptionButton,
    QStyleOptionDockWidget,
    QStylePainter,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from ..as_typed import literal, no_shortcut
from ..even_lines import EvenLabel, even_lines
from .score_sheet import NO_LIMIT, ScoreSheet

_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter

ACROSS = (Qt.DockWidgetArea.TopDockWidgetArea, Qt.DockWidgetArea.BottomDockWidgetArea)
"""Areas where the dock is a low strip rather than a column."""

NEXT_STEP_KEYS = ("Ctrl+Return", "Ctrl+Enter")
"""The next step's button from anywhere in the window (the main keyboard's Return and the keypad's Enter):
Tab took several presses to reach it past the panel and the board."""


class FireBox(QLineEdit):
    """The port box: Enter fires, and goes no further.

    A line edit leaves Enter to its parents (for a dialog's default button); the window then presses the button
    that has the focus.  After a duel's ray that is "Pass the computer to …", given the focus by that very ray:
    one Enter fired and handed the turn over before she had read the answer (QA).
    """

    def keyPressEvent(self, event: QKeyEvent) -> None:
        super().keyPressEvent(event)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            event.accept()


class StepButton(QPushButton):
    """The next step's button: a step with a long name ("Next round: Annabelle-Marguerite hides") goes on a second
    line rather than widen the dock (beside the board the column grew from 274 to 323 pixels, and near the balance
    the dock went below the board).  It was once cut short with "…" instead: under the assistant at 1024×540 it read
    "Manche suivante : Ordinateur cac…", and only its tooltip said what the step was (QA)."""

    ROOM = 24
    """Characters of an average width the button asks room for; it takes what the dock gives it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        policy = self.sizePolicy()
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def _frame(self) -> QSize:
        """What the style adds around the words: bevel, margins, padding."""
        option = QStyleOptionButton()
        self.initStyleOption(option)
        inside = QSize(200, self.fontMetrics().height())
        outside = self.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, option, inside, self)
        return outside - inside

    def lines(self, width: int | None = None) -> list[str]:
        """The words of the step in lines that fit a button ``width`` pixels wide (its own width by default)."""
        room = (self.width() if width is None else width) - self._frame().width()
        return even_lines(self.text(), self.font(), room, anywhere=True)

    def heightForWidth(self, width: int) -> int:
        words = self.fontMetrics().size(Qt.TextFlag.TextShowMnemonic, "\n".join(self.lines(width)))
        option = QStyleOptionButton()
        self.initStyleOption(option)
        return self.style().sizeFromContents(QStyle.ContentsType.CT_PushButton, option, words, self).height()

    def _capped(self, hint: QSize) -> QSize:
        width = min(hint.width(), self.fontMetrics().averageCharWidth() * self.ROOM)
        return QSize(width, self.heightForWidth(width))

    def sizeHint(self) -> QSize:
        return self._capped(super().sizeHint())

    def minimumSizeHint(self) -> QSize:
        return self._capped(super().minimumSizeHint())

    def paintEvent(self, event: QPaintEvent) -> None:
        option = QStyleOptionButton()
        self.initStyleOption(option)
        option.text = "\n".join(self.lines())
        QStylePainter(self).drawControl(QStyle.ControlElement.CE_PushButton, option)


def _words() -> EvenLabel:
    """A label of the dock's: plain words in even lines, from the left."""
    label = EvenLabel()
    label.setAlignment(_LEFT)
    return label


class TwoPlayerDock(QDockWidget):
    sheetHeightChanged = Signal()
    """The sheet's rows grew or shrank while the dock stands under the assistant: its height there is to be judged
    again (not while it is measured for another place, where the sheet is laid out for a moment otherwise)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Two players"), parent)
        self.setObjectName("two-players-dock")
        self.setStyleSheet("#two-players-dock { font-weight: bold; }")  # the title bar; children keep their font
        self.setFeatures(
            QDockWidget.DockWidgetFeature.DockWidgetMovable | QDockWidget.DockWidgetFeature.DockWidgetFloatable
        )
        body = QWidget()
        self.grid = QGridLayout(body)
        # The heading, whose turn and the totals name the players: plain text, so a name shows as typed
        # ("<b>Bob</b>" in bold here and in tags in the sheet read as two different players), and whole ("French
        # duel: Annabelle-" over "Marguerite and Bob" beside the board, QA), in lines of even length.
        self.heading = _words()
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.heading.setFont(font)
        self.status = _words()
        # Descriptions, not names: a label named for a screen reader is heard by its name only, never its text.
        self.status.setAccessibleDescription(self.tr("Whose turn"))
        self.primary = StepButton()
        self.primary.setStyleSheet("font-weight: bold; padding: 6px;")
        self.primary.clicked.connect(self._on_primary)
        for keys in NEXT_STEP_KEYS:
            QShortcut(QKeySequence(keys), body, self._next_step_key, context=Qt.ShortcutContext.WindowShortcut)
        self.name_button = QPushButton(self.tr("Name my atoms (my balls)"))
        self.name_button.setToolTip(
            self.tr("Stop firing: your balls on the board name the atoms; 5 points for each misplaced atom")
        )
        self.steps = QWidget()
        self.steps_row = QBoxLayout(QBoxLayout.Direction.TopToBottom, self.steps)
        self.steps_row.setContentsMargins(0, 0, 0, 0)
        self.steps_row.addWidget(self.primary)
        self.steps_row.addWidget(self.name_button)
        self.fire_row = QWidget()
        fire = QHBoxLayout(self.fire_row)
        fire.setContentsMargins(0, 0, 0, 0)
        self.fire_edit = FireBox()
        self.show_port_names(False)  # the flow says when the French names apply
        self.fire_edit.setAccessibleName(self.tr("Fire a ray at a port by number or name"))
        self.fire_button = QPushButton(self.tr("Fire"))
        fire.addWidget(self.fire_edit, 1)
        fire.addWidget(self.fire_button)
        self.table = ScoreSheet()
        self._measuring = False
        self.table.leastHeightChanged.connect(self._sheet_height_changed)
        self.table.setColumnCount(3)
        self.table.setAccessibleName(self.tr("Score sheet"))
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # Tab leaves the score sheet, as from any other widget
        self.totals = _words()
        self.totals.setAccessibleDescription(self.tr("Totals"))
        self.leave_button = QPushButton(self.tr("Leave"))
        self.setWidget(body)
        self._primary: Callable[[], None] | None = None
        self._across = False
        self._short = False
        self._kind = ""
        self._headings: tuple[list[str], int] = ([], 0)
        """The sheet's headings as given, and the column of the names."""
        self.dockLocationChanged.connect(self.fit_area)
        self.fit_area(Qt.DockWidgetArea.RightDockWidgetArea)
        self.set_action("", None)

    # -- where the dock stands ------------------------------------------------------------------------

    def fit_area(self, area: Qt.DockWidgetArea, titled: bool = True) -> None:
        """Lay the parts out for ``area``: a narrow column beside the board, a low strip above or below it.
        ``titled``: the heading moves to the title bar or back; False for a measure only, which leaves both as
        they are (shown or hidden, the heading relaid the window out at once: the dock sharing the assistant's
        column grew to a column's height and back, and the change of size had its place judged again, six times
        a second)."""
        self._across = area in ACROSS
        # Under the assistant, in the column they share, every line counts too: the sheet is as low as in a strip
        # and the heading is the title bar's (the assistant keeps its count and Hint above).
        self._short = self._across or area == Qt.DockWidgetArea.LeftDockWidgetArea
        grid = self.grid
        parts = (self.heading, self.status, self.steps, self.fire_row, self.table, self.totals, self.leave_button)
        for widget in parts:
            grid.removeWidget(widget)
        for index in range(4):
            grid.setRowStretch(index, 0)
            grid.setColumnStretch(index, 0)
        if self._across:
            # Whose turn and the next step | the sheet | firing by name and leaving; the totals (or the
            # duel's scoring rule, a long line) run under the sheet and the fire box, where they have room.
            grid.addWidget(self.status, 0, 0)
            grid.addWidget(self.steps, 1, 0, 2, 1, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(self.table, 0, 1, 2, 1)
            grid.addWidget(self.fire_row, 0, 2)
            grid.addWidget(self.leave_button, 1, 2, Qt.AlignmentFlag.AlignTop)
            grid.addWidget(self.totals, 2, 1, 1, 2)
            for column, stretch in enumerate((4, 4, 3)):
                grid.setColumnStretch(column, stretch)
            grid.setRowStretch(1, 1)
            self.steps_row.setDirection(QBoxLayout.Direction.LeftToRight)
        else:
            for row, widget in enumerate(parts):
                grid.addWidget(widget, row, 0)
            grid.setRowStretch(4, 1)
            self.steps_row.setDirection(QBoxLayout.Direction.TopToBottom)
        # Below the board every line counts: the sheet stays low (it scrolls in a long match), the
        # margins thin, and the heading moves up into the title bar.
        self._show_headings()  # on one line again beside the board, on two under the assistant
        self.table.least_two_rows = self._short
        self.table.roomy = self._across
        if not self._short:
            self.table.setMinimumHeight(120)
        self.table.most_height = 96 if self._across else NO_LIMIT
        self.table.fit_height()
        margin = 4 if self._short else 9
        grid.setContentsMargins(margin, margin, margin, margin)
        grid.setVerticalSpacing(4 if self._short else 6)
        self._show_heading(titled)
        grid.invalidate()
        grid.activate()

    def _sheet_height_changed(self) -> None:
        if not self._measuring and self._short and not self._across:
            self.sheetHeightChanged.emit()

    def footprint(self, area: Qt.DockWidgetArea) -> int:
        """The room the dock asks of the board in ``area``: its width beside it, its height above or below."""
        self._measuring = True
        try:
            return self._footprint(area)
        finally:
            self._measuring = False

    def _footprint(self, area: Qt.DockWidgetArea) -> int:
        self.fit_area(area, titled=False)
        hint = self.sizeHint()
        if area in ACROSS:
            return hint.height()
        # As wide as the parts that cannot wrap ask, the words wrapping under them: the heading's own wish made the
        # column 323 pixels wide for "Hot-seat match: Annabelle-Marguerite and Bob" instead of 274, and the board's
        # room hung on the players' names.
        margins = self.grid.contentsMargins()
        fixed = [part.sizeHint().width() for part in (self.steps, self.fire_row, self.table, self.leave_button)]
        words = [label.minimumSizeHint().width() for label in (self.heading, self.status, self.totals)]
        return max(max(fixed + words) + margins.left() + margins.right(), self.minimumSizeHint().width())

    def height_in_column(self, width: int) -> int:
        """The height the dock needs as a column ``width`` pixels wide under the assistant (its words wrap there:
        measured at its own width, a duel's scoring rule ran over the sheet)."""
        self._measuring = True
        try:
            return self._height_in_column(width)
        finally:
            self._measuring = False

    def _height_in_column(self, width: int) -> int:
        self.fit_area(Qt.DockWidgetArea.LeftDockWidgetArea, titled=False)
        body = self.widget()
        frame = self.sizeHint().height() - body.sizeHint().height()  # the title bar
        # The sheet at its least (two rows, it scrolls): what it would like is a tall column's.
        self.table.setMaximumHeight(self.table.minimumHeight())
        self.grid.invalidate()
        inner = self.grid.totalHeightForWidth(width) if self.grid.hasHeightForWidth() else body.sizeHint().height()
        inner = max(inner, self.grid.totalMinimumSize().height())
        self.table.fit_height()
        self.grid.invalidate()
        return frame + inner

    # -- contents -------------------------------------------------------------------------------------

    def show_port_names(self, named: bool) -> None:
        """The fire box offers the French port names only where the board has them: on the square side."""
        if named:
            self.fire_edit.setPlaceholderText(self.tr("Port: 12 or D gauche"))
            self.fire_edit.setToolTip(
                self.tr(
                    "Type the port to fire at, by number (12) or by its French name "
                    "(D gauche, 3 haut), then press Enter"
                )
            )
        else:
            self.fire_edit.setPlaceholderText(self.tr("Port: 12"))
            self.fire_edit.setToolTip(self.tr("Type the number of the port to fire at, then press Enter"))

    def set_heading(self, text: str, kind: str = "") -> None:
        """What is being played ("Hot-seat match: Ann and Bob"): the bold heading, or the title of a strip.
        ``kind`` ("Hot-seat match") is the title where the whole heading would be cut short."""
        self.heading.setText(text)
        self._kind = kind
        self._show_heading()

    def _show_heading(self, titled: bool = True) -> None:
        if not titled:
            return
        self.heading.setVisible(not self._short)
        heading = no_shortcut(self.heading.text())  # "Tom & Jerry": its "&" is no shortcut's mark
        if self._short and heading and not self._title_fits(heading):
            # Under the assistant the column's title bar cut it to "Tabletop match: Annabelle and B…" (QA): the kind
            # of game stands alone, and the players' names are on the lines just below (whose turn, the totals).
            heading = no_shortcut(self._kind)
            if heading and not self._title_fits(heading):
                heading = ""  # "Match against the compu…" in a column 200 pixels wide (QA): the dock's own title
        self.setWindowTitle(heading if self._short and heading else self.tr("Two players"))

    def _title_fits(self, title: str) -> bool:
        """Whether the title bar shows ``title`` whole at the dock's width now (the style cuts it as this does)."""
        option = QStyleOptionDockWidget()
        self.initStyleOption(option)
        room = self.style().subElementRect(QStyle.SubElement.SE_DockWidgetTitleBarText, option, self).width()
        if room <= 0:
            return True  # not laid out yet: judged again at its first size
        return self.fontMetrics().elidedText(title, Qt.TextElideMode.ElideRight, room) == title

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self._short:
            self._show_heading()  # narrower or wider: does the whole heading fit the title bar now?

    def set_action(self, text: str, action: Callable[[], None] | None) -> None:
        self._primary = action
        self.primary.setText(no_shortcut(text))  # "Next round: R&D hides", not R_D with Alt+D
        self.primary.setVisible(action is not None)
        keys = QKeySequence(NEXT_STEP_KEYS[1]).toString(QKeySequence.SequenceFormat.NativeText)
        self.primary.setToolTip(self.tr("{step} ({keys})").format(step=no_shortcut(text), keys=keys) if text else "")

    def _on_primary(self) -> None:
        if self._primary is not None:
            self._primary()

    def _next_step_key(self) -> None:
        # Only a step the player could click: none while the hand-over cover keeps the dock greyed.
        if self.primary.isVisible() and self.primary.isEnabled():
            self.primary.animateClick()

    def set_sheet(self, headers: list[str], rows: list[list[str]], names: int = 0) -> None:
        """The score sheet: ``names`` is the column of the players' names."""
        self._headings = (list(headers), names)
        self.table.names_column = names
        self.table.setColumnCount(len(headers))
        self._show_headings()
        for column in range(len(headers)):
            item = self.table.horizontalHeaderItem(column)
            if item is not None:  # each heading stands over its column's words
                item.setTextAlignment(_LEFT if column == names else Qt.AlignmentFlag.AlignCenter)
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setToolTip(literal(text))  # the whole word, should a narrow column cut it
                item.setTextAlignment(_LEFT if c == names else Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        # The names take what the other columns leave; those are as wide as their words, or narrower where a name
        # would be cut.
        self.table.fit_columns()
        last = self.table.item(len(rows) - 1, 0) if rows else None
        if last is not None:
            self.table.scrollToItem(last)

    def _show_headings(self) -> None:
        """The sheet's headings: in the narrow column under the assistant, a heading of several words other than
        the names' goes on two lines, or "Score (Franjos)" left the names' column too narrow for its own heading and
        the names in it ("Cherche", "Ordin…" at 800×600, QA).  The sheet's least height follows its headings."""
        headers, names = self._headings
        narrow = self._short and not self._across
        font = self.table.horizontalHeader().font()
        shown = []
        for column, text in enumerate(headers):
            if narrow and column != names and " " in text:
                words = even_lines(text, font, QFontMetrics(font).horizontalAdvance(text) * 2 // 3)
                text = "\n".join(words)
            shown.append(text)
        self.table.setHorizontalHeaderLabels(shown)
        self.table.fit_columns()
        self.table.fit_height()

    def sheet_rows(self) -> list[list[str]]:
        """The score sheet as text (for tests and screen readers)."""
        rows = []
        for r in range(self.table.rowCount()):
            cells = [self.table.item(r, c) for c in range(self.table.columnCount())]
            rows.append([item.text() if item is not None else "" for item in cells])
        return rows
