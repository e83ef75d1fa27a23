"""Driving the two-player screens as players would: the curtain, the pad, the table, the dock."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication

from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.modes.flow import TwoPlayerFlow
from blackbox_desktop.app.modes.pad import SetterPad
from blackbox_desktop.app.window import MainWindow

from driving import LEFT, settle


def flow(win: MainWindow) -> TwoPlayerFlow:
    return win.two_players  # type: ignore[attr-defined,no-any-return]


def press(button: QAbstractButton) -> None:
    assert button.isVisible() and button.isEnabled(), button.text()
    QTest.mouseClick(button, LEFT)
    QApplication.processEvents()


def hand_over_text(win: MainWindow) -> str:
    curtain = flow(win).curtain
    assert curtain.covering and curtain.currentWidget() is curtain.hand_over
    assert curtain.geometry() == win.centralWidget().rect()
    # Opaque all over: nothing of the table or the panel shows through.
    image = curtain.grab().toImage()
    for x, y in ((3, 3), (image.width() - 3, image.height() // 2), (image.width() // 5, image.height() - 3)):
        assert image.pixelColor(x, y).name() == "#1f2922"
    return curtain.hand_over.text.text()


def continue_(win: MainWindow) -> None:
    hand_over_text(win)
    press(flow(win).curtain.hand_over.button)
    settle(win)


def pad(win: MainWindow) -> SetterPad:
    current = flow(win).curtain.pad
    assert isinstance(current, SetterPad) and flow(win).curtain.covering
    return current


def hide(win: MainWindow, atoms: str) -> None:
    """Click the atoms on the setter's pad, then Done."""
    the_pad = pad(win)
    QApplication.processEvents()
    the_pad.view.refit()
    board = the_pad.board
    for name in atoms.split(","):
        assert not the_pad.done_button.isEnabled()
        point = the_pad.view.mapFromScene(the_pad.scene.layout.cell_centre(board.cell_index(name)))
        QTest.mousePress(the_pad.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, QPoint(point))
        QTest.mouseRelease(the_pad.view.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, QPoint(point))
    assert the_pad.atoms == board.cells_from_names(atoms)
    press(the_pad.done_button)
    settle(win)


def duel_ready(win: MainWindow, setup: MatchSetup, ann: str = "A1,B8,C1,D8", bob: str = "E5,F6,G7,H8") -> None:
    """Start a duel, both players hide their atoms, and the first turn is behind the last hand-over."""
    flow(win).start_duel(setup)
    continue_(win)
    hide(win, ann)
    continue_(win)
    hide(win, bob)
    continue_(win)


def finish(win: MainWindow) -> None:
    press(win.finish_button)
    settle(win)
