"""The window around the board: flipping, sizes, files, settings, hidden information."""

from __future__ import annotations

import math
import time
from itertools import pairwise
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QFontMetricsF, QKeySequence
from PySide6.QtTest import QTest

from blackbox_desktop.app.items import AtomItem
from blackbox_desktop.app.items.board import label_font
from blackbox_desktop.app.options import GameOptions
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import PARKER

from driving import cell_point, click, open_window, port_point, settle_layout, shown_title, start

ORTHO_ATOMS = "B2,C5,D1,E1"


def test_nothing_acts_on_a_game_before_one_is_on_the_board(window: MainWindow) -> None:
    # Behind the resume question at start, Undo, Redo, "I have finished" and the score's buttons looked usable.
    parts = (window.finish_button, window.finish_action, window.undo_button, window.redo_button, window.score_panel)
    assert not any(part.isEnabled() for part in parts)
    start(window, "ortho-8x8", ORTHO_ATOMS)
    assert window.finish_button.isEnabled() and window.finish_action.isEnabled() and window.score_panel.isEnabled()
    assert not window.undo_button.isEnabled()
    window.controller.play("B+A1")
    assert window.undo_button.isEnabled() and not window.redo_button.isEnabled()


def test_turn_over_and_save_wait_for_the_first_game(window: MainWindow) -> None:
    # Behind the resume question, Turn board over and Save looked usable over an empty board; F turned it over and
    # started a game there behind the question, and Save raised KeyError.
    parts = (window.flip_button, window.flip_action, window.save_action, window.save_as_action)
    assert not any(part.isEnabled() for part in parts)
    QTest.keyClick(window.view, Qt.Key.Key_F)
    window.flip_board()
    assert not window.controller.has_game_on("ortho") and not window.controller.has_game_on("hex")
    # What makes sense with no game stays on.
    assert all(
        action.isEnabled()
        for action in (
            window.new_action,
            window.open_action,
            window.puzzle_action,
            window.quit_action,
            window.help_action,
            window.about_action,
        )
    )
    start(window, "ortho-8x8", ORTHO_ATOMS)
    assert all(part.isEnabled() for part in parts)


def test_the_panel_describes_no_game_before_the_first(window: MainWindow) -> None:
    # QA: behind the resume question the panel said "Click a port on the rim…" over the empty table, and showed a
    # greyed "Scoring: Parker" where the game to come was Franjos.
    assert window.hint_label.text() == "" and window.score_panel.isHidden()
    start(window, "ortho-8x8", ORTHO_ATOMS)
    assert window.hint_label.text().startswith("Click a port on the rim") and window.score_panel.isVisible()
    assert window.score_panel.variant.currentText() == "Franjos"


def test_f_turns_the_board_over_and_back_keeping_each_sides_game(window: MainWindow, qtbot: object) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, port_point(window, 7))
    window.view.setFocus()
    QTest.keyClick(window, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)  # type: ignore[attr-defined]
    assert window.controller.side == "hex"
    assert window.scene.layout is not None and window.scene.layout.board.kind == "hex"
    assert len(window.scene.ports) == 54
    window.flip_button.click()
    qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)  # type: ignore[attr-defined]
    assert window.controller.side == "ortho"
    assert window.controller.game.history == ("F7",)
    assert set(window.scene.markers) == {7, 18}


def test_a_turn_over_with_no_game_coming_remembers_nothing(window: MainWindow, qtbot: object, monkeypatch) -> None:
    # Hiding cancelled on the other side: the board stayed, but New game and the next start offered that side.
    start(window, "ortho-8x8", ORTHO_ATOMS)
    monkeypatch.setattr(window, "hide_atoms", lambda *args: None)
    window.flip_board()
    qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)  # type: ignore[attr-defined]
    assert window.controller.side == "ortho"
    assert window.options.side == "ortho" and window.settings.options().side == "ortho"


@pytest.mark.parametrize("spec", ["ortho-2x2", "ortho-3x9", "ortho-26x26", "hex-2", "hex-6", "hex-9"])
def test_other_sizes_are_drawn_with_every_cell_and_port_clear(window: MainWindow, spec: str) -> None:
    board = parse_board(spec)
    atoms = ",".join(board.names(range(min(2, board.cell_count - 1))))
    start(window, spec, atoms)
    layout = window.scene.layout
    assert layout is not None
    assert len(window.scene.cells) == board.cell_count
    assert len(window.scene.ports) == board.port_count
    tokens = [layout.token_centre(p) for p in board.ports]
    for i, a in enumerate(tokens):
        assert layout.plank.contains(layout.label_centre(i + 1))
        for b in tokens[i + 1 :]:
            assert math.hypot(a.x() - b.x(), a.y() - b.y()) >= 2 * layout.token_radius - 0.01
    # Neighbouring numbers never run together ("100" beside "99" read "10099" on hex-9).
    size = layout.label_size
    metrics = QFontMetricsF(label_font(size))
    boxes = [(layout.label_centre(p), metrics.horizontalAdvance(layout.port_text(p)) / 2) for p in board.ports]
    for i, (a, half_a) in enumerate(boxes):
        for b, half_b in boxes[i + 1 :]:
            apart = abs(a.x() - b.x()) - half_a - half_b >= 0.15 * size or abs(a.y() - b.y()) >= 0.9 * size
            assert apart, (layout.port_text(board.ports[i]), a, b)
    # The whole table fits in the view.
    view_rect = window.view.mapFromScene(window.scene.sceneRect()).boundingRect()
    assert window.view.viewport().rect().adjusted(-2, -2, 2, 2).contains(view_rect)
    click(window, port_point(window, 1))
    assert window.controller.position.shots


