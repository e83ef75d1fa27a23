"""Game → Recent games: the saved games, matches and duels opened or saved last, a click away.

Terms:

the list
    Up to :data:`KEPT` files, the newest first, kept in the settings between runs.  A file joins it (or
    moves to its top) whenever a game is opened from it or saved to it, by the menu, a double-click or the
    command line; "Clear the list" empties it.
a file gone
    One moved or deleted since: choosing it says so and takes it off the list, and the game on the board
    stays.  Any other fault (a damaged file) is Open's own message, as the file is opened as Open opens it.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from ...model.errors import readable

if TYPE_CHECKING:
    from ..window import MainWindow

SETTING = "files/recent"
KEPT = 8
"""How many files the list holds."""


def tr(text: str) -> str:
    return QCoreApplication.translate("RecentFiles", text)


def recent_paths(store: QSettings) -> list[Path]:
    """The files on the list, newest first (a hand-edited setting keeps only what reads as file names)."""
    value = store.value(SETTING, [])
    names = [value] if isinstance(value, str) else value if isinstance(value, list) else []
    paths = [Path(name) for name in names if isinstance(name, str) and name.strip()]
    return list(dict.fromkeys(paths))[:KEPT]


LONGEST = 60
"""Characters of a file's name an entry shows; a longer one loses its middle (the tooltip has it whole)."""


def shown_name(name: str) -> str:
    """``name`` as an entry shows it: a tab (Qt's mark of a shortcut) as a space, a long name cut in the middle.

    >>> long = shown_name("a" * 40 + "z" * 30 + ".bbox")
    >>> shown_name("tab\there.bbox"), len(long), long.startswith("aaaa"), "…" in long, long.endswith("zz.bbox")
    ('tab here.bbox', 60, True, True, True)
    """
    name = name.replace("\t", " ")
    if len(name) <= LONGEST:
        return name
    keep = (LONGEST - 1) // 2
    return name[: keep + 4] + "…" + name[-(LONGEST - keep - 5) :]


def remember_path(store: QSettings, path: Path) -> None:
    """Put ``path`` at the top of the list."""
    # One file, one entry: "../files/a.bbox" and "/tmp/files/a.bbox" were two (QA); a link keeps its own name.
    path = Path(os.path.abspath(path))
    kept = [path, *(other for other in recent_paths(store) if other != path)][:KEPT]
    store.setValue(SETTING, [str(other) for other in kept])


def forget_path(store: QSettings, path: Path) -> None:
    store.setValue(SETTING, [str(other) for other in recent_paths(store) if other != path])


class RecentFiles:
    """The Open recent submenu, filled afresh each time it opens."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.store = window.settings.store
        self.menu = QMenu(tr("Recent &games"), window)  # each other letter is taken in the Game menu
        self.menu.setToolTipsVisible(True)
        window.game_menu.insertMenu(window.save_action, self.menu)
        self.menu.aboutToShow.connect(self.fill)
        window.filesChanged.connect(self.note_file)
        self.fill()

    def note_file(self) -> None:
        """A game was opened from or saved to a file (or let go of one): the file goes to the top."""
        path = self.window.file_path
        if path is not None:
            remember_path(self.store, path)
            self.fill()

    def fill(self) -> None:
        self.menu.clear()
        paths = recent_paths(self.store)
        for number, path in enumerate(paths, start=1):
            # "&1 round.bbox": the number is the entry's key; the folder is in its tooltip and the status bar.
            name = shown_name(readable(path.name)).replace("&", "&&")
            action = self.menu.addAction(f"&{number} {name}" if number < 10 else name)
            action.setToolTip(readable(path))
            action.setStatusTip(readable(path))
            action.triggered.connect(lambda _checked=False, path=path: self.open(path))
        if paths:
            self.menu.addSeparator()
        clear = QAction(tr("&Clear the list"), self.menu)  # a letter of its own: the files have 1 to 9
        clear.setEnabled(bool(paths))
        clear.triggered.connect(self.clear)
        self.menu.addAction(clear)
        self.menu.setEnabled(bool(paths))

    def open(self, path: Path) -> bool:
        """Open ``path`` as Open does; a file gone is said and taken off the list."""
        if not os.path.isfile(path):
            forget_path(self.store, path)
            self.fill()
            self.window.error_box(
                tr("The game could not be opened"),
                tr("{name} is no longer in {folder}; it is taken off the list.").format(
                    name=readable(path.name), folder=readable(path.parent)
                ),
            )
            return False
        return self.window.load_file(path)

    def clear(self) -> None:
        self.store.setValue(SETTING, [])
        self.fill()


def install(window: MainWindow) -> None:
    window.recent_files = RecentFiles(window)
