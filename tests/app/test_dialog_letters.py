"""Every dialog can be worked from the keyboard: each field's label and each button has an Alt+letter, no two
alike in one dialog, in English and in French; a screen reader hears each field by its label (QA of stop 27)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QDialog, QLabel, QLineEdit, QWidget

from blackbox_desktop.app import i18n
from blackbox_desktop.app.dialogs import NewGameDialog
from blackbox_desktop.app.features.computer_play import ComputerGameDialog
from blackbox_desktop.app.features.preferences import PreferencesDialog
from blackbox_desktop.app.features.printing_menu import BookletDialog, NotepadDialog
from blackbox_desktop.app.features.score_book import ScoreBookDialog
from blackbox_desktop.app.modes.dialogs import (
    AGAINST_COMPUTER,
    DUEL,
    HOT_SEAT,
    PUZZLE,
    TABLETOP,
    AnnouncementDialog,
    PuzzleDialog,
    TwoPlayerDialog,
)
from blackbox_desktop.mnemonics import letter_of
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import FRANJOS
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.score_book import ScoreBook
from blackbox_desktop.model.scoring import Scoring

BOARD = parse_board("ortho-8x8")
DIALOGS: dict[str, Callable[[object], QDialog]] = {
    "new game": lambda w: NewGameDialog(w.options, w),
    "computer": lambda w: ComputerGameDialog("ortho", w, w.options),
    "preferences": lambda w: PreferencesDialog(w.settings.store, w),
    "notepad": lambda w: NotepadDialog(has_game=True, parent=w),
    "booklet": lambda w: BookletDialog(w),
    "booklet game number": lambda w: w.booklet_play.number_dialog(),
    "hot seat": lambda w: TwoPlayerDialog(HOT_SEAT, w.options, w),
    "tabletop": lambda w: TwoPlayerDialog(TABLETOP, w.options, w),
    "duel": lambda w: TwoPlayerDialog(DUEL, w.options, w),
    "puzzle": lambda w: TwoPlayerDialog(PUZZLE, w.options, w),
    "against the computer": lambda w: TwoPlayerDialog(AGAINST_COMPUTER, w.options, w),
    "announcement": lambda w: AnnouncementDialog(BOARD, FRANJOS, 13, "Ann", parent=w),
    "puzzle code to share": lambda w: PuzzleDialog(BOARD, frozenset(BOARD.cells_from_names("A1,B2")), Rules(), w),
    "score book": lambda w: ScoreBookDialog(ScoreBook(), Scoring.PER_RAY, w),
}


def fields(dialog: QDialog) -> list[QWidget]:
    """The fields and buttons ``dialog`` keeps as its own (not the OK / Cancel / Close row: Enter and Escape press
    those), that are shown.  (Walking the Tab chain or every child crashed: wrappers of Qt's inner widgets.)"""
    kinds = (QAbstractButton, QComboBox, QAbstractSpinBox, QLineEdit)
    parts = [*vars(dialog).values(), *vars(getattr(dialog, "choice", None) or dialog).values()]
    found: list[QWidget] = []
    for part in parts:
        if isinstance(part, kinds) and part.isVisibleTo(dialog) and part not in found:
            found.append(part)
    return found


def check(dialog: QDialog) -> None:
    labels = [label for label in dialog.findChildren(QLabel) if label.buddy() is not None]
    missing, used = [], []
    for field in fields(dialog):
        if isinstance(field, QAbstractButton):
            letter = letter_of(field.text())
        else:
            named_by = [label for label in labels if label.buddy() is field]
            letter = letter_of(named_by[0].text()) if named_by else None
            if field in (getattr(dialog, "cols", None), getattr(dialog, "hex_side", None)):
                continue  # the size boxes share the row's label: Alt+its letter, then Tab (each is named)
            if isinstance(field, QLineEdit) and field.isReadOnly():
                continue  # the puzzle code shown: named, and Tab reaches it
        if letter is None:
            missing.append(field.accessibleName() or getattr(field, "text", lambda: "")() or type(field).__name__)
        else:
            used.append(letter)
    assert missing == [], dialog.windowTitle()
    assert len(set(used)) == len(used), (dialog.windowTitle(), used)
    for combo in dialog.findChildren(QComboBox):  # a combo box is heard by its value: its label says what it is
        if combo.isVisibleTo(dialog):
            assert any(label.buddy() is combo for label in labels), (dialog.windowTitle(), combo.currentText())


@pytest.mark.parametrize("name", DIALOGS)
def test_every_field_has_its_own_letter_and_a_label(window: object, name: str) -> None:
    dialog = DIALOGS[name](window)
    check(dialog)
    dialog.deleteLater()


@pytest.mark.parametrize("name", DIALOGS)
def test_every_field_has_its_own_letter_and_a_label_in_french(window: object, name: str) -> None:
    assert i18n.install_translators("fr")
    try:
        dialog = DIALOGS[name](window)
        check(dialog)
        dialog.deleteLater()
    finally:
        i18n.install_translators("en")


def test_alt_and_the_letter_of_size_reach_the_box_shown(qtbot: object, window: object) -> None:
    # The size row's label named the box holding both sizes, which takes no focus: its letter did nothing.
    dialog = NewGameDialog(window.options, window)  # type: ignore[attr-defined]
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)  # type: ignore[attr-defined]
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)  # type: ignore[attr-defined]
    qtbot.waitUntil(dialog.rows.hasFocus)  # type: ignore[attr-defined]
    dialog.side.setCurrentIndex(1)
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_S, Qt.KeyboardModifier.AltModifier)  # type: ignore[attr-defined]
    qtbot.waitUntil(dialog.hex_side.hasFocus)  # type: ignore[attr-defined]
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_P, Qt.KeyboardModifier.AltModifier)  # type: ignore[attr-defined]
    qtbot.waitUntil(dialog.puzzle.hasFocus)  # type: ignore[attr-defined]
    dialog.reject()
    dialog.deleteLater()