def test_save_and_load_round_trip(window: MainWindow, tmp_path: Path) -> None:
    start(window, "hex-5", "C2,D5,D8,E3,E4")
    click(window, port_point(window, 32))
    click(window, cell_point(window, "E5"))
    path = tmp_path / "game.bbox"
    assert window.save_file(path)
    history = window.controller.game.history
    start(window, "ortho-8x8", ORTHO_ATOMS)
    assert window.load_file(path)
    assert window.controller.game.history == history
    assert set(window.scene.markers) == {32, 44}
    assert shown_title(window) == "game.bbox"  # the platform adds " — Black Box Desktop", once


def test_the_title_marks_a_game_changed_since_its_file(window: MainWindow, tmp_path: Path) -> None:
    # QA: the title read "game.bbox" alone after moves made since Save, as if they were in the file.
    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, port_point(window, 3))
    path = tmp_path / "game.bbox"
    assert window.save_file(path)
    assert shown_title(window) == "game.bbox"
    click(window, cell_point(window, "E5"))
    assert shown_title(window) == "game.bbox*"
    window.controller.undo()  # back to the game the file holds
    assert shown_title(window) == "game.bbox"
    window.controller.redo()
    assert window.save_file(path) and shown_title(window) == "game.bbox"
    window.controller.finish()
    assert shown_title(window) == "game.bbox*"  # the finish is not in the file yet


def test_a_damaged_file_is_reported_and_the_game_kept(window: MainWindow, tmp_path: Path) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, port_point(window, 7))
    path = tmp_path / "broken.bbox"
    path.write_text('{"format": "blackbox-desktop-game", "version": 1, "board": "ortho-8x8"', encoding="utf-8")
    assert not window.load_file(path)
    # Named: a file manager's double-click gave the sentence without saying which file it was of (QA).
    assert window.errors == [  # type: ignore[attr-defined]
        "broken.bbox could not be opened. This file is not a saved Black Box game: it is damaged or truncated."
    ]
    assert window.controller.game.history == ("F7",)


