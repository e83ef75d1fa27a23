"""Players' names are shown as they were typed, never read as markup.

QA: a name such as ``<b>Bob</b><br>x`` came out bold on two lines on the hand-over screen and in the dock's
whose-turn and totals lines, while the dock's title, the score sheet and the "Next round" button showed the
tags: the same player seemed to have two names.  A label reads its text as markup when its format is
automatic and Qt's ``mightBeRichText`` says yes; every label that shows a name must be plain text.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import Qt as QtGui
from PySide6.QtWidgets import QLabel, QWidget

from blackbox_desktop import message_boxes
from blackbox_desktop.app.modes.dialogs import AnnouncementDialog, MatchSetup
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import COMPUTER, FRANJOS
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.scoring import Scoring

from .drive import continue_, duel_ready, finish, flow, hide, press
from driving import balls, fire

BOARD = parse_board("ortho-8x8")
ANN = "<h1><font color=red>ANN</font></h1>"
BOB = "<b>Bob</b><br>x"


def _as_typed(label: QLabel) -> bool:
    text_format = label.textFormat()
    if text_format == Qt.TextFormat.PlainText:
        return True
    return text_format == Qt.TextFormat.AutoText and not QtGui.mightBeRichText(label.text())


def _names_shown_as_typed(*places: QWidget) -> int:
    """Check every label under ``places`` that shows a name (shown or not, as the dock's heading beside the
    board); how many there were."""
    seen = 0
    for place in places:
        for label in [place] if isinstance(place, QLabel) else place.findChildren(QLabel):
            if ANN in label.text() or BOB in label.text():
                assert _as_typed(label), label.text()
                seen += 1
    return seen


def test_a_hot_seat_match_shows_the_names_as_typed(window: MainWindow) -> None:
    two = flow(window)
    two.start_match(MatchSetup((ANN, BOB), BOARD, 4, Rules(FRANJOS)), "program")
    assert _names_shown_as_typed(two.curtain) >= 2  # the hand-over: its title and its words
    continue_(window)
    assert _names_shown_as_typed(two.curtain) >= 3  # the setter's pad's heading, the hand-over behind it
    hide(window, "A1,B8,C1,D8")
    assert _names_shown_as_typed(two.curtain) >= 2
    continue_(window)
    assert _names_shown_as_typed(two.dock) >= 3  # the heading, whose turn, the totals
    fire(window, 2)
    balls(window, "A1,B8,C1,D8")
    finish(window)
    assert two.phase == "review"
    assert _names_shown_as_typed(two.dock) >= 3
    assert two.dock.primary.text() == f"Next round: {BOB} hides"


def test_a_tabletop_announcement_names_the_setter_as_typed(window: MainWindow, qtbot) -> None:
    dialog = AnnouncementDialog(
        BOARD, FRANJOS, 4, ANN, parent=window, check=lambda _answer: f"{ANN}, please look at your pad and answer again."
    )
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.absorbed.click()  # refused: the reason names her
    assert dialog.isVisible() and ANN in dialog.error.text()
    assert _names_shown_as_typed(dialog) == 2  # the question and the refusal


def test_a_duel_shows_the_names_as_typed(window: MainWindow) -> None:
    two = flow(window)
    duel_ready(window, MatchSetup((ANN, BOB), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    assert _names_shown_as_typed(two.dock) >= 2  # the heading and whose turn
    balls(window, "E5,F6,G7,H8")
    window.confirm = lambda _title, _text: True  # type: ignore[method-assign]
    press(two.dock.name_button)
    assert _names_shown_as_typed(two.dock) >= 2
    press(two.dock.primary)  # pass the computer
    assert _names_shown_as_typed(two.curtain) >= 2
    continue_(window)
    balls(window, "A1,B8,C1,H1")  # one wrong
    press(two.dock.name_button)
    assert two.duel is not None and two.duel.over
    assert two.dock.totals.text() == f"Winner: {ANN}"
    assert _names_shown_as_typed(two.dock) >= 2  # the heading and the winner


def test_the_panel_and_the_message_boxes_show_the_names_as_typed(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QMessageBox

    from blackbox_desktop.app.as_typed import literal

    two = flow(window)
    two.start_match(MatchSetup((ANN, BOB), BOARD, 4, Rules(FRANJOS)), "person")  # tabletop: Ann announces
    assert ANN in window.announcement.text() and _names_shown_as_typed(window.announcement) == 1
    asked: list[str] = []
    monkeypatch.setattr(
        message_boxes, "ask", lambda _parent, _title, text, *rest: asked.append(text) or QMessageBox.StandardButton.No
    )
    MainWindow.confirm(window, "Name your atoms?", f"Name these as {BOB}'s atoms?\nSure?")
    # The box reads it as markup that spells out the tags: "&lt;b&gt;" shows as "<b>".
    assert QtGui.mightBeRichText(asked[0]) and "&lt;b&gt;Bob" in asked[0] and "<br>Sure?" in asked[0]
    assert literal("Tom & Jerry") == "Tom & Jerry"  # no markup: left as it is, ampersand and all


def test_an_ampersand_in_a_name_is_shown_and_the_sheets_tooltips_are_plain(window: MainWindow) -> None:
    # QA: "Tom & Jerry" and "R&D" lost their "&" in the strip's title, and the button read R_D with Alt+D as
    # its shortcut; the score sheet's tooltip showed <b>Bob</b> in bold.
    two = flow(window)
    two.start_match(MatchSetup(("Tom & Jerry", "R&D"), BOARD, 4, Rules(FRANJOS)), "program")
    continue_(window)
    hide(window, "A1,B8,C1,D8")
    continue_(window)
    fire(window, 2)
    balls(window, "A1,B8,C1,D8")
    finish(window)
    shown = two.dock.primary.text()
    assert "&" not in shown.replace("&&", "") and shown.replace("&&", "&") == "Next round: R&D hides"
    two.dock.fit_area(Qt.DockWidgetArea.BottomDockWidgetArea)  # the heading moves into the title bar
    assert two.dock.windowTitle().replace("&&", "&") == "Hot-seat match: Tom & Jerry and R&D"
    assert "&" not in two.dock.windowTitle().replace("&&", "")
    two.leave()
    two.start_match(MatchSetup((ANN, BOB), BOARD, 4, Rules(FRANJOS)), "program")
    continue_(window)
    hide(window, "A1,B8,C1,D8")
    continue_(window)
    table = two.dock.table
    tips = [
        table.item(row, column).toolTip()
        for row in range(table.rowCount())
        for column in range(table.columnCount())
        if table.item(row, column) is not None
    ]
    assert any("Bob" in tip for tip in tips)
    for tip in tips:
        assert not QtGui.mightBeRichText(tip) or "&lt;b&gt;" in tip
