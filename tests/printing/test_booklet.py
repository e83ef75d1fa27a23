"""The booklet PDF: page count, every game and port as text, and the print-booklet command."""

from __future__ import annotations

import itertools
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.booklet import BookletError, make_booklet

from .conftest import needs_poppler, number_counts, page_count, page_size, page_text, page_words

ROOT = Path(__file__).resolve().parents[2]


@needs_poppler
def test_pdf_has_title_lookup_and_solution_pages_with_every_game_and_port(qapp: object, tmp_path: Path) -> None:
    from blackbox_desktop.printing.booklet import plan_booklet, write_booklet_pdf

    board = parse_board("ortho-8x8")
    booklet = make_booklet(board, games=24, seed=4)
    out = tmp_path / "booklet.pdf"
    pages = write_booklet_pdf(out, booklet, "a4")
    plan = plan_booklet(booklet, "a4")
    # Title page, 32 tables at 16 a page (four across), 24 solutions at 20 a page.
    assert pages == plan.pages == 1 + 2 + 2 == page_count(out)
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


def _run_here(*args: str) -> tuple[int, str, str]:
    import contextlib
    import io

    from blackbox_desktop.cli import run

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err):
        status = run(["print-booklet", *args], stdout=out)
    return status, out.getvalue(), err.getvalue()


@needs_poppler
def test_one_game_is_singular(qapp: object, tmp_path: Path) -> None:
    out = tmp_path / "one.pdf"
    status, stdout, _err = _run_here("--games", "1", "--out", str(out))
    assert status == 0
    assert ", 1 solitaire game on the 8×8 board" in stdout
    title = " ".join(page_text(out, 1).split())
    assert "1 game for one player" in title and "1 games" not in title
    assert "square 8×8 · 1 game · booklet 1978" in title
    assert "Game solution · game 1" in " ".join(page_text(out, page_count(out)).split())


def test_empty_seed_is_refused(qapp: object, tmp_path: Path) -> None:
    status, stdout, err = _run_here("--games", "1", "--seed", "", "--out", str(tmp_path / "b.pdf"))
    assert status == 2 and stdout == ""
    assert "seed is empty" in err and err.count("\n") == 1 and err.strip().endswith(".")
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("seed", ["a\tb", "two\nlines", "a\u2028b", "bell\x07", "a\udcffb"])
def test_a_seed_that_cannot_be_typed_on_one_line_is_refused(qapp: object, tmp_path: Path, seed: str) -> None:
    # QA: a tab or a line break split the page foot in two, and the booklet could not be chosen again in the
    # window; a byte that was no character (the surrogate Python makes of it) ended in a traceback.
    status, stdout, err = _run_here("--games", "1", "--seed", seed, "--out", str(tmp_path / "b.pdf"))
    assert status == 2 and stdout == ""
    assert "seed holds" in err and err.count("\n") == 1 and err.strip().endswith(".")
    assert "Traceback" not in err
    assert list(tmp_path.iterdir()) == []
    with pytest.raises(BookletError, match="seed holds"):
        make_booklet(parse_board("ortho-8x8"), games=1, seed=seed, norm=False)


def test_a_seed_with_spaces_and_any_letters_still_makes_a_booklet() -> None:
    assert make_booklet(parse_board("ortho-8x8"), games=1, seed="Parker 1978 é ☃ 中文", norm=False).seed


@needs_poppler
def test_a_long_seed_is_shortened_in_the_footer(qapp: object, tmp_path: Path) -> None:
    from blackbox_desktop.printing.booklet import write_booklet_pdf

    seed = "my-very-long-seed-" * 12
    out = tmp_path / "long.pdf"
    write_booklet_pdf(out, make_booklet(parse_board("ortho-8x8"), games=2, seed=seed, norm=False))
    for page in range(1, page_count(out) + 1):
        words = page_words(out, page)
        footer_top = max(w.top for w in words) - 2
        footer = [w for w in words if w.top >= footer_top]
        right_footer = min(w.left for w in footer if w.text == "Black")  # "Black Box Desktop · page 1 of 4"
        left_footer = [w for w in footer if w.left < right_footer]
        assert max(w.right for w in left_footer) < right_footer - 2, f"page {page}: the footers meet"
        assert "…" in " ".join(w.text for w in left_footer)
    assert seed not in page_text(out, 1)


