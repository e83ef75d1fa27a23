"""What a player feels on a big board (26×26, hexagonal side 9) with many rays: each action timed as she does it.

For each board, a game with 10 atoms and rays at 60 ports (or every port), in
a 1400×900 window driven through its view as a player would (tests/driving.py):

fire a ray        a click on a free port, until the window has drawn the answer
drag a ball       one move of the pointer with a ball from the tray, and the repaint
drop the ball     the release on a cell, until the board is drawn again
resize            one step of dragging the window's edge (a new size each time)
F11 and back      full screen on, then off (offscreen Qt: its 800×800 screen)
turn over (F)     the whole turn, and its slowest frame (the other side is built edge-on)
show a path       a click on a port after the reveal, with up to 60 paths already shown: while the window
                  still seeks arrangements that answer like the hidden one (a thread), then after
undo / redo       one step on a game of 1500 moves (Undo or Redo held down repeats it)

Each figure is the median (and the slowest) over the repeats of one run; run
it several times, the machine may be shared.  ``--assistant`` opens the
assistant before the actions (its count runs on a thread and competes for
Python's lock; it is not waited for).

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/big_board.py [--assistant] [--boards ortho-26x26,hex-9]``.
Prints figures; never fails on time (STYLE.md).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))  # the driving helpers
sys.path.insert(0, str(ROOT / "benchmarks"))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("BLACKBOX_DESKTOP_DATA_DIR", tempfile.mkdtemp(prefix="bbd-big-"))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QMessageBox  # noqa: E402

RAYS = 60
ATOMS = 10
JOB_WAIT = 60.0
"""Seconds to wait for the window's background jobs (the assistant's threads) to end."""


def jobs_running() -> bool:
    """A thread of the assistant's (``JobRunner``) is still thinking: it competes for Python's lock."""
    return any(thread.name.startswith("blackbox-job") for thread in threading.enumerate())


def figure(label: str, times: list[float]) -> None:
    print(
        f"    {label:40s} median {statistics.median(times):7.1f} ms   slowest {max(times):7.1f} ms   "
        f"({len(times)} times)",
        flush=True,
    )


def timed(action: Callable[[], None], repeats: int) -> list[float]:
    app = QApplication.instance()
    assert app is not None
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        action()
        app.processEvents()
        times.append((time.perf_counter() - started) * 1000)
    return times


def measure(spec: str, folder: str, assistant: bool) -> None:
    import resume_replay

    from blackbox_desktop import message_boxes
    from blackbox_desktop.app.window import MainWindow
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.game import Rules

    import driving  # type: ignore[import-not-found]

    app = QApplication.instance()
    assert app is not None
    message_boxes.ask = lambda *_args, **_kwargs: QMessageBox.StandardButton.No
    message_boxes.warn = message_boxes.inform = lambda *_args, **_kwargs: None
    window = MainWindow(QSettings(f"{folder}/{spec}.ini", QSettings.Format.IniFormat))
    window.confirm = window.propose = lambda *_args: True  # type: ignore[method-assign]
    window.resize(1400, 900)
    window.show()
    app.processEvents()
    board = parse_board(spec)
    rng = random.Random(3)
    window.controller.new_game(board, ATOMS, Rules(), setup=frozenset(rng.sample(range(board.cell_count), ATOMS)))
    driving.settle(window)
    if assistant and window.assistant is not None:
        window.assistant.set_enabled(True)
        driving.settle(window)
    view, scene = window.view, window.scene

    def repaint() -> None:
        view.viewport().repaint()

    print(f"  {spec}, {ATOMS} atoms{', assistant open' if assistant else ''}:", flush=True)
    ports = list(board.ports)
    rng.shuffle(ports)
    free = [port for port in ports[:RAYS]]

    def fire() -> None:
        port = free.pop()
        if window.controller.position.marker_at(port) is None:
            driving.fire(window, port)
            repaint()

    figure(f"fire a ray ({len(free)} rays)", timed(fire, len(free)))

    layout = scene.layout
    assert layout is not None
    viewport = view.viewport()
    start = driving.to_viewport(window, scene.tray_balls[0].pos())
    QTest.mousePress(viewport, driving.LEFT, driving.NO_MODIFIER, start)
    targets = [layout.cell_centre(cell) for cell in list(board.cells)[:: max(1, board.cell_count // 60)]]

    def move() -> None:
        driving.move_with_button(window, driving.to_viewport(window, targets.pop()))
        repaint()

    figure("drag a ball (one move)", timed(move, len(targets) - 1))
    end = driving.to_viewport(window, targets.pop())

    def drop() -> None:
        QTest.mouseRelease(viewport, driving.LEFT, driving.NO_MODIFIER, end)
        repaint()

    figure("drop the ball", timed(drop, 1))

    def resize() -> None:
        size = window.size()
        window.resize(size.width() - 23 if size.width() > 1250 else 1400, size.height())
        app.processEvents()
        repaint()

    figure("resize (one step)", timed(resize, 8))

    def full_screen() -> None:
        window.toggle_full_screen()
        app.processEvents()
        repaint()

    figure("F11 (on or off)", timed(full_screen, 4))
    frames: list[float] = []
    original = view._on_flip_value

    def frame(value: object) -> None:
        started = time.perf_counter()
        original(value)
        repaint()
        frames.append((time.perf_counter() - started) * 1000)

    view._on_flip_value = frame  # type: ignore[method-assign]

    def turn() -> None:
        window.flip_board()
        while view.flipping:
            app.processEvents()
            time.sleep(0.002)

    figure("turn over (F), the whole turn", timed(turn, 4))
    figure("turn over (F), one frame", frames)
    view._on_flip_value = original  # type: ignore[method-assign]

    for cell in rng.sample(range(board.cell_count), window.controller.position.balls_left):
        window.controller.click_cell(cell)
    started = time.perf_counter()
    window.controller.finish()
    app.processEvents()
    repaint()
    figure("reveal", [(time.perf_counter() - started) * 1000])
    shown = list(board.ports)[:RAYS]

    def show_path() -> None:
        driving.fire(window, shown.pop())
        repaint()

    figure("show a path, look-alikes being sought", timed(show_path, len(shown) // 2))
    started = time.perf_counter()
    while jobs_running() and time.perf_counter() - started < JOB_WAIT:
        app.processEvents()
        time.sleep(0.05)
    waited = time.perf_counter() - started
    print(
        f"    (the search for look-alike arrangements after the reveal ran {waited:.1f} s more"
        f"{'' if not jobs_running() else ', and was still running'})",
        flush=True,
    )
    figure("show a path, after that search", timed(show_path, len(shown)))

    game = resume_replay.long_game(spec, ATOMS, 1500)
    started = time.perf_counter()
    window.controller.load_replayed(game)
    app.processEvents()
    figure("open a 1500-move game (replay)", [(time.perf_counter() - started) * 1000])

    def undo() -> None:
        window.controller.undo()
        app.processEvents()
        repaint()

    def redo() -> None:
        window.controller.redo()
        app.processEvents()
        repaint()

    figure("undo (1500-move game)", timed(undo, 20))
    figure("redo (1500-move game)", timed(redo, 20))
    if assistant and window.assistant is not None:
        window.assistant.set_enabled(False)
    window.hide()
    window.deleteLater()
    app.processEvents()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--assistant", action="store_true", help="open the assistant first")
    parser.add_argument("--boards", default="ortho-26x26,hex-9", help="board specs, comma-separated")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert app is not None
    with tempfile.TemporaryDirectory() as folder:
        print(f"Big boards, {RAYS} rays, window 1400×900 ({os.environ['QT_QPA_PLATFORM']})", flush=True)
        for spec in args.boards.split(","):
            measure(spec.strip(), folder, args.assistant)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
