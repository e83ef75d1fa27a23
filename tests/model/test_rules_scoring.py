"""RULES.md §3 and §4 checked on seeded random rounds: markers, the three scorings side by side, setter errors.

Each round is played by a seeded random experimenter (random ports, repeats included, random balls); what the
rules say the round is worth is worked out here from the shots alone and compared with the game's own figures.
"""

from __future__ import annotations

import random

import pytest

from blackbox_desktop.model import MoveError, Outcome, parse_board
from blackbox_desktop.model.editions import FRANJOS, PARKER
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.markers import MarkerKind
from blackbox_desktop.model.scoring import Scoring

BOARDS = [("ortho-8x8", 4), ("ortho-8x8", 5), ("ortho-5x7", 3), ("hex-5", 5), ("hex-5", 6), ("hex-3", 2)]


def random_round(spec: str, atom_count: int, seed: int, **rules: object) -> tuple[Game, list[int]]:
    """A finished round with seeded random rays (some repeated) and balls, and the ports fired in order."""
    board = parse_board(spec)
    rng = random.Random(seed)
    atoms = frozenset(rng.sample(board.cells, atom_count))
    game = Game.new(board, atom_count, Rules(accept_equivalent=False, **rules), atoms)  # type: ignore[arg-type]
    fired = [rng.choice(board.ports) for _ in range(rng.randint(0, 2 * board.port_count))]
    for port in fired:
        game = game.apply(f"F{port}")
    for cell in rng.sample(board.cells, rng.randint(0, atom_count)):
        game = game.apply(f"B+{board.cell_name(cell)}")
    return game.apply("D"), fired


@pytest.mark.parametrize(("spec", "atom_count"), BOARDS)
def test_markers_cover_each_port_once_and_per_ray_cost_counts_every_ray(spec: str, atom_count: int) -> None:
    for seed in range(25):
        game, fired = random_round(spec, atom_count, seed)
        pos = game.position
        covered: set[int] = set()
        cost = 0
        for port in fired:
            outcome = game.answer(port)
            covered |= {port} if outcome.port is None else {port, outcome.port}
            cost += 2 if outcome.port is not None else 1
        assert pos.ray_cost == cost  # per ray: repeats included
        assert pos.marker_points == len(covered)  # one marker a port, repeats free
        assert {port for port in game.board.ports if pos.marker_at(port) is not None} == covered
        pairs: dict[int, list[int]] = {}
        for port in covered:
            marker, outcome = pos.marker_at(port), game.answer(port)
            assert marker is not None
            if outcome == Outcome.ABSORBED:
                assert marker.kind is MarkerKind.HIT
            elif outcome == Outcome.REFLECTED:
                assert marker.kind is MarkerKind.REFLECTION
            else:
                assert marker.kind is MarkerKind.PAIR
                pairs.setdefault(marker.pair, []).append(port)
        # A pair is two tokens alike, at a ray's entry and exit.
        for ports in pairs.values():
            assert len(ports) == 2 and game.answer(ports[0]) == Outcome.exit(ports[1])


@pytest.mark.parametrize(("spec", "atom_count"), BOARDS)
def test_the_three_scorings_of_one_round_differ_only_as_the_rules_say(spec: str, atom_count: int) -> None:
    for seed in range(25):
        game, _ = random_round(spec, atom_count, seed)
        pos = game.position
        assert game.setup is not None
        misplaced = len(game.setup - pos.balls)
        parker, franjos, per_ray = (
            game.score(variant) for variant in (Scoring.PARKER, Scoring.FRANJOS, Scoring.PER_RAY)
        )
        assert franjos.total == pos.marker_points + 5 * misplaced
        # The program answered every ray, so every misplaced ball was her own fault: Parker agrees with Franjos.
        assert parker.total == franjos.total
        assert per_ray.total == pos.ray_cost + 5 * misplaced
        assert per_ray.total >= franjos.total  # a ray costs at least the markers it lays


def test_firing_again_at_a_marked_port_costs_a_ray_but_no_marker() -> None:
    board = parse_board("hex-5")
    rng = random.Random(5)
    for _ in range(20):
        game = Game.new(board, 5, Rules(), frozenset(rng.sample(board.cells, 5)))
        port = rng.choice(board.ports)
        game = game.apply(f"F{port}")
        answer = game.answer(port)
        for again in {port, answer.port or port}:
            later = game.apply(f"F{again}")
            assert later.position.marker_points == game.position.marker_points
            assert later.position.markers == game.position.markers
            assert later.position.ray_cost == game.position.ray_cost + (2 if answer.port is not None else 1)


def wrong_answer(board_ports: range, truth: Outcome, port: int, rng: random.Random) -> str:
    """An announcement unlike ``truth``: absorbed, reflected or an exit elsewhere."""
    choices = ["H", "R", *(str(other) for other in board_ports if other != port)]
    return rng.choice([word for word in choices if word != str(truth) and not (truth.port and word == str(truth.port))])


