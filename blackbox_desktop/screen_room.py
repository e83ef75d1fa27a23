"""Dialogs sized to the screen they open on: the size they want, or what a small screen has room for.

A fixed size hid the buttons of the atoms-hiding dialog below the edge of a
1024×600 screen, and Qt's own print preview opened so narrow there that its
Print button went into the toolbar's overflow menu.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QGridLayout, QLabel, QMessageBox, QSizePolicy, QSpacerItem, QWidget

FRAME = (40, 60)
"""Room left for the window frame and the desktop's own bars, across and down."""


def resize_to_screen(dialog: QWidget, width: int, height: int, parent: QWidget | None = None) -> None:
    """``width`` × ``height``, or less where the screen of ``parent`` (else the dialog's) is smaller."""
    screen = (parent if parent is not None else dialog).screen() or QGuiApplication.primaryScreen()
    room = screen.availableGeometry() if screen is not None else None
    if room is None or room.isEmpty():
        dialog.resize(width, height)
        return
    dialog.resize(min(width, room.width() - FRAME[0]), min(height, room.height() - FRAME[1]))


TITLE_BAR_EXTRA = 140
"""The window manager's own share of a title bar: the icon and the three buttons beside the title."""


def title_width(dialog: QWidget) -> int:
    """How wide ``dialog`` must be for the title the window manager shows (Qt adds " — " and the program's
    name), within the screen."""
    shown = f"{dialog.windowTitle()} — {QGuiApplication.applicationDisplayName()}"
    wanted = dialog.fontMetrics().horizontalAdvance(shown) * 11 // 10 + TITLE_BAR_EXTRA
    screen = dialog.screen() or QGuiApplication.primaryScreen()
    if screen is not None and not screen.availableGeometry().isEmpty():
        wanted = min(wanted, screen.availableGeometry().width() - FRAME[0])
    return wanted


class _TitleRoom(QObject):
    """Keeps a dialog at least as wide as its title and as its layout's least width.

    A minimum width set by hand makes Qt's layout stop setting its own, so a wide French form, first shown at
    Qt's two thirds of an 800-pixel screen, cut its longest check box off. The width is worked out again each
    time the layout asks to be redone, before it is.
    """

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if isinstance(watched, QWidget) and event.type() in (QEvent.Type.Polish, QEvent.Type.LayoutRequest):
            layout = watched.layout()
            least = layout.totalMinimumSize().width() if layout is not None else 0
            watched.setMinimumWidth(max(least, title_width(watched)))
        return False


def make_room_for_title(dialog: QWidget) -> None:
    """At least ``title_width``: a small dialog's title was cut to "Let the comput…ck Box Desktop".

    Not for dialogs whose layout fixes their size (``QInputDialog``): ``widen_field_for_title`` instead.
    """
    dialog.installEventFilter(_TitleRoom(dialog))


FIELD_MARGINS = 24
"""A ``QInputDialog``'s margins beside its field."""


def widen_field_for_title(dialog: QWidget, field: QWidget, least: int = 0) -> None:
    """Room for the title of a box whose layout fixes its size to its field's (``QInputDialog``): the field is
    widened, to at least ``least`` pixels (asking the box itself for a width showed no change)."""
    field.setMinimumWidth(max(least, title_width(dialog) - FIELD_MARGINS))


def make_room_in_message_box(box: QMessageBox) -> None:
    """At least ``title_width`` for a message box, which sets its own fixed size when shown: a spacer as wide
    as the title, under its text (the short question "Save this game?" showed "Save th…x Desktop" as title);
    wider where a long text would make the box taller than the screen (``text_width``)."""
    layout = box.layout()
    if not isinstance(layout, QGridLayout):
        return
    wanted = max(title_width(box), text_width(box, layout))
    spacer = QSpacerItem(wanted, 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
    layout.addItem(spacer, layout.rowCount(), 0, 1, layout.columnCount())


WIDTH_STEP = 20
"""Pixels a box too tall for the screen is widened by at a time, until its text fits the screen's height."""


def text_width(box: QMessageBox, layout: QGridLayout) -> int:
    """How wide ``box`` must be for its text to fit the height of the screen (0 for no text): a spacer that
    wide is no wider than Qt's own box where that fits.

    Qt wraps a long text at 500 pixels, or half of a small screen: the French "How to play" ran 580 pixels
    down, and on a 1024×600 netbook under its desktop's bar the box's OK button was below the screen's edge.
    """
    screen = box.screen() or QGuiApplication.primaryScreen()
    room = screen.availableGeometry() if screen is not None else None
    text = box.text()
    if room is None or room.isEmpty() or not text:
        return 0
    box.ensurePolished()
    shown = box.findChild(QLabel, "qt_msgbox_label")
    probe = QLabel(text)
    probe.setWordWrap(True)
    if shown is not None:
        probe.setFont(shown.font())
        probe.setTextFormat(shown.textFormat())
    margins = layout.contentsMargins()
    across = max(layout.horizontalSpacing(), 0)
    down = max(layout.verticalSpacing(), 0)
    icon = box.findChild(QLabel, "qt_msgboxex_icon_label")
    # Qt's own layout: the icon, a 7-pixel indent (15 without an icon), then the text; the buttons under them.
    beside = (
        margins.left()
        + margins.right()
        + 2 * across
        + (icon.sizeHint().width() + 7 if icon is not None and not icon.isHidden() else 15)
    )
    buttons = box.findChild(QWidget, "qt_msgbox_buttonbox")
    below = margins.top() + margins.bottom() + 2 * down + (buttons.sizeHint().height() if buttons else 0)
    tallest = room.height() - FRAME[1] - below
    widest = room.width() - FRAME[0]
    width = beside + WIDTH_STEP
    while width < widest and probe.heightForWidth(width - beside) > tallest:
        width = min(width + WIDTH_STEP, widest)
    return width
