"""``blackbox-desktop print-notepad`` end to end, in a subprocess as a user runs it."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

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


@pytest.mark.skipif(not HAVE_POPPLER, reason="needs pdftotext")
def test_a_game_sheet_shows_its_own_side_unless_told(qapp: object, tmp_path: Path) -> None:
    """QA: the README's setter example printed the filled square sheet and an empty hexagon under it."""
    saved = tmp_path / "round.bbox"
    saved.write_text(dumps(hex_game()))
    for side, boards in (((), {"hexagonal"}), (("--side", "both"), {"hexagonal", "square"})):
        out = tmp_path / "sheet.pdf"
        status, _out, err = _run_here(
            "print-notepad", *side, "--game", str(saved), "--copy", "setter", "--out", str(out)
        )
        assert status == 0, err
        text = subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True, check=True).stdout
        assert {word for word in ("hexagonal", "square") if word in text} == boards


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


def _run_with_little_memory(*args: str) -> subprocess.CompletedProcess[str]:
    """``_run`` under a 1 GiB address-space limit: reading a file whole fails instead of eating the machine."""
    import resource

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))

    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.run(
        [sys.executable, "-m", "blackbox_desktop", "print-notepad", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=120,
        preexec_fn=limit,
    )


@pytest.mark.skipif(not os.path.exists("/dev/zero") or sys.platform != "linux", reason="needs /dev/zero and RLIMIT_AS")
def test_an_endless_or_huge_game_file_is_refused_unread(tmp_path: Path) -> None:
    huge = tmp_path / "huge.bbox"
    with huge.open("wb") as stream:
        stream.truncate(3 << 30)  # sparse: 3 GiB that take no room on the disk
    for game in ("/dev/zero", str(huge)):
        message = _one_sentence_failure(_run_with_little_memory("--out", str(tmp_path / "z.pdf"), "--game", game))
        assert "far too large to be a saved Black Box game" in message and repr(game) in message
    assert not (tmp_path / "z.pdf").exists()


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


def _run_here(*args: str) -> tuple[int, str, str]:
    """The command in this process (faster than a subprocess): status, standard output, standard error."""
    import contextlib
    import io

    from blackbox_desktop.cli import run

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err):
        status = run(list(args), stdout=out)
    return status, out.getvalue(), err.getvalue()


def test_pdf_name_always_ends_in_pdf() -> None:
    from blackbox_desktop.printing.commands import pdf_name

    assert pdf_name("sheet") == "sheet.pdf"
    assert pdf_name("notes.2024") == "notes.2024.pdf"
    assert pdf_name("victim.bbox") == "victim.bbox.pdf"
    assert pdf_name("Booklet.PDF") == "Booklet.PDF"
    assert pdf_name("a.pdf") == "a.pdf"


def test_out_never_overwrites_the_game_being_printed(qapp: object, tmp_path: Path) -> None:
    saved = tmp_path / "victim.bbox"
    saved.write_text(dumps(hex_game()))
    before = saved.read_bytes()
    status, out, _err = _run_here("print-notepad", "--game", str(saved), "--copy", "setter", "--out", str(saved))
    assert status == 0 and f"Wrote {saved}.pdf" in out
    assert saved.read_bytes() == before
    assert (tmp_path / "victim.bbox.pdf").read_bytes().startswith(b"%PDF")
    # A game saved under a .pdf name, printed onto itself (by another spelling of its path): refused.
    odd = tmp_path / "round.pdf"
    odd.write_bytes(before)
    other_spelling = str(tmp_path / "." / "round.pdf")
    status, out, err = _run_here("print-notepad", "--game", str(odd), "--out", other_spelling)
    assert status == 2 and out == ""
    assert "is the game file given with --game" in err and err.count("\n") == 1
    assert odd.read_bytes() == before


