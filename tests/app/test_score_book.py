"""Her score book: the solitaire games she finishes are written down, and she is told how she stands."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QSettings

from blackbox_desktop.app.data_files import data_dir
from blackbox_desktop.app.features import score_book
from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.scoring import Scoring

from driving import balls, close_window, fire, open_window, start

ATOMS = "B2,D4,F6,G3"


def _play_and_finish(window: MainWindow, placed: str, *ports: int) -> None:
    start(window, "ortho-8x8", ATOMS)
    fire(window, *ports)
    balls(window, placed)
    window.finish_button.click()


def _book() -> list[dict[str, object]]:
    return json.loads((data_dir() / "scores.json").read_text())["games"]  # type: ignore[no-any-return]


def test_each_finished_game_is_written_down_and_the_panel_says_how_she_stands(window: MainWindow) -> None:
    _play_and_finish(window, ATOMS, 1)  # 2 markers (1 in, out elsewhere) and every atom found
    first = window.controller.game.score().total
    assert [(g["board"], g["atoms"], g["scores"]["franjos"]) for g in _book()] == [("ortho-8x8", 4, first)]
    assert "Your first game on this board under Franjos scoring." in window.score_panel.verdict.text()
    _play_and_finish(window, "A1,B2,D4,F6", 1, 5)  # one atom missed: 5 more
    second = window.controller.game.score().total
    assert second > first
    assert (
        f"Your best here: {first}; average {(first + second) / 2:.1f} over 2 games (Franjos)."
        in window.score_panel.verdict.text()
    )
    window.score_panel.variant.setCurrentIndex(window.score_panel.variant.findData("per-ray"))
    assert "over 2 games (Per ray)." in window.score_panel.verdict.text()


def test_rounds_games_opened_and_the_computers_are_not_hers(window: MainWindow, tmp_path: Path) -> None:
    _play_and_finish(window, ATOMS, 1)
    path = tmp_path / "done.bbox"
    assert window.save_file(path)
    assert window.load_file(path)  # a finished game opened again is not a new game
    flow = window.two_players
    assert flow is not None
    flow.start_match(MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules()), "program")
    assert window.in_match
    window.score_book.note_game()  # type: ignore[union-attr]  # as if a round were finished
    assert len(_book()) == 1


def test_a_damaged_book_is_set_aside_and_a_new_one_begun(qtbot: object, tmp_path: Path) -> None:
    (data_dir() / "scores.json").write_text("{ not json")
    window = open_window(qtbot, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    try:
        assert (data_dir() / "scores.json.damaged").read_text() == "{ not json"
        _play_and_finish(window, ATOMS, 1)
        assert len(_book()) == 1
    finally:
        close_window(window)
        (data_dir() / "scores.json.damaged").unlink(missing_ok=True)


def test_a_book_damaged_again_is_said_to_be_kept_under_its_own_name(qtbot: object, tmp_path: Path) -> None:
    # QA: the second damaged book was kept as scores.json.damaged-2, and the message named the first one.
    data = data_dir()
    (data / "scores.json.damaged").write_text("the first damaged book")
    (data / "scores.json").write_text("{ not json")
    try:
        window = open_window(qtbot, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
        said = window.statusBar().currentMessage()
        close_window(window)
        assert "kept as scores.json.damaged-2 and a new one begun" in said
        assert (data / "scores.json.damaged").read_text() == "the first damaged book"
        assert (data / "scores.json.damaged-2").read_text() == "{ not json"
    finally:
        for name in ("scores.json.damaged", "scores.json.damaged-2"):
            (data / name).unlink(missing_ok=True)


def test_a_damaged_book_that_cannot_be_set_aside_is_not_said_to_be_kept(
    qtbot: object, tmp_path: Path, monkeypatch
) -> None:
    (data_dir() / "scores.json").write_text("{ not json")
    monkeypatch.setattr(score_book, "set_aside", lambda path: None)  # a read-only folder
    window = open_window(qtbot, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    said = window.statusBar().currentMessage()
    close_window(window)
    assert said == "Your score book could not be read, nor kept aside; a new one is begun."


def test_the_scores_dialog_lists_each_board_under_the_scoring_chosen(window: MainWindow) -> None:
    _play_and_finish(window, ATOMS, 1)
    first = window.controller.game.score().total
    book = window.score_book.book  # type: ignore[union-attr]
    dialog = score_book.ScoreBookDialog(book, window.controller.score_variant, window)
    assert dialog.rows() == [["8×8", "4", "1", str(first), f"{first:.1f}"]]
    dialog.scoring.setCurrentIndex(dialog.scoring.findData("per-ray"))
    per_ray = window.controller.game.score(Scoring.PER_RAY).total
    assert dialog.rows() == [["8×8", "4", "1", str(per_ray), f"{per_ray:.1f}"]]


def test_a_game_the_computer_played_in_is_not_hers_even_if_she_finishes_it(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    play = window.computer_play
    assert play is not None
    play.pause_action.setChecked(True)
    assert play.start_random("ortho", "beginner", seed=3)
    play.step_action.trigger()
    qtbot.waitUntil(lambda: len(window.controller.game.history) == 1, timeout=20000)
    play.stop_action.trigger()
    path = tmp_path / "computers.bbox"
    assert window.save_file(path)
    start(window, "ortho-8x8", ATOMS)
    assert window.load_file(path)  # QA: opened again, it had become hers
    window.finish_button.click()  # the board is hers after Stop; "Finish now?" answers itself Yes
    assert window.controller.position.finished
    assert not (data_dir() / "scores.json").exists()
    assert "Your first game" not in window.score_panel.verdict.text()


def test_a_round_left_on_the_board_and_a_stopped_lesson_are_not_hers(window: MainWindow) -> None:
    from modes.drive import continue_, hide

    flow = window.two_players
    assert flow is not None
    flow.start_match(MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules()), "program")
    continue_(window)
    hide(window, ATOMS)
    continue_(window)
    fire(window, 1)
    flow.leave()  # QA: the round stayed on the board, no longer a match's, and was written down once finished
    assert not window.in_match
    balls(window, ATOMS)
    window.finish_button.click()
    assert window.controller.position.finished and not (data_dir() / "scores.json").exists()
    from blackbox_desktop.app.features.tutorial import start_tutorial

    start_tutorial(window, "ortho").stop()  # QA: the lesson's 5×5 board, played after Stop, gave a "best 0"
    balls(window, "B2,B4")
    window.finish_button.click()
    assert window.controller.position.finished and not (data_dir() / "scores.json").exists()


def test_a_game_is_added_to_the_book_as_the_file_holds_it_now(window: MainWindow) -> None:
    """QA: two windows open at once each wrote their own book over the other's games."""
    _play_and_finish(window, ATOMS, 1)
    other = json.loads((data_dir() / "scores.json").read_text())
    other["games"].append({"board": "hex-5", "atoms": 5, "day": "2026-12-01", "scores": {"franjos": 7}})
    (data_dir() / "scores.json").write_text(json.dumps(other))  # as another window adds its game
    _play_and_finish(window, ATOMS, 1)
    assert [game["board"] for game in _book()] == ["ortho-8x8", "hex-5", "ortho-8x8"]


