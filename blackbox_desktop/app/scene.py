"""The scene: maps snapshots to items, and pointer and keys to cells and ports.

It never changes the game.  A click or a drop becomes an intent signal
(``portClicked``, ``cellClicked``, ``cellMarked``, ``ballDropped``, ``tokenDropped``) that the
window passes to the controller, which decides on the move.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPen, QTransform
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
)

from .. import looks
from ..looks import EditionLook, look_for
from ..model.board import Board, Point, Port
from ..model.editions import FRANJOS
from ..model.markers import Marker, MarkerKind, pair_choices
from ..model.outcome import Outcome
from ..model.port_names import NUMBERS, port_label
from .cursor import Column, rim_step, step
from .items import AtomItem, BallItem, BoardItem, CellItem, MarkerItem, PortItem, RayPathItem, TrayItem
from .items.ball import Mark
from .items.cell_names import CellNamesItem
from .items.differs import HEX_BADGE, HEX_REACH, HEX_TURN, SQUARE_BADGE, DiffersItem
from .items.empty_mark import EmptyMarkItem
from .items.setter_atom import SetterAtomItem
from .layout import UNIT, BoardLayout
from .model_texts import announce
from .snapshot import Reveal, Snapshot

_Piece = TypeVar("_Piece", bound=QGraphicsItem)

RAY_COLOURS = ("#ff5c8a", "#5cd1ff", "#ffd45c", "#9dff5c", "#c77dff", "#ff9f43")


@dataclass(frozen=True, slots=True)
class Target:
    """A place on the board the keyboard cursor can stand on."""

    kind: str
    """``"cell"`` or ``"port"``."""
    index: int


class BoardScene(QGraphicsScene):
    portClicked = Signal(int)
    cellClicked = Signal(int)
    cellMarked = Signal(int)
    """A right-click on a cell (or X on it from the keyboard): mark it surely empty, or take the mark off."""
    ballDropped = Signal(int, int)
    """(source cell or -1 for the tray, target cell or -1 for the tray)."""
    tokenDropped = Signal(object, int, int)
    """(marker or None, source port or 0 for the tray, target port or 0 for off the board)."""
    hint = Signal(str)
    rebuilt = Signal()
    """The board was drawn again (trays moved, port names changed): whatever hung on it is gone."""

    def __init__(self) -> None:
        super().__init__()
        self.setBackgroundBrush(QColor(looks.TABLE))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.layout: BoardLayout | None = None
        self.snapshot: Snapshot | None = None
        self.look: EditionLook = look_for(FRANJOS)
        self.board_item: BoardItem | None = None
        self.table_top: QGraphicsRectItem | None = None
        self._said = ""
        """What was last said of the keyboard cursor's place."""
        self._column = Column()
        self.cell_note: Callable[[int], str | None] | None = None
        """A feature's words about a cell, said with it under the keyboard cursor (the assistant's figure)."""
        self.ball_lands: Callable[[int, int], bool] | None = None
        """Whether a ball dropped from one cell (-1: the tray) on another stays there: the drop light asks."""
        self.token_lands: Callable[[Marker | None, Port, Port], bool] | None = None
        """The same for a token, from one port (0: the tray) to another."""
        self.cell_names = False
        """Each cell's name is written on it (View → Cell names)."""
        self.names_item: CellNamesItem | None = None
        self.cells: dict[int, CellItem] = {}
        self.ports: dict[int, PortItem] = {}
        self.ball_tray: TrayItem | None = None
        self.token_tray: TrayItem | None = None
        self.balls: dict[int, BallItem] = {}
        self.tray_balls: list[BallItem] = []
        self.markers: dict[int, MarkerItem] = {}
        self.tray_tokens: list[MarkerItem] = []
        self.atoms: dict[int, AtomItem] = {}
        self.empty_marks: dict[int, EmptyMarkItem] = {}
        self.setter_atoms: dict[int, SetterAtomItem] = {}
        self.rays: dict[int, RayPathItem] = {}
        self.differs: dict[int, DiffersItem] = {}
        """After the reveal, the ports (both ends of a ray) whose ray her balls answer otherwise, marked ≠."""
        self._ray_data: dict[int, tuple[list[Point], int | None]] = {}
        self._lifted: QGraphicsItem | None = None
        """The piece a drag lifted off its place (floating, bigger): never kept as it is by the next sync."""
        self._port_words: dict[Port, tuple[object, str]] = {}
        """What each port's words were worked out from, and its tooltip: worked out again when that changes."""
        self._cell_words: dict[int, object] = {}
        """The same for the cells: what lay on each when its words were written."""
        self._generation = 0
        self._press: QGraphicsItem | None = None
        self._pointer: QPointF | None = None
        """Where the mouse last moved over the board, while it moved after the keyboard cursor did (X there)."""
        self._press_pos = QPointF()
        self._press_screen = QPointF()
        self._dragging = False
        self._drag_offset = QPointF()
        self._drop_highlight: QGraphicsItem | None = None
        self._carried: int | None = None
        """The cell whose ball the keyboard carries (M): it follows the cursor until Enter puts it down."""
        self.focus_target: Target | None = None
        self.label_style = NUMBERS
        """How the rim names ports: ``numbers`` or ``french`` (see :func:`set_label_style`)."""
        self.trays_below = False
        """The trays stand under the board: chosen from the view's shape when a board is built, and by the
        view when it is resized (:meth:`BoardView.place_trays`)."""

    # -- building ------------------------------------------------------------------------------

    def _build_board(self, board: Board, atom_count: int) -> None:
        # A drag under way lights a cell or a tray: it is put out while its items still exist.
        self._cancel_drag()
        self.clear()
        self.cells.clear()
        self.ports.clear()
        self._lifted = None
        self._forget_pieces()
        self._port_words.clear()
        self._cell_words.clear()
        self._ray_data.clear()
        self._column = Column()  # a column of the board that is gone
        if self.focus_target is not None:
            self.focus_target = None
            self._say("")  # what was said of the cursor's place is about a board that is gone
        layout = BoardLayout(board, atom_count, self.label_style, self.trays_below)
        views = self.views()
        if views:  # a new board may have another shape: where do its trays go in this view?
            shape = views[0].viewport().size()
            self.trays_below = layout.trays_fit_below(shape.width(), shape.height())
            if layout.trays_below != self.trays_below:
                layout.set_trays_below(self.trays_below)
        self.layout = layout
        # Everything on the board hangs from one invisible parent, so that the
        # board (and only the board) can be squeezed when it is turned over.
        self.table_top = QGraphicsRectItem(layout.plank)
        self.table_top.setPen(QPen(Qt.PenStyle.NoPen))
        self.table_top.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)
        self.table_top.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.addItem(self.table_top)
        self.board_item = BoardItem(layout)
        self.board_item.setParentItem(self.table_top)
        for cell in board.cells:
            item = CellItem(cell, layout.cell_polygon(cell))
            self.cells[cell] = item
            item.setParentItem(self.table_top)
        self.names_item = None
        if self.cell_names:
            self._add_cell_names()
        for port in board.ports:
            port_item = PortItem(port, layout.token_centre(port), layout.label_centre(port), layout.token_radius)
            self.ports[port] = port_item
            port_item.setParentItem(self.table_top)
        self.ball_tray = TrayItem("balls", layout.ball_tray, self.tr("Balls"))
        self.token_tray = TrayItem("tokens", layout.token_tray, self.tr("Markers"))
        self.addItem(self.ball_tray)
        self.addItem(self.token_tray)
        self.setSceneRect(layout.scene_rect)

    def set_trays_below(self, below: bool) -> None:
        """Put the trays under the board (a tall view) or beside it; redraws the board."""
        if below != self.trays_below:
            self.trays_below = below
            self._rebuild()

    def set_cell_names(self, shown: bool) -> None:
        """Write each cell's name on it (View → Cell names), or take the names away."""
        if shown == self.cell_names:
            return
        self.cell_names = shown
        if self.layout is None:
            return
        if shown:
            self._add_cell_names()
        elif self.names_item is not None:
            self.removeItem(self.names_item)
            self.names_item = None

    def _add_cell_names(self) -> None:
        layout = self.layout
        assert layout is not None and self.table_top is not None
        board = layout.board
        names = [(board.cell_name(cell), layout.cell_centre(cell)) for cell in board.cells]
        self.names_item = CellNamesItem(names, UNIT)
        self.names_item.setParentItem(self.table_top)

    def set_label_style(self, style: str) -> None:
        """Name the rim's ports by number or the French way ("D gauche"); redraws the board."""
        if style != self.label_style:
            self.label_style = style
            self._rebuild()

    def _rebuild(self) -> None:
        """Draw the board on the table again, with the pieces (and the keyboard cursor) where they were."""
        if self.snapshot is not None and self.layout is not None:
            cursor, shown, paths = self.focus_target, self._cursor_shown(), dict(self._ray_data)
            self._build_board(self.snapshot.board, self.snapshot.position.atom_count)
            self._ray_data.update(paths)  # the rays she asked to see after the reveal stay in sight
            self._sync_pieces()
            if cursor is not None and shown:
                self.set_focus_target(cursor)
            elif cursor is not None:
                self.focus_target = cursor  # kept for when the board has the keys again, unshown meanwhile
            self.rebuilt.emit()

    def set_snapshot(self, snapshot: Snapshot) -> None:
        """Show ``snapshot``: rebuild the board if it changed, then the pieces."""
        old = self.snapshot
        if (
            old is None
            or self.layout is None
            or old.board != snapshot.board
            or old.position.atom_count != snapshot.position.atom_count
        ):
            self._build_board(snapshot.board, snapshot.position.atom_count)
        # The paths she asked to see stay while the same atoms are revealed (another scoring, an undone
        # setter error); another game, even on the same board, has paths of its own.
        same_atoms = (
            old is not None
            and old.reveal is not None
            and snapshot.reveal is not None
            and old.board == snapshot.board
            and old.reveal.atoms == snapshot.reveal.atoms
        )
        if not same_atoms:
            self._ray_data.clear()
        self.snapshot = snapshot
        self.look = look_for(snapshot.rules.edition)
        self._generation += 1
        self._cancel_drag()
        self._sync_pieces()

    def _forget_pieces(self) -> None:
        """Drop the maps of the pieces shown (their items went with the scene)."""
        self.balls.clear()
        self.tray_balls = []
        self.markers.clear()
        self.tray_tokens = []
        self.atoms.clear()
        self.empty_marks.clear()
        self.setter_atoms.clear()
        self.rays.clear()
        self.differs.clear()

    def _sync_pieces(self) -> None:
        """Bring the pieces on the board to the snapshot's, with the words every place says of itself.

        Only what changed is touched: a piece still on its place and looking the same keeps its item, so a
        move on a big board changes a ball or a token, not the hundred pieces around it (which were all made
        anew at each move, losing Qt's picture of each).  The piece a drag lifted is always put back new."""
        snapshot = self.snapshot
        layout = self.layout
        assert snapshot is not None and layout is not None
        lifted, self._lifted = self._lifted, None
        if lifted is not None:
            self._drop_item(lifted)
            for pieces in (self.balls, self.markers):
                for key in [key for key, item in pieces.items() if item is lifted]:
                    del pieces[key]
            self.tray_balls = [item for item in self.tray_balls if item is not lifted]
            self.tray_tokens = [item for item in self.tray_tokens if item is not lifted]
        pos = snapshot.position
        self._sync_map(
            self.empty_marks,
            sorted(pos.empty_marks),
            lambda cell, _item: True,
            lambda cell: self._new_empty_mark(layout, cell),
        )
        self._place_balls(snapshot, layout)
        self._sync_map(
            self.setter_atoms,
            sorted(snapshot.watched_atoms),
            lambda cell, _item: True,
            lambda cell: self._new_setter_atom(snapshot, layout, cell),
        )
        reveal = snapshot.reveal
        self._place_atoms(snapshot, layout, reveal)
        for cell, cross in self.empty_marks.items():
            # Her cross stays in sight over the atom it ruled out: the note that misled her (QA: it was hidden
            # under the atom).
            atom = self.atoms.get(cell)
            cross.setZValue(atom.zValue() + 1 if atom is not None else EmptyMarkItem.Z)
        self._place_port_tokens(snapshot, layout)
        self._place_tray_tokens(snapshot, layout)
        for port in [port for port in self.rays if port not in self._ray_data]:
            self._drop_item(self.rays.pop(port))
        for port, (points, end) in self._ray_data.items():
            if port not in self.rays:
                self._add_ray(port, points, end)
        if self.ball_tray is not None:
            self.ball_tray.set_title(self.tr("Balls: {n}").format(n=snapshot.position.balls_left))
        self._tip_cells(snapshot)
        self.say_cursor_again()

    def _sync_map(
        self,
        shown: dict[int, _Piece],
        wanted: Sequence[int],
        same: Callable[[int, _Piece], bool],
        make: Callable[[int], _Piece],
    ) -> None:
        """Make ``shown`` hold an item for each key of ``wanted``: an item kept where ``same`` says it still
        shows that key's piece, a new one (``make``) elsewhere; the items of keys no longer wanted go."""
        keys = set(wanted)
        for key in [key for key, item in shown.items() if key not in keys or not same(key, item)]:
            self._drop_item(shown.pop(key))
        for key in wanted:
            if key not in shown:
                shown[key] = make(key)

    def _sync_list(
        self,
        shown: list[_Piece],
        wanted: int,
        same: Callable[[int, _Piece], bool],
        make: Callable[[int], _Piece],
        slot: Callable[[int], QPointF],
    ) -> list[_Piece]:
        """The same for the pieces in a tray, in its slots one after the other: the ``wanted`` items now shown
        (one taken out, those after it move up a slot)."""
        kept: list[_Piece] = []
        for index in range(wanted):
            item = shown[index] if index < len(shown) else None
            if item is None or not same(index, item):
                if item is not None:
                    self._drop_item(item)
                item = make(index)
            item.setPos(slot(index))
            kept.append(item)
        for item in shown[wanted:]:
            self._drop_item(item)
        return kept

    def _new_empty_mark(self, layout: BoardLayout, cell: int) -> EmptyMarkItem:
        mark = EmptyMarkItem(layout.ball_radius, cell)
        mark.setPos(layout.cell_centre(cell))
        self._add(mark, on_board=True)
        return mark

    def _new_setter_atom(self, snapshot: Snapshot, layout: BoardLayout, cell: int) -> SetterAtomItem:
        atom = SetterAtomItem(layout.ball_radius, cell)
        atom.setPos(layout.cell_centre(cell))
        atom.setToolTip(
            self.tr("Your atom on {cell}: the computer cannot see it").format(cell=snapshot.board.cell_name(cell))
        )
        self._add(atom, on_board=True)
        return atom

    def _place_balls(self, snapshot: Snapshot, layout: BoardLayout) -> None:
        """Her balls on their cells (marked right or wrong after the reveal), the rest in the tray."""
        pos = snapshot.position
        board = pos.board
        look = self.look
        reveal = snapshot.reveal

        def same(_key: int, item: BallItem) -> bool:
            return item.light == look.ball_light and item.dark == look.ball_dark

        def make(cell: int) -> BallItem:
            ball = BallItem(layout.ball_radius, look.ball_light, look.ball_dark, cell)
            ball.setPos(layout.cell_centre(cell) if cell >= 0 else layout.ball_slots[0])
            self._add(ball, on_board=cell >= 0)
            return ball

        self._sync_map(self.balls, sorted(pos.balls), same, make)
        for cell, ball in self.balls.items():
            if reveal is not None:
                accepted = reveal.verdict.accepted
                if cell in reveal.atoms:
                    ball.set_mark(Mark.CORRECT)
                else:
                    ball.set_mark(Mark.ACCEPTED if accepted else Mark.WRONG)
                # What its tick or cross says, as the cell under it says it to the keyboard (QA: the mouse, which
                # meets the ball first, heard only "Your ball on B7", right or wrong).
                tip = self._revealed_words(board.cell_name(cell), True, cell in reveal.atoms, accepted)
            else:
                ball.set_mark(Mark.NONE)
                if pos.finished:
                    tip = self.tr("Your ball on {cell}").format(cell=board.cell_name(cell))
                else:
                    tip = self.tr(
                        "Ball on {cell}: drag it to another cell or back to the tray; click to take it back."
                    ).format(cell=board.cell_name(cell))
            _set_tip(ball, tip)

        self.tray_balls = self._sync_list(
            self.tray_balls, pos.balls_left, same, lambda _index: make(-1), lambda index: layout.ball_slots[index]
        )
        tip = "" if pos.finished else self.tr("Drag this ball onto the cell where you think an atom is hidden.")
        for tray_ball in self.tray_balls:
            _set_tip(tray_ball, tip)

    def _place_atoms(self, snapshot: Snapshot, layout: BoardLayout, reveal: Reveal | None) -> None:
        """The hidden atoms, once revealed: a missed one marked as such."""
        pos = snapshot.position

        def mark_of(cell: int) -> Mark:
            assert reveal is not None
            return Mark.NONE if cell in pos.balls else Mark.ACCEPTED if reveal.verdict.accepted else Mark.WRONG

        def make(cell: int) -> AtomItem:
            atom = AtomItem(layout.ball_radius * 0.78, cell, mark_of(cell))
            atom.setPos(layout.cell_centre(cell))
            self._add(atom, on_board=True)
            return atom

        self._sync_map(
            self.atoms,
            sorted(reveal.atoms) if reveal is not None else [],
            lambda cell, item: item.mark is mark_of(cell),
            make,
        )
        for cell, atom in self.atoms.items():
            if atom.mark is Mark.NONE:
                words = self.tr("Atom on {cell}")
            elif cell in pos.empty_marks:
                words = self.tr("Atom on {cell}: missed; you had crossed the cell out as empty")
            else:
                words = self.tr("Atom on {cell}: missed")
            _set_tip(atom, words.format(cell=pos.board.cell_name(cell)))

    def _place_port_tokens(self, snapshot: Snapshot, layout: BoardLayout) -> None:
        """The tokens on the rim, and what each port says: its answer, how to fire there, what is wrong.

        A port's words are worked out again only when something they tell of changed there."""
        pos = snapshot.position
        board = pos.board
        look = self.look
        rules = snapshot.rules
        known = pos.known_answers()
        waiting = pos.pairs_awaiting_partner() if rules.markers_by_hand else {}
        # After the reveal: what her balls answer at each end of a ray they answer otherwise.
        with_balls = dict(end for ray in snapshot.reveal.differing for end in ray.ends) if snapshot.reveal else {}
        laid = {port: marker for port in board.ports if (marker := pos.marker_at(port)) is not None}

        def make(port: int) -> MarkerItem:
            marker = laid[port]
            token = MarkerItem(marker, look.token(marker), layout.token_radius, port)
            token.setPos(layout.token_centre(port))
            self._add(token, on_board=True)
            return token

        self._sync_map(
            self.markers,
            sorted(laid),
            lambda port, item: item.marker == laid[port] and item.look == look.token(laid[port]),
            make,
        )
        self._sync_map(
            self.differs, sorted(with_balls), lambda _port, _item: True, lambda port: self._mark_differs(layout, port)
        )
        for port in board.ports:
            marker = laid.get(port)
            port_item = self.ports[port]
            mistake = port in snapshot.marker_mistakes
            key = (
                marker,
                known.get(port),
                pos.finished,
                rules.edition,
                rules.markers_by_hand,
                waiting.get(port),
                mistake,
                snapshot.corrections.get(port),
                with_balls.get(port),
            )
            if self._port_words.get(port, (None,))[0] != key:
                tip, said = self._words_of_port(snapshot, layout, port, marker, known, waiting, with_balls)
                self._port_words[port] = (key, tip)
                port_item.setToolTip(tip)
                port_item.spoken = said
                port_item.set_state(mistake=mistake or port in snapshot.corrections)
            tip = self._port_words[port][1]
            if marker is not None:
                _set_tip(self.markers[port], tip)
            if port in self.differs:
                _set_tip(self.differs[port], tip)

    def _words_of_port(
        self,
        snapshot: Snapshot,
        layout: BoardLayout,
        port: Port,
        marker: Marker | None,
        known: Mapping[Port, Outcome],
        waiting: Mapping[Port, Port],
        with_balls: Mapping[Port, Outcome],
    ) -> tuple[str, str]:
        """What ``port`` says to the mouse (its tooltip) and to the keyboard cursor."""
        pos = snapshot.position
        board = pos.board
        finished = pos.finished
        edition = snapshot.rules.edition
        if port in known:
            exit_port = known[port].port
            exit_name = None if exit_port is None else port_label(board, exit_port, self.label_style)
            answer = announce(edition, known[port], exit_name)  # "out at 32", not "out at Port 32"
            tip = said = self.tr("{port}: {answer}").format(port=layout.port_name(port), answer=answer)
            if finished:
                tip += self.tr(". Click to see the ray's path.")
                said += self.tr(". Press Enter to see the ray's path.")
        elif finished:
            tip = self.tr("{port}: click to see the ray's path.").format(port=layout.port_name(port))
            said = self.tr("{port}: press Enter to see the ray's path.").format(port=layout.port_name(port))
        elif board.kind == "hex":
            # Two or three holes share a rim cell, each firing its own way: the tooltip says which (a new
            # player could not tell what a ray at 53 or 54 did).
            way = {
                "port": layout.port_name(port),
                "way": self._way_in(board.heading_names[board.port_heading(port)]),
                "cell": board.cell_name(board.port_entry_cell(port)),
            }
            tip = self.tr("{port}: click to fire a ray here, {way} into {cell}.").format(**way)
            said = self.tr("{port}: press Enter to fire a ray here, {way} into {cell}.").format(**way)
        else:
            tip = self.tr("{port}: click to fire a ray here.").format(port=layout.port_name(port))
            said = self.tr("{port}: press Enter to fire a ray here.").format(port=layout.port_name(port))
        # The keyboard cursor says what its keys do there (``said``), the tooltip what a click does.
        notes = []
        if marker is not None and snapshot.rules.markers_by_hand:
            if (partner := waiting.get(port)) is not None:
                # The right token, only its other half is still to be laid: not "not the answer".
                words = self.tr("your token: {token}; its partner goes on {port}").format(
                    token=self._token_name(marker), port=port_label(board, partner, self.label_style)
                )
            else:
                words = self._token_words(marker, port in snapshot.marker_mistakes, used=port in known)
            notes.append(words)
        if (true := snapshot.corrections.get(port)) is not None:
            # A setter error: ringed like a wrong token, so the review can be seen on the board, not only read.
            true_exit = None if true.port is None else port_label(board, true.port, self.label_style)
            notes.append(
                self.tr("announced wrongly: the atoms give {answer}").format(answer=announce(edition, true, true_exit))
            )
        if (mine := with_balls.get(port)) is not None:
            mine_exit = None if mine.port is None else port_label(board, mine.port, self.label_style)
            notes.append(
                self.tr("with the balls placed this ray would give {answer}").format(
                    answer=announce(edition, mine, mine_exit)
                )
            )
        for note in notes:
            tip = tip.removesuffix(".") + " — " + note
            said = said.removesuffix(".") + " — " + note
        return tip, said

    def _mark_differs(self, layout: BoardLayout, port: Port) -> DiffersItem:
        """The red ring and "≠" on a port whose ray her balls answer otherwise.

        On the square side the badge stands diagonally beside the token, towards the board, in the wide gap
        between two tokens, as big as that gap leaves clear of the paths (on a 26×26 board, shrunk to fit the
        window, a smaller one was a blur).  On the hexagonal side the tokens of a row nearly touch and that gap
        is the next token's (port 43's badge read as 44's, QA): the badge sits on the token's own rim, turned
        from its number the same way round on every port, smaller, clear of that token, the numbers and the
        paths."""
        centre = layout.token_centre(port)
        outward = layout.label_centre(port) - centre
        length = math.hypot(outward.x(), outward.y()) or 1.0
        outward /= length
        along = QPointF(outward.y(), -outward.x())
        radius = layout.token_radius
        if layout.board.kind == "hex":
            badge_radius = radius * HEX_BADGE
            turn = math.radians(HEX_TURN)
            badge = (outward * math.cos(turn) + along * math.sin(turn)) * (radius * HEX_REACH)
        else:
            badge_radius = max(radius * SQUARE_BADGE, UNIT * 0.16)
            badge = (along - outward) * ((radius + badge_radius * 0.4) / math.sqrt(2))
        item = DiffersItem(port, radius, badge, badge_radius)
        item.setPos(centre)
        self._add(item, on_board=True)
        self.differs[port] = item
        return item

    def _place_tray_tokens(self, snapshot: Snapshot, layout: BoardLayout) -> None:
        """The tokens offered in the tray while the round is in play, as many as it has room for."""
        offered = [] if snapshot.position.finished else snapshot.tray_tokens[: layout.token_slots_available]
        look = self.look

        def make(index: int) -> MarkerItem:
            marker = offered[index]
            token = MarkerItem(marker, look.token(marker), layout.token_radius, 0)
            self._add(token)
            return token

        self.tray_tokens = self._sync_list(
            self.tray_tokens,
            len(offered),
            lambda index, item: item.marker == offered[index] and item.look == look.token(offered[index]),
            make,
            layout.token_slot,
        )
        for token in self.tray_tokens:
            if snapshot.rules.markers_by_hand:
                # Which token it is, as a player laying answers by hand asks (QA: the three shared one tooltip).
                name = self._token_name(token.marker)
                tip = self.tr("{token}: drag it to a port to record that answer.").format(
                    token=name[:1].upper() + name[1:]
                )
            else:
                tip = self.tr("Drag a token to a port to fire a ray there (or just click the port).")
            _set_tip(token, tip)

    def _tip_cells(self, snapshot: Snapshot) -> None:
        """What each cell says: what a click does there in play, what lay there after the reveal.

        A cell's words are worked out again only when what lies there changed."""
        pos = snapshot.position
        reveal = snapshot.reveal
        accepted = reveal is not None and reveal.verdict.accepted
        atoms = reveal.atoms if reveal is not None else frozenset()
        for cell, cell_item in self.cells.items():
            key = (
                reveal is not None,
                pos.finished,
                cell in pos.balls,
                cell in pos.empty_marks,
                cell in atoms,
                accepted,
            )
            if self._cell_words.get(cell) == key:
                continue
            self._cell_words[cell] = key
            name = pos.board.cell_name(cell)
            cell_item.spoken = ""  # the keyboard cursor says the tooltip, unless its keys do something else
            if reveal is not None:
                cell_item.setToolTip(
                    self._revealed_words(
                        name, cell in pos.balls, cell in reveal.atoms, reveal.verdict.accepted, cell in pos.empty_marks
                    )
                )
            elif pos.finished:
                cell_item.setToolTip(name)
            elif cell in pos.balls:
                cell_item.setToolTip(self.tr("{cell}: click to take the ball back").format(cell=name))
                cell_item.spoken = self.tr("{cell}: press Enter to take the ball back, M to move it").format(cell=name)
            elif cell in pos.empty_marks:
                cell_item.setToolTip(
                    self.tr("{cell}: marked empty; right-click to take the mark off, click to put a ball here").format(
                        cell=name
                    )
                )
                cell_item.spoken = self.tr(
                    "{cell}: marked empty; press X to take the mark off, Enter to put a ball here"
                ).format(cell=name)
            else:
                cell_item.setToolTip(
                    self.tr("{cell}: click to put a ball here, right-click to mark it empty").format(cell=name)
                )
                cell_item.spoken = self.tr("{cell}: press Enter to put a ball here, X to mark it empty").format(
                    cell=name
                )

    def _token_words(self, marker: Marker, wrong: bool, used: bool = True) -> str:
        """The token a player laid on a port, in words (with markers laid by hand, a wrong one is ringed).

        On a port no ray has used (``used`` False) a token records no answer: ringed, it is said why, never
        "not the answer", which would read as a verdict on a ray not fired."""
        token = self._token_name(marker)
        if wrong and not used:
            return self.tr("your token: {token}, but no ray has used this port").format(token=token)
        if wrong:
            return self.tr("your token: {token}, not the answer").format(token=token)
        return self.tr("your token: {token}").format(token=token)

    def _way_in(self, heading: str) -> str:
        """Which way a hexagonal port's ray goes in, from its heading's compass name."""
        ways = {
            "E": self.tr("rightwards"),
            "NE": self.tr("up to the right"),
            "NW": self.tr("up to the left"),
            "W": self.tr("leftwards"),
            "SW": self.tr("down to the left"),
            "SE": self.tr("down to the right"),
        }
        return ways.get(heading, heading)

    def _token_name(self, marker: Marker) -> str:
        if marker.kind is MarkerKind.HIT:
            return self.tr("absorbed token")
        if marker.kind is MarkerKind.REFLECTION:
            return self.tr("reflection token")
        return self.tr("pair token {n}").format(n=self.look.token(marker).label)  # as printed: 3, or ★

    def _revealed_words(self, name: str, ball: bool, atom: bool, accepted: bool, crossed: bool = False) -> str:
        """A cell after the reveal, in words: what the tick, cross and rings on it say."""
        if ball and atom:
            return self.tr("{cell}: your ball, on an atom").format(cell=name)
        if ball:
            if accepted:
                return self.tr("{cell}: your ball, no atom here, but no ray can tell").format(cell=name)
            return self.tr("{cell}: your ball, no atom here").format(cell=name)
        if atom and crossed:
            return self.tr("{cell}: an atom you missed; you had crossed the cell out as empty").format(cell=name)
        if atom:
            return self.tr("{cell}: an atom you missed").format(cell=name)
        return self.tr("{cell}: empty").format(cell=name)

    def _add(self, item: QGraphicsItem, on_board: bool = False) -> None:
        if on_board and self.table_top is not None:
            item.setParentItem(self.table_top)
        else:
            self.addItem(item)

    def _drop_item(self, item: QGraphicsItem) -> None:
        """Take a piece off the table (a piece of a board already gone went with it)."""
        if item.scene() is self:
            self.removeItem(item)

    def squeeze_board(self, amount: float) -> None:
        """Turning the board over: squeeze it sideways about its middle (1 = flat on the table)."""
        if self.table_top is None:
            return
        centre = self.table_top.rect().center()
        self.table_top.setTransform(
            QTransform().translate(centre.x(), 0).scale(max(amount, 0.01), 1.0).translate(-centre.x(), 0)
        )

    # -- ray paths after the reveal ---------------------------------------------------------------

    def toggle_ray(self, port: int, points: list[Point], end: int | None) -> bool:
        """Show the path of the ray at ``port``, or hide it if shown.  True when now shown.

        ``end`` is the port it came out at, None when it was absorbed.
        """
        if port in self._ray_data:
            del self._ray_data[port]
            item = self.rays.pop(port, None)
            if item is not None:
                self._drop_item(item)
            return False
        self._ray_data[port] = (points, end)
        self._add_ray(port, points, end)
        return True

    def _add_ray(self, port: int, points: list[Point], end: int | None) -> None:
        assert self.layout is not None
        colour = RAY_COLOURS[(port - 1) % len(RAY_COLOURS)]
        path = self.layout.path(port, points, end)
        absorbed = end is None
        item = RayPathItem(
            port,
            path,
            colour,
            absorbed=absorbed,
            bar_at=self._stop_bar(path) if absorbed else None,
            bar_half=self.layout.stop_bar_half,
        )
        self._add(item, on_board=True)
        self.rays[port] = item

    def _stop_bar(self, path: list[QPointF]) -> QPointF | None:
        """Where an absorbed path's bar stands: on its way in, just clear of a ball on the atom that took it."""
        layout = self.layout
        assert layout is not None
        end = path[-1]
        atom = min(layout.board.cells, key=lambda cell: _distance(layout.cell_centre(cell), end))
        centre = layout.cell_centre(atom)
        back = next((point for point in reversed(path) if _distance(point, centre) > layout.ball_radius * 1.3), None)
        if back is None:
            return None
        away = back - centre
        return centre + away * (layout.ball_radius * 1.25 / _distance(back, centre))

    # -- the pointer --------------------------------------------------------------------------------

    def _top_item(self, pos: QPointF, skip: QGraphicsItem | None = None) -> QGraphicsItem | None:
        for item in self.items(pos):
            if item is skip or item is self.board_item or isinstance(item, (AtomItem, RayPathItem)):
                continue
            if isinstance(item, (BallItem, MarkerItem, CellItem, PortItem, TrayItem)):
                return item
        return None

    def _drop_target(self, pos: QPointF, dragged: QGraphicsItem) -> QGraphicsItem | None:
        """What a piece dragged to ``pos`` lands on; a ball or token lying in a tray stands for its tray
        (with the trays under the board the balls fill most of theirs)."""
        target = self._top_item(pos, skip=dragged)
        if isinstance(target, BallItem) and target.cell < 0:
            return self.ball_tray
        if isinstance(target, MarkerItem) and target.port == 0:
            return self.token_tray
        return target

    def _draggable(self, item: QGraphicsItem | None) -> bool:
        snapshot = self.snapshot
        if snapshot is None or snapshot.position.finished:
            return False
        if isinstance(item, BallItem):
            return True
        if isinstance(item, MarkerItem):
            return item.port == 0 or snapshot.rules.markers_by_hand
        return False

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton and self.snapshot is not None and not self._dragging:
            # The right button marks a cell surely empty (or takes the mark off), as on a paper sheet.
            item = self._top_item(event.scenePos())
            cell = self._cell_of(item)
            if cell is not None:
                self.cellMarked.emit(cell)
                event.accept()
                return
        if event.button() != Qt.MouseButton.LeftButton or self.snapshot is None:
            event.ignore()
            return
        if self._carried is not None:
            self._put_back_carried()
        self._cancel_drag()
        self._press = self._top_item(event.scenePos())
        self._press_pos = event.scenePos()
        self._press_screen = QPointF(event.screenPos())
        self._dragging = False
        event.accept()

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # Qt makes the second press of a quick pair a double-click, which never came here: a ball placed and
        # grabbed at once did not follow the pointer, and a second quick click (the ball just placed taken
        # back) was lost without a word.  Every press counts, however fast.
        self.mousePressEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self._pointer = event.scenePos()
        item = self._press
        if item is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            super().mouseMoveEvent(event)
            return
        if not self._dragging:
            moved = event.scenePos() - self._press_pos
            screen_moved = QPointF(event.screenPos()) - self._press_screen
            distance = max(moved.manhattanLength() / 4.0, screen_moved.manhattanLength())
            if distance < QApplication.startDragDistance() or not self._draggable(item):
                return
            self._dragging = True
            self._lifted = item
            if item.parentItem() is not None:
                # Lift the piece off the board so it floats above everything.
                item.setParentItem(None)  # type: ignore[arg-type]  # None is allowed at run time
            self._drag_offset = item.pos() - self._press_pos
            item.setZValue(100)
            item.setScale(1.12)
        item.setPos(event.scenePos() + self._drag_offset)
        target = self._drop_target(event.scenePos(), item)
        # Green only where the piece would stay: a light over a place that then refuses it is a broken promise.
        self._highlight_drop(target if self._lands(item, target) else None)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        item = self._press
        if event.button() != Qt.MouseButton.LeftButton or item is None:
            event.ignore()
            return
        generation = self._generation
        dragging = self._dragging
        self._press = None
        self._dragging = False
        self._highlight_drop(None)
        if dragging:
            target = self._drop_target(event.scenePos(), item)
            self._drop(item, target)
            if generation == self._generation and self.snapshot is not None:
                self._sync_pieces()  # refused: the piece goes back where it was
            self._darken_hover_away_from(event.scenePos())
        elif self._top_item(event.scenePos()) is item:
            self._click(item)
        event.accept()

    def _darken_hover_away_from(self, point: QPointF) -> None:
        """A drag keeps the mouse from Qt's hover tracking: the cell (or port) the piece left would stay lit
        until the mouse next moved, now that its item outlives the move (QA)."""
        for lit in (*self.cells.values(), *self.ports.values()):
            if lit.hovered and not lit.contains(lit.mapFromScene(point)):
                lit.darken_hover()

    def _click(self, item: QGraphicsItem) -> None:
        if isinstance(item, BallItem):
            if item.cell >= 0:
                self.cellClicked.emit(item.cell)
            else:
                self.hint.emit(self.tr("Drag the ball onto a cell, or click an empty cell."))
        elif isinstance(item, MarkerItem):
            if item.port > 0:
                self.portClicked.emit(item.port)
            else:
                self.hint.emit(self.tr("Drag the token onto a port."))
        elif isinstance(item, PortItem):
            self.portClicked.emit(item.port)
        elif isinstance(item, CellItem):
            self.cellClicked.emit(item.cell)

    def _drop(self, item: QGraphicsItem, target: QGraphicsItem | None) -> None:
        if isinstance(item, BallItem):
            if (cell := self._cell_of(target)) is not None:
                self.ballDropped.emit(item.cell, cell)
            elif item.cell >= 0 and (target is None or isinstance(target, TrayItem)):
                self.ballDropped.emit(item.cell, -1)
            elif not isinstance(target, TrayItem):  # a port or the table: the ball goes back, and she is told why
                self.hint.emit(self.tr("A ball goes on a cell of the grid; drop it on a tray to take it off."))
        elif isinstance(item, MarkerItem):
            marker: Marker = item.marker
            if (port := self._port_of(target)) is not None:
                self.tokenDropped.emit(marker, item.port, port)
            elif item.port > 0 and not isinstance(target, (PortItem, MarkerItem)):
                self.tokenDropped.emit(marker, item.port, 0)
            elif item.port == 0 and not isinstance(target, TrayItem):
                self.hint.emit(self.tr("A token goes on a port, one of the numbered holes around the grid."))

    def _lands(self, item: QGraphicsItem, target: QGraphicsItem | None) -> bool:
        """Whether ``item`` dropped on ``target`` stays there, as the controller decides (``ball_lands``,
        ``token_lands``), so the drop light and the drop never disagree.  Either tray lights for a piece it
        takes off the board (as the hint says: "drop it on a tray"), only its own for a piece from the tray;
        the table never lights."""
        tray = target if isinstance(target, TrayItem) else None
        if isinstance(item, BallItem):
            cell = -1 if tray is not None and (tray.kind == "balls" or item.cell >= 0) else self._cell_of(target)
            return cell is not None and (self.ball_lands is None or self.ball_lands(item.cell, cell))
        if isinstance(item, MarkerItem):
            port = 0 if tray is not None and (tray.kind == "tokens" or item.port > 0) else self._port_of(target)
            return port is not None and (self.token_lands is None or self.token_lands(item.marker, item.port, port))
        return False

    def _cell_of(self, target: QGraphicsItem | None) -> int | None:
        """The cell a drop on ``target`` aims at (a cell, or the ball lying on one)."""
        if isinstance(target, (CellItem, BallItem)) and target.cell >= 0:
            return target.cell
        return None

    def _port_of(self, target: QGraphicsItem | None) -> int | None:
        """The port a drop on ``target`` aims at (a port, or the token lying on one)."""
        if isinstance(target, (PortItem, MarkerItem)) and target.port > 0:
            return target.port
        return None

    def _highlight_drop(self, target: QGraphicsItem | None) -> None:
        old = self._drop_highlight
        if old is target:
            return
        if isinstance(old, (CellItem, PortItem)):
            old.set_state(drop_target=False)
        elif isinstance(old, TrayItem):
            old.set_drop_target(False)
        if isinstance(target, MarkerItem) and target.port > 0:
            target = self.ports.get(target.port)
        if isinstance(target, BallItem) and target.cell >= 0:
            target = self.cells.get(target.cell)
        if isinstance(target, (CellItem, PortItem)):
            target.set_state(drop_target=True)
        elif isinstance(target, TrayItem):
            target.set_drop_target(True)
        self._drop_highlight = target

    def _cancel_drag(self) -> None:
        self._press = None
        self._dragging = False
        self._carried = None
        self._highlight_drop(None)

    # -- the keyboard ---------------------------------------------------------------------------------

    def _target_point(self, target: Target) -> QPointF:
        assert self.layout is not None
        if target.kind == "cell":
            return self.layout.cell_centre(target.index)
        return self.layout.token_centre(target.index)

    def _targets(self) -> list[Target]:
        assert self.layout is not None
        board = self.layout.board
        return [Target("cell", c) for c in board.cells] + [Target("port", p) for p in board.ports]

    def _cell_to_cross(self) -> int | None:
        """The cell X crosses: the one under the mouse when the mouse moved last over the board (QA: X over the
        cell under the pointer did nothing), else the keyboard cursor's."""
        if self._pointer is not None and any(view.underMouse() for view in self.views()):
            return self._cell_of(self._top_item(self._pointer))
        target = self.focus_target
        return target.index if target is not None and target.kind == "cell" else None

    def set_focus_target(self, target: Target | None) -> None:
        self._pointer = None  # the keyboard moved last: X crosses the cursor's cell
        old = self._cursor_item()
        if old is not None:
            old.set_state(focused=False)
        self.focus_target = target
        if target is None:
            self._say("")
            return
        item = self._cursor_item()
        if item is not None:
            item.set_state(focused=True)
            self._say(self._cursor_text())

    def aim_cursor(self, target: Target) -> None:
        """Put the keyboard cursor on ``target`` without a word (a hint's sentence stays said), so that Enter on
        the board fires there: at once if the board has the keys, else where the cursor shows when it takes them
        (QA: after a hint, she walked to its port with the arrows).  A ball carried from the keyboard (M) goes
        back to its cell first (the hint says its sentence after): it floated over the cell the cursor had left,
        and Enter on the hinted port then neither fired nor put it down, without a word."""
        if self._carried is not None:
            self._put_back_carried(say=False)
        shown = self._cursor_shown()
        old = self._cursor_item()
        if old is not None:
            old.set_state(focused=False)
        self.focus_target = target
        item = self._cursor_item()
        if item is not None and shown:
            item.set_state(focused=True)

    def _cursor_item(self) -> CellItem | PortItem | None:
        target = self.focus_target
        if target is None:
            return None
        return self.cells.get(target.index) if target.kind == "cell" else self.ports.get(target.index)

    def _cursor_text(self) -> str:
        item = self._cursor_item()
        if item is None:
            return ""
        text = item.spoken or item.toolTip()
        if isinstance(item, CellItem) and self.cell_note is not None and (note := self.cell_note(item.cell)):
            text += " — " + note
        return text

    def show_cursor(self, shown: bool, say: bool = True) -> None:
        """The board has the keyboard (True) or lost it: the cursor's ring and words come and go with it,
        its place is kept.  Taking the keyboard with no cursor yet, the board says how to start.
        ``say`` False: the ring only, the words stay unsaid."""
        item = self._cursor_item()
        if item is not None:
            item.set_state(focused=shown)
        if not shown and self._carried is not None:
            self._put_back_carried(say=False)  # the keys went elsewhere: the ball goes back to its cell
        if shown and not say:
            return
        if not shown:
            if self._said:
                self._say("")  # the words were the cursor's: gone with it (a message of the window's stays)
        elif item is not None:
            self._say(self._cursor_text())
        elif self.layout is not None:
            if self.snapshot is not None and self.snapshot.position.finished:
                # The round is over: Enter fires nothing and places nothing any more (QA), it shows a ray's path.
                self._say(
                    self.tr(
                        "The board: the arrow keys move a cursor over its ports and cells, Enter on a "
                        "port shows its ray's path."
                    )
                )
            else:
                self._say(
                    self.tr(
                        "The board: the arrow keys move a cursor over its ports and cells, Enter fires "
                        "or places a ball there."
                    )
                )

    def _cursor_shown(self) -> bool:
        """The cursor's ring is on the board: the board has the keys (or a test put the cursor there)."""
        item = self._cursor_item()
        return item is not None and item.focused

    def say_cursor_again(self) -> None:
        """Say the cursor's place again if what lies there changed (a move, the assistant's count).  Not while
        the board is without the keys: the board redrawn behind a curtain said a place of the last game (QA)."""
        text = self._cursor_text()
        if self._cursor_shown() and text != self._said:
            self._say(text)

    def _say(self, text: str) -> None:
        """Tell the window (status bar, screen readers) where the keyboard cursor stands, or that it is gone."""
        self._said = text
        self.hint.emit(text)

    def move_focus(self, dx: float, dy: float) -> None:
        """Move the keyboard cursor to the nearest cell or port in direction (dx, dy).

        From a port the cursor follows the rim (the ports are numbered in turn round it) or steps into the
        board: see :func:`rim_step`."""
        if self.layout is None:
            return
        focus = self.focus_target
        if focus is None:
            self.set_focus_target(Target("port", 1))
            return
        back = self._column.back(focus, dx, dy)
        if isinstance(back, Target):
            target: Target | None = back  # Up or Down the other way in a run: the step before, retraced
        elif focus.kind == "port":
            board = self.layout.board
            ring = [(Target("port", p), self._target_point(Target("port", p))) for p in board.ports]
            inside = [(Target("cell", c), self._target_point(Target("cell", c))) for c in board.cells]
            target = rim_step(ring, focus.index - 1, inside, dx, dy)
        else:
            here = self._target_point(focus)
            places = [(target, self._target_point(target)) for target in self._targets() if target != focus]
            reach = self.layout.cell_polygon(focus.index).boundingRect().width() / 2
            target = step(here, places, dx, dy, self._column.x(focus, here, dx, reach))
        if target is not None:
            self.set_focus_target(target)
            self._column.moved(target, dx, dy, focus, anew=focus.kind == "port")

    def activate_focus(self) -> None:
        target = self.focus_target
        if target is None:
            return
        if target.kind == "cell":
            self.cellClicked.emit(target.index)
        else:
            self.portClicked.emit(target.index)

    def _lay_token_by_key(self, key: int) -> bool:
        """Markers laid by hand, from the keyboard: on the port under the cursor, H lays an absorbed
        token, R a reflection, P the pair token the tray offers next (P again on a pair token: the next
        pair, so any pair can be chosen); Delete takes the token off."""
        target, snapshot = self.focus_target, self.snapshot
        if target is None or target.kind != "port" or snapshot is None:
            return False
        if not snapshot.rules.markers_by_hand or snapshot.position.finished:
            return False
        port = target.index
        if key in (Qt.Key.Key_Delete, Qt.Key.Key_Backspace):
            laid = snapshot.position.marker_at(port)
            if laid is not None:
                self.tokenDropped.emit(laid, port, 0)
            return True
        wanted = {
            Qt.Key.Key_H: MarkerKind.HIT,
            Qt.Key.Key_A: MarkerKind.HIT,
            Qt.Key.Key_R: MarkerKind.REFLECTION,
            Qt.Key.Key_P: MarkerKind.PAIR,
        }.get(Qt.Key(key))
        if wanted is None:
            return False
        laid = snapshot.position.marker_at(port)
        if wanted is MarkerKind.PAIR and laid is not None and laid.kind is MarkerKind.PAIR:
            token: Marker | None = _next_pair(snapshot.position.markers, port, laid.pair)
        else:
            token = next((m for m in snapshot.tray_tokens if m.kind is wanted), None)
        if token is not None:
            self.tokenDropped.emit(token, 0, port)
        return True

    # -- carrying a ball from the keyboard (M) --------------------------------------------------------------

    def _lift_by_key(self) -> bool:
        """M on a cell with a ball lifts it: the arrows carry it, Enter (or M) puts it down on the cursor's cell
        as one move, Escape leaves it where it was (QA: from the keyboard a ball moved in two steps, taken back
        and placed again)."""
        target, snapshot = self.focus_target, self.snapshot
        if target is None or target.kind != "cell" or snapshot is None or snapshot.position.finished:
            return False
        ball = self.balls.get(target.index)
        if ball is None:
            return False
        self._cancel_drag()
        self._carried = target.index
        self._lifted = ball  # the next sync makes it anew, at its size and place
        ball.setZValue(100)
        ball.setScale(1.12)
        self._follow_cursor()
        return True

    def _follow_cursor(self) -> None:
        """The carried ball over the cursor's place, the place lit where it would stay, and the words for it."""
        source, target, layout = self._carried, self.focus_target, self.layout
        if source is None or target is None or layout is None or self.snapshot is None:
            return
        ball = self._lifted
        if isinstance(ball, BallItem):
            ball.setPos(self._target_point(target))
        board = layout.board
        if target.kind == "cell":
            lands = target.index == source or self.ball_lands is None or self.ball_lands(source, target.index)
            self._highlight_drop(self.cells.get(target.index) if lands else None)
            self._say(
                self.tr(
                    "Carrying the ball from {source}: over {cell}, Enter puts it down here, Escape "
                    "leaves it on {source}."
                ).format(source=board.cell_name(source), cell=board.cell_name(target.index))
            )
        else:
            self._highlight_drop(None)
            self._say(
                self.tr(
                    "Carrying the ball from {source}: a ball goes on a cell of the grid; Escape leaves it on {source}."
                ).format(source=board.cell_name(source))
            )

    def _put_down_carried(self) -> None:
        source, target = self._carried, self.focus_target
        if source is None or target is None or target.kind != "cell":
            return  # over a port: it stays in hand, as its words say
        self._carried = None
        self._highlight_drop(None)
        generation = self._generation
        if target.index != source:
            self.ballDropped.emit(source, target.index)
        if generation == self._generation and self.snapshot is not None:
            self._sync_pieces()  # put down on its own cell, or refused: the ball is back where it was
            self._say(self._cursor_text())

    def _put_back_carried(self, say: bool = True) -> None:
        self._carried = None
        self._highlight_drop(None)
        if self.snapshot is not None and self.layout is not None:
            self._sync_pieces()
        if say:
            self._say(self._cursor_text())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if event.modifiers() & _NOT_THE_BOARDS:
            # Ctrl+Enter (the two-player panel's next step) fired a ray in solitaire, Alt+X crossed a cell (QA):
            # a key held with Ctrl, Alt or Meta is a shortcut's or a menu's, never the board's.
            event.ignore()
            return
        steps: dict[int, tuple[float, float]] = {
            Qt.Key.Key_Left: (-1.0, 0.0),
            Qt.Key.Key_Right: (1.0, 0.0),
            Qt.Key.Key_Up: (0.0, -1.0),
            Qt.Key.Key_Down: (0.0, 1.0),
        }
        if key in steps:
            self.move_focus(*steps[key])
            if self._carried is not None:
                self._follow_cursor()
        elif self._carried is not None and key in (*PRESSING, Qt.Key.Key_M):
            self._put_down_carried()
        elif self._carried is not None and key == Qt.Key.Key_Escape:
            self._put_back_carried()
        elif key in PRESSING:
            self.activate_focus()
        elif self._lay_token_by_key(key) or (key == Qt.Key.Key_M and self._lift_by_key()):
            pass
        elif key == Qt.Key.Key_X and (cell := self._cell_to_cross()) is not None:
            self.cellMarked.emit(cell)
        elif key == Qt.Key.Key_Escape:
            if self._dragging:
                self._cancel_drag()
                self._sync_pieces()
            else:
                self.set_focus_target(None)
        else:
            event.ignore()
            return
        event.accept()


PRESSING = (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space)
"""The keys that fire or place where the keyboard cursor stands."""
_NOT_THE_BOARDS = (
    Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier
)
"""Held with a key, these make it another key than the board's (Shift does not: a capital X, Caps Lock)."""


def _next_pair(markers: Sequence[Marker | None], port: Port, current: int) -> Marker:
    """The pair token after ``current`` for ``port``: a half-laid pair's partner or a fresh pair, in turn."""
    choices = pair_choices(markers, leaving_out=port)
    following = [pair for pair in choices if pair > current]
    return Marker.pair_of(following[0] if following else choices[0])


def _set_tip(item: QGraphicsItem, text: str) -> None:
    """Give ``item`` the tooltip ``text``, leaving a kept piece's alone when it says that already."""
    if item.toolTip() != text:
        item.setToolTip(text)


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())
