"""A match's rounds, hot-seat or tabletop or against the computer: who hides, who seeks, and the reveal.

Part of :class:`~.flow.TwoPlayerFlow`, which lends it the covers, the pad and
the dock.  In a hot-seat round the setter hides on her pad behind the curtain;
in a tabletop round she keeps her atoms off the computer, announces every ray
(typed in by the experimenter) and copies her atoms in at the end, when the
program checks every announcement; against the computer, one of the two
players is the program.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from ...model.announcement import ConflictKind, announcement_conflict
from ...model.board import Cell, Port
from ...model.errors import BlackBoxError, MoveError
from ...model.game import Game
from ...model.match import Match
from ...model.outcome import Outcome, OutcomeKind
from ...model.port_names import port_label
from ...model.scoring import Scoring, points_text
from ..i18n import atoms_phrase
from ..modal import run_modal
from ..model_texts import scoring_title, tr_model
from ..move_words import describe
from .dialogs import AnnouncementDialog, MatchSetup, named, tr
from .flow_parts import FlowParts
from .phase import Phase

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtCore import SignalInstance


def _round_over(match: Match) -> str:
    """ "Round 1 is over: Bob scores 12." (0 while no round is on the board)."""
    current = match.current
    return tr("Round {n} is over: {experimenter} scores {score}.").format(
        n=match.round_number,
        experimenter=match.experimenter,
        score=points_text(current.score().total) if current else 0,
    )


class MatchRounds(FlowParts):
    """The match's part of the two-player flow."""

    if TYPE_CHECKING:  # its own, kept on the flow
        phaseChanged: SignalInstance
        match: Match | None
        ask_announcement: Callable[[Port], str | None]
        _round_setup: frozenset[Cell] | None
        _scoring_shown: Scoring | None
        _unreviewed: bool
        _computer_hiding: bool

    def start_match(self, setup: MatchSetup, answered_by: str) -> None:
        """Start a match; the first player hides first (``program``) or keeps her own pad (``person``)."""
        try:
            match = Match.new(
                named(setup.players),
                setup.board,
                setup.atom_count,
                setup.rules,
                setup.rounds,
                answered_by,
                setup.computer,
            )
        except BlackBoxError as error:
            self.window.error_box(tr("The match could not be started"), tr_model(str(error)))
            return
        self._reset()
        self.match = match
        self._begin(duel=False)
        self._begin_round()

    def _begin_round(self) -> None:
        match = self.match
        assert match is not None
        # What the status bar said was about the last round ("B2: your ball, no atom here"); a tabletop round
        # starts with no hand-over to clear it.
        self.window.statusBar().clearMessage()
        if match.computer_hides:
            self._computer_hides()
            return
        if match.computer_seeks:
            self._show_setter_pad()  # no hand-over: the computer does not look
            return
        if match.answered_by == "person":
            self.match = match.hide(None)
            self._round_setup = None
            self._load_round()
            return
        self._cover(
            match.setter,
            match.experimenter,
            self._show_setter_pad,
            tr("Round {n}: {setter} hides the atoms").format(n=match.round_number, setter=match.setter),
        )

    def _computer_hides(self) -> None:
        """The computer's turn to hide: atoms every ray can tell apart, as New game hides them."""
        match = self.match
        assert match is not None
        # Behind the busy box the panel said what it said before: the last round's "Next round" (or, opened from
        # a file, a blank "Two players" panel with "Name my atoms"), as if the hiding were over (QA).
        self._computer_hiding = True
        self._refresh()
        try:
            # Where look-alikes count as right, Cancel hides them at once and the busy box says so.
            atoms = self.window.hide_atoms(
                match.board, match.atom_count, None, True, for_match=match.rules.accept_equivalent
            )
            quick = atoms is None and match.rules.accept_equivalent
            if quick:
                # She cancelled a long search (minutes on 26×26 with 20 atoms, and the box advises cancelling):
                # the match and the computer's round go on, hidden at once; a look-alike's balls are judged
                # right anyway.
                atoms = self.window.hide_atoms(match.board, match.atom_count, None, False)
        finally:
            self._computer_hiding = False
        if atoms is None:
            self._detach(tr("You left the match against the computer."))
            return
        self.match = match.hide(atoms)
        self._round_setup = atoms
        self._load_round()
        if quick:
            self.window.show_message(
                tr(
                    "The computer hid its atoms at once: if another arrangement answers every "
                    "ray alike, balls on it count as right."
                )
            )

    def _show_setter_pad(self) -> None:
        match = self.match
        assert match is not None
        if match.computer_seeks:  # "…for Computer to find" named the computer as a person ("qu'Ordinateur")
            heading = tr("{setter}'s pad: hide {atoms} for the computer to find")
        else:
            heading = tr("{setter}'s pad: hide {atoms} for {experimenter} to find")
        self._pad(
            match.board,
            match.atom_count,
            heading.format(setter=match.setter, atoms=atoms_phrase(match.atom_count), experimenter=match.experimenter),
            self._hidden,
        )

    def _hidden(self, atoms: frozenset[Cell]) -> None:
        match = self.match
        assert match is not None
        self.match = match.hide(atoms)
        self._round_setup = atoms
        self.curtain.drop_pad()
        if match.computer:
            self._load_round()  # the computer seeks them: nobody to hand the table over to
        else:
            self._cover_for_experimenter(match)

    def _cover_for_experimenter(self, match: Match) -> None:
        """The hand-over to the round's experimenter, once her atoms are hidden (also at a resume)."""
        self._cover(
            match.experimenter,
            match.setter,
            self._load_round,
            tr("Round {n}: {experimenter} experiments").format(n=match.round_number, experimenter=match.experimenter),
        )

    def _load_round(self, resumed: bool = False) -> None:
        """The round on the table; ``resumed``: put back from a file (the computer, seeking, waits paused)."""
        match = self.match
        assert match is not None and match.current is not None
        self.curtain.lift()
        self.phase = Phase.PLAY
        if match.current.finished:
            # Resumed after the reveal: _on_state has moved the phase on.  A tabletop round is replayed, so
            # that her pattern (and the setter errors it showed) can still be taken back, as before the resume.
            if match.current.revealed_by_setter:
                self.controller.load_replayed(match.current, in_match=True)
            else:
                self.controller.load(match.current)
            self._show_scoring_kept()
            if self.phase == Phase.REVIEW:
                self._say_round_over()  # as the panel said when the round ended, not a blank panel
                if self._unreviewed and match.current.revealed_by_setter:
                    # Left before the players answered (a crash, a file saved meanwhile): asked again, once the
                    # window shows the round.
                    QTimer.singleShot(0, lambda game=self.controller.game: self._review_again(game))
            return
        self.controller.load_replayed(match.current, in_match=True)  # a resumed round: its announced rays stay undoable
        self._show_scoring_kept()
        if match.computer_seeks:
            self._let_the_computer_seek(match, resumed)
            return
        if match.computer_hides:
            text = tr("The computer has hidden {atoms}. {experimenter}, click a port to fire a ray.")
        elif match.answered_by == "person":
            text = tr(
                "{setter} keeps the atoms hidden on a board or on paper. {experimenter}, click a port and enter "
                "what {setter} announces."
            )
        else:
            text = tr("{setter} has hidden {atoms}. {experimenter}, click a port to fire a ray.")
        self.controller.announce(
            text.format(setter=match.setter, atoms=atoms_phrase(match.atom_count), experimenter=match.experimenter)
        )
        self._refresh()

    def _let_the_computer_seek(self, match: Match, resumed: bool) -> None:
        computer = self.window.computer_play
        assert computer is not None, "the computer's feature is installed with the window"
        computer.seek_in_match(match.computer, paused=resumed)
        if resumed:
            text = tr("The computer was seeking {setter}'s atoms. Computer: resume lets it go on.").format(
                setter=match.setter
            )
            self.controller.announce(text)
            self.window.show_message(text)
            # Said and done once she resumes (or leaves): on a big board the first move comes a minute later.
            computer.resumed_text = text
        self._refresh()

    def _show_scoring_kept(self) -> None:
        """The round put back from a file shows the scoring the panel showed for it (once: later rounds
        start with the rules' own, as in play)."""
        if self._scoring_shown is not None:
            self.controller.set_score_variant(self._scoring_shown)
            self._scoring_shown = None

    def _belongs(self, game: Game) -> bool:
        match = self.match
        if match is None or match.current is None:
            return False
        if game.board != match.board or game.rules != match.rules:
            return False
        if game.setup == self._round_setup:
            return True
        return self._round_setup is None and any(move.startswith("S=") for move in game.history)

    def _follow_round(self, game: Game) -> None:
        """Keep the phase in step with the round on the board, both ways.

        Finishing moves it on (to the setter's pad in a tabletop round, else to the review); an undo
        moves it back: the setter's pattern taken back brings her pad back, or the round could never
        be scored and the match never go on.
        """
        if not game.finished:
            wanted = Phase.PLAY
        elif game.setup is None:
            wanted = Phase.REVEAL
        else:
            wanted = Phase.REVIEW
        if wanted == self.phase:
            return
        if wanted == Phase.REVEAL:
            self._show_reveal_pad()
        else:
            if wanted == Phase.REVIEW and self.match is not None and self.match.computer_seeks:
                # The computer's round is its own: no undo hands her its moves to play on.
                self.controller.undo_stack.clear()
            if self.phase == Phase.REVEAL and self.curtain.pad is not None:
                self.curtain.lift()  # the pattern came back some other way (a redo): her pad has nothing to ask
            self.phase = wanted

    def _say_round_over(self) -> None:
        match = self.match
        assert match is not None
        self.controller.announce((self.controller.verdict_text() + " " + _round_over(match)).strip())

    def _show_reveal_pad(self) -> None:
        match = self.match
        assert match is not None
        self._pad(
            match.board,
            match.atom_count,
            tr("{setter}, copy the atoms from your own pad: the program checks every announcement").format(
                setter=match.setter
            ),
            self._revealed,
            done_text=tr("These are my atoms"),
            allow_random=False,
        )
        self.phase = Phase.REVEAL

    def _revealed(self, atoms: frozenset[Cell]) -> None:
        match = self.match
        assert match is not None
        self.curtain.lift()
        pattern = "S=" + ",".join(match.board.names(atoms))
        before = self.controller.game
        try:
            revealed = before.apply(pattern)
            shown, excusable = len(revealed.wrong_announcements()), revealed.excusable()
        except BlackBoxError:  # the controller refuses the pattern below and says why
            shown, excusable = before.position.setter_errors, before.position.excused
        # RULES.md §4: once the program knows the atoms it counts the setter errors.  Those entered during
        # play that her atoms do not show are taken back with her pattern, as one step: an undo brings both
        # back, and no score is left counting errors that every answer she gave disproves.  So are balls
        # excused before her atoms were known that they show no wrong answer misled.
        taken_back = max(0, before.position.setter_errors - shown)
        lapsed = max(0, before.position.excused - excusable)
        self._unreviewed = True  # from the pattern on: the autosave it makes keeps the question to ask
        moves = [pattern] + ["E-"] * taken_back + ["X-"] * lapsed
        if not self.controller.play_all(moves, describe([pattern], self.controller.game.board)):
            self._unreviewed = False
            return
        self.phase = Phase.REVIEW
        self._review(taken_back)
        self._refresh()

    def _review(self, taken_back: int = 0) -> None:
        self._unreviewed = True
        try:
            self.review_announcements(taken_back)
        finally:
            self._unreviewed = False
        # Answered, maybe with no move (No): the match moved on all the same, and the autosave must say so.
        self.phaseChanged.emit(self.phase.value)

    def _review_again(self, game: Game) -> None:
        if (
            not (
                self._unreviewed
                and self.phase == Phase.REVIEW
                and self.match is not None
                and self.controller.game is game
            )
            or self.window.quiet
        ):
            return  # (a quiet run, --screenshot, asks nothing: no one is there to answer)
        if not self.window.isVisible() or QApplication.activeModalWidget() is not None or self.window.asking:
            # At start-up the window is not shown yet, and a box may be open (one part of the autosave could not
            # be read back): the question waits for the window, alone.
            QTimer.singleShot(100, lambda: self._review_again(game))
            return
        self._review()

    def review_announcements(self, taken_back: int = 0) -> None:
        """List the wrong announcements; with the players' yes, count them as setter errors (and excuse balls).

        ``taken_back``: setter errors entered during play that the atoms did not show, just taken back.
        """
        game = self.controller.game
        match = self.match
        setter = match.setter if match is not None else tr("the setter")
        wrong = game.wrong_announcements()
        back = ""
        if taken_back:
            back = " " + (
                tr("1 setter error counted during play is taken back: the atoms do not show it.")
                if taken_back == 1
                else tr("{n} setter errors counted during play are taken back: the atoms do not show them.").format(
                    n=taken_back
                )
            )
        if not wrong:
            self.controller.announce(tr("Every announcement {setter} made was right.").format(setter=setter) + back)
            return
        lines = [
            tr("{port}: announced {said}, the atoms give {true}").format(
                port=self.controller.port_name(shot.port),
                said=self.controller.say(shot.outcome),
                true=self.controller.say(game.answer(shot.port)),
            )
            for shot in wrong
        ]
        errors = max(0, len(wrong) - game.position.setter_errors)
        # Only Parker's scoring forgives a ball the wrong answers misled (the panel can still excuse one later).
        parker = self.controller.score_variant is Scoring.PARKER
        excused = max(0, game.proposed_excused() - game.position.excused) if parker else 0
        heading = (
            tr("{setter} announced 1 ray wrongly:") if len(wrong) == 1 else tr("{setter} announced {n} rays wrongly:")
        )
        text = heading.format(setter=setter, n=len(wrong)) + "\n" + "\n".join("• " + line for line in lines)
        proposal = (
            tr("Count 1 setter error, −5?") if errors == 1 else tr("Count {n} setter errors, −5 each?").format(n=errors)
        )
        counted = game.position.setter_errors
        if counted and errors:
            # Said first, or "Count 1 setter error" beside 2 wrong announcements looked like a slip.
            proposal = (
                (
                    tr("1 setter error is already counted.")
                    if counted == 1
                    else tr("{k} setter errors are already counted.").format(k=counted)
                )
                + " "
                + proposal
            )
        if excused:
            reason = (
                tr("Parker rules: 1 misplaced ball was not {experimenter}'s fault.")
                if excused == 1
                else tr("Parker rules: {k} misplaced balls were not {experimenter}'s fault.")
            )
            proposal += " " + reason.format(k=excused, experimenter=match.experimenter if match is not None else "")
        # The panel keeps it short (the ports), so that the score below stays in sight; the box gives each one.
        # "the ray at": a bare port after the count read as another count ("1 ray wrongly: 1.", QA).
        ports = ", ".join(self.controller.port_name(shot.port) for shot in wrong)
        short = (
            tr("{setter} announced the ray at {ports} wrongly.")
            if len(wrong) == 1
            else tr("{setter} announced {n} rays wrongly: the rays at {ports}.")
        )
        self.controller.announce(short.format(setter=setter, n=len(wrong), ports=ports) + back)
        if (errors or excused) and self.window.propose(tr("Wrong announcements"), text + "\n\n" + proposal):
            self.controller.play_all(["E+"] * errors + ["X+"] * excused, tr("setter errors"))

    def next_round(self) -> None:
        match = self.match
        if match is None or match.current is None:
            return
        try:
            self.match = match.end_round()
        except MoveError as error:
            self.window.show_message(tr_model(str(error)))
            return
        if self.match.over:
            self._match_over()
        else:
            self._begin_round()
        self._refresh()

    def _match_over(self) -> None:
        match = self.match
        assert match is not None
        self.phase = Phase.OVER
        # The match is decided: its last round is closed (Undo took the setter's copied-in atoms back and left
        # the round with no way to enter them again), and so are its scores (the −5 buttons changed the panel's
        # total while the sheet kept the winner).
        self.controller.undo_stack.clear()
        self.window.close_scores(True)
        totals = match.totals()
        winner = match.winner()
        scores = ", ".join(f"{name} {points_text(totals[name])}" for name in match.players)
        if winner is None:
            text = tr("The match is a draw: {scores}.").format(scores=scores)
        else:
            text = tr("{winner} wins the match (lower total as experimenter): {scores}.").format(
                winner=winner, scores=scores
            )
        self.controller.announce(text)
        self.window.show_message(text)

    def _ask_announcement(self, port: Port) -> str | None:
        match = self.match
        game = self.controller.game
        dialog = AnnouncementDialog(
            game.board,
            game.rules.edition,
            port,
            match.setter if match else "",
            self.label_style,
            self.window,
            check=lambda answer: self.refusal(port, answer),
        )
        run_modal(dialog)
        return dialog.answer

    def refusal(self, port: Port, answer: str) -> str | None:
        """Why the announced ``answer`` for a ray at ``port`` cannot be true; None when it can.

        The rule is the model's (:func:`announcement_conflict`); this only words an exit whose port
        already holds a marker for the table, where the experimenter says so at once and the setter
        looks at her pad again.  A ray at a port whose answer is known is never asked about (the
        controller does not fire it), and any other refusal is the model's, when the move is played.
        """
        try:
            announced = Outcome.parse(answer)
        except MoveError:
            return None  # not an answer: the move, when played, is refused with the reason
        conflict = announcement_conflict(self.controller.position, port, announced)
        if conflict is None or conflict.kind is not ConflictKind.EXIT_MARKED:
            return None
        out = conflict.port
        board = self.controller.game.board
        setter = self.match.setter if self.match is not None else tr("the setter")
        names = {
            "port": port_label(board, port, self.label_style),
            "exit": port_label(board, out, self.label_style),
            "setter": setter,
        }
        outcome = conflict.known
        if outcome.port is not None:
            text = tr(
                "Port {exit} is already paired with port {other} (a ray at either comes out at the other), "
                "so the ray at {port} cannot come out at {exit}."
            )
            names["other"] = port_label(board, outcome.port, self.label_style)
        elif outcome.kind is OutcomeKind.ABSORBED:
            text = tr("A ray at {exit} is absorbed, so the ray at {port} cannot come out at {exit}.")
        else:
            text = tr("A ray at {exit} comes back out at {exit}, so the ray at {port} cannot come out there.")
        text += " " + tr("{setter}, please look at your pad and answer again.")
        for key, value in names.items():
            text = text.replace("{" + key + "}", value)
        return text

    def _refresh_match(self, match: Match) -> None:
        d = self.dock
        if match.computer:
            kind = tr("Match against the computer")
        else:
            kind = tr("Tabletop match") if match.answered_by == "person" else tr("Hot-seat match")
        d.set_heading(tr("{kind}: {a} and {b}").format(kind=kind, a=match.players[0], b=match.players[1]), kind)
        rows = [[str(n), name, points_text(points)] for n, name, points in match.score_sheet()]
        totals = match.totals()
        current = match.current
        if current is not None and not match.over:
            scored = current.finished and current.setup is not None
            shown = points_text(current.score().total) if scored else tr("playing")
            rows.append([str(match.round_number), match.experimenter, str(shown)])
            if scored:
                # The round is scored as soon as the atoms are known: the totals say so at once,
                # not only when the next round is filed.
                totals[match.experimenter] += current.score().total
        elif current is None and not match.over:
            # The round whose atoms are being hidden: the sheet had stood empty behind the first pad.
            rows.append([str(match.round_number), match.experimenter, tr("to play")])
        # The sheet counts the match's scoring; the panel may be showing another one for comparison.
        scoring = tr("Score ({scoring})").format(scoring=scoring_title(match.rules.scoring))
        d.set_sheet([tr("Round"), tr("Experimenter"), scoring], rows, names=1)
        total_text = " — ".join(
            tr("{name}: {total}").format(name=name, total=points_text(totals[name])) for name in match.players
        )
        winner = match.winner()
        if match.over:
            total_text += "\n" + (tr("Winner: {name}").format(name=winner) if winner else tr("A draw"))
        d.totals.setText(total_text)
        n, rounds = match.round_number, match.rounds
        if self._computer_hiding:
            d.status.setText(tr("Round {n} of {rounds}: the computer is hiding its atoms…").format(n=n, rounds=rounds))
            d.set_action("", None)
        elif self.phase == Phase.PLAY and match.computer_seeks:
            d.status.setText(
                tr("Round {n} of {rounds}: the computer seeks the atoms {setter} hid.").format(
                    n=n, rounds=rounds, setter=match.setter
                )
            )
            d.set_action("", None)
        elif self.phase == Phase.PLAY and match.computer_hides:
            d.status.setText(
                tr("Round {n} of {rounds}: {experimenter} seeks the atoms the computer hid.").format(
                    n=n, rounds=rounds, experimenter=match.experimenter
                )
            )
            d.set_action("", None)
        elif self.phase == Phase.PLAY:
            d.status.setText(
                tr("Round {n} of {rounds}: {experimenter} experiments; {setter} hid the atoms.").format(
                    n=n, rounds=rounds, experimenter=match.experimenter, setter=match.setter
                )
            )
            d.set_action("", None)
        elif self.phase == Phase.REVEAL:
            d.status.setText(tr("{setter}, enter your atoms on the pad.").format(setter=match.setter))
            d.set_action(tr("Enter {setter}'s pattern").format(setter=match.setter), self._show_reveal_pad)
        elif self.phase == Phase.REVIEW:
            d.status.setText(_round_over(match))
            last = n >= rounds
            d.set_action(
                tr("See who won") if last else tr("Next round: {name} hides").format(name=match.experimenter),
                self.next_round,
            )
        elif self.phase == Phase.OVER:
            d.status.setText(tr("The match is over."))
            d.set_action("", None)
        elif self.phase == Phase.PAD:
            # Not "the seat changes": against the computer nobody moves, and behind the pad she is hiding.
            d.status.setText(
                tr("Round {n} of {rounds}: {setter} hides the atoms.").format(n=n, rounds=rounds, setter=match.setter)
            )
            d.set_action("", None)
        else:
            d.status.setText(tr("Round {n} of {rounds}: the seat changes.").format(n=n, rounds=rounds))
            d.set_action("", None)

    def _follow_match(self) -> None:
        """Keep the match's round in step with the board; another game on the table leaves the match."""
        if self.match is None or self.phase not in (Phase.PLAY, Phase.REVEAL, Phase.REVIEW):
            return
        game = self.controller.game
        if not self._belongs(game):
            self._detach(tr("The match was left for another game."))
            return
        self.match = self.match.with_round(game)
        self._follow_round(game)
        self._refresh()

    def _announced_ray(self, port: Port) -> bool:
        """In a tabletop round, ask what the setter announced for the ray at ``port`` and record it; False when
        no announcement is asked for (the program knows the atoms: the controller fires the ray)."""
        match = self.match
        if match is None or self.phase != Phase.PLAY or self.controller.game.setup is not None:
            return False
        answer = self.ask_announcement(port)
        if answer is None:
            return True
        refusal = self.refusal(port, answer)
        if refusal:
            self.controller.announce(refusal)
            return True
        if self.controller.play(f"F{port}={answer}"):
            outcome = self.controller.position.shots[-1].outcome
            text = tr("Ray at {port}: {setter} announced {answer}").format(
                port=self.controller.port_name(port), setter=match.setter, answer=self.controller.say(outcome)
            )
            if match.rules.markers_by_hand:
                text += ". " + self.controller.lay_markers_words()
            self.controller.announce(text)
        return True
