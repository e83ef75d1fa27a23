"""What the setter announces for a ray: absorbed, reflected, or the exit port.

>>> Outcome.parse("H"), Outcome.parse("r"), Outcome.parse("13")
(Outcome.ABSORBED, Outcome.REFLECTED, Outcome.exit(13))
>>> str(Outcome.exit(13)), Outcome.exit(13).port
('13', 13)
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import ClassVar

from .errors import MoveError, quoted


class OutcomeKind(enum.Enum):
    ABSORBED = "H"
    """Parker: HIT.  The ray ran straight into an atom."""
    REFLECTED = "R"
    """The ray came back out where it went in."""
    EXIT = "X"
    """Parker: DETOUR or MISS.  The ray left by another port."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """One answer of the setter's pad.  ``port`` is set for exits only."""

    kind: OutcomeKind
    port: int | None = None

    ABSORBED: ClassVar[Outcome]
    REFLECTED: ClassVar[Outcome]

    @staticmethod
    def exit(port: int) -> Outcome:
        return Outcome(OutcomeKind.EXIT, port)

    @staticmethod
    def from_code(code: int, entry: int) -> Outcome:
        """From the tracer's code: 0 absorbed, otherwise the port it came out at."""
        if code == 0:
            return ABSORBED
        if code == entry:
            return REFLECTED
        return Outcome(OutcomeKind.EXIT, code)

    def code(self, entry: int) -> int:
        """The tracer's code of this answer to a ray fired at ``entry`` (the inverse of :meth:`from_code`).

        >>> all(Outcome.from_code(code, 3).code(3) == code for code in (0, 3, 7))
        True
        """
        if self.kind is OutcomeKind.ABSORBED:
            return 0
        if self.kind is OutcomeKind.REFLECTED or self.port is None:
            return entry
        return self.port

    @staticmethod
    def parse(text: str) -> Outcome:
        """``H`` (or ``A``) absorbed, ``R`` reflected, or an exit port number."""
        word = text.strip().upper()
        if word in ("H", "A", "HIT", "ABSORBED"):
            return ABSORBED
        if word in ("R", "REFLECTED", "REFLECTION"):
            return REFLECTED
        if word.isdecimal() and len(word) <= 4:
            return Outcome(OutcomeKind.EXIT, int(word))
        raise MoveError(f"{quoted(text)} is not an answer; write H (absorbed), R (reflected) or a port number.")

    @property
    def is_exit(self) -> bool:
        return self.kind is OutcomeKind.EXIT

    @property
    def marker_count(self) -> int:
        """Markers this answer puts on the board: two for an exit, one otherwise."""
        return 2 if self.kind is OutcomeKind.EXIT else 1

    def __str__(self) -> str:
        return str(self.port) if self.kind is OutcomeKind.EXIT else self.kind.value

    def __repr__(self) -> str:
        if self.kind is OutcomeKind.EXIT:
            return f"Outcome.exit({self.port})"
        return f"Outcome.{self.kind.name}"

    def as_json(self) -> str | int:
        """As in the answer-pad vectors: ``"H"``, ``"R"`` or the port number."""
        return self.port if self.kind is OutcomeKind.EXIT and self.port is not None else self.kind.value


ABSORBED = Outcome(OutcomeKind.ABSORBED)
REFLECTED = Outcome(OutcomeKind.REFLECTED)
Outcome.ABSORBED = ABSORBED
Outcome.REFLECTED = REFLECTED
