"""What the experimenter's rays have proved about the hidden atoms.

Terms:

observation
    A port the experimenter fired and the answer the setter gave for it
    (an :class:`~.outcome.Outcome`).  Observations are a mapping
    ``port -> Outcome``.  An exit at port ``q`` also tells what a ray fired
    at ``q`` would do (outcomes are symmetric), so the analysis uses it from
    both ends; the port ``q`` itself need not be listed.
arrangement
    A set of exactly ``atom_count`` cells holding the atoms.
consistent
    An arrangement is consistent when it gives every observed answer.
proved empty / proved full
    A cell that is empty (full) in every consistent arrangement.
contradiction
    When no arrangement is consistent: a small set of observed ports whose
    answers cannot all be true together (each of them is needed: drop any
    one and the rest can hold).

The counting is exact: :func:`analyse` never enumerates the arrangements one
by one but searches partial assignments of the cells (see
:mod:`.deduction_search`), so it stays fast on hex-5 with 6 atoms
(55,525,372 arrangements).

>>> from blackbox_desktop.model.board import parse_board
>>> board = parse_board("ortho-8x8")
>>> analysis = analyse(board, 4, parse_rays(board, "1:24 9:32"))
>>> analysis.count, board.names(analysis.empty)[:3]
(58905, ['A1', 'A2', 'A3'])
>>> analyse(board, 4, parse_rays(board, "1:24 24:H")).contradiction
(1, 24)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .deduction_search import ABSORBED_END, Cancelled, RayTables, end_code, ray_tables, search
from .errors import CellError, MoveError, quoted
from .outcome import Outcome, OutcomeKind

if TYPE_CHECKING:
    from .board import Board, Cell, Port
    from .hints import Hint

__all__ = [
    "Analysis",
    "Cancelled",
    "analyse",
    "analysis_to_json",
    "check_count_to_analyse",
    "observation_rays",
    "parse_rays",
]

Observations = Mapping["Port", Outcome]


@dataclass(frozen=True, eq=False)
class Analysis:
    """Everything the observations prove, with exact counts."""

    atom_count: int
    observations: Mapping[Port, Outcome]
    """The observations analysed (a read-only copy)."""
    count: int
    """How many arrangements of ``atom_count`` atoms give every observed answer."""
    cell_counts: tuple[int, ...]
    """Per cell: how many of those arrangements have an atom there."""
    contradiction: tuple[Port, ...] | None
    """``None``, or (when ``count == 0``) observed ports whose answers cannot all hold."""

    @property
    def probabilities(self) -> tuple[float, ...]:
        """Per cell: the fraction of consistent arrangements with an atom there."""
        if not self.count:
            return tuple(0.0 for _ in self.cell_counts)
        return tuple(hits / self.count for hits in self.cell_counts)

    @property
    def empty(self) -> frozenset[Cell]:
        """Cells empty in every consistent arrangement (none when there is none)."""
        if not self.count:
            return frozenset()
        return frozenset(cell for cell, hits in enumerate(self.cell_counts) if hits == 0)

    @property
    def full(self) -> frozenset[Cell]:
        """Cells holding an atom in every consistent arrangement."""
        if not self.count:
            return frozenset()
        return frozenset(cell for cell, hits in enumerate(self.cell_counts) if hits == self.count)

    @property
    def consistent(self) -> bool:
        """True when at least one arrangement gives every observed answer."""
        return self.count > 0


def observation_rays(board: Board, observations: Observations) -> list[tuple[int, int]]:
    """The rays the search traces: ``(start state, end code)`` per observed port,
    plus each observed exit traced back from its far end (same constraint,
    but the search then checks the path from both ends and prunes sooner)."""
    tables = ray_tables(board)
    rays: dict[int, int] = {}
    for port, outcome in observations.items():
        rays[port] = _end_of(board, port, outcome)
    for port, outcome in observations.items():
        if outcome.is_exit and outcome.port is not None and outcome.port != port and outcome.port not in rays:
            rays[outcome.port] = end_code(port)
    return [(tables.start(port), target) for port, target in sorted(rays.items())]


def _end_of(board: Board, port: Port, outcome: Outcome) -> int:
    board.check_port(port)
    if not isinstance(outcome, Outcome):
        raise MoveError(f"The answer at port {port} is not an outcome.")
    if outcome.kind is OutcomeKind.ABSORBED:
        return ABSORBED_END
    if outcome.kind is OutcomeKind.REFLECTED or outcome.port == port:
        return end_code(port)
    return end_code(board.check_port(outcome.port))


def check_count_to_analyse(board: Board, atom_count: int) -> None:
    """Refuse, with a sentence, an atom count no analysis of ``board`` can count arrangements for.

    Any count from none to every cell can be analysed; the count a game may hide (1 to
    :func:`~.game.atom_limit`) is checked by :func:`~.game.check_atom_count`.
    """
    if isinstance(atom_count, bool) or not isinstance(atom_count, int) or not 0 <= atom_count <= board.cell_count:
        raise CellError(f"The number of atoms must be 0 to {board.cell_count} on the {board.title} board.")


def analyse(
    board: Board,
    atom_count: int,
    observations: Observations,
    cancel: Callable[[], bool] | None = None,
) -> Analysis:
    """Count, exactly, the arrangements of ``atom_count`` atoms that give every
    observed answer, and what they prove about each cell.

    ``cancel`` is polled every few thousand search nodes; when it returns
    True the analysis stops by raising :class:`Cancelled`.

    >>> from blackbox_desktop.model.board import parse_board
    >>> board = parse_board("ortho-4x4")
    >>> analysis = analyse(board, 1, {1: Outcome.ABSORBED, 5: Outcome.ABSORBED})
    >>> analysis.count, board.names(analysis.full)
    (1, ['A1'])
    """
    check_count_to_analyse(board, atom_count)
    frozen = MappingProxyType(dict(observations))
    tables = ray_tables(board)
    result = search(tables, atom_count, observation_rays(board, frozen), cancel=cancel)
    contradiction = None
    if result.count == 0:
        contradiction = _minimal_contradiction(board, tables, atom_count, frozen, cancel)
    return Analysis(atom_count, frozen, result.count, tuple(result.cell_counts), contradiction)


def _minimal_contradiction(
    board: Board,
    tables: RayTables,
    atom_count: int,
    observations: Observations,
    cancel: Callable[[], bool] | None,
) -> tuple[Port, ...]:
    # Deletion filter: drop one observation at a time, the latest fired
    # first, and keep it dropped when the rest is still impossible.  What
    # remains is minimal: each answer left is needed for the contradiction.
    kept = dict(observations)
    for port in reversed(list(observations)):
        trial = {p: o for p, o in kept.items() if p != port}
        if not search(tables, atom_count, observation_rays(board, trial), cancel=cancel, limit=1).count:
            kept = trial
    return tuple(sorted(kept))


def parse_rays(board: Board, text: str) -> dict[Port, Outcome]:
    """Read observations written like ``"1:H 2:R 5:13"`` (port, colon, answer).

    Answers are ``H`` (absorbed), ``R`` (reflected) or the exit port;
    entries are separated by spaces or commas.

    >>> from blackbox_desktop.model.board import parse_board
    >>> parse_rays(parse_board("ortho-8x8"), "1:H, 2:r 5:13")
    {1: Outcome.ABSORBED, 2: Outcome.REFLECTED, 5: Outcome.exit(13)}
    """
    rays: dict[Port, Outcome] = {}
    for item in text.replace(",", " ").split():
        port_text, colon, answer_text = item.partition(":")
        if not colon or not port_text.strip().isdecimal() or not answer_text.strip():
            raise MoveError(f"{quoted(item)} is not a ray; write it as port:answer, like 5:13 or 2:H.")
        if len(port_text.strip()) > 4:  # no board has so many ports (and int() refuses 4,301 digits: a traceback)
            raise MoveError(
                f"There is no port {quoted(port_text)} on the {board.title} board (ports 1 to {board.port_count})."
            )
        port = int(port_text)
        if not 1 <= port <= board.port_count:
            raise MoveError(f"There is no port {port} on the {board.title} board (ports 1 to {board.port_count}).")
        outcome = Outcome.parse(answer_text)
        if outcome.is_exit and outcome.port is not None:
            if not 1 <= outcome.port <= board.port_count:
                raise MoveError(
                    f"Ray {quoted(item)} exits at port {outcome.port}, which is not on the {board.title} board."
                )
            if outcome.port == port:
                raise MoveError(f"Ray {quoted(item)} comes out where it went in; write {port}:R for a reflection.")
        if port in rays and rays[port] != outcome:
            raise MoveError(f"Port {port} is listed twice with different answers ({rays[port]} and {outcome}).")
        rays[port] = outcome
    return rays


def analysis_to_json(board: Board, analysis: Analysis, hint: Hint | None) -> dict[str, Any]:
    """A JSON-ready summary of an analysis and an optional hint.

    >>> from blackbox_desktop.model.board import parse_board
    >>> board = parse_board("ortho-4x4")
    >>> summary = analysis_to_json(board, analyse(board, 1, {1: Outcome.ABSORBED}), None)
    >>> summary["count"], summary["full"], summary["probabilities"]["A1"], summary["hint"]
    (4, [], 0.25, None)
    """
    return {
        "count": analysis.count,
        "probabilities": {
            board.cell_name(cell): round(probability, 6) for cell, probability in enumerate(analysis.probabilities)
        },
        "empty": board.names(analysis.empty),
        "full": board.names(analysis.full),
        "contradiction": list(analysis.contradiction) if analysis.contradiction is not None else None,
        "hint": None
        if hint is None
        else {
            "port": hint.port,
            "information": round(hint.expected_information_bits, 6),
            "expected_remaining": None if hint.expected_remaining is None else round(hint.expected_remaining, 6),
        },
    }
