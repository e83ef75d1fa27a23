"""The tutorial card's height: room for the lesson's tallest step, its buttons right under the words, and the same
from step to step (Next stays under her pointer as she presses it)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QSettings

from blackbox_desktop.app.features.tutorial import Tutorial, start_tutorial
from blackbox_desktop.app.window import MainWindow

from driving import close_window, open_window, settle_layout


def settled(qtbot: object, win: MainWindow, tutorial: Tutorial) -> None:
    panel = tutorial.panel
    settle_layout(qtbot, win, panel, panel.words_scroll, panel.text, panel.stop_button, panel.next_button)


def through_the_lesson(qtbot: object, win: MainWindow, tutorial: Tutorial) -> list[tuple[int, int, int, int]]:
    """At each step: the card's height, the buttons' top and the words' bottom in the card, and the step's words'
    height at the card's width."""
    panel = tutorial.panel
    seen = []
    while True:
        settled(qtbot, win, tutorial)
        assert panel.words_scroll.verticalScrollBar().maximum() == 0, tutorial.index
        button = panel.stop_button if panel.stop_button.isVisible() else panel.next_button
        words = panel.words_scroll
        seen.append(
            (
                panel.height(),
                button.mapTo(panel, QPoint(0, 0)).y(),
                words.mapTo(panel, QPoint(0, words.height())).y(),
                panel.text.heightForWidth(panel.text.width()),
            )
        )
        step = tutorial.step
        if tutorial.index == len(tutorial.lesson.steps) - 1:
            return seen
        if step.action == "next":
            tutorial.next()
        else:
            move = step.move()
            assert move is not None
            win.controller.play(move)


@pytest.mark.parametrize(
    ("size", "side", "assistant"),
    [
        ((1366, 700), "ortho", False),
        ((1366, 700), "ortho", True),
        ((800, 600), "hex", True),
        ((1920, 1000), "hex", False),
    ],
)
def test_the_buttons_stand_right_under_the_tallest_step_and_stay_put(
    qtbot: object, settings: QSettings, size: tuple[int, int], side: str, assistant: bool
) -> None:
    # QA: alone on its side the card kept Stop at the foot of the window, under a band of blank paper as tall as
    # the board; beside the assistant a two-line step kept room for eight.
    win = open_window(qtbot, settings, size)
    try:
        if assistant:
            win.assistant.set_enabled(True)  # type: ignore[attr-defined]
        tutorial = start_tutorial(win, side)
        seen = through_the_lesson(qtbot, win, tutorial)
        line = tutorial.panel.text.fontMetrics().lineSpacing()
        tallest = max(words for _height, _top, _bottom, words in seen)
        assert len({(height, top) for height, top, _bottom, _words in seen}) == 1, seen  # steady from step to step
        _height, top, bottom, _words = seen[0]
        assert top - bottom < line, seen  # right under the words
        assert bottom - tutorial.panel.words_scroll.mapTo(tutorial.panel, QPoint(0, 0)).y() <= tallest + 2 * line
        tutorial.close()
    finally:
        close_window(win)


def test_a_correction_is_read_whole_under_the_step(qtbot: object, settings: QSettings) -> None:
    # The room is the tallest step's: a correction under a step may need more, and gets it.
    win = open_window(qtbot, settings, (800, 600))
    try:
        win.assistant.set_enabled(True)  # type: ignore[attr-defined]
        tutorial = start_tutorial(win, "hex")
        panel = tutorial.panel
        tutorial.next()  # step 2 fires a port: another one is put back, with a word under the step
        settled(qtbot, win, tutorial)
        before = panel.height()
        step = tutorial.step
        assert step.action == "fire"
        win.controller.play(f"F{next(port for port in win.controller.game.board.ports if port != step.port)}")
        qtbot.waitUntil(lambda: win.controller.game.history == tutorial.expected)  # type: ignore[attr-defined]
        settled(qtbot, win, tutorial)
        assert panel.feedback.isVisible() and panel.feedback.text()
        assert panel.height() >= before
        assert panel.words_scroll.verticalScrollBar().maximum() == 0
        assert panel.feedback.geometry().top() >= panel.text.geometry().bottom()
        tutorial.close()
    finally:
        close_window(win)
