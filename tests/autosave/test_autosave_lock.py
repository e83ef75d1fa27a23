"""Two copies of the program at once (a saved game double-clicked while the game is open): one keeps the autosave.

The other copy is a real second process holding the lock, as a running Black Box Desktop does.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from blackbox_desktop import message_boxes
from blackbox_desktop.app.features.autosave_resume import offer_resume
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Rules

from .conftest import make_window

ROOT = Path(__file__).resolve().parents[2]
HOLDER = """
import sys
from PySide6.QtCore import QLockFile
lock = QLockFile(sys.argv[1])
lock.setStaleLockTime(0)
assert lock.tryLock(0)
print("held", flush=True)
sys.stdin.read()
"""


def _hold(data_dir: Path) -> subprocess.Popen[str]:
    data_dir.mkdir(parents=True, exist_ok=True)
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(data_dir / "autosave.lock")],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
    return holder


@pytest.fixture
def other_copy(data_dir: Path) -> Iterator[subprocess.Popen[str]]:
    """Another running copy of the program, holding the autosave's lock."""
    holder = _hold(data_dir)
    yield holder
    if holder.poll() is None:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=10)


def _kept_game(qtbot: object, data_dir: Path, moves: list[str]) -> None:
    """The other copy's unfinished game, kept in the autosave (written by a window of this test, then closed)."""
    first = make_window(qtbot, data_dir / "settings.ini")
    _play(first, moves)
    first.autosave.suspended = True  # type: ignore[attr-defined]
    first.close()


def _play(win: MainWindow, moves: list[str]) -> None:
    board = parse_board("ortho-8x8")
    win.controller.new_game(board, 4, Rules(), setup=board.cells_from_names("B2,C5,D1,E7"))
    for move in moves:
        assert win.controller.play(move), move


def _kept_moves(data_dir: Path) -> list[str]:
    return json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))["games"]["ortho"]["moves"]


def test_a_second_copy_neither_offers_nor_writes_over_the_kept_game(qtbot, data_dir, monkeypatch) -> None:
    _kept_game(qtbot, data_dir, ["F1", "F2", "F3"])
    holder = _hold(data_dir)  # the first copy, still open with that game
    try:
        monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
        second = make_window(qtbot, data_dir / "settings.ini")
        # Yes would have put the game still open in the first window into this one too.
        assert not offer_resume(second)
        assert "Another Black Box Desktop window" in second.statusBar().currentMessage()
        _play(second, ["F20"])
        assert _kept_moves(data_dir) == ["F1", "F2", "F3"]
        # On close it is asked about as a program without autosave asks; Discard lets it go, and the first
        # copy's kept game stays as it was.
        asked = []
        monkeypatch.setattr(
            message_boxes,
            "ask",
            lambda parent, title, text, *rest: (asked.append(text), QMessageBox.StandardButton.Discard)[1],
        )
        assert second.close()
        assert asked and "Another Black Box Desktop window keeps its own game" in asked[0]
        assert _kept_moves(data_dir) == ["F1", "F2", "F3"]
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=10)


def test_the_second_copy_may_save_its_game_or_stay_open(qtbot, data_dir, other_copy, tmp_path, monkeypatch) -> None:
    second = make_window(qtbot, data_dir / "settings.ini")
    _play(second, ["F1", "F9"])
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save]
    monkeypatch.setattr(message_boxes, "ask", lambda *args: answers.pop(0))
    target = tmp_path / "mine.bbox"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    assert not second.close()  # Cancel: back to her game
    assert second.isVisible()
    assert second.close()  # Save: written, then closed
    assert target.exists() and '"F9"' in target.read_text(encoding="utf-8")
    assert not (data_dir / "autosave.bbox").exists()


