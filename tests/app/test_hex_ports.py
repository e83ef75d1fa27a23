"""The ports of the hexagonal side: each hole stands in front of its own edge and says which way it fires.

Two ports of a notch in the rim share one outside point, so their holes cannot stand on their rays'
lines; they stand in a row along the side of the board instead, each in front of its edge, with a
wedge pointing the way its ray goes in (QA, angle B, item 3).
"""

from __future__ import annotations

import math
from itertools import pairwise

import pytest
from PySide6.QtCore import QPointF

from blackbox_desktop.app.layout import UNIT, BoardLayout
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.hexboard import HexBoard
from blackbox_desktop.model.rays import answer_pad, trace

from driving import click, port_point, start

HEX_SIDES = range(2, 10)
"""Every side the New game dialog offers (its spin box runs from 2 to 9)."""
LIP = 0.055
"""Half the width of the dark lip drawn round the inlay, in board units: a hole must clear it."""


def units(point: QPointF) -> tuple[float, float]:
    return (point.x() / UNIT, point.y() / UNIT)


def distance_to_segment(p: tuple[float, float], a: tuple[float, float], b: tuple[float, float]) -> float:
    ax, ay = b[0] - a[0], b[1] - a[1]
    t = max(0.0, min(1.0, ((p[0] - a[0]) * ax + (p[1] - a[1]) * ay) / (ax * ax + ay * ay)))
    return math.dist(p, (a[0] + t * ax, a[1] + t * ay))


def distance_to_cell(board: HexBoard, cell: int, p: tuple[float, float]) -> float:
    """How far ``p`` is from the cell (0 inside it)."""
    outline = board.cell_outline(cell)
    centre = board.cell_centre(cell)
    if math.dist(p, centre) <= 0.5:  # inside the inscribed circle
        return 0.0
    edges = list(zip(outline, outline[1:] + outline[:1], strict=True))
    inside = all((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) >= 0 for a, b in edges)
    return 0.0 if inside else min(distance_to_segment(p, a, b) for a, b in edges)


def along_ray(board: HexBoard, port: int) -> tuple[float, float]:
    """The way the ray of ``port`` goes in, as a unit vector."""
    return board.heading_vector(board.port_heading(port))


@pytest.mark.parametrize("side", HEX_SIDES)
def test_every_hole_stands_clear_in_front_of_its_own_edge(qapp: object, side: int) -> None:
    board = HexBoard.of(side)
    layout = BoardLayout(board, 2)
    radius = layout.token_radius / UNIT
    tokens = [units(layout.token_centre(port)) for port in board.ports]
    for port, token in zip(board.ports, tokens, strict=True):
        # On the outward side of the edge its ray crosses, in front of that edge (not of a neighbour's).
        hx, hy = along_ray(board, port)
        mx, my = board.port_edge_midpoint(port)
        out = -((token[0] - mx) * hx + (token[1] - my) * hy)
        across = abs((token[0] - mx) * -hy + (token[1] - my) * hx)
        assert out >= radius + LIP, (side, port, out)
        assert across <= 0.5 / math.sqrt(3.0), (side, port, across)  # within half an edge's length
        # Clear of every cell and of the lip round them.
        nearest = min(distance_to_cell(board, cell, token) for cell in board.cells)
        assert nearest >= radius + LIP, (side, port, nearest)
    for i, a in enumerate(tokens):
        for j in range(i + 1, len(tokens)):
            assert math.dist(a, tokens[j]) >= 2 * radius + 0.02, (side, i + 1, j + 1)


