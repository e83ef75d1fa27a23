"""The two-player dock leaves the board a playable size: below the table on a low window, beside it on a wide one.

At 1024×700 a column beside the 310-pixel panel shrank the 8×8 board to about 300 pixels.
"""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget

from blackbox_desktop.app import i18n
from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.modes.flow import DOCK_SETTLE_MS
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import COMPUTER, FRANJOS
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.scoring import Scoring

from .drive import continue_, flow, hide
from driving import fire, settle, start

BOARD = parse_board("ortho-8x8")


def board_side(window: MainWindow) -> int:
    settle(window)
    layout = window.scene.layout
    assert layout is not None
    return window.view.mapFromScene(layout.plank).boundingRect().width()


def play_a_hot_seat_round(window: MainWindow) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    flow(window).start_match(MatchSetup(("Annabelle-Marguerite", "Bob"), BOARD, 4, Rules(FRANJOS)), "program")
    continue_(window)
    hide(window, "A1,B8,C1,D8")
    continue_(window)
    QApplication.processEvents()


@pytest.mark.parametrize("window_size", [(1024, 700)])
def test_at_1024_by_700_the_board_keeps_a_playable_size(window: MainWindow) -> None:
    play_a_hot_seat_round(window)
    dock = flow(window).dock
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.BottomDockWidgetArea
    assert board_side(window) >= 420
    assert window.height() == 700  # the window did not grow to make room
    # Everything of the dock is in sight: the next step, the sheet and the totals side by side.
    for widget in (dock.status, dock.table, dock.totals, dock.leave_button):
        assert widget.isVisible() and widget.height() > 0


