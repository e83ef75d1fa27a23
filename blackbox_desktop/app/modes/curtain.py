"""The curtain: a screen over the table while the computer changes hands, and the stage for the setter's pad.

It is a child of the window's central widget and covers all of it (the
board and the panel), so nothing of the round behind it can be read while
it is up.  The hand-over page says who takes the seat and who must look away.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QPushButton, QStackedWidget, QVBoxLayout, QWidget

from ..even_lines import EvenLabel


class HandOver(QWidget):
    """ "Pass the computer to Bob.  Bob, press Continue when Ann is not looking."""

    continued = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("hand-over")
        # Opaque: the round behind must not show through (a plain QWidget paints no style-sheet background).
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            "#hand-over { background: #1f2922; } QLabel { color: #f4ecdf; }"
            # A styled button draws no focus of its own: the keyboard player must see it has the focus.
            "QPushButton { font-size: 16pt; padding: 10px 36px; color: #1f2922; background: #f4ecdf;"
            " border: 3px solid #8d9a90; border-radius: 8px; }"
            "QPushButton:hover { background: #fffaf0; }"
            "QPushButton:pressed { background: #ddd3c2; }"
            "QPushButton:focus { border: 3px solid #f2b544; background: #fffaf0; }"
        )
        column = QVBoxLayout(self)
        column.addStretch(2)
        # Players' names go into both lines: plain text, so a name such as "<b>Bob</b>" shows as typed.
        # Lines of even length: wrapped as Qt wraps, a long name left "pas." alone on the last line (QA).
        self.title = EvenLabel()
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 2.0)
        font.setBold(True)
        self.title.setFont(font)
        column.addWidget(self.title)
        self.text = EvenLabel()
        big = self.text.font()
        big.setPointSizeF(big.pointSizeF() * 1.3)
        self.text.setFont(big)
        column.addWidget(self.text)
        column.addSpacing(24)
        self.button = QPushButton(self.tr("Continue"))
        self.button.clicked.connect(self.continued.emit)
        column.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addStretch(3)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Enter goes on too, as in a dialog: a button outside one answers only Space.
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.button.click()
            return
        super().keyPressEvent(event)

    def set_text(self, title: str, text: str) -> None:
        self.title.setText(title)
        self.text.setText(text)
        self.setAccessibleName(title)


class Curtain(QStackedWidget):
    """Covers the window's central widget; shows the hand-over page or a pad."""

    coveredChanged = Signal(bool)

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.setObjectName("curtain")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("#curtain { background: #1f2922; }")
        self.host = host
        self.hand_over = HandOver()
        self.addWidget(self.hand_over)
        self._pad: QWidget | None = None
        self.table: QWidget | None = None
        """What takes the keys once the curtain lifts (the board): else they stay on the hidden Continue
        button and the first arrow key wanders off to whatever Qt finds next (the scoring, say)."""
        host.installEventFilter(self)
        self.hide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.host and event.type() == QEvent.Type.Resize:
            self.setGeometry(self.host.rect())
        return False

    def _raise(self) -> None:
        self.setGeometry(self.host.rect())
        self.show()
        self.raise_()
        self.coveredChanged.emit(True)

    def show_hand_over(self, title: str, text: str) -> None:
        self.hand_over.set_text(title, text)
        self.setCurrentWidget(self.hand_over)
        self._raise()
        self.hand_over.button.setFocus()

    def show_pad(self, pad: QWidget) -> None:
        self.drop_pad()
        self._pad = pad
        self.addWidget(pad)
        self.setCurrentWidget(pad)
        self._raise()
        pad.setFocus()  # the setter can hide her atoms from the keyboard at once

    def drop_pad(self) -> None:
        if self._pad is not None:
            self.removeWidget(self._pad)
            self._pad.deleteLater()
            self._pad = None

    @property
    def pad(self) -> QWidget | None:
        return self._pad

    def lift(self) -> None:
        """Take the curtain away: the table is in sight again."""
        covering = not self.isHidden()
        self.drop_pad()
        self.hide()
        self.coveredChanged.emit(False)  # the table is enabled again: only now can it take the keys
        if covering and self.table is not None:
            self.table.setFocus()

    @property
    def covering(self) -> bool:
        # Its own state, not whether it is on screen: a match resumed at a start is put behind the hand-over
        # before the window shows, and the two-player panel behind it was left enabled.
        return not self.isHidden()
