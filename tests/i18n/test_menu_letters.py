"""Each menu's keyboard letters (the & in its entries) are distinct, and every entry has one, in English and in
French."""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtWidgets import QMenu


def letters(menu: QMenu) -> list[str]:
    found = []
    for action in menu.actions():
        match = re.search(r"&([^&])", action.text().replace("&&", ""))
        if match and not action.isSeparator() and action.isVisible():
            found.append(match.group(1).lower())
    return found


def all_menus(window: Any) -> list[QMenu]:
    menus = [action.menu() for action in window.menuBar().actions()]
    top = [m for m in menus if isinstance(m, QMenu)]
    return [*top, *[a.menu() for m in top for a in m.actions() if isinstance(a.menu(), QMenu)]]


def unlettered(window: Any) -> list[str]:
    """The menu entries with no keyboard letter (the window starts with no recent file: past the ninth, a file
    has none)."""
    return [
        action.text()
        for menu in all_menus(window)
        for action in menu.actions()
        if not action.isSeparator() and action.isVisible() and letters_of(action.text()) is None
    ]


def letters_of(text: str) -> str | None:
    match = re.search(r"&([^&])", text.replace("&&", ""))
    return match.group(1).lower() if match else None


def duplicates(window: Any) -> dict[str, list[str]]:
    clashes = {}
    menus = [action.menu() for action in window.menuBar().actions()]
    top = [m for m in menus if isinstance(m, QMenu)]
    for menu in all_menus(window):
        used = letters(menu)
        repeated = sorted({letter for letter in used if used.count(letter) > 1})
        if repeated:
            clashes[menu.title()] = repeated
    used = [re.search(r"&(.)", m.title()).group(1).lower() for m in top if "&" in m.title()]  # type: ignore[union-attr]
    if len(set(used)) < len(used):
        clashes["menu bar"] = used
    return clashes


def test_english_menu_letters_are_distinct(window: Any) -> None:
    assert duplicates(window) == {}
    assert unlettered(window) == []


@pytest.mark.usefixtures("in_french")
def test_french_menu_letters_are_distinct(french_window: Any) -> None:
    assert duplicates(french_window) == {}
    # QA: "Copier le code de cette énigme" had none (every letter of it was taken in the Partie menu).
    assert unlettered(french_window) == []
