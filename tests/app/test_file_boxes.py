"""The open and save boxes start where her files are, never in the program's working folder."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from blackbox_desktop.app import file_boxes
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
    assert Path(offered[1]) == target.parent / "ann 2.bbox"  # a copy's name, beside the game's own file
    start(window, "ortho-8x8", "A1,C3,E5,G8")
    window.file_path = None  # a new game, no file yet
    assert window.save_as()
    assert Path(offered[2]) == target.parent / "game.bbox"  # the folder she chose last time

    opened: list[str] = []
    monkeypatch.setattr(
        QFileDialog,
        "getOpenFileName",
        lambda parent, title, directory, filters: (opened.append(directory), ("", ""))[1],
    )
    window.open_dialog()
    assert opened == [str(target.parent)]


def test_a_folder_gone_since_is_not_offered(window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    window.settings.store.setValue(FOLDER_KEY, str(tmp_path / "gone"))
    offered: list[str] = []
    monkeypatch.setattr(
        QFileDialog,
        "getOpenFileName",
        lambda parent, title, directory, filters: (offered.append(directory), ("", ""))[1],
    )
    window.open_dialog()
    assert offered and Path(offered[0]).is_dir() and "gone" not in offered[0]


def test_a_name_typed_without_its_ending_does_not_replace_that_file_unasked(
    window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    # QA: Save as… "game" wrote game.bbox over the game already in it: the box had asked about "game" only.
    kept = tmp_path / "game.bbox"
    kept.write_text("her other game", encoding="utf-8")
    names = iter([str(tmp_path / "game"), ""])
    offered: list[str] = []

    def save_box(parent: object, title: str, directory: str, filters: str) -> tuple[str, str]:
        offered.append(directory)
        return next(names), ""

    asked: list[Path] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_box)
    monkeypatch.setattr(file_boxes, "may_replace", lambda parent, title, path: (asked.append(path), False)[1])
    start(window, "ortho-8x8", "A1,C3,E5,G7")
    assert not window.save_as()  # she said No, then cancelled the box it came back to
    assert asked == [kept]
    assert offered[1] == str(kept)  # the box came back on the name she gave
    assert kept.read_text(encoding="utf-8") == "her other game"

    monkeypatch.setattr(file_boxes, "may_replace", lambda parent, title, path: True)
    names = iter([str(tmp_path / "game")])
    assert window.save_as()
    assert window.file_path == kept and "her other game" not in kept.read_text(encoding="utf-8")


def test_a_name_given_with_its_ending_in_capitals_is_kept(window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(tmp_path / "notes.PDF"), ""))
    assert file_boxes.ask_save(window, None, "Export", "notepad.pdf", "PDF (*.pdf)") == str(tmp_path / "notes.PDF")
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(tmp_path / "notes"), ""))
    assert file_boxes.ask_save(window, None, "Export", "notepad.pdf", "PDF (*.pdf)") == str(tmp_path / "notes.pdf")


def test_save_as_keeps_a_game_name_given_in_capitals(window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    # QA: "game.BBOX" was saved as "game.BBOX.bbox".
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: (str(tmp_path / "game.BBOX"), ""))
    start(window, "ortho-8x8", "A1,C3,E5,G7")
    assert window.save_as()
    assert [path.name for path in tmp_path.iterdir()] == ["game.BBOX"]


def test_save_as_never_offers_a_name_already_taken(window: MainWindow, tmp_path: Path, monkeypatch) -> None:
    # QA: after New game, Save as offered game.bbox again where the last game had been saved: one Enter from
    # the question to replace it.
    offered: list[str] = []
    monkeypatch.setattr(
        QFileDialog,
        "getSaveFileName",
        lambda parent, title, directory, filters: (offered.append(directory), ("", ""))[1],
    )
    window.settings.store.setValue(FOLDER_KEY, str(tmp_path))
    (tmp_path / "game.bbox").write_text("the last game", encoding="utf-8")
    (tmp_path / "game 2.bbox").write_text("the one before", encoding="utf-8")
    start(window, "ortho-8x8", "A1,C3,E5,G7")
    assert not window.save_as()
    assert offered == [str(tmp_path / "game 3.bbox")]
    assert file_boxes.free_name(tmp_path, "notepad.pdf") == "notepad.pdf"
