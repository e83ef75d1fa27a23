"""A small board drawn with one ray, for the help: cells, atoms and the ray's path.

Everything it draws comes from the model: the board's geometry and the ray
traced by :func:`blackbox_desktop.model.rays.trace`.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen, QPolygonF, QRadialGradient
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...model.board import Board
from ...model.examples import RuleExample
from ...model.outcome import OutcomeKind
from ...model.rays import Ray, turning_index

WOOD = QColor("#c8955a")
CELL = QColor("#f4ead8")
GRID = QColor("#8a6a45")
RAY = QColor("#d2322d")


def paint_example(painter: QPainter, rect: QRectF, board: Board, atoms: frozenset[int], ray: Ray) -> None:
    """Draw ``board`` with ``atoms`` and ``ray`` fitted into ``rect``."""
    # Room beyond the ports for a reflected ray's way back out, on the wood (its arrow stood off the board).
    left, top, right, bottom = board.bounds(margin=1.3)
    scale = min(rect.width() / (right - left), rect.height() / (bottom - top))
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.center())
    painter.scale(scale, scale)
    painter.translate(-(left + right) / 2, -(top + bottom) / 2)

    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(WOOD)
    painter.drawRoundedRect(QRectF(left + 0.3, top + 0.3, right - left - 0.6, bottom - top - 0.6), 0.4, 0.4)
    painter.setPen(QPen(GRID, 0.04))
    painter.setBrush(CELL)
    for cell in board.cells:
        painter.drawPolygon(QPolygonF([QPointF(x, y) for x, y in board.cell_outline(cell)]))

    for cell in atoms:
        x, y = board.cell_centre(cell)
        gradient = QRadialGradient(QPointF(x - 0.12, y - 0.12), 0.42)
        gradient.setColorAt(0.0, QColor("#fff3d6"))
        gradient.setColorAt(1.0, QColor("#8c5a26"))
        painter.setPen(QPen(QColor("#5b3712"), 0.03))
        painter.setBrush(QBrush(gradient))
        painter.drawEllipse(QPointF(x, y), 0.36, 0.36)

    points = [QPointF(x, y) for x, y in ray.points(board)]
    path = QPainterPath(points[0])
    for point in points[1:]:
        path.lineTo(point)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(RAY, 0.09, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    painter.drawPath(path)
    # Short of the first turn: at an edge reflection the arrow ran past where the ray turns back.
    first_leg = math.hypot(points[1].x() - points[0].x(), points[1].y() - points[0].y())
    _arrow(painter, points[0], points[1], reach=min(0.75, 0.85 * first_leg))

    reflected = ray.outcome.kind is OutcomeKind.REFLECTED
    if reflected:
        # It comes back the way it went: an arrow out of the entry, and a U where it turned round.
        entry, inward = points[0], points[1]
        _arrow(painter, entry, QPointF(2 * entry.x() - inward.x(), 2 * entry.y() - inward.y()), reach=0.45)
        _turn(painter, points)
    painter.setPen(QPen(QColor("#3a2a18"), 0.03))
    painter.setBrush(RAY if reflected else QColor("#ffffff"))
    painter.drawEllipse(points[0], 0.22, 0.22)
    if ray.outcome.kind is OutcomeKind.ABSORBED:
        painter.setBrush(QColor("#1d1d1f"))
        painter.drawEllipse(points[-1], 0.14, 0.14)
    elif ray.outcome.kind is OutcomeKind.EXIT:
        painter.setBrush(RAY)
        painter.drawEllipse(points[-1], 0.18, 0.18)
    painter.restore()


def _arrow(painter: QPainter, start: QPointF, end: QPointF, reach: float = 0.75) -> None:
    """An arrowhead ``reach`` cells from ``start`` towards ``end``."""
    dx, dy = end.x() - start.x(), end.y() - start.y()
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    tip = QPointF(start.x() + ux * reach, start.y() + uy * reach)
    side = QPointF(-uy * 0.17, ux * 0.17)
    back = QPointF(tip.x() - ux * 0.3, tip.y() - uy * 0.3)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(RAY)
    painter.drawPolygon(QPolygonF([tip, back + side, back - side]))


def _turn(painter: QPainter, points: list[QPointF]) -> None:
    """A small U where a reflected ray turns round: half-way along its path, which runs back on itself."""
    found = turning_index([(point.x(), point.y()) for point in points])
    turn = found if found is not None else len(points) - 1  # a path too short to turn: its last point
    here = points[turn]
    before = points[turn - 1] if turn > 0 else points[0]
    dx, dy = here.x() - before.x(), here.y() - before.y()
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    radius = 0.2
    centre = QPointF(here.x() - ux * radius * 0.2, here.y() - uy * radius * 0.2)
    angle = math.degrees(math.atan2(-uy, ux))  # Qt counts angles anticlockwise with y up
    box = QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
    path = QPainterPath()
    path.arcMoveTo(box, angle + 90)
    path.arcTo(box, angle + 90, -180)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(RAY, 0.08, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    painter.drawPath(path)


class ExampleDiagram(QWidget):
    """One rule example, drawn to the widget's size."""

    def __init__(self, example: RuleExample, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.example = example
        board = example.board
        self._board = board
        self._atoms = board.cells_from_names(example.atoms)
        self._ray = example.ray()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setMinimumSize(200, 200)  # a ray reflected at the edge was a blob at 165 px (QA)

    def sizeHint(self) -> QSize:
        return QSize(250, 250)

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        paint_example(painter, QRectF(self.rect()).adjusted(4, 4, -4, -4), self._board, self._atoms, self._ray)
        painter.end()
