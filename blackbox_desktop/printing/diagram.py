"""One board diagram: the cells, the rim and the port numbers around it, drawn in millimetres.

The notepad's cards and the booklet's title page and solutions all draw
their boards here, so that every printed diagram looks alike.  All board
geometry comes from the model (``cell_outline``, ``cell_centre``,
``port_position``, ``port_edge_midpoint``, ``heading_vector``, ``bounds``),
scaled from board units to millimetres to fill the room it is given.

board unit
    The model's own measure: a square cell is one unit across.
rim
    The edge of each port's entry cell that a ray crosses on its way in,
    drawn heavier than the grid.
port spot
    Where a port is drawn: its rim edge, the circle with its number, and
    beyond it the note written there when the diagram is filled in
    (:mod:`.diagram_fill`).
sparse numbering
    On a diagram too small for every port's number (the booklet's small
    solutions), only port 1 and every 5th (10th...) port are numbered, just
    off the rim, like a ruler.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QRadialGradient

from ..looks import look_for
from ..model.board import Board, Point
from .canvas import (
    ACCENT,
    CAPITAL,
    CELL_TINT,
    CELL_TINT_HEX,
    FAINT,
    GRID,
    INK,
    MM_PER_POINT,
    PAPER,
    SOFT_INK,
    Canvas,
    pt,
)
from .diagram_fill import DiagramFill
from .layout import DiagramShape, Rect

PORT_RADIUS = {"ortho": 0.34, "hex": 0.25}
"""Radius of a port-number circle, in board units."""
NOTE_RADIUS = {"ortho": 0.29, "hex": 0.22}
"""Radius of a marker token written beyond a port circle."""
CROSS_ARM = 0.26
"""Half the width of the cross over a cell crossed as surely empty, in board units: inside the cell."""
WRONG_ARM = 0.3
"""Half the width of the red cross over a wrong ball, in board units: it reaches past the ball's edge."""


@dataclass(frozen=True, slots=True)
class PortSpot:
    """Where a port is drawn, in board units: its rim edge, its number and its note."""

    edge: Point
    label: Point
    note: Point


def port_spots(board: Board) -> dict[int, PortSpot]:
    """Places for every port's number and note, from the model's rim geometry.

    On the square side a port's number sits in the imaginary cell outside it
    (``port_position``).  On the hexagonal side two ports share each outside
    cell, so the numbers are set out from the rim along the side of the big
    hexagon, alternately near and far, like the teeth of a zip.
    """
    spots: dict[int, PortSpot] = {}
    if board.kind != "hex":
        for port in board.ports:
            cx, cy = board.cell_centre(board.port_entry_cell(port))
            dx, dy = board.heading_vector(board.port_heading(port))
            spots[port] = PortSpot(
                board.port_edge_midpoint(port), board.port_position(port), (cx - 1.74 * dx, cy - 1.74 * dy)
            )
        return spots
    count = board.port_count
    outward = {port: _neg(board.heading_vector(board.port_heading(port))) for port in board.ports}
    for port in board.ports:
        before, after = outward[(port - 2) % count + 1], outward[port % count + 1]
        own = outward[port]
        direction = _unit((before[0] + 2 * own[0] + after[0], before[1] + 2 * own[1] + after[1]))
        near = port % 2 == 1
        label_at, note_at = (0.42, 1.3) if near else (0.92, 1.8)
        mx, my = board.port_edge_midpoint(port)
        spots[port] = PortSpot(
            (mx, my),
            (mx + direction[0] * label_at, my + direction[1] * label_at),
            (mx + direction[0] * note_at, my + direction[1] * note_at),
        )
    return spots


def _neg(vector: Point) -> Point:
    return (-vector[0], -vector[1])


def _unit(vector: Point) -> Point:
    length = math.hypot(*vector) or 1.0
    return (vector[0] / length, vector[1] / length)


def diagram_shape(board: Board, filled: bool) -> DiagramShape:
    """The room ``board``'s diagram takes, in cells (with the notes beyond the ports when ``filled``).

    >>> from blackbox_desktop.model.board import parse_board
    >>> diagram_shape(parse_board("ortho-2x26"), False)
    DiagramShape(width=27.8, height=3.8)
    """
    left, top, right, bottom = _extent(board, port_spots(board), filled)
    return DiagramShape(round(right - left, 6), round(bottom - top, 6))


def _extent(board: Board, spots: dict[int, PortSpot], filled: bool) -> tuple[float, float, float, float]:
    """``(left, top, right, bottom)`` of the cells, port circles and (when filled) the notes."""
    left, top, right, bottom = board.bounds(0.0)
    reach = PORT_RADIUS[board.kind] + 0.06
    note_reach = NOTE_RADIUS[board.kind] + 0.06
    for spot in spots.values():
        for (x, y), r in ((spot.label, reach), *(((spot.note, note_reach),) if filled else ())):
            left, top = min(left, x - r), min(top, y - r)
            right, bottom = max(right, x + r), max(bottom, y + r)
    return left, top, right, bottom


