"""The choices made before a round, and remembering them between runs (QSettings)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from PySide6.QtCore import QByteArray, QSettings

from ..model.board import Board, parse_board
from ..model.editions import EDITIONS, FRANJOS, Edition
from ..model.game import Rules, atom_limit
from ..model.scoring import Scoring


@dataclass(frozen=True, slots=True)
class GameOptions:
    side: str = "ortho"
    rows: int = 8
    cols: int = 8
    hex_side: int = 5
    atoms_ortho: int = 4
    atoms_hex: int = 5
    edition: str = FRANJOS.key
    scoring: str = Scoring.FRANJOS.value
    markers_by_hand: bool = False
    seed: str = ""
    avoid_ambiguous: bool = True
    """Hide only arrangements every ray can tell apart (RULES.md §5); slow with many atoms on big boards."""
    puzzle: str = ""
    """A puzzle code to play instead of a random arrangement (not remembered)."""

    def board(self) -> Board:
        if self.side == "hex":
            return parse_board(f"hex-{self.hex_side}")
        return parse_board(f"ortho-{self.rows}x{self.cols}")

    @property
    def atoms(self) -> int:
        return self.atoms_hex if self.side == "hex" else self.atoms_ortho

    def edition_for_side(self) -> Edition:
        edition = EDITIONS.get(self.edition, FRANJOS)
        # Parker's box has only the square board: on the other side use Franjos' tokens.
        return edition if self.side in edition.sides else FRANJOS

    def rules(self) -> Rules:
        edition = self.edition_for_side()
        try:
            scoring = Scoring.parse(self.scoring)
        except ValueError:
            scoring = edition.scoring
        if edition.key != self.edition:
            scoring = edition.scoring  # the look was replaced, so is its scoring
        return Rules(edition=edition, scoring=scoring, markers_by_hand=self.markers_by_hand)

    def seed_value(self) -> int | str | None:
        text = self.seed.strip()
        if not text:
            return None
        # A whole number seeds as that number (a friend's "1978" hides the same atoms); anything else, "--5" or
        # 5,000 digits (int() refused both: New game did nothing), seeds as the text it is.
        return int(text) if re.fullmatch(r"-?[0-9]{1,60}", text) else text

    def on_side(self, side: str) -> GameOptions:
        return replace(self, side=side, seed="", puzzle="")

    def fitted(self) -> GameOptions:
        """The same choices with each side's atoms within what its board can hold.

        Each value may be valid alone and the pair not: 4 atoms remembered
        for the square side, then its board made 2×2 while the hexagonal side
        was chosen.  Without this the next start would have no game at all.
        """
        ortho = atom_limit(parse_board(f"ortho-{self.rows}x{self.cols}"))
        hexagonal = atom_limit(parse_board(f"hex-{self.hex_side}"))
        return replace(self, atoms_ortho=min(self.atoms_ortho, ortho), atoms_hex=min(self.atoms_hex, hexagonal))


class Settings:
    """Typed access to the few things remembered between runs."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self.store = settings if settings is not None else QSettings()

    def options(self) -> GameOptions:
        return self._read([])

    def unreadable(self) -> list[str]:
        """The remembered choices present in the store whose values cannot be used (a hand-edited or damaged
        file): each falls back to its default."""
        refused: list[str] = []
        self._read(refused)
        return refused

    def _read(self, refused: list[str]) -> GameOptions:
        """The choices remembered; the keys of values not used (present but wrong) are added to ``refused``."""
        base = GameOptions()
        s = self.store

        def number(key: str, default: int, low: int, high: int) -> int:
            if not s.contains(key):
                return default
            try:
                value: int = int(s.value(key, default))  # type: ignore[call-overload]
            except (TypeError, ValueError):
                value = low - 1
            if low <= value <= high:
                return value
            refused.append(key)
            return default

        def text(key: str, default: str, allowed: tuple[str, ...]) -> str:
            value = s.value(key, default)
            if isinstance(value, str) and value in allowed:
                return value
            if s.contains(key):
                refused.append(key)
            return default

        def flag(key: str, default: bool) -> bool:
            value = s.value(key, default)
            if value in (True, "true", "1", 1):
                return True
            if value in (False, "false", "0", 0):
                return False
            refused.append(key)
            return default

        return GameOptions(
            side=text("game/side", base.side, ("ortho", "hex")),
            rows=number("game/rows", base.rows, 2, 26),
            cols=number("game/cols", base.cols, 2, 26),
            hex_side=number("game/hex_side", base.hex_side, 2, 9),
            atoms_ortho=number("game/atoms_ortho", base.atoms_ortho, 1, 20),
            atoms_hex=number("game/atoms_hex", base.atoms_hex, 1, 20),
            edition=text("game/edition", base.edition, tuple(EDITIONS)),
            scoring=text("game/scoring", base.scoring, tuple(v.value for v in Scoring)),
            markers_by_hand=flag("game/markers_by_hand", base.markers_by_hand),
            avoid_ambiguous=flag("game/avoid_ambiguous", base.avoid_ambiguous),
        ).fitted()

    def save_options(self, options: GameOptions) -> None:
        s = self.store
        s.setValue("game/side", options.side)
        s.setValue("game/rows", options.rows)
        s.setValue("game/cols", options.cols)
        s.setValue("game/hex_side", options.hex_side)
        s.setValue("game/atoms_ortho", options.atoms_ortho)
        s.setValue("game/atoms_hex", options.atoms_hex)
        s.setValue("game/edition", options.edition)
        s.setValue("game/scoring", options.scoring)
        s.setValue("game/markers_by_hand", options.markers_by_hand)
        s.setValue("game/avoid_ambiguous", options.avoid_ambiguous)

    def save_side(self, side: str) -> None:
        self.store.setValue("game/side", side)

    def geometry(self) -> QByteArray | None:
        value = self.store.value("window/geometry")
        return value if isinstance(value, QByteArray) else None

    def save_geometry(self, geometry: QByteArray) -> None:
        self.store.setValue("window/geometry", geometry)
        self.store.sync()
