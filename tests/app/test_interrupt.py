"""Ctrl+C in the terminal ends the window's program at once, asks nothing, and keeps the game for next time."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

INTERRUPTED_RUN = """
import os, signal, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMessageBox
from blackbox_desktop.__main__ import main
from blackbox_desktop.app import interrupt
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Rules

watched = interrupt.end_on_interrupt

def end_on_interrupt(app, window):
    watch = watched(app, window)

    def play_then_interrupt():
        board = parse_board("ortho-8x8")
        window.controller.new_game(board, 4, Rules(), setup=board.cells_from_names("B2,C5,D1,E7"))
        for move in ("F3", "F12"):
            assert window.controller.play(move), move
        if sys.argv[1] == "dialog":
            # A box waiting for an answer: Ctrl+C closes it too.
            QTimer.singleShot(200, lambda: os.kill(os.getpid(), signal.SIGINT))
            QMessageBox.question(window, "Question", "Waiting for an answer")
            print("box closed", flush=True)
        else:
            os.kill(os.getpid(), signal.SIGINT)

    QTimer.singleShot(300, play_then_interrupt)
    return watch

interrupt.end_on_interrupt = end_on_interrupt
sys.exit(main([]))
"""


def _run(tmp_path: Path, case: str) -> tuple[subprocess.CompletedProcess[str], Path]:
    data = tmp_path / "data"
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        BLACKBOX_DESKTOP_DATA_DIR=str(data),
        XDG_CONFIG_HOME=str(data / "config"),
        PYTHONPATH=str(ROOT),
    )
    env.pop("BLACKBOX_DESKTOP_RESUME", None)
    done = subprocess.run(
        [sys.executable, "-c", INTERRUPTED_RUN, case],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    return done, data


def test_ctrl_c_ends_the_window_and_keeps_the_game_without_asking(tmp_path: Path) -> None:
    # The window used to go on as if nothing had happened, and the close box asks "Keep this game for next time?".
    done, data = _run(tmp_path, "plain")
    assert done.returncode == 130, done.stderr
    assert "Traceback" not in done.stderr
    saved = json.loads((data / "autosave.bbox").read_text(encoding="utf-8"))
    assert saved["games"]["ortho"]["moves"] == ["F3", "F12"]
    assert not (data / "autosave.lock").exists()  # the next start offers the game


def test_ctrl_c_also_closes_a_box_waiting_for_an_answer(tmp_path: Path) -> None:
    done, data = _run(tmp_path, "dialog")
    assert done.returncode == 130, done.stderr
    assert "box closed" in done.stdout
    assert (data / "autosave.bbox").exists()
