"""A saved match or duel is told from a saved game by its format, wherever the key stands."""

import json

from blackbox_desktop.model import match_file, savefile
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.match import Match

BOARD = parse_board("ortho-8x8")


def _match() -> Match:
    match = Match.new(("Ann", "Bob"), BOARD, 4, Rules()).hide(BOARD.cells_from_names("A1,B7,G3,H8"))
    for port in ("F3", "F5", "F9", "F12"):
        match = match.play(port)
    return match


def test_a_match_whose_format_comes_last_is_still_a_match():
    # JSON keys may come in any order (another tool, a hand edit): the format can lie far from the start.
    data = json.loads(match_file.dumps(_match()))
    data["format"] = data.pop("format")
    text = json.dumps(data, indent=1)
    assert text.index(match_file.FORMAT) > 400
    assert match_file.is_match_text(text) and match_file.is_match_text(text.encode())
    assert match_file.loads(text).players == ("Ann", "Bob")


def test_a_saved_game_naming_the_match_format_is_not_a_match():
    # A key the game does not know (kept by loading, as the window's own keys are) mentions the format.
    game = Game.new(BOARD, 4, Rules(), BOARD.cells_from_names("A1,B7,G3,H8"))
    data = {"copied_from": match_file.FORMAT, **json.loads(savefile.dumps(game))}
    text = json.dumps(data)
    assert not match_file.is_match_text(text)
    assert savefile.loads(text).board == BOARD


def test_a_damaged_match_is_still_refused_as_a_match():
    text = match_file.dumps(_match())
    assert match_file.is_match_text(text[: len(text) // 2])
    assert not match_file.is_match_text(b"\xff\xfe garbage")
    assert not match_file.is_match_text("[" * 100_000)
