"""An item drawn only while something lights it: the pointer over it, the keyboard focus or a drag."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsItem, QGraphicsSceneHoverEvent


class LitItem(QGraphicsItem):
    """Tracks hover, focus and drop-target state; while none of them holds the item draws nothing."""

    def __init__(self) -> None:
        super().__init__()
        self.hovered = False
        self.focused = False
        self.drop_target = False
        self.setAcceptHoverEvents(True)

    def lit(self) -> bool:
        return self.hovered or self.focused or self.drop_target

    def _refresh(self) -> None:
        # An idle item draws nothing: tell the scene, so it is skipped when painting.
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, not self.lit())
        self.update()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self._refresh()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self._refresh()
