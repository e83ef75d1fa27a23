"""An independent check of the rules engine: a second, small implementation of RULES.md §1, §2 and §4,
written from the rules text alone, compared with the engine on every port of random setups of every board
size the program offers, on port numbering and positions, on move texts, and on scores of random games.

The oracle works on plain coordinates: (row, col) on the square board, axial (q, r) on the hexagonal one,
and headings listed anticlockwise so that "turn left" is +1 and "turn right" is -1.
"""

from __future__ import annotations

import math
import random
from string import ascii_uppercase as LETTERS

import pytest

from blackbox_desktop.model import answer_pad, parse_board, trace
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.moves import parse_move
from blackbox_desktop.model.port_names import FRENCH, NUMBERS, parse_port, port_label
from blackbox_desktop.model.scoring import Scoring

from hex_ports import hex_port_entries

SEED = 20240630

# ---------------------------------------------------------------------------------------------------------
# The oracle
# ---------------------------------------------------------------------------------------------------------

ORTHO_HEADINGS = {"E": (0, 1), "N": (-1, 0), "W": (0, -1), "S": (1, 0)}  # (row, col) steps, anticlockwise
HEX_HEADINGS = {"E": (1, 0), "NE": (1, -1), "NW": (0, -1), "W": (-1, 0), "SW": (-1, 1), "SE": (0, 1)}  # (q, r)


def add(a, b):
    return (a[0] + b[0], a[1] + b[1])


def sub(a, b):
    return (a[0] - b[0], a[1] - b[1])


