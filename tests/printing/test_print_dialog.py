"""The window's entry points: a print preview on a real QPrinter, and PDF export."""

from __future__ import annotations

from functools import partial
from pathlib import Path

import pytest
from PySide6.QtGui import QPageLayout
from PySide6.QtPrintSupport import QPrinter

from blackbox_desktop import message_boxes
from blackbox_desktop.model.errors import BlackBoxError
from blackbox_desktop.printing.layout import NotepadOptions
from blackbox_desktop.printing.notepad import render_notepad
from blackbox_desktop.printing.print_dialog import build_print_preview, export_pdf, make_printer

from .conftest import HAVE_POPPLER, ortho_game, page_count, page_size, page_text, tabletop_game
from driving import start


def test_printer_takes_the_paper_and_orientation(qapp: object) -> None:
    printer = make_printer(NotepadOptions(paper="letter", orientation="landscape"))
    rect = printer.pageLayout().fullRect(QPageLayout.Unit.Millimeter)
    assert (round(rect.width(), 1), round(rect.height(), 1)) == (279.4, 215.9)
    assert printer.fullPage()


def test_printing_through_qprinter_uses_the_same_renderer(qapp: object, tmp_path: Path) -> None:
    options = NotepadOptions(side="both", pages=2, paper="a4")
    printer = make_printer(options)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    out = tmp_path / "printed.pdf"
    printer.setOutputFileName(str(out))
    assert render_notepad(printer, options, ortho_game()) == 2
    if HAVE_POPPLER:
        assert page_count(out) == 2
        assert page_size(out) == pytest.approx((595.28, 841.89), abs=1.0)


def test_preview_dialog_is_built_with_its_printer(qtbot: object, qapp: object) -> None:
    dialog = build_print_preview(None, NotepadOptions(side="hex"))
    assert "notepad" in dialog.windowTitle()
    assert dialog.printer() is not None
    dialog.deleteLater()


def test_the_preview_prints_without_a_mouse(qtbot: object, qapp: object) -> None:
    # Qt's preview kept its tool buttons out of Tab's reach and gave Print no key: Escape was the only way out.
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence
    from PySide6.QtWidgets import QToolButton

    dialog = build_print_preview(None, NotepadOptions(side="hex"))
    buttons = dialog.findChildren(QToolButton)
    assert buttons and all(button.focusPolicy() & Qt.FocusPolicy.TabFocus for button in buttons)
    prints = [b.defaultAction() for b in buttons if b.defaultAction() and b.defaultAction().text() == "Print"]
    assert [action.shortcut() for action in prints] == [QKeySequence(QKeySequence.StandardKey.Print)]
    dialog.deleteLater()


def test_preview_refuses_a_setter_copy_without_atoms(qapp: object) -> None:
    with pytest.raises(BlackBoxError):
        build_print_preview(None, NotepadOptions(copy="setter"), tabletop_game())


def test_export_pdf_returns_the_page_count(qapp: object, tmp_path: Path) -> None:
    assert export_pdf(tmp_path / "e.pdf", NotepadOptions(pages=3)) == 3


def test_the_notepad_dialog_tabs_down_its_rows(qtbot: object, qapp: object) -> None:
    # It opened on Paper, the second row, and went Paper → Diagrams → Orientation.
    from blackbox_desktop.app.features.printing_menu import NotepadDialog

    dialog = NotepadDialog(True)
    qtbot.addWidget(dialog)  # type: ignore[attr-defined]
    order = []
    widget = dialog.side
    for _ in range(4):
        order.append(widget)
        widget = widget.nextInFocusChain()
        while not widget.focusPolicy() & widget.focusPolicy().TabFocus:
            widget = widget.nextInFocusChain()
    assert order == [dialog.side, dialog.paper, dialog.orientation, dialog.per_page]


