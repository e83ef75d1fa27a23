"""Jobs for the counting process's tests: Qt-free, importable by the child that runs them."""

from __future__ import annotations

import os
import time
from collections.abc import Callable

from blackbox_desktop.model.deduction import Cancelled


def where(*, cancel: Callable[[], bool]) -> int:
    """The id of the process that ran the job, at once."""
    return os.getpid()


def until_cancelled(*, cancel: Callable[[], bool]) -> int:
    """Thinks (looking at ``cancel`` as the model does) until told to stop; then the process's id."""
    while not cancel():
        time.sleep(0.002)
    raise Cancelled


def long_then_where(seconds: float, *, cancel: Callable[[], bool]) -> int:
    """Thinks ``seconds`` (looking at ``cancel``), then says where it ran."""
    until = time.monotonic() + seconds
    while time.monotonic() < until:
        if cancel():
            raise Cancelled
        time.sleep(0.002)
    return os.getpid()


def fails(*, cancel: Callable[[], bool]) -> int:
    cancel()
    raise ValueError("no such ray")