def test_a_refused_move_says_why_and_changes_nothing(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    before = window.controller.game
    assert not window.controller.play("B-C4")
    assert window.controller.game is before
    assert "There is no ball on C4" in window.statusBar().currentMessage()


def test_settings_are_remembered_between_runs(window: MainWindow, settings: QSettings, qtbot: object) -> None:
    options = GameOptions(
        side="hex", hex_side=6, atoms_hex=6, edition="computer", scoring="per-ray", markers_by_hand=True
    )
    assert window.start_game(options)
    window.close()
    again = MainWindow(settings)
    qtbot.addWidget(again)  # type: ignore[attr-defined]
    remembered = again.options
    assert (remembered.side, remembered.hex_side, remembered.atoms_hex) == ("hex", 6, 6)
    assert (remembered.edition, remembered.scoring, remembered.markers_by_hand) == ("computer", "per-ray", True)
    assert settings.value("window/geometry") is not None


def test_remembered_atoms_too_many_for_the_remembered_board_are_fitted(
    window: MainWindow, settings: QSettings, qtbot: object
) -> None:
    # Valid one by one: 4 atoms for the square side, whose board was then made 2x2 while hex was chosen.
    assert window.start_game(GameOptions(side="hex", rows=2, cols=2, atoms_ortho=4))
    window.close()
    again = open_window(qtbot, settings)
    assert again.start_game(again.options.on_side("ortho")), again.errors  # type: ignore[attr-defined]
    assert again.controller.game is not None and again.controller.game.position.atom_count == 3


def test_parker_look_is_replaced_by_franjos_on_the_hexagonal_side() -> None:
    options = GameOptions(side="hex", edition=PARKER.key)
    assert options.rules().edition.key == "franjos"


def _visible_state(window: MainWindow) -> list[tuple[str, float, float, str]]:
    return sorted(
        (type(item).__name__, round(item.pos().x(), 3), round(item.pos().y(), 3), item.toolTip())
        for item in window.scene.items()
    )


def test_nothing_in_the_scene_shows_the_atoms_before_the_reveal(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    first = _visible_state(window)
    start(window, "ortho-8x8", "G7,H8,A8,D4")
    second = _visible_state(window)
    assert first == second
    assert not any(isinstance(item, AtomItem) for item in window.scene.items())
    snapshot = window.scene.snapshot
    assert snapshot is not None and snapshot.reveal is None
    assert not hasattr(snapshot, "setup")


def test_a_long_search_for_hidden_atoms_can_be_cancelled(
    window: MainWindow, qtbot: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    from blackbox_desktop.app import window as window_module

    monkeypatch.setattr(window_module, "BUSY_ADVICE_SECONDS", 0.3)
    start(window, "ortho-8x8", ORTHO_ATOMS)
    before = window.controller.game
    advice: list[str] = []

    polls = iter(range(600))  # 30 s at most: no timer outlives the test

    def cancel_once_advised() -> None:
        # Cancel as a player would, once the box says how to start at once (however slow this machine is).
        dialog = window.busy_dialog
        if dialog and "To start at once" in dialog.labelText():
            advice.append(dialog.labelText())
            dialog.cancel()
        elif next(polls, None) is not None:
            QTimer.singleShot(50, cancel_once_advised)

    QTimer.singleShot(50, cancel_once_advised)
    started = time.monotonic()
    assert not window.start_game(GameOptions(side="ortho", rows=26, cols=26, atoms_ortho=20))
    assert time.monotonic() - started < 10
    assert window.controller.game is before
    assert "cancelled" in window.statusBar().currentMessage()
    assert advice and "To start at once" in advice[0]  # after a while the dialog says how


def test_new_games_hide_atoms_every_ray_can_tell_apart(window: MainWindow) -> None:
    from blackbox_desktop.model.ambiguity import is_ambiguous

    assert window.start_game(GameOptions(side="hex", atoms_hex=6, seed="42"))
    game = window.controller.game
    assert game.setup is not None and len(game.setup) == 6
    assert not is_ambiguous(game.board, game.setup)
    first = game.setup
    assert window.start_game(GameOptions(side="hex", atoms_hex=6, seed="42"))
    assert window.controller.game.setup == first  # the same seed hides the same atoms


def test_a_short_window_scrolls_the_panel_instead_of_squeezing_it(window: MainWindow, qtbot: object) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    window.resize(1024, 560)
    # Longer than any panel drawn close can show at this height (nine lines fit once it draws itself close).
    window.controller.announce(
        "A long list of wrong answers:\n" + "\n".join(f"• {n}: announced this, not that" for n in range(1, 25))
    )
    settle_layout(qtbot, window, window.panel_scroll, window.score_panel)
    scroll = window.panel_scroll
    assert scroll.verticalScrollBar().maximum() > 0  # the score lines are further down, not crushed
    assert scroll.widget().width() <= scroll.viewport().width()  # and nothing is cut off at the right
    assert window.score_panel.height() >= window.score_panel.minimumSizeHint().height()


def _flip(window: MainWindow, qtbot: object) -> None:
    window.flip_board()
    qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)  # type: ignore[attr-defined]


def test_each_side_keeps_its_own_file(window: MainWindow, qtbot: object, tmp_path: Path) -> None:
    from blackbox_desktop.model.savefile import loads

    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, port_point(window, 7))
    assert window.save_file(tmp_path / "sq.bbox")
    _flip(window, qtbot)
    assert window.controller.side == "hex" and shown_title(window) == "Black Box Desktop"
    click(window, port_point(window, 3))
    assert window.save_file(tmp_path / "hx.bbox")
    _flip(window, qtbot)
    assert shown_title(window).endswith("sq.bbox")
    click(window, port_point(window, 1))
    window.save()  # Save writes the square game to its own file, never over the hexagonal one
    assert loads((tmp_path / "sq.bbox").read_text()).history == ("F7", "F1")
    assert loads((tmp_path / "hx.bbox").read_text()).board.kind == "hex"


def test_an_unfinished_unsaved_game_is_only_let_go_when_she_says_so(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    assert window.may_leave()  # no move yet: nothing to lose
    click(window, port_point(window, 7))
    answers: list[str] = []
    monkeypatch.setattr(window, "confirm", lambda title, text: (answers.append(text), False)[1])
    assert not window.may_leave()
    _answer_new_game(monkeypatch, GameOptions(side="ortho"))
    window.new_game_dialog()
    assert len(answers) == 2 and "not finished" in answers[0]
    assert window.controller.game.history == ("F7",)
    assert window.save_file(tmp_path / "kept.bbox")
    assert window.may_leave()  # saved as it stands: nothing to lose


def test_a_game_played_on_since_its_save_is_not_said_to_be_unsaved(
    window: MainWindow, qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA: she saved, fired one more ray, chose Open, and was told the game was "not saved": her Save seemed lost.
    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, port_point(window, 7))
    assert window.save_file(tmp_path / "first.bbox")
    click(window, port_point(window, 1))
    answers: list[str] = []
    monkeypatch.setattr(window, "confirm", lambda title, text: (answers.append(text), False)[1])
    assert not window.may_leave()
    assert "not saved." not in answers[-1]
    assert "it has changed since it was saved in first.bbox" in answers[-1]
    _flip(window, qtbot)  # the square game now waits on the other side
    assert not window.may_leave("ortho")
    assert answers[-1].startswith("Your game on the square side")
    assert "it has changed since it was saved in first.bbox" in answers[-1]


def _answer_new_game(monkeypatch: pytest.MonkeyPatch, chosen: GameOptions) -> None:
    """New game… answers itself with ``chosen`` (a modal dialog would wait for a click)."""
    from blackbox_desktop.app import window as window_module

    class Dialog:
        DialogCode = window_module.NewGameDialog.DialogCode

        def __init__(self, *args: object) -> None:
            pass

        def exec(self) -> object:
            return self.DialogCode.Accepted

        def options(self) -> GameOptions:
            return chosen

        def deleteLater(self) -> None:
            pass

    monkeypatch.setattr(window_module, "NewGameDialog", Dialog)


def test_a_game_for_the_other_side_asks_before_it_replaces_the_one_waiting_there(
    window: MainWindow, qtbot: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QDialog, QInputDialog

    from blackbox_desktop.model.puzzle_code import encode_puzzle

    start(window, "ortho-8x8", ORTHO_ATOMS)
    assert window.save_file(tmp_path / "other.bbox")  # an older square game on file
    click(window, port_point(window, 7))
    _flip(window, qtbot)
    assert window.controller.side == "hex"
    answers: list[str] = []
    monkeypatch.setattr(window, "confirm", lambda title, text: (answers.append(text), False)[1])
    assert not window.load_file(tmp_path / "other.bbox")
    board = parse_board("ortho-8x8")
    code = encode_puzzle(board, board.cells_from_names(ORTHO_ATOMS))
    monkeypatch.setattr(QInputDialog, "exec", lambda box: (box.setTextValue(code), QDialog.DialogCode.Accepted)[1])
    window.puzzle_dialog()
    assert len(answers) == 2 and all("square side" in text for text in answers)
    assert window.controller.game_on("ortho").history == ("F7",)  # type: ignore[union-attr]
    assert window.controller.side == "hex"
    # The square lesson gives that game back at its end: it asks nothing (its "Let it go?" misled).
    square_lesson = window.tutorial_menu.actions()[0]  # type: ignore[attr-defined]
    square_lesson.trigger()
    assert len(answers) == 2
    window.tutorial.panel.stop_button.click()  # type: ignore[attr-defined]
    assert window.controller.game_on("ortho").history == ("F7",)  # type: ignore[union-attr]
    assert window.controller.side == "hex"


def test_saving_says_which_side_s_game_the_file_holds(window: MainWindow, qtbot: object, tmp_path: Path) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    _flip(window, qtbot)
    assert window.save_file(tmp_path / "hx.bbox")
    assert window.statusBar().currentMessage().startswith("The game on the hexagonal side is saved to")


def test_each_side_keeps_its_own_last_answer(window: MainWindow, qtbot: object) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, port_point(window, 7))
    square_answer = window.announcement.text()
    assert square_answer.startswith("Ray at 7")
    _flip(window, qtbot)
    click(window, port_point(window, 10))
    assert window.announcement.text().startswith("Ray at 10")
    _flip(window, qtbot)
    assert window.announcement.text() == square_answer  # not the hexagonal game's ray at 10
    assert "Ray at 10" not in window.statusBar().currentMessage()


def test_the_chosen_scoring_stays_with_its_game(window: MainWindow, qtbot: object, tmp_path: Path) -> None:
    from blackbox_desktop.model.scoring import Scoring

    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, port_point(window, 7))
    window.controller.set_score_variant(Scoring.PER_RAY)
    _flip(window, qtbot)
    _flip(window, qtbot)
    assert window.controller.score_variant is Scoring.PER_RAY  # turning the board over keeps it
    assert window.save_file(tmp_path / "per-ray.bbox")
    start(window, "ortho-8x8", ORTHO_ATOMS)
    assert window.load_file(tmp_path / "per-ray.bbox")
    assert window.controller.score_variant is Scoring.PER_RAY  # and so does the saved file
    window.controller.finish()
    assert "(Per ray)" in window.announcement.text()
    window.controller.set_score_variant(Scoring.PARKER)
    assert "(Parker)" in window.announcement.text()  # the announced score follows the panel


def test_tab_from_the_board_reaches_a_button_not_the_panel_itself(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    window.view.setFocus()
    window.focusNextChild()
    focused = window.focusWidget()
    assert focused is not window.panel_scroll and focused is not window.panel_scroll.widget()


def test_announcements_name_the_ports_as_the_rim_does(window: MainWindow) -> None:
    from blackbox_desktop.app.features.two_players import set_port_names
    from blackbox_desktop.model.port_names import FRENCH, NUMBERS

    start(window, "ortho-8x8", ORTHO_ATOMS)
    set_port_names(window, FRENCH)
    click(window, port_point(window, 7))
    assert window.announcement.text().startswith("Ray at G gauche: Exit at G droite")
    set_port_names(window, NUMBERS)
    click(window, port_point(window, 1))
    assert window.announcement.text().startswith("Ray at 1:")


def test_the_last_ray_is_said_again_in_the_port_names_chosen(window: MainWindow) -> None:
    # QA: switched to French port names, the panel still read "Ray at 7: Exit at 18" beside a rim that had no 7.
    from blackbox_desktop.app.features.two_players import set_port_names
    from blackbox_desktop.model.port_names import FRENCH, NUMBERS

    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, port_point(window, 7))
    assert window.announcement.text() == "Ray at 7: Exit at 18"
    set_port_names(window, FRENCH)
    assert window.announcement.text() == "Ray at G gauche: Exit at G droite"
    set_port_names(window, NUMBERS)
    assert window.announcement.text() == "Ray at 7: Exit at 18"
    window.controller.announce("Something else.")  # not the ray's words: left as it is
    set_port_names(window, FRENCH)
    assert window.announcement.text() == "Something else."


def test_a_tall_view_puts_the_trays_under_the_board_and_they_still_work(window: MainWindow, qtbot: object) -> None:
    from driving import ball_tray_point, drag, tray_ball_point

    start(window, "ortho-8x8", ORTHO_ATOMS)
    layout = window.scene.layout
    assert layout is not None and not layout.trays_below  # a wide window: beside the board
    window.resize(760, 1000)
    qtbot.waitUntil(lambda: window.scene.trays_below, timeout=3000)  # type: ignore[attr-defined]
    layout = window.scene.layout
    assert layout is not None and layout.ball_tray.top() > layout.plank.bottom()
    assert layout.token_tray.left() > layout.ball_tray.right() and layout.token_tray.right() <= layout.plank.right()
    drag(window, tray_ball_point(window), cell_point(window, "C4"))
    c4 = window.controller.position.board.cell_index("C4")
    assert window.controller.position.balls == {c4}
    drag(window, cell_point(window, "C4"), ball_tray_point(window))
    assert window.controller.position.balls == frozenset()
    drag(window, tray_ball_point(window), cell_point(window, "C4"))
    drag(window, cell_point(window, "C4"), tray_ball_point(window))  # onto a ball lying in the tray: the tray
    assert window.controller.position.balls == frozenset()
    click(window, port_point(window, 2))
    assert window.scene.markers[2] is not None
    window.resize(1280, 820)
    qtbot.waitUntil(lambda: not window.scene.trays_below, timeout=3000)  # type: ignore[attr-defined]


def test_new_game_offers_the_side_in_front_and_asks_about_the_side_a_puzzle_goes_to(
    window: MainWindow, qtbot: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    from blackbox_desktop.model.puzzle_code import encode_puzzle

    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, port_point(window, 7))  # a square game in play too: she keeps it, nothing asks about it
    _flip(window, qtbot)
    click(window, port_point(window, 2))  # a hexagonal game in play
    _flip(window, qtbot)
    assert window.options.side == "ortho"  # New game… offers the square board, the one in front of her
    hexagon = parse_board("hex-5")
    code = encode_puzzle(hexagon, hexagon.cells_from_names("C2,D5,D8,E3,E4"))

    _answer_new_game(monkeypatch, GameOptions(side="ortho", puzzle=code))  # square chosen, a hexagonal code
    answers: list[str] = []
    monkeypatch.setattr(window, "confirm", lambda title, text: (answers.append(text), False)[1])
    window.new_game_dialog()
    assert len(answers) == 1 and "hexagonal side" in answers[0]  # one question, about the game replaced
    assert window.controller.game_on("hex").history == ("F2",)  # type: ignore[union-attr]


def test_finishing_from_the_keyboard_leaves_the_focus_on_the_board(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, port_point(window, 2))
    window.finish_button.setFocus()
    QTest.keyClick(window.finish_button, Qt.Key.Key_Space)
    assert window.controller.position.finished
    assert window.view.hasFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Down)
    assert window.controller.score_variant.value == "franjos"  # the arrow did not change the scoring


