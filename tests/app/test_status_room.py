"""A long message in the status bar takes the room of the counts beside it, and gives it back.

QA: a French hint was cut at 900 pixels, where the counts (also shown in the panel) kept half the bar.
"""

from __future__ import annotations

import pytest

from blackbox_desktop.app.window import MainWindow

from driving import fire, settle, start


def counts_shown(window: MainWindow) -> list[bool]:
    return [label.isVisible() for label in (window.balls_status, window.markers_status, window.score_status)]


@pytest.mark.parametrize("window_size", [(900, 700)])
def test_a_long_message_is_read_whole_and_the_counts_come_back(window: MainWindow) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    fire(window, 3)
    settle(window)
    assert counts_shown(window) == [True, True, True]
    window.show_message("Saved.")
    assert counts_shown(window) == [True, True, True]
    long = "Hint: fire at port 12, the ray that tells the most about the atoms now, about 2.3 bits a marker " * 2
    window.show_message(long)
    assert counts_shown(window) == [False, False, False]
    bar = window.statusBar()
    assert bar.fontMetrics().horizontalAdvance(long) > bar.width() // 2
    bar.clearMessage()
    assert counts_shown(window) == [True, True, True]
    assert window.balls_status.text() == "Balls to place: 4"


def test_the_room_is_measured_again_when_the_window_narrows(window: MainWindow, qtbot) -> None:
    # QA: narrowed under a long message, the bar cut it beside the counts.
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    window.resize(1500, 700)
    settle(window)
    message = "Hint: fire at port 12, the ray that tells the most about the atoms now, about 2.3 bits a marker."
    window.show_message(message)
    assert counts_shown(window) == [True, True, True]
    window.resize(700, 700)
    qtbot.waitUntil(lambda: counts_shown(window) == [False, False, False], timeout=2000)
    window.resize(1500, 700)
    qtbot.waitUntil(lambda: counts_shown(window) == [True, True, True], timeout=2000)


def test_no_counts_of_the_hidden_game_behind_a_cover(window: MainWindow) -> None:
    # QA: under the "Puzzle for a friend" pad the bar counted the hidden game's balls and markers.
    from blackbox_desktop.app.modes.dialogs import MatchSetup
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.game import Rules

    start(window, "ortho-8x8", "B2,C5,D1,E7")
    fire(window, 3)
    window.two_players.start_puzzle(  # type: ignore[attr-defined]
        MatchSetup(("Ann", "Bob"), parse_board("ortho-2x2"), 1, Rules())
    )
    assert window.covered and counts_shown(window) == [False, False, False]
    window.two_players.curtain.pad.cancelled.emit()  # type: ignore[attr-defined]
    assert not window.covered and counts_shown(window) == [True, True, True]


def test_a_menu_opened_from_the_keyboard_leaves_the_message(window: MainWindow, qtbot) -> None:
    # Known since early stops: opening a menu with the keyboard and closing it wiped "Saved to …" or an error.
    from PySide6.QtCore import Qt

    start(window, "ortho-8x8", "B2,C5,D1,E7")
    window.show_message("Saved to ann.bbox")
    menu = window.menuBar().actions()[0].menu()
    window.menuBar().setActiveAction(window.menuBar().actions()[0])
    qtbot.waitUntil(menu.isVisible, timeout=2000)
    qtbot.keyClick(menu, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: window.statusBar().currentMessage() != "Saved to ann.bbox", timeout=2000)
    assert window.statusBar().currentMessage() == menu.activeAction().statusTip()  # the tip shows meanwhile
    qtbot.keyClick(menu, Qt.Key.Key_Escape)
    qtbot.keyClick(window.menuBar(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not menu.isVisible(), timeout=2000)
    settle(window)
    assert window.statusBar().currentMessage() == "Saved to ann.bbox"


def test_a_message_longer_than_the_bar_ends_in_an_ellipsis(qtbot) -> None:
    # QA: a tutorial step said in the status bar was cut mid-word ("Click port 8, at the b"), and read as a
    # whole, garbled sentence.  It ends in "…" where its room ends; the message itself stays whole.
    from blackbox_desktop.app.status_bar import StatusBar

    bar = StatusBar()
    qtbot.addWidget(bar)
    bar.setSizeGripEnabled(False)
    bar.resize(320, 24)
    bar.show()
    qtbot.waitExposed(bar)
    bar.showMessage("Saved.")
    assert bar.shown_text() == "Saved."
    long = "The ray came out at 20: it was deflected. Click port 8, at the bottom of column 3."
    bar.showMessage(long)
    shown = bar.shown_text()
    assert shown.endswith("…") and long.startswith(shown[:-1]) and bar.currentMessage() == long
    assert bar.fontMetrics().horizontalAdvance(shown) <= bar.message_room().width()
    drawn = bar.grab().toImage()
    bar.showMessage(shown)  # a message that fits, drawn by Qt itself: what the long one must look like
    assert bar.grab().toImage() == drawn
