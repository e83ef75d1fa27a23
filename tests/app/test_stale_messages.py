"""The status bar speaks of the game on the board, not of the one it replaced.

QA: Save, then New game (or Open): for eight seconds the bar still said "The game on the square side is saved to
…/g.bbox" over a fresh game that was saved nowhere.
"""

from __future__ import annotations

from pathlib import Path

from blackbox_desktop.app.window import MainWindow

from driving import fire, start


def test_a_new_game_takes_the_saved_words_away(window: MainWindow, tmp_path: Path) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    fire(window, 3)
    assert window.save_file(tmp_path / "g.bbox")
    assert "saved to" in window.statusBar().currentMessage()
    start(window, "ortho-8x8", "A1,B8,C1,D8")
    assert "saved to" not in window.statusBar().currentMessage()


def test_opening_a_file_takes_them_away_too(window: MainWindow, tmp_path: Path) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    fire(window, 3)
    assert window.save_file(tmp_path / "g.bbox")
    start(window, "ortho-8x8", "A1,B8,C1,D8")
    fire(window, 5)
    assert window.save_file(tmp_path / "h.bbox")
    assert window.load_file(tmp_path / "g.bbox")
    assert "h.bbox" not in window.statusBar().currentMessage()


def test_other_words_of_the_window_stay(window: MainWindow, tmp_path: Path) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    assert window.save_file(tmp_path / "g.bbox")
    window.show_message("Something else")
    start(window, "ortho-8x8", "A1,B8,C1,D8")
    assert window.statusBar().currentMessage() == "Something else"
