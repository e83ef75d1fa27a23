"""Fixtures: a real main window whose autosave and settings live in a fresh folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from blackbox_desktop.app.window import MainWindow


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("BLACKBOX_DESKTOP_DATA_DIR", str(folder))
    monkeypatch.delenv("BLACKBOX_DESKTOP_RESUME", raising=False)
    return folder


def make_window(qtbot: object, settings_file: Path) -> MainWindow:
    win = MainWindow(QSettings(str(settings_file), QSettings.Format.IniFormat))
    win.confirm = lambda title, text: True  # type: ignore[method-assign]
    win.errors = []  # type: ignore[attr-defined]
    win.error_box = lambda title, text: win.errors.append(text)  # type: ignore[attr-defined,method-assign]
    qtbot.addWidget(win)  # type: ignore[attr-defined]
    win.show()
    return win


@pytest.fixture
def window(qtbot: object, data_dir: Path) -> Iterator[MainWindow]:
    yield make_window(qtbot, data_dir / "settings.ini")
