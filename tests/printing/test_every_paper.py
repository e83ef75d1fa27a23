"""Every paper the sheets are laid out for (A4, Letter, Legal, A5, A3) can be asked for by the same name from
the command line and from the window's dialogs, and gives a PDF of that paper's size.

QA: the print preview offered all five, but ``print-notepad --paper`` and ``print-booklet --paper`` took only
a4 and letter, and the window's Export … as PDF dialogs offered only A4 and US Letter.
"""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QPageSize
from PySide6.QtWidgets import QApplication

from blackbox_desktop.app.assistant.booklets import PARKER
from blackbox_desktop.app.features import printing_menu
from blackbox_desktop.cli import run
from blackbox_desktop.printing.layout import PAPER_NAMES, PAPER_SIZES_MM, PAPERS, NotepadOptions
from blackbox_desktop.printing.paper import page_size

POINTS_PER_MM = 72 / 25.4


def _run(*args: str) -> tuple[int, str, str]:
    """The command as a user runs it, in this process: status, standard output, standard error."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stderr(err):
        status = run(list(args), stdout=out)
    return status, out.getvalue(), err.getvalue()


def _media_boxes(path: Path) -> set[tuple[float, float]]:
    """Width and height, in points, of the pages of a PDF (as a viewer or a printer reads them)."""
    found = re.findall(rb"/MediaBox \[\s*0 0 ([\d.]+) ([\d.]+)\s*\]", path.read_bytes())
    assert found, "the PDF names no page size"
    return {(round(float(width)), round(float(height))) for width, height in found}


def _points(paper: str, landscape: bool = False) -> tuple[float, float]:
    width, height = (round(side * POINTS_PER_MM) for side in PAPER_SIZES_MM[paper])
    return (height, width) if landscape else (width, height)


def test_the_five_papers_have_their_standard_sizes() -> None:
    assert PAPERS == ("a4", "letter", "legal", "a5", "a3")
    for paper in PAPERS:
        size = page_size(paper).size(QPageSize.Unit.Millimeter)
        assert (size.width(), size.height()) == pytest.approx(PAPER_SIZES_MM[paper], abs=0.5), paper


@pytest.mark.parametrize("paper", PAPERS)
def test_print_notepad_writes_each_paper(qapp: object, tmp_path: Path, paper: str) -> None:
    for orientation, landscape in (("portrait", False), ("landscape", True)):
        out = tmp_path / f"{paper}-{orientation}.pdf"
        status, said, err = _run(
            "print-notepad", "--paper", paper.upper(), "--orientation", orientation, "--out", str(out)
        )
        assert status == 0, err
        assert _media_boxes(out) == {_points(paper, landscape)}
        assert f", {PAPER_NAMES[paper]} {orientation})." in said, said


@pytest.mark.parametrize("paper", PAPERS)
def test_print_booklet_writes_each_paper(qapp: object, tmp_path: Path, paper: str) -> None:
    out = tmp_path / f"booklet-{paper}.pdf"
    status, said, err = _run("print-booklet", "--games", "1", "--paper", paper, "--out", str(out))
    assert status == 0, err
    assert _media_boxes(out) == {_points(paper)}
    assert said.rstrip().endswith(f", {PAPER_NAMES[paper]}).")


@pytest.mark.parametrize("command", ["print-notepad", "print-booklet"])
def test_a_paper_no_sheet_is_laid_out_for_is_refused_with_the_choices(tmp_path: Path, command: str) -> None:
    out = tmp_path / "sheet.pdf"
    status, said, err = _run(command, "--paper", "b5", "--out", str(out))
    assert status == 2 and said == ""
    assert err.count("\n") == 1 and "b5" in err
    assert all(f"'{paper}'" in err for paper in PAPERS), err
    assert not out.exists()


@pytest.mark.parametrize("command", ["print-notepad", "print-booklet"])
def test_the_help_names_every_paper(command: str) -> None:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        run([command, "--help"], stdout=out)
    assert "--paper {a4,letter,legal,a5,a3}" in " ".join(out.getvalue().split())


def test_the_booklet_command_names_the_papers_when_called_with_another(qapp: object, tmp_path: Path) -> None:
    """Called without the parser (a script, the tests), the command itself refuses with the same names."""
    import argparse

    from blackbox_desktop.model.errors import BlackBoxError
    from blackbox_desktop.printing.commands import print_booklet

    args = argparse.Namespace(games=1, seed="1978", board="ortho-8x8", paper="tabloid", out=str(tmp_path / "b.pdf"))
    with pytest.raises(BlackBoxError, match=r"^The paper must be one of a4, letter, legal, a5, a3, not 'tabloid'\.$"):
        print_booklet(args, io.StringIO())


def test_the_dialogs_offer_every_paper(qapp: object) -> None:
    for dialog in (printing_menu.NotepadDialog(has_game=False), printing_menu.BookletDialog()):
        box = dialog.paper
        assert [box.itemData(index) for index in range(box.count())] == list(PAPERS)
        assert [box.itemText(index) for index in range(box.count())] == ["A4", "US Letter", "US Legal", "A5", "A3"]


def test_the_notepad_export_writes_the_paper_chosen(window, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    target = tmp_path / "pad.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), "PDF"))
    monkeypatch.setattr(
        printing_menu,
        "ask_notepad_options",
        lambda parent, has_game: (NotepadOptions(paper="legal", orientation="landscape"), False),
    )
    assert window.printing_menu.export_notepad() == target
    assert _media_boxes(target) == {_points("legal", landscape=True)}


def test_the_booklet_dialog_starts_with_the_paper_chosen_last(window, qtbot) -> None:
    """As the notepad's dialog does: every opening went back to the local paper."""

    def answer(paper: str | None) -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, printing_menu.BookletDialog)
        seen.append(str(dialog.paper.currentData()))
        if paper is not None:
            dialog.paper.setCurrentIndex(dialog.paper.findData(paper))
        dialog.accept()

    seen: list[str] = []
    for paper in ("a5", None, "a3", None):
        QTimer.singleShot(0, lambda paper=paper: answer(paper))
        asked = printing_menu.ask_booklet(window)
        assert asked is not None and asked[1] == PARKER
    assert seen[1:] == ["a5", "a5", "a3"]
    window.settings.store.setValue(printing_menu.BOOKLET_PAPER, "b5")  # no such paper: the local one
    QTimer.singleShot(0, lambda: answer(None))
    printing_menu.ask_booklet(window)
    assert seen[-1] == printing_menu.local_paper()


def test_the_booklet_preview_is_set_to_the_paper_chosen(window, monkeypatch: pytest.MonkeyPatch) -> None:
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.booklet import make_booklet

    sizes = []
    monkeypatch.setattr(
        printing_menu, "run_modal", lambda dialog: sizes.append(dialog.printer().pageLayout().pageSize().id())
    )
    booklet = make_booklet(parse_board("ortho-8x8"), games=1, seed=1978, norm=False)
    for paper in PAPERS:
        window.printing_menu._preview_booklet(booklet, paper)
    assert sizes == [page_size(paper).id() for paper in PAPERS]
