"""After the reveal, the rays her balls answer otherwise are marked ≠ on the rim and counted in the panel."""

from __future__ import annotations

from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.editions import PARKER
from blackbox_desktop.model.game import Rules

from driving import balls, fire, settle, start

ATOMS = "B2,C5,D1,E1"


def _finish(window: MainWindow) -> None:
    window.finish_button.click()
    settle(window)


def test_the_rays_her_balls_answer_otherwise_are_marked_on_both_tokens(window: MainWindow) -> None:
    start(window, "ortho-8x8", ATOMS)
    fire(window, 2, 7, 20, 5, 12, 30)
    balls(window, "B2,C5,D1,H8")
    assert window.scene.differs == {}  # nothing before the reveal
    _finish(window)
    scene = window.scene
    assert sorted(scene.differs) == [5, 7, 18, 20]  # the ray at 7 came out at 18: both its tokens
    tip = scene.ports[7].toolTip()
    assert "with the balls placed this ray would give Exit at 26" in tip
    assert scene.differs[7].toolTip() == tip == scene.markers[7].toolTip()
    assert "with the balls placed" in scene.ports[7].spoken  # the keyboard cursor says it too
    assert "with the balls placed this ray would give Reflected" in scene.ports[18].toolTip()
    assert "with the balls placed" not in scene.ports[2].toolTip()
    assert "The balls answer 3 of the 6 rays fired differently" in window.score_panel.verdict.text()


def test_nothing_is_marked_when_her_balls_are_right(window: MainWindow) -> None:
    start(window, "ortho-8x8", ATOMS)
    fire(window, 2, 7, 20)
    balls(window, ATOMS)
    _finish(window)
    assert window.scene.differs == {}
    assert "The balls answer" not in window.score_panel.verdict.text()


def test_hexagonal_side_parker_words_and_fewer_balls_than_atoms(window: MainWindow) -> None:
    start(window, "hex-5", "C2,D5,D8,E3,E4")
    fire(window, 2, 10, 32, 17)
    balls(window, "C2,D5,D8,E3,F4")
    _finish(window)
    assert sorted(window.scene.differs) == [17, 24]
    assert "The balls answer 1 of the 4 rays fired differently" in window.score_panel.verdict.text()
    # Parker words; two balls short: her balls are traced as they stand.
    start(window, "ortho-8x8", ATOMS, Rules(edition=PARKER))
    fire(window, 12)
    balls(window, "B2,C5")
    _finish(window)
    assert sorted(window.scene.differs) == [12]  # absorbed: one token; 4, where her balls send it, holds none
    assert "with the balls placed this ray would give DETOUR or MISS, out at 4" in window.scene.ports[12].toolTip()
    assert "The balls answer the only ray fired differently" in window.score_panel.verdict.text()


def test_a_wrong_guess_no_fired_ray_tells_apart_is_said_so(window: MainWindow) -> None:
    start(window, "ortho-8x8", ATOMS)
    fire(window, 2)
    balls(window, "B2,C5,D1,H8")
    _finish(window)
    assert window.scene.differs == {}
    assert "The balls answer every ray fired as the atoms do" in window.score_panel.verdict.text()


def test_no_word_on_the_balls_when_none_was_placed(window: MainWindow) -> None:
    """Finishing with the tray full said "the balls answer every ray fired as the atoms do" (QA)."""
    start(window, "ortho-8x8", ATOMS)
    fire(window, 8)  # straight along row H: an empty board answers it as the atoms do
    _finish(window)
    verdict = window.score_panel.verdict.text()
    assert "4 atoms misplaced" in verdict
    assert "The balls answer" not in verdict


def test_no_ray_is_marked_when_she_placed_no_ball(window: MainWindow) -> None:
    start(window, "ortho-8x8", ATOMS)
    fire(window, 2, 7, 20, 5)  # an empty board would answer 2, 7, 20 and 5 otherwise
    _finish(window)  # she gives up with the tray full
    scene = window.scene
    assert window.controller.position.finished and not window.controller.position.balls
    assert scene.differs == {}
    assert not any("with the balls placed" in port.toolTip() for port in scene.ports.values())
    assert "≠" not in window.score_panel.verdict.text()
