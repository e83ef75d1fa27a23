"""The tutorial's step card: what to do now, a gentle correction, and Next / Stop."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
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
        self.words_scroll = QScrollArea()
        self.words_scroll.setWidget(words)
        self.words_scroll.setWidgetResizable(True)
        self.words_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.words_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.words_scroll.viewport().setAutoFillBackground(False)  # the card's paper shows through
        self.words_scroll.setMinimumHeight(self.text.fontMetrics().lineSpacing() * 8)
        column.addWidget(self.progress)
        column.addWidget(self.words_scroll, 1)
        column.addLayout(row)
        self.setWidget(body)
        # Narrow enough for an 800-pixel screen beside the side panel and the board (280 made it 868).
        self.setMinimumWidth(210)
        self.next_button.clicked.connect(self.nextClicked)
        self.stop_button.clicked.connect(self.stopClicked)

    def show_step(self, number: int, count: int, text: str, waits_for_next: bool, last: bool) -> None:
        self.progress.setText(self.tr("Step {n} of {count}").replace("{n}", str(number)).replace("{count}", str(count)))
        self.text.setText(text)
        self.feedback.setText("")
        self.next_button.setVisible(waits_for_next)
        self.next_button.setText(self.tr("Close") if last else self.tr("Next"))
        self.stop_button.setVisible(not last)

    def correct(self, text: str) -> None:
        self.feedback.setText(text)

    def wanted_height(self) -> int:
        """The card's height that shows the whole step and its correction at the width it has now: what the
        words take wrapped in their room, and what is around them (title, progress, buttons) as laid out.

        The words are measured beside a scroll bar, as if one showed: a scroll area that showed one while the
        card grew keeps it as long as the words, wrapped beside it, are taller than its room (QA: the last step
        kept a bar for one line)."""
        scroll = self.words_scroll
        around = self.height() - scroll.height()
        width = scroll.width() - scroll.verticalScrollBar().sizeHint().width()
        return around + max(self.words.heightForWidth(width), self.words.minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width():
            self.widthChanged.emit()