LABEL_FIT = 1.1
"""How much wider than its circle a port number may be before a diagram numbers only a few ports."""
SPARSE_STEPS = (5, 10, 20, 25, 50)
"""On a diagram too small to number every port: port 1 and every 5th (or 10th...) port, like a ruler."""
RIM_GAP = 0.3
"""Millimetres between the rim and a port number set out on its own."""
NUMBER_ROOM = 0.85
"""How far from a port circle's centre the corners of its number may reach, in the circle's inner radius."""


def sparse_ports(port_count: int, step: int) -> list[int]:
    """The ports a small diagram numbers: port 1, to show where counting starts, and every ``step``-th.

    >>> sparse_ports(54, 5)
    [1, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50]
    >>> sparse_ports(32, 10)
    [1, 10, 20, 30]
    """
    return [1, *range(step, port_count + 1, step)]


def draw_diagram(canvas: Canvas, area: Rect, board: Board, fill: DiagramFill | None) -> None:
    spots = port_spots(board)
    left, top, right, bottom = _extent(board, spots, fill is not None)
    unit = min(area.width / (right - left), area.height / (bottom - top))
    radius = PORT_RADIUS[board.kind] * unit
    port_pt = max(pt(radius * 0.72), 3.6)
    widest = canvas.text_width(str(board.port_count), port_pt, QFont.Weight.DemiBold)
    # Numbers too wide for their circles would run into each other (the booklet's small hexagonal
    # solutions): then only a few ports are numbered, in circles that fit them, just off the rim.
    sparse = widest > 2 * radius * LABEL_FIT
    # Board units between the rim and a sparse number's circle: beyond the notes on a filled diagram (QA: on
    # six hex-9 cards a page the numbers hid the markers of their ports and of their neighbours), and on a
    # hexagon by the height of its zigzag too, so that no circle sits on a corner.
    clear = (_note_clearance(spots, NOTE_RADIUS[board.kind]) if fill is not None and fill.port_notes else 0.0) + (
        0.3 if board.kind == "hex" else 0.0
    )
    if sparse:
        radius = widest / 2 + 0.3
        fixed = 2 * radius + RIM_GAP  # millimetres, whatever the scale
        cl, ct, cr, cb = board.bounds(0.0)
        fitted = min(
            (area.width - 2 * fixed) / (cr - cl + 2 * clear), (area.height - 2 * fixed) / (cb - ct + 2 * clear)
        )
        if 0 < fitted < unit:
            unit = fitted
            reach = fixed / unit + clear
            left, top, right, bottom = cl - reach, ct - reach, cr + reach, cb + reach
    ox = area.x + (area.width - (right - left) * unit) / 2 - left * unit
    oy = area.y + (area.height - (bottom - top) * unit) / 2 - top * unit

    def at(point: Point) -> Point:
        return (ox + point[0] * unit, oy + point[1] * unit)

    tint = CELL_TINT if board.kind == "ortho" else CELL_TINT_HEX
    grid_width = max(0.12, unit * 0.022)
    for cell in board.cells:
        canvas.polygon([at(p) for p in board.cell_outline(cell)], GRID, grid_width, tint)
    # The rim: for each port, the edge of its entry cell that the ray crosses.
    rim_width = max(0.35, unit * 0.06)
    for port in board.ports:
        a, b = _rim_edge(board, port)
        canvas.line(at(a), at(b), INK, rim_width)

    filled_cells = (fill.atoms | fill.balls) if fill is not None else frozenset()
    name_pt = max(pt(unit * 0.2), 3.2)
    # Names wider than their cells would run into each other (a 26×26 board on an A5 booklet's title page): then
    # the cells go unnamed.
    named = max(canvas.text_width(board.cell_name(cell), name_pt) for cell in board.cells) < unit * 0.9
    for cell in board.cells:
        x, y = at(board.cell_centre(cell))
        box = Rect(x - unit / 2, y - unit / 2, unit, unit)
        if named and cell not in filled_cells:
            canvas.text(box, board.cell_name(cell), name_pt, FAINT)

    if fill is not None:
        _draw_fill(canvas, board, fill, spots, at, unit, name_pt)

    labels: dict[int, tuple[Point, Point]] = {}
    """``port: (rim point, centre of its number)`` in millimetres."""
    if not sparse:
        labels = {port: (at(spot.edge), at(spot.label)) for port, spot in spots.items()}
    else:
        for step in SPARSE_STEPS:
            labels = {}
            gap = RIM_GAP + clear * unit
            for port in sparse_ports(board.port_count, step):
                edge, towards = at(spots[port].edge), at(spots[port].label)
                dx, dy = _unit((towards[0] - edge[0], towards[1] - edge[1]))
                labels[port] = (edge, (edge[0] + dx * (radius + gap), edge[1] + dy * (radius + gap)))
            centres = [centre for _edge, centre in labels.values()]
            if all(math.dist(a, b) >= 2 * radius + 0.4 for a, b in itertools.combinations(centres, 2)):
                break
    for port, (edge, centre) in labels.items():
        dx, dy = centre[0] - edge[0], centre[1] - edge[1]
        length = math.hypot(dx, dy) or 1.0
        if length > radius:
            stop = (centre[0] - dx / length * radius, centre[1] - dy / length * radius)
            canvas.line(edge, stop, GRID, grid_width)
        outline = max(0.15, unit * 0.022)
        canvas.circle(centre, radius, INK, outline, PAPER)
        side = max(unit, 2 * radius + 1)
        box = Rect(centre[0] - side / 2, centre[1] - side / 2, side, side)
        spacing, stretch = _narrowed(port)
        size = _number_size(canvas, str(port), port_pt, (spacing, stretch), radius - outline / 2)
        canvas.text(
            box, str(port), size, INK, Qt.AlignmentFlag.AlignCenter, QFont.Weight.DemiBold, spacing, stretch=stretch
        )


