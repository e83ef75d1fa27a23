"""The side panel drawn close for a low window is drawn in full again once there is room for it.

QA: the computer's toolbar (or a window made taller) gave the panel 39 more pixels, enough for the whole
instructions and the large title, and the panel stayed drawn close: its height was measured on the scroll area's
inside before the scroll area had been resized.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from blackbox_desktop.app.window import MainWindow

from driving import fire, settle_layout, start


def _settled(window: MainWindow, qtbot: object) -> None:
    settle_layout(qtbot, window, window.panel_scroll, window.panel_contents)
    QApplication.processEvents()


def _need(window: MainWindow) -> int:
    contents = window.panel_contents
    return max(contents.heightForWidth(contents.width()), window.panel_column.totalMinimumSize().height())


@pytest.mark.parametrize("window_size", [(1024, 480)])
def test_a_taller_window_gets_the_whole_panel_back(window: MainWindow, qtbot: object) -> None:
    start(window, "hex-5", "C2,D5,D8,E3,E4")
    fire(window, 3)
    _settled(window, qtbot)
    assert window._low is True  # too low for it all: drawn close, the instructions put away once a ray is fired
    assert not window.hint_label.isVisible()
    window.resize(1024, 640)
    _settled(window, qtbot)
    assert window._low is False
    assert window.hint_label.isVisible()
    assert _need(window) <= window.panel_scroll.viewport().height()


@pytest.mark.parametrize("window_size", [(1024, 540)])
def test_the_computer_s_toolbar_gone_the_panel_is_judged_on_its_new_room(window: MainWindow, qtbot: object) -> None:
    toolbar = window.computer_play.toolbar  # type: ignore[union-attr]
    start(window, "hex-5", "C2,D5,D8,E3,E4")
    fire(window, 3)
    judged = []
    for height in range(470, 560, 6):
        window.resize(1024, height)
        toolbar.show()  # as while the computer plays
        _settled(window, qtbot)
        toolbar.hide()  # the computer stopped: 39 pixels more for the panel
        _settled(window, qtbot)
        low = window._low
        window._fit_panel_to_height()  # judged afresh on the room it has now, it is drawn the same
        _settled(window, qtbot)
        judged.append((height, low, window._low))
    assert all(before == after for _height, before, after in judged), judged
    assert {low for _height, low, _after in judged} == {True, False}  # the heights tried cross the balance
