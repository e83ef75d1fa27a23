"""The wooden plank: the inlaid playing area, the engraved grid, port slots and numbers.

Everything here is static for one board, so it is drawn once per zoom level
into an image at device resolution and blitted afterwards: vector-crisp at any
size, and cheap to repaint while a ball is dragged over it.

The images outlive the item: the scene makes a new plank whenever it redraws
the board (turned over, trays moved by F11 or a resize), and drawing a 26×26
or hexagonal plank again took 0.1–0.4 s, a stall in the middle of the turning
board.  A plank looks the same for the same board and port names, so the last
few images are kept by that key and zoom level (:data:`KEPT_IMAGES`).
"""

from __future__ import annotations

import math
from collections import OrderedDict

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ... import looks
from ..layout import UNIT, BoardLayout
from .wood_grain import wood_grain

WOOD_PIXELS_PER_UNIT = 64.0
"""Resolution of the cached wood texture, in pixels per board unit, on a screen of Qt's pixels; times the screen's
pixel ratio on a denser one (64 at QT_SCALE_FACTOR=2 was stretched to the 100 the plank is drawn at, and the grain
looked soft)."""
KEPT_IMAGES = 4
"""Drawn planks kept for planks to come (both sides of the board, each at two window sizes: F11 and back)."""
KEPT_WOODS = 2
"""Wood textures kept, one for each side of the board (several megabytes each, four times that at twice the
pixel ratio)."""

PlankKey = tuple[str, str]
"""What a plank looks like: the board's spec and the port names' style."""
_images: OrderedDict[tuple[PlankKey, float, float], QImage] = OrderedDict()
_woods: OrderedDict[tuple[PlankKey, float], QImage] = OrderedDict()
"""The wood textures, by plank and the screen's pixel ratio."""
_areas: OrderedDict[PlankKey, QPainterPath] = OrderedDict()
"""The playing areas' outlines, by plank (simplifying the union of the cells takes a while on a big board)."""


def _keep(cache: OrderedDict, key: object, value: object, limit: int) -> None:  # type: ignore[type-arg]
    cache[key] = value
    cache.move_to_end(key)
    while len(cache) > limit:
        cache.popitem(last=False)


def label_font(pixel_size: float) -> QFont:
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(1, round(pixel_size)))
    return font


