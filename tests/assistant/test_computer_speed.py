"""How fast the computer plays, chosen by the player: Slow, Normal or Fast, in the Computer toolbar and Game menu,
kept in the settings, taking effect at the next move (also while paused).

Never timed: each test records the pause the computer's timer is started with for its next move."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QKeySequence
from PySide6.QtWidgets import QWidget

from blackbox_desktop.app import i18n
from blackbox_desktop.app.features import computer_play
from blackbox_desktop.app.window import MainWindow

from driving import close_window, open_window, settle


def _pauses(monkeypatch: pytest.MonkeyPatch, play: computer_play.ComputerPlay) -> list[int]:
    """The interval of each start of the computer's timer: the pause before the move it leads to. No move is
    played on its own (the timer is never really started)."""
    started: list[int] = []
    monkeypatch.setattr(play.timer, "start", lambda: started.append(play.timer.interval()))
    return started


def _playing(window: MainWindow) -> computer_play.ComputerPlay:
    play = window.computer_play  # type: ignore[attr-defined]
    assert play.start_random("ortho", "beginner", seed=3)
    settle(window)
    return play


def test_it_plays_at_normal_speed_until_told_otherwise(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    play = window.computer_play  # type: ignore[attr-defined]
    started = _pauses(monkeypatch, play)
    _playing(window)
    assert started == [computer_play.PAUSE_MS]
    assert play.speed_actions["normal"].isChecked()
    assert play.speed_button.text() == "Speed: normal"


def test_slow_chosen_in_the_menu_makes_the_next_move_wait_longer(
    window: MainWindow, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    play = window.computer_play  # type: ignore[attr-defined]
    started = _pauses(monkeypatch, play)
    _playing(window)
    assert play.speed_menu.menuAction() in window.game_menu.actions()
    play.speed_actions["slow"].trigger()
    assert play.speed_button.text() == "Speed: slow"  # the toolbar shows the speed it plays at
    # Its next move: played, then the one after waits the slow pause.
    play.asked_for = window.controller.game
    play._move_chosen("F1")
    assert window.controller.game.history[-1] == "F1"
    assert started[-1] == computer_play.SLOW_MS
    assert settings.value(computer_play.SPEED_KEY) == "slow"


def test_a_speed_chosen_while_paused_is_the_one_resuming_waits(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    play = window.computer_play  # type: ignore[attr-defined]
    started = _pauses(monkeypatch, play)
    _playing(window)
    play.pause_action.setChecked(True)
    play.speed_actions["fast"].trigger()
    assert play.speed_button.text() == "Speed: fast"
    count = len(started)
    play.pause_action.setChecked(False)
    assert started[count:] == [computer_play.FAST_MS]


def test_the_speed_is_remembered_at_the_next_start(qtbot: object, settings: QSettings) -> None:
    first = open_window(qtbot, settings)
    first.computer_play.speed_actions["fast"].trigger()  # type: ignore[attr-defined]
    close_window(first)
    again = open_window(qtbot, settings)
    play = again.computer_play  # type: ignore[attr-defined]
    assert play.speed == "fast" and play.speed_actions["fast"].isChecked()
    assert play.timer.interval() == computer_play.FAST_MS
    assert play.speed_button.text() == "Speed: fast"
    close_window(again)


def test_a_hand_edited_speed_plays_at_normal(qtbot: object, settings: QSettings) -> None:
    settings.setValue(computer_play.SPEED_KEY, ["fast", "slow"])
    window = open_window(qtbot, settings)
    play = window.computer_play  # type: ignore[attr-defined]
    assert play.speed == "normal" and play.timer.interval() == computer_play.PAUSE_MS
    close_window(window)


def test_the_speeds_have_keys_and_say_their_pause(window: MainWindow) -> None:
    actions = window.computer_play.speed_actions  # type: ignore[attr-defined]
    assert [action.text() for action in actions.values()] == [
        "&Slow (1.5 s a move)",
        "&Normal (0.6 s a move)",
        "&Fast (0.15 s a move)",
    ]
    assert actions["slow"].shortcut() == QKeySequence("Ctrl+-")
    assert actions["fast"].shortcut() == QKeySequence("Ctrl++")
    # No other entry of the window has them.
    taken = [
        key
        for action in window.findChildren(type(actions["slow"]))
        if action not in actions.values()
        for key in action.shortcuts()
    ]
    assert not {QKeySequence(key) for keys in computer_play.SPEED_KEYS.values() for key in keys} & set(taken)


def test_where_she_looks_for_the_pace_the_keys_are_named(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    # QA: the keys were only in the menu: the Speed button and the words beside the board did not name them.
    play = window.computer_play  # type: ignore[attr-defined]
    _pauses(monkeypatch, play)
    _playing(window)
    keys = {
        speed: action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        for speed, action in play.speed_actions.items()
    }
    assert keys == {"slow": "Ctrl+-", "normal": "Ctrl+0", "fast": "Ctrl++"}
    assert play.speed_button.toolTip() == (
        "How long the computer waits before each move: Ctrl+- slow, Ctrl+0 normal, Ctrl++ fast"
    )
    assert "(Ctrl+- slows it down, Ctrl++ speeds it up)" in window.hint_label.text()


@pytest.fixture
def in_french(qapp: object) -> Iterator[None]:
    assert i18n.install_translators("fr")
    yield
    i18n.install_translators("en")


def test_the_speeds_in_french(in_french: None, window: MainWindow) -> None:
    play = window.computer_play  # type: ignore[attr-defined]
    assert play.speed_actions["slow"].text() == "&Lent (1,5\u00a0s par coup)"
    assert play.speed_button.text() == "Rythme\u00a0: normal"


def _ink_runs(button: QWidget) -> list[tuple[int, int]]:
    """The columns of ``button`` with ink on them (words, arrow), as (first, last) runs; its frame left out."""
    image = button.grab().toImage()
    scale = round(image.devicePixelRatio())
    paper = QColor(image.pixel(image.width() // 2, 3 * scale)).lightness()
    rows = range(3 * scale, image.height() - 3 * scale)
    inked = [
        any(QColor(image.pixel(x, y)).lightness() < paper - 60 for y in rows)
        for x in range(3 * scale, image.width() - 3 * scale)
    ]
    runs: list[tuple[int, int]] = []
    for x, ink in enumerate(inked):
        if ink and runs and runs[-1][1] == x - 1:
            runs[-1] = (runs[-1][0], x)
        elif ink:
            runs.append((x, x))
    return [(first // scale, last // scale) for first, last in runs]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_speed_button_s_arrow_stands_clear_of_its_words(qapp: object, window: MainWindow, language: str) -> None:
    """QA: the Speed button's drop-down arrow touched its "l" (English and French, at 100 % and 200 %): it stands
    apart as the Scoring list's does, centred on the words' height."""
    try:
        assert i18n.install_translators(language) == (language != "en")  # English: nothing to install
        play = window.computer_play  # type: ignore[attr-defined]
        play.set_speed("normal", keep=False)  # its words in the language now shown
        button = play.speed_button
        settle(window)
        runs = _ink_runs(button)
        arrow, last_letter = runs[-1], runs[-2]
        assert arrow[0] - last_letter[1] > 6, runs  # the arrow apart from the words, as a list's
        assert arrow[1] - arrow[0] < 10, runs  # an arrow, not a letter it touches
        words = button.fontMetrics().horizontalAdvance(button.text())
        assert button.width() >= words + 6 + (arrow[1] - arrow[0]), runs  # room made for it, the words uncut
    finally:
        i18n.install_translators("en")
