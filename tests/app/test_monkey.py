"""A seeded monkey: thousands of random clicks, drags and keys, and the game stays sound."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from blackbox_desktop.app.items import BallItem, MarkerItem
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.game import Rules

from driving import LEFT, NO_MODIFIER, move_with_button, start

KEYS = [
    Qt.Key.Key_Left,
    Qt.Key.Key_Right,
    Qt.Key.Key_Up,
    Qt.Key.Key_Down,
    Qt.Key.Key_Return,
    Qt.Key.Key_Space,
    Qt.Key.Key_Escape,
    Qt.Key.Key_Delete,
    Qt.Key.Key_A,
]


def check_invariants(window: MainWindow) -> None:
    pos = window.controller.position
    assert len(pos.balls) <= pos.atom_count
    assert len(pos.markers) == pos.board.port_count
    if not window.controller.game.rules.markers_by_hand:
        assert pos.expected_markers() == pos.markers
    scene = window.scene
    on_board = [i for i in scene.items() if isinstance(i, BallItem) and i.cell >= 0]
    assert len(on_board) == len(pos.balls)
    assert len(on_board) + len(scene.tray_balls) == pos.atom_count
    markers_at = [i.port for i in scene.items() if isinstance(i, MarkerItem) and i.port > 0]
    assert len(markers_at) == len(set(markers_at))


@pytest.mark.parametrize(
    ("spec", "atoms", "by_hand", "seed"),
    [
        ("ortho-8x8", "B2,C5,D1,E1", False, 1),
        ("hex-5", "C2,D5,D8,E3,E4", False, 2),
        ("ortho-5x7", "A1,C3,E7", True, 3),
    ],
)
def test_random_input_never_breaks_the_game(
    window: MainWindow, qtbot: object, spec: str, atoms: str, by_hand: bool, seed: int
) -> None:
    rng = random.Random(seed)
    start(window, spec, atoms, Rules(markers_by_hand=by_hand))
    viewport = window.view.viewport()
    width, height = viewport.width(), viewport.height()
    # Most events aim at things that matter: ports, cells, balls, tokens.
    with qtbot.capture_exceptions() as exceptions:  # type: ignore[attr-defined]
        for step in range(2500):
            layout = window.scene.layout
            assert layout is not None
            roll = rng.random()
            if roll < 0.25:
                port = rng.choice(list(layout.board.ports))
                point = window.view.mapFromScene(layout.token_centre(port))
            elif roll < 0.5:
                cell = rng.choice(list(layout.board.cells))
                point = window.view.mapFromScene(layout.cell_centre(cell))
            else:
                point = QPoint(rng.randrange(width), rng.randrange(height))
            action = rng.random()
            if action < 0.45:
                QTest.mouseClick(viewport, LEFT, NO_MODIFIER, point)
            elif action < 0.8:
                target = QPoint(rng.randrange(width), rng.randrange(height))
                if rng.random() < 0.5:
                    cell = rng.choice(list(layout.board.cells))
                    target = window.view.mapFromScene(layout.cell_centre(cell))
                if rng.random() < 0.3 and window.scene.tray_balls:
                    point = window.view.mapFromScene(window.scene.tray_balls[0].pos())
                elif rng.random() < 0.3 and window.scene.tray_tokens:
                    point = window.view.mapFromScene(rng.choice(window.scene.tray_tokens).pos())
                    port = rng.choice(list(layout.board.ports))
                    target = window.view.mapFromScene(layout.token_centre(port))
                QTest.mousePress(viewport, LEFT, NO_MODIFIER, point)
                for t in (0.3, 0.7, 1.0):
                    move_with_button(window, point + (target - point) * t)
                QTest.mouseRelease(viewport, LEFT, NO_MODIFIER, target)
            elif action < 0.93:
                QTest.keyClick(viewport, rng.choice(KEYS))
            elif action < 0.97:
                window.controller.undo()
            else:
                window.controller.redo()
            if step % 50 == 0:
                QApplication.processEvents()
            check_invariants(window)
        history = window.controller.game.history
        kinds = {move[:2] if move[0] in "BM" else move[0] for move in history}
        # The monkey did play: rays, balls placed, moved and taken back.
        assert {"F", "B+", "B-"} <= kinds and any(move[0] == "B" and ">" in move for move in history)
        # And at the very end the round can still be finished and scored, and its rays shown.
        window.finish_button.click()
        assert window.controller.position.finished
        assert window.controller.score() is not None
        for _ in range(40):
            layout = window.scene.layout
            assert layout is not None
            port = rng.choice(list(layout.board.ports))
            QTest.mouseClick(viewport, LEFT, NO_MODIFIER, window.view.mapFromScene(layout.token_centre(port)))
    assert not exceptions
