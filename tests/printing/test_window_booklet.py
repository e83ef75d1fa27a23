"""The window's booklet export checks where it will write before it works out the NORMs."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from blackbox_desktop.app.assistant.booklets import PARKER
from blackbox_desktop.app.features import printing_menu
from blackbox_desktop.app.window import MainWindow


def test_a_booklet_to_a_missing_folder_is_refused_before_the_norms(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """QA: the progress box worked out 80 NORMs, and only then said the folder did not exist."""
    target = tmp_path / "no-such-folder" / "booklet.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), "PDF"))
    monkeypatch.setattr(printing_menu, "ask_booklet", lambda parent: ("a4", PARKER))
    menu = window.printing_menu  # type: ignore[attr-defined]
    menu.export_booklet()
    assert menu.progress is None, "no NORM was worked out"
    assert window.errors == [f"Cannot write to {str(target)!r}: no such file or directory."]  # type: ignore[attr-defined]


def test_a_report_that_arrives_after_cancel_leaves_the_progress_box_closed(qtbot) -> None:
    # Monkey testing: Cancel clicked while the worker's report was already on its way; the report came in after
    # it and opened the cancelled box again, stuck until Cancel was pressed a second time.
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QProgressDialog, QPushButton

    progress = QProgressDialog("Working out each game's NORM…", "Cancel", 0, 80)
    qtbot.addWidget(progress)
    progress.setMinimumDuration(0)
    relay = printing_menu._ProgressRelay(progress)
    progress.show()
    relay.report(3)
    assert progress.value() == 3
    QTest.mouseClick(progress.findChild(QPushButton), Qt.MouseButton.LeftButton)
    assert progress.wasCanceled() and not progress.isVisible()
    relay.report(4)  # the report sent before the click
    qtbot.wait(50)
    assert not progress.isVisible()


def test_the_window_s_booklet_is_worked_out_once(
    qtbot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """QA: each print or export worked out the 80 NORMs again, about 15 s behind a progress box."""
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.booklet import make_booklet

    made = []

    def quick(report: object, which: object) -> object:
        made.append(1)
        return make_booklet(parse_board("ortho-8x8"), games=2, seed=1978, norm=False)

    monkeypatch.setattr(printing_menu, "full_booklet", quick)
    monkeypatch.setattr(printing_menu, "ask_booklet", lambda parent: ("a4", PARKER))
    menu = window.printing_menu  # type: ignore[attr-defined]
    for name in ("first.pdf", "second.pdf"):
        target = tmp_path / name
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, t=target, **kwargs: (str(t), "PDF"))
        menu.export_booklet()
        qtbot.waitUntil(target.exists, timeout=20000)
    assert made == [1]


def test_print_asks_which_booklet_and_paper_as_export_does(
    qtbot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Print solitaire booklet… previewed the last booklet chosen without asking, on the local paper."""
    from PySide6.QtGui import QPageSize

    from blackbox_desktop.app.assistant.booklets import WhichBooklet
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.booklet import make_booklet

    chosen = WhichBooklet("ortho-6x6", 3, "q")
    made: list[object] = []

    def quick(report: object, which: object) -> object:
        made.append(which)
        return make_booklet(parse_board("ortho-6x6"), games=3, seed="q", norm=False)

    previews: list[object] = []

    def shown(dialog: object) -> int:
        previews.append(dialog.printer().pageLayout().pageSize().id())  # type: ignore[attr-defined]
        return 0

    monkeypatch.setattr(printing_menu, "full_booklet", quick)
    monkeypatch.setattr(printing_menu, "ask_booklet", lambda parent: ("letter", chosen))
    monkeypatch.setattr(printing_menu, "run_modal", shown)
    window.printing_menu.print_booklet()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: bool(previews), timeout=20000)
    assert made == [chosen] and previews == [QPageSize.PageSizeId.Letter]