def test_the_notepad_dialog_starts_with_the_last_choices(window, qtbot) -> None:
    # QA: every opening of the dialog went back to Both sides, A4, Portrait, as many as fit, 1 page.
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from blackbox_desktop.app.features.printing_menu import NotepadDialog, ask_notepad_options

    def answer(change: bool) -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NotepadDialog)
        seen.append(dialog.choice()[0])
        if change:
            dialog.side.setCurrentIndex(dialog.side.findData("hex"))
            dialog.paper.setCurrentIndex(dialog.paper.findData("letter"))
            dialog.orientation.setCurrentIndex(dialog.orientation.findData("landscape"))
            dialog.per_page.setCurrentIndex(dialog.per_page.findData(4))
            dialog.pages.setValue(3)
            dialog.copy.setCurrentIndex(dialog.copy.findData("setter"))
        dialog.accept()

    seen: list[NotepadOptions] = []
    QTimer.singleShot(0, lambda: answer(True))
    first = ask_notepad_options(window, False)  # blank sheets (a filled one shows the game's side)
    assert first is not None and first[0].copy == "setter"
    QTimer.singleShot(0, lambda: answer(False))
    again = ask_notepad_options(window, False)
    assert again is not None
    assert again[0] == NotepadOptions(side="hex", paper="letter", orientation="landscape", per_page=4, pages=3)
    # The setter's copy shows the atoms: it is chosen anew each time, never kept.
    window.settings.store.setValue("notepad/pages", "many")
    QTimer.singleShot(0, lambda: answer(False))
    assert ask_notepad_options(window, False) is not None
    last = seen[-1]  # a value no sheet can use: the defaults (the paper: the one the system's place uses)
    assert (last.side, last.orientation, last.per_page, last.pages) == ("both", "portrait", 0, 1)


def test_a_filled_sheet_shows_the_games_side_alone(window, qtbot) -> None:
    # QA: "Both sides" (the first choice) printed an empty hexagonal diagram under a filled square one, where
    # print-notepad --game shows the game's side alone.  Unticking "Fill in this game" gives the last choice back,
    # and a filled sheet leaves that choice for the next blank one.
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from blackbox_desktop.app.features.printing_menu import NotepadDialog, ask_notepad_options

    start(window, "hex-5", "C2,D5,D8,E3,E4")
    seen: list[tuple[str, str]] = []

    def answer(fill: bool) -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, NotepadDialog)
        before = str(dialog.side.currentData())
        dialog.fill.setChecked(fill)
        seen.append((before, str(dialog.side.currentData())))
        dialog.accept()

    QTimer.singleShot(0, lambda: answer(True))
    filled = ask_notepad_options(window, True)
    assert filled is not None and filled[1] and filled[0].side == "hex"
    QTimer.singleShot(0, lambda: answer(False))
    blank = ask_notepad_options(window, True)
    assert blank is not None and not blank[1] and blank[0].side == "both"
    assert seen == [("hex", "hex"), ("hex", "both")]


def test_the_preview_keeps_print_in_its_toolbar_on_a_small_screen(qtbot: object, qapp: object, monkeypatch) -> None:
    # QA: on 1024×600 the preview opened 682 pixels wide and Qt's toolbar put Print behind its "»" button.
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen
    from PySide6.QtWidgets import QToolBar, QToolButton

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1024, 600))
    dialog = build_print_preview(None, NotepadOptions(side="hex"))
    assert dialog.width() <= 1024 - 40 and dialog.height() <= 600 - 60
    dialog.show()
    qtbot.waitExposed(dialog)
    toolbar = dialog.findChild(QToolBar)
    overflow = toolbar.findChild(QToolButton, "qt_toolbar_ext_button")
    assert overflow is None or not overflow.isVisible()
    dialog.close()
    dialog.deleteLater()


def _printer_to_file(path: Path, options: NotepadOptions) -> QPrinter:
    printer = make_printer(options)
    printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    printer.setOutputFileName(str(path))
    return printer


def _footers(path: Path) -> list[str]:
    import re
    import subprocess

    text = subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout
    return [found.group(1) for page in text.split("\f") if (found := re.search(r"page (\d+ of \d+)", page))]


