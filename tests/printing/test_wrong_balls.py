"""Her finished record crosses the balls that missed, as the window does; a look-alike the rules accept is marked
as nothing misplaced (QA: a wrong ball looked like a right one, and an accepted look-alike got "missed" rings)."""

from __future__ import annotations

import math

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QImage, QPainter

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.differing_rays import differing_rays
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.printing.canvas import ACCENT, Canvas
from blackbox_desktop.printing.diagram import draw_diagram
from blackbox_desktop.printing.diagram_fill import fill_from_game
from blackbox_desktop.printing.layout import Rect

from .conftest import hex_game, ortho_game

Point = tuple[float, float]


class _Recording(Canvas):
    """A canvas that also keeps the red lines and the dashed circles drawn."""

    def __init__(self, painter: QPainter) -> None:
        super().__init__(painter)
        self.red_lines: list[tuple[Point, Point]] = []
        self.rings: list[Point] = []
        self.ray_rings: list[Point] = []

    def line(self, a: Point, b: Point, colour: QColor, width: float) -> None:
        if colour == ACCENT:
            self.red_lines.append((a, b))
        super().line(a, b, colour, width)

    def circle(
        self,
        centre: Point,
        radius: float,
        colour: QColor | None,
        width: float,
        fill: QColor | QBrush | None,
        style: Qt.PenStyle = Qt.PenStyle.SolidLine,
    ) -> None:
        if style == Qt.PenStyle.DashLine:
            self.rings.append(centre)
        elif colour == ACCENT and fill is None:
            self.ray_rings.append(centre)
        super().circle(centre, radius, colour, width, fill, style)


def _drawn(game: Game) -> _Recording:
    image = QImage(400, 400, QImage.Format.Format_ARGB32)
    painter = QPainter(image)
    canvas = _Recording(painter)
    draw_diagram(canvas, Rect(0, 0, 100, 100), game.board, fill_from_game(game, "experimenter"))
    painter.end()
    return canvas


@pytest.mark.parametrize("make", [ortho_game, hex_game])
def test_a_wrong_ball_is_crossed_in_red_and_the_missed_atom_ringed(qapp: object, make) -> None:
    game = make(finished=True)
    verdict = game.verdict()
    assert verdict is not None and len(verdict.wrong_balls) == 1 and len(verdict.missed_atoms) == 1
    fill = fill_from_game(game, "experimenter")
    assert fill.wrong_balls == verdict.wrong_balls and fill.missed == verdict.missed_atoms
    canvas = _drawn(game)
    middles = {(round((a[0] + b[0]) / 2, 3), round((a[1] + b[1]) / 2, 3)) for a, b in canvas.red_lines}
    assert len(canvas.red_lines) == 2 and len(middles) == 1  # one cross, over the one wrong ball
    assert len(canvas.rings) == 1 and math.dist(canvas.rings[0], next(iter(middles))) > 1


def test_nothing_is_crossed_in_play(qapp: object) -> None:
    canvas = _drawn(ortho_game(finished=False))
    assert canvas.red_lines == [] and canvas.rings == [] and canvas.ray_rings == []


def test_an_accepted_look_alike_is_marked_as_nothing_misplaced(qapp: object) -> None:
    board = parse_board("ortho-8x8")
    game = Game.new(board, 3, Rules(), setup=board.cells_from_names("A1,C1,C8"))
    game = game.apply_all(["B+A8", "B+C1", "B+C8", "D"])
    assert game.verdict().accepted and game.verdict().wrong_balls  # type: ignore[union-attr]
    fill = fill_from_game(game, "experimenter")
    assert fill.missed == frozenset() and fill.wrong_balls == frozenset() and fill.differing == frozenset()
    canvas = _drawn(game)
    assert canvas.red_lines == [] and canvas.rings == [] and canvas.ray_rings == []


@pytest.mark.parametrize("make", [ortho_game, hex_game])
def test_the_rays_her_balls_answer_otherwise_are_ringed_in_red_as_in_the_window(qapp: object, make) -> None:
    game = make(finished=True)
    fired = [shot.port for shot in game.position.shots]
    rays = differing_rays(game.board, game.setup, game.position.balls, fired)
    ends = {port for ray in rays for port, _ in ray.ends}
    assert ends and fill_from_game(game, "experimenter").differing == ends
    assert len(_drawn(game).ray_rings) == len(ends)  # one red ring round each of their tokens


def test_no_ray_is_ringed_when_no_ball_was_placed(qapp: object) -> None:
    board = parse_board("ortho-8x8")
    game = Game.new(board, 4, Rules(), setup=board.cells_from_names("B2,C5,D1,E7")).apply_all(["F1", "F2", "D"])
    assert fill_from_game(game, "experimenter").differing == frozenset()
