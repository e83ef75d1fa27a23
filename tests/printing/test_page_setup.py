"""Text keeps to its place whatever the paper: the print preview's page set-up and long translations.

QA found the booklet's text standing upright on a page turned sideways and full size on A5 (it ignored
the painter's transform), the notepad's title band and footers overprinting on A5, and the French
notepad footers running into each other from page 10 on.
"""

from __future__ import annotations

import itertools
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QMarginsF, QTranslator
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.booklet import make_booklet
from blackbox_desktop.printing.booklet import paint_booklet
from blackbox_desktop.printing.layout import NotepadOptions
from blackbox_desktop.printing.notepad import render_notepad, write_notepad_pdf

from .conftest import MM_PER_PT, Word, needs_poppler, ortho_game, page_count, page_size, page_words

A4, A5 = QPageSize.PageSizeId.A4, QPageSize.PageSizeId.A5
UPRIGHT, SIDEWAYS = QPageLayout.Orientation.Portrait, QPageLayout.Orientation.Landscape


def _writer(path: Path, size: QPageSize.PageSizeId, orientation: QPageLayout.Orientation) -> QPdfWriter:
    writer = QPdfWriter(str(path))
    writer.setResolution(600)
    writer.setPageLayout(QPageLayout(QPageSize(size), orientation, QMarginsF(0, 0, 0, 0)))
    return writer


def _booklet_page(
    tmp_path: Path, name: str, size: QPageSize.PageSizeId, orientation: QPageLayout.Orientation, page: int = 2
) -> tuple[list[Word], tuple[float, float]]:
    """The words of one page of a booklet painted for the print preview on that paper, and the page size in mm."""
    pdf = tmp_path / f"{name}.pdf"
    writer = _writer(pdf, size, orientation)
    paint_booklet(writer, make_booklet(parse_board("ortho-8x8"), games=24, seed=5, norm=False))
    del writer  # the PDF is finished when its writer goes
    width, height = page_size(pdf)
    return page_words(pdf, page), (width * MM_PER_PT, height * MM_PER_PT)


def _assert_laid_out(words: list[Word], size: tuple[float, float], where: str) -> None:
    assert words, where
    for word in words:
        assert 0 <= word.left <= word.right <= size[0] and 0 <= word.top <= word.bottom <= size[1], (where, word)
    for a, b in itertools.combinations(words, 2):
        assert not a.overlaps(b), f"{where}: {a.text!r} and {b.text!r} overlap"


def _find(words: list[Word], text: str) -> Word:
    return next(word for word in words if word.text == text)


@needs_poppler
@pytest.mark.parametrize("page", [1, 2, 4])
def test_a_sideways_page_turns_the_text_with_the_boxes(qapp: object, tmp_path: Path, page: int) -> None:
    upright, _size = _booklet_page(tmp_path, "upright", A4, UPRIGHT, page)
    sideways, size = _booklet_page(tmp_path, "sideways", A4, SIDEWAYS, page)
    assert size[0] > size[1]
    # The same words, none cut ("BLA") or run together, and none overprinting another.
    assert Counter(w.text for w in sideways) == Counter(w.text for w in upright)
    _assert_laid_out(sideways, size, f"sideways page {page}")
    # Turned a quarter round: a heading's word is taller than wide, as long as on the upright page.
    brand, upright_brand = _find(sideways, "BLACK"), _find(upright, "BLACK")
    assert brand.bottom - brand.top > 3 * (brand.right - brand.left)
    assert brand.bottom - brand.top == pytest.approx(upright_brand.right - upright_brand.left, rel=0.03)


@needs_poppler
@pytest.mark.parametrize(("orientation", "page"), [(UPRIGHT, 1), (UPRIGHT, 2), (UPRIGHT, 4), (SIDEWAYS, 2)])
def test_a5_gets_pages_of_its_own_size_at_full_size_type(
    qapp: object, tmp_path: Path, orientation: QPageLayout.Orientation, page: int
) -> None:
    """QA: on A5 the booklet was A4's pages shrunk, its tables and footers printed at 5 points.  Laid out for A5,
    its words are the size they are on A4, every one on the sheet, none on another."""
    upright, _size = _booklet_page(tmp_path, "a4", A4, UPRIGHT, page)
    small, size = _booklet_page(tmp_path, "a5", A5, orientation, page)
    _assert_laid_out(small, size, f"A5 page {page}")
    sideways = orientation == SIDEWAYS
    for text, least in (("Black", 0.97), ("BLACK", 0.9)):  # the title band's type may give a little to the heading
        a4, a5 = _find(upright, text), _find(small, text)
        # Turned a quarter round, a word's length runs down the sheet.
        length = a5.bottom - a5.top if sideways else a5.right - a5.left
        assert least * (a4.right - a4.left) <= length <= 1.03 * (a4.right - a4.left), text  # shrunk: 0.71


