"""The editions of the game: which boards, how many atoms, which markers, which words.

RULES.md §3:

=========================  =====  ============================================
edition                    atoms  markers
=========================  =====  ============================================
Parker 1978 (square)       4, 5   red HIT, yellow REFLECTION, orange pairs
Franjos, square side       4, 5   black absorbed, white reflected, colour pairs
Franjos, hexagonal side    5, 6   the same 42 tokens
Computer / French paper    any    labels; every ray costs (per-ray scoring)
=========================  =====  ============================================
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import BlackBoxError, quoted
from .outcome import Outcome, OutcomeKind
from .scoring import Scoring


@dataclass(frozen=True, slots=True)
class Edition:
    key: str
    title: str
    scoring: Scoring
    sides: tuple[str, ...]
    absorbed_word: str
    reflected_word: str
    exit_word: str
    """Said of an exit, with ``{port}`` for the port number."""
    hit_tokens: int
    reflection_tokens: int
    pair_tokens: int
    """How many pairs of exit tokens the box holds (play never stops when they run out)."""

    def announce(self, outcome: Outcome) -> str:
        """What the setter says, in this edition's words."""
        if outcome.kind is OutcomeKind.ABSORBED:
            return self.absorbed_word
        if outcome.kind is OutcomeKind.REFLECTED:
            return self.reflected_word
        return self.exit_word.format(port=outcome.port)


PARKER = Edition(
    "parker",
    "Parker Brothers (1978)",
    Scoring.PARKER,
    ("ortho",),
    "HIT",
    "REFLECTION",
    "DETOUR or MISS, out at {port}",
    10,
    10,
    14,
)
FRANJOS = Edition(
    "franjos",
    "Franjos Black Box +",
    Scoring.FRANJOS,
    ("ortho", "hex"),
    "Absorbed",
    "Reflected",
    "Exit at {port}",
    14,
    8,
    10,
)
COMPUTER = Edition(
    "computer",
    "Computer version",
    Scoring.PER_RAY,
    ("ortho", "hex"),
    "Absorbed",
    "Reflected",
    "Exit at {port}",
    10_000,
    10_000,
    10_000,
)

EDITIONS = {edition.key: edition for edition in (PARKER, FRANJOS, COMPUTER)}


def find_edition(key: object) -> Edition:
    if isinstance(key, str) and key.strip().lower() in EDITIONS:
        return EDITIONS[key.strip().lower()]
    raise BlackBoxError(f"{quoted(key)} is not an edition; choose parker, franjos or computer.")