def test_every_new_game_choice_is_remembered_including_look_alike_arrangements(settings: QSettings) -> None:
    from blackbox_desktop.app.options import Settings

    chosen = GameOptions(
        side="hex", rows=6, cols=9, hex_side=4, atoms_ortho=3, atoms_hex=5, markers_by_hand=True, avoid_ambiguous=False
    )
    Settings(settings).save_options(chosen)
    again = Settings(settings).options()
    assert again == chosen


def test_full_screen_help_and_quit_always_have_a_key(window: MainWindow) -> None:
    for action in (window.fullscreen_action, window.help_action, window.quit_action):
        assert not action.shortcut().isEmpty(), action.text()


def test_the_keys_players_bring_from_other_games_work(window: MainWindow) -> None:
    # QA: F2, New game in most desktop games, did nothing; redo answered to one key of the platform's, so Ctrl+Y
    # (Windows, and most programs on Linux too) did nothing on a Linux desktop, where Qt names Ctrl+Shift+Z alone.
    def answers(action: object, key: str) -> bool:
        return QKeySequence(key) in action.shortcuts()  # type: ignore[attr-defined]

    assert answers(window.new_action, "F2") and answers(window.new_action, "Ctrl+N")
    assert answers(window.redo_action, "Ctrl+Y") and answers(window.redo_action, "Ctrl+Shift+Z")
    assert answers(window.undo_action, "Ctrl+Z")
    assert window.new_action.shortcut() == QKeySequence(QKeySequence.StandardKey.New)  # the menu shows Ctrl+N
    taken = [sequence.toString() for action in window.findChildren(QAction) for sequence in action.shortcuts()]
    assert not [key for key in set(taken) if taken.count(key) > 1]  # no key is claimed twice
    start(window, "ortho-8x8", ORTHO_ATOMS)
    window.activateWindow()
    click(window, cell_point(window, "A1"))
    for redo in ("Ctrl+Y", "Ctrl+Shift+Z"):
        QTest.keySequence(window, QKeySequence("Ctrl+Z"))
        assert window.controller.game.history == ()
        QTest.keySequence(window, QKeySequence(redo))
        assert window.controller.game.history == ("B+A1",), redo


