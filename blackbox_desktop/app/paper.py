"""Text that stays readable whatever the desktop's colours.

The side panel and the tutorial card are cream paper, like the notepad in the
box, so they carry their own light palette: under a dark desktop theme their
labels, buttons and lists would otherwise be drawn light on cream.  Docks and
dialogs follow the desktop, so their quiet and warning texts take a colour
worked out from the palette they stand on, and worked out again when that
palette changes (a desktop that turns dark at sunset, a label put into a dock).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget

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


class _Tinted(QObject):
    """Keeps ``label``'s quiet or warning colour readable on the palette it stands on.

    The colour is a style sheet's, worked out once; and a label with a style sheet no longer follows its
    parent's palette (QA: with the desktop switched to dark while the game ran, the assistant's legend stayed dark
    brown on the dark dock).  So the colour is worked out again from the parent's palette whenever the parent's
    palette changes, or the label moves to another parent.
    """

    def __init__(self, label: QLabel, colour: Callable[[QPalette], str], extra: str) -> None:
        super().__init__(label)
        self._label = label
        self._colour = colour
        self._extra = extra
        self._ground: QWidget | None = None
        label.installEventFilter(self)
        self.apply()

    def apply(self) -> None:
        label = self._label
        parent = label.parentWidget()
        if parent is not self._ground:
            if self._ground is not None:
                self._ground.removeEventFilter(self)
            if parent is not None:
                parent.installEventFilter(self)
            self._ground = parent
        ground = parent.palette() if parent is not None else QApplication.palette(label)
        sheet = f"color: {self._colour(ground)};{self._extra}"
        if label.styleSheet() != sheet:
            label.setStyleSheet(sheet)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (watched is self._ground and kind == QEvent.Type.PaletteChange) or (
            watched is self._label and kind == QEvent.Type.ParentChange
        ):
            self.apply()
        return False


def _tint(label: QLabel, colour: Callable[[QPalette], str], extra: str = "") -> None:
    for old in label.findChildren(_Tinted):  # quiet then warning: the last word holds, once
        label.removeEventFilter(old)
        if old._ground is not None:
            old._ground.removeEventFilter(old)
        old.setParent(None)
        old.deleteLater()
    _Tinted(label, colour, extra)


def quiet(label: QLabel) -> None:
    _tint(label, quiet_colour)


def warning(label: QLabel, bold: bool = False) -> None:
    _tint(label, warning_colour, " font-weight: bold;" if bold else "")
