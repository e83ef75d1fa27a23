"""The README's install section says what removing the package leaves behind: the folders it names must be
the ones the installed program writes, and it must say what is in them (QA: the score book, kept beside the
game in play, was not named, so deleting the folder "to forget the game in play" lost every score)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

WHERE = """
import sys
from PySide6.QtCore import QCoreApplication, QSettings
from blackbox_desktop.app import data_files, launch
from blackbox_desktop.app.features import score_book

QCoreApplication.setApplicationName(launch.APP_NAME)
QCoreApplication.setOrganizationName(launch.ORGANISATION)
app = QCoreApplication(sys.argv[:1])
print(QSettings().fileName())
print(data_files.autosave_path())
print(data_files.data_dir() / score_book.FILE_NAME)
"""


def install_section() -> str:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    section = re.search(r"^## Install as a desktop app.*?(?=^## )", readme, re.S | re.M)
    assert section, "the README has no install section"
    return " ".join(section[0].split())


def test_install_section_names_where_the_program_keeps_its_files(tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    environment = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith("XDG_") and key != "BLACKBOX_DESKTOP_DATA_DIR"
    }
    environment.update(HOME=str(home), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    result = subprocess.run(
        [sys.executable, "-c", WHERE], capture_output=True, text=True, env=environment, timeout=60, check=True
    )
    settings, autosave, scores = (Path(line) for line in result.stdout.split("\n")[:3])
    text = install_section()

    def folder_named(path: Path) -> str:
        """The README's ~/first/second/ for a file under HOME."""
        parts = path.relative_to(home).parts
        folder = f"~/{parts[0]}/{parts[1]}/"
        assert folder in text, f"the install section does not name {folder} (where {path.name} is kept)"
        return folder

    assert folder_named(settings) == "~/.config/BlackBoxDesktop/"
    data = folder_named(autosave)
    assert folder_named(scores) == data
    # What stays in the data folder is said in the same sentence: the game in play and the score book.
    sentence = next(part for part in text.split(". ") if data in part)
    assert "game in play" in sentence
    assert "score book" in sentence
