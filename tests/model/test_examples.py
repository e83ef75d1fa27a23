"""Every picture in the help shows what its caption says."""

import pytest

from blackbox_desktop.model.examples import HEX_EXAMPLES, SQUARE_EXAMPLES


@pytest.mark.parametrize("example", SQUARE_EXAMPLES + HEX_EXAMPLES, ids=lambda e: e.key)
def test_each_help_example_shows_its_effect(example):
    ray = example.ray()
    board = example.board
    assert ray.outcome.kind is example.expected
    count = board.heading_count

    def signed(turn):  # left positive, a turn back counted as +half
        turn %= count
        return turn - count if turn > count // 2 else turn

    if example.key in ("edge", "hex-edge"):
        assert ray.edge_reflected
    else:
        assert tuple(signed(t.new_heading - t.heading) for t in ray.turns) == example.turns
