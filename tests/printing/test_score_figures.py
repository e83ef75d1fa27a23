"""A filled card's score figures keep clear of their boxes' labels, on any paper, in English and French.

QA (printing on other paper): a score box's label that wraps ("Erreurs d’annonce −5", "Coût des rayons",
"Setter errors −5" in a narrow box) ran its second line into the figure written in the box: "−5" stood over the
"0" on the French experimenter's record on A4 with four diagrams a page (the notepad dialog's own paper), on
Letter with three, on A5 and Legal in either language.  Measured on the PDF (``pdftotext -bbox``).
"""

from __future__ import annotations

import itertools
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter

from blackbox_desktop.model.scoring import Scoring
from blackbox_desktop.printing.layout import NotepadOptions
from blackbox_desktop.printing.notepad import render_notepad

from .conftest import needs_poppler, ortho_game, page_words

PAPERS = {
    "a4": QPageSize.PageSizeId.A4,
    "letter": QPageSize.PageSizeId.Letter,
    "a5": QPageSize.PageSizeId.A5,
    "legal": QPageSize.PageSizeId.Legal,
}
SIDES = {"portrait": QPageLayout.Orientation.Portrait, "landscape": QPageLayout.Orientation.Landscape}


def _record(path: Path, paper: str, orientation: str, per_page: int, scoring: Scoring) -> None:
    writer = QPdfWriter(str(path))
    writer.setResolution(300)
    writer.setPageLayout(QPageLayout(QPageSize(PAPERS[paper]), SIDES[orientation], QMarginsF(0, 0, 0, 0)))
    game = ortho_game()
    game = replace(game, rules=replace(game.rules, scoring=scoring))
    render_notepad(writer, NotepadOptions(side="ortho", per_page=per_page), game)
    del writer  # the PDF is finished when its writer goes


@needs_poppler
@pytest.mark.parametrize(
    ("paper", "orientation", "per_page", "scoring"),
    [
        ("a4", "portrait", 4, Scoring.FRANJOS),
        ("a4", "landscape", 3, Scoring.FRANJOS),
        ("letter", "landscape", 5, Scoring.FRANJOS),
        ("a5", "landscape", 0, Scoring.FRANJOS),
        ("a5", "landscape", 4, Scoring.PER_RAY),
        ("legal", "landscape", 4, Scoring.PER_RAY),
        ("a4", "portrait", 0, Scoring.FRANJOS),
    ],
)
def test_no_score_figure_runs_into_a_label(
    language: str, tmp_path: Path, paper: str, orientation: str, per_page: int, scoring: Scoring
) -> None:
    path = tmp_path / "record.pdf"
    _record(path, paper, orientation, per_page, scoring)
    words = page_words(path, 1)
    for a, b in itertools.combinations(words, 2):
        assert not a.overlaps(b, 0.1), f"{a.text!r} and {b.text!r} overlap"
    assert any(word.text == "0" for word in words)  # the setter errors' figure is written (no port is 0)


@needs_poppler
@pytest.mark.parametrize(
    ("paper", "orientation", "per_page"),
    [("a5", "landscape", 4), ("a5", "landscape", 0), ("a4", "portrait", 4), ("letter", "landscape", 5)],
)
def test_a_figure_under_a_wrapped_label_keeps_clear_of_its_box_s_bottom(
    language: str, tmp_path: Path, paper: str, orientation: str, per_page: int
) -> None:
    """QA: under a label on two or three lines ("Setter / errors −5", « Erreurs / d’annonce / −5 ») the figures
    stood with their feet on the box's bottom line, "23" touching the Total box's thick frame."""
    from blackbox_desktop.printing.layout import page_size_mm
    from blackbox_desktop.printing.notepad import sheet_plan

    path = tmp_path / "record.pdf"
    _record(path, paper, orientation, per_page, Scoring.FRANJOS)
    game = ortho_game()
    options = NotepadOptions(side="ortho", per_page=per_page)
    card = sheet_plan(options, page_size_mm(paper, orientation), game)[0].cards[0]
    words = page_words(path, 1)
    # The figures are the boxes' large words: a label's line is under 3 mm high, a figure's over 3.4.
    figures = [
        word
        for word in words
        if word.bottom - word.top > 3.1
        and card.scores.x <= word.left <= card.scores.right
        and card.scores.y <= word.top <= card.scores.bottom
    ]
    assert len(figures) == 4, [w.text for w in figures]
    rows = 4 // card.score_columns
    height = (card.scores.height - 3 * (rows - 1)) / rows
    for word in figures:
        row = round((word.top - card.scores.y) // (height + 3))
        bottom = card.scores.y + row * (height + 3) + height
        assert word.bottom <= bottom - 0.3, f"{word.text!r} ends {bottom - word.bottom:.2f} mm above its box's bottom"
