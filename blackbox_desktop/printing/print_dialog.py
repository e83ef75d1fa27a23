"""What the window calls to print the notepad: a preview that prints, and PDF export.

The preview is Qt's own ``QPrintPreviewDialog`` on a ``QPrinter``, so the
sheet goes through the system's printers and print dialog; the pages are
drawn by :func:`render_notepad` on whatever paper the printer is set to.
Errors are :class:`BlackBoxError` sentences for the window to show.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QWidget

from ..model.game import Game
from .layout import NotepadOptions
from .notepad import fill_from_game, page_layout_for, render_notepad, write_notepad_pdf


def make_printer(options: NotepadOptions) -> QPrinter:
    """A high-resolution printer set to the paper and orientation asked for, drawing on the whole sheet."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageLayout(page_layout_for(options))
    printer.setFullPage(True)
    printer.setDocName(QCoreApplication.translate("Printing", "Black Box notepad"))
    return printer


def build_print_preview(
    parent: QWidget | None, options: NotepadOptions, game: Game | None = None
) -> QPrintPreviewDialog:
    """The preview dialog, not yet shown (tests and the window's own modality use this)."""
    if game is not None:
        fill_from_game(game, options.copy)  # a setter's copy without atoms fails here, before any dialog
    printer = make_printer(options)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("Printing", "Print the Black Box notepad"))
    # The printer must live as long as the dialog.
    dialog._notepad_printer = printer  # type: ignore[attr-defined]
    dialog.paintRequested.connect(lambda target: render_notepad(target, options, game))
    return dialog


def show_print_preview(parent: QWidget | None, options: NotepadOptions, game: Game | None = None) -> bool:
    """Open the print preview; return True when the user printed."""
    dialog = build_print_preview(parent, options, game)
    return dialog.exec() == QPrintPreviewDialog.DialogCode.Accepted


def export_pdf(path: str | Path, options: NotepadOptions, game: Game | None = None) -> int:
    """Write the notepad to ``path`` as PDF; return the number of pages."""
    return write_notepad_pdf(path, options, game)
