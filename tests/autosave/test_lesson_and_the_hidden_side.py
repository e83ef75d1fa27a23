"""Her games come back whole around a lesson: the one waiting on the other side with its extras (a booklet game,
the assisted mark, the scoring chosen)."""

from __future__ import annotations

from blackbox_desktop.app.features.tutorial import start_tutorial
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.scoring import Scoring

from driving import fire, start


def _booklet_game_then_hex(window: MainWindow) -> None:
    """Booklet game 7 on the square side with a ray and the per-ray scoring; then a hex game in front."""
    assert window.booklet_play.play(7)  # type: ignore[attr-defined]
    fire(window, 1)
    window.controller.set_score_variant(Scoring.PER_RAY)
    start(window, "hex-5", "A1,C3,E5,G2,I4")
    fire(window, 1)


def test_a_booklet_game_waiting_behind_a_square_lesson_comes_back_one(window) -> None:
    # QA: taken from the side behind without its extras, it came back a plain game: no note, no NORM.
    _booklet_game_then_hex(window)
    booklet, controller = window.booklet_play, window.controller  # type: ignore[attr-defined]
    tutorial = start_tutorial(window, "ortho")
    tutorial.panel.stop_button.click()
    assert controller.side == "hex"
    controller.activate("ortho")
    assert booklet.number == 7 and booklet.current() and "Booklet game 7" in booklet.note.text()
    assert controller.score_variant is Scoring.PER_RAY
    booklet.runner.cancel()


def test_an_assisted_game_waiting_behind_a_hexagonal_lesson_stays_assisted(window) -> None:
    start(window, "hex-5", "A1,C3,E5,G2,I4")
    window.assistant.set_enabled(True)  # type: ignore[attr-defined]
    fire(window, 1)
    window.assistant.set_enabled(False)  # type: ignore[attr-defined]
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    fire(window, 1)
    tutorial = start_tutorial(window, "hex")
    tutorial.panel.stop_button.click()
    window.controller.activate("hex")
    assert window.assistant.assisted  # type: ignore[attr-defined]
    window.assistant.shutdown()  # type: ignore[attr-defined]
