"""A match round's review marks, as a solitaire reveal does, the rays the experimenter's balls answer otherwise."""

from __future__ import annotations

from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import PARKER
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.scoring import Scoring

from .drive import finish, flow, hide
from driving import balls, fire

BOARD = parse_board("ortho-8x8")


def test_the_ray_announced_wrongly_is_ringed_and_marked_as_answered_otherwise_by_her_balls(window: MainWindow) -> None:
    # The rulebooks' worked example (seed 000): Ann said HIT at 20 where C1 sends the ray back, so Bob's
    # balls, which fit every answer he was given, miss C1; only the ray at 20 tells them apart.
    two = flow(window)
    two.start_match(MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(PARKER, Scoring.PARKER)), "person")
    two.ask_announcement = {1: "24", 5: "15", 20: "H", 12: "R"}.get
    fire(window, 1, 5, 20, 12)
    balls(window, "D7,E8,F8,H5")
    finish(window)
    assert window.scene.differs == {}  # her atoms are not in yet
    hide(window, "C1,D7,F8,H5")
    scene = window.scene
    assert sorted(scene.differs) == [20] and scene.ports[20].mistake
    tip = scene.ports[20].toolTip()
    assert "announced wrongly: the atoms give REFLECTION" in tip
    assert "with the balls placed this ray would give HIT" in tip
