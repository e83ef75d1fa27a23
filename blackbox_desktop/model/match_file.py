"""Saved two-player games: a match (hot-seat or tabletop) or a French duel in progress.

A versioned JSON document.  Like a saved game (``savefile.py``) it holds
moves, not states: loading replays every round's moves through the rules, so
a file cannot smuggle in a position the rules would refuse.  Hidden atoms are
stored as puzzle codes, never in plain sight: a player glancing at the file
while her opponent's atoms are still hidden reads nothing.

A damaged or hostile file raises :class:`SaveFileError` with a sentence a
player understands; nothing is half-loaded.

>>> from blackbox_desktop.model.board import parse_board
>>> board = parse_board("ortho-8x8")
>>> match = Match.new(("Ann", "Bob"), board, 4, Rules()).hide(board.cells_from_names("A1,B7,G3,H8"))
>>> text = dumps(match.play("F3"))
>>> "A1" in text, loads(text).current.position.shots[0].port
(False, 3)
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

from .board import Board, parse_board
from .duel import Duel
from .errors import BlackBoxError, SaveFileError
from .game import Game, Rules, check_atom_count
from .match import Match, without_bidi
from .saved_round import (
    MAX_MOVES,
    RoundWords,
    check_answers_given,
    damage_in_a_sentence,
    read_saved,
    round_from_json,
    round_to_json,
    rules_from_json,
    rules_to_json,
)

FORMAT = "blackbox-desktop-match"
VERSION = 1
MAX_BYTES = 4_000_000
MAX_ROUNDS = 40
MAX_MATCH_MOVES = 4 * MAX_MOVES
"""More moves than this in all the rounds of a match together make no match: each is replayed through the rules
(QA fuzzing: 27 rounds of 20,000 moves, in 4 MB, held Open over a minute)."""


def is_match_text(text: str | bytes) -> bool:
    """Whether ``text`` is a saved match or duel rather than a saved game: its top-level ``"format"`` says so.

    The JSON is parsed, because a JSON object's keys may come in any order and the format may lie
    far from the start.  Text that does not parse is damaged either way; it is taken for a match
    when it names the format near its start, so that it is refused as a damaged match.

    >>> is_match_text('{"version": 1, "format": "blackbox-desktop-match"}'), is_match_text('{"format": "x"}')
    (True, False)
    """
    head = text[:400] if isinstance(text, str) else text[:400].decode("utf-8", "replace")
    if len(text) > MAX_BYTES:  # refused by loads unparsed; no use parsing it here
        return f'"{FORMAT}"' in head
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return f'"{FORMAT}"' in head
    return isinstance(data, dict) and data.get("format") == FORMAT


# -- writing ------------------------------------------------------------------------------------------


def match_to_json(match: Match) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "kind": "match",
        "players": list(match.players),
        "board": match.board.spec,
        "atom_count": match.atom_count,
        "rules": rules_to_json(match.rules),
        "rounds": match.rounds,
        "answered_by": match.answered_by,
        **({"computer": match.computer} if match.computer else {}),
        "finished_rounds": [round_to_json(game) for game in match.finished_rounds],
        "current": None if match.current is None else round_to_json(match.current),
    }


def duel_to_json(duel: Duel) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "kind": "duel",
        "players": list(duel.players),
        "board": duel.board.spec,
        "atom_count": duel.boxes[0].position.atom_count,
        "rules": rules_to_json(duel.boxes[0].rules),
        "boxes": [round_to_json(box) for box in duel.boxes],
        "turn": duel.turn,
        "history": list(duel.history),
    }


def dumps(document: Match | Duel) -> str:
    data = duel_to_json(document) if isinstance(document, Duel) else match_to_json(document)
    return json.dumps(data, indent=1)


# -- reading ------------------------------------------------------------------------------------------


def loads(text: str | bytes) -> Match | Duel:
    """Read a saved match or duel; raise :class:`SaveFileError` if it cannot be trusted."""
    data = read_saved(text, MAX_BYTES, "match")
    return from_json(data)


def from_json(data: object) -> Match | Duel:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError("This file is not a saved Black Box match.")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveFileError("This saved match has no valid version number; it is damaged.")
    if version > VERSION:
        raise SaveFileError("This match was saved by a newer version of Black Box Desktop; please update to open it.")
    with damage_in_a_sentence("saved match"):
        if data.get("kind") == "duel":
            return _duel(data)
        if data.get("kind") == "match":
            return _match(data)
        raise SaveFileError("This saved match is neither a match nor a duel; it is damaged.")


def _players(data: dict[str, Any]) -> tuple[str, str]:
    players = data.get("players")
    if (
        not isinstance(players, list)
        or len(players) != 2
        or not all(isinstance(p, str) and 0 < len(p) <= 40 for p in players)
    ):
        raise SaveFileError("The players' names in this saved match are damaged.")
    return (players[0], players[1])


def _round(data: object, board: Board, atom_count: int, rules: Rules, what: str) -> Game:
    """One round of a match, or one player's box of a duel: ``what`` names it ("Round 2", "Player 1's box")."""
    if not isinstance(data, dict):
        raise SaveFileError(f"{what} of this saved match is damaged.")
    part = what.lower()
    words = RoundWords(
        other_board=f"The hidden atoms of {part} belong to another board; the file is damaged.",
        moves_damaged=f"The moves of {part} are damaged.",
        move_refused=f"Move {{number}} of {part} cannot be played: {{error}}",
    )
    return round_from_json(data, board, atom_count, rules, words)


