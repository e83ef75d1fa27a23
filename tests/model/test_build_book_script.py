"""``scripts/build-opening-book.py`` refuses arguments no book can be worked out from, before it writes anything.

QA: an impossible depth, first port or atom count built an empty book without a word (status 0), which without
--out went over the shipped book; a mistyped --out folder was created (as root, even ``/nonexistent``)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "build-opening-book.py"


def _build(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=120)


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (("foo", "4"), "'foo' is not a board; write it like ortho-8x8 or hex-5."),
        (("ortho-4x4", "0"), "A game on the 4×4 board has 1 to 15 atoms, not 0."),
        (("ortho-4x4", "2", "--depth", "0"), "--depth is the number of rays the book covers, 1 or more, not 0."),
        (("ortho-4x4", "2", "--first", "17"), "--first 17: the 4×4 board has ports 1 to 16."),
        (("ortho-4x4", "2", "--candidates", "0"), "--candidates is a number of ports, 1 or more, not 0."),
    ],
)
def test_an_impossible_book_is_refused_in_a_sentence(tmp_path: Path, args: tuple[str, ...], said: str) -> None:
    out = tmp_path / "book.json"
    done = _build(*args, "--out", str(out))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.strip().endswith(f"error: {said}")
    assert not out.exists()


def test_a_mistyped_out_folder_is_refused_not_made(tmp_path: Path) -> None:
    missing = tmp_path / "no-such-folder"
    done = _build("ortho-4x4", "2", "--depth", "1", "--out", str(missing / "book.json"))
    assert done.returncode == 2 and "does not exist" in done.stderr
    assert not missing.exists()
    done = _build("ortho-4x4", "2", "--depth", "1", "--out", str(tmp_path))
    assert done.returncode == 2 and "is a folder" in done.stderr
