"""Every toolbar button shows a picture beside its words, and the computer's pause turns into resume."""

from __future__ import annotations

from PySide6.QtGui import QIcon, QImage
from PySide6.QtWidgets import QToolBar

from blackbox_desktop.app.window import MainWindow


def _painted(icon: QIcon, state: QIcon.State = QIcon.State.Off) -> QImage:
    return icon.pixmap(24, 24, QIcon.Mode.Normal, state).toImage()


def _ink(image: QImage) -> int:
    """How many pixels are not transparent."""
    return sum(image.pixelColor(x, y).alpha() > 0 for x in range(image.width()) for y in range(image.height()))


def test_every_toolbar_action_has_its_own_picture(window: MainWindow) -> None:
    assert window.computer_play is not None
    pictures = []
    for toolbar in (window.toolbar, window.computer_play.toolbar):
        assert isinstance(toolbar, QToolBar)
        for action in toolbar.actions():
            if action.isSeparator() or not action.text():
                continue  # the separators, and the computer toolbar's "hide these atoms" button
            image = _painted(action.icon())
            assert _ink(image) > 40, action.text()
            pictures.append(image)
    assert len(pictures) == 10
    assert len({bytes(image.constBits()) for image in pictures}) == len(pictures)  # no two alike


def test_pause_shows_resume_while_paused(window: MainWindow) -> None:
    assert window.computer_play is not None
    icon = window.computer_play.pause_action.icon()
    assert _painted(icon, QIcon.State.On) != _painted(icon, QIcon.State.Off)


def test_the_computer_s_buttons_have_a_row_of_their_own(window: MainWindow) -> None:
    # With pictures, the computer's pause and stop went behind the game toolbar's "»" at 1100 pixels in French.
    assert window.computer_play is not None
    assert window.toolBarBreak(window.computer_play.toolbar)


def test_a_narrow_window_keeps_every_game_button_in_sight(qtbot: object, settings) -> None:
    # At 800 pixels in French, Redo went behind the overflow arrow once the buttons had pictures.
    from blackbox_desktop.app import i18n

    from driving import balls, close_window, open_window, start

    assert i18n.install_translators("fr")
    try:
        window = open_window(qtbot, settings, (800, 600))
        start(window, "ortho-8x8", "B3,D6,F2,G7")
        balls(window, "B2")  # "Annuler bille en B2": the longest the words get
        qtbot.wait(20)  # type: ignore[attr-defined]
        assert window.toolbar_fit.compact
        for action in (window.finish_action, window.undo_action, window.redo_action):
            button = window.toolbar.widgetForAction(action)
            assert button is not None and button.isVisible(), action.text()
            assert button.geometry().right() <= window.toolbar.width()
        window.resize(1400, 800)
        qtbot.wait(20)  # type: ignore[attr-defined]
        assert not window.toolbar_fit.compact  # room again: the words come back
        close_window(window)
    finally:
        i18n.install_translators("en")