@pytest.mark.parametrize("side", HEX_SIDES)
def test_the_holes_of_the_top_and_bottom_rows_stand_in_one_even_row_in_number_order(qapp: object, side: int) -> None:
    # The top row fires down-left and down-right by turns: two identical holes side by side per cell, pushed
    # apart by guesswork, told nothing; in an even row in number order the neighbour tells the way.
    board = HexBoard.of(side)
    layout = BoardLayout(board, 2)
    top_row = {cell for cell in board.cells if board.row_of(cell) == 0}
    bottom_row = {cell for cell in board.cells if board.row_of(cell) == 2 * side - 2}
    for row, headings in ((top_row, {"SE", "SW"}), (bottom_row, {"NE", "NW"})):
        ports = sorted((p for p in board.ports if board.port_entry_cell(p) in row
                        and board.heading_names[board.port_heading(p)] in headings),
                       key=lambda p: layout.token_centre(p).x())
        # The two at the ends are the corners' diagonal ports, alone at their outside points.
        ports = ports[1:-1]
        assert len(ports) == 2 * side - 2
        heights = {round(layout.token_centre(p).y(), 6) for p in ports}
        assert len(heights) == 1, heights
        xs = [layout.token_centre(p).x() / UNIT for p in ports]
        assert all(abs((b - a) - 0.5) < 1e-6 for a, b in pairwise(xs)), xs
        steps = {b - a for a, b in pairwise(ports)}
        assert steps in ({1}, {-1}), ports  # one after another along the rim
        # The numbers stand in two rows, every other one stepped out, each above (or below) its own hole: in
        # one row two-digit numbers ran together ("5453525150494847", QA).
        heights = [round(layout.label_centre(p).y(), 6) for p in ports]
        if board.port_count < 100 and all(p >= 10 for p in ports):
            assert len(set(heights[0::2])) == 1 and len(set(heights[1::2])) == 1
            assert heights[0] != heights[1]
        elif board.port_count < 100:
            assert len(set(heights)) == 1  # single figures fit side by side
        assert all(abs(layout.label_centre(p).x() - layout.token_centre(p).x()) < 1e-6 for p in ports)


@pytest.mark.parametrize("side", (2, 5, 9))
def test_each_number_stands_beyond_its_hole_on_the_same_line(qapp: object, side: int) -> None:
    board = HexBoard.of(side)
    layout = BoardLayout(board, 2)
    for port in board.ports:
        m = board.port_edge_midpoint(port)
        t = units(layout.token_centre(port))
        label = units(layout.label_centre(port))
        cross = (t[0] - m[0]) * (label[1] - m[1]) - (t[1] - m[1]) * (label[0] - m[0])
        assert abs(cross) < 1e-6, port
        assert math.dist(m, label) > math.dist(m, t) + layout.token_radius / UNIT, port


@pytest.mark.parametrize("side", (2, 5, 9))
def test_each_hole_carries_a_wedge_pointing_the_way_its_ray_goes_in(qapp: object, side: int) -> None:
    board = HexBoard.of(side)
    layout = BoardLayout(board, 2)
    assert layout.entry_marks
    radius = layout.token_radius / UNIT
    for port in board.ports:
        tip, *base = [units(point) for point in layout.entry_mark(port)]
        token = units(layout.token_centre(port))
        middle = ((base[0][0] + base[1][0]) / 2, (base[0][1] + base[1][1]) / 2)
        hx, hy = along_ray(board, port)
        length = math.dist(middle, tip)
        assert abs((tip[0] - middle[0]) / length - hx) < 1e-6 and abs((tip[1] - middle[1]) / length - hy) < 1e-6
        # Its point shows beyond a marker laid on the hole, and stays off the cells.
        assert math.dist(token, tip) > radius * 1.2, port
        assert min(distance_to_cell(board, cell, tip) for cell in board.cells) > 0.0, port


def test_the_square_side_has_no_wedges(qapp: object) -> None:
    from blackbox_desktop.model.board import parse_board

    layout = BoardLayout(parse_board("ortho-8x8"), 4)
    assert not layout.entry_marks
    # Its holes stand on their rays' lines, one unit out from the cell: the model's port points.
    for port in layout.board.ports:
        assert units(layout.token_centre(port)) == pytest.approx(layout.board.port_position(port))


