"""The booklet's title page says on which board and how many atoms the games hide, broken only between the two.

QA: wrapped where the words ran out, the French hex booklet's subtitle ended its second line with "6." alone
(« … les parties 28–30 en cachent / 6. »).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.booklet import make_booklet

from .conftest import needs_poppler, page_text


@needs_poppler
@pytest.mark.parametrize("paper", ["a4", "a5"])
def test_the_atoms_sentence_is_never_broken(language: str, paper: str, tmp_path: Path) -> None:
    from blackbox_desktop.printing.booklet import atoms_sentence, write_booklet_pdf
    from blackbox_desktop.printing.wording import board_words

    booklet = make_booklet(parse_board("hex-5"), games=30, seed=1978, norm=False)
    path = tmp_path / "booklet.pdf"
    write_booklet_pdf(path, booklet, paper)
    lines = [" ".join(line.split()) for line in page_text(path, 1).splitlines()]
    sentence = " ".join(atoms_sentence(booklet).split())
    board = " ".join(board_words(booklet.board).split())
    whole = [line for line in lines if line.endswith(sentence)]
    assert whole, f"{sentence!r} is broken: {lines[:7]}"
    assert whole[0] == sentence or board in whole[0], "the sentence stands on a line of its own, or after the board"
