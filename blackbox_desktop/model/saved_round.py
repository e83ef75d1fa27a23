"""A round as a file keeps it: its rules, the setter's hidden atoms and its moves, in JSON.

A saved game (``savefile.py``) is one round; a saved match or duel (``match_file.py``) holds several.
Both write and read each round here.  The atoms are stored as a puzzle code, never in plain sight, and
not at all when the setter entered them at the end: her ``S=…`` is a move, replayed with the others.
Reading replays every move through the rules, so a file cannot smuggle in a position they would refuse;
a damaged round raises :class:`SaveFileError` with a sentence that says which part is damaged.

>>> from blackbox_desktop.model.board import parse_board
>>> board = parse_board("ortho-8x8")
>>> game = Game.new(board, 4, Rules(), board.cells_from_names("A1,B7,G3,H8")).apply("F3")
>>> data = round_to_json(game)
>>> sorted(data), data["moves"]
(['moves', 'setup'], ['F3'])
>>> again = round_from_json(data, board, 4, Rules(), RoundWords("other board", "moves damaged", "move {number}"))
>>> again.history == game.history and again.setup == game.setup
True
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from .board import Board, Cell
from .editions import find_edition
from .errors import BlackBoxError, MoveError, SaveFileError
from .game import Game, Rules, check_atom_count
from .puzzle_code import decode_puzzle, encode_puzzle
from .scoring import Scoring

MAX_MOVES = 5_000
"""More moves than this make no round (and keep hostile files small)."""

SCORE_ADJUSTMENTS = ("E+", "E-", "X+", "X-")
"""The moves that only adjust the score (setter errors, balls not her fault)."""

PROGRAM_ANSWERS = (
    "A ray has an answer typed in by a person, but the program knows the atoms and answers every ray itself."
)
"""Why a saved game holding an announced answer where the program answers every ray is refused."""


@dataclass(frozen=True, slots=True)
class RoundWords:
    """How a file's refusals name the round being read.

    The window translates a refusal by its English words, so each kind of file keeps its own sentences.
    """

    other_board: str
    """The round's hidden atoms were coded for another board."""
    moves_damaged: str
    """Its moves are not a list, or far too many."""
    move_refused: str
    """A move the rules refuse; ``{number}`` (from 1) and ``{error}`` (the rules' reason) are filled in."""


# -- writing ------------------------------------------------------------------------------------------


def rules_to_json(rules: Rules) -> dict[str, Any]:
    return {
        "edition": rules.edition.key,
        "scoring": rules.scoring.value,
        "markers_by_hand": rules.markers_by_hand,
        "accept_equivalent": rules.accept_equivalent,
    }


def round_to_json(game: Game) -> dict[str, Any]:
    """The round's ``"setup"`` and ``"moves"``."""
    # A setter's reveal (S=…) is a move: it is replayed, so the setup is not stored twice.
    setup = None if game.setup is None or game.revealed_by_setter else encode_puzzle(game.board, game.setup)
    return {"setup": setup, "moves": list(game.history)}


# -- reading ------------------------------------------------------------------------------------------


def rules_from_json(data: object, what: str) -> Rules:
    """The rules a file holds; ``what`` names the file in a refusal (``"saved game"``, ``"saved match"``)."""
    if not isinstance(data, dict):
        raise SaveFileError(f"The rules in this {what} are missing.")
    edition = find_edition(data.get("edition", "franjos"))
    scoring = Scoring.parse(data.get("scoring", edition.scoring.value))
    by_hand = data.get("markers_by_hand", False)
    accept = data.get("accept_equivalent", True)
    if not isinstance(by_hand, bool) or not isinstance(accept, bool):
        raise SaveFileError(f"The rules in this {what} are damaged.")
    return Rules(edition, scoring, by_hand, accept)


def round_from_json(data: Mapping[str, Any], board: Board, atom_count: object, rules: Rules, words: RoundWords) -> Game:
    """The round ``data`` holds (its ``"setup"`` and ``"moves"``), its moves replayed on ``board``.

    Raises :class:`SaveFileError` in ``words`` for the round's own damage, and any other
    :class:`~.errors.BlackBoxError` (a bad puzzle code, an atom count no game has) for the file to word.
    """
    setup: frozenset[Cell] | None = None
    if data.get("setup") is not None:
        code_board, setup = decode_puzzle(data["setup"])
        if code_board != board:
            raise SaveFileError(words.other_board)
    moves = data.get("moves")
    if not isinstance(moves, list) or len(moves) > MAX_MOVES:
        raise SaveFileError(words.moves_damaged)
    game = Game.new(board, check_atom_count(board, atom_count), rules, setup)
    # ``Game.apply`` adds a move to the history without copying it (QA fuzzing: when it copied, 20,000 moves
    # copied 200 million texts and a 4 MB match held Open a minute).
    for number, move in enumerate(moves, start=1):
        try:
            game = replay_saved(game, move)
        except BlackBoxError as error:
            raise SaveFileError(words.move_refused.format(number=number, error=error)) from None
    return game


