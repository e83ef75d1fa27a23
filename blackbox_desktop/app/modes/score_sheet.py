"""The two-player score sheet: a table whose column of players' names shows each name whole.

The names' column took what the other columns left, 80 to 130 pixels in the dock's narrow column, and a name
longer than that ("Annabelle-Marguerite", 129 pixels) was cut to "Annabelle-…" (QA): only its tooltip, the dock's
heading and the totals gave it whole.  Now a name too long for its column goes on two lines (or more), broken
where a line may break (after its hyphen, between its words), its row taller; and where even a piece of it
would not fit, the other columns give up room first, their words on two lines in turn ("a désigné" over
"a" / "désigné").

Terms:

names column
    The column of the players' names (the duel's first, a match's second); -1 for none.
whole width
    A column's width with each of its words on one line.
least width
    A column's width with its words on as many lines as they can be broken into: the widest piece that cannot
    be broken.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QModelIndex, QObject, QPersistentModelIndex, QSize, Signal
from PySide6.QtGui import QFontMetrics, QPainter, QPalette
from PySide6.QtWidgets import (
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QWidget,
)

from ..even_lines import even_lines, wrapped

NO_LIMIT = 16777215
"""Qt's largest widget size (QWIDGETSIZE_MAX): no maximum."""


class CellLines(QStyledItemDelegate):
    """Draws a cell's words in the lines they take in its column's width."""

    def __init__(self, sheet: ScoreSheet) -> None:
        super().__init__(sheet)
        self.sheet = sheet

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        option.text = "\n".join(self.sheet.cell_lines(option.text, index.column()))

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        shown = QStyleOptionViewItem(option)
        self.initStyleOption(shown, index)
        words: str = shown.text
        if "\n" not in words:
            super().paint(painter, option, index)
            return
        # Several lines are drawn here: Qt's own drawing joined "doit" / "désigner" into "doitdésigner", on one
        # line, in a column the words on one line missed by a pixel or two.
        shown.text = ""
        widget = shown.widget
        style = widget.style() if widget is not None else self.sheet.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, shown, painter, widget)
        room = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, shown, widget)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        state = shown.state
        group = QPalette.ColorGroup.Normal if state & QStyle.StateFlag.State_Enabled else QPalette.ColorGroup.Disabled
        role = (
            QPalette.ColorRole.HighlightedText if state & QStyle.StateFlag.State_Selected else QPalette.ColorRole.Text
        )
        painter.save()
        painter.setFont(shown.font)
        painter.setPen(shown.palette.color(group, role))
        painter.drawText(room.adjusted(margin, 0, -margin, 0), int(shown.displayAlignment), words)
        painter.restore()


