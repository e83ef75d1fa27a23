"""On a low window the side panel is drawn close: its score and its buttons show whole, with no scroll bar.

QA: in a window 540 pixels high (a 1024×600 screen maximised under a desktop panel) the panel scrolled by up to 82
pixels: a French tabletop round's opening words, a finished round's explanation, Parker's two adjustment rows.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.window import HINT_PLAY, MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import FRANJOS, PARKER
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.scoring import Scoring

from .drive import finish, flow, hide
from .test_dock_placement import _settled
from driving import balls, fire, start

BOARD = parse_board("ortho-8x8")


def _play(window: MainWindow, qtbot: object, mode: str, phase: str) -> None:
    """A solitaire game or a tabletop round (Ann answers every ray "absorbed"), at its start or once scored."""
    window.assistant.set_enabled(True)  # type: ignore[attr-defined]
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    if mode != "solo":
        rules = Rules(PARKER, Scoring.PARKER) if mode == "parker" else Rules(FRANJOS)
        flow(window).start_match(MatchSetup(("Annabelle-Marguerite", "Bob"), BOARD, 4, rules), "person")
        flow(window).ask_announcement = lambda port: "H"
    if phase == "end":
        fire(window, 3, 10)
        balls(window, "A2,B8,C1,D8")
        finish(window)
        if mode != "solo":
            hide(window, "A1,B8,C1,D8")  # Ann copies her atoms: the round is scored
    _settled(window, qtbot)
    QApplication.processEvents()


@pytest.mark.parametrize("window_size", [(1024, 540)])
@pytest.mark.parametrize(
    ("mode", "phase"), [("solo", "end"), ("person", "start"), ("parker", "start"), ("parker", "end")]
)
def test_at_1024_by_540_the_side_panel_shows_whole(
    language: str, window: MainWindow, qtbot: object, mode: str, phase: str
) -> None:
    _play(window, qtbot, mode, phase)
    assert window.panel_scroll.verticalScrollBar().maximum() == 0
    assert window.finish_button.visibleRegion().boundingRect() == window.finish_button.rect()
    if phase == "end":
        # The instructions are put away (her pointer on the answer still shows them); the explanation shows.
        assert not window.hint_label.isVisible()
        assert window.announcement.toolTip() == window.hint_label.text() != ""
        verdict = window.score_panel.verdict
        assert verdict.visibleRegion().boundingRect() == verdict.rect()


@pytest.mark.parametrize("window_size", [(1920, 1080)])
def test_a_tall_window_keeps_the_large_answer_and_the_whole_instructions(window: MainWindow, qtbot: object) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    big = window.announcement.font().pointSizeF()
    fire(window, 3)
    _settled(window, qtbot)
    assert window.hint_label.isVisible()
    assert window.hint_label.text() == HINT_PLAY
    assert window.announcement.font().pointSizeF() == big
    assert window.announcement.toolTip() == ""
