"""Damaged files opened through the window (Open, a file dropped, the autosave's resume) never lose the game on
the board: it stays as it was, and a message says why the file was refused.

The files are made by playing in the window (a solitaire game, a booklet game, a lesson of the tutorial, a game
the computer was playing) and by the model (a game on the hexagonal side, a match, a tabletop match, a duel),
then damaged as ``tests/model/test_fuzzed_files.py`` damages them; a sample of each kind is opened.
"""

from __future__ import annotations

import random
import time
from pathlib import Path

from model.test_fuzzed_files import damaged, saved_files

from blackbox_desktop.app.features.autosave_file import MAX_REDO, MAX_REDO_MOVES, _redo_in
from blackbox_desktop.app.features.autosave_resume import offer_resume
from blackbox_desktop.app.features.file_drop import FileDrop
from blackbox_desktop.app.features.tutorial import start_tutorial
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model import savefile
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Game, Rules

from .conftest import make_window, written
from driving import close_window, fire, start

SQUARE = parse_board("ortho-8x8")
SAMPLE = 45
"""Damaged files opened of each kind (each Open takes a few milliseconds, a game read back a little more)."""


def _files_played(window: MainWindow) -> dict[str, str]:
    files = {}
    start(window, "ortho-8x8", "A1,B7,G3,H8")
    fire(window, 3, 5, 12)
    files["game played"] = window.controller.save_text()
    assert window.booklet_play.play(7)  # type: ignore[attr-defined]
    fire(window, 1, 9)
    files["booklet game"] = window.controller.save_text()
    lesson = start_tutorial(window, "ortho")
    lesson.next()
    lesson.next()
    files["lesson"] = window.controller.save_text()
    lesson.stop()
    game = Game.new(SQUARE, 4, Rules(), SQUARE.cells_from_names("A1,B7,G3,H8")).apply("F3")
    files["computer's game"] = savefile.dumps(
        game, {"computer": {"level": "strong", "look_alikes": False}, "assisted": True, "not_scored": True}
    )
    return files


def _on_the_board(window: MainWindow) -> None:
    """The game she is playing, whatever the last file opened brought."""
    if window.in_match:
        window.two_players._detach("")  # type: ignore[attr-defined]
    start(window, "ortho-8x8", "C3,D4,E5,F6")
    fire(window, 2, 7)


def test_a_damaged_file_opened_or_dropped_leaves_the_game_on_the_board(qtbot, window, tmp_path: Path) -> None:
    files = {**_files_played(window), **saved_files()}
    drop = window.findChild(FileDrop)
    chance = random.Random("fuzz open")
    _on_the_board(window)
    path = tmp_path / "damaged.bbox"
    refused = 0
    for kind, text in files.items():
        tries = list(damaged(text, chance, byte_flips=15))
        for number, (what, data) in enumerate(chance.sample(tries, SAMPLE)):
            path.write_bytes(data if isinstance(data, bytes) else data.encode("utf-8", "surrogatepass"))
            controller = window.controller
            game, side, errors = controller.game, controller.side, len(window.errors)  # type: ignore[attr-defined]
            started = time.perf_counter()
            opened = drop.open([path]) if number % 3 == 0 else window.load_file(path)
            assert time.perf_counter() - started < 3.0, (kind, what)
            if opened:
                _on_the_board(window)
                continue
            refused += 1
            assert controller.game is game and controller.side == side, (kind, what)
            assert len(window.errors) == errors + 1, (kind, what)  # type: ignore[attr-defined]
            message = window.errors[-1]  # type: ignore[attr-defined]
            assert message.startswith("damaged.bbox could not be opened. ") and message.endswith("."), message
            assert "\n" not in message and "Traceback" not in message, message
    assert refused > len(files) * SAMPLE // 2


# -- the autosave ----------------------------------------------------------------------------------------


def test_an_autosave_with_a_byte_order_mark_still_resumes(qtbot, window, data_dir, monkeypatch) -> None:
    """QA fuzzing: an autosave saved again by an editor that puts a byte order mark first was set aside as
    damaged, and the game it held did not come back."""
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    assert window.controller.play("F1") and window.controller.play("B+B2")
    written(qtbot, window)
    path = data_dir / "autosave.bbox"
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes())
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    try:
        assert offer_resume(again)
        assert again.controller.game.history == ("F1", "B+B2") and not again.errors  # type: ignore[attr-defined]
    finally:
        close_window(again)


def test_steps_to_redo_of_more_moves_than_play_makes_are_not_read_back() -> None:
    """QA fuzzing: 900 steps of 100 moves each, in a hand-edited autosave, held the start two minutes and took
    1.2 GB: each step is played through the rules and kept whole in the undo history."""
    moves = ["F1"]
    within = [["B+A1"], ["B-A1"]] * (MAX_REDO // 2)
    assert sum(map(len, within)) <= MAX_REDO_MOVES
    assert _redo_in({"ortho": {"moves": moves, "steps": within}})["ortho"][1] == tuple(map(tuple, within))
    too_many = [["B+A1", "B-A1", "B+A1"]] * MAX_REDO  # each step and their number as play may make them
    assert sum(map(len, too_many)) > MAX_REDO_MOVES
    assert _redo_in({"ortho": {"moves": moves, "steps": too_many}}) == {}
