"""After the reveal: the rays she fired that her own balls would have answered differently.

Simon Tatham's Black Box marks these rays once a game is over, which is how a player learns *why* a ball
was wrong: her balls, taken as atoms, send such a ray another way than the hidden atoms did.  A ray is
compared with the atoms' answer (what the setter's pad gives), never with a person's announcement, which
may be a setter error (the review rings those separately).

A ray fired in at one end of a path and a ray fired back from its other end (or at the same port again)
run the same path: it is one ray, counted once.

>>> from blackbox_desktop.model.board import parse_board
>>> board = parse_board("ortho-8x8")
>>> atoms, balls = board.cells_from_names("B2,C5,D1,E1"), board.cells_from_names("B2,C5,D1,H8")
>>> [str(ray) for ray in differing_rays(board, atoms, balls, [2, 7, 18, 20, 5])]
['7: 18, her balls 26', '20: H, her balls 10', '5: H, her balls R']
>>> fired_rays(board, atoms, [2, 7, 18, 20, 5, 7])  # 18 is where the ray at 7 came out: the same ray
(2, 7, 20, 5)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .board import Board, Cell, Port
from .outcome import Outcome
from .tracer import atom_bits


@dataclass(frozen=True, slots=True)
class DifferingRay:
    """A ray she fired whose answer her balls change."""

    port: Port
    """Where the ray was fired (the first time)."""
    answer: Outcome
    """What the hidden atoms give."""
    with_balls: Outcome
    """What her balls, taken as atoms, would have given."""
    exit_with_balls: Outcome | None = None
    """For a ray that came out at another port: what her balls give a ray fired in there."""

    @property
    def ends(self) -> tuple[tuple[Port, Outcome], ...]:
        """Each port the ray's markers stand on, with what her balls answer a ray fired in there."""
        if self.answer.port is None or self.exit_with_balls is None:
            return ((self.port, self.with_balls),)
        return (self.port, self.with_balls), (self.answer.port, self.exit_with_balls)

    def __str__(self) -> str:
        return f"{self.port}: {self.answer}, her balls {self.with_balls}"


def fired_rays(board: Board, atoms: Iterable[Cell], ports: Iterable[Port]) -> tuple[Port, ...]:
    """The rays fired at ``ports`` (in the order fired), one a path: the port each was first fired at.

    A ray fired at a port an earlier ray came out of, or at a port fired before, is the same ray.
    """
    tracer = board.tracer
    bits = atom_bits(atoms)
    seen: set[Port] = set()
    rays = []
    for port in ports:
        if port in seen:
            continue
        code = tracer.exit_code(bits, port)
        seen.update((port, code))
        rays.append(port)
    return tuple(rays)


def differing_rays(
    board: Board, atoms: Iterable[Cell], balls: Iterable[Cell], ports: Iterable[Port]
) -> tuple[DifferingRay, ...]:
    """The rays fired at ``ports`` (in the order fired) that ``balls`` answer otherwise than ``atoms``.

    Her balls are traced as they stand, however many there are (fewer or more than the atoms): an empty
    board answers too.
    """
    atoms = frozenset(atoms)
    atom_set, ball_set = atom_bits(atoms), atom_bits(balls)
    tracer = board.tracer
    found = []
    for port in fired_rays(board, atoms, ports):
        answer = Outcome.from_code(tracer.exit_code(atom_set, port), port)
        mine = Outcome.from_code(tracer.exit_code(ball_set, port), port)
        if mine == answer:
            continue
        other = answer.port
        from_exit = None if other is None else Outcome.from_code(tracer.exit_code(ball_set, other), other)
        found.append(DifferingRay(port, answer, mine, from_exit))
    return tuple(found)


__all__ = ["DifferingRay", "differing_rays", "fired_rays"]
