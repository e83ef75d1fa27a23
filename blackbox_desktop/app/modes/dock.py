"""The two-player dock: whose turn it is, the next step, a box to fire by name, and the score sheet."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDockWidget,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)


class TwoPlayerDock(QDockWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Two players"), parent)
        self.setObjectName("two-players-dock")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable)
        body = QWidget()
        column = QVBoxLayout(body)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        font = self.heading.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.heading.setFont(font)
        column.addWidget(self.heading)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.status.setAccessibleName(self.tr("Whose turn"))
        column.addWidget(self.status)
        self.primary = QPushButton()
        self.primary.setStyleSheet("font-weight: bold; padding: 6px;")
        self.primary.clicked.connect(self._on_primary)
        column.addWidget(self.primary)
        self.name_button = QPushButton(self.tr("Name my atoms (my balls)"))
        self.name_button.setToolTip(self.tr("Stop firing: your balls on the board name the atoms; "
                                            "5 points for each wrong one"))
        column.addWidget(self.name_button)
        fire = QHBoxLayout()
        self.fire_edit = QLineEdit()
        self.fire_edit.setPlaceholderText(self.tr("Fire at: 12, or D gauche, 3 haut"))
        self.fire_edit.setAccessibleName(self.tr("Fire a ray at a port by number or name"))
        self.fire_button = QPushButton(self.tr("Fire"))
        fire.addWidget(self.fire_edit, 1)
        fire.addWidget(self.fire_button)
        column.addLayout(fire)
        self.table = QTableWidget(0, 3)
        self.table.setAccessibleName(self.tr("Score sheet"))
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setMinimumHeight(140)
        column.addWidget(self.table, 1)
        self.totals = QLabel()
        self.totals.setWordWrap(True)
        self.totals.setAccessibleName(self.tr("Totals"))
        column.addWidget(self.totals)
        self.leave_button = QPushButton(self.tr("Leave"))
        column.addWidget(self.leave_button)
        self.setWidget(body)
        self._primary: Callable[[], None] | None = None
        self.set_action("", None)

    def set_action(self, text: str, action: Callable[[], None] | None) -> None:
        self._primary = action
        self.primary.setText(text)
        self.primary.setVisible(action is not None)

    def _on_primary(self) -> None:
        if self._primary is not None:
            self._primary()

    def set_sheet(self, headers: list[str], rows: list[list[str]]) -> None:
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c > 0:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)

    def sheet_rows(self) -> list[list[str]]:
        """The score sheet as text (for tests and screen readers)."""
        rows = []
        for r in range(self.table.rowCount()):
            cells = [self.table.item(r, c) for c in range(self.table.columnCount())]
            rows.append([item.text() if item is not None else "" for item in cells])
        return rows
