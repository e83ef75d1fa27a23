"""A duel's score sheet shows a long name whole, on two lines where its column is narrow.

QA: the names' column, 80 to 134 pixels wide in the dock, cut "Annabelle-Marguerite" (129 pixels) to
"Annabelle-…": only its tooltip, the dock's heading and the totals gave the name whole.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import FRANJOS
from blackbox_desktop.model.game import Rules

from .drive import duel_ready, flow
from .test_dock_placement import _settled
from driving import fire, start

NAME = "Annabelle-Marguerite"


@pytest.mark.parametrize("assistant", [False, True])
@pytest.mark.parametrize("window_size", [(1280, 720), (1024, 540), (800, 600)])
def test_a_long_name_shows_whole_on_the_duel_s_sheet(
    language: str, window: MainWindow, qtbot: object, assistant: bool
) -> None:
    window.assistant.set_enabled(assistant)  # type: ignore[attr-defined]
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    duel_ready(window, MatchSetup((NAME, "Bob"), parse_board("ortho-8x8"), 4, Rules(FRANJOS)))
    fire(window, 3)
    _settled(window, qtbot)
    QApplication.processEvents()
    dock = flow(window).dock
    table = dock.table
    assert dock.sheet_rows()[0][0] == NAME
    index = table.model().index(0, 0)
    option = QStyleOptionViewItem()
    delegate = table.itemDelegate()
    assert isinstance(delegate, QStyledItemDelegate)
    delegate.initStyleOption(option, index)
    lines = option.text.split("\n")  # type: ignore[attr-defined]
    assert "".join(lines) == NAME  # broken, if at all, after its hyphen: nothing left out
    margin = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
    metrics = table.fontMetrics()
    for line in lines:
        assert metrics.horizontalAdvance(line) + margin <= table.columnWidth(0), (lines, table.columnWidth(0))
    assert table.rowHeight(0) >= len(lines) * metrics.lineSpacing()
    # Both players' rows are in sight, the taller one too.
    assert table.viewport().height() >= table.rowHeight(0) + table.rowHeight(1)
    assert dock.geometry().right() <= window.width()
