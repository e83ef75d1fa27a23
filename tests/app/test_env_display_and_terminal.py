"""Started where there is no screen, or from a terminal that cannot show every letter (real subprocesses)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]
NO_SUCH_DISPLAY = ":987"


def _env(tmp_path: Path, **values: str) -> dict[str, str]:
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "BLACKBOX_DESKTOP_RESUME")
    }
    env.update(
        BLACKBOX_DESKTOP_DATA_DIR=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        PYTHONPATH=str(ROOT),
        **values,
    )
    return env


def _run(arguments: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "blackbox_desktop", *arguments],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 and Wayland displays")
def test_no_display_gives_one_sentence_and_status_2(tmp_path: Path) -> None:
    result = _run([], _env(tmp_path))
    assert result.returncode == 2, (result.returncode, result.stderr)
    assert result.stderr.startswith("blackbox-desktop: there is no display to open the window on")
    assert len(result.stderr.strip().splitlines()) == 1, result.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 displays")
def test_a_display_that_does_not_answer_is_said_too(tmp_path: Path) -> None:
    assert not Path(f"/tmp/.X11-unix/X{NO_SUCH_DISPLAY[1:]}").exists()
    result = _run([], _env(tmp_path, DISPLAY=NO_SUCH_DISPLAY))
    assert result.returncode == 2, (result.returncode, result.stderr)
    assert f"the display {NO_SUCH_DISPLAY} does not answer" in result.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 displays")
def test_a_screenshot_with_a_stale_display_is_drawn_off_screen(tmp_path: Path) -> None:
    out = tmp_path / "x.png"
    result = _run(["--screenshot", str(out)], _env(tmp_path, DISPLAY=NO_SUCH_DISPLAY))
    assert result.returncode == 0, (result.returncode, result.stderr)
    assert not QImage(str(out)).isNull()


@pytest.mark.parametrize(
    "command",
    [
        ["print-booklet", "--games", "1", "--out", "b1.pdf"],
        ["print-notepad", "--out", "é.pdf"],
    ],
)
def test_a_terminal_that_cannot_show_every_letter_still_ends_well(tmp_path: Path, command: list[str]) -> None:
    # "Wrote …: 1 game (8×8 …)" on an ASCII terminal: the PDF was written, then a traceback and status 1.
    command = [word if not word.endswith(".pdf") else str(tmp_path / word) for word in command]
    result = _run(command, _env(tmp_path, PYTHONIOENCODING="ascii"))
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout.startswith("Wrote ")
    assert Path(command[-1]).exists()
