"""Render the wood grain tile shipped in blackbox_desktop/resources/textures/wood-grain.png.

Run after changing ``paint_grain_tile`` in ``blackbox_desktop/app/items/wood_grain.py``:
``python scripts/make-grain-texture.py``.  Drawing the grain at start-up cost
about a quarter of a second; reading this PNG costs a few milliseconds.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QGuiApplication

from blackbox_desktop.app.items.wood_grain import GRAIN_TILE_FILE, render_grain_tile


def main() -> int:
    app = QGuiApplication(sys.argv[:1])  # noqa: F841 (painting text and images needs one)
    GRAIN_TILE_FILE.parent.mkdir(parents=True, exist_ok=True)
    image = render_grain_tile()
    if not image.save(str(GRAIN_TILE_FILE), "PNG", 9):
        print(f"could not write {GRAIN_TILE_FILE}", file=sys.stderr)
        return 1
    print(f"{GRAIN_TILE_FILE}: {image.width()}×{image.height()}, {GRAIN_TILE_FILE.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
