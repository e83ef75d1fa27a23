"""The computer plays a whole game in the window; a booklet game shows its NORM; the notepad exports."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog

from blackbox_desktop import message_boxes
from blackbox_desktop.app.assistant.booklets import PARKER, booklet_entry
from blackbox_desktop.app.features import computer_play, printing_menu
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.booklet import norm_of
from blackbox_desktop.printing.layout import NotepadOptions

from driving import balls, cell_point, click, fire, settle, start


@pytest.fixture(autouse=True)
def quick_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(computer_play, "PAUSE_MS", 20)


def test_computer_plays_a_whole_game_to_the_reveal(qtbot: object, window: MainWindow) -> None:
    play = window.computer_play  # type: ignore[attr-defined]
    play.timer.setInterval(20)
    assert play.start_random("ortho", "medium", seed=7)
    settle(window)
    assert play.toolbar.isVisible() and play.playing
    qtbot.waitUntil(lambda: window.controller.position.finished, timeout=60000)  # type: ignore[attr-defined]
    game = window.controller.game
    assert game.history[-1] == "D" and any(move.startswith("F") for move in game.history)
    assert not play.playing
    shown = window.score_panel.line_values()
    assert shown["Total"] == game.score(window.controller.score_variant).total
    assert window.scene.atoms  # the atoms are revealed as in any game
    assert window.statusBar().currentMessage().startswith("The computer has finished")
    start(window, "ortho-8x8", "A1,B2,C3,D4")
    assert window.statusBar().currentMessage() == ""  # the line went with its game


def test_random_atoms_follow_new_games_option_on_look_alikes(qtbot: object, window: MainWindow) -> None:
    from dataclasses import replace

    play = window.computer_play  # type: ignore[attr-defined]
    play.pause_action.setChecked(True)
    assert play.start_random("ortho", "beginner", seed=3)
    assert not play.experimenter.look_alikes_hidden
    window.options = replace(window.options, avoid_ambiguous=False)  # "Only arrangements every ray…" unticked
    assert play.start_random("ortho", "beginner", seed=3)
    assert play.experimenter.look_alikes_hidden
    play.stop()


def test_step_and_pause(qtbot: object, window: MainWindow) -> None:
    play = window.computer_play  # type: ignore[attr-defined]
    play.pause_action.setChecked(True)
    assert play.start_random("hex", "beginner", seed=3)
    qtbot.wait(100)  # type: ignore[attr-defined]
    assert window.controller.game.history == ()  # paused: no move on its own
    play.step_action.trigger()
    qtbot.waitUntil(lambda: len(window.controller.game.history) == 1, timeout=20000)  # type: ignore[attr-defined]
    qtbot.wait(100)  # type: ignore[attr-defined]
    assert len(window.controller.game.history) == 1
    # The person watches: the panel says what goes on (paused, so it says that), and her "I have finished" is off.
    assert window.hint_label.text().startswith("The computer is paused.")
    assert not window.finish_button.isEnabled() and not window.finish_action.isEnabled()
    # Her clicks, drags, keys and undo do not reach the computer's game (they used to be charged to it).
    first = window.controller.game.history
    fire(window, *[port for port in (1, 2, 3) if window.controller.position.marker_at(port) is None][:1])
    click(window, cell_point(window, "C3"))
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window.view, Qt.Key.Key_F)
    window.undo_action.trigger()
    settle(window)
    assert window.controller.game.history == first and window.controller.side == "hex"
    assert not window.undo_button.isEnabled() and not window.flip_action.isEnabled()
    play.stop_action.trigger()
    assert not play.playing
    assert window.hint_label.text().startswith("Click a port on the rim")  # the board is hers again
    assert window.finish_button.isEnabled() and window.flip_action.isEnabled()
    assert window.controller.undo_group.activeStack() is window.controller.undo_stack  # her undo is back
    click(window, cell_point(window, "C3"))
    assert window.controller.game.history == (*first, "B+C3")


def test_a_person_hides_the_atoms_and_the_computer_seeks_them(qtbot: object, window: MainWindow) -> None:
    start(window, "ortho-8x8", "A1,B2,C3,D4")
    play = window.computer_play  # type: ignore[attr-defined]
    play.timer.setInterval(20)
    assert play.begin_hiding("ortho", "strong")
    pad = play.pad_dialog.pad  # the two-player engineer's setter's pad
    qtbot.waitExposed(pad.view)  # type: ignore[attr-defined]
    board = pad.board
    for name in ("B3", "C6", "E2", "F7"):
        pad.toggle(board.cell_index(name))
    assert pad.done_button.isEnabled()
    pad.done_button.click()
    assert window.controller.game.setup == board.cells_from_names("B3,C6,E2,F7")
    assert play.playing and play.experimenter.look_alikes_hidden  # the pad lets her hide look-alikes
    qtbot.waitUntil(lambda: window.controller.position.finished, timeout=60000)  # type: ignore[attr-defined]
    assert (
        window.score_panel.line_values()["Total"] == window.controller.game.score(window.controller.score_variant).total
    )


def test_she_sees_the_atoms_she_hid_while_the_computer_seeks_them(qtbot: object, window: MainWindow) -> None:
    # QA: watching the computer seek her atoms, she had to keep them in her head to follow its rays.
    play = window.computer_play  # type: ignore[attr-defined]
    assert play.begin_hiding("ortho", "strong")
    play.pause_action.setChecked(True)  # after: a new start plays at once
    pad = play.pad_dialog.pad
    qtbot.waitExposed(pad.view)  # type: ignore[attr-defined]
    hidden = pad.board.cells_from_names("B3,C6,E2,F7")
    for cell in hidden:
        pad.toggle(cell)
    pad.done_button.click()
    settle(window)
    assert set(window.scene.setter_atoms) == set(hidden)
    assert "looking for your atoms, shown faintly" in window.announcement.text()
    assert window.scene.setter_atoms[pad.board.cell_index("B3")].toolTip() == (
        "Your atom on B3: the computer cannot see it"
    )
    play.step_action.trigger()
    qtbot.waitUntil(lambda: len(window.controller.game.history) == 1, timeout=20000)  # type: ignore[attr-defined]
    settle(window)
    assert set(window.scene.setter_atoms) == set(hidden)  # still there after its ray
    play.stop_action.trigger()  # the board is hers: her atoms are hidden again, as in her own game
    settle(window)
    assert window.scene.setter_atoms == {} and window.controller.snapshot().watched_atoms == frozenset()
    # Atoms the computer hid at random are nobody's to see.
    assert play.start_random("ortho", "beginner", seed=5)
    settle(window)
    assert window.scene.setter_atoms == {}
    play.stop_action.trigger()


def test_hiding_on_the_board_keeps_the_assistant_out(qtbot: object, window: MainWindow) -> None:
    start(window, "ortho-8x8", "A1,B2,C3,D4")
    play = window.computer_play  # type: ignore[attr-defined]
    play.timer.setInterval(20)
    window.assistant.set_enabled(True)  # type: ignore[attr-defined]
    board, atoms, rules = play._game_setup("ortho")
    assert play._hide_on_board(board, atoms, rules, "beginner")
    settle(window)
    assert window.setter_turn  # type: ignore[attr-defined]
    assert window.assistant.heat is None  # type: ignore[attr-defined]
    for name in ("B3", "C6", "E2", "F7")[:atoms]:
        balls(window, name)
    play.hide_button.click()
    assert not window.setter_turn  # type: ignore[attr-defined]
    assert window.controller.game.setup == board.cells_from_names(",".join(("B3", "C6", "E2", "F7")[:atoms]))
    qtbot.waitUntil(lambda: window.controller.position.finished, timeout=60000)  # type: ignore[attr-defined]
    window.assistant.set_enabled(False)  # type: ignore[attr-defined]


def test_booklet_game_by_number_shows_its_norm(qtbot: object, window: MainWindow) -> None:
    booklet = window.booklet_play  # type: ignore[attr-defined]
    assert booklet.play(12)
    entry = booklet_entry(PARKER, 12)
    assert window.controller.game.setup == entry.atoms
    assert "Booklet game 12" in booklet.note.text()
    for port in (1, 9, 17):
        fire(window, port)
    finish_and_compare_with_the_norm(qtbot, window, entry.atoms)
    start(window, "ortho-8x8", "A1,B2,C3,D4")  # another game: the booklet's line goes with its game
    assert "NORM" not in window.statusBar().currentMessage() and not booklet.note.isVisible()


def test_notepad_exports_a_pdf_from_the_menu(
    qtbot: object, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    start(window, "ortho-8x8", "A1,B2,C3,D4")
    fire(window, 1)
    target = tmp_path / "sheet"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), PDF))
    monkeypatch.setattr(
        printing_menu, "ask_notepad_options", lambda parent, has_game: (NotepadOptions(side="ortho"), True)
    )
    menu = window.printing_menu  # type: ignore[attr-defined]
    assert menu.notepad_pdf_action in window.game_menu.actions()
    menu.notepad_pdf_action.trigger()
    written = tmp_path / "sheet.pdf"
    assert written.read_bytes().startswith(b"%PDF")
    assert "Notepad written" in window.statusBar().currentMessage()


PDF = printing_menu.PDF_FILTER


def test_booklet_exports_as_pdf_from_the_menu(
    qtbot: object, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "booklet.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), PDF))
    monkeypatch.setattr(printing_menu, "ask_booklet", lambda parent: ("letter", PARKER))
    window.printing_menu.booklet_pdf_action.trigger()  # type: ignore[attr-defined]
    # 80 NORMs are worked out on a thread first; the window stays live meanwhile.
    qtbot.waitUntil(target.exists, timeout=120000)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: "Booklet written" in window.statusBar().currentMessage(), timeout=10000)  # type: ignore[attr-defined]
    assert target.read_bytes().startswith(b"%PDF")
    assert b"/MediaBox [0 0 612.000000 792.000000]" in target.read_bytes()  # US Letter, as chosen


def test_the_notepad_dialog_offers_diagrams_per_page_and_the_local_paper(qtbot: object, monkeypatch) -> None:
    from PySide6.QtCore import QLocale

    def living_in(language: QLocale.Language, country: QLocale.Country) -> None:
        monkeypatch.setattr(printing_menu.QLocale, "system", staticmethod(lambda: QLocale(language, country)))

    before = QLocale()
    try:
        living_in(QLocale.Language.English, QLocale.Country.UnitedStates)
        dialog = printing_menu.NotepadDialog(has_game=False)
        assert dialog.paper.currentData() == "letter"
        dialog.per_page.setCurrentIndex(dialog.per_page.findData(3))
        options, fill = dialog.choice()
        assert options.per_page == 3 and options.paper == "letter" and not fill
        living_in(QLocale.Language.French, QLocale.Country.France)
        assert printing_menu.BookletDialog().paper.currentData() == "a4"
        # QA: a German gets the English interface (en_US numbers), but her paper is A4.
        living_in(QLocale.Language.German, QLocale.Country.Germany)
        QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedStates))
        assert printing_menu.BookletDialog().paper.currentData() == "a4"
    finally:
        QLocale.setDefault(before)


def test_after_pause_and_stop_the_next_computer_game_plays(qtbot: object, window: MainWindow) -> None:
    play = window.computer_play  # type: ignore[attr-defined]
    assert play.start_random("ortho", "beginner", seed=4)
    play.pause_action.setChecked(True)
    play.stop_action.trigger()
    assert not play.pause_action.isChecked()
    assert play.start_random("ortho", "beginner", seed=5)
    qtbot.waitUntil(lambda: len(window.controller.game.history) >= 2, timeout=10000)  # type: ignore[attr-defined]
    play.stop_action.trigger()


def test_the_panel_says_when_the_computer_is_paused_and_when_it_has_stopped(qtbot: object, window: MainWindow) -> None:
    """QA: paused, the panel still said it was looking for the atoms; stopped, nothing said the board was hers."""
    play = window.computer_play  # type: ignore[attr-defined]
    assert play.start_random("ortho", "beginner", seed=6)
    assert "one move at a time" in window.hint_label.text()
    play.pause_action.setChecked(True)
    assert window.hint_label.text().startswith("The computer is paused.")
    play.pause_action.setChecked(False)
    assert "one move at a time" in window.hint_label.text()
    play.stop_action.trigger()
    assert window.statusBar().currentMessage() == "The computer has stopped: the board is yours."
    assert "computer" not in window.hint_label.text().lower()


def test_the_computer_makes_no_move_behind_the_new_game_box(qtbot: object, window: MainWindow) -> None:
    """QA: it went on firing, placed its balls and finished behind the New game box, which would end its game."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog

    play = window.computer_play  # type: ignore[attr-defined]
    play.timer.setInterval(20)
    assert play.start_random("ortho", "beginner", seed=6)
    qtbot.waitUntil(lambda: len(window.controller.game.history) >= 1, timeout=10000)  # type: ignore[attr-defined]
    seen: list[tuple[str, ...]] = []

    def look_then_cancel() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QDialog):
            QTimer.singleShot(20, look_then_cancel)
            return
        seen.append(window.controller.game.history)
        qtbot.wait(600)  # type: ignore[attr-defined]  # thirty of its pauses
        seen.append(window.controller.game.history)
        box.reject()

    QTimer.singleShot(20, look_then_cancel)
    window.new_game_dialog()
    assert len(seen) == 2 and seen[0] == seen[1]
    assert play.playing  # cancelled: it plays on
    qtbot.waitUntil(lambda: len(window.controller.game.history) > len(seen[1]), timeout=10000)  # type: ignore
    play.stop()


