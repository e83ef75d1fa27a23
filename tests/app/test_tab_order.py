"""Tab and Shift+Tab go round the window in reading order, by where each dock stands now.

QA: the tutorial's card, at the top left, came after the assistant's Hint under it, and the two-player strip's port
box came before the score sheet on its left: Qt's Tab followed the order the widgets were made in.
"""

from __future__ import annotations

import gc
import itertools
from functools import cmp_to_key

import pytest
import shiboken6
from modes.drive import continue_, flow, hide
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QWidget

from blackbox_desktop.app.features.tutorial import Tutorial, start_tutorial
from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.tab_order import reading_order
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import COMPUTER, FRANJOS
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.scoring import Scoring

from driving import settle, settle_layout, start

BOARD = parse_board("ortho-8x8")
LEFT = Qt.DockWidgetArea.LeftDockWidgetArea
RIGHT = Qt.DockWidgetArea.RightDockWidgetArea
BOTTOM = Qt.DockWidgetArea.BottomDockWidgetArea


def on_screen(widget: QWidget) -> QRect:
    return QRect(widget.mapToGlobal(QPoint(0, 0)), widget.size())


def part_of(window: MainWindow, widget: QWidget) -> QWidget:
    """The dock, toolbar or middle of the window that holds ``widget``."""
    while widget.parentWidget() is not window:
        parent = widget.parentWidget()
        assert parent is not None
        widget = parent
    return widget


def reachable(window: MainWindow) -> list[QWidget]:
    """Every widget of the window that Tab ought to reach now (a scroll area's inner surfaces apart)."""
    return [
        widget
        for widget in window.findChildren(QWidget)
        if widget.focusPolicy().value & Qt.FocusPolicy.TabFocus.value
        and widget.isVisible()
        and widget.isEnabled()
        and widget.window() is window
        and not widget.isWindow()
        and not isinstance(widget.parentWidget(), QAbstractScrollArea)
    ]


def tab_round(window: MainWindow, qtbot, back: bool = False) -> list[QWidget]:
    """The widgets Tab (or Shift+Tab) gives the keys to, from the board round to it again, as a player presses it."""
    window.activateWindow()
    qtbot.waitActive(window)
    window.view.setFocus(Qt.FocusReason.OtherFocusReason)
    qtbot.waitUntil(window.view.hasFocus)
    visited = [window.view]
    for _ in range(60):
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Backtab if back else Qt.Key.Key_Tab)
        now = QApplication.focusWidget()
        if now is window.view:
            return [visited[0], *visited[:0:-1]] if back else visited  # Shift+Tab's round, read forwards
        assert all(now is not seen for seen in visited), f"{now} visited twice"
        visited.append(now)
    raise AssertionError("Tab never came back to the board")


def before(window: MainWindow, first: QWidget, second: QWidget) -> int:
    """Reading order of two parts of the window: the one wholly above first, else the one on the left."""
    a, b = on_screen(first), on_screen(second)
    if a.bottom() < b.top():
        return -1
    if b.bottom() < a.top():
        return 1
    return -1 if a.left() < b.left() else 1


def follows_in_a_part(a: QRect, b: QRect) -> bool:
    """``b`` comes after ``a`` as she reads: on a line below, or beside it on the right."""
    below = b.top() > a.bottom()
    beside = b.top() <= a.bottom() and b.bottom() >= a.top() and b.left() > a.right()
    return below or beside


def assert_reading_order(window: MainWindow, qtbot) -> list[QWidget]:
    """Tab goes round every widget it should, once each, in reading order, and Shift+Tab the other way."""
    ring = tab_round(window, qtbot)
    assert {id(widget) for widget in ring} == {id(widget) for widget in reachable(window)}
    parts = []
    for widget in ring:
        part = part_of(window, widget)
        if all(part is not seen for seen in parts):
            parts.append(part)
    expected = sorted(parts, key=cmp_to_key(lambda a, b: before(window, a, b)))
    # The round starts where the eye does: the first widget of the first part.
    start = next(index for index, widget in enumerate(ring) if part_of(window, widget) is expected[0])
    ring = ring[start:] + ring[:start]
    seen_parts: list[QWidget] = []
    for widget in ring:
        part = part_of(window, widget)
        if not seen_parts or seen_parts[-1] is not part:
            seen_parts.append(part)
    assert [id(part) for part in seen_parts] == [id(part) for part in expected], (seen_parts, expected)
    for first, second in itertools.pairwise(ring):
        if part_of(window, first) is part_of(window, second):
            assert follows_in_a_part(on_screen(first), on_screen(second)), (first, second)
    assert tab_round(window, qtbot, back=True) == tab_round(window, qtbot)
    return ring


