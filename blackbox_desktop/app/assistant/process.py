"""A process of its own for a slow count, so that it never holds the window's Python lock.

A thread that counts for seconds on a big board takes Python's lock from the
window thousands of times a second: a ray took 150 ms to show instead of 40
while the assistant counted (QA).  A :class:`CountingProcess` is one child
Python running :func:`serve`: it takes jobs one at a time (a module-level
function and its arguments, pickled), runs each with a ``cancel`` callable
that turns True as soon as another message arrives, and sends back the
result or the error.  So any message stops the job in hand: :meth:`interrupt`
(the job is stale), the next job, or the end of the pipe (the window closed,
or died: the child then ends by itself).

No Qt here: the child imports this module and the model, nothing else.
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import threading
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any

WAIT_STEP = 0.02
"""Seconds between two looks at whether the job waited for is still wanted."""
STOP_WAIT = 1.0
"""Seconds the child is given to end after its pipe is closed, before it is killed."""

NICENESS = 10
"""How much lower than the window's the counting process's processor priority is (Unix's ``nice``)."""

_INTERRUPT = "interrupt"


@dataclass(frozen=True)
class Call:
    """``function(*args, cancel=...)``: a model call that can run in the child (both picklable)."""

    function: Callable[..., Any]
    args: tuple[Any, ...] = ()

    def __call__(self, cancel: Callable[[], bool]) -> Any:
        return self.function(*self.args, cancel=cancel)


class ProcessGone(RuntimeError):
    """The counting process ended before it answered (killed, out of memory, or stopped by :meth:`stop`)."""


def serve(connection: Connection) -> None:
    """The child's loop: one job at a time until the pipe ends or says ``None``."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl+C in the terminal is for the window, which stops us
    if hasattr(os, "nice"):
        # The window first: on a busy machine a count that took the processor from it slowed it as the lock did.
        with contextlib.suppress(OSError):
            os.nice(NICENESS)

    def cancel() -> bool:
        return connection.poll()  # another message: this job is stale (or the window is gone)

    while True:
        try:
            message = connection.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        if message == _INTERRUPT:
            continue  # it came after the job it meant to stop had ended
        serial, call = message
        try:
            reply: tuple[int, bool, Any] = (serial, True, call(cancel))
        except BaseException as error:  # handed to the window, which decides
            reply = (serial, False, error)
        try:
            connection.send(reply)
        except (EOFError, OSError):
            return
        except Exception as error:  # a result or error that does not pickle
            connection.send((serial, False, RuntimeError(f"{type(error).__name__}: {error}")))


class CountingProcess:
    """The window's end of one child: :meth:`run` blocks the calling (job) thread, never the window."""

    def __init__(self) -> None:
        context = multiprocessing.get_context("spawn")  # no fork of a process that runs Qt's threads
        self._connection, child_end = context.Pipe()
        self._process = context.Process(target=serve, args=(child_end,), name="blackbox-count", daemon=True)
        self._process.start()
        child_end.close()
        self._send_lock = threading.Lock()
        self._job_lock = threading.Lock()
        self._serial = 0
        self._stopped = False

    @property
    def pid(self) -> int | None:
        return self._process.pid

    @property
    def alive(self) -> bool:
        return not self._stopped and self._process.is_alive()

    def run(self, call: Call, stale: Callable[[], bool]) -> Any:
        """Run ``call`` in the child and return its result (or raise its error); ``stale`` stops it."""
        with self._job_lock:
            self._serial += 1
            serial = self._serial
            self._send((serial, call))
            interrupted = False
            while True:
                try:
                    ready = self._connection.poll(WAIT_STEP)
                    reply = self._connection.recv() if ready else None
                except (EOFError, OSError, ValueError) as error:  # ValueError: closed by stop()
                    raise ProcessGone("the counting process has ended") from error
                if reply is not None:
                    answered, ok, value = reply
                    if answered != serial:
                        continue
                    if ok:
                        return value
                    raise value
                if not self.alive:
                    raise ProcessGone("the counting process has ended")
                if stale() and not interrupted:
                    self.interrupt()
                    interrupted = True

    def interrupt(self) -> None:
        """Stop the job in hand at its next look at ``cancel`` (a message while idle is ignored)."""
        with contextlib.suppress(OSError, ValueError):
            self._send(_INTERRUPT)

    def stop(self) -> None:
        """End the child now and wait for it (it stops within a second, killed if need be)."""
        if self._stopped:
            return
        self._stopped = True
        with contextlib.suppress(OSError, ValueError):
            self._send(None)
        self._process.join(STOP_WAIT)
        if self._process.is_alive():
            self._process.kill()
            self._process.join(STOP_WAIT)
        # The pipe is left to close with this object: a job thread may still be looking at it.
        with contextlib.suppress(ValueError):
            self._process.close()

    def _send(self, message: object) -> None:
        with self._send_lock:
            self._connection.send(message)
