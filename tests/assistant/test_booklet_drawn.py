"""A booklet game on a big board is played, and opened again, at once: one game is drawn, not the whole booklet."""

from __future__ import annotations

from typing import Any

import pytest

from blackbox_desktop.app.assistant.booklets import WhichBooklet, booklet_board
from blackbox_desktop.app.features import booklet_play
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.booklet import make_booklet

from driving import start


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
