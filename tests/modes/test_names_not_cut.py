"""The dock's heading, whose turn and the totals, and the setter's pad heading keep a hyphenated name whole.

QA: beside the board at 1024×540 the dock's heading read "French duel: Annabelle-" over "Marguerite and Bob", as
Qt breaks a line after a hyphen; the pad's heading did the same in a narrow window.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from blackbox_desktop.app.even_lines import EvenLabel
from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import FRANJOS
from blackbox_desktop.model.game import Rules

from .drive import continue_, duel_ready, flow, pad
from .test_dock_placement import _settled
from driving import fire, start

NAME = "Annabelle-Marguerite"
SETUP = MatchSetup((NAME, "Bob"), parse_board("ortho-8x8"), 4, Rules(FRANJOS))


@pytest.mark.parametrize("assistant", [False, True])
@pytest.mark.parametrize("window_size", [(1024, 540), (800, 600)])
def test_the_dock_s_words_keep_a_name_whole(language: str, window: MainWindow, qtbot: object, assistant: bool) -> None:
    window.assistant.set_enabled(assistant)  # type: ignore[attr-defined]
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    duel_ready(window, SETUP)
    fire(window, 3)
    _settled(window, qtbot)
    QApplication.processEvents()
    dock = flow(window).dock
    for label in (dock.heading, dock.status, dock.totals):
        assert isinstance(label, EvenLabel)
        if label.isVisible() and NAME in label.text():
            lines = label.lines()
            assert NAME in " ".join(lines), lines  # not "Annabelle-" / "Marguerite"
            assert len(lines) * label.fontMetrics().lineSpacing() <= label.height() + 2, (lines, label.height())


@pytest.mark.parametrize("window_size", [(800, 600)])
def test_the_setter_s_pad_heading_keeps_a_name_whole(language: str, window: MainWindow) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    flow(window).start_duel(SETUP)
    continue_(window)
    heading = pad(window).heading
    assert NAME in heading.text()
    for width in range(320, 800, 40):  # the pad in the smallest window the game takes, and wider
        heading.resize(width, heading.heightForWidth(width))
        assert isinstance(heading, EvenLabel)
        assert NAME in " ".join(heading.lines()), (width, heading.lines())
