"""Tokens and balls are drawn once per look, size and zoom, then copied: the scene makes them anew at every move."""

from __future__ import annotations

from collections import OrderedDict

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from blackbox_desktop import looks
from blackbox_desktop.app.items import pictures
from blackbox_desktop.app.items.ball import BallItem, Mark
from blackbox_desktop.app.items.marker import MarkerItem
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.markers import Marker

from driving import fire, settle, start


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """What was drawn from its gradients: "token" or "ball", once per drawing."""
    monkeypatch.setattr(pictures, "_pictures", OrderedDict())
    calls: list[str] = []
    for kind, item in (("token", MarkerItem), ("ball", BallItem)):
        vector = getattr(item, "paint_vector", None)
        if vector is None:  # the pieces drew themselves in paint() itself
            original = item.paint

            def spy(self, painter, option, widget=None, kind=kind, original=original):  # type: ignore[no-untyped-def]
                calls.append(kind)
                return original(self, painter, option, widget)

            monkeypatch.setattr(item, "paint", spy)
        else:

            def spy_vector(self, painter, kind=kind, vector=vector):  # type: ignore[no-untyped-def]
                calls.append(kind)
                return vector(self, painter)

            monkeypatch.setattr(item, "paint_vector", spy_vector)
    return calls


def largest_difference(one: QImage, other: QImage) -> int:
    """The largest difference of one colour channel between two images of the same size, 0–255."""
    first = bytes(one.constBits())
    second = bytes(other.constBits())
    return max(abs(a - b) for a, b in zip(first, second, strict=True))


def repainted(window: MainWindow) -> None:
    settle(window)
    window.view.viewport().repaint()
    QApplication.processEvents()


def test_undo_and_redo_copy_the_tokens_and_balls_already_drawn(window: MainWindow, drawn: list[str]) -> None:
    # QA: Undo held down on a 1500-move game on a big board took ~50 ms a step, half of it drawing every token
    # and ball again from its gradients, because each move makes them all anew.
    start(window, "ortho-26x26", ["A1", "C3"])  # type: ignore[arg-type]
    fire(window, 1, 2, 3, 5, 8, 13, 21, 34)
    window.controller.click_cell(5)
    window.controller.click_cell(40)
    repainted(window)
    assert "token" in drawn and "ball" in drawn
    drawn.clear()
    for _ in range(3):
        window.controller.undo()
        repainted(window)
    for _ in range(3):
        window.controller.redo()
        repainted(window)
    assert window.scene.markers and len(window.scene.balls) == 2
    assert drawn == []


@pytest.mark.parametrize("piece", ["token", "ball"])
def test_a_copied_piece_looks_as_drawn(qtbot: object, drawn: list[str], piece: str) -> None:
    # The copy stands exactly where the piece is drawn, at any zoom: no piece off by a pixel or blurred.
    if piece == "token":
        item: MarkerItem | BallItem = MarkerItem(Marker.HIT, looks.FRANJOS_LOOK.token(Marker.HIT), 13.6, 3)
    else:
        item = BallItem(15.2, "#f0e8d8", "#8a7a60", 4)
        item.set_mark(Mark.WRONG)
    images = []
    for kept in (True, False):
        image = QImage(120, 120, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.translate(60, 60)
        painter.scale(1.75, 1.75)
        if kept:
            item.paint(painter, QStyleOptionGraphicsItem(), None)
        else:
            item.paint_vector(painter)
        painter.end()
        images.append(image)
    # Copied from a picture drawn for the quarter of a pixel it stands on: an eighth of a pixel off at most.
    assert largest_difference(*images) <= 32
    assert images[0].pixelColor(60, 60) != QColor("white")
    # Squeezed (the board being turned over), the piece is drawn as it is, never a stretched copy.
    drawn.clear()
    image = QImage(120, 120, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    painter.translate(60, 60)
    painter.scale(0.3, 1.75)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    assert drawn == [piece] and image.pixelColor(QPointF(60, 60).toPoint()) != QColor("white")
