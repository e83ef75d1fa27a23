"""The window's status bar, which keeps its message while menus and toolbars pass their tips through it.

Qt shows an action's status tip when the keyboard or the mouse passes over it in a menu, and an empty
tip when it leaves, which wipes whatever the bar was saying ("Saved to …", an error, the hint). Here a
tip is shown over the message, and the message comes back for the rest of its time once the tip goes.
"""

from __future__ import annotations

import math
import time

from PySide6.QtWidgets import QStatusBar


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
