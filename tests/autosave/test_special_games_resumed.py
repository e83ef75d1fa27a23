"""Games that are more than a board come back as what they were: the computer's game stays the computer's.

After a crash (the autosave) or from a saved file, the computer's game used to come back as her own, with
the computer gone; the tutorial came back as a plain 5×5 game without its lesson; a tabletop round stopped while
the players were asked whether to count its wrong announcements never asked again.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from modes.drive import flow, hide
from tutorial.test_tutorial import perform

from blackbox_desktop.app.features.autosave_resume import offer_resume
from blackbox_desktop.app.features.tutorial import start_tutorial
from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Rules

from .conftest import make_window
from driving import fire


def _computer_playing(qtbot, window: MainWindow, rays: int = 2):
    play = window.computer_play  # type: ignore[attr-defined]
    play.timer.setInterval(20)
    assert play.start_random("ortho", "medium", seed=7)
    qtbot.waitUntil(lambda: len(window.controller.position.shots) >= rays, timeout=60000)
    play.pause_action.setChecked(True)  # no move while the test looks
    qtbot.waitUntil(lambda: not play.runner.busy, timeout=60000)
    return play


def _saved_computer_game(qtbot, window: MainWindow, path: Path):
    """The computer's game saved to ``path`` while it plays; then stopped (the board is hers)."""
    play = _computer_playing(qtbot, window)
    assert window.save_file(path)
    play.stop()
    return play


def _opened_over_a_new_game(window: MainWindow, path: Path) -> None:
    window.start_game(window.options)  # another game meanwhile: the file brings its own back
    assert window.load_file(path)


def _goes_on_when_resumed(qtbot, window: MainWindow) -> None:
    """The computer holds the board, paused; Computer: resume lets it fire again."""
    play = window.computer_play  # type: ignore[attr-defined]
    assert play.playing and play.paused and play.level == "medium" and not play.look_alikes
    assert window.watching is not None  # her clicks do not reach the board meanwhile
    assert play.toolbar.isVisibleTo(window) and play.pause_action.text() == "Computer: res&ume"
    qtbot.waitUntil(lambda: "was looking for the atoms" in window.announcement.text())
    assert "was looking for the atoms" in window.statusBar().currentMessage()
    shots = len(window.controller.position.shots)
    play.timer.setInterval(20)
    play.pause_action.setChecked(False)
    qtbot.waitUntil(
        lambda: len(window.controller.position.shots) > shots or window.controller.position.finished, timeout=60000
    )
    play.stop()
    assert window.watching is None  # stopped: the board is hers


def test_the_computers_game_comes_back_as_the_computers_after_a_crash(qtbot, window, data_dir, monkeypatch) -> None:
    _computer_playing(qtbot, window)
    saved = json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))
    assert saved["extras"]["ortho"]["computer"] == {"level": "medium", "look_alikes": False}
    history = window.controller.game.history

    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    assert again.controller.game.history == history
    _goes_on_when_resumed(qtbot, again)


def test_atoms_she_hid_show_again_when_the_computers_game_comes_back(qtbot, window, data_dir, monkeypatch) -> None:
    # QA: after a crash the computer went on seeking the atoms she had hid, but they no longer showed to her.
    play = window.computer_play  # type: ignore[attr-defined]
    play.timer.setInterval(20)
    board = parse_board("ortho-8x8")
    hidden = board.cells_from_names("B3,C6,E2,F7")
    window.controller.new_game(board, 4, Rules(), setup=hidden)
    play.play("medium", look_alikes=True, hers=True)  # as the setter's pad starts it
    qtbot.waitUntil(lambda: len(window.controller.position.shots) >= 2, timeout=60000)
    play.pause_action.setChecked(True)
    qtbot.waitUntil(lambda: not play.runner.busy, timeout=60000)
    saved = json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))
    assert saved["extras"]["ortho"]["computer"] == {"level": "medium", "look_alikes": True, "hers": True}

    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    assert again.computer_play.playing  # type: ignore[union-attr]
    assert set(again.scene.setter_atoms) == set(hidden)


def test_a_saved_computer_game_opens_as_the_computers(qtbot, window, tmp_path: Path) -> None:
    path = tmp_path / "computer.bbox"
    _saved_computer_game(qtbot, window, path)
    _opened_over_a_new_game(window, path)
    _goes_on_when_resumed(qtbot, window)


def test_a_computer_game_saved_after_stop_is_hers(qtbot, window, tmp_path: Path) -> None:
    play = _computer_playing(qtbot, window)
    play.stop()
    path = tmp_path / "hers.bbox"
    assert window.save_file(path)
    assert "computer" not in json.loads(path.read_text(encoding="utf-8"))
    _opened_over_a_new_game(window, path)
    assert not play.playing and window.watching is None


def _lesson_at_its_fourth_step(window: MainWindow, side: str = "ortho"):
    tutorial = start_tutorial(window, side)
    while tutorial.index < 4:
        perform(window, tutorial)
    return tutorial


