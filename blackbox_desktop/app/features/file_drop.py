"""A saved game dropped onto the window opens, as Game → Open opens it.

A file dragged from a file manager and let go over the window was refused without a word (QA): the
player expects it to open, as a double-click on it does.

Terms:

a file dropped
    One file of this computer let go anywhere over the window (the board, the trays, the panel).  It is
    opened by ``MainWindow.load_file``, as Open opens it: a game, match or duel comes on the board after
    the same question about an unfinished game it would replace, and anything else (a damaged file, a
    picture, a folder) is refused with Open's own message, the game on the board staying as it was.
copied, never moved
    The drop takes a copy of the file (or a link to it), never its move: a file manager told that its
    file was moved would delete it.
several files
    Let go at once: she is told to drop one game at a time, and none is opened.
a folder
    Refused in a sentence of its own: Open's ("could not be read: Is a directory") spoke the system's words, in
    English whatever her language (QA).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QMimeData, QObject, Qt, QTimer
from PySide6.QtGui import QDragMoveEvent, QDropEvent

from ...model.errors import readable

if TYPE_CHECKING:
    from ..window import MainWindow


def tr(text: str) -> str:
    return QCoreApplication.translate("FileDrop", text)


def dropped_files(data: QMimeData | None) -> list[Path]:
    """The files of this computer a drag carries (none when it carries text, a web link, or nothing)."""
    if data is None or not data.hasUrls():
        return []
    urls = data.urls()
    if not all(url.isLocalFile() for url in urls):
        return []
    return [Path(url.toLocalFile()) for url in urls]


def _take_a_copy(event: QDragMoveEvent | QDropEvent) -> bool:
    """Accept ``event`` as a copy (else a link) of its files; False when the drag offers neither."""
    for action in (Qt.DropAction.CopyAction, Qt.DropAction.LinkAction):
        if event.possibleActions() & action:
            event.setDropAction(action)
            event.accept()
            return True
    return False


class FileDrop(QObject):
    """Watches the window for files dragged over it and opens the one let go."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        window.setAcceptDrops(True)  # the panel, the menus and the bars leave their drags to the window
        window.installEventFilter(self)
        # The board's view takes drags itself (for the scene, which takes no file): a file over it is seen here
        # first, else the drag went on to the window only now and then, and the drop never came (QA).
        window.view.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind in (QEvent.Type.DragEnter, QEvent.Type.DragMove) and isinstance(event, QDragMoveEvent):
            return bool(dropped_files(event.mimeData())) and _take_a_copy(event)
        if kind == QEvent.Type.Drop and isinstance(event, QDropEvent):
            files = dropped_files(event.mimeData())
            if not files or not _take_a_copy(event):
                return False
            # Once the drop is over: the file manager is not kept waiting while a question or a message is open.
            QTimer.singleShot(0, self, lambda: self.open(files))
            return True
        return False

    def open(self, files: list[Path]) -> bool:
        """Open the one file dropped; several are refused with a sentence."""
        if len(files) != 1:
            self.window.error_box(
                tr("The game could not be opened"),
                tr("{count} files were dropped: drop one saved game at a time.").format(count=len(files)),
            )
            return False
        if os.path.isdir(files[0]):
            self.window.error_box(
                tr("The game could not be opened"),
                tr("{name} is a folder, not a saved game: drop the game's own file (.bbox).").format(
                    name=readable(files[0].name or str(files[0]))
                ),
            )
            return False
        return self.window.load_file(files[0])


def install(window: MainWindow) -> None:
    FileDrop(window)  # the window, its parent, keeps it (``window.findChild(FileDrop)``)
