"""A saved game dropped onto the window opens as Open opens it; anything else is refused with a sentence."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt, QUrl
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication, QWidget

from blackbox_desktop.app.window import MainWindow

from driving import cell_point, click, fire, start

ATOMS = "B2,D4,F6,G3"
COPY_OR_MOVE = Qt.DropAction.CopyAction | Qt.DropAction.MoveAction


def _carrying(*paths: Path | str) -> QMimeData:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(path)) if isinstance(path, Path) else QUrl(path) for path in paths])
    return data


def _drop(
    window: MainWindow, data: QMimeData, target: QWidget | None = None, actions: Qt.DropAction = COPY_OR_MOVE
) -> tuple[bool, Qt.DropAction]:
    """Drag ``data`` over the board (or ``target``) as a file manager does and let go: whether the window took
    the drag, and as what."""
    widget = target or window.view.viewport()
    point = QPoint(widget.width() // 2, widget.height() // 2)
    enter = QDragEnterEvent(point, actions, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    enter.setDropAction(Qt.DropAction.MoveAction)  # what a file manager proposes within one disk
    QApplication.sendEvent(widget, enter)
    if not enter.isAccepted():
        return False, Qt.DropAction.IgnoreAction
    move = QDragMoveEvent(point, actions, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    move.setDropAction(Qt.DropAction.MoveAction)
    QApplication.sendEvent(widget, move)
    if not move.isAccepted():  # the board's scene takes any drag in, then refuses it as it moves
        return False, Qt.DropAction.IgnoreAction
    drop = QDropEvent(QPointF(point), actions, data, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier)
    drop.setDropAction(Qt.DropAction.MoveAction)
    QApplication.sendEvent(widget, drop)  # as Qt does: to the widget the drag entered
    QApplication.processEvents()  # the file opens once the drop is over
    return drop.isAccepted(), drop.dropAction()


def _saved_game(window: MainWindow, path: Path) -> tuple[str, ...]:
    start(window, "ortho-8x8", ATOMS)
    fire(window, 1, 5)
    assert window.save_file(path)
    return window.controller.game.history


def test_a_saved_game_dropped_on_the_board_opens_and_the_file_stays(window: MainWindow, tmp_path: Path) -> None:
    # QA: a .bbox dragged from the file manager onto the window was refused without a word.
    path = tmp_path / "ann.bbox"
    saved = _saved_game(window, path)
    start(window, "ortho-8x8", "A1,B1,C1,D1")
    accepted, action = _drop(window, _carrying(path))
    assert accepted and action == Qt.DropAction.CopyAction  # a move would let the file manager delete it
    assert window.controller.game.history == saved
    assert window.file_path == path and path.exists()


def test_a_game_dropped_on_the_panel_opens_too(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "ann.bbox"
    saved = _saved_game(window, path)
    start(window, "ortho-8x8", "A1,B1,C1,D1")
    assert _drop(window, _carrying(path), window.side_panel)[0]
    assert window.controller.game.history == saved


def test_a_damaged_file_dropped_is_refused_with_opens_sentence_and_the_game_kept(
    window: MainWindow, tmp_path: Path
) -> None:
    start(window, "ortho-8x8", ATOMS)
    fire(window, 1)
    click(window, cell_point(window, "C3"))
    before = window.controller.game.history
    damaged = tmp_path / "cut.bbox"
    damaged.write_text('{"format": "blackbox-desktop-game", "version": 1, "bo', encoding="utf-8")
    picture = tmp_path / "photo.png"
    picture.write_bytes(b"\x89PNG\r\n\x1a\n" + bytes(range(256)))
    for path in (damaged, picture, tmp_path):
        assert _drop(window, _carrying(path))[0]
    assert window.errors[0] == (  # type: ignore[attr-defined]
        "cut.bbox could not be opened. This file is not a saved Black Box game: it is damaged or truncated."
    )
    assert window.errors[1] == "photo.png could not be opened. This file is not a saved Black Box game."  # type: ignore[attr-defined]
    assert window.errors[2] == (  # type: ignore[attr-defined]  # not the system's "Is a directory", in English
        f"{tmp_path.name} is a folder, not a saved game: drop the game's own file (.bbox)."
    )
    assert window.controller.game.history == before and window.file_path is None


def test_several_files_are_refused_and_text_or_links_are_not_taken(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "ann.bbox"
    _saved_game(window, path)
    start(window, "ortho-8x8", "A1,B1,C1,D1")
    before = window.controller.game
    assert _drop(window, _carrying(path, path))[0]
    assert window.errors == ["2 files were dropped: drop one saved game at a time."]  # type: ignore[attr-defined]
    text = QMimeData()
    text.setText("F1 F5")
    assert not _drop(window, text)[0]
    assert not _drop(window, _carrying("https://example.org/ann.bbox"))[0]
    assert not _drop(window, _carrying(path), actions=Qt.DropAction.MoveAction)[0]  # only a move is offered
    assert window.controller.game is before