def _match(data: dict[str, Any]) -> Match:
    board = parse_board(data.get("board"))
    atom_count = check_atom_count(board, data.get("atom_count"))
    rules = rules_from_json(data.get("rules"), "saved match")
    rounds = data.get("rounds")
    if not isinstance(rounds, int) or isinstance(rounds, bool) or not 1 <= rounds <= MAX_ROUNDS:
        raise SaveFileError("The number of rounds in this saved match is damaged.")
    if rounds % 2:
        # As the window's setup dialog: each player is the experimenter as often as the setter.
        raise SaveFileError(
            "This saved match has an odd number of rounds; a match has an even number, so that "
            "each player seeks as often as she hides."
        )
    answered_by = data.get("answered_by")
    if not isinstance(answered_by, str):
        raise SaveFileError("This saved match does not say who answers the rays.")
    computer = data.get("computer", "")
    if not isinstance(computer, str):
        raise SaveFileError("This saved match does not say at which level the computer plays.")
    match = Match.new(_players(data), board, atom_count, rules, rounds, answered_by, computer)
    finished = data.get("finished_rounds")
    if not isinstance(finished, list) or len(finished) > rounds:
        raise SaveFileError("The finished rounds of this saved match are damaged.")
    current = data.get("current")
    if (
        sum(
            len(part["moves"])
            for part in (*finished, current)
            if isinstance(part, dict) and isinstance(part.get("moves"), list)
        )
        > MAX_MATCH_MOVES
    ):
        raise SaveFileError("This saved match holds far more moves than any match; it is damaged.")
    # A hot-seat setter hides her atoms in the program, which answers every ray of her round.
    program_answers = answered_by != "person"
    games = []
    for number, item in enumerate(finished, start=1):
        game = _round(item, board, atom_count, rules, f"Round {number}")
        if not game.finished or game.setup is None:
            raise SaveFileError(f"Round {number} of this saved match is filed as finished but is not.")
        games.append(
            _check_atoms_known(
                check_answers_given(game, program_answers=program_answers), program_answers, f"Round {number}"
            )
        )
    match = replace(match, finished_rounds=tuple(games))
    if current is not None:
        if match.over:
            raise SaveFileError("This saved match has a round after its last one; it is damaged.")
        game = _round(current, board, atom_count, rules, f"Round {match.round_number}")
        if game.setup is None and answered_by != "person":
            raise SaveFileError("The setter's atoms of the round being played are missing from this file.")
        game = check_answers_given(game, program_answers=program_answers)
        match = replace(match, current=_check_atoms_known(game, program_answers, f"Round {match.round_number}"))
    return match


