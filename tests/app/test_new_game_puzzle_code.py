"""A puzzle code mistyped in New game is said in the dialog, which stays open with the code to mend.

QA: a code one letter short closed the dialog, "The game could not be started" came up, and the code (with the
other choices made in the dialog) was gone, to be typed again.  Game → Play a puzzle code already came back with
the code.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from blackbox_desktop.app.dialogs import NewGameDialog
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.puzzle_code import encode_puzzle


def test_a_mistyped_code_keeps_the_dialog_open(window: MainWindow, qtbot: object) -> None:
    board = parse_board("ortho-8x8")
    code = encode_puzzle(board, board.cells_from_names("B2,C5,D1,E7"))
    dialog = NewGameDialog(window.options, window)
    dialog.show()
    qtbot.waitExposed(dialog)  # type: ignore[attr-defined]
    dialog.scoring.setCurrentIndex(dialog.scoring.count() - 1)
    dialog.puzzle.setText(code[:-1])
    opened_at = dialog.height()
    dialog.accept()
    assert dialog.isVisible() and dialog.result() != NewGameDialog.DialogCode.Accepted
    assert dialog.puzzle.text() == code[:-1]  # to mend, not to type again
    error = dialog.puzzle_error
    assert error.isVisible() and error.text()
    QApplication.processEvents()
    assert error.height() >= error.heightForWidth(error.width())  # read whole, not cut at its second line
    assert dialog.focusWidget() is dialog.puzzle  # the keys go to the code
    # Mended, the same dialog plays it; the words about the mistake go as soon as she types.
    dialog.puzzle.setFocus()
    QTest.keyClick(dialog.puzzle, Qt.Key.Key_End)
    QTest.keyClicks(dialog.puzzle, code[-1])
    assert not dialog.puzzle_error.isVisible()
    assert dialog.height() == opened_at  # its room given back: the rows do not spread apart over it
    dialog.accept()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
    assert dialog.options().puzzle == code


def test_no_code_is_no_mistake(window: MainWindow, qtbot: object) -> None:
    dialog = NewGameDialog(window.options, window)
    dialog.show()
    qtbot.waitExposed(dialog)  # type: ignore[attr-defined]
    dialog.accept()
    assert dialog.result() == NewGameDialog.DialogCode.Accepted
