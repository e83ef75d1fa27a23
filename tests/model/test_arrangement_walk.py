"""The random walks that stand in for the count where arrangements are too many to count (big boards)."""

from __future__ import annotations

import functools
import itertools
import operator
import random
from collections import Counter

import pytest

from blackbox_desktop.model import arrangement_walk, experimenter
from blackbox_desktop.model.arrangement_walk import (
    count_budget,
    fitting_sample,
    looked_at,
    mend,
    missed,
    probes,
    walk_rays,
    walk_sample,
)
from blackbox_desktop.model.board import Board, parse_board
from blackbox_desktop.model.deduction import Observations, observation_rays
from blackbox_desktop.model.deduction_search import (
    CANCEL_EVERY,
    Leaf,
    cells_of,
    leaf_arrangements,
    ray_tables,
    search,
)
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


def _position_of_241() -> tuple[Game, list[tuple[int, int]]]:
    """9x9 with 6 atoms after 14 rays: 241 arrangements fit; counting them looks at some 40,000 nodes."""
    board = parse_board("ortho-9x9")  # no opening book
    game = Game.new(board, 6, Rules(), setup=board.cells_from_names("B3,C5,D5,D9,G7,I9"))
    for port in (36, 20, 1, 19, 35, 28, 25, 17, 7, 14, 27, 32, 10, 26):
        game = game.apply(f"F{port}")
    return game, observation_rays(board, game.position.known_answers())


def _walks_drawing(monkeypatch: pytest.MonkeyPatch, arrangements: list[int]) -> None:
    """Walks that draw these arrangements, in turn, and no others."""
    monkeypatch.setattr(
        experimenter, "fitting_sample", lambda *args: [arrangements[i % len(arrangements)] for i in range(args[4])]
    )


def _every_arrangement(game: Game, rays: list[tuple[int, int]]) -> list[int]:
    tables = ray_tables(game.board)
    leaves: list[Leaf] = []
    search(tables, 6, rays, leaves=leaves)
    return [bits for leaf in leaves for bits in leaf_arrangements(leaf, tables.all_cells)]