def test_a_saved_game_in_the_second_copy_closes_without_a_question(
    qtbot, data_dir, other_copy, tmp_path, monkeypatch
) -> None:
    second = make_window(qtbot, data_dir / "settings.ini")
    _play(second, ["F1"])
    assert not (data_dir / "autosave.bbox").exists()  # the other copy's to write
    assert second.save_file(tmp_path / "mine.bbox")
    monkeypatch.setattr(message_boxes, "ask", lambda *args: pytest.fail("a saved game is not asked about"))
    assert second.close()


def test_a_crashed_copys_lock_does_not_block_the_next_start(qtbot, data_dir, monkeypatch) -> None:
    _kept_game(qtbot, data_dir, ["F1", "F2"])
    holder = _hold(data_dir)
    os.kill(holder.pid, signal.SIGKILL)
    holder.wait(timeout=10)
    assert (data_dir / "autosave.lock").exists()
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    assert again.controller.game.history == ("F1", "F2")
    assert _held_by_another(data_dir)  # this copy's now


def _held_by_another(data_dir: Path) -> bool:
    from PySide6.QtCore import QLockFile

    lock = QLockFile(str(data_dir / "autosave.lock"))
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        lock.unlock()
        return False
    return lock.error() == QLockFile.LockError.LockFailedError


def test_the_lock_is_held_while_the_window_is_open(qtbot, data_dir) -> None:
    win = make_window(qtbot, data_dir / "settings.ini")
    assert _held_by_another(data_dir)
    assert win.close()
    assert not _held_by_another(data_dir)  # the next start keeps the autosave


def _close(holder: subprocess.Popen[str]) -> None:
    assert holder.stdin is not None
    holder.stdin.close()
    holder.wait(timeout=10)


def test_the_second_copy_takes_the_autosave_over_once_the_first_is_gone(qtbot, data_dir) -> None:
    # QA: the second window never kept its game, even after the first had closed: a crash then lost it.
    holder = _hold(data_dir)
    second = make_window(qtbot, data_dir / "settings.ini")
    _play(second, ["F1"])
    assert not (data_dir / "autosave.bbox").exists()
    _close(holder)  # the first copy closes, keeping no game
    assert second.controller.play("F9")
    assert _kept_moves(data_dir) == ["F1", "F9"]
    assert second.statusBar().currentMessage().startswith("The other Black Box Desktop window has closed")
    assert not second.autosave.shared  # type: ignore[attr-defined]


def test_the_second_copy_leaves_a_game_the_first_kept_on_closing(qtbot, data_dir) -> None:
    _kept_game(qtbot, data_dir, ["F1", "F2", "F3"])
    holder = _hold(data_dir)
    second = make_window(qtbot, data_dir / "settings.ini")
    _play(second, ["F20"])
    _close(holder)  # the first copy closes, its game kept for next time
    assert second.controller.play("F21")
    assert _kept_moves(data_dir) == ["F1", "F2", "F3"]
    assert second.autosave.shared  # type: ignore[attr-defined]


def test_the_second_copy_taking_over_keeps_what_the_game_behind_was(qtbot, data_dir) -> None:
    # The extras of the side behind come from the controller, which took them as the board turned away.  The
    # autosave's own copy was taken only at its writes, which a second copy makes none of: once it took over, the
    # assisted game waiting behind was written as a plain one, and a crash brought it back unmarked.
    holder = _hold(data_dir)
    second = make_window(qtbot, data_dir / "settings.ini")
    _play(second, ["F1"])
    second.assistant.set_enabled(True)  # type: ignore[union-attr]
    assert second.assistant.assisted  # type: ignore[union-attr]
    second.assistant.set_enabled(False)  # type: ignore[union-attr]
    board = parse_board("hex-5")
    second.controller.new_game(board, 5, Rules(), setup=board.cells_from_names("A1,C3,E5,G2,I4"))
    assert second.controller.play("F1")
    _close(holder)  # the first copy closes, keeping no game: the next move is written here
    assert second.controller.play("F2")
    saved = json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))
    assert saved["extras"]["ortho"]["assisted"] is True
    assert "assisted" not in saved.get("extras", {}).get("hex", {})
    second.assistant.shutdown()  # type: ignore[union-attr]
