"""The view: fits the table to the window, keeps it crisp, and turns the board over."""

from __future__ import annotations

import math
from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QEasingCurve, QRect, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QFocusEvent, QImage, QKeyEvent, QPainter, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QToolTip, QWidget

from .. import looks
from .scene import PRESSING, BoardScene

_PASSING_AWAY = (Qt.FocusReason.PopupFocusReason, Qt.FocusReason.MenuBarFocusReason)
"""The keyboard leaves the board for a menu and comes back: the cursor stays, and says nothing new."""

FLIP_MS = 520
RESIZE_SETTLE_MS = 150
"""How long the window's size must stay the same before the plank is drawn crisp at its new size: while an edge
is dragged, the plank drawn at the last size is stretched to each new one (see :attr:`BoardView.resizing`)."""


class BoardView(QGraphicsView):
    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board_scene = scene
        self.setRenderHints(
            QPainter.RenderHint.Antialiasing
            | QPainter.RenderHint.SmoothPixmapTransform
            | QPainter.RenderHint.TextAntialiasing
        )
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(True)
        self.setMinimumSize(260, 260)  # with the panel and the assistant beside it, the window fits 800 px
        self._baize: QImage | None = None
        self._animation: QVariantAnimation | None = None
        self._swap: Callable[[], None] | None = None
        self.tabbed_onto = False
        """Set by the window while Tab or Shift+Tab moves the keyboard on (``MainWindow.focusNextPrevChild``):
        Qt gives the same focus reason when a widget with the keys hides and hands them on."""
        self.resizing = False
        """True while the view's size is still changing: the plank keeps its last drawing, stretched, instead of
        being drawn anew at every step (0.1 s on hex-9, a stutter at each pixel the edge is dragged)."""
        self._resize_settled = QTimer(self)
        self._resize_settled.setSingleShot(True)
        self._resize_settled.setInterval(RESIZE_SETTLE_MS)
        self._resize_settled.timeout.connect(self._end_resizing)
        scene.sceneRectChanged.connect(lambda _rect: self.refit())

    # -- the keyboard --------------------------------------------------------------------------

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        if shiboken6.isValid(self.board_scene):
            # Back from a dialog, a menu or another window, the ring shows again but the status bar keeps what
            # the window said meanwhile ("saved to …", an error); Tab or a click says where the cursor stands.
            returning = event.reason() in (*_PASSING_AWAY, Qt.FocusReason.ActiveWindowFocusReason)
            if self.tabbed_onto and self.board_scene.focus_target is None:
                # Tabbed onto the board: the cursor shows at once (on port 1, where the first arrow puts it),
                # so that she sees where the keys went.  A click, the start, or a button hiding (the
                # tutorial's Next) leaves the board unmarked.
                self.board_scene.move_focus(0.0, 0.0)
            self.board_scene.show_cursor(True, say=not returning)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # The board has the keys from the start, but shows no cursor until a key asks for one (a mouse player sees
        # none).  The first arrow shows it on port 1; Enter or Space, which did nothing and said nothing there, show
        # it too, and fire nothing: she sees where Enter will fire before it does.
        scene = self.board_scene
        plain = not event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        if plain and event.key() in PRESSING and scene.focus_target is None and self.isInteractive():
            scene.move_focus(0.0, 0.0)
            if scene.focus_target is not None:
                event.accept()
                return
        super().keyPressEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        # A menu opened over the board keeps the cursor; a window going away at exit has no scene left.
        if event.reason() not in _PASSING_AWAY and shiboken6.isValid(self.board_scene):
            self.board_scene.show_cursor(False)

    # -- fitting ------------------------------------------------------------------------------

    def place_trays(self) -> None:
        """Trays beside the board, or under it when the view is tall enough for the board to gain by it."""
        layout = self.board_scene.layout
        if layout is None or self._animation is not None:
            return
        viewport = self.viewport().size()
        self.board_scene.set_trays_below(layout.trays_fit_below(viewport.width(), viewport.height()))

    def refit(self) -> None:
        rect = self.sceneRect()
        if rect.isEmpty():
            return
        self.resetTransform()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        self.centerOn(rect.center())

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resizing = True
        self._resize_settled.start()
        self.place_trays()
        self.refit()
        self.resetCachedContent()

    def _end_resizing(self) -> None:
        self.resizing = False
        self.viewport().update()  # the plank is drawn crisp at the size the view settled on

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # Green baize under the board, lighter where the lamp shines.  The
        # gradient is drawn once, small, and stretched: it has no detail to lose.
        if self._baize is None:
            size = 256
            image = QImage(size, size, QImage.Format.Format_RGB32)
            p = QPainter(image)
            # The light fades out exactly at the image's edges, into the colour of the table around it:
            # a wide, short view shows beyond the image, and there must be no seam.
            gradient = QRadialGradient(size / 2, size / 2, size / 2)
            base = QColor(looks.TABLE)
            gradient.setColorAt(0.0, base.lighter(135))
            gradient.setColorAt(1.0, base.darker(140))
            p.fillRect(image.rect(), QBrush(gradient))
            p.end()
            self._baize = image
        painter.fillRect(rect, QColor(looks.TABLE).darker(140))
        scene_rect = self.sceneRect()
        side = max(scene_rect.width(), scene_rect.height()) * 2.25
        target = QRectF(0, 0, side, side)
        target.moveCenter(scene_rect.center())
        painter.drawImage(target, self._baize)

    # -- turning the board over -----------------------------------------------------------------

    @property
    def flipping(self) -> bool:
        return self._animation is not None

    def flip(self, swap: Callable[[], None], animate: bool = True) -> None:
        """Turn the board over: squeeze it to an edge, call ``swap`` there, open it again.

        Only the board turns (the scene squeezes it); the trays stay on the table.
        """
        if self._animation is not None:
            return
        # A cell's or port's tooltip speaks of the side going away: it would stay over the other one (QA).
        QToolTip.hideText()
        if not animate:
            swap()
            return
        self._swap = swap
        animation = QVariantAnimation(self)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setDuration(FLIP_MS)
        animation.setEasingCurve(QEasingCurve.Type.InOutSine)
        animation.valueChanged.connect(self._on_flip_value)
        animation.finished.connect(self._on_flip_done)
        self._animation = animation
        animation.start()

    def _on_flip_value(self, value: object) -> None:
        t = float(value)  # type: ignore[arg-type]
        if t >= 0.5 and self._swap is not None:
            swap, self._swap = self._swap, None
            swap()
        self.board_scene.squeeze_board(abs(math.cos(math.pi * t)))

    def _on_flip_done(self) -> None:
        if self._swap is not None:
            swap, self._swap = self._swap, None
            swap()
        self.board_scene.squeeze_board(1.0)
        # Gone with its turn: kept as the view's child, every turn of the evening added one for good.
        animation, self._animation = self._animation, None
        if animation is not None:
            animation.deleteLater()
        self.place_trays()  # a resize during the animation was not acted on
