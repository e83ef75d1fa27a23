"""Which pages a print job draws, and in what order: what the player asked of Qt's print dialog.

Qt hands the choices to the program and leaves them to it: a range of pages ("from 2 to 3"), the
last page first, and copies where the printer cannot make them itself (printing to a file).  A CUPS
printer's own "Pages" field is not among them: CUPS picks those pages out of the whole job itself.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QPagedPaintDevice
from PySide6.QtPrintSupport import QPrinter

from ..model.errors import BlackBoxError


class NoPageChosen(BlackBoxError):
    """The range asked of the print dialog holds none of the document's pages.

    Its sentence is already in the player's language (the window shows it as it is).
    """


def pages_to_draw(device: QPagedPaintDevice, count: int) -> list[int]:
    """The page numbers (1 to ``count``) to draw on ``device``, in the order they are drawn.

    A PDF writer, or a printer asked for nothing but all pages, gets every page once, in order. A range
    that holds none of the pages raises :class:`NoPageChosen`: draw nothing at all then.
    """
    pages = list(range(1, count + 1))
    if not isinstance(device, QPrinter):
        return pages
    ranges = device.pageRanges()
    if device.printRange() == QPrinter.PrintRange.PageRange and not ranges.isEmpty():
        pages = [number for number in pages if ranges.contains(number)]
        if not pages:  # a sheet of paper with nothing on it, or (the booklet) every page, were printed
            text = QCoreApplication.translate(
                "Printing",
                "The pages asked for ({pages}) are past the end of this document, which ends at page "
                "{last}. Nothing was printed.",
            )
            raise NoPageChosen(text.replace("{pages}", ranges.toString()).replace("{last}", str(count)))
    if device.pageOrder() == QPrinter.PageOrder.LastPageFirst:
        pages.reverse()
    copies = 1 if device.supportsMultipleCopies() else max(1, device.copyCount())
    if device.collateCopies():
        return pages * copies
    return [number for number in pages for _ in range(copies)]