@pytest.mark.parametrize("seed", range(12))
def test_setter_errors_take_five_off_every_scoring_and_parker_excuses_misled_balls(seed: int) -> None:
    board = parse_board("ortho-8x8")
    rng = random.Random(seed)
    atoms = frozenset(rng.sample(board.cells, 4))
    game = Game.new(board, 4, Rules(edition=PARKER, scoring=Scoring.PARKER, accept_equivalent=False), None)
    truth = Game.new(board, 4, Rules(), atoms)
    for port in rng.sample(list(board.ports), 8):
        if game.position.is_known(port):
            continue
        answer = truth.answer(port)
        word = (
            wrong_answer(board.ports, answer, port, rng)
            if rng.random() < 0.3
            else ("H" if answer == Outcome.ABSORBED else "R" if answer == Outcome.REFLECTED else str(answer.port))
        )
        try:
            game = game.apply(f"F{port}={word}")
        except MoveError:  # an exit onto a port already marked is refused; the setter says something else
            game = game.apply(f"F{port}=H")
    for cell in rng.sample(board.cells, 4):
        game = game.apply(f"B+{board.cell_name(cell)}")
    game = game.apply("D").apply("S=" + ",".join(board.names(atoms)))
    wrong = len(game.wrong_announcements())
    base = {variant: game.score(variant).total for variant in Scoring}
    for _ in range(wrong):
        game = game.apply("E+")
    for variant in Scoring:
        assert game.score(variant).total == base[variant] - 5 * wrong
    excusable = game.excusable()
    misplaced = len(atoms - game.position.balls)
    assert excusable <= misplaced
    for _ in range(excusable):
        game = game.apply("X+")
    parker, franjos = game.score(Scoring.PARKER), game.score(Scoring.FRANJOS)
    assert parker.total == franjos.total - 5 * excusable  # Franjos charges every misplaced atom
    assert game.score(Scoring.PER_RAY).total == game.position.ray_cost + 5 * misplaced - 5 * wrong


@pytest.mark.parametrize(
    ("spec", "atoms", "kind", "tokens"),
    [
        ("ortho-8x8", "B2,B7,G2,G7", MarkerKind.PAIR, FRANJOS.pair_tokens),  # 12 pairs, 10 colours
        ("ortho-8x8", "A3,A6,C1,C8,H3", MarkerKind.REFLECTION, FRANJOS.reflection_tokens),  # 10 reflections, 8 white
        ("hex-5", "A3,D5,E1,E9,F3,H5", MarkerKind.HIT, FRANJOS.hit_tokens),  # 34 absorbed, 14 black
    ],
)
def test_running_out_of_a_colour_never_stops_play(spec: str, atoms: str, kind: MarkerKind, tokens: int) -> None:
    board = parse_board(spec)
    game = Game.new(board, len(atoms.split(",")), Rules(edition=FRANJOS), board.cells_from_names(atoms))
    for port in board.ports:
        game = game.apply(f"F{port}")
    markers = [marker for marker in game.position.markers if marker is not None]
    assert len(markers) == board.port_count
    laid = [marker for marker in markers if marker.kind is kind]
    assert (len(laid) // 2 if kind is MarkerKind.PAIR else len(laid)) > tokens


def test_a_wrong_answer_repeated_at_its_marked_ports_is_one_setter_error() -> None:
    # RULES.md §3-4: a ray from a port that already carries a marker has a known answer, and the game makes the
    # setter give that answer again; it tells nothing new, so it is no new wrong answer.  Counted once each, a
    # wrong HIT fired at again and again took 5 off per repeat: a score of −28 with two markers on the board.
    board = parse_board("ortho-8x8")
    hidden = board.cells_from_names("B2,C5,D1,E1")  # 3 is reflected, 7 comes out at 18
    game = Game.new(board, 4, Rules(scoring=Scoring.PARKER), None)
    game = game.apply_all(["F3=H", "F3=H", "F3=H", "F7=20", "F20=7", "F7=20", "F9=H"])
    assert game.setter_error_limit() == 3  # before her atoms are known: one a port she answered first
    game = game.apply_all([*(f"B+{name}" for name in board.names(hidden)), "D", "S=" + ",".join(board.names(hidden))])
    assert [shot.port for shot in game.wrong_announcements()] == [3, 7]
    assert game.setter_error_limit() == 2
    game = game.apply_all(["E+", "E+"])
    with pytest.raises(MoveError, match="wrong answer the setter's atoms show"):
        game.apply("E+")
    assert game.score().total == game.position.marker_points - 10


@pytest.mark.parametrize("spec", ["ortho-8x8", "hex-5", "ortho-3x4"])
def test_announced_answers_of_any_kind_keep_one_marker_a_port_and_answers_symmetric(spec: str) -> None:
    # A tabletop setter may say anything; whatever the game accepts must still lay out on the board.
    board = parse_board(spec)
    for seed in range(30):
        rng = random.Random(seed)
        game = Game.new(board, 2, Rules(), None)
        for _ in range(3 * board.port_count):
            port = rng.choice(board.ports)
            said = rng.choice(["H", "R", str(rng.choice(board.ports))])
            try:
                game = game.apply(f"F{port}={said}")
            except MoveError:
                continue
        pos = game.position
        known = pos.known_answers()
        for port, answer in known.items():
            if answer.port is not None:
                assert answer.port != port and known[answer.port] == Outcome.exit(port)
        markers = [marker for marker in pos.markers if marker is not None]
        assert len(markers) == pos.marker_points == len(known)
        numbers = [marker.pair for marker in markers if marker.kind is MarkerKind.PAIR]
        assert all(numbers.count(number) == 2 for number in numbers)
