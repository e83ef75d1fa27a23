"""The board's keyboard cursor: every cell and port is within the arrow keys' reach, and an arrow along the rim
visits its holes in turn.

On the hexagonal side two sides of the board run at 60 degrees to Left and Right, the very edge of the
cursor's cone, and the holes of the corners stand off their sides' lines: a purely geometric step jumped
from hole 4 to hole 7 of hex-5 with Left (from 3 to 11 on hex-9), and the holes of the four corners at
the top and bottom had no arrow into the board.
"""

from __future__ import annotations

from collections import deque

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from blackbox_desktop.app.scene import Target
from blackbox_desktop.app.window import MainWindow

from driving import start

ARROWS = {
    "left": (-1.0, 0.0),
    "right": (1.0, 0.0),
    "up": (0.0, -1.0),
    "down": (0.0, 1.0),
}
KEYS = {"left": Qt.Key.Key_Left, "right": Qt.Key.Key_Right, "up": Qt.Key.Key_Up, "down": Qt.Key.Key_Down}
BOARDS = ["hex-2", "hex-3", "hex-5", "hex-8", "hex-9", "ortho-8x8", "ortho-2x26", "ortho-5x5", "ortho-26x2"]


def port(index: int) -> Target:
    return Target("port", index)


def cell(window: MainWindow, name: str) -> Target:
    return Target("cell", window.controller.position.board.cell_index(name))


def moved(window: MainWindow, place: Target, arrow: str) -> Target | None:
    """Where ``arrow`` takes the cursor from ``place`` (None: it stays)."""
    window.scene.set_focus_target(place)
    window.scene.move_focus(*ARROWS[arrow])
    landed = window.scene.focus_target
    return None if landed == place else landed


def moves(window: MainWindow) -> dict[Target, dict[str, Target | None]]:
    board = window.controller.position.board
    places = [Target("cell", c) for c in board.cells] + [port(p) for p in board.ports]
    return {place: {arrow: moved(window, place, arrow) for arrow in ARROWS} for place in places}


def reached(graph: dict[Target, set[Target]], start_place: Target) -> set[Target]:
    seen, queue = {start_place}, deque([start_place])
    while queue:
        for following in graph[queue.popleft()]:
            if following not in seen:
                seen.add(following)
                queue.append(following)
    return seen


def walk(window: MainWindow, start_port: int, arrow: str) -> list[int]:
    """The ports the cursor visits pressing ``arrow`` from ``start_port`` until it leaves the rim or stops."""
    visited = [start_port]
    place: Target | None = port(start_port)
    while (place := moved(window, place, arrow)) is not None and place.kind == "port" and len(visited) < 400:
        visited.append(place.index)
    return visited


def round_rim(first: int, last: int, count: int, step: int) -> list[int]:
    """The port numbers from ``first`` to ``last`` going ``step`` (1 or -1) round a rim of ``count`` ports."""
    numbers = [first]
    while numbers[-1] != last:
        numbers.append((numbers[-1] - 1 + step) % count + 1)
    return numbers


@pytest.mark.parametrize("spec", BOARDS)
def test_every_cell_and_port_is_within_the_arrows_reach(window: MainWindow, spec: str) -> None:
    start(window, spec, "A1")
    graph = {place: {t for t in targets.values() if t is not None} for place, targets in moves(window).items()}
    backwards: dict[Target, set[Target]] = {place: set() for place in graph}
    for place, targets in graph.items():
        for target in targets:
            backwards[target].add(place)
    # The first arrow shows the cursor on port 1: from there everything is reached, and port 1 from anywhere.
    assert reached(graph, port(1)) == set(graph)
    assert reached(backwards, port(1)) == set(graph)


@pytest.mark.parametrize("spec", BOARDS)
def test_from_a_port_an_arrow_goes_to_a_neighbouring_hole_or_into_the_board(window: MainWindow, spec: str) -> None:
    start(window, spec, "A1")
    count = window.controller.position.board.port_count
    graph = moves(window)
    for number in range(1, count + 1):
        targets = graph[port(number)]
        neighbours = {port(number % count + 1), port((number - 2) % count + 1)}
        jumps = {arrow: t for arrow, t in targets.items() if t is not None and t.kind == "port" and t not in neighbours}
        assert not jumps, f"port {number} jumps over the rim: {jumps}"
        assert any(t is not None and t.kind == "cell" for t in targets.values()), f"no arrow from port {number} in"