def _check_atoms_known(game: Game, program_answers: bool, what: str) -> Game:
    """Refuse a round whose atoms came the other way than its match says: in a hot-seat match (or one against
    the computer) the program knows them from the start; in a tabletop match the setter copies them in at the
    end (``S=…``).  The window would not take such a round for the match's and would leave the match at once
    (QA: a file with one field changed), Save then writing the round alone over the match."""
    if program_answers and game.revealed_by_setter:
        raise SaveFileError(
            f"{what} of this saved match has its atoms entered at the end, as a tabletop round "
            "has; the program answers this match's rays. The file is damaged."
        )
    if not program_answers and game.setup is not None and not game.revealed_by_setter:
        raise SaveFileError(
            f"{what} of this saved match has its atoms known from the start; in a tabletop "
            "match the setter copies them in at the end. The file is damaged."
        )
    return game


def _duel(data: dict[str, Any]) -> Duel:
    board = parse_board(data.get("board"))
    atom_count = check_atom_count(board, data.get("atom_count"))
    rules = rules_from_json(data.get("rules"), "saved match")
    boxes = data.get("boxes")
    if not isinstance(boxes, list) or len(boxes) != 2:
        raise SaveFileError("The two boxes of this saved duel are damaged.")
    games = [_round(box, board, atom_count, rules, f"Player {i + 1}'s box") for i, box in enumerate(boxes)]
    if any(game.setup is None for game in games):
        raise SaveFileError("The hidden atoms of this saved duel are missing.")
    turn = data.get("turn")
    if type(turn) is not int or turn not in (0, 1):  # not 1.0, which passed and failed later (QA fuzzing)
        raise SaveFileError("This saved duel does not say whose turn it is.")
    history = data.get("history", [])
    if (
        not isinstance(history, list)
        or len(history) > MAX_MOVES
        or not all(isinstance(h, str) and len(h) < 2000 for h in history)
    ):
        raise SaveFileError("The history of this saved duel is damaged.")
    duel = Duel(without_bidi(_players(data)), board, (games[0], games[1]), turn, tuple(history))
    _check_duel(duel)
    return duel


def _check_duel(duel: Duel) -> None:
    """Refuse a duel whose fields disagree: the turn, the history and the boxes each tell the same story.

    The history is replayed from the hidden atoms through the duel's rules; the boxes must then hold
    the same rays and named atoms, and the turn must be the one it gives.  Only a player's balls before
    she names her atoms are her own notes, which the history does not record.
    """
    try:
        replayed = duel.replayed()
    except BlackBoxError as error:
        # One sentence for the player; the entry and the rule it breaks are for whoever edited the file.
        raise SaveFileError("The history of this saved duel cannot be replayed; the file is damaged.") from error
    if replayed.players != duel.players:  # a duel's names are trimmed when it starts
        raise SaveFileError("The players' names in this saved match are damaged.")
    for player, (box, again) in enumerate(zip(duel.boxes, replayed.boxes, strict=True)):
        if box.rules != again.rules:
            raise SaveFileError("The rules in this saved duel are not the rules of a duel; the file is damaged.")
        expected = again.position if box.finished else replace(again.position, balls=box.position.balls)
        if box.position != expected:
            raise SaveFileError(
                f"Player {player + 1}'s box does not match the history of this saved duel; the file is damaged."
            )
    if replayed.turn != duel.turn:
        raise SaveFileError(
            "This saved duel gives the turn to the wrong player: by its moves it is "
            f"{duel.players[replayed.turn]}'s turn; the file is damaged."
        )
