"""The cells she crossed as surely empty are crossed on her printed record, as she would cross them on paper."""

from __future__ import annotations

import math

import pytest
from PySide6.QtGui import QColor, QImage, QPainter

from blackbox_desktop.printing.canvas import Canvas
from blackbox_desktop.printing.diagram import draw_diagram
from blackbox_desktop.printing.diagram_fill import fill_from_game
from blackbox_desktop.printing.layout import Rect

from .conftest import hex_game, ortho_game

Point = tuple[float, float]


class _Recording(Canvas):
    """A canvas that also keeps every straight line drawn."""

    def __init__(self, painter: QPainter) -> None:
        super().__init__(painter)
        self.lines: list[tuple[Point, Point]] = []

    def line(self, a: Point, b: Point, colour: QColor, width: float) -> None:
        self.lines.append((a, b))
        super().line(a, b, colour, width)


def _crossed_centres(game: object, copy: str) -> list[tuple[float, float]]:
    """The middles of the pairs of crossing lines drawn on the diagram of ``game`` (in board units)."""
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    canvas = _Recording(painter)
    area = Rect(0, 0, 100, 100)
    board = game.board  # type: ignore[attr-defined]
    draw_diagram(canvas, area, board, fill_from_game(game, copy))  # type: ignore[arg-type]
    painter.end()
    middles = [((a[0] + b[0]) / 2, (a[1] + b[1]) / 2) for a, b in canvas.lines]
    return [m for m in middles if sum(1 for n in middles if math.dist(m, n) < 1e-6) == 2]


@pytest.mark.parametrize("make", [ortho_game, hex_game])
def test_her_record_crosses_the_cells_she_marked_empty_and_the_setters_copy_does_not(qapp: object, make) -> None:
    plain = make(finished=False)
    crossed = plain.apply_all(["N+A1", "N+B4"])
    assert _crossed_centres(plain, "experimenter") == []
    centres = _crossed_centres(crossed, "experimenter")
    assert len(centres) == 4  # two lines through each crossed cell's middle
    assert len({(round(x, 3), round(y, 3)) for x, y in centres}) == 2
    assert _crossed_centres(crossed, "setter") == []  # her notes tell the setter nothing
    assert fill_from_game(crossed, "experimenter").crossed == crossed.board.cells_from_names("A1,B4")
