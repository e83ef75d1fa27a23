"""Every toolbar button shows a picture beside its words, and the computer's pause turns into resume."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QIcon, QImage, QPainter
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

    from driving import balls, close_window, open_window, settle_layout, start

    assert i18n.install_translators("fr")
    try:
        window = open_window(qtbot, settings, (800, 600))
        start(window, "ortho-8x8", "B3,D6,F2,G7")
        balls(window, "B2")  # "Annuler bille en B2": the longest the words get
        settle_layout(qtbot, window, window.toolbar)
        assert window.toolbar_fit.compact
        for action in (window.finish_action, window.undo_action, window.redo_action):
            button = window.toolbar.widgetForAction(action)
            assert button is not None and button.isVisible(), action.text()
            assert button.geometry().right() <= window.toolbar.width()
        window.resize(1400, 800)
        settle_layout(qtbot, window, window.toolbar)
        assert not window.toolbar_fit.compact  # room again: the words come back
        close_window(window)
    finally:
        i18n.install_translators("en")


def _contrast(one: QColor, other: QColor) -> float:
    """WCAG's contrast ratio of two colours (1 to 21)."""

    def luminance(colour: QColor) -> float:
        def channel(value: int) -> float:
            v = value / 255
            return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) + 0.0722 * channel(colour.blue())

    high, low = sorted((luminance(one), luminance(other)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("ground", ["#2d2d30", "#353535", "#efefef", "#ffffff"])
@pytest.mark.parametrize(
    "name",
    ["new_game", "open_file", "save_file", "turn_over", "finished", "undo", "redo", "step", "pause", "resume", "stop"],
)
def test_every_picture_stands_out_on_a_dark_or_a_light_toolbar(qapp: object, name: str, ground: str) -> None:
    # Under a dark desktop theme the walnut arrows of Turn board over, Undo, Redo and the computer's buttons were
    # dark on dark: not a pixel stood 3:1 off the toolbar (QA).
    from blackbox_desktop.app import action_icons

    toolbar = QColor(ground)
    image = QImage(24, 24, QImage.Format.Format_RGB32)
    image.fill(toolbar)
    painter = QPainter(image)
    painter.drawPixmap(0, 0, action_icons.pixmap(getattr(action_icons, name), 24))
    painter.end()
    seen = sum(_contrast(image.pixelColor(x, y), toolbar) >= 3 for x in range(24) for y in range(24))
    assert seen >= 50, f"{name} on {ground}: {seen} pixels stand out"


def test_a_long_game_opened_again_fits_the_toolbar_once_not_at_every_move(
    qtbot: object, settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA: replaying a 1,500-move game changed Undo's words at every move, and each change measured the toolbar
    # again: a fifth of the time the game took to open.
    from blackbox_desktop.app.toolbar_fit import ToolbarFit
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.game import Game, Rules

    from driving import close_window, open_window

    fitted: list[int] = []
    real = ToolbarFit.fit
    monkeypatch.setattr(ToolbarFit, "fit", lambda self: fitted.append(1) or real(self))
    window = open_window(qtbot, settings)
    board = parse_board("ortho-8x8")
    game = Game.new(board, 4, Rules(), board.cells_from_names("B3,D6,F2,G7")).apply("F1")
    for _ in range(100):
        game = game.apply_all(["B+A1", "B-A1"])
    qtbot.wait(20)  # type: ignore[attr-defined]
    fitted.clear()
    window.controller.load_replayed(game)
    qtbot.wait(20)  # type: ignore[attr-defined]
    assert window.undo_action.isEnabled()  # the moves since the ray can be undone, as before
    assert 1 <= len(fitted) <= 3, len(fitted)
    close_window(window)