def test_closing_the_window_stops_the_computer_before_anything_is_asked(qtbot: object, window: MainWindow) -> None:
    play = window.computer_play  # type: ignore[attr-defined]
    assert play.start_random("ortho", "beginner", seed=6)
    qtbot.waitUntil(lambda: len(window.controller.game.history) >= 1, timeout=10000)  # type: ignore[attr-defined]
    seen: list[bool] = []
    moves = window.controller.game.history

    def yes_after_the_box_is_gone(title: str, text: str) -> bool:
        # The real box: gone a moment before its answer is in, while its event loop still runs timers.
        seen.append(play.held)  # its thought may go on (it is kept for Cancel), its move waits
        window.asking = True
        qtbot.wait(300)  # type: ignore[attr-defined]
        window.asking = False
        return True

    window.keep_or_cancel = yes_after_the_box_is_gone  # type: ignore[method-assign]
    window.close()
    assert seen == [True]  # "Keep this game for next time?" came with the computer held: the position asked about stays
    qtbot.wait(300)  # type: ignore[attr-defined]
    assert not play.playing and window.controller.game.history == moves


def test_cancel_at_keep_this_game_gives_the_computer_its_game_back(qtbot: object, window: MainWindow) -> None:
    # Cancel used to leave the computer stopped for good, its markers counted as hers.
    play = window.computer_play  # type: ignore[attr-defined]
    play.timer.setInterval(20)
    assert play.start_random("ortho", "beginner", seed=6)
    qtbot.waitUntil(lambda: len(window.controller.game.history) >= 1, timeout=10000)  # type: ignore[attr-defined]
    held: list[int] = []

    def cancel_after_a_while(title: str, text: str) -> None:
        # As the real box does: its own event loop runs (timers fire) while she reads the question.
        from PySide6.QtWidgets import QDialog

        box = QDialog(window)
        box.setModal(True)
        box.open()
        before = len(window.controller.game.history)
        qtbot.wait(300)  # type: ignore[attr-defined]
        held.append(len(window.controller.game.history) - before)
        box.close()
        return None

    window.keep_or_cancel = cancel_after_a_while  # type: ignore[method-assign]
    assert not window.close()
    assert held == [0]  # no move behind the question
    moves = len(window.controller.game.history)
    qtbot.waitUntil(lambda: len(window.controller.game.history) > moves, timeout=10000)  # type: ignore[attr-defined]
    assert play.playing and window.watching is not None
    play.stop()


