"""Quiet and warning texts stay readable when the desktop's colours change while the game runs.

A desktop may turn dark at sunset (or the player switches its theme): the docks and dialogs follow it, and their
quiet legend or red warning, coloured once for the light desktop, must be coloured again for the dark one.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from blackbox_desktop.app.paper import on_paper, quiet, warning
from blackbox_desktop.app.window import MainWindow

from driving import start


def _desktop(window: str, text: str) -> QPalette:
    palette = QPalette(QColor(window))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(role, QColor(text))
    return palette


LIGHT = _desktop("#efefef", "#000000")
DARK = _desktop("#2b2b2b", "#e6e6e6")


@pytest.fixture
def desktop() -> Iterator[QApplication]:
    """The application, light to start with; its palette is put back after the test."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    before = app.palette()
    app.setPalette(LIGHT)
    yield app
    app.setPalette(before)


def _ink(label: QLabel) -> QColor:
    """The text colour ``label`` is drawn with."""
    label.ensurePolished()
    return label.palette().color(QPalette.ColorRole.WindowText)


def _contrast(a: QColor, b: QColor) -> float:
    def luminance(colour: QColor) -> float:
        def channel(c: float) -> float:
            return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

        return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())

    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def _box_with(label: QLabel) -> QWidget:
    box = QWidget()
    QVBoxLayout(box).addWidget(label)
    return box


@pytest.mark.parametrize("tint", [quiet, warning])
def test_a_tinted_label_is_coloured_again_when_the_desktop_turns_dark_and_back(
    qtbot: object, desktop: QApplication, tint: object
) -> None:
    label = QLabel("Red tint: how often an atom sits in the cell")
    box = _box_with(label)
    qtbot.addWidget(box)  # type: ignore[attr-defined]
    tint(label)  # type: ignore[operator]
    ground = box.palette().color(QPalette.ColorRole.Window)
    assert _contrast(_ink(label), ground) > 3.0

    desktop.setPalette(DARK)
    QApplication.processEvents()
    ground = box.palette().color(QPalette.ColorRole.Window)
    assert ground.lightnessF() < 0.5  # the box followed the desktop
    assert _contrast(_ink(label), ground) > 3.0, _ink(label).name()

    desktop.setPalette(LIGHT)
    QApplication.processEvents()
    ground = box.palette().color(QPalette.ColorRole.Window)
    assert _contrast(_ink(label), ground) > 3.0, _ink(label).name()


def test_a_label_tinted_before_it_is_put_on_paper_takes_the_papers_colour(qtbot: object, desktop: QApplication) -> None:
    desktop.setPalette(DARK)
    label = QLabel("Only 1 arrangement fits your rays")
    quiet(label)  # coloured for the dark desktop: no parent yet
    paper = QWidget()
    on_paper(paper)
    QVBoxLayout(paper).addWidget(label)
    qtbot.addWidget(paper)  # type: ignore[attr-defined]
    QApplication.processEvents()
    assert _contrast(_ink(label), paper.palette().color(QPalette.ColorRole.Window)) > 3.0, _ink(label).name()


def test_the_last_tint_holds(qtbot: object, desktop: QApplication) -> None:
    label = QLabel("No such cell")
    box = _box_with(label)
    qtbot.addWidget(box)  # type: ignore[attr-defined]
    quiet(label)
    warning(label, bold=True)
    desktop.setPalette(DARK)
    QApplication.processEvents()
    assert "bold" in label.styleSheet()
    assert _ink(label).red() > _ink(label).green() + 60  # still the warning's red, not the quiet colour


def test_the_assistants_legend_stays_readable_when_the_desktop_turns_dark(
    window: MainWindow, desktop: QApplication
) -> None:
    start(window, "ortho-8x8", "B2,C5,D1,E1")
    assert window.assistant is not None
    window.assistant.set_enabled(True)
    legend = window.assistant.panel.legend
    QApplication.processEvents()
    desktop.setPalette(DARK)
    QApplication.processEvents()
    dock = legend.parentWidget()
    assert dock is not None
    ground = dock.palette().color(QPalette.ColorRole.Window)
    assert ground.lightnessF() < 0.5
    assert _contrast(_ink(legend), ground) > 3.0, _ink(legend).name()