def test_a_revealed_ray_leaves_its_hole_along_its_heading(window: MainWindow) -> None:
    # The first stroke of a path ran slanted from a hole pushed aside to the rim; it now runs along the ray,
    # and the last stroke comes out along the exit's own heading.
    atoms = "C2,D5,D8,E3,E4"
    board = start(window, "hex-5", atoms)
    window.finish_button.click()
    setup = board.cells_from_names(atoms)
    pad = answer_pad(board, setup)
    for port in board.ports:
        click(window, port_point(window, port))
        ray = window.scene.rays[port]
        path = ray.path
        first = path.elementAt(1).x - path.elementAt(0).x, path.elementAt(1).y - path.elementAt(0).y
        hx, hy = along_ray(board, port)
        length = math.hypot(*first)
        assert length > 0.05 * UNIT, port
        assert abs(first[0] / length - hx) < 1e-6 and abs(first[1] / length - hy) < 1e-6, port
        exit_port = pad[port - 1].port
        if exit_port is not None and not trace(board, setup, port).edge_reflected:
            n = path.elementCount()
            last = path.elementAt(n - 1).x - path.elementAt(n - 2).x, path.elementAt(n - 1).y - path.elementAt(n - 2).y
            ex, ey = along_ray(board, exit_port)
            length = math.hypot(*last)
            assert abs(last[0] / length + ex) < 1e-6 and abs(last[1] / length + ey) < 1e-6, port
        click(window, port_point(window, port))


@pytest.mark.parametrize("spec", ["ortho-8x8", "ortho-10x10", "hex-5"])
def test_every_number_keeps_clear_of_its_token(qapp: object, spec: str) -> None:
    # QA: beside the square board a two-digit number touched its token: "(3) 22" read as "322".
    from blackbox_desktop.model.board import parse_board

    board = parse_board(spec)
    layout = BoardLayout(board, 2)
    size = layout.label_size / UNIT
    for port in board.ports:
        token, label = layout.token_centre(port), layout.label_centre(port)
        dx, dy = (label.x() - token.x()) / UNIT, (label.y() - token.y()) / UNIT
        length = (dx * dx + dy * dy) ** 0.5
        half_width = 0.7 * size * len(layout.port_text(port)) / 2
        # The number's box, seen along the line from the token: its half-width across, half its height up.
        extent = half_width * abs(dx) / length + 0.35 * size * abs(dy) / length
        assert length - layout.token_radius / UNIT - extent >= 0.09, (port, length)


def test_a_hexagonal_port_says_which_way_it_fires(window: MainWindow) -> None:
    # QA: two or three holes share a rim cell, and nothing in the program said which way each one fired.
    start(window, "hex-5", "C2,D5,D8,E3,E4")
    tips = {port: window.scene.ports[port].toolTip() for port in (1, 2, 54)}
    assert tips[1] == "Port 1: click to fire a ray here, down to the right into A1."
    assert tips[2] == "Port 2: click to fire a ray here, rightwards into A1."
    assert tips[54] == "Port 54: click to fire a ray here, down to the left into A1."


def test_a_ray_turned_round_inside_its_entry_cell_is_drawn_into_that_cell(window: MainWindow) -> None:
    # QA: port 31 fires into H6, whose atoms G6 and I5 send it back from the middle of the cell; its path was
    # drawn as a stub to the rim and back, like port 30's, which never gets in (an atom beside the door).
    board = start(window, "hex-5", "G6,I5")
    window.finish_button.click()
    h6 = window.scene.layout.cell_centre(board.cell_index("H6"))
    click(window, port_point(window, 31))
    click(window, port_point(window, 30))
    inside, edge = window.scene.rays[31], window.scene.rays[30]
    assert inside.turn is not None and math.dist(units(inside.turn), units(h6)) < 1e-6
    assert edge.turn is not None and math.dist(units(edge.turn), units(h6)) > 0.5


@pytest.mark.parametrize("side", (2, 3, 5, 9))
def test_every_turn_of_a_ray_is_a_corner_of_its_drawn_path(qapp: object, side: int) -> None:
    import random

    from blackbox_desktop.model.outcome import Outcome

    board = HexBoard.of(side)
    layout = BoardLayout(board, 6)
    chance = random.Random(side)
    arrangements = [board.cells_from_names("G6,I5"), board.cells_from_names("C3,C5,E6,E7,H2,I4")] if side == 5 else []
    arrangements += [chance.sample(list(board.cells), chance.randint(1, 6)) for _ in range(60)]
    for atoms in arrangements:
        for port in board.ports:
            ray = trace(board, atoms, port)
            end = ray.outcome.port or (None if ray.outcome == Outcome.ABSORBED else port)
            corners = [units(point) for point in layout.path(port, ray.points(board), end)]
            for turn in ray.turns:
                if turn.cell >= 0:
                    centre = board.cell_centre(turn.cell)
                    assert any(math.dist(centre, corner) < 1e-6 for corner in corners), (atoms, port)
