"""The hint: which port teaches the most per marker it costs."""

from __future__ import annotations

import itertools
import math
import random
from collections import Counter

import pytest

from blackbox_desktop.model import Outcome, arrangement_walk, hints, parse_board
from blackbox_desktop.model.board import Board
from blackbox_desktop.model.deduction import analyse, observation_rays, parse_rays
from blackbox_desktop.model.deduction_search import Leaf, ray_tables, sample_arrangements, search
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.hints import best_port, candidate_ports
from blackbox_desktop.model.tracer import atom_bits


def consistent(board: Board, atom_count: int, observations: dict[int, Outcome]) -> list[int]:
    found = []
    for cells in itertools.combinations(range(board.cell_count), atom_count):
        bits = atom_bits(cells)
        if all(Outcome.from_code(board.tracer.exit_code(bits, p), p) == o for p, o in observations.items()):
            found.append(bits)
    return found


@pytest.mark.parametrize(("spec", "atom_count", "seed"), [("ortho-5x5", 3, 1), ("ortho-6x6", 3, 2), ("hex-3", 3, 3)])
def test_the_hint_is_the_port_with_most_bits_per_marker_over_every_arrangement_left(
    spec: str, atom_count: int, seed: int
) -> None:
    board = parse_board(spec)
    rng = random.Random(seed)
    atoms = atom_bits(rng.sample(range(board.cell_count), atom_count))
    fired = rng.sample(list(board.ports), 3)
    observations = {p: Outcome.from_code(board.tracer.exit_code(atoms, p), p) for p in fired}
    arrangements = consistent(board, atom_count, observations)
    hint = best_port(board, atom_count, observations, sample_limit=10_000)
    assert hint is not None
    scores = {}
    for port in candidate_ports(board, observations):
        tally = Counter(board.tracer.exit_code(bits, port) for bits in arrangements)
        shares = [n / len(arrangements) for n in tally.values()]
        bits_ = -sum(p * math.log2(p) for p in shares)
        cost = sum(n * (1 if code in (0, port) else 2) for code, n in tally.items()) / len(arrangements)
        scores[port] = (bits_ / cost, bits_, cost, len(arrangements) * sum(p * p for p in shares))
    assert scores[hint.port][0] == pytest.approx(max(score for score, *_ in scores.values()))
    assert (hint.expected_information_bits, hint.cost, hint.expected_remaining) == pytest.approx(scores[hint.port][1:])


def test_the_hint_never_points_at_a_port_that_already_has_a_marker() -> None:
    board = parse_board("ortho-8x8")
    rng = random.Random(4)
    atoms = atom_bits(rng.sample(range(64), 4))
    observations: dict[int, Outcome] = {}
    for _ in range(6):
        hint = best_port(board, 4, observations, rng=random.Random(1))
        assert hint is not None
        assert hint.port in candidate_ports(board, observations)
        observations[hint.port] = Outcome.from_code(board.tracer.exit_code(atoms, hint.port), hint.port)
        marked = set(observations) | {o.port for o in observations.values() if o.port is not None}
        assert hint.port in marked


def test_the_far_end_of_an_exit_is_not_a_candidate() -> None:
    board = parse_board("ortho-8x8")
    assert 24 not in candidate_ports(board, parse_rays(board, "1:24"))


def test_no_hint_when_only_one_arrangement_is_left() -> None:
    board = parse_board("ortho-4x4")
    assert best_port(board, 1, parse_rays(board, "1:H 5:H")) is None


def test_no_hint_when_the_arrangements_left_answer_every_ray_alike() -> None:
    board = parse_board("ortho-8x8")
    atoms = board.cells_from_names("A1,C1,C8")  # A8 can stand in for A1
    bits = atom_bits(atoms)
    pad = {p: Outcome.from_code(board.tracer.exit_code(bits, p), p) for p in board.ports}
    # Leave a few ports unfired: their answers are the same for both twins.
    unfired = [p for p in (5, 12, 20) if pad[p] != Outcome.REFLECTED]
    observations = {p: o for p, o in pad.items() if p not in unfired and o.port not in unfired}
    assert analyse(board, 3, observations).count == 2
    assert best_port(board, 3, observations) is None


def test_no_hint_when_the_answers_fit_no_arrangement() -> None:
    board = parse_board("ortho-8x8")
    assert best_port(board, 4, parse_rays(board, "1:24 24:H")) is None


