"""Refusals from the model (a damaged file, a slip at the table) come out whole in French, none half English.

Each sentence below is raised by the model itself, as the window meets it, then put through ``tr_model``
with the French translation installed.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest

from blackbox_desktop.app.model_texts import tr_model
from blackbox_desktop.model import match_file, savefile
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.booklet import Booklet
from blackbox_desktop.model.deduction import parse_rays
from blackbox_desktop.model.duel import Duel
from blackbox_desktop.model.errors import BlackBoxError
from blackbox_desktop.model.game import Game, Rules, check_atom_count, check_setup
from blackbox_desktop.model.match import Match
from blackbox_desktop.model.port_names import parse_port
from blackbox_desktop.model.puzzle_code import encode_puzzle
from blackbox_desktop.printing.layout import NotepadOptions

BOARD = parse_board("ortho-8x8")
ATOMS = BOARD.cells_from_names("A1,B2,C3,D4")
HEX_CODE = encode_puzzle(parse_board("hex-5"), frozenset({0, 1, 2, 3}))
ENGLISH = re.compile(r"\b(the|is|not|board|cannot|damaged|saved|match|round|atoms?|there|must|write)\b", re.I)


def _game_file(**changes: object) -> str:
    data = json.loads(savefile.dumps(Game.new(BOARD, 4, Rules(), ATOMS)))
    data.update(changes)
    return json.dumps(data)


def _match_file(change: Callable[[dict], None]) -> str:
    match = Match.new(("Ann", "Bob"), BOARD, 4, Rules(), 2, "program").hide(ATOMS)
    match = match.play("F1").play("D").end_round()
    data = json.loads(match_file.dumps(match))
    change(data)
    return json.dumps(data)


def _over_duel() -> Duel:
    duel = Duel.new(("Ann", "Bob"), BOARD, 4, (ATOMS, ATOMS), Rules().scoring)
    duel = duel.play("N=A1,B2,C3,D4")
    return duel.play("N=A1,B2,C3,D4")


REFUSALS: dict[str, Callable[[], object]] = {
    "wrong atom count": lambda: check_setup(BOARD, 5, ATOMS),
    "port off the board": lambda: BOARD.check_port(99),
    "French port name": lambda: parse_port(BOARD, "9 bas"),
    "cell off the board": lambda: BOARD.cells_from_names("Z9"),
    "too many atoms": lambda: check_atom_count(parse_board("ortho-2x2"), 5),
    "atoms of another board": lambda: savefile.loads(_game_file(board="hex-5")),
    "a move that cannot be played": lambda: savefile.loads(_game_file(moves=["B+Z9"])),
    "a board that is no board": lambda: savefile.loads(_game_file(board="ortho-99x8")),
    "an edition that is none": lambda: savefile.loads(_game_file(rules={"edition": "monopoly"})),
    "neither match nor duel": lambda: match_file.loads(
        '{"format": "blackbox-desktop-match", "version": 1, "kind": "poker"}'
    ),
    "a round that cannot be replayed": lambda: match_file.loads(
        _match_file(lambda data: data["finished_rounds"][0].update(moves=["F99"]))
    ),
    "a round of another board": lambda: match_file.loads(
        _match_file(lambda data: data["finished_rounds"][0].update(setup=HEX_CODE))
    ),
    "players of one name": lambda: Match.new(("Ann", "Ann"), BOARD, 4, Rules(), 2, "program"),
    "a booklet game that is not in it": lambda: Booklet(BOARD, "1978", ()).entry(0),
    "a duel that is over": lambda: _over_duel().play("F1"),
    # What `solve --rays` and `print-notepad` refuse on the command line, which speaks French too.
    "a ray without its answer": lambda: parse_rays(BOARD, "1"),
    "a ray fired at no port": lambda: parse_rays(BOARD, "99:H"),
    "a ray fired at a port too long to be one": lambda: parse_rays(BOARD, "99999:H"),
    "a ray out at no port": lambda: parse_rays(BOARD, "1:40"),
    "a ray out where it went in": lambda: parse_rays(BOARD, "1:1"),
    "a ray answered twice otherwise": lambda: parse_rays(BOARD, "1:H 1:R"),
    "too many diagrams a page": lambda: NotepadOptions(per_page=9),
    "a notepad of no pages": lambda: NotepadOptions(pages=0),
}


def refusal(call: Callable[[], object]) -> str:
    with pytest.raises(BlackBoxError) as caught:
        call()
    return str(caught.value)


@pytest.mark.parametrize("case", REFUSALS)
def test_a_refusal_from_the_model_is_all_french(case: str, in_french: None) -> None:
    english = refusal(REFUSALS[case])
    french = tr_model(english)
    assert french != english
    # Quoted input (the player's own '9 bas') may stay as typed; the sentence around it may not.
    words = re.sub(r"'[^']*'", "", french)
    assert not ENGLISH.findall(words), (english, french)


def test_the_sentences_of_the_brief_read_in_french(in_french: None) -> None:
    assert tr_model("The setter must hide exactly 5 atoms, not 4.") == (
        "Celui qui cache doit cacher exactement 5 atomes, pas 4."
    )
    assert tr_model("Port '99' is not on the 8×8 board (ports 1 to 32).") == (
        "Le port «\u00a099\u00a0» n’est pas sur le plateau 8×8 (ports 1 à 32)."
    )
    assert tr_model("This booklet has games 1 to 80, not 0.") == "Ce livret contient les parties 1 à 80, pas 0."
    assert tr_model("Port '60' is not on the hexagonal (side 5) board (ports 1 to 54).") == (
        "Le port «\u00a060\u00a0» n’est pas sur le plateau hexagonal (côté 5) (ports 1 à 54)."
    )
