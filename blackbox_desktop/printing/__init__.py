"""Printed accessories: the notepad diagram sheet (and, later, solitaire booklets).

Printing is a renderer of its own, drawing in millimetres with ``QPainter``
on a PDF writer or a printer; it is never a grab of the screen.  It imports
the model, never the window (``app``).

Importing this package loads no Qt: the layout is pure Python, and the
modules that draw (``canvas``, ``diagram``, ``notepad``, ``booklet``, ``print_dialog``...) import
PySide6 themselves.
"""

from .layout import NotepadOptions, NotepadOptionsError, plan_sheet

__all__ = ["NotepadOptions", "NotepadOptionsError", "plan_sheet"]
