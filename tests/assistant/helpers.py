"""Driving the window through its view's viewport, as a player would."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import Board, parse_board
from blackbox_desktop.model.game import Rules

LEFT = Qt.MouseButton.LeftButton
NO_MODIFIER = Qt.KeyboardModifier.NoModifier


def start(win: MainWindow, spec: str, atoms: str, rules: Rules | None = None) -> Board:
    board = parse_board(spec)
    setup = board.cells_from_names(atoms)
    win.controller.new_game(board, len(setup), rules or Rules(), setup=setup)
    settle(win)
    return board


def settle(win: MainWindow) -> None:
    QApplication.processEvents()
    win.view.refit()
    QApplication.processEvents()


def click(win: MainWindow, scene_point: QPointF) -> None:
    viewport = win.view.viewport()
    pos = win.view.mapFromScene(scene_point)
    QTest.mousePress(viewport, LEFT, NO_MODIFIER, pos)
    QTest.mouseRelease(viewport, LEFT, NO_MODIFIER, pos)


def fire(win: MainWindow, port: int) -> None:
    assert win.scene.layout is not None
    click(win, win.scene.layout.token_centre(port))


def click_cell(win: MainWindow, name: str) -> None:
    layout = win.scene.layout
    assert layout is not None
    click(win, layout.cell_centre(layout.board.cell_index(name)))
