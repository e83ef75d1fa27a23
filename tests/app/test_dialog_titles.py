"""Every dialog of ours is as wide as the title the window manager shows: openbox cut short ones to
"Let the comput…ck Box Desktop" and "Solita…esktop"."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtWidgets import QDialog

from blackbox_desktop.app.dialogs import NewGameDialog
from blackbox_desktop.app.features.computer_play import ComputerGameDialog
from blackbox_desktop.app.features.preferences import PreferencesDialog
from blackbox_desktop.app.features.printing_menu import BookletDialog, NotepadDialog
from blackbox_desktop.app.modes.dialogs import DUEL, HOT_SEAT, TABLETOP, AnnouncementDialog, TwoPlayerDialog
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import FRANJOS

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
