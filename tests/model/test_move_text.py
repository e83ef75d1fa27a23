"""A move typed by hand (a duel file, the CLI) may carry spaces; no text form holds one."""

from blackbox_desktop.model import moves as m
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.markers import Marker
from blackbox_desktop.model.moves import parse_move

BOARD = parse_board("ortho-8x8")


def test_spaces_typed_inside_a_move_are_ignored_as_around_it():
    cell = BOARD.cell_index
    assert parse_move("F 1", BOARD) == m.Fire(1)
    assert parse_move("m1 = h", BOARD) == m.PlaceMarker(1, Marker.HIT)
    assert parse_move("B A1 > C3", BOARD) == m.MoveBall(cell("A1"), cell("C3"))
    assert parse_move("S = A1, B2", BOARD) == m.RevealSetup(frozenset({cell("A1"), cell("B2")}))
