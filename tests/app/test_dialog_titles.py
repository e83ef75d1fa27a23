"""Every dialog of ours is as wide as the title the window manager shows: openbox cut short ones to
"Let the comput…ck Box Desktop" and "Solita…esktop"."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog, QMessageBox

from blackbox_desktop import message_boxes
from blackbox_desktop.app.dialogs import NewGameDialog
from blackbox_desktop.app.features.autosave_resume import resume_box as REAL_RESUME_BOX
from blackbox_desktop.app.features.computer_play import ComputerGameDialog
from blackbox_desktop.app.features.preferences import PreferencesDialog
from blackbox_desktop.app.features.printing_menu import BookletDialog, NotepadDialog
from blackbox_desktop.app.modes.dialogs import DUEL, HOT_SEAT, TABLETOP, AnnouncementDialog, TwoPlayerDialog
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import FRANJOS
from blackbox_desktop.screen_room import title_width

DIALOGS: dict[str, Callable[[object], QDialog]] = {
    "new game": lambda w: NewGameDialog(w.options, w),
    "computer": lambda w: ComputerGameDialog("ortho", w),
    "preferences": lambda w: PreferencesDialog(w.settings.store, w),
    "notepad": lambda w: NotepadDialog(has_game=True, parent=w),
    "booklet": lambda w: BookletDialog(w),
    "booklet game number": lambda w: w.booklet_play.number_dialog(),
    "puzzle code": lambda w: w.puzzle_code_box(),
    "hot seat": lambda w: TwoPlayerDialog(HOT_SEAT, w.options, w),
    "tabletop": lambda w: TwoPlayerDialog(TABLETOP, w.options, w),
    "duel": lambda w: TwoPlayerDialog(DUEL, w.options, w),
    "announcement": lambda w: AnnouncementDialog(parse_board("ortho-8x8"), FRANJOS, 13, "Ann", parent=w),
}


@pytest.mark.parametrize("name", DIALOGS)
def test_the_dialog_is_as_wide_as_its_title(qtbot: object, window: object, name: str) -> None:
    dialog = DIALOGS[name](window)
    dialog.show()
    qtbot.waitExposed(dialog)  # type: ignore[attr-defined]
    shown = f"{dialog.windowTitle()} — Black Box Desktop"
    assert dialog.width() > dialog.fontMetrics().horizontalAdvance(shown), dialog.windowTitle()
    dialog.reject()
    dialog.deleteLater()


@pytest.mark.parametrize("name", DIALOGS)
def test_the_dialog_is_as_wide_as_its_form_in_french_on_an_800_pixel_screen(
    qtbot: object, window: object, name: str
) -> None:
    # QA: the French New game dialog opened at Qt's two thirds of the 800-pixel screen, narrower than its form,
    # and cut "Seulement des dispositions que les rayons peuvent toutes distinguer" after "toute".
    from blackbox_desktop.app import i18n

    assert i18n.install_translators("fr")
    try:
        dialog = DIALOGS[name](window)
        dialog.show()
        qtbot.waitExposed(dialog)  # type: ignore[attr-defined]
        layout = dialog.layout()
        assert layout is not None
        assert dialog.width() >= layout.totalMinimumSize().width(), dialog.windowTitle()
        dialog.reject()
        dialog.deleteLater()
    finally:
        i18n.install_translators("en")


REAL_BOXES = {name: getattr(message_boxes, name) for name in ("ask", "warn", "inform")}
"""The suite answers every box at once; these tests show the real ones (taken before its patch)."""

MESSAGE_BOXES: dict[str, Callable[[object], object]] = {
    "question": lambda w: MainWindow.confirm(w, "Let this game go?", "Sure?"),  # the suite's window answers Yes
    "warning": lambda w: MainWindow.error_box(w, "Nothing was printed", "No."),
    "information": lambda w: message_boxes.inform(w, "How to play on this board", "Fire."),
    "resume": lambda w: REAL_RESUME_BOX(w, "Resume?"),
}


@pytest.mark.parametrize("name", MESSAGE_BOXES)
def test_a_message_box_is_as_wide_as_its_title(qtbot: object, window: object, monkeypatch: object, name: str) -> None:
    # QA: openbox showed "Enregistr…x Desktop" over the short question "Enregistrer cette partie ?".
    for attribute, real in REAL_BOXES.items():
        monkeypatch.setattr(message_boxes, attribute, real)  # type: ignore[attr-defined]
    seen: list[tuple[str, int, int]] = []

    def measure_and_close() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or not box.isVisible():
            QTimer.singleShot(20, measure_and_close)
            return
        seen.append((box.windowTitle(), box.width(), title_width(box)))  # with the frame's icon and buttons
        qtbot.keyClick(box, Qt.Key.Key_Escape)  # type: ignore[attr-defined]

    QTimer.singleShot(0, measure_and_close)
    MESSAGE_BOXES[name](window)
    assert len(seen) == 1
    title, width, needed = seen[0]
    assert width >= needed, title
