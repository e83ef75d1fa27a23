"""Where the program keeps its own files: the autosave and (for tests) the settings.

``BLACKBOX_DESKTOP_DATA_DIR`` moves both into one folder, so a test can
read, damage or delete them without touching the player's real files.
Without it the autosave lives in ``QStandardPaths.AppDataLocation`` and the
settings where ``QSettings`` puts them on this system.
"""

from __future__ import annotations

import contextlib
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

DATA_DIR_VARIABLE = "BLACKBOX_DESKTOP_DATA_DIR"
AUTOSAVE_NAME = "autosave.bbox"
SETTINGS_NAME = "settings.ini"


def data_dir() -> Path:
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".blackbox-desktop")


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def set_aside(path: Path) -> Path | None:
    """Move a damaged file out of the way (kept as ``NAME.damaged`` for a bug report)."""
    target = path.with_name(path.name + ".damaged")
    try:
        os.replace(path, target)
    except OSError:
        with contextlib.suppress(OSError):
            path.unlink()
        return None
    return target


def open_settings() -> tuple[QSettings, str | None]:
    """The settings store, and a sentence for the player if the old one was damaged.

    A damaged file is set aside and an empty store opened in its place, so
    the program starts with its defaults instead of half-read values.
    """
    if os.environ.get(DATA_DIR_VARIABLE):
        path = data_dir() / SETTINGS_NAME

        def make() -> QSettings:
            return QSettings(str(path), QSettings.Format.IniFormat)
    else:
        def make() -> QSettings:
            return QSettings()

    settings = make()
    if settings.status() is QSettings.Status.NoError:
        return settings, None
    name = Path(settings.fileName())
    set_aside(name)
    settings = make()
    settings.clear()
    return settings, QCoreApplication.translate(
        "DataFiles",
        "Your settings could not be read: the file {name} is damaged. Black Box Desktop starts with its "
        "default settings; the damaged file was kept as {name}.damaged.",
    ).replace("{name}", name.name)