def test_reading_order_cuts_bands_then_columns() -> None:
    # A strip of three columns: the middle one two rows high, so no cut goes across it.
    steps = QRect(0, 30, 100, 20)
    sheet = QRect(110, 0, 100, 60)
    port = QRect(220, 0, 60, 20)
    leave = QRect(220, 30, 100, 20)
    assert reading_order([port, leave, sheet, steps]) == [3, 2, 0, 1]
    # The lesson's card over the assistant, both left of the board, a strip under all three.
    card, assistant, board, strip = (
        QRect(0, 0, 200, 100),
        QRect(0, 110, 200, 300),
        QRect(210, 0, 500, 410),
        QRect(0, 420, 710, 80),
    )
    assert reading_order([strip, board, assistant, card]) == [3, 2, 1, 0]
    # Overlapping both ways: as given.
    assert reading_order([QRect(0, 0, 50, 50), QRect(10, 10, 50, 50)]) == [0, 1]


@pytest.mark.parametrize("area", [LEFT, RIGHT])
def test_solitaire_with_the_assistant_on_either_side(window: MainWindow, qtbot, area: Qt.DockWidgetArea) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    assistant = window.assistant
    assert assistant is not None
    assistant.set_enabled(True)
    window.addDockWidget(area, assistant.dock)
    settle_layout(qtbot, window, assistant.dock)
    ring = assert_reading_order(window, qtbot)
    hint = assistant.panel.hint_button
    panel = [window.new_button, window.flip_button, window.finish_button, window.score_panel.variant]
    expected = [hint, window.view, *panel] if area == LEFT else [window.view, *panel, hint]
    assert ring == expected


def test_a_lesson_reads_its_card_before_the_assistant_under_it(window: MainWindow, qtbot) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    assistant = window.assistant
    assert assistant is not None
    assistant.set_enabled(True)
    tutorial = start_tutorial(window, "ortho")
    settle_layout(qtbot, window, tutorial.panel, assistant.dock)
    ring = assert_reading_order(window, qtbot)
    card = tutorial.panel
    assert ring[:4] == [card.words_scroll, card.stop_button, card.next_button, assistant.panel.hint_button]
    assert ring[4] is window.view


def play_a_hot_seat_round(window: MainWindow) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    flow(window).start_match(MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(FRANJOS)), "program")
    continue_(window)
    hide(window, "A1,B8,C1,D8")
    continue_(window)
    settle(window)


@pytest.mark.parametrize("window_size", [(1024, 700)])
@pytest.mark.parametrize("assistant_open", [False, True])
def test_the_two_player_strip_reads_across_its_columns(window: MainWindow, qtbot, assistant_open: bool) -> None:
    play_a_hot_seat_round(window)
    dock = flow(window).dock
    assistant = window.assistant
    assert assistant is not None
    assistant.set_enabled(assistant_open)
    settle_layout(qtbot, window, dock)
    assert window.dockWidgetArea(dock) == BOTTOM
    ring = assert_reading_order(window, qtbot)
    strip = [widget for widget in ring if dock.isAncestorOf(widget)]
    assert strip == [dock.table, dock.fire_edit, dock.fire_button, dock.leave_button]  # the sheet on the left first


@pytest.mark.parametrize("window_size", [(1900, 1000)])
def test_the_two_player_column_reads_down(window: MainWindow, qtbot) -> None:
    play_a_hot_seat_round(window)
    dock = flow(window).dock
    assistant = window.assistant
    assert assistant is not None
    assistant.set_enabled(True)
    settle_layout(qtbot, window, dock)
    assert window.dockWidgetArea(dock) == RIGHT
    ring = assert_reading_order(window, qtbot)
    assert [widget for widget in ring if dock.isAncestorOf(widget)] == [
        dock.fire_edit,
        dock.fire_button,
        dock.table,
        dock.leave_button,
    ]


