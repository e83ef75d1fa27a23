"""A booklet slow to draw (a big board) is drawn behind a busy box with Cancel: the window never freezes mute."""

from __future__ import annotations

import time
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QProgressDialog

from blackbox_desktop.app.assistant.booklets import PARKER, WhichBooklet, booklet_board, booklet_entry
from blackbox_desktop.app.features import booklet_play
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.booklet import make_booklet

from driving import start

SLOW = WhichBooklet("ortho-8x8", 80, "slow to draw")


@pytest.fixture
def slow_drawing(monkeypatch: pytest.MonkeyPatch) -> None:
    """Drawing a booklet's game takes a second and a half, as on a slow machine."""

    def slow(which: WhichBooklet, number: int) -> Any:
        time.sleep(1.5)
        return booklet_entry(which, number)

    monkeypatch.setattr(booklet_play, "booklet_entry", slow)


def busy_box(window: MainWindow) -> QProgressDialog | None:
    boxes = [box for box in window.findChildren(QProgressDialog) if box.isVisible()]
    return boxes[0] if boxes else None


def test_a_booklet_slow_to_draw_shows_a_busy_box(qtbot: Any, window: MainWindow, slow_drawing: None) -> None:
    """QA: on hexagonal side 9 the window froze for 37 s without a word after the booklet box's OK."""
    seen: list[str] = []
    QTimer.singleShot(800, lambda: seen.append(box.labelText() if (box := busy_box(window)) else ""))
    assert window.booklet_play.play(80, SLOW)  # type: ignore[attr-defined]
    assert seen == ["Drawing the booklet's games…"]
    assert busy_box(window) is None and window.busy_dialog is None
    assert window.controller.game.setup == make_booklet(booklet_board(SLOW), 80, SLOW.seed, norm=False).entry(80).atoms


def test_cancelling_the_drawing_keeps_the_game_on_the_board(
    qtbot: Any, window: MainWindow, slow_drawing: None
) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E1")
    game = window.controller.game

    def cancel() -> None:
        box = busy_box(window)
        if box is None:
            QTimer.singleShot(50, cancel)
            return
        box.cancel()

    QTimer.singleShot(100, cancel)
    assert not window.booklet_play.play(3, WhichBooklet("ortho-8x8", 80, "cancelled"))  # type: ignore[attr-defined]
    assert window.controller.game is game
    assert not window.booklet_play.current()  # type: ignore[attr-defined]
    assert window.statusBar().currentMessage() == "Booklet game cancelled; the current game goes on."


def test_a_quick_booklet_shows_no_box(qtbot: Any, window: MainWindow) -> None:
    booklet_entry(PARKER, 7)  # drawn before: at once
    assert window.booklet_play.play(7)  # type: ignore[attr-defined]
    assert busy_box(window) is None


def test_a_booklet_game_is_played_and_opened_again_without_drawing_the_whole_booklet(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Any
) -> None:
    """QA: game 77 of a booklet on hexagonal side 9 drew all 80 games first, when played and when opened again:
    half a minute each time (each game has a seed of its own, so one game is drawn in a moment)."""
    from blackbox_desktop.app.assistant import booklets

    big = WhichBooklet("hex-9", 80, "one game")

    def whole_booklet(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("the whole booklet was drawn")

    monkeypatch.setattr(booklets, "make_booklet", whole_booklet)
    monkeypatch.setattr(booklet_play, "norm_of", lambda board, atoms: 11)  # the NORM is not what this is about
    assert window.booklet_play.play(77, big)  # type: ignore[attr-defined]
    game = window.controller.game
    monkeypatch.undo()
    assert game.setup == make_booklet(booklet_board(big), 80, "one game", norm=False).entry(77).atoms
    monkeypatch.setattr(booklets, "make_booklet", whole_booklet)
    monkeypatch.setattr(booklet_play, "norm_of", lambda board, atoms: 11)
    saved = tmp_path / "booklet.bbox"
    assert window.save_file(saved)
    start(window, "ortho-8x8", "B2,C5,D1,E1")
    assert window.load_file(saved)
    assert window.booklet_play.current() and window.booklet_play.number == 77  # type: ignore[attr-defined]
