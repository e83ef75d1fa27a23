"""Text that stays readable whatever the desktop's colours.

The side panel and the tutorial card are cream paper, like the notepad in the
box, so they carry their own light palette: under a dark desktop theme their
labels, buttons and lists would otherwise be drawn light on cream.  Docks and
dialogs follow the desktop, so their quiet and warning texts take a colour
worked out from the palette they stand on.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QLabel, QWidget

PAPER = "#f4ecdf"
CARD = "#fffaf0"
INK = "#2b2118"


def paper_palette(colour: str = PAPER) -> QPalette:
    """A light palette for the cream paper widgets, whatever the application's palette is."""
    palette = QPalette(QColor(colour))  # derives buttons, lights and shadows from the paper colour
    ink = QColor(INK)
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(role, ink)
    palette.setColor(QPalette.ColorRole.Base, QColor(CARD))
    palette.setColor(QPalette.ColorRole.Button, QColor("#ece1cf"))
    palette.setColor(QPalette.ColorRole.Highlight, QColor("#8a5424"))
    palette.setColor(QPalette.ColorRole.HighlightedText, QColor("#ffffff"))
    palette.setColor(QPalette.ColorRole.PlaceholderText, QColor("#7a6a58"))
    for role in (QPalette.ColorRole.WindowText, QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#a8998a"))
    return palette


def on_paper(widget: QWidget, colour: str = PAPER) -> None:
    """Give ``widget`` (and everything in it) the paper's light palette.

    A style sheet on ``widget`` or on anything between it and a child would stop the palette
    there (Qt does not pass palettes down through style sheets): style single widgets only,
    each with its own text colour.
    """
    widget.setPalette(paper_palette(colour))
    widget.setAutoFillBackground(True)


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightnessF() < 0.5


def quiet_colour(palette: QPalette) -> str:
    """A softer text colour than the palette's own, still readable on its window colour."""
    return "#a99a86" if is_dark(palette) else "#6b5a45"


def warning_colour(palette: QPalette) -> str:
    """Red for a warning or a refusal, light enough on a dark window."""
    return "#ff8080" if is_dark(palette) else "#a0001a"


def quiet(label: QLabel) -> None:
    label.setStyleSheet(f"color: {quiet_colour(label.palette())};")


def warning(label: QLabel, bold: bool = False) -> None:
    weight = " font-weight: bold;" if bold else ""
    label.setStyleSheet(f"color: {warning_colour(label.palette())};{weight}")
