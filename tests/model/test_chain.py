"""A game's moves and rays are chains: they read as tuples, and undo keeps a long game in proportion to its length.

QA: each undo step kept a whole game, and each game a tuple of every move and every ray played to reach it, so
the undo of a 5,000-move tabletop game held 125 MB (``benchmarks/undo_memory.py``).
"""

from __future__ import annotations

import copy
import gc
import pickle
import tracemalloc

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from blackbox_desktop.model import parse_board
from blackbox_desktop.model.chain import Chain
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.savefile import dumps, loads

BOARD = parse_board("ortho-8x8")
indices = st.integers(min_value=-12, max_value=12)


@settings(max_examples=200, deadline=None)
@given(
    items=st.lists(st.integers(0, 5), max_size=10),
    index=indices,
    start=st.none() | indices,
    stop=st.none() | indices,
    step=st.sampled_from([None, 1, 2, -1, -3]),
)
def test_a_chain_reads_as_the_tuple_of_its_items(
    items: list[int], index: int, start: int | None, stop: int | None, step: int | None
) -> None:
    chain, expected = Chain.of(items), tuple(items)
    assert chain == expected and expected == chain and (chain != expected) is False and hash(chain) == hash(expected)
    assert len(chain) == len(expected) and bool(chain) == bool(expected)
    assert list(chain) == items and list(reversed(chain)) == items[::-1]
    assert chain[start:stop:step] == expected[start:stop:step]
    if -len(items) <= index < len(items):
        assert chain[index] == expected[index]
    else:
        with pytest.raises(IndexError):
            chain[index]
    assert (3 in chain) == (3 in expected) and chain.count(3) == expected.count(3)
    if 3 in expected:
        assert chain.index(3) == expected.index(3)
    assert chain != [*items] and chain != (*items, 0) and chain == Chain.of(expected)
    assert pickle.loads(pickle.dumps(chain)) == chain and copy.deepcopy(chain) == chain


def test_a_chain_grows_without_touching_the_one_it_grew_from() -> None:
    short = Chain.of(["F1", "F2"])
    longer = short.plus("B+A1")
    assert short == ("F1", "F2") and longer == ("F1", "F2", "B+A1")
    assert longer[:2] is short  # shared, not copied
    assert Chain.of(longer) is longer
    with pytest.raises(AttributeError):
        longer._last = "B+A2"  # type: ignore[misc]


def test_any_item_of_a_long_chain_is_found_in_few_steps() -> None:
    chain = Chain.of(range(100_000))
    assert chain[0] == 0 and chain[54_321] == 54_321 and chain[-1] == 99_999 and chain[:7] == tuple(range(7))
    for length in (0, 1, 54_321, 99_998):
        # The walk of ``Chain._first``, its steps counted: a few dozen, not tens of thousands.
        node, steps = chain, 0
        while len(node) > length:
            node = node._jump if len(node._jump) >= length else node._before  # type: ignore[assignment]
            steps += 1
        assert len(node) == length and steps <= 70, (length, steps)


def test_a_chain_as_long_as_a_huge_game_is_let_go_without_overflowing_the_stack() -> None:
    chain = Chain.of(range(300_000))
    del chain
    gc.collect()


def _tabletop_undo(moves: int) -> list[Game]:
    """The undo of a tabletop game: every game kept, a ray answered by a person and a ball on or off in turn."""
    games = [Game.new(BOARD, 4, Rules(), None)]
    ports = list(BOARD.ports)
    for number in range(moves):
        if number % 2 == 0:
            port = ports[(number // 2) % len(ports)]
            move = f"F{port}={'H' if port % 2 else 'R'}"
        else:
            move = "B+A1" if number % 4 == 1 else "B-A1"
        games.append(games[-1].apply(move))
    return games


def _kept(moves: int) -> int:
    gc.collect()
    tracemalloc.start()
    try:
        games = _tabletop_undo(moves)
        gc.collect()
        size = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    assert len(games) == moves + 1
    return size


def test_the_undo_of_a_game_three_times_as_long_keeps_about_three_times_the_memory() -> None:
    """Each game kept its own tuple of every move and every ray: three times the moves kept eight times the
    memory.  Now each adds one move (and one ray) to what the game before holds."""
    short, long = _kept(500), _kept(1500)
    assert long < 4 * short, (short, long)


def test_a_game_played_through_chains_saves_to_the_same_file() -> None:
    game = _tabletop_undo(60)[-1]
    again = Game.new(BOARD, 4, Rules(), None).apply_all(tuple(game.history))
    text = dumps(game)
    assert dumps(again) == text and loads(text) == game and loads(text).history == tuple(game.history)
    assert [str(shot) for shot in game.position.shots] == [move[1:] for move in game.history if move[0] == "F"]


def test_a_move_shares_with_the_game_before_all_it_leaves_unchanged() -> None:
    """Undo keeps every game: a ray fired again copied the markers, a ball put on copied the cells marked empty
    (a few hundred bytes a move, more on a large board), though neither changed."""
    game = Game.new(BOARD, 4, Rules(), BOARD.cells_from_names("B2,C5,D1,E1")).apply_all(["F1", "F7", "N+C3"])
    again = game.apply("F1")
    assert again.position.markers is game.position.markers and again.position.shots[:-1] is game.position.shots
    ball = game.apply("B+A1")
    assert ball.position.empty_marks is game.position.empty_marks and ball.position.markers is game.position.markers
    on_the_mark = ball.apply("B+C3")
    assert on_the_mark.position.empty_marks == frozenset()  # the newer belief still wins
    fresh = game.apply("F2")
    assert fresh.position.markers != game.position.markers and game.position.markers[1] is None
    assert not hasattr(game, "__dict__")  # a game holds its few fields in slots, no dictionary each
