"""The assistant's overlay: how likely each cell is to hide an atom, and the suggested port.

Items paint what the assistant computed; they never count anything.  A cell
proved empty shows a small dot, a cell proved full a ring; the others are
tinted by their probability (colour is not the only cue: the tooltip gives
the figure in words).
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from ..assistant.numbers import percent

HEAT = "#e0452b"
EMPTY_MARK = "#4fb0dc"
FULL_MARK = "#b0001c"
HINT_RING = "#d66bff"
Z_HEAT = 11
"""Above the (invisible) cells, below balls (20), ports (15) and markers."""
Z_HINT = 16


class Proof(Enum):
    """What the rays say about one cell."""

    OPEN = "open"
    EMPTY = "empty"
    FULL = "full"


def _tr(text: str) -> str:
    return QCoreApplication.translate("HeatMap", text)


class HeatCellItem(QGraphicsItem):
    """One cell's tint, dot or ring, with its probability as a tooltip."""

    def __init__(self, cell: int, name: str, polygon: QPolygonF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.cell = cell
        self.name = name
        self.polygon = polygon
        self.probability = 0.0
        self.proof = Proof.OPEN
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_HEAT)

    def set_value(self, probability: float, proof: Proof) -> None:
        self.probability = probability
        self.proof = proof
        if proof is Proof.EMPTY:
            tip = _tr("{cell}: proved empty").format(cell=self.name)
        elif proof is Proof.FULL:
            tip = _tr("{cell}: proved to hold an atom").format(cell=self.name)
        else:
            tip = _tr("{cell}: atom here in {percent} of the arrangements that fit").format(
                cell=self.name, percent=percent(probability)
            )
        self.setToolTip(tip)
        self.update()

    def figure(self) -> str:
        """What the tint, dot or ring says, in words, without the cell's name (for the keyboard cursor).

        Every sentence of the tooltip is "{cell}: …" (in French "{cell} : …"): the words after the colon.
        """
        return self.toolTip().split(": ", 1)[-1]

    def boundingRect(self) -> QRectF:
        return self.polygon.boundingRect()

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addPolygon(self.polygon)
        path.closeSubpath()
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        box = self.polygon.boundingRect()
        centre = box.center()
        size = min(box.width(), box.height())
        if self.proof is Proof.EMPTY:
            # Light and ringed in white: it must stand out on the cell's dark hole, which it covers.
            painter.setPen(QPen(QColor("#ffffff"), size * 0.03))
            painter.setBrush(QColor(EMPTY_MARK))
            painter.drawEllipse(centre, size * 0.1, size * 0.1)
            return
        tint = QColor(HEAT)
        # A square root spreads the small probabilities apart, where most cells are.
        tint.setAlpha(int(20 + 215 * max(0.0, min(1.0, self.probability)) ** 0.5))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tint)
        painter.drawPolygon(self.polygon)
        if self.proof is Proof.FULL:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(QColor(FULL_MARK), size * 0.08))
            painter.drawEllipse(centre, size * 0.3, size * 0.3)


class HeatMapItem(QGraphicsItem):
    """The overlay over every cell: draws nothing itself, its cells do."""

    def __init__(self, cells: list[tuple[int, str, QPolygonF]], parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_HEAT)
        self.cells = {cell: HeatCellItem(cell, name, polygon, self) for cell, name, polygon in cells}

    def show_values(self, probabilities: tuple[float, ...], empty: frozenset[int], full: frozenset[int]) -> None:
        for cell, item in self.cells.items():
            proof = Proof.EMPTY if cell in empty else Proof.FULL if cell in full else Proof.OPEN
            item.set_value(probabilities[cell], proof)

    def proof(self, cell: int) -> Proof:
        return self.cells[cell].proof

    def figure(self, cell: int) -> str | None:
        """The cell's figure in words once counted (None while the map is hidden)."""
        item = self.cells.get(cell)
        return item.figure() if item is not None and self.isVisible() and item.toolTip() else None

    def boundingRect(self) -> QRectF:
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pass


class HintPortItem(QGraphicsItem):
    """A violet dashed ring around the port the assistant suggests (not to be taken for the keyboard cursor).

    ``name`` is the port as the rim names it ("12", or "D gauche" with the French names).
    """

    def __init__(
        self, port: int, centre: QPointF, radius: float, parent: QGraphicsItem | None = None, name: str = ""
    ) -> None:
        super().__init__(parent)
        self.port = port
        self.centre = centre
        self.radius = radius
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_HINT)
        self.setToolTip(_tr("The assistant suggests firing at port {port}").format(port=name or port))

    def boundingRect(self) -> QRectF:
        r = self.radius * 1.8
        return QRectF(self.centre.x() - r, self.centre.y() - r, 2 * r, 2 * r)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(HINT_RING)
        glow = QColor(colour)
        glow.setAlpha(60)
        painter.setBrush(glow)
        # Close round the token: the port's number stands just outside it and must stay readable.
        # Violet and dashed: never taken for the keyboard cursor's black ring dashed with white on the same port.
        pen = QPen(colour, self.radius * 0.22, Qt.PenStyle.DashLine)
        pen.setDashPattern([2.0, 1.2])
        painter.setPen(pen)
        painter.drawEllipse(self.centre, self.radius * 1.28, self.radius * 1.28)
