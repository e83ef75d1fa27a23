"""Opening the real window and driving it through its view's viewport, as a player would.

Shared by every folder of window tests (``from driving import …``: the
``tests`` folder is on the import path because it holds the top conftest).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import Board, parse_board
from blackbox_desktop.model.game import Rules

LEFT = Qt.MouseButton.LeftButton
NO_MODIFIER = Qt.KeyboardModifier.NoModifier


def open_window(qtbot: object, settings: QSettings, size: tuple[int, int] | None = (1280, 820)) -> MainWindow:
    """A shown main window that never waits for a click on a modal box.

    Questions are answered yes and their texts kept in ``confirmed``; error
    boxes only record their texts in ``errors``.
    """
    win = MainWindow(settings)
    win.confirmed = []  # type: ignore[attr-defined]
    win.confirm = lambda title, text: (win.confirmed.append(text), True)[1]  # type: ignore[method-assign,attr-defined]
    win.propose = win.confirm  # type: ignore[method-assign]
    win.keep_or_cancel = win.confirm  # type: ignore[method-assign]
    win.errors = []  # type: ignore[attr-defined]
    win.error_box = lambda title, text: win.errors.append(text)  # type: ignore[attr-defined,method-assign]
    qtbot.addWidget(win)  # type: ignore[attr-defined]
    if size is not None:
        win.resize(*size)
    win.show()
    return win


def close_window(win: MainWindow) -> None:
    """Leave no worker result waiting for a window that is gone."""
    for feature in ("assistant", "computer_play", "booklet_play"):
        part = getattr(win, feature, None)
        if part is not None and hasattr(part, "shutdown"):
            part.shutdown()


def start(win: MainWindow, spec: str, atoms: str, rules: Rules | None = None) -> Board:
    """A game on ``spec`` with the atoms named (the hidden arrangement is known to the test only)."""
    board = parse_board(spec)
    setup = board.cells_from_names(atoms)
    win.controller.new_game(board, len(setup), rules or Rules(), setup=setup)
    settle(win)
    return board


def settle(win: MainWindow) -> None:
    """Let a resize, a flip or a repaint finish and the view fit the board again."""
    QApplication.processEvents()
    win.view.refit()
    QApplication.processEvents()


def settle_layout(qtbot: object, win: MainWindow, *widgets: QWidget, passes: int = 3) -> None:
    """Wait until the window is on screen, no count of the assistant's is running, and the geometry of the window
    and of ``widgets`` stays the same over ``passes`` turns of the event loop: the layout has settled and may be
    measured.  A fixed wait measured it halfway on a loaded machine (QA: "92 >= 112").  Never settled within
    qtbot's timeout: the test fails there."""
    qtbot.waitExposed(win)  # type: ignore[attr-defined]
    assistant = getattr(win, "assistant", None)
    watched = (win, *widgets)
    last: list[object] = []
    same = 0

    def settled() -> bool:
        nonlocal last, same
        QApplication.processEvents()
        counting = assistant is not None and assistant.counter.busy
        now = [counting, *(widget.geometry() for widget in watched)]
        same = same + 1 if now == last and not counting else 0
        last = now
        return same >= passes

    qtbot.waitUntil(settled)  # type: ignore[attr-defined]


def to_viewport(win: MainWindow, scene_point: QPointF) -> QPoint:
    return win.view.mapFromScene(scene_point)


def click(win: MainWindow, scene_point: QPointF) -> None:
    """Press and release the left button on the table's viewport."""
    viewport = win.view.viewport()
    pos = to_viewport(win, scene_point)
    QTest.mousePress(viewport, LEFT, NO_MODIFIER, pos)
    QTest.mouseRelease(viewport, LEFT, NO_MODIFIER, pos)


def move_with_button(win: MainWindow, pos: QPoint) -> None:
    """A MouseMove with the left button held (QTest.mouseMove sends no button state)."""
    viewport = win.view.viewport()
    event = QMouseEvent(
        QEvent.Type.MouseMove,
        QPointF(pos),
        QPointF(viewport.mapToGlobal(pos)),
        Qt.MouseButton.NoButton,
        LEFT,
        NO_MODIFIER,
    )
    QApplication.sendEvent(viewport, event)


def drag(win: MainWindow, source: QPointF, target: QPointF, steps: int = 6) -> None:
    viewport = win.view.viewport()
    start_pos = to_viewport(win, source)
    end_pos = to_viewport(win, target)
    QTest.mousePress(viewport, LEFT, NO_MODIFIER, start_pos)
    try:
        for step in range(1, steps + 1):
            t = step / steps
            point = QPoint(
                round(start_pos.x() + (end_pos.x() - start_pos.x()) * t),
                round(start_pos.y() + (end_pos.y() - start_pos.y()) * t),
            )
            move_with_button(win, point)
    finally:
        QTest.mouseRelease(viewport, LEFT, NO_MODIFIER, end_pos)


def port_point(win: MainWindow, port: int) -> QPointF:
    assert win.scene.layout is not None
    return win.scene.layout.token_centre(port)


def cell_point(win: MainWindow, name: str) -> QPointF:
    layout = win.scene.layout
    assert layout is not None
    return layout.cell_centre(layout.board.cell_index(name))


def fire(win: MainWindow, *ports: int) -> None:
    """Click the ports, one ray each."""
    for port in ports:
        click(win, port_point(win, port))


def balls(win: MainWindow, cells: str) -> None:
    """Click the cells named (comma-separated): a ball from the tray onto each, or back."""
    for name in cells.split(","):
        click(win, cell_point(win, name))


def tray_ball_point(win: MainWindow) -> QPointF:
    assert win.scene.tray_balls, "no ball left in the tray"
    return win.scene.tray_balls[0].pos()


def ball_tray_point(win: MainWindow) -> QPointF:
    assert win.scene.layout is not None
    return win.scene.layout.ball_tray.center()


def press_in_box_when_up(qtbot: object, key: Qt.Key, seen: list[str]) -> None:
    """Once a message box is up, note its text in ``seen`` and press ``key`` in it, as she would."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    def press() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, press)
            return
        seen.append(box.text())
        qtbot.keyClick(box, key)  # type: ignore[attr-defined]

    QTimer.singleShot(0, press)


def press_button_when_up(qtbot: object, key: Qt.Key, seen: list[list[str]]) -> None:
    """Once a message box is up, note its buttons' words in ``seen`` and press ``key`` in it, as she would; a key
    no button answers closes it as Escape would, a second later (a letter clicks its button after a moment: Qt
    animates the click), so that a failing test does not wait for ever."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QMessageBox

    def press() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, press)
            return
        seen.append(sorted(button.text() for button in box.buttons()))
        qtbot.keyClick(box, key)  # type: ignore[attr-defined]
        QTimer.singleShot(1000, box, box.reject)  # not once the box is gone

    QTimer.singleShot(0, press)


def shown_title(win: MainWindow) -> str:
    """The window's title as the window manager shows it (before Qt's " — Black Box Desktop"): "[*]" is "*" while
    the game differs from its file, else nothing."""
    return win.windowTitle().replace("[*]", "*" if win.isWindowModified() else "")