NARROW_DIGITS = 75
"""The width of a three-digit port number's digits, in percent of the font's own: "101" in its circle on a
hex-9 or 26×26 diagram printed at the canvas's 3-point floor in the font's own width, and about a fifth larger
so narrowed (DejaVu Sans Condensed, or the font narrowed)."""


def _narrowed(port: int) -> tuple[float, int]:
    """``(letter spacing, stretch)`` of a port's number: the letters closer from two digits up, and narrower
    from three."""
    return (90.0 if port >= 10 else 100.0), (NARROW_DIGITS if port >= 100 else 100)


def _number_size(canvas: Canvas, text: str, size_pt: float, narrowed: tuple[float, int], room: float) -> float:
    """The point size at which ``text``, a port number, stands inside a circle of radius ``room`` millimetres:
    ``size_pt``, or less for a number too wide for it (QA: "100" to "104" ran over their outlines on 26×26)."""
    half_height = size_pt * MM_PER_POINT * CAPITAL / 2
    half_width = canvas.text_width(text, size_pt, QFont.Weight.DemiBold, *narrowed) / 2
    if math.hypot(half_width, half_height) <= room * NUMBER_ROOM:
        return size_pt
    # Width and height shrink together: the corner of the number's box comes onto the circle.
    return size_pt * room * NUMBER_ROOM / math.hypot(half_width, half_height)


SMALLEST_PAD_PT = 3.0
"""The smallest point size the setter's answers beyond the ports may shrink to, to keep clear of each other."""
PAD_GAP = 0.25
"""Millimetres kept free between two of the setter's answers written beyond neighbouring ports."""


def _pad_size(canvas: Canvas, notes: list[tuple[Point, str]], size_pt: float) -> float:
    """The point size of the setter's answers written at ``notes`` (centre, text): ``size_pt``, or smaller until no
    two of them touch (QA: on a hex-9 setter's copy at four a page on Letter or Legal turned sideways, a far port's
    "101" ran into its near neighbour's "41" on the hexagon's slanting sides), but never below
    :data:`SMALLEST_PAD_PT`."""
    size = size_pt
    while True:
        half_height = size * MM_PER_POINT * CAPITAL / 2 + PAD_GAP / 2
        widths = {
            text: canvas.text_width(text, size, QFont.Weight.Bold, stretch=_pad_stretch(text)) / 2 + PAD_GAP / 2
            for _c, text in notes
        }
        clear = all(
            abs(a[0] - b[0]) >= widths[a_text] + widths[b_text] or abs(a[1] - b[1]) >= 2 * half_height
            for (a, a_text), (b, b_text) in itertools.combinations(notes, 2)
        )
        if clear or size <= SMALLEST_PAD_PT:
            return size
        size = max(SMALLEST_PAD_PT, size * 0.95)


def _pad_stretch(text: str) -> int:
    """The width of the letters of one of the setter's answers: a three-digit exit port's narrowed, as the port
    numbers are (it shrank to 3 points to keep clear of its neighbours)."""
    return NARROW_DIGITS if len(text) >= 3 else 100


def _note_clearance(spots: dict[int, PortSpot], note_radius: float) -> float:
    """How far beyond the rim the notes written at the ports reach, in board units."""
    return max(math.dist(spot.edge, spot.note) for spot in spots.values()) + note_radius


