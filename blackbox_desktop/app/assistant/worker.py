"""Run slow model calls off the GUI thread; only the latest job's result comes back.

The model is pure Python, so a plain daemon thread is enough: the result
crosses back to the GUI thread as a queued Qt signal.  Each :class:`JobRunner`
keeps one generation number; starting a job (or :meth:`JobRunner.cancel`)
makes every older job stale, its ``cancel`` callable answers True (the
deduction engine then raises ``Cancelled``) and its result is dropped.

A job given as a :class:`~.process.Call` may move to a process of its own:
begun on the thread, once the runner has been busy :data:`HAND_OVER_SECONDS`
(this job, or jobs each replacing the last as rays come in) it goes on in the
runner's :class:`~.process.CountingProcess` (started then, kept for the
runner's next jobs, which go there at once).  A quick count on the 8×8 board
is answered as soon as before; a long one on a big board no longer slows the
window.  :meth:`JobRunner.shutdown` ends the process.
"""

from __future__ import annotations

import contextlib
import sys
import threading
import time
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Signal

from ...model.deduction_search import Cancelled
from .process import Call, CountingProcess, ProcessGone

HAND_OVER_SECONDS = 0.2
"""A :class:`Call` goes on in a process once its runner has been busy this long without a break.

Not the job's own time: on hex-9 each ray's count was replaced by the next ray's before it had thought that
long, and all of them competed for the window's lock on the thread."""

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


class _HandOver(Exception):
    """Raised through the model by the thread's ``cancel``: this job is long, the process takes it."""


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
        self._process: CountingProcess | None = None
        self._process_lock = threading.Lock()
        self._no_process = False
        """A process could not be started (or the runner is shut down): jobs stay on the thread."""
        self._busy_since = time.monotonic()

    @property
    def busy(self) -> bool:
        return self._busy

    @property
    def process_id(self) -> int | None:
        """The id of the runner's counting process while it runs (None: none started, or it has ended)."""
        process = self._process
        return process.pid if process is not None and process.alive else None

    def start(
        self,
        job: Callable[[Callable[[], bool]], Any] | Call,
        done: Callable[[Any], None],
        failed: Callable[[BaseException], None] | None = None,
    ) -> int:
        """Run ``job(cancel)`` on a thread (a :class:`Call` maybe in the process); call ``done(result)`` on
        the GUI thread if still current."""
        self._interrupt()
        self._generation += 1
        generation = self._generation
        self._handlers = {generation: (done, failed)}
        self._set_busy(True)

        def cancel() -> bool:
            return self._generation != generation

        def run() -> None:
            result: Any = None
            error: BaseException | None = None
            try:
                result = self._think(job, cancel) if isinstance(job, Call) else self._on_thread(job, cancel)
            except BaseException as caught:  # handed to the GUI thread, which decides
                error = caught
            with contextlib.suppress(RuntimeError):  # the window is gone
                self._finished.emit(generation, result, error)

        threading.Thread(target=run, name=f"blackbox-job-{generation}", daemon=True).start()
        return generation

    def cancel(self) -> None:
        """Drop the running job's result (the job itself stops at its next cancel check)."""
        self._interrupt()
        self._generation += 1
        self._handlers = {}
        self._set_busy(False)

    def shutdown(self) -> None:
        """Drop the running job and end the process, if any (the window is closing): none is left behind."""
        self.cancel()
        with self._process_lock:
            process, self._process = self._process, None
            self._no_process = True
        if process is not None:
            process.stop()

    def _on_thread(self, job: Callable[[Callable[[], bool]], Any], cancel: Callable[[], bool]) -> Any:
        _thinking(+1)
        try:
            return job(cancel)
        finally:
            _thinking(-1)

    def _think(self, call: Call, cancel: Callable[[], bool]) -> Any:
        """Run ``call`` where it slows the window least (on the job's thread)."""
        process = self._process
        if process is None or not process.alive:
            handed_at = self._busy_since + HAND_OVER_SECONDS

            def cancel_or_hand_over() -> bool:
                if cancel():
                    return True
                if time.monotonic() > handed_at and not self._no_process:
                    raise _HandOver
                return False

            try:
                return self._on_thread(call, cancel_or_hand_over)
            except _HandOver:
                pass
            process = self._started_process()
            if process is None:
                return self._on_thread(call, cancel)  # no process to be had: on the thread, as before
        if cancel():
            raise Cancelled
        try:
            return process.run(call, cancel)
        except ProcessGone:
            if cancel():
                raise Cancelled from None
            with self._process_lock:
                if self._process is process:
                    self._process = None  # killed from outside: the next long job starts another
            return self._on_thread(call, cancel)  # this one is not lost

    def _started_process(self) -> CountingProcess | None:
        with self._process_lock:
            if self._no_process:
                return None
            if self._process is None or not self._process.alive:
                try:
                    self._process = CountingProcess()
                except (OSError, RuntimeError, ValueError):
                    self._no_process = True  # e.g. no way to start Python here: the thread it is
                    return None
            return self._process

    def _interrupt(self) -> None:
        """The job in hand is stale: if it runs in the process, stop it there now, not at the next look."""
        process = self._process
        if process is not None and self._busy:
            process.interrupt()

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
            if busy:
                self._busy_since = time.monotonic()
            self._busy = busy
            self.busyChanged.emit(busy)
