"""Shared helpers for the printing tests: games to fill sheets from, and poppler readers."""

from __future__ import annotations

import html
import re
import shutil
import subprocess
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import pytest

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Game, Rules


@pytest.fixture(autouse=True)
def one_application_for_the_folder(qapp: object) -> None:
    """The widgets' QApplication exists before any test prints in-process.

    The print commands make a bare QGuiApplication when none exists, and a widget test after that aborts
    Python (Qt allows one application per process, and pytest-qt's must be a QApplication): run alone, this
    folder died in ``test_match_printing``; in the whole suite an earlier folder had made the application.
    """


HAVE_POPPLER = all(shutil.which(tool) for tool in ("pdfinfo", "pdftotext"))
needs_poppler = pytest.mark.skipif(not HAVE_POPPLER, reason="poppler-utils (pdfinfo, pdftotext) is not installed")

POINTS = {"a4": (595.28, 841.89), "letter": (612.0, 792.0)}
"""Paper sizes in PostScript points, upright."""


def ortho_game(finished: bool = True) -> Game:
    """A Franjos round on 8×8: some rays, four balls with one misplaced."""
    board = parse_board("ortho-8x8")
    game = Game.new(board, 4, Rules(), setup=board.cells_from_names("B2,C5,D1,E7"))
    game = game.apply_all(["F1", "F2", "F7", "F9", "F12", "F20", "F26", "F30", "B+B2", "B+C5", "B+D2", "B+E7"])
    return game.apply("D") if finished else game


def hex_game(finished: bool = True) -> Game:
    """The Franjos fig. 3 atoms on the hexagonal side, one ball misplaced."""
    board = parse_board("hex-5")
    game = Game.new(board, 5, Rules(), setup=board.cells_from_names("C2,D5,D8,E3,E4"))
    moves = ["F2", "F10", "F32", "F17", "F8", "F28", "F41", "F38", "B+C2", "B+D5", "B+D8", "B+E3", "B+E5"]
    game = game.apply_all(moves)
    return game.apply("D") if finished else game


def tabletop_game() -> Game:
    """A game whose atoms only the (human) setter knows."""
    board = parse_board("ortho-8x8")
    return Game.new(board, 4, Rules(), setup=None).apply_all(["F3=H", "F5=R", "F9=20"])


def pdf_info(path: Path) -> dict[str, str]:
    out = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    return {key.strip(): value.strip() for key, _, value in (line.partition(":") for line in out.splitlines())}


def page_size(path: Path) -> tuple[float, float]:
    match = re.match(r"([\d.]+) x ([\d.]+) pts", pdf_info(path)["Page size"])
    assert match, "pdfinfo gave no page size"
    return float(match.group(1)), float(match.group(2))


def page_count(path: Path) -> int:
    return int(pdf_info(path)["Pages"])


def page_text(path: Path, page: int) -> str:
    result = subprocess.run(
        ["pdftotext", "-f", str(page), "-l", str(page), str(path), "-"], capture_output=True, text=True, check=True
    )
    # Fonts set "fi" as a ligature; compare words as a reader sees them.
    return unicodedata.normalize("NFKC", result.stdout)


def number_counts(text: str) -> dict[int, int]:
    """How often each whole number stands alone as a word in ``text``."""
    counts: dict[int, int] = {}
    for word in text.split():
        if word.isdigit():
            counts[int(word)] = counts.get(int(word), 0) + 1
    return counts


HAVE_BBOX = HAVE_POPPLER
"""``pdftotext -bbox`` comes with pdftotext."""
MM_PER_PT = 25.4 / 72


@dataclass(frozen=True)
class Word:
    """A word on a PDF page and its box, in millimetres from the top-left corner."""

    text: str
    left: float
    top: float
    right: float
    bottom: float

    def overlaps(self, other: Word, slack: float = 0.05) -> bool:
        return (
            self.left < other.right - slack
            and other.left < self.right - slack
            and self.top < other.bottom - slack
            and other.top < self.bottom - slack
        )


def page_words(path: Path, page: int) -> list[Word]:
    """Every word on ``page`` with its box (``pdftotext -bbox``)."""
    result = subprocess.run(
        ["pdftotext", "-bbox", "-f", str(page), "-l", str(page), str(path), "-"],
        capture_output=True,
        text=True,
        check=True,
    )
    found = re.findall(
        r'<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>', result.stdout
    )
    return [
        Word(html.unescape(text), *(float(value) * MM_PER_PT for value in (x0, y0, x1, y1)))
        for x0, y0, x1, y1, text in found
    ]