@pytest.mark.parametrize("side", range(2, 10))
def test_the_arrow_along_each_side_of_the_hexagon_visits_every_hole_in_turn(window: MainWindow, side: int) -> None:
    start(window, f"hex-{side}", "A1")
    count = window.controller.position.board.port_count
    # The corners' holes: 1 at the top left, then down the left side, along the bottom and up the right side.
    top_left, left, bottom_left, bottom_right, right, top_right = (1 + k * count // 6 for k in range(6))
    # Round the rim against the clock (as the numbers go)...
    assert walk(window, top_right, "left") == round_rim(top_right, left, count, 1)
    assert walk(window, left, "down") == round_rim(left, bottom_left, count, 1)
    assert walk(window, bottom_left, "right") == round_rim(bottom_left, right, count, 1)
    assert walk(window, right, "up") == round_rim(right, top_right, count, 1)
    # ... and with it.
    assert walk(window, top_left, "right") == round_rim(top_left, right, count, -1)
    assert walk(window, right, "down") == round_rim(right, bottom_right, count, -1)
    assert walk(window, bottom_right, "left") == round_rim(bottom_right, left, count, -1)
    assert walk(window, left, "up") == round_rim(left, top_left, count, -1)


def test_hex_corner_holes_from_the_keyboard(window: MainWindow) -> None:
    start(window, "hex-5", "A1")
    keys = window.view.viewport()
    window.view.setFocus()

    def press(arrow: str) -> Target | None:
        QTest.keyClick(keys, KEYS[arrow])
        return window.scene.focus_target

    QTest.keyClick(keys, Qt.Key.Key_Down)  # the cursor shows on port 1, the hole at the top left corner
    assert window.scene.focus_target == port(1)
    assert press("left") == port(2)  # down the side, the way Left leans
    assert [press("left") for _ in range(3)] == [port(3), port(4), port(5)]  # Left from 4 went to 7
    window.scene.set_focus_target(port(9))
    assert press("left") == port(10)  # the left corner's hole, off the side's line
    assert press("left") == port(10)  # nothing lies further left
    assert press("down") == port(11)  # the corner's next hole down the rim
    assert press("up") == port(10)
    assert press("up") == port(9)
    assert press("right") == cell(window, "D1")  # into the board
    # The top corners' holes step into the board the way their rays go in (Down from 1 went to 2, as Left).
    window.scene.set_focus_target(port(1))
    assert press("down") == cell(window, "A1")
    window.scene.set_focus_target(port(1))
    assert press("up") == port(1)  # straight out of the board: nothing
    assert press("right") == port(54)
    window.scene.set_focus_target(port(46))
    assert press("down") == cell(window, "A5")
    window.scene.set_focus_target(port(19))
    assert press("up") == cell(window, "I1")
    window.scene.set_focus_target(port(37))
    assert press("down") == port(36)  # the right corner's hole
    assert press("right") == port(37)  # back up to the corner, right of 36


def test_the_square_rim_is_walked_as_before(window: MainWindow) -> None:
    start(window, "ortho-8x8", "A1")
    # Down the left side, along the bottom, up the right side and back along the top: each arrow turns the
    # corner onto the next side's first port.
    assert walk(window, 1, "down") == list(range(1, 10))
    assert walk(window, 9, "right") == list(range(9, 18))
    assert walk(window, 17, "up") == list(range(17, 26))
    assert walk(window, 25, "left") == [*range(25, 33), 1]
    # From an edge port, the arrow into the board steps onto the cell in front of it, and back out.
    assert moved(window, port(1), "right") == cell(window, "A1")
    assert moved(window, port(12), "up") == cell(window, "H4")
    assert moved(window, cell(window, "H4"), "down") == port(12)
    assert moved(window, port(1), "left") is None


def test_up_and_down_keep_to_a_column_on_the_hexagon(window: MainWindow) -> None:
    # Two cells lie above each hexagon, half a cell to either side: the first was always taken, so Up then Down
    # ended a cell to the left of the start, and Up after Up ran off slantwise.
    start(window, "hex-5", "A1,B1,C1,D1,E1")
    scene = window.scene
    middle = cell(window, "E5")
    scene.set_focus_target(middle)
    x = scene._target_point(middle).x()
    width = scene.layout.cell_polygon(middle.index).boundingRect().width()
    keys = window.view.viewport()
    window.view.setFocus()
    QTest.keyClick(keys, Qt.Key.Key_Up)
    QTest.keyClick(keys, Qt.Key.Key_Down)
    assert scene.focus_target == middle
    for _ in range(4):  # up to the top row, and no further than half a cell aside
        QTest.keyClick(keys, Qt.Key.Key_Up)
        assert abs(scene._target_point(scene.focus_target).x() - x) <= width / 2 + 1e-6
    assert window.controller.position.board.cell_name(scene.focus_target.index)[0] == "A"
    for _ in range(4):
        QTest.keyClick(keys, Qt.Key.Key_Down)
    assert scene.focus_target == middle
    QTest.keyClick(keys, Qt.Key.Key_Left)  # a step aside begins a new column
    QTest.keyClick(keys, Qt.Key.Key_Up)
    QTest.keyClick(keys, Qt.Key.Key_Down)
    assert scene.focus_target == cell(window, "E4")


def test_the_setters_pad_keeps_to_a_column_too(qapp) -> None:
    from blackbox_desktop.app.modes.pad import PadScene
    from blackbox_desktop.model.board import parse_board

    pad = PadScene(parse_board("hex-5"), 5)
    pad.move_cursor(0, -1)  # the first arrow shows the cursor in the middle
    start_cell = pad.cursor
    pad.move_cursor(0, -1)
    pad.move_cursor(0, 1)
    assert pad.cursor == start_cell


@pytest.mark.parametrize("spec", ["hex-5", "hex-9", "ortho-8x8"])
def test_up_and_down_retrace_their_steps_from_every_cell(window: MainWindow, spec: str) -> None:
    # Review and QA: along the hexagon's slanting edges the rim's hole lay nearer than the cell left, so Up after
    # Down went out to the rim (A1 Down to B1, Up to a hole on hex-5), and Up Up Down Down from B2 ended on B1.
    start(window, spec, "A1")
    scene = window.scene
    for index in window.controller.position.board.cells:
        for there, back in (((0.0, 1.0), (0.0, -1.0)), ((0.0, -1.0), (0.0, 1.0))):
            for steps in (1, 2, 3):
                scene.set_focus_target(port(1))
                scene.set_focus_target(Target("cell", index))  # put there, as the mouse would: a new run
                path = [scene.focus_target]
                for _ in range(steps):
                    scene.move_focus(*there)
                    if scene.focus_target != path[-1]:  # a press that goes nowhere (the edge) is not a step
                        path.append(scene.focus_target)
                for _ in range(len(path) - 1):
                    scene.move_focus(*back)
                assert scene.focus_target == Target("cell", index), (spec, index, there, path)


def test_a_light_that_goes_out_is_repainted_away(window: MainWindow, qtbot, monkeypatch) -> None:
    # QA: Qt leaves out an item that has no contents when it works out what to repaint, so the light of the cell
    # just left stayed on the screen: a trail of lit cells behind the keyboard cursor and the pointer. A grab of
    # the window draws everything afresh and never showed it; the region the board is repainted in does.
    from blackbox_desktop.app.items.board import BoardItem

    repainted: list = []
    paint = BoardItem.paint

    def spy(item, painter, option, widget=None):
        repainted.append(painter.paintEngine().systemClip().boundingRect())
        return paint(item, painter, option, widget)

    monkeypatch.setattr(BoardItem, "paint", spy)  # before the board is made: Qt finds the method then
    start(window, "hex-5", "A1")
    qtbot.wait(100)
    scene, view = window.scene, window.view
    scene.set_focus_target(cell(window, "C2"))
    qtbot.waitUntil(lambda: bool(repainted))
    left = view.mapFromScene(scene.cells[cell(window, "C2").index].sceneBoundingRect()).boundingRect()
    repainted.clear()
    scene.set_focus_target(cell(window, "C3"))
    qtbot.waitUntil(lambda: bool(repainted))
    qtbot.wait(50)
    centre = view.viewport().mapTo(window, left.center())  # the repaint is clipped in the window's pixels
    assert any(region.contains(centre) for region in repainted), (centre, repainted)


def test_down_the_hexagons_edge_column_to_the_bottom_row(window: MainWindow) -> None:
    # QA: near the left edge Down left the column for a hole of the rim (D1 Down Down ended on port 12).
    start(window, "hex-5", "A1")
    scene = window.scene
    keys = window.view.viewport()
    window.view.setFocus()
    QTest.keyClick(keys, Qt.Key.Key_Down)  # the cursor shows on port 1
    names = []
    for _ in range(9):
        QTest.keyClick(keys, Qt.Key.Key_Down)
        target = scene.focus_target
        names.append(window.controller.position.board.cell_name(target.index) if target.kind == "cell" else "port")
    assert names == ["A1", "B1", "C2", "D2", "E3", "F2", "G2", "H1", "I1"]


@pytest.mark.parametrize("spec, middle", [("hex-5", "E5"), ("ortho-8x8", "D4"), ("ortho-2x26", "A13")])
def test_the_pads_first_arrow_shows_the_cursor_in_the_middle(qapp, spec: str, middle: str) -> None:
    # QA: on a 2×26 board the middle of the list of cells is B1, an end of the board.
    from blackbox_desktop.app.modes.pad import PadScene
    from blackbox_desktop.model.board import parse_board

    board = parse_board(spec)
    pad = PadScene(board, 2)
    pad.move_cursor(0, 1)
    assert pad.cursor is not None and board.cell_name(pad.cursor) == middle


def _tab_onto_the_board(window: MainWindow, key: Qt.Key) -> None:
    """Press ``key`` (Tab or Shift+Tab) from the widget before (or after) the board until the board has the keys."""
    window.activateWindow()
    window.score_panel.variant.setFocus()
    for _ in range(40):
        QTest.keyClick(QApplication.focusWidget(), key)
        if window.view.hasFocus():
            return
    raise AssertionError("Tab never reached the board")


def test_tabbing_onto_the_board_shows_the_cursor_at_once(window: MainWindow) -> None:
    # QA: after Tab the board had the keys but nothing on it showed so; only the status bar did.
    start(window, "ortho-8x8", "B2")
    window.score_panel.variant.setFocus()
    window.view.setFocus(Qt.FocusReason.MouseFocusReason)  # a click: no cursor put on the board
    assert window.view.hasFocus() and window.scene.focus_target is None
    _tab_onto_the_board(window, Qt.Key.Key_Tab)
    assert window.scene.focus_target == port(1) and window.scene.ports[1].focused
    assert window.statusBar().currentMessage().startswith("Port 1")
    window.scene.set_focus_target(port(9))
    _tab_onto_the_board(window, Qt.Key.Key_Backtab)
    assert window.scene.focus_target == port(9)  # an earlier cursor keeps its place


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Space])
def test_at_start_the_first_key_shows_the_cursor_and_enter_then_fires(window: MainWindow, key: Qt.Key) -> None:
    # A new game gives the board the keys, with no cursor drawn for a mouse player.  Enter (or Space) there did
    # nothing and said nothing, as if the keys were elsewhere: it now shows the cursor, as the first arrow does,
    # and fires nothing until she sees where it will.
    from blackbox_desktop.app.options import GameOptions

    window.activateWindow()
    assert window.start_game(GameOptions(side="ortho", rows=8, cols=8, atoms_ortho=4, seed="3"))
    QApplication.processEvents()
    assert window.view.hasFocus() and window.scene.focus_target is None
    QTest.keyClick(window.view, key)
    assert window.scene.focus_target == port(1) and window.scene.ports[1].focused
    assert not window.controller.position.shots
    assert window.statusBar().currentMessage().startswith("Port 1")
    QTest.keyClick(window.view, key)
    assert [shot.port for shot in window.controller.position.shots] == [1]


