"""Game → Copy this puzzle's code: the computer's puzzle passed on to a friend, who plays it from the code."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtGui import QGuiApplication

from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.puzzle_code import decode_puzzle

from driving import balls, fire, settle, start

ATOMS = "B2,D4,F6,G3"


def test_the_code_of_the_computers_puzzle_is_copied_and_plays_the_same_atoms(window: MainWindow) -> None:
    board = start(window, "ortho-8x8", ATOMS)
    share = window.share_code
    assert share is not None and share.action in window.game_menu.actions()
    assert share.action.isEnabled()  # from the first move on, as after the end
    share.action.trigger()
    code = QGuiApplication.clipboard().text()
    assert code.startswith("BB-") and decode_puzzle(code) == (board, board.cells_from_names(ATOMS))
    assert code in window.statusBar().currentMessage()
    fire(window, 1)
    balls(window, ATOMS)
    window.finish_button.click()
    assert share.action.isEnabled()
    # The friend: the existing Play a puzzle code starts the same atoms.
    assert window.start_game(replace(window.options, puzzle=code))
    settle(window)
    game = window.controller.game
    assert game.setup == board.cells_from_names(ATOMS) and game.history == ()


def test_no_code_where_the_program_does_not_know_the_atoms(window: MainWindow) -> None:
    board = start(window, "ortho-8x8", ATOMS)
    QGuiApplication.clipboard().setText("mine")
    # A tabletop round: a person keeps the atoms.
    window.controller.load(Game.new(board, 4, Rules(), None).apply("F1=H"))
    share = window.share_code
    assert share is not None and not share.action.isEnabled()
    share.action.trigger()
    assert QGuiApplication.clipboard().text() == "mine"  # nothing copied over what she had
