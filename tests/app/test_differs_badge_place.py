"""Each "≠" badge reads as its own token's, on both sides of the box and every board size.

QA: on the hexagonal side the tokens of a row stand half a unit apart, and the badge, set diagonally beside its
token towards the board, sat against the next token: port 43's badge in the README's hexagonal picture read as
44's.  Every port here holds a token and a badge (the tightest case), measured in scene coordinates.
"""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF

from blackbox_desktop.app.items.board import label_font
from blackbox_desktop.app.scene import BoardScene
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board

from driving import start

BOARDS = [f"hex-{side}" for side in range(2, 10)] + [f"ortho-{n}x{n}" for n in range(4, 27)]
BOARDS += ["ortho-2x2", "ortho-3x9"]
EDGE = 1.2
"""The badge's dark edge reaches this far, in badge radii (``DiffersItem.paint``)."""


def _badges(spec: str) -> tuple[BoardScene, dict[int, tuple[QPointF, float]]]:
    """Every port marked ≠: each badge's centre in the scene and its outer radius."""
    scene = BoardScene()
    scene._build_board(parse_board(spec), 3)
    layout = scene.layout
    assert layout is not None
    badges = {}
    for port in layout.board.ports:
        scene._mark_differs(layout, port)
        item = scene.differs[port]
        badges[port] = (item.pos() + item.badge, item.badge_radius * EDGE)
    return scene, badges


def _label_box(scene: BoardScene, port: int) -> QRectF:
    """The ink of the port's number, as ``BoardItem`` centres it on its place."""
    layout = scene.layout
    assert layout is not None
    text = layout.port_text(port)
    metrics = QFontMetricsF(label_font(layout.label_size))
    centre = layout.label_centre(port)
    baseline = centre.y() - (metrics.ascent() + metrics.descent()) / 2 + metrics.ascent()
    return metrics.tightBoundingRect(text).translated(centre.x() - metrics.horizontalAdvance(text) / 2, baseline)


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def _to_box(point: QPointF, box: QRectF) -> float:
    dx = max(box.left() - point.x(), 0.0, point.x() - box.right())
    dy = max(box.top() - point.y(), 0.0, point.y() - box.bottom())
    return math.hypot(dx, dy)


@pytest.mark.parametrize("spec", BOARDS)
def test_each_badge_sits_on_its_own_token_clear_of_the_others(qapp: object, spec: str) -> None:
    scene, badges = _badges(spec)
    layout = scene.layout
    assert layout is not None
    radius = layout.token_radius
    tokens = {port: layout.token_centre(port) for port in layout.board.ports}
    for port, (centre, reach) in badges.items():
        own = _distance(centre, tokens[port])
        assert own < radius + reach * 0.5, (port, own)  # it overlaps its own token's rim
        for other, token in tokens.items():
            if other != port:
                gap = _distance(centre, token)
                assert gap > own + radius * 0.5, (port, other)  # clearly nearer its own token
                assert gap > radius + reach + 0.5, (port, other, gap)  # off the other token's disc
        for other in layout.board.ports:  # every number, its own too, stays readable
            assert _to_box(centre, _label_box(scene, other)) > reach, (port, other)
        for other, (elsewhere, other_reach) in badges.items():
            if other != port:
                assert _distance(centre, elsewhere) > reach + other_reach, (port, other)


@pytest.mark.parametrize("spec", ["hex-5", "hex-9", "ortho-8x8", "ortho-26x26"])
def test_each_badge_stays_off_the_start_of_every_ray_path(qapp: object, spec: str) -> None:
    """A path runs from its token's edge to the middle of the rim edge its ray crosses, then on into the box."""
    scene, badges = _badges(spec)
    layout = scene.layout
    assert layout is not None
    for port, (centre, reach) in badges.items():
        for other in layout.board.ports:
            start, rim = layout.token_centre(other), layout.rim_point(other)
            heading = rim - start
            length = math.hypot(heading.x(), heading.y())
            start += heading * (layout.token_radius / length)  # under the token the path is hidden anyway
            run = rim - start
            t = max(0.0, min(1.0, QPointF.dotProduct(centre - start, run) / QPointF.dotProduct(run, run)))
            assert _distance(centre, start + run * t) > reach, (port, other)


def test_a_badge_on_a_big_square_board_is_big_enough_to_read(window: MainWindow) -> None:
    """A 26×26 board shrinks to fit the window: the badge, half a token across, was a red dot under 10 pixels."""
    start(window, "ortho-26x26", "B2,C5,D1")
    scene = window.scene
    assert scene.layout is not None
    scene._mark_differs(scene.layout, 7)
    across = scene.differs[7].badge_radius * EDGE * 2 * window.view.transform().m11()
    assert across >= 11, across
