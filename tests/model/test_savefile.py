"""Saved games and puzzle codes: round trips, and damaged or hostile input."""

import json

import pytest

from blackbox_desktop.model import PuzzleCodeError, SaveFileError, parse_board
from blackbox_desktop.model.editions import PARKER
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.puzzle_code import decode_puzzle, encode_puzzle
from blackbox_desktop.model.savefile import dumps, loads
from blackbox_desktop.model.scoring import Scoring

BOARD = parse_board("hex-5")
ATOMS = BOARD.cells_from_names("C2,D5,D8,E3,E4")


def played():
    game = Game.new(BOARD, 5, Rules(PARKER, Scoring.PARKER), setup=ATOMS)
    return game.apply_all(["F2", "F10", "F32", "B+C2", "BC2>C3"])


def tabletop_round(*, revealed: bool = True):
    """A round whose setter kept her atoms and announced the answers, one wrongly (10 is a hit)."""
    game = Game.new(BOARD, 5, Rules(PARKER, Scoring.PARKER), setup=None).apply_all(["F2=45", "F10=R", "B+C2"])
    if revealed:
        game = game.apply_all(["D", "S=C2,D5,D8,E3,E4", "E+"])
    return game


def test_a_saved_game_loads_back_exactly():
    game = played()
    again = loads(dumps(game))
    assert again.position == game.position
    assert again.setup == game.setup and again.rules == game.rules and again.history == game.history


def test_the_saved_file_does_not_show_the_atoms_in_plain_sight():
    text = dumps(played())
    for name in ("C2", "D5", "D8", "E3", "E4"):
        assert f'"{name}"' not in text
    assert "D5" not in text and "D8" not in text


def test_puzzle_codes_round_trip_on_every_kind_of_board():
    for spec, atoms in (("ortho-8x8", "A1,H8"), ("ortho-26x26", "Z26,A1,M13"), ("hex-9", "A1,Q9")):
        board = parse_board(spec)
        cells = board.cells_from_names(atoms)
        code = encode_puzzle(board, cells)
        assert code.startswith("BB-")
        assert decode_puzzle(code) == (board, cells)
        assert decode_puzzle(code.lower().replace("-", " ")) == (board, cells)


@pytest.mark.parametrize(
    "damage",
    [
        lambda c: c[:-3],
        lambda c: c[:6] + ("A" if c[6] != "A" else "B") + c[7:],
        lambda c: "BB-!!!!",
        lambda c: "",
        lambda c: "X" * 5000,
    ],
)
def test_a_mistyped_puzzle_code_says_so(damage):
    code = encode_puzzle(BOARD, ATOMS)
    with pytest.raises(PuzzleCodeError) as error:
        decode_puzzle(damage(code))
    assert str(error.value).endswith(".")


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("BB-", "not a puzzle code"),
        ("hello", "too short"),
        ("BB-AB!D", "character"),
        ("BB-ABCD-EFGH-IJKL-MNOP-Q", "too many or too few"),
    ],
)
def test_a_mistyped_puzzle_code_says_what_is_wrong(code, words):
    with pytest.raises(PuzzleCodeError, match=words):
        decode_puzzle(code)


def hostile_documents():
    good = json.loads(dumps(played()))
    yield "truncated", dumps(played())[:40]
    yield "not json", "\x00\x01garbage"
    yield "a list", "[1, 2, 3]"
    yield "newer version", json.dumps({**good, "version": 99})
    yield "no version", json.dumps({k: v for k, v in good.items() if k != "version"})
    yield "cells off the board", json.dumps({**good, "moves": ["B+Z9"]})
    yield "too many atoms", json.dumps({**good, "atom_count": 10**9})
    yield "huge port", json.dumps({**good, "moves": ["F" + "9" * 400]})
    # '²'.isdigit() is true but int('²') fails: the key left of 1 on a French keyboard.
    yield "superscript port", json.dumps({**good, "moves": ["F\u00b2"]})
    yield "superscript answer", json.dumps({**good, "moves": ["F1=\u00b2"]})
    yield "wrong board for setup", json.dumps({**good, "board": "ortho-8x8"})
    yield "moves not a list", json.dumps({**good, "moves": "F1"})
    yield "bad rules", json.dumps({**good, "rules": {"edition": "monopoly"}})
    yield "deep nesting", "[" * 100000
    yield "bool count", json.dumps({**good, "atom_count": True})