@pytest.mark.parametrize("window_size", [(1024, 700)])
def test_a_duel_at_1024_by_700_keeps_the_board_playable_too(window: MainWindow) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    flow(window).start_duel(MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    continue_(window)
    hide(window, "A1,B8,C1,D8")
    continue_(window)
    hide(window, "E5,F6,G7,H8")
    continue_(window)
    assert flow(window).dock.name_button.isVisible()
    assert board_side(window) >= 420
    assert window.height() == 700


@pytest.mark.parametrize("window_size", [(1900, 1000)])
def test_on_a_wide_window_the_dock_stands_beside_the_board(window: MainWindow) -> None:
    play_a_hot_seat_round(window)
    assert window.dockWidgetArea(flow(window).dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert board_side(window) >= 600


@pytest.fixture
def in_french(qapp: object) -> Iterator[None]:
    assert i18n.install_translators("fr")
    yield
    i18n.install_translators("en")


@pytest.mark.parametrize("window_size", [(800, 600)])
def test_a_duel_at_800_by_600_shows_both_players_and_the_whole_scoring_rule(
    in_french: None, window: MainWindow
) -> None:
    # QA: the sheet scrolled to half a row and the French rule's four wrapped lines were cut at the top.
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    flow(window).start_duel(MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    for atoms in ("A1,B8,C1,D8", "E5,F6,G7,H8"):
        continue_(window)
        hide(window, atoms)
    continue_(window)
    fire(window, 3)  # Ann's ray: "Pass the computer to Bob"
    settle(window)
    dock = flow(window).dock
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.BottomDockWidgetArea
    table = dock.table
    for row in (0, 1):
        cell = table.visualItemRect(table.item(row, 0))
        assert table.viewport().rect().contains(cell), f"row {row} of the sheet is cut"
    totals = dock.totals
    assert totals.text().startswith("Décompte par rayon")
    assert totals.height() >= totals.heightForWidth(totals.width()), "the scoring rule is cut"


def _resized(window: MainWindow, qtbot: object, width: int, height: int) -> None:
    window.resize(width, height)
    QApplication.processEvents()
    qtbot.wait(DOCK_SETTLE_MS * 3)  # type: ignore[attr-defined]
    settle(window)


@pytest.mark.parametrize("window_size", [(1024, 700)])
def test_the_dock_follows_the_window_to_where_the_board_is_larger(window: MainWindow, qtbot: object) -> None:
    # QA: placed below the board of a window first opened low, the dock stayed there once the window was widened
    # to the whole screen, and the board kept the smaller size.
    play_a_hot_seat_round(window)
    dock = flow(window).dock
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.BottomDockWidgetArea
    _resized(window, qtbot, 1900, 1000)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert board_side(window) >= 600
    _resized(window, qtbot, 1024, 700)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.BottomDockWidgetArea
    assert board_side(window) >= 420


@pytest.mark.parametrize("window_size", [(1024, 700)])
def test_a_dock_she_moved_herself_stays_where_she_put_it(window: MainWindow, qtbot: object) -> None:
    play_a_hot_seat_round(window)
    dock = flow(window).dock
    window.addDockWidget(Qt.DockWidgetArea.TopDockWidgetArea, dock)  # as her drag would put it
    _resized(window, qtbot, 1900, 1000)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.TopDockWidgetArea


@pytest.mark.parametrize("window_size", [(1280, 650)])
@pytest.mark.parametrize("mode", ["program", "person"])
def test_at_1280_by_650_with_the_assistant_open_the_side_panel_shows_whole(
    window: MainWindow, qtbot: object, mode: str
) -> None:
    # QA: the two-player strip went under the board and the side panel above it scrolled by 26 pixels, the score's
    # last line out of sight (a tabletop round, with its setter-error row, by more).
    from driving import settle_layout

    window.assistant.set_enabled(True)  # type: ignore[attr-defined]
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    flow(window).start_match(MatchSetup(("Annabelle-Marguerite", "Bob"), BOARD, 4, Rules(FRANJOS)), mode)
    if mode == "program":
        continue_(window)
        hide(window, "A1,B8,C1,D8")
        continue_(window)
        fire(window, 3)
    settle_layout(qtbot, window, window.panel_scroll, flow(window).dock, window.view)
    assert window.panel_scroll.verticalScrollBar().maximum() == 0
    assert board_side(window) >= 300


@pytest.mark.parametrize("window_size", [(1900, 1000)])
def test_a_column_beside_the_board_stays_a_column_when_the_window_is_resized(window: MainWindow, qtbot: object) -> None:
    # Measuring the strip's height left the parts laid out as a strip in the column beside the board.
    play_a_hot_seat_round(window)
    dock = flow(window).dock
    _resized(window, qtbot, 1950, 1000)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert dock.heading.isVisible()
    assert dock.leave_button.geometry().top() > dock.table.geometry().bottom()  # under the sheet, not beside it


def _settled(window: MainWindow, qtbot: object) -> None:
    from driving import settle_layout

    qtbot.wait(DOCK_SETTLE_MS * 3)  # type: ignore[attr-defined]
    settle_layout(qtbot, window, flow(window).dock, window.view)


@pytest.mark.parametrize("window_size", [(1600, 900)])
def test_opening_the_assistant_judges_the_dock_s_place_again(window: MainWindow, qtbot: object) -> None:
    # QA: the dock's place followed the window's size only: the assistant opened beside the column shrank the board,
    # where a strip below it keeps it larger (and the column comes back once the assistant closes).
    play_a_hot_seat_round(window)
    dock = flow(window).dock
    _settled(window, qtbot)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    window.assistant.set_enabled(True)  # type: ignore[attr-defined]
    _settled(window, qtbot)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.BottomDockWidgetArea
    assert dock.height() <= dock.footprint(Qt.DockWidgetArea.BottomDockWidgetArea) + 4  # a low strip, not 279 tall
    _settled(window, qtbot)
    beside = board_side(window)
    window.assistant.set_enabled(False)  # type: ignore[attr-defined]
    _settled(window, qtbot)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert board_side(window) > beside


@pytest.mark.parametrize("window_size", [(1024, 700)])
def test_the_strip_below_the_board_stays_low_when_the_window_is_resized(window: MainWindow, qtbot: object) -> None:
    # Judging its place measured the strip as a column too: it was held to the column's least height and kept it
    # (279 pixels tall for 138), the board a third smaller.
    play_a_hot_seat_round(window)
    dock = flow(window).dock
    _settled(window, qtbot)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.BottomDockWidgetArea
    low = dock.height()
    side = board_side(window)
    _resized(window, qtbot, 1030, 700)
    _settled(window, qtbot)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.BottomDockWidgetArea
    assert dock.height() == low
    assert board_side(window) >= side


def _assisted_round(window: MainWindow, qtbot: object, mode: str) -> None:
    """The assistant open, then a hot-seat round (a ray fired), a tabletop round or a duel's first ray."""
    window.assistant.set_enabled(True)  # type: ignore[attr-defined]
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    players = ("Annabelle-Marguerite", "Bob")
    if mode == "duel":
        flow(window).start_duel(MatchSetup(players, BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
        for atoms in ("A1,B8,C1,D8", "E5,F6,G7,H8"):
            continue_(window)
            hide(window, atoms)
    else:
        flow(window).start_match(MatchSetup(players, BOARD, 4, Rules(FRANJOS)), mode)
    if mode != "person":
        continue_(window)
        if mode == "program":
            hide(window, "A1,B8,C1,D8")
            continue_(window)
        fire(window, 3)
    _settled(window, qtbot)


def _whole(widget: QWidget) -> bool:
    """Whether ``widget`` has the height its words (or the sheet's two rows, its least) need."""
    if widget.hasHeightForWidth():
        return widget.height() >= widget.heightForWidth(widget.width())
    return widget.height() >= (widget.minimumHeight() or widget.minimumSizeHint().height())


@pytest.mark.parametrize("window_size", [(1024, 600)])
@pytest.mark.parametrize("mode", ["program", "person", "duel"])
def test_at_1024_by_600_with_the_assistant_open_the_dock_shares_its_column(
    language: str, window: MainWindow, qtbot: object, mode: str
) -> None:
    # QA: below the board the strip scrolled the side panel by 49 to 134 pixels ("I have finished" out of sight in a
    # French tabletop round), and beside it the column left the board a narrow strip.
    _assisted_round(window, qtbot, mode)
    dock = flow(window).dock
    assistant = window.assistant.dock  # type: ignore[attr-defined]
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert dock.geometry().top() > assistant.geometry().bottom()  # under it, as wide
    assert window.panel_scroll.verticalScrollBar().maximum() == 0
    assert window.finish_button.visibleRegion().boundingRect() == window.finish_button.rect()
    assert board_side(window) >= 350
    # The dock's parts show whole, one under the other; the assistant keeps its count and Hint in sight.
    parts = [
        w for w in (dock.status, dock.steps, dock.fire_row, dock.table, dock.totals, dock.leave_button) if w.isVisible()
    ]
    for upper, lower in pairwise(parts):
        assert upper.geometry().bottom() < lower.geometry().top(), (upper, lower)
    assert all(_whole(part) for part in parts)
    assert parts[-1].geometry().bottom() <= dock.widget().height()
    hint = window.assistant.panel.hint_button  # type: ignore[attr-defined]
    assert hint.visibleRegion().boundingRect() == hint.rect()
    # Judged again, it stays, and nothing moves: measuring it as a column grew it and judged it again, for ever.
    flow(window)._follow_the_window()
    QApplication.processEvents()
    QApplication.processEvents()
    assert not flow(window)._replace_dock.isActive()
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.LeftDockWidgetArea


@pytest.mark.parametrize("window_size", [(1920, 1080)])
def test_near_the_balance_a_few_pixels_do_not_move_the_dock_back_and_forth(window: MainWindow, qtbot: object) -> None:
    # QA: at 1920×1080 with the assistant open the board is 817 pixels whether the dock stands beside it or below
    # it: moving the window's edge by a few pixels moved the dock from one to the other and back.
    _assisted_round(window, qtbot, "person")
    dock = flow(window).dock
    first = window.dockWidgetArea(dock)
    for width in (1912, 1920, 1928, 1920):
        _resized(window, qtbot, width, 1080)
        assert window.dockWidgetArea(dock) == first, width


@pytest.mark.parametrize("window_size", [(1920, 1080)])
def test_a_long_name_on_the_next_step_does_not_move_the_dock(window: MainWindow, qtbot: object) -> None:
    # QA: "Next round: Annabelle-Marguerite hides" made the column 323 pixels wide instead of 274, and near the
    # balance the dock went below the board.
    _assisted_round(window, qtbot, "person")
    dock = flow(window).dock
    first = window.dockWidgetArea(dock)
    dock.set_action("Next round: Annabelle-Marguerite-Joséphine hides", lambda: None)
    _settled(window, qtbot)
    assert window.dockWidgetArea(dock) == first
    dock.set_action("", None)
    _settled(window, qtbot)
    assert window.dockWidgetArea(dock) == first


@pytest.mark.parametrize("window_size", [(1024, 600)])
def test_the_assistant_opened_and_closed_during_a_round_takes_the_dock_along(window: MainWindow, qtbot: object) -> None:
    play_a_hot_seat_round(window)
    dock = flow(window).dock
    _settled(window, qtbot)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    window.assistant.set_enabled(True)  # type: ignore[attr-defined]
    _settled(window, qtbot)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert window.panel_scroll.verticalScrollBar().maximum() == 0
    window.assistant.set_enabled(False)  # type: ignore[attr-defined]
    _settled(window, qtbot)
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.RightDockWidgetArea
    assert dock.heading.isVisible()  # a column of its own again, its heading back from the title bar
    assert board_side(window) >= 380


def test_the_column_s_width_does_not_hang_on_the_players_names(qapp: object) -> None:
    # QA: "Hot-seat match: Annabelle-Marguerite and Bob" made the column 323 pixels wide instead of 274: the board's
    # room, and so the dock's place, depended on the names.
    from blackbox_desktop.app.modes.dock import TwoPlayerDock

    dock = TwoPlayerDock()
    right = Qt.DockWidgetArea.RightDockWidgetArea
    widths = []
    for ann in ("Ann", "Annabelle-Marguerite"):
        dock.set_heading(f"Hot-seat match: {ann} and Bob")
        dock.status.setText(f"Round 1 of 2: Bob experiments; {ann} hid the atoms.")
        dock.set_action(f"Next round: {ann} hides", lambda: None)
        dock.totals.setText(f"{ann}: 0 — Bob: 0")
        widths.append(dock.footprint(right))
    assert widths[0] == widths[1]
