"""Undo held down writes the autosave once a spell, not at every step; no step is lost for it.

QA: the autosave wrote and flushed its file after every Undo step (11-15 ms each on a 1,500-move game), so Undo
held down on key repeat wrote it 30 times a second.  Now a step soon after a write waits for the end of the spell
(``autosave.COALESCE_MS``), and whatever waits is written at once when anything else happens, the window closes,
the autosave is suspended (Ctrl+C) or the file is read.  Nothing here is timed: the spell is made a minute long
where a test must see a step wait, and waited for where it must see it end.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from blackbox_desktop.app.features import autosave, autosave_resume
from blackbox_desktop.app.window import MainWindow

from .conftest import make_window, written
from driving import close_window, start

MOVES = ["F1", "F12", "B+B2", "B+C5", "BC5>C6", "N+H8", "B+D1", "B-B2", "B+E7", "N-H8"]


def _kept(data_dir: Path) -> tuple[list[str], list[list[str]]]:
    """The moves of the square side's game in the autosave, and the steps Redo would play on it."""
    kept = json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))
    return kept["games"]["ortho"]["moves"], kept.get("redo", {}).get("ortho", {}).get("steps", [])


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text the autosave writes, from now on."""
    texts: list[str] = []
    write = autosave.write_atomic

    def counted(path: object, text: str) -> None:
        texts.append(text)
        write(path, text)  # type: ignore[arg-type]

    monkeypatch.setattr(autosave, "write_atomic", counted)
    return texts


def _played(window: MainWindow) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    for move in MOVES:
        assert window.controller.play(move), move


@pytest.fixture
def long_spell(qtbot, data_dir: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    """A window whose spell lasts a minute: a step soon after a write waits until something else writes it."""
    monkeypatch.setattr(autosave, "COALESCE_MS", 60_000)
    return make_window(qtbot, data_dir / "settings.ini")


def test_undo_held_down_writes_once_and_the_last_step_at_the_end_of_the_spell(
    qtbot, window, data_dir, monkeypatch
) -> None:
    _played(window)
    written(qtbot, window)
    texts = _counting(monkeypatch)
    for _ in range(6):
        window.controller.undo()
    assert len(texts) < 6  # not a write per step
    written(qtbot, window)
    moves, steps = _kept(data_dir)
    assert moves == MOVES[:-6] and len(steps) == 6  # the last step, and what Redo plays again
    for _ in range(6):
        window.controller.redo()
    written(qtbot, window)
    assert _kept(data_dir) == (MOVES, [])


def test_a_step_waits_no_longer_than_the_next_move(long_spell, data_dir, monkeypatch) -> None:
    window = long_spell
    _played(window)
    texts = _counting(monkeypatch)
    window.controller.undo()
    window.controller.undo()
    assert texts == [] and window.autosave.pending  # the move before them was written a moment ago
    assert _kept(data_dir)[0] == MOVES  # a crash now: no move she made is lost, only two steps undone
    assert window.controller.play("B+A1")  # a move is written at once, the steps with it
    assert len(texts) == 1 and not window.autosave.pending
    assert _kept(data_dir) == ([*MOVES[:-2], "B+A1"], [])


def test_closing_the_window_writes_the_steps_that_wait(long_spell, data_dir) -> None:
    window = long_spell
    _played(window)
    window.controller.undo()
    window.controller.undo()
    assert window.autosave.pending
    window.close()  # she keeps the game (the tests' boxes answer yes)
    assert not window.isVisible()
    assert _kept(data_dir) == (MOVES[:-2], [[MOVES[-2]], [MOVES[-1]]])


def test_ctrl_c_writes_the_steps_that_wait(long_spell, data_dir) -> None:
    window = long_spell
    _played(window)
    window.controller.undo()
    assert window.autosave.pending
    window.autosave.suspended = True  # as Ctrl+C in the terminal does, before it closes the window unasked
    assert _kept(data_dir) == (MOVES[:-1], [[MOVES[-1]]])
    window.controller.undo()  # the window is going: nothing more is written
    assert _kept(data_dir) == (MOVES[:-1], [[MOVES[-1]]])
    close_window(window)


def test_the_file_is_read_as_the_last_step_left_it(long_spell, data_dir, monkeypatch) -> None:
    """A file that would not open puts the kept game back from the autosave: with the steps that waited."""
    window = long_spell
    _played(window)
    window.controller.undo()
    assert window.autosave.pending
    read = []
    monkeypatch.setattr(
        autosave_resume, "read_autosave", lambda: read.append(_kept(data_dir))
    )  # what it would find there
    autosave_resume.resume_instead(window, "lost.bbox")
    assert read == [(MOVES[:-1], [[MOVES[-1]]])]
    close_window(window)