@needs_poppler
def test_small_hexagonal_solutions_have_legible_port_numbers(qapp: object, tmp_path: Path) -> None:
    """QA: the 54 port numbers of each small hex-5 diagram ran into each other."""
    from blackbox_desktop.printing.booklet import write_booklet_pdf

    out = tmp_path / "hex.pdf"
    write_booklet_pdf(out, make_booklet(parse_board("hex-5"), games=12, seed=7, norm=False), "letter")
    numbers = [w for w in page_words(out, page_count(out)) if w.text.isdigit()]
    assert numbers, "the diagrams still number some ports"
    for a, b in itertools.combinations(numbers, 2):
        assert not a.overlaps(b), f"{a.text} and {b.text} overlap"
    # Port 1 shows where counting starts, in every diagram.
    ones = [w for w in numbers if w.text == "1"]
    assert len(ones) >= 12


@needs_poppler
def test_square_solutions_still_number_every_port(qapp: object, tmp_path: Path) -> None:
    from blackbox_desktop.printing.booklet import write_booklet_pdf

    out = tmp_path / "square.pdf"
    write_booklet_pdf(out, make_booklet(parse_board("ortho-8x8"), games=4, seed=3, norm=False), "a4")
    counts = number_counts(page_text(out, page_count(out)))
    assert all(counts.get(port, 0) >= 4 for port in range(1, 33))


LOOKUP_CASES = [
    # QA: games 101–110 printed as "01"…, "3210" for game 32 → 10; 3-digit ports ran together even at 80 games.
    ("ortho-8x8", 110, "a4", (2, 4)),
    ("ortho-8x8", 200, "letter", (2, 12)),
    ("hex-9", 80, "a4", (2,)),
    ("ortho-26x26", 200, "a4", (2, 53)),
    ("ortho-8x8", 100, "letter", (2,)),
    ("ortho-26x26", 12, "a4", (2, 8)),
    ("hex-5", 40, "letter", (2,)),
]


@needs_poppler
@pytest.mark.parametrize(("spec", "games", "paper", "pages"), LOOKUP_CASES)
def test_every_look_up_entry_is_whole_and_apart(
    qapp: object, tmp_path: Path, spec: str, games: int, paper: str, pages: tuple[int, ...]
) -> None:
    """Every game number and answer of a look-up page is a word of its own, and no two words touch."""
    from collections import Counter

    from blackbox_desktop.printing.booklet import _body, plan_booklet, write_booklet_pdf

    booklet = make_booklet(parse_board(spec), games=games, seed="q", norm=False)
    out = tmp_path / "tables.pdf"
    write_booklet_pdf(out, booklet, paper)
    plan = plan_booklet(booklet, paper)
    body = _body(plan.size)
    ports = list(booklet.board.ports)
    for page in pages:
        assert 2 <= page <= 1 + plan.lookup_pages
        first = (page - 2) * plan.ports_per_page
        expected: Counter[str] = Counter()
        for port in ports[first : first + plan.ports_per_page]:
            expected.update([str(port), *(str(n) for n in range(1, games + 1))])
            expected.update(str(outcome) for outcome in booklet.lookup(port))
        words = [w for w in page_words(out, page) if body.y - 1 < w.top and w.bottom < body.bottom + 1]
        entries = [w for w in words if w.text.isdigit() or w.text in ("H", "R")]
        assert Counter(w.text for w in entries) == expected, f"page {page}"
        for a, b in itertools.combinations(words, 2):
            assert not a.overlaps(b, slack=-0.3), f"page {page}: {a.text!r} and {b.text!r} touch"


def test_the_parker_booklet_keeps_two_tables_across_in_columns_of_ten(qapp: object) -> None:
    from blackbox_desktop.printing.booklet import plan_booklet

    plan = plan_booklet(make_booklet(parse_board("ortho-8x8"), games=80, seed=1978, norm=False), "a4")
    assert (plan.tables_across, plan.entry_rows, plan.ports_per_page, plan.lookup_pages) == (2, 10, 8, 4)


@pytest.mark.parametrize(
    ("spec", "games", "across", "lookup_pages"),
    [("ortho-8x8", 12, 4, 2), ("ortho-8x8", 40, 3, 3), ("hex-5", 20, 4, 4), ("ortho-8x8", 1, 4, 1)],
)
def test_a_short_booklet_sets_its_narrow_tables_three_or_four_across(
    qapp: object, spec: str, games: int, across: int, lookup_pages: int
) -> None:
    """QA: a 12-game booklet printed its 32 tables two across on four pages, each table a column of ten games
    and a second one holding two beside a blank: half of every page was empty."""
    from blackbox_desktop.printing.booklet import plan_booklet

    plan = plan_booklet(make_booklet(parse_board(spec), games=games, seed="q", norm=False), "a4")
    assert (plan.tables_across, plan.lookup_pages) == (across, lookup_pages)


