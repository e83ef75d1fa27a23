"""A resume gives back the Redo she had: the crash was not her choice.  A saved file holds the game as it stands.

QA: the autosave kept only the moves on the board, so after a crash (or a close that kept the game) the moves
she had just undone could not be played again with Redo.
"""

from __future__ import annotations

import json
from pathlib import Path

from blackbox_desktop.app.features.autosave_resume import offer_resume
from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import COMPUTER
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.scoring import Scoring

from .conftest import make_window, written
from driving import close_window, start

BOARD = parse_board("ortho-8x8")


def _resumed(qtbot, data_dir: Path, monkeypatch):
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings-again.ini")
    assert offer_resume(again)
    return again


def test_the_moves_she_undid_can_be_redone_after_a_resume(qtbot, window, data_dir, monkeypatch) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    controller = window.controller
    for move in ("F1", "B+B2", "B+C5", "BC5>C6"):
        assert controller.play(move)
    controller.play_all(["B-B2", "B+H8"])  # two moves, one step
    controller.undo()
    controller.undo()
    written(qtbot, window)
    assert controller.game.history == ("F1", "B+B2", "B+C5")
    redo_text = window.redo_action.text()
    kept = json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))
    assert kept["games"]["ortho"]["moves"] == ["F1", "B+B2", "B+C5"]

    again = _resumed(qtbot, data_dir, monkeypatch)
    try:
        c = again.controller
        assert c.game.history == ("F1", "B+B2", "B+C5")
        assert again.redo_button.isEnabled() and again.redo_action.text() == redo_text
        c.redo()
        assert c.game.history == ("F1", "B+B2", "B+C5", "BC5>C6")
        c.redo()
        assert c.game.history[-2:] == ("B-B2", "B+H8")  # still one step
        assert not again.redo_button.isEnabled()
        c.undo()
        c.undo()
        c.undo()
        c.undo()  # every move since the ray, as before the crash
        assert c.game.history == ("F1",) and not again.undo_button.isEnabled()
        assert again.announcement.text().startswith("Ray at 1: ")
    finally:
        close_window(again)


def test_a_game_undone_to_its_start_is_kept_with_its_redo(qtbot, window, data_dir, monkeypatch) -> None:
    start(window, "hex-5", "A1,C3,E5,G2")
    window.controller.play("B+E5")
    window.controller.undo()
    written(qtbot, window)
    assert window.controller.game.history == ()
    again = _resumed(qtbot, data_dir, monkeypatch)
    try:
        assert again.controller.side == "hex" and again.redo_button.isEnabled()
        again.controller.redo()
        assert again.controller.game.history == ("B+E5",)
    finally:
        close_window(again)


def test_a_duel_turn_resumed_gives_back_her_redo_behind_the_hand_over(qtbot, window, data_dir, monkeypatch) -> None:
    from modes.drive import continue_, duel_ready

    duel_ready(window, MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    window.controller.play("B+E5")
    window.controller.play("B+F6")
    window.controller.undo()
    written(qtbot, window)
    again = _resumed(qtbot, data_dir, monkeypatch)
    try:
        continue_(again)  # the hand-over to Ann
        assert again.controller.game.history == ("B+E5",) and again.redo_button.isEnabled()
        again.controller.redo()
        assert again.controller.game.history == ("B+E5", "B+F6")
    finally:
        close_window(again)


def test_open_gives_the_game_as_saved_without_redo(window, tmp_path: Path) -> None:
    """Save writes the game as it stands, as most programs do: what she had undone is not in the file."""
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    window.controller.play("F1")
    window.controller.play("B+B2")
    window.controller.undo()
    path = tmp_path / "game.bbox"
    assert window.save_file(path)
    assert "redo" not in json.loads(path.read_text(encoding="utf-8"))
    assert window.load_file(path)
    assert window.controller.game.history == ("F1",) and not window.redo_button.isEnabled()


def test_a_hand_edited_redo_gives_back_no_typed_answer_and_no_endless_step(
    qtbot, window, data_dir, monkeypatch
) -> None:
    # QA: a step "F5=H" (a ray with a typed answer) came back in a game whose atoms the program knows, and a step
    # of thousands of moves made a Redo entry of thousands of characters.
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    controller = window.controller
    for move in ("F1", "B+B2"):
        assert controller.play(move)
    controller.undo()
    written(qtbot, window)
    path = data_dir / "autosave.bbox"
    kept = json.loads(path.read_text(encoding="utf-8"))
    assert kept["redo"]["ortho"]["steps"] == [["B+B2"]]
    for steps in ([["F5=H"]], [["B+B2", "B-B2"] * 60]):
        kept["redo"]["ortho"]["steps"] = steps
        path.write_text(json.dumps(kept), encoding="utf-8")
        again = _resumed(qtbot, data_dir, monkeypatch)
        try:
            assert again.controller.game.history == ("F1",)  # the game itself comes back
            assert not again.redo_button.isEnabled(), steps[0][:2]
        finally:
            close_window(again)
