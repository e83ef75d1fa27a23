"""Work around a PySide6 6.12 reference-count bug.

Every time Qt calls a Python ``QGraphicsItem.paint`` override with no
widget (``QGraphicsScene.render``, item caches, ``QWidget.grab``), PySide
drops a reference to ``None`` it never took.  After a few thousand paints
``None`` is "deallocated" and the interpreter aborts with
``Fatal Python error: none_dealloc``.  Python 3.12 made ``None`` immortal, so
the bug is harmless there; on older Pythons we give ``None`` enough extra
references to outlive any session.  Remove when PySide6 is fixed.
"""

from __future__ import annotations

import ctypes
import sys

_done = False


def keep_none_alive() -> None:
    global _done
    if _done or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return
    # ob_refcnt is the first field of every CPython object.
    ctypes.c_ssize_t.from_address(id(None)).value += 1 << 40
    _done = True
