"""Where things go in the scene, from the model's geometry only.

The model gives positions in board units (a cell is one unit across).  The
scene multiplies them by :data:`UNIT`; tokens and labels are placed along the
port's own heading vector, so nothing here knows what a square or a hexagon
looks like.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QPolygonF

from ..model.board import Board, Cell, Port
from ..model.port_names import FRENCH, NUMBERS, port_label

UNIT = 40.0
"""Scene units per board unit."""

TRAY_WIDTH = 2.9
TRAY_GAP = 0.5


class BoardLayout:
    """Scene positions for one board: cells, ports, labels, the plank and the trays."""

    def __init__(
        self, board: Board, atom_count: int, label_style: str = NUMBERS, trays_below: bool = False
    ) -> None:
        self.board = board
        self.atom_count = atom_count
        self.trays_below = trays_below
        """The trays stand in a band under the board (a tall, narrow view) instead of beside it."""
        self.label_style = label_style
        """How ports are named on the rim: ``numbers`` or ``french`` (model.port_names)."""
        hexagonal = board.kind == "hex"
        # How far outside the rim edge a port's token sits, and how big it is.
        # On the square side that is exactly the model's port_position.
        self.token_offset = 0.40 if hexagonal else 0.5
        self.token_radius = (0.25 if hexagonal else 0.34) * UNIT
        self.label_offset = self.token_offset + (0.50 if hexagonal else 0.62)
        self.ball_radius = (0.36 if hexagonal else 0.38) * UNIT
        # Three-digit numbers (big hexagonal boards) need a smaller type to fit their slots.
        self.label_size = (0.36 if not hexagonal else 0.30 if board.port_count < 100 else 0.23) * UNIT
        margin = self.label_offset + (0.6 if hexagonal else 0.48)
        self._tokens, self._labels = self._place_ports()
        left, top, right, bottom = board.bounds(margin=margin)
        self.plank = QRectF(left * UNIT, top * UNIT, (right - left) * UNIT, (bottom - top) * UNIT)
        self._build_trays()

    # -- cells ------------------------------------------------------------------------

    def point(self, xy: tuple[float, float]) -> QPointF:
        return QPointF(xy[0] * UNIT, xy[1] * UNIT)

    def cell_centre(self, cell: Cell) -> QPointF:
        return self.point(self.board.cell_centre(cell))

    def cell_polygon(self, cell: Cell) -> QPolygonF:
        return QPolygonF([self.point(p) for p in self.board.cell_outline(cell)])

    # -- ports --------------------------------------------------------------------------

    def outward(self, port: Port) -> tuple[float, float]:
        """Unit vector pointing out of the board at ``port`` (against the ray)."""
        dx, dy = self.board.heading_vector(self.board.port_heading(port))
        return (-dx, -dy)

    def _along(self, port: Port, distance: float) -> tuple[float, float]:
        x, y = self.board.port_edge_midpoint(port)
        ox, oy = self.outward(port)
        return (x + ox * distance, y + oy * distance)

    def _place_ports(self) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
        """Tokens just outside their rim edge, numbers just outside the tokens.

        Where the rim turns inwards (between two hexagons) two edges face each
        other and their tokens would touch; they are pushed apart along the
        line joining them until they clear, like the holes of a real board.
        """
        ports = list(self.board.ports)
        radius = self.token_radius / UNIT
        tokens = relax([self._along(p, self.token_offset) for p in ports], 2 * radius + 0.06)
        labels = []
        left, top, right, bottom = self.board.bounds(margin=0.0)
        cx, cy = (left + right) / 2, (top + bottom) / 2
        gap = self.label_offset - self.token_offset
        for port, (x, y) in zip(ports, tokens, strict=True):
            ox, oy = self.outward(port)
            if self.board.kind == "hex":
                # Lean the number away from the middle of the board, so that
                # numbers fan out where two rim edges face each other.
                rx, ry = x - cx, y - cy
                length = math.hypot(rx, ry) or 1.0
                ox, oy = ox + 0.8 * rx / length, oy + 0.8 * ry / length
                norm = math.hypot(ox, oy) or 1.0
                ox, oy = ox / norm, oy / norm
            labels.append((x + ox * gap, y + oy * gap))
        # Numbers must clear each other by their width, not only their height: "100" and "99"
        # side by side read as one number otherwise (the top of a side-9 hexagon).
        digits = len(str(self.board.port_count))
        spacing = self.label_size / UNIT * max(1.75, 0.62 * digits + 0.55)
        labels = relax(labels, spacing, fixed=tokens, fixed_distance=radius + 0.2)
        return tokens, labels

    def port_text(self, port: Port) -> str:
        """What is printed by ``port`` on the rim.

        French names print only the row letter or column number, as on a paper grid: the side
        of the board the label stands on says the rest ("D" on the left is "D gauche").
        """
        return port_label(self.board, port, self.label_style).split()[0]

    def port_name(self, port: Port) -> str:
        """The port in words for tooltips and the status bar ("Port 4", or "D gauche (port 4)")."""
        if self.label_style == FRENCH and self.board.kind == "ortho":
            return f"{port_label(self.board, port, FRENCH)} (port {port})"
        return QCoreApplication.translate("BoardLayout", "Port {port}").replace("{port}", str(port))

    def token_centre(self, port: Port) -> QPointF:
        """Where the marker token of ``port`` lies."""
        return self.point(self._tokens[port - 1])

    def label_centre(self, port: Port) -> QPointF:
        """Where the port's number is printed, just outside its token."""
        return self.point(self._labels[port - 1])

    def edge_midpoint(self, port: Port) -> QPointF:
        return self.point(self.board.port_edge_midpoint(port))

    def path(self, port: Port, points: list[tuple[float, float]], end: Port | None) -> list[QPointF]:
        """A ray's path (``Ray.points``) in the scene, from ``port``'s hole to the hole of ``end``.

        ``end`` is the port the ray came out at (``port`` itself when reflected), None when absorbed.
        The model's port points are not the holes: on the hexagonal side two ports share one, and the
        holes were pushed apart where the rim turns inwards.
        """
        scene = [self.point(xy) for xy in points]
        scene[0] = self.token_centre(port)
        if end is not None:
            scene[-1] = self.token_centre(end)
        return scene

    # -- trays --------------------------------------------------------------------------

    def _build_trays(self) -> None:
        self.token_pitch = max(self.token_radius * 2.5, 0.8 * UNIT)
        self.ball_tray, self.token_tray, self.ball_slots = self._trays(self.trays_below)

    def set_trays_below(self, below: bool) -> None:
        """Move the trays under the board (or back beside it); the board itself stays where it is."""
        self.trays_below = below
        self._build_trays()

    def _trays(self, below: bool) -> tuple[QRectF, QRectF, list[QPointF]]:
        """The ball tray, the marker tray and the balls' slots, beside the board or in a band under it."""
        pitch = self.ball_radius * 2.25
        if below:
            # Balls at the left of the band, tokens at its right, each in rows.
            top = self.plank.bottom() + TRAY_GAP * UNIT
            columns = max(2, min(self.atom_count, 5))
            rows = max(1, math.ceil(self.atom_count / columns))
            ball_width = max(TRAY_WIDTH * UNIT, columns * pitch + 0.5 * UNIT)
            height = max(0.9 * UNIT + rows * pitch + 0.2 * UNIT, 1.1 * UNIT + 2 * self.token_pitch)
            balls = QRectF(self.plank.left(), top, ball_width, height)
            left = balls.right() + TRAY_GAP * UNIT
            tokens = QRectF(left, top, max(self.plank.right() - left, TRAY_WIDTH * UNIT), height)
        else:
            left = self.plank.right() + TRAY_GAP * UNIT
            width = TRAY_WIDTH * UNIT
            columns = 2
            rows = max(1, math.ceil(self.atom_count / columns))
            balls = QRectF(left, self.plank.top(), width, 0.9 * UNIT + rows * pitch + 0.2 * UNIT)
            token_top = balls.bottom() + TRAY_GAP * UNIT
            tokens = QRectF(left, token_top, width, max(self.plank.bottom() - token_top, 5.2 * UNIT))
        slots = []
        for index in range(self.atom_count):
            row, column = divmod(index, columns)
            x = balls.left() + balls.width() / 2 + (column - (columns - 1) / 2) * pitch
            y = balls.top() + 0.9 * UNIT + pitch / 2 + row * pitch
            slots.append(QPointF(x, y))
        return balls, tokens, slots

    def _token_columns(self) -> int:
        if not self.trays_below:
            return 2
        return max(2, int((self.token_tray.width() - 0.4 * UNIT) // (self.token_pitch * 1.1)))

    def token_slot(self, index: int) -> QPointF:
        """Place of the ``index``-th token in the marker tray (two columns beside the board, rows below it)."""
        columns = self._token_columns()
        row, column = divmod(index, columns)
        middle = (columns - 1) / 2
        x = self.token_tray.left() + self.token_tray.width() / 2 + (column - middle) * self.token_pitch * 1.1
        y = self.token_tray.top() + 0.95 * UNIT + self.token_pitch / 2 + row * self.token_pitch
        return QPointF(x, y)

    @property
    def token_slots_available(self) -> int:
        usable = self.token_tray.height() - 1.1 * UNIT
        return max(2, int(usable // self.token_pitch) * self._token_columns())

    @property
    def scene_rect(self) -> QRectF:
        return self._table(self.ball_tray, self.token_tray)

    def _table(self, balls: QRectF, tokens: QRectF) -> QRectF:
        pad = 0.35 * UNIT
        return self.plank.united(balls).united(tokens).adjusted(-pad, -pad, pad, pad)

    def trays_fit_below(self, width: float, height: float) -> bool:
        """Whether a view of ``width`` × ``height`` pixels shows the board clearly larger with the trays under it.

        Beside the board is the table's usual look; below wins only by more than a tenth, so that a
        window resized near the balance does not switch back and forth.
        """
        def scale(below: bool) -> float:
            balls, tokens, _slots = self._trays(below)
            rect = self._table(balls, tokens)
            return min(width / rect.width(), height / rect.height())

        return scale(True) > 1.1 * scale(False)


def relax(
    points: list[tuple[float, float]],
    distance: float,
    *,
    fixed: list[tuple[float, float]] | None = None,
    fixed_distance: float = 0.0,
    rounds: int = 60,
) -> list[tuple[float, float]]:
    """Push points apart until no two are closer than ``distance`` (and clear of ``fixed``)."""
    moved = [list(p) for p in points]
    obstacles = fixed or []
    for _ in range(rounds):
        calm = True
        for i in range(len(moved)):
            for j in range(i + 1, len(moved)):
                dx = moved[j][0] - moved[i][0]
                dy = moved[j][1] - moved[i][1]
                gap = math.hypot(dx, dy)
                if gap < distance - 1e-6:
                    calm = False
                    if gap < 1e-9:
                        dx, dy, gap = 1.0, 0.0, 1.0
                    push = (distance - gap) / 2 / gap
                    moved[i][0] -= dx * push
                    moved[i][1] -= dy * push
                    moved[j][0] += dx * push
                    moved[j][1] += dy * push
            for ox, oy in obstacles:
                dx = moved[i][0] - ox
                dy = moved[i][1] - oy
                gap = math.hypot(dx, dy)
                if 1e-9 < gap < fixed_distance - 1e-6:
                    calm = False
                    push = (fixed_distance - gap) / gap
                    moved[i][0] += dx * push
                    moved[i][1] += dy * push
        if calm:
            break
    return [(p[0], p[1]) for p in moved]
