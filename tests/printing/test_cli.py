"""``blackbox-desktop print-notepad`` end to end, in a subprocess as a user runs it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from blackbox_desktop.model.savefile import dumps

from .conftest import HAVE_POPPLER, hex_game, page_count, tabletop_game

ROOT = Path(__file__).resolve().parents[2]


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "blackbox_desktop", "print-notepad", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )


def test_writes_a_pdf_and_says_so(tmp_path: Path) -> None:
    out = tmp_path / "notepad.pdf"
    result = _run(
        "--side",
        "both",
        "--per-page",
        "4",
        "--paper",
        "letter",
        "--orientation",
        "landscape",
        "--pages",
        "3",
        "--out",
        str(out),
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert len(lines) == 1 and str(out) in lines[0] and "3 pages" in lines[0]
    assert out.read_bytes().startswith(b"%PDF")
    if HAVE_POPPLER:
        assert page_count(out) == 3


def test_fills_the_setter_copy_from_a_saved_game(tmp_path: Path) -> None:
    saved = tmp_path / "round.bbox"
    saved.write_text(dumps(hex_game()))
    out = tmp_path / "setter.pdf"
    result = _run("--side", "hex", "--per-page", "2", "--out", str(out), "--game", str(saved), "--copy", "setter")
    assert result.returncode == 0, result.stderr
    assert "setter's copy" in result.stdout and "1 page" in result.stdout


def _one_sentence_failure(result: subprocess.CompletedProcess[str]) -> str:
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    assert lines[0].endswith(".")
    return lines[0]


def test_per_page_out_of_range_is_status_2(tmp_path: Path) -> None:
    message = _one_sentence_failure(_run("--per-page", "9", "--out", str(tmp_path / "x.pdf")))
    assert "0 to 6 diagrams" in message
    assert not (tmp_path / "x.pdf").exists()


def test_damaged_game_file_is_status_2(tmp_path: Path) -> None:
    saved = tmp_path / "broken.bbox"
    saved.write_text("{ not json")
    _one_sentence_failure(_run("--out", str(tmp_path / "x.pdf"), "--game", str(saved)))
    _one_sentence_failure(_run("--out", str(tmp_path / "x.pdf"), "--game", str(tmp_path / "missing.bbox")))


def test_setter_copy_without_atoms_and_unwritable_path_are_status_2(tmp_path: Path) -> None:
    saved = tmp_path / "tabletop.bbox"
    saved.write_text(dumps(tabletop_game()))
    message = _one_sentence_failure(_run("--out", str(tmp_path / "x.pdf"), "--game", str(saved), "--copy", "setter"))
    assert "setter's copy" in message
    _one_sentence_failure(_run("--out", str(tmp_path / "missing-folder" / "x.pdf")))


def test_paper_in_capitals_a_name_without_pdf_and_copy_without_a_game(tmp_path: Path) -> None:
    result = _run("--paper", "Letter", "--out", str(tmp_path / "sheet"))
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "sheet.pdf").read_bytes().startswith(b"%PDF") and "Letter" in result.stdout
    message = _one_sentence_failure(_run("--copy", "setter", "--out", str(tmp_path / "x.pdf")))
    assert "--game" in message