@needs_poppler
def test_narrow_tables_leave_off_a_caption_that_would_touch_their_heading_in_french(
    qapp: object, tmp_path: Path
) -> None:
    """QA: four tables across, "Port 13" ran into the French caption "partie → réponse"; the caption is left off
    every table alike when it does not fit beside the widest heading, and kept where it does."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from blackbox_desktop.printing.booklet import write_booklet_pdf

    french = {"game → answer": "partie → réponse", "Port {port}": "Port {port}"}

    class French(QTranslator):
        def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
            return french.get(source) if context == "Printing" else None

    translator = French()
    QCoreApplication.installTranslator(translator)
    try:
        short, long = tmp_path / "short.pdf", tmp_path / "long.pdf"
        write_booklet_pdf(short, make_booklet(parse_board("ortho-8x8"), games=16, seed="q", norm=False), "a4")
        write_booklet_pdf(long, make_booklet(parse_board("ortho-8x8"), games=80, seed="q", norm=False), "a4")
    finally:
        QCoreApplication.removeTranslator(translator)
    for out, captions in ((short, 0), (long, 8)):
        words = page_words(out, 2)
        assert sum(w.text == "partie" for w in words) == captions
        for a, b in itertools.combinations(words, 2):
            assert not a.overlaps(b, slack=-0.3), f"{a.text!r} and {b.text!r} touch"


@needs_poppler
def test_a_solution_s_game_number_and_norm_stay_apart_in_french_past_game_99(qapp: object, tmp_path: Path) -> None:
    """QA: in French, "Partie 102" ran into "NORME 12" on the solution cards past game 99."""
    from dataclasses import replace

    from PySide6.QtCore import QCoreApplication, QTranslator

    from blackbox_desktop.printing.booklet import plan_booklet, write_booklet_pdf

    french = {"Game {number}": "Partie {number}", "NORM {norm}": "NORME {norm}"}

    class French(QTranslator):
        def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
            return french.get(source) if context == "Printing" else None

    made = make_booklet(parse_board("ortho-8x8"), games=120, seed="q", norm=False)
    booklet = replace(made, games=tuple(replace(game, norm=16) for game in made.games))  # two-digit NORMs
    translator = French()
    QCoreApplication.installTranslator(translator)
    try:
        out = tmp_path / "long.pdf"
        write_booklet_pdf(out, booklet, "a4")
    finally:
        QCoreApplication.removeTranslator(translator)
    plan = plan_booklet(booklet, "a4")
    last = page_count(out)
    words = page_words(out, last)
    assert any(w.text == "119" for w in words), "the last solutions page"
    titles = [w for w in words if w.text in ("Partie", "NORME") or (w.text.isdigit() and 100 <= int(w.text) <= 120)]
    norms = [w for w in words if w.text == "NORME"]
    assert norms and plan.lookup_pages
    for a, b in itertools.combinations(titles + [w for w in words if w.text == "16"], 2):
        if a.top < b.bottom and b.top < a.bottom:  # on one line
            assert a.right + 0.3 <= b.left or b.right + 0.3 <= a.left, f"{a.text!r} and {b.text!r} touch"


def test_an_empty_out_name_is_answered_with_a_booklet_s_example(qapp: object) -> None:
    """QA: print-booklet --out '' suggested "--out notepad.pdf"."""
    status, _out, err = _run_here("--games", "1", "--out", "")
    assert status == 2 and "e.g. --out booklet.pdf." in err


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize(
    ("spec", "twenty"),
    [
        ("ortho-8x8", True),
        ("hex-5", True),
        ("ortho-26x26", False),
        ("hex-9", False),
        ("ortho-26x2", False),
        ("ortho-2x26", False),
    ],
)
def test_big_boards_print_fewer_solutions_a_page_so_their_atoms_can_be_seen(
    qapp: object, spec: str, twenty: bool, paper: str
) -> None:
    """QA: twenty 26×26 solutions a page had cells 1.1 mm across, the atoms lost among the cell names;
    the Parker booklet's 8×8 and the hexagonal hex-5 keep their twenty a page."""
    from blackbox_desktop.printing.booklet import MIN_SOLUTION_CELL_MM, _body, _solution_card, plan_booklet
    from blackbox_desktop.printing.diagram import diagram_shape
    from blackbox_desktop.printing.layout import Rect

    board = parse_board(spec)
    booklet = make_booklet(board, games=20, seed="q", norm=False)
    plan = plan_booklet(booklet, paper)
    assert (plan.games_per_page == 20) is twenty
    assert plan.solution_pages == -(-20 // plan.games_per_page)
    width, height = _solution_card(_body(plan.size), plan.solution_columns, plan.solution_rows)
    assert diagram_shape(board, True).cell_mm(Rect(0, 0, width - 2, height - 13)) >= MIN_SOLUTION_CELL_MM
    assert plan.games_per_page >= 4  # still more than one a page