def test_a_hint_on_a_big_board_is_estimated_from_a_repeatable_sample() -> None:
    board = parse_board("hex-5")
    rng = random.Random(8)
    atoms = atom_bits(rng.sample(range(61), 6))
    fired = rng.sample(list(board.ports), 4)
    observations = {p: Outcome.from_code(board.tracer.exit_code(atoms, p), p) for p in fired}
    first = best_port(board, 6, observations, rng=random.Random(3), sample_limit=300)
    assert first is not None
    assert first.port in candidate_ports(board, observations)
    assert 0 < first.expected_information_bits <= math.log2(board.port_count + 1)
    assert 1 <= first.cost <= 2
    assert best_port(board, 6, observations, rng=random.Random(3), sample_limit=300) == first


def test_sampled_arrangements_are_uniform_over_those_consistent() -> None:
    board = parse_board("ortho-5x5")
    observations = parse_rays(board, "1:H 8:R")
    tables = ray_tables(board)
    leaves: list[Leaf] = []
    total = search(tables, 2, observation_rays(board, observations), leaves=leaves).count
    arrangements = consistent(board, 2, observations)
    assert total == len(arrangements)
    draws = 200 * total
    seen = Counter(sample_arrangements(leaves, tables.all_cells, random.Random(9), draws))
    assert set(seen) == set(arrangements)
    # Each arrangement is expected 200 times; allow five standard deviations.
    assert all(abs(n - 200) < 5 * math.sqrt(200) for n in seen.values())


def test_a_hint_says_whether_its_figures_are_counted_or_estimated() -> None:
    board = parse_board("ortho-4x4")
    assert best_port(board, 1, parse_rays(board, "1:H")).exact  # type: ignore[union-attr]
    board = parse_board("hex-5")
    sampled = best_port(board, 6, {}, rng=random.Random(3), sample_limit=300)
    assert sampled is not None and not sampled.exact  # the window rounds its "about … arrangements"


def test_the_rare_difference_search_can_be_stopped(monkeypatch: pytest.MonkeyPatch) -> None:
    # When every sampled arrangement answers alike, one full count per port follows: minutes on a big board,
    # and it went on after a new ray or the window's close (the CLI's time limit too), as nothing could stop it.
    import blackbox_desktop.model.deduction as deduction

    board = parse_board("ortho-8x8")
    atoms = board.cells_from_names("A1,C1,C8")  # A8 can stand in for A1: two arrangements, one sampled
    bits = atom_bits(atoms)
    pad = {p: Outcome.from_code(board.tracer.exit_code(bits, p), p) for p in board.ports}
    unfired = [p for p in (5, 12, 20) if pad[p] != Outcome.REFLECTED]
    observations = {p: o for p, o in pad.items() if p not in unfired and o.port not in unfired}
    given: list[object] = []
    count = deduction.analyse

    def analyse_watched(*args: object, cancel: object = None) -> object:
        given.append(cancel)
        return count(*args, cancel=cancel)  # type: ignore[arg-type]

    monkeypatch.setattr(deduction, "analyse", analyse_watched)

    def never() -> bool:
        return False

    assert best_port(board, 3, observations, sample_limit=1, cancel=never) is None
    assert given and all(cancel is never for cancel in given)


def test_a_big_board_hint_does_not_wait_for_the_count() -> None:
    """26×26 with 10 atoms after one absorbed ray: counting would take minutes; the hint comes from a sample
    drawn by walks and says what share of the arrangements a ray leaves, not how many."""
    board = parse_board("ortho-26x26")
    observations = parse_rays(board, "51:H")
    hint = best_port(board, 10, observations, sample_limit=300)
    assert hint is not None
    assert hint.port in candidate_ports(board, observations)
    assert hint.expected_remaining is None and not hint.exact
    assert hint.expected_share is not None and 0 < hint.expected_share < 1
    assert 1 <= hint.cost <= 2


def test_walks_stuck_on_one_arrangement_do_not_make_the_hint_say_nothing_is_left_to_learn(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """26x26 with 10 atoms: walks that kept to one corner of a set too large to count drew one arrangement over
    and over, no ray split it, and the hint said "No ray can teach you more" where hundreds fit.  Starts mended
    afresh land elsewhere, and walks from them give a ray worth firing (9x9 with 6 atoms after 14 rays: 241 fit)."""
    board = parse_board("ortho-9x9")
    game = Game.new(board, 6, Rules(), setup=board.cells_from_names("B3,C5,D5,D9,G7,I9"))
    for port in (36, 20, 1, 19, 35, 28, 25, 17, 7, 14, 27, 32, 10, 26):
        game = game.apply(f"F{port}")
    known = game.position.known_answers()
    hidden = atom_bits(game.setup or ())
    monkeypatch.setattr(arrangement_walk, "COUNT_WORK", 0)
    monkeypatch.setattr(hints, "fitting_sample", lambda *args: [hidden] * args[4])
    hint = best_port(board, 6, known, rng=random.Random(1))
    assert hint is not None and hint.expected_remaining is None
    assert hint.port in candidate_ports(board, known)