class BoardItem(QGraphicsItem):
    """The plank and everything printed or carved on it."""

    def __init__(self, layout: BoardLayout) -> None:
        super().__init__()
        self.layout = layout
        self.setZValue(0)
        self._bounds = layout.plank.adjusted(-0.1 * UNIT, -0.1 * UNIT, 0.2 * UNIT, 0.25 * UNIT)
        self._image: QImage | None = None
        self._image_scale = 0.0
        self._wood_image: QImage | None = None
        self._ratio = 1.0
        """The pixel ratio of the screen being drawn for."""
        self._area: QPainterPath | None = None
        self.key: PlankKey = (layout.board.spec, layout.label_style)
        kept = _areas.get(self.key)
        if kept is not None:
            self._area = kept
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        transform = painter.worldTransform()
        sx = math.hypot(transform.m11(), transform.m12())
        sy = math.hypot(transform.m21(), transform.m22())
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        scale = round(max(sx, sy) * ratio, 2)
        rect = self.boundingRect()
        # The screen's pixel ratio counts apart: a window moved to a screen of twice the ratio at half the zoom
        # has the same scale, and the drawing made for the other screen would come out twice too big.
        if self._image is None or abs(scale - self._image_scale) > 0.004 or self._image.devicePixelRatio() != ratio:
            kept = _images.get((self.key, scale, ratio))
            if kept is None and getattr(widget.parent() if widget is not None else None, "resizing", False):
                stand_in = self._stand_in(scale, ratio)
                if stand_in is not None:
                    # The window is being resized: stretch the nearest drawing until its size settles.
                    painter.drawImage(rect, stand_in)
                    return
            if kept is None:
                self._ratio = ratio
                kept = self._render(rect, max(scale, 0.05))
                kept.setDevicePixelRatio(ratio)
            _keep(_images, (self.key, scale, ratio), kept, KEPT_IMAGES)
            self._image = kept
            self._image_scale = scale
        upright = abs(sx - sy) < 1e-3 and abs(transform.m12()) < 1e-9 and abs(transform.m21()) < 1e-9
        if upright:
            # The image already has the screen's resolution: copy it pixel for pixel.
            corner = transform.map(rect.topLeft())
            painter.save()
            painter.resetTransform()
            painter.drawImage(
                QPointF(round(corner.x() * ratio) / ratio, round(corner.y() * ratio) / ratio), self._image
            )
            painter.restore()
        else:
            painter.drawImage(rect, self._image)  # being turned over: let it squeeze

    def _stand_in(self, scale: float, ratio: float) -> QImage | None:
        """The drawing of this plank at the zoom nearest ``scale``, if one was made: the item's own, or one kept."""
        drawings = [(self._image_scale, self._image)] if self._image is not None else []
        drawings += [
            (kept_scale, image)
            for (key, kept_scale, kept_ratio), image in _images.items()
            if key == self.key and kept_ratio == ratio
        ]
        return min(drawings, key=lambda drawing: abs(drawing[0] - scale))[1] if drawings else None

    def _render(self, rect: QRectF, scale: float) -> QImage:
        width = max(1, math.ceil(rect.width() * scale))
        height = max(1, math.ceil(rect.height() * scale))
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.scale(scale, scale)
        painter.translate(-rect.topLeft())
        self.paint_vector(painter)
        painter.end()
        return image

    def _wood(self) -> QImage:
        """The soft part of the look (wood and grain) at a fixed resolution for the screen's pixel ratio: it needs
        no crispness and is costly to draw, so zooming only rescales it."""
        if self._wood_image is None or self._wood_image.devicePixelRatio() != self._ratio:
            self._wood_image = _woods.get((self.key, self._ratio))
        if self._wood_image is None:
            plank = self.layout.plank
            scale = WOOD_PIXELS_PER_UNIT * self._ratio / UNIT
            image = QImage(
                math.ceil(plank.width() * scale),
                math.ceil(plank.height() * scale),
                QImage.Format.Format_ARGB32_Premultiplied,
            )
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.scale(scale, scale)
            painter.translate(-plank.topLeft())
            self._paint_wood(painter)
            painter.end()
            # Marks the ratio it was drawn for; it is drawn into the plank by its size in board units all the same.
            image.setDevicePixelRatio(self._ratio)
            self._wood_image = image
            _keep(_woods, (self.key, self._ratio), image, KEPT_WOODS)
            _keep(_areas, self.key, self._playing_area(), KEPT_WOODS)
        return self._wood_image

    # -- the drawing itself ------------------------------------------------------------------

    def paint_vector(self, painter: QPainter) -> None:
        layout = self.layout
        plank = layout.plank
        radius = UNIT * 0.45
        # Shadow on the table.
        for i, alpha in enumerate((0.22, 0.14, 0.08)):
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, int(255 * alpha)))
            offset = UNIT * (0.06 + 0.05 * i)
            painter.drawRoundedRect(plank.translated(offset, offset * 1.3), radius, radius)
        painter.drawImage(plank, self._wood())
        # Bevel: light on the top-left edge, dark on the bottom-right.
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(QColor(255, 235, 200, 110), UNIT * 0.06))
        painter.drawRoundedRect(plank.adjusted(UNIT * 0.04, UNIT * 0.04, -UNIT * 0.04, -UNIT * 0.04), radius, radius)
        painter.setPen(QPen(QColor(60, 30, 10, 150), UNIT * 0.04))
        painter.drawRoundedRect(plank, radius, radius)
        self._paint_inlay(painter)
        self._paint_ports(painter)

    def _paint_wood(self, painter: QPainter) -> None:
        plank = self.layout.plank
        radius = UNIT * 0.45
        gradient = QLinearGradient(plank.topLeft(), plank.bottomRight())
        gradient.setColorAt(0.0, QColor(looks.WOOD_LIGHT))
        gradient.setColorAt(0.55, QColor(looks.WOOD_MID))
        gradient.setColorAt(1.0, QColor(looks.WOOD_DARK))
        plank_path = QPainterPath()
        plank_path.addRoundedRect(plank, radius, radius)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(gradient))
        painter.drawPath(plank_path)
        painter.save()
        painter.setClipPath(plank_path)
        wood_grain(painter, plank, seed=1978)
        painter.restore()
        area = self._playing_area()
        box = area.boundingRect()
        inlay = QRadialGradient(box.center(), max(box.width(), box.height()) * 0.75)
        inlay.setColorAt(0.0, QColor(looks.INLAY_LIGHT))
        inlay.setColorAt(1.0, QColor(looks.INLAY_DARK))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(inlay))
        painter.drawPath(area)
        painter.save()
        painter.setClipPath(area)
        wood_grain(painter, box, seed=5, strength=1.4)
        painter.restore()

    def _playing_area(self) -> QPainterPath:
        if self._area is not None:
            return self._area
        layout = self.layout
        path = QPainterPath()
        for cell in layout.board.cells:
            path.addPolygon(layout.cell_polygon(cell))
            path.closeSubpath()
        path.setFillRule(Qt.FillRule.WindingFill)
        self._area = path.simplified()
        return self._area

    def _paint_inlay(self, painter: QPainter) -> None:
        layout = self.layout
        area = self._playing_area()
        # A dark lip around the inlay.
        painter.setPen(
            QPen(
                QColor(40, 20, 6, 170),
                UNIT * 0.11,
                Qt.PenStyle.SolidLine,
                Qt.PenCapStyle.RoundCap,
                Qt.PenJoinStyle.RoundJoin,
            )
        )
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(area)
        painter.save()
        painter.setClipPath(area)
        # Inner shadow along the top-left of the recess.
        painter.setPen(QPen(QColor(0, 0, 0, 90), UNIT * 0.18))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(area.translated(UNIT * 0.06, UNIT * 0.06))
        painter.restore()
        # The engraved grid: a dark groove with a light lower lip.
        light = QColor(looks.ENGRAVE_LIGHT)
        light.setAlpha(120)
        dark = QColor(looks.ENGRAVE_DARK)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        for pen_colour, shift, width in ((light, 0.025, 0.035), (dark, 0.0, 0.045)):
            painter.setPen(
                QPen(
                    pen_colour, UNIT * width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin
                )
            )
            for cell in layout.board.cells:
                painter.drawPolygon(layout.cell_polygon(cell).translated(UNIT * shift, UNIT * shift))
        # A shallow dimple in each cell where a ball rests.
        for cell in layout.board.cells:
            centre = layout.cell_centre(cell)
            dimple = QRadialGradient(centre + QPointF(UNIT * 0.04, UNIT * 0.05), UNIT * 0.2)
            dimple.setColorAt(0.0, QColor(20, 10, 4, 150))
            dimple.setColorAt(0.75, QColor(20, 10, 4, 60))
            dimple.setColorAt(1.0, QColor(20, 10, 4, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QBrush(dimple))
            painter.drawEllipse(centre, UNIT * 0.2, UNIT * 0.2)

    def _paint_ports(self, painter: QPainter) -> None:
        layout = self.layout
        font = label_font(layout.label_size)
        painter.setFont(font)
        r = layout.token_radius
        for port in layout.board.ports:
            centre = layout.token_centre(port)
            # The slot a marker token sits in.
            slot = QRadialGradient(centre + QPointF(-r * 0.25, -r * 0.3), r * 1.1)
            slot.setColorAt(0.0, QColor(40, 20, 6, 200))
            slot.setColorAt(1.0, QColor(90, 50, 18, 120))
            painter.setPen(QPen(QColor(255, 230, 190, 90), UNIT * 0.025))
            painter.setBrush(QBrush(slot))
            painter.drawEllipse(centre, r * 0.82, r * 0.82)
            if layout.entry_marks:
                # A wedge cut from the hole towards the edge the ray crosses: a marker on the hole
                # leaves its point showing, so the way a port fires can be read all game long.
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(40, 20, 6, 190))
                painter.drawPolygon(layout.entry_mark(port))
            # The number, burnt into the wood with a faint highlight below.
            label = layout.label_centre(port)
            box = QRectF(label.x() - UNIT * 0.6, label.y() - UNIT * 0.4, UNIT * 1.2, UNIT * 0.8)
            painter.setPen(QColor(255, 235, 200, 120))
            painter.drawText(box.translated(0, UNIT * 0.025), Qt.AlignmentFlag.AlignCenter, layout.port_text(port))
            painter.setPen(QColor(looks.LABEL_INK_DARK))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, layout.port_text(port))
