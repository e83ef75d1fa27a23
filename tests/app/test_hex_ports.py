"""The ports of the hexagonal side: each hole stands in front of its own edge and says which way it fires.

Two ports of a notch in the rim share one outside point, so their holes cannot stand on their rays'
lines; they stand in a row along the side of the board instead, each in front of its edge, with a
wedge pointing the way its ray goes in (QA, angle B, item 3).
"""

from __future__ import annotations

import math
from itertools import combinations, pairwise

import pytest
from PySide6.QtCore import QPointF

from blackbox_desktop.app.layout import UNIT, BoardLayout
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.hexboard import HexBoard
from blackbox_desktop.model.outcome import Outcome
from blackbox_desktop.model.rays import trace

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
        ports = sorted(
            (
                p
                for p in board.ports
                if board.port_entry_cell(p) in row and board.heading_names[board.port_heading(p)] in headings
            ),
            key=lambda p: layout.token_centre(p).x(),
        )
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


def drawn(layout: BoardLayout, atoms: list[int], port: int) -> list[tuple[float, float]]:
    """The path of the ray at ``port`` as the board draws it, in board units."""
    from blackbox_desktop.model.outcome import Outcome

    ray = trace(layout.board, atoms, port)
    end = ray.outcome.port or (None if ray.outcome == Outcome.ABSORBED else port)
    return [units(point) for point in layout.path(port, ray.points(layout.board), end)]


def arrangements(board: HexBoard) -> list[list[int]]:
    import random

    chance = random.Random(board.side)
    fixed = ["C2,D5,D8,E3,E4", "C3,C5,E6,E7,H2,I4", "G6,I5", "A1,A2,I1,I2,E9"] if board.side == 5 else []
    return [[], *(board.cells_from_names(names) for names in fixed)] + [
        chance.sample(list(board.cells), chance.randint(1, 6)) for _ in range(30)
    ]


def through_rim(path: list[tuple[float, float]], rim: tuple[float, float]) -> list[tuple[float, float]]:
    """``path`` from ``rim``, the middle of the edge its first stroke must cross, on: ``rim`` and what follows."""
    assert distance_to_segment(rim, path[0], path[1]) < 1e-6, (path[:2], rim)
    return [path[0], rim, *path[1 if math.dist(path[1], rim) > 1e-6 else 2 :]]


@pytest.mark.parametrize("side", (2, 3, 5, 9))
def test_a_drawn_path_runs_through_the_centres_of_the_cells_its_ray_crosses(qapp: object, side: int) -> None:
    # QA: from a hole beside its ray's line the path was drawn along the heading, a quarter of a cell beside the
    # centres (2 to 45 ran along the top of row A), and slanted across the board when its exit hole stood on the
    # other side of its own line.  It now goes from the hole to the middle of its edge, then along the ray's line.
    board = HexBoard.of(side)
    layout = BoardLayout(board, 6)
    centres = [board.cell_centre(cell) for cell in board.cells]
    headings = [board.heading_vector(heading) for heading in range(6)]
    for atoms in arrangements(board):
        for port in board.ports:
            path = drawn(layout, atoms, port)
            ray = trace(board, atoms, port)
            exit_port = None if ray.outcome == Outcome.ABSORBED else ray.outcome.port or port
            # From its own hole to the middle of the edge its ray crosses (a corner's hole stands on its ray's
            # line, and its first stroke goes on through that middle); out the same way at the exit.
            assert path[0] == pytest.approx(units(layout.token_centre(port))), (atoms, port)
            inside = through_rim(path, board.port_edge_midpoint(port))[1:]
            if exit_port is not None:
                assert path[-1] == pytest.approx(units(layout.token_centre(exit_port))), (atoms, port)
                inside = through_rim(inside[::-1], board.port_edge_midpoint(exit_port))[:0:-1]
            # Inside the rim every stroke runs along a heading on a line of cell centres.
            for a, b in pairwise(inside):
                length = math.dist(a, b)
                if length < 1e-9:
                    continue
                way = ((b[0] - a[0]) / length, (b[1] - a[1]) / length)
                assert any(math.dist(way, h) < 1e-6 for h in headings), (atoms, port, a, b)
                assert any(abs((c[0] - a[0]) * way[1] - (c[1] - a[1]) * way[0]) < 1e-6 for c in centres), (
                    atoms,
                    port,
                    a,
                    b,
                )
            # And it passes through the centre of every cell the ray went through.
            for cell in ray.cells:
                centre = board.cell_centre(cell)
                assert min(distance_to_segment(centre, a, b) for a, b in pairwise(inside)) < 1e-6, (atoms, port)


