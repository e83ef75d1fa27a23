"""Scoring variants (RULES.md §4).  Lower is better.

Parker (seed 000)
    markers on the board + 5 for each misplaced ball that was the
    experimenter's own fault − 5 for each wrong answer the hider gave.
Franjos (seed 001)
    markers on the board + 5 for every misplaced atom − 5 for every error the
    setter made in reporting a ray.
Per ray (ObxBlackBox and the French paper rules, seeds 002–004)
    every ray fired costs 1 if absorbed or reflected and 2 otherwise, repeats
    included, + 5 for each misplaced atom.

The books' worked example: 17 markers, one ball misplaced because the hider
said HIT instead of REFLECTION.

>>> score(Scoring.PARKER, markers=17, ray_cost=0, misplaced=1, excused=1, setter_errors=1).total
12
>>> score(Scoring.FRANJOS, markers=17, ray_cost=0, misplaced=1, excused=1, setter_errors=1).total
17
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .errors import BlackBoxError, quoted

PENALTY = 5
"""Points for a misplaced atom, and taken off for each setter error."""


def points_text(points: int) -> str:
    """A score as printed: a setter error can take it below zero, written with a true minus sign.

    >>> points_text(12), points_text(-7), points_text(0)
    ('12', '−7', '0')
    """
    return f"\u2212{-points}" if points < 0 else str(points)


class Scoring(enum.Enum):
    PARKER = "parker"
    FRANJOS = "franjos"
    PER_RAY = "per-ray"

    @property
    def title(self) -> str:
        return {"parker": "Parker", "franjos": "Franjos", "per-ray": "Per ray"}[self.value]

    @staticmethod
    def parse(text: object) -> Scoring:
        for variant in Scoring:
            if isinstance(text, str) and text.strip().lower() in (variant.value, variant.name.lower()):
                return variant
        raise BlackBoxError(f"{quoted(text)} is not a scoring variant; choose parker, franjos or per-ray.")


@dataclass(frozen=True, slots=True)
class Score:
    """A score with its breakdown, as shown after the reveal."""

    variant: Scoring
    rays: int
    """Marker points (Parker, Franjos) or ray cost (per ray)."""
    misplaced: int
    """Hidden atoms with no ball on their cell."""
    charged: int
    """Misplaced atoms charged 5 points (under Parker, those that were her fault)."""
    setter_errors: int
    total: int

    def lines(self) -> list[tuple[str, int]]:
        """``(label, points)`` rows of the breakdown, ending with the total."""
        first = "Ray cost" if self.variant is Scoring.PER_RAY else "Markers"
        # Parker charges misplaced balls that were her own fault; the others, every misplaced atom.  "Her fault"
        # is said only where some were not (a solitaire player read it as a reproach).
        excused = self.variant is Scoring.PARKER and self.charged < self.misplaced
        misplaced = "Misplaced balls, her fault" if excused else "Misplaced atoms"
        rows = [(first, self.rays), (f"{misplaced} × {PENALTY}", PENALTY * self.charged)]
        rows.append((f"Setter errors × −{PENALTY}", -PENALTY * self.setter_errors))
        rows.append(("Total", self.total))
        return rows


def score(
    variant: Scoring, *, markers: int, ray_cost: int, misplaced: int, excused: int = 0, setter_errors: int = 0
) -> Score:
    """Apply a variant.  ``excused`` counts misplaced balls that were not her fault (Parker only)."""
    if variant is Scoring.PARKER:
        charged = max(0, misplaced - max(0, excused))
        rays = markers
    else:
        charged = misplaced
        rays = ray_cost if variant is Scoring.PER_RAY else markers
    # Rule choice (RULES.md §4 gives per-ray scoring no setter-error term: its computer versions never answer
    # wrongly): a person's wrong answer takes 5 off under every variant, so that a tabletop round scored per ray
    # does not charge the experimenter for a ball the setter misled.
    total = rays + PENALTY * charged - PENALTY * setter_errors
    return Score(variant, rays, misplaced, charged, setter_errors, total)
