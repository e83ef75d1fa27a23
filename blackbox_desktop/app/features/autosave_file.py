"""The autosave file: what it holds, and reading it back for the next start.

The file (``autosave.bbox`` in the data folder) is JSON: for each side with an unfinished game, the saved game
(``model.savefile``: setup as a puzzle code and the list of moves), plus the side in front.  A two-player match
or duel is kept as its own save file's text (``match``) and the side it is played on (``match_side``).  The
scoring chosen in the panel, the features' own values and the file each game came from are kept beside them,
as a saved file keeps them; so are the steps Redo would play again on each side (``redo``: the game's moves and
the steps), which a saved file does not keep (the autosave's resume gives back all she had: the crash was not
her choice).  The writer is ``autosave.Autosave``; resuming is ``autosave_resume``.

Whatever part cannot be read back (one side's game, the match) is left out with a sentence saying why
(``Kept.problems``); the rest comes back.

Terms
    side    ``"ortho"`` or ``"hex"``: the square or the hexagonal side of the board, each with a game of its own
    kept    what the last run left in the file and could be read back (:class:`Kept`)
    extras  each feature's own values for a game (a booklet game's number, the assisted mark), as in a saved file
"""

from __future__ import annotations

import contextlib
import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from PySide6.QtCore import QCoreApplication

from ...model import match_file
from ...model.board import SIDES, parse_board
from ...model.errors import BlackBoxError, SaveFileError
from ...model.game import Game
from ...model.savefile import AUTOSAVE_FORMAT, game_from_json
from ...model.scoring import Scoring
from ...model.storage import read_text
from ..data_files import autosave_path
from ..model_texts import tr_model

FORMAT = AUTOSAVE_FORMAT
VERSION = 1


def tr(text: str) -> str:
    """The autosave's texts in her language (one context, "Autosave", for all its modules)."""
    return QCoreApplication.translate("Autosave", text)


@dataclass(frozen=True)
class Kept:
    """What the last run kept, read-only: the containers are tuples and read-only mappings (the JSON values
    inside them, a game's file and moves or a feature's extras, are as the file holds them)."""

    side: str
    """The side in front."""
    games: Mapping[str, Game]
    """Each side's game."""
    match: str | None
    """A two-player match or duel, as its file holds it."""
    variants: Mapping[str, Scoring]
    """Each side's scoring chosen in the panel."""
    problems: tuple[str, ...]
    """What could not be read back (a side's game, the match) and why, one sentence each: the rest comes back."""
    extras: Mapping[str, Mapping[str, object]]
    """Each side's features' own values (``save_extras``)."""
    files: Mapping[str, tuple[object, ...]] = field(default_factory=lambda: MappingProxyType({}))
    """Each side's (and the match's) file and the moves it holds, checked by ``MainWindow.restore_files``."""
    redo: Mapping[str, tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]] = field(
        default_factory=lambda: MappingProxyType({})
    )
    """Each side's game (its moves) and the steps Redo would play on it (``GameController.keep_redo``)."""


_BOARD_NAMED = re.compile(r'"board"\s*:\s*"([^"\\]{1,40})"')


def side_named_in(text: object) -> str | None:
    """The side of the board a kept match or duel is played on, read from its text even when the rest of it is
    damaged (its board is named near its start); None when nothing tells."""
    if not isinstance(text, str):
        return None
    try:
        data = json.loads(text)
        board = data.get("board") if isinstance(data, dict) else None
    except (ValueError, RecursionError):
        found = _BOARD_NAMED.search(text[:2000])
        board = found.group(1) if found else None
    try:
        return parse_board(board).kind
    except BlackBoxError:
        return None


def side_problem(error: BlackBoxError) -> str:
    """Why the game of one side did not come back, as she is told it."""
    return tr("The game on the other side of the board could not be read back: {error}").replace(
        "{error}", tr_model(str(error))
    )


def match_problem(error: BlackBoxError) -> str:
    """Why the two-player match or duel did not come back, as she is told it."""
    return tr("The two-player game could not be read back: {error}").replace("{error}", tr_model(str(error)))


