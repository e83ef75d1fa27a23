"""Words wrapped into lines of even length, so that no word is left alone on the last line.

Qt wraps greedily: each line takes all the words it can, and the last line takes what is left, often one word
("Pass the computer to Ann. Ann, press Continue when Bob is not" / "looking.").  Here the lines are as many as
the greedy wrap needs in the room given, but as narrow as that number of lines allows: the words are shared out
evenly between them.  The line breaks are Qt's own (``QTextLayout``), so a label wrapped here takes the height
Qt gives it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QPainter, QPaintEvent, QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel, QWidget


def wrapped(text: str, font: QFont, room: int, *, anywhere: bool = False) -> list[str]:
    """``text`` wrapped greedily as Qt wraps it in ``room`` pixels; ``anywhere``: a word longer than the room is
    broken inside (else it runs past the room)."""
    lines: list[str] = []
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
            lines.append(paragraph[line.textStart() : line.textStart() + line.textLength()].rstrip())
        layout.endLayout()
    return lines


def even_lines(text: str, font: QFont, room: int, *, anywhere: bool = False) -> list[str]:
    """``text`` in as many lines as ``wrapped`` gives it in ``room``, each as short as that many lines allow."""
    count = len(wrapped(text, font, room, anywhere=anywhere))
    if count <= 1:
        return wrapped(text, font, room, anywhere=anywhere)
    # Fewer pixels never make fewer lines: the narrowest room that keeps the count is found by halving.
    low, high = 1, max(1, room)
    while low < high:
        middle = (low + high) // 2
        if len(wrapped(text, font, middle, anywhere=anywhere)) <= count:
            high = middle
        else:
            low = middle + 1
    return wrapped(text, font, low, anywhere=anywhere)


class EvenLabel(QLabel):
    """A centred label of plain words whose lines are of even length.

    It takes the height a word-wrapped ``QLabel`` takes (the same number of lines), and draws its lines as
    ``even_lines`` shares the words out.  For plain text only: no markup, no links, no selection.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setWordWrap(True)

    def lines(self) -> list[str]:
        """The lines as drawn at the label's width now."""
        return even_lines(self.text(), self.font(), self.contentsRect().width())

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        self.style().drawItemText(
            painter,
            self.contentsRect(),
            int(self.alignment()),
            self.palette(),
            self.isEnabled(),
            "\n".join(self.lines()),
            self.foregroundRole(),
        )
