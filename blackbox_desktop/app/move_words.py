"""The words of a move for the Undo and Redo menu entries: "Undo ray at 12", "Redo ball on D4".

They are read from the moves' text form (``model.moves.parse_move``), so a step rebuilt from a saved game's
history is named as it was when played.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from ..model.board import Board, Port
from ..model.errors import BlackBoxError
from ..model.moves import (
    AdjustExcused,
    AdjustSetterErrors,
    Fire,
    MarkEmpty,
    MoveBall,
    PlaceBall,
    PlaceMarker,
    RemoveBall,
    RemoveMarker,
    RevealSetup,
    UnmarkEmpty,
    parse_move,
)


def _tr(text: str) -> str:
    # Named _tr so that scripts/update-translations.sh collects these words for the Undo/Redo entries.
    return QCoreApplication.translate("GameController", text)


def describe(moves: list[str], board: Board, port_name: Callable[[int], str] | None = None) -> str:
    """Words for the Undo/Redo menu entries ("Undo ray at 12"), read from the moves' text form
    (``moves.parse_move``); ``port_name`` names a port as the rim does ("Undo ray at B gauche" under French
    port names, where the rim shows no 2)."""

    def port(number: Port) -> str:
        return port_name(number) if port_name is not None else str(number)

    words = []
    for text in moves:
        try:
            move = parse_move(text, board)
        except BlackBoxError:
            words.append(text.strip().upper())
            continue
        if isinstance(move, Fire):
            words.append(_tr("ray at {port}").replace("{port}", port(move.port)))
        elif isinstance(move, PlaceBall):
            words.append(_tr("ball on {cell}").replace("{cell}", board.cell_name(move.cell)))
        elif isinstance(move, RemoveBall):
            words.append(_tr("ball off {cell}").replace("{cell}", board.cell_name(move.cell)))
        elif isinstance(move, MoveBall):
            words.append(
                _tr("ball {source} to {target}")
                .replace("{source}", board.cell_name(move.source))
                .replace("{target}", board.cell_name(move.target))
            )
        elif isinstance(move, MarkEmpty):
            words.append(_tr("empty mark on {cell}").replace("{cell}", board.cell_name(move.cell)))
        elif isinstance(move, UnmarkEmpty):
            words.append(_tr("empty mark off {cell}").replace("{cell}", board.cell_name(move.cell)))
        elif isinstance(move, RemoveMarker):
            words.append(_tr("marker off {port}").replace("{port}", port(move.port)))
        elif isinstance(move, PlaceMarker):
            words.append(_tr("marker at {port}").replace("{port}", port(move.port)))
        elif isinstance(move, AdjustSetterErrors):
            words.append(_tr("setter error"))
        elif isinstance(move, AdjustExcused):
            words.append(_tr("excused ball"))
        elif isinstance(move, RevealSetup):
            words.append(_tr("setter's pattern"))
        else:
            words.append(text.strip().upper())
    return ", ".join(words)