def test_a_turn_of_the_board_under_way_gives_way_to_the_computers_game(qtbot: object, window: MainWindow) -> None:
    start(window, "hex-5", "C2,D5,D8,E3,E4")
    start(window, "ortho-8x8", "B2,C5,D1,E1")
    window.flip_board()
    assert window.view.flipping
    play = window.computer_play  # type: ignore[attr-defined]
    assert play.start_random("ortho", "beginner", seed=5)
    play.set_paused(True)  # still its game, however quickly it plays here
    qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)  # type: ignore[attr-defined]
    # The computer's board stays in front, and its moves are not hers to undo.
    assert window.controller.side == "ortho" and window.watching is not None
    assert not window.controller.undo_group.canUndo() and window.controller.undo_group.activeStack() is None
    play.stop()


def finish_and_compare_with_the_norm(qtbot: object, window: MainWindow, atoms: frozenset[int]) -> None:
    """Balls on the booklet game's atoms, I have finished: the note compares her markers with its NORM."""
    booklet = window.booklet_play  # type: ignore[attr-defined]
    for cell in sorted(atoms):
        balls(window, window.controller.game.board.cell_name(cell))
    window.controller.finish()
    qtbot.waitUntil(lambda: booklet.norm is not None, timeout=30000)  # type: ignore[attr-defined]
    norm = norm_of(window.controller.game.board, atoms)
    mine = window.controller.position.marker_points
    # No-break spaces after the colons: a figure is never left alone at the start of a line (QA).
    assert booklet.note.text().endswith(f"Your markers:\u00a0{mine} — NORM:\u00a0{norm}")
    assert f"NORM:\u00a0{norm}" in window.statusBar().currentMessage()


