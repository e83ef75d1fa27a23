"""A French notepad holds as many cards a page as an English one.

QA: the French score box "Erreurs d’annonce −5" kept "d’annonce −5" on one line, 15 mm at 6 points against the
English "Misplaced"'s 10.5: the layout stood the French boxes two by two, or one above the other, where the English
ones stood four or two across, and the French page held a card fewer (8×8 four a page on A5 turned sideways gave
three; 26×2 six a page on A4 turned sideways gave five).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from blackbox_desktop.printing import notepad
from blackbox_desktop.printing.canvas import CAPITAL, MM_PER_POINT, pt
from blackbox_desktop.printing.layout import SCORE_BOX_HEIGHT, NotepadOptions, Rect
from blackbox_desktop.printing.notepad import FIGURE_SHRINK_LIMIT, FINE_PRINT_PT, sheet_plan

CASES = [
    ("ortho-8x8", "a5", "landscape", 4),
    ("hex-5", "a5", "landscape", 6),
    ("ortho-26x2", "a4", "landscape", 6),
    ("ortho-26x2", "a5", "portrait", 3),
    ("ortho-10x10", "letter", "landscape", 6),
    ("hex-3", "a5", "portrait", 6),
    ("hex-3", "a5", "landscape", 0),
]


@contextmanager
def _french() -> Iterator[None]:
    from blackbox_desktop.app import i18n

    assert i18n.install_translators("fr")
    try:
        yield
    finally:
        i18n.install_translators("en")


def _cards_a_page(spec: str, paper: str, orientation: str, per_page: int) -> tuple[int, int]:
    """How many cards the first page holds, and how many score boxes stand across each."""
    side = "hex" if spec.startswith("hex") else "ortho"
    options = NotepadOptions(side=side, per_page=per_page, paper=paper, orientation=orientation)
    with pytest.MonkeyPatch.context() as patch:
        patch.setitem(notepad.DEFAULT_BOARDS, side, spec)
        (page,) = sheet_plan(options, options.page_size)
    return len(page.cards), page.cards[0].score_columns


@pytest.mark.parametrize(("spec", "paper", "orientation", "per_page"), CASES)
def test_a_french_page_holds_as_many_cards_as_an_english_one(
    qapp: object, spec: str, paper: str, orientation: str, per_page: int
) -> None:
    english = _cards_a_page(spec, paper, orientation, per_page)
    with _french():
        french = _cards_a_page(spec, paper, orientation, per_page)
    assert french == english


def test_the_french_rate_goes_on_a_line_of_its_own_in_the_narrowest_box(qapp: object) -> None:
    """In the narrowest box the layout allows, each French label keeps every word whole at 6 points, on three
    lines at most ("Erreurs / d’annonce / −5"), and leaves the figure written under it room in an 11 mm box."""
    from PySide6.QtGui import QImage, QPainter

    from blackbox_desktop.printing.canvas import Canvas
    from blackbox_desktop.printing.notepad import _figure_kept_with_sign, _label_box, _label_weight, score_labels
    from blackbox_desktop.printing.pdf_file import PDF_RESOLUTION

    with _french():
        width = notepad.fine_print().box_width
        labels = score_labels()
    image = QImage(1, 1, QImage.Format.Format_ARGB32)
    image.setDotsPerMeterX(round(PDF_RESOLUTION / 0.0254))
    image.setDotsPerMeterY(round(PDF_RESOLUTION / 0.0254))
    painter = QPainter(image)
    try:
        canvas = Canvas(painter)
        room = _label_box(Rect(0, 0, width, SCORE_BOX_HEIGHT)).width
        line = canvas.text_height("M", FINE_PRINT_PT, room)
        figure = pt(3.6) * FIGURE_SHRINK_LIMIT * CAPITAL * MM_PER_POINT  # a figure's digits, at their smallest
        for index, label in enumerate(labels):
            text = _figure_kept_with_sign(label, False)
            for word in text.split(" "):
                assert canvas.text_width(word, FINE_PRINT_PT, _label_weight(index)) <= room, word
            height = canvas.text_height(text, FINE_PRINT_PT, room, _label_weight(index))
            assert round(height / line) <= 3, label
            assert 0.8 + height + figure <= SCORE_BOX_HEIGHT - 0.4, label
        assert canvas.text_width("d’annonce\u00a0−5", FINE_PRINT_PT) > room, "the case this test is about"
    finally:
        painter.end()
