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
        # An idle item draws nothing: tell the scene, so it is skipped when painting.  Qt then also skips the
        # item when it works out what to repaint, so the light it had drawn is cleared through the scene: an
        # update() of the item itself was dropped, and a trail of lit cells stayed behind the pointer and the
        # keyboard cursor on the screen (a grab of the window, drawn afresh, never showed it).
        lit = self.lit()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, not lit)
        scene = self.scene()
        if lit or scene is None:
            self.update()
        else:
            scene.update(self.sceneBoundingRect())

    def darken_hover(self) -> None:
        """The pointer has gone, though no hover event said so (it left during a drag)."""
        if self.hovered:
            self.hovered = False
            self._refresh()

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = True
        self._refresh()

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.hovered = False
        self._refresh()
