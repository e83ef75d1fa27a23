"""Short puzzle codes: a board and its hidden atoms, not readable at a glance.

A friend can type a code such as ``BB-6AJP-MTDU-ERQJ-HANY-SCKB-4S4T`` to play the same
hidden arrangement.  The atoms are scrambled (not encrypted: a determined
programmer can read them, a player glancing at a save file cannot), and a
checksum catches typing mistakes.

>>> from blackbox_desktop.model.board import parse_board
>>> board = parse_board("hex-5")
>>> code = encode_puzzle(board, board.cells_from_names("C2,D5,D8,E3,E4"))
>>> decoded_board, atoms = decode_puzzle(code)
>>> decoded_board.spec, board.names(atoms)
('hex-5', ['C2', 'D5', 'D8', 'E3', 'E4'])
"""

from __future__ import annotations

import base64
import hashlib
import zlib

from .board import Board, Cell, parse_board
from .errors import BlackBoxError, PuzzleCodeError

PREFIX = "BB"
_VERSION = 1
_KEY = hashlib.sha256(b"Black Box Desktop puzzle code, version 1").digest()
_MAX_LENGTH = 200


def encode_puzzle(board: Board, atoms: frozenset[Cell]) -> str:
    """The code for ``atoms`` on ``board``."""
    if board.kind == "ortho":
        shape = [0, getattr(board, "rows"), getattr(board, "cols")]  # noqa: B009
    else:
        shape = [1, getattr(board, "side"), 0]  # noqa: B009
    payload = bytes([_VERSION, *shape, len(atoms)])
    for cell in sorted(atoms):
        payload += cell.to_bytes(2, "big")
    payload += (zlib.crc32(payload) & 0xFFFF).to_bytes(2, "big")
    text = base64.b32encode(_scramble(payload)).decode("ascii").rstrip("=")
    groups = [text[i : i + 4] for i in range(0, len(text), 4)]
    return "-".join([PREFIX, *groups])


_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
"""The letters of a code (base 32)."""


_DASHES = str.maketrans("", "", "-\u2010\u2011\u2012\u2013\u2014\u2212")


def decode_puzzle(code: object) -> tuple[Board, frozenset[Cell]]:
    """Read a puzzle code back; raise :class:`PuzzleCodeError` if it is mistyped."""
    if not isinstance(code, str) or len(code) > _MAX_LENGTH:
        raise PuzzleCodeError("That is not a puzzle code.")
    # Spaces and any kind of dash (a word processor turns "-" into "–") only group the letters.
    text = "".join(code.upper().split()).translate(_DASHES)
    if text.startswith(PREFIX):
        text = text[len(PREFIX) :]
    # Letters people mistype for the digits base 32 leaves out.
    text = text.translate(str.maketrans("0189", "OIBG"))
    if not text:
        raise PuzzleCodeError("That is not a puzzle code.")
    if any(letter not in _ALPHABET for letter in text):
        raise PuzzleCodeError("That puzzle code has a character that cannot be in a code.")
    try:
        raw = base64.b32decode(text + "=" * (-len(text) % 8))
    except ValueError:  # only letters of a code, but a number of them no code has
        raise PuzzleCodeError("That puzzle code has a letter too many or too few.") from None
    payload = _scramble(raw)
    if len(payload) < 7:
        raise PuzzleCodeError("That puzzle code is too short to be a whole code.")
    if (zlib.crc32(payload[:-2]) & 0xFFFF).to_bytes(2, "big") != payload[-2:]:
        raise PuzzleCodeError("That puzzle code is mistyped: its check letters do not match.")
    version, kind, first, second, count = payload[:5]
    if version != _VERSION:
        raise PuzzleCodeError("That puzzle code comes from a newer version of Black Box Desktop.")
    cells_bytes = payload[5:-2]
    if len(cells_bytes) != 2 * count:
        raise PuzzleCodeError("That puzzle code is damaged.")
    try:
        board = parse_board(f"ortho-{first}x{second}" if kind == 0 else f"hex-{first}")
    except BlackBoxError:
        raise PuzzleCodeError("That puzzle code names a board that does not exist.") from None
    cells = [int.from_bytes(cells_bytes[i : i + 2], "big") for i in range(0, len(cells_bytes), 2)]
    if kind not in (0, 1) or any(c >= board.cell_count for c in cells) or len(set(cells)) != len(cells):
        raise PuzzleCodeError("That puzzle code is damaged.")
    return board, frozenset(cells)


def _scramble(data: bytes) -> bytes:
    stream = _KEY * (len(data) // len(_KEY) + 1)
    return bytes(a ^ b for a, b in zip(data, stream, strict=False))
