"""The README's figures are the program's: each sentence that gives a number the code keeps as a constant
names that constant's value, so that a change in the code that the README does not follow fails here
(QA: the booklet's solutions came fewer a page on big boards, below a cell size, and the README said nothing)."""

from __future__ import annotations

from pathlib import Path

import pytest

from blackbox_desktop.app import launch
from blackbox_desktop.app.features import assistant, computer_play, recent_files
from blackbox_desktop.model.experimenter import STRONG_MEAN_SCORES
from blackbox_desktop.printing import booklet, layout

README = " ".join((Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8").split())
WORDS = {3: "three", 8: "eight"}


def figure(value: float) -> str:
    return f"{value:g}"


@pytest.mark.parametrize(
    ("sentence", "value"),
    [
        ("reopens any of the last {} files", WORDS[recent_files.KEPT]),
        ("waits at most {} seconds", WORDS[round(launch.LAUNCH_HIDING_SECONDS)]),
        ("its balls one move every {} s", figure(computer_play.PAUSE_MS / 1000)),
        ("wait {} s a move (Slow)", figure(computer_play.SLOW_MS / 1000)),
        ("or {} s (Fast)", figure(computer_play.FAST_MS / 1000)),
        ("narrow board would get cells under {} mm;", figure(layout.MIN_CELL_MM)),
        ("26×26 would get cells under {} mm)", figure(layout.MIN_ASKED_CELL_MM)),
        ("fewer than twenty a page (no cell under {} mm)", figure(booklet.MIN_SOLUTION_CELL_MM)),
    ],
)
def test_readme_gives_the_codes_figure(sentence: str, value: str) -> None:
    assert sentence.format(value) in README


def test_readme_gives_the_strong_levels_yardsticks() -> None:
    means = [
        f"{STRONG_MEAN_SCORES[key]:.2f}" for key in (("ortho-8x8", 4), ("ortho-8x8", 5), ("hex-5", 5), ("hex-5", 6))
    ]
    assert "strong {} on 8×8 with 4 atoms, {} with 5, {} and {} on the hexagonal".format(*means) in README


def test_readme_gives_the_booklets_solutions_a_page() -> None:
    assert booklet.SOLUTION_COLUMNS * booklet.SOLUTION_ROWS == 20  # "fewer than twenty a page"


def test_look_alikes_are_sought_a_few_seconds() -> None:
    assert assistant.LOOK_ALIKE_SECONDS < 10
    assert "it looks for them for a few seconds" in README