def _rim_edge(board: Board, port: int) -> tuple[Point, Point]:
    outline = board.cell_outline(board.port_entry_cell(port))
    mx, my = board.port_edge_midpoint(port)
    edges = [(outline[i], outline[(i + 1) % len(outline)]) for i in range(len(outline))]
    return min(
        edges,
        key=lambda edge: math.hypot((edge[0][0] + edge[1][0]) / 2 - mx, (edge[0][1] + edge[1][1]) / 2 - my),
    )


def _draw_fill(
    canvas: Canvas,
    board: Board,
    fill: DiagramFill,
    spots: dict[int, PortSpot],
    at: Callable[[Point], Point],
    unit: float,
    name_pt: float,
) -> None:
    for cell in board.cells:
        centre = at(board.cell_centre(cell))
        radius = unit * 0.34
        if cell in fill.atoms or cell in fill.balls:
            gradient = QRadialGradient(QPointF(centre[0] - radius * 0.35, centre[1] - radius * 0.4), radius * 1.3)
            if cell in fill.atoms:
                gradient.setColorAt(0.0, QColor("#6d7681"))
                gradient.setColorAt(1.0, QColor("#0e1217"))
            else:
                gradient.setColorAt(0.0, QColor("#c9ced4"))
                gradient.setColorAt(1.0, QColor("#59636e"))
            canvas.circle(centre, radius, INK, max(0.12, unit * 0.02), QBrush(gradient))
            box = Rect(centre[0] - unit / 2, centre[1] - unit / 2, unit, unit)
            canvas.text(box, board.cell_name(cell), name_pt, PAPER, Qt.AlignmentFlag.AlignCenter, QFont.Weight.DemiBold)
        if cell in fill.missed:
            canvas.circle(centre, unit * 0.4, ACCENT, max(0.25, unit * 0.04), None, Qt.PenStyle.DashLine)
        if cell in fill.wrong_balls:
            # Crossed in red over the ball, as the window crosses it: a wrong ball looked like a right one (QA).
            arm = unit * WRONG_ARM
            x, y = centre
            for sign in (1, -1):
                canvas.line((x - arm, y - sign * arm), (x + arm, y + sign * arm), ACCENT, max(0.3, unit * 0.06))
        if cell in fill.crossed:
            # Crossed in pencil as on the paper sheet, over the cell's name, which stays readable.
            arm = unit * CROSS_ARM
            x, y = centre
            for sign in (1, -1):
                canvas.line((x - arm, y - sign * arm), (x + arm, y + sign * arm), SOFT_INK, max(0.2, unit * 0.035))

    note_radius = NOTE_RADIUS[board.kind] * unit
    note_pt = max(pt(note_radius * 0.8), 3.4)
    pad = [(at(spots[port].note), text) for port, text, marker in fill.port_notes if marker is None]
    pad_pt = _pad_size(canvas, pad, note_pt)
    label_radius = PORT_RADIUS[board.kind] * unit
    for port, text, marker in fill.port_notes:
        centre, label = at(spots[port].note), at(spots[port].label)
        dx, dy = centre[0] - label[0], centre[1] - label[1]
        length = math.hypot(dx, dy) or 1.0
        if length > label_radius + note_radius + 0.4:
            # A lead from the port's number to what was written there: on the hexagon a near port's note
            # stands between two far numbers, and a faint grey lead left it looking like a neighbour's (QA).
            canvas.line(
                (label[0] + dx / length * label_radius, label[1] + dy / length * label_radius),
                (centre[0] - dx / length * note_radius, centre[1] - dy / length * note_radius),
                SOFT_INK,
                max(0.2, unit * 0.03),
            )
        box = Rect(centre[0] - unit / 2, centre[1] - unit / 2, unit, unit)
        if marker is None:
            # The setter's pad: her answer, in the accent colour.
            canvas.text(
                box, text, pad_pt, ACCENT, Qt.AlignmentFlag.AlignCenter, QFont.Weight.Bold, stretch=_pad_stretch(text)
            )
            continue
        # The token as it lies on the window's board (QA: Parker's orange ★ ♥ ♦ pairs were printed as
        # Franjos' numbered colours, to be matched up by hand).
        token = look_for(fill.edition).token(marker)
        if port in fill.differing:
            # A ray her balls answer otherwise: ringed in red, as on the window's board after the reveal.
            canvas.circle(centre, note_radius * 1.32, ACCENT, max(0.3, unit * 0.05), None)
        canvas.circle(centre, note_radius, QColor(token.rim), max(0.15, unit * 0.03), QColor(token.fill))
        canvas.text(box, token.label, note_pt, QColor(token.ink), Qt.AlignmentFlag.AlignCenter, QFont.Weight.Bold)
