"""Where the program keeps its own files: the autosave and (for tests) the settings.

``BLACKBOX_DESKTOP_DATA_DIR`` moves both into one folder, so a test can
read, damage or delete them without touching the player's real files.
Without it the autosave lives in ``QStandardPaths.AppDataLocation`` and the
settings where ``QSettings`` puts them on this system.
"""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

from ..model.errors import readable
from .i18n import QT_TRANSLATE_NOOP

DATA_DIR_VARIABLE = "BLACKBOX_DESKTOP_DATA_DIR"
AUTOSAVE_NAME = "autosave.bbox"
LOCK_NAME = "autosave.lock"
SETTINGS_NAME = "settings.ini"


def data_dir() -> Path:
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location or Path.home() / ".blackbox-desktop")


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def autosave_lock_path() -> Path:
    """Held by the one running copy of the program that keeps the autosave (see ``features.autosave_lock``)."""
    return data_dir() / LOCK_NAME


def set_aside(path: Path) -> Path | None:
    """Move a damaged file out of the way (kept as ``NAME.damaged`` for a bug report, or ``NAME.damaged-2``
    and on when that is taken: a second damaged file must not replace the first, which may be all she has)."""
    target = path.with_name(path.name + ".damaged")
    number = 2
    while target.exists() and number < 1000:
        target, number = path.with_name(f"{path.name}.damaged-{number}"), number + 1
    try:
        os.replace(path, target)
    except OSError:
        with contextlib.suppress(OSError):
            path.unlink()
        return None
    return target


KEPT_ASIDE = QT_TRANSLATE_NOOP(
    "DataFiles",
    "Your settings could not be read: the file {name} is damaged. Black Box Desktop starts with its "
    "default settings; the damaged file was kept as {kept}.",
)
"""``{kept}``: the name it was kept under, ``NAME.damaged-2`` when a file damaged before holds ``NAME.damaged``
(QA: the message named the first file, not this one)."""
REMOVED = QT_TRANSLATE_NOOP(
    "DataFiles",
    "Your settings could not be read: the file {name} is damaged. Black Box Desktop starts with its "
    "default settings; the damaged file was removed.",
)
LEFT_IN_PLACE = QT_TRANSLATE_NOOP(
    "DataFiles",
    "Your settings could not be read: the file {name} is damaged, and its folder cannot be written, so it "
    "could be neither moved aside nor replaced. Black Box Desktop starts with its default settings, and "
    "says so at every start until the file is repaired or removed.",
)


@dataclass(frozen=True)
class SettingsDamage:
    """A damaged settings file met at start-up, and what became of it."""

    name: str
    """The file's name."""
    sentence: str
    """What is told, in English (``KEPT_ASIDE``, ``REMOVED`` or ``LEFT_IN_PLACE``)."""
    kept: str = ""
    """The name the damaged file was kept under (``KEPT_ASIDE``)."""

    def message(self) -> str:
        """The sentence for the player, in her language: asked for once the translators are installed (the
        settings are read before them, since they name her language)."""
        text = QCoreApplication.translate("DataFiles", self.sentence)
        return text.replace("{kept}", readable(self.kept)).replace("{name}", readable(self.name))


def peek_settings() -> QSettings | None:
    """The settings store as it stands, to read only; None when it is damaged.

    For the commands that run without the window (``print-notepad``, ``print-booklet``): a damaged file is
    left for the window to set aside and report.
    """
    settings = _settings_store()
    return None if _damaged(settings) else settings


def _damaged(settings: QSettings) -> bool:
    """Whether the settings file cannot be read.  Qt reads any bytes as an INI file: a file of zeros (a crash
    while it was written) or other junk gave no error and no key, and her choices were reset without a word
    (QA).  A file that holds text but not one setting is damaged too."""
    if settings.status() is not QSettings.Status.NoError:
        return True
    if settings.allKeys():
        return False
    try:
        data = Path(settings.fileName()).read_bytes()
    except OSError:
        return False  # no file yet: a first start
    return bool(data.strip())


def _settings_store() -> QSettings:
    """The settings file: in the data folder when one is given, else where Qt keeps the program's settings."""
    if os.environ.get(DATA_DIR_VARIABLE):
        return QSettings(str(data_dir() / SETTINGS_NAME), QSettings.Format.IniFormat)
    return QSettings()


def open_settings() -> tuple[QSettings, SettingsDamage | None]:
    """The settings store, and what to tell the player if the old one was damaged.

    A damaged file is set aside and an empty store opened in its place, so
    the program starts with its defaults instead of half-read values.
    """
    settings = _settings_store()
    if not _damaged(settings):
        return settings, None
    name = Path(settings.fileName())
    kept = set_aside(name)
    if kept is not None:
        sentence = KEPT_ASIDE
    elif not name.exists():
        sentence = REMOVED
    else:
        # A read-only folder: nothing was renamed, and the next start meets the same file (and says so again).
        sentence = LEFT_IN_PLACE
    settings = _settings_store()
    settings.clear()
    return settings, SettingsDamage(name.name, sentence, kept.name if kept is not None else "")
