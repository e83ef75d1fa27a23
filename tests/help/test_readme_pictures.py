"""The README's pictures are all in docs/, each drawn again by ``scripts/make-docs-pictures.py`` and kept small;
docs/ holds no picture the README no longer shows (QA: the pictures had been retaken by hand, one at a time, and
most no longer showed today's window: the duel's panel title and its "5 a wrong atom", the hexagonal setter's copy
answering H where the sheet now prints A, the assistant's wider dock)."""

from __future__ import annotations

import re
import struct
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")
SCRIPT = (ROOT / "scripts" / "make-docs-pictures.py").read_text(encoding="utf-8")
SHOWN = re.findall(r"!\[[^\]]*\]\((docs/[^)]+\.png)\)", README)


def test_every_picture_the_readme_shows_is_there_and_drawn_by_the_script() -> None:
    assert len(SHOWN) >= 9
    drawn = set(re.findall(r'"([a-z-]+\.png)"', SCRIPT))
    for shown in SHOWN:
        assert (ROOT / shown).is_file(), shown
        assert Path(shown).name in drawn, f"{shown} is not drawn by scripts/make-docs-pictures.py"


def test_docs_holds_only_pictures_the_readme_shows() -> None:
    assert sorted(path.relative_to(ROOT).as_posix() for path in (ROOT / "docs").glob("*.png")) == sorted(SHOWN)


def test_the_pictures_are_small() -> None:
    for shown in SHOWN:
        data = (ROOT / shown).read_bytes()
        width, height = struct.unpack(">II", data[16:24])  # the PNG's header
        assert width <= 1400 and height <= 1200, shown
        # scripts/make-docs-pictures.py makes them about a third as large when pngquant and optipng are installed.
        assert len(data) < 250_000, f"{shown} is {len(data) // 1024} KiB"
