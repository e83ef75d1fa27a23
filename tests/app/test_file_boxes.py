"""The open and save boxes start where her files are, never in the program's working folder."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from blackbox_desktop.app.file_boxes import FOLDER_KEY
from blackbox_desktop.app.window import MainWindow

from driving import start


def test_save_starts_in_her_folders_then_where_she_saved_last(window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    # QA: started from a terminal in the source folder, Save offered to write game.bbox there.
    offered: list[str] = []
    target = tmp_path / "games" / "ann.bbox"
    target.parent.mkdir()

    def save_box(parent: object, title: str, directory: str, filters: str) -> tuple[str, str]:
        offered.append(directory)
        return str(target), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_box)
    monkeypatch.chdir(tmp_path)
    window.settings.store.remove(FOLDER_KEY)
    start(window, "ortho-8x8", "A1,C3,E5,G7")
    assert window.save_as()
    first = Path(offered[0])
    assert first.is_absolute() and first.name == "game.bbox" and first.parent != tmp_path
    assert window.save_as()
    assert Path(offered[1]) == target.parent / "game.bbox"  # the folder she chose last time

    opened: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda parent, title, directory, filters: (
        opened.append(directory), ("", ""))[1])
    window.open_dialog()
    assert opened == [str(target.parent)]


def test_a_folder_gone_since_is_not_offered(window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    window.settings.store.setValue(FOLDER_KEY, str(tmp_path / "gone"))
    offered: list[str] = []
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda parent, title, directory, filters: (
        offered.append(directory), ("", ""))[1])
    window.open_dialog()
    assert offered and Path(offered[0]).is_dir() and "gone" not in offered[0]
