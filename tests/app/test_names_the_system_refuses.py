"""A file or folder name the system refuses to look up (longer than a name may be) is a file that is not there,
or a sentence; never an exception out of a menu, a box or a drop.

``Path.is_dir()`` and its kind answer False for a name that is not there, but raise for one the system will not
even look up (too long, or in a folder she may not search): a folder remembered in a hand-edited or damaged
settings file stopped Open and Save from showing their box, a long name on the recent list stopped its entry,
and a game file whose name was already as long as a name may be stopped Save As (QA fuzzing).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QFileDialog

from blackbox_desktop.app.features.file_drop import FileDrop
from blackbox_desktop.app.features.recent_files import SETTING
from blackbox_desktop.app.file_boxes import FOLDER_KEY, free_name, starting_folder
from blackbox_desktop.app.window import MainWindow

from driving import start

TOO_LONG = "9" * 300
"""A name longer than any file system allows (255 bytes)."""


def test_a_remembered_folder_whose_name_is_too_long_is_passed_over(window: MainWindow, monkeypatch) -> None:
    store = window.settings.store
    store.setValue(FOLDER_KEY, "/tmp/" + TOO_LONG)
    assert starting_folder(store).is_dir()
    offered: list[str] = []
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", lambda _parent, _title, folder, _filters: (offered.append(folder), ("", ""))[1]
    )
    window.open_dialog()
    assert offered and Path(offered[0]).is_dir()


def test_save_as_beside_a_file_whose_name_is_as_long_as_a_name_may_be(
    window: MainWindow, tmp_path: Path, monkeypatch
) -> None:
    longest = tmp_path / ("g" * 250 + ".bbox")  # 255 bytes: "… 2.bbox" would be 257
    start(window, "ortho-8x8", "A1,C3,E5,G7")
    assert window.save_file(longest)
    assert free_name(tmp_path, longest.name) == "g" * 250 + " 2.bbox"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_args: ("", ""))
    assert not window.save_as()  # the box came up (and was cancelled)


def test_a_recent_file_whose_name_is_too_long_is_said_to_be_gone(window: MainWindow, tmp_path: Path) -> None:
    start(window, "ortho-8x8", "A1,C3,E5,G7")
    before = window.controller.game
    odd = tmp_path / (TOO_LONG + ".bbox")
    window.settings.store.setValue(SETTING, [str(odd)])
    assert not window.recent_files.open(odd)  # type: ignore[union-attr]
    assert window.controller.game is before
    assert "is no longer in" in window.errors[-1]  # type: ignore[attr-defined]


def test_a_dropped_file_whose_name_is_too_long_is_refused_in_a_sentence(window: MainWindow, tmp_path: Path) -> None:
    start(window, "ortho-8x8", "A1,C3,E5,G7")
    before = window.controller.game
    assert not window.findChild(FileDrop).open([tmp_path / (TOO_LONG + ".bbox")])
    assert window.controller.game is before
    assert window.errors[-1].endswith("could not be read: file name too long.")  # type: ignore[attr-defined]
