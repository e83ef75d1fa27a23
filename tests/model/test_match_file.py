"""A saved match or duel is told from a saved game by its format, wherever the key stands."""

import json

import pytest

from blackbox_desktop.model import SaveFileError, match_file, savefile
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


@pytest.mark.parametrize("rounds", [1, 3, 39])
def test_a_saved_match_with_an_odd_number_of_rounds_is_refused(rounds):
    """README: a match has an even number of rounds, so each player seeks as often as she hides."""
    data = json.loads(match_file.dumps(_match()))
    data["rounds"] = rounds
    with pytest.raises(SaveFileError, match="odd number of rounds") as error:
        match_file.loads(json.dumps(data))
    assert str(error.value).endswith(".")
    data["rounds"] = rounds + 1
    assert match_file.loads(json.dumps(data)).rounds == rounds + 1


def _tabletop_round_over() -> Match:
    match = Match.new(("Ann", "Bob"), BOARD, 4, Rules(), answered_by="person").hide(None)
    for move in ("F3=H", "F5=20", "D", "S=A1,B7,G3,H8"):  # 3 comes out at 14: a setter's slip
        match = match.play(move)
    return match


def test_a_tabletop_round_keeps_its_announced_answers_before_and_after_her_pattern():
    before = Match.new(("Ann", "Bob"), BOARD, 4, Rules(), answered_by="person").hide(None).play("F3=H")
    for match in (before, _tabletop_round_over(), _tabletop_round_over().end_round()):
        again = match_file.loads(match_file.dumps(match))
        assert again == match
    again = match_file.loads(match_file.dumps(_tabletop_round_over()))
    assert [shot.port for shot in again.current.wrong_announcements()] == [3]


def test_a_hot_seat_round_holding_typed_in_answers_is_refused():
    """QA: a program-answered match whose round holds F1=H, F9=R made Undo ray and Setter error + work."""
    data = json.loads(match_file.dumps(_match()))
    data["current"]["moves"] = ["F1=H", "F9=R"]
    with pytest.raises(SaveFileError, match="the program knows the atoms"):
        match_file.loads(json.dumps(data))
    # Nor as a finished round whose pattern came at the end, as a tabletop setter enters hers.
    data = json.loads(match_file.dumps(_tabletop_round_over().end_round()))
    data["answered_by"] = "program"
    with pytest.raises(SaveFileError, match="the program knows the atoms"):
        match_file.loads(json.dumps(data))


def test_a_round_whose_atoms_came_the_other_way_than_its_match_says_is_refused():
    """QA fuzzing: one field changed, and the window left the match at once; Save then wrote the round alone
    over the match's file."""
    hot_seat = json.loads(match_file.dumps(_match()))
    hot_seat["answered_by"] = "person"
    with pytest.raises(SaveFileError, match="known from the start; in a tabletop match"):
        match_file.loads(json.dumps(hot_seat))
    unhidden = json.loads(match_file.dumps(_match()))
    unhidden["current"].pop("setup")
    unhidden["current"]["moves"] = ["B+A1", "D"]  # finished, and still no atoms anyone could score it by
    with pytest.raises(SaveFileError, match="atoms of the round being played are missing"):
        match_file.loads(json.dumps(unhidden))


def test_a_long_value_is_not_repeated_whole_in_the_message():
    data = json.loads(match_file.dumps(_match()))
    data["answered_by"] = "x" * 100_000  # QA: a warning box 100 KB long ran off the screen
    with pytest.raises(SaveFileError) as caught:
        match_file.loads(json.dumps(data))
    assert len(str(caught.value)) < 200


def test_a_file_of_another_kind_is_not_called_a_damaged_match():
    # QA: a PDF chosen by mistake was a match "damaged or truncated"; a match cut short still is.
    with pytest.raises(SaveFileError, match=r"^This file is not a saved Black Box match\.$"):
        match_file.loads(b"%PDF-1.4\n1 0 obj")
    with pytest.raises(SaveFileError, match="damaged or truncated"):
        match_file.loads('{"format": "blackbox-desktop-match", "ver')
