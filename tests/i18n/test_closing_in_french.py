"""Closing with an unfinished game, and the next start's offer, in French: the buttons say what they do and each
answers to its letter."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from blackbox_desktop import message_boxes
from blackbox_desktop.app.features import autosave_resume

from driving import open_window, press_button_when_up, start

REAL_ASK = message_boxes.ask
REAL_RESUME_BOX = autosave_resume.resume_box


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("BLACKBOX_DESKTOP_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.delenv("BLACKBOX_DESKTOP_RESUME", raising=False)
    return tmp_path / "data"


@pytest.mark.usefixtures("in_french")
def test_closing_offers_to_keep_the_game_for_next_time_or_to_let_it_go(
    qtbot: Any, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = open_window(qtbot, QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat))
    del window.keep_or_cancel  # the real question
    start(window, "ortho-5x5", "B2,D4")
    window.controller.click_port(1)
    boxes = [REAL_ASK]  # the real box once; should the test fail, the window's last close is answered at once
    no = QMessageBox.StandardButton.No
    monkeypatch.setattr(message_boxes, "ask", lambda *args: (boxes.pop() if boxes else lambda *_: no)(*args))
    seen: list[list[str]] = []
    press_button_when_up(qtbot, Qt.Key.Key_A, seen)
    assert window.close()
    assert seen == [["&Abandonner", "&Garder pour la prochaine fois", "A&nnuler"]]
    assert not (data_dir / "autosave.bbox").exists()  # A: let go


@pytest.mark.usefixtures("in_french")
def test_the_next_start_offers_to_resume_or_to_let_go(
    qtbot: Any, data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    settings = str(data_dir / "settings.ini")
    window = open_window(qtbot, QSettings(settings, QSettings.Format.IniFormat))
    start(window, "ortho-5x5", "B2,D4")
    window.controller.click_port(1)
    again = open_window(qtbot, QSettings(settings, QSettings.Format.IniFormat))
    monkeypatch.setattr(autosave_resume, "resume_box", REAL_RESUME_BOX)
    seen: list[list[str]] = []
    press_button_when_up(qtbot, Qt.Key.Key_A, seen)
    assert not autosave_resume.offer_resume(again)
    assert seen == [["&Abandonner", "&Reprendre"]]
    assert not (data_dir / "autosave.bbox").exists()
