"""Every port number printed stays inside its circle, three-digit ports (100 and over) included."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QColor, QFont, QImage, QPainter

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.printing.canvas import CAPITAL, INK, MM_PER_POINT, PAPER, Canvas
from blackbox_desktop.printing.diagram import draw_diagram
from blackbox_desktop.printing.layout import Rect

Point = tuple[float, float]


class _Numbers(Canvas):
    """A canvas that keeps the port numbers' circles and the numbers written in them."""

    def __init__(self, painter: QPainter) -> None:
        super().__init__(painter)
        self.circles: list[tuple[Point, float, float]] = []
        self.numbers: list[tuple[str, Point, float, float, int]] = []
        """``(text, centre, point size, letter spacing, stretch)``"""

    def circle(self, centre, radius, colour, width, fill, *rest) -> None:  # type: ignore[no-untyped-def]
        if colour == INK and isinstance(fill, QColor) and fill == PAPER:
            self.circles.append((centre, radius, width))
        super().circle(centre, radius, colour, width, fill, *rest)

    def text(self, rect, text, size_pt, colour=INK, *rest, stretch=100) -> None:  # type: ignore[no-untyped-def]
        weight, spacing = (list(rest[1:3]) + [QFont.Weight.Normal, 100.0][len(rest[1:3]) :])[:2]
        if text.isdecimal() and colour == INK and weight == QFont.Weight.DemiBold:
            centre = (rect.x + rect.width / 2, rect.y + rect.height / 2)
            self.numbers.append((text, centre, size_pt, spacing, stretch))
        super().text(rect, text, size_pt, colour, *rest, stretch=stretch)


@pytest.mark.parametrize(
    ("spec", "size"),
    [("ortho-26x26", 180.0), ("ortho-26x26", 120.0), ("hex-9", 180.0), ("hex-9", 110.0), ("ortho-8x8", 90.0)],
)
def test_a_port_number_stays_inside_its_circle(qapp: object, spec: str, size: float) -> None:
    """QA: on a 26×26 notepad or booklet page, 100 to 104 ran over their circles' outline ("104" was cut by it)."""
    board = parse_board(spec)
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    canvas = _Numbers(painter)
    try:
        draw_diagram(canvas, Rect(0, 0, size, size), board, None)
        overflowing = []
        for text, centre, size_pt, spacing, stretch in canvas.numbers:
            circle_centre, radius, width = min(canvas.circles, key=lambda circle: math.dist(circle[0], centre))
            assert math.dist(circle_centre, centre) < 1e-6
            half_width = canvas.text_width(text, size_pt, QFont.Weight.DemiBold, spacing, stretch) / 2
            half_height = size_pt * MM_PER_POINT * CAPITAL / 2  # a digit stands as tall as a capital
            room = radius - width / 2  # inside the outline's ink
            if math.hypot(half_width, half_height) > room:
                overflowing.append(text)
    finally:
        painter.end()
    assert len(canvas.numbers) == board.port_count or (spec == "ortho-26x26" and size < 150)  # that one is sparse
    assert board.port_count < 100 or any(len(text) == 3 for text, *_ in canvas.numbers)
    assert overflowing == []


@pytest.mark.parametrize(
    ("spec", "size"), [("hex-9", 110.0), ("hex-9", 180.0), ("ortho-26x26", 150.0), ("ortho-26x26", 180.0)]
)
def test_three_digit_port_numbers_are_narrowed_not_shrunk(qapp: object, spec: str, size: float) -> None:
    """QA: in their circles "100" to "108" printed a fifth smaller than "99", down to the canvas's 3-point floor on a
    hex-9 sheet of two diagrams a page; set in narrower letters, they are as tall as the two-digit numbers."""
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    canvas = _Numbers(painter)
    try:
        draw_diagram(canvas, Rect(0, 0, size, size), parse_board(spec), None)
    finally:
        painter.end()
    two = [size_pt for text, _centre, size_pt, _spacing, _stretch in canvas.numbers if len(text) == 2]
    three = [(size_pt, stretch) for text, _centre, size_pt, _spacing, stretch in canvas.numbers if len(text) == 3]
    assert three and all(stretch < 100 for _size, stretch in three)
    assert min(size_pt for size_pt, _stretch in three) >= 0.98 * min(two)
