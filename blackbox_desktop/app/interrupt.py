"""Ctrl+C in the terminal that started the window ends the program, and loses nothing.

Python only runs its signal handlers between its own steps, and a window waiting for a click runs none:
Ctrl+C was ignored until the next click, then ended in a traceback.  Here the signal wakes Qt through a
socket (``signal.set_wakeup_fd``), and the handler closes every window.

The game in play is not asked about, as a crash would not ask: the autosave, written after every move,
stays and is offered at the next start.  A window that shares the autosave with another copy of the
program keeps nothing, so it asks to save its game as its close button would.  A second Ctrl+C ends the
program at once.

Terms
    interrupted status  130, what a shell reports for a program ended by Ctrl+C (128 + SIGINT)
"""

from __future__ import annotations

import signal
import socket
import threading
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSocketNotifier
from PySide6.QtWidgets import QApplication

if TYPE_CHECKING:
    from types import FrameType

    from .window import MainWindow

INTERRUPTED_STATUS = 128 + signal.SIGINT


class InterruptWatch(QObject):
    """Turns SIGINT into closing every window; ``interrupted`` tells the exit status to give."""

    def __init__(self, app: QApplication, window: MainWindow) -> None:
        super().__init__(window)
        self.app = app
        self.window = window
        self.interrupted = False
        self._reader, self._writer = socket.socketpair()
        for end in (self._reader, self._writer):
            end.setblocking(False)
        signal.set_wakeup_fd(self._writer.fileno())
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        # Running this slot is running Python: the handler below runs with it.
        self._notifier.activated.connect(self._drain)
        signal.signal(signal.SIGINT, self._on_interrupt)

    def _drain(self) -> None:
        try:
            while self._reader.recv(64):
                pass
        except OSError:
            pass  # nothing more to read

    def _on_interrupt(self, _signum: int, _frame: FrameType | None) -> None:
        signal.signal(signal.SIGINT, signal.SIG_DFL)  # a second Ctrl+C ends the program at once
        self.interrupted = True
        autosave = self.window.autosave
        if autosave is not None and not autosave.shared:
            autosave.suspended = True  # no question: the autosave stays, to be offered at the next start
        self.app.closeAllWindows()
        if not self.window.isVisible():
            self.app.exit(INTERRUPTED_STATUS)


def end_quietly_on_interrupt() -> None:
    """Until the window is up, Ctrl+C ends the program at once, without Python's traceback: no game is in
    play yet, and a kept one stays kept."""
    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGINT, signal.SIG_DFL)


def end_on_interrupt(app: QApplication, window: MainWindow) -> InterruptWatch | None:
    """Watch for Ctrl+C while ``window`` is open (only the main thread may handle signals)."""
    if threading.current_thread() is not threading.main_thread():
        return None
    return InterruptWatch(app, window)
