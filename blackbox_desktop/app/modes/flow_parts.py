"""What :class:`~.flow.TwoPlayerFlow` lends the parts it is made of: its match's rounds and its duel's turns.

Nothing here runs: the names are declared for readers and type checkers, and
the flow defines them (the table, the hand-over covers, the setter's pad, the
dock).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    from ...model.board import Board, Cell
    from ..controller import GameController
    from ..window import MainWindow
    from .curtain import Curtain
    from .dock import TwoPlayerDock
    from .pad import SetterPad
    from .phase import Phase


class FlowParts:
    """The flow's shared names, as its parts use them."""

    if TYPE_CHECKING:
        window: MainWindow
        controller: GameController
        curtain: Curtain
        dock: TwoPlayerDock

        @property
        def phase(self) -> Phase: ...
        @phase.setter
        def phase(self, value: Phase | str) -> None: ...
        @property
        def label_style(self) -> str: ...
        def _reset(self) -> None: ...
        def _begin(self, duel: bool) -> None: ...
        def _detach(self, text: str) -> None: ...
        def _refresh(self) -> None: ...
        def _cover(self, to: str, away: str, then: Callable[[], None], title: str = "") -> None: ...
        def _pad(
            self,
            board: Board,
            count: int,
            heading: str,
            done: Callable[[frozenset[Cell]], None],
            *,
            done_text: str = "",
            allow_random: bool = True,
        ) -> SetterPad: ...
