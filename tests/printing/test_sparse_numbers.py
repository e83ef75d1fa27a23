"""On a card too small to number every port, the few numbers printed leave the markers written there in sight."""

from __future__ import annotations

import math
import random

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.printing.canvas import INK, PAPER, Canvas
from blackbox_desktop.printing.diagram import draw_diagram
from blackbox_desktop.printing.diagram_fill import fill_from_game
from blackbox_desktop.printing.layout import Rect

Point = tuple[float, float]


class _Circles(Canvas):
    """A canvas that also keeps every circle drawn: the port numbers' (ink on paper) and the rest."""

    def __init__(self, painter: QPainter) -> None:
        super().__init__(painter)
        self.numbers: list[tuple[Point, float]] = []
        self.others: list[tuple[Point, float]] = []

    def circle(self, centre, radius, colour, width, fill, *rest) -> None:  # type: ignore[no-untyped-def]
        number = colour == INK and isinstance(fill, QColor) and fill == PAPER
        (self.numbers if number else self.others).append((centre, radius))
        super().circle(centre, radius, colour, width, fill, *rest)


def _played(spec: str, atoms: int, rays: int) -> Game:
    board = parse_board(spec)
    rng = random.Random(5)
    game = Game.new(board, atoms, Rules(), setup=frozenset(rng.sample(sorted(board.cells), atoms)))
    for port in rng.sample(list(board.ports), rays):
        if game.position.marker_at(port) is None:
            game = game.apply(f"F{port}")
    return game


@pytest.mark.parametrize(("spec", "atoms", "rays", "size"), [("hex-9", 8, 40, 45.0), ("ortho-26x26", 8, 60, 45.0)])
def test_a_sparse_numbers_circle_covers_no_marker(qapp: object, spec: str, atoms: int, rays: int, size: float) -> None:
    """QA: on six hex-9 cards a page, the numbers of ports 40, 50 and 60 hid the markers written beyond them."""
    game = _played(spec, atoms, rays)
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    canvas = _Circles(painter)
    area = Rect(0, 0, size, size)
    draw_diagram(canvas, area, game.board, fill_from_game(game, "experimenter"))
    painter.end()
    assert 0 < len(canvas.numbers) < game.board.port_count  # sparse: only a few ports numbered
    for centre, radius in canvas.numbers:
        inside = 1e-6  # millimetres: rounding
        assert area.x - inside <= centre[0] - radius and centre[0] + radius <= area.x + area.width + inside
        assert area.y - inside <= centre[1] - radius and centre[1] + radius <= area.y + area.height + inside
        for other, other_radius in canvas.others:
            assert math.dist(centre, other) >= radius + other_radius, (centre, other)
