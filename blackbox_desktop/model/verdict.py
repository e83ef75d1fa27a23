"""The verdict: how the experimenter's balls compare with the hidden atoms.

Like Tatham's puzzles, the verdict compares *answers*, not only positions:
an arrangement that no ray can tell apart from the hidden one (the same
answer at every port, RULES.md §5) is accepted and the player is told why,
unless the game's rules accept only the hidden cells.

>>> from blackbox_desktop.model.board import parse_board
>>> board = parse_board("ortho-8x8")
>>> judge(board, board.cells_from_names("B2,C5"), board.cells_from_names("B2,C5")).kind
<VerdictKind.EXACT: 'exact'>
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .board import Board, Cell
from .tracer import atom_bits


class VerdictKind(enum.Enum):
    EXACT = "exact"
    """Every ball sits on an atom."""
    EQUIVALENT = "equivalent"
    """Different cells, but every ray answers alike: no ray can tell them apart (and the rules accept that)."""
    WRONG = "wrong"
    """Some ray would have answered differently."""


@dataclass(frozen=True, slots=True)
class Verdict:
    kind: VerdictKind
    missed_atoms: frozenset[Cell]
    """Hidden atoms with no ball on their cell (the misplaced atoms)."""
    wrong_balls: frozenset[Cell]
    """Balls on cells that hold no atom."""

    @property
    def accepted(self) -> bool:
        return self.kind is not VerdictKind.WRONG

    def explanation(self) -> str:
        if self.kind is VerdictKind.EXACT:
            return "Every atom found."
        if self.kind is VerdictKind.EQUIVALENT:
            return (
                "The balls stand on other cells, but no ray can tell them apart from the hidden atoms: "
                "every port answers alike, so they are accepted."
            )
        count = len(self.missed_atoms)
        return f"{count} atom{'s' if count != 1 else ''} misplaced."


def judge(board: Board, atoms: frozenset[Cell], balls: frozenset[Cell], *, accept_equivalent: bool = True) -> Verdict:
    """How ``balls`` compare with ``atoms``.

    ``accept_equivalent`` is the rule (``Rules.accept_equivalent``) that accepts an arrangement no ray
    can tell apart from the hidden one; without it only the hidden cells count, and a look-alike is
    judged, explained and scored as misplaced balls.

    >>> from blackbox_desktop.model.board import parse_board
    >>> board = parse_board("ortho-8x8")
    >>> atoms, look_alike = board.cells_from_names("A1,C1,C8"), board.cells_from_names("A8,C1,C8")
    >>> judge(board, atoms, look_alike).kind, judge(board, atoms, look_alike, accept_equivalent=False).explanation()
    (<VerdictKind.EQUIVALENT: 'equivalent'>, '1 atom misplaced.')
    """
    missed = atoms - balls
    wrong = balls - atoms
    if not missed and not wrong:
        return Verdict(VerdictKind.EXACT, missed, wrong)
    if accept_equivalent and len(balls) == len(atoms) and _same_answers(board, atoms, balls):
        return Verdict(VerdictKind.EQUIVALENT, missed, wrong)
    return Verdict(VerdictKind.WRONG, missed, wrong)


def _same_answers(board: Board, first: frozenset[Cell], second: frozenset[Cell]) -> bool:
    tracer = board.tracer
    return tracer.answer_codes(atom_bits(first)) == tracer.answer_codes(atom_bits(second))
