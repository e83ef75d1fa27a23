"""Arrangements no ray can tell apart (RULES.md §5)."""

from __future__ import annotations

import itertools
import random
from collections import defaultdict

import pytest

from blackbox_desktop.model import CellError, ambiguity, answer_pad, parse_board
from blackbox_desktop.model.ambiguity import equivalent_arrangements, is_ambiguous, random_unambiguous_setup
from blackbox_desktop.model.board import Board
from blackbox_desktop.model.deduction_search import (
    ABSORBED_END,
    Leaf,
    end_code,
    leaf_arrangements,
    ray_tables,
    search,
)
from blackbox_desktop.model.tracer import atom_bits


def test_equivalent_arrangements_are_exactly_those_with_the_same_answer_pad() -> None:
    board = parse_board("ortho-5x5")
    groups: dict[tuple[int, ...], list[frozenset[int]]] = defaultdict(list)
    for cells in itertools.combinations(range(board.cell_count), 3):
        groups[tuple(board.tracer.answer_codes(atom_bits(cells)))].append(frozenset(cells))
    rng = random.Random(5)
    ambiguous = [group for group in groups.values() if len(group) > 1]
    assert ambiguous
    checked = [atoms for group in ambiguous for atoms in group]
    checked += rng.sample([atoms for group in groups.values() for atoms in group], 300)
    for atoms in checked:
        group = groups[tuple(board.tracer.answer_codes(atom_bits(atoms)))]
        assert equivalent_arrangements(board, atoms) == sorted(group, key=sorted)
        assert is_ambiguous(board, atoms) == (len(group) > 1)


def test_on_the_full_board_four_atoms_can_hide_a_swap_no_ray_sees() -> None:
    board = parse_board("ortho-8x8")
    hidden = board.cells_from_names("A4,A8,C4,E6")
    twin = board.cells_from_names("A4,C4,C8,E6")
    assert answer_pad(board, hidden) == answer_pad(board, twin)
    assert equivalent_arrangements(board, hidden) == [hidden, twin]
    assert is_ambiguous(board, hidden) and is_ambiguous(board, twin)


def test_about_one_arrangement_in_a_hundred_and_forty_is_ambiguous_on_8x8() -> None:
    # RULES.md §5: 4,532 of the 635,376 arrangements of 4 atoms (0.71%).
    board = parse_board("ortho-8x8")
    rng = random.Random(11)
    found = []
    for _ in range(700):
        atoms = frozenset(rng.sample(range(64), 4))
        if is_ambiguous(board, atoms):
            found.append(atoms)
    assert 1 <= len(found) <= 15
    for atoms in found:
        twins = equivalent_arrangements(board, atoms)
        assert atoms in twins and len(twins) >= 2
        assert len({answer_pad(board, twin) for twin in twins}) == 1


def test_a_limit_stops_the_listing_early() -> None:
    board = parse_board("ortho-8x8")
    hidden = board.cells_from_names("A4,A8,C4,E6")
    assert len(equivalent_arrangements(board, hidden, limit=1)) == 1


def test_an_ordinary_arrangement_on_the_hexagonal_board_is_unique() -> None:
    board = parse_board("hex-5")
    atoms = board.cells_from_names("C2,D5,D8,E3,E4")
    assert equivalent_arrangements(board, atoms) == [atoms]
    assert not is_ambiguous(board, atoms)


def test_the_computer_setter_never_hides_an_ambiguous_arrangement() -> None:
    for spec, atom_count in (("ortho-8x8", 5), ("hex-5", 6), ("ortho-5x5", 3)):
        board = parse_board(spec)
        rng = random.Random(spec)
        for _ in range(20):
            atoms = random_unambiguous_setup(board, atom_count, rng)
            assert len(atoms) == atom_count
            assert not is_ambiguous(board, atoms)


def test_the_computer_setter_is_repeatable_with_the_same_seed() -> None:
    board = parse_board("hex-5")
    first = random_unambiguous_setup(board, 5, random.Random(42))
    assert random_unambiguous_setup(board, 5, random.Random(42)) == first