def test_a_lesson_comes_back_at_its_step_after_a_crash(qtbot, window, data_dir, monkeypatch) -> None:
    tutorial = _lesson_at_its_fourth_step(window)
    history, text = window.controller.game.history, tutorial.panel.text.text()
    saved = json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))
    assert saved["extras"]["ortho"]["tutorial"] == {"lesson": "ortho", "step": 4}

    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    qtbot.waitUntil(lambda: again.tutorial is not None)  # type: ignore[attr-defined]
    resumed = again.tutorial  # type: ignore[attr-defined]
    assert resumed.index == 4 and resumed.panel.isVisible() and resumed.panel.text.text() == text
    assert again.controller.game.history == history and resumed.highlight is not None
    while resumed.index < len(resumed.lesson.steps) - 1:  # the lesson plays on to its end
        before = resumed.index
        perform(again, resumed)
        assert resumed.index == before + 1, resumed.panel.feedback.text()
    assert again.controller.position.finished


def _lesson_saved_and_opened(qtbot, window: MainWindow, path: Path):
    """Save the lesson on the board, stop it, and open its file over a new game: the lesson that comes back, and
    the moves the file holds."""
    assert window.save_file(path)
    history = window.controller.game.history
    window.tutorial.stop()  # type: ignore[attr-defined]
    _opened_over_a_new_game(window, path)
    qtbot.waitUntil(lambda: window.tutorial is not None)  # type: ignore[attr-defined]
    return window.tutorial, history  # type: ignore[attr-defined]


def test_a_wrong_move_after_the_resume_goes_back_to_the_lessons_position(qtbot, window, tmp_path: Path) -> None:
    _lesson_at_its_fourth_step(window, "hex")
    resumed, history = _lesson_saved_and_opened(qtbot, window, tmp_path / "lesson.bbox")
    assert resumed.index == 4 and window.controller.side == "hex"
    window.controller.play("B+A1")  # not what the step asks
    qtbot.waitUntil(lambda: window.controller.game.history == history)
    assert resumed.active and resumed.panel.feedback.text()


def test_a_lesson_with_her_crosses_comes_back_at_its_step(qtbot, window, tmp_path: Path) -> None:
    # Her crosses are notes, not the lesson's moves: a lesson saved with one was opened as a game of her own.
    _lesson_at_its_fourth_step(window)
    window.controller.mark_empty(window.controller.game.board.cell_index("E5"))
    resumed, history = _lesson_saved_and_opened(qtbot, window, tmp_path / "lesson.bbox")
    assert resumed.index == 4 and window.controller.game.history == history
    perform(window, resumed)
    assert resumed.index == 5, resumed.panel.feedback.text()


def test_a_lessons_game_left_behind_the_board_is_no_lesson_after_a_crash(qtbot, window, data_dir, monkeypatch) -> None:
    _lesson_at_its_fourth_step(window)
    window.flip_board()  # ends the lesson; its game waits on the square side
    qtbot.waitUntil(lambda: window.controller.side == "hex" and window.tutorial is None)  # type: ignore[attr-defined]
    window.controller.play("F3")

    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    qtbot.wait(50)
    assert again.tutorial is None and again.controller.side == "hex"  # type: ignore[attr-defined]


def test_a_tabletop_review_cut_short_is_asked_again_after_a_crash(qtbot, window, data_dir, monkeypatch) -> None:
    autosave = data_dir / "autosave.bbox"
    kept_while_asked: list[str] = []

    def declined(_title: str, text: str) -> bool:
        kept_while_asked.append(autosave.read_text(encoding="utf-8"))  # what a crash here would leave
        return False

    two = flow(window)
    two.start_match(MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules()), "person")
    two.ask_announcement = {1: "31", 2: "R", 7: "9"}.get  # the ray at 2 is announced wrongly
    fire(window, 1, 2, 7)
    window.finish_button.click()
    window.propose = declined  # type: ignore[method-assign]
    hide(window, "B3,D5,F2,G7")
    assert len(kept_while_asked) == 1 and json.loads(json.loads(kept_while_asked[0])["match"])["review_pending"]
    assert "review_pending" not in json.loads(json.loads(autosave.read_text(encoding="utf-8"))["match"])

    autosave.write_text(kept_while_asked[0], encoding="utf-8")  # the program stopped while the box was open
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    qtbot.waitUntil(lambda: any("wrongly" in text for text in again.confirmed))  # type: ignore[attr-defined]
    assert flow(again).phase == "review" and again.controller.position.setter_errors == 1


def test_the_assistant_waits_behind_a_resumed_matchs_hand_over(qtbot, window, data_dir, monkeypatch) -> None:
    # QA: resumed behind the hand-over screen, the assistant said "Start a game…" and offered a Hint doing nothing.
    window.assistant.set_enabled(True)  # type: ignore[attr-defined]
    flow(window).start_match(MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules()), "program")
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    again.assistant.set_enabled(True)  # type: ignore[attr-defined]
    qtbot.wait(20)
    assert flow(again).curtain.covering
    panel = again.assistant.panel  # type: ignore[attr-defined]
    assert panel.count_label.text() == "The assistant waits: it is the setter's turn."
    assert not panel.hint_button.isEnabled()


