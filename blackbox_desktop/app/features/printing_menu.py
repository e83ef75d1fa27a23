"""Printing from the window: the notepad (print preview or PDF) and the solitaire booklet as PDF.

The pages are drawn by :mod:`...printing` in millimetres; this module only
asks which sheet the player wants (side, paper, copy) and where to put it.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QObject, QSettings, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QProgressDialog,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...mnemonics import give_letters
from ...model.booklet import Booklet
from ...model.deduction import Cancelled
from ...model.errors import BlackBoxError, readable
from ...model.game import Game
from ...printing.layout import MAX_PAGES, PAPERS, NotepadOptions
from ...screen_room import make_room_for_title, resize_to_screen
from ..assistant.booklets import PARKER, WhichBooklet, full_booklet
from ..assistant.worker import JobRunner
from ..booklet_choice import BookletChoice, remember_booklet, remembered_booklet
from ..buttons import ok_cancel
from ..file_boxes import ask_save
from ..i18n import QT_TRANSLATE_NOOP
from ..modal import run_modal
from ..model_texts import tr_model

if TYPE_CHECKING:
    from ..options import GameOptions
    from ..window import MainWindow

PDF_FILTER = QT_TRANSLATE_NOOP("PrintingMenu", "PDF documents (*.pdf)")
SETTER_COPY_HIDDEN = QT_TRANSLATE_NOOP(
    "PrintingMenu", "The setter's copy shows the hidden atoms: it can be printed once the round is over."
)


def _tr(text: str) -> str:
    return QCoreApplication.translate("PrintingMenu", text)


def local_paper() -> str:
    """The paper people print on where the player lives: US Letter under US measures, else A4.

    The system's locale says where she lives: the interface's may be English for a German, whose paper is A4.
    """
    us = QLocale.system().measurementSystem() == QLocale.MeasurementSystem.ImperialUSSystem
    return "letter" if us else "a4"


PAPER_WORDS = {
    "a4": QT_TRANSLATE_NOOP("PrintingMenu", "A4"),
    "letter": QT_TRANSLATE_NOOP("PrintingMenu", "US Letter"),
    "legal": QT_TRANSLATE_NOOP("PrintingMenu", "US Legal"),
    "a5": QT_TRANSLATE_NOOP("PrintingMenu", "A5"),
    "a3": QT_TRANSLATE_NOOP("PrintingMenu", "A3"),
}
"""Every paper ``--paper`` takes (``printing.layout.PAPERS``), as the dialogs name it."""


def paper_box(last: str | None = None) -> QComboBox:
    """Every paper the sheets are laid out for; ``last`` (the paper chosen last time) or else the local one chosen.

    Made without a parent, as the dialogs' other fields are: one made with its dialog comes first in the
    Tab order, wherever it stands (the notepad dialog opened on Paper, its second row).
    """
    box = QComboBox()
    for paper in PAPERS:
        box.addItem(_tr(PAPER_WORDS[paper]), paper)
    chosen = box.findData(last) if last is not None else -1
    box.setCurrentIndex(chosen if chosen >= 0 else box.findData(local_paper()))
    return box


class NotepadDialog(QDialog):
    """Which notepad sheet: side, paper, orientation, pages, and whether to fill it from this game."""

    def __init__(
        self,
        has_game: bool,
        parent: QWidget | None = None,
        setter_copy: bool = True,
        last: NotepadOptions | None = None,
        game_side: str | None = None,
    ) -> None:
        """``setter_copy`` False: the atoms are hidden from the player at the screen, so that copy is greyed.
        ``last``: the sheet asked for last time, whose choices the fields start with (not its copy: the
        setter's copy shows the atoms, and is only printed when chosen anew).  ``game_side``: the side of the
        game on the board; a sheet filled in from it shows that side alone, as ``print-notepad --game`` does
        ("Both sides" added an empty diagram of the other board under the filled one, QA), and the diagrams
        go back to the last choice when "Fill in this game" is unticked."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Notepad sheet"))
        make_room_for_title(self)
        form = QFormLayout()
        self.side = QComboBox()
        for key, words in (
            ("both", self.tr("Both sides")),
            ("ortho", self.tr("Square board")),
            ("hex", self.tr("Hexagonal board")),
        ):
            self.side.addItem(words, key)
        form.addRow(self.tr("Diagrams:"), self.side)
        self.paper = paper_box()
        form.addRow(self.tr("Paper:"), self.paper)
        self.orientation = QComboBox()
        self.orientation.addItem(self.tr("Portrait"), "portrait")
        self.orientation.addItem(self.tr("Landscape"), "landscape")
        form.addRow(self.tr("Orientation:"), self.orientation)
        self.per_page = QComboBox()
        self.per_page.addItem(self.tr("As many as fit"), 0)
        for count in range(1, 7):
            self.per_page.addItem(str(count), count)
        form.addRow(self.tr("Diagrams per page:"), self.per_page)
        self.pages = QSpinBox()
        self.pages.setRange(1, MAX_PAGES)  # as many as the command line allows
        form.addRow(self.tr("Pages:"), self.pages)
        self.fill = QCheckBox(self.tr("Fill in this game"))
        self.fill.setEnabled(has_game)
        self.fill.setChecked(has_game)
        form.addRow(self.fill)
        self.copy = QComboBox()
        self.copy.addItem(self.tr("Experimenter's record"), "experimenter")
        self.copy.addItem(self.tr("Setter's copy (shows the atoms)"), "setter")
        if not setter_copy:
            item = self.copy.model().item(1)  # type: ignore[attr-defined]
            item.setEnabled(False)
            item.setToolTip(_tr(SETTER_COPY_HIDDEN))
        form.addRow(self.tr("Copy:"), self.copy)
        self.fill.toggled.connect(self.copy.setEnabled)
        self.copy.setEnabled(has_game)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(ok_cancel(self))
        if last is not None:
            for box, value in (
                (self.side, last.side),
                (self.paper, last.paper),
                (self.orientation, last.orientation),
                (self.per_page, last.per_page),
            ):
                box.setCurrentIndex(max(0, box.findData(value)))
            self.pages.setValue(last.pages)
        self._blank_side = str(self.side.currentData())
        if game_side is not None and has_game:
            self._follow_fill(game_side, self.fill.isChecked())
            self.fill.toggled.connect(lambda filled: self._follow_fill(game_side, filled))
        give_letters(self)

    def _follow_fill(self, game_side: str, filled: bool) -> None:
        self.side.setCurrentIndex(max(0, self.side.findData(game_side if filled else self._blank_side)))

    def blank_side(self) -> str:
        """The diagrams chosen for a blank sheet (kept for the next one while a game's sheet shows its side)."""
        return str(self.side.currentData()) if not self.fill.isChecked() else self._blank_side

    def choice(self) -> tuple[NotepadOptions, bool]:
        """The options and whether to fill the sheet from the game shown."""
        options = NotepadOptions(
            side=str(self.side.currentData()),
            paper=str(self.paper.currentData()),
            orientation=str(self.orientation.currentData()),
            per_page=int(self.per_page.currentData()),
            pages=self.pages.value(),
            copy=str(self.copy.currentData()),
        )
        return options, self.fill.isChecked()