class _AlwaysAmbiguous(random.Random):
    def sample(self, population: object, k: int, *, counts: object = None) -> list[int]:  # type: ignore[override]
        return [0, 16, 23][:k]  # A1, C1, C8 on 8x8: A8 can stand in for A1


def test_the_computer_setter_gives_up_with_a_sentence_when_every_draw_is_ambiguous() -> None:
    board = parse_board("ortho-8x8")
    assert is_ambiguous(board, frozenset({0, 16, 23}))
    with pytest.raises(CellError, match="tell apart"):
        random_unambiguous_setup(board, 3, _AlwaysAmbiguous(), max_tries=5)


def test_a_long_look_alike_search_can_be_cancelled():
    import pytest

    from blackbox_desktop.model.ambiguity import is_ambiguous
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.deduction_search import Cancelled

    board = parse_board("ortho-10x10")
    atoms = frozenset(range(0, 100, 5))
    with pytest.raises(Cancelled):
        is_ambiguous(board, atoms, lambda: True)


def test_the_look_alike_search_stops_when_cancelled() -> None:
    # Counted off the window's thread after a reveal: on 26×26 with 20 atoms it runs for minutes.
    from blackbox_desktop.model.deduction_search import Cancelled

    board = parse_board("ortho-5x5")
    with pytest.raises(Cancelled):
        equivalent_arrangements(board, board.cells_from_names("A1,C1,C5"), cancel=lambda: True)


@pytest.mark.parametrize(("spec", "atom_count"), [("ortho-5x5", 2), ("ortho-5x5", 4), ("hex-3", 2), ("hex-3", 4)])
def test_look_alikes_match_brute_force_on_small_boards(spec: str, atom_count: int) -> None:
    board = parse_board(spec)
    groups: dict[tuple[int, ...], list[frozenset[int]]] = defaultdict(list)
    for cells in itertools.combinations(range(board.cell_count), atom_count):
        groups[tuple(board.tracer.answer_codes(atom_bits(cells)))].append(frozenset(cells))
    rng = random.Random(f"{spec}/{atom_count}")
    ambiguous = [atoms for group in groups.values() if len(group) > 1 for atoms in group]
    everything = [atoms for group in groups.values() for atoms in group]
    checked = rng.sample(ambiguous, min(60, len(ambiguous))) + rng.sample(everything, 120)
    for atoms in checked:
        group = groups[tuple(board.tracer.answer_codes(atom_bits(atoms)))]
        assert equivalent_arrangements(board, atoms) == sorted(group, key=sorted)
        assert is_ambiguous(board, atoms) == (len(group) > 1)


def _observed(board: Board, atoms: frozenset[int], ports: list[int]) -> list[tuple[int, int]]:
    tables = ray_tables(board)
    bits = atom_bits(atoms)
    rays = []
    for port in ports:
        code = board.tracer.exit_code(bits, port)
        rays.append((tables.start(port), end_code(code) if code else ABSORBED_END))
    return rays


@pytest.mark.parametrize(("spec", "atom_count"), [("ortho-8x8", 4), ("ortho-8x8", 5), ("hex-5", 5), ("hex-4", 6)])
def test_the_wide_order_counts_exactly_like_the_narrow_one(spec: str, atom_count: int) -> None:
    # Every port observed (the look-alike check) and a few (the deduction assistant's positions).
    board = parse_board(spec)
    tables = ray_tables(board)
    rng = random.Random(f"{spec}/{atom_count}/wide")
    for _ in range(12):
        atoms = frozenset(rng.sample(range(board.cell_count), atom_count))
        for fired in (len(board.ports), 10, 4):
            rays = _observed(board, atoms, rng.sample(list(board.ports), fired))
            narrow_leaves: list[Leaf] = []
            wide_leaves: list[Leaf] = []
            narrow = search(tables, atom_count, rays, leaves=narrow_leaves)
            wide = search(tables, atom_count, rays, leaves=wide_leaves, wide=True)
            assert (wide.count, wide.cell_counts) == (narrow.count, narrow.cell_counts)
            if narrow.count < 2000:
                assert sorted(a for leaf in wide_leaves for a in leaf_arrangements(leaf, tables.all_cells)) == sorted(
                    a for leaf in narrow_leaves for a in leaf_arrangements(leaf, tables.all_cells)
                )
            assert (search(tables, atom_count, rays, limit=2, wide=True).count > 1) == (narrow.count > 1)


