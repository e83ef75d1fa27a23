"""Cells the experimenter marks as surely empty (``N+C4``): her own notes, kept with the game, never scored."""

from __future__ import annotations

import pytest

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.errors import MoveError
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.moves import MarkEmpty, UnmarkEmpty, move_text, parse_move
from blackbox_desktop.model.savefile import dumps, loads

BOARD = parse_board("ortho-8x8")
ATOMS = "B2,C5,D1,E1"


def new_game() -> Game:
    return Game.new(BOARD, 4, Rules(), setup=BOARD.cells_from_names(ATOMS))


def test_the_moves_read_and_write_their_text_form() -> None:
    c4 = BOARD.cell_index("C4")
    assert parse_move("n+c4", BOARD) == MarkEmpty(c4)
    assert parse_move("N-C4", BOARD) == UnmarkEmpty(c4)
    assert move_text(MarkEmpty(c4), BOARD) == "N+C4"
    assert move_text(UnmarkEmpty(c4), BOARD) == "N-C4"
    with pytest.raises(MoveError):
        parse_move("N+Z9", BOARD)


def test_a_mark_is_laid_and_taken_off_and_the_score_ignores_it() -> None:
    game = new_game().apply("F2").apply("N+C4").apply("N+H8")
    assert BOARD.names(game.position.empty_marks) == ["C4", "H8"]
    assert game.score().total == new_game().apply("F2").score().total
    game = game.apply("N-C4")
    assert BOARD.names(game.position.empty_marks) == ["H8"]
    with pytest.raises(MoveError, match="C4 is not marked empty"):
        game.apply("N-C4")
    with pytest.raises(MoveError, match="H8 is already marked empty"):
        game.apply("N+H8")


def test_a_ball_takes_the_mark_off_its_cell_and_a_ball_is_never_marked() -> None:
    game = new_game().apply("N+C4").apply("N+D4").apply("B+C4")
    assert BOARD.names(game.position.empty_marks) == ["D4"]
    game = game.apply("BC4>D4")
    assert game.position.empty_marks == frozenset()
    with pytest.raises(MoveError, match="There is a ball on D4"):
        game.apply("N+D4")


def test_no_mark_after_the_reveal_but_the_marks_stay_in_sight() -> None:
    game = new_game().apply("N+A1").apply("D")
    assert BOARD.names(game.position.empty_marks) == ["A1"]
    with pytest.raises(MoveError):
        game.apply("N+A2")


def test_a_saved_game_keeps_its_marks() -> None:
    game = new_game().apply("F2").apply("N+C4").apply("B+B2")
    again = loads(dumps(game), to_play=True)
    assert again.position.empty_marks == game.position.empty_marks
    assert again.history == game.history
