"""A question box closed without a button pressed answers Cancel: the callers read anything else as No, and
"Keep your game from before the tutorial?" then let the game go (QA)."""

from __future__ import annotations

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from blackbox_desktop import message_boxes

Button = QMessageBox.StandardButton
ASK = message_boxes.ask
"""The real box: the suite's ``no_modal_box_waits`` answers No to ``message_boxes.ask`` during each test."""


def _answer(qtbot: object, act: str) -> Button:
    def close_it() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(10, close_it)  # not shown yet
            return
        if act == "reject":
            box.reject()
        else:
            box.button(Button.No).click()

    QTimer.singleShot(0, close_it)
    return ASK(None, "Keep it?", "Keep your game?", Button.Yes | Button.No | Button.Cancel, Button.Yes)


def test_a_box_rejected_with_no_button_pressed_answers_cancel(qtbot: object) -> None:
    assert _answer(qtbot, "reject") == Button.Cancel


def test_a_button_pressed_is_the_answer(qtbot: object) -> None:
    assert _answer(qtbot, "no") == Button.No
