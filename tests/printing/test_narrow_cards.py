"""Five or six 26×2 cards across a page: every word and blank of a card stays on it, whole.

QA: on six 26×2 cards a page the Date blank ran past the card's edge, the date written on it was cut to
"1…", Player shrank to a speck beside the board's tag, and the score boxes read "Mark", "Mispl", "Tota".
Measured on the PDF (``pdftotext -bbox``) and on the lines drawn, never pixel by pixel.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.printing.canvas import Canvas
from blackbox_desktop.printing.layout import NotepadOptions
from blackbox_desktop.printing.notepad import sheet_plan, write_notepad_pdf

from .conftest import needs_poppler, page_words

WRITTEN = ("Josephine", "2 of 4", "17/06/2025")


def _game() -> Game:
    return Game.new(parse_board("ortho-26x2"), 3, Rules(), setup=frozenset({0, 2, 5})).apply_all(["F1", "F3"])


@needs_poppler
@pytest.mark.parametrize(("per_page", "orientation"), list(itertools.product((5, 6), ("portrait", "landscape"))))
def test_every_word_and_blank_stays_on_its_card(
    language: str, per_page: int, orientation: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    lines: list[tuple[float, float, float, float]] = []
    drawn_line = Canvas.line

    def line(self: Canvas, a: tuple[float, float], b: tuple[float, float], *rest: object) -> None:
        lines.append((*a, *b))
        drawn_line(self, a, b, *rest)

    monkeypatch.setattr(Canvas, "line", line)
    game = _game()
    options = NotepadOptions(side="ortho", per_page=per_page, orientation=orientation, written=WRITTEN)
    path = tmp_path / "narrow.pdf"
    write_notepad_pdf(path, options, game)
    (page,) = sheet_plan(options, options.page_size, game)
    # Six a page on paper turned sideways hold five: at six, the header written on (a line for each field) left
    # cells under 3 mm, in either language.
    assert len(page.cards) == (5 if (per_page, orientation) == (6, "landscape") else per_page)
    words = page_words(path, 1)
    for card in page.cards:
        frame = card.frame
        on_card = [
            w
            for w in words
            if frame.x <= (w.left + w.right) / 2 <= frame.right and frame.y <= (w.top + w.bottom) / 2 <= frame.bottom
        ]
        for word in on_card:
            assert frame.x + 0.5 <= word.left and word.right <= frame.right - 0.5, f"{word.text!r} leaves its card"
        for a, b in itertools.combinations(on_card, 2):
            assert not a.overlaps(b, 0.2), f"{a.text!r} runs into {b.text!r}"
        header_lines = [
            ln
            for ln in lines
            if frame.y <= ln[1] <= card.header.bottom + 0.1 and frame.x - 1 <= ln[0] <= frame.right and ln[1] == ln[3]
        ]
        assert header_lines, "the header's blanks"
        for x0, _y0, x1, _y1 in header_lines:
            assert frame.x < x0 and x1 <= card.header.right + 0.01, "a blank runs past the card"
    texts = [w.text for w in words]
    for value in ("Josephine", "17/06/2025"):
        assert value in texts, f"{value} is written whole"
    whole = {"en": ("Markers", "Misplaced", "Setter", "Total"), "fr": ("Marqueurs", "placés", "Erreurs", "Total")}
    for label in whole[language]:
        assert texts.count(label) >= len(page.cards), f"a score box's {label!r} is cut"
