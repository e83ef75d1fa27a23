"""The two-player dock's next step shows whole: a long step goes on a second line, never cut short.

QA: at 1024×540, under the assistant, a match against the computer offered "Manche suivante : Ordinateur cac…";
only the button's tooltip said the whole step.
"""

from __future__ import annotations

from itertools import pairwise

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from blackbox_desktop.app.features import computer_play
from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.modes.dock import StepButton
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import FRANJOS
from blackbox_desktop.model.game import Rules

from .drive import flow, hide
from .test_dock_placement import _settled, _whole

BOARD = parse_board("ortho-8x8")


def _shows_whole(button: StepButton) -> None:
    """Every word of the step is on the button, and every line fits inside its frame."""
    lines = button.lines()
    assert "".join(lines).replace(" ", "") == button.text().replace(" ", "")
    room = button.width() - button._frame().width()
    assert all(button.fontMetrics().horizontalAdvance(line) <= room for line in lines), (lines, room)
    assert button.height() >= button.heightForWidth(button.width())


@pytest.mark.parametrize("window_size", [(1024, 540)])
def test_under_the_assistant_the_next_round_s_button_shows_the_whole_step(
    language: str, window: MainWindow, qtbot: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(computer_play, "PAUSE_MS", 20)
    window.assistant.set_enabled(True)  # type: ignore[attr-defined]
    two = flow(window)
    window.computer_play.timer.setInterval(20)  # type: ignore[attr-defined]
    two.start_match(MatchSetup(("Ann", "Ordinateur"), BOARD, 4, Rules(FRANJOS), computer="medium"), "program")
    hide(window, "A1,B8,C1,D8")
    qtbot.waitUntil(lambda: two.phase == "review", timeout=60000)  # type: ignore[attr-defined]
    _settled(window, qtbot)
    QApplication.processEvents()
    dock = two.dock
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.LeftDockWidgetArea  # under the assistant
    button = dock.primary
    assert "Ordinateur" in button.text()
    assert len(button.lines()) == 2  # too long for the column on one line
    _shows_whole(button)
    assert button.visibleRegion().boundingRect() == button.rect()
    # The line it gained pushed the rest of the dock down: nothing overlaps, nothing is squeezed.
    parts = [
        w for w in (dock.status, dock.steps, dock.fire_row, dock.table, dock.totals, dock.leave_button) if w.isVisible()
    ]
    for upper, lower in pairwise(parts):
        assert upper.geometry().bottom() < lower.geometry().top(), (upper, lower)
    assert all(_whole(part) for part in parts)


def test_a_step_takes_as_many_lines_as_its_width_needs(qapp: QApplication) -> None:
    button = StepButton()
    button.setText("Next round: Annabelle-Marguerite-Joséphine hides")
    one_line = StepButton()
    one_line.setText("Next round")
    for width in (120, 160, 200, 260, 600):
        button.resize(width, button.heightForWidth(width))
        _shows_whole(button)
        one_line.resize(width, one_line.heightForWidth(width))
        assert one_line.lines() == ["Next round"]
        assert one_line.heightForWidth(width) == one_line.sizeHint().height()  # no line left blank
    assert button.heightForWidth(120) > button.heightForWidth(600) == one_line.heightForWidth(600)
