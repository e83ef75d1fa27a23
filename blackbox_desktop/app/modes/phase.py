"""Where a two-player match or duel stands: the phases the flow moves through.

The flow (``flow.py``) holds one phase at a time and says when it changes (``phaseChanged``); the
assistant and the autosave listen.  Each phase is also its text (a ``str``), as the signal carries it.
"""

from __future__ import annotations

from enum import Enum


class Phase(str, Enum):
    """The flow's phase; ``NONE`` outside a match or duel."""

    NONE = ""
    COVER = "cover"
    """The hand-over screen covers the table while the seat changes."""
    PAD = "pad"
    """A setter hides her atoms on her pad."""
    PLAY = "play"
    """The experimenter fires rays and places her balls (in a duel: both, in turn)."""
    REVEAL = "reveal"
    """A tabletop round is over and the setter copies her pattern onto her pad."""
    REVIEW = "review"
    """A round is over and scored: its reveal is on the board."""
    OVER = "over"
    """The match or duel is decided."""


SETTER_PHASES = (Phase.COVER, Phase.PAD, Phase.REVEAL)
"""Phases in which the experimenter must get no help: the setter has the screen, or may have it next."""