def replay_saved(game: Game, move: str) -> Game:
    """Apply a move read from a file, as :meth:`Game.apply` does, with one allowance for older files.

    Files written before the rule that only a person's answers can be setter
    errors (and that a ball is excused only after the round) may hold score
    adjustments the rules now refuse; such an adjustment is left out and the
    rest of the game loads.  Any other refused move raises :class:`MoveError`.
    """
    try:
        return game.apply(move)
    except MoveError:
        if isinstance(move, str) and move.strip().upper() in SCORE_ADJUSTMENTS:
            return game
        raise


def check_answers_given(game: Game, *, program_answers: bool = False) -> Game:
    """``game`` read back from a file; raise :class:`MoveError` when it holds an answer no play could give.

    A person announces an answer (``F12=H``) only while the program does not know the atoms: in a
    tabletop round, before the setter enters her pattern (``S=…``), which she does once the round is
    over.  So a game whose atoms were known from its start (a setup and no ``S=``), or a round of a match
    whose rays the program answers (``program_answers``), holds no announced answer: on the board it
    would show answers the atoms may contradict, undoable and counted as setter errors.  (One port
    announced twice, differently, is refused by the play itself.)

    >>> from blackbox_desktop.model.board import parse_board
    >>> board = parse_board("ortho-8x8")
    >>> tabletop = Game.new(board, 1, Rules(), None).apply_all(["F1=H", "D", "S=A1"])
    >>> check_answers_given(tabletop).setup == board.cells_from_names("A1")
    True
    >>> known = Game.new(board, 1, Rules(), board.cells_from_names("A1")).apply("F1=H")
    >>> check_answers_given(known)  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ...
    blackbox_desktop.model.errors.MoveError: A ray has an answer typed in by a person, ...
    """
    known_from_start = game.setup is not None and not game.revealed_by_setter
    if game.position.announced_rays and (program_answers or known_from_start):
        raise MoveError(PROGRAM_ANSWERS)
    # Her pattern in, the window takes back the setter errors and excused balls her atoms do not bear out, in
    # the same step; a hand-edited file that kept them scored below its markers with every answer right (QA).
    if game.revealed_by_setter and game.position.setter_errors > game.setter_error_limit():
        raise MoveError("The game counts more setter errors than the wrong answers the setter's atoms show.")
    if game.revealed_by_setter and game.position.excused > game.excusable():
        raise MoveError("The game excuses more misplaced balls than the setter's wrong answers can have misled.")
    return game


__all__ = [
    "MAX_MOVES",
    "PROGRAM_ANSWERS",
    "SCORE_ADJUSTMENTS",
    "RoundWords",
    "check_answers_given",
    "damage_in_a_sentence",
    "looks_saved",
    "read_saved",
    "replay_saved",
    "round_from_json",
    "round_to_json",
    "rules_from_json",
    "rules_to_json",
]


def looks_saved(text: str | bytes) -> bool:
    """Whether ``text`` begins as every saved file does (a JSON document), so that one it fails to read is
    damaged or cut short rather than a file of another kind; an empty file counts as cut short.

    >>> looks_saved('{"format": "blackbox'), looks_saved(b"\\xef\\xbb\\xbf\\n  {"), looks_saved(b"")
    (True, True, True)
    >>> looks_saved(b"%PDF-1.4"), looks_saved(b"\\x89PNG"), looks_saved("notes")
    (False, False, False)
    """
    head = text[:64].decode("utf-8", "replace") if isinstance(text, bytes) else text[:64]
    head = head.lstrip("\ufeff\x00 \t\r\n")
    return not head or head[0] in "{["


def read_saved(text: str | bytes, max_bytes: int, kind: str) -> object:
    """The JSON document a saved ``kind`` (``"game"``, ``"match"``) is, not yet checked: a file over
    ``max_bytes`` is refused unread, and one that is no JSON is called damaged or cut short only when it
    :func:`looks_saved` (a PDF or a picture chosen by mistake is no saved file spoilt).

    >>> read_saved('{"format": "blackbox-desktop"}', 100, "game")
    {'format': 'blackbox-desktop'}
    >>> read_saved('{"format": "blackbox-des', 100, "match")
    Traceback (most recent call last):
    blackbox_desktop.model.errors.SaveFileError: This file is not a saved Black Box match: it is damaged or truncated.
    """
    if len(text) > max_bytes:
        raise SaveFileError(f"This file is far too large to be a saved Black Box {kind}.")
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        if not looks_saved(text):
            raise SaveFileError(f"This file is not a saved Black Box {kind}.") from None
        raise SaveFileError(f"This file is not a saved Black Box {kind}: it is damaged or truncated.") from None


@contextmanager
def damage_in_a_sentence(document: str) -> Iterator[None]:
    """Reading a saved ``document`` (``"saved game"``, ``"saved match"``) inside this raises only
    :class:`SaveFileError`: the model's refusal of a damaged part follows "This … is damaged:", and a damage no
    check foresaw is still a sentence, never a crash (QA fuzzing: a duel's turn of 1.0 in an autosave stopped
    every start)."""
    try:
        yield
    except SaveFileError:
        raise
    except BlackBoxError as error:
        raise SaveFileError(f"This {document} is damaged: {error}") from None
    except (TypeError, ValueError, KeyError, IndexError, AttributeError, AssertionError, RecursionError) as error:
        raise SaveFileError(f"This {document} is damaged.") from error
