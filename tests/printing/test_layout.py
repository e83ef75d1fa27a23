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
    MARGIN,
    NotepadOptions,
    NotepadOptionsError,
    Rect,
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
