"""Moves and their text form.  The same text drives play, undo and save files.

=============  ==============================================================
text           move
=============  ==============================================================
``F12``        fire a ray in at port 12; the computer setter answers
``F12=H``      fire at port 12, the (human) setter announced absorbed;
               ``=R`` reflected, ``=5`` out at port 5
``B+C4``       place a ball on C4
``B-C4``       take the ball on C4 back to the tray
``BC4>D5``     move the ball on C4 to D5
``N+C4``       mark C4 as surely empty (the player's own note: no atom there)
``N-C4``       take that mark off again
``M12=P3``     lay a marker by hand at port 12 (``H``, ``R`` or pair ``P3``)
``M12-``       take the marker at port 12 away
``E+`` ``E-``  one more / one fewer setter error (−5 each)
``X+`` ``X-``  one more / one fewer misplaced ball that was not her fault (Parker)
``S=C2,D5``    the setter reveals her atoms (tabletop games, at the end)
``D``          the experimenter has finished: reveal and score
=============  ==============================================================

>>> from blackbox_desktop.model.board import parse_board
>>> board = parse_board("ortho-8x8")
>>> move = parse_move("bc4>d5", board)
>>> move, move_text(move, board)
(MoveBall(source=19, target=28), 'BC4>D5')
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Board, Cell, Port
from .errors import BlackBoxError, MoveError, quoted
from .markers import Marker
from .outcome import Outcome


@dataclass(frozen=True, slots=True)
class Fire:
    port: Port
    announced: Outcome | None = None
    """What a human setter announced; None when the computer answers."""


@dataclass(frozen=True, slots=True)
class PlaceBall:
    cell: Cell


@dataclass(frozen=True, slots=True)
class RemoveBall:
    cell: Cell


@dataclass(frozen=True, slots=True)
class MoveBall:
    source: Cell
    target: Cell


@dataclass(frozen=True, slots=True)
class MarkEmpty:
    """The experimenter notes a cell she is sure holds no atom (a note on her side of the table: it scores
    nothing and tells the setter nothing)."""

    cell: Cell


@dataclass(frozen=True, slots=True)
class UnmarkEmpty:
    cell: Cell


@dataclass(frozen=True, slots=True)
class PlaceMarker:
    port: Port
    marker: Marker


@dataclass(frozen=True, slots=True)
class RemoveMarker:
    port: Port


@dataclass(frozen=True, slots=True)
class AdjustSetterErrors:
    delta: int
    """+1 or -1."""


@dataclass(frozen=True, slots=True)
class AdjustExcused:
    delta: int
    """+1 or -1: a misplaced ball that was (not) the experimenter's fault."""


@dataclass(frozen=True, slots=True)
class RevealSetup:
    atoms: frozenset[Cell]


@dataclass(frozen=True, slots=True)
class Finish:
    pass


Move = (
    Fire
    | PlaceBall
    | RemoveBall
    | MoveBall
    | MarkEmpty
    | UnmarkEmpty
    | PlaceMarker
    | RemoveMarker
    | AdjustSetterErrors
    | AdjustExcused
    | RevealSetup
    | Finish
)


def move_text(move: Move, board: Board) -> str:
    """The text form of ``move``."""
    name = board.cell_name
    if isinstance(move, Fire):
        return f"F{move.port}" if move.announced is None else f"F{move.port}={move.announced}"
    if isinstance(move, PlaceBall):
        return f"B+{name(move.cell)}"
    if isinstance(move, RemoveBall):
        return f"B-{name(move.cell)}"
    if isinstance(move, MoveBall):
        return f"B{name(move.source)}>{name(move.target)}"
    if isinstance(move, MarkEmpty):
        return f"N+{name(move.cell)}"
    if isinstance(move, UnmarkEmpty):
        return f"N-{name(move.cell)}"
    if isinstance(move, PlaceMarker):
        return f"M{move.port}={move.marker}"
    if isinstance(move, RemoveMarker):
        return f"M{move.port}-"
    if isinstance(move, AdjustSetterErrors):
        return "E+" if move.delta > 0 else "E-"
    if isinstance(move, AdjustExcused):
        return "X+" if move.delta > 0 else "X-"
    if isinstance(move, RevealSetup):
        return "S=" + ",".join(board.names(move.atoms))
    return "D"


def _port(text: str, board: Board) -> Port:
    if not text.isdecimal() or len(text) > 4:
        raise MoveError(f"{quoted(text)} is not a port number.")
    return board.check_port(int(text))


def parse_move(text: object, board: Board) -> Move:
    """Read a move's text form; raise :class:`MoveError` with a sentence if it is not one."""
    if not isinstance(text, str) or not text.strip() or len(text) > 2000:
        raise MoveError("A move must be a short text such as F12 or B+C4.")
    word = "".join(text.split()).upper()  # no text form holds a space: "F 1" and "B+ A1" are typed forms of F1, B+A1
    try:
        return _parse(word, board)
    except MoveError:
        raise
    except BlackBoxError as error:
        raise MoveError(f"Move {quoted(word)}: {error}") from None


def _parse(word: str, board: Board) -> Move:
    head, rest = word[0], word[1:]
    if head == "F":
        port_text, sep, answer = rest.partition("=")
        port = _port(port_text, board)
        if not sep:
            return Fire(port)
        announced = Outcome.parse(answer)
        if announced.port is not None:
            board.check_port(announced.port)
        return Fire(port, announced)
    if head == "B":
        if rest[:1] == "+":
            return PlaceBall(board.cell_index(rest[1:]))
        if rest[:1] == "-":
            return RemoveBall(board.cell_index(rest[1:]))
        source, sep, target = rest.partition(">")
        if sep:
            return MoveBall(board.cell_index(source), board.cell_index(target))
    if head == "N" and rest[:1] in ("+", "-"):
        cell = board.cell_index(rest[1:])
        return MarkEmpty(cell) if rest[0] == "+" else UnmarkEmpty(cell)
    if head == "M":
        if rest.endswith("-"):
            return RemoveMarker(_port(rest[:-1], board))
        port_text, sep, marker = rest.partition("=")
        if sep:
            return PlaceMarker(_port(port_text, board), Marker.parse(marker))
    if word in ("E+", "E-"):
        return AdjustSetterErrors(1 if word == "E+" else -1)
    if word in ("X+", "X-"):
        return AdjustExcused(1 if word == "X+" else -1)
    if head == "S" and rest.startswith("="):
        return RevealSetup(board.cells_from_names(rest[1:]))
    if word == "D":
        return Finish()
    raise MoveError(f"{quoted(word)} is not a move; moves look like F12, B+C4, M12=H or D.")


__all__ = [
    "AdjustExcused",
    "AdjustSetterErrors",
    "Finish",
    "Fire",
    "MarkEmpty",
    "Move",
    "MoveBall",
    "PlaceBall",
    "PlaceMarker",
    "RemoveBall",
    "RemoveMarker",
    "RevealSetup",
    "UnmarkEmpty",
    "move_text",
    "parse_move",
]
