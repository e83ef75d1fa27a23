"""A saved booklet game is still that booklet game when it is opened again: its note and its NORM come back."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from blackbox_desktop.app.assistant.booklets import PARKER, booklet_entry
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
    assert data["booklet"] == {"game": NUMBER, "seed": "1978", "board": "ortho-8x8", "games": 80}
    history = window.controller.game.history
    start(window, "ortho-8x8", "A1,B2,C3,D4")  # another game in between: the booklet's note goes
    assert booklet.number is None and not booklet.note.isVisible()
    assert window.load_file(path)
    assert window.controller.game.history == history
    assert booklet.number == NUMBER
    assert booklet.note.isVisible() and f"Booklet game {NUMBER}" in booklet.note.text()
    finish_and_compare_with_the_norm(qtbot, window, booklet_entry(PARKER, NUMBER).atoms)


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


def test_opening_a_game_that_is_not_a_booklet_game_lets_the_booklet_game_go(window: MainWindow, tmp_path: Path) -> None:
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
    assert (dialog.number.minimum(), dialog.number.maximum(), dialog.number.value()) == (1, 80, NUMBER)
    assert dialog.choice.which() == PARKER
    dialog.deleteLater()


def test_a_file_saved_before_booklets_had_a_number_of_games_is_parker_s(window: MainWindow, tmp_path: Path) -> None:
    booklet = window.booklet_play  # type: ignore[attr-defined]
    path = tmp_path / "older.bbox"
    data = saved_booklet_game(window, path)
    data["booklet"] = {"game": NUMBER, "seed": "1978", "board": "ortho-8x8"}
    path.write_text(json.dumps(data))
    start(window, "ortho-8x8", "A1,B2,C3,D4")
    assert window.load_file(path)
    assert booklet.number == NUMBER and booklet.which == PARKER


def test_a_booklet_printed_with_other_choices_is_played_by_its_numbers(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """QA: only Parker's 80 games could be played in the window, not a booklet print-booklet made with another
    seed, number of games or board."""
    from blackbox_desktop.app.assistant.booklets import WhichBooklet
    from blackbox_desktop.app.features import booklet_play
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.booklet import make_booklet

    booklet = window.booklet_play  # type: ignore[attr-defined]

    def choose(dialog: object) -> int:
        dialog.choice.board.setCurrentIndex(dialog.choice.board.findData("hex-5"))  # type: ignore[attr-defined]
        dialog.choice.games.setValue(120)  # type: ignore[attr-defined]
        dialog.choice.seed.setText("zz")  # type: ignore[attr-defined]
        dialog.number.setValue(110)  # type: ignore[attr-defined]
        return 1

    monkeypatch.setattr(booklet_play, "run_modal", choose)
    booklet.choose()
    printed = make_booklet(parse_board("hex-5"), games=120, seed="zz", norm=False)
    game = window.controller.game
    assert window.controller.side == "hex" and booklet.number == 110
    assert game.setup == printed.entry(110).atoms and len(game.setup) == 6  # the last eighth: one more atom
    assert booklet.note.isVisible() and "Booklet game 110" in booklet.note.text()
    fire(window, 1)
    assert str(window.controller.position.shots[0].outcome) == str(printed.answer(110, 1))
    path = tmp_path / "hex.bbox"
    assert window.save_file(path)
    assert json.loads(path.read_text())["booklet"] == {"game": 110, "seed": "zz", "board": "hex-5", "games": 120}
    start(window, "ortho-8x8", "A1,B2,C3,D4")
    assert window.load_file(path)
    assert booklet.number == 110 and booklet.which == WhichBooklet("hex-5", 120, "zz")
    # The next box starts with this booklet.
    dialog = booklet.number_dialog()
    assert dialog.choice.which() == WhichBooklet("hex-5", 120, "zz") and dialog.number.value() == 110
