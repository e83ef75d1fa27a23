"""The yes-or-no look-alike search (lookalike_search) against brute force and the counting search."""

from __future__ import annotations

import itertools
import random
from collections import defaultdict

import pytest

from blackbox_desktop.model import lookalike_search, parse_board
from blackbox_desktop.model.ambiguity import _pad_rays
from blackbox_desktop.model.deduction_search import RayTables, cells_of, disjoint_count, ray_tables, search
from blackbox_desktop.model.lookalike_search import _Picks, has_look_alike
from blackbox_desktop.model.tracer import atom_bits


@pytest.mark.parametrize(
    ("spec", "atom_count"),
    [("ortho-5x5", 3), ("ortho-5x5", 5), ("ortho-4x4", 4), ("ortho-4x4", 6), ("hex-3", 5), ("hex-3", 6), ("hex-3", 8)],
)
def test_it_finds_a_look_alike_exactly_when_brute_force_does(spec: str, atom_count: int) -> None:
    board = parse_board(spec)
    groups: dict[tuple[int, ...], list[int]] = defaultdict(list)
    for cells in itertools.combinations(range(board.cell_count), atom_count):
        bits = atom_bits(cells)
        groups[tuple(board.tracer.answer_codes(bits))].append(bits)
    rng = random.Random(f"{spec}/{atom_count}/proof")
    ambiguous = [bits for group in groups.values() if len(group) > 1 for bits in group]
    everything = [bits for group in groups.values() for bits in group]
    answers = []
    for truth in rng.sample(ambiguous, min(80, len(ambiguous))) + rng.sample(everything, 150):
        group = groups[tuple(board.tracer.answer_codes(truth))]
        _, rays = _pad_rays(board, cells_of(truth))
        assert has_look_alike(board, atom_count, rays, truth) == (len(group) > 1)
        answers.append(len(group) > 1)
        # With all atoms but one in place: only look-alikes that keep them count.
        kept = truth & ~(truth & -truth)
        expected = any(other != truth and other & kept == kept for other in group)
        assert has_look_alike(board, atom_count, rays, truth, full=kept) == expected
    assert True in answers and False in answers


def _compare_with_counting(spec: str, atom_count: int, seed: str, setups: int, *options: dict[str, bool]) -> list[bool]:
    """Whether each of ``setups`` seeded setups has a look-alike, by the counting search; ``has_look_alike`` with
    each of ``options`` must answer the same."""
    board = parse_board(spec)
    tables = ray_tables(board)
    rng = random.Random(f"{spec}/{atom_count}/{seed}")
    answers = []
    for _ in range(setups):
        atoms = frozenset(rng.sample(range(board.cell_count), atom_count))
        truth, rays = _pad_rays(board, atoms)
        counted = search(tables, atom_count, rays, limit=2, wide=True).count > 1
        for option in options:
            assert has_look_alike(board, atom_count, rays, truth, **option) == counted
        answers.append(counted)
    return answers


@pytest.mark.parametrize(
    ("spec", "atom_count"), [("ortho-8x8", 5), ("ortho-8x8", 7), ("hex-5", 6), ("hex-4", 8), ("ortho-10x10", 10)]
)
def test_it_answers_like_the_counting_search(spec: str, atom_count: int) -> None:
    answers = _compare_with_counting(spec, atom_count, "counting", 40, {})
    assert True in answers or spec.startswith("hex")


UNIQUE_ON_20X20 = frozenset((39, 44, 69, 72, 100, 108, 120, 178, 213, 261, 276, 330, 344, 378, 387, 392))
"""Sixteen atoms on 20×20 that no other arrangement imitates (the proof walks about 26,000 nodes)."""


def _questions_to_prove_none(spec: str, atoms: frozenset[int]) -> int:
    """Questions to ``cancel`` (one every ``CANCEL_EVERY`` nodes) while proving that ``atoms`` have no look-alike."""
    board = parse_board(spec)
    truth, rays = _pad_rays(board, atoms)
    asked = []

    def cancel() -> bool:
        asked.append(1)
        return False

    assert not has_look_alike(board, len(atoms), rays, truth, cancel=cancel)
    return len(asked)


def test_proving_there_is_none_on_26x26_with_twenty_atoms_takes_under_a_third_of_the_nodes() -> None:
    # The counting search walks 69,632 nodes (17 questions to cancel) to find only the hidden
    # arrangement; deciding forced empty cells without branching, at most 20,480 (5 questions).
    atoms = frozenset((3, 28, 36, 140, 156, 165, 169, 172, 182, 189, 235, 284, 290, 303, 336, 376, 487, 491, 640, 647))
    assert _questions_to_prove_none("ortho-26x26", atoms) <= 6


