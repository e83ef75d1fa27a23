"""The layout is pure arithmetic in millimetres: every option gives a sheet that fits its paper."""

from __future__ import annotations

import doctest
import itertools
import subprocess
import sys

import pytest

from blackbox_desktop.model.errors import BlackBoxError
from blackbox_desktop.printing import layout
from blackbox_desktop.printing.layout import (
    CARD_PADDING,
    LABEL_HANG,
    MARGIN,
    DiagramShape,
    FinePrint,
    NotepadOptions,
    NotepadOptionsError,
    Rect,
    card_layout,
    diagram_kinds,
    plan_sheet,
)


def test_layout_doctests_run() -> None:
    assert doctest.testmod(layout).failed == 0


def _inside(inner: Rect, outer: Rect) -> bool:
    eps = 1e-6
    return (
        inner.x >= outer.x - eps
        and inner.y >= outer.y - eps
        and inner.right <= outer.right + eps
        and inner.bottom <= outer.bottom + eps
    )


def _overlap(a: Rect, b: Rect) -> bool:
    return a.x < b.right and b.x < a.right and a.y < b.bottom and b.y < a.bottom


@pytest.mark.parametrize(
    ("paper", "orientation", "per_page"),
    list(itertools.product(("a4", "letter"), ("portrait", "landscape"), range(0, 7))),
)
def test_every_grid_fits_its_paper_without_overlap(paper: str, orientation: str, per_page: int) -> None:
    options = NotepadOptions(side="both", per_page=per_page, paper=paper, orientation=orientation, pages=1)
    (page,) = plan_sheet(options)
    width, height = page.size
    printable = Rect(MARGIN, MARGIN, width - 2 * MARGIN, height - 2 * MARGIN)
    assert len(page.cards) == options.diagrams_per_page
    for card in page.cards:
        assert _inside(card.frame, printable)
        for part in (card.header, card.diagram, card.scores):
            assert _inside(part, card.frame)
        assert abs(card.diagram.width - card.diagram.height) < 1e-6, "a diagram gets a square"
        assert card.diagram.width >= 40, "a diagram still big enough to write on"
        assert not _overlap(card.diagram, card.scores)
        assert not _overlap(card.header, card.diagram)
    for a, b in itertools.combinations(page.cards, 2):
        assert not _overlap(a.frame, b.frame)


def test_default_is_two_upright_and_four_sideways() -> None:
    assert NotepadOptions(orientation="portrait").diagrams_per_page == 2
    assert NotepadOptions(orientation="landscape").diagrams_per_page == 4
    assert len(plan_sheet(NotepadOptions(orientation="landscape"))[0].cards) == 4


def test_paper_is_turned_for_landscape() -> None:
    assert NotepadOptions(paper="a4", orientation="landscape").page_size == (297.0, 210.0)
    assert NotepadOptions(paper="letter").page_size == (215.9, 279.4)


@pytest.mark.parametrize(
    "changes",
    [{"per_page": 7}, {"per_page": -1}, {"pages": 0}, {"paper": "b5"}, {"side": "round"}, {"copy": "judge"}],
)
def test_bad_options_are_one_sentence_errors(changes: dict[str, object]) -> None:
    with pytest.raises(NotepadOptionsError) as caught:
        NotepadOptions(**changes)  # type: ignore[arg-type]
    assert isinstance(caught.value, BlackBoxError)
    message = str(caught.value)
    assert message.endswith(".") and message.count(". ") == 0


def test_both_sides_alternate_across_pages() -> None:
    pages = plan_sheet(NotepadOptions(side="both", per_page=1, pages=4))
    assert [page.kinds for page in pages] == [("ortho",), ("hex",), ("ortho",), ("hex",)]
    assert diagram_kinds("both", 3, first="hex") == ("hex", "ortho", "hex")
    assert diagram_kinds("ortho", 2, first="hex") == ("hex", "ortho")


def test_printing_package_imports_no_qt_and_no_app() -> None:
    code = (
        "import sys, blackbox_desktop.printing, blackbox_desktop.printing.layout;"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'blackbox_desktop.app'))];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


