"""The assistant's panel keeps no blank rows for lines that say nothing.

QA: at 1024×540 in French, with the two-player dock under it, the assistant's panel scrolled, and yet kept a blank
gap between the Hint button and its legend: the rows of the hint and of the look-alikes, empty until asked for.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLayout, QScrollArea, QWidget

from blackbox_desktop.app.window import MainWindow

from .test_dock_placement import _assisted_round, _settled


def _gap(upper: QWidget, lower: QWidget) -> int:
    """Blank pixels between ``upper`` and ``lower``."""
    return lower.geometry().top() - upper.geometry().bottom() - 1


@pytest.mark.parametrize("window_size", [(1024, 540)])
def test_under_a_scrolling_assistant_the_legend_follows_the_hint_button(
    language: str, window: MainWindow, qtbot: object
) -> None:
    _assisted_round(window, qtbot, "duel")
    assistant = window.assistant  # type: ignore[attr-defined]
    panel = assistant.panel
    scroll = window.findChild(QScrollArea, "assistant-scroll")
    assert scroll is not None and scroll.verticalScrollBar().maximum() > 0  # short of room: every row counts
    layout = panel.layout()
    assert isinstance(layout, QLayout)
    spacing = layout.spacing()
    assert panel.legend.isVisible() and not panel.hint_label.text() and not panel.ambiguity_label.text()
    assert _gap(panel.hint_button, panel.legend) <= spacing
    assert panel.proof_label.text() and not panel.contradiction_label.text()
    assert _gap(panel.proof_label, panel.hint_button) <= spacing  # "Proved empty: 16 cells" right above it

    # Asked, the hint takes its row under the button, and the legend goes down for it.
    panel.hint_button.click()
    qtbot.waitUntil(lambda: assistant.hint_item is not None, timeout=20000)  # type: ignore[attr-defined]
    _settled(window, qtbot)
    assert panel.hint_label.isVisible() and panel.hint_label.text()
    assert panel.hint_button.geometry().bottom() < panel.hint_label.geometry().top()
    assert panel.hint_label.geometry().bottom() < panel.legend.geometry().top()
    assert panel.hint_label.height() >= panel.hint_label.heightForWidth(panel.hint_label.width())
