"""Naming ports: by number as on the wooden boards, or by row/column and side as the French paper rules do.

The French rules (seed 004) name rows A–H from the top and columns 1–8 from
the left, and a ray by where it goes in: "D gauche" enters row D from the
left, "3 haut" enters column 3 from the top, "5 fond" (or "5 bas") from the
bottom.  The hexagonal side has no rows and columns to name, so it always
uses numbers.

>>> from blackbox_desktop.model.board import parse_board
>>> board = parse_board("ortho-8x8")
>>> port_label(board, 4, FRENCH), port_label(board, 30, FRENCH), port_label(board, 12, FRENCH)
('D gauche', '3 haut', '4 bas')
>>> parse_port(board, "d GAUCHE"), parse_port(board, "5 fond"), parse_port(board, "17")
(4, 13, 17)
"""

from __future__ import annotations

from .board import ROW_LETTERS, Board, Port
from .errors import PortError, quoted

NUMBERS = "numbers"
FRENCH = "french"

_SIDE_WORDS = {
    "gauche": "left",
    "left": "left",
    "droite": "right",
    "right": "right",
    "haut": "top",
    "top": "top",
    "bas": "bottom",
    "fond": "bottom",
    "bottom": "bottom",
}


def port_label(board: Board, port: Port, style: str = NUMBERS) -> str:
    """How ``port`` is written on this board in ``style``."""
    board.check_port(port)
    if style != FRENCH or board.kind != "ortho":
        return str(port)
    rows, cols = getattr(board, "rows"), getattr(board, "cols")  # noqa: B009
    if port <= rows:
        return f"{ROW_LETTERS[port - 1]} gauche"
    if port <= rows + cols:
        return f"{port - rows} bas"
    if port <= 2 * rows + cols:
        return f"{ROW_LETTERS[2 * rows + cols - port]} droite"
    return f"{2 * rows + 2 * cols - port + 1} haut"


def parse_port(board: Board, text: str) -> Port:
    """A port from its number or its French name ("D gauche", "3 haut")."""
    words = text.strip().lower().split()
    if len(words) == 1 and words[0].isdecimal() and len(words[0]) <= 4:
        return board.check_port(int(words[0]))
    if board.kind == "ortho" and len(words) == 2 and words[1] in _SIDE_WORDS:
        for port in board.ports:
            if (
                port_label(board, port, FRENCH).split()[0].lower() == words[0]
                and _side(board, port) == _SIDE_WORDS[words[1]]
            ):
                return port
    if board.kind == "ortho":
        raise PortError(f"{quoted(text)} names no port on the {board.title} board; write a number or e.g. “D gauche”.")
    raise PortError(f"{quoted(text)} names no port on the {board.title} board; write a port number.")


def _side(board: Board, port: Port) -> str:
    rows, cols = getattr(board, "rows"), getattr(board, "cols")  # noqa: B009
    if port <= rows:
        return "left"
    if port <= rows + cols:
        return "bottom"
    if port <= 2 * rows + cols:
        return "right"
    return "top"