def test_walks_that_missed_arrangements_the_stopped_count_found_get_a_longer_count(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Walks can keep to one corner of a small set (10x10 with 8 atoms: 10 different ones drawn where 346 fit,
    the stopped count had found 191, and the computer stopped on the wrong ones); then a longer count lists the
    set."""
    game, rays = _position_of_241()
    work = (len(rays) + arrangement_walk.NODE_WORK) * CANCEL_EVERY  # about 4,000 nodes: a tenth of the count
    leaves: list[Leaf] = []
    with pytest.raises(arrangement_walk.TooLong):
        search(ray_tables(game.board), 6, rays, leaves=leaves, cancel=count_budget(None, len(rays), work))
    assert missed(leaves, [atom_bits(game.setup or ())]) > 0
    monkeypatch.setattr(arrangement_walk, "COUNT_WORK", work)
    monkeypatch.setattr(experimenter, "LONG_WORK", 20 * work)
    monkeypatch.setattr(arrangement_walk, "PROBES", 0)  # the count's own finds tell
    _walks_drawing(monkeypatch, [atom_bits(game.setup or ())])
    decision = ComputerExperimenter(game.board, 6, rng=random.Random(1)).decide(game.position)
    assert decision.exact
    assert 1 < decision.count <= 241


def test_walks_stuck_where_the_count_found_nothing_are_caught_by_a_mended_start(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """10x10 with 8 atoms, later in the same game: the count found none of the 66 in its time, the walks drew 3;
    a start mended afresh fits elsewhere, and the longer count lists them."""
    game, _ = _position_of_241()
    monkeypatch.setattr(arrangement_walk, "COUNT_WORK", 0)
    _walks_drawing(monkeypatch, [atom_bits(game.setup or ())])
    decision = ComputerExperimenter(game.board, 6, rng=random.Random(1)).decide(game.position)
    assert decision.exact


def test_walks_that_drew_every_arrangement_get_no_longer_count(monkeypatch: pytest.MonkeyPatch) -> None:
    """Late in a game the set can be small: walks that drew it all draw each many times, and a longer count
    (which on 26x26 with 10 atoms fails anyway) would cost 10-20 s a decision for nothing."""
    game, rays = _position_of_241()
    monkeypatch.setattr(arrangement_walk, "COUNT_WORK", 0)
    _walks_drawing(monkeypatch, _every_arrangement(game, rays))
    decision = ComputerExperimenter(game.board, 6, rng=random.Random(1)).decide(game.position)
    assert not decision.exact
    assert decision.count == experimenter.LEVELS["strong"].sample_size


def test_missed_counts_the_arrangements_of_the_leaves_not_drawn() -> None:
    game, rays = _position_of_241()
    tables = ray_tables(game.board)
    leaves: list[Leaf] = []
    search(tables, 6, rays, leaves=leaves)
    every = _every_arrangement(game, rays)
    assert len(every) == 241
    assert missed(leaves, every) == 0
    assert missed(leaves, every[1:] + every[1:6]) == 1
    assert missed(leaves, []) == 241


def test_mended_probes_fit_and_land_among_draws_that_hold_every_arrangement() -> None:
    game, rays = _position_of_241()
    every = set(_every_arrangement(game, rays))
    mended = probes(game.board, 6, walk_rays(game.position.known_answers()), random.Random(3))
    assert len(mended) == arrangement_walk.PROBES
    assert all(not wrong and bits in every for bits, wrong in mended)


def test_walks_stuck_in_a_set_too_large_to_count_go_on_from_the_arrangements_found_elsewhere(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """26x26 with 10 atoms: walks that drew one arrangement 700 times where a mended start fits elsewhere, and
    no count finishes; the computer stopped on that one with 7 atoms misplaced.  Walks from the probes as well
    leave it a ray worth firing."""
    game, _ = _position_of_241()
    monkeypatch.setattr(arrangement_walk, "COUNT_WORK", 0)
    monkeypatch.setattr(experimenter, "LONG_WORK", 0)
    _walks_drawing(monkeypatch, [atom_bits(game.setup or ())])
    decision = ComputerExperimenter(game.board, 6, rng=random.Random(1)).decide(game.position)
    assert not decision.exact
    assert decision.port is not None
    assert decision.stop_value > 0


@pytest.mark.parametrize(("known", "counted"), [(experimenter.HOPELESS_KNOWN, True), (40, False)])
def test_a_longer_count_is_spared_where_the_stopped_one_found_none_of_many_known_arrangements(
    monkeypatch: pytest.MonkeyPatch, known: int, counted: bool
) -> None:
    """26x26 with 10 atoms late in a game: the count found none in its time, the walks and probes 30 to 287, and
    a count four times longer failed every time, at 13-17 s a decision.  Where the walks and probes found more
    than ``HOPELESS_KNOWN`` it is not tried (here it would list the 241); with fewer it is, and lists them."""
    game, rays = _position_of_241()
    every = _every_arrangement(game, rays)
    monkeypatch.setattr(arrangement_walk, "COUNT_WORK", 0)  # the stopped count finds none
    _walks_drawing(monkeypatch, every[: known - 1])
    monkeypatch.setattr(experimenter, "found_elsewhere", lambda *args: ([every[-1]], False))  # one probe elsewhere
    decision = ComputerExperimenter(game.board, 6, rng=random.Random(1)).decide(game.position)
    assert decision.exact is counted


def test_a_longer_count_is_tried_where_the_stopped_one_found_arrangements() -> None:
    """The stopped count's finds say it was on its way (10x10 with 8 atoms: 164 found, 7,535 listed at last),
    however many the walks drew."""
    assert not experimenter._longer_count_hopeless([(1, 1, 0, 1)], list(range(100)), [])
    assert experimenter._longer_count_hopeless([], list(range(100)), [])
    assert not experimenter._longer_count_hopeless([], [5] * 700, [6, 7])


def test_the_balls_go_on_the_walked_sample_the_stop_was_decided_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """On 26x26 with 10 atoms placing the balls drew a second sample, as long again as the stop decision (two
    minutes on a loaded machine); they now go on the sample the stop was decided on, whichever is asked first."""
    monkeypatch.setattr(arrangement_walk, "COUNT_WORK", 0)
    monkeypatch.setattr(arrangement_walk, "START_WORK", 0)
    monkeypatch.setattr(experimenter, "LONG_WORK", 0)
    drawn: list[dict[int, object]] = []
    real = experimenter.fitting_sample

    def counted(*args: object) -> list[int]:
        drawn.append(dict(args[2]))  # type: ignore[call-overload]
        return real(*args)  # type: ignore[arg-type]

    monkeypatch.setattr(experimenter, "fitting_sample", counted)
    board = parse_board("ortho-8x8")
    setup = board.cells_from_names("C3,F6,D5,E2")
    game = play_game(Game.new(board, 4, Rules(), setup=setup), ComputerExperimenter(board, 4, rng=random.Random(2)))
    stop = Game.new(board, 4, Rules(), setup=setup).apply_all([m for m in game.history if m.startswith("F")])
    known = dict(stop.position.known_answers())
    assert drawn.count(known) == 1
    decision = ComputerExperimenter(board, 4, rng=random.Random(2)).decide(stop.position)
    assert decision.port is None and not decision.exact
    fresh = ComputerExperimenter(board, 4, rng=random.Random(2))
    assert fresh.plan_balls(stop.position) == game.position.balls  # asked first, the plan is the same


def test_walks_that_drew_many_different_arrangements_say_the_set_is_too_large_to_list() -> None:
    """700 draws from at most 1,200 arrangements give about 530 different ones: well over that, the set is
    larger than the strong level lists, and its count would give figures from a sample too."""
    assert experimenter._too_many_to_list(list(range(700)), 1200)
    assert not experimenter._too_many_to_list([*range(600), *[0] * 100], 1200)
    assert not experimenter._too_many_to_list([i % 241 for i in range(700)], 1200)
    assert not experimenter._too_many_to_list([], 1200)


def _counting(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The counts the experimenter starts, one entry each."""
    started: list[int] = []
    real = experimenter.search

    def counted(*args: object, **named: object) -> object:
        started.append(1)
        return real(*args, **named)  # type: ignore[arg-type]

    monkeypatch.setattr(experimenter, "search", counted)
    return started


def test_a_big_board_spares_the_count_where_the_walks_drew_too_many_to_list(monkeypatch: pytest.MonkeyPatch) -> None:
    """26x26 with 10 atoms: the count ran out at every decision after the first.  On a board counted as big, the
    walks come first, and where they drew far more different arrangements than a listable set gives, no count
    is started."""
    game, _ = _position_of_241()
    monkeypatch.setattr(experimenter, "WALK_FIRST_CELLS", 0)
    many = [atom_bits(cells) for _, cells in zip(range(700), itertools.combinations(range(81), 6), strict=False)]
    _walks_drawing(monkeypatch, many)
    started = _counting(monkeypatch)
    decision = ComputerExperimenter(game.board, 6, rng=random.Random(1)).decide(game.position)
    assert not started
    assert not decision.exact and decision.count == 700


def test_a_big_board_still_counts_where_the_walks_drew_few(monkeypatch: pytest.MonkeyPatch) -> None:
    """Where the walks drew no more different arrangements than a listable set gives, the count runs as before
    and lists them: the figures stay exact where the count can finish."""
    game, rays = _position_of_241()
    monkeypatch.setattr(experimenter, "WALK_FIRST_CELLS", 0)
    _walks_drawing(monkeypatch, _every_arrangement(game, rays))
    started = _counting(monkeypatch)
    decision = ComputerExperimenter(game.board, 6, rng=random.Random(1)).decide(game.position)
    assert started
    assert decision.exact


def test_a_board_of_the_box_counts_before_any_walk(monkeypatch: pytest.MonkeyPatch) -> None:
    """On boards up to 10x10 the count nearly always finishes: no walk is drawn where it does."""
    game, _ = _position_of_241()
    walked: list[int] = []
    monkeypatch.setattr(experimenter, "fitting_sample", lambda *args: walked.append(1) or [])
    decision = ComputerExperimenter(game.board, 6, rng=random.Random(1)).decide(game.position)
    assert not walked and decision.exact


def test_the_cells_looked_at_are_the_reaches_of_the_rays_through_the_first_different_draws() -> None:
    game, _ = _position_of_241()
    rays = walk_rays(game.position.known_answers())
    every = _every_arrangement(game, rays=observation_rays(game.board, game.position.known_answers()))
    trace = game.board.tracer.exit_and_reach
    reach = [functools.reduce(operator.or_, (trace(bits, port)[1] for port, _ in rays)) for bits in every[:3]]
    assert looked_at(game.board, rays, every[:1]) == reach[0]
    assert looked_at(game.board, rays, [every[0], every[0], every[1], every[2]], most=2) == reach[0] | reach[1]
    assert looked_at(game.board, rays, every[:3]) == reach[0] | reach[1] | reach[2]
    assert looked_at(game.board, rays, []) == 0


def test_atoms_with_too_many_ways_among_the_cells_looked_at_leave_nothing_to_count() -> None:
    """C(650, 10) is about 10^21 (26x26 with 10 atoms late in a game: no count ever finished); C(196, 8) about
    10^13.7 (14x14 with 8 atoms, where longer counts did)."""
    assert experimenter._too_many_ways(650, 10)
    assert not experimenter._too_many_ways(196, 8)
    assert not experimenter._too_many_ways(676, 4)
    assert not experimenter._too_many_ways(3, 10)


def test_a_big_board_starts_no_count_where_the_atoms_have_too_many_ways(monkeypatch: pytest.MonkeyPatch) -> None:
    """26x26 with 10 atoms: from mid-game on the walks drew few enough arrangements for a count to start, and it
    ran out every time (about 1 s), then late in the game a count four times longer did too (5 s more).  Where the
    atoms have too many ways among the cells the rays look at, neither is started: the walks and probes decide, as
    after a count that ran out."""
    game, rays = _position_of_241()
    monkeypatch.setattr(experimenter, "WALK_FIRST_CELLS", 0)
    monkeypatch.setattr(experimenter, "COUNTABLE_WAYS", 1000)  # C(cells looked at, 6) is far more on 9x9
    every = _every_arrangement(game, rays)
    _walks_drawing(monkeypatch, every[:20])  # few: without the rule both counts would run (and list the 241)
    probed: list[int] = []
    monkeypatch.setattr(experimenter, "found_elsewhere", lambda *args: probed.append(1) or ([every[-1]], False))
    started = _counting(monkeypatch)
    decision = ComputerExperimenter(game.board, 6, rng=random.Random(1)).decide(game.position)
    assert not started
    assert probed  # the walks are still checked for keeping to one corner of the set
    assert not decision.exact and decision.port is not None


def test_a_big_board_counts_where_the_atoms_have_few_enough_ways(monkeypatch: pytest.MonkeyPatch) -> None:
    """The same position with the threshold above C(81, 6): the count runs and lists the set."""
    game, rays = _position_of_241()
    monkeypatch.setattr(experimenter, "WALK_FIRST_CELLS", 0)
    monkeypatch.setattr(experimenter, "COUNTABLE_WAYS", 10**9)
    _walks_drawing(monkeypatch, _every_arrangement(game, rays)[:20])
    started = _counting(monkeypatch)
    decision = ComputerExperimenter(game.board, 6, rng=random.Random(1)).decide(game.position)
    assert started and decision.exact


def _rays_and_a_misfit() -> tuple[Board, int, Observations, list[tuple[int, int]], int]:
    """8x8 with 4 atoms after a few rays: the board, the hidden atoms, the answers, the rays, and an arrangement
    some of them answer wrongly."""
    board = parse_board("ortho-8x8")
    hidden = atom_bits(board.cells_from_names("C3,F6,D5,E2"))
    game = Game.new(board, 4, Rules(), setup=frozenset(cells_of(hidden)))
    for port in (1, 5, 9, 14, 20, 27):
        if not game.position.is_known(port):
            game = game.apply(f"F{port}")
    known = game.position.known_answers()
    rays = walk_rays(known)
    misfit = atom_bits(board.cells_from_names("A1,A8,H1,H8"))
    assert any(board.tracer.exit_code(misfit, port) != code for port, code in rays)
    return board, hidden, known, rays, misfit


def test_walks_from_a_start_that_does_not_fit_draw_nothing() -> None:
    """A walk keeps every move that leaves no more rays answering wrongly: from a start that does not fit it drew
    arrangements that did not fit either (26x26 with 10 atoms: whole samples of 700 late in a game)."""
    board, _, _, rays, misfit = _rays_and_a_misfit()
    assert walk_sample(board, 4, rays, [misfit], random.Random(1), 50) == []


def _mends_giving(monkeypatch: pytest.MonkeyPatch, results: list[tuple[int, int]]) -> list[int]:
    """Mendings that give these ``(bits, wrong)`` in turn; the list returned grows by one a mending."""
    called: list[int] = []

    def mended(*args: object, **named: object) -> tuple[int, int]:
        called.append(1)
        return results[min(len(called), len(results)) - 1]

    monkeypatch.setattr(arrangement_walk, "mend", mended)
    monkeypatch.setattr(arrangement_walk, "START_WORK", 0)  # the search finds no start
    return called


def test_a_sample_is_drawn_from_the_first_mended_start_that_fits(monkeypatch: pytest.MonkeyPatch) -> None:
    board, hidden, known, rays, misfit = _rays_and_a_misfit()
    called = _mends_giving(monkeypatch, [(misfit, 2), (misfit, 1), (hidden, 0)])
    drawn = fitting_sample(board, 4, known, random.Random(1), 30)
    assert len(called) == 3
    assert len(drawn) == 30
    assert all(board.tracer.exit_code(bits, port) == code for bits in drawn for port, code in rays)


def test_no_sample_is_drawn_where_no_mended_start_fits(monkeypatch: pytest.MonkeyPatch) -> None:
    board, _, known, _, misfit = _rays_and_a_misfit()
    called = _mends_giving(monkeypatch, [(misfit, 1)])
    assert fitting_sample(board, 4, known, random.Random(1), 30) == []
    assert len(called) == arrangement_walk.MEND_TRIES


@pytest.mark.parametrize("probed", [True, False])
def test_walks_that_found_no_fitting_start_go_on_from_a_probe_that_fits(
    monkeypatch: pytest.MonkeyPatch, probed: bool
) -> None:
    """No mended start fitted, so the walks drew nothing; a probe fits: the sample is walked from it, with no
    longer count (on 26x26 with 10 atoms it would find none).  With no probe that fits either, nothing is
    taken to fit, at once."""
    game, rays = _position_of_241()
    every = _every_arrangement(game, rays)
    monkeypatch.setattr(arrangement_walk, "COUNT_WORK", 0)
    monkeypatch.setattr(experimenter, "fitting_sample", lambda *args: [])
    monkeypatch.setattr(experimenter, "found_elsewhere", lambda *args: (every[:probed], False))
    started = _counting(monkeypatch)
    decision = ComputerExperimenter(game.board, 6, rng=random.Random(1)).decide(game.position)
    assert len(started) == 1  # the first count only
    if probed:
        assert not decision.exact and decision.port is not None
        assert decision.count == experimenter.LEVELS["strong"].sample_size
    else:
        assert decision.count == 0 and decision.port is None


def _mending_moves(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int, list[int], list[int]]]:
    """Every move a mending tries on 26x26 with 10 atoms after 30 rays, as ``(cell moved, cell it goes to, the
    reaches of the rays answering wrongly, the cells of the atoms)``."""
    tried: list[tuple[int, int, list[int], list[int]]] = []
    real = arrangement_walk._Walker.try_move

    def recorded(walker: arrangement_walk._Walker, index: int, to: int, tolerance: int = 0) -> bool:
        rays = zip(walker.reaches, walker.codes, walker.rays, strict=True)
        wrong = [reach for reach, code, (_, target) in rays if code != target]
        tried.append((walker.cells[index], to, wrong, list(walker.cells)))
        return real(walker, index, to, tolerance)

    monkeypatch.setattr(arrangement_walk._Walker, "try_move", recorded)
    board = parse_board("ortho-26x26")
    rng = random.Random(11)
    hidden = atom_bits(rng.sample(range(board.cell_count), 10))
    rays = [(port, board.tracer.exit_code(hidden, port)) for port in rng.sample(list(board.ports), 30)]
    mend(board, 10, rays, random.Random(2), moves=3000)
    return tried


