"""The printed record scores the round as the score panel does (RULES.md §4).

QA: the book's worked example (17 markers, one ball misplaced because the hider said HIT instead of
REFLECTION) played as a Parker tabletop round and switched to Franjos scoring in the panel: the window
said 17, the exported notepad's Total box 12 (the round's own Parker count).
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from blackbox_desktop.app.features import printing_menu
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model import savefile
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import PARKER
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.scoring import Scoring
from blackbox_desktop.printing import commands, print_dialog
from blackbox_desktop.printing.layout import NotepadOptions
from blackbox_desktop.printing.notepad import SCORING_RULES, write_notepad_pdf

from .conftest import needs_poppler, page_text

BOARD = parse_board("ortho-8x8")
ATOMS = "C1,D7,F8,H5"
"""The atoms of the worked example; the ray at 4 really comes back (reflected) but was announced HIT."""
MOVES = [
    "F4=H",
    "F14=R",
    "F32=H",
    "F19=H",
    "F15=5",
    "F8=H",
    "F9=H",
    "F7=29",
    "F30=11",
    "F18=R",
    "F17=H",
    "F22=25",
    "F21=H",
    "B+A1",
    "B+H5",
    "B+D7",
    "B+F8",
    "D",
    f"S={ATOMS}",
    "E+",
    "X+",
]


def _worked_example() -> Game:
    game = Game.new(BOARD, 4, Rules(PARKER, Scoring.PARKER), setup=None).apply_all(MOVES)
    assert game.position.marker_points == 17 and game.score(Scoring.PARKER).total == 12
    assert game.score(Scoring.FRANJOS).total == 17
    return game


def test_the_exported_record_counts_the_scoring_the_panel_shows(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    controller = window.controller
    controller.new_game(BOARD, 4, Rules(PARKER, Scoring.PARKER), setup=None)
    assert controller.play_all(MOVES)
    assert window.score_panel.line_values()["Total"] == 12
    controller.set_score_variant(Scoring.FRANJOS)
    assert window.score_panel.line_values()["Total"] == 17
    printed: list[Game | None] = []
    monkeypatch.setattr(print_dialog, "export_pdf", lambda path, options, game=None: printed.append(game) or 1)
    monkeypatch.setattr(
        printing_menu, "ask_notepad_options", lambda parent, has_game: (NotepadOptions(copy="experimenter"), True)
    )
    target = tmp_path / "sheet.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), "PDF"))
    assert window.printing_menu.export_notepad() == target  # type: ignore[attr-defined]
    [game] = printed
    assert game is not None and game.score().total == 17
    assert game.score().lines() == controller.score().lines()  # type: ignore[union-attr]
    assert controller.game.rules.scoring is Scoring.PARKER  # the round itself is not changed by printing it


def test_print_notepad_counts_a_saved_round_as_its_window_showed_it(tmp_path: Path) -> None:
    saved = tmp_path / "round.bbox"
    saved.write_text(savefile.dumps(_worked_example(), {"scoring": "franjos"}), encoding="utf-8")
    assert commands._load_game(str(saved)).score().total == 17
    saved.write_text(savefile.dumps(_worked_example()), encoding="utf-8")
    assert commands._load_game(str(saved)).score().total == 12
    data = json.loads(savefile.dumps(_worked_example()))
    data["scoring"] = "diagonal"  # a hand-edited extra: the round's own scoring, no refusal
    saved.write_text(json.dumps(data), encoding="utf-8")
    assert commands._load_game(str(saved)).score().total == 12


@needs_poppler
@pytest.mark.parametrize(
    ("scoring", "rule"),
    [
        (Scoring.PARKER, "5 for each ball misplaced by your own fault"),
        (Scoring.FRANJOS, "5 for each misplaced atom − 5 for each setter error"),
        (Scoring.PER_RAY, "1 for each ray absorbed or reflected, 2 for each other ray"),
    ],
)
def test_the_sheets_foot_gives_the_rule_its_scores_count(qapp: object, tmp_path: Path, scoring: Scoring, rule: str):
    """QA: the foot of every sheet gave Franjos' rule, under a Parker record's Total of 12 too."""
    game = _worked_example()
    game = replace(game, rules=replace(game.rules, scoring=scoring))
    target = tmp_path / "sheet.pdf"
    write_notepad_pdf(target, NotepadOptions(copy="experimenter", per_page=1), game)
    words = " ".join(page_text(target, 1).split())
    assert rule in words
    others = [text for variant, text in SCORING_RULES.items() if variant is not scoring]
    assert not any(" ".join(text.split())[:40] in words for text in others)