def test_out_empty_or_a_folder_is_refused(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # "--out -" wrote "-.pdf" here
    folder = tmp_path / "edge"
    folder.mkdir()
    for command in ("print-notepad", "print-booklet"):
        extra = ("--games", "1") if command == "print-booklet" else ()
        for out, words in (
            ("", "--out file name is empty"),
            (str(folder), "is a folder"),
            (f"{folder}/", "folder"),
            ("-", "cannot send a PDF to standard output"),
        ):
            status, stdout, err = _run_here(command, *extra, "--out", out)
            assert status == 2 and stdout == "", (command, out)
            assert words in err and err.count("\n") == 1 and err.strip().endswith(".")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["edge"], "no edge.pdf, no hidden .pdf"
    assert list(folder.iterdir()) == []


def test_out_with_another_extension_gets_pdf_added(qapp: object, tmp_path: Path) -> None:
    status, out, _err = _run_here("print-notepad", "--out", str(tmp_path / "notes.2024"))
    assert status == 0 and "notes.2024.pdf" in out
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.2024.pdf"]


def test_a_booklet_to_a_missing_folder_is_refused_before_any_norm(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """QA: 80 NORMs (43 s) were worked out before the missing folder was noticed."""
    from blackbox_desktop.model import booklet

    made: list[int] = []
    monkeypatch.setattr(booklet, "make_booklet", lambda *args, **kwargs: made.append(1))
    target = tmp_path / "no-such-folder" / "b.pdf"
    status, out, err = _run_here("print-booklet", "--games", "80", "--out", str(target))
    assert status == 2 and out == "" and made == []
    assert err.strip().endswith(f"Cannot write to {str(target)!r}: no such file or directory.")


def test_a_long_booklet_says_how_far_it_got(qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from blackbox_desktop.printing import commands

    monkeypatch.setattr(commands, "PROGRESS_AFTER", 0.0)
    monkeypatch.setattr(commands, "PROGRESS_EVERY", 0.0)
    status, out, err = _run_here(
        "print-booklet", "--games", "3", "--board", "ortho-4x4", "--out", str(tmp_path / "b.pdf")
    )
    assert status == 0 and out.count("\n") == 1
    assert err.splitlines() == [f"Working out each game's NORM: {n} of 3 games done." for n in (1, 2, 3)]


def test_a_quick_booklet_prints_no_progress(qapp: object, tmp_path: Path) -> None:
    status, _out, err = _run_here(
        "print-booklet", "--games", "2", "--board", "ortho-4x4", "--out", str(tmp_path / "b.pdf")
    )
    assert status == 0 and err == ""


def test_a_booklet_on_the_smallest_board_hides_what_it_can(qapp: object, tmp_path: Path) -> None:
    """QA: --board ortho-2x2 failed with "has 1 to 3 atoms, not 4" though no atom count was asked for."""
    status, out, err = _run_here(
        "print-booklet", "--games", "8", "--board", "ortho-2x2", "--out", str(tmp_path / "tiny.pdf")
    )
    assert status == 0, err
    assert "8 solitaire games on the 2×2 board" in out
    if HAVE_POPPLER:
        from .conftest import page_text

        assert "Every game hides 3 atoms." in " ".join(page_text(tmp_path / "tiny.pdf", 1).split())


def test_a_saved_match_is_named_for_what_it_is(qapp: object, tmp_path: Path) -> None:
    """QA: a saved hot-seat match was called "not a saved Black Box game"."""
    from blackbox_desktop.model import match_file
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.game import Rules
    from blackbox_desktop.model.match import Match

    board = parse_board("ortho-8x8")
    saved = tmp_path / "match.bbox"
    saved.write_text(
        match_file.dumps(Match.new(("Ann", "Bob"), board, 4, Rules()).hide(board.cells_from_names("A1,B7,G3,H8"))),
        encoding="utf-8",
    )
    status, out, err = _run_here("print-notepad", "--game", str(saved), "--out", str(tmp_path / "m.pdf"))
    assert status == 2 and out == ""
    assert "is a saved two-player match or duel, not a game" in err and err.count("\n") == 1
    assert not (tmp_path / "m.pdf").exists()


@pytest.mark.skipif(not HAVE_POPPLER, reason="poppler-utils (pdftotext) is not installed")
@pytest.mark.parametrize(
    "command, chosen, system, words",
    [
        ("print-notepad", "fr", "en_GB.UTF-8", "BLACK BOX bloc-notes"),
        ("print-booklet", "fr", "en_GB.UTF-8", "Comment jouer seul"),
        ("print-notepad", "en", "fr_FR.UTF-8", "BLACK BOX notepad"),
        ("print-booklet", "en", "fr_FR.UTF-8", "How to play alone"),
    ],
)
def test_the_printed_words_are_in_the_language_chosen_in_preferences(
    tmp_path: Path, command: str, chosen: str, system: str, words: str
) -> None:
    # QA (earlier stops): the window printed French sheets, the command line English ones.
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.ini").write_text(f"[ui]\nlanguage={chosen}\n", encoding="utf-8")
    out = tmp_path / "sheet.pdf"
    extra = ["--games", "2"] if command == "print-booklet" else ["--side", "ortho"]
    env = dict(
        os.environ,
        QT_QPA_PLATFORM="offscreen",
        BLACKBOX_DESKTOP_DATA_DIR=str(data),
        LANG=system,
        LANGUAGE=system.split(".")[0],
    )
    env.pop("LC_ALL", None)
    result = subprocess.run(
        [sys.executable, "-m", "blackbox_desktop", command, *extra, "--out", str(out)],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    text = " ".join(
        subprocess.run(["pdftotext", str(out), "-"], capture_output=True, text=True, check=True).stdout.split()
    )
    assert words in text, text[:300]
    assert (data / "settings.ini").read_text(encoding="utf-8") == f"[ui]\nlanguage={chosen}\n"  # only read


def test_an_out_name_too_long_for_the_system_is_named_in_the_refusal(qapp: object, tmp_path: Path) -> None:
    """QA fuzzing: pathlib's is_dir() raised for a name longer than a name may be, and the command said only
    "Input or output failed: file name too long.", naming no file; the export in the window raised it."""
    long_name = str(tmp_path / ("n" * 300 + ".pdf"))
    for command in ("print-notepad", "print-booklet"):
        extra = ("--games", "1") if command == "print-booklet" else ()
        status, out, err = _run_here(command, *extra, "--out", long_name)
        assert status == 2 and out == "", command
        assert err.startswith("blackbox-desktop: Cannot write to '") and err.endswith(": file name too long.\n"), err
    from blackbox_desktop.printing.layout import NotepadError, NotepadOptions
    from blackbox_desktop.printing.print_dialog import export_pdf

    with pytest.raises(NotepadError, match=r"^Cannot write to '.*': file name too long\.$"):
        export_pdf(long_name, NotepadOptions())
    assert list(tmp_path.iterdir()) == []
    # A name as long as a name may be is written: its temporary file's name is cut short to fit.
    longest = tmp_path / ("n" * 251 + ".pdf")
    assert export_pdf(longest, NotepadOptions()) == 1 and longest.read_bytes().startswith(b"%PDF")
    assert list(tmp_path.iterdir()) == [longest]


def test_the_french_booklet_sentence_has_one_bracket_at_a_time(tmp_path: Path) -> None:
    """QA: « 1 partie de solitaire sur le plateau hexagonal (côté 5) (livret 1978, A4). »: two brackets in a row,
    where the English puts "board" between them."""
    data = tmp_path / "data"
    data.mkdir()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BLACKBOX_DESKTOP_DATA_DIR=str(data), LANGUAGE="fr")
    command = ["print-booklet", "--games", "1", "--board", "hex-5", "--out", str(tmp_path / "livret.pdf")]
    result = subprocess.run(
        [sys.executable, "-m", "blackbox_desktop", *command],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    assert "plateau hexagonal (côté 5)" in result.stdout and ") (" not in result.stdout, result.stdout