def test_mending_aims_its_moves_into_the_reach_of_the_rays_answering_wrongly(monkeypatch: pytest.MonkeyPatch) -> None:
    """Late on 26x26 with 10 atoms mendings that moved atoms anywhere ran out of moves at half of the starts:
    a move out of the reaches of the rays answering wrongly cannot mend them."""
    monkeypatch.setattr(arrangement_walk, "AIM_INTO", 1.0)
    monkeypatch.setattr(arrangement_walk, "AIM_OUT_OF", 0.0)
    tried = _mending_moves(monkeypatch)
    assert len(tried) > 100
    assert all(any(reach >> to & 1 for reach in wrong) for _, to, wrong, _ in tried)


def test_mending_aims_its_moves_out_of_the_reach_of_the_rays_answering_wrongly(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where atoms lie in the reach of every ray answering wrongly, one of them is moved."""
    monkeypatch.setattr(arrangement_walk, "AIM_INTO", 0.0)
    monkeypatch.setattr(arrangement_walk, "AIM_OUT_OF", 1.0)
    tried = _mending_moves(monkeypatch)
    within = [
        (moved, functools.reduce(operator.or_, wrong))
        for moved, _, wrong, cells in tried
        if wrong and all(any(reach >> cell & 1 for cell in cells) for reach in wrong)
    ]
    assert len(within) > 100
    assert all(reaches >> moved & 1 for moved, reaches in within)