def test_the_panel_stays_readable_under_a_dark_desktop_theme(qtbot: object, settings: QSettings) -> None:
    from PySide6.QtGui import QColor, QPalette
    from PySide6.QtWidgets import QApplication, QLabel, QPushButton

    from blackbox_desktop.app.features.tutorial import start_tutorial

    from driving import close_window

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.palette()
    dark = QPalette(QColor("#2b2b2b"))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        dark.setColor(role, QColor("#e6e6e6"))
    app.setPalette(dark)
    try:
        win = open_window(qtbot, settings)
        start(win, "ortho-8x8", "B2,C5,D1,E1")
        tutorial = start_tutorial(win, "ortho")
        # Text on the cream paper (the panel, the score lines, the tutorial card) is dark ink.
        for widget in [win.title_label, *win.score_panel.findChildren(QLabel), tutorial.panel.text]:
            assert widget.palette().color(QPalette.ColorRole.WindowText).lightnessF() < 0.3, widget.text()
        for button in win.panel_scroll.widget().findChildren(QPushButton):
            ink = button.palette().color(QPalette.ColorGroup.Active, QPalette.ColorRole.ButtonText)
            assert ink.lightnessF() < 0.3, button.text()
        # The assistant's dock follows the desktop: its quiet legend is light on the dark dock.
        assert QColor(win.assistant.panel.legend.styleSheet().split(":")[1].strip(" ;")).lightnessF() > 0.5
        tutorial.stop()
        close_window(win)
    finally:
        app.setPalette(before)


