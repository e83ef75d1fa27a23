"""Saved games: a versioned JSON document holding the setup and the moves.

Saving a game is saving its moves (STYLE.md): loading replays them, so every
save exercises the same code as play.  The hidden atoms are stored as a
puzzle code, never in plain sight.

A damaged or hostile file raises :class:`SaveFileError` with one sentence a
player understands; nothing is half-loaded.  So does a file holding answers
no play could give (a typed-in answer where the program knows the atoms).

A game whose setter keeps her atoms (a tabletop round, ``"setup": null``
and no ``S=…`` move) can be read, to print the experimenter's record, but
not played: ``to_play`` refuses it, since no ray could be answered and it
could never be scored (such a round is played inside a tabletop match).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from .board import parse_board
from .errors import SaveFileError
from .game import Game
from .saved_round import (
    RoundWords,
    check_answers_given,
    damage_in_a_sentence,
    read_saved,
    round_from_json,
    round_to_json,
    rules_from_json,
    rules_to_json,
)

FORMAT = "blackbox-desktop-game"
AUTOSAVE_FORMAT = "blackbox-desktop-autosave"
"""The autosave's own format (``app.features.autosave_file``): a file of the program's, not a saved game."""
AUTOSAVE_CHOSEN = (
    "This is the program's autosave, not a saved game: start Black Box Desktop and it offers to "
    "resume the games it holds."
)
_OWN_KEYS = frozenset({"format", "version", "board", "atom_count", "rules", "setup", "moves"})
VERSION = 1
MAX_BYTES = 2_000_000

_WORDS = RoundWords(
    other_board="The hidden atoms in this file belong to another board; it is damaged.",
    moves_damaged="The list of moves in this saved game is damaged.",
    move_refused="Move {number} of this saved game cannot be played: {error}",
)


def game_to_json(game: Game) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "board": game.board.spec,
        "atom_count": game.position.atom_count,
        "rules": rules_to_json(game.rules),
        **round_to_json(game),
    }


def dumps(game: Game, extra: Mapping[str, object] | None = None) -> str:
    """The saved game as text.  ``extra`` adds keys of the window's own (never
    overriding the game's); loading ignores keys it does not know."""
    data = game_to_json(game)
    for key, value in (extra or {}).items():
        data.setdefault(key, value)
    return json.dumps(data, indent=1)


def extras_of(text: str | bytes) -> dict[str, object]:
    """The keys of a saved game that are not the game's own (see ``dumps``); empty if unreadable."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {key: value for key, value in data.items() if key not in _OWN_KEYS}


NO_ATOMS = "This saved game holds no hidden atoms, so no ray could be answered and it could never be scored."
"""Why a game whose setter keeps her atoms is not opened to be played (``to_play``)."""


def loads(text: str | bytes, *, to_play: bool = False) -> Game:
    """Read a saved game; raise :class:`SaveFileError` if it cannot be trusted (or, ``to_play``, played)."""
    data = read_saved(text, MAX_BYTES, "game")
    return game_from_json(data, to_play=to_play)


def game_from_json(data: object, *, to_play: bool = False) -> Game:
    """The game a saved document holds.  ``to_play``: it is to be played on the board, so a game without
    the setter's atoms, which could never be answered nor scored, is refused too."""
    if isinstance(data, dict) and data.get("format") == AUTOSAVE_FORMAT:
        raise SaveFileError(AUTOSAVE_CHOSEN)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveFileError("This file is not a saved Black Box game.")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveFileError("This saved game has no version number; it is damaged.")
    if version > VERSION:
        raise SaveFileError("This game was saved by a newer version of Black Box Desktop; please update to open it.")
    if version < 1:
        raise SaveFileError("This saved game has an unknown version number; it is damaged.")
    with damage_in_a_sentence("saved game"):
        board = parse_board(data.get("board"))
        rules = rules_from_json(data.get("rules"), "saved game")
        game = round_from_json(data, board, data.get("atom_count"), rules, _WORDS)
        check_answers_given(game)
        if to_play and game.setup is None:
            raise SaveFileError(NO_ATOMS)
        return game
