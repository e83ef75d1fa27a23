"""Fixtures: a real main window (settings in a temporary file) with its two-player flow."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings

from blackbox_desktop.app.window import MainWindow


@pytest.fixture
def window(qtbot: object, tmp_path: object) -> Iterator[MainWindow]:
    settings = QSettings(f"{tmp_path}/settings.ini", QSettings.Format.IniFormat)
    win = MainWindow(settings)
    win.confirm = lambda title, text: (win.confirmed.append(text), True)[1]  # type: ignore[method-assign,attr-defined]
    win.confirmed = []  # type: ignore[attr-defined]
    win.errors = []  # type: ignore[attr-defined]
    win.error_box = lambda title, text: win.errors.append(text)  # type: ignore[attr-defined,method-assign]
    qtbot.addWidget(win)  # type: ignore[attr-defined]
    win.resize(1280, 820)
    win.show()
    qtbot.waitExposed(win)  # type: ignore[attr-defined]
    yield win
