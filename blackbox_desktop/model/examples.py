"""The rule examples shown in the in-app help, each one traced by the engine.

Each example is a small board, a few atoms and one ray.  The help draws the
board and the ray's path from :func:`blackbox_desktop.model.rays.trace`, so
the pictures can never disagree with the rules; ``tests/model/test_examples.py``
checks that every example shows what its caption says.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Board, parse_board
from .outcome import OutcomeKind
from .rays import Ray, trace


@dataclass(frozen=True, slots=True)
class RuleExample:
    key: str
    title: str
    caption: str
    board_spec: str
    atoms: str
    port: int
    expected: OutcomeKind
    turns: tuple[int, ...] = ()
    """The turns the ray makes, in 60° (hex) or 90° (square) steps, left positive."""

    @property
    def board(self) -> Board:
        return parse_board(self.board_spec)

    def ray(self) -> Ray:
        board = self.board
        return trace(board, board.cells_from_names(self.atoms), self.port)


SQUARE_EXAMPLES = (
    RuleExample(
        "hit",
        "Hit",
        "A ray that runs straight into an atom is absorbed: it never comes out.",
        "ortho-5x5",
        "C3",
        3,
        OutcomeKind.ABSORBED,
    ),
    RuleExample(
        "deflection",
        "Deflection",
        "A ray that passes diagonally next to an atom turns 90° away from it.",
        "ortho-5x5",
        "B4",
        3,
        OutcomeKind.EXIT,
        (-1,),
    ),
    RuleExample(
        "reflection",
        "Reflection",
        "Between two atoms one cell apart the two deflections add up to a U-turn: the ray comes out where it went in.",
        "ortho-5x5",
        "B4,D4",
        3,
        OutcomeKind.REFLECTED,
        (2,),
    ),
    RuleExample(
        "edge",
        "Reflection at the edge",
        "An atom on the edge turns back a ray fired in beside it before it even enters the box.",
        "ortho-5x5",
        "B1",
        3,
        OutcomeKind.REFLECTED,
    ),
    RuleExample(
        "miss",
        "Miss",
        "A ray that meets no atom crosses the box in a straight line.",
        "ortho-5x5",
        "A5",
        3,
        OutcomeKind.EXIT,
    ),
    RuleExample(
        "hit-first",
        "Hit before deflection",
        "When an atom stands straight ahead, the hit wins over a deflection by its neighbour.",
        "ortho-5x5",
        "B4,C4",
        3,
        OutcomeKind.ABSORBED,
    ),
    RuleExample(
        "detour",
        "Several deflections",
        "Deflections can follow one another (Parker calls such a ray a DETOUR, and one that went "
        "straight through a MISS); a ray fired in at the exit port takes the same path back.",
        "ortho-5x5",
        "B4,E2",
        3,
        OutcomeKind.EXIT,
        (-1, 1),
    ),
)

HEX_EXAMPLES = (
    RuleExample(
        "hex-hit", "Hit", "A ray that runs straight into an atom is absorbed.", "hex-3", "C3", 6, OutcomeKind.ABSORBED
    ),
    RuleExample(
        "hex-60",
        "60° deflection",
        "An atom ahead to one side turns the ray 60° away from it.",
        "hex-3",
        "B3",
        6,
        OutcomeKind.EXIT,
        (-1,),
    ),
    RuleExample(
        "hex-120",
        "120° deflection",
        "An atom ahead and another ahead to one side: two 60° deflections at the same point.",
        "hex-3",
        "B2,C3",
        6,
        OutcomeKind.EXIT,
        (-2,),
    ),
    RuleExample(
        "hex-reflection",
        "Reflection",
        "Atoms ahead to the left and to the right: the two deflections add up to a U-turn, and the ray "
        "comes back out where it went in.",
        "hex-3",
        "B2,D2",
        6,
        OutcomeKind.REFLECTED,
        (3,),
    ),
    RuleExample(
        "hex-three",
        "Three atoms ahead",
        "With atoms ahead, left and right, the two side deflections turn it back first: reflected, not absorbed.",
        "hex-3",
        "B2,C3,D2",
        6,
        OutcomeKind.REFLECTED,
        (3,),
    ),
    RuleExample(
        "hex-edge",
        "Reflection at the edge",
        "An atom on the edge turns back a ray fired in beside it before it enters.",
        "hex-3",
        "C1",
        8,
        OutcomeKind.REFLECTED,
    ),
    RuleExample(
        "hex-miss",
        "Miss",
        "A ray that meets no atom crosses the board in a straight line.",
        "hex-3",
        "A1",
        6,
        OutcomeKind.EXIT,
    ),
)