def test_misplaced_atoms_count_beside_the_norm(qtbot: object, window: MainWindow) -> None:
    """QA: "Your markers: 2 — NORM: 12" after a game with five atoms misplaced looked like a win."""
    booklet = window.booklet_play  # type: ignore[attr-defined]
    assert booklet.play(71)
    settle(window)
    fire(window, 1)
    balls(window, "A1,A2,A3,A4,A5")
    window.controller.finish()
    qtbot.waitUntil(lambda: booklet.norm is not None, timeout=30000)  # type: ignore[attr-defined]
    game = window.controller.game
    misplaced = len(game.setup - game.position.balls)
    assert misplaced >= 2
    mine = game.position.marker_points
    expected = (
        f"Your markers:\u00a0{mine}, plus {5 * misplaced} for {misplaced} misplaced atoms:\u00a0"
        f"{mine + 5 * misplaced} — NORM:\u00a0{booklet.norm}"
    )
    assert booklet.note.text().endswith(expected)


def _computer_under_way(qtbot: object, window: MainWindow) -> object:
    """The computer playing a beginner's game quickly, its first ray fired."""
    play = window.computer_play  # type: ignore[attr-defined]
    play.timer.setInterval(20)
    assert play.start_random("ortho", "beginner", seed=6)
    qtbot.waitUntil(lambda: len(window.controller.game.history) >= 1, timeout=10000)  # type: ignore[attr-defined]
    return play


