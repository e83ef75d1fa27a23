"""The papers a sheet or booklet is written on, as Qt knows them.

The names (``a4``, ``letter``, ``legal``, ``a5``, ``a3``) are those of :data:`.layout.PAPERS`, the same on the
command line, in the window's dialogs and in the settings; a PDF gets the page size of its paper, so that a
printer's driver sees a paper it knows.
"""

from __future__ import annotations

from PySide6.QtGui import QPageSize

_SIZES = {
    "a4": QPageSize.PageSizeId.A4,
    "letter": QPageSize.PageSizeId.Letter,
    "legal": QPageSize.PageSizeId.Legal,
    "a5": QPageSize.PageSizeId.A5,
    "a3": QPageSize.PageSizeId.A3,
}


def page_size(paper: str) -> QPageSize:
    """Qt's page size of ``paper`` (one of :data:`.layout.PAPERS`).

    >>> page_size("legal").id() == QPageSize.PageSizeId.Legal
    True
    """
    return QPageSize(_SIZES[paper])