@pytest.mark.parametrize("seed", range(3))
def test_the_look_alike_check_is_quick_with_twelve_atoms_on_the_biggest_hexagonal_board(seed: int) -> None:
    # The narrow order followed the first port's ray deep into the board and took millions of
    # nodes; the wide one decides the cells near the edge first and needs a few thousand.
    board = parse_board("hex-9")
    atoms = frozenset(random.Random(seed).sample(range(board.cell_count), 12))
    asked = []

    def cancel() -> bool:
        asked.append(1)
        return len(asked) > 5  # about 20,000 nodes

    is_ambiguous(board, atoms, cancel)


@pytest.mark.parametrize(("spec", "atom_count"), [("ortho-8x8", 7), ("ortho-10x10", 10)])
def test_the_look_for_one_moved_atom_answers_like_the_whole_search(
    spec: str, atom_count: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    # With no first look every check goes through the moved-atom searches (then the whole search).
    monkeypatch.setattr(ambiguity, "FIRST_LOOK", 0)
    board = parse_board(spec)
    tables = ray_tables(board)
    rng = random.Random(f"{spec}/{atom_count}/moved")
    answers = []
    for _ in range(40):
        atoms = frozenset(rng.sample(range(board.cell_count), atom_count))
        rays = _observed(board, atoms, list(board.ports))
        whole = search(tables, atom_count, rays, limit=2).count > 1
        assert is_ambiguous(board, atoms) == whole
        answers.append(whole)
    assert True in answers and False in answers


@pytest.mark.parametrize(("spec", "atom_count"), [("ortho-5x5", 3), ("hex-3", 3)])
def test_the_look_for_one_moved_atom_matches_brute_force(
    spec: str, atom_count: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(ambiguity, "FIRST_LOOK", 0)
    board = parse_board(spec)
    groups: dict[tuple[int, ...], int] = defaultdict(int)
    arrangements = [frozenset(cells) for cells in itertools.combinations(range(board.cell_count), atom_count)]
    for atoms in arrangements:
        groups[tuple(board.tracer.answer_codes(atom_bits(atoms)))] += 1
    for atoms in random.Random(spec).sample(arrangements, 200):
        assert is_ambiguous(board, atoms) == (groups[tuple(board.tracer.answer_codes(atom_bits(atoms)))] > 1)


def test_a_look_alike_with_one_atom_moved_is_found_quickly_with_twenty_atoms_on_26x26() -> None:
    # The whole search took about 1.5 million nodes to reach U26's look-alike (and 9 checks in 10
    # went over 200,000); one atom moved at a time, it takes some twenty small searches.
    board = parse_board("ortho-26x26")
    rng = random.Random("ortho-26x26/20/1")
    rng.sample(range(board.cell_count), 20)
    atoms = frozenset(rng.sample(range(board.cell_count), 20))
    asked = []

    def cancel() -> bool:
        asked.append(1)
        return len(asked) > 40  # about 160,000 nodes

    assert is_ambiguous(board, atoms, cancel)


def test_the_first_look_for_a_look_alike_decides_no_doomed_cells(monkeypatch: pytest.MonkeyPatch) -> None:
    # They make each node several times dearer and pay only in a proof that there is none.
    calls: list[bool] = []
    real = ambiguity.has_look_alike

    def spy(*args: object, doomed_cells: bool = True, **kwargs: object) -> bool:
        calls.append(doomed_cells)
        return real(*args, doomed_cells=doomed_cells, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(ambiguity, "has_look_alike", spy)
    board = parse_board("ortho-5x5")
    assert is_ambiguous(board, board.cells_from_names("A1,C1,C5"))
    assert calls == [False]