def atoms_hidden(window: QWidget) -> bool:
    """True while a two-player round or duel hides the atoms on the board from the player at the screen.

    The setter's copy would show them: in a hot-seat match the experimenter could read the other
    player's atoms, in a duel her opponent's, before the round is over.
    """
    controller = getattr(window, "controller", None)
    if controller is None or not getattr(window, "in_match", False):
        return False
    return not (controller.has_game and controller.game.finished)


NOTEPAD_KEYS = ("side", "paper", "orientation", "per_page", "pages")
"""The notepad choices kept between sheets and runs, under ``notepad/`` in the settings."""


def remembered_notepad(store: QSettings) -> NotepadOptions | None:
    """The sheet asked for last time, or None (never asked, or a value no sheet can use)."""
    if not store.contains("notepad/side"):
        return None
    try:
        return NotepadOptions(
            side=str(store.value("notepad/side")),
            paper=str(store.value("notepad/paper")),
            orientation=str(store.value("notepad/orientation")),
            per_page=int(store.value("notepad/per_page")),
            pages=int(store.value("notepad/pages")),
        )
    except (BlackBoxError, TypeError, ValueError):
        return None


def remember_notepad(store: QSettings, options: NotepadOptions) -> None:
    for key in NOTEPAD_KEYS:
        store.setValue(f"notepad/{key}", getattr(options, key))


