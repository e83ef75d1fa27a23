"""Fixtures: a real main window with its settings in a temporary file."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings

from blackbox_desktop.app.window import MainWindow


@pytest.fixture
def settings(tmp_path: object) -> QSettings:
    return QSettings(f"{tmp_path}/settings.ini", QSettings.Format.IniFormat)


@pytest.fixture
def window(qtbot: object, settings: QSettings) -> Iterator[MainWindow]:
    win = MainWindow(settings)
    win.confirm = lambda title, text: True  # type: ignore[method-assign]
    win.errors = []  # type: ignore[attr-defined]
    win.error_box = lambda title, text: win.errors.append(text)  # type: ignore[attr-defined,method-assign]
    qtbot.addWidget(win)  # type: ignore[attr-defined]
    win.resize(1280, 820)
    win.show()
    qtbot.waitExposed(win)  # type: ignore[attr-defined]
    yield win
    # Leave no worker result waiting for a window that is gone.
    for feature in ("assistant", "computer_play", "booklet_play"):
        part = getattr(win, feature, None)
        if part is not None and hasattr(part, "shutdown"):
            part.shutdown()
