"""The French duel's turns (seeds 003, 004): both players hide at once, then fire into each other's box in turn.

Part of :class:`~.flow.TwoPlayerFlow`, which lends it the covers, the pad and
the dock.  A turn is one ray, or naming one's atoms; the model (``model.duel``)
says whose turn it is and who must name.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...model.board import Cell, Port
from ...model.duel import Duel
from ...model.errors import BlackBoxError
from ...model.scoring import Scoring
from ..i18n import atoms_phrase
from ..model_texts import scoring_title, tr_model
from .dialogs import MatchSetup, named, tr
from .flow_parts import FlowParts
from .phase import Phase

if TYPE_CHECKING:
    pass


def turn_heading(name: str) -> str:
    """The hand-over's heading before a duel turn (the default one said the sentence below it twice)."""
    return tr("French duel: {name}'s turn").format(name=name)


class DuelTurns(FlowParts):
    """The duel's part of the two-player flow."""

    if TYPE_CHECKING:  # its own, kept on the flow
        duel: Duel | None
        _duel_setup: MatchSetup | None
        _duel_atoms: list[frozenset[Cell]]
        _shown: int
        _fired: bool

    @property
    def duel_hiding(self) -> bool:
        """The duel's players are hiding their atoms: it is no file yet (it is once both have hidden)."""
        return self._duel_setup is not None and self.duel is None and self.phase != Phase.NONE

    def start_duel(self, setup: MatchSetup) -> None:
        try:
            names = Duel.names(named(setup.players))  # before anyone hides her atoms for nothing
        except BlackBoxError as error:
            self.window.error_box(tr("The duel could not be started"), tr_model(str(error)))
            return
        self._reset()
        self._duel_setup = replace(setup, players=names)
        self._duel_atoms = []
        self._begin(duel=True)
        names = self._duel_names()
        self._cover(
            names[0],
            names[1],
            lambda: self._duel_pad(0),
            tr("French duel: {name} hides the atoms").format(name=names[0]),
        )

    def _duel_names(self) -> tuple[str, str]:
        if self.duel is not None:
            return self.duel.players
        setup = self._duel_setup
        assert setup is not None
        return (setup.players[0].strip()[:40] or tr("Player 1"), setup.players[1].strip()[:40] or tr("Player 2"))

    def _duel_pad(self, player: int) -> None:
        setup = self._duel_setup
        assert setup is not None
        names = self._duel_names()
        self._pad(
            setup.board,
            setup.atom_count,
            tr("{name}'s box: hide {atoms} for {other} to find").format(
                name=names[player], atoms=atoms_phrase(setup.atom_count), other=names[1 - player]
            ),
            self._duel_hidden,
        )

    def _duel_hidden(self, atoms: frozenset[Cell]) -> None:
        setup = self._duel_setup
        assert setup is not None
        self._duel_atoms.append(atoms)
        self.curtain.drop_pad()
        names = self._duel_names()
        if len(self._duel_atoms) == 1:
            self._cover(
                names[1],
                names[0],
                lambda: self._duel_pad(1),
                tr("French duel: {name} hides the atoms").format(name=names[1]),
            )
            return
        try:
            self.duel = Duel.new(
                setup.players,
                setup.board,
                setup.atom_count,
                (self._duel_atoms[0], self._duel_atoms[1]),
                setup.rules.scoring,
            )
        except BlackBoxError as error:
            self._detach(tr_model(str(error)))
            return
        self._cover(names[0], names[1], lambda: self._show_box(0), turn_heading(names[0]))

    def _show_box(self, player: int) -> None:
        duel = self.duel
        assert duel is not None
        self.curtain.lift()
        self._shown = player
        self._fired = False
        self.phase = Phase.OVER if duel.over else Phase.PLAY
        # Named as its players know it: the per-ray count of the French paper game, not the look of its tokens
        # ("Computer version", which a duel takes by default).
        self.window.heading = tr("French pencil-and-paper rules")
        self.window.play_hint = tr(
            "Your turn is one ray into the other player's box (click a port, or type it in "
            "the Port field), or put your balls where you think the atoms are and press "
            "“Name my atoms”. Then pass the computer."
        )
        self.window.counted_hint = tr("Misplaced atoms are counted when you press “Name my atoms”.")
        # Replayed, as a resumed round is: the balls she placed since her last ray can still be taken back, also
        # in a duel opened from its file (QA: Open, or the hand-over back to her, lost their undo).
        self.controller.load_replayed(duel.boxes[player])
        me, other = duel.players[player], duel.players[1 - player]
        if duel.over:
            self._duel_over()
        elif duel.must_name(player):
            self.controller.announce(
                tr(
                    "{me}, {other} has named the atoms in your box and your score is no longer "
                    "lower: "
                    "put your balls where you name the atoms and press “Name my atoms”."
                ).format(me=me, other=other)
            )
        else:
            self.controller.announce(
                tr("{me}, your turn: fire a ray into {other}'s box, or name the atoms in it.").format(
                    me=me, other=other
                )
            )
        # Her balls since her last ray, undone or redone, leave her turn in the panel, not that ray's answer.
        self.controller.words_for_undo(self.controller.last_announcement)
        self._refresh()

    def _duel_fire(self, port: Port) -> None:
        duel = self.duel
        assert duel is not None
        player = self._shown
        if self.phase != Phase.PLAY:
            return
        if self._fired or duel.turn != player:
            self.window.show_message(
                tr("You have played your turn: pass the computer to {other}.").format(other=duel.players[1 - player])
            )
            return
        try:
            after = duel.play(f"F{port}")
        except BlackBoxError as error:
            self.window.show_message(tr_model(str(error)))
            self.controller.announce(tr_model(str(error)))
            return
        self.duel = after
        if not self.controller.play(f"F{port}"):
            self.duel = duel
            return
        self.controller.undo_stack.clear()  # a ray fired in a duel cannot be taken back
        outcome = self.controller.position.shots[-1].outcome
        text = tr("Ray at {port}: {answer}").format(
            port=self.controller.port_name(port), answer=self.controller.say(outcome)
        )
        if after.turn != player:
            self._fired = True
            text += ". " + tr("Pass the computer to {other}.").format(other=after.players[after.turn])
        elif after.must_name(player):
            text += ". " + tr("Your score is no longer lower: name your atoms now.")
        self.controller.announce(text)
        self._refresh()

    def name_atoms(self) -> None:
        """The player on the table stops and names her atoms: her balls on the box (``N=…``)."""
        duel = self.duel
        if duel is None or self.phase != Phase.PLAY:
            return
        player = self._shown
        if self._fired or duel.turn != player:
            self.window.show_message(tr("It is not your turn."))
            return
        pos = self.controller.position
        if len(pos.balls) != pos.atom_count:
            self.window.show_message(
                tr("Put your ball on the cell where you name the atom first.")
                if pos.atom_count == 1
                else tr("Put your {n} balls on the cells where you name the atoms first.").format(n=pos.atom_count)
            )
            return
        names = duel.board.names(pos.balls)
        if not self.window.confirm(
            tr("Name your atoms?"),
            tr("Name {cells} as {other}'s atoms? You fire no more and your score is final.").format(
                cells=", ".join(names), other=duel.players[1 - player]
            ),
        ):
            return
        try:
            after = duel.play("N=" + ",".join(names))
        except BlackBoxError as error:
            self.window.show_message(tr_model(str(error)))
            return
        self.duel = after
        self.controller.load(after.boxes[player])
        self._after_naming(player)
        self._refresh()

    def _after_naming(self, player: int) -> None:
        after = self.duel
        assert after is not None
        verdict = after.boxes[player].verdict()
        text = tr("{me} has named the atoms in {other}'s box. {verdict} Score {score}.").format(
            me=after.players[player],
            other=after.players[1 - player],
            verdict=tr_model(verdict.explanation()) if verdict else "",
            score=after.score(player),
        )
        if after.over:
            self._duel_over(text)
        else:
            self._fired = True
            self.controller.announce(
                text + " " + tr("Pass the computer to {other}.").format(other=after.players[after.turn])
            )

    def pass_turn(self) -> None:
        duel = self.duel
        if duel is None or duel.over:
            return
        player = duel.turn
        self._cover(
            duel.players[player],
            duel.players[1 - player],
            lambda: self._show_box(player),
            turn_heading(duel.players[player]),
        )

    def show_box(self, player: int) -> None:
        """After the duel: look at either box, atoms and all."""
        if self.duel is not None and self.duel.over:
            self._shown = player
            self.controller.load(self.duel.boxes[player])
            self._refresh()

    def _duel_over(self, prefix: str = "") -> None:
        duel = self.duel
        assert duel is not None
        self.phase = Phase.OVER
        winner = duel.winner()
        scores = ", ".join(f"{duel.players[i]} {duel.score(i)}" for i in (0, 1))
        if winner is None:
            text = tr("The duel is a draw: {scores}.").format(scores=scores)
        else:
            text = tr("{winner} wins the duel: {scores}.").format(winner=winner, scores=scores)
        self.controller.announce((prefix + " " + text).strip())
        self.window.show_message(text)

    def _refresh_duel(self, duel: Duel) -> None:
        d = self.dock
        d.set_heading(tr("French duel: {a} and {b}").format(a=duel.players[0], b=duel.players[1]), tr("French duel"))
        rows = []
        for i in (0, 1):
            state = tr("has named") if duel.stopped(i) else tr("must name") if duel.must_name(i) else tr("firing")
            rows.append([duel.players[i], str(len(duel.boxes[i].position.shots)), str(duel.score(i)), state])
        d.set_sheet([tr("Player"), tr("Rays"), tr("Score"), tr("State")], rows)
        player = self._shown
        winner = duel.winner()
        if duel.over:
            d.status.setText(tr("The duel is over."))
            d.totals.setText(tr("Winner: {name}").format(name=winner) if winner else tr("A draw"))
            other = 1 - player
            # boxes[other] is the box the other player fired into: the atoms ``player`` hid, her box.
            d.set_action(tr("Show {name}'s box").format(name=duel.players[player]), lambda: self.show_box(other))
            d.name_button.setEnabled(False)
            self._finish_as_naming()
            return
        if duel.boxes[0].rules.scoring is Scoring.PER_RAY:
            d.totals.setText(tr("Per-ray scoring: 1 a ray absorbed or reflected, 2 otherwise, 5 a misplaced atom."))
        else:  # Parker's and Franjos' count agree here: the program answers, so no setter errs
            d.totals.setText(
                tr("{scoring} scoring: 1 a marker, 5 a misplaced atom.").format(
                    scoring=scoring_title(duel.boxes[0].rules.scoring)
                )
            )
        me = duel.players[player]
        if self.phase == Phase.PLAY and self._fired:
            d.status.setText(
                tr("{me} has played. Pass the computer to {other}.").format(me=me, other=duel.players[duel.turn])
            )
            d.set_action(tr("Pass the computer to {name}").format(name=duel.players[duel.turn]), self.pass_turn)
        elif self.phase == Phase.PLAY:
            text = tr("{me}'s turn: this is {other}'s box.").format(me=me, other=duel.players[1 - player])
            if duel.must_name(player):
                text += " " + tr("Your score is no longer lower: name your atoms.")
            d.status.setText(text)
            d.set_action("", None)
        else:
            d.status.setText(tr("The seat changes."))
            d.set_action("", None)
        d.name_button.setEnabled(self.phase == Phase.PLAY and not self._fired)
        self._finish_as_naming()

    def _finish_as_naming(self) -> None:
        """In a duel “I have finished” names the atoms: it is on exactly when “Name my atoms” is."""
        enabled = self.dock.name_button.isEnabled()
        self.window.finish_button.setEnabled(enabled)
        self.window.finish_action.setEnabled(enabled)

    def _finish_hook(self) -> bool:
        """In a duel “I have finished” means naming the atoms, on one's turn, with every ball placed."""
        if self.duel is None:
            return False
        self.name_atoms()
        return True

    def _fire_allowed(self, port: Port) -> bool:
        """In a duel a ray is fired only in its player's turn, one a turn, and not once she must name her atoms."""
        duel = self.duel
        if duel is None:
            return True
        if self.phase != Phase.PLAY or self._fired or duel.turn != self._shown:
            return False
        try:
            duel.play(f"F{port}")
        except BlackBoxError:
            return False
        return True

    def _follow_duel_box(self) -> None:
        """Keep the duel's box in step with the board: her balls; another game on the table leaves the duel."""
        if self.phase not in (Phase.PLAY, Phase.OVER):
            return
        duel = self.duel
        assert duel is not None
        game = self.controller.game
        box = duel.boxes[self._shown]
        if game.board != duel.board or game.setup != box.setup:
            self._detach(tr("The duel was left for another game."))
            return
        boxes = (game, duel.boxes[1]) if self._shown == 0 else (duel.boxes[0], game)
        self.duel = replace(duel, boxes=boxes)  # her balls; she names them through the duel's rules
        self._refresh()
