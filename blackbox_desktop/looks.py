"""The look of each edition, as data: token colours, letters, pair symbols, balls.

Colour is never the only cue (STYLE.md, accessibility): every absorbed and
reflected token carries a letter, every pair a symbol (Parker) or a number
(Franjos, computer), so two tokens of a pair can be matched without telling
colours apart.

Colours are ``#rrggbb`` strings so that this module stays plain data; the
items turn them into ``QColor`` when they paint.
"""

from __future__ import annotations

from dataclasses import dataclass

from .model.editions import COMPUTER, FRANJOS, PARKER, Edition
from .model.markers import Marker, MarkerKind


@dataclass(frozen=True, slots=True)
class TokenLook:
    """How one marker token is painted."""

    fill: str
    ink: str
    """Colour of the letter, symbol or number printed on the token."""
    label: str
    rim: str


@dataclass(frozen=True, slots=True)
class EditionLook:
    key: str
    hit: TokenLook
    reflection: TokenLook
    pair_fills: tuple[str, ...]
    """One colour per pair (cycled); Parker's pairs are all orange."""
    pair_inks: tuple[str, ...]
    pair_symbols: tuple[str, ...]
    """Printed on pair tokens; empty to print the pair number instead."""
    ball_light: str
    ball_dark: str
    ball_word: str
    """What a ball is called in the hint line."""

    def token(self, marker: Marker) -> TokenLook:
        if marker.kind is MarkerKind.HIT:
            return self.hit
        if marker.kind is MarkerKind.REFLECTION:
            return self.reflection
        index = (marker.pair - 1) % len(self.pair_fills)
        fill = self.pair_fills[index]
        ink = self.pair_inks[index % len(self.pair_inks)]
        if self.pair_symbols:
            symbol = self.pair_symbols[(marker.pair - 1) % len(self.pair_symbols)]
            # More pairs than symbols: add the round number so pairs stay unique.
            extra = (marker.pair - 1) // len(self.pair_symbols)
            label = symbol if extra == 0 else f"{symbol}{extra + 1}"
        else:
            label = str(marker.pair)
        return TokenLook(fill, ink, label, _darker(fill))


def _darker(colour: str) -> str:
    value = int(colour[1:], 16)
    r, g, b = (value >> 16) & 255, (value >> 8) & 255, value & 255
    return f"#{int(r * 0.55):02x}{int(g * 0.55):02x}{int(b * 0.55):02x}"


PARKER_LOOK = EditionLook(
    key="parker",
    hit=TokenLook("#d62a1e", "#ffffff", "H", "#7a130c"),
    reflection=TokenLook("#f6d21c", "#3a2a00", "R", "#8a6d00"),
    pair_fills=("#f08a1c",),
    pair_inks=("#2b1500",),
    # Symbols DejaVu Sans carries; the Parker box pairs orange tokens by symbol.
    pair_symbols=("★", "♥", "♦", "♣", "♠", "▲", "■", "●", "✚", "☀", "☾", "♪", "✿", "⚓"),
    ball_light="#fff6a8",
    ball_dark="#c9a100",
    ball_word="yellow ball",
)

FRANJOS_LOOK = EditionLook(
    key="franjos",
    hit=TokenLook("#1d1d1f", "#f4f4f4", "A", "#000000"),
    reflection=TokenLook("#f7f5ee", "#222222", "R", "#8c877a"),
    # Ten colours, neither black nor white, as in the Franjos box.
    pair_fills=(
        "#d7263d",
        "#1b6fd1",
        "#2e9e44",
        "#f2c12e",
        "#8e44ad",
        "#f07f13",
        "#14a5a5",
        "#e84fa0",
        "#9aa3ad",
        "#8fbf20",
    ),
    pair_inks=(
        "#ffffff",
        "#ffffff",
        "#ffffff",
        "#222222",
        "#ffffff",
        "#222222",
        "#ffffff",
        "#222222",
        "#222222",
        "#222222",
    ),
    pair_symbols=(),
    ball_light="#f3dcb0",
    ball_dark="#9c6b35",
    ball_word="wooden ball",
)

COMPUTER_LOOK = EditionLook(
    key="computer",
    hit=TokenLook("#3b4252", "#eceff4", "A", "#1c2029"),
    reflection=TokenLook("#e5e9f0", "#2e3440", "R", "#7b8394"),
    pair_fills=("#a9c7ea",),
    pair_inks=("#1c2a48",),
    pair_symbols=(),
    ball_light="#e8eef5",
    ball_dark="#6b7a8f",
    ball_word="ball",
)

_LOOKS = {PARKER.key: PARKER_LOOK, FRANJOS.key: FRANJOS_LOOK, COMPUTER.key: COMPUTER_LOOK}


def look_for(edition: Edition) -> EditionLook:
    return _LOOKS.get(edition.key, FRANJOS_LOOK)


# -- the wood and the marks shown after the reveal ---------------------------------

WOOD_LIGHT = "#d9a864"
WOOD_MID = "#b97d3c"
WOOD_DARK = "#8a5424"
GRAIN = "#5c3412"
INLAY_LIGHT = "#7a4a22"
INLAY_DARK = "#4e2c12"
ENGRAVE_DARK = "#2a160a"
ENGRAVE_LIGHT = "#b98a56"
LABEL_INK = "#fbeed2"
LABEL_INK_DARK = "#3b1d08"
TABLE = "#2f3b33"
"""The table (scene background) the board lies on: green baize."""

HOVER = "#ffe9a6"
DROP_OK = "#8cf08c"
MISTAKE = "#ff3b30"
CORRECT = "#34c759"
WRONG = "#ff3b30"
ACCEPTED = "#ffb340"
ATOM_LIGHT = "#7c8aa0"
ATOM_DARK = "#10151f"
RAY = "#ff5c8a"