def test_renderer_never_imports_the_window() -> None:
    code = (
        "import sys, blackbox_desktop.printing.notepad, blackbox_desktop.printing.booklet,"
        " blackbox_desktop.printing.commands;"
        "bad = [m for m in sys.modules if m.startswith('blackbox_desktop.app')];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


FRENCH = FinePrint(box_width=17.5, line_height=2.76)
"""Score boxes whose words need 17.5 mm at 6 points, as the French ones did while "d’annonce −5" was kept on one
line."""


def test_score_boxes_stand_fewer_across_where_their_words_would_shrink() -> None:
    """QA: four boxes across a card 71 mm wide inside (four a page on Legal turned sideways) printed the French
    "d’annonce −5" at 4.8 points; two across a 30 mm one (six a page on A5) at 4.7."""
    for frame, usual, french in ((Rect(0, 0, 78.4, 163.9), 4, 2), (Rect(0, 0, 37.3, 76.0), 2, 1)):
        assert card_layout(frame).score_columns == usual
        card = card_layout(frame, fine=FRENCH)
        assert card.score_columns == french
        assert (card.scores.width - 3 * (french - 1)) / french >= FRENCH.box_width
    wide = card_layout(Rect(0, 0, 90.0, 119.5), fine=FRENCH)  # four a page on A4: four across still hold them
    assert wide.score_columns == 4 and (wide.scores.width - 9) / 4 >= FRENCH.box_width


def test_the_copy_label_has_the_lines_it_needs_under_the_score_boxes() -> None:
    """QA: "Copie de celui qui cache : E1, E2, F4, F8" was shrunk onto one line, to 4.7 points, on narrow cards."""
    label = FinePrint(box_width=13.2, label_width=47.6, line_height=2.76)
    assert label.label_room(100.0) == pytest.approx(2.76 + 0.6)
    assert label.label_room(33.0) == pytest.approx(2 * 2.76 + 0.6)
    assert label.label_room(19.0) == pytest.approx(4 * 2.76 + 0.6)
    frames = [
        Rect(0, 0, 90.0, 119.5),
        Rect(0, 0, 87.0, 76.0),
        Rect(0, 0, 40.5, 158.0),
        Rect(0, 0, 26.0, 245.0),
        Rect(0, 0, 133.5, 48.7),
        Rect(0, 0, 191.9, 52.3),
    ]
    for frame in frames:
        card = card_layout(frame, fine=label)
        room = label.label_room(card.scores.width)
        assert card.notes.y - card.scores.bottom >= room + 1 - 1e-9, "the notes start under the label"
        assert card.scores.bottom + room <= card.frame.bottom - CARD_PADDING + LABEL_HANG + 1e-9, "inside the card"
        blank = card_layout(frame, fine=FinePrint(box_width=13.2))
        assert blank.notes.y - blank.scores.bottom == 4.0, "a blank card keeps its notes"


def test_a_copy_label_with_no_notes_after_it_keeps_clear_of_the_frame() -> None:
    """QA: on cards too short for notes under the score boxes (26×2 three a page on A5, hex 5 five a page on A4
    turned sideways, 2×26 four a page on A4), "Setter's copy: E1, S1, Y1, Z2" wrapped onto a second line that ended
    0.8 mm above the card's frame.  It now ends 2 mm or more above it, and the diagram is as large as it was."""
    label = FinePrint(box_width=12.8, label_width=38.9, line_height=2.76)
    tall, wide, square = DiagramShape(5.18, 29.18), DiagramShape(29.18, 5.18), DiagramShape(12.67, 11.95)
    cases = [
        (Rect(0, 0, 37.3, 158.0), tall, 104.38),
        (Rect(0, 0, 87.0, 76.0), square, 41.0),
        (Rect(0, 0, 58.0, 96.0), square, 45.14),
        (Rect(0, 0, 186.0, 56.75), wide, 24.85),
    ]
    for frame, shape, height in cases:
        card = card_layout(frame, shape, label)
        assert card.notes.height < 6, "no notes follow the label"
        below = card.scores.bottom + label.label_room(card.scores.width)
        assert frame.bottom - below >= 2.0 - 1e-9, f"the label ends {frame.bottom - below:.2f} mm above the frame"
        assert card.diagram.height == pytest.approx(height, abs=0.05), "the diagram keeps its size"
        if card.panel_beside:
            rows = 4 // card.score_columns
            box = (card.scores.height - 3 * (rows - 1)) / rows if rows < 4 else (card.scores.height - 6) / 4
            assert box >= layout.PANEL_BOX_MIN - 0.4, "the boxes beside the diagram keep their height"
        else:
            assert card.scores.y - card.diagram.bottom >= 2.5 - 1e-9, "the boxes keep clear of the diagram"


def test_a_header_with_writing_too_long_for_two_lines_gets_a_line_for_each_field() -> None:
    frame = Rect(0, 0, 40.5, 158.0)  # 33.5 mm inside
    assert card_layout(frame, fine=FinePrint(header_width=30.0)).header.height == layout.TWO_LINE_HEADER_HEIGHT
    assert card_layout(frame, fine=FinePrint(header_width=36.7)).header.height == layout.ROW_A_FIELD_HEIGHT
