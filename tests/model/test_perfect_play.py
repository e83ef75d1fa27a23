"""Perfect play on small boards: the yardstick the computer experimenter is measured against."""

from __future__ import annotations

import heapq
import statistics

import pytest

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.experimenter import ComputerExperimenter, play_game
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.perfect_play import optimum, optimum_of, plain_greedy, unambiguous_arrangements
from blackbox_desktop.model.scoring import Scoring


def unpruned_optimum(spec: str, atoms: int) -> float:
    """The same optimum by the plainest recursion: every port, every answer, no bounds."""
    board = parse_board(spec)
    arrangements = unambiguous_arrangements(board, atoms)
    memo: dict[frozenset[frozenset[int]], float] = {}

    def value(members: list[frozenset[int]]) -> float:
        if len(members) == 1:
            return 0.0
        key = frozenset(members)
        if key in memo:
            return memo[key]
        hits: dict[int, int] = {}
        for atoms_ in members:
            for cell in atoms_:
                hits[cell] = hits.get(cell, 0) + 1
        best = 5 * (atoms - sum(heapq.nlargest(atoms, hits.values())) / len(members))
        for port in board.ports:
            groups: dict[int, list[frozenset[int]]] = {}
            for atoms_ in members:
                code = board.tracer.exit_code(sum(1 << c for c in atoms_), port)
                groups.setdefault(code, []).append(atoms_)
            if len(groups) > 1:
                cost = sum(len(g) * ((1 if code in (0, port) else 2) + value(g)) for code, g in groups.items())
                best = min(best, cost / len(members))
        memo[key] = best
        return best

    return value(arrangements)


def strong_mean(spec: str, atoms: int) -> float:
    """The strong experimenter's exact expected score: its mean over every unambiguous setup."""
    board = parse_board(spec)
    player = ComputerExperimenter(board, atoms)
    rules = Rules(scoring=Scoring.FRANJOS, accept_equivalent=False)
    return statistics.mean(
        play_game(Game.new(board, atoms, rules, setup), player).score(Scoring.FRANJOS).total
        for setup in unambiguous_arrangements(board, atoms)
    )


@pytest.mark.parametrize(("spec", "atoms"), [("ortho-3x3", 2), ("ortho-3x4", 2), ("hex-2", 2)])
def test_the_pruned_search_finds_the_plain_recursions_optimum(spec: str, atoms: int) -> None:
    assert optimum(parse_board(spec), atoms) == pytest.approx(unpruned_optimum(spec, atoms), abs=1e-9)


@pytest.mark.parametrize(("spec", "atoms"), [("ortho-5x5", 2), ("ortho-6x6", 2)])
def test_the_strong_experimenter_plays_perfectly_on_small_boards(spec: str, atoms: int) -> None:
    board = parse_board(spec)
    best = optimum(board, atoms)
    assert best < plain_greedy(board, atoms) - 0.1
    assert strong_mean(spec, atoms) == pytest.approx(best, abs=1e-9)


def test_the_strong_experimenter_is_within_one_percent_of_perfect_play_with_three_atoms() -> None:
    best = optimum(parse_board("ortho-4x4"), 3)
    assert best <= strong_mean("ortho-4x4", 3) <= best * 1.01


def test_perfect_play_from_a_games_position_is_the_whole_searchs_value_there() -> None:
    # optimum_of searches on from a position (benchmarks/experimenter_endgame.py): from the first position it is
    # the optimum itself, and the optimum is the best first ray's cost plus what optimum_of finds for each answer.
    board = parse_board("ortho-4x4")
    everyone = unambiguous_arrangements(board, 2)
    best = optimum(board, 2)
    assert optimum_of(board, 2, everyone, board.ports) == pytest.approx(best)

    def after(port: int) -> float:
        groups: dict[int, list[frozenset[int]]] = {}
        for atoms_ in everyone:
            groups.setdefault(board.tracer.exit_code(sum(1 << c for c in atoms_), port), []).append(atoms_)
        return sum(
            len(group)
            * (
                (1 if code in (0, port) else 2)
                + optimum_of(board, 2, group, [p for p in board.ports if p not in (port, code)])
            )
            for code, group in groups.items()
        ) / len(everyone)

    assert min(after(port) for port in board.ports) == pytest.approx(best)
    assert optimum_of(board, 2, everyone[:1], board.ports) == 0.0  # one arrangement left: nothing to pay
