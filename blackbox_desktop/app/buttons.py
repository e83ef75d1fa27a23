"""The OK and Cancel buttons every options dialog ends with."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox


def ok_cancel(dialog: QDialog) -> QDialogButtonBox:
    """OK accepts ``dialog``, Cancel rejects it; the caller places the row."""
    buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    return buttons
