"""A game opened from its file can be undone as it could before it was saved, as a resumed one can.

QA: Open played the file's game with an empty undo history, while the autosave's resume replays its moves:
the balls placed since the last ray could no longer be taken back after Save and Open.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model import savefile
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import COMPUTER, FRANJOS
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.scoring import Scoring

from driving import balls, cell_point, close_window, drag, fire, open_window, settle, start

BOARD = parse_board("ortho-8x8")


def _fresh_window(qtbot, tmp_path: Path) -> MainWindow:
    """Another window, as after the program was closed and started again."""
    settings = QSettings(str(tmp_path / "other-settings.ini"), QSettings.Format.IniFormat)
    win = open_window(qtbot, settings)
    qtbot.waitExposed(win)
    win.activateWindow()  # the keys go to it, as to the window she has just started
    qtbot.waitUntil(lambda: QApplication.activeWindow() is win)
    return win


def _ctrl_z(win: MainWindow) -> None:
    win.view.setFocus()
    QTest.keyClick(win.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    settle(win)


def test_balls_placed_after_a_ray_can_be_undone_once_the_game_is_opened_again(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E1")
    fire(window, 2)
    balls(window, "B2,C5")
    drag(window, cell_point(window, "C5"), cell_point(window, "D6"))
    settle(window)
    assert window.controller.game.history == ("F2", "B+B2", "B+C5", "BC5>D6")
    path = tmp_path / "game.bbox"
    assert window.save_file(path)

    other = _fresh_window(qtbot, tmp_path)
    try:
        assert other.load_file(path), other.errors  # type: ignore[attr-defined]
        controller = other.controller
        assert controller.game.history == ("F2", "B+B2", "B+C5", "BC5>D6")
        assert other.undo_button.isEnabled() and not other.redo_button.isEnabled()
        _ctrl_z(other)  # the ball goes back from D6 to C5
        assert controller.position.balls == controller.game.board.cells_from_names("B2,C5")
        _ctrl_z(other)
        _ctrl_z(other)  # both balls are off the board, the ray stays: its answer has been seen
        assert controller.position.balls == frozenset() and controller.game.history == ("F2",)
        assert not other.undo_button.isEnabled()
        _ctrl_z(other)  # nothing more to take back: nothing happens
        assert controller.game.history == ("F2",) and len(controller.position.shots) == 1
        other.redo_action.trigger()
        assert controller.game.history == ("F2", "B+B2")
        # The file still holds the game as saved: Save has something to write, the title names the file.
        assert other.file_path == path and other.windowTitle().startswith("game.bbox")
        assert other.unsaved_game_in_play()
    finally:
        close_window(other)


def test_a_game_opened_before_its_first_ray_can_be_undone_to_its_start(
    qtbot, window: MainWindow, tmp_path: Path
) -> None:
    start(window, "hex-5", "A1,B2,C3,D4")
    balls(window, "E5,E6")
    path = tmp_path / "hex.bbox"
    assert window.save_file(path)
    other = _fresh_window(qtbot, tmp_path)
    try:
        assert other.load_file(path)
        assert other.controller.side == "hex" and len(other.controller.position.balls) == 2
        _ctrl_z(other)
        _ctrl_z(other)
        assert other.controller.game.history == () and not other.undo_button.isEnabled()
        _ctrl_z(other)  # never past what the file holds
        assert other.controller.game.history == ()
        assert other.announcement.text() == "Game loaded: 4 atoms hidden. Click a port on the rim to fire a ray."
    finally:
        close_window(other)


def test_a_finished_game_opened_again_has_nothing_to_undo(window: MainWindow, tmp_path: Path) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E1")
    fire(window, 2)
    balls(window, "B2,C5,D1,E1")
    window.finish()
    settle(window)
    assert window.controller.position.finished
    path = tmp_path / "done.bbox"
    assert window.save_file(path)
    assert window.load_file(path)
    assert window.controller.position.finished and not window.undo_button.isEnabled()


def test_an_old_file_with_a_refused_adjustment_opens_with_its_undo(window: MainWindow, tmp_path: Path) -> None:
    """A file written before the stricter rules (a setter error where the program answers) opens, the
    adjustment left out, and its balls since the last ray are undoable."""
    start(window, "ortho-8x8", "B2,C5,D1,E1")
    text = savefile.dumps(window.controller.game)
    board = window.controller.game.board
    old = text.replace('"moves": []', '"moves": ["F2", "E+", "B+B2", "B+C5"]')
    path = tmp_path / "old.bbox"
    path.write_text(old, encoding="utf-8")
    assert window.load_file(path), window.errors  # type: ignore[attr-defined]
    assert window.controller.game.history == ("F2", "B+B2", "B+C5")
    _ctrl_z(window)
    assert window.controller.position.balls == board.cells_from_names("B2")


def test_a_damaged_file_keeps_the_game_and_its_undo(window: MainWindow, tmp_path: Path) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E1")
    fire(window, 2)
    balls(window, "B2")
    path = tmp_path / "bad.bbox"
    path.write_text(savefile.dumps(window.controller.game).replace('"B+B2"', '"B+Z9"'), encoding="utf-8")
    assert not window.load_file(path)
    assert window.errors and "Move 2" in window.errors[-1]  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert window.controller.game.history == ("F2", "B+B2") and window.undo_button.isEnabled()


def _duel_saved_left_and_opened(window: MainWindow, path: Path) -> None:
    """Save the duel, leave it for a game of her own, open the file again and pass the hand-over to Ann."""
    from modes.drive import continue_, flow

    assert window.save_file(path)
    flow(window).leave()
    start(window, "ortho-8x8", "A2,B3,C4,D5")
    assert window.load_file(path), window.errors  # type: ignore[attr-defined]
    continue_(window)  # the hand-over to Ann


def test_a_duel_opened_again_lets_her_take_back_the_balls_of_her_turn(window: MainWindow, tmp_path: Path) -> None:
    from modes.drive import duel_ready, flow

    duel_ready(window, MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    balls(window, "E5,F6")  # Ann's balls in Bob's box, before she fires her turn's ray
    assert window.undo_button.isEnabled()
    _duel_saved_left_and_opened(window, tmp_path / "duel.bbox")
    assert window.controller.game.history == ("B+E5", "B+F6")
    _ctrl_z(window)
    assert window.controller.position.balls == BOARD.cells_from_names("E5")
    assert flow(window).duel.boxes[0].position.balls == BOARD.cells_from_names("E5")  # the duel's box follows


def test_a_hot_seat_round_opened_again_keeps_the_undo_of_its_balls(window: MainWindow, tmp_path: Path) -> None:
    from modes.drive import continue_, flow, hide

    flow(window).start_match(MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(FRANJOS)), "program")
    continue_(window)
    hide(window, "A1,B8,C1,D8")
    continue_(window)
    fire(window, 2)
    balls(window, "A1,B8")
    path = tmp_path / "match.bbox"
    assert window.save_file(path)
    flow(window).leave()
    start(window, "ortho-8x8", "A2,B3,C4,D5")
    assert window.load_file(path), window.errors  # type: ignore[attr-defined]
    continue_(window)
    _ctrl_z(window)
    _ctrl_z(window)
    assert window.controller.game.history == ("F2",) and not window.undo_button.isEnabled()


def test_a_booklet_game_opened_again_keeps_its_number_and_its_undo(window: MainWindow, tmp_path: Path) -> None:
    booklet = window.booklet_play  # type: ignore[attr-defined]
    assert booklet.play(7)
    fire(window, 1)
    balls(window, "C3")
    path = tmp_path / "booklet.bbox"
    assert window.save_file(path)
    start(window, "ortho-8x8", "A1,B2,C3,D4")
    assert window.load_file(path)
    _ctrl_z(window)
    assert window.controller.position.balls == frozenset() and len(window.controller.game.history) == 1
    assert booklet.number == 7 and "Booklet game 7" in booklet.note.text()  # undone, still the booklet's game


def test_a_tabletop_round_opened_on_its_own_keeps_the_setters_pattern(window: MainWindow, tmp_path: Path) -> None:
    """Out of its match there is no pad to enter her pattern again: Undo after Open stops at it, or the round
    would be left without atoms (no ray path, no score, and Save refusing it)."""
    from blackbox_desktop.model.editions import PARKER
    from blackbox_desktop.model.game import Game

    game = Game.new(BOARD, 4, Rules(PARKER, Scoring.PARKER), None).apply_all(
        ["F1=31", "F2=H", "F7=R", "B+B3", "B+D5", "B+F2", "B+G7", "D", "S=B3,D5,F2,G7", "E+", "E-"]
    )
    path = tmp_path / "left.bbox"
    path.write_text(savefile.dumps(game), encoding="utf-8")
    assert window.load_file(path), window.errors  # type: ignore[attr-defined]
    assert not window.undo_action.isEnabled()  # her pattern and the adjustments that came with it stay
    _ctrl_z(window)
    assert window.controller.game.history == game.history and window.controller.game.setup is not None
    assert window.save_file(tmp_path / "again.bbox")


def test_a_ball_undone_in_a_duel_opened_again_leaves_her_turn_in_the_panel(window: MainWindow, tmp_path: Path) -> None:
    # QA: the box is replayed at her turn, and an undone ball brought back her last ray's answer (or an empty
    # panel) instead of "Ann, your turn…".
    from modes.drive import continue_, duel_ready, flow

    duel_ready(window, MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    fire(window, 1)  # Ann's turn: one ray, then her balls
    balls(window, "E5,F6")
    flow(window).pass_turn()
    continue_(window)  # Bob's turn
    fire(window, 2)
    flow(window).pass_turn()
    _duel_saved_left_and_opened(window, tmp_path / "duel.bbox")
    turn = "Ann, your turn: fire a ray into Bob's box, or name the atoms in it."
    assert window.announcement.text() == turn
    _ctrl_z(window)
    assert window.controller.position.balls == BOARD.cells_from_names("E5")
    assert window.announcement.text() == turn
    window.redo_action.trigger()
    assert window.announcement.text() == turn
