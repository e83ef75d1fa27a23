"""The manual page's FILES section says what the data folder holds: the score book is kept there beside the
game in play (QA: it named only the game in play, so someone deleting the folder "to forget the game in play"
lost every score, as the README's install section already warns)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def files_section() -> str:
    page = (ROOT / "packaging" / "blackbox-desktop.6").read_text(encoding="utf-8")
    section = re.search(r"^\.SH FILES\n(.*?)(?=^\.SH )", page, re.S | re.M)
    assert section, "the manual page has no FILES section"
    return " ".join(section[1].split())


def test_files_section_names_what_the_data_folder_keeps() -> None:
    entry = files_section().split("~/.local/share/BlackBoxDesktop/", 1)[1]
    assert "game in play" in entry
    assert "score book" in entry