class Oracle:
    """A board: ``cells`` (name -> coordinate), ``ports`` (port - 1 -> (entry cell, heading index))."""

    names: list[str]
    headings: list[str]

    def __init__(self, cells: dict[str, tuple[int, int]], headings: dict[str, tuple[int, int]]):
        self.cells = cells
        self.at = {xy: name for name, xy in cells.items()}
        self.headings = list(headings)
        self.steps = list(headings.values())

    def step(self, heading: int) -> tuple[int, int]:
        return self.steps[heading % len(self.steps)]

    def entry_of(self, where: tuple[int, int], heading: int) -> int:
        """The port whose entry is ``where`` with ``heading`` (1-based)."""
        return self.ports.index((where, heading % len(self.steps))) + 1

    def leave(self, port: int, cell: tuple[int, int], heading: int) -> str | int:
        """The ray stepped off the board from ``cell`` heading ``heading``."""
        out = self.entry_of(cell, heading + len(self.steps) // 2)
        return "R" if out == port else out

    def pad(self, atoms) -> list[str | int]:
        coords = {self.cells[name] for name in atoms}
        return [self.ray(coords, port) for port in range(1, len(self.ports) + 1)]

    def entry(self, port: int) -> tuple[str, str]:
        cell, heading = self.ports[port - 1]
        return self.at[cell], self.headings[heading]


class OrthoOracle(Oracle):
    def __init__(self, rows: int, cols: int):
        super().__init__({f"{LETTERS[r]}{c + 1}": (r, c) for r in range(rows) for c in range(cols)}, ORTHO_HEADINGS)
        E, N, W, S = range(4)
        # RULES §1: left side top to bottom, bottom side left to right, right side bottom to top, top right to left.
        self.ports = (
            [((r, 0), E) for r in range(rows)]
            + [((rows - 1, c), N) for c in range(cols)]
            + [((r, cols - 1), W) for r in reversed(range(rows))]
            + [((0, c), S) for c in reversed(range(cols))]
        )

    def ray(self, atoms, port: int) -> str | int:
        cell, heading = self.ports[port - 1]
        self.path, self.absorber = [], cell  # the cells the ray went through, and the atom that took it
        # The very start, outside the board: an atom in the entry cell absorbs (rule choice), one diagonally
        # ahead reflects.
        if cell in atoms:
            return "H"
        if add(cell, self.step(heading + 1)) in atoms or add(cell, self.step(heading - 1)) in atoms:
            return "R"
        where = cell
        for _ in range(8 * len(self.cells) + 8):
            self.path.append(self.at[where])
            ahead = self.absorber = add(where, self.step(heading))
            if ahead in atoms:
                return "H"
            left, right = add(ahead, self.step(heading + 1)) in atoms, add(ahead, self.step(heading - 1)) in atoms
            if left or right:  # turn, then look again without moving
                heading += 2 if left and right else -1 if left else 1
                continue
            if ahead not in self.at:
                return self.leave(port, where, heading)
            where = ahead
        raise AssertionError(f"the ray from port {port} never ends")


class HexOracle(Oracle):
    def __init__(self, side: int):
        n = side - 1
        cells = {}
        for r in range(-n, n + 1):
            first = max(-n, -n - r)
            for q in range(first, min(n, n - r) + 1):
                cells[f"{LETTERS[r + n]}{q - first + 1}"] = (q, r)
        super().__init__(cells, HEX_HEADINGS)
        # RULES §2: a port is an outer edge of a border cell; numbered anticlockwise from port 1 = A1 -> SE.
        edges = [(xy, h) for xy in cells.values() for h in range(6) if sub(xy, self.step(h)) not in self.at]

        def angle(edge):
            (q, r), h = edge
            dq, dr = self.step(h)
            x, y = q + r / 2 - (dq + dr / 2) / 2, (r - dr / 2) * math.sqrt(3) / 2  # the edge's midpoint
            return math.atan2(-y, x)  # anticlockwise on the screen (y grows downwards)

        start = angle((cells["A1"], 5))
        self.ports = sorted(edges, key=lambda edge: round((angle(edge) - start) % math.tau, 9))

    def centre(self, name: str) -> tuple[float, float]:
        q, r = self.cells[name]
        return q + r / 2, r * math.sqrt(3) / 2

    def ray(self, atoms, port: int) -> str | int:
        cell, heading = self.ports[port - 1]
        self.path, self.absorber = [], cell
        outside = sub(cell, self.step(heading))
        if cell in atoms:  # rule choice: an atom in the entry cell absorbs
            return "H"
        if add(outside, self.step(heading + 1)) in atoms or add(outside, self.step(heading - 1)) in atoms:
            return "R"
        where = cell
        for _ in range(6 * len(self.cells) + 6):
            self.path.append(self.at[where])
            self.absorber = add(where, self.step(heading))
            f, left, right = (add(where, self.step(heading + turn)) in atoms for turn in (0, 1, -1))
            if f and not left and not right:
                return "H"
            if left and right:  # {L,R} and {L,F,R}: reflected, retrace
                heading += 3
            elif left:
                heading -= 2 if f else 1
            elif right:
                heading += 2 if f else 1
            # RULES §2: "after any turn the three cells in front of the new heading are always empty".
            assert not any(add(where, self.step(heading + turn)) in atoms for turn in (0, 1, -1)), (atoms, port)
            ahead = add(where, self.step(heading))
            if ahead not in self.at:
                return self.leave(port, where, heading)
            where = ahead
        raise AssertionError(f"the ray from port {port} never ends")


def oracle_for(spec: str) -> Oracle:
    kind, size = spec.split("-")
    if kind == "hex":
        return HexOracle(int(size))
    rows, cols = size.split("x")
    return OrthoOracle(int(rows), int(cols))


def oracle_score(variant: str, answers, balls, atoms, setter_errors=0, excused=0) -> int:
    """RULES §4.  ``answers``: (port, answer given) for every ray fired, repeats included."""
    ports = {port for port, _ in answers} | {a for _, a in answers if isinstance(a, int)}
    misplaced = len(set(atoms) - set(balls))
    if variant == "parker":
        return len(ports) + 5 * (misplaced - excused) - 5 * setter_errors
    if variant == "franjos":
        return len(ports) + 5 * misplaced - 5 * setter_errors
    return sum(2 if isinstance(a, int) else 1 for _, a in answers) + 5 * misplaced


# ---------------------------------------------------------------------------------------------------------
# The oracle against the rules text
# ---------------------------------------------------------------------------------------------------------


def test_the_oracle_follows_the_rules_text():
    hexagon = HexOracle(5)
    assert [hexagon.entry(port) for port in range(1, 55)] == hex_port_entries()
    pad = hexagon.pad([])
    assert (pad[1], pad[9], pad[0]) == (45, 37, 28)
    fig3 = hexagon.pad(["C2", "D5", "D8", "E3", "E4"])
    assert (fig3[1], fig3[9], fig3[31], fig3[16]) == (45, "H", 44, 24)
    assert [fig3[p - 1] for p in (8, 28, 41, 38)] == ["R"] * 4
    fig4 = hexagon.pad(["C3", "C5", "E6", "E7", "H2", "I4"])
    assert (fig4[47], fig4[13], fig4[29]) == (53, "R", "H")
    square = OrthoOracle(8, 8)
    assert square.entry(1) == ("A1", "E") and square.entry(17) == ("H8", "W") and square.entry(32) == ("A1", "S")
    pad = square.pad([])
    assert (pad[0], pad[1], pad[8], pad[15]) == (24, 23, 32, 25)
    assert square.pad(["A1"])[0] == "H" and square.pad(["B1"])[0] == "R" and square.pad(["A1", "B1"])[0] == "H"
    # Parker's and Franjos' worked example: 17 markers, one misplaced ball the hider's wrong answer caused.
    answers = [(p, "H") for p in range(1, 18)]
    assert oracle_score("parker", answers, [], ["A1"], setter_errors=1, excused=1) == 12
    assert oracle_score("franjos", answers, [], ["A1"], setter_errors=1, excused=1) == 17


def test_the_oracle_agrees_with_the_shared_vectors():
    import json
    from pathlib import Path

    for name in ("ortho.jsonl", "hex.jsonl"):
        for line in (Path(__file__).resolve().parent.parent / "data" / name).read_text().splitlines():
            record = json.loads(line)
            assert oracle_for(record["board"]).pad(record["atoms"]) == record["answers"], record


# ---------------------------------------------------------------------------------------------------------
# The engine against the oracle
# ---------------------------------------------------------------------------------------------------------


def board_specs(rng: random.Random) -> list[str]:
    """Every hexagonal side, the square extremes and a sample of the rows x cols the program accepts."""
    extremes = {(2, 2), (2, 3), (3, 2), (2, 26), (26, 2), (26, 26), (8, 8), (3, 7), (7, 3), (5, 5), (2, 9)}
    sample = {(rng.randint(2, 26), rng.randint(2, 26)) for _ in range(24)}
    return [f"hex-{side}" for side in range(2, 10)] + [f"ortho-{r}x{c}" for r, c in sorted(extremes | sample)]


def setups(oracle: Oracle, rng: random.Random) -> list[list[str]]:
    """Empty, full, corner, edge, clustered and random arrangements."""
    names = list(oracle.cells)
    coords = oracle.cells
    border = [n for n in names if any(add(coords[n], step) not in oracle.at for step in oracle.steps)]
    corners = [
        n
        for n in border
        if sum(add(coords[n], step) not in oracle.at for step in oracle.steps) > 2 - (len(oracle.steps) == 4)
    ]
    result = [[], names, names[:-1], corners, border, rng.sample(border, min(len(border), 5))]
    for _ in range(4):  # a cell and some of its neighbours
        centre = coords[rng.choice(names)]
        around = [oracle.at[add(centre, step)] for step in oracle.steps if add(centre, step) in oracle.at]
        result.append([oracle.at[centre], *rng.sample(around, rng.randint(1, len(around)))])
        diagonal = [oracle.at[xy] for xy in (add(centre, (1, 1)), add(centre, (-1, 1))) if xy in oracle.at]
        result.append([oracle.at[centre], *diagonal])
    for count in [1, 1, 2, 2, 3, 4, 5, 6, 8, 12, 20, len(names) // 2, len(names) - 2]:
        result.append(rng.sample(names, max(0, min(count, len(names)))))
    return result


def test_ports_positions_and_names_agree_on_every_board_size():
    specs = [f"hex-{side}" for side in range(2, 10)] + [f"ortho-{r}x{c}" for r in range(2, 27) for c in range(2, 27)]
    for spec in specs:
        board, oracle = parse_board(spec), oracle_for(spec)
        assert sorted(board.cell_name(c) for c in board.cells) == sorted(oracle.cells), spec
        assert board.port_count == len(oracle.ports), spec
        hexagonal = spec.startswith("hex")
        a1 = board.cell_centre(board.cell_index("A1"))
        for port in board.ports:
            assert board.port_entry(port) == oracle.entry(port), (spec, port)
            name, heading = oracle.entry(port)
            cell = board.cell_index(name)
            if hexagonal:
                x, y = (a - b for a, b in zip(oracle.centre(name), oracle.centre("A1"), strict=True))
                dq, dr = HEX_HEADINGS[heading]
                dx, dy = dq + dr / 2, dr * math.sqrt(3) / 2
            else:
                y, x = oracle.cells[name]
                dy, dx = ORTHO_HEADINGS[heading]
            cx, cy = board.cell_centre(cell)
            assert math.dist((cx - a1[0], cy - a1[1]), (x, y)) < 1e-9, (spec, name)
            # The port is drawn on the outside cell the ray starts from.
            assert math.dist(board.port_position(port), (cx - dx, cy - dy)) < 1e-9, (spec, port)
            labels = [port_label(board, port, NUMBERS)]
            assert labels[0] == str(port)
            if not hexagonal:
                side = {"E": "gauche", "N": "bas", "W": "droite", "S": "haut"}[heading]
                where = name[0] if heading in "EW" else name[1:]
                labels.append(port_label(board, port, FRENCH))
                assert labels[1] == f"{where} {side}", (spec, port)
            for label in labels:
                assert parse_port(board, label) == port and parse_port(board, label.upper()) == port


def collapse(names: list[str]) -> list[str]:
    """A path without the repeats of a cell where the ray turned and looked again without moving."""
    return [name for i, name in enumerate(names) if i == 0 or names[i - 1] != name]


def test_answer_pads_agree_on_every_port_of_random_setups_of_every_size():
    rng = random.Random(SEED)
    checked = 0
    for spec in board_specs(rng):
        board, oracle = parse_board(spec), oracle_for(spec)
        for atoms in setups(oracle, rng):
            expected = oracle.pad(atoms)
            cells = board.cells_from_names(",".join(atoms)) if atoms else frozenset()
            got = [o.as_json() for o in answer_pad(board, cells)]
            if got != expected:
                wrong = [(p, g, e) for p, (g, e) in enumerate(zip(got, expected, strict=True), 1) if g != e]
                pytest.fail(f"{spec} atoms {atoms}: (port, engine, rules) {wrong[:5]}")
            coords = {oracle.cells[name] for name in atoms}
            for port in rng.sample(list(board.ports), 6):
                ray = trace(board, cells, port)
                assert ray.outcome.as_json() == expected[port - 1] == oracle.ray(coords, port), (spec, atoms, port)
                # The path drawn after the reveal: the cells it went through, and the atom that absorbed it.
                assert collapse([board.cell_name(c) for c in ray.cells]) == collapse(oracle.path), (spec, atoms, port)
                if expected[port - 1] == "H":
                    assert board.cell_name(ray.absorbed_by(board)) == oracle.at[oracle.absorber], (spec, atoms, port)
            checked += 1
    assert checked > 1000


def random_game(spec: str, rng: random.Random, announced: bool):
    """Play a random round to its end; return the game, the atoms, and the answers the experimenter was given."""
    board, oracle = parse_board(spec), oracle_for(spec)
    names = list(oracle.cells)
    count = rng.randint(1, min(20, len(names) - 1))
    atoms = rng.sample(names, count)
    if rng.random() < 0.2:  # a look-alike guess is likelier with atoms nobody can see (in a corner's shadow)
        atoms = atoms[:1]
        count = 1
    rules = Rules(scoring=rng.choice(list(Scoring)), accept_equivalent=rng.random() < 0.5)
    # A person announces answers only while the program does not know her atoms: a tabletop round, whose setter
    # enters them once the experimenter has finished.
    game = Game.new(board, count, rules, setup=None if announced else board.cells_from_names(",".join(atoms)))
    pad = oracle.pad(atoms)
    # A setter who misremembers one atom answers for the wrong pattern: a guess of that pattern reproduces every
    # answer she gave, and the balls it misplaces are not the experimenter's fault (Parker).
    misremembered = [*atoms[:-1], rng.choice([n for n in names if n not in atoms])]
    if announced and rng.random() < 0.5:
        pad = oracle.pad(misremembered)
    given, known, balls, marks = [], {}, set(), set()
    ports = len(oracle.ports)
    for _ in range(rng.randint(0, 2 * ports)):
        roll = rng.random()
        if roll < 0.5:
            port = rng.randint(1, ports)
            if not announced:
                move, answer = f"F{port}", pad[port - 1]
            elif port in known:
                continue  # a marked port's answer is known: nobody announces it again
            else:
                answer = pad[port - 1] if rng.random() < 0.8 else rng.choice(["H", "R", rng.randint(1, ports)])
                if answer == port:
                    answer = "R"
                if isinstance(answer, int) and answer in known:
                    answer = "H"
                move = f"F{port}={answer}"
                known[port] = answer
                if isinstance(answer, int):
                    known[answer] = port
            given.append((port, answer))
        elif roll < 0.8:
            free = [n for n in names if n not in balls]
            if balls and rng.random() < 0.3:
                ball = rng.choice(sorted(balls))
                balls.remove(ball)
                move = f"B-{ball}"
            elif balls and rng.random() < 0.4:
                ball, target = rng.choice(sorted(balls)), rng.choice(free)
                balls.remove(ball)
                balls.add(target)
                move = f"B{ball}>{target}"
            elif len(balls) < count:
                target = rng.choice(free)
                balls.add(target)
                move = f"B+{target}"
            else:
                continue
            marks -= balls
        else:
            cell = rng.choice(names)
            if cell in marks:
                marks.remove(cell)
                move = f"N-{cell}"
            elif cell not in balls:
                marks.add(cell)
                move = f"N+{cell}"
            else:
                continue
        game = game.apply(move)
    if rng.random() < 0.8:  # sometimes the guess is the answer, or nearly
        for ball in sorted(balls):
            game = game.apply(f"B-{ball}")
        balls = set(rng.choice([atoms, misremembered])[: count - rng.randint(0, 1)])
        for ball in sorted(balls):
            game = game.apply(f"B+{ball}")
    game = game.apply("D")
    if announced:
        game = game.apply("S=" + ",".join(atoms))
    return game, oracle, atoms, sorted(balls), given


def test_scores_of_random_finished_games_agree_under_every_variant():
    from blackbox_desktop.model import MoveError
    from blackbox_desktop.model.savefile import dumps, loads

    rng = random.Random(SEED)
    specs = ["ortho-8x8", "hex-5", "ortho-2x2", "ortho-2x5", "ortho-26x3", "hex-2", "hex-9", "ortho-12x17", "hex-3"]
    seen = set()
    for round_number in range(300):
        spec = specs[round_number % len(specs)]
        announced = round_number % 3 == 0
        game, oracle, atoms, balls, given = random_game(spec, rng, announced)
        pad = oracle.pad(atoms)
        errors = sum(answer != pad[port - 1] for port, answer in given)
        guess_pad = oracle.pad(balls)
        missed = set(atoms) - set(balls)
        if game.rules.accept_equivalent and len(balls) == len(atoms) and guess_pad == pad:
            missed = set()  # RULES §5: a guess no ray can tell apart from the truth is accepted
        for _ in range(errors):
            game = game.apply("E+")
        with pytest.raises(MoveError):  # where the program knows the atoms it counts the errors itself
            game.apply("E+")
        # Parker: the program proposes that a misplaced ball was not her fault when the guess reproduces every
        # answer she was given (RULES §4); rule choice of the engine: never more than the balls she misplaced.
        excused = 0
        if errors and missed and all(guess_pad[port - 1] == answer for port, answer in given):
            excused = min(len(missed), len(set(balls) - set(atoms)))
        assert game.proposed_excused() == excused, (spec, atoms, balls, given)
        game = game.apply_all(["X+"] * excused)
        misplaced = [a for a in atoms if a in missed]
        for variant in Scoring:
            expected = oracle_score(variant.value, given, balls, misplaced, errors, excused)
            if variant is Scoring.PER_RAY:
                expected -= 5 * errors  # the engine's rule choice (scoring.py): RULES §4 is silent
            result = game.score(variant)
            assert result.total == expected, (spec, variant, atoms, balls, given, errors, excused)
            assert result.misplaced == len(misplaced)
            rows = result.lines()  # the breakdown shown after the reveal adds up to its total
            assert rows[-1] == ("Total", expected) and sum(points for _, points in rows[:-1]) == expected
        assert [(s.port, s.outcome.as_json()) for s in game.position.shots] == given
        again = loads(dumps(game))
        assert again.history == game.history and again.score().total == game.score().total
        look_alike = bool(set(atoms) - set(balls)) and len(balls) == len(atoms) and guess_pad == pad
        exact = set(balls) == set(atoms)
        flags = {
            "announced": announced,
            "error": errors,
            "excused": excused,
            "misplaced": missed,
            "look-alike": look_alike,
            "exact": exact,
        }
        seen |= {flag for flag, on in flags.items() if on}
    assert seen == {"announced", "error", "excused", "misplaced", "look-alike", "exact"}


def test_every_move_and_board_text_reads_back_as_itself():
    from blackbox_desktop.model import Outcome
    from blackbox_desktop.model import moves as m
    from blackbox_desktop.model.markers import Marker
    from blackbox_desktop.model.moves import move_text

    rng = random.Random(SEED)
    for spec in board_specs(rng):
        board = parse_board(spec)
        assert board.spec == spec and parse_board(f" {spec.upper()} ") == board and parse_board(repr(board)[13:-2])
        cells, ports = list(board.cells), list(board.ports)
        answers = [Outcome.ABSORBED, Outcome.REFLECTED, *(Outcome.exit(p) for p in rng.sample(ports, 3))]
        markers = [Marker.HIT, Marker.REFLECTION, Marker.pair_of(1), Marker.pair_of(rng.randint(2, 9999))]
        moves = [m.Fire(p) for p in (1, ports[-1], rng.choice(ports))]
        moves += [m.Fire(rng.choice(ports), answer) for answer in answers]
        moves += [
            kind(c)
            for kind in (m.PlaceBall, m.RemoveBall, m.MarkEmpty, m.UnmarkEmpty)
            for c in (cells[0], cells[-1], rng.choice(cells))
        ]
        moves += [m.MoveBall(rng.choice(cells), rng.choice(cells)) for _ in range(3)]
        moves += [m.PlaceMarker(rng.choice(ports), marker) for marker in markers]
        moves += [m.RemoveMarker(p) for p in (1, ports[-1])]
        moves += [m.AdjustSetterErrors(1), m.AdjustSetterErrors(-1), m.AdjustExcused(1), m.AdjustExcused(-1)]
        moves += [m.RevealSetup(frozenset(rng.sample(cells, k))) for k in (1, 3, min(20, len(cells) - 1))]
        moves += [m.Finish()]
        for move in moves:
            text = move_text(move, board)
            assert parse_move(text, board) == move, (spec, text)
            assert parse_move(f"  {text.lower()} ", board) == move, (spec, text)


def test_the_command_line_answers_a_batch_in_the_shared_vector_format():
    import io
    import json

    from blackbox_desktop.cli import run

    rng = random.Random(SEED)
    records = []
    for spec in board_specs(rng)[::3]:
        oracle = oracle_for(spec)
        for atoms in setups(oracle, rng)[::4]:
            records.append({"board": spec, "atoms": sorted(atoms), "answers": oracle.pad(atoms)})
    stdin = io.StringIO("".join(json.dumps({"board": r["board"], "atoms": r["atoms"]}) + "\n" for r in records))
    stdout = io.StringIO()
    assert run(["answers", "--batch"], stdin=stdin, stdout=stdout) == 0
    assert [json.loads(line) for line in stdout.getvalue().splitlines()] == records


def test_the_solver_counts_the_same_arrangements_as_brute_force_on_small_boards():
    import io
    import itertools
    import json

    from blackbox_desktop.cli import run

    rng = random.Random(SEED)
    sizes = [
        ("hex-2", 2),
        ("hex-2", 3),
        ("hex-3", 3),
        ("ortho-2x2", 1),
        ("ortho-3x3", 2),
        ("ortho-2x5", 3),
        ("ortho-4x3", 4),
        ("ortho-4x4", 3),
    ]
    for spec, count in sizes * 3:
        oracle = oracle_for(spec)
        names = list(oracle.cells)
        pad = oracle.pad(rng.sample(names, count))
        rays = {port: pad[port - 1] for port in rng.sample(range(1, len(pad) + 1), rng.randint(0, 6))}
        fits = [
            combo
            for combo in itertools.combinations(names, count)
            if all(oracle.pad(combo)[port - 1] == answer for port, answer in rays.items())
        ]
        out = io.StringIO()
        words = " ".join(f"{port}:{answer}" for port, answer in rays.items())
        assert (
            run(["solve", "--board", spec, "--atoms-count", str(count), "--rays", words, "--no-hint"], stdout=out) == 0
        )
        found = json.loads(out.getvalue())
        assert found["count"] == len(fits), (spec, rays)
        for name in names:
            share = sum(name in combo for combo in fits) / len(fits)
            assert found["probabilities"][name] == pytest.approx(share, abs=1e-5), (spec, rays, name)
