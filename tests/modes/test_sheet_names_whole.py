"""A duel's score sheet shows a long name whole, on two lines where its column is narrow.

QA: the names' column, 80 to 134 pixels wide in the dock, cut "Annabelle-Marguerite" (129 pixels) to
"Annabelle-…": only its tooltip, the dock's heading and the totals gave the name whole.  Then, at the duel's end
at 800×600 in French, the names' column was left too narrow for "Marguerite" beside « a désigné »: it was cut
"Annabel…" / "Marguer…".
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QStyle, QStyledItemDelegate, QStyleOptionViewItem

from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.modes.score_sheet import ScoreSheet
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import COMPUTER, FRANJOS
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.scoring import Scoring

from .drive import continue_, duel_ready, flow, press
from .test_dock_placement import _settled
from driving import balls, fire, start

NAME = "Annabelle-Marguerite"
BOARD = parse_board("ortho-8x8")


def assert_whole(table: ScoreSheet) -> None:
    """Every cell's words are drawn whole: each line they take fits its column, the row as tall as its lines."""
    delegate = table.itemDelegate()
    assert isinstance(delegate, QStyledItemDelegate)
    # Measured: a cell shows its words whole from 8 pixels wider than they are (the style's margins, the grid's line
    # and a pixel of rounding); narrower, Qt cuts them with "…".
    around = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1) + 2
    metrics = table.fontMetrics()
    for column in range(table.columnCount()):  # each heading has the room it asks for: « État » was cut « Éta »
        assert table.columnWidth(column) >= table.horizontalHeader().sectionSizeHint(column), column
    for row in range(table.rowCount()):
        for column in range(table.columnCount()):
            option = QStyleOptionViewItem()
            delegate.initStyleOption(option, table.model().index(row, column))
            lines = option.text.split("\n")  # type: ignore[attr-defined]
            item = table.item(row, column)
            assert item is not None and " ".join(lines).replace("- ", "-") == item.text()  # nothing left out
            for line in lines:
                assert metrics.horizontalAdvance(line) + around <= table.columnWidth(column), (lines, column)
            assert table.rowHeight(row) >= len(lines) * metrics.lineSpacing()
            assert _lines_drawn(table, row, column) == len(lines), (lines, column)


def _lines_drawn(table: ScoreSheet, row: int, column: int) -> int:
    """The lines of words drawn in a cell, read from a picture of it (QA: Qt drew "doit" / "désigner" as
    "doitdésigner")."""
    box = table.visualRect(table.model().index(row, column)).adjusted(1, 1, -2, -2)
    image = table.viewport().grab(box).toImage()
    bands, inked = 0, False
    for y in range(image.height()):
        ink = any(image.pixelColor(x, y).lightnessF() < 0.5 for x in range(image.width()))
        bands += ink and not inked
        inked = ink
    return bands


@pytest.mark.parametrize("assistant", [False, True])
@pytest.mark.parametrize("window_size", [(1280, 720), (1024, 540), (800, 600)])
def test_a_long_name_shows_whole_on_the_duel_s_sheet(
    language: str, window: MainWindow, qtbot: object, assistant: bool
) -> None:
    window.assistant.set_enabled(assistant)  # type: ignore[attr-defined]
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    duel_ready(window, MatchSetup((NAME, "Bob"), BOARD, 4, Rules(FRANJOS)))
    fire(window, 3)
    _settled(window, qtbot)
    QApplication.processEvents()
    dock = flow(window).dock
    table = dock.table
    assert dock.sheet_rows()[0][0] == NAME
    assert_whole(table)
    # Both players' rows are in sight, the taller one too.
    assert table.viewport().height() >= table.rowHeight(0) + table.rowHeight(1)
    assert dock.geometry().right() <= window.width()


@pytest.mark.parametrize(("window_size", "assistant"), [((800, 600), False), ((1024, 540), True)])
def test_at_the_duel_s_end_the_names_and_states_show_whole(
    language: str, window: MainWindow, qtbot: object, assistant: bool
) -> None:
    window.assistant.set_enabled(assistant)  # type: ignore[attr-defined]
    two = flow(window)
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    duel_ready(window, MatchSetup((NAME, "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    for _turn in range(2):
        fire(window, 1)
        press(two.dock.primary)
        continue_(window)
    balls(window, "E5,F6,G7,H8")
    press(two.dock.name_button)
    press(two.dock.primary)
    continue_(window)
    for port in (9, 10, 11, 12, 13, 14, 15, 16):
        duel = two.duel
        assert duel is not None
        if duel.must_name(1):
            break
        if not window.controller.position.is_known(port):
            fire(window, port)
    _settled(window, qtbot)
    assert_whole(two.dock.table)  # "doit désigner" beside the names
    # Under the assistant the dock is as tall as its sheet's rows need: the sheet ran under the scoring rule.
    table, totals = two.dock.table, two.dock.totals
    assert table.geometry().bottom() < totals.geometry().top() or not totals.isVisible()
    balls(window, "A1,B8,C1,H1")
    press(two.dock.name_button)
    _settled(window, qtbot)
    assert two.duel is not None and two.duel.over
    assert_whole(two.dock.table)  # « a désigné » twice
