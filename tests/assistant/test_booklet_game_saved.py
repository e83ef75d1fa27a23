"""A saved booklet game is still that booklet game when it is opened again: its note and its NORM come back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from blackbox_desktop.app.assistant.booklets import booklet_setups
from blackbox_desktop.app.window import MainWindow

from .test_computer_booklet_printing import finish_and_compare_with_the_norm
from driving import fire, start

NUMBER = 7


def saved_booklet_game(window: MainWindow, path: Path) -> dict[str, object]:
    """Booklet game 7 with three rays fired, saved to ``path``; the file's keys."""
    assert window.booklet_play.play(NUMBER)  # type: ignore[attr-defined]
    fire(window, 1, 9, 17)
    assert window.save_file(path)
    return json.loads(path.read_text())


def test_a_saved_booklet_game_comes_back_with_its_note_and_norm(
    qtbot: object, window: MainWindow, tmp_path: Path
) -> None:
    booklet = window.booklet_play  # type: ignore[attr-defined]
    path = tmp_path / "booklet.bbox"
    data = saved_booklet_game(window, path)
    assert data["booklet"] == {"game": NUMBER, "seed": "1978", "board": "ortho-8x8"}
    history = window.controller.game.history
    start(window, "ortho-8x8", "A1,B2,C3,D4")  # another game in between: the booklet's note goes
    assert booklet.number is None and not booklet.note.isVisible()
    assert window.load_file(path)
    assert window.controller.game.history == history
    assert booklet.number == NUMBER
    assert booklet.note.isVisible() and f"Booklet game {NUMBER}" in booklet.note.text()
    finish_and_compare_with_the_norm(qtbot, window, booklet_setups().entry(NUMBER).atoms)


def test_saving_it_again_keeps_the_number(window: MainWindow, tmp_path: Path) -> None:
    first, second = tmp_path / "first.bbox", tmp_path / "second.bbox"
    saved_booklet_game(window, first)
    start(window, "ortho-8x8", "A1,B2,C3,D4")
    assert window.load_file(first)
    fire(window, 25)
    assert window.save_file(second)
    assert json.loads(second.read_text())["booklet"]["game"] == NUMBER


@pytest.mark.parametrize(
    "edited",
    [
        NUMBER,  # a bare number, not the key's own shape
        "7",
        True,
        [NUMBER],
        {"game": "7", "seed": "1978", "board": "ortho-8x8"},
        {"game": True, "seed": "1978", "board": "ortho-8x8"},
        {"game": 7.0, "seed": "1978", "board": "ortho-8x8"},
        {"game": 0, "seed": "1978", "board": "ortho-8x8"},
        {"game": 81, "seed": "1978", "board": "ortho-8x8"},
        {"game": -1, "seed": "1978", "board": "ortho-8x8"},
        {"game": 8, "seed": "1978", "board": "ortho-8x8"},  # another game: not the atoms hidden in this file
        {"game": NUMBER, "seed": "1979", "board": "ortho-8x8"},
        {"game": NUMBER, "seed": 1978.5, "board": "ortho-8x8"},
        {"game": NUMBER, "board": "ortho-8x8"},
        {"game": NUMBER, "seed": "1978", "board": "ortho-10x10"},
        {"game": NUMBER, "seed": "1978", "board": None},
    ],
)
def test_a_hand_edited_booklet_key_is_ignored(window: MainWindow, tmp_path: Path, edited: object) -> None:
    booklet = window.booklet_play  # type: ignore[attr-defined]
    path = tmp_path / "edited.bbox"
    data = saved_booklet_game(window, path)
    history = window.controller.game.history
    data["booklet"] = edited
    path.write_text(json.dumps(data))
    start(window, "ortho-8x8", "A1,B2,C3,D4")
    assert window.load_file(path)
    assert window.controller.game.history == history  # the game itself opens as ever
    assert booklet.number is None and not booklet.note.isVisible()
    assert "Booklet" not in window.statusBar().currentMessage()


def test_the_key_does_not_make_other_atoms_a_booklet_game(window: MainWindow, tmp_path: Path) -> None:
    booklet = window.booklet_play  # type: ignore[attr-defined]
    path = tmp_path / "other.bbox"
    start(window, "ortho-8x8", "A1,B2,C3,D4")
    fire(window, 1)
    assert window.save_file(path)
    data = json.loads(path.read_text())
    assert "booklet" not in data  # not a booklet game: nothing said
    data["booklet"] = {"game": NUMBER, "seed": "1978", "board": "ortho-8x8"}
    path.write_text(json.dumps(data))
    assert window.load_file(path)
    assert booklet.number is None and not booklet.note.isVisible()


def test_opening_a_game_that_is_not_a_booklet_game_lets_the_booklet_game_go(
    window: MainWindow, tmp_path: Path
) -> None:
    booklet = window.booklet_play  # type: ignore[attr-defined]
    path = tmp_path / "plain.bbox"
    start(window, "ortho-8x8", "A1,B2,C3,D4")
    fire(window, 1)
    assert window.save_file(path)
    assert booklet.play(NUMBER)
    assert booklet.note.isVisible()
    assert window.load_file(path)
    assert booklet.number is None and not booklet.note.isVisible()
    fire(window, 9)
    resaved = tmp_path / "resaved.bbox"
    assert window.save_file(resaved)
    assert "booklet" not in json.loads(resaved.read_text())


def test_the_number_box_offers_the_last_game(qtbot: object, window: MainWindow) -> None:
    booklet = window.booklet_play  # type: ignore[attr-defined]
    assert booklet.play(NUMBER)
    dialog = booklet.number_dialog()  # its width: tests/app/test_dialog_titles.py
    assert (dialog.intMinimum(), dialog.intMaximum(), dialog.intValue()) == (1, 80, NUMBER)
    dialog.deleteLater()