def test_a_finished_game_opened_from_a_file_gets_no_standing(window: MainWindow, tmp_path: Path) -> None:
    _play_and_finish(window, ATOMS, 1)
    path = tmp_path / "done.bbox"
    assert window.save_file(path)
    start(window, "ortho-8x8", ATOMS)
    assert window.load_file(path)
    assert "Your first game" not in window.score_panel.verdict.text()  # QA: it spoke as if just written down


def test_turning_the_board_over_out_of_the_lesson_leaves_her_own_game_hers(qtbot, window: MainWindow) -> None:
    """QA: the flip that stops the lesson was heard first as a state of the lesson, on her game's side."""
    from blackbox_desktop.app.features.tutorial import start_tutorial

    start(window, "hex-5", "A1,B2,C3,D4,E5")
    fire(window, 3)
    start_tutorial(window, "ortho")
    assert window.controller.side == "ortho"
    window.flip_board()
    qtbot.waitUntil(lambda: window.controller.side == "hex" and not window.view.flipping, timeout=10000)
    assert window.tutorial is None
    balls(window, "A1,B2,C3,D4,E5")
    window.finish_button.click()
    assert [game["board"] for game in _book()] == ["hex-5"]


def test_your_scores_shows_the_book_as_the_file_holds_it_now(window: MainWindow, monkeypatch) -> None:
    """QA: a second window's dialog showed the figures of its own start."""
    shown: list[score_book.ScoreBookDialog] = []
    monkeypatch.setattr(score_book, "run_modal", shown.append)
    other = {
        "format": "blackbox-desktop-scores",
        "version": 1,
        "games": [{"board": "hex-5", "atoms": 5, "day": "2026-12-01", "scores": {"franjos": 7}}],
    }
    (data_dir() / "scores.json").write_text(json.dumps(other))  # written by another window
    window.score_book.show()  # type: ignore[union-attr]
    assert shown and shown[0].rows() == [["hexagonal (side 5)", "5", "1", "7", "7.0"]]


def test_an_assisted_game_is_not_written_down_and_the_panel_says_why(window: MainWindow) -> None:
    """QA: the assistant had proved every atom and named them; the game's 21 became her 'best here'."""
    assistant = window.assistant
    assert assistant is not None
    start(window, "ortho-8x8", ATOMS)
    fire(window, 1)
    assistant.action.trigger()  # open once a ray has been answered: the game is assisted
    assert assistant.assisted
    balls(window, ATOMS)
    window.finish_button.click()
    assert window.controller.position.finished
    assert not (data_dir() / "scores.json").exists()
    verdict = window.score_panel.verdict.text()
    assert "An assisted game is not written in your score book." in verdict and "Your first game" not in verdict
    # Said once: the assistant's own note under the score ("Assisted game: the assistant helped.") made it twice.
    note = assistant.score_note.text() if assistant.score_note.isVisible() else ""
    assert "assisted" not in note.lower(), note
    assistant.action.trigger()  # closed again: the next game is hers and is written down
    _play_and_finish(window, ATOMS, 1)
    assert len(_book()) == 1
    verdict = window.score_panel.verdict.text()
    assert "Your first game on this board" in verdict and "assisted game" not in verdict
