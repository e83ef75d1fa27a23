"""Game → Recent games: the files opened or saved last, newest first, and what a file gone does."""

from __future__ import annotations

from pathlib import Path

from blackbox_desktop.app.features.recent_files import KEPT, SETTING, recent_paths
from blackbox_desktop.app.window import MainWindow

from driving import fire, start


def _entries(window: MainWindow) -> list[str]:
    menu = window.recent_files.menu  # type: ignore[union-attr]
    menu.aboutToShow.emit()
    return [action.text() for action in menu.actions() if action.text()]


def _choose(window: MainWindow, number: int) -> None:
    menu = window.recent_files.menu  # type: ignore[union-attr]
    menu.aboutToShow.emit()
    menu.actions()[number - 1].trigger()


def test_saved_and_opened_files_come_first_and_open_again(window: MainWindow, tmp_path: Path) -> None:
    start(window, "ortho-8x8", "B2,D4,F6,G3")
    fire(window, 3)
    first, second = tmp_path / "first.bbox", tmp_path / "R&D.bbox"
    assert window.save_file(first)
    fire(window, 7)
    assert window.save_file(second)
    assert _entries(window) == ["&1 R&&D.bbox", "&2 first.bbox", "&Clear the list"]  # "&&": the & is shown
    _choose(window, 2)
    assert window.controller.game.history == ("F3",) and window.file_path == first
    assert _entries(window)[:2] == ["&1 first.bbox", "&2 R&&D.bbox"]  # opened: to the top again
    for index in range(KEPT + 2):
        assert window.save_file(tmp_path / f"more{index}.bbox")
    assert len(recent_paths(window.settings.store)) == KEPT


def test_a_file_gone_is_said_and_taken_off_the_list_and_the_game_stays(window: MainWindow, tmp_path: Path) -> None:
    start(window, "ortho-8x8", "B2,D4,F6,G3")
    gone = tmp_path / "gone.bbox"
    assert window.save_file(gone)
    gone.unlink()
    fire(window, 5)
    before = window.controller.game
    _choose(window, 1)
    assert window.controller.game is before
    assert window.errors and "gone.bbox is no longer in" in window.errors[-1]  # type: ignore[attr-defined]
    assert _entries(window) == ["&Clear the list"]
    assert not window.recent_files.menu.isEnabled()  # type: ignore[union-attr]


def test_clear_the_list_and_a_damaged_setting(window: MainWindow, tmp_path: Path) -> None:
    start(window, "ortho-8x8", "B2,D4,F6,G3")
    assert window.save_file(tmp_path / "kept.bbox")
    menu = window.recent_files.menu  # type: ignore[union-attr]
    menu.aboutToShow.emit()
    menu.actions()[-1].trigger()  # Clear the list
    assert recent_paths(window.settings.store) == [] and _entries(window) == ["&Clear the list"]
    window.settings.store.setValue(SETTING, 42)  # a hand-edited settings file
    assert recent_paths(window.settings.store) == [] and _entries(window) == ["&Clear the list"]


def test_one_file_is_one_entry_however_it_was_named(window: MainWindow, tmp_path: Path) -> None:
    """QA: "sub/../a.bbox" and "a.bbox" stood twice on the list."""
    (tmp_path / "sub").mkdir()
    start(window, "ortho-8x8", "B2,D4,F6,G3")
    assert window.save_file(tmp_path / "sub" / ".." / "a.bbox")
    assert window.load_file(tmp_path / "a.bbox")
    assert _entries(window) == ["&1 a.bbox", "&Clear the list"]


def test_a_link_keeps_the_name_it_was_opened_by(window: MainWindow, tmp_path: Path) -> None:
    """QA: a symbolic link was listed under its target's name and folder."""
    start(window, "ortho-8x8", "B2,D4,F6,G3")
    assert window.save_file(tmp_path / "target.bbox")
    (tmp_path / "link.bbox").symlink_to(tmp_path / "target.bbox")
    assert window.load_file(tmp_path / "link.bbox")
    assert _entries(window)[0] == "&1 link.bbox"
