"""Markers are told apart at a glance: from each other, from the other tokens and from the board under them.

QA: Franjos pair colour 9 was the cells' own brown, its token read as an empty hole; the computer look's pair
tokens were the pale grey of its reflection; Parker's ♦ and ◆ differed by a few pixels at token size.
"""

from __future__ import annotations

import itertools

import pytest

from blackbox_desktop import looks

BOARD = (looks.WOOD_LIGHT, looks.WOOD_MID, looks.WOOD_DARK, looks.INLAY_LIGHT)
"""The frame the ports are cut in, and the brown of their holes and the cell borders."""
APART = 60
"""The least RGB distance at which two token colours are told apart on the board."""


def distance(one: str, other: str) -> float:
    a, b = (tuple(int(colour[i : i + 2], 16) for i in (1, 3, 5)) for colour in (one, other))
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5


@pytest.mark.parametrize("look", [looks.PARKER_LOOK, looks.FRANJOS_LOOK, looks.COMPUTER_LOOK], ids=lambda lk: lk.key)
def test_every_token_colour_stands_out(look: looks.EditionLook) -> None:
    fills = [look.hit.fill, look.reflection.fill, *look.pair_fills]
    for fill, wood in itertools.product(fills, BOARD):
        assert distance(fill, wood) >= APART, (fill, wood)
    for one, other in itertools.combinations(fills, 2):
        assert distance(one, other) >= APART, (one, other)


def test_parker_pairs_have_different_symbols_not_two_sizes_of_one() -> None:
    symbols = looks.PARKER_LOOK.pair_symbols
    assert len(set(symbols)) == len(symbols)
    same_shape = [{"♦", "◆", "◇", "⬥"}, {"■", "◼", "▪"}, {"●", "⚫", "•"}, {"▲", "▴"}, {"★", "✶", "✭"}]
    for shape in same_shape:
        assert len(shape & set(symbols)) <= 1, shape