def _store(parent: QWidget) -> QSettings | None:
    """The window's settings, if ``parent`` is the window."""
    settings = getattr(parent, "settings", None)
    store = getattr(settings, "store", None)
    return store if isinstance(store, QSettings) else None


def ask_notepad_options(parent: QWidget, has_game: bool) -> tuple[NotepadOptions, bool] | None:
    """The player's choice, or None when cancelled (tests replace this).  The dialog starts with the
    choices made last time."""
    store = _store(parent)
    last = remembered_notepad(store) if store is not None else None
    controller = getattr(parent, "controller", None)
    game_side = getattr(controller, "side", None) if has_game else None
    dialog = NotepadDialog(
        has_game,
        parent,
        setter_copy=not atoms_hidden(parent),
        last=last,
        game_side=game_side if isinstance(game_side, str) else None,
    )
    if run_modal(dialog) != QDialog.DialogCode.Accepted:
        return None
    choice = dialog.choice()
    if store is not None:
        remember_notepad(store, replace(choice[0], side=dialog.blank_side()))
    return choice


class BookletDialog(QDialog):
    """Which booklet (as Game → Solitaire booklet plays it) and its paper."""

    def __init__(
        self,
        parent: QWidget | None = None,
        options: GameOptions | None = None,
        which: WhichBooklet = PARKER,
        paper: str | None = None,
    ) -> None:
        """``paper``: the paper chosen last time, offered first (else the local one)."""
        super().__init__(parent)
        self.setWindowTitle(self.tr("Solitaire booklet"))
        make_room_for_title(self)
        self.choice = BookletChoice(options, which)
        self.paper = paper_box(paper)
        self.choice.form.addRow(self.tr("Paper:"), self.paper)
        self.choice.lay_out(
            self,
            self.tr(
                "The games, one look-up table per port, and the solutions with each "
                "game's NORM. Game → Solitaire booklet plays the same games by their "
                "numbers."
            ),
        )
        give_letters(self)


BOOKLET_PAPER = "booklet/paper"
"""The settings key of the paper the last booklet was printed on."""


def ask_booklet(parent: QWidget) -> tuple[str, WhichBooklet] | None:
    """The paper (one of ``printing.layout.PAPERS``) and the booklet, or None when cancelled (tests replace this).
    The dialog starts with the booklet and the paper chosen last time."""
    store = _store(parent)
    last = store.value(BOOKLET_PAPER) if store is not None else None
    dialog = BookletDialog(
        parent, getattr(parent, "options", None), remembered_booklet(store), str(last) if last is not None else None
    )
    if run_modal(dialog) != QDialog.DialogCode.Accepted:
        return None
    which = dialog.choice.which()
    remember_booklet(store, which)
    paper = str(dialog.paper.currentData())
    if store is not None:
        store.setValue(BOOKLET_PAPER, paper)
    return paper, which


