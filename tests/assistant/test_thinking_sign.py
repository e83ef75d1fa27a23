"""While the computer thinks for long, the status bar says so, and how long it has thought."""

from __future__ import annotations

import threading

import pytest

from blackbox_desktop.app import thinking_sign
from blackbox_desktop.app.features import computer_play
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.experimenter import ComputerExperimenter


@pytest.fixture
def slow_thought(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """The computer's first decision waits until the test lets it go (or it is stopped)."""
    monkeypatch.setattr(computer_play, "PAUSE_MS", 20)
    monkeypatch.setattr(thinking_sign, "SHOWN_AFTER_MS", 100)
    go = threading.Event()
    decide = ComputerExperimenter.next_move

    def next_move(self: ComputerExperimenter, position: object, cancel: object = None) -> str:
        while not go.wait(0.02):
            if cancel is not None and cancel():  # type: ignore[operator]
                raise computer_play.BlackBoxError("stopped")
        return decide(self, position, cancel)  # type: ignore[arg-type]

    monkeypatch.setattr(ComputerExperimenter, "next_move", next_move)
    return go


def test_a_long_thought_shows_the_sign_and_the_move_takes_it_away(
    qtbot: object, window: MainWindow, slow_thought: threading.Event
) -> None:
    play = window.computer_play  # type: ignore[attr-defined]
    sign = play.thinking
    assert play.start_random("ortho", "beginner", seed=2)
    assert not sign.shown  # a quick decision never shows it
    qtbot.waitUntil(lambda: sign.shown, timeout=3000)  # type: ignore[attr-defined]
    assert sign.label.text().startswith("The computer is thinking") and sign.isVisibleTo(window)
    slow_thought.set()
    qtbot.waitUntil(lambda: len(window.controller.game.history) >= 1, timeout=10000)  # type: ignore[attr-defined]
    play.pause_action.setChecked(True)
    qtbot.waitUntil(lambda: not play.runner.busy, timeout=10000)  # type: ignore[attr-defined]
    assert not sign.shown and not sign.thinking
    play.stop()


def test_stop_takes_the_sign_away(qtbot: object, window: MainWindow, slow_thought: threading.Event) -> None:
    play = window.computer_play  # type: ignore[attr-defined]
    assert play.start_random("hex", "beginner", seed=2)
    qtbot.waitUntil(lambda: play.thinking.shown, timeout=3000)  # type: ignore[attr-defined]
    play.stop_action.trigger()
    assert not play.thinking.shown and not play.thinking.thinking
    assert window.controller.game.history == ()


def test_pause_while_it_thinks_holds_the_move_until_resumed(
    qtbot: object, window: MainWindow, slow_thought: threading.Event
) -> None:
    # On a big board the move thought out came up to a minute after Pause, and was played.
    play = window.computer_play  # type: ignore[attr-defined]
    assert play.start_random("ortho", "beginner", seed=2)
    qtbot.waitUntil(lambda: play.runner.busy, timeout=3000)  # type: ignore[attr-defined]
    play.pause_action.setChecked(True)
    slow_thought.set()
    qtbot.waitUntil(lambda: not play.runner.busy, timeout=10000)  # type: ignore[attr-defined]
    qtbot.wait(100)  # type: ignore[attr-defined]
    assert window.controller.game.history == ()
    play.pause_action.setChecked(False)
    qtbot.waitUntil(lambda: len(window.controller.game.history) >= 1, timeout=10000)  # type: ignore[attr-defined]
    play.stop()
