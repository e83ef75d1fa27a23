"""No word stands alone on the last line of a paragraph of the booklet's title page.

QA: on A5 the French steps ended « … Moins il y a de points, mieux / c’est. », a word alone under a paragraph.
Measured on the PDF (``pdftotext -bbox``).
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.booklet import make_booklet
from blackbox_desktop.printing.layout import MARGIN

from .conftest import Word, needs_poppler, page_words


def _lines(words: list[Word]) -> list[list[Word]]:
    """Words on the same line (their tops within half a millimetre), top to bottom."""
    lines: list[list[Word]] = []
    for word in sorted(words, key=lambda w: (w.top, w.left)):
        if lines and abs(lines[-1][0].top - word.top) < 0.5:
            lines[-1].append(word)
        else:
            lines.append([word])
    return [sorted(line, key=lambda w: w.left) for line in lines]


@needs_poppler
@pytest.mark.parametrize("paper", ["a5", "a4", "letter"])
def test_no_step_nor_the_norm_ends_on_a_word_alone(language: str, paper: str, tmp_path: Path) -> None:
    from blackbox_desktop.printing.booklet import write_booklet_pdf

    path = tmp_path / "booklet.pdf"
    write_booklet_pdf(path, make_booklet(parse_board("ortho-8x8"), games=80, norm=False), paper)
    words = page_words(path, 1)
    numbers = [w for w in words if w.text in "123456" and w.left < MARGIN + 6]
    assert [w.text for w in sorted(numbers, key=lambda w: w.top)] == list("123456"), "the steps' numbers"
    tops = [w.top for w in sorted(numbers, key=lambda w: w.top)]
    text = [w for w in words if w.left > MARGIN + 3 and w.top > tops[0] - 3]
    lines = _lines(text)
    # A paragraph starts at each step's number, and the NORM's after the sixth step, before the board's numbers.
    norm = next(i for i, line in enumerate(lines) if line[0].text.startswith(("The", "La")) and line[0].top > tops[5])
    board = next(i for i, line in enumerate(lines) if i > norm and all(w.text.isdigit() for w in line))
    starts = [next(i for i, line in enumerate(lines) if abs(line[0].top - top) < 1.5) for top in tops] + [norm, board]
    for first, after in itertools.pairwise(starts):
        paragraph = lines[first:after]
        last = " ".join(w.text for w in paragraph[-1])
        assert len(paragraph) == 1 or len(paragraph[-1]) > 1, f"{last!r} alone under {paragraph[-2][-1].text!r}"
