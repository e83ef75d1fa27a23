"""The window's status bar, which keeps its message while menus and toolbars pass their tips through it.

Qt shows an action's status tip when the keyboard or the mouse passes over it in a menu, and an empty
tip when it leaves, which wipes whatever the bar was saying ("Saved to …", an error, the hint). Here a
tip is shown over the message, and the message comes back for the rest of its time once the tip goes.

A message longer than its room (a tutorial step, a French hint in a narrow window) ends in "…" where the
room ends: Qt cut it off mid-word ("Click port 8, at the b"), which read as a whole, garbled sentence.
The message itself stays whole, for screen readers and ``currentMessage``.
"""

from __future__ import annotations

import math
import time

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizeGrip, QStatusBar, QStyle, QStyleOption, QWidget


class StatusBar(QStatusBar):
    def __init__(self) -> None:
        super().__init__()
        self._kept = ""
        self._until = 0.0

    def showMessage(self, text: str, timeout: int | None = 0) -> None:
        timeout = timeout or 0
        self._kept = text
        self._until = time.monotonic() + timeout / 1000 if timeout > 0 else math.inf
        super().showMessage(text, timeout)

    def clearMessage(self) -> None:
        self._kept = ""
        super().clearMessage()

    def show_tip(self, tip: str) -> None:
        """A menu's or a toolbar's tip: shown, not kept; none brings the window's own message back."""
        if tip:
            super().showMessage(tip)
            return
        left = self._until - time.monotonic()
        if self._kept and left > 0:
            super().showMessage(self._kept, 0 if math.isinf(left) else max(1, int(left * 1000)))
        else:
            super().clearMessage()

    def shown_text(self) -> str:
        """The message as the bar draws it: whole, or cut to its room with "…"."""
        text = self.currentMessage()
        return self.fontMetrics().elidedText(text, Qt.TextElideMode.ElideRight, self.message_room().width())

    def message_room(self) -> QRect:
        """Where the message is drawn: from the left margin to the first widget kept beside it (as Qt's own)."""
        right = self.width() - 12
        for widget in self.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if widget.isVisible():
                # The size grip, or a widget shown beside a message (a permanent one: Qt hides the others).
                right = min(right, widget.x() if isinstance(widget, QSizeGrip) else widget.x() - 2)
        return QRect(6, 0, max(0, right - 6), self.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        text = self.currentMessage()
        shown = self.shown_text() if text else text
        if shown == text:
            super().paintEvent(event)
            return
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, self)
        for widget in self.findChildren(QWidget, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if widget.isVisible() and not isinstance(widget, QSizeGrip):  # their frames, as Qt draws them
                frame = QStyleOption()
                frame.rect = widget.geometry().adjusted(-2, -1, 2, 1)
                frame.palette = self.palette()
                self.style().drawPrimitive(QStyle.PrimitiveElement.PE_FrameStatusBarItem, frame, painter, widget)
        painter.setPen(self.palette().windowText().color())
        painter.drawText(
            self.message_room(),
            int(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine),
            shown,
        )
