"""One round of Black Box: a setter's hidden atoms and the experimenter's board.

The state is split by one question, "may the experimenter see it?":

* :class:`Position` is everything on the experimenter's side of the table —
  the rays fired and their answers, the markers, the balls, the setter-error
  count.  The window may show all of it.
* :attr:`Game.setup` is the setter's pad: the hidden atoms.  It is ``None``
  in a tabletop game until the setter reveals it, and it never appears in a
  ``repr`` (nothing prints it by accident).

``Game.apply`` returns a new game and leaves the old one untouched; undo is
the list of earlier games.  A move that cannot be played raises
:class:`MoveError` and changes nothing.

>>> from blackbox_desktop.model.board import parse_board
>>> board = parse_board("ortho-8x8")
>>> game = Game.new(board, 4, Rules(), setup=board.cells_from_names("B2,C5,D1,E1"))
>>> game = game.apply("F2").apply("F7").apply("B+C5")
>>> [str(shot) for shot in game.position.shots], game.position.marker_points
(['2=H', '7=18'], 3)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType

from .announcement import ConflictKind, announcement_conflict
from .board import Board, Cell, Port
from .chain import Chain
from .editions import FRANJOS, Edition
from .errors import CellError, MoveError
from .markers import Marker, MarkerKind
from .moves import (
    AdjustExcused,
    AdjustSetterErrors,
    Finish,
    Fire,
    MarkEmpty,
    Move,
    MoveBall,
    PlaceBall,
    PlaceMarker,
    RemoveBall,
    RemoveMarker,
    RevealSetup,
    UnmarkEmpty,
    move_text,
    parse_move,
)
from .outcome import REFLECTED, Outcome
from .scoring import Score, Scoring, score
from .tracer import atom_bits
from .verdict import Verdict, judge

MAX_ATOMS = 20
"""More atoms than this make no game (and keep hostile save files small)."""


@dataclass(frozen=True, slots=True)
class Rules:
    """The choices made before a round starts."""

    edition: Edition = FRANJOS
    scoring: Scoring = Scoring.FRANJOS
    markers_by_hand: bool = False
    """The player lays the tokens herself; the program only announces."""
    accept_equivalent: bool = True
    """Accept an arrangement that no ray can tell apart from the hidden one."""


@dataclass(frozen=True, slots=True)
class Shot:
    """A ray fired and the answer given (by the computer or announced by a person)."""

    port: Port
    outcome: Outcome
    announced: bool = False
    """A person gave the answer (the tabletop setter), so it may be wrong."""

    @property
    def cost(self) -> int:
        """Per-ray cost: 1 for absorbed or reflected, 2 for an exit."""
        return self.outcome.marker_count

    def __str__(self) -> str:
        return f"{self.port}={self.outcome}"


@dataclass(frozen=True, slots=True)
class RayLedger:
    """What the rays fired so far add up to, carried forward one ray at a time.

    The window asks these after every move, Undo and Redo; read again from every shot, each step of a
    long game took longer than the one before.  :meth:`after` adds one ray, so a move costs the same on
    move 1500 as on move 15; :meth:`of` adds them all from scratch (the tests check that both agree).
    """

    known: Mapping[Port, Outcome] = field(default_factory=lambda: MappingProxyType({}))
    """Every port whose answer is known, by a ray fired there or by symmetry, in the order it became known."""
    ray_cost: int = 0
    """Per-ray count: 1 per absorbed or reflected ray, 2 per exit, repeats included."""
    announced_rays: int = 0
    """Rays a person answered."""
    announced_answers: int = 0
    """Rays a person answered at a port whose answer was not known yet: the answers she gave.  (At a port
    already marked the game makes her say the known answer again, RULES.md §3; it tells nothing new.)"""
    expected: tuple[Marker | None, ...] = ()
    """The marker each port calls for (index ``port - 1``), laid in the order the rays were fired; empty
    before the first ray."""
    pairs: int = 0
    """Pairs among :attr:`expected`."""

    @staticmethod
    def of(shots: Iterable[Shot], port_count: int) -> RayLedger:
        ledger = RayLedger()
        for shot in shots:
            ledger = ledger.after(shot, port_count)
        return ledger

    def after(self, shot: Shot, port_count: int) -> RayLedger:
        """The ledger once ``shot`` is fired too."""
        known = self.known
        partner = shot.outcome.port
        fresh = shot.port not in known
        if shot.port not in known or (partner is not None and partner not in known):
            grown = dict(known)
            grown.setdefault(shot.port, shot.outcome)
            if partner is not None:
                grown.setdefault(partner, Outcome.exit(shot.port))
            known = MappingProxyType(grown)
        expected, pairs = self.expected or (None,) * port_count, self.pairs
        if expected[shot.port - 1] is None:
            markers = list(expected)
            if partner is not None:
                pairs += 1
                markers[partner - 1] = Marker.pair_of(pairs)
            markers[shot.port - 1] = Marker.for_outcome(shot.outcome, pairs)
            expected = tuple(markers)
        return RayLedger(
            known,
            self.ray_cost + shot.cost,
            self.announced_rays + shot.announced,
            self.announced_answers + (shot.announced and fresh),
            expected,
            pairs,
        )


@dataclass(frozen=True, slots=True)
class Position:
    """What the experimenter sees and owns."""

    board: Board
    atom_count: int
    shots: Chain[Shot] = field(default_factory=Chain)
    """Every ray fired, in order (shared with the positions before: see :class:`Chain`)."""
    markers: tuple[Marker | None, ...] = ()
    """The marker at each port, index ``port - 1``."""
    balls: frozenset[Cell] = frozenset()
    empty_marks: frozenset[Cell] = frozenset()
    """Cells she marked as surely empty: her own notes, never scored; a ball put on one takes its mark off."""
    setter_errors: int = 0
    excused: int = 0
    finished: bool = False
    ledger: RayLedger = field(default_factory=RayLedger, compare=False, repr=False)
    """What :attr:`shots` add up to (:meth:`Game.apply` carries it forward with each ray): derived, so no
    part of what the position is."""

    def marker_at(self, port: Port) -> Marker | None:
        return self.markers[port - 1]

    def known_answers(self) -> dict[Port, Outcome]:
        """Every port whose answer is known, by a ray fired there or by symmetry (a copy, the caller's own)."""
        return dict(self.ledger.known)

    def is_known(self, port: Port) -> bool:
        return port in self.ledger.known

    @property
    def marker_points(self) -> int:
        """Markers the rays fired put on the board: the ports they cover."""
        return len(self.ledger.known)

    @property
    def announced_rays(self) -> int:
        """Rays a person answered: the only answers that can be setter errors."""
        return self.ledger.announced_rays

    @property
    def ray_cost(self) -> int:
        """Per-ray count: 1 per absorbed or reflected ray, 2 per exit, repeats included."""
        return self.ledger.ray_cost

    @property
    def balls_left(self) -> int:
        return self.atom_count - len(self.balls)

    def expected_markers(self) -> tuple[Marker | None, ...]:
        """The markers the rays fired call for, laid in the order the rays were fired."""
        return self.ledger.expected or (None,) * self.board.port_count

    def marker_mistakes(self) -> list[Port]:
        """Ports whose token does not record what was announced (markers laid by hand).

        Pair numbers need not match: two tokens form a pair when they share a
        number, so only the kinds and the partners are compared.
        """
        expected, holders = self.expected_markers(), self._holders()
        mistakes = []
        for port in self.board.ports:
            want, have = expected[port - 1], self.markers[port - 1]
            if want is None or have is None:
                wrong = want != have
            else:
                wrong = want.kind != have.kind or (
                    want.kind is MarkerKind.PAIR and _partner(port, holders[have]) != self._expected_partner(port)
                )
            if wrong:
                mistakes.append(port)
        return mistakes

    def pairs_awaiting_partner(self) -> dict[Port, Port]:
        """Ports holding the right pair token whose partner is not laid yet (markers laid by hand), each with
        the port its partner goes on.  They are among :meth:`marker_mistakes` until the partner is down."""
        holders = self._holders()
        waiting: dict[Port, Port] = {}
        for port, answer in self.ledger.known.items():
            have, partner = self.markers[port - 1], answer.port
            if (
                have is not None
                and have.kind is MarkerKind.PAIR
                and partner is not None
                and partner != port
                and self.markers[partner - 1] is None
                and len(holders[have]) == 1
            ):
                waiting[port] = partner
        return waiting

    def _holders(self) -> dict[Marker, list[Port]]:
        """The ports each token lies on, found in one pass (a pair's partner is looked up at every port)."""
        holders: dict[Marker, list[Port]] = {}
        for port, marker in enumerate(self.markers, start=1):
            if marker is not None:
                holders.setdefault(marker, []).append(port)
        return holders

    def _expected_partner(self, port: Port) -> Port | None:
        answer = self.ledger.known.get(port)
        return answer.port if answer is not None else None


def _partner(port: Port, holders: list[Port]) -> Port | None:
    """The one other port among ``holders`` (the ports holding ``port``'s token), None unless exactly one."""
    partners = [p for p in holders if p != port]
    return partners[0] if len(partners) == 1 else None


@dataclass(frozen=True, slots=True)
class Game:
    """A round: the experimenter's position, the rules, and the setter's hidden atoms."""

    position: Position
    rules: Rules
    setup: frozenset[Cell] | None = field(default=None, repr=False)
    history: Chain[str] = field(default_factory=Chain)
    """Every move played, in its text form: it reads as a tuple, and shares its moves with the games before
    (undo keeps them all, so a copy in each would make a long game's undo cost the square of its length)."""
    revealed_by_setter: bool = field(default=False, compare=False, repr=False)
    """The setter entered her atoms at the end (``S=…`` is in :attr:`history`): the program did not know them
    during play.  Carried by :meth:`apply` (asked at every step, it once read the whole history)."""
    wrong_shots: Chain[Shot] = field(default_factory=Chain, compare=False, repr=False)
    """The shots whose answer is not what the setter's atoms give (none while they are unknown), found once:
    when a ray is answered, or all at once when she reveals her atoms."""

    @staticmethod
    def new(board: Board, atom_count: int, rules: Rules, setup: frozenset[Cell] | None) -> Game:
        """Start a round.  ``setup`` is None when a person keeps the atoms secret (tabletop)."""
        check_atom_count(board, atom_count)
        if setup is not None:
            check_setup(board, atom_count, setup)
        position = Position(board, atom_count, markers=(None,) * board.port_count)
        return Game(position, rules, setup)

    @property
    def board(self) -> Board:
        return self.position.board

    @property
    def finished(self) -> bool:
        return self.position.finished

    def answer(self, port: Port) -> Outcome:
        """The true answer at ``port``, from the setter's pad."""
        if self.setup is None:
            raise MoveError("The setter's atoms are not known, so the program cannot answer this ray.")
        self.board.check_port(port)
        code = self.board.tracer.exit_code(atom_bits(self.setup), port)
        return Outcome.from_code(code, port)

    # -- moves ----------------------------------------------------------------------

    def apply(self, move: Move | str) -> Game:
        """The game after ``move`` (a :class:`Move` or its text form)."""
        if isinstance(move, str):
            move = parse_move(move, self.board)
        game = self._apply(move)
        return replace(game, history=Chain.of(self.history).plus(move_text(move, self.board)))

    def apply_all(self, moves: list[str] | tuple[str, ...]) -> Game:
        game = self
        for move in moves:
            game = game.apply(move)
        return game

    def _apply(self, move: Move) -> Game:
        pos = self.position
        if isinstance(move, AdjustSetterErrors):
            if pos.setter_errors + move.delta < 0:
                raise MoveError("There are no setter errors to take back.")
            # Rule choice (RULES.md §4 is silent): a setter error is a wrong answer a person gave, so the
            # rays the program answered count none, and a total cannot fall below the markers by magic.
            if move.delta > 0 and pos.setter_errors >= self.setter_error_limit():
                if not pos.announced_rays:
                    raise MoveError("The program answered every ray, so there is no setter error to count.")
                if self.setup is not None:
                    raise MoveError("Every wrong answer the setter's atoms show already counts as a setter error.")
                raise MoveError("Every ray a person answered already counts as a setter error.")
            return self._with(setter_errors=pos.setter_errors + move.delta)
        if isinstance(move, AdjustExcused):
            if move.delta > 0 and not pos.announced_rays:
                raise MoveError("Only a person's answers can mislead; the program answered every ray.")
            if move.delta > 0 and not pos.finished:
                raise MoveError("A ball is misplaced only once the experimenter has finished.")
            if move.delta > 0 and self.setup is not None and pos.excused >= self.excusable():
                if not self.wrong_announcements():
                    raise MoveError("Every answer the setter gave was right, so no ball was misled.")
                raise MoveError("Every misplaced ball is excused already.")
            if not 0 <= pos.excused + move.delta <= pos.atom_count:
                raise MoveError("That many misplaced balls cannot be excused.")
            return self._with(excused=pos.excused + move.delta)
        if isinstance(move, RevealSetup):
            if self.setup is not None:
                raise MoveError("The atoms are already known.")
            if not pos.finished:
                raise MoveError("The setter reveals her atoms only when the experimenter has finished.")
            check_setup(self.board, pos.atom_count, move.atoms)
            revealed = replace(self, setup=move.atoms, revealed_by_setter=True)
            wrong = Chain.of(shot for shot in _first_answers(pos.shots) if revealed.answer(shot.port) != shot.outcome)
            return replace(revealed, wrong_shots=wrong)
        if pos.finished:
            raise MoveError("This round is over; start a new game to play on.")
        if isinstance(move, Finish):
            return self._with(finished=True)
        if isinstance(move, Fire):
            return self._fire(move)
        if isinstance(move, PlaceMarker | RemoveMarker):
            return self._lay_marker(move)
        if isinstance(move, MarkEmpty | UnmarkEmpty):
            return self._with(empty_marks=self._mark_empty(move))
        balls = self._move_ball(move)
        # A ball says "an atom here", the mark "none": the newer belief wins.  (Undo keeps every position: the
        # marks are shared with the one before unless a ball lands on one.)
        marks = pos.empty_marks if pos.empty_marks.isdisjoint(balls) else pos.empty_marks - balls
        return self._with(balls=balls, empty_marks=marks)

    def _with(self, **changes: object) -> Game:
        return replace(self, position=replace(self.position, **changes))  # type: ignore[arg-type]

    def _fire(self, move: Fire) -> Game:
        pos = self.position
        port = self.board.check_port(move.port)
        if move.announced is None:
            answer = self.answer(port)
        else:
            answer = move.announced
            exit_port = answer.port
            if exit_port is not None:
                self.board.check_port(exit_port)
            if exit_port == port:
                answer = REFLECTED
            conflict = announcement_conflict(pos, port, answer)
            if conflict is not None and conflict.kind is ConflictKind.ENTRY_MARKED:
                raise MoveError(f"Port {port} already holds a marker; a port holds only one.")
            if conflict is not None:
                raise MoveError(
                    f"Port {conflict.port} already holds a marker, so the ray at {port} cannot come out there."
                )
        shot = Shot(port, answer, announced=move.announced is not None)
        # The program's own answer is right by definition; a person's is checked when her atoms are known.
        wrong = self.wrong_shots
        # A wrong answer repeated at a marked port (the game makes her repeat it) is the same wrong answer.
        if (
            move.announced is not None
            and self.setup is not None
            and not pos.is_known(port)
            and self.answer(port) != answer
        ):
            wrong = Chain.of(wrong).plus(shot)
        markers = pos.markers  # shared with the position before (undo keeps them all) unless the ray lays some
        if not self.rules.markers_by_hand and markers[port - 1] is None:
            # A port that already carries a marker has a known answer: the ray
            # places nothing (RULES.md §3).
            laid = list(markers)
            pairs = max((m.pair for m in laid if m is not None), default=0)
            laid[port - 1] = Marker.for_outcome(answer, pairs + 1)
            if answer.port is not None and laid[answer.port - 1] is None:
                laid[answer.port - 1] = Marker.pair_of(pairs + 1)
            markers = tuple(laid)
        position = replace(
            pos,
            shots=Chain.of(pos.shots).plus(shot),
            ledger=pos.ledger.after(shot, self.board.port_count),
            markers=markers,
        )
        return replace(self, position=position, wrong_shots=wrong)

    def _lay_marker(self, move: PlaceMarker | RemoveMarker) -> Game:
        if not self.rules.markers_by_hand:
            raise MoveError("In this game the markers are laid automatically when a ray is fired.")
        markers = list(self.position.markers)
        port = self.board.check_port(move.port)
        if isinstance(move, RemoveMarker):
            if markers[port - 1] is None:
                raise MoveError(f"There is no marker at port {port}.")
            markers[port - 1] = None
        else:
            if markers[port - 1] is not None:
                raise MoveError(f"Port {port} already holds a marker; a port holds only one.")
            markers[port - 1] = move.marker
        return self._with(markers=tuple(markers))

    def _mark_empty(self, move: MarkEmpty | UnmarkEmpty) -> frozenset[Cell]:
        marks = self.position.empty_marks
        cell = move.cell
        name = self.board.cell_name(cell)
        if isinstance(move, UnmarkEmpty):
            if cell not in marks:
                raise MoveError(f"{name} is not marked empty.")
            return marks - {cell}
        if cell in self.position.balls:
            raise MoveError(f"There is a ball on {name}; take it back before marking the cell empty.")
        if cell in marks:
            raise MoveError(f"{name} is already marked empty.")
        return marks | {cell}

    def _move_ball(self, move: Move) -> frozenset[Cell]:
        balls = self.position.balls
        name = self.board.cell_name
        if isinstance(move, PlaceBall):
            if move.cell in balls:
                raise MoveError(f"There is already a ball on {name(move.cell)}.")
            if len(balls) >= self.position.atom_count:
                raise MoveError(f"All {self.position.atom_count} balls are on the board already.")
            return balls | {move.cell}
        if isinstance(move, RemoveBall):
            if move.cell not in balls:
                raise MoveError(f"There is no ball on {name(move.cell)}.")
            return balls - {move.cell}
        if isinstance(move, MoveBall):
            if move.source not in balls:
                raise MoveError(f"There is no ball on {name(move.source)}.")
            if move.target in balls and move.target != move.source:
                raise MoveError(f"There is already a ball on {name(move.target)}.")
            return (balls - {move.source}) | {move.target}
        raise MoveError("That move is not known.")

    # -- the end of the round -----------------------------------------------------------

    def verdict(self) -> Verdict | None:
        """How the balls compare with the atoms, once the atoms are known."""
        if self.setup is None:
            return None
        return judge(self.board, self.setup, self.position.balls, accept_equivalent=self.rules.accept_equivalent)

    def score(self, variant: Scoring | None = None) -> Score:
        """The score under ``variant`` (the game's own by default).

        Misplaced atoms count once the experimenter has finished and the
        atoms are known; before that the score is the running cost of the rays.
        """
        variant = variant or self.rules.scoring
        pos = self.position
        verdict = self.verdict() if pos.finished else None
        misplaced = 0
        if verdict is not None and not verdict.accepted:
            misplaced = len(verdict.missed_atoms)
        return score(
            variant,
            markers=pos.marker_points,
            ray_cost=pos.ray_cost,
            misplaced=misplaced,
            excused=min(pos.excused, self.excusable()),  # one excused before her atoms were known may lapse
            setter_errors=pos.setter_errors,
        )

    def setter_error_limit(self) -> int:
        """How many setter errors may count: one an answer a person gave (a repeat at a marked port gives
        none), and once her atoms are on the board, one a wrong answer they show (RULES.md §4: where the
        program knows, it counts the errors)."""
        if self.setup is not None and self.position.announced_rays:
            return len(self.wrong_announcements())
        return self.position.ledger.announced_answers

    def wrong_announcements(self) -> list[Shot]:
        """Shots whose announced answer is not what the setter's atoms give, each wrong answer once (not its
        repeats at the ports it marked)."""
        return list(self.wrong_shots)

    def excusable(self) -> int:
        """Parker: how many misplaced balls the players may call not her fault (RULES.md §4: those the
        setter's wrong answers misled).

        Before the setter's atoms are known, any.  Once they are, none when every answer was right, and
        never more than the balls she placed on empty cells: rule choice, a ball she never placed was
        not misled by anyone (with one ball placed, the four atoms she missed were all excusable).
        """
        pos = self.position
        if not pos.finished or not pos.announced_rays:
            return 0
        if self.setup is None:
            return pos.atom_count
        verdict = self.verdict()
        if verdict is None or verdict.accepted or not self.wrong_announcements():
            return 0
        return min(len(verdict.missed_atoms), len(verdict.wrong_balls))

    def proposed_excused(self) -> int:
        """Parker: misplaced balls the program proposes were not her fault.

        When her balls reproduce every answer she was given, the wrong answers
        misled her and none of her misplaced balls is charged (all that :meth:`excusable` allows);
        otherwise all are.
        """
        verdict = self.verdict()
        if verdict is None or not self.wrong_announcements():
            return 0
        balls = atom_bits(self.position.balls)
        tracer = self.board.tracer
        for shot in self.position.shots:
            if Outcome.from_code(tracer.exit_code(balls, shot.port), shot.port) != shot.outcome:
                return 0
        return self.excusable()


def _first_answers(shots: Iterable[Shot]) -> list[Shot]:
    """The shots fired at a port whose answer was not known yet, in order: the answers given.

    A ray at a port already marked, by a ray fired there or by one that came out there, has its answer known
    (RULES.md §3), and an announcement must repeat it: a wrong answer counts once, however often it is fired at.
    """
    known: set[Port] = set()
    first = []
    for shot in shots:
        if shot.port not in known:
            first.append(shot)
            known.add(shot.port)
            if shot.outcome.port is not None:
                known.add(shot.outcome.port)
    return first


def atom_limit(board: Board) -> int:
    """The most atoms a game on ``board`` may hide: one cell always stays empty."""
    return min(MAX_ATOMS, board.cell_count - 1)


def check_atom_count(board: Board, atom_count: object) -> int:
    if isinstance(atom_count, bool) or not isinstance(atom_count, int):
        raise CellError("The number of atoms must be a whole number.")
    limit = atom_limit(board)
    if not 1 <= atom_count <= limit:
        raise CellError(f"A game on the {board.title} board has 1 to {limit} atoms, not {atom_count}.")
    return atom_count


def check_setup(board: Board, atom_count: int, atoms: frozenset[Cell]) -> frozenset[Cell]:
    if len(atoms) != atom_count:
        raise CellError(f"The setter must hide exactly {atom_count} atoms, not {len(atoms)}.")
    if any(not 0 <= cell < board.cell_count for cell in atoms):
        raise CellError("An atom lies off the board.")
    return atoms


__all__ = [
    "Game",
    "Position",
    "RayLedger",
    "Rules",
    "Shot",
    "atom_limit",
    "check_atom_count",
    "check_setup",
]