@needs_poppler
@pytest.mark.parametrize(("orientation", "page"), [(UPRIGHT, 1), (UPRIGHT, 2), (UPRIGHT, 4), (SIDEWAYS, 2)])
def test_a_larger_paper_gets_pages_of_its_own_size(
    qapp: object, tmp_path: Path, orientation: QPageLayout.Orientation, page: int
) -> None:
    """QA: on Legal the booklet was Letter's pages at the sheet's top, the bottom fifth of every sheet blank.
    Laid out for the sheet, its foot stands at the sheet's foot and the words are the size they are on Letter."""
    legal, (width, height) = _booklet_page(tmp_path, "legal", QPageSize.PageSizeId.Legal, orientation, page)
    letter, _size = _booklet_page(tmp_path, "letter", QPageSize.PageSizeId.Letter, orientation, page)
    _assert_laid_out(legal, (width, height), f"Legal page {page}")
    # Turned a quarter round, the page's foot is at the sheet's left.
    below = min(word.left for word in legal) if orientation == SIDEWAYS else height - max(w.bottom for w in legal)
    assert below < 20, f"the page's foot is {below:.0f} mm above the sheet's"
    brand, letter_brand = _find(legal, "BLACK"), _find(letter, "BLACK")
    assert brand.bottom - brand.top == pytest.approx(letter_brand.bottom - letter_brand.top, rel=0.03)


@needs_poppler
@pytest.mark.parametrize("orientation", [UPRIGHT, SIDEWAYS])
def test_the_notepad_on_a5_keeps_its_title_band_and_footers_apart(
    qapp: object, tmp_path: Path, orientation: QPageLayout.Orientation
) -> None:
    """The print preview's page set-up changed to A5: the notepad is laid out on it, no words overprint."""
    pdf = tmp_path / "a5.pdf"
    writer = _writer(pdf, A5, orientation)
    render_notepad(writer, NotepadOptions(side="both"), ortho_game())
    del writer
    width, height = page_size(pdf)
    _assert_laid_out(page_words(pdf, 1), (width * MM_PER_PT, height * MM_PER_PT), "notepad on A5")


FRENCH_RULE = "Score : marqueurs + 5 par atome mal placé − 5 par erreur d’annonce. Moins il y a de points, mieux c’est."
FRENCH_PAGE = "Black Box Desktop · page {page} sur {pages}"


@pytest.fixture
def long_footers(qapp: object) -> Iterator[None]:
    """The French footers (as long as any translation's): a stand-in translator, so no .qm file is needed."""

    class French(QTranslator):
        def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
            if context != "Printing":
                return None
            if source.startswith("Score: markers"):
                return FRENCH_RULE
            if source.startswith("Black Box Desktop · page"):
                return FRENCH_PAGE
            return None

    french = French()
    QCoreApplication.installTranslator(french)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(french)


@needs_poppler
@pytest.mark.parametrize(
    ("paper", "orientation", "per_page"), [("a4", "portrait", 0), ("letter", "portrait", 1), ("a4", "landscape", 4)]
)
def test_long_footers_never_overprint(
    long_footers: None, tmp_path: Path, paper: str, orientation: str, per_page: int
) -> None:
    out = tmp_path / "twelve.pdf"
    write_notepad_pdf(out, NotepadOptions(paper=paper, orientation=orientation, per_page=per_page, pages=12))
    assert page_count(out) == 12
    for page in (1, 10, 12):
        words = page_words(out, page)
        footer_top = max(w.top for w in words) - 4
        footer = [w for w in words if w.top >= footer_top]
        assert "c’est." in [w.text for w in footer], "the whole rule is printed"
        right = min(w.left for w in footer if w.text == "Black")
        assert max(w.right for w in footer if w.left < right) < right - 2, f"page {page}: the footers meet"
        for a, b in itertools.combinations(footer, 2):
            assert not a.overlaps(b), f"page {page}: {a.text!r} and {b.text!r} overlap"
