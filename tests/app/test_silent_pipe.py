"""A named pipe that no program writes to, given as a game: a sentence after a short wait, not a frozen window.

Opening a named pipe waits for a writer; the window waited for ever, with no word, on a pipe dropped on it or
named on the command line.  A game that does come through a pipe (``<(cat game.bbox)``) still opens.
"""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path
from typing import Any

import pytest

from blackbox_desktop.model import reading
from blackbox_desktop.model.reading import NOTHING_WRITTEN, read_at_most
from blackbox_desktop.model.savefile import dumps

from driving import fire, start

pytestmark = pytest.mark.skipif(not hasattr(os, "mkfifo") or sys.platform != "linux", reason="named pipes")

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def pipe(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(reading, "PIPE_PATIENCE", 0.3)
    path = tmp_path / "pipe.bbox"
    os.mkfifo(path)
    return path


def _write_later(path: Path, data: bytes) -> threading.Thread:
    def write() -> None:
        with path.open("wb") as stream:  # waits for the reader, as a program writing to the pipe would
            stream.write(data)

    writer = threading.Thread(target=write, daemon=True)
    writer.start()
    return writer


def test_a_silent_pipe_gives_up_with_a_reason(pipe: Path) -> None:
    with pytest.raises(OSError) as silent:
        read_at_most(pipe, 1000)
    assert silent.value.strerror == NOTHING_WRITTEN


def test_what_a_writer_sends_is_read_whole(pipe: Path) -> None:
    data = b"x" * 200_000  # more than a pipe holds at once
    writer = _write_later(pipe, data)
    assert read_at_most(pipe, 1_000_000) == data
    writer.join(5)
    writer = _write_later(pipe, data[:5000])  # fits in the pipe: written whole before the reader stops
    assert read_at_most(pipe, 1000) == data[:1000]  # no more than asked
    writer.join(5)


def test_a_writer_that_leaves_without_a_word_is_an_empty_file(pipe: Path) -> None:
    writer = _write_later(pipe, b"")
    assert read_at_most(pipe, 1000) == b""
    writer.join(5)


def test_the_window_says_so_and_keeps_her_game(window: Any, pipe: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    fire(window, 1)
    before = window.controller.position
    said: list[str] = []
    monkeypatch.setattr(window, "error_box", lambda _title, text: said.append(text))
    assert not window.load_file(pipe)
    assert said == ["pipe.bbox could not be read: nothing was written to it."]
    assert window.controller.position == before


def test_a_game_through_a_pipe_opens(window: Any, pipe: Path) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    fire(window, 1)
    fired = window.controller.game.history
    saved = dumps(window.controller.game).encode()
    start(window, "ortho-8x8", "A1,B2,C3,D4")
    writer = _write_later(pipe, saved)
    assert window.load_file(pipe)
    writer.join(5)
    assert window.controller.game.history == fired


def test_print_notepad_refuses_a_silent_pipe_in_one_sentence(pipe: Path, tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "blackbox_desktop",
            "print-notepad",
            "--out",
            str(tmp_path / "x.pdf"),
            "--game",
            str(pipe),
        ],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )
    assert result.returncode == 2
    assert "nothing was written to it" in result.stderr and "Traceback" not in result.stderr
    assert not (tmp_path / "x.pdf").exists()