def _box_read_slowly(qtbot: object, window: MainWindow, moved: list[int], answer: object) -> Callable[..., object]:
    """A message box she reads for 400 ms, its event loop running the timers as the real one's does; the
    moves made meanwhile go into ``moved``."""

    def read(*args: object) -> object:
        before = len(window.controller.game.history)
        qtbot.wait(400)  # type: ignore[attr-defined]
        moved.append(len(window.controller.game.history) - before)
        return answer

    return read


def test_the_computer_waits_while_let_this_game_go_is_asked(
    qtbot: object, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA: with the box open four seconds the computer fired five more rays, and could have finished the game
    # she was being asked about.
    from PySide6.QtWidgets import QMessageBox

    play = _computer_under_way(qtbot, window)
    moved: list[int] = []
    monkeypatch.setattr(message_boxes, "ask", _box_read_slowly(qtbot, window, moved, QMessageBox.StandardButton.No))
    assert MainWindow.confirm(window, "Let this game go?", "This game is not finished and not saved.") is False
    assert moved == [0]
    moves = len(window.controller.game.history)
    qtbot.waitUntil(lambda: len(window.controller.game.history) > moves, timeout=10000)  # type: ignore[attr-defined]
    play.stop()


def test_a_puzzle_for_a_friend_stops_the_computer(qtbot: object, window: MainWindow) -> None:
    # QA: the computer fired on behind the puzzle's pad, and the game she had let go came back moved on.
    from blackbox_desktop.app.modes.dialogs import MatchSetup
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.game import Rules

    play = _computer_under_way(qtbot, window)
    window.two_players.start_puzzle(  # type: ignore[attr-defined]
        MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules())
    )
    moves = len(window.controller.game.history)
    qtbot.wait(300)  # type: ignore[attr-defined]
    assert not play.playing and len(window.controller.game.history) == moves