@pytest.mark.skipif(not HAVE_POPPLER, reason="needs pdftotext")
@pytest.mark.parametrize(
    "collate, expected",
    [(True, ["3 of 4", "2 of 4", "3 of 4", "2 of 4"]), (False, ["3 of 4", "3 of 4", "2 of 4", "2 of 4"])],
)
def test_the_print_dialog_s_pages_order_and_copies_are_drawn(
    qapp: object, tmp_path: Path, collate: bool, expected: list[str]
) -> None:
    # QA: "Pages from 2 to 3", last page first and 2 copies printed every page once, first to last.
    options = NotepadOptions(side="ortho", per_page=1, pages=4, paper="a4")
    out = tmp_path / "chosen.pdf"
    printer = _printer_to_file(out, options)
    printer.setPrintRange(QPrinter.PrintRange.PageRange)
    printer.setFromTo(2, 3)
    printer.setPageOrder(QPrinter.PageOrder.LastPageFirst)
    printer.setCopyCount(2)
    printer.setCollateCopies(collate)
    render_notepad(printer, options, ortho_game())
    assert _footers(out) == expected


@pytest.mark.skipif(not HAVE_POPPLER, reason="needs pdftotext")
def test_a_booklet_prints_only_the_pages_asked_for(qapp: object, tmp_path: Path) -> None:
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.booklet import make_booklet
    from blackbox_desktop.printing.booklet import paint_booklet

    booklet = make_booklet(parse_board("ortho-8x8"), 4, "seed", norm=False)
    out = tmp_path / "booklet.pdf"
    printer = _printer_to_file(out, NotepadOptions(paper="a4"))
    printer.setPrintRange(QPrinter.PrintRange.PageRange)
    printer.setFromTo(2, 2)
    paint_booklet(printer, booklet)
    assert page_count(out) == 1
    assert "Look-up tables" in page_text(out, 1)


def test_a_range_past_the_last_page_prints_nothing_and_says_so(qapp: object, tmp_path: Path, monkeypatch) -> None:
    # QA: "pages 5 to 9" of a 4-page notepad came out as one blank sheet, and of a booklet as the whole booklet.
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.booklet import make_booklet
    from blackbox_desktop.printing import print_dialog
    from blackbox_desktop.printing.booklet import paint_booklet
    from blackbox_desktop.printing.page_choice import NoPageChosen

    options = NotepadOptions(side="ortho", per_page=1, pages=4, paper="a4")
    booklet = make_booklet(parse_board("ortho-8x8"), 4, "seed", norm=False)
    draws = {
        "notepad": lambda printer: render_notepad(printer, options, ortho_game()),
        "booklet": lambda printer: paint_booklet(printer, booklet),
    }
    said: list[str] = []
    monkeypatch.setattr(message_boxes, "warn", lambda parent, title, text: said.append(text))
    for name, draw in draws.items():
        out = tmp_path / f"{name}.pdf"
        printer = _printer_to_file(out, options)
        printer.setPrintRange(QPrinter.PrintRange.PageRange)
        printer.setFromTo(50, 60)
        with pytest.raises(NoPageChosen, match="50-60"):
            draw(printer)
        assert not out.exists()
        print_dialog.draw_or_explain(None, partial(draw, printer))  # type: ignore[arg-type]
        assert not out.exists()
    assert len(said) == 2 and "Nothing was printed" in said[0] and "ends at page 4" in said[0]


def test_the_notepad_dialog_offers_as_many_pages_as_the_command_line(qtbot, qapp: object) -> None:
    # QA: the dialog stopped at 50 pages where print-notepad --pages takes up to 200.
    from blackbox_desktop.app.features.printing_menu import NotepadDialog
    from blackbox_desktop.printing.layout import MAX_PAGES

    dialog = NotepadDialog(has_game=False)
    dialog.pages.setValue(120)
    assert dialog.choice()[0].pages == 120 and dialog.pages.maximum() == MAX_PAGES == 200
    dialog.deleteLater()