@pytest.mark.parametrize("name,text", list(hostile_documents()), ids=[n for n, _ in hostile_documents()])
def test_damaged_or_hostile_files_raise_a_sentence_and_load_nothing(name, text):
    with pytest.raises(SaveFileError) as error:
        loads(text)
    message = str(error.value)
    assert message.endswith(".") and "Traceback" not in message and len(message) < 300


def test_an_older_file_with_a_setter_error_the_rules_now_refuse_still_opens():
    """Before setter errors were limited to announced rays, E+ could follow rays the program answered."""
    game = Game.new(BOARD, 5, Rules(PARKER, Scoring.PARKER), setup=ATOMS).apply_all(["F2", "B+C2"])
    data = json.loads(dumps(game))
    data["moves"] += ["E+", "X+", "F10"]
    again = loads(json.dumps(data))
    assert again.history == ("F2", "B+C2", "F10") and again.position.setter_errors == 0
    data["moves"] += ["B+Z99"]  # any other refused move is still damage
    with pytest.raises(SaveFileError, match="Move 6"):
        loads(json.dumps(data))


def test_a_tabletop_round_with_a_wrong_announcement_loads_back_exactly():
    """The setter's slip stays in the file: her pattern comes as the S= move, after the announced answers."""
    for game in (tabletop_round(revealed=False), tabletop_round()):
        again = loads(dumps(game))
        assert again.position == game.position and again.setup == game.setup and again.history == game.history
    assert [shot.port for shot in loads(dumps(tabletop_round())).wrong_announcements()] == [10]


def test_a_game_without_the_setters_atoms_is_read_to_print_but_refused_to_play():
    """Nobody could answer its rays nor enter the atoms: opened on the board it could never be scored."""
    text = dumps(tabletop_round(revealed=False))
    assert json.loads(text)["setup"] is None
    assert loads(text).setup is None  # the experimenter's record can still be printed from it
    with pytest.raises(SaveFileError, match="holds no hidden atoms") as error:
        loads(text, to_play=True)
    assert str(error.value).endswith(".")
    finished = json.loads(text)
    finished["moves"] += ["D"]  # finished, and still waiting for a pattern nobody can enter
    with pytest.raises(SaveFileError, match="holds no hidden atoms"):
        loads(json.dumps(finished), to_play=True)
    # Her pattern entered at the end (the file still says "setup": null): a game like any other.
    revealed = dumps(tabletop_round())
    assert json.loads(revealed)["setup"] is None
    assert loads(revealed, to_play=True).setup == ATOMS


@pytest.mark.parametrize("moves", [["F2", "F10=R"], ["F10=H"], ["F2", "F32=44"]])  # wrong, or right but typed
def test_a_typed_in_answer_where_the_program_knows_the_atoms_is_refused(moves):
    """Only a setter keeping her atoms announces answers; where the file holds the atoms, the program answers."""
    data = json.loads(dumps(played()))
    data["moves"] = moves
    with pytest.raises(SaveFileError, match="the program knows the atoms") as error:
        loads(json.dumps(data))
    assert str(error.value).endswith(".") and len(str(error.value)) < 300


@pytest.mark.parametrize("moves", [["F2=H", "F2=R"], ["F2=45", "F45=H"], ["F2=45", "F45=44"]])
def test_one_port_answered_twice_differently_is_refused(moves):
    """RULES.md §3: a ray fired from a port that already carries a marker has a known answer."""
    data = json.loads(dumps(tabletop_round(revealed=False)))
    data["moves"] = moves
    with pytest.raises(SaveFileError, match=r"Move 2 .*already holds a marker"):
        loads(json.dumps(data))
    data["moves"] = [moves[0], moves[0]]  # the same answer again is what a repeat gives
    assert len(loads(json.dumps(data)).position.shots) == 2