@pytest.mark.parametrize("make", ["print", "play"])
def test_a_booklet_with_no_seed_cannot_be_chosen(qtbot, make: str) -> None:
    # QA: Print and Export took an empty seed, and printed a booklet nobody could play by its numbers.
    from PySide6.QtWidgets import QDialogButtonBox

    from blackbox_desktop.app.features.booklet_play import BookletGameDialog
    from blackbox_desktop.app.features.printing_menu import BookletDialog

    dialog = BookletDialog() if make == "print" else BookletGameDialog(None, PARKER, 1)
    qtbot.addWidget(dialog)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    assert ok.isEnabled()
    dialog.choice.seed.setText("  ")
    assert not ok.isEnabled() and "seed" in ok.toolTip()
    dialog.choice.seed.setText("zz")
    assert ok.isEnabled()


@pytest.mark.parametrize("make", ["print", "play"])
def test_a_pasted_tab_in_the_seed_greys_ok(qtbot, make: str) -> None:
    # QA: a seed pasted with a tab printed a page foot broken in two, with a seed no one could type again.
    from PySide6.QtWidgets import QDialogButtonBox

    from blackbox_desktop.app.features.booklet_play import BookletGameDialog
    from blackbox_desktop.app.features.printing_menu import BookletDialog

    dialog = BookletDialog() if make == "print" else BookletGameDialog(None, PARKER, 1)
    qtbot.addWidget(dialog)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    dialog.choice.seed.setText("x\ty")
    assert not ok.isEnabled() and "tab" in ok.toolTip() and dialog.choice.problem.text() == ok.toolTip()
    dialog.choice.seed.setText("x y")
    assert ok.isEnabled() and not ok.toolTip()


def test_a_remembered_seed_with_a_tab_falls_back_to_parker(tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings

    from blackbox_desktop.app.booklet_choice import KEYS, remembered_booklet

    store = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    store.setValue(KEYS["board"], "ortho-6x6")
    store.setValue(KEYS["games"], 3)
    store.setValue(KEYS["seed"], "x\ty")
    assert remembered_booklet(store) == PARKER
    store.setValue(KEYS["seed"], "x y")
    assert remembered_booklet(store).seed == "x y"


@pytest.mark.parametrize("make", ["print", "play"])
def test_a_booklet_for_any_board_is_named_as_its_page_foot_says(qtbot, make: str) -> None:
    """QA: the board list held only 8×8, the hexagon of side 5 and New game's boards, so a booklet that
    print-booklet made for 6×6 could not be played or printed again from the window."""
    from PySide6.QtWidgets import QDialogButtonBox

    from blackbox_desktop.app.features.booklet_play import BookletGameDialog
    from blackbox_desktop.app.features.printing_menu import BookletDialog

    dialog = BookletDialog() if make == "print" else BookletGameDialog(None, PARKER, 1)
    qtbot.addWidget(dialog)
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    board = dialog.choice.board
    assert [board.itemText(i) for i in range(2)] == ["square 8×8", "hexagonal (side 5)"]  # the foot's words
    board.setEditText("square 6×6")
    assert ok.isEnabled() and dialog.choice.which().board == "ortho-6x6"
    board.setEditText("round")
    assert not ok.isEnabled() and "board" in ok.toolTip()
    board.setEditText("hexagonal (side 4)")
    assert ok.isEnabled() and dialog.choice.which().board == "hex-4"


@pytest.mark.parametrize("make", ["print", "play"])
def test_the_box_says_in_sight_why_ok_is_greyed(qtbot, make: str) -> None:
    """QA: with "square 30x3" typed, OK was greyed and nothing in sight said why; the tooltip of the greyed
    button, seen only by hovering it, asked to name the board "as the foot of its pages does", which she had."""
    from PySide6.QtWidgets import QDialogButtonBox

    from blackbox_desktop.app.features.booklet_play import BookletGameDialog
    from blackbox_desktop.app.features.printing_menu import BookletDialog

    dialog = BookletDialog() if make == "print" else BookletGameDialog(None, PARKER, 1)
    qtbot.addWidget(dialog)
    dialog.show()
    ok = dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)
    problem = dialog.choice.problem
    assert problem.isHidden()
    dialog.choice.board.setEditText("square 30x3")
    assert not ok.isEnabled() and problem.isVisible()
    assert problem.text() == "A square board has 2 to 26 rows and columns; 30x3 is not allowed."
    dialog.choice.board.setEditText("hexagonal (side 12)")
    assert problem.text() == "A hexagonal board has a side of 2 to 9 cells; 12 is not allowed."
    dialog.choice.board.setEditText("round")
    assert "board" in problem.text()
    dialog.choice.board.setEditText("square 6×6")
    dialog.choice.seed.setText("")
    assert problem.isVisible() and "seed" in problem.text()
    dialog.choice.seed.setText("7")
    assert ok.isEnabled() and problem.isHidden()


