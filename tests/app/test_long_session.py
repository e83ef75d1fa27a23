"""A window left open all evening keeps nothing of the games gone by (``benchmarks/long_session.py`` measures it).

QA: over 200 games in one window the QObjects under it grew by one at each animated turn of the board.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QVariantAnimation
from PySide6.QtWidgets import QApplication

from blackbox_desktop.app.window import MainWindow

from driving import start


def _deferred_deletes() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()


def test_turning_the_board_over_leaves_no_animation_behind(qtbot: object, window: MainWindow) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E1")
    for _ in range(4):
        window.flip_board()
        assert window.view.flipping  # an animated turn (the window is shown)
        qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)  # type: ignore[attr-defined]
    _deferred_deletes()
    assert window.findChildren(QVariantAnimation) == []
    assert window.controller.side == "ortho"  # four turns: back where it started