def test_a_button_that_hides_hands_the_keys_on_without_a_cursor(window: MainWindow) -> None:
    # QA: the tutorial's Next, clicked and then hidden, passed the keys on to the board as Tab does, and the
    # cursor ring sat on port 1 beside the lesson's own highlight on port 2.
    from blackbox_desktop.app.features.tutorial import start_tutorial

    tutorial = start_tutorial(window, "ortho")
    window.activateWindow()
    next_button = tutorial.panel.next_button
    next_button.setFocus()
    assert next_button.hasFocus()
    QTest.mouseClick(next_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert not next_button.isVisible() and window.view.hasFocus()  # the keys went on to the board
    assert window.scene.focus_target is None and not window.scene.ports[1].focused


def _cursor_on_port_1(window: MainWindow, atoms: str) -> None:
    """A game on 8×8 with the board holding the keys, its cursor on port 1."""
    start(window, "ortho-8x8", atoms)
    window.activateWindow()
    window.view.setFocus()
    QTest.keyClick(window.view, Qt.Key.Key_Right)


def test_a_board_without_the_keys_says_nothing_of_its_cursor(window: MainWindow) -> None:
    # QA: with the cursor on port 8 after a reveal, a hot-seat match began; the curtain took the keys, then the
    # board was redrawn behind it and the status bar (and the board's description for a screen reader) said
    # "Port 8: press Enter to see the ray's path." while Ann was to hide her atoms.
    from blackbox_desktop.app.modes.dialogs import MatchSetup
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.editions import FRANJOS
    from blackbox_desktop.model.game import Rules

    _cursor_on_port_1(window, "B2,C5,D1,E7")
    window.controller.finish()
    QApplication.processEvents()
    assert window.statusBar().currentMessage() == "Port 1: press Enter to see the ray's path."
    two = window.two_players  # type: ignore[attr-defined]
    two.start_match(MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules(FRANJOS)), "program")
    QApplication.processEvents()
    assert not window.view.hasFocus()
    assert window.statusBar().currentMessage() == ""
    assert window.view.accessibleDescription() == ""
    assert not window.scene.ports[1].focused


