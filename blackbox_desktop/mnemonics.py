"""Keyboard letters (the underlined &-letter, pressed with Alt) for every field and button of a dialog.

They are given when the dialog is built, in the language it is shown in, rather than written into each
text: then no translation can give two fields of one dialog the same letter, and a field added later gets
one too (QA: no dialog had any, and a player without a mouse had to Tab through every field).
"""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QDialog, QDialogButtonBox, QLabel, QTabBar

_LETTER = re.compile(r"&([^&])")


def letter_of(text: str) -> str | None:
    """The keyboard letter ``text`` marks with &, lower case; None when it marks none."""
    found = _LETTER.search(text.replace("&&", ""))
    return found.group(1).lower() if found else None


def _choose(text: str, taken: set[str]) -> int | None:
    """Where in ``text`` the letter to mark is: the first free initial of a word, else any free letter (plain
    a–z or a digit, which every keyboard types; "é" is not on an English one)."""
    usable = [i for i, c in enumerate(text) if c.isascii() and c.isalnum() and c.lower() not in taken]
    initials = [i for i in usable if i == 0 or not text[i - 1].isalnum()]
    for i in (*initials, *usable):
        return i
    return None


def _mark(text: str, taken: set[str]) -> str:
    if "&" in text.replace("&&", ""):
        return text  # already has one (or an & of its own: left as it is)
    where = _choose(text, taken)
    if where is None:
        return text
    taken.add(text[where].lower())
    return f"{text[:where]}&{text[where:]}"


def give_letters(dialog: QDialog) -> None:
    """Mark a free letter in each label that names a field (its buddy), then in each button of ``dialog``.

    The labels come first, row by row, as they were made; the OK, Cancel and Close of a button box are left
    as the platform has them: Enter and Escape press them.  Letters already marked are kept, and never given
    twice.  (Only labels and buttons are looked at: walking all the dialog's widgets, Tab chain or children,
    left Python wrappers of Qt's own inner widgets that crashed the program when the next window was made.)
    """
    labels = [
        label
        for label in dialog.findChildren(QLabel)
        if label.buddy() is not None and label.textFormat() != Qt.TextFormat.RichText
    ]
    boxes = dialog.findChildren(QDialogButtonBox)
    buttons = [b for b in dialog.findChildren(QAbstractButton) if b.text() and b.parentWidget() not in boxes]
    marked: list[QLabel | QAbstractButton] = [*labels, *buttons]
    taken = {letter for w in marked if (letter := letter_of(w.text()))}
    for box in boxes:
        taken |= {letter for b in box.buttons() if (letter := letter_of(b.text()))}
    for bar in dialog.findChildren(QTabBar):
        taken |= {letter for i in range(bar.count()) if (letter := letter_of(bar.tabText(i)))}
    for widget in marked:
        widget.setText(_mark(widget.text(), taken))


def give_button_letters(buttons: list[QAbstractButton], avoid: set[str] | frozenset[str] = frozenset()) -> None:
    """A free letter for each of a message box's buttons that has none: Qt gives Yes and No theirs, but not
    Save, Discard or Cancel ("Save this game?" could be answered Discard only with Tab or the mouse).

    ``avoid``: letters Alt already opens something with where the buttons are shown (a window's menus): a
    letter shared with a menu would open neither."""
    taken = {letter for b in buttons if (letter := letter_of(b.text()))} | set(avoid)
    for button in buttons:
        button.setText(_mark(button.text(), taken))


def without_letter(text: str) -> str:
    """``text`` as it reads, without the & that marks its letter ("&&" is a plain &)."""
    return _LETTER.sub(r"\1", text)
