"""When the autosave cannot be written or removed (a read-only folder, a full disk), she is told, never left to
believe her game is kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from blackbox_desktop import message_boxes
from blackbox_desktop.app import i18n
from blackbox_desktop.app.features import autosave
from blackbox_desktop.app.features.autosave_resume import offer_resume
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.errors import SaveFileError
from blackbox_desktop.model.game import Rules

from .conftest import make_window

FULL = "Cannot save autosave.bbox: No space left on device."
READ_ONLY = "Cannot write to /data: Permission denied."


def _play(win: MainWindow, moves: list[str]) -> None:
    board = parse_board("ortho-8x8")
    win.controller.new_game(board, 4, Rules(), setup=board.cells_from_names("B2,C5,D1,E7"))
    for move in moves:
        assert win.controller.play(move), move


def _disk_full(monkeypatch: pytest.MonkeyPatch, sentence: str = FULL) -> None:
    def refuse(path: object, text: str) -> None:
        raise SaveFileError(sentence)

    monkeypatch.setattr(autosave, "write_atomic", refuse)


def test_keep_that_cannot_be_written_says_so_and_may_be_cancelled(qtbot, window, data_dir, monkeypatch) -> None:
    _play(window, ["F1", "F2"])
    _disk_full(monkeypatch)
    _play(window, ["F1", "F2", "F3", "F4"])  # the disk filled up: the autosave still holds the older game
    asked = []
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Discard]
    monkeypatch.setattr(
        message_boxes, "ask", lambda parent, title, text, *rest: (asked.append(text), answers.pop(0))[1]
    )
    assert not window.close()  # "Keep" = Yes, then Cancel: back to her game, nothing removed
    assert window.isVisible()
    assert asked and "could not be kept" in asked[0] and "No space left on device" in asked[0]
    assert window.close()  # Discard: she let it go, so the older position is not offered as hers next time
    assert not (data_dir / "autosave.bbox").exists()


def test_keep_that_cannot_be_written_may_save_to_a_file(qtbot, window, data_dir, tmp_path, monkeypatch) -> None:
    _disk_full(monkeypatch)
    _play(window, ["F1", "F7"])
    monkeypatch.setattr(message_boxes, "ask", lambda *args: QMessageBox.StandardButton.Save)
    target = tmp_path / "rescued.bbox"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(target), ""))
    assert window.close()
    assert json.loads(target.read_text(encoding="utf-8"))["moves"] == ["F1", "F7"]


def test_why_the_autosave_failed_is_in_french_too(qtbot, window, data_dir, monkeypatch) -> None:
    assert i18n.install_translators("fr")
    try:
        _disk_full(monkeypatch, READ_ONLY)
        _play(window, ["F1"])
        said = window.statusBar().currentMessage()
        assert "Impossible d’écrire dans /data" in said, said
        assert "Cannot write" not in said
    finally:
        i18n.install_translators("en")


def test_no_to_resume_in_a_read_only_folder_says_the_game_comes_back(qtbot, data_dir, monkeypatch) -> None:
    first = make_window(qtbot, data_dir / "settings.ini")
    _play(first, ["F1"])
    first.autosave.suspended = True  # type: ignore[attr-defined]
    first.close()
    kept = data_dir / "autosave.bbox"
    unlink = Path.unlink

    def read_only(path: Path, missing_ok: bool = False) -> None:
        if path == kept:
            raise PermissionError(13, "Permission denied")
        unlink(path, missing_ok=missing_ok)

    monkeypatch.setattr(Path, "unlink", read_only)
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "no")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert not offer_resume(again)
    said = again.statusBar().currentMessage()
    assert "could not be removed (Permission denied)" in said and "offered again" in said, said
    assert kept.exists()
