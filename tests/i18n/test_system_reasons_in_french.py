"""The system's reason a file could not be read or written comes out in French in a French window.

Python gives the C library's words ("No such file or directory"), always in English: the French window said
"tmp n'a pas pu être lu : Is a directory." (QA).  The usual ones are translated; an unknown one stays as given.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from blackbox_desktop.app.model_texts import tr_model, tr_reason
from blackbox_desktop.model.errors import SaveFileError
from blackbox_desktop.model.storage import read_text

from driving import start


@pytest.mark.usefixtures("in_french")
def test_opening_a_missing_game_says_why_in_french(
    french_window: Any, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    start(french_window, "ortho-8x8", "B2,C5,D1,E7")
    before = french_window.controller.position
    said: list[str] = []
    monkeypatch.setattr(french_window, "error_box", lambda _title, text: said.append(text))
    assert not french_window.load_file(tmp_path / "perdue.bbox")
    assert said == ["perdue.bbox n’a pas pu être lu\u00a0: aucun fichier ou dossier de ce nom."]
    assert french_window.controller.position == before  # her game stays


@pytest.mark.usefixtures("in_french")
def test_the_models_refusal_to_read_is_whole_french(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError) as refused:
        read_text(tmp_path / "perdue.bbox")
    said = tr_model(str(refused.value))
    assert "No such" not in said and "ucun fichier ou dossier de ce nom" in said


@pytest.mark.usefixtures("in_french")
def test_reasons_keep_their_case_and_unknown_ones_stay() -> None:
    assert tr_reason("Permission denied") == "Permission refusée"
    assert tr_reason("permission denied") == "permission refusée"
    assert tr_reason("it is a folder") == "c’est un dossier"
    assert tr_reason("nothing was written to it") == "rien n’y a été écrit"  # a pipe no program writes to
    assert tr_reason("Exec format error") == "Exec format error"


def test_in_english_the_reasons_are_the_systems() -> None:
    assert tr_reason("No such file or directory") == "No such file or directory"


def test_the_command_line_says_why_in_french(tmp_path: Path) -> None:
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    env.update(LANG="fr_FR.UTF-8", BLACKBOX_DESKTOP_DATA_DIR=str(tmp_path))
    argv = ["print-notepad", "--game", str(tmp_path / "perdue.bbox"), "--out", str(tmp_path / "feuille.pdf")]
    refused = subprocess.run(
        [sys.executable, "-m", "blackbox_desktop", *argv], capture_output=True, text=True, env=env, timeout=60
    )
    assert refused.returncode != 0
    assert "aucun fichier ou dossier de ce nom" in refused.stderr and "No such" not in refused.stderr


def test_a_french_screenshot_run_reports_in_french_punctuation(tmp_path: Path) -> None:
    # QA: "La partie n'a pas pu être ouverte: tmp n'a pas pu être lu : …": the title's colon had no space.
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "DISPLAY", "WAYLAND_DISPLAY")
    }
    env.update(LANG="fr_FR.UTF-8", BLACKBOX_DESKTOP_DATA_DIR=str(tmp_path / "data"), QT_QPA_PLATFORM="offscreen")
    folder = tmp_path / "parties"
    folder.mkdir()
    shot = subprocess.run(
        [sys.executable, "-m", "blackbox_desktop", str(folder), "--screenshot", str(tmp_path / "fenetre.png")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    said = [line for line in shot.stderr.splitlines() if "parties" in line]
    assert said == ["La partie n’a pas pu être ouverte\u00a0: parties n’a pas pu être lu\u00a0: c’est un dossier."]
