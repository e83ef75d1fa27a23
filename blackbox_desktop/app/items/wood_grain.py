"""The wood's grain: wavy lines in a tile that repeats both ways, and knots, drawn over plank and trays.

Terms:

grain tile
    :data:`GRAIN_TILE_UNITS` of grain lines, each a whole number of waves across, so that the tile repeats
    seamlessly.  It is drawn once beforehand (``scripts/make-grain-texture.py`` writes
    :data:`GRAIN_TILE_FILES`) and laid as a brush, because stroking two hundred curves cost a quarter of a
    second at start-up.

tile resolution
    Pixels of the tile per board unit: 64, or 128 for a screen of twice the density (``QT_SCALE_FACTOR=2``, a
    4K screen at 200 %), where the 64 of a normal screen were stretched and the grain looked soft.  A denser
    screen still has the tile drawn for it on the spot, once.
"""

from __future__ import annotations

import math
import random
from pathlib import Path

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPainterPath, QPen, QTransform

from ... import looks
from ..layout import UNIT

GRAIN_TILE_UNITS = (20.0, 8.0)
"""Size of the grain tile in board units: the width is one period of the grain's wave."""
GRAIN_TILE_STRENGTH = 1.4
"""The tile holds the strongest grain (the inlay's); the plank draws it fainter."""
_TEXTURES = Path(__file__).resolve().parents[2] / "resources" / "textures"
GRAIN_TILE_FILES = {64: _TEXTURES / "wood-grain.png", 128: _TEXTURES / "wood-grain@2x.png"}
"""The shipped tiles, by their resolution."""
GRAIN_TILE_FILE = GRAIN_TILE_FILES[64]
_grain_tiles: dict[int, QImage] = {}


def paint_grain_tile(painter: QPainter, seed: int = 1978, strength: float = GRAIN_TILE_STRENGTH) -> None:
    """Wavy grain lines over a tile of GRAIN_TILE_UNITS that repeats seamlessly both ways.

    The painter works in board units.  Each line is a periodic wave (a whole
    number of periods across the tile), drawn once more a tile to each side
    so that what leaves one edge comes back at the other.
    """
    rng = random.Random(seed)
    width, height = GRAIN_TILE_UNITS[0] * UNIT, GRAIN_TILE_UNITS[1] * UNIT
    grain = QColor(looks.GRAIN)
    lines = int(height / (UNIT * 0.09))
    for index in range(lines):
        y = (index + rng.random()) * height / lines
        phase = rng.random() * math.tau
        amplitude = UNIT * (0.05 + 0.18 * rng.random())
        waves = 1 + rng.randrange(2)

        def wave(x: float, phase: float = phase, amplitude: float = amplitude, waves: int = waves) -> float:
            return amplitude * math.sin(phase + math.tau * waves * x / width)

        path = QPainterPath(QPointF(0.0, y + wave(0.0)))
        x = 0.0
        while x < width:
            step = min(UNIT * (1.2 + 1.8 * rng.random()), width - x)
            if width - (x + step) < UNIT * 0.6:
                step = width - x
            x1 = x + step
            jitter = amplitude * (rng.random() - 0.5)
            path.quadTo(QPointF(x + step / 2, y + wave(x + step / 2) + jitter), QPointF(x1, y + wave(x1)))
            x = x1
        colour = QColor(grain)
        colour.setAlphaF(min(1.0, (0.05 + 0.16 * rng.random()) * strength))
        pen = QPen(colour, UNIT * (0.015 + 0.06 * rng.random()), Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        for dx in (-width, 0.0, width):
            for dy in (-height, 0.0, height):
                painter.drawPath(path.translated(dx, dy))


def render_grain_tile(pixels_per_unit: float = 64.0) -> QImage:
    """The grain tile as an image (what ``scripts/make-grain-texture.py`` ships as a PNG)."""
    scale = pixels_per_unit / UNIT
    image = QImage(
        round(GRAIN_TILE_UNITS[0] * pixels_per_unit),
        round(GRAIN_TILE_UNITS[1] * pixels_per_unit),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.scale(scale, scale)
    paint_grain_tile(painter)
    painter.end()
    return image


def tile_resolution(pixels_per_unit: float) -> int:
    """The resolution of the tile for grain drawn at ``pixels_per_unit``: the first shipped one that is not
    stretched there, else (a denser screen) that many pixels, rounded up."""
    for resolution in sorted(GRAIN_TILE_FILES):
        if pixels_per_unit <= resolution + 0.5:
            return resolution
    return math.ceil(pixels_per_unit)


def grain_tile(pixels_per_unit: float = 64.0) -> QImage:
    """The grain texture for grain drawn at ``pixels_per_unit``: a shipped one, or one drawn on the spot
    (slower) for a denser screen or if the file is missing."""
    resolution = tile_resolution(pixels_per_unit)
    if resolution not in _grain_tiles:
        image = QImage(str(GRAIN_TILE_FILES[resolution])) if resolution in GRAIN_TILE_FILES else QImage()
        _grain_tiles[resolution] = image if not image.isNull() else render_grain_tile(resolution)
    return _grain_tiles[resolution]


def wood_grain(painter: QPainter, rect: QRectF, seed: int, strength: float = 1.0) -> None:
    """Grain lines and a knot or two across ``rect`` (painter already clipped).

    The lines come from a pre-rendered tile (drawing two hundred stroked
    curves cost a quarter of a second at start-up), of the resolution the
    painter draws at; ``seed`` picks where in the tile the rect starts and
    where the knots sit.
    """
    rng = random.Random(seed)
    drawn = painter.worldTransform()
    tile = grain_tile(UNIT * max(math.hypot(drawn.m11(), drawn.m12()), math.hypot(drawn.m21(), drawn.m22())))
    tile_width, tile_height = GRAIN_TILE_UNITS[0] * UNIT, GRAIN_TILE_UNITS[1] * UNIT
    brush = QBrush(tile)
    transform = QTransform()
    transform.translate(rect.left() - rng.random() * tile_width, rect.top() - rng.random() * tile_height)
    transform.scale(tile_width / tile.width(), tile_height / tile.height())
    brush.setTransform(transform)
    painter.save()
    painter.setOpacity(min(1.0, strength / GRAIN_TILE_STRENGTH))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.fillRect(rect, brush)
    painter.restore()
    grain = QColor(looks.GRAIN)
    for _ in range(2):
        centre = QPointF(
            rect.left() + rect.width() * (0.15 + 0.7 * rng.random()),
            rect.top() + rect.height() * (0.15 + 0.7 * rng.random()),
        )
        for ring in range(6):
            colour = QColor(grain)
            colour.setAlphaF(0.10 * strength)
            painter.setPen(QPen(colour, UNIT * 0.04))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            w = UNIT * (0.25 + ring * 0.22)
            painter.drawEllipse(centre, w * 1.9, w * 0.55)
