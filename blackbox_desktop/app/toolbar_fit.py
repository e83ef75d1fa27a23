"""A toolbar that drops the words of its plainest buttons when the window is too narrow for them all.

With pictures beside their words, the game's buttons no longer fitted an 800-pixel window in French:
Redo went behind the overflow arrow. There, New game, Open and Save show their pictures alone (their
names stay in the tooltips), and the buttons whose words say more (Undo ball on B2) keep them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolBar, QToolButton


class ToolbarFit(QObject):
    """Keeps ``toolbar`` within its width by showing ``plain`` actions as pictures alone when needed;
    ``growing`` are actions whose words change (each change may need the room again)."""

    def __init__(self, toolbar: QToolBar, plain: Sequence[QAction], growing: Sequence[QAction] = ()) -> None:
        super().__init__(toolbar)
        self.toolbar = toolbar
        self.plain = tuple(plain)
        self._pending = False
        toolbar.installEventFilter(self)
        for action in growing:
            action.changed.connect(self._fit_soon)

    def _fit_soon(self) -> None:
        """Fit once the moves in hand are played: opening a 1,500-move game changed Undo's words 1,500 times,
        and measuring the toolbar each time was a fifth of the replay (QA)."""
        if not self._pending:
            self._pending = True
            QTimer.singleShot(0, self, self._fit_pending)

    def _fit_pending(self) -> None:
        self._pending = False
        self.fit()

    def _buttons(self) -> list[QToolButton]:
        found = (self.toolbar.widgetForAction(action) for action in self.plain)
        return [button for button in found if isinstance(button, QToolButton)]

    @property
    def compact(self) -> bool:
        """Whether the plain buttons show their pictures alone now."""
        return any(button.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonIconOnly for button in self._buttons())

    def fit(self) -> None:
        buttons = self._buttons()
        for button in buttons:
            button.setToolButtonStyle(self.toolbar.toolButtonStyle())
        if self.toolbar.sizeHint().width() > self.toolbar.width():
            for button in buttons:
                button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonIconOnly)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.toolbar and event.type() == QEvent.Type.Resize:
            self.fit()
        return False
