"""Dialogs sized to the screen they open on: the size they want, or what a small screen has room for.

A fixed size hid the buttons of the atoms-hiding dialog below the edge of a
1024×600 screen, and Qt's own print preview opened so narrow there that its
Print button went into the toolbar's overflow menu.
"""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

FRAME = (40, 60)
"""Room left for the window frame and the desktop's own bars, across and down."""


def resize_to_screen(dialog: QWidget, width: int, height: int, parent: QWidget | None = None) -> None:
    """``width`` × ``height``, or less where the screen of ``parent`` (else the dialog's) is smaller."""
    screen = (parent if parent is not None else dialog).screen() or QGuiApplication.primaryScreen()
    room = screen.availableGeometry() if screen is not None else None
    if room is None or room.isEmpty():
        dialog.resize(width, height)
        return
    dialog.resize(min(width, room.width() - FRAME[0]), min(height, room.height() - FRAME[1]))
