"""Fixtures: a real main window whose autosave and settings live in a fresh folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings

from blackbox_desktop.app.window import MainWindow

from driving import open_window


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("BLACKBOX_DESKTOP_DATA_DIR", str(folder))
    monkeypatch.delenv("BLACKBOX_DESKTOP_RESUME", raising=False)
    return folder


def written(qtbot: Any, window: MainWindow) -> None:
    """A moment goes by, as before a crash a second later: the Undo and Redo steps that wait for the end of the
    autosave's spell (``autosave.COALESCE_MS``) are on disk."""
    autosave = window.autosave
    assert autosave is not None
    qtbot.waitUntil(lambda: not autosave.pending, timeout=5000)


def make_window(qtbot: object, settings_file: Path) -> MainWindow:
    return open_window(qtbot, QSettings(str(settings_file), QSettings.Format.IniFormat), size=None)


@pytest.fixture
def window(qtbot: object, data_dir: Path) -> Iterator[MainWindow]:
    yield make_window(qtbot, data_dir / "settings.ini")
