"""A player who uses only the keyboard, or hears the window through a screen reader (QA of stop 24)."""

from __future__ import annotations

from modes.drive import continue_, hide
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from blackbox_desktop import message_boxes
from blackbox_desktop.app.dialogs import NewGameDialog
from blackbox_desktop.app.modes.dialogs import HOT_SEAT, AnnouncementDialog, MatchSetup, TwoPlayerDialog
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import FRANJOS
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.port_names import NUMBERS

from driving import fire, press_in_box_when_up, settle, start

REAL_ASK = message_boxes.ask  # the suite answers every box No; these tests press the keys themselves


def heard(widget: QWidget) -> str:
    """What a screen reader announces as the widget's name."""
    interface = QAccessible.queryAccessibleInterface(widget)
    assert interface is not None
    return interface.text(QAccessible.Text.Name)


def test_a_screen_reader_hears_the_answer_and_the_score_not_a_fixed_name(window: MainWindow) -> None:
    # The panel's answer was named "Setter's answer" for screen readers, and a named label is heard by its name
    # only: "Ray at 5: Absorbed" was never read out.
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    fire(window, 3)
    assert window.announcement.text().startswith("Ray at 3")
    assert heard(window.announcement) == window.announcement.text()
    dock = window.two_players.dock  # type: ignore[attr-defined]
    for label in (dock.status, dock.totals):
        label.setText("Ann: 12 — Bob: 15")
        assert heard(label) == "Ann: 12 — Bob: 15"


def test_enter_in_a_question_that_lets_a_game_go_answers_no(qtbot, window: MainWindow, monkeypatch) -> None:
    # Ctrl+N, Enter, Enter dropped an unfinished game: Yes was the default in "Let this game go?".
    monkeypatch.setattr(message_boxes, "ask", REAL_ASK)
    seen: list[str] = []
    press_in_box_when_up(qtbot, Qt.Key.Key_Return, seen)
    assert MainWindow.confirm(window, "Let this game go?", "This game is not finished and not saved.") is False
    assert seen == ["This game is not finished and not saved."]
    press_in_box_when_up(qtbot, Qt.Key.Key_Y, seen)
    assert MainWindow.confirm(window, "Let this game go?", "Still?") is True
    # What the rules propose (the setter errors her atoms show) keeps Yes: with No, Enter waived her penalty.
    press_in_box_when_up(qtbot, Qt.Key.Key_Return, seen)
    assert MainWindow.propose(window, "Wrong announcements", "Count 1 setter error, −5?") is True


def test_every_button_of_save_this_game_has_a_letter(qtbot, window: MainWindow, monkeypatch) -> None:
    # "Save this game?" had Qt's Save, Discard and Cancel with no letter: Discard was Tab, Tab, Space.
    monkeypatch.setattr(message_boxes, "ask", REAL_ASK)
    buttons = QMessageBox.StandardButton
    seen: list[str] = []
    press_in_box_when_up(qtbot, Qt.Key.Key_D, seen)
    QTimer.singleShot(3000, lambda: isinstance(box := QApplication.activeModalWidget(), QMessageBox) and box.reject())
    answer = message_boxes.ask(
        window, "Save this game?", "It is not saved.", buttons.Save | buttons.Discard | buttons.Cancel, buttons.Save
    )
    assert seen == ["It is not saved."]
    assert answer == buttons.Discard


def test_enter_presses_the_button_that_has_the_focus(qtbot, window: MainWindow) -> None:
    # Only Space did: Enter on "I have finished", "Next round" or "New game…" did nothing.
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    asked: list[str] = []
    window.confirm = lambda title, text: (asked.append(title), False)[1]  # type: ignore[method-assign]
    window.finish_button.setFocus()
    qtbot.waitUntil(window.finish_button.hasFocus)
    qtbot.keyClick(window.finish_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: asked == ["Finish now?"])
    assert not window.controller.position.finished


def test_a_name_typed_replaces_the_name_offered(qtbot, window: MainWindow) -> None:
    dialog = TwoPlayerDialog(HOT_SEAT, window.options, window, players=("Ann", "Bob"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.first.setFocus()
    qtbot.keyClicks(dialog.first, "Alice")
    assert dialog.first.text() == "Alice"  # it read "AnnAlice"


def test_every_field_of_the_dialogs_has_a_name_to_be_heard(qtbot, window: MainWindow) -> None:
    new_game = NewGameDialog(window.options, window)
    match = TwoPlayerDialog(HOT_SEAT, window.options, window)
    board = parse_board("ortho-8x8")
    announcement = AnnouncementDialog(board, FRANJOS, 5, "Ann", NUMBERS, window)
    for dialog in (new_game, match, announcement):
        qtbot.addWidget(dialog)
    assert [heard(box) for box in (new_game.rows, new_game.cols, new_game.hex_side)] == [
        "Rows",
        "Columns",
        "Cells a side",
    ]
    assert [heard(box) for box in (match.rows, match.cols, match.hex_side)] == ["Rows", "Columns", "Cells a side"]
    assert heard(announcement.exit_port)


def test_a_ray_fired_from_the_port_box_is_said_in_the_status_bar(qtbot, window: MainWindow) -> None:
    two = window.two_players  # type: ignore[attr-defined]
    two.start_match(MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules(FRANJOS)), "program")
    continue_(window)
    hide(window, "A1,B8,C1,D8")
    continue_(window)
    window.statusBar().showMessage("Port 8: Exit at 28", 5000)  # what the board's cursor said last
    two.dock.fire_edit.setText("3")
    qtbot.keyClick(two.dock.fire_edit, Qt.Key.Key_Return)
    settle(window)
    assert window.statusBar().currentMessage() == window.announcement.text()
    assert window.statusBar().currentMessage().startswith("Ray at 3")


def test_each_edition_and_scoring_says_what_it_means(window: MainWindow) -> None:
    # QA: a new player met "Franjos Black Box +", "Markers look" and "Per ray" with nothing to explain them.
    for dialog in (NewGameDialog(window.options, window), TwoPlayerDialog(HOT_SEAT, window.options, window)):
        for box in (dialog.edition, dialog.scoring):
            tips = [box.itemData(i, Qt.ItemDataRole.ToolTipRole) for i in range(box.count())]
            assert all(tips) and len(set(tips)) == len(tips), tips
            # The closed box says it too: the tooltips showed only in the open list (QA).
            box.setCurrentIndex(1)
            assert box.toolTip() == tips[1]
        dialog.deleteLater()