@pytest.mark.parametrize(("spec", "atom_count"), [("ortho-6x6", 8), ("ortho-12x12", 14), ("hex-4", 10), ("hex-6", 14)])
def test_deciding_doomed_cells_keeps_the_answer_of_the_counting_search_with_many_atoms(
    spec: str, atom_count: int
) -> None:
    # Many atoms leave many to place deep in the tree, where the search tries an atom in each cell a stopped ray
    # looks at before it branches; a doomed cell wrongly decided would hide a look-alike.
    answers = _compare_with_counting(spec, atom_count, "doomed", 30, {}, {"doomed_cells": False})
    assert True in answers and False in answers


def test_doomed_cells_cut_the_proof_on_20x20_with_sixteen_atoms_sevenfold() -> None:
    # Branching on them walked 195,086 nodes (48 questions to cancel); decided at once, about 26,000.
    assert _questions_to_prove_none("ortho-20x20", UNIQUE_ON_20X20) <= 8


def test_the_kept_walk_through_the_failing_rays_counts_like_picking_them_afresh() -> None:
    # A probe drops the reaches that hold its cell and adds the ones its atom makes; the walk resumed where it
    # first goes otherwise must pick exactly as a new walk does, ties between equal sizes included.
    rng = random.Random("picks")
    for _ in range(3000):
        cells = rng.randint(4, 14)
        reaches = [atom_bits(rng.sample(range(cells), rng.randint(1, 4))) for _ in range(rng.randint(0, 9))]
        reaches += rng.sample(reaches, rng.randint(0, len(reaches)))
        cell = 1 << rng.randrange(cells)
        # The probe's cell is decided: no reach added holds it.
        added = [
            reach
            for _ in range(rng.randint(0, 3))
            if (reach := atom_bits(rng.sample(range(cells), rng.randint(1, 4))) & ~cell)
        ]
        left = rng.randint(0, 5)
        expected = disjoint_count([reach for reach in reaches if not reach & cell] + added) > left
        assert _Picks(reaches).more_than(left, cell, list(added)) == expected


_QUESTIONS = {
    "ortho-16x16/12": [55, 79, 339, 104, 91, 56, 154, 55, 53, 80, 72, 150],
    "ortho-18x18/12": [76, 60, 101, 44, 43, 83, 60, 54, 85, 70, 157, 92],
    "hex-6/14": [45, 42, 62, 35, 33, 72, 79, 46, 53, 47, 35, 69],
    "hex-7/16": [36, 92, 491, 249, 47, 50, 109, 351, 38, 151, 99, 443],
}
"""Questions to ``cancel`` asked every two nodes, on seeded setups, when every doomed-cell probe traced its rays and
picked the failing rays' disjoint reaches afresh (a change that prunes more updates them)."""


@pytest.mark.parametrize("config", sorted(_QUESTIONS))
def test_what_the_doomed_cell_probes_keep_from_node_to_node_changes_no_node(
    config: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The probes keep their traces while the cells they looked at are as they were, and resume the node's pick of
    # disjoint reaches: the same cells are found doomed, so the search walks exactly the same nodes.
    monkeypatch.setattr(lookalike_search, "CANCEL_EVERY", 2)
    spec, atoms = config.split("/")
    board = parse_board(spec)
    rng = random.Random(f"{config}/nodes")
    asked: list[int] = []

    def cancel() -> bool:
        asked.append(1)
        return False

    questions = []
    for _ in range(12):
        truth, rays = _pad_rays(board, frozenset(rng.sample(range(board.cell_count), int(atoms))))
        before = len(asked)
        has_look_alike(board, int(atoms), rays, truth, cancel=cancel)
        questions.append(len(asked) - before)
    assert questions == _QUESTIONS[config]


def test_the_proof_walks_a_quiet_path_again_only_when_an_atom_on_it_changed(monkeypatch: pytest.MonkeyPatch) -> None:
    # The probes trace the same rays node after node; a quiet path whose cells hold the atoms they held the last
    # time it was walked from the same state ends the same way, so it is not walked again.
    real = RayTables.quiet_path
    last: dict[int, tuple[int, int]] = {}
    repeated = []

    def spy(tables: RayTables, state: int, full: int) -> tuple[int, int]:
        path, end = real(tables, state, full)
        if last.get(state) == (path, full & path):
            repeated.append(state)
        last[state] = (path, full & path)
        return path, end

    monkeypatch.setattr(RayTables, "quiet_path", spy)
    _questions_to_prove_none("ortho-20x20", UNIQUE_ON_20X20)
    assert len(last) > 100
    assert repeated == []
