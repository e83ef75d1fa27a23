"""The rules of Black Box, in pure Python (standard library only).

Nothing in this package imports Qt: the window, the printed sheets and the
command line all call into it, never the other way round.
"""

from .board import Board, Cell, Port, parse_board
from .errors import (
    BlackBoxError,
    BoardSpecError,
    CellError,
    MoveError,
    PortError,
    PuzzleCodeError,
    SaveFileError,
)
from .outcome import Outcome, OutcomeKind
from .rays import Ray, answer_pad, outcome, trace

__all__ = [
    "BlackBoxError",
    "Board",
    "BoardSpecError",
    "Cell",
    "CellError",
    "MoveError",
    "Outcome",
    "OutcomeKind",
    "Port",
    "PortError",
    "PuzzleCodeError",
    "Ray",
    "SaveFileError",
    "answer_pad",
    "outcome",
    "parse_board",
    "trace",
]