@pytest.mark.parametrize("window_size", [(1024, 700)])
def test_a_duels_strip_reads_across_too(window: MainWindow, qtbot) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    flow(window).start_duel(MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    continue_(window)
    hide(window, "A1,B8,C1,D8")
    continue_(window)
    hide(window, "E5,F6,G7,H8")
    continue_(window)
    dock = flow(window).dock
    settle_layout(qtbot, window, dock)
    assert window.dockWidgetArea(dock) == BOTTOM and dock.name_button.isVisible()
    ring = assert_reading_order(window, qtbot)
    strip = [widget for widget in ring if dock.isAncestorOf(widget)]
    assert strip.index(dock.name_button) < strip.index(dock.table) < strip.index(dock.fire_edit)


def test_a_tabletop_round_and_the_computer_seeking_read_in_order(window: MainWindow, qtbot) -> None:
    flow(window).start_match(MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(FRANJOS)), "person")
    settle_layout(qtbot, window, flow(window).dock)
    assert_reading_order(window, qtbot)
    flow(window).may_leave()
    computer = window.computer_play
    assert computer is not None and computer.start_random("ortho", "beginner", seed=3)
    computer.pause_action.trigger()
    settle_layout(qtbot, window)
    ring = assert_reading_order(window, qtbot)
    assert ring[0] is computer.speed_button  # the computer's toolbar, on top, comes first


def test_a_part_going_away_gives_the_keys_to_the_board(window: MainWindow, qtbot) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    assistant = window.assistant
    assert assistant is not None
    assistant.set_enabled(True)
    tutorial = start_tutorial(window, "ortho")
    assert isinstance(tutorial, Tutorial) and tutorial.step.action == "next"
    settle_layout(qtbot, window, tutorial.panel)
    window.activateWindow()
    qtbot.waitActive(window)
    tutorial.panel.next_button.setFocus()
    qtbot.waitUntil(tutorial.panel.next_button.hasFocus)
    QTest.keyClick(tutorial.panel.next_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: tutorial.index == 1)
    # Next hides, and the keys go to the board, where the step's ray is fired: not to the Hint under the card.
    assert QApplication.focusWidget() is window.view
    assistant.panel.hint_button.setFocus()
    qtbot.waitUntil(assistant.panel.hint_button.hasFocus)
    assistant.set_enabled(False)  # the assistant closed with the keys on its Hint
    assert QApplication.focusWidget() is window.view
    tutorial.panel.stop_button.setFocus()
    qtbot.waitUntil(tutorial.panel.stop_button.hasFocus)
    QTest.keyClick(tutorial.panel.stop_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not tutorial.active)
    assert QApplication.focusWidget() is window.view


def test_tabbing_through_modes_deletes_nothing(window: MainWindow, qtbot) -> None:
    # An earlier way of laying Tab's order read Qt's focus chain: PySide made each widget it returned a child of
    # the one asked, and a widget Python let go of took it along (the assistant's panel went, the score sheet
    # crashed).  Tabbed round through a match, the lesson and back, every widget is still there.
    assistant = window.assistant
    assert assistant is not None
    assistant.set_enabled(True)
    play_a_hot_seat_round(window)
    settle_layout(qtbot, window, flow(window).dock)
    tab_round(window, qtbot)
    tab_round(window, qtbot, back=True)
    flow(window).may_leave()
    tutorial = start_tutorial(window, "ortho")
    settle_layout(qtbot, window, tutorial.panel)
    tab_round(window, qtbot)
    tutorial.close()
    gc.collect()
    QApplication.processEvents()
    gc.collect()
    dock = flow(window).dock
    for widget in (
        assistant.panel,
        assistant.panel.ambiguity_label,
        assistant.panel.hint_button,
        dock.table,
        dock.fire_edit,
        window.score_panel.variant,
        window.new_button,
    ):
        assert shiboken6.isValid(widget)
    dock.set_sheet(["Round", "Player", "Score"], [["1", "Ann", "12"]])
    assistant.refresh()
    assert_reading_order(window, qtbot)
