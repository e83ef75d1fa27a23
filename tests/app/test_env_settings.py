"""A damaged settings file at start-up: the message is in her language, and true to what was done."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from blackbox_desktop.app import data_files

ROOT = Path(__file__).resolve().parents[2]
DAMAGED = b"[game\nrows=5\n"


def test_the_settings_reset_message_is_in_french_under_its_french_title(tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.ini").write_bytes(DAMAGED)
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE", "BLACKBOX_DESKTOP_RESUME")
    }
    env.update(
        LANG="fr_FR.UTF-8",
        QT_QPA_PLATFORM="offscreen",
        BLACKBOX_DESKTOP_DATA_DIR=str(data),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        PYTHONPATH=str(ROOT),
    )
    result = subprocess.run(
        [sys.executable, "-m", "blackbox_desktop", "--screenshot", str(tmp_path / "x.png")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert "Réglages réinitialisés" in result.stderr, result.stderr
    assert "Vos réglages n’ont pas pu être lus" in result.stderr, result.stderr
    assert "Your settings" not in result.stderr
    assert (data / "settings.ini.damaged").exists()


def test_damaged_settings_that_cannot_be_moved_aside_are_not_said_to_be(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BLACKBOX_DESKTOP_DATA_DIR", str(tmp_path))
    (tmp_path / "settings.ini").write_bytes(DAMAGED)
    # A read-only folder: nothing can be renamed nor removed there.
    monkeypatch.setattr(data_files, "set_aside", lambda path: None)
    _settings, damage = data_files.open_settings()
    assert damage is not None
    said = damage.message()
    assert "settings.ini.damaged" not in said and "kept as" not in said
    assert "cannot be written" in said and "every start" in said


def test_a_second_damaged_file_does_not_replace_the_first_set_aside(tmp_path) -> None:
    """QA: the score book damaged twice kept only the second copy; the first may be all she has."""
    kept = []
    for text in ("first", "second", "third"):
        (tmp_path / "scores.json").write_text(text)
        kept.append(data_files.set_aside(tmp_path / "scores.json"))
    assert [path.name for path in kept] == ["scores.json.damaged", "scores.json.damaged-2", "scores.json.damaged-3"]
    assert [path.read_text() for path in kept] == ["first", "second", "third"]


def test_settings_damaged_again_are_said_to_be_kept_under_their_own_name(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA: the second damaged file was kept as settings.ini.damaged-2, and the message named the first one.
    monkeypatch.setenv("BLACKBOX_DESKTOP_DATA_DIR", str(tmp_path))
    (tmp_path / "settings.ini.damaged").write_bytes(b"the first damaged file")
    (tmp_path / "settings.ini").write_bytes(DAMAGED)
    _settings, damage = data_files.open_settings()
    assert damage is not None
    assert damage.message().endswith("the damaged file was kept as settings.ini.damaged-2.")
    assert (tmp_path / "settings.ini.damaged").read_bytes() == b"the first damaged file"
    assert (tmp_path / "settings.ini.damaged-2").read_bytes() == DAMAGED


@pytest.mark.parametrize("junk", [b"\0" * 4096, bytes(range(256)) * 4])
def test_a_settings_file_of_junk_qt_reads_without_error_is_said_to_be_damaged(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, junk: bytes
) -> None:
    """QA: a file of zeros (a crash while it was written) gave Qt no error and no key: her choices went back to
    the defaults without a word, and the next save wrote over the file."""
    monkeypatch.setenv("BLACKBOX_DESKTOP_DATA_DIR", str(tmp_path))
    (tmp_path / "settings.ini").write_bytes(junk)
    assert data_files.peek_settings() is None
    _settings, damage = data_files.open_settings()
    assert damage is not None and damage.message().endswith("the damaged file was kept as settings.ini.damaged.")
    assert (tmp_path / "settings.ini.damaged").read_bytes() == junk


@pytest.mark.parametrize("text", [b"", b"\n", b"[game]\nside=hex\n", b"[tutorial]\noffered=true\n"])
def test_an_empty_or_readable_settings_file_is_not_said_to_be_damaged(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, text: bytes
) -> None:
    monkeypatch.setenv("BLACKBOX_DESKTOP_DATA_DIR", str(tmp_path))
    (tmp_path / "settings.ini").write_bytes(text)
    assert data_files.open_settings()[1] is None and data_files.peek_settings() is not None
    assert (tmp_path / "settings.ini").read_bytes() == text


def test_no_settings_file_yet_is_a_first_start(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BLACKBOX_DESKTOP_DATA_DIR", str(tmp_path))
    assert data_files.open_settings()[1] is None
