"""A file whose name is not UTF-8 (bytes a file manager shows as "�") is named readably in every message.

Python keeps each such byte as a lone surrogate: written out, it came as ``\\udcff`` in the terminal and in quoted
names (QA: ``python3 -c "open(b'/tmp/x/\\xff\\xfe.bbox','w').write('junk')"``, then opened).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.errors import SaveFileError
from blackbox_desktop.model.storage import read_text

ROOT = Path(__file__).resolve().parents[2]
SHOWN = "\N{REPLACEMENT CHARACTER}" * 2 + ".bbox"
"""``\\xff\\xfe.bbox`` as a message names it."""


def _junk_named(folder: Path, text: str | None = "junk") -> Path:
    """A file ``\\xff\\xfe.bbox`` in ``folder`` holding ``text`` (None: no file of that name)."""
    raw = os.fsencode(folder) + b"/\xff\xfe.bbox"
    if text is not None:
        try:
            with open(raw, "w", encoding="utf-8") as stream:
                stream.write(text)
        except OSError:
            pytest.skip("this file system takes no name that is not UTF-8")
    return Path(os.fsdecode(raw))


def _readable(text: str) -> bool:
    return not any("\ud800" <= char <= "\udfff" for char in text) and "\\udc" not in text


def test_the_model_names_such_a_file_readably(tmp_path: Path) -> None:
    path = _junk_named(tmp_path, None)
    with pytest.raises(SaveFileError) as raised:
        read_text(path)
    assert str(raised.value).startswith(f"Cannot open {SHOWN}:") and _readable(str(raised.value))


@pytest.mark.parametrize("there", [True, False], ids=["not-a-game", "gone"])
def test_the_window_names_such_a_file_readably(window: MainWindow, tmp_path: Path, there: bool) -> None:
    path = _junk_named(tmp_path, "junk" if there else None)
    assert not window.load_file(path)
    said = window.errors[-1]  # type: ignore[attr-defined]
    assert said.startswith(f"{SHOWN} could not be "), said
    assert _readable(said), said


def _run(arguments: list[str | bytes], tmp_path: Path) -> subprocess.CompletedProcess[bytes]:
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        BLACKBOX_DESKTOP_DATA_DIR=str(tmp_path / "data"),
        PYTHONPATH=str(ROOT),
    )
    return subprocess.run(
        [sys.executable, "-m", "blackbox_desktop", *arguments],
        cwd=ROOT,
        env=env,
        capture_output=True,
        timeout=120,
        check=False,
    )


def test_the_command_line_names_such_a_file_readably(tmp_path: Path) -> None:
    path = os.fsencode(_junk_named(tmp_path))
    printed = _run(["print-notepad", "--game", path, "--out", str(tmp_path / "n.pdf")], tmp_path)
    opened = _run([path, "--screenshot", str(tmp_path / "o.png")], tmp_path)
    for result in (printed, opened):
        said = result.stderr.decode("utf-8")  # each byte that is not UTF-8 was written as "\udcff"
        assert result.returncode == 2 and SHOWN in said, said
        assert _readable(said), said
