"""The two-player dock's title bar is read whole: where the heading is too long for it, the kind of game stands alone.

QA: at 1024×540 with the assistant open, the dock shares the assistant's column and its heading moves up into the
title bar, which cut it to "Tabletop match: Annabelle and B…" (in French "Partie à tour de rôle : Annabelle …").
The players' names are said on the very next lines (whose turn, the totals).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QStyle, QStyleOptionDockWidget

from blackbox_desktop.app import i18n
from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.modes.dock import TwoPlayerDock
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import FRANJOS
from blackbox_desktop.model.game import Rules

from .drive import continue_, flow, hide
from .test_dock_placement import _settled
from driving import start

BOARD = parse_board("ortho-8x8")


def title_room(dock: TwoPlayerDock) -> int:
    option = QStyleOptionDockWidget()
    dock.initStyleOption(option)
    return dock.style().subElementRect(QStyle.SubElement.SE_DockWidgetTitleBarText, option, dock).width()


@pytest.mark.parametrize("window_size", [(1024, 540)])
@pytest.mark.parametrize("mode", ["person", "program", "duel"])
def test_the_title_of_the_dock_under_the_assistant_is_never_cut(
    language: str, window: MainWindow, qtbot: object, mode: str
) -> None:
    window.assistant.set_enabled(True)  # type: ignore[attr-defined]
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    setup = MatchSetup(("Annabelle", "Bob"), BOARD, 4, Rules(FRANJOS))
    if mode == "duel":
        flow(window).start_duel(setup)
        for atoms in ("A1,B8,C1,D8", "E5,F6,G7,H8"):
            continue_(window)
            hide(window, atoms)
        continue_(window)
    else:
        flow(window).start_match(setup, mode)
        if mode == "program":
            continue_(window)
            hide(window, "A1,B8,C1,D8")
            continue_(window)
    _settled(window, qtbot)
    QApplication.processEvents()
    dock = flow(window).dock
    assert not dock.heading.isVisible()  # the heading is the title bar's
    title = dock.windowTitle()
    # As the style cuts it: 240 pixels of text in a room of 240 were cut already.
    assert dock.fontMetrics().elidedText(title, Qt.TextElideMode.ElideRight, title_room(dock)) == title
    # What kind of game it is still shows; the names are on the lines below.
    kinds = {"person": "Tabletop match", "program": "Hot-seat match", "duel": "French duel"}
    assert title.startswith(i18n.translate("TwoPlayers", kinds[mode]))
    assert "Annabelle" in dock.status.text() and "Bob" in dock.status.text() + dock.totals.text()


@pytest.mark.parametrize("window_size", [(1280, 720)])
def test_a_heading_that_fits_stays_whole(window: MainWindow, qtbot: object) -> None:
    window.assistant.set_enabled(True)  # type: ignore[attr-defined]
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    flow(window).start_match(MatchSetup(("Annabelle", "Bob"), BOARD, 4, Rules(FRANJOS)), "person")
    _settled(window, qtbot)
    dock = flow(window).dock
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.BottomDockWidgetArea  # a strip as wide as the window
    assert dock.windowTitle() == "Tabletop match: Annabelle and Bob"


@pytest.mark.parametrize("window_size", [(800, 600)])
def test_a_kind_of_game_too_long_for_the_title_bar_gives_way_to_the_dock_s_own_title(
    window: MainWindow, qtbot: object
) -> None:
    # QA: in English the column under the assistant, 200 pixels wide, cut it to "Match against the compu…".
    window.assistant.set_enabled(True)  # type: ignore[attr-defined]
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    flow(window).start_match(MatchSetup(("Ann", "Computer"), BOARD, 4, Rules(FRANJOS), computer="medium"), "program")
    hide(window, "A1,B8,C1,D8")
    window.computer_play.set_paused(True)  # type: ignore[attr-defined]
    _settled(window, qtbot)
    QApplication.processEvents()
    dock = flow(window).dock
    assert window.dockWidgetArea(dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    kind = "Match against the computer"
    assert dock.fontMetrics().elidedText(kind, Qt.TextElideMode.ElideRight, title_room(dock)) != kind  # too long
    assert dock.windowTitle() == "Two players"
    assert "the computer seeks the atoms Ann hid" in dock.status.text()  # what is played, just below
