"""The boxes that ask where to open or save a file, starting where her files are.

They start in the folder of the last file she opened or saved through them,
else in her Documents folder, else at home: never in the program's working
folder (started from a terminal in a source checkout, Save offered to write
the game among the program's own files).

A name given without the ending of the file to write (``game`` for a
``.bbox``) gets it here, and a file of the full name already there is
replaced only if she says so: the box asked only about the name typed, and
``game.bbox`` was overwritten without a word (QA).
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from .. import message_boxes
from ..model.errors import readable
from .as_typed import literal

FOLDER_KEY = "files/folder"
"""The folder of the last file opened or saved through these boxes."""


def starting_folder(store: QSettings | None) -> Path:
    """The last folder used, if it is still there; else Documents; else home."""
    if store is not None:
        kept = store.value(FOLDER_KEY, "")
        if isinstance(kept, str) and kept and os.path.isdir(kept):
            return Path(kept)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    if documents and os.path.isdir(documents):
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


def free_name(folder: Path, suggested: str) -> str:
    """``suggested``, or the first of "game 2.bbox", "game 3.bbox"… that no file in ``folder`` has taken: the
    box offered the last game's name again after New game, one Enter from replacing it (QA)."""
    stem, ending = Path(suggested).stem, Path(suggested).suffix
    name, number = suggested, 1
    while os.path.exists(folder / name) and number < 1000:
        number += 1
        name = f"{stem} {number}{ending}"
    return name


def ask_save(
    parent: QWidget, store: QSettings | None, title: str, suggested: str, filters: str, folder: Path | None = None
) -> str:
    """Where to save, the ``suggested`` name (or the next free one, :func:`free_name`) offered in ``folder``,
    else the starting folder; "" when she cancels.

    The name ends as ``suggested`` does (``.bbox``, ``.pdf``; in any case); a file that ending makes a name of
    is replaced only if she agrees, else the box comes back to choose another.
    """
    ending = Path(suggested).suffix
    where = folder if folder is not None and os.path.isdir(folder) else starting_folder(store)
    offered = str(where / free_name(where, suggested))
    while True:
        name, _filter = QFileDialog.getSaveFileName(parent, title, offered, filters)
        _remember(store, name)
        if not name or not ending or name.lower().endswith(ending.lower()):
            return name
        name += ending
        if not os.path.exists(name) or may_replace(parent, title, Path(name)):
            return name
        offered = name


def may_replace(parent: QWidget, title: str, path: Path) -> bool:
    """Whether she agrees to replace ``path``, which the box did not ask about (she typed its name without the
    ending); No is the default."""
    buttons = QMessageBox.StandardButton
    text = QCoreApplication.translate("FileBoxes", "{name} already exists in {folder}. Replace it?")
    said = text.format(name=readable(path.name), folder=readable(path.parent))
    answer = message_boxes.ask(parent, title, literal(said), buttons.Yes | buttons.No, buttons.No)
    return answer == buttons.Yes
