"""Boards: cells, ports and the geometry shared by both sides of the box.

Terms used throughout the model:

cell
    A square (orthogonal side) or hexagon (hexagonal side) of the grid,
    identified by an index ``0 .. board.cell_count - 1`` in reading order
    and named by row letter and position from the left (``A1``).
heading
    A direction a ray travels in, an index into the board's directions,
    counted anticlockwise from east (``E, N, W, S`` or ``E, NE, NW, W, SW, SE``).
port
    A numbered entry point on the rim, ``1 .. board.port_count``, numbered
    anticlockwise from the top of the left side as on the wooden boards.
    Port ``n`` is "entry cell -> heading": the ray enters that cell heading
    that way.

Geometry is given in *board units*: a cell is one unit across (square side,
or hexagon width between flat sides).  The window and the printed sheets
scale these numbers; no screen code recomputes geometry.

>>> from blackbox_desktop.model.board import parse_board
>>> board = parse_board("ortho-8x8")
>>> board.cell_name(0), board.port_count
('A1', 32)
>>> board.port_entry(24)
('A8', 'W')
"""

from __future__ import annotations

import string
from abc import ABC, abstractmethod
from functools import cached_property
from typing import TYPE_CHECKING

from .errors import BoardSpecError, CellError, PortError, quoted

if TYPE_CHECKING:
    from .tracer import Tracer

Cell = int
"""Index of a cell, ``0 .. cell_count - 1`` in reading order."""

Port = int
"""Port number as printed on the board, ``1 .. port_count``."""

Point = tuple[float, float]

ROW_LETTERS = string.ascii_uppercase

SIDES = ("ortho", "hex")
"""The two sides of the board, as :attr:`Board.kind` names them: square first, as the box opens."""