class PrintingMenu(QObject):
    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.runner = JobRunner(self)
        self.progress: QProgressDialog | None = None
        self.booklets: dict[WhichBooklet, Booklet] = {}
        """The booklets whose NORMs are worked out, kept for the next print."""
        self.print_action = QAction(self.tr("P&rint notepad…"), window)
        self.print_action.setShortcut("Ctrl+P")
        self.print_action.triggered.connect(self.print_notepad)
        self.notepad_pdf_action = QAction(self.tr("Export notepad as P&DF…"), window)
        self.notepad_pdf_action.triggered.connect(self.export_notepad)
        self.booklet_print_action = QAction(self.tr("Print solitaire boo&klet…"), window)
        self.booklet_print_action.triggered.connect(self.print_booklet)
        self.booklet_pdf_action = QAction(self.tr("E&xport solitaire booklet as PDF…"), window)
        self.booklet_pdf_action.triggered.connect(self.export_booklet)
        menu = window.game_menu
        self.actions = (self.print_action, self.notepad_pdf_action, self.booklet_print_action, self.booklet_pdf_action)
        for action in self.actions:
            menu.insertAction(window.quit_action, action)
        menu.insertSeparator(window.quit_action)
        # Under the two-player hand-over curtain or the setter's pad nothing is printed, not even by Ctrl+P.
        flow = window.two_players
        curtain = flow.curtain if flow is not None else None
        if curtain is not None:
            curtain.coveredChanged.connect(self._show_covered)
        self._show_covered(window.covered)

    def _show_covered(self, covered: bool) -> None:
        for action in self.actions:
            action.setEnabled(not covered)

    def _notepad_choice(self) -> tuple[NotepadOptions, Game | None] | None:
        if self.window.covered:
            return None
        has_game = self.window.controller.has_game
        choice = ask_notepad_options(self.window, has_game)
        if choice is None:
            return None
        options, fill = choice
        if fill and has_game and options.copy == "setter" and atoms_hidden(self.window):
            self.window.error_box(self.tr("The notepad cannot be printed"), _tr(SETTER_COPY_HIDDEN))
            return None
        game = self.window.controller.game if has_game else None
        if (
            fill
            and game is not None
            and options.copy == "setter"
            and not game.finished
            and not self.window.confirm(
                self.tr("Show the atoms?"),
                self.tr(
                    "The setter's copy shows where the atoms of the game in play are hidden. Print it all the same?"
                ),
            )
        ):
            return None  # a slip of the menu does not give the game away
        if not (fill and game is not None):
            return options, None
        # The record's score boxes count as the score panel does: a round switched to another scoring there
        # printed its rules' own total (Parker 12 on paper beside Franjos 17 on the screen, QA).
        game = replace(game, rules=replace(game.rules, scoring=self.window.controller.score_variant))
        return replace(options, written=self._written_on_card(options.copy)), game

    def _written_on_card(self, copy: str) -> tuple[str, str, str]:
        """Player, Round and Date for a card filled in from the game: today's date, and in a match whose
        copy it is and which round."""
        # Day, month's short name, year: "2 Dec 2026", "2 déc. 2026"; the short format's "12/2/26" was read
        # as 12 February outside the United States (QA).
        today = QLocale().toString(QDate.currentDate(), "d MMM yyyy")
        two = self.window.two_players
        match = two.match if two is not None and self.window.in_match else None
        if match is None:
            return "", "", today
        player = match.setter if copy == "setter" else match.experimenter
        round_text = self.tr("{round} of {rounds}").format(round=match.round_number, rounds=match.rounds)
        return player, round_text, today

    def print_notepad(self) -> bool:
        from ...printing.print_dialog import show_print_preview

        choice = self._notepad_choice()
        if choice is None:
            return False
        try:
            return show_print_preview(self.window, *choice)
        except BlackBoxError as error:
            self.window.error_box(self.tr("The notepad cannot be printed"), tr_model(str(error)))
            return False

    def export_notepad(self) -> Path | None:
        from ...printing.print_dialog import export_pdf

        choice = self._notepad_choice()
        if choice is None:
            return None
        name = ask_save(
            self.window,
            self.window.settings.store,
            self.tr("Export the notepad as PDF"),
            self.tr("notepad.pdf"),
            _tr(PDF_FILTER),
        )
        if not name:
            return None
        path = Path(name if name.lower().endswith(".pdf") else name + ".pdf")
        try:
            pages = export_pdf(path, *choice)
        except BlackBoxError as error:
            self.window.error_box(self.tr("The notepad could not be written"), tr_model(str(error)))
            return None
        said = (
            self.tr("Notepad written to {path} (1 page)")
            if pages == 1
            else self.tr("Notepad written to {path} ({pages} pages)")
        )
        self.window.show_message(said.format(path=readable(path), pages=pages))
        return path

    def export_booklet(self) -> None:
        """Make the booklet with its NORMs (on a thread, with a progress box), then write the PDF."""
        if self.window.covered:
            return
        asked = ask_booklet(self.window)
        if asked is None:
            return
        paper, which = asked
        name = ask_save(
            self.window,
            self.window.settings.store,
            self.tr("Export the solitaire booklet as PDF"),
            self.tr("booklet.pdf"),
            _tr(PDF_FILTER),
        )
        if not name:
            return
        path = Path(name if name.lower().endswith(".pdf") else name + ".pdf")
        from ...printing.booklet import BookletPdfError
        from ...printing.pdf_file import check_writable

        try:
            check_writable(path, BookletPdfError)  # before the NORMs, which take a while
        except BlackBoxError as error:
            self.window.error_box(self.tr("The booklet could not be written"), tr_model(str(error)))
            return

        def write(booklet: Booklet) -> None:
            from ...printing.booklet import write_booklet_pdf

            try:
                pages = write_booklet_pdf(path, booklet, paper)
            except BlackBoxError as error:
                self.window.error_box(self.tr("The booklet could not be written"), tr_model(str(error)))
                return
            self.window.show_message(
                self.tr("Booklet written to {path} ({pages} pages)").format(path=readable(path), pages=pages)
            )

        self.with_booklet(write, which)

    def print_booklet(self) -> None:
        """The booklet in Qt's print preview, drawn by the same renderer as the PDF."""
        if self.window.covered:
            return
        asked = ask_booklet(self.window)  # which booklet, as Export asks (it printed the last one unasked)
        if asked is None:
            return
        paper, which = asked
        self.with_booklet(lambda booklet: self._preview_booklet(booklet, paper), which)

    def _preview_booklet(self, booklet: Booklet, paper: str = "") -> None:
        from PySide6.QtGui import QPageLayout
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        from ...printing.paper import page_size

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        printer.setFullPage(True)
        printer.setPageSize(page_size(paper or local_paper()))
        printer.setPageOrientation(QPageLayout.Orientation.Portrait)
        printer.setDocName(QCoreApplication.translate("Printing", "Black Box solitaire booklet"))  # the queue shows it

        from ...printing.booklet import paint_booklet
        from ...printing.print_dialog import PREVIEW_SIZE, draw_or_explain, keyboard_friendly

        dialog = QPrintPreviewDialog(printer, self.window)
        dialog.setWindowTitle(self.tr("Print the solitaire booklet"))
        resize_to_screen(dialog, *PREVIEW_SIZE, self.window)
        dialog.paintRequested.connect(lambda target: draw_or_explain(dialog, lambda: paint_booklet(target, booklet)))
        keyboard_friendly(dialog)
        run_modal(dialog)

    def with_booklet(self, then: Callable[[Booklet], None], which: WhichBooklet = PARKER) -> None:
        """Call ``then(booklet)`` once every NORM of booklet ``which`` is known; a progress box can cancel.

        Worked out once, a booklet is kept for the next print or export (QA: each one worked out the 80
        NORMs again, about 15 s behind a progress box)."""
        if which in self.booklets:
            then(self.booklets[which])
            return
        progress = QProgressDialog(
            self.tr("Working out each game's NORM…"), self.tr("Cancel"), 0, which.games, self.window
        )
        progress.setWindowTitle(self.tr("Solitaire booklet"))
        progress.setWindowModality(Qt.WindowModality.WindowModal)
        progress.setMinimumDuration(0)
        progress.setMinimumWidth(380)  # room for its title in the window manager's bar
        self.progress = progress
        relay = _ProgressRelay(progress)

        def job(cancel: Callable[[], bool]) -> Booklet:
            def report(done: int, total: int) -> None:
                if cancel():
                    raise Cancelled
                relay.report(done)

            return full_booklet(report, which)

        def done(booklet: Booklet) -> None:
            progress.close()
            self.booklets[which] = booklet
            then(booklet)

        def failed(error: BaseException) -> None:
            progress.close()
            if not isinstance(error, Cancelled):
                self.window.error_box(self.tr("The booklet could not be made"), tr_model(str(error)))

        progress.canceled.connect(self.runner.cancel)
        self.runner.start(job, done, failed)
        progress.show()

    def shutdown(self) -> None:
        self.runner.cancel()


class _ProgressRelay(QObject):
    """Carries the booklet's progress from the worker thread to the progress box."""

    advanced = Signal(int)

    def __init__(self, progress: QProgressDialog) -> None:
        super().__init__(progress)
        self.progress = progress
        self.advanced.connect(self._show)

    def _show(self, done: int) -> None:
        # A report the worker sent just before Cancel arrives after it: setValue would open the cancelled
        # box again (Qt shows a progress box on any value), and nothing would be left to close it.
        if not self.progress.wasCanceled():
            self.progress.setValue(done)

    def report(self, done: int) -> None:
        with contextlib.suppress(RuntimeError):
            self.advanced.emit(done)


def install(window: MainWindow) -> None:
    window.printing_menu = PrintingMenu(window)
