"""The assistant's dock contents: the count, what is proved, the hint and any contradiction.

The panel only shows text it is given; the assistant feature decides what to
compute and when.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QSize, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from ..paper import quiet, warning


class Line(QLabel):
    """A line of the panel that takes no room while it says nothing: the hint, the proof, a contradiction and the
    look-alikes are empty most of the time, and their empty rows (and the spacing round them) kept a blank gap
    between the Hint button and the legend, in a panel that scrolled for want of room (QA, 1024×540 in French)."""

    def __init__(self) -> None:
        super().__init__()
        self.setWordWrap(True)
        self.setVisible(False)

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setVisible(bool(text))

    def clear(self) -> None:
        self.setText("")


class AssistantPanel(QWidget):
    hintRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("assistant-panel")
        self.setMinimumWidth(200)
        column = QVBoxLayout(self)
        self.count_label = QLabel()
        self.count_label.setObjectName("assistant-count")
        self.count_label.setWordWrap(True)
        font = self.count_label.font()
        font.setPointSizeF(font.pointSizeF() * 1.2)
        font.setBold(True)
        self.count_label.setFont(font)
        # A description, not a name: a label named for a screen reader is heard by its name only, never its figures.
        self.count_label.setAccessibleDescription(self.tr("Arrangements that fit"))
        column.addWidget(self.count_label)
        busy_row = QHBoxLayout()
        self.busy_bar = QProgressBar()
        self.busy_bar.setRange(0, 0)
        self.busy_bar.setMaximumHeight(12)
        self.busy_bar.setTextVisible(False)
        self.busy_label = QLabel(self.tr("Counting…"))
        busy_row.addWidget(self.busy_label)
        busy_row.addWidget(self.busy_bar, 1)
        # Counting comes and goes with every ray: the dock keeps its size meanwhile, or the board
        # beside it would shrink and grow (and the trays jump under it and back).
        for widget in (self.busy_label, self.busy_bar):
            policy = widget.sizePolicy()
            policy.setRetainSizeWhenHidden(True)
            widget.setSizePolicy(policy)
        column.addLayout(busy_row)
        # On a big board a count runs for minutes: the seconds show it is still at work, not stuck.
        self.busy_clock = QElapsedTimer()
        self.busy_ticker = QTimer(self)
        self.busy_ticker.setInterval(1000)
        self.busy_ticker.timeout.connect(self._tick)
        self.proof_label = Line()
        column.addWidget(self.proof_label)
        self.contradiction_label = Line()
        warning(self.contradiction_label, bold=True)
        column.addWidget(self.contradiction_label)
        self.hint_button = QPushButton(self.tr("Hint"))
        self.hint_button.setToolTip(self.tr("Suggest the port whose ray is expected to teach the most per marker"))
        self.hint_button.clicked.connect(self.hintRequested)
        column.addWidget(self.hint_button)
        self.hint_label = Line()
        self.hint_label.setObjectName("assistant-hint")
        column.addWidget(self.hint_label)
        self.ambiguity_label = Line()
        column.addWidget(self.ambiguity_label)
        self.legend = QLabel(
            self.tr(
                "Red tint: how often an atom sits in the cell among the arrangements that fit. "
                "Dot: proved empty. Ring: proved to hold an atom. Hover a cell for its figure."
            )
        )
        self.legend.setWordWrap(True)
        quiet(self.legend)
        column.addWidget(self.legend)
        column.addStretch(1)
        self.set_busy(False)

    def sizeHint(self) -> QSize:
        """As wide as its least width in every language: its wrapped lines asked for 314 pixels in French, 258 in
        English, and the dock opened half as wide again in French, the board a hundred pixels narrower (QA)."""
        return QSize(self.minimumWidth(), super().sizeHint().height())

    def set_busy(self, busy: bool) -> None:
        if busy and not self.busy_ticker.isActive():
            self.busy_clock.start()
            self.busy_ticker.start()
            self.busy_label.setText(self.tr("Counting…"))
        elif not busy:
            self.busy_ticker.stop()
        self.busy_bar.setVisible(busy)
        self.busy_label.setVisible(busy)

    def count_started(self) -> None:
        """A new count: its seconds start from nothing (the one it replaces may have run for long)."""
        self.busy_clock.start()
        self.busy_label.setText(self.tr("Counting…"))

    def _tick(self) -> None:
        seconds = self.busy_clock.elapsed() // 1000
        if seconds >= 2:
            self.busy_label.setText(self.tr("Counting… {seconds} s").format(seconds=seconds))

    def clear(self, message: str = "") -> None:
        """Only ``message``: no count, and no heat map on the board, so no legend for one (QA: "Red tint: …"
        stayed beside the revealed atoms)."""
        self.legend.setVisible(False)
        self.count_label.setText(message)
        self.proof_label.clear()
        self.contradiction_label.clear()
        self.hint_label.clear()
        self.ambiguity_label.clear()
