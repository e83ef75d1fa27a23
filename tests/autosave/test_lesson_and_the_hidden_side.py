"""Her games come back whole around a lesson: the one waiting on the other side with its extras (a booklet game,
the assisted mark, the scoring chosen), and the one the lesson took, through a crash or a quit mid-lesson."""

from __future__ import annotations

import json
from pathlib import Path

from tutorial.test_tutorial import perform

from blackbox_desktop.app.features.autosave_resume import offer_resume
from blackbox_desktop.app.features.tutorial import start_tutorial
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.scoring import Scoring

from .conftest import make_window
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


def _kept(data_dir: Path) -> dict:
    return json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))


def test_a_crash_mid_lesson_gives_back_her_game_the_lesson_took(qtbot, window, data_dir, monkeypatch) -> None:
    # QA: the autosave held only the lesson's game; resumed, its Stop gave a fresh game: hers was lost for good.
    _booklet_game_then_hex(window)
    window.controller.activate("ortho")
    mine, path = window.controller.game, data_dir.parent / "mine.bbox"
    assert window.save_file(path)
    fire(window, 9)  # since the save
    mine = window.controller.game
    tutorial = start_tutorial(window, "hex")
    while tutorial.index < 4:
        perform(window, tutorial)
    kept = _kept(data_dir)  # her hexagonal game in the lesson's place, and the side she was looking at
    assert kept["side"] == "ortho" and kept["games"]["hex"]["moves"] == ["F1"]
    assert "tutorial" not in kept.get("extras", {}).get("hex", {})

    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    qtbot.wait(20)
    assert again.tutorial is None  # type: ignore[attr-defined]
    assert again.controller.side == "ortho" and again.controller.game.history == mine.history
    assert again.booklet_play.current() and again.controller.score_variant is Scoring.PER_RAY  # type: ignore[attr-defined]
    assert again.file_path == path and again.isWindowModified()
    assert again.controller.game_on("hex") is not None and again.controller.game_on("hex").history == ("F1",)
    window.booklet_play.runner.cancel()  # type: ignore[attr-defined]
    again.booklet_play.runner.cancel()  # type: ignore[attr-defined]


def test_quitting_mid_lesson_asks_about_her_game_and_keeps_it(qtbot, window, data_dir, monkeypatch) -> None:
    # QA: at the lesson's first steps (no move yet) nothing was worth keeping: the window closed without a word.
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    fire(window, 1, 9)
    window.controller.play("B+D4")
    window.controller.undo()  # Redo offers the ball
    mine = window.controller.game
    start_tutorial(window, "ortho")
    assert window.close()
    assert window.confirmed == [  # type: ignore[attr-defined]
        "Your game from before the tutorial is not finished. Keep it, and the next start offers to resume it just "
        "as it stands: nothing is lost. Discard it, and it is gone."
    ]

    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    assert again.controller.game == mine and again.controller.redo_steps() == [["B+D4"]]


def test_quitting_a_lesson_on_the_other_side_names_her_game_there(window, data_dir) -> None:
    # QA (the installed package): with a hexagonal lesson on the board, the close asked "This game is not
    # finished. Keep it…?" of her square game, out of sight: it read as the lesson.
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    fire(window, 1, 9)
    start_tutorial(window, "hex")
    assert window.close()
    assert window.confirmed == [  # type: ignore[attr-defined]
        "Your game on the other side of the board is not finished. Keep it, and the next start offers to resume "
        "it just as it stands: nothing is lost. Discard it, and it is gone."
    ]
    assert set(_kept(data_dir)["games"]) == {"ortho"}


def test_quitting_in_front_of_a_finished_game_names_the_one_on_the_other_side(window, data_dir) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    fire(window, 1)
    start(window, "hex-5", "A1,C3,E5,G2,I4")
    window.controller.play("D")  # she gives up: the hexagonal game is over
    assert window.controller.position.finished
    assert window.close()
    assert window.confirmed[-1] == (  # type: ignore[attr-defined]
        "Your game on the other side of the board is not finished. Keep it, and the next start offers to resume "
        "it just as it stands: nothing is lost. Discard it, and it is gone."
    )
