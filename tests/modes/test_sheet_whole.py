"""The score sheet in the narrow column under the assistant shows its headings and the players' names whole.

QA: at 800×600 with the assistant open, the sheet of a match read "Round | Cherche | Score (Franjos)" over
"1 | Ordin… | 13": the score's heading, on one line, left the names' column too narrow for its own heading.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QStyle

from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import FRANJOS
from blackbox_desktop.model.game import Rules

from .drive import continue_, flow, hide
from .test_dock_placement import _settled
from driving import fire, start

BOARD = parse_board("ortho-8x8")


@pytest.mark.parametrize("window_size", [(800, 600)])
def test_under_the_assistant_the_sheet_s_headings_and_names_show_whole(
    language: str, window: MainWindow, qtbot: object
) -> None:
    window.assistant.set_enabled(True)  # type: ignore[attr-defined]
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    two = flow(window)
    two.start_match(MatchSetup(("Ann", "Ordinateur"), BOARD, 4, Rules(FRANJOS)), "program")
    continue_(window)
    hide(window, "A1,B8,C1,D8")
    continue_(window)
    fire(window, 3)
    _settled(window, qtbot)
    QApplication.processEvents()
    dock = two.dock
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.LeftDockWidgetArea  # under the assistant
    table = dock.table
    header = table.horizontalHeader()
    style = table.style()
    heading_margin = 2 * style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, header)
    cell_margin = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
    for column in range(table.columnCount()):
        item = table.horizontalHeaderItem(column)
        assert item is not None
        widest = max(header.fontMetrics().horizontalAdvance(line) for line in item.text().split("\n"))
        assert widest + heading_margin <= header.sectionSize(column), item.text()
        for row in range(table.rowCount()):
            cell = table.item(row, column)
            if cell is not None:
                needed = table.fontMetrics().horizontalAdvance(cell.text()) + cell_margin
                assert needed <= table.columnWidth(column), cell.text()
    assert [row[1] for row in dock.sheet_rows()] == ["Ordinateur"]
    # Two-line headings still leave the sheet its two rows (a duel's two players) in sight.
    assert table.viewport().height() >= 2 * table.verticalHeader().defaultSectionSize()
    assert header.height() <= 3 * header.fontMetrics().lineSpacing()
