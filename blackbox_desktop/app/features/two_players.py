"""Two players at one computer, or one computer on the table: Game → Two players, View → Port names.

Hot-seat and tabletop matches, the French duel and puzzles for a friend
(``app/modes``).  Port names: numbers as on the wooden boards, or the French
paper rules' rows and columns ("D gauche", "3 haut") on the square side.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction, QActionGroup

from ...model.port_names import FRENCH, NUMBERS
from ..modal import run_modal
from ..modes.dialogs import AGAINST_COMPUTER, DUEL, HOT_SEAT, PUZZLE, TABLETOP, TwoPlayerDialog, tr
from ..modes.flow import TwoPlayerFlow
from .computer_play import LAST_LEVEL_KEY as LEVEL_KEY  # the computer's last level, whichever box chose it

if TYPE_CHECKING:
    from ..window import MainWindow


PLAYERS_KEY = "players/names"
"""The two names of the last match or duel, offered again by the next one."""


def remembered_players(store: QSettings) -> tuple[str, str] | None:
    """The names last played under, or None (never set, or not two names: a hand-edited file)."""
    names = store.value(PLAYERS_KEY)
    if isinstance(names, list) and len(names) == 2 and all(isinstance(n, str) and n.strip() for n in names):
        return names[0], names[1]
    return None


def open_dialog(window: MainWindow, flow: TwoPlayerFlow, mode: str) -> None:
    store = window.settings.store
    names = remembered_players(store)
    dialog = TwoPlayerDialog(mode, window.options, window, players=names, level=str(store.value(LEVEL_KEY, "")))
    if run_modal(dialog) != TwoPlayerDialog.DialogCode.Accepted:
        return
    setup = dialog.setup()
    if mode == AGAINST_COMPUTER:  # her name comes back as the first player's, and the level she chose
        store.setValue(PLAYERS_KEY, [setup.players[0], names[1] if names else tr("Player 2")])
        store.setValue(LEVEL_KEY, setup.computer)
    elif mode != PUZZLE:
        store.setValue(PLAYERS_KEY, list(setup.players))  # friends play again under their names
    if not window.may_leave(setup.board.kind):  # asked once the board, and so its side, is chosen
        return
    if mode == DUEL:
        flow.start_duel(setup)
    elif mode == PUZZLE:
        flow.start_puzzle(setup)
    else:
        flow.start_match(setup, "person" if mode == TABLETOP else "program")


def install(window: MainWindow) -> None:
    flow = TwoPlayerFlow(window)
    window.two_players = flow
    menu = window.game_menu.addMenu(tr("T&wo players"))
    entries = (
        (HOT_SEAT, tr("&Hot-seat match…"), tr("Take turns at one computer: one hides atoms, the other finds them")),
        (
            TABLETOP,
            tr("&Tabletop match…"),
            tr("A person keeps the atoms on her own pad and announces the answers; you record them"),
        ),
        (DUEL, tr("French &duel…"), tr("Both hide at once and fire at each other's box in turn")),
        (PUZZLE, tr("&Puzzle for a friend…"), tr("Hide atoms and share them as a code or a file")),
        (
            AGAINST_COMPUTER,
            tr("Match against the &computer…"),
            tr("You hide atoms for the computer to find, then find the ones it hides; the lower total wins"),
        ),
    )
    for mode, text, tip in entries:
        action = QAction(text, window)
        action.setStatusTip(tip)
        action.setToolTip(tip)
        action.triggered.connect(lambda _checked=False, m=mode: open_dialog(window, flow, m))
        menu.addAction(action)
    menu.addSeparator()
    menu.addAction(window.puzzle_action)
    # Put the submenu with the other ways to start a game, before the first separator.
    separators = [a for a in window.game_menu.actions() if a.isSeparator()]
    if separators:
        window.game_menu.removeAction(menu.menuAction())
        window.game_menu.insertMenu(separators[0], menu)

    names = window.view_menu.addMenu(tr("&Port names"))
    group = QActionGroup(window)
    stored = window.settings.store.value("view/port_names", NUMBERS)
    for style, text in ((NUMBERS, tr("&Numbers")), (FRENCH, tr("&French (D gauche, 3 haut)"))):
        action = QAction(text, window)
        action.setCheckable(True)
        action.setChecked(style == stored)
        action.setData(style)
        group.addAction(action)
        names.addAction(action)
        action.triggered.connect(lambda _checked=False, s=style: set_port_names(window, s))
    window.port_name_actions = group
    if stored == FRENCH:
        window.scene.set_label_style(FRENCH)
        window.controller.port_style = FRENCH


def set_port_names(window: MainWindow, style: str) -> None:
    tutorial = window.tutorial
    if tutorial is None or not tutorial.active:  # a lesson shows numbers while it runs, and this choice after
        controller = window.controller
        # The last ray's words, said in the names she leaves, are said again in hers (QA: "Ray at 7" stayed beside
        # a rim with no 7); any other words are left as they are.
        ray_said = controller.has_game and controller.last_announcement == controller.last_ray_text() != ""
        window.scene.set_label_style(style)
        controller.port_style = style  # the announcements name ports as the rim does
        if ray_said:
            controller.announce(controller.last_ray_text())
    window.settings.store.setValue("view/port_names", style)
    for action in window.port_name_actions.actions() if window.port_name_actions is not None else ():
        action.setChecked(action.data() == style)
