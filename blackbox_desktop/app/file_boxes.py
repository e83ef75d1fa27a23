"""The boxes that ask where to open or save a file, starting where her files are.

They start in the folder of the last file she opened or saved through them,
else in her Documents folder, else at home: never in the program's working
folder (started from a terminal in a source checkout, Save offered to write
the game among the program's own files).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget

FOLDER_KEY = "files/folder"
"""The folder of the last file opened or saved through these boxes."""


def starting_folder(store: QSettings | None) -> Path:
    """The last folder used, if it is still there; else Documents; else home."""
    if store is not None:
        kept = store.value(FOLDER_KEY, "")
        if isinstance(kept, str) and kept and Path(kept).is_dir():
            return Path(kept)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and Path(documents).is_dir():
        return Path(documents)
    return Path.home()


def _remember(store: QSettings | None, chosen: str) -> None:
    if store is not None and chosen:
        store.setValue(FOLDER_KEY, str(Path(chosen).parent))


def ask_open(parent: QWidget, store: QSettings | None, title: str, filters: str) -> str:
    """A file to open, or "" when she cancels."""
    name, _filter = QFileDialog.getOpenFileName(parent, title, str(starting_folder(store)), filters)
    _remember(store, name)
    return name


def ask_save(parent: QWidget, store: QSettings | None, title: str, suggested: str, filters: str) -> str:
    """Where to save, the ``suggested`` name offered in the starting folder; "" when she cancels."""
    name, _filter = QFileDialog.getSaveFileName(parent, title, str(starting_folder(store) / suggested), filters)
    _remember(store, name)
    return name
