"""Test set-up shared by every test folder.

Qt must know it has no screen before any QApplication exists, so the
platform is chosen here, at import time, before pytest-qt creates one.
The ``window`` fixture opens the real main window (see ``driving.py``);
PySide6 is imported only when a test asks for it, so the model tests run
without Qt.
"""

from __future__ import annotations

import atexit
import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
# The autosave and the settings of every window a test opens go to a throw-away folder, gone after the run:
# always, even when the player's own BLACKBOX_DESKTOP_DATA_DIR is set (her saved game must not be overwritten).
_data_dir = tempfile.mkdtemp(prefix="blackbox-desktop-tests-")
os.environ["BLACKBOX_DESKTOP_DATA_DIR"] = _data_dir
# The command line speaks the desktop's language: English here, whatever the developer's desktop speaks (a test
# that wants French asks for it, in a subprocess of its own).
os.environ["LANGUAGE"] = "en"
atexit.register(shutil.rmtree, _data_dir, ignore_errors=True)


@pytest.fixture
def settings(tmp_path: Any) -> Any:
    """Settings in a file of the test's own."""
    from PySide6.QtCore import QSettings

    return QSettings(f"{tmp_path}/settings.ini", QSettings.Format.IniFormat)


@pytest.fixture
def window_size() -> tuple[int, int]:
    return (1280, 820)


@pytest.fixture
def window(qtbot: Any, settings: Any, window_size: tuple[int, int]) -> Iterator[Any]:
    """The real main window, shown and exposed; modal boxes answer themselves."""
    from driving import close_window, open_window

    win = open_window(qtbot, settings, window_size)
    qtbot.waitExposed(win)
    yield win
    close_window(win)


@pytest.fixture(autouse=True)
def no_modal_box_waits(monkeypatch: pytest.MonkeyPatch) -> None:
    """A message box no test answered says No (or OK) at once instead of waiting for a click.

    A failing test leaves its window to be closed by pytest-qt, and closing an unfinished game asks
    "Keep this game for next time?": without this the run would hang there instead of reporting the failure.
    Tests that look at a box patch it themselves, over this.
    """
    import sys

    widgets = sys.modules.get("PySide6.QtWidgets")
    if widgets is None:  # a model test: Qt is not even loaded
        return
    box = widgets.QMessageBox
    monkeypatch.setattr(box, "question", lambda *_args, **_kwargs: box.StandardButton.No)
    for name in ("warning", "information", "critical"):
        monkeypatch.setattr(box, name, lambda *_args, **_kwargs: box.StandardButton.Ok)
    from importlib import import_module

    boxes = import_module("blackbox_desktop.message_boxes")
    monkeypatch.setattr(boxes, "ask", lambda *_args, **_kwargs: box.StandardButton.No)
    for name in ("warn", "inform"):
        monkeypatch.setattr(boxes, name, lambda *_args, **_kwargs: None)
    # The resume offer is a box of its own (Escape keeps the game): No too.  Imported here, not looked up: the
    # start imports it only when it first offers, and a patch made after that would not reach the offer.
    resume = import_module("blackbox_desktop.app.features.autosave_resume")
    monkeypatch.setattr(resume, "resume_box", lambda *_args: False)


@pytest.fixture(autouse=True)
def fresh_score_book() -> None:
    """Every test plays as a player who has finished no game yet: the score book of the tests before is gone
    (the data folder is shared by the whole run)."""
    Path(_data_dir, "scores.json").unlink(missing_ok=True)


@pytest.fixture(params=["en", "fr"])
def language(request: pytest.FixtureRequest, qapp: object) -> Iterator[str]:
    """The interface's language, English then French: installed before the test builds its window or sheet,
    English again after it."""
    from blackbox_desktop.app import i18n

    if request.param == "fr":
        assert i18n.install_translators("fr")
    try:
        yield request.param
    finally:
        if request.param == "fr":
            i18n.install_translators("en")
