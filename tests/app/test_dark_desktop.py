"""Under a dark desktop theme every word of the window stays legible: no dark text on a dark ground.

The desktop's palette is dark before the window is built, as a KDE or GNOME dark theme gives it.  Each label and
button is looked at in a picture of the window, as a player sees it: its most common colour is its ground, and
some of its pixels (its letters) must stand out from that ground.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import pytest
from modes.drive import continue_, flow, hide
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from blackbox_desktop.app.dialogs import NewGameDialog
from blackbox_desktop.app.features.tutorial import start_tutorial
from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import COMPUTER, FRANJOS
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.scoring import Scoring

from driving import balls, close_window, fire, open_window, settle_layout, start

LEGIBLE = 4.0
"""Contrast of the letters with their ground, at least (WCAG asks 4.5 of body text; anti-aliased letters of a
picture reach a little less than their colour's)."""
ROLES = {
    QPalette.ColorRole.Window: "#31363b",
    QPalette.ColorRole.WindowText: "#eff0f1",
    QPalette.ColorRole.Base: "#232629",
    QPalette.ColorRole.AlternateBase: "#31363b",
    QPalette.ColorRole.Text: "#eff0f1",
    QPalette.ColorRole.Button: "#31363b",
    QPalette.ColorRole.ButtonText: "#eff0f1",
    QPalette.ColorRole.ToolTipBase: "#31363b",
    QPalette.ColorRole.ToolTipText: "#eff0f1",
    QPalette.ColorRole.Highlight: "#3daee9",
    QPalette.ColorRole.HighlightedText: "#eff0f1",
    QPalette.ColorRole.PlaceholderText: "#7f8c8d",
    QPalette.ColorRole.Light: "#4f575f",
    QPalette.ColorRole.Midlight: "#40464c",
    QPalette.ColorRole.Mid: "#2a2e32",
    QPalette.ColorRole.Dark: "#1a1d1f",
    QPalette.ColorRole.Shadow: "#0f1012",
}
"""A dark desktop's colours (Breeze Dark's)."""


def _dark() -> QPalette:
    palette = QPalette()
    for role, colour in ROLES.items():
        palette.setColor(role, QColor(colour))
    return palette


@pytest.fixture
def window(qtbot: object, settings: object) -> Iterator[MainWindow]:
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.palette()
    app.setPalette(_dark())
    win = open_window(qtbot, settings, (1280, 820))  # type: ignore[arg-type]
    try:
        yield win
    finally:
        close_window(win)
        app.setPalette(before)


def _luminance(colour: QColor) -> float:
    def channel(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def _illegible(top: QWidget) -> list[tuple[str, str, float]]:
    """The labels and buttons of ``top`` whose letters do not stand out from their ground, with their contrast."""
    image = top.grab().toImage()
    found = []
    for widget in top.findChildren(QWidget):
        if not isinstance(widget, (QLabel, QAbstractButton)) or not widget.isVisible() or not widget.isEnabled():
            continue
        if not widget.text():
            continue
        corner = widget.mapTo(top, widget.rect().topLeft())
        colours: Counter[int] = Counter(
            image.pixel(x, y)
            for y in range(max(0, corner.y()), min(image.height(), corner.y() + widget.height()))
            for x in range(max(0, corner.x()), min(image.width(), corner.x() + widget.width()))
        )
        if not colours:
            continue
        ground = _luminance(QColor.fromRgb(colours.most_common(1)[0][0]))
        best = max(
            (max(ground, ink) + 0.05) / (min(ground, ink) + 0.05)
            for ink in (_luminance(QColor.fromRgb(pixel)) for pixel in colours)
        )
        if best < LEGIBLE:
            found.append((type(widget).__name__, widget.text()[:40], round(best, 2)))
    return found


def _settled(window: MainWindow, qtbot: object) -> None:
    settle_layout(qtbot, window, window.view)


@pytest.mark.parametrize("spec", ["ortho-8x8", "hex-5"])
def test_a_game_with_the_assistant_is_legible_in_play_and_revealed(
    language: str, window: MainWindow, qtbot: object, spec: str
) -> None:
    window.assistant.set_enabled(True)  # type: ignore[attr-defined]
    start(window, spec, "B2,C5,D1,E7" if spec == "ortho-8x8" else "A1,B2,C3,D4,E5")
    fire(window, 3, 10)
    window.statusBar().showMessage("Ray at 10: absorbed")
    _settled(window, qtbot)
    assert window.palette().color(QPalette.ColorRole.Window).lightnessF() < 0.5  # the desktop is dark
    assert _illegible(window) == []
    balls(window, "A1,A2,A3,A4" if spec == "ortho-8x8" else "A1,B2,C3,D4")
    window.finish_button.click()
    _settled(window, qtbot)
    assert _illegible(window) == []


def test_the_two_player_panels_and_the_tutorial_are_legible(language: str, window: MainWindow, qtbot: object) -> None:
    board = parse_board("ortho-8x8")
    two = flow(window)
    two.start_match(MatchSetup(("Ann", "Bob"), board, 4, Rules(FRANJOS)), "program")
    assert _illegible(window) == []  # the hand-over screen
    continue_(window)
    assert _illegible(window) == []  # the setter's pad
    hide(window, "A1,B8,C1,D8")
    continue_(window)
    fire(window, 3)
    _settled(window, qtbot)
    assert _illegible(window) == []
    two.leave()
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    two.start_duel(MatchSetup(("Ann", "Bob"), board, 4, Rules(COMPUTER, Scoring.PER_RAY)))
    for atoms in ("A1,B8,C1,D8", "E5,F6,G7,H8"):
        continue_(window)
        hide(window, atoms)
    continue_(window)
    fire(window, 3)
    _settled(window, qtbot)
    assert _illegible(window) == []
    two.leave()
    tutorial = start_tutorial(window, "ortho")
    _settled(window, qtbot)
    assert _illegible(window) == []
    tutorial.stop()


def test_the_new_game_box_and_its_red_refusal_are_legible(language: str, window: MainWindow, qtbot: object) -> None:
    dialog = NewGameDialog(window.options, window)  # type: ignore[attr-defined]
    dialog.show()
    qtbot.waitExposed(dialog)  # type: ignore[attr-defined]
    dialog.puzzle.setText("BB-NOPE")
    dialog.accept()
    QApplication.processEvents()
    assert dialog.puzzle_error.isVisible()
    assert _illegible(dialog) == []
    dialog.close()
