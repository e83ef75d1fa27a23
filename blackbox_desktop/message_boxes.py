"""Questions and warnings in boxes wide enough for their title.

Qt's own ``QMessageBox.question`` and ``warning`` size the box to its text
alone, and the window manager then cut a short question's title:
"Enregistr…x Desktop" for "Enregistrer cette partie ? — Black Box Desktop".
These build the same boxes with room for the title (``screen_room``).
"""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtWidgets import QMessageBox, QWidget

from .mnemonics import give_button_letters
from .screen_room import make_room_in_message_box

Button = QMessageBox.StandardButton


def message_box(
    parent: QWidget | None,
    icon: QMessageBox.Icon,
    title: str,
    text: str,
    buttons: Button = Button.Ok,
    default: Button = Button.NoButton,
    labels: Mapping[Button, str] | None = None,
) -> QMessageBox:
    """The box, not yet shown, with room for its title and a keyboard letter on each button.

    ``labels``: words of its own for a standard button, saying what it does ("Keep for next time" rather than
    "Yes"); the box still answers with the standard button."""
    box = QMessageBox(icon, title, text, buttons, parent)
    for button, label in (labels or {}).items():
        found = box.button(button)
        if found is not None:
            found.setText(label)
    if default != Button.NoButton:
        box.setDefaultButton(default)
    make_room_in_message_box(box)
    give_button_letters(box.buttons())
    return box


def ask(
    parent: QWidget | None,
    title: str,
    text: str,
    buttons: Button,
    default: Button,
    labels: Mapping[Button, str] | None = None,
) -> Button:
    """The button she pressed (Escape presses the box's escape button, as in ``QMessageBox.question``).

    A box closed with no button pressed (rejected by the program, not by her) answers Cancel: it had
    answered NoButton, which "Keep your game?" read as No, and the game was let go (QA)."""
    box = message_box(parent, QMessageBox.Icon.Question, title, text, buttons, default, labels)
    try:
        if box.exec() == -1 or box.clickedButton() is None:
            return Button.Cancel
        return box.standardButton(box.clickedButton())
    finally:
        box.deleteLater()


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """A warning with an OK button."""
    _show(message_box(parent, QMessageBox.Icon.Warning, title, text))


def inform(parent: QWidget | None, title: str, text: str) -> None:
    """Information with an OK button."""
    _show(message_box(parent, QMessageBox.Icon.Information, title, text))


def _show(box: QMessageBox) -> None:
    try:
        box.exec()
    finally:
        box.deleteLater()