@pytest.mark.parametrize("make", ["print", "play"])
def test_the_box_shrinks_back_once_the_red_line_goes(qtbot, make: str) -> None:
    """QA: once "square 30x3" had shown the red line, putting the board right hid the line but left its room, the
    form's rows spread apart over the empty height."""
    from blackbox_desktop.app.features.booklet_play import BookletGameDialog
    from blackbox_desktop.app.features.printing_menu import BookletDialog

    dialog = BookletDialog() if make == "print" else BookletGameDialog(None, PARKER, 1)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.resize(dialog.width(), dialog.minimumSizeHint().height())  # no spare height for the line
    qtbot.waitUntil(lambda: dialog.height() == dialog.minimumSizeHint().height())
    height = dialog.height()
    dialog.choice.board.setEditText("square 30x3")
    qtbot.waitUntil(lambda: dialog.height() > height)
    dialog.choice.board.setEditText("square 8x8")
    qtbot.waitUntil(lambda: dialog.choice.problem.isHidden())
    qtbot.wait(50)
    assert dialog.height() == height


@pytest.mark.parametrize("make", ["print", "play"])
def test_the_red_line_gets_room_of_its_own_and_squeezes_no_field(qtbot, make: str) -> None:
    """QA: the box opened at its natural height; the red line took its room from the fields, Games and Seed
    shrank and the rows crowded together, instead of the box growing by a line."""
    from blackbox_desktop.app.features.booklet_play import BookletGameDialog
    from blackbox_desktop.app.features.printing_menu import BookletDialog

    dialog = BookletDialog() if make == "print" else BookletGameDialog(None, PARKER, 1)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    choice = dialog.choice
    fields = (choice.board, choice.games, choice.seed)
    heights = [field.height() for field in fields]
    height = dialog.height()
    choice.seed.setText("")
    qtbot.waitUntil(lambda: choice.problem.isVisible())
    qtbot.wait(50)
    assert [field.height() for field in fields] == heights
    assert dialog.height() > height
    choice.seed.setText("1978")
    qtbot.waitUntil(lambda: choice.problem.isHidden())
    qtbot.wait(50)
    assert dialog.height() == height


def test_the_booklet_game_box_quotes_the_page_foot_as_printed(qtbot) -> None:
    # QA: "The booklet as the foot of its pages names it (Parker's: square 8×8, 80 games, booklet 1978)" had no
    # verb, quoted a foot no page prints (commas for dots) and left her to guess that "booklet 1978" was the Seed.
    from PySide6.QtWidgets import QLabel

    from blackbox_desktop.app.features.booklet_play import BookletGameDialog
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.printing.booklet import footer_about

    class Parkers:
        board = parse_board(PARKER.board)
        seed = PARKER.seed

        def __len__(self) -> int:
            return PARKER.games

    dialog = BookletGameDialog(None, PARKER, 1)
    qtbot.addWidget(dialog)
    about = next(label.text() for label in dialog.findChildren(QLabel) if label.wordWrap() and label.text())
    assert footer_about(Parkers(), lambda _text: True) in about  # type: ignore[arg-type]
    assert f"{PARKER.seed} is its seed" in about
    assert about.startswith("Copy ")
