"""The random walks that stand in for the count where arrangements are too many to count (big boards)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from blackbox_desktop.model import arrangement_walk
from blackbox_desktop.model.arrangement_walk import mend, walk_rays, walk_sample
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.deduction import observation_rays
from blackbox_desktop.model.deduction_search import Leaf, cells_of, leaf_arrangements, ray_tables, search
from blackbox_desktop.model.experimenter import ComputerExperimenter, play_game
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.outcome import OutcomeKind
from blackbox_desktop.model.tracer import atom_bits


@pytest.mark.parametrize("spec", ["ortho-8x8", "hex-5"])
def test_the_reach_holds_every_cell_that_can_change_the_answer(spec: str) -> None:
    board = parse_board(spec)
    tracer = board.tracer
    rng = random.Random(3)
    for _ in range(60):
        atoms = atom_bits(rng.sample(range(board.cell_count), 5))
        for port in board.ports:
            code, reach = tracer.exit_and_reach(atoms, port)
            assert code == tracer.exit_code(atoms, port)
            outside = [cell for cell in range(board.cell_count) if not reach >> cell & 1]
            for cell in rng.sample(outside, min(4, len(outside))):
                assert tracer.exit_code(atoms ^ 1 << cell, port) == code, (port, cell)


def test_walks_visit_every_fitting_arrangement_about_equally_often() -> None:
    board = parse_board("ortho-5x5")
    hidden = board.cells_from_names("B2,D4")
    game = Game.new(board, 2, Rules(), setup=hidden)
    for port in (2, 17):
        game = game.apply(f"F{port}")
    known = game.position.known_answers()
    tables = ray_tables(board)
    leaves: list[Leaf] = []
    search(tables, 2, observation_rays(board, known), leaves=leaves)
    exact = {bits for leaf in leaves for bits in leaf_arrangements(leaf, tables.all_cells)}
    assert 20 < len(exact) < 200
    drawn = walk_sample(board, 2, walk_rays(known), [atom_bits(hidden)], random.Random(7), 40 * len(exact))
    seen = Counter(drawn)
    assert set(seen) == exact
    mean = len(drawn) / len(exact)
    assert all(0.5 * mean < times < 1.6 * mean for times in seen.values()), sorted(seen.values())


def test_mending_finds_an_arrangement_that_fits_on_a_big_board() -> None:
    board = parse_board("ortho-26x26")
    rng = random.Random(11)
    hidden = atom_bits(rng.sample(range(board.cell_count), 10))
    rays = [(port, board.tracer.exit_code(hidden, port)) for port in rng.sample(list(board.ports), 30)]
    bits, wrong = mend(board, 10, rays, random.Random(2))
    assert wrong == 0
    assert len(cells_of(bits)) == 10
    assert all(board.tracer.exit_code(bits, port) == code for port, code in rays)


def test_mending_answers_contradictions_with_its_best_try() -> None:
    board = parse_board("ortho-8x8")
    # A ray absorbed at port 1 cannot come out at port 1's neighbour on the same side with no atom at all.
    bits, wrong = mend(board, 1, [(1, 0), (2, 2), (1, 24)], random.Random(1), moves=2000)
    assert wrong >= 1
    assert len(cells_of(bits)) == 1


def test_walk_rays_follow_the_tracer_codes() -> None:
    board = parse_board("ortho-8x8")
    hidden = atom_bits(board.cells_from_names("C3,F6,D5,E2"))
    game = Game.new(board, 4, Rules(), setup=frozenset(cells_of(hidden)))
    for port in (1, 5, 9, 20, 30):
        if not game.position.is_known(port):
            game = game.apply(f"F{port}")
    known = game.position.known_answers()
    assert {port for port, _ in walk_rays(known)} == set(known)
    assert all(board.tracer.exit_code(hidden, port) == code for port, code in walk_rays(known))


def test_a_big_board_decision_does_not_wait_for_the_count() -> None:
    """26×26 with 10 atoms after one absorbed ray: counting would take minutes (every way of bending the
    ray first is a branch); the experimenter draws its sample by walks and fires at once."""
    board = parse_board("ortho-26x26")
    hidden = board.cells_from_names("C13,E17,F8,K2,O25,R19,S16,T14,W11,Z18")
    game = Game.new(board, 10, Rules(), setup=hidden).apply("F51")
    assert game.position.known_answers()[51].kind is OutcomeKind.ABSORBED
    experimenter = ComputerExperimenter(board, 10, rng=random.Random(5))
    decision = experimenter.decide(game.position)
    assert decision.port is not None
    assert not decision.exact
    assert decision.count == experimenter.level.sample_size


def test_a_game_played_on_walked_samples_ends_with_balls_that_fit_every_ray(monkeypatch: pytest.MonkeyPatch) -> None:
    """With no count allowed at all, the walks carry a whole game: the balls it places answer every ray it
    fired as the hidden atoms did (or it would have fired again)."""
    monkeypatch.setattr(arrangement_walk, "COUNT_WORK", 0)
    monkeypatch.setattr(arrangement_walk, "START_WORK", 0)
    board = parse_board("ortho-8x8")
    for seed, hidden in enumerate(["C3,F6,D5,E2", "A1,B7,G2,H8", "D4,D5,E4,E5"]):
        setup = board.cells_from_names(hidden)
        game = play_game(
            Game.new(board, 4, Rules(), setup=setup), ComputerExperimenter(board, 4, rng=random.Random(seed))
        )
        assert game.finished
        balls = atom_bits(game.position.balls)
        known = game.position.known_answers()
        assert all(board.tracer.exit_code(balls, port) == code for port, code in walk_rays(known)), hidden
        assert observation_rays(board, known)


def test_when_the_walks_keep_finding_the_same_few_arrangements_the_count_is_given_longer(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Walks can keep to one corner of a small set (10x10 with 8 atoms: 10 different ones drawn where 346 fit,
    and the computer stopped on the wrong ones); then a longer count lists the set."""
    from blackbox_desktop.model.deduction import analyse

    board = parse_board("ortho-9x9")  # no opening book
    hidden = board.cells_from_names("C3,F6,D5,E2")
    game = Game.new(board, 4, Rules(), setup=hidden)
    for port in (1, 4, 7, 10, 13, 18, 22, 27, 30):
        if not game.position.is_known(port):
            game = game.apply(f"F{port}")
    known = game.position.known_answers()
    fitting = analyse(board, 4, known).count
    assert 1 < fitting < 100
    monkeypatch.setattr(arrangement_walk, "COUNT_WORK", 0)
    decision = ComputerExperimenter(board, 4, rng=random.Random(1)).decide(game.position)
    assert decision.exact
    assert decision.count <= fitting
