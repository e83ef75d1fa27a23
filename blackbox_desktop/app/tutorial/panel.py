"""The tutorial's step card: what to do now, a gentle correction, and Next / Stop."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ..paper import CARD, on_paper

LEAST_LINES = 4
"""The step's room never shrinks below this many lines: a window too short for it scrolls the step."""


class WordsRoom(QScrollArea):
    """The scroll area of the step and its correction: it asks for ``room`` pixels of height, and takes no more
    (the card's spare paper goes under the buttons), or less when the side is short (then it scrolls)."""

    def __init__(self) -> None:
        super().__init__()
        self.room = 0

    def sizeHint(self) -> QSize:
        return QSize(super().sizeHint().width(), self.room)


class TutorialPanel(QDockWidget):
    nextClicked = Signal()
    stopClicked = Signal()
    widthChanged = Signal()
    """Its text wraps anew: the height it wants (``wanted_height``) changed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Tutorial"), parent)
        self.setObjectName("tutorial-dock")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        body = QWidget()
        body.setObjectName("tutorial-card")
        on_paper(body, CARD)
        column = QVBoxLayout(body)
        self.progress = QLabel()
        self.progress.setStyleSheet("color: #6b5235; font-weight: bold;")
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setMinimumWidth(180)
        self.feedback = QLabel()
        self.feedback.setObjectName("tutorial-feedback")
        self.feedback.setStyleSheet("color: #9a3b12; font-style: italic;")
        self.feedback.setWordWrap(True)
        row = QHBoxLayout()
        # A short word: "Arrêter le didacticiel" beside "Suivant" widened the window past an 800-pixel screen.
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setToolTip(self.tr("Stop the tutorial"))
        self.stop_button.setAccessibleName(self.tr("Stop the tutorial"))
        self.next_button = QPushButton(self.tr("Next"))
        self.next_button.setDefault(True)
        row.addWidget(self.stop_button)
        row.addStretch(1)
        row.addWidget(self.next_button)
        # The step and its correction scroll when the left side is shared: beside the assistant the card
        # showed one line of the step, and a correction was painted over its last.
        words = QWidget()
        self.words = words
        words.setAutoFillBackground(False)
        lines = QVBoxLayout(words)
        lines.setContentsMargins(0, 0, 0, 0)
        lines.addWidget(self.text)
        lines.addWidget(self.feedback)
        lines.addStretch(1)
        self.words_scroll = WordsRoom()
        self.words_scroll.setWidget(words)
        self.words_scroll.setWidgetResizable(True)
        self.words_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.words_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.words_scroll.viewport().setAutoFillBackground(False)  # the card's paper shows through
        self.words_scroll.setMinimumHeight(self.text.fontMetrics().lineSpacing() * LEAST_LINES)
        # The buttons right under the words, the spare paper below them: a card as tall as the side (alone
        # there) showed a two-line step, a band of blank paper, and Stop at the foot of the window (QA).
        column.addWidget(self.progress)
        column.addWidget(self.words_scroll)
        column.addLayout(row)
        self.buttons = row
        column.addStretch(1)
        self.column = column
        # The words of each step of the lesson, measured here (never shown): the words' room is that of the
        # lesson's tallest step at the card's width, so Next and Stop stay put from step to step.
        self._measure = QLabel(body)
        self._measure.setWordWrap(True)
        self._measure.setTextFormat(Qt.TextFormat.RichText)
        self._measure.hide()
        self._texts: tuple[str, ...] = ()
        self.setWidget(body)
        # Narrow enough for an 800-pixel screen beside the side panel and the board (280 made it 868).
        self.setMinimumWidth(210)
        self.next_button.clicked.connect(self.nextClicked)
        self.stop_button.clicked.connect(self.stopClicked)

    def set_steps(self, texts: Sequence[str]) -> None:
        """The words of every step of the lesson: the room kept for the words is that of the tallest."""
        self._texts = tuple(texts)
        self._fit_room()

    def show_step(self, number: int, count: int, text: str, waits_for_next: bool, last: bool) -> None:
        self.progress.setText(self.tr("Step {n} of {count}").replace("{n}", str(number)).replace("{count}", str(count)))
        self.text.setText(text)
        self.correct("")
        self.next_button.setVisible(waits_for_next)
        self.next_button.setText(self.tr("Close") if last else self.tr("Next"))
        self.stop_button.setVisible(not last)

    def correct(self, text: str) -> None:
        self.feedback.setText(text)
        self.feedback.setVisible(bool(text))  # empty, it kept a blank line under every step
        self._fit_room()

    def words_height(self) -> int:
        """The room the words take at the card's width: the lesson's tallest step (with this step's correction
        under it, if any), or this step with its correction, whichever is taller.

        The words are measured beside a scroll bar, as if one showed: a scroll area that showed one while the
        card grew keeps it as long as the words, wrapped beside it, are taller than its room (QA: the last step
        kept a bar for one line)."""
        scroll = self.words_scroll
        width = scroll.width() - scroll.verticalScrollBar().sizeHint().width()
        now = max(self.words.heightForWidth(width), self.words.minimumSizeHint().height())
        self._measure.setFont(self.text.font())
        tallest = max((self._measure_height(text, width) for text in self._texts), default=0)
        return max(now, now - self.text.heightForWidth(width) + tallest)

    def _measure_height(self, text: str, width: int) -> int:
        self._measure.setText(text)
        return self._measure.heightForWidth(width)

    def _fit_room(self) -> None:
        room = self.words_height()
        if room != self.words_scroll.room:
            self.words_scroll.room = room
            self.words_scroll.updateGeometry()

    def wanted_height(self) -> int:
        """The card's height that shows the whole step and its correction at the width it has now, with no spare
        paper under the buttons: the words' room (``words_height``), and what is around them (title, progress,
        buttons) as laid out."""
        body = self.widget()
        assert body is not None
        spare = body.height() - self.buttons.geometry().bottom() - 1 - self.column.contentsMargins().bottom()
        around = self.height() - self.words_scroll.height() - max(0, spare)
        return around + self.words_height()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self._fit_room()
            self.widthChanged.emit()
