"""Words wrapped into lines of even length, so that no word is left alone on the last line.

Qt wraps greedily: each line takes all the words it can, and the last line takes what is left, often one word
("Pass the computer to Ann. Ann, press Continue when Bob is not" / "looking.").  Here the lines are as many as
the greedy wrap needs in the room given, and the words are shared out evenly between them.  The places where a
line may break are Qt's own (``QTextLayout``, ``QTextBoundaryFinder``).

A hyphenated word is kept whole where it fits the room: Qt breaks after a hyphen, and the hand-over sentence read
"Passez l’ordinateur à Annabelle-" over "Marguerite. …", a name cut in two (QA).  Only a word wider than the
room is broken at its hyphen (rather than anywhere in it).

Terms:

joined
    The text with a word joiner (U+2060, no width, no glyph) after each hyphen inside a word: Qt breaks no line
    there.  The joiners are taken out of the lines again before they are drawn.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRect, Qt, QTextBoundaryFinder
from PySide6.QtGui import QFont, QFontMetrics, QFontMetricsF, QPainter, QPaintEvent, QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel, QWidget

JOINER = "\u2060"
"""Unicode's word joiner: no line may break beside it."""
_HYPHEN_IN_A_WORD = re.compile(r"(?<=\w)([-\u2010])(?=\w)")


def joined(text: str) -> str:
    """``text`` with its hyphenated words made unbreakable."""
    return _HYPHEN_IN_A_WORD.sub(r"\1" + JOINER, text)


def _layout(text: str, font: QFont, room: int, anywhere: bool) -> tuple[list[str], float]:
    """The lines of ``text`` as Qt wraps it in ``room`` pixels, and the width of the widest."""
    lines: list[str] = []
    widest = 0.0
    for paragraph in text.split("\n"):
        layout = QTextLayout(paragraph, font)
        option = QTextOption()
        option.setWrapMode(
            QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere if anywhere else QTextOption.WrapMode.WordWrap
        )
        layout.setTextOption(option)
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(max(1, room))
            widest = max(widest, line.naturalTextWidth())
            lines.append(paragraph[line.textStart() : line.textStart() + line.textLength()].rstrip())
        layout.endLayout()
    return [line.replace(JOINER, "") for line in lines], widest


def _whole_words_fit(text: str, font: QFont, room: int) -> bool:
    """Whether each hyphenated word of ``text`` fits ``room`` whole."""
    return _layout(joined(text), font, room, False)[1] <= max(1, room)


def wrapped(text: str, font: QFont, room: int, *, anywhere: bool = False) -> list[str]:
    """``text`` wrapped greedily as Qt wraps it in ``room`` pixels, its hyphenated words whole where they fit;
    ``anywhere``: a word longer than the room is broken inside (else it runs past the room)."""
    if joined(text) != text and _whole_words_fit(text, font, room):
        return _layout(joined(text), font, room, False)[0]
    return _layout(text, font, room, anywhere)[0]


def even_lines(text: str, font: QFont, room: int, *, anywhere: bool = False) -> list[str]:
    """``text`` in as many lines as ``wrapped`` gives it in ``room``, of lengths as even as can be."""
    lines = wrapped(text, font, room, anywhere=anywhere)
    if len(lines) <= 1:
        return lines
    # The words kept whole in ``room`` stay whole in the lines evened out: "Annabelle-Marguerite" is not cut there.
    whole = joined(text) != text and _whole_words_fit(text, font, room)
    if "\n" not in text:
        shared = _shared_out(joined(text) if whole else text, font, room, len(lines))
        if shared is not None:
            return shared

    def keeps(middle: int) -> bool:
        if whole and not _whole_words_fit(text, font, middle):
            return False
        return len(wrapped(text, font, middle, anywhere=anywhere)) <= len(lines)

    # A word wider than the room: the narrowest room that keeps the count, found by halving (fewer pixels never
    # make fewer lines).
    low, high = 1, max(1, room)
    while low < high:
        middle = (low + high) // 2
        if keeps(middle):
            high = middle
        else:
            low = middle + 1
    return wrapped(text, font, low, anywhere=anywhere)


def _shared_out(text: str, font: QFont, room: int, count: int) -> list[str] | None:
    """``text`` broken where Qt may break it, into ``count`` lines that fit ``room`` and whose lengths differ the
    least (the least sum of squared widths); None if a word is wider than the room.

    Lines as narrow as the count allows, each taking all the words it can, were not even enough: with a name kept
    whole, "Pass the computer to Annabelle-Marguerite." / "Annabelle-Marguerite, press Continue when" left "Bob
    is not looking." a short last line.
    """
    finder = QTextBoundaryFinder(QTextBoundaryFinder.BoundaryType.Line, text)
    marks = [0]
    while (mark := finder.toNextBoundary()) != -1:
        if mark > marks[-1]:
            marks.append(mark)
    metrics = QFontMetricsF(font)
    ends = len(marks) - 1

    def line(first: int, last: int) -> str:
        return text[marks[first] : marks[last]].rstrip().replace(JOINER, "")

    # cost[lines][end]: the least sum of squared widths of the words before ``end`` in ``lines`` lines.
    cost: list[dict[int, tuple[float, int]]] = [{0: (0.0, 0)}]
    for lines in range(1, count + 1):
        row: dict[int, tuple[float, int]] = {}
        for end in range(lines, ends + 1):
            for start in range(end - 1, lines - 2, -1):
                width = metrics.horizontalAdvance(line(start, end))
                if width > room:
                    break  # the line only grows as it starts earlier
                if start in cost[-1]:
                    total = cost[-1][start][0] + width * width
                    if end not in row or total < row[end][0]:
                        row[end] = (total, start)
        cost.append(row)
    if ends not in cost[count]:
        return None
    shared: list[str] = []
    end = ends
    for lines in range(count, 0, -1):
        start = cost[lines][end][1]
        shared.append(line(start, end))
        end = start
    return shared[::-1]


class EvenLabel(QLabel):
    """A centred label of plain words whose lines are of even length.

    It takes the height of its lines as ``even_lines`` shares the words out (a line more than a word-wrapped
    ``QLabel`` where a hyphenated name goes whole to the next line), and draws them so.  For plain text only: no
    markup, no links, no selection.  Centred unless told otherwise (``setAlignment``).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)

    def _room(self, width: int) -> int:
        """The width of the words in a label ``width`` pixels wide."""
        margins = self.contentsMargins()
        return width - margins.left() - margins.right() - 2 * self.margin()

    def lines(self, width: int | None = None) -> list[str]:
        """The lines as drawn at the label's width now (or at ``width``)."""
        room = self.contentsRect().width() - 2 * self.margin() if width is None else self._room(width)
        return even_lines(self.text(), self.font(), room)

    def heightForWidth(self, width: int) -> int:
        if not self.text():
            return super().heightForWidth(width)
        room = self._room(width)
        words = QFontMetrics(self.font()).boundingRect(
            QRect(0, 0, max(1, room), 1 << 20), int(self.alignment()), "\n".join(self.lines(width))
        )
        margins = self.contentsMargins()
        own = words.height() + margins.top() + margins.bottom() + 2 * self.margin()
        return max(super().heightForWidth(width), own)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.style().drawItemText(
            painter,
            self.contentsRect().adjusted(self.margin(), self.margin(), -self.margin(), -self.margin()),
            int(self.alignment()),
            self.palette(),
            self.isEnabled(),
            "\n".join(self.lines()),
            self.foregroundRole(),
        )