@pytest.mark.parametrize("side", (2, 3, 5, 9))
def test_stubs_absorbed_side_by_side_never_cross(qapp: object, side: int) -> None:
    # QA: the two holes over one rim cell fire across each other, and their stubs drawn along their headings met
    # (A2's 52 and 53 ended at one point), and the two holes of a notch fired stubs crossing at the rim.
    # With an atom in every rim cell every ray is absorbed at its door: each stub keeps to its own edge.
    board = HexBoard.of(side)
    layout = BoardLayout(board, 6)
    rim = sorted({board.port_entry_cell(port) for port in board.ports})
    stubs = {port: drawn(layout, rim, port) for port in board.ports}
    for port, stub in stubs.items():
        assert trace(board, rim, port).outcome == Outcome.ABSORBED
        cell = board.port_entry_cell(port)
        assert distance_to_cell(board, cell, stub[-1]) == 0.0, port  # it ends in its own entry cell
    for first, second in combinations(board.ports, 2):
        gap = min(segment_gap(a, b, c, d) for a, b in pairwise(stubs[first]) for c, d in pairwise(stubs[second]))
        assert gap > 0.3, (first, second, gap)  # the stroke and its dark halo are 0.2 wide


def test_the_window_draws_a_straight_ray_along_its_row_of_centres(window: MainWindow) -> None:
    # QA: with no atom in row A, 2 comes out at 45: its path ran along the top edges of the row, a quarter of a
    # cell above the centres it crosses.
    board = start(window, "hex-5", "E5")
    window.finish_button.click()
    click(window, port_point(window, 2))
    path = window.scene.rays[2].path
    points = [units(QPointF(path.elementAt(i).x, path.elementAt(i).y)) for i in range(path.elementCount())]
    row = [board.cell_centre(board.cell_index(f"A{n}")) for n in range(1, 6)]
    assert points[1] == pytest.approx(board.port_edge_midpoint(2))
    assert points[-2] == pytest.approx(board.port_edge_midpoint(45))
    assert all(abs(y - row[0][1]) < 1e-6 for _x, y in points[1:-1])
    assert points[1][0] < row[0][0] and points[-2][0] > row[-1][0]


Pt = tuple[float, float]


def segment_gap(a: Pt, b: Pt, c: Pt, d: Pt) -> float:
    """The shortest distance between the segments ab and cd (0 when they cross)."""

    def side(p: Pt, q: Pt, r: Pt) -> float:
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    if side(a, b, c) * side(a, b, d) < 0 and side(c, d, a) * side(c, d, b) < 0:
        return 0.0
    return min(
        distance_to_segment(a, c, d),
        distance_to_segment(b, c, d),
        distance_to_segment(c, a, b),
        distance_to_segment(d, a, b),
    )


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
    assert edge.turn is not None and units(edge.turn) == pytest.approx(board.port_edge_midpoint(30))  # on the rim


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


def test_the_stop_bars_of_rays_absorbed_side_by_side_stand_apart(window: MainWindow) -> None:
    # QA: the bars of two rays stopped at the doors of one hexagon (52 and 53 into A2, 1, 2 and 54 into A1) met in
    # a V at the corner between their edges, or lay across the neighbour's stub.
    start(window, "hex-5", "A1,A2,I1,I2,E9")
    window.finish_button.click()
    ports = (1, 2, 52, 53, 54, 19, 20, 21, 22, 36, 37, 38)
    for port in ports:
        click(window, port_point(window, port))
    rays = window.scene.rays
    assert set(rays) == set(ports)
    for port in ports:
        assert rays[port].absorbed, port
    for first, second in combinations(ports, 2):
        bar = units(rays[first].bar[0]), units(rays[first].bar[1])
        other = rays[second]
        strokes = [
            (
                units(QPointF(other.path.elementAt(i).x, other.path.elementAt(i).y)),
                units(QPointF(other.path.elementAt(i + 1).x, other.path.elementAt(i + 1).y)),
            )
            for i in range(other.path.elementCount() - 1)
        ]
        strokes.append((units(other.bar[0]), units(other.bar[1])))
        gap = min(segment_gap(*bar, c, d) for c, d in strokes)
        assert gap > 0.2, (first, second, gap)  # two strokes' dark halos (0.2 wide) do not touch
