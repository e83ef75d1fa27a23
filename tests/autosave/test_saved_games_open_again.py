"""Every kind of game the window saves opens again, after the stricter checks on what a file may hold.

A saved game may not hold a typed-in answer where the program knows the atoms, two answers at one port,
or (to be played) no atoms at all; a saved match has an even number of rounds.  None of that may refuse a
file the app writes itself: a solitaire game, a tabletop round before and after the setter's pattern (in
its match, and left on the board once its pattern is in), a hot-seat match, a duel, a computer game.
Each is saved with Save, opened again with Open, and read back from the autosave without a complaint.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QApplication

from blackbox_desktop.app.features.autosave_file import read_autosave
from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model import match_file, savefile
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import COMPUTER, FRANJOS, PARKER
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.scoring import Scoring

from driving import balls, fire, start

BOARD = parse_board("ortho-8x8")


def _opens_again(window: MainWindow, path: Path) -> None:
    """Saved with Save, the file opens with Open, holds the same moves, and the autosave reads back whole."""
    before = window.controller.game
    assert window.save_file(path), window.errors  # type: ignore[attr-defined]
    data = path.read_bytes()
    if match_file.is_match_text(data):
        match_file.loads(data)
    else:
        again = savefile.loads(data, to_play=True)
        assert again.history == before.history and again.position == before.position
    kept = read_autosave()
    assert kept is None or kept.problems == ()
    errors = len(window.errors)  # type: ignore[attr-defined]
    assert window.load_file(path), window.errors  # type: ignore[attr-defined]
    assert len(window.errors) == errors  # type: ignore[attr-defined]
    assert window.controller.game.history == before.history or match_file.is_match_text(data)


def test_a_solitaire_game_opens_again(window: MainWindow, tmp_path: Path) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E1")
    fire(window, 2, 7)
    balls(window, "C5")
    _opens_again(window, tmp_path / "solitaire.bbox")


def test_a_tabletop_round_opens_again_before_and_after_the_setters_pattern(window: MainWindow, tmp_path: Path) -> None:
    from modes.drive import finish, flow, hide  # tests/ is on the path: its folders are packages

    two = flow(window)
    two.start_match(MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(PARKER, Scoring.PARKER)), "person")
    two.ask_announcement = {1: "31", 2: "H", 7: "R"}.get  # 7 really comes out at 18: a setter's slip
    fire(window, 1, 2, 7)
    _opens_again(window, tmp_path / "before.bbox")
    assert window.controller.game.setup is None and window.controller.position.announced_rays == 3
    balls(window, "B3,D5,F2,G7")
    finish(window)
    hide(window, "B3,D5,F2,G7")  # her pattern: the wrong announcement is found and counted
    assert window.controller.game.setup is not None and window.controller.position.setter_errors == 1
    _opens_again(window, tmp_path / "after.bbox")
    # Left once her pattern is in, the round stays on the board and is saved as a game of its own.
    assert two.may_leave()
    QApplication.processEvents()
    assert not two.active and window.controller.game.revealed_by_setter
    path = tmp_path / "left.bbox"
    _opens_again(window, path)
    assert json.loads(path.read_text(encoding="utf-8"))["setup"] is None
    assert window.controller.game.position.setter_errors == 1


def test_a_hot_seat_match_opens_again(window: MainWindow, tmp_path: Path) -> None:
    from modes.drive import continue_, flow, hide

    flow(window).start_match(MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(FRANJOS)), "program")
    continue_(window)
    hide(window, "A1,B8,C1,D8")
    continue_(window)
    fire(window, 2, 7)
    _opens_again(window, tmp_path / "hot-seat.bbox")


def test_a_duel_opens_again(window: MainWindow, tmp_path: Path) -> None:
    from modes.drive import duel_ready

    duel_ready(window, MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    fire(window, 1)
    _opens_again(window, tmp_path / "duel.bbox")


def test_a_computer_game_opens_again(qtbot, window: MainWindow, tmp_path: Path) -> None:
    play = window.computer_play  # type: ignore[attr-defined]
    play.timer.setInterval(20)
    assert play.start_random("ortho", "beginner", seed=5)
    qtbot.waitUntil(lambda: len(window.controller.position.shots) >= 2, timeout=60000)
    play.stop()
    _opens_again(window, tmp_path / "computer.bbox")
