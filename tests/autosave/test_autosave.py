"""Nothing lost: autosave after every move, resume after a crash, damaged files give a fresh start."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from argparse import Namespace
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from blackbox_desktop import message_boxes
from blackbox_desktop.app import launch
from blackbox_desktop.app.data_files import open_settings
from blackbox_desktop.app.features import autosave_resume
from blackbox_desktop.app.features.autosave_resume import offer_resume
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.puzzle_code import encode_puzzle
from blackbox_desktop.model.scoring import Scoring

from .conftest import make_window
from driving import press_button_when_up, press_in_box_when_up, shown_title

ROOT = Path(__file__).resolve().parents[2]
ORTHO_MOVES = ["F1", "F12", "B+B2", "F20", "B+C5", "BC5>C6"]
HEX_MOVES = ["F3", "B+D4"]


def start(win: MainWindow, spec: str, atoms: str) -> None:
    board = parse_board(spec)
    setup = board.cells_from_names(atoms)
    win.controller.new_game(board, len(setup), Rules(), setup=setup)


def play(win: MainWindow, moves: list[str]) -> None:
    for move in moves:
        assert win.controller.play(move), move


def test_every_move_is_autosaved_and_resumes_exactly(qtbot, window, data_dir, monkeypatch) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    play(window, ORTHO_MOVES)
    start(window, "hex-5", "A1,C3,E5,G2,I4")
    play(window, HEX_MOVES)
    saved = json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))
    assert saved["side"] == "hex"
    assert saved["games"]["ortho"]["moves"] == ORTHO_MOVES
    assert saved["games"]["hex"]["moves"] == HEX_MOVES
    before = {side: window.controller.game_on(side) for side in ("ortho", "hex")}

    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    c = again.controller
    assert c.side == "hex"
    for side in ("ortho", "hex"):
        game = c.game_on(side)
        assert game is not None and before[side] is not None
        assert game.history == before[side].history
        assert game.position == before[side].position
        assert game.setup == before[side].setup
    assert again.scene.snapshot is not None and again.scene.snapshot.position == before["hex"].position
    # The moves since the last ray can be undone, as before the crash (a ray the program answered cannot).
    assert c.undo_stack.count() == 1
    c.undo()
    assert c.game.history == tuple(HEX_MOVES[:-1])
    c.activate("ortho")
    assert c.undo_stack.count() == len(ORTHO_MOVES) - 1 - ORTHO_MOVES.index("F20")
    assert sorted(c.position.balls) == sorted(before["ortho"].position.balls)


def test_a_booklet_game_and_an_assisted_game_come_back_as_such(qtbot, window, data_dir, monkeypatch) -> None:
    # What the features keep of their own goes into the autosave as into a saved file.
    assert window.booklet_play.play(12)
    play(window, ["F1", "F9"])
    start(window, "hex-5", "A1,C3,E5,G2,I4")
    window.assistant.set_enabled(True)
    play(window, ["F1"])
    saved = json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))
    assert saved["extras"]["ortho"]["booklet"]["game"] == 12 and saved["extras"]["hex"]["assisted"] is True

    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    assert again.assistant.assisted  # the hex game, in front
    # QA: the next autosave (a second crash) forgot the booklet game behind, resumed but never shown.
    again.autosave.write()
    saved = json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))
    assert saved["extras"]["ortho"]["booklet"]["game"] == 12 and saved["extras"]["hex"]["assisted"] is True
    again.controller.activate("ortho")
    assert again.booklet_play.number == 12 and "Booklet game 12" in again.booklet_play.note.text()
    again.assistant.shutdown()
    again.booklet_play.runner.cancel()


def test_the_scoring_chosen_in_the_panel_comes_back_with_each_side(qtbot, window, data_dir, monkeypatch) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    play(window, ORTHO_MOVES)
    window.controller.set_score_variant(Scoring.PER_RAY)
    start(window, "hex-5", "A1,C3,E5,G2,I4")
    play(window, HEX_MOVES)
    saved = json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))
    assert saved["scoring"] == {"ortho": "per-ray"}  # the hex game keeps its rules' own scoring

    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    assert again.controller.score_variant is Scoring.FRANJOS
    again.controller.activate("ortho")
    assert again.controller.score_variant is Scoring.PER_RAY
    assert again.score_panel.variant.currentData() == "per-ray"


def _saved_then_resumed(qtbot, window, data_dir, path, monkeypatch, after=(), meanwhile=None) -> MainWindow:
    """A game saved to ``path`` after F1, then ``after`` played and ``meanwhile`` done; a crash; the resume."""
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    play(window, ["F1"])
    assert window.save_file(path)
    play(window, list(after))
    if meanwhile is not None:
        meanwhile()
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    return again


def test_after_a_resume_save_writes_to_the_file_the_game_came_from(
    qtbot, window, data_dir, tmp_path, monkeypatch
) -> None:
    # The autosave kept the games but not their files: after a crash Save asked for a new name.
    path = tmp_path / "mine.bbox"
    again = _saved_then_resumed(qtbot, window, data_dir, path, monkeypatch, after=["F12"])
    assert again.file_path == path and shown_title(again) == "mine.bbox*"
    assert again.unsaved_game_in_play()  # F12 is not in the file yet
    again.save()
    assert '"F12"' in path.read_text(encoding="utf-8") and not again.unsaved_game_in_play()
    assert shown_title(again) == "mine.bbox"


def test_a_crash_right_after_save_keeps_the_file(qtbot, window, data_dir, tmp_path, monkeypatch) -> None:
    # QA: Save did not write the autosave, so a crash before the next move forgot the game's file.
    path = tmp_path / "mine.bbox"
    again = _saved_then_resumed(qtbot, window, data_dir, path, monkeypatch)
    assert again.file_path == path and not again.unsaved_game_in_play()


def test_a_file_replaced_before_the_resume_is_not_saved_over(qtbot, window, data_dir, tmp_path, monkeypatch) -> None:
    # QA: whatever file the autosave named became Save's target, a text file put in the game's place too.
    path = tmp_path / "mine.bbox"
    again = _saved_then_resumed(
        qtbot,
        window,
        data_dir,
        path,
        monkeypatch,
        after=["F12"],
        meanwhile=lambda: path.write_text("my notes", encoding="utf-8"),
    )
    assert again.controller.game.history == ("F1", "F12")
    assert again.file_path is None  # Save asks for a name
    assert path.read_text(encoding="utf-8") == "my notes"


def test_saving_one_side_into_the_other_side_s_file_lets_that_link_go(window, tmp_path) -> None:
    # QA: Ctrl+S on the square side wrote over the hexagonal game saved into its file a moment before.
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    play(window, ["F1"])
    shared = tmp_path / "shared.bbox"
    assert window.save_file(shared)
    start(window, "hex-5", "A1,C3,E5,G2,I4")
    play(window, ["F2"])
    assert window.save_file(shared)  # the hexagonal game now holds the file
    window.controller.activate("ortho")
    assert window.file_path is None  # Save asks for a name instead of writing over the hexagonal game
    window.controller.activate("hex")
    assert window.file_path == shared


def test_an_undo_after_a_resume_says_the_last_ray_again(qtbot, window, data_dir, monkeypatch) -> None:
    # The resumed moves were replayed silently: undoing a ball then emptied the answer box.
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    play(window, ["F1", "B+B2"])
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    again.controller.undo()
    assert again.controller.game.history == ("F1",)
    assert again.announcement.text().startswith("Ray at 1: ")


def test_a_finished_and_scored_game_removes_the_autosave(window, data_dir) -> None:
    start(window, "ortho-5x5", "B2,D4")
    play(window, ["F1", "B+B2"])
    assert (data_dir / "autosave.bbox").exists()
    window.controller.finish()
    assert window.controller.position.finished
    assert not (data_dir / "autosave.bbox").exists()


def test_a_new_game_without_moves_is_not_worth_an_autosave(window, data_dir) -> None:
    start(window, "ortho-5x5", "B2,D4")
    assert not (data_dir / "autosave.bbox").exists()


@pytest.mark.parametrize("keep", [True, False])
def test_closing_the_window_asks_whether_to_keep_an_unfinished_game(window, data_dir, keep) -> None:
    start(window, "ortho-5x5", "B2,D4")
    play(window, ["F1"])
    asked = []
    window.keep_or_cancel = lambda title, text: asked.append(text) or keep  # type: ignore[method-assign]
    window.close()
    assert asked
    assert (data_dir / "autosave.bbox").exists() is keep


def test_closing_with_a_game_on_each_side_asks_about_both(window, data_dir) -> None:
    # QA: "This game is not finished. Keep it…?" while both sides of the board held an unfinished game.
    start(window, "ortho-5x5", "B2,D4")
    play(window, ["F1"])
    start(window, "hex-5", "A1,C3,E5,G2,I4")
    play(window, ["F2"])
    asked = []
    window.keep_or_cancel = lambda title, text: asked.append((title, text)) or True  # type: ignore[method-assign]
    window.close()
    assert asked == [
        (
            "Keep these games for next time?",
            "The games on both sides of the board are not finished. Keep "
            "them, and the next start offers to resume them just as they stand: nothing is lost. Discard "
            "them, and they are gone.",
        )
    ]
    saved = json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))
    assert set(saved["games"]) == {"ortho", "hex"}


def test_closing_in_the_middle_of_a_match_asks_about_the_two_player_game(window, data_dir) -> None:
    # QA: "This game is not finished" was asked of a whole match, as if of the round on the board.
    from modes.drive import continue_, flow, hide

    from blackbox_desktop.app.modes.dialogs import MatchSetup
    from blackbox_desktop.model.board import parse_board

    flow(window).start_match(MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules()), "program")
    continue_(window)
    hide(window, "A1,B8,C1,D8")
    continue_(window)
    play(window, ["F2"])
    asked = []
    window.keep_or_cancel = lambda title, text: asked.append(text) or True  # type: ignore[method-assign]
    window.close()
    assert asked == [
        "This two-player game is not finished. Keep it, and the next start offers to resume it just as it "
        "stands: nothing is lost. Discard it, and it is gone."
    ]
    assert "match" in json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))


def test_a_game_let_go_on_closing_that_cannot_be_removed_is_said_before_the_window_goes(
    window, data_dir, monkeypatch
) -> None:
    # QA: in a read-only data folder "No" closed the window silently, and the game came back at the next start.
    from blackbox_desktop.app.features import autosave

    start(window, "ortho-5x5", "B2,D4")
    play(window, ["F1"])
    monkeypatch.setattr(autosave, "remove_kept", lambda: "Read-only file system")
    boxes = []
    window.error_box = lambda title, text: boxes.append(text)  # type: ignore[method-assign]
    window.keep_or_cancel = lambda title, text: False  # type: ignore[method-assign]
    window.close()
    assert boxes == [
        "The last autosaved game could not be removed (Read-only file system): it will be offered "
        "again at the next start."
    ]


def test_escape_at_keep_this_game_goes_back_to_the_game(window, data_dir, monkeypatch) -> None:
    # Escape used to count as No: the window closed and the unfinished game was thrown away.
    start(window, "ortho-5x5", "B2,D4")
    play(window, ["F1"])
    del window.keep_or_cancel  # the real question, answered as Escape answers it
    monkeypatch.setattr(message_boxes, "ask", lambda *args, **kwargs: QMessageBox.StandardButton.Cancel)
    assert not window.close()
    assert window.isVisible() and window.controller.game.history == ("F1",)
    assert (data_dir / "autosave.bbox").exists()
    play(window, ["F2"])
    assert "F2" in (data_dir / "autosave.bbox").read_text(encoding="utf-8")  # still kept as she plays


REAL_ASK = message_boxes.ask
No = QMessageBox.StandardButton.No
"""The real question box (the suite answers every one at once with No)."""


@pytest.mark.parametrize("key, kept", [(Qt.Key.Key_Return, True), (Qt.Key.Key_D, False)])
def test_the_close_box_s_buttons_say_what_they_do(qtbot, window, data_dir, monkeypatch, key, kept) -> None:
    # QA: "Keep this game?" with Yes and No, where a desktop program offers to save: she could not tell that Yes
    # kept the game for the next start, nor that nothing was lost.
    start(window, "ortho-5x5", "B2,D4")
    play(window, ["F1"])
    del window.keep_or_cancel
    boxes = [REAL_ASK]  # the real box once; should the test fail, the window's last close is answered at once
    monkeypatch.setattr(message_boxes, "ask", lambda *args: (boxes.pop() if boxes else lambda *_: No)(*args))
    seen: list[list[str]] = []
    press_button_when_up(qtbot, key, seen)
    assert window.close()
    assert seen == [["&Cancel", "&Discard", "&Keep for next time"]]
    assert (data_dir / "autosave.bbox").exists() is kept


def test_the_resume_box_s_buttons_say_what_they_do(qtbot, window, data_dir, monkeypatch) -> None:
    monkeypatch.delenv("BLACKBOX_DESKTOP_RESUME", raising=False)
    start(window, "ortho-5x5", "B2,D4")
    play(window, ["F1"])
    again = make_window(qtbot, data_dir / "settings.ini")
    monkeypatch.setattr(autosave_resume, "resume_box", REAL_RESUME_BOX)
    seen: list[list[str]] = []
    press_button_when_up(qtbot, Qt.Key.Key_R, seen)
    assert offer_resume(again)
    assert seen == [["&Discard", "&Resume"]]
    assert again.controller.game.history == ("F1",)


REAL_RESUME_BOX = autosave_resume.resume_box


def _answer_the_offer(qtbot, monkeypatch, key: Qt.Key, asked: list[str]) -> None:
    """Press ``key`` in the real resume box once it is up, as she would."""
    monkeypatch.setattr(autosave_resume, "resume_box", REAL_RESUME_BOX)
    press_in_box_when_up(qtbot, key, asked)


def test_declining_the_offer_discards_the_autosave(qtbot, window, data_dir, monkeypatch) -> None:
    monkeypatch.delenv("BLACKBOX_DESKTOP_RESUME", raising=False)
    start(window, "ortho-5x5", "B2,D4")
    play(window, ["F1"])
    asked: list[str] = []
    again = make_window(qtbot, data_dir / "settings.ini")
    _answer_the_offer(qtbot, monkeypatch, Qt.Key.Key_D, asked)  # Discard
    assert not offer_resume(again)
    assert asked == ["Resume the unfinished game?\n\nIf you discard it, it is gone and a new game starts."]
    assert not (data_dir / "autosave.bbox").exists()


def test_the_offer_names_a_two_player_game_as_such(qtbot, window, data_dir, monkeypatch) -> None:
    # QA: a match interrupted by a crash was offered back as "the unfinished game".
    from blackbox_desktop.app.modes.dialogs import MatchSetup
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.game import Rules

    monkeypatch.delenv("BLACKBOX_DESKTOP_RESUME", raising=False)
    window.two_players.start_match(MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules()), "program")
    asked: list[str] = []
    monkeypatch.setattr(autosave_resume, "resume_box", lambda _window, question: asked.append(question) or True)
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    assert asked == ["Resume the unfinished two-player game?\n\nIf you discard it, it is gone and a new game starts."]
    assert again.in_match


@pytest.mark.parametrize("key", [Qt.Key.Key_Escape, Qt.Key.Key_Return])
def test_escape_or_enter_at_the_offer_keeps_the_game(qtbot, window, data_dir, monkeypatch, key) -> None:
    # QA: Escape answered No, and No lets the game go for good (a tabletop match in progress was lost).
    monkeypatch.delenv("BLACKBOX_DESKTOP_RESUME", raising=False)
    start(window, "ortho-5x5", "B2,D4")
    play(window, ["F1"])
    asked: list[str] = []
    again = make_window(qtbot, data_dir / "settings.ini")
    _answer_the_offer(qtbot, monkeypatch, key, asked)
    assert offer_resume(again)
    assert asked and again.controller.game.history == ("F1",)
    assert (data_dir / "autosave.bbox").exists()


def test_a_damaged_autosave_gives_a_message_and_a_fresh_start(qtbot, data_dir, monkeypatch) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "autosave.bbox").write_text(
        '{"format": "blackbox-desktop-autosave", "version": 1, "games": {"ortho": ', encoding="utf-8"
    )
    warnings = []
    monkeypatch.setattr(message_boxes, "warn", lambda parent, title, text, *rest: warnings.append(text))
    monkeypatch.setattr(message_boxes, "ask", lambda *a, **k: pytest.fail("a damaged game must not be offered"))
    win = MainWindow(open_settings()[0])
    qtbot.addWidget(win)
    win.confirm = lambda title, text: True  # type: ignore[method-assign]
    assert not offer_resume(win)
    assert warnings and "damaged" in warnings[0] and "fresh game" in warnings[0]
    assert not (data_dir / "autosave.bbox").exists()
    assert (data_dir / "autosave.bbox.damaged").exists()
    assert win.start_game(win.options)
    assert win.controller.has_game and not win.controller.game.history


def test_an_autosave_with_an_unplayable_move_is_damaged_too(qtbot, window, data_dir, monkeypatch) -> None:
    start(window, "ortho-5x5", "B2,D4")
    play(window, ["F1"])
    path = data_dir / "autosave.bbox"
    path.write_text(path.read_text(encoding="utf-8").replace('"F1"', '"B+Z99"'), encoding="utf-8")
    assert not offer_resume(window)
    assert window.errors and "cannot be played" in window.errors[0]  # type: ignore[attr-defined]


def test_one_damaged_side_of_an_autosave_keeps_the_other_sides_game(qtbot, window, data_dir, monkeypatch) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    play(window, ORTHO_MOVES)
    start(window, "hex-5", "A1,C3,E5,G2,I4")
    play(window, HEX_MOVES)
    path = data_dir / "autosave.bbox"
    saved = json.loads(path.read_text(encoding="utf-8"))
    saved["games"]["ortho"]["moves"].append("B+Z99")
    path.write_text(json.dumps(saved), encoding="utf-8")
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    assert again.controller.game_on("hex").history == tuple(HEX_MOVES)  # type: ignore[union-attr]
    assert again.controller.game_on("ortho") is None
    assert again.errors and "other side of the board could not be read back" in again.errors[-1]  # type: ignore[attr-defined]


def test_damaged_settings_give_a_message_and_the_defaults(qtbot, data_dir, monkeypatch) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "settings.ini").write_bytes(b"[game\nrows=\x00\x01\xff\xfe\n[[[\n")
    settings, damage = open_settings()
    assert damage is not None
    problem = damage.message()
    assert "settings.ini" in problem and "damaged" in problem and "kept as settings.ini.damaged" in problem
    assert (data_dir / "settings.ini.damaged").exists()
    warnings = []
    monkeypatch.setattr(message_boxes, "warn", lambda parent, title, text, *rest: warnings.append(text))
    win = MainWindow(settings)
    qtbot.addWidget(win)
    win.error_box("Settings reset", problem)
    assert warnings == [problem]
    assert win.options.rows == 8 and win.start_game(win.options)


def _env(data: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["BLACKBOX_DESKTOP_DATA_DIR"] = str(data)
    env["XDG_CONFIG_HOME"] = str(data / "config")
    env["PYTHONPATH"] = str(ROOT)
    env.pop("BLACKBOX_DESKTOP_RESUME", None)
    return env


CRASHING_RUN = """
import os, signal, sys
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from blackbox_desktop.app import launch
from blackbox_desktop.app.data_files import open_settings
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.puzzle_code import encode_puzzle
window = MainWindow(open_settings()[0])
window.show()
for spec, atoms, moves in SPECS:
    board = parse_board(spec)
    window.controller.new_game(board, len(atoms.split(",")), Rules(), setup=board.cells_from_names(atoms))
    for move in moves:
        assert window.controller.play(move), move
