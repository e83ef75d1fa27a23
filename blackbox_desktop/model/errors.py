"""Typed errors of the rules engine.

Every error a player can cause (a mistyped board, a damaged save file, a
puzzle code with a typo) is a :class:`BlackBoxError`, which is a
``ValueError`` whose message is one sentence a player understands.  The
window shows the message and keeps the current game; the command line prints
it and exits with status 2.
"""

from __future__ import annotations

import re


class BlackBoxError(ValueError):
    """Base of every input error raised by the model."""


class BoardSpecError(BlackBoxError):
    """A board description such as ``ortho-8x8`` or ``hex-5`` is not valid."""


class CellError(BlackBoxError):
    """A cell name is not on the board, or a set of atoms is not allowed."""


class PortError(BlackBoxError):
    """A port number is not on the board."""


class MoveError(BlackBoxError):
    """A move cannot be read or cannot be played in the current position."""


class SaveFileError(BlackBoxError):
    """A saved game cannot be read: damaged, truncated or of an unknown version."""


class PuzzleCodeError(BlackBoxError):
    """A puzzle code is mistyped or damaged."""


def readable(text: object) -> str:
    """``text`` as a message shows it, a file's name above all (a ``Path`` is written as its text).

    A name whose bytes are not UTF-8 reaches Python with each such byte as a lone surrogate, which a terminal
    wrote as ``\\udcff`` and a quoted name as ``'\\udcff'``: each becomes U+FFFD, as a file manager shows it.

    >>> name = b"\\xff\\xfe-game.bbox".decode("utf-8", "surrogateescape")
    >>> readable(name) == "\\N{REPLACEMENT CHARACTER}" * 2 + "-game.bbox", quoted(name).startswith("'\\\\udcff")
    (True, False)
    """
    return _LONE_SURROGATE.sub("\ufffd", str(text))


_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def quoted(text: object, limit: int = 24) -> str:
    """``text`` in quotes for a message, shortened so a hostile input cannot flood it."""
    shown = readable(text).strip()
    if len(shown) > limit:
        shown = shown[: limit - 1] + "…"
    return repr(shown)
