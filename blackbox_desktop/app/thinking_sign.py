"""A sign that the computer is thinking: a busy bar and the seconds it has thought so far.

On the boards played most the computer decides in well under a second, so
the sign shows only once a decision has taken :data:`SHOWN_AFTER_MS`; on a
big board (10×10 with 8 atoms) a step can take a minute, and without it she
cannot tell a thinking computer from a stuck one.
"""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, Qt, QTimer
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QSizePolicy, QWidget

SHOWN_AFTER_MS = 700
"""How long a decision runs before the sign appears: quicker ones would only make it flicker."""


class ThinkingSign(QWidget):
    """Hidden until :meth:`begin` has been running for a while; :meth:`end` hides it.

    It lives in the status bar: the Computer tool bar shares its row with the main one, and in French
    it is already pushed into the overflow menu.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bar = QProgressBar()
        self.bar.setRange(0, 0)  # no end known: the bar runs to and fro
        self.bar.setTextVisible(False)
        self.bar.setFixedWidth(72)
        self.bar.setMaximumHeight(self.fontMetrics().height())  # the status bar keeps its height: no board jump
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        # As wide as its words, no wider: the status bar's messages keep the rest of the line.
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Preferred)
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 0, 8, 0)
        row.addWidget(self.bar)
        row.addWidget(self.label)
        self.clock = QElapsedTimer()
        self.ticker = QTimer(self)
        self.ticker.setInterval(250)
        self.ticker.timeout.connect(self._tick)
        self.setAccessibleName(self.tr("The computer is thinking"))
        self._show(False)

    @property
    def thinking(self) -> bool:
        return self.ticker.isActive()

    def begin(self) -> None:
        self.clock.start()
        self.ticker.start()

    def end(self) -> None:
        self.ticker.stop()
        self._show(False)

    @property
    def shown(self) -> bool:
        return not self.isHidden()

    def set_busy(self, busy: bool) -> None:
        """Follows a job runner's ``busyChanged``."""
        if busy:
            self.begin()
        else:
            self.end()

    def _tick(self) -> None:
        elapsed = self.clock.elapsed()
        if elapsed < SHOWN_AFTER_MS:
            return
        text = self.tr("The computer is thinking… {seconds} s").format(seconds=elapsed // 1000)
        self.label.setText(text)
        self._show(True)

    def _show(self, shown: bool) -> None:
        self.setVisible(shown)
