"""Solitaire booklets: seeded games, the 70/10 split, look-up tables and NORMs."""

from __future__ import annotations

import pytest

from blackbox_desktop.model.ambiguity import is_ambiguous
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.booklet import BookletError, atom_counts, booklet_game, make_booklet
from blackbox_desktop.model.experimenter import ComputerExperimenter, play_game
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.rays import answer_pad

ORTHO = parse_board("ortho-8x8")


def test_the_same_seed_makes_the_same_booklet() -> None:
    first = make_booklet(ORTHO, games=10, seed=7, norm=False)
    again = make_booklet(ORTHO, games=10, seed=7, norm=False)
    other = make_booklet(ORTHO, games=10, seed=8, norm=False)
    assert [g.atoms for g in first.games] == [g.atoms for g in again.games]
    assert [g.atoms for g in first.games] != [g.atoms for g in other.games]


def test_parker_split_seventy_games_of_four_then_ten_of_five() -> None:
    booklet = make_booklet(ORTHO, games=80, seed=1978, norm=False)
    counts = [game.atom_count for game in booklet.games]
    assert counts == [4] * 70 + [5] * 10
    assert [game.number for game in booklet.games] == list(range(1, 81))


def test_the_hexagonal_side_has_five_then_six_atoms_in_the_same_proportion() -> None:
    assert atom_counts(parse_board("hex-5"), 16) == [5] * 14 + [6] * 2
    assert atom_counts(ORTHO, 40) == [4] * 35 + [5] * 5


def test_setups_are_never_ambiguous() -> None:
    booklet = make_booklet(ORTHO, games=16, seed=3, norm=False)
    assert not any(is_ambiguous(ORTHO, game.atoms) for game in booklet.games)


def test_lookup_tables_agree_with_the_answer_pad() -> None:
    booklet = make_booklet(ORTHO, games=12, seed=5, norm=False)
    pads = [answer_pad(ORTHO, game.atoms) for game in booklet.games]
    for port in ORTHO.ports:
        assert booklet.lookup(port) == [pad[port - 1] for pad in pads]
    assert booklet.answer(3, 17) == pads[2][16]


def test_norm_is_the_markers_of_a_replayed_strong_experimenter_game() -> None:
    booklet = make_booklet(ORTHO, games=3, seed=11)
    for entry in booklet.games:
        game = booklet.game(entry.number, Rules(accept_equivalent=False))
        played = play_game(game, ComputerExperimenter(ORTHO, entry.atom_count))
        assert entry.norm == played.position.marker_points
        assert played.verdict() is not None and not played.verdict().missed_atoms  # type: ignore[union-attr]


def test_a_booklet_game_is_played_by_its_number() -> None:
    booklet = make_booklet(ORTHO, games=8, seed=2, norm=False)
    game = booklet.game(8)
    assert game.setup == booklet.entry(8).atoms and game.position.atom_count == 5
    assert game.apply("F5").position.shots[0].outcome == booklet.answer(8, 5)


def test_bad_numbers_are_refused_with_a_sentence() -> None:
    booklet = make_booklet(ORTHO, games=4, seed=1, norm=False)
    with pytest.raises(BookletError, match="games 1 to 4"):
        booklet.game(5)
    with pytest.raises(BookletError, match="1 to 200 games"):
        make_booklet(ORTHO, games=0, seed=1)


def test_a_board_too_small_for_the_usual_atoms_hides_as_many_as_it_can() -> None:
    """QA: print-booklet --board ortho-2x2 failed with "has 1 to 3 atoms, not 4" (nobody asked for 4)."""
    tiny = make_booklet(parse_board("ortho-2x2"), games=8, seed=1, norm=False)
    assert [game.atom_count for game in tiny.games] == [3] * 8
    narrow = make_booklet(parse_board("ortho-2x3"), games=8, seed=1, norm=False)
    assert [game.atom_count for game in narrow.games] == [4] * 7 + [5]


def test_spaces_around_the_seed_make_the_same_booklet() -> None:
    """QA: print-booklet --seed " 1978" printed "booklet 1978" on its pages, but the window (which drops the
    spaces from what the player types) played other atoms under the same game numbers."""
    spaced = make_booklet(ORTHO, games=8, seed=" 1978 ", norm=False)
    plain = make_booklet(ORTHO, games=8, seed="1978", norm=False)
    assert spaced.seed == "1978"
    assert [g.atoms for g in spaced.games] == [g.atoms for g in plain.games]


@pytest.mark.parametrize(("spec", "games", "numbers"), [("ortho-8x8", 80, (1, 70, 71, 80)), ("hex-3", 9, (1, 8, 9))])
def test_one_game_drawn_alone_is_the_game_the_whole_booklet_draws(spec: str, games: int, numbers: tuple[int, ...]):
    board = parse_board(spec)
    whole = make_booklet(board, games, " Tom's 1978 ", norm=False)
    for number in numbers:
        assert booklet_game(board, games, " Tom's 1978 ", number) == whole.entry(number)


@pytest.mark.parametrize(
    ("games", "number", "words"),
    [
        (80, 0, "games 1 to 80"),
        (80, 81, "games 1 to 80"),
        (80, True, "games 1 to 80"),
        (0, 1, "1 to 200 games"),
    ],
)
def test_a_game_outside_the_booklet_is_refused_with_a_sentence(games: int, number: int, words: str) -> None:
    with pytest.raises(BookletError, match=words):
        booklet_game(parse_board("ortho-8x8"), games, "1978", number)
    with pytest.raises(BookletError, match="seed"):
        booklet_game(parse_board("ortho-8x8"), 80, "a\tb", 1)