def read_autosave() -> Kept | None:
    """The side, the games, the two-player match and the scorings chosen, kept by the last run.

    None if there is no autosave.  A damaged side's game or match is left out (``Kept.problems`` says so).
    Raises :class:`SaveFileError` with a sentence when nothing in the file can be read back.
    """
    path = autosave_path()
    if not path.exists():
        return None
    text = read_text(path, files_only=True)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise SaveFileError(tr("The autosaved game is damaged or truncated.")) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("games"), dict):
        raise SaveFileError(tr("The autosaved game is damaged."))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version > VERSION:
        raise SaveFileError(tr("The autosaved game was written by another version of Black Box Desktop."))
    # Read now, not once half the games are back on the board.  A damaged match is left out alone: the games
    # beside it still come back, but not its own round (the game kept on its side), which belongs to it.
    match = data.get("match")
    match_on: str | None = None
    match_error: SaveFileError | None = None
    if match is not None:
        try:
            if not isinstance(match, str):
                raise SaveFileError(tr("The autosaved two-player game is damaged."))
            match_on = match_file.loads(match).board.kind
        except SaveFileError as error:
            kept_side = data.get("match_side")
            match_on = kept_side if isinstance(kept_side, str) and kept_side in SIDES else side_named_in(match)
            match_error, match = error, None
    games = {}
    errors: list[SaveFileError] = []
    for side, saved in data["games"].items():
        if side == match_on:
            continue  # the match's own round: the match puts it back on its side itself
        try:
            if side not in SIDES:
                raise SaveFileError(tr("The autosaved game is damaged."))
            # Replays every move (a damaged one raises SaveFileError); a game nobody can answer is refused too.
            game = game_from_json(saved, to_play=True)
            if game.board.kind != side:
                raise SaveFileError(tr("The autosaved game is damaged."))
        except SaveFileError as error:
            errors.append(error)  # one damaged side must not take the other side's game with it
            continue
        games[side] = game
    if not games and match is None:
        if match_error is not None:
            raise SaveFileError(tr("The autosaved two-player game is damaged."))
        if errors:
            raise errors[0]
    variants = {}
    scoring = data.get("scoring", {})
    for side, value in scoring.items() if isinstance(scoring, dict) else ():
        with contextlib.suppress(BlackBoxError):  # an unknown scoring: the rules' own stays
            if side in games:
                variants[side] = Scoring.parse(str(value))
    kept_extras = data.get("extras", {})
    extras = {
        side: MappingProxyType(dict(value))
        for side, value in (kept_extras.items() if isinstance(kept_extras, dict) else ())
        if side in games and isinstance(value, dict)
    }  # each feature checks its own values
    side = data.get("side")
    if not isinstance(side, str) or side not in games:
        side = next(iter(games), match_on if match is not None else None)
    if side is None:
        return None
    kept_files = data.get("files", {})
    files = {
        key: tuple(value)
        for key, value in (kept_files.items() if isinstance(kept_files, dict) else ())
        if isinstance(value, list)
    }
    redo = _redo_in(data.get("redo"))
    problems = [side_problem(error) for error in errors]
    if match_error is not None:
        problems.append(match_problem(match_error))
    return Kept(
        side,
        MappingProxyType(games),
        match,
        MappingProxyType(variants),
        tuple(problems),
        MappingProxyType(extras),
        MappingProxyType(files),
        MappingProxyType(redo),
    )


MAX_REDO = 2_000
"""More steps to redo than this are not read back (a hostile file stays small)."""
MAX_STEP = 100
"""No step of play holds more moves than this (the most is a setter's pattern with its setter errors): a longer one
is not read back (QA: a hand-edited step of thousands of moves made a Redo entry of thousands of characters)."""
MAX_REDO_MOVES = 2 * MAX_REDO
"""No more moves than this in all the steps to redo together, or none is read back: each step is played through the
rules and kept whole in the undo history (QA fuzzing: 900 steps of 100 moves held the start two minutes and took
1.2 GB).  Undoing a game of 2,000 moves back to its first ray makes 2,000 steps of a move or two."""


def _redo_in(kept: object) -> dict[str, tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]]:
    """Each side's moves and the steps Redo would play on them, as the file holds them.  What is not a list of
    moves is left out without a word: the game itself comes back, and Redo is only what she had undone (each
    step is played through the rules again as it is given back)."""
    found = {}
    for side, value in kept.items() if isinstance(kept, dict) else ():
        if side not in SIDES or not isinstance(value, dict):
            continue
        moves, steps = value.get("moves"), value.get("steps")
        if not (
            isinstance(moves, list)
            and all(isinstance(move, str) for move in moves)
            and isinstance(steps, list)
            and len(steps) <= MAX_REDO
            and all(
                isinstance(step, list) and 0 < len(step) <= MAX_STEP and all(isinstance(move, str) for move in step)
                for step in steps
            )
            and sum(len(step) for step in steps) <= MAX_REDO_MOVES
        ):
            continue
        found[side] = (tuple(moves), tuple(tuple(step) for step in steps))
    return found
