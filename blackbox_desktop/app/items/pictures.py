"""Pictures of small pieces kept between items: a token or ball drawn once per look, size and zoom.

The scene makes its pieces anew at every move (a ray, a ball, an undo), so
Qt's cache of each item (``DeviceCoordinateCache``) is lost each time: with
60 tokens on a big board, drawing them all again from their gradients was
half of every step of Undo held down.  The same look at the same size and
zoom gives the same picture, so it is drawn once here and copied afterwards.
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QImage, QPainter

KEPT_PICTURES = 2048
"""Pictures kept (a few kilobytes each): every token and ball of both editions at several zooms and places."""
STEPS = 4
"""A piece stands on a quarter of a pixel: its picture is drawn for each of these places within a pixel."""
_pictures: OrderedDict[tuple[Hashable, float, float, float, float], QImage] = OrderedDict()


def draw_kept(painter: QPainter, rect: QRectF, look: Hashable, draw: Callable[[QPainter], None]) -> None:
    """Draw ``draw``'s picture of ``rect`` (item coordinates) from the kept copy for ``look`` at this zoom.

    ``look`` must name everything ``draw`` depends on.  A painter that squeezes or turns (the board being
    turned over) gets the drawing itself: a copy would be blurred.
    """
    transform = painter.worldTransform()
    sx = math.hypot(transform.m11(), transform.m12())
    sy = math.hypot(transform.m21(), transform.m22())
    if abs(sx - sy) > 1e-3 or abs(transform.m12()) > 1e-9 or abs(transform.m21()) > 1e-9 or sx <= 0:
        draw(painter)
        return
    device = painter.device()
    ratio = device.devicePixelRatioF() if device is not None else 1.0
    scale = round(sx * ratio, 3)
    # Where the picture's corner falls on the device's pixels: whole pixels, and the part of a pixel in quarters
    # (a piece copied onto whole pixels only stood up to half a pixel off: its crisp edges changed).
    corner = transform.map(rect.topLeft()) * ratio
    x, y = math.floor(corner.x()), math.floor(corner.y())
    fx, fy = round((corner.x() - x) * STEPS) / STEPS, round((corner.y() - y) * STEPS) / STEPS
    key = (look, scale, ratio, fx, fy)
    picture = _pictures.get(key)
    if picture is None:
        picture = QImage(
            max(1, math.ceil(rect.width() * scale + 1)),
            max(1, math.ceil(rect.height() * scale + 1)),
            QImage.Format.Format_ARGB32_Premultiplied,
        )
        picture.fill(Qt.GlobalColor.transparent)
        inner = QPainter(picture)
        inner.translate(fx, fy)
        inner.scale(scale, scale)
        inner.translate(-rect.topLeft())
        draw(inner)
        inner.end()
        picture.setDevicePixelRatio(ratio)
    _pictures[key] = picture
    _pictures.move_to_end(key)
    while len(_pictures) > KEPT_PICTURES:
        _pictures.popitem(last=False)
    painter.save()
    painter.resetTransform()
    painter.drawImage(QPointF(x / ratio, y / ratio), picture)
    painter.restore()
