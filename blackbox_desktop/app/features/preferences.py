"""Edit → Preferences…: the interface language (System / English / Français), applied at the next start."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QComboBox, QDialog, QFormLayout, QLabel, QWidget

from ... import message_boxes
from ...mnemonics import give_letters
from ...screen_room import make_room_for_title
from ..as_typed import literal
from ..buttons import ok_cancel
from ..i18n import LANGUAGE_KEY, stored_language
from ..modal import run_modal

if TYPE_CHECKING:
    from ..window import MainWindow


class PreferencesDialog(QDialog):
    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setWindowTitle(self.tr("Preferences"))
        make_room_for_title(self)
        form = QFormLayout(self)
        self.language = QComboBox()
        self.language.addItem(self.tr("System"), "system")
        self.language.addItem("English", "en")
        self.language.addItem("Français", "fr")
        self.language.setCurrentIndex(max(0, self.language.findData(stored_language(settings))))
        form.addRow(self.tr("Language:"), self.language)
        note = QLabel(self.tr("The new language applies when Black Box Desktop is started again."))
        note.setWordWrap(True)
        form.addRow(note)
        form.addRow(ok_cancel(self))
        self.setMinimumWidth(380)  # room for its title in the window manager's bar, beside its buttons
        give_letters(self)

    def accept(self) -> None:
        self.settings.setValue(LANGUAGE_KEY, str(self.language.currentData()))
        self.settings.sync()
        if self.settings.status() is QSettings.Status.AccessError:
            # A read-only folder: the choice would be gone at the next start, when it was to apply.
            message_boxes.warn(
                self,
                self.tr("Preferences"),
                literal(
                    self.tr(
                        "The language could not be saved: the settings file {name} cannot be written. The next start "
                        "keeps the language it had."
                    ).replace("{name}", self.settings.fileName())
                ),
            )
        super().accept()


def install(window: MainWindow) -> None:
    def show() -> None:
        run_modal(PreferencesDialog(window.settings.store, window))

    window.edit_menu.addSeparator()
    action = window.edit_menu.addAction(QCoreApplication.translate("PreferencesDialog", "&Preferences…"))
    action.setMenuRole(action.MenuRole.PreferencesRole)
    action.triggered.connect(show)
    window.preferences_action = action