def test_a_board_redrawn_without_the_keys_shows_no_ring(window: MainWindow) -> None:
    # Port names changed (or the trays moved) while a button had the keys: the ring came back on the board
    # and the status bar said the cursor's place, as if the arrows would move it.
    _cursor_on_port_1(window, "B2")
    window.finish_button.setFocus()
    QApplication.processEvents()
    assert not window.scene.ports[1].focused and window.statusBar().currentMessage() == ""
    window.scene.set_label_style("french")
    assert window.scene.focus_target == port(1) and not window.scene.ports[1].focused
    assert window.statusBar().currentMessage() == ""
    window.view.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    assert window.scene.ports[1].focused  # the board has the keys again: its cursor shows where it was


def test_keys_held_with_ctrl_or_alt_are_not_the_boards(window: MainWindow) -> None:
    # QA: Ctrl+Enter (the two-player panel's "next step") fired a ray at the cursor in solitaire, and Alt+X (an
    # "exit" of other programs) crossed the cell out: the board read the key and never looked at Ctrl or Alt.
    _cursor_on_port_1(window, "B2,C5,D1,E7")
    assert window.scene.focus_target == port(1)
    for modifier in (Qt.KeyboardModifier.ControlModifier, Qt.KeyboardModifier.AltModifier):
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Space):
            QTest.keyClick(window.view, key, modifier)
    assert not any(window.controller.position.markers), "a ray was fired"
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert window.scene.focus_target == cell(window, "A1")
    QTest.keyClick(window.view, Qt.Key.Key_X, Qt.KeyboardModifier.AltModifier)
    assert not window.controller.position.empty_marks
    # Shift stays the plain key's (Caps Lock, a shifted X), and so does the keypad's Enter.
    QTest.keyClick(window.view, Qt.Key.Key_X, Qt.KeyboardModifier.ShiftModifier)
    assert window.controller.position.empty_marks == {cell(window, "A1").index}
    QTest.keyClick(window.view, Qt.Key.Key_Enter, Qt.KeyboardModifier.KeypadModifier)
    assert cell(window, "A1").index in window.controller.position.balls


def test_a_rays_path_shown_from_the_keyboard_is_told_to_a_screen_reader(window: MainWindow) -> None:
    # QA: Enter showed the path and the status bar said "Ray at 1: …", but the board's description, which a
    # screen reader reads, still said "Port 1: press Enter to see the ray's path."
    _cursor_on_port_1(window, "B2,C5,D1,E7")
    window.controller.finish()
    QApplication.processEvents()
    assert window.view.accessibleDescription() == "Port 1: press Enter to see the ray's path."
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert window.view.accessibleDescription().startswith("Ray at 1: ")
    assert window.view.accessibleDescription() == window.statusBar().currentMessage()
    QTest.keyClick(window.view, Qt.Key.Key_Return)
    QApplication.processEvents()
    assert window.view.accessibleDescription() == "The path of the ray at 1 is hidden again."
