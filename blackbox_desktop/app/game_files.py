"""Which file holds which game: the window's record of where each game on the board was saved.

Terms:

key
    What a file belongs to: a side of the board (``"ortho"`` or ``"hex"``: the board's two sides are two
    games), or :data:`MATCH_FILE`, the two-player match or duel in progress, whose file is its own.
tie
    A game was opened from or saved to a file: the file and the moves it holds are kept under the key.
    One file holds one game, so a file tied to one key is let go by any other.
still holds
    A file the autosave names is tied again only if it still holds that game: a file replaced meanwhile, or
    a hand-edited autosave naming any file at all, must not become the target of a plain Save (QA: Ctrl+S
    wrote a game over a text file).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from ..model import match_file, savefile
from ..model.errors import BlackBoxError
from ..model.game import Game
from ..model.storage import same_file

READ_LIMIT = 8_000_000
"""More than any saved game or match (each loader refuses what is larger than its own limit)."""
MATCH_FILE = "match"
"""The key of the two-player match or duel's file."""


class GameFiles:
    """Each key's file and the moves it held when tied; the window shows and keeps it."""

    def __init__(self) -> None:
        self._files: dict[str, tuple[Path, Sequence[str]]] = {}

    def path(self, key: str) -> Path | None:
        kept = self._files.get(key)
        return kept[0] if kept is not None else None

    def tie(self, key: str, path: Path, moves: Sequence[str]) -> None:
        """``path`` now holds the game of ``key`` with ``moves``, and no other: another key's game saved there
        before is no longer in it, and its Save must ask for a name rather than write over this one (QA)."""
        self._files[key] = (path, moves)
        for other, (kept, _moves) in list(self._files.items()):
            if other != key and same_file(kept, path):
                del self._files[other]

    def forget(self, key: str) -> None:
        """The game of ``key`` has no file (any more): Save asks for a name."""
        self._files.pop(key, None)

    def kept(self) -> dict[str, list[object]]:
        """Each file with the moves it holds, as the autosave keeps them."""
        return {key: [str(path), list(moves)] for key, (path, moves) in self._files.items()}

    def restore(self, files: dict[str, list[object]], in_play: Callable[[str], bool]) -> None:
        """Tie again the files the autosave kept, for the keys whose game is back in play: each still there and
        still holding its game (anything odd is passed over: Save then asks for a name, as for a game never
        saved)."""
        for key, value in files.items():
            if len(value) != 2 or not isinstance(value[0], str) or not isinstance(value[1], list):
                continue
            path, moves = Path(value[0]), tuple(str(move) for move in value[1])
            if in_play(key) and still_holds(path, key, moves):
                self._files[key] = (path, moves)

    def changed(self, key: str, game: Game | None) -> bool:
        """True when ``key`` has a file and ``game`` is no longer the game it holds (a move made or undone since,
        the finish included)."""
        kept = self._files.get(key)
        return kept is not None and game is not None and kept[1] != game.history

    def unsaved(self, key: str, game: Game | None) -> bool:
        """True when ``game`` (the game of ``key``) has moves, is not finished, and its file (if any) lacks some."""
        if game is None or not game.history or game.position.finished:
            return False
        kept = self._files.get(key)
        return kept is None or kept[1] != game.history


def still_holds(path: Path, key: str, moves: tuple[str, ...]) -> bool:
    """Whether ``path`` still holds a saved game of ``key``'s side with exactly ``moves`` (or a saved match)."""
    try:
        if not path.is_file():
            return False
        with path.open("rb") as stream:
            data = stream.read(READ_LIMIT)
    except OSError:
        return False
    if key == MATCH_FILE:
        return match_file.is_match_text(data)
    try:
        game = savefile.loads(data)
    except BlackBoxError:
        return False
    return game.board.kind == key and game.history == moves


def saved_side(data: bytes) -> str:
    """The side of the board a saved game, match or duel is played on; a damaged file raises SaveFileError."""
    document = match_file.loads(data) if match_file.is_match_text(data) else savefile.loads(data, to_play=True)
    return document.board.kind
