"""Time to repaint the board while a ball is dragged across it, at 1920×1080.

Two figures per side, each the median over many frames and several runs:

full frame
    The whole view rendered into a 1920×1080 QImage after every move of the
    ball (the worst case: nothing is reused but the items' own caches).
viewport
    What the window really does: the ball moves, the view repaints only what
    changed (``viewport().repaint()``, synchronous).

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/drag_repaint.py``.
Prints figures; never fails on time (STYLE.md).
"""

from __future__ import annotations

import math
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QSettings
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication

WIDTH, HEIGHT = 1920, 1080
FRAMES = 150
RUNS = 5


def measure(side: str, settings_path: str) -> tuple[float, float]:
    from blackbox_desktop.app.options import GameOptions
    from blackbox_desktop.app.window import MainWindow

    window = MainWindow(QSettings(settings_path, QSettings.Format.IniFormat))
    window.start_game(GameOptions(side=side, seed="1"))
    window.show()
    view = window.view
    # Give the view itself 1920×1080 pixels, as on a full-HD screen.
    window.resize(WIDTH + 330, HEIGHT + 120)
    view.setFixedSize(WIDTH, HEIGHT)
    QApplication.processEvents()
    view.refit()
    QApplication.processEvents()
    scene = window.scene
    layout = scene.layout
    assert layout is not None
    ball = scene.tray_balls[0]
    ball.setZValue(100)
    board = layout.board
    path = [layout.cell_centre(cell) for cell in board.cells]
    image = QImage(WIDTH, HEIGHT, QImage.Format.Format_ARGB32_Premultiplied)
    full: list[float] = []
    partial: list[float] = []
    for _run in range(RUNS):
        for frame in range(FRAMES):
            point = path[frame % len(path)]
            wobble = QPointF(math.cos(frame) * 7, math.sin(frame) * 7)
            ball.setPos(point + wobble)
            started = time.perf_counter()
            painter = QPainter(image)
            view.render(painter)
            painter.end()
            full.append((time.perf_counter() - started) * 1000)
        for frame in range(FRAMES):
            point = path[(frame * 7) % len(path)]
            ball.setPos(point + QPointF(math.sin(frame) * 5, 0))
            QApplication.processEvents()  # let the scene post its change list
            started = time.perf_counter()
            view.viewport().repaint()
            partial.append((time.perf_counter() - started) * 1000)
    window.close()
    return statistics.median(full), statistics.median(partial)


def main() -> int:
    import tempfile

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert app is not None
    with tempfile.TemporaryDirectory() as folder:
        print(f"drag repaint at {WIDTH}×{HEIGHT}, median of {FRAMES} frames × {RUNS} runs")
        for side in ("ortho", "hex"):
            full, partial = measure(side, f"{folder}/settings.ini")
            print(f"  {side:5s}  full frame {full:6.2f} ms   viewport repaint {partial:6.2f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