def _kept_extras(data_dir: Path) -> dict:
    path = data_dir / "autosave.bbox"
    return json.loads(path.read_text(encoding="utf-8")).get("extras", {}) if path.exists() else {}


def test_stop_hands_the_game_to_her_in_the_autosave_at_once(qtbot, window, data_dir) -> None:
    # QA: Stop made no move, so the autosave still said "the computer's" and a crash gave it back to the computer.
    play = _computer_playing(qtbot, window)
    assert "computer" in _kept_extras(data_dir)["ortho"]
    play.stop()
    assert "computer" not in _kept_extras(data_dir).get("ortho", {})


def test_a_lesson_ended_by_stop_or_by_turning_the_board_over_is_kept_as_her_game(qtbot, window, data_dir) -> None:
    # QA: the lesson came back after a crash: the autosave was written before the lesson ended.
    tutorial = _lesson_at_its_fourth_step(window)
    assert "tutorial" in _kept_extras(data_dir)["ortho"]
    tutorial.panel.stopClicked.emit()  # her game before the lesson (here a fresh one) comes back in its place
    assert not tutorial.active and window.controller.game.board.spec != tutorial.lesson.board_spec
    assert "tutorial" not in _kept_extras(data_dir).get("ortho", {})

    tutorial = _lesson_at_its_fourth_step(window)
    assert "tutorial" in _kept_extras(data_dir)["ortho"]
    window.flip_board()  # the lesson ends as the board turns; the other side has no game in play
    qtbot.waitUntil(lambda: window.controller.side == "hex" and not tutorial.active)
    assert "tutorial" not in _kept_extras(data_dir).get("ortho", {})


def test_the_resumed_computers_words_go_when_it_stops(qtbot, window, tmp_path: Path) -> None:
    # QA: "Computer: resume lets it go on; Stop gives you the board" stayed after Stop.
    path = tmp_path / "computer.bbox"
    play = _saved_computer_game(qtbot, window, path)
    _opened_over_a_new_game(window, path)
    qtbot.waitUntil(lambda: "was looking for the atoms" in window.announcement.text())
    play.stop()
    assert "was looking" not in window.statusBar().currentMessage()
    assert window.announcement.text().startswith("Ray at ")


@pytest.mark.parametrize(
    "extra",
    [
        {"computer": {"level": ["strong"]}},
        {"computer": {"level": {"a": 1}}},
        {"computer": "strong"},
        {"computer": {"level": "strong", "look_alikes": [1]}},
        {"computer": {"level": "grandmaster"}},
        {"tutorial": {"lesson": ["ortho"], "step": 3}},
        {"tutorial": {"lesson": "ortho", "step": 10**40}},
        {"tutorial": {"lesson": "ortho", "step": 2.0}},
        {"tutorial": {"lesson": "ortho", "step": True}},
    ],
)
def test_a_hand_edited_extra_opens_the_game_as_hers(qtbot, window, tmp_path: Path, extra: dict) -> None:
    # Review: a level that is a list or an object raised a TypeError out of the slot while the file opened.
    path = tmp_path / "edited.bbox"
    play = _saved_computer_game(qtbot, window, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    del data["computer"]  # a saved game's extras are keys of its own beside the game's
    data.update(extra)
    path.write_text(json.dumps(data), encoding="utf-8")
    _opened_over_a_new_game(window, path)
    qtbot.wait(20)
    assert not play.playing and window.tutorial is None and window.watching is None  # type: ignore[attr-defined]


def test_opened_again_the_computers_game_and_a_lesson_are_kept_as_such_at_once(
    qtbot, window, data_dir, tmp_path: Path
) -> None:
    # Review: the autosave wrote the game as hers before the feature took it back, and a paused computer makes
    # no move to write it again: a crash then gave her a plain game.
    path = tmp_path / "computer.bbox"
    play = _saved_computer_game(qtbot, window, path)
    _opened_over_a_new_game(window, path)
    assert _kept_extras(data_dir)["ortho"]["computer"]["level"] == "medium"
    play.stop()

    _lesson_at_its_fourth_step(window)
    lesson = tmp_path / "lesson.bbox"
    assert window.save_file(lesson)
    window.tutorial.stop()  # type: ignore[attr-defined]
    _opened_over_a_new_game(window, lesson)
    qtbot.waitUntil(lambda: window.tutorial is not None)  # type: ignore[attr-defined]
    assert _kept_extras(data_dir)["ortho"]["tutorial"] == {"lesson": "ortho", "step": 4}


def test_a_resumed_booklet_game_stays_one_after_an_undo(qtbot, window, data_dir, monkeypatch) -> None:
    # QA: the resume replays the moves telling the board only of the last, so an undo gave back a game the
    # features had never seen: a new game to them, and the booklet's number, note and NORM went.
    from driving import balls

    assert window.booklet_play.play(7)  # type: ignore[attr-defined]
    fire(window, 1)
    balls(window, "C3")
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    booklet = again.booklet_play  # type: ignore[attr-defined]
    assert booklet.number == 7
    again.undo_action.trigger()
    assert again.controller.position.balls == frozenset() and len(again.controller.game.history) == 1
    assert booklet.number == 7 and "Booklet game 7" in booklet.note.text()