def test_the_table_has_no_seam_in_a_wide_short_window(window: MainWindow, qtbot: object) -> None:
    start(window, "hex-5", "C2,D5,D8,E3,E4")
    window.resize(1800, 600)
    settle_layout(qtbot, window, window.view)
    image = window.view.viewport().grab().toImage()
    for y in (4, image.height() // 2, image.height() - 4):
        row = [image.pixelColor(x, y) for x in range(image.width())]
        jumps = [abs(a.green() - b.green()) + abs(a.red() - b.red()) for a, b in pairwise(row)]
        # The board and trays are in the middle: look only at the table at both ends of the row.
        ends = jumps[: image.width() // 6] + jumps[-image.width() // 6 :]
        assert max(ends) <= 3, y


def test_view_cell_names_writes_every_cells_name_and_is_remembered(
    window: MainWindow, settings: QSettings, qtbot: object
) -> None:
    from blackbox_desktop.app.features.tutorial import start_tutorial

    board = start(window, "hex-5", "C2,D5,D8,E3,E4")
    action = window.cell_names_action  # type: ignore[attr-defined]
    assert not action.isChecked() and window.scene.names_item is None
    action.setChecked(True)
    names = window.scene.names_item
    assert names is not None and names.scene() is window.scene
    assert [name for name, _centre in names.names] == [board.cell_name(cell) for cell in board.cells]
    window.scene.set_trays_below(not window.scene.trays_below)  # the board drawn again keeps them
    assert window.scene.names_item is not None and window.scene.names_item.scene() is window.scene
    again = MainWindow(settings)
    qtbot.addWidget(again)  # type: ignore[attr-defined]
    assert again.cell_names_action.isChecked()  # type: ignore[attr-defined]
    action.setChecked(False)
    assert window.scene.names_item is None
    # The tutorial names cells ("Put the ball on C3"): it shows them while it runs, and only then.
    tutorial = start_tutorial(window, "ortho")
    assert window.scene.names_item is not None
    tutorial.stop()
    assert window.scene.names_item is None


def test_the_window_fits_an_800_pixel_screen_with_the_assistant_open(window: MainWindow, qtbot: object) -> None:
    start(window, "hex-5", "C2,D5,D8,E3,E4")
    window.assistant.set_enabled(True)  # type: ignore[attr-defined]
    window.resize(800, 600)
    settle_layout(qtbot, window)
    assert window.minimumSizeHint().width() <= 800 and window.width() <= 800


def test_the_tutorial_fits_an_800_pixel_screen_in_french_with_the_assistant(qtbot: object, settings) -> None:
    # The card's minimum width made the window 868 wide, and beside the assistant it showed one line.
    from blackbox_desktop.app import i18n
    from blackbox_desktop.app.features.tutorial import start_tutorial

    assert i18n.install_translators("fr")
    try:
        window = open_window(qtbot, settings, (800, 600))
        window.assistant.set_enabled(True)  # type: ignore[attr-defined]
        tutorial = start_tutorial(window, "hex")
        panel = tutorial.panel
        settle_layout(qtbot, window, panel, panel.words_scroll, panel.text)
        assert window.minimumSizeHint().width() <= 800 and window.width() <= 800
        assert panel.words_scroll.height() >= 6 * panel.text.fontMetrics().lineSpacing()
        # The whole step is there (it scrolls when the side is shared), and a correction goes below it.
        assert panel.text.height() >= panel.text.heightForWidth(panel.text.width())
        panel.correct("Not that one.")
        settle_layout(qtbot, window, panel.text, panel.feedback)
        assert panel.feedback.geometry().top() >= panel.text.geometry().bottom()
        tutorial.stop()
    finally:
        i18n.install_translators("en")


def test_a_hand_edited_extra_too_large_for_qt_reaches_the_features_and_is_refused(
    window: MainWindow, tmp_path: Path
) -> None:
    import json

    start(window, "ortho-8x8", ORTHO_ATOMS)
    saved = json.loads(window.controller.save_text())
    saved["assisted"] = 10**30
    saved["booklet"] = {"game": 10**30}
    path = tmp_path / "edited.bbox"
    path.write_text(json.dumps(saved), encoding="utf-8")
    assert window.load_file(path)
    assert not window.assistant.assisted  # type: ignore[attr-defined]
    assert window.booklet_play.number is None  # type: ignore[attr-defined]


def test_the_assistant_opened_during_the_tutorial_scrolls_rather_than_cut_its_words(qtbot: object, settings) -> None:
    # QA at 800x600 in French: opened after the tutorial, the assistant got a third of the column and its
    # count and legend were cut in the middle of a line.
    from blackbox_desktop.app import i18n
    from blackbox_desktop.app.features.tutorial import start_tutorial

    assert i18n.install_translators("fr")
    try:
        window = open_window(qtbot, settings, (800, 600))
        tutorial = start_tutorial(window, "ortho")
        window.assistant.set_enabled(True)  # type: ignore[attr-defined]
        panel = window.assistant.panel  # type: ignore[attr-defined]
        settle_layout(qtbot, window, panel, panel.count_label, panel.proof_label, panel.legend)
        assert panel.count_label.text()
        for label in (panel.count_label, panel.proof_label, panel.legend):
            assert label.height() >= label.heightForWidth(label.width())
        tutorial.stop()
    finally:
        i18n.install_translators("en")


def test_the_first_window_fits_a_small_screen() -> None:
    # QA: on a 1366×768 laptop, or a screen scaled twice, the first window was larger than the screen.
    from PySide6.QtCore import QSize

    from blackbox_desktop.app.window import first_size

    assert first_size(QSize(1920, 1080)) == QSize(1440, 918)  # QA: 1180×800 was lost on a big screen
    assert first_size(QSize(1400, 1000)) == QSize(1180, 850)
    small = first_size(QSize(1366, 728))  # the room a 1366×768 screen leaves beside a panel
    assert small.width() == 1180 and small.height() <= 728 * 0.9
    assert first_size(QSize(800, 560)).width() < 800
    assert first_size(None) == QSize(1180, 800)


def test_the_first_window_is_maximised_on_a_small_screen_only() -> None:
    # QA: on a 1024×600 netbook the first window was a little smaller than the screen, its edges at the screen's.
    from PySide6.QtCore import QSize

    from blackbox_desktop.app.window import starts_maximised

    assert starts_maximised(QSize(1024, 600)) and starts_maximised(QSize(1280, 800))
    assert starts_maximised(QSize(1366, 728))  # beside a panel
    assert not starts_maximised(QSize(1920, 1080)) and not starts_maximised(QSize(1400, 1000))
    assert not starts_maximised(None) and not starts_maximised(QSize())


@pytest.mark.parametrize("size", [(1280, 860), (1024, 700)])
def test_the_buttons_stay_put_when_the_first_answer_replaces_the_opening_words(
    qtbot: object, settings: QSettings, size: tuple[int, int]
) -> None:
    # QA: the answer box was sized for two lines and the opening words take three, so at the first ray the box
    # shrank and New game, Undo and I have finished jumped up by a line.
    window = open_window(qtbot, settings, size)
    start(window, "ortho-8x8", "B3,D6,F2,G7")
    settle_layout(qtbot, window, window.finish_button)
    before = window.finish_button.mapTo(window, window.finish_button.rect().topLeft())
    click(window, port_point(window, 1))
    settle_layout(qtbot, window, window.finish_button)
    assert "31" in window.announcement.text()
    assert window.finish_button.mapTo(window, window.finish_button.rect().topLeft()) == before


def test_how_to_play_names_the_keys_of_the_game_actions(window: MainWindow) -> None:
    # QA: a keyboard player read nothing of Tab (the way to the board) nor of Ctrl+D (I have finished).
    from blackbox_desktop.app.window import HOW_TO_PLAY

    assert window.finish_action.shortcut().toString() in HOW_TO_PLAY
    assert "Tab " in HOW_TO_PLAY


def test_a_puzzle_code_that_cannot_be_played_comes_back_in_its_box(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA: after the message about a code one letter short, the box had gone and the whole code was to type again.
    from PySide6.QtWidgets import QDialog, QInputDialog

    from blackbox_desktop.model.puzzle_code import encode_puzzle

    board = parse_board("ortho-8x8")
    code = encode_puzzle(board, board.cells_from_names(ORTHO_ATOMS))
    shown: list[str] = []
    typed = iter([code[:-1], code])

    def answer(box: QInputDialog) -> QDialog.DialogCode:
        shown.append(box.textValue())
        box.setTextValue(next(typed))
        return QDialog.DialogCode.Accepted

    errors: list[str] = []
    monkeypatch.setattr(QInputDialog, "exec", answer)
    monkeypatch.setattr(window, "error_box", lambda title, text: errors.append(title))
    window.puzzle_dialog()
    assert errors == ["That puzzle code cannot be played"]
    assert shown == ["", code[:-1]]  # the box came back holding what she had typed
    assert window.controller.game.setup == board.cells_from_names(ORTHO_ATOMS)


def test_a_big_desktop_font_widens_the_panel_rather_than_cut_its_buttons(
    qtbot: object, settings: object, qapp: object
) -> None:
    # QA: at 14 pt the panel stayed 322 pixels wide and its button pairs read "ouvelle partie." in French.
    from PySide6.QtGui import QFont
    from PySide6.QtWidgets import QApplication

    from driving import close_window, open_window

    normal = QFont(QApplication.font())
    big = QFont(normal)
    big.setPointSizeF(normal.pointSizeF() * 1.8)
    QApplication.setFont(big)
    try:
        win = open_window(qtbot, settings, (1280, 860))
        try:
            qtbot.waitExposed(win)  # type: ignore[attr-defined]
            for button in (win.new_button, win.flip_button, win.undo_button, win.redo_button):
                assert button.width() >= button.sizeHint().width(), button.text()
            assert win.side_panel.width() > 322
        finally:
            close_window(win)
    finally:
        QApplication.setFont(normal)


def test_turning_the_board_over_takes_away_the_tooltip_of_the_side_going(window: MainWindow, qtbot: object) -> None:
    from PySide6.QtWidgets import QToolTip

    start(window, "ortho-8x8", ORTHO_ATOMS)
    viewport = window.view.viewport()
    where = viewport.mapToGlobal(window.view.mapFromScene(cell_point(window, "A1")))
    QToolTip.showText(where, window.scene.cells[0].toolTip(), viewport)
    assert QToolTip.isVisible()
    window.view.setFocus()
    QTest.keyClick(window, Qt.Key.Key_F)
    qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)  # type: ignore[attr-defined]
    qtbot.wait(500)  # type: ignore[attr-defined]  # a tooltip fades out
    assert not QToolTip.isVisible()