class ScoreSheet(QTableWidget):
    """The sheet: its columns shared out so that the names show whole, rows as tall as their lines, and, when
    asked, room for two rows at the least."""

    leastHeightChanged = Signal()
    """Its rows grew or shrank (a name or a state went on two lines, or back on one): the dock around it may need
    another height (under the assistant the sheet ran under the scoring rule below it, QA)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 0, parent)
        self.names_column = -1
        self.least_two_rows = False
        """Whether the sheet keeps two rows in sight (in a low strip and under the assistant)."""
        self.most_height = NO_LIMIT
        """The height the sheet takes at most, unless two rows need more."""
        self.roomy = False
        """Whether the sheet asks room for its columns' words on one line, and the names' pieces (in the dock's low
        strip, where the columns beside it have room to spare: "Annabelle-Marguerite" was cut there, and then
        "a désigné" went on two lines)."""
        self._fitting = False
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.horizontalHeader().setStretchLastSection(False)
        self.setItemDelegate(CellLines(self))
        self.viewport().installEventFilter(self)

    # -- the words in a cell ----------------------------------------------------------------------------

    def _around(self) -> int:
        """What a cell's width has beside its words: the style's margin either side (as a cell draws them), the
        grid's line and a pixel of rounding (measured: "désigné", 47 pixels, shows whole from 55 on)."""
        return 2 * (self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1) + 2

    def cell_lines(self, text: str, column: int, width: int | None = None) -> list[str]:
        """A cell's words as shown in ``column`` (``width`` pixels wide, else as wide as now): on one line, or on
        several where they are too long for it."""
        room = (self.columnWidth(column) if width is None else width) - self._around()
        if not text or QFontMetrics(self.font()).horizontalAdvance(text) <= room:
            return [text]
        return even_lines(text, self.font(), room)

    def name_lines(self, name: str, width: int | None = None) -> list[str]:
        """A name as shown in the names column."""
        return self.cell_lines(name, self.names_column, width)

    # -- sharing the width out ----------------------------------------------------------------------------

    def _widths(self, column: int) -> tuple[int, int]:
        """The column's whole and least widths."""
        metrics = QFontMetrics(self.font())
        whole = least = 0
        for row in range(self.rowCount()):
            item = self.item(row, column)
            if item is not None and item.text():
                whole = max(whole, metrics.horizontalAdvance(item.text()))
                least = max(
                    least, *(metrics.horizontalAdvance(piece) for piece in wrapped(item.text(), self.font(), 1))
                )
        cells = self._around()
        heading = self.horizontalHeader().sectionSizeHint(column)  # the heading's own wish, margins and all
        return max(whole + cells, heading), max(least + cells, heading)

    def fit_columns(self) -> None:
        """Share the sheet's width out: each column as wide as its words on one line, the names' column what is
        left; where a name would be cut, the other columns wrap their words, widest room first."""
        if self._fitting or self.columnCount() == 0:
            return
        self._fitting = True
        try:
            room = self.viewport().width()
            sizes = [self._widths(column) for column in range(self.columnCount())]
            widths = [whole for whole, _least in sizes]
            names = self.names_column if 0 <= self.names_column < self.columnCount() else self.columnCount() - 1
            others = [column for column in range(self.columnCount()) if column != names]
            wanted = sizes[names][1]
            rest = room - sum(widths[column] for column in others)
            # The other columns give up room, the one with most to give first, until the names' pieces fit.
            while rest < wanted:
                giving = max(others, key=lambda column: widths[column] - sizes[column][1], default=None)
                if giving is None or widths[giving] <= sizes[giving][1]:
                    break
                given = min(widths[giving] - sizes[giving][1], wanted - rest)
                widths[giving] -= given
                rest += given
            widths[names] = max(rest, 1)
            for column, width in enumerate(widths):
                if self.columnWidth(column) != width:
                    self.setColumnWidth(column, width)
            self.fit_rows()
        finally:
            self._fitting = False

    def minimumSizeHint(self) -> QSize:
        """In a low strip, as wide as the columns' words on one line, the names' at their least: the sheet takes
        that room from the columns beside it rather than cut a name.  In a column beside the board it asks for no
        more than before: the column's width is the dock's to choose (wider, it made the window wider than the
        screen at 800×600)."""
        hint = super().minimumSizeHint()
        if not self.roomy:
            return hint
        sizes = [self._widths(column) for column in range(self.columnCount())]
        least = sum(least if column == self.names_column else whole for column, (whole, least) in enumerate(sizes))
        return QSize(max(hint.width(), least + 2 * self.frameWidth()), hint.height())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.viewport() and event.type() == QEvent.Type.Resize:
            self.fit_columns()
        return super().eventFilter(watched, event)

    # -- heights ------------------------------------------------------------------------------------------

    def fit_rows(self) -> None:
        """Each row as tall as its cell of most lines; the least height follows."""
        single = self.verticalHeader().defaultSectionSize()
        more = self.fontMetrics().lineSpacing()
        for row in range(self.rowCount()):
            lines = 1
            for column in range(self.columnCount()):
                item = self.item(row, column)
                if item is not None:
                    lines = max(lines, len(self.cell_lines(item.text(), column)))
            height = single + (lines - 1) * more
            if self.rowHeight(row) != height:
                self.setRowHeight(row, height)
        self.fit_height()

    def fit_height(self) -> None:
        """The least and the most height: two rows in sight where asked, even when a name takes two lines."""
        least = self.two_rows_high() if self.least_two_rows else self.minimumHeight()
        changed = least != self.minimumHeight()
        self.setMinimumHeight(least)
        self.setMaximumHeight(max(least, self.most_height))
        if changed:
            self.leastHeightChanged.emit()

    def two_rows_high(self) -> int:
        """The header and the two tallest rows: both players' lines of a duel, the round in play of a match."""
        single = self.verticalHeader().defaultSectionSize()
        heights = [*sorted((self.rowHeight(row) for row in range(self.rowCount())), reverse=True), single, single]
        return heights[0] + heights[1] + self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth()
