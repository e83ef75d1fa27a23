"""What the window may draw of a game: a :class:`Snapshot` of the position, and its :class:`Reveal`.

The controller publishes a snapshot after every change (``GameController.stateChanged``); the scene, the
panels and the features draw from it and from nothing else.  A snapshot holds what the experimenter may see:
the position, and the hidden atoms only once the round is over (the *reveal*), or, while the computer seeks
them, to the person who hid them herself (``watched_atoms``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from ..model.board import Board, Cell, Port
from ..model.differing_rays import DifferingRay
from ..model.game import Position, Rules
from ..model.markers import Marker
from ..model.outcome import Outcome
from ..model.verdict import Verdict


@dataclass(frozen=True, slots=True)
class Reveal:
    """What the window may show once the experimenter has finished."""

    atoms: frozenset[Cell]
    verdict: Verdict
    differing: tuple[DifferingRay, ...] = ()
    """The rays she fired that her balls, taken as atoms, answer otherwise (marked ≠ on the rim)."""
    rays_fired: int = 0
    """Rays she fired, one a path (a ray fired back from its exit is the same ray)."""


@dataclass(frozen=True, slots=True)
class Snapshot:
    """Everything the scene and the panels draw: never the hidden atoms before the reveal, but to the person
    who hid them herself while the computer seeks them (``watched_atoms``)."""

    position: Position
    rules: Rules
    reveal: Reveal | None
    marker_mistakes: tuple[Port, ...]
    """Ports whose hand-laid token does not match the answers (markers laid by hand)."""
    tray_tokens: tuple[Marker, ...]
    """The tokens offered in the tray, in order."""
    corrections: Mapping[Port, Outcome] = field(default_factory=lambda: MappingProxyType({}))
    """After a tabletop reveal: each port a person announced wrongly, with what the setter's atoms give."""
    watched_atoms: frozenset[Cell] = frozenset()
    """Before the reveal, the atoms a person hid for the computer to seek, shown to her faintly (she knows
    them; the computer is never told): empty in every other game."""

    @property
    def board(self) -> Board:
        return self.position.board