class Board(ABC):
    """A board of either side.  Instances are immutable values.

    Subclasses fill the tables in ``__init__``; everything here is shared.
    """

    kind: str
    """``"ortho"`` or ``"hex"``."""
    spec: str
    """Text form, e.g. ``"ortho-8x8"`` or ``"hex-5"``."""
    heading_names: tuple[str, ...]

    def __init__(self) -> None:
        self._names: list[str] = []
        self._index: dict[str, Cell] = {}
        # _neighbours[cell][heading] -> cell or -1 when off the board
        self._neighbours: list[tuple[Cell, ...]] = []
        # _ports[port - 1] = (entry cell, heading)
        self._ports: list[tuple[Cell, int]] = []
        # (border cell, outward heading) -> the port on that edge
        self._port_of_edge: dict[tuple[Cell, int], Port] = {}
        self._centres: list[Point] = []
        self._row_of: list[int] = []

    # -- identity -----------------------------------------------------------

    def __repr__(self) -> str:
        return f"parse_board({self.spec!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and other.spec == self.spec

    def __hash__(self) -> int:
        return hash(self.spec)

    def __reduce__(self) -> tuple[object, tuple[str]]:
        return (parse_board, (self.spec,))

    # -- cells --------------------------------------------------------------

    @property
    def cell_count(self) -> int:
        return len(self._names)

    @property
    def cells(self) -> range:
        return range(len(self._names))

    @property
    def heading_count(self) -> int:
        return len(self.heading_names)

    def cell_name(self, cell: Cell) -> str:
        return self._names[cell]

    def cell_index(self, name: str) -> Cell:
        """The cell called ``name`` (case and surrounding spaces ignored)."""
        key = name.strip().upper()
        try:
            return self._index[key]
        except KeyError:
            raise CellError(f"There is no cell {quoted(name)} on the {self.title} board.") from None

    def cells_from_names(self, names: object) -> frozenset[Cell]:
        """Parse a list of cell names, refusing repeats and strangers."""
        if isinstance(names, str):
            names = [part for part in names.replace(";", ",").split(",") if part.strip()]
        if not isinstance(names, (list, tuple, set, frozenset)):
            raise CellError("The atoms must be given as a list of cell names such as C4.")
        cells: set[Cell] = set()
        for name in names:
            if not isinstance(name, str):
                raise CellError("The atoms must be given as a list of cell names such as C4.")
            cell = self.cell_index(name)
            if cell in cells:
                raise CellError(f"Cell {self.cell_name(cell)} is named twice.")
            cells.add(cell)
        return frozenset(cells)

    def names(self, cells: object) -> list[str]:
        """Cell names in reading order."""
        return [self._names[c] for c in sorted(cells)]  # type: ignore[call-overload]

    def row_of(self, cell: Cell) -> int:
        return self._row_of[cell]

    def neighbour(self, cell: Cell, heading: int) -> Cell:
        """The next cell from ``cell`` towards ``heading``, or -1 off the board."""
        return self._neighbours[cell][heading % self.heading_count]

    def neighbours(self, cell: Cell) -> list[Cell]:
        """Cells sharing an edge with ``cell``."""
        return [n for n in self._neighbours[cell] if n >= 0]

    # -- ports --------------------------------------------------------------

    @property
    def port_count(self) -> int:
        return len(self._ports)

    @property
    def ports(self) -> range:
        return range(1, len(self._ports) + 1)

    def check_port(self, port: object) -> Port:
        if isinstance(port, bool) or not isinstance(port, int) or not 1 <= port <= self.port_count:
            raise PortError(f"Port {quoted(port)} is not on the {self.title} board (ports 1 to {self.port_count}).")
        return port

    def port_entry_cell(self, port: Port) -> Cell:
        return self._ports[port - 1][0]

    def port_heading(self, port: Port) -> int:
        """The heading of a ray fired in at ``port``."""
        return self._ports[port - 1][1]

    def port_entry(self, port: Port) -> tuple[str, str]:
        """``(cell name, heading name)`` as written in RULES.md."""
        cell, heading = self._ports[port - 1]
        return self._names[cell], self.heading_names[heading]

    def exit_port(self, cell: Cell, heading: int) -> Port:
        """The port a ray leaves by when it steps off ``cell`` heading ``heading``."""
        return self._port_of_edge[(cell, heading % self.heading_count)]

    # -- geometry (board units) ----------------------------------------------

    def cell_centre(self, cell: Cell) -> Point:
        return self._centres[cell]

    @abstractmethod
    def heading_vector(self, heading: int) -> Point:
        """Unit vector of a heading, y pointing down the screen."""

    @abstractmethod
    def cell_outline(self, cell: Cell) -> list[Point]:
        """Corners of the cell, clockwise on screen."""

    def port_position(self, port: Port) -> Point:
        """Centre of the imaginary cell just outside the port (where its marker sits)."""
        cell, heading = self._ports[port - 1]
        x, y = self._centres[cell]
        dx, dy = self.heading_vector(heading)
        return (x - dx, y - dy)

    def port_edge_midpoint(self, port: Port) -> Point:
        """Middle of the rim edge the ray crosses when it enters at ``port``."""
        cell, heading = self._ports[port - 1]
        x, y = self._centres[cell]
        dx, dy = self.heading_vector(heading)
        return (x - dx / 2, y - dy / 2)

    def bounds(self, margin: float = 1.0) -> tuple[float, float, float, float]:
        """``(left, top, right, bottom)`` of the cells plus ``margin`` units for the ports."""
        xs = [x for c in self.cells for x, _ in self.cell_outline(c)]
        ys = [y for c in self.cells for _, y in self.cell_outline(c)]
        return (min(xs) - margin, min(ys) - margin, max(xs) + margin, max(ys) + margin)

    # -- what a ray looks at ---------------------------------------------------

    turns_in_place: bool
    """True on the square side: after a turn the ray looks again before moving.
    On the hexagonal side a turn is always followed by a move (RULES.md §2)."""

    @abstractmethod
    def look(self, cell: Cell, heading: int) -> tuple[Cell, Cell, Cell]:
        """The cells a ray in ``cell`` heading ``heading`` looks at:
        ``(ahead, ahead-left, ahead-right)``, -1 for a cell off the board."""

    @abstractmethod
    def look_from_outside(self, port: Port) -> tuple[Cell, Cell, Cell]:
        """The same three cells for a ray standing just outside ``port``."""

    # -- descriptions ---------------------------------------------------------

    @property
    @abstractmethod
    def title(self) -> str:
        """How a player names this board: "8×8", "hexagonal (side 5)"."""

    @property
    @abstractmethod
    def default_atom_counts(self) -> tuple[int, ...]:
        """The atom counts the editions use on this side (first is the default)."""

    @cached_property
    def tracer(self) -> Tracer:
        from .tracer import Tracer

        return Tracer(self)

    # -- shared helpers for subclasses ----------------------------------------

    def _add_cell(self, name: str, centre: Point, row: int) -> None:
        self._index[name] = len(self._names)
        self._names.append(name)
        self._centres.append(centre)
        self._row_of.append(row)

    def _add_port(self, cell: Cell, heading: int) -> None:
        self._ports.append((cell, heading))
        back = (heading + self.heading_count // 2) % self.heading_count
        self._port_of_edge[(cell, back)] = len(self._ports)


def parse_board(spec: object) -> Board:
    """The board described by ``spec``: ``ortho-ROWSxCOLS``, ``hex-SIDE``, ``ortho`` or ``hex``.

    >>> parse_board("hex-5").cell_count
    61
    >>> parse_board("ortho-3x9").port_count
    24
    """
    from .hexboard import HexBoard
    from .ortho import OrthoBoard

    if not isinstance(spec, str):
        raise BoardSpecError("The board must be written like ortho-8x8 or hex-5.")
    text = spec.strip().lower()
    if text in ("ortho", "orthogonal", "square"):
        return OrthoBoard.of(8, 8)
    if text in ("hex", "hexagonal"):
        return HexBoard.of(5)
    kind, _, size = text.partition("-")
    try:
        if kind == "ortho":
            rows_text, sep, cols_text = size.partition("x")
            if not sep:
                raise ValueError
            return OrthoBoard.of(_small_int(rows_text), _small_int(cols_text))
        if kind == "hex":
            return HexBoard.of(_small_int(size))
    except ValueError as error:
        if isinstance(error, BoardSpecError):
            raise
    raise BoardSpecError(f"{quoted(spec)} is not a board; write it like ortho-8x8 or hex-5.")


def _small_int(text: str) -> int:
    text = text.strip()
    if not text.isdecimal() or len(text) > 3:
        raise ValueError(text)
    return int(text)
