"""Where things go in the scene, from the model's geometry only.

The model gives positions in board units (a cell is one unit across).  The
scene multiplies them by :data:`UNIT`; tokens and labels are placed along the
port's own heading vector (or, for two ports whose rays start from the same
outside point, along the line between their two headings), so nothing here
knows what a square or a hexagon looks like.
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

    def __init__(self, board: Board, atom_count: int, label_style: str = NUMBERS, trays_below: bool = False) -> None:
        self.board = board
        self.atom_count = atom_count
        self.trays_below = trays_below
        self._polygons: dict[Cell, QPolygonF] = {}
        """The trays stand in a band under the board (a tall, narrow view) instead of beside it."""
        self.label_style = label_style
        """How ports are named on the rim: ``numbers`` or ``french`` (model.port_names)."""
        hexagonal = board.kind == "hex"
        # How far outside the line of its rim edge a port's token sits, and how big it is.
        # On the square side that is exactly the model's port_position.  On the hexagonal side
        # the tokens of a board side stand half a unit apart (two edges a cell): their width
        # leaves a gap between them, and the distance clears the inlay's dark lip.
        self.token_offset = 0.40 if hexagonal else 0.5
        self.token_radius = (0.23 if hexagonal else 0.34) * UNIT
        self.label_offset = self.token_offset + (0.47 if hexagonal else 0.62)
        self.entry_marks = hexagonal
        """Each hole carries a mark pointing the way its ray goes in: on the hexagonal side a hole
        does not stand on its ray's line, and two holes of a notch fire across each other."""
        self.ball_radius = (0.36 if hexagonal else 0.38) * UNIT
        self.stop_bar_half = (0.14 if hexagonal else 0.22) * UNIT
        """Half the length of the bar across an absorbed ray's path.  Two rays stopped at the door of one
        hexagon stop at the middles of two neighbouring edges: longer bars met in a V at their corner (QA)."""
        # Three-digit numbers (big hexagonal boards) need a smaller type to fit their slots.
        self.label_size = (0.36 if not hexagonal else 0.30 if board.port_count < 100 else 0.23) * UNIT
        margin = self.label_offset + (0.6 if hexagonal else 0.48)
        self._tokens, self._labels = self._place_ports()
        left, top, right, bottom = board.bounds(margin=margin)
        # Numbers stepped out of a crowded row (a hexagon's top and bottom) keep the same wood around them, and
        # the board stays in the middle of its plank (a small hexagon's top row alone stepped out, QA).
        room = 0.35 + self.label_size / UNIT / 2
        across = max(0.0, left - min(x - room for x, _ in self._labels), max(x + room for x, _ in self._labels) - right)
        down = max(0.0, top - min(y - room for _, y in self._labels), max(y + room for _, y in self._labels) - bottom)
        left, right, top, bottom = left - across, right + across, top - down, bottom + down
        self.plank = QRectF(left * UNIT, top * UNIT, (right - left) * UNIT, (bottom - top) * UNIT)
        self._build_trays()

    # -- cells ------------------------------------------------------------------------

    def point(self, xy: tuple[float, float]) -> QPointF:
        return QPointF(xy[0] * UNIT, xy[1] * UNIT)

    def cell_centre(self, cell: Cell) -> QPointF:
        return self.point(self.board.cell_centre(cell))

    def cell_polygon(self, cell: Cell) -> QPolygonF:
        polygon = self._polygons.get(cell)
        if polygon is None:
            # Kept: the plank draws every cell's outline three times at each new size (a window's edge dragged).
            polygon = self._polygons[cell] = QPolygonF([self.point(p) for p in self.board.cell_outline(cell)])
        return QPolygonF(polygon)  # a copy (shared until changed): the one kept stays as it is

    # -- ports --------------------------------------------------------------------------

    def outward(self, port: Port) -> tuple[float, float]:
        """Unit vector pointing out of the board at ``port`` (against the ray)."""
        dx, dy = self.board.heading_vector(self.board.port_heading(port))
        return (-dx, -dy)

    def _place_ports(self) -> tuple[list[tuple[float, float]], list[tuple[float, float]]]:
        """Tokens just outside their rim edge, numbers just beyond the tokens.

        Where the rim turns inwards (the notch between two hexagons) the two edges face each other
        and their rays start from the same outside point: a token on each ray's own line would
        touch its neighbour.  So the two tokens of a notch stand out along the notch's middle
        line instead, which puts every token of a side of the board on one straight row, evenly
        spaced and in number order, each still in front of its own edge (the carved mark says the
        way it fires).  A port alone at its outside point (every port of the square side, a
        corner of the hexagon) stands on its ray's line.
        """
        board = self.board
        ports = list(board.ports)
        sharing: dict[tuple[float, float], list[Port]] = {}
        for port in ports:
            x, y = board.port_position(port)
            sharing.setdefault((round(x, 6), round(y, 6)), []).append(port)
        tokens: list[tuple[float, float]] = []
        feet: list[tuple[float, float]] = []
        lines: list[tuple[float, float]] = []
        for port in ports:
            ox, oy = self.outward(port)
            x, y = board.port_position(port)
            ux, uy = ox, oy
            for other in sharing[(round(x, 6), round(y, 6))]:
                if other != port:
                    px, py = self.outward(other)
                    ux, uy = ux + px, uy + py
            length = math.hypot(ux, uy)
            ux, uy = ux / length, uy / length
            # Stretched along the slanted line so that the token stands token_offset from its
            # edge's line, as far as a token on a straight line does.
            reach = self.token_offset / (ux * ox + uy * oy)
            mx, my = board.port_edge_midpoint(port)
            tx, ty = mx + ux * reach, my + uy * reach
            tokens.append((tx, ty))
            feet.append((tx - ox * self.token_offset, ty - oy * self.token_offset))
            lines.append((ux, uy))
        self._feet = feet
        return tokens, self._place_labels(ports, tokens, lines)

    def _place_labels(
        self, ports: list[Port], tokens: list[tuple[float, float]], lines: list[tuple[float, float]]
    ) -> list[tuple[float, float]]:
        """Each number beyond its token on the token's line; one that would run into a number
        already placed ("101" beside "100" on the top row of a side-9 hexagon) steps further out."""
        size = self.label_size / UNIT
        gap = self.label_offset - self.token_offset
        labels: list[tuple[float, float]] = []
        widths: list[float] = []
        for port, (tx, ty), (ux, uy) in zip(ports, tokens, lines, strict=True):
            # A bold digit is about 0.7 of the type size wide.
            width = 0.7 * size * len(self.port_text(port))
            # Clear of the token by the same margin whatever its length: beside the board a two-digit number
            # touched its token, and "(3) 22" read as "322" (QA).
            reach = max(gap, self.token_radius / UNIT + 0.1 + width / 2 * abs(ux) + 0.35 * size * abs(uy))
            for _attempt in range(4):
                x, y = tx + ux * reach, ty + uy * reach
                crowded = any(
                    abs(x - lx) < (width + lw) / 2 + 0.45 * size and abs(y - ly) < 0.95 * size
                    for (lx, ly), lw in zip(labels, widths, strict=True)
                )
                if not crowded:
                    break
                reach += 1.05 * size  # one step clears the row (0.95 size high) it stepped out of
            labels.append((x, y))
            widths.append(width)
        return labels

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

    def entry_mark(self, port: Port) -> QPolygonF:
        """A small wedge between ``port``'s hole and its edge, pointing the way the ray goes in."""
        ox, oy = self.outward(port)
        tx, ty = self._tokens[port - 1]
        radius = self.token_radius / UNIT
        tip = self.token_offset - 0.03  # short of the middle of the inlay's dark lip
        base = radius * 0.72
        half = radius * 0.5
        return QPolygonF(
            [
                self.point((tx - ox * tip, ty - oy * tip)),
                self.point((tx - ox * base - oy * half, ty - oy * base + ox * half)),
                self.point((tx - ox * base + oy * half, ty - oy * base - ox * half)),
            ]
        )

    def path(self, port: Port, points: list[tuple[float, float]], end: Port | None) -> list[QPointF]:
        """A ray's path (``Ray.points``) in the scene, from ``port``'s hole to the hole of ``end``.

        ``end`` is the port the ray came out at (``port`` itself when reflected), None when absorbed.
        The model's port points are not the holes: on the hexagonal side two ports share one outside
        point, and the holes stand beside their rays' lines.  A path goes from its hole to the middle
        of the rim edge its ray crosses, then along the ray's own line through the centres of the
        cells it crosses, and out through the middle of the exit's edge to the exit's hole.  (Drawn
        from the hole along the heading, the whole path ran a quarter of a cell beside the centres,
        and the two holes over one rim cell fired their stubs across each other, QA.)
        """
        scene = [self.point(xy) for xy in points]
        scene[0] = self.token_centre(port)
        if end == port and len(points) == 3 and points[1] == self.board.port_edge_midpoint(port):
            # Reflected at the edge: in to the edge and back out.
            return [scene[0], self.rim_point(port), scene[0]]
        if not self._on_ray_line(port):
            scene.insert(1, self.rim_point(port))
        if end is not None:
            scene[-1] = self.token_centre(end)
            if not self._on_ray_line(end):
                scene.insert(len(scene) - 1, self.rim_point(end))
        return scene

    def rim_point(self, port: Port) -> QPointF:
        """The middle of the rim edge ``port``'s ray crosses: where its path joins the ray's line."""
        return self.point(self.board.port_edge_midpoint(port))

    def _on_ray_line(self, port: Port) -> bool:
        fx, fy = self._feet[port - 1]
        mx, my = self.board.port_edge_midpoint(port)
        return math.hypot(fx - mx, fy - my) < 1e-6

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

    def fit_scale(self, width: float, height: float) -> float:
        """Pixels per scene unit of the table fitted in a view of ``width`` × ``height`` pixels, its trays where
        such a view puts them (``trays_fit_below``): what the board's size would be in that room."""
        balls, tokens, _slots = self._trays(self.trays_fit_below(width, height))
        rect = self._table(balls, tokens)
        return max(0.0, min(width / rect.width(), height / rect.height()))
