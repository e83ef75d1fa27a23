"""Tab and Shift+Tab in the order a reader takes the window in: top to bottom, left to right.

The window is made of parts, its own children: the toolbars on top, the docks beside the board or under it (the
assistant, the tutorial's card, the two-player dock), the table in the middle (the board and its side panel, or
the curtain over them), the status bar.  Qt's Tab follows the order the widgets were made in, so a part made late
came last wherever it stood: the lesson's card, at the top left where the eye starts, came after the assistant's
Hint under it, and the two-player strip's port box came before the score sheet on its left (QA).

Here the parts are put in reading order by where each one stands when Tab is pressed (a dock moves when the window
is resized, or when another opens or closes beside it), and so are the widgets inside each part.  A widget that
wants its own order inside it says so with a ``tab_stops()`` method (the setter's pad: Done one Tab from its board).
Nothing is kept from one press to the next: no list that a mode's dock or a lesson's card, deleted since, could
leave pointing at nothing, and no signal to undo.

Qt's focus chain is never read.  In PySide ``nextInFocusChain()``, ``previousInFocusChain()`` and ``focusProxy()``
make the widget they return a child of the one asked, for Python's bookkeeping: asked of a widget Python then lets
go of, the one returned goes with it, C++ object and all (walking the chain deleted the assistant's panel, and the
two-player score sheet crashed a moment later).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget


def reading_order(rects: Sequence[QRect]) -> list[int]:
    """The indices of ``rects`` in reading order.

    Cut across where nothing straddles the cut, the bands from the top down; a band that cannot be cut across is
    cut into columns, from the left; and so on inside each piece.  Rectangles that overlap both ways keep the
    order they were given in.
    """
    return _cut(list(range(len(rects))), rects)


def _cut(indices: list[int], rects: Sequence[QRect]) -> list[int]:
    if len(indices) <= 1:
        return indices
    for across in (True, False):
        pieces = _pieces(indices, rects, across)
        if len(pieces) > 1:
            return [index for piece in pieces for index in _cut(piece, rects)]
    return indices


def _pieces(indices: list[int], rects: Sequence[QRect], across: bool) -> list[list[int]]:
    """``indices`` in bands (``across``) or columns that no rectangle straddles, each in the order given."""

    def span(index: int) -> tuple[int, int]:
        rect = rects[index]
        return (rect.top(), rect.top() + rect.height()) if across else (rect.left(), rect.left() + rect.width())

    pieces: list[list[int]] = []
    end = 0
    for index in sorted(indices, key=lambda i: (span(i)[0], i)):
        start, stop = span(index)
        if pieces and start < end:
            pieces[-1].append(index)
            end = max(end, stop)
        else:
            pieces.append([index])
            end = stop
    return [sorted(piece) for piece in pieces]


def tab_way(window: QWidget, forward: bool, board: QWidget | None = None) -> list[QWidget]:
    """The widgets Tab (``forward``) or Shift+Tab may give the keys to from the one that has them, the next one in
    reading order first (``tab_line``), then the one after, round to the one before it.

    More than one, as a widget may hand the keys on to another (its focus proxy, which Python cannot be asked for):
    the board's drawing surface hands them to the board.  A widget whose part of the window is gone while it had the
    keys (the assistant closed, the lesson's card or the two-player dock taken away) hands them to ``board``, the
    window's main widget, when it can take them.
    """
    focus = QApplication.focusWidget()
    if focus is not None and not window.isAncestorOf(focus):
        focus = None  # in a dialog, a floating dock, another window
    line = tab_line(window, focus)
    here = next((index for index, widget in enumerate(line) if widget is focus), None)
    if here is None:
        stops = line if forward else line[::-1]
        if focus is not None and board is not None and any(board is stop for stop in stops):
            return [board, *(stop for stop in stops if stop is not board)]
        return stops
    step = 1 if forward else -1
    return [line[(here + step * offset) % len(line)] for offset in range(1, len(line))]


def tab_line(window: QWidget, focus: QWidget | None = None) -> list[QWidget]:
    """The widgets of ``window`` that Tab stops at, in reading order: the parts of the window in the order they
    stand, and the widgets of each part in the order they stand in it.  ``focus``, the widget with the keys, is in
    its place too if its part shows, even where Tab would pass it by (hidden or greyed as it hands the keys on)."""
    tab = _tab_flag()
    parts: dict[QWidget, list[QWidget]] = {}
    for widget in window.findChildren(QWidget):
        if widget is not focus and not _stops_tab(widget, window, tab):
            continue
        part = _part_of(widget, window)
        if part is not None and part.isVisible() and not part.isWindow():
            parts.setdefault(part, []).append(widget)
    shown = list(parts)
    line: list[QWidget] = []
    for index in reading_order([part.geometry() for part in shown]):
        widgets = parts[shown[index]]
        rects = [QRect(widget.mapTo(window, QPoint(0, 0)), widget.size()) for widget in widgets]
        line += _own_orders([widgets[i] for i in reading_order(rects)])
    return line


def _stops_tab(widget: QWidget, window: QWidget, tab: int) -> bool:
    """Whether Tab stops at ``widget`` (as Qt decides it, focus proxies aside): it takes the keys from Tab, it is
    enabled, and it shows in ``window`` (not in a window of its own, such as a floating dock or a list's popup)."""
    return (
        widget.focusPolicy().value & tab == tab
        and widget.isEnabled()
        and not widget.isWindow()
        and widget.window() is window
        and widget.isVisibleTo(window)
    )


def _tab_flag() -> int:
    """Where the desktop's Tab reaches every control, a widget taking Tab focus; else (macOS by default) only one
    taking strong focus, as a text box does."""
    every = QGuiApplication.styleHints().tabFocusBehavior() == Qt.TabFocusBehavior.TabFocusAllControls
    return (Qt.FocusPolicy.TabFocus if every else Qt.FocusPolicy.StrongFocus).value


def _part_of(widget: QWidget, window: QWidget) -> QWidget | None:
    """The child of ``window`` that holds ``widget``: a dock, a toolbar, the table in the middle."""
    parent = widget.parentWidget()
    while parent is not None and parent is not window:
        widget, parent = parent, parent.parentWidget()
    return widget if parent is window else None


def _own_orders(line: list[QWidget]) -> list[QWidget]:
    """``line`` with the widgets of each holder that has a ``tab_stops()`` method in that order, in the places they
    had in reading order (those it does not name after them, as they were)."""
    holders: list[QWidget] = []
    for widget in line:
        parent = widget.parentWidget()
        while parent is not None and not parent.isWindow():
            if callable(getattr(parent, "tab_stops", None)) and all(parent is not seen for seen in holders):
                holders.append(parent)
            parent = parent.parentWidget()
    for holder in holders:
        places = [index for index, widget in enumerate(line) if holder.isAncestorOf(widget)]
        inside = [line[index] for index in places]
        wanted: Sequence[QWidget] = holder.tab_stops()  # type: ignore[attr-defined]
        named = [widget for widget in wanted if any(widget is mine for mine in inside)]
        rest = [widget for widget in inside if all(widget is not first for first in named)]
        for index, widget in zip(places, named + rest, strict=True):
            line[index] = widget
    return line
