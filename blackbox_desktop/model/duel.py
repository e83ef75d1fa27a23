"""The French duel (seeds 003 and 004): both players hide at once and fire in turn.

Each player hides atoms in her own box and fires rays, one a turn, into her
opponent's.  Per-ray scoring by default: 1 point for a ray absorbed or
reflected, 2 otherwise.  A player may stop on her turn and name her atoms
(5 points for each wrong one); her score is then final.  Her opponent may go
on firing while her own score is still lower (seed 003: "Son adversaire peut
continuer de deviner la position adverse tant qu'il a un score inférieur");
rule choice: once it no longer is, she may fire no more and must name her atoms.  The
lower score wins.

Moves in text form: ``F12`` fire at port 12 of the opponent's box, ``N=B2,B8,E3,G7``
name the atoms and stop.  The duel's history holds them as played, each after its
player's number: ``1:F12``, ``2:N=B2,B8,E3,G7``.

>>> from blackbox_desktop.model.board import parse_board
>>> board = parse_board("ortho-8x8")
>>> duel = Duel.new(("Ann", "Bob"), board, 4,
...                 (board.cells_from_names("A1,B2,C3,D4"), board.cells_from_names("E5,F6,G7,H8")))
>>> duel = duel.play("F1").play("F9")
>>> duel.boxes[0].position.shots[0].port, duel.turn
(1, 0)
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .board import Board, Cell
from .editions import COMPUTER
from .errors import BlackBoxError, MoveError, quoted
from .game import Game, Rules
from .match import alike, trimmed
from .moves import Fire, parse_move
from .scoring import Scoring

_NOT_A_DUEL_MOVE = "In a duel a player fires a ray (F12) or names her atoms (N=B2,B8,E3,G7)."


@dataclass(frozen=True)
class Duel:
    players: tuple[str, str]
    board: Board
    boxes: tuple[Game, Game]
    """``boxes[i]``: player i's rays into her opponent's atoms."""
    turn: int = 0
    history: tuple[str, ...] = ()

    @staticmethod
    def new(
        players: tuple[str, str],
        board: Board,
        atom_count: int,
        atoms: tuple[frozenset[Cell], frozenset[Cell]],
        scoring: Scoring = Scoring.PER_RAY,
    ) -> Duel:
        """A duel about to begin; raise MoveError when the two names are the same."""
        return Duel._begin(Duel.names(players), board, atom_count, atoms, scoring)

    @staticmethod
    def names(players: tuple[str, str]) -> tuple[str, str]:
        """The names as the duel keeps them (trimmed, at most 40 characters, a blank one "Player n").

        Raise MoveError when they are the same once trimmed ("Ann" and "Ann "): the sheet and the
        winner's line ("Ann wins the duel: Ann 3, Ann 9") could not say who is who.  Asked before the
        atoms are hidden, so that nobody hides hers for a duel that cannot begin.
        """
        if alike(players):  # "ann" and "Ann" too
            raise MoveError("A duel needs two players with different names.")
        return trimmed(players)

    @staticmethod
    def _begin(
        names: tuple[str, str],
        board: Board,
        atom_count: int,
        atoms: tuple[frozenset[Cell], frozenset[Cell]],
        scoring: Scoring,
    ) -> Duel:
        rules = Rules(edition=COMPUTER, scoring=scoring)
        # Player 0 fires into player 1's atoms and the other way round.
        boxes = (Game.new(board, atom_count, rules, atoms[1]), Game.new(board, atom_count, rules, atoms[0]))
        return Duel(names, board, boxes)

    def score(self, player: int) -> int:
        return self.boxes[player].score().total

    def stopped(self, player: int) -> bool:
        return self.boxes[player].finished

    @property
    def over(self) -> bool:
        return self.stopped(0) and self.stopped(1)

    def play(self, text: str) -> Duel:
        """The player whose turn it is fires (``F12``) or names her atoms (``N=B2,...``)."""
        if self.over:
            raise MoveError("The duel is over.")
        word = text.strip().upper()
        player = self.turn
        box = self.boxes[player]
        if word.startswith("N="):
            named = self.board.cells_from_names(word[2:])
            if len(named) != box.position.atom_count:
                raise MoveError(f"Name exactly {box.position.atom_count} atoms.")
            for cell in box.position.balls:
                box = box.apply(f"B-{self.board.cell_name(cell)}")
            for cell in sorted(named):
                box = box.apply(f"B+{self.board.cell_name(cell)}")
            box = box.apply("D")
        elif word.startswith("F"):
            move = parse_move(word, self.board)
            if not isinstance(move, Fire) or move.announced is not None:
                # The program answers every ray of a duel: a fire with an answer (F12=H) would let a
                # player, or a hand-edited file, choose what her ray found.
                raise MoveError(_NOT_A_DUEL_MOVE)
            if self.must_name(player):
                raise MoveError(
                    f"Your score is no longer lower than {self.players[1 - player]}'s: name your atoms now."
                )
            box = box.apply(move)
        else:
            raise MoveError(_NOT_A_DUEL_MOVE)
        duel = self._with_box(player, box)
        duel = replace(duel, history=(*self.history, f"{player + 1}:{word}"))
        return duel._next_turn()

    def replayed(self) -> Duel:
        """The duel played again from its start, entry by entry through its history.

        Raise :class:`MoveError` at the first entry the rules refuse, or one played out of turn or not
        written as :meth:`play` writes it.  What the history says about whose turn it is and what each
        box holds can then be compared with this duel's own ``turn`` and boxes (a saved file, say).
        """
        atoms = (self.boxes[1].setup, self.boxes[0].setup)
        if atoms[0] is None or atoms[1] is None:
            raise MoveError("The atoms hidden in this duel are not known.")
        box = self.boxes[0]
        # Not Duel.new: a duel saved before names had to differ still opens.
        duel = Duel._begin(
            trimmed(self.players), self.board, box.position.atom_count, (atoms[0], atoms[1]), box.rules.scoring
        )
        for number, entry in enumerate(self.history, start=1):
            mover, colon, word = entry.partition(":")
            if not colon or mover not in ("1", "2"):
                raise MoveError(
                    f"Entry {number} of the duel's history, {quoted(entry)}, is not a duel move such as 1:F12."
                )
            if int(mover) - 1 != duel.turn:
                raise MoveError(
                    f"Entry {number} of the duel's history is played by player {mover}, but it was "
                    f"player {duel.turn + 1}'s turn."
                )
            try:
                duel = duel.play(word)
            except BlackBoxError as error:
                raise MoveError(f"Entry {number} of the duel's history cannot be played: {error}") from None
            if duel.history[-1] != entry:  # "1:f12 " plays, but play never writes it so
                raise MoveError(
                    f"Entry {number} of the duel's history, {quoted(entry)}, is not a duel move such as 1:F12."
                )
        return duel

    def _with_box(self, player: int, box: Game) -> Duel:
        boxes = (box, self.boxes[1]) if player == 0 else (self.boxes[0], box)
        return replace(self, boxes=boxes)

    def _next_turn(self) -> Duel:
        other = 1 - self.turn
        if not self.stopped(other):
            return replace(self, turn=other)
        # Her opponent has stopped: she keeps the turn and goes on alone.
        return self

    def must_name(self, player: int) -> bool:
        """Her opponent has stopped and her own score is no longer lower: she may only name her atoms."""
        other = 1 - player
        return self.stopped(other) and not self.stopped(player) and self.score(player) >= self.score(other)

    def winner(self) -> str | None:
        """The player with the lower score when the duel is over; None for a draw or while playing."""
        if not self.over or self.score(0) == self.score(1):
            return None
        return self.players[0] if self.score(0) < self.score(1) else self.players[1]
