"""Time to put a long game back on the board, as a resume or Open does, and to hold Undo down on it.

The window replays every move of the saved game, so that the moves since its
last ray can be undone as before.  Each figure is the median of several runs
of one game: rays at a third of the ports, then balls put on and taken off.

- resume: ``GameController.load_replayed`` (wall and processor time: the machine may be shared);
- open: ``GameController.load_text`` of the game's file (the file read back, then replayed);
- Undo held: Undo at key-repeat pace (every 33 ms) for 2 s on the game just opened, with the autosave on: the
  time one step takes, and how many times the autosave file was written meanwhile (once a step before the
  autosave wrote bursts together).

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/resume_replay.py [--quick]``.
Prints figures; never fails on time (STYLE.md).
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("BLACKBOX_DESKTOP_DATA_DIR", tempfile.mkdtemp(prefix="bbd-replay-"))

from long_games import long_game
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from blackbox_desktop.app.data_files import open_settings
from blackbox_desktop.app.features import autosave
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.savefile import dumps

CASES = (("ortho-8x8", 4, 150), ("ortho-8x8", 4, 2000), ("ortho-26x26", 10, 1500), ("hex-9", 10, 1500))
RUNS = 5
KEY_REPEAT = 0.033
"""Seconds between two Undo steps while the key is held down (30 a second)."""
HELD = 2.0
"""Seconds Undo is held down."""


def timed(app: QCoreApplication, action: Callable[[], object]) -> tuple[float, float]:
    """Wall and processor seconds of ``action`` and the events it leaves."""
    wall, cpu = time.perf_counter(), time.process_time()
    action()
    app.processEvents()
    return time.perf_counter() - wall, time.process_time() - cpu


def medians(app: QCoreApplication, action: Callable[[], object]) -> str:
    runs = [timed(app, action) for _ in range(RUNS)]
    wall, cpu = (1000 * statistics.median(run[index] for run in runs) for index in (0, 1))
    return f"{wall:8.1f} ms ({cpu:6.1f} ms processor)"


def undo_held(app: QCoreApplication, window: MainWindow) -> str:
    """Undo at key-repeat pace for ``HELD`` seconds: the median step, and the autosave's writes."""
    writes = []
    write = autosave.write_atomic

    def counted(path: Any, text: str) -> None:
        writes.append(text)
        write(path, text)

    autosave.write_atomic = counted  # type: ignore[assignment]
    try:
        steps = []
        end = time.perf_counter() + HELD
        while time.perf_counter() < end and window.controller.undo_stack.canUndo():
            steps.append(timed(app, window.controller.undo)[0])
            pause = time.perf_counter() + KEY_REPEAT
            while time.perf_counter() < pause:
                app.processEvents()
                time.sleep(0.002)
        settle = time.perf_counter() + 0.5
        while time.perf_counter() < settle:  # the autosave's last write, at the end of its spell
            app.processEvents()
            time.sleep(0.01)
    finally:
        autosave.write_atomic = write
    return f"{len(steps)} steps of {1000 * statistics.median(steps):6.1f} ms, {len(writes)} autosave writes"


def main() -> None:
    app = QApplication.instance() or QApplication([])
    window = MainWindow(open_settings()[0])
    window.resize(1180, 800)
    window.show()
    app.processEvents()
    cases = CASES[:2] if "--quick" in sys.argv else CASES
    print("A long game put back on the board, median of", RUNS, "runs", flush=True)
    for spec, atoms, moves in cases:
        game = long_game(spec, atoms, moves)
        text = dumps(game)
        print(f"  {spec:12} {len(game.history):5d} moves:", flush=True)
        print(f"    resume     {medians(app, partial(window.controller.load_replayed, game))}", flush=True)
        print(f"    open       {medians(app, partial(window.controller.load_text, text))}", flush=True)
        print(f"    Undo held  {undo_held(app, window)}", flush=True)
    # Not closed: closing asks whether to keep the unfinished game, and nobody is there to answer.


if __name__ == "__main__":
    main()
