"""Each menu's keyboard letters (the & in its entries) are distinct, in English and in French."""

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


def duplicates(window: Any) -> dict[str, list[str]]:
    clashes = {}
    menus = [action.menu() for action in window.menuBar().actions()]
    top = [m for m in menus if isinstance(m, QMenu)]
    for menu in [*top, *[a.menu() for m in top for a in m.actions() if isinstance(a.menu(), QMenu)]]:
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


@pytest.mark.usefixtures("in_french")
def test_french_menu_letters_are_distinct(french_window: Any) -> None:
    assert duplicates(french_window) == {}
