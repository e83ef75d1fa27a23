"""What the window calls to print the notepad: a preview that prints, and PDF export.

The preview is Qt's own ``QPrintPreviewDialog`` on a ``QPrinter``, so the
sheet goes through the system's printers and print dialog; the pages are
drawn by :func:`render_notepad` on whatever paper the printer is set to.
Errors are :class:`BlackBoxError` sentences for the window to show.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QToolButton, QWidget

from .. import message_boxes
from ..model.game import Game
from ..screen_room import resize_to_screen
from .diagram_fill import fill_from_game
from .layout import NotepadOptions
from .notepad import page_layout_for, render_notepad, write_notepad_pdf
from .page_choice import NoPageChosen


def make_printer(options: NotepadOptions) -> QPrinter:
    """A high-resolution printer set to the paper and orientation asked for, drawing on the whole sheet."""
    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageLayout(page_layout_for(options))
    printer.setFullPage(True)
    printer.setDocName(QCoreApplication.translate("Printing", "Black Box notepad"))
    return printer


PREVIEW_SIZE = (1000, 820)
"""The print preview's size where the screen has room: narrower, Qt's toolbar hid Print behind "»"."""


def build_print_preview(
    parent: QWidget | None, options: NotepadOptions, game: Game | None = None
) -> QPrintPreviewDialog:
    """The preview dialog, not yet shown (tests and the window's own modality use this)."""
    if game is not None:
        fill_from_game(game, options.copy)  # a setter's copy without atoms fails here, before any dialog
    printer = make_printer(options)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(QCoreApplication.translate("Printing", "Print the Black Box notepad"))
    resize_to_screen(dialog, *PREVIEW_SIZE, parent)
    # The printer must live as long as the dialog.
    dialog._notepad_printer = printer  # type: ignore[attr-defined]
    dialog.paintRequested.connect(lambda target: draw_or_explain(dialog, lambda: render_notepad(target, options, game)))
    keyboard_friendly(dialog)
    return dialog


def draw_or_explain(dialog: QWidget, draw: Callable[[], object]) -> None:
    """Answer a preview's request to draw; a page range past the document's end is explained in a box.

    The request comes from Qt's preview, which would drop the error and close as if it had printed.
    """
    try:
        draw()
    except NoPageChosen as refused:
        message_boxes.warn(dialog, QCoreApplication.translate("Printing", "Nothing was printed"), str(refused))


def keyboard_friendly(dialog: QPrintPreviewDialog) -> None:
    """Qt's preview takes its tool buttons out of Tab's reach and gives Print no key: without a mouse
    the only way out was Escape.  Tab now reaches every button, and Ctrl+P prints."""
    for button in dialog.findChildren(QToolButton):
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        action = button.defaultAction()
        printing = ("Print", QCoreApplication.translate("QPrintPreviewDialog", "Print"))
        if action is not None and action.text() in printing:
            action.setShortcut(QKeySequence(QKeySequence.StandardKey.Print))
            action.setToolTip(f"{action.text()} ({action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})")


def show_print_preview(parent: QWidget | None, options: NotepadOptions, game: Game | None = None) -> bool:
    """Open the print preview; return True when the user printed."""
    dialog = build_print_preview(parent, options, game)
    return dialog.exec() == QPrintPreviewDialog.DialogCode.Accepted


def export_pdf(path: str | Path, options: NotepadOptions, game: Game | None = None) -> int:
    """Write the notepad to ``path`` as PDF; return the number of pages."""
    return write_notepad_pdf(path, options, game)
