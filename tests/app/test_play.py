"""Playing through the window: rays, balls, undo, the reveal and the score."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from blackbox_desktop.app.items import AtomItem, MarkerItem, RayPathItem
from blackbox_desktop.app.items.ball import Mark
from blackbox_desktop.app.scene import Target
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.editions import PARKER
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.markers import Marker, MarkerKind
from blackbox_desktop.model.rays import answer_pad
from blackbox_desktop.model.scoring import Scoring

from driving import (
    LEFT,
    NO_MODIFIER,
    ball_tray_point,
    cell_point,
    click,
    drag,
    move_with_button,
    port_point,
    settle,
    start,
    to_viewport,
    tray_ball_point,
)

ORTHO_ATOMS = "B2,C5,D1,E1"
HEX_ATOMS = "C2,D5,D8,E3,E4"  # Franjos fig. 3


def test_clicking_ports_fires_rays_on_the_square_side(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, port_point(window, 2))
    pos = window.controller.position
    assert pos.marker_at(2) == Marker.HIT
    assert "Absorbed" in window.announcement.text()
    click(window, port_point(window, 7))
    pos = window.controller.position
    assert pos.marker_at(7) == pos.marker_at(18) == Marker.pair_of(1)
    assert "Exit at 18" in window.announcement.text()
    assert set(window.scene.markers) == {2, 7, 18}
    assert all(isinstance(item, MarkerItem) for item in window.scene.markers.values())
    # Port 18 already carries a marker: its answer is known and nothing new is laid.
    click(window, port_point(window, 18))
    assert len(window.controller.position.shots) == 2
    assert "already known" in window.announcement.text()


def test_clicking_ports_fires_rays_on_the_hexagonal_side(window: MainWindow) -> None:
    start(window, "hex-5", HEX_ATOMS)
    click(window, port_point(window, 32))
    assert "Exit at 44" in window.announcement.text()
    click(window, port_point(window, 10))
    assert "Absorbed" in window.announcement.text()
    click(window, port_point(window, 8))
    assert "Reflected" in window.announcement.text()
    pos = window.controller.position
    assert pos.marker_at(32) == pos.marker_at(44) == Marker.pair_of(1)
    assert pos.marker_at(10) == Marker.HIT
    assert pos.marker_at(8) == Marker.REFLECTION
    assert pos.expected_markers() == pos.markers
    assert set(window.scene.markers) == {8, 10, 32, 44}


def test_parker_words_are_used_for_the_parker_edition(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS, Rules(edition=PARKER, scoring=PARKER.scoring))
    click(window, port_point(window, 2))
    assert "HIT" in window.announcement.text()
    token = window.scene.markers[2]
    assert token.look.label == "H" and token.look.fill == "#d62a1e"


def test_balls_are_dragged_onto_a_cell_to_another_and_back(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    c4 = window.controller.position.board.cell_index("C4")
    d5 = window.controller.position.board.cell_index("D5")
    drag(window, tray_ball_point(window), cell_point(window, "C4"))
    assert window.controller.position.balls == {c4}
    assert set(window.scene.balls) == {c4}
    assert len(window.scene.tray_balls) == 3
    drag(window, cell_point(window, "C4"), cell_point(window, "D5"))
    assert window.controller.position.balls == {d5}
    drag(window, cell_point(window, "D5"), ball_tray_point(window))
    assert window.controller.position.balls == frozenset()
    assert len(window.scene.tray_balls) == 4
    assert window.controller.game.history == ("B+C4", "BC4>D5", "B-D5")


@pytest.mark.parametrize("redraw", ["resize", "flip"])
def test_the_board_redrawn_under_a_drag_puts_the_drag_out(window: MainWindow, redraw: str, qtbot: object) -> None:
    # A lit cell deleted with the old board was then put out: the error escaped resizeEvent and killed the app.
    start(window, "ortho-8x8", ORTHO_ATOMS)
    viewport = window.view.viewport()
    source = to_viewport(window, tray_ball_point(window))
    QTest.mousePress(viewport, LEFT, NO_MODIFIER, source)
    target = to_viewport(window, cell_point(window, "C4"))
    try:
        for step in range(1, 5):
            move_with_button(window, source + (target - source) * step / 4)
        assert window.scene._drop_highlight is not None  # a cell is lit under the ball
        if redraw == "resize":
            window.resize(500, 1100)
        else:
            window.flip_board()
            assert window.view.flipping
            qtbot.waitUntil(lambda: not window.view.flipping, timeout=10000)  # type: ignore[attr-defined]
        settle(window)
    finally:
        QTest.mouseRelease(viewport, LEFT, NO_MODIFIER, target)
    settle(window)
    assert window.controller.position.balls == frozenset()
    assert window.scene.cells and len(window.scene.tray_balls) == window.controller.position.atom_count


def double_press(window: MainWindow, name: str) -> None:
    """The second press of a quick pair, as Qt delivers it: a double-click, never a press."""
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    viewport = window.view.viewport()
    pos = to_viewport(window, cell_point(window, name))
    QApplication.sendEvent(
        viewport,
        QMouseEvent(
            QEvent.Type.MouseButtonDblClick, QPointF(pos), QPointF(viewport.mapToGlobal(pos)), LEFT, LEFT, NO_MODIFIER
        ),
    )


def test_a_ball_placed_and_grabbed_at_once_is_dragged(window: MainWindow) -> None:
    # QA: a ball clicked onto G3 and at once dragged to H8 stayed on G3 (the second press was a double-click).
    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, cell_point(window, "G3"))
    double_press(window, "G3")
    for name in ("G4", "H6", "H8"):
        move_with_button(window, to_viewport(window, cell_point(window, name)))
    QTest.mouseRelease(window.view.viewport(), LEFT, NO_MODIFIER, to_viewport(window, cell_point(window, "H8")))
    assert window.controller.game.history == ("B+G3", "BG3>H8")
    assert window.undo_action.text().replace("&", "") == "Undo ball G3 to H8"


def test_a_quick_second_click_takes_the_ball_back(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, cell_point(window, "G3"))
    double_press(window, "G3")
    QTest.mouseRelease(window.view.viewport(), LEFT, NO_MODIFIER, to_viewport(window, cell_point(window, "G3")))
    assert window.controller.position.balls == frozenset()
    assert window.scene.ball_tray is not None and window.scene.ball_tray.title == "Balls: 4"
    assert window.undo_action.text().replace("&", "") == "Undo ball off G3"


def test_a_ball_dropped_on_an_occupied_cell_goes_back(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, cell_point(window, "A1"))
    click(window, cell_point(window, "A2"))
    drag(window, cell_point(window, "A1"), cell_point(window, "A2"))
    board = window.controller.position.board
    assert window.controller.position.balls == board.cells_from_names("A1,A2")
    assert window.scene.balls[board.cell_index("A1")].pos() == cell_point(window, "A1")


def test_clicks_place_and_remove_balls_but_never_more_than_atoms(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    for name in ("A1", "A2", "A3", "A4", "A5"):
        click(window, cell_point(window, name))
    board = window.controller.position.board
    assert window.controller.position.balls == board.cells_from_names("A1,A2,A3,A4")
    assert "All 4 balls" in window.statusBar().currentMessage()
    click(window, cell_point(window, "A2"))
    assert window.controller.position.balls == board.cells_from_names("A1,A3,A4")
    assert window.balls_status.text() == "Balls to place: 1"


def test_undo_and_redo_the_balls_but_never_a_ray_the_program_answered(window: MainWindow, qtbot: object) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, cell_point(window, "A1"))
    click(window, port_point(window, 7))  # its answer is seen: it cannot be taken back, nor what came before
    assert not window.undo_button.isEnabled()
    click(window, cell_point(window, "C5"))
    click(window, cell_point(window, "D6"))
    history = window.controller.game.history
    assert history == ("B+A1", "F7", "B+C5", "B+D6")
    QTest.keySequence(window, window.undo_action.shortcut())
    assert window.controller.game.history == ("B+A1", "F7", "B+C5")
    window.undo_button.click()
    assert window.controller.game.history == ("B+A1", "F7")
    assert not window.undo_button.isEnabled() and set(window.scene.markers) == {7, 18}
    QTest.keySequence(window, window.redo_action.shortcut())
    window.redo_button.click()
    assert window.controller.game.history == history


def test_the_reveal_marks_balls_and_atoms_and_scores(window: MainWindow) -> None:
    board = start(window, "ortho-8x8", ORTHO_ATOMS)
    fired = [2, 7, 9, 25, 13]
    for port in fired:
        click(window, port_point(window, port))
    guesses = ["B2", "C5", "D1", "H8"]  # three right, one wrong: E1 missed
    for name in guesses:
        drag(window, tray_ball_point(window), cell_point(window, name))
    assert not any(isinstance(item, AtomItem) for item in window.scene.items())
    window.finish_button.click()
    settle(window)
    assert window.controller.position.finished
    atoms = board.cells_from_names(ORTHO_ATOMS)
    assert set(window.scene.atoms) == set(atoms)
    assert window.scene.balls[board.cell_index("H8")].mark is Mark.WRONG
    assert window.scene.balls[board.cell_index("B2")].mark is Mark.CORRECT
    assert window.scene.atoms[board.cell_index("E1")].mark is Mark.WRONG
    assert "1 atom misplaced" in window.score_panel.verdict.text()

    # Expectations from the moves alone: markers at every port fired and every exit.
    pad = answer_pad(board, atoms)
    covered = set(fired) | {pad[p - 1].port for p in fired if pad[p - 1].port is not None}
    cost = sum(2 if pad[p - 1].port is not None else 1 for p in fired)
    misplaced = len(atoms - board.cells_from_names(guesses))
    expected = {
        Scoring.FRANJOS: len(covered) + 5 * misplaced,
        Scoring.PARKER: len(covered) + 5 * misplaced,
        Scoring.PER_RAY: cost + 5 * misplaced,
    }
    for variant, total in expected.items():
        window.score_panel.variant.setCurrentIndex(window.score_panel.variant.findData(variant.value))
        lines = window.score_panel.line_values()
        assert lines["Total"] == total, variant
        # Nobody's answer misled her: "her fault" would only sound like a reproach (QA).
        assert lines["Misplaced atoms × 5"] == 5 * misplaced
        # The computer never errs: no "Setter errors × −5  0" row closes its games.
        assert not any(label.startswith("Setter errors") for label in lines), variant
    # The program answered every ray: there is no setter error to claim, and no row offers one (QA: greyed
    # "Setter error" and "Misplaced, not her fault" rows puzzled solitaire players).
    window.score_panel.variant.setCurrentIndex(window.score_panel.variant.findData("parker"))
    assert not window.score_panel.setter_row.isVisible() and not window.score_panel.excused_row.isVisible()


def test_after_the_reveal_a_port_click_draws_its_ray(window: MainWindow) -> None:
    start(window, "hex-5", HEX_ATOMS)
    window.finish_button.click()
    click(window, port_point(window, 32))
    rays = [item for item in window.scene.items() if isinstance(item, RayPathItem)]
    assert [ray.port for ray in rays] == [32]
    assert len(window.controller.position.shots) == 0  # nothing fired, nothing charged
    # Under the balls, over the atoms: a path across a wrong ball hid its cross (QA).
    balls = [item for item in window.scene.items() if type(item).__name__ == "BallItem"]
    atoms = [item for item in window.scene.items() if isinstance(item, AtomItem)]
    assert balls and atoms
    assert all(atom.zValue() < rays[0].zValue() < ball.zValue() for atom in atoms for ball in balls)
    click(window, port_point(window, 32))
    assert not any(isinstance(item, RayPathItem) for item in window.scene.items())
    assert window.statusBar().currentMessage() == "The path of the ray at 32 is hidden again."  # said, not only seen


def test_the_paths_shown_go_with_their_game(window: MainWindow) -> None:
    # Another finished game on the same board kept the last game's path in sight, drawn through its atoms.
    start(window, "hex-5", HEX_ATOMS)
    window.finish_button.click()
    click(window, port_point(window, 32))
    window.score_panel.variant.setCurrentIndex(window.score_panel.variant.findData("per-ray"))
    assert [item.port for item in window.scene.items() if isinstance(item, RayPathItem)] == [32]  # same game
    board = window.controller.game.board
    other = Game.new(board, 5, Rules(), board.cells_from_names("A1,A2,A3,A4,A5")).apply_all(["F1", "D"])
    window.controller.load(other)  # a finished game opened from a file
    settle(window)
    assert not any(isinstance(item, RayPathItem) for item in window.scene.items())


def test_french_port_names_name_every_port_said(window: MainWindow) -> None:
    # With the rim's French names, the reveal's message and the tooltips still said numbers.
    from blackbox_desktop.app.features.two_players import set_port_names
    from blackbox_desktop.model.port_names import FRENCH, port_label

    set_port_names(window, FRENCH)
    board = start(window, "ortho-8x8", ORTHO_ATOMS)
    pad = answer_pad(board, board.cells_from_names(ORTHO_ATOMS))
    port = next(p for p in board.ports if pad[p - 1].port not in (None, p))
    entry, out = port_label(board, port, FRENCH), port_label(board, pad[port - 1].port, FRENCH)
    click(window, port_point(window, port))
    assert window.scene.ports[port].toolTip().startswith(f"{entry} (port {port}): Exit at {out}")
    window.finish_button.click()
    click(window, port_point(window, port))
    assert window.statusBar().currentMessage() == f"Ray at {entry}: Exit at {out}"


def test_an_undo_after_another_scoring_says_the_score_as_now_counted(window: MainWindow) -> None:
    # The words said before the −5 were put back as they were: "Score: … (Franjos)" beside a Parker panel.
    board = start(window, "ortho-8x8", ORTHO_ATOMS)
    c = window.controller
    c.load(Game.new(board, 4, Rules(), None))
    for move in ("F1=H", "F2=R", "B+B2", "B+C5", "B+D1", "B+E1", "D", f"S={ORTHO_ATOMS}"):
        assert c.play(move), move
    c.adjust_setter_errors(+1)
    c.set_score_variant(Scoring.PARKER)
    c.undo()
    assert window.announcement.text().endswith(f"Score: {c.score().total} (Parker).")


def test_a_port_tooltip_names_its_exit_as_a_number(window: MainWindow) -> None:
    # "Exit at Port 32" (in French Parker "sortie en Port 32", a capital mid-sentence).
    board = start(window, "ortho-8x8", ORTHO_ATOMS)
    pad = answer_pad(board, board.cells_from_names(ORTHO_ATOMS))
    port = next(p for p in board.ports if pad[p - 1].port not in (None, p))
    click(window, port_point(window, port))
    assert window.scene.ports[port].toolTip() == f"Port {port}: Exit at {pad[port - 1].port}"


def test_a_revealed_ray_runs_from_its_port_hole_to_its_exit_hole(window: MainWindow) -> None:
    # On the hexagonal side two ports share the model's outside point and the holes were pushed
    # apart: a path must still start and end on the holes the player sees, where the markers lie.
    start(window, "hex-5", HEX_ATOMS)
    window.finish_button.click()
    layout = window.scene.layout
    assert layout is not None
    pad = answer_pad(window.controller.game.board, window.controller.game.setup)
    for port in window.controller.game.board.ports:
        click(window, port_point(window, port))
        ray = window.scene.rays[port]
        assert ray.start == layout.token_centre(port)
        outcome = pad[port - 1]
        if outcome.port is not None:
            assert ray.end == layout.token_centre(outcome.port), port
        elif not ray.absorbed:
            assert ray.end == layout.token_centre(port), port
        click(window, port_point(window, port))
    # The paths she asked to see stay in sight when the board is drawn again (the trays move).
    for port in (1, 9, 20):
        click(window, port_point(window, port))
    window.scene.set_trays_below(not window.scene.trays_below)
    assert sorted(window.scene.rays) == [1, 9, 20]


def test_an_arrangement_no_ray_can_tell_apart_is_accepted(window: MainWindow) -> None:
    # With 5 atoms in a diamond around C3... the centre is hidden; find any
    # pair of arrangements sharing every answer on a small board.
    from itertools import combinations

    from blackbox_desktop.model.board import parse_board

    board = parse_board("ortho-4x4")
    seen: dict[tuple[object, ...], frozenset[int]] = {}
    pair = None
    for cells in combinations(board.cells, 3):
        atoms = frozenset(cells)
        key = tuple(answer_pad(board, atoms))
        if key in seen:
            pair = (seen[key], atoms)
            break
        seen[key] = atoms
    assert pair is not None
    hidden, guess = pair
    start(window, "ortho-4x4", ",".join(board.names(hidden)))
    for name in board.names(guess):
        click(window, cell_point(window, name))
    window.finish_button.click()
    text = window.score_panel.verdict.text()
    assert "no ray can tell them apart" in text
    assert window.score_panel.line_values()["Misplaced atoms × 5"] == 0
    assert any(ball.mark is Mark.ACCEPTED for ball in window.scene.balls.values())


def test_keyboard_moves_a_cursor_fires_and_places(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    window.view.setFocus()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Down)  # the cursor appears on port 1
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Down)  # port 2
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    assert window.controller.game.history == ("F2",)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Right)  # into cell B1
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Space)
    board = window.controller.position.board
    assert window.controller.position.balls == {board.cell_index("B1")}


def test_what_is_said_of_the_cursor_follows_the_board(window: MainWindow) -> None:
    # Screen readers read the view's description, the status bar shows it: both say what lies under
    # the keyboard cursor now, not what lay there before a key changed it.
    start(window, "ortho-8x8", ORTHO_ATOMS, Rules(markers_by_hand=True))
    keys = window.view.viewport()
    window.view.setFocus()
    said = window.view.accessibleDescription
    QTest.keyClick(keys, Qt.Key.Key_Down)
    QTest.keyClick(keys, Qt.Key.Key_Down)  # port 2
    assert said() == "Port 2: press Enter to fire a ray here."  # keys, not a click
    QTest.keyClick(keys, Qt.Key.Key_Return)  # absorbed
    assert said() == "Port 2: Absorbed"
    QTest.keyClick(keys, Qt.Key.Key_R)  # a wrong token, ringed: it is said too, not only seen
    assert said() == "Port 2: Absorbed — your token: reflection token, not the answer"
    QTest.keyClick(keys, Qt.Key.Key_Right)  # cell B1
    QTest.keyClick(keys, Qt.Key.Key_Space)
    assert said() == "B1: press Enter to take the ball back, M to move it"
    # The board drawn again (the trays move) keeps the cursor where it was.
    window.scene.set_trays_below(not window.scene.trays_below)
    assert window.scene.focus_target == Target("cell", window.controller.position.board.cell_index("B1"))
    QTest.keyClick(keys, Qt.Key.Key_Escape)
    assert said() == ""
    window.scene.set_focus_target(Target("cell", window.controller.position.board.cell_index("B2")))
    window.finish_button.click()
    assert said() == "B2: an atom you missed"
    window.scene.set_focus_target(Target("cell", window.controller.position.board.cell_index("B1")))
    assert said() == "B1: your ball, no atom here"


def test_the_cursor_goes_and_comes_back_with_the_keyboard(window: MainWindow, qtbot) -> None:
    # Tabbing away left the ring and its words on the board; taking the keyboard showed and said nothing.
    start(window, "ortho-8x8", ORTHO_ATOMS)
    window.activateWindow()
    qtbot.waitActive(window)
    window.finish_button.setFocus()
    window.view.setFocus()
    assert window.view.hasFocus()
    assert window.view.accessibleDescription().startswith("The board: the arrow keys")
    QTest.keyClick(window.view, Qt.Key.Key_Down)
    port = window.scene.ports[window.scene.focus_target.index]
    assert port.focused and window.view.accessibleDescription()
    window.finish_button.setFocus()
    assert not port.focused and window.view.accessibleDescription() == ""
    assert window.scene.focus_target is not None  # its place is kept
    window.view.setFocus()
    assert port.focused and window.view.accessibleDescription() == window.scene._cursor_text()
    # A message of the window's outlives the cursor going and coming back from a dialog (a Save, an error).
    window.show_message("The game is saved somewhere")
    window.finish_button.setFocus()
    assert window.statusBar().currentMessage() == "The game is saved somewhere"
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QFocusEvent
    from PySide6.QtWidgets import QApplication

    QApplication.sendEvent(window.view, QFocusEvent(QEvent.Type.FocusIn, Qt.FocusReason.ActiveWindowFocusReason))
    assert port.focused and window.statusBar().currentMessage() == "The game is saved somewhere"


def test_markers_by_hand_can_be_laid_from_the_keyboard(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS, Rules(markers_by_hand=True))
    keys = window.view.viewport()
    window.view.setFocus()
    for _ in range(7):
        QTest.keyClick(keys, Qt.Key.Key_Down)  # the cursor to port 7
    QTest.keyClick(keys, Qt.Key.Key_Return)  # the ray at 7 comes out at 18
    QTest.keyClick(keys, Qt.Key.Key_P)  # half of a pair at 7
    assert window.controller.position.marker_at(7) == Marker.pair_of(1)
    QTest.keyClick(keys, Qt.Key.Key_R)  # a port holds one token: R takes the pair's place
    assert window.controller.position.marker_at(7) == Marker.REFLECTION
    QTest.keyClick(keys, Qt.Key.Key_P)
    assert window.controller.position.marker_at(7) == Marker.pair_of(1)
    window.scene.set_focus_target(Target("port", 18))
    QTest.keyClick(keys, Qt.Key.Key_P)  # and its partner at 18
    assert window.controller.position.marker_at(18) == Marker.pair_of(1)
    assert window.controller.position.marker_mistakes() == []
    QTest.keyClick(keys, Qt.Key.Key_P)  # P again: the next pair, a fresh one
    assert window.controller.position.marker_at(18) == Marker.pair_of(2)
    QTest.keyClick(keys, Qt.Key.Key_P)  # and round to the half-laid pair
    assert window.controller.position.marker_at(18) == Marker.pair_of(1)
    QTest.keyClick(keys, Qt.Key.Key_Delete)
    assert window.controller.position.marker_at(18) is None


def test_a_wrong_token_stays_ringed_after_the_reveal(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS, Rules(markers_by_hand=True))
    click(window, port_point(window, 2))
    tokens = {token.marker: token for token in window.scene.tray_tokens}
    drag(window, tokens[Marker.REFLECTION].pos(), port_point(window, 2))
    assert window.controller.position.marker_at(2) == Marker.REFLECTION and window.scene.ports[2].mistake
    window.finish_button.click()
    assert window.controller.position.finished
    assert window.scene.ports[2].mistake
    assert window.announcement.text().endswith("1 port does not hold its ray's token: it is ringed on the board.")


def test_markers_laid_by_hand(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS, Rules(markers_by_hand=True))
    click(window, port_point(window, 7))
    assert "Exit at 18" in window.announcement.text()
    assert window.controller.position.marker_at(7) is None
    # Announced but not laid yet: both ends are pointed out.
    assert window.scene.ports[7].mistake and window.scene.ports[18].mistake
    tokens = {token.marker: token for token in window.scene.tray_tokens}
    drag(window, tokens[Marker.pair_of(1)].pos(), port_point(window, 7))
    tokens = {token.marker: token for token in window.scene.tray_tokens}
    drag(window, tokens[Marker.pair_of(1)].pos(), port_point(window, 18))
    pos = window.controller.position
    assert pos.marker_at(7) == pos.marker_at(18) == Marker.pair_of(1)
    assert pos.marker_mistakes() == []
    assert not window.scene.ports[7].mistake
    # A wrong token is pointed out, and can be dragged off the board again.
    click(window, port_point(window, 2))
    tokens = {token.marker: token for token in window.scene.tray_tokens}
    drag(window, tokens[Marker.REFLECTION].pos(), port_point(window, 2))
    assert window.controller.position.marker_at(2) == Marker.REFLECTION
    assert window.scene.ports[2].mistake
    drag(window, port_point(window, 2), ball_tray_point(window))
    assert window.controller.position.marker_at(2) is None
    assert window.controller.game.history[-1] == "M2-"
    assert all(m is None or m.kind is not MarkerKind.REFLECTION for m in window.controller.position.markers)


def test_a_hand_laid_token_on_a_port_no_ray_has_used_does_not_stop_a_ray_there(window: MainWindow) -> None:
    # QA (earlier stops): the token blocked the port ("already holds a marker") until she took it off.
    start(window, "ortho-8x8", ORTHO_ATOMS, Rules(markers_by_hand=True))
    click(window, port_point(window, 7))  # out at 18
    tokens = {token.marker: token for token in window.scene.tray_tokens}
    drag(window, tokens[Marker.pair_of(1)].pos(), port_point(window, 17))  # the pair's half on the wrong hole
    assert window.controller.position.marker_at(17) == Marker.pair_of(1) and window.scene.ports[17].mistake
    # Ringed because no ray has used the port, and said so: "not the answer" read as a verdict on a ray not fired.
    assert window.scene.ports[17].toolTip().endswith("your token: pair token 1, but no ray has used this port")
    click(window, port_point(window, 17))  # the token's own hole: the ray goes in all the same
    assert window.controller.game.history[-1] == "F17"
    assert window.announcement.text().startswith("Ray at 17:")
    assert window.controller.position.marker_at(17) == Marker.pair_of(1) and window.scene.ports[17].mistake
    click(window, port_point(window, 17))  # answered now: not fired twice
    assert window.controller.game.history[-1] == "F17" and "already known" in window.announcement.text()


def test_a_token_dragged_onto_a_port_fires_with_automatic_markers(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    drag(window, window.scene.tray_tokens[0].pos(), port_point(window, 2))
    assert window.controller.game.history == ("F2",)
    assert window.controller.position.marker_at(2) == Marker.HIT


def test_a_ball_dropped_on_a_port_goes_back_and_says_why(window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    drag(window, tray_ball_point(window), port_point(window, 5))
    assert not window.controller.position.balls
    assert window.statusBar().currentMessage().startswith("A ball goes on a cell of the grid")


@pytest.mark.parametrize("spec", ["hex-5", "hex-3", "ortho-8x8"])
def test_the_arrow_keys_walk_every_port_of_the_rim(window: MainWindow, spec: str) -> None:
    # Round a corner of the hexagon the next hole lies well off the arrow's line: it must not be skipped.
    start(window, spec, "A1")
    count = window.controller.position.board.port_count
    arrows = [(-1.0, 0.0), (1.0, 0.0), (0.0, -1.0), (0.0, 1.0)]
    for port in range(1, count + 1):
        following = {port % count + 1}
        reached = set()
        for dx, dy in arrows:
            window.scene.set_focus_target(Target("port", port))
            window.scene.move_focus(dx, dy)
            reached.add(window.scene.focus_target)
        assert {Target("port", p) for p in following} <= reached, port


def test_a_parker_pair_token_is_named_by_its_symbol(window: MainWindow) -> None:
    # QA: the status bar said "pair token 1" beside an orange token printed with a star.
    start(window, "ortho-8x8", ORTHO_ATOMS, Rules(edition=PARKER, scoring=PARKER.scoring, markers_by_hand=True))
    click(window, port_point(window, 7))  # out at 18
    tokens = {token.marker: token for token in window.scene.tray_tokens}
    drag(window, tokens[Marker.pair_of(1)].pos(), port_point(window, 7))
    assert "your token: pair token ★" in window.scene.ports[7].toolTip()  # its partner goes on 18


def test_half_a_pair_laid_says_where_its_partner_goes(window: MainWindow) -> None:
    # QA: the right token, its partner not yet laid, was said to be "not the answer".
    start(window, "ortho-8x8", ORTHO_ATOMS, Rules(markers_by_hand=True))
    click(window, port_point(window, 7))  # out at 18
    tokens = {token.marker: token for token in window.scene.tray_tokens}
    drag(window, tokens[Marker.pair_of(1)].pos(), port_point(window, 7))
    assert window.scene.ports[7].toolTip().endswith("your token: pair token 1; its partner goes on 18")
    tokens = {token.marker: token for token in window.scene.tray_tokens}
    drag(window, tokens[Marker.pair_of(1)].pos(), port_point(window, 20))  # its partner on a wrong hole
    assert window.scene.ports[7].toolTip().endswith("your token: pair token 1, not the answer")


def test_undo_names_the_port_as_the_rim_does(window: MainWindow) -> None:
    # QA: under View → Port names → French the toolbar read "Undo ray at 2" where the rim shows "B gauche".
    from blackbox_desktop.app.features.two_players import set_port_names
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.port_names import FRENCH

    board = parse_board("ortho-8x8")
    window.controller.load(Game.new(board, 4, Rules(markers_by_hand=True), board.cells_from_names("A1,C3,E5,G7")))
    set_port_names(window, FRENCH)
    window.controller.play("F2")  # the program answers; she lays the token herself, and may take it back
    window.controller.play("M2=R")
    assert window.undo_action.text().replace("&", "") == "Undo marker at B gauche"


def test_undo_names_the_ports_of_a_token_swapped_or_moved_as_the_rim_does(window: MainWindow) -> None:
    # QA: a token dropped on a port holding another, or dragged from port to port, read "Undo marker at 7" and
    # "Undo marker 7 to 9" under French port names, where the rim shows "G gauche" and "1 bas".
    from blackbox_desktop.app.features.two_players import set_port_names
    from blackbox_desktop.model.port_names import FRENCH

    start(window, "ortho-8x8", ORTHO_ATOMS, Rules(markers_by_hand=True))
    set_port_names(window, FRENCH)
    window.controller.play("F7")
    window.controller.play("M7=H")
    window.controller.drop_token(Marker.REFLECTION, 0, 7)  # from the tray onto the HIT: they swap
    assert window.undo_action.text().replace("&", "") == "Undo marker at G gauche"
    window.controller.drop_token(Marker.REFLECTION, 7, 9)
    assert window.undo_action.text().replace("&", "") == "Undo marker G gauche to 1 bas"
    window.controller.undo()
    assert window.redo_action.text().replace("&", "") == "Redo marker G gauche to 1 bas"


def test_the_score_after_the_reveal_comes_with_a_yardstick(window: MainWindow) -> None:
    # QA: "Score: 26" told a new player nothing of whether 26 was good.
    from blackbox_desktop.model.experimenter import STRONG_MEAN_SCORES

    start(window, "ortho-8x8", ORTHO_ATOMS)
    window.finish_button.click()
    mean = STRONG_MEAN_SCORES[("ortho-8x8", 4)]
    assert f"The computer's strong level scores {mean:.1f} on average here." in window.score_panel.verdict.text()
    start(window, "ortho-7x7", "B2,C5,D1,E7")  # no measured figure: nothing made up
    window.finish_button.click()
    assert "strong level" not in window.score_panel.verdict.text()


def test_after_the_reveal_the_mouse_hears_whether_a_ball_is_right(window: MainWindow) -> None:
    # QA: the ball lies over its cell, so the mouse met the ball's tooltip, "Your ball on B7", crossed or
    # ticked alike, while the keyboard cursor on the cell said "your ball, no atom here".
    board = start(window, "ortho-8x8", ORTHO_ATOMS)
    for name in ("B2", "A7"):
        window.controller.click_cell(board.cell_index(name))
    window.controller.finish()
    assert window.scene.balls[board.cell_index("B2")].toolTip() == "B2: your ball, on an atom"
    assert window.scene.balls[board.cell_index("A7")].toolTip() == "A7: your ball, no atom here"


def test_after_the_round_the_board_says_what_enter_does_there(window: MainWindow, qtbot) -> None:
    # QA: finished, the board still said "Enter fires or places a ball there" when the keys came to it; Enter
    # then shows a ray's path, and nothing more can be fired or placed.
    start(window, "ortho-8x8", ORTHO_ATOMS)
    window.activateWindow()
    qtbot.waitActive(window)
    window.controller.finish()
    window.new_button.setFocus()
    assert not window.view.hasFocus()
    window.view.setFocus()
    said = window.view.accessibleDescription()
    assert "ray's path" in said and "places a ball" not in said


def test_a_finished_round_no_longer_asks_for_balls(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    # QA: finished with two balls in the tray, the status bar still said "Balls to place: 2" over the revealed atoms.
    start(window, "ortho-8x8", ORTHO_ATOMS)
    click(window, cell_point(window, "A1"))
    assert window.balls_status.text() == "Balls to place: 3"
    monkeypatch.setattr(window, "confirm", lambda *_args: True)  # "Finish anyway?" with balls left: yes
    window.finish()
    assert window.controller.position.finished
    assert "place" not in window.balls_status.text()
    assert window.score_status.text().startswith("Score: ")


def test_laying_markers_by_hand_names_the_letter_on_the_token(window: MainWindow) -> None:
    # QA: the Franjos absorbed token reads "A", and the answer told her to press H (Parker's HIT token) to lay it.
    start(window, "ortho-8x8", ORTHO_ATOMS, Rules(markers_by_hand=True))
    click(window, port_point(window, 2))
    assert window.announcement.text().endswith("(or, on a port, press A, R or P).")
    start(window, "ortho-8x8", ORTHO_ATOMS, Rules(edition=PARKER, scoring=PARKER.scoring, markers_by_hand=True))
    click(window, port_point(window, 2))
    assert window.announcement.text().endswith("(or, on a port, press H, R or P).")


def test_undo_greyed_after_a_ray_says_why(window: MainWindow) -> None:
    # QA: fired at the wrong port, she found Undo greyed with no word of why, and took it for broken.
    start(window, "ortho-8x8", ORTHO_ATOMS)
    assert window.undo_button.toolTip() == ""  # nothing done yet: nothing to explain
    click(window, port_point(window, 7))
    assert not window.undo_button.isEnabled()
    for tip in (window.undo_button.toolTip(), window.undo_action.toolTip()):
        assert "cannot be taken back" in tip
    click(window, cell_point(window, "C5"))
    assert window.undo_button.isEnabled() and window.undo_button.toolTip() == ""
    assert window.undo_action.toolTip() == "Undo ball on C5"  # the action's own words again
