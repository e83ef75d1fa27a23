"""Stopping the computer while it lays its balls: the panel says the board is hers, not what it was doing."""

from __future__ import annotations

from blackbox_desktop.app.window import MainWindow


def test_stopped_while_placing_its_balls_the_panel_says_the_board_is_hers(qtbot: object, window: MainWindow) -> None:
    """QA: stopped after its second ball, the panel went on saying "The computer has stopped firing: it puts its
    balls where the answers point (ball 2 of 4, on C5)", as if it were still at work; only the status bar said the
    board was hers."""
    play = window.computer_play  # type: ignore[attr-defined]
    assert play.start_random("ortho", "beginner", seed=4)
    play.pause_action.setChecked(True)
    while not window.controller.position.balls:
        moves = len(window.controller.game.history)
        play.single_step()
        qtbot.waitUntil(lambda moves=moves: len(window.controller.game.history) > moves, timeout=60000)  # type: ignore[attr-defined]
    assert "it puts its balls" in window.announcement.text()
    play.stop_action.trigger()
    assert window.announcement.text() == "The computer has stopped: the board is yours."
    assert window.statusBar().currentMessage() == "The computer has stopped: the board is yours."


def test_stopped_while_firing_the_panel_keeps_the_last_answer(qtbot: object, window: MainWindow) -> None:
    """The answer of its last ray stays in the panel, where she reads it as after any ray."""
    play = window.computer_play  # type: ignore[attr-defined]
    assert play.start_random("ortho", "beginner", seed=4)
    play.pause_action.setChecked(True)
    play.single_step()
    qtbot.waitUntil(lambda: len(window.controller.position.shots) == 1, timeout=60000)  # type: ignore[attr-defined]
    said = window.announcement.text()
    assert said.startswith("Ray at ")
    play.stop_action.trigger()
    assert window.announcement.text() == said
