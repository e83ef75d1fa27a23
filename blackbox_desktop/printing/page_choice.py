"""Which pages a print job draws, and in what order: what the player asked of Qt's print dialog.

Qt hands the choices to the program and leaves them to it: a range of pages ("from 2 to 3"), the
last page first, and copies where the printer cannot make them itself (printing to a file).  A CUPS
printer's own "Pages" field is not among them: CUPS picks those pages out of the whole job itself.
"""

from __future__ import annotations

from PySide6.QtGui import QPagedPaintDevice
from PySide6.QtPrintSupport import QPrinter


def pages_to_draw(device: QPagedPaintDevice, count: int) -> list[int]:
    """The page numbers (1 to ``count``) to draw on ``device``, in the order they are drawn.

    A PDF writer, or a printer asked for nothing but all pages, gets every page once, in order.
    """
    pages = list(range(1, count + 1))
    if not isinstance(device, QPrinter):
        return pages
    ranges = device.pageRanges()
    if device.printRange() == QPrinter.PrintRange.PageRange and not ranges.isEmpty():
        pages = [number for number in pages if ranges.contains(number)]
    if device.pageOrder() == QPrinter.PageOrder.LastPageFirst:
        pages.reverse()
    copies = 1 if device.supportsMultipleCopies() else max(1, device.copyCount())
    if device.collateCopies():
        return pages * copies
    return [number for number in pages for _ in range(copies)]