def test_setter_errors_her_atoms_disprove_are_refused():
    """QA fuzzing: E+ during play, then her pattern, every answer right: the total fell below the markers.

    Her pattern in, the window takes such errors back in the same step (E-), so only a hand edit keeps them.
    """
    right = Game.new(BOARD, 5, Rules(PARKER, Scoring.PARKER), setup=None).apply_all(["F2=45", "E+", "B+C2"])
    revealed = right.apply_all(["D", "S=C2,D5,D8,E3,E4"])
    with pytest.raises(SaveFileError, match="more setter errors than the wrong answers"):
        loads(dumps(revealed))
    taken_back = loads(dumps(revealed.apply("E-")))
    assert taken_back.position.setter_errors == 0 and taken_back.score().setter_errors == 0
    assert loads(dumps(tabletop_round())).position.setter_errors == 1  # one wrong answer, one error: kept


def test_a_file_damaged_in_a_way_no_check_foresaw_is_refused_with_a_sentence(monkeypatch):
    """A slip in a check must not turn a damaged file into a crash at start-up (the autosave) or at Open."""
    from blackbox_desktop.model import savefile

    def slip(*_args, **_kwargs):
        raise TypeError("'NoneType' object is not subscriptable")

    monkeypatch.setattr(savefile, "check_answers_given", slip)
    with pytest.raises(SaveFileError, match=r"^This saved game is damaged\.$") as caught:
        loads(dumps(played()))
    assert "NoneType" not in str(caught.value)


@pytest.mark.parametrize(
    "text", [b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj", b"\x89PNG\r\n\x1a\n\x00", b"\x1f\x8b\x08\x00", "Black Box notes"]
)
def test_a_file_of_another_kind_is_not_called_damaged(text):
    # QA: a PDF (the notepad exported beside the game) chosen in Open was "damaged or truncated", as if a
    # saved game had been spoilt; it is no saved game at all.
    with pytest.raises(SaveFileError) as error:
        loads(text)
    assert str(error.value) == "This file is not a saved Black Box game."


@pytest.mark.parametrize("text", ["\ufeff \n" + dumps(played())[:40], ""])
def test_a_game_file_cut_short_is_still_called_damaged_or_truncated(text):
    with pytest.raises(SaveFileError) as error:
        loads(text)
    assert str(error.value) == "This file is not a saved Black Box game: it is damaged or truncated."


def _positions(game):
    """Every position the game went through, move by move, from its start (what undo steps are made of)."""
    start = Game.new(game.board, game.position.atom_count, game.rules, None if game.revealed_by_setter else game.setup)
    seen = [start.position]
    for move in game.history:
        start = start.apply(move)
        seen.append(start.position)
    return seen


@pytest.mark.parametrize(
    "make",
    [
        played,
        lambda: Game.new(BOARD, 5, Rules(PARKER, Scoring.PARKER, markers_by_hand=True), setup=ATOMS).apply_all(
            ["F2", "M2=H", "B+C2", "B+D5", "BD5>D8", "B-C2", "M2-", "M2=H"]
        ),
        lambda: tabletop_round(revealed=False),
        tabletop_round,
    ],
)
def test_a_saved_game_read_back_replays_through_every_position_it_went_through(make):
    """Open rebuilds the undo history by replaying the file's moves (as a resume does): each of the moves
    saved, balls moved and markers laid by hand included, must come back in order and give the same
    positions, so that each undo after Open shows what the same undo showed before Save (QA)."""
    game = make()
    again = loads(dumps(game))
    assert again.history == game.history
    assert _positions(again) == _positions(game)
    assert _positions(again)[-1] == game.position


def test_the_autosave_chosen_as_a_game_file_says_what_it_is():
    """QA: print-notepad --game autosave.bbox (or Open on it) said "This file is not a saved Black Box game",
    which is misleading for a file the program wrote itself."""
    board = parse_board("ortho-8x8")
    game = Game.new(board, 4, Rules(), board.cells_from_names("A1,B2,C3,D4")).apply("F1")
    autosave = json.dumps(
        {
            "format": "blackbox-desktop-autosave",
            "version": 1,
            "side": "ortho",
            "games": {"ortho": json.loads(dumps(game))},
        }
    )
    with pytest.raises(SaveFileError, match=r"^This is the program's autosave, not a saved game: start"):
        loads(autosave)
