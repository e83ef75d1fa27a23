"""The ray rules of RULES.md §1 and §2, written out a second time, plainly, and compared with the tracer.

The reference below works on cell *names* and its own coordinates (row and column on the square side,
doubled-width coordinates on the hexagonal one), steps the ray one decision at a time as RULES.md words it,
and knows nothing of the tracer's tables.  Seeded random boards of every shape must give the same answer at
every port, and the rule's consequences (symmetry, retraced reflections, edge reflection, a hit beating a
deflection, two deflections making a reflection) are checked on their own.
"""

from __future__ import annotations

import math
import random

import pytest

from blackbox_desktop.model import Outcome, parse_board
from blackbox_desktop.model.board import ROW_LETTERS
from blackbox_desktop.model.rays import answer_pad, trace

from hex_ports import hex_port_entries

ABSORBED = "absorbed"
REFLECTED = "reflected"


# -- the square side, RULES.md §1 ------------------------------------------------------------------------------------


def square_ports(rows: int, cols: int) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Port n (index n - 1): (entry cell as (row, col), heading as (row step, col step)), numbered as §1 says."""
    ports = [((r, 0), (0, 1)) for r in range(rows)]  # left side, top to bottom, heading east
    ports += [((rows - 1, c), (-1, 0)) for c in range(cols)]  # bottom side, left to right, heading north
    ports += [((r, cols - 1), (0, -1)) for r in reversed(range(rows))]  # right side, bottom to top
    ports += [((0, c), (1, 0)) for c in reversed(range(cols))]  # top side, right to left, heading south
    return ports


def square_left(heading: tuple[int, int]) -> tuple[int, int]:
    """The heading 90° anticlockwise (left) of ``heading`` (rows grow downwards)."""
    dr, dc = heading
    return (-dc, dr)


def square_ray(rows: int, cols: int, atoms: set[tuple[int, int]], port: int) -> object:
    """ABSORBED, REFLECTED or the exit port, stepping the ray exactly as RULES.md §1 words it."""
    ports = square_ports(rows, cols)
    (r, c), heading = ports[port - 1]

    def on_board(cell: tuple[int, int]) -> bool:
        return 0 <= cell[0] < rows and 0 <= cell[1] < cols

    def plus(cell: tuple[int, int], *steps: tuple[int, int]) -> tuple[int, int]:
        for dr, dc in steps:
            cell = (cell[0] + dr, cell[1] + dc)
        return cell

    here = (r - heading[0], c - heading[1])  # on the port, just outside the entry cell
    left, right = square_left(heading), square_left(square_left(square_left(heading)))
    if plus(here, heading) in atoms:
        return ABSORBED  # rule choice: the hit wins over an edge reflection
    if plus(here, heading, left) in atoms or plus(here, heading, right) in atoms:
        return REFLECTED  # edge reflection
    here = plus(here, heading)
    for _ in range(40 * rows * cols):
        assert here not in atoms, "the ray stands on an atom"
        if plus(here, heading) in atoms:
            return ABSORBED
        left, right = square_left(heading), square_left(square_left(square_left(heading)))
        at_left, at_right = plus(here, heading, left) in atoms, plus(here, heading, right) in atoms
        if at_left and at_right:
            heading = (-heading[0], -heading[1])
            continue
        if at_left:
            heading = right
            continue
        if at_right:
            heading = left
            continue
        ahead = plus(here, heading)
        if not on_board(ahead):
            out = ports.index((here, (-heading[0], -heading[1]))) + 1
            return REFLECTED if out == port else out
        here = ahead
    raise AssertionError("the ray never left the board")


def as_reference(outcome: Outcome) -> object:
    if outcome == Outcome.ABSORBED:
        return ABSORBED
    if outcome == Outcome.REFLECTED:
        return REFLECTED
    return outcome.port


SQUARE_SHAPES = [(2, 2), (2, 3), (3, 2), (3, 3), (3, 5), (5, 3), (4, 7), (7, 7), (8, 8), (9, 4), (11, 13), (26, 26)]


@pytest.mark.parametrize(("rows", "cols"), SQUARE_SHAPES)
def test_the_square_tracer_answers_like_the_rules_written_out_on_seeded_random_boards(rows: int, cols: int) -> None:
    board = parse_board(f"ortho-{rows}x{cols}")
    rng = random.Random(rows * 100 + cols)
    cells = [(r, c) for r in range(rows) for c in range(cols)]
    for _ in range(60):
        atoms = set(rng.sample(cells, rng.randint(1, min(len(cells) - 1, max(2, len(cells) // 6)))))
        names = [f"{ROW_LETTERS[r]}{c + 1}" for r, c in atoms]
        pad = answer_pad(board, board.cells_from_names(names))
        expected = [square_ray(rows, cols, atoms, port) for port in board.ports]
        assert [as_reference(outcome) for outcome in pad] == expected, sorted(names)


def test_the_square_port_numbering_written_out_is_the_boards() -> None:
    for rows, cols in SQUARE_SHAPES:
        board = parse_board(f"ortho-{rows}x{cols}")
        names = {(0, 1): "E", (-1, 0): "N", (0, -1): "W", (1, 0): "S"}
        written = [(f"{ROW_LETTERS[r]}{c + 1}", names[heading]) for (r, c), heading in square_ports(rows, cols)]
        assert written == [board.port_entry(port) for port in board.ports]


# -- the hexagonal side, RULES.md §2 ---------------------------------------------------------------------------------

# Doubled-width coordinates (x, y): y is the row from the top, x moves by 2 between neighbours in a row.
# Headings anticlockwise from east, as in RULES.md: E, NE, NW, W, SW, SE.
HEX_STEPS = ((2, 0), (1, -1), (-1, -1), (-2, 0), (-1, 1), (1, 1))
HEX_NAMES = ("E", "NE", "NW", "W", "SW", "SE")


def hex_cells(side: int) -> dict[tuple[int, int], str]:
    """Every cell of a hexagon of ``side``, by doubled-width coordinates, with its name (A1, E9, ...)."""
    cells = {}
    middle = side - 1
    for y in range(2 * side - 1):
        indent = abs(y - middle)
        for position in range(2 * side - 1 - indent):
            cells[(indent + 2 * position, y)] = f"{ROW_LETTERS[y]}{position + 1}"
    return cells


def hex_ray(side: int, ports: list[tuple[str, str]], atoms: set[str], port: int) -> object:
    """ABSORBED, REFLECTED or the exit port, following the table of RULES.md §2."""
    cells = hex_cells(side)
    where = {name: xy for xy, name in cells.items()}
    entry_name, heading_name = ports[port - 1]
    heading = HEX_NAMES.index(heading_name)

    def at(xy: tuple[int, int], heading: int) -> tuple[int, int]:
        return (xy[0] + HEX_STEPS[heading % 6][0], xy[1] + HEX_STEPS[heading % 6][1])

    def atom(xy: tuple[int, int]) -> bool:
        return cells.get(xy) in atoms

    outside = at(where[entry_name], heading + 3)
    if atom(at(outside, heading)):
        return ABSORBED  # rule choice: an atom in the entry cell absorbs
    if atom(at(outside, heading + 1)) or atom(at(outside, heading - 1)):
        return REFLECTED  # an atom at L or R reflects the ray before it enters
    here = where[entry_name]
    for _ in range(20 * len(cells)):
        assert not atom(here), "the ray stands on an atom"
        front, left, right = atom(at(here, heading)), atom(at(here, heading + 1)), atom(at(here, heading - 1))
        if left and right:
            turn = 3  # {L,R} and {L,F,R}: reflected
        elif front:
            turn = {(False, False): None, (True, False): -2, (False, True): 2}[(left, right)]
            if turn is None:
                return ABSORBED
        else:
            turn = -1 if left else 1 if right else 0
        heading = (heading + turn) % 6
        ahead = at(here, heading)
        if ahead not in cells:
            out = ports.index((cells[here], HEX_NAMES[(heading + 3) % 6])) + 1
            return REFLECTED if out == port else out
        here = ahead
    raise AssertionError("the ray never left the board")


def hex_rim(side: int) -> set[tuple[str, str]]:
    """Every (border cell, heading in) whose cell behind is off the board: the ports, unnumbered."""
    cells = hex_cells(side)
    rim = set()
    for (x, y), name in cells.items():
        for heading, (dx, dy) in enumerate(HEX_STEPS):
            if (x - dx, y - dy) not in cells:
                rim.add((name, HEX_NAMES[heading]))
    return rim


@pytest.mark.parametrize("side", range(2, 10))
def test_the_hex_ports_are_the_rim_edges_and_side_five_is_numbered_as_the_rules(side: int) -> None:
    board = parse_board(f"hex-{side}")
    ports = [board.port_entry(port) for port in board.ports]
    assert len(ports) == 6 * 3 + 6 * (side - 2) * 2 == len(set(ports))  # corners, side cells
    assert set(ports) == hex_rim(side)
    if side == 5:
        assert ports == hex_port_entries()


@pytest.mark.parametrize("side", range(2, 10))
def test_the_hex_tracer_answers_like_the_rules_table_written_out_on_seeded_random_boards(side: int) -> None:
    board = parse_board(f"hex-{side}")
    ports = [board.port_entry(port) for port in board.ports]
    names = sorted(hex_cells(side).values())
    rng = random.Random(side)
    for _ in range(80):
        atoms = set(rng.sample(names, rng.randint(1, max(2, len(names) // 5))))
        pad = answer_pad(board, board.cells_from_names(sorted(atoms)))
        expected = [hex_ray(side, ports, atoms, port) for port in board.ports]
        assert [as_reference(outcome) for outcome in pad] == expected, sorted(atoms)


def test_the_franjos_figures_come_out_of_the_rules_written_out() -> None:
    ports = hex_port_entries()
    fig3 = {"C2", "D5", "D8", "E3", "E4"}
    assert hex_ray(5, ports, fig3, 2) == 45 and hex_ray(5, ports, fig3, 10) == ABSORBED
    assert hex_ray(5, ports, fig3, 32) == 44 and hex_ray(5, ports, fig3, 17) == 24
    assert [hex_ray(5, ports, fig3, port) for port in (8, 28, 41, 38)] == [REFLECTED] * 4
    fig4 = {"C3", "C5", "E6", "E7", "H2", "I4"}
    assert hex_ray(5, ports, fig4, 48) == 53 and hex_ray(5, ports, fig4, 14) == REFLECTED
    assert hex_ray(5, ports, fig4, 30) == ABSORBED


# -- consequences of the rule, on both sides -------------------------------------------------------------------------

BOARDS = ["ortho-8x8", "ortho-3x5", "ortho-7x7", "ortho-2x9", "hex-5", "hex-2", "hex-4", "hex-9"]


def squeezed(cells: tuple[int, ...]) -> list[int]:
    """The cells a path visits, a cell repeated in place (a turn on the square side) counted once."""
    return [cell for index, cell in enumerate(cells) if index == 0 or cells[index - 1] != cell]


@pytest.mark.parametrize("spec", BOARDS)
def test_a_ray_fired_in_at_the_exit_of_another_retraces_it_backwards(spec: str) -> None:
    board = parse_board(spec)
    rng = random.Random(spec)
    for _ in range(40):
        atoms = frozenset(rng.sample(board.cells, rng.randint(1, max(2, board.cell_count // 8))))
        for port in board.ports:
            ray = trace(board, atoms, port)
            assert not set(ray.cells) & atoms, "a ray never stands on an atom"
            if ray.outcome.port is not None:
                back = trace(board, atoms, ray.outcome.port)
                assert back.outcome == Outcome.exit(port)
                assert squeezed(back.cells) == squeezed(ray.cells)[::-1]
            elif ray.outcome == Outcome.REFLECTED:
                path = squeezed(ray.cells)
                assert path == path[::-1], "a reflected ray comes back the way it went"


@pytest.mark.parametrize("spec", BOARDS)
def test_an_atom_diagonally_ahead_of_a_port_reflects_at_the_edge_unless_the_entry_cell_holds_one(spec: str) -> None:
    board = parse_board(spec)
    for port in board.ports:
        ahead, left, right = board.look_from_outside(port)
        assert ahead == board.port_entry_cell(port)
        for beside in (left, right):
            if beside < 0:
                continue
            ray = trace(board, {beside}, port)
            assert ray.outcome == Outcome.REFLECTED and ray.edge_reflected
            assert trace(board, {beside, ahead}, port).outcome == Outcome.ABSORBED  # rule choice: the hit wins


def test_on_the_square_side_a_hit_beats_a_deflection_and_two_deflections_make_a_reflection() -> None:
    board = parse_board("ortho-8x8")
    # Port 4 runs along row D, eastwards.
    assert trace(board, board.cells_from_names("D5,C5"), 4).outcome == Outcome.ABSORBED
    assert trace(board, board.cells_from_names("D5,E5"), 4).outcome == Outcome.ABSORBED
    assert trace(board, board.cells_from_names("D5,C5,E5"), 4).outcome == Outcome.ABSORBED
    double = trace(board, board.cells_from_names("C5,E5"), 4)
    assert double.outcome == Outcome.REFLECTED and not double.edge_reflected
    assert squeezed(double.cells) == [board.cell_index(name) for name in ("D1", "D2", "D3", "D4", "D3", "D2", "D1")]
    # One atom diagonally ahead (C5, up and to the right of D4): a 90° turn away from it, down column 4 to port 12.
    assert trace(board, board.cells_from_names("C5"), 4).outcome == Outcome.exit(12)
    assert trace(board, board.cells_from_names("E5"), 4).outcome == Outcome.exit(29)


def test_on_the_hex_side_every_set_of_atoms_in_front_does_what_the_table_says() -> None:
    board = parse_board("hex-5")
    middle = board.cell_index("E5")
    for heading in range(6):
        front, left, right = board.look(middle, heading)
        back = board.neighbour(middle, (heading + 3) % 6)
        # A port whose straight ray passes back → middle: find it by firing on the empty board from every port.
        port = next(
            p
            for p in board.ports
            if {back, middle} <= set(trace(board, (), p).cells) and trace(board, (), p).steps[1].heading == heading
        )
        for atoms, expected_turn in (
            ((front,), None),
            ((left,), -1),
            ((right,), 1),
            ((left, front), -2),
            ((front, right), 2),
            ((left, right), 3),
            ((left, front, right), 3),
        ):
            ray = trace(board, atoms, port)
            decision = next(step for step in ray.steps if step.cell == middle)
            if expected_turn is None:
                assert ray.outcome == Outcome.ABSORBED
            else:
                assert decision.new_heading == (heading + expected_turn) % 6, (heading, atoms)


def turn_sizes(spec: str, atoms: str, port: int) -> list[int]:
    """Each turn of the ray, in sixths of a full turn either way: 1 is 60°, 2 is 120°, 3 a reflection."""
    board = parse_board(spec)
    ray = trace(board, board.cells_from_names(atoms), port)
    return [min((step.new_heading - step.heading) % 6, (step.heading - step.new_heading) % 6) for step in ray.turns]


def test_the_franjos_figures_turn_by_the_angles_the_text_gives() -> None:
    fig3, fig4 = "C2,D5,D8,E3,E4", "C3,C5,E6,E7,H2,I4"
    assert turn_sizes("hex-5", fig3, 32) == [1]  # 32↔44 after one 60° deflection
    assert turn_sizes("hex-5", fig3, 17) == [2]  # 17↔24 after one 120° deflection
    assert turn_sizes("hex-5", fig4, 48) == [1, 1]  # two deflections
    assert turn_sizes("hex-5", fig4, 14) == [1, 1, 3, 1, 1]  # two deflections, a reflection, two more
    assert turn_sizes("hex-5", fig4, 30) == [2, 1]  # a 120° then a 60° deflection, then absorbed


def test_with_no_atoms_the_hex_rows_and_long_diagonal_cross_as_the_rules_say() -> None:
    board = parse_board("hex-5")
    pad = answer_pad(board, ())
    assert (pad[2 - 1], pad[10 - 1], pad[1 - 1]) == (Outcome.exit(45), Outcome.exit(37), Outcome.exit(28))


@pytest.mark.parametrize("side", [3, 5, 7])
def test_after_any_hex_turn_the_three_cells_in_front_are_empty(side: int) -> None:
    # RULES.md §2: "One look per cell is enough": the tracer never looks twice from one cell, which is right
    # only if a turn never faces the ray towards an atom.
    board = parse_board(f"hex-{side}")
    rng = random.Random(side)
    turns = 0
    for _ in range(300):
        atoms = frozenset(rng.sample(board.cells, rng.randint(2, board.cell_count // 4)))
        for port in board.ports:
            for step in trace(board, atoms, port).steps:
                if step.cell >= 0 and step.new_heading != step.heading:
                    turns += 1
                    assert not set(board.look(step.cell, step.new_heading)) & atoms
    assert turns > 1000


@pytest.mark.parametrize("spec", [*(f"hex-{side}" for side in range(2, 10)), "ortho-8x8", "ortho-3x7", "ortho-26x2"])
def test_ports_run_once_round_the_board_anticlockwise_from_the_top_left(spec: str) -> None:
    # RULES.md §1-2: numbered anticlockwise from the top-left corner, going down the left side first.
    board = parse_board(spec)
    xs = [board.cell_centre(cell)[0] for cell in board.cells]
    ys = [board.cell_centre(cell)[1] for cell in board.cells]
    middle_x, middle_y = (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2
    angles = []
    for port in board.ports:
        x, y = board.port_edge_midpoint(port)
        angles.append(math.degrees(math.atan2(middle_y - y, x - middle_x)))  # y grows downwards on the board
    steps = [(angles[(i + 1) % len(angles)] - angles[i]) % 360 for i in range(len(angles))]
    assert all(0 < step < 90 for step in steps) and round(sum(steps)) == 360  # once round, never back
    assert 90 < angles[0] < 180  # port 1 at the top left
    assert board.port_entry(1)[0] == "A1"
