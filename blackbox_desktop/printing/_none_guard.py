"""Keep ``None`` alive while PySide6 paints: a guard against a binding bug.

PySide6 6.12.0 on Python 3.11 returns ``None`` from C++ ``void`` functions
(``QPainter.save``, ``drawLine``, ``setPen``...) without taking a reference
to it, so every call lowers ``None``'s reference count by one.  A notepad
page makes some ten thousand such calls; after enough of them Python
deallocates ``None`` and aborts ("Fatal Python error: none_dealloc").
From Python 3.12 on ``None`` is immortal and nothing needs doing.

The guard holds a reserve of references before painting and, after each
page, gives back as many as the calls took, so the count never drains.
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Iterator
from contextlib import contextmanager

RESERVE = 200_000
"""References held while painting: far more than one page takes."""
SLACK = 64
"""Extra references per settlement, against small miscounts."""

_kept: list[None] = []
"""References to ``None`` given back for calls already made; never shrinks."""

NEEDED = sys.version_info < (3, 12)
if NEEDED:
    # The debt the calls ran up is permanent, so the list that repays it must
    # outlive even the interpreter's shutdown, when module globals are freed.
    ctypes.pythonapi.Py_IncRef(ctypes.py_object(_kept))


class NoneGuard:
    """Counts what painting took from ``None`` and puts it back (:func:`settle`)."""

    def __init__(self) -> None:
        self._base = sys.getrefcount(None)

    def settle(self) -> None:
        if not NEEDED:
            return
        lost = self._base - sys.getrefcount(None)
        if lost > 0:
            _kept.extend([None] * (lost + SLACK))
        self._base = sys.getrefcount(None)


@contextmanager
def none_guard() -> Iterator[NoneGuard]:
    """Use around painting; call ``settle()`` after each page as well."""
    reserve = [None] * RESERVE if NEEDED else []
    guard = NoneGuard()
    try:
        yield guard
    finally:
        guard.settle()
        del reserve
