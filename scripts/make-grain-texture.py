"""Render the wood grain tiles shipped in blackbox_desktop/resources/textures/: wood-grain.png, and
wood-grain@2x.png for screens of twice the density.

Run after changing ``paint_grain_tile`` in ``blackbox_desktop/app/items/wood_grain.py``:
``python scripts/make-grain-texture.py`` (``--only 128`` writes one of them).  Drawing the grain at start-up
cost about a quarter of a second; reading a PNG costs a few milliseconds.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QGuiApplication

from blackbox_desktop.app.items.wood_grain import GRAIN_TILE_FILES, render_grain_tile


def main() -> int:
    app = QGuiApplication(sys.argv[:1])  # noqa: F841 (painting text and images needs one)
    wanted = sorted(GRAIN_TILE_FILES)
    if sys.argv[1:2] == ["--only"] and len(sys.argv) == 3 and sys.argv[2].isdigit():
        wanted = [int(sys.argv[2])]
    for resolution in wanted:
        path = GRAIN_TILE_FILES.get(resolution)
        if path is None:
            print(f"no tile of {resolution} pixels a unit; the tiles are {sorted(GRAIN_TILE_FILES)}", file=sys.stderr)
            return 2
        path.parent.mkdir(parents=True, exist_ok=True)
        image = render_grain_tile(resolution)
        if not image.save(str(path), "PNG", 9):
            print(f"could not write {path}", file=sys.stderr)
            return 1
        print(f"{path}: {image.width()}×{image.height()}, {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
