"""The printed pieces' words: sentences filled in (a translated template with its values put in), and boards named.

template
    A sentence as the translation gives it, with ``{name}`` where a value
    goes ("Game {n} of {count}"): the translator may move the names about, so
    the values are put in by name, never by position.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from ..model.board import Board


def filled(template: str, **values: object) -> str:
    """A translated ``template`` with each ``{name}`` replaced by its value.

    >>> filled("Game {n} of {count}", n=3, count=12)
    'Game 3 of 12'
    """
    for name, value in values.items():
        template = template.replace("{" + name + "}", str(value))
    return template


def board_words(board: Board) -> str:
    """The board in words, as the notepad's title band and the foot of a booklet's pages name it:
    "square 8×8" or "hexagonal (side 5)"."""
    if board.kind == "ortho":
        return filled(QCoreApplication.translate("Printing", "square {size}"), size=board.title)
    return filled(QCoreApplication.translate("Printing", "hexagonal (side {side})"), side=board.spec[4:])
