"""A message box with a long text fits the screen's height: on a 1024×600 netbook under its desktop's bar, the
French "How to play" ran below the screen's edge with its OK button (QA)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QRect
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QMessageBox

from blackbox_desktop import message_boxes
from blackbox_desktop.app import i18n
from blackbox_desktop.app.window import HOW_TO_PLAY
from blackbox_desktop.screen_room import FRAME

NETBOOK = QRect(0, 32, 1024, 568)
"""A 1024×600 screen under a desktop's 32-pixel bar."""


@pytest.mark.parametrize("language", ["en", "fr"])
def test_how_to_play_fits_the_height_of_a_small_screen(
    qtbot: object, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    monkeypatch.setattr(QScreen, "availableGeometry", lambda _screen: QRect(NETBOOK))
    room = QGuiApplication.primaryScreen().availableGeometry()
    assert i18n.install_translators(language) or language == "en"
    try:
        text = QCoreApplication.translate("MainWindow", HOW_TO_PLAY)
        box = message_boxes.message_box(None, QMessageBox.Icon.Information, "How to play", text)
        box.show()
        qtbot.waitExposed(box)  # type: ignore[attr-defined]
        assert box.height() <= room.height() - FRAME[1], language
        assert box.width() <= room.width() - FRAME[0], language
        box.close()
        box.deleteLater()
    finally:
        i18n.install_translators("en")


def test_a_short_text_keeps_qt_s_own_width(qtbot: object) -> None:
    box = message_boxes.message_box(None, QMessageBox.Icon.Information, "Hint", "Fire a ray. " * 30)
    box.show()
    qtbot.waitExposed(box)  # type: ignore[attr-defined]
    assert box.width() <= 500
    box.close()
    box.deleteLater()
