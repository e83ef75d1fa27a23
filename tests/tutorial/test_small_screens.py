"""The tutorial's card on a laptop's screen: every step read whole beside the assistant, the board still large.

A maximised window on a 1366×768 screen has about 1366×700 of room inside its frame and under the desktop's
bar; on a 1280×720 screen (or 1920×1080 at 150 %) about 1280×650.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from blackbox_desktop.app.features.tutorial import CARD_CELL, CARD_WIDTH, Tutorial, start_tutorial
from blackbox_desktop.app.layout import UNIT
from blackbox_desktop.app.window import MainWindow

from driving import close_window, open_window, settle_layout, start

LAPTOPS = [(1366, 700), (1280, 650)]


def cell_pixels(win: MainWindow) -> float:
    return win.view.transform().m11() * UNIT


def settled(qtbot: object, win: MainWindow, tutorial: Tutorial) -> None:
    panel = tutorial.panel
    settle_layout(qtbot, win, panel, panel.words_scroll, panel.text, win.assistant.dock, win.view)  # type: ignore[attr-defined]


def walk(qtbot: object, win: MainWindow, tutorial: Tutorial) -> None:
    """Through every step of the lesson, checking at each that the card shows the whole step unscrolled."""
    panel = tutorial.panel
    while True:
        settled(qtbot, win, tutorial)
        where = f"step {tutorial.index + 1}: {panel.text.text()[:40]}"
        assert panel.words_scroll.verticalScrollBar().maximum() == 0, where
        assert panel.text.height() >= panel.text.heightForWidth(panel.text.width()), where
        assert cell_pixels(win) >= CARD_CELL, where
        step = tutorial.step
        if tutorial.index == len(tutorial.lesson.steps) - 1:
            return
        if step.action == "next":
            tutorial.next()
        else:
            move = step.move()
            assert move is not None
            if step.action == "fire" and not panel.feedback.text():
                # Another port first: put back, with a correction under the step, and both are read whole.
                wrong = next(port for port in win.controller.game.board.ports if port != step.port)
                win.controller.play(f"F{wrong}")
                qtbot.waitUntil(lambda: win.controller.game.history == tutorial.expected)  # type: ignore[attr-defined]
                assert panel.feedback.text()
                continue
            win.controller.play(move)


@pytest.mark.parametrize("size", LAPTOPS)
@pytest.mark.parametrize("side", ["ortho", "hex"])
def test_every_step_is_read_whole_beside_the_assistant_on_a_laptop(
    qtbot: object, settings: QSettings, size: tuple[int, int], side: str
) -> None:
    # QA: at 1366×768 the card had a third of the side under the assistant, and half the steps scrolled.
    win = open_window(qtbot, settings, size)
    try:
        win.assistant.set_enabled(True)  # type: ignore[attr-defined]
        tutorial = start_tutorial(win, side)
        settled(qtbot, win, tutorial)
        # The lesson is on top, the assistant under it, both as wide as the card's lines want.
        dock = win.assistant.dock  # type: ignore[attr-defined]
        assert tutorial.panel.geometry().bottom() < dock.geometry().top()
        assert tutorial.panel.width() == dock.width() >= CARD_WIDTH
        walk(qtbot, win, tutorial)
        tutorial.close()
    finally:
        close_window(win)


@pytest.mark.parametrize("size", LAPTOPS)
def test_the_card_alone_is_wide_enough_for_lines_of_a_fair_length(
    qtbot: object, settings: QSettings, size: tuple[int, int]
) -> None:
    win = open_window(qtbot, settings, size)
    try:
        tutorial = start_tutorial(win, "ortho")
        settled(qtbot, win, tutorial)
        assert tutorial.panel.width() == CARD_WIDTH
        assert cell_pixels(win) >= CARD_CELL
        tutorial.close()
    finally:
        close_window(win)


def test_the_assistant_opened_in_a_lesson_goes_under_the_card_and_gets_its_width_back_after(
    qtbot: object, settings: QSettings
) -> None:
    win = open_window(qtbot, settings, (1366, 700))
    try:
        tutorial = start_tutorial(win, "ortho")
        settled(qtbot, win, tutorial)
        win.assistant.set_enabled(True)  # type: ignore[attr-defined]
        settled(qtbot, win, tutorial)
        dock = win.assistant.dock  # type: ignore[attr-defined]
        assert tutorial.panel.geometry().bottom() < dock.geometry().top()
        assert tutorial.panel.words_scroll.verticalScrollBar().maximum() == 0
        tutorial.close()
        settle_layout(qtbot, win, dock, win.view)
        assert dock.isVisible() and dock.width() < CARD_WIDTH  # the side as narrow as before the lesson
    finally:
        close_window(win)


def test_a_small_screen_keeps_the_board_and_the_card_narrow(qtbot: object, settings: QSettings) -> None:
    # At 800×600 the lesson's board is small already: the card keeps its least width and gives it no more.
    win = open_window(qtbot, settings, (800, 600))
    try:
        win.assistant.set_enabled(True)  # type: ignore[attr-defined]
        tutorial = start_tutorial(win, "hex")
        settled(qtbot, win, tutorial)
        assert tutorial.panel.width() < CARD_WIDTH and win.width() <= 800
        assert tutorial.panel.words_scroll.verticalScrollBar().maximum() == 0
        tutorial.close()
    finally:
        close_window(win)


def test_the_assistant_open_before_the_lesson_gets_its_own_width_back(qtbot: object, settings: QSettings) -> None:
    # QA: 200 pixels wide before the lesson, 210 after, the board 10 pixels narrower: the side's width was taken
    # once the card was in, and the card is never narrower than 210.
    win = open_window(qtbot, settings, (1366, 700))
    try:
        start(win, "ortho-8x8", "A1,B2,C3,D4")
        win.assistant.set_enabled(True)  # type: ignore[attr-defined]
        dock = win.assistant.dock  # type: ignore[attr-defined]
        settle_layout(qtbot, win, dock, win.view)
        before = dock.width()
        for side in ("ortho", "hex"):
            tutorial = start_tutorial(win, side)
            settled(qtbot, win, tutorial)
            tutorial.close()
            settle_layout(qtbot, win, dock, win.view)
            assert dock.width() == before, side
    finally:
        close_window(win)
