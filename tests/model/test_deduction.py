"""The deduction engine against brute force: what the rays prove, exactly."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from blackbox_desktop.model import MoveError, Outcome, PortError, parse_board
from blackbox_desktop.model.board import Board
from blackbox_desktop.model.deduction import (
    Cancelled,
    analyse,
    analysis_to_json,
    parse_rays,
)
from blackbox_desktop.model.hints import Hint
from blackbox_desktop.model.tracer import atom_bits

Observations = dict[int, Outcome]


def true_answers(board: Board, atoms: object, ports: object) -> Observations:
    bits = atom_bits(atoms)
    return {
        port: Outcome.from_code(board.tracer.exit_code(bits, port), port)
        for port in ports  # type: ignore[attr-defined]
    }


def code_of(port: int, outcome: Outcome) -> int:
    if outcome == Outcome.ABSORBED:
        return 0
    if outcome == Outcome.REFLECTED:
        return port
    assert outcome.port is not None
    return outcome.port


def brute_force(board: Board, atom_count: int, observations: Observations) -> tuple[int, list[int]]:
    """Count by trying every arrangement: the reference the engine must match."""
    exit_code = board.tracer.exit_code
    wanted = [(port, code_of(port, outcome)) for port, outcome in observations.items()]
    count = 0
    cell_counts = [0] * board.cell_count
    for cells in itertools.combinations(range(board.cell_count), atom_count):
        bits = atom_bits(cells)
        if all(exit_code(bits, port) == code for port, code in wanted):
            count += 1
            for cell in cells:
                cell_counts[cell] += 1
    return count, cell_counts


def assert_matches_brute_force(board: Board, atom_count: int, observations: Observations) -> None:
    analysis = analyse(board, atom_count, observations)
    count, cell_counts = brute_force(board, atom_count, observations)
    assert analysis.count == count
    if count:
        assert list(analysis.cell_counts) == cell_counts
        assert analysis.probabilities == tuple(hits / count for hits in cell_counts)
        assert analysis.empty == {cell for cell, hits in enumerate(cell_counts) if hits == 0}
        assert analysis.full == {cell for cell, hits in enumerate(cell_counts) if hits == count}
        assert analysis.contradiction is None
    else:
        assert_contradiction_is_minimal(board, atom_count, observations, analysis.contradiction)


def assert_contradiction_is_minimal(
    board: Board, atom_count: int, observations: Observations, contradiction: tuple[int, ...] | None
) -> None:
    assert contradiction is not None
    assert set(contradiction) <= set(observations)
    subset = {port: observations[port] for port in contradiction}
    assert brute_force(board, atom_count, subset)[0] == 0
    for port in contradiction:
        rest = {p: o for p, o in subset.items() if p != port}
        assert brute_force(board, atom_count, rest)[0] > 0


SMALL_BOARDS = [
    ("ortho-4x4", 2),
    ("ortho-4x4", 3),
    ("ortho-5x5", 2),
    ("ortho-5x5", 3),
    ("ortho-6x6", 2),
    ("ortho-6x6", 3),
    ("ortho-5x5", 4),
    ("hex-3", 2),
    ("hex-3", 3),
    ("hex-3", 4),
]


@pytest.mark.parametrize(("spec", "atom_count"), SMALL_BOARDS)
def test_counts_and_cell_odds_match_every_arrangement_tried_one_by_one(spec: str, atom_count: int) -> None:
    board = parse_board(spec)
    rng = random.Random(f"{spec}/{atom_count}")
    for _ in range(12):
        atoms = rng.sample(range(board.cell_count), atom_count)
        ports = rng.sample(list(board.ports), rng.randint(0, board.port_count))
        assert_matches_brute_force(board, atom_count, true_answers(board, atoms, ports))


@pytest.mark.parametrize(("spec", "atom_count"), [("ortho-4x4", 2), ("ortho-5x5", 3), ("hex-3", 3), ("hex-3", 4)])
def test_a_setter_error_gives_no_arrangement_and_names_answers_that_clash(spec: str, atom_count: int) -> None:
    board = parse_board(spec)
    rng = random.Random(f"wrong {spec}/{atom_count}")
    impossible = 0
    for _ in range(25):
        atoms = rng.sample(range(board.cell_count), atom_count)
        ports = rng.sample(list(board.ports), rng.randint(1, board.port_count))
        observations = true_answers(board, atoms, ports)
        for port in rng.sample(ports, rng.randint(1, min(2, len(ports)))):
            observations[port] = Outcome.from_code(rng.choice([0, *board.ports]), port)
        analysis = analyse(board, atom_count, observations)
        impossible += analysis.count == 0
        assert_matches_brute_force(board, atom_count, observations)
    assert impossible >= 5


def test_the_true_arrangement_is_always_among_those_counted() -> None:
    board = parse_board("hex-5")
    rng = random.Random(7)
    for _ in range(10):
        atoms = rng.sample(range(board.cell_count), 6)
        analysis = analyse(board, 6, true_answers(board, atoms, rng.sample(list(board.ports), 10)))
        assert analysis.count >= 1
        assert all(analysis.cell_counts[cell] > 0 for cell in atoms)
        assert not analysis.empty & set(atoms)
        assert analysis.full <= set(atoms)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    spec=st.sampled_from(["ortho-3x3", "ortho-4x4", "ortho-3x5", "hex-2", "hex-3"]),
    atom_count=st.integers(0, 3),
    data=st.data(),
)
def test_any_answers_true_or_false_are_counted_exactly(spec: str, atom_count: int, data: st.DataObject) -> None:
    board = parse_board(spec)
    ports = data.draw(st.lists(st.sampled_from(list(board.ports)), unique=True, max_size=6))
    answers = data.draw(st.lists(st.integers(0, board.port_count), min_size=len(ports), max_size=len(ports)))
    observations = {port: Outcome.from_code(code, port) for port, code in zip(ports, answers, strict=True)}
    assert_matches_brute_force(board, atom_count, observations)


@pytest.mark.parametrize("seed", [1, 2])
def test_counts_on_the_full_size_board_match_all_635376_arrangements(seed: int) -> None:
    board = parse_board("ortho-8x8")
    rng = random.Random(seed)
    atoms = rng.sample(range(64), 4)
    observations = true_answers(board, atoms, rng.sample(list(board.ports), 3 + seed))
    assert_matches_brute_force(board, 4, observations)


def test_an_exit_tells_the_same_from_either_end() -> None:
    board = parse_board("ortho-8x8")
    rng = random.Random(3)
    atoms = rng.sample(range(64), 5)
    one_end = true_answers(board, atoms, [port for port in rng.sample(list(board.ports), 8)])
    both_ends = dict(one_end)
    for port, outcome in one_end.items():
        if outcome.is_exit and outcome.port is not None:
            both_ends[outcome.port] = Outcome.exit(port)
    assert analyse(board, 5, one_end).cell_counts == analyse(board, 5, both_ends).cell_counts


def test_a_straight_miss_clears_its_own_row_but_not_all_the_rows_beside_it() -> None:
    board = parse_board("ortho-8x8")
    analysis = analyse(board, 4, parse_rays(board, "3:22"))
    row_c = {f"C{col}" for col in range(1, 9)}
    # With four atoms a ray can leave its row and come back to it, so only
    # the ends of rows B and D are cleared, not the whole of them.
    assert set(board.names(analysis.empty)) == row_c | {"B1", "B2", "B7", "B8", "D1", "D2", "D7", "D8"}
    assert analysis.count == 92_000


def test_answers_that_fit_no_arrangement_give_a_small_clash_not_a_crash() -> None:
    board = parse_board("ortho-8x8")
    analysis = analyse(board, 4, parse_rays(board, "1:24 24:H 5:H 9:32"))
    assert analysis.count == 0
    assert analysis.contradiction == (1, 24)
    assert analysis.empty == frozenset() and analysis.full == frozenset()
    assert not analysis.consistent


def test_two_absorbed_rays_far_apart_need_more_than_one_atom() -> None:
    board = parse_board("ortho-4x4")
    analysis = analyse(board, 1, parse_rays(board, "1:H 4:H 9:R"))
    assert analysis.count == 0
    assert analysis.contradiction == (1, 4)


def test_no_rays_leave_every_arrangement_possible() -> None:
    board = parse_board("hex-5")
    analysis = analyse(board, 6, {})
    assert analysis.count == 55_525_372
    assert analysis.probabilities == tuple(6 / 61 for _ in range(61))


def test_a_stale_analysis_can_be_cancelled() -> None:
    board = parse_board("hex-5")
    with pytest.raises(Cancelled):
        analyse(board, 6, parse_rays(board, "53:H 17:H 3:H 44:H"), cancel=lambda: True)


def test_bad_observations_are_refused_with_a_sentence() -> None:
    board = parse_board("ortho-8x8")
    with pytest.raises(PortError):
        analyse(board, 4, {33: Outcome.ABSORBED})
    with pytest.raises(PortError):
        analyse(board, 4, {1: Outcome.exit(40)})
    with pytest.raises(ValueError, match="atoms"):
        analyse(board, 65, {})


def test_rays_typed_on_the_command_line_are_read() -> None:
    board = parse_board("ortho-8x8")
    assert parse_rays(board, " 1:H  2:R,5:13 ") == {1: Outcome.ABSORBED, 2: Outcome.REFLECTED, 5: Outcome.exit(13)}
    assert parse_rays(board, "5:13 5:13") == {5: Outcome.exit(13)}
    assert parse_rays(board, "") == {}


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("40:H", "no port 40"),
        ("1:X", "not an answer"),
        ("1:40", "not on the"),
        ("1-H", "port:answer"),
        ("1:", "port:answer"),
        ("1:H 1:R", "listed twice"),
        ("7:7", "7:R"),
        ("1:\u00b2", "not an answer"),
        ("\u00b2:H", "port:answer"),
    ],
)
def test_mistyped_rays_are_refused_with_a_clear_sentence(text: str, message: str) -> None:
    with pytest.raises(MoveError, match=message):
        parse_rays(parse_board("ortho-8x8"), text)


def test_the_summary_for_the_command_line_is_plain_json() -> None:
    board = parse_board("ortho-4x4")
    analysis = analyse(board, 1, parse_rays(board, "1:H"))
    summary = analysis_to_json(board, analysis, Hint(14, 1.5, 1.5, 1.25))
    assert summary == {
        "count": 4,
        "probabilities": {board.cell_name(c): (0.25 if c < 4 else 0.0) for c in board.cells},
        "empty": [board.cell_name(c) for c in range(4, 16)],
        "full": [],
        "contradiction": None,
        "hint": {"port": 14, "information": 1.5, "expected_remaining": 1.5},
    }
    clash = analysis_to_json(board, analyse(board, 1, parse_rays(board, "1:H 2:H")), None)
    assert clash["count"] == 0 and clash["contradiction"] == [1, 2] and clash["hint"] is None


def test_a_port_of_thousands_of_digits_is_refused_with_a_short_sentence() -> None:
    board = parse_board("ortho-8x8")
    # int() refuses 4,301 digits with a ValueError of its own: the command line printed a traceback.
    for text in ("9" * 5000 + ":H", "9" * 100_000):
        with pytest.raises(MoveError) as caught:
            parse_rays(board, text)
        assert len(str(caught.value)) < 150
