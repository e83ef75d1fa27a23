"""The setter's pad says what to do in lines of even length: no word alone on the last line.

QA: at 1024×540 the French pad read « Cliquez sur encore 4 cases, … ; cliquez sur un atome pour le » over
« reprendre. », a word alone.
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

from .drive import continue_, flow, pad
from driving import start


@pytest.mark.parametrize("window_size", [(1024, 540)])
def test_the_pad_s_step_leaves_no_word_alone(language: str, window: MainWindow) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    setup = MatchSetup(("Annabelle-Marguerite", "Bob"), parse_board("ortho-8x8"), 4, Rules(FRANJOS))
    flow(window).start_match(setup, "program")
    continue_(window)
    the_pad = pad(window)
    label = the_pad.count_label
    assert isinstance(label, EvenLabel)
    wrapped = 0
    for width in range(560, 1000, 20):  # the pad beside the dock, from a small window to a wide one
        the_pad.resize(width, the_pad.height())
        QApplication.processEvents()
        lines = label.lines()
        assert len(lines) * label.fontMetrics().lineSpacing() <= label.height() + 2, (width, lines)
        if len(lines) > 1:
            wrapped += 1
            assert len(lines[-1].split()) > 1, (width, lines)
    assert wrapped or language == "en"  # the French step is long enough to wrap here
