"""A tool button whose words open a menu, with its arrow beside the words as a drop-down list has it.

A plain ``QToolButton`` with a menu draws its small arrow in its bottom right corner over its own words, and
gives it no room: the Computer toolbar's "Speed: normal" had its arrow against the "l", at any scale (QA).
Here the button is wider by the arrow and a gap, the words keep their place, and the arrow stands centred
on their height in the room added, like the arrow of the Scoring list beside it in the window.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QIcon, QPaintEvent
from PySide6.QtWidgets import QMenu, QStyle, QStyleOption, QStyleOptionToolButton, QStylePainter, QToolButton, QWidget


class MenuButton(QToolButton):
    """Opens ``menu`` when clicked anywhere; its text says the choice made (set by the caller)."""

    def __init__(self, menu: QMenu, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMenu(menu)
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)

    def arrow_size(self) -> int:
        """The side of the square the style draws the arrow in."""
        return self.style().pixelMetric(QStyle.PixelMetric.PM_MenuButtonIndicator, None, self)

    def gap(self) -> int:
        """Between the words and the arrow: a space's width, growing with the font."""
        return max(4, self.fontMetrics().horizontalAdvance(" "))

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(hint.width() + self.gap() + self.arrow_size(), hint.height())

    def arrow_rect(self) -> QRect:
        """Where the arrow is drawn, in the button's coordinates (mirrored right to left)."""
        side = self.arrow_size()
        frame = self.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, None, self)
        inside = self.rect().adjusted(frame, frame, -frame, -frame)
        box = QRect(inside.right() - side - frame, inside.center().y() - side // 2 + 1, side, side)
        return QStyle.visualRect(self.layoutDirection(), self.rect(), box)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QStylePainter(self)
        option = QStyleOptionToolButton()
        self.initStyleOption(option)
        # No corner arrow from the style: it would sit on the words again.
        option.features &= ~QStyleOptionToolButton.ToolButtonFeature.HasMenu
        panel = QStyleOptionToolButton(option)
        panel.text = ""
        panel.icon = QIcon()
        painter.drawComplexControl(QStyle.ComplexControl.CC_ToolButton, panel)
        label = QStyleOptionToolButton(option)
        frame = self.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth, option, self)
        room = self.gap() + self.arrow_size()
        words = self.rect().adjusted(frame, frame, -frame - room, -frame)
        label.rect = QStyle.visualRect(self.layoutDirection(), self.rect(), words)
        painter.drawControl(QStyle.ControlElement.CE_ToolButtonLabel, label)
        arrow = QStyleOption(option)
        arrow.rect = self.arrow_rect()
        painter.drawPrimitive(QStyle.PrimitiveElement.PE_IndicatorArrowDown, arrow)