def test_the_computer_waits_behind_an_error_box_too(
    qtbot: object, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA: behind a window's error box the computer made five moves and finished its game.
    from PySide6.QtWidgets import QMessageBox

    play = _computer_under_way(qtbot, window)
    moved: list[int] = []
    monkeypatch.setattr(message_boxes, "warn", _box_read_slowly(qtbot, window, moved, QMessageBox.StandardButton.Ok))
    MainWindow.error_box(window, "The game could not be saved", "Cannot save x.bbox: it is not a file.")
    assert moved == [0]
    play.stop()


def test_the_hiding_dialog_fits_a_small_screen(qtbot: object, window: MainWindow, monkeypatch) -> None:
    # QA: on 1024×600 it opened 680 pixels tall, its Hide and Cancel buttons below the screen's edge.
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1024, 600))
    start(window, "ortho-8x8", "A1,B2,C3,D4")
    play = window.computer_play  # type: ignore[attr-defined]
    assert play.begin_hiding("ortho", "strong")
    dialog = play.pad_dialog
    qtbot.waitExposed(dialog)
    assert dialog.height() <= 600 - 60
    done = dialog.pad.done_button
    assert dialog.rect().contains(done.mapTo(dialog, done.rect().bottomRight()))
    dialog.reject()


def test_the_computer_dialog_shows_the_board_and_keeps_its_last_choices(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """QA: the size came from New game unseen, and the dialog went back to Strong every time."""
    from PySide6.QtWidgets import QDialog

    play = window.computer_play  # type: ignore[attr-defined]
    seen: list[tuple[object, str, str]] = []

    def answer(dialog: QDialog) -> int:
        seen.append((dialog.level.currentData(), dialog.board_size.text(), ""))  # type: ignore[attr-defined]
        dialog.side.setCurrentIndex(1)  # type: ignore[attr-defined]
        seen.append(("hex", dialog.board_size.text(), ""))  # type: ignore[attr-defined]
        dialog.side.setCurrentIndex(0)  # type: ignore[attr-defined]
        dialog.level.setCurrentIndex(dialog.level.findData("beginner"))  # type: ignore[attr-defined]
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(computer_play, "run_modal", answer)
    play.start_dialog()
    play.stop()
    play.start_dialog()
    play.stop()
    assert seen[0][0] == "strong" and seen[2][0] == "beginner"
    last = computer_play.ComputerGameDialog("ortho", window, window.options, ("medium", True))
    assert last.my_atoms.isChecked() and not last.random_atoms.isChecked()
    assert seen[0][1] == "8×8, 4 atoms, as chosen in New game"
    assert seen[1][1] == "hexagonal (side 5), 5 atoms, as chosen in New game"
