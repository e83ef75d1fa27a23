"""Modal dialogs that leave nothing behind once answered."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog


def run_modal(dialog: QDialog) -> int:
    """``dialog.exec()``, then the dialog is deleted once control is back in the event loop (what the caller
    reads from it right after stays readable).

    A dialog whose parent is the window lived as long as the window: every New game box opened was kept,
    about 0.7 MB each (QA: a 60-game session grew by 50 MB).
    """
    result = dialog.exec()
    dialog.deleteLater()
    return result
