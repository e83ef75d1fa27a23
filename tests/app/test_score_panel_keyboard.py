"""The score panel's explanations are reached with the keyboard, not only with the mouse's tooltips."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from blackbox_desktop.app.window import MainWindow

from driving import start


def test_tab_to_a_score_control_says_what_it_counts(window: MainWindow) -> None:
    # QA: how Parker, Franjos and per ray count, and what the setter-error buttons do, was in tooltips alone.
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    panel = window.score_panel
    window.finish_button.setFocus(Qt.FocusReason.OtherFocusReason)
    for _ in range(40):
        if panel.variant.hasFocus():
            break
        QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert panel.variant.hasFocus()
    said = window.statusBar().currentMessage()
    assert said.startswith("Parker: markers + 5") and "Per ray:" in said and "\n" not in said
    QTest.keyClick(panel.variant, Qt.Key.Key_Tab)  # on to the next control: the words go with the focus
    assert not panel.variant.hasFocus() and not window.statusBar().currentMessage().startswith("Parker:")


def test_the_setter_error_button_says_its_words_as_they_change(window: MainWindow) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    panel = window.score_panel
    panel.setter_row.setVisible(True)
    panel.plus.setEnabled(True)
    panel.plus.setFocus(Qt.FocusReason.TabFocusReason)
    assert window.statusBar().currentMessage() == panel.plus.toolTip() != ""
    panel.plus.setToolTip("The match is decided: its scores are settled")
    assert window.statusBar().currentMessage() == "The match is decided: its scores are settled"
    window.statusBar().showMessage("Something else")
    panel.minus.setFocus(Qt.FocusReason.MouseFocusReason)  # the mouse: its tooltip shows on hover as ever
    assert window.statusBar().currentMessage() == "Something else"  # another message is never wiped


def test_the_scoring_box_is_named_by_what_it_chooses(window: MainWindow) -> None:
    # QA: a screen reader named the box by its value ("Franjos"), not "Scoring".
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    assert window.score_panel.variant.accessibleName() == "Scoring"


def test_a_letter_typed_in_the_scoring_box_chooses_there_and_leaves_the_board_alone(
    window: MainWindow, qtbot: object
) -> None:
    # QA: with the Scoring box in hand, F (to pick Franjos by its first letter, as every list box lets her) also
    # pressed "Turn board over", whose key is F: her game went to the other side of the board.
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    window.activateWindow()
    variant = window.score_panel.variant
    variant.setCurrentIndex(variant.findText("Parker"))
    variant.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(variant, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)  # type: ignore[attr-defined]
    assert variant.currentText() == "Franjos"
    assert window.controller.side == "ortho"
    window.view.setFocus(Qt.FocusReason.TabFocusReason)  # on the board, F still turns it over
    QTest.keyClick(window, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)  # type: ignore[attr-defined]
    assert window.controller.side == "hex"
