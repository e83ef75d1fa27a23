"""The README and Help → How to play send the player to menu entries that exist, named as the menus name them,
in English and in French; and the help tells of today's features: crosses, the ≠ marks, Restart, Copy code."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from blackbox_desktop.app import i18n
from blackbox_desktop.app.help.rules_dialog import RulesDialog
from blackbox_desktop.app.window import HOW_TO_PLAY

README = Path(__file__).resolve().parents[2] / "README.md"
ARROW = " → "


@pytest.fixture
def in_french(qapp: Any) -> Iterator[None]:
    assert i18n.install_translators("fr")
    yield
    i18n.install_translators("en")


def plain(text: str) -> str:
    """A menu entry as a text names it: no & letter, no "…"."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").replace("…", "")


def entries(menu: QMenu) -> list[QAction]:
    return [action for action in menu.actions() if not action.isSeparator() and action.text()]


def names(action: QAction) -> list[str]:
    """How a text may name an entry: in full, or without its bracketed example ("French (D gauche, 3 haut)")."""
    full = plain(action.text())
    return [full, re.sub(r" \(.*\)$", "", full)]


def walk(menu: QMenu, text: str) -> list[QAction] | None:
    """The entries a path such as "Restart this puzzle" or "Two players → Match…" at the start of ``text``
    names, from ``menu``; None when no entry of ``menu`` starts it."""
    named = [(name, action) for action in entries(menu) for name in names(action) if text.startswith(name)]
    if not named:
        return None
    name, action = max(named, key=lambda pair: len(pair[0]))  # "Print solitaire booklet" over "Print…"
    rest = text[len(name) :]
    submenu = action.menu()
    if rest.startswith(ARROW) and isinstance(submenu, QMenu):
        deeper = walk(submenu, rest[len(ARROW) :])
        return None if deeper is None else [action, *deeper]
    return [action]


def named_paths(window: Any, text: str) -> tuple[list[list[QAction]], list[str]]:
    """Every "Menu → entry" path ``text`` names: those found in the window's menus, and those not found."""
    text = re.sub(r"\s+", " ", text.replace("**", ""))
    found, missing = [], []
    for top in window.menuBar().actions():
        menu = top.menu()
        if not isinstance(menu, QMenu):
            continue
        title = plain(menu.title())
        for match in re.finditer(re.escape(title + ARROW), text):
            rest = text[match.end() :]
            path = walk(menu, rest)
            if path is None:
                missing.append(f"{title}{ARROW}{rest[:40]}")
            else:
                found.append(path)
    return found, missing


def how_to_play() -> str:
    return QCoreApplication.translate("MainWindow", HOW_TO_PLAY)


def test_every_menu_entry_the_readme_names_exists(window: Any) -> None:
    found, missing = named_paths(window, README.read_text(encoding="utf-8"))
    assert missing == []
    assert len(found) >= 15


def check_how_to_play(window: Any) -> None:
    found, missing = named_paths(window, how_to_play())
    assert missing == []
    leaves = [path[-1] for path in found]
    assert window.restart_puzzle.action in leaves
    assert window.share_code.action in leaves
    assert window.puzzle_action in leaves
    assert "≠" in how_to_play()
    rules = RulesDialog()
    window_text = rules._game_text()
    rules.deleteLater()
    assert "≠" in window_text and "X" in window_text


def test_how_to_play_names_restart_and_copy_code_as_the_game_menu_does(window: Any) -> None:
    check_how_to_play(window)
    assert "right-click" in how_to_play().lower()


@pytest.mark.usefixtures("in_french")
def test_the_french_help_names_them_as_the_french_menu_does(qtbot: Any, settings: Any) -> None:
    from driving import close_window, open_window

    window = open_window(qtbot, settings)  # built while French is installed
    try:
        assert plain(window.game_menu.title()) == "Partie"
        check_how_to_play(window)
        assert "clic droit" in how_to_play()
    finally:
        close_window(window)
