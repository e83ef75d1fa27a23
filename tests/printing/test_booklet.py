"""The booklet PDF: page count, every game and port as text, and the print-booklet command."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.booklet import make_booklet

from .conftest import needs_poppler, page_count, page_size

ROOT = Path(__file__).resolve().parents[2]


@needs_poppler
def test_pdf_has_title_lookup_and_solution_pages_with_every_game_and_port(qapp: object, tmp_path: Path) -> None:
    from blackbox_desktop.printing.booklet import plan_booklet, write_booklet_pdf

    board = parse_board("ortho-8x8")
    booklet = make_booklet(board, games=24, seed=4)
    out = tmp_path / "booklet.pdf"
    pages = write_booklet_pdf(out, booklet, "a4")
    plan = plan_booklet(booklet, "a4")
    # Title page, 32 tables at 10 a page, 24 solutions at 20 a page.
    assert pages == plan.pages == 1 + 4 + 2 == page_count(out)
    assert page_size(out) == pytest.approx((595.28, 841.89), abs=1.0)
    text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True, check=True).stdout
    ports = {int(n) for n in re.findall(r"Port (\d+)", text)}
    games = {int(n) for n in re.findall(r"Game (\d+)", text)}
    norms = re.findall(r"NORM (\d+)", text)
    assert ports == set(board.ports)
    assert games == set(range(1, 25))
    assert sorted(int(n) for n in norms) == sorted(g.norm for g in booklet.games if g.norm is not None)
    assert "Games 1–21 hide 4 atoms; games 22–24 hide 5." in " ".join(text.split())


@needs_poppler
def test_hexagonal_booklet_on_letter(qapp: object, tmp_path: Path) -> None:
    from blackbox_desktop.printing.booklet import write_booklet_pdf

    booklet = make_booklet(parse_board("hex-5"), games=8, seed=9, norm=False)
    out = tmp_path / "hex.pdf"
    assert write_booklet_pdf(out, booklet, "letter") == page_count(out)
    assert page_size(out) == pytest.approx((612.0, 792.0), abs=1.0)


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "blackbox_desktop", "print-booklet", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
    )


@needs_poppler
def test_cli_writes_the_booklet_and_says_so_in_one_line(tmp_path: Path) -> None:
    out = tmp_path / "solo.pdf"
    result = _run("--games", "4", "--seed", "12", "--paper", "letter", "--out", str(out))
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("\n") == 1 and str(out) in result.stdout
    reported = re.search(r"(\d+) pages", result.stdout)
    assert reported is not None and page_count(out) == int(reported.group(1))


@pytest.mark.parametrize(
    ("args", "words"),
    [(("--games", "0"), "1 to 200 games"), (("--board", "ortho-0x3"), "board"), (("--games", "x"), "games")],
)
def test_cli_bad_arguments_exit_2_with_one_sentence(tmp_path: Path, args: tuple[str, ...], words: str) -> None:
    result = _run(*args, "--out", str(tmp_path / "bad.pdf"))
    assert result.returncode == 2
    message = result.stderr.strip()
    assert words in message and message.count("\n") == 0 and message.endswith(".")
    assert not (tmp_path / "bad.pdf").exists()
