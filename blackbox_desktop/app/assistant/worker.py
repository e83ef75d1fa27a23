"""Run slow model calls off the GUI thread; only the latest job's result comes back.

The model is pure Python, so a plain daemon thread is enough: the result
crosses back to the GUI thread as a queued Qt signal.  Each :class:`JobRunner`
keeps one generation number; starting a job (or :meth:`JobRunner.cancel`)
makes every older job stale, its ``cancel`` callable answers True (the
deduction engine then raises ``Cancelled``) and its result is dropped.
"""

from __future__ import annotations

import contextlib
import sys
import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

SWITCH_WHILE_THINKING = 0.0005
"""Seconds a thread may hold Python's lock while a job thinks (Python's own is 0.005).

The jobs are pure Python: with the default, each Qt call of the window waited up to 5 ms for the lock,
and on a big board a ray took 0.76 s instead of 12 ms, twenty balls 11 s, while the assistant counted.
"""

_running = 0
_running_lock = threading.Lock()
_switch_before = sys.getswitchinterval()


def _thinking(step: int) -> None:
    """One job thread more (+1) or fewer (-1): the lock changes hands often while any is running."""
    global _running, _switch_before
    with _running_lock:
        if _running == 0 and step > 0:
            _switch_before = sys.getswitchinterval()
            sys.setswitchinterval(min(_switch_before, SWITCH_WHILE_THINKING))
        _running += step
        if _running == 0:
            sys.setswitchinterval(_switch_before)


class JobRunner(QObject):
    """Runs one job at a time that matters; ``busyChanged`` says when one is running."""

    busyChanged = Signal(bool)
    _finished = Signal(int, object, object)
    """(generation, result, error): emitted from the worker thread, received queued."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._generation = 0
        self._busy = False
        self._handlers: dict[int, tuple[Callable[[Any], None], Callable[[BaseException], None] | None]] = {}
        self._finished.connect(self._deliver)

    @property
    def busy(self) -> bool:
        return self._busy

    def start(
        self,
        job: Callable[[Callable[[], bool]], Any],
        done: Callable[[Any], None],
        failed: Callable[[BaseException], None] | None = None,
    ) -> int:
        """Run ``job(cancel)`` on a thread; call ``done(result)`` on the GUI thread if still current."""
        self._generation += 1
        generation = self._generation
        self._handlers = {generation: (done, failed)}
        self._set_busy(True)

        def cancel() -> bool:
            return self._generation != generation

        def run() -> None:
            result: Any = None
            error: BaseException | None = None
            _thinking(+1)
            try:
                result = job(cancel)
            except BaseException as caught:  # handed to the GUI thread, which decides
                error = caught
            finally:
                _thinking(-1)
            with contextlib.suppress(RuntimeError):  # the window is gone
                self._finished.emit(generation, result, error)

        threading.Thread(target=run, name=f"blackbox-job-{generation}", daemon=True).start()
        return generation

    def cancel(self) -> None:
        """Drop the running job's result (the job itself stops at its next cancel check)."""
        self._generation += 1
        self._handlers = {}
        self._set_busy(False)

    def _deliver(self, generation: int, result: object, error: object) -> None:
        handlers = self._handlers.pop(generation, None)
        if handlers is None or generation != self._generation:
            return
        self._set_busy(False)
        done, failed = handlers
        if error is None:
            done(result)
        elif failed is not None and isinstance(error, BaseException):
            failed(error)

    def _set_busy(self, busy: bool) -> None:
        if busy != self._busy:
            self._busy = busy
            self.busyChanged.emit(busy)