app.processEvents()
print("playing", flush=True)
os.kill(os.getpid(), signal.SIGKILL)
"""


RESUMED_RUN = """
import json, sys
from blackbox_desktop.__main__ import main
from blackbox_desktop.app import launch
drawn = launch.write_screenshot
def write_screenshot(window, path):
    # The window as the start left it, about to be drawn: the games it put back, every move of each.
    c = window.controller
    games = {side: list(c.game_on(side).history) for side in ("ortho", "hex") if c.game_on(side) is not None}
    print("resumed " + json.dumps({"side": c.side, "games": games}), flush=True)
    return drawn(window, path)
launch.write_screenshot = write_screenshot
sys.exit(main(["--screenshot", sys.argv[1]]))
"""
"""The program as she starts it (``--screenshot``, so that it ends by itself), saying which games it put back."""


def test_killed_mid_game_then_the_next_start_resumes_it(tmp_path: Path) -> None:
    data = tmp_path / "data"
    specs = [("hex-5", "A1,C3,E5,G2,I4", HEX_MOVES), ("ortho-8x8", "B2,C5,D1,E7", ORTHO_MOVES)]
    env = _env(data)
    crashed = subprocess.run(
        [sys.executable, "-c", CRASHING_RUN.replace("SPECS", repr(specs))],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert crashed.returncode == -9, crashed.stderr
    assert "playing" in crashed.stdout
    side, games = _read(data)
    assert games == {"hex": HEX_MOVES, "ortho": ORTHO_MOVES}
    assert side == "ortho"

    shot = tmp_path / "resumed.png"
    env["BLACKBOX_DESKTOP_RESUME"] = "yes"
    resumed = subprocess.run(
        [sys.executable, "-c", RESUMED_RUN, str(shot)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert resumed.returncode == 0, resumed.stderr
    assert shot.exists() and shot.stat().st_size > 10_000
    line = next(line for line in resumed.stdout.splitlines() if line.startswith("resumed "))
    history = json.loads(line.split(" ", 1)[1])
    assert history == {"side": "ortho", "games": {"ortho": ORTHO_MOVES, "hex": HEX_MOVES}}


def _crashed_game_and_another_file(window: MainWindow, data_dir: Path) -> tuple[bytes, Path]:
    """An autosave holding ORTHO_MOVES (as a crash leaves it), and a saved game of another setup."""
    start(window, "ortho-8x8", "A8,B7,C6,D5")
    data_dir.mkdir(parents=True, exist_ok=True)
    other = data_dir / "other.bbox"
    other.write_text(window.controller.save_text(), encoding="utf-8")
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    play(window, ORTHO_MOVES)
    window.autosave.suspended = True  # the crash: nothing more is written
    return (data_dir / "autosave.bbox").read_bytes(), other


def test_opening_a_file_after_a_crash_first_offers_the_unfinished_game(qtbot, window, data_dir, monkeypatch) -> None:
    _kept, other = _crashed_game_and_another_file(window, data_dir)
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    launch.start(again, Namespace(game_file=str(other), puzzle=None, side=None))
    assert again.controller.game.history == tuple(ORTHO_MOVES)  # the crashed game, not other.bbox
    assert again.statusBar().currentMessage().startswith("other.bbox was not opened")


def test_declining_the_unfinished_game_opens_the_file_asked_for(qtbot, window, data_dir, monkeypatch) -> None:
    _kept, other = _crashed_game_and_another_file(window, data_dir)
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "no")
    again = make_window(qtbot, data_dir / "settings.ini")
    launch.start(again, Namespace(game_file=str(other), puzzle=None, side=None))
    assert again.controller.game.history == () and again.file_path == other


@pytest.mark.parametrize("asked_for", ["damaged file", "puzzle"])
def test_declining_for_a_file_that_will_not_open_brings_the_unfinished_game_back(
    qtbot, window, data_dir, monkeypatch, asked_for
) -> None:
    _kept, other = _crashed_game_and_another_file(window, data_dir)
    other.write_text('{"format": "blackbox-desktop", "trunc', encoding="utf-8")
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "no")
    again = make_window(qtbot, data_dir / "settings.ini")
    if asked_for == "puzzle":
        launch.start(again, Namespace(game_file=None, puzzle="hello", side=None))
    else:
        launch.start(again, Namespace(game_file=str(other), puzzle=None, side=None))
    assert again.controller.game.history == tuple(ORTHO_MOVES)  # nothing lost
    assert "could not be opened: your unfinished game is back" in again.statusBar().currentMessage()
    assert (data_dir / "autosave.bbox").exists()


@pytest.mark.parametrize("how", ["file", "missing file", "puzzle", "plain"])
def test_a_start_nobody_can_ask_keeps_the_crashed_game_untouched(window, data_dir, tmp_path, how) -> None:
    kept, other = _crashed_game_and_another_file(window, data_dir)
    shot = tmp_path / "shot.png"
    extra = {
        "file": [str(other)],
        "missing file": [str(tmp_path / "nowhere.bbox")],
        "puzzle": ["--puzzle", encode_puzzle(parse_board("ortho-8x8"), frozenset({1, 2, 3, 4}))],
        "plain": [],
    }[how]
    result = subprocess.run(
        [sys.executable, "-m", "blackbox_desktop", *extra, "--screenshot", str(shot)],
        cwd=ROOT,
        env=_env(data_dir),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    # A file that does not exist is said in the status too; the crashed game stays kept either way.
    assert result.returncode == (2 if how == "missing file" else 0), result.stderr
    assert (data_dir / "autosave.bbox").read_bytes() == kept


def _read(data: Path) -> tuple[str, dict[str, list[str]]]:
    saved = json.loads((data / "autosave.bbox").read_text(encoding="utf-8"))
    return saved["side"], {side: game["moves"] for side, game in saved["games"].items()}


def test_a_damaged_settings_file_still_starts_with_a_message(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.ini").write_bytes(b"[[[\n\x00\xff")
    shot = tmp_path / "shot.png"
    result = subprocess.run(
        [sys.executable, "-m", "blackbox_desktop", "--screenshot", str(shot)],
        cwd=ROOT,
        env=_env(data),
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "Your settings could not be read" in result.stderr
    assert shot.exists()


def test_a_two_player_match_is_autosaved_and_comes_back_behind_the_hand_over(qtbot, window, data_dir, monkeypatch):
    from modes.drive import continue_, flow, hide  # tests/ is on the path: its folders are packages

    from blackbox_desktop.app.modes.dialogs import MatchSetup
    from blackbox_desktop.model.editions import FRANJOS

    board = parse_board("ortho-8x8")
    flow(window).start_match(MatchSetup(("Ann", "Bob"), board, 4, Rules(FRANJOS)), "program")
    continue_(window)
    hide(window, "A1,B8,C1,D8")
    continue_(window)
    play(window, ["F2", "F7"])
    saved = json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))
    assert "match" in saved and "A1" not in saved["match"]

    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    again.hide()  # at a start the resume comes before the window is shown
    assert offer_resume(again)
    again.show()
    two = flow(again)
    assert two.active and two.match is not None and two.curtain.covering
    # QA: resumed behind the hand-over, the two-player panel's Leave and buttons still answered clicks.
    assert not two.dock.widget().isEnabled()
    # QA: its heading came back as "Pass the computer to Bob", the sentence below it said again.
    assert two.curtain.hand_over.title.text() == "Round 1: Bob experiments"
    assert two.match.players == ("Ann", "Bob")
    continue_(again)  # Bob takes the seat again
    assert again.controller.game.history == ("F2", "F7")


def test_a_tabletop_round_left_behind_is_not_kept_for_a_resume(window, data_dir) -> None:
    # QA: a crash while a left round waited for its replacement (a box still open) kept it, and the resume
    # called the autosave damaged: such a round could never be played.
    from blackbox_desktop.app.modes.dialogs import MatchSetup

    start(window, "ortho-5x5", "B2,D4")
    play(window, ["F1"])
    two = window.two_players  # type: ignore[attr-defined]
    two.start_match(MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules()), "person")
    two.ask_announcement = {1: "31"}.get
    window.controller.click_port(1)
    assert json.loads((data_dir / "autosave.bbox").read_text())["match"]
    two._detach("left")  # as leaving does, before the round gives way
    assert window.controller.game.setup is None and window.controller.game.history
    window.autosave.write()  # type: ignore[attr-defined]
    kept = data_dir / "autosave.bbox"
    assert not kept.exists() or not json.loads(kept.read_text()).get("games", {}).get("ortho")


@pytest.mark.parametrize("close", [False, True])
def test_closing_while_the_duels_players_hide_asks_first(window, data_dir, close) -> None:
    # QA: closing after the first player had hidden dropped the duel without a word; a match is kept there.
    from blackbox_desktop.app.modes.dialogs import MatchSetup
    from blackbox_desktop.model.editions import COMPUTER

    window.two_players.start_duel(  # type: ignore[attr-defined]
        MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules(COMPUTER, Scoring.PER_RAY))
    )
    asked: list[str] = []
    window.confirm = lambda title, text: asked.append(text) or close  # type: ignore[method-assign]
    assert window.close() is close
    assert asked == [
        "The duel has not begun: it can be kept only once both players have hidden their atoms. Close anyway?"
    ]


def test_a_resume_marks_no_game_assisted_that_the_assistant_never_saw(qtbot, window, data_dir, monkeypatch) -> None:
    # QA: the side put back first passed through the front while the assistant was on, and came back
    # "assisted" (into the autosave and saved files too).
    start(window, "hex-5", "A1,C3,E5,G2,I4")
    play(window, ["F1"])
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    window.assistant.set_enabled(True)
    play(window, ["F1"])
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    assert again.controller.side == "ortho" and again.assistant.assisted
    again.autosave.write()
    saved = json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))
    assert not saved.get("extras", {}).get("hex", {}).get("assisted")
    again.assistant.set_enabled(False)
    again.controller.activate("hex")  # shown with the assistant off: it never helped there
    assert not again.assistant.assisted
    again.assistant.shutdown()
    window.assistant.shutdown()


def test_the_temporary_files_of_autosaves_cut_short_are_swept_away(qtbot, data_dir) -> None:
    # QA: a crash while the autosave was written left ".autosave.bbox.XXXX.tmp" behind for good (26 after 40 kills).
    data_dir.mkdir(parents=True)
    leftovers = [data_dir / f".autosave.bbox.{tag}.tmp" for tag in ("a1b2c3", "zz9")]
    for leftover in leftovers:
        leftover.write_text('{"format": "blackbox-desk', encoding="utf-8")
    mine = data_dir / "notes.tmp"
    mine.write_text("not ours", encoding="utf-8")
    make_window(qtbot, data_dir / "settings.ini")
    assert not any(leftover.exists() for leftover in leftovers)
    assert mine.exists()
