"""The two-player score sheet: a table whose column of players' names shows each name whole.

The names' column takes what the other columns leave, 80 to 130 pixels in the dock's narrow column, and a name
longer than that ("Annabelle-Marguerite", 129 pixels) was cut to "Annabelle-…" (QA): only its tooltip, the dock's
heading and the totals gave it whole.  Such a name now goes on two lines (or more), its row taller.

Terms:

names column
    The column of the players' names (the duel's first, a match's second); -1 for none.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTableWidget, QWidget

from ..even_lines import even_lines

NO_LIMIT = 16777215
"""Qt's largest widget size (QWIDGETSIZE_MAX): no maximum."""


class NameLines(QStyledItemDelegate):
    """Draws a name in the lines it takes in its column's width (the other columns are drawn as usual)."""

    def __init__(self, sheet: ScoreSheet) -> None:
        super().__init__(sheet)
        self.sheet = sheet

    def initStyleOption(self, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        if index.column() == self.sheet.names_column:
            option.text = "\n".join(self.sheet.name_lines(option.text))


class ScoreSheet(QTableWidget):
    """The sheet: rows as tall as their names need, and, when asked, room for two rows at the least."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 0, parent)
        self.names_column = -1
        self.least_two_rows = False
        """Whether the sheet keeps two rows in sight (in a low strip and under the assistant)."""
        self.most_height = NO_LIMIT
        """The height the sheet takes at most, unless two rows need more."""
        self.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)
        self.setItemDelegate(NameLines(self))
        self.horizontalHeader().sectionResized.connect(self._column_resized)

    def name_lines(self, name: str, width: int | None = None) -> list[str]:
        """A name as shown in the names column (``width`` pixels wide, else as wide as now): on one line, or on
        several where it is too long for it."""
        width = self.columnWidth(self.names_column) if width is None else width
        margin = self.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self) + 1  # as a cell has
        return even_lines(name, self.font(), width - 2 * margin, anywhere=True)

    def fit_rows(self, width: int | None = None) -> None:
        """Each row as tall as its name's lines in the names column (``width`` pixels wide, else as wide as now);
        the least height follows."""
        single = self.verticalHeader().defaultSectionSize()
        more = self.fontMetrics().lineSpacing()
        for row in range(self.rowCount()):
            item = self.item(row, self.names_column) if self.names_column >= 0 else None
            lines = len(self.name_lines(item.text(), width)) if item is not None and item.text() else 1
            height = single + (lines - 1) * more
            if self.rowHeight(row) != height:
                self.setRowHeight(row, height)
        self.fit_height()

    def fit_height(self) -> None:
        """The least and the most height: two rows in sight where asked, even when a name takes two lines."""
        least = self.two_rows_high() if self.least_two_rows else self.minimumHeight()
        self.setMinimumHeight(least)
        self.setMaximumHeight(max(least, self.most_height))

    def two_rows_high(self) -> int:
        """The header and the two tallest rows: both players' lines of a duel, the round in play of a match."""
        single = self.verticalHeader().defaultSectionSize()
        heights = [*sorted((self.rowHeight(row) for row in range(self.rowCount())), reverse=True), single, single]
        return heights[0] + heights[1] + self.horizontalHeader().sizeHint().height() + 2 * self.frameWidth()

    def _column_resized(self, column: int, _old: int, new: int) -> None:
        if column == self.names_column:
            self.fit_rows(new)  # the column's width is still the old one while Qt says it changes
