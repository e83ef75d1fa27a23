"""A round as a file keeps it, read by the saved game and by the saved match or duel, each in its own words.

The window translates these refusals by their English text (app/model_texts.py), so each sentence is
checked word for word.
"""

import json
import re

import pytest

from blackbox_desktop.model import SaveFileError, match_file, parse_board, savefile
from blackbox_desktop.model.duel import Duel
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.match import Match
from blackbox_desktop.model.saved_round import rules_from_json, rules_to_json

BOARD = parse_board("ortho-8x8")
ATOMS = BOARD.cells_from_names("A1,B7,G3,H8")
OTHER_BOARD_CODE = json.loads(savefile.dumps(Game.new(parse_board("hex-5"), 4, Rules(), frozenset({0, 1, 2, 3}))))[
    "setup"
]


def _game_file() -> dict:
    return json.loads(savefile.dumps(Game.new(BOARD, 4, Rules(), ATOMS).apply("F3")))


def _match_file() -> dict:
    return json.loads(match_file.dumps(Match.new(("Ann", "Bob"), BOARD, 4, Rules()).hide(ATOMS).play("F3")))


def _duel_file() -> dict:
    return json.loads(match_file.dumps(Duel.new(("Ann", "Bob"), BOARD, 4, (ATOMS, ATOMS))))


def _refusal(load, data: dict) -> str:
    with pytest.raises(SaveFileError) as caught:
        load(json.dumps(data))
    return str(caught.value)


def test_the_rules_go_out_and_come_back_the_same():
    rules = Rules(markers_by_hand=True, accept_equivalent=False)
    assert rules_from_json(rules_to_json(rules), "saved game") == rules


@pytest.mark.parametrize(("rules", "ending"), [(None, "missing"), ({"markers_by_hand": "yes"}, "damaged")])
def test_damaged_rules_are_named_by_the_file_that_holds_them(rules, ending):
    game, match = _game_file(), _match_file()
    game["rules"] = match["rules"] = rules
    assert _refusal(savefile.loads, game) == f"The rules in this saved game are {ending}."
    assert _refusal(match_file.loads, match) == f"The rules in this saved match are {ending}."


def test_a_damaged_round_is_named_as_its_file_names_it():
    cases = [
        (
            "setup",
            OTHER_BOARD_CODE,
            "The hidden atoms in this file belong to another board; it is damaged.",
            "The hidden atoms of round 1 belong to another board; the file is damaged.",
            "The hidden atoms of player 1's box belong to another board; the file is damaged.",
        ),
        (
            "moves",
            "F3",
            "The list of moves in this saved game is damaged.",
            "The moves of round 1 are damaged.",
            "The moves of player 1's box are damaged.",
        ),
        (
            "moves",
            ["F3", "F99"],
            "Move 2 of this saved game cannot be played: ",
            "Move 2 of round 1 cannot be played: ",
            "Move 2 of player 1's box cannot be played: ",
        ),
    ]
    for key, value, in_game, in_match, in_duel in cases:
        game, match, duel = _game_file(), _match_file(), _duel_file()
        game[key] = match["current"][key] = duel["boxes"][0][key] = value
        for load, data, sentence in (
            (savefile.loads, game, in_game),
            (match_file.loads, match, in_match),
            (match_file.loads, duel, in_duel),
        ):
            refusal = _refusal(load, data)
            assert refusal.startswith(sentence) if sentence.endswith(": ") else refusal == sentence, refusal


def test_a_refused_move_says_why_after_naming_it():
    game = _game_file()
    game["moves"] = ["F3", "F99"]
    assert re.fullmatch(r"Move 2 of this saved game cannot be played: .*99.*", _refusal(savefile.loads, game))
