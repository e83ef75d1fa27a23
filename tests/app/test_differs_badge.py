"""The ≠ ring and badge read where they stand: beside a setter error's dotted ring, on a red HIT token, small.

QA: in a match's review the wrong HIT at 20 is both a setter error (dotted ring, 1.22 to 1.5 token radii) and
a ray her balls answer otherwise; the solid ring (1.1 to 1.3) lay over the dotted one and the two merged into a
cog, and the red badge on the red HIT token showed only as a white circle.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from blackbox_desktop import looks
from blackbox_desktop.app.items.differs import DiffersItem

R = 40.0  # token radius, pixels
B = 20.0  # badge radius
SIZE = 240


def _drawn(background: str = "#00000000", badge: QPointF | None = None, b: float = B) -> QImage:
    image = QImage(SIZE, SIZE, QImage.Format.Format_ARGB32)
    image.fill(QColor(background))
    item = DiffersItem(20, R, badge if badge is not None else QPointF(-60, -60), b)
    painter = QPainter(image)
    painter.translate(SIZE / 2, SIZE / 2)
    item.paint(painter, QStyleOptionGraphicsItem())
    painter.end()
    return image


def _at(image: QImage, x: float, y: float) -> QColor:
    return image.pixelColor(round(SIZE / 2 + x), round(SIZE / 2 + y))


def test_the_solid_ring_stays_inside_the_dotted_mistake_ring(qapp: object) -> None:
    image = _drawn()
    assert _at(image, R * 1.1, 0).name() == QColor(looks.MISTAKE).name()  # the ring hugs the token
    for radius in (1.25, 1.36, 1.45):  # where the dotted ring of a setter error or a wrong token is drawn
        assert _at(image, R * radius, 0).alpha() == 0, radius


def test_the_badge_has_a_dark_edge_that_shows_on_a_red_hit_token(qapp: object) -> None:
    image = _drawn(looks.PARKER_LOOK.hit.fill)
    edge = _at(image, -60 + B * 1.13, -60)  # just outside the badge's white edge
    assert edge.lightness() < 60, edge.name()
    assert _at(image, -60 + B, -60).lightness() > 200  # the white edge inside it


def test_the_sign_is_two_bars_and_a_slash(qapp: object) -> None:
    image = _drawn(badge=QPointF(0, 0))
    white = [_at(image, -0.35 * B, bar * B).lightness() > 200 for bar in (-0.22, 0.22)]
    assert white == [True, True]  # both bars, left of the slash
    assert _at(image, -0.35 * B, 0).lightness() < 200  # red between them
    assert _at(image, 0, 0).lightness() > 200  # the slash through the middle


def test_the_sign_fills_the_red_so_that_it_reads_when_small(qapp: object) -> None:
    """On a badge a few pixels across (a side-9 hexagon) a sign in the middle half of the disc was a blur."""
    image = _drawn(badge=QPointF(0, 0))
    for bar in (-0.24, 0.24):
        assert _at(image, -0.57 * B, bar * B).lightness() > 200, bar  # the bars reach out to the white edge
        assert _at(image, 0.57 * B, bar * B).lightness() > 200, bar
