"""The computer experimenter: fires rays and places balls to score as little as it can.

Terms:

consistent set
    The arrangements that give every answer seen so far.  When they are few
    (at most the level's ``enumerate_limit``) they are listed and every figure
    is exact; otherwise a uniform sample of ``sample_size`` of them stands in.
    Where counting them would take long (``arrangement_walk.COUNT_WORK``: on a big board with
    many atoms one absorbed ray can make it minutes), the sample is drawn by
    random walks instead (``arrangement_walk``) and its frequencies stand in
    for the counts.
stop value
    The expected penalty of placing the balls now and finishing:
    ``5 × (atoms − expected correct balls)``.  Balls on the cells most often
    full in the consistent set maximise the expected number of correct balls
    (it is the sum of their marginals), so that is where they go.
fire value
    The expected cost of a ray (1 marker for absorbed or reflected, 2 for an
    exit) plus the expected value of the position after its answer.
continuation estimate
    What finishing a position with ``N`` consistent arrangements costs when
    the experimenter goes on firing: about ``BITS_COST`` markers per bit,
    ``BITS_COST × log2 N``.  Used beyond the end of the look-ahead; the value
    of a position is the smaller of its stop value and this estimate.

greedy policy
    Fire the port that teaches the most bits per marker (expected
    information over expected markers) until the arrangements left answer
    every ray alike, or until stopping is cheaper.  Early on (sampled
    consistent set) the strong level plays it, unless its board has an
    opening book.
greedy rollout
    In the exact phase the strong level weighs every useful port with the
    exact expected cost of firing it and then finishing with the greedy
    policy on the listed arrangements (the whole greedy decision tree, not a
    sample), and fires the cheapest: a one-step policy improvement of the
    greedy policy.  On boards small enough for an exhaustive search
    (``perfect_play``) it scores the optimum or within 1 % of it
    (``benchmarks/experimenter_optimal.py``).
opening book
    The same rollout, worked out beforehand over every arrangement for the
    opening, where the sets are too large to list during play
    (``opening_book``).  Expected scores summed exactly over every
    unambiguous setup of 8x8 with 4 atoms: plain greedy 10.29, the strong
    level without its book 10.19, with it 10.06.
ambiguous arrangements
    Hidden setups are never ambiguous (RULES.md §5; ``random_setup``
    avoids them), so listed arrangements that share their whole answer pad
    with another listed one are dropped, unless that would drop them all.
    A person may hide look-alikes all the same (the pad only warns her):
    then the experimenter is told ``look_alikes_hidden`` and drops none, or
    it would never consider the arrangement she hid.

The experimenter does not insist on certainty: it fires while the best fire
value is below the stop value, then places its balls and says it has
finished ("in some situation it may be better to apply some intuition than
firing additional rays", seed 002).  Under Franjos, Parker and per-ray scoring
a new ray costs the same (1 or 2), and it never fires at a port whose answer
is known, so one policy serves all three.

>>> from blackbox_desktop.model.board import parse_board
>>> from blackbox_desktop.model.game import Game, Rules
>>> board = parse_board("ortho-5x5")
>>> game = Game.new(board, 2, Rules(), setup=board.cells_from_names("B2,D4"))
>>> game = play_game(game, ComputerExperimenter(board, 2))
>>> game.finished, game.history[-1], len(game.position.balls)
(True, 'D', 2)
"""

from __future__ import annotations

import heapq
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .arrangement_walk import (
    COUNT_WORK,
    TooLong,
    count_budget,
    fitting_sample,
    found_elsewhere,
    looked_at,
    walk_rays,
    walk_sample,
)
from .deduction import Observations, observation_rays
from .deduction_search import Cancelled, Leaf, cells_of, leaf_arrangements, ray_tables, sample_arrangements, search
from .errors import MoveError, quoted
from .opening_book import opening_book
from .rays import answer_pad
from .rollout import AnswerTable, answer_counts, bits_per_marker, unambiguous
from .scoring import PENALTY, Scoring

Cancel = Callable[[], bool]
"""Asked now and then while thinking: True when the answer is no longer wanted."""

if TYPE_CHECKING:
    from .board import Board, Cell, Port
    from .game import Game, Position

__all__ = [
    "LEVELS",
    "ComputerExperimenter",
    "Decision",
    "Level",
    "play_game",
]

BITS_COST = 0.5
"""Markers a ray costs per bit it teaches, on average over a game (continuation estimate)."""
CONTINUATION_BASE = 0.7
"""Markers the last, least informative rays of a game cost on top of ``BITS_COST`` per bit."""


@dataclass(frozen=True, slots=True)
class Level:
    """How hard the experimenter thinks."""

    name: str
    sample_size: int
    """Arrangements drawn when the consistent set is too large to list."""
    enumerate_limit: int
    """List the consistent set exactly when it is at most this large."""
    lookahead: int
    """1: the value after a ray is its stop value; 2: in the exact phase every port is weighed by greedy
    rollout."""
    continuation: bool
    """Value positions beyond the look-ahead with the continuation estimate as well as the stop value."""
    noisy: bool
    """Beginner: a random port among the decent ones, early stops, balls on one guessed arrangement."""
    book: bool = False
    """Play the opening from the board's opening book where there is one (``opening_book``)."""


LEVELS = {
    "strong": Level("strong", 700, 1200, 2, True, False, book=True),
    "medium": Level("medium", 250, 300, 1, False, False),
    "beginner": Level("beginner", 120, 120, 1, False, True),
}
"""The levels by name: ``strong`` plays for the lowest mean score; ``beginner`` can be beaten by a child."""

STRONG_MEAN_SCORES = {
    ("ortho-8x8", 4): 10.04,
    ("ortho-8x8", 5): 12.24,
    ("hex-5", 5): 10.45,
    ("hex-5", 6): 11.96,
}
"""The strong level's mean score (Franjos scoring; per ray it is the same) over 500 seeded games of each board
and atom count, as ``benchmarks/experimenter.py`` measures it: the yardstick the window gives after a reveal."""

BEGINNER_PATIENCE = 7.5
"""The beginner stops once it expects to misplace fewer than this many points' worth of atoms."""


@dataclass(frozen=True, slots=True)
class Decision:
    """What the experimenter decided on a position, and the figures behind it."""

    port: Port | None
    """The port to fire, or ``None`` to place the balls and finish."""
    stop_value: float
    """Expected penalty of finishing now."""
    fire_value: float | None
    """Expected cost of firing ``port`` and playing on (None when it stops for want of a useful ray)."""
    count: int
    """Consistent arrangements (exact), or the size of the walked sample when they were too many to count."""
    exact: bool
    """The figures come from every consistent arrangement, not a sample."""


class ComputerExperimenter:
    """Plays the experimenter's side: ``next_move(position)`` gives the next move text.

    ``rng`` seeds the sampling and (for the beginner) the noise; without it
    the experimenter is fully deterministic.  The same position always gets
    the same decision, whatever was asked before.
    """

    def __init__(
        self,
        board: Board,
        atom_count: int,
        level: str = "strong",
        rng: random.Random | None = None,
        variant: Scoring = Scoring.FRANJOS,
        look_alikes_hidden: bool = False,
    ) -> None:
        if level not in LEVELS:
            raise MoveError(f"{quoted(level)} is not a level; choose {', '.join(LEVELS)}.")
        self.board = board
        self.atom_count = atom_count
        self.level = LEVELS[level]
        self.variant = variant
        self.look_alikes_hidden = look_alikes_hidden
        """The setter may have hidden an arrangement another one imitates (see "ambiguous arrangements")."""
        self._seed = rng.getrandbits(64) if rng is not None else 0
        self._decisions: dict[tuple[tuple[int, int], ...], Decision] = {}
        self._plans: dict[tuple[tuple[int, int], ...], frozenset[Cell]] = {}
        self._stopped_on: dict[tuple[tuple[int, int], ...], _Consistent] = {}
        """The walked sample each stop was decided on, for the balls (drawing another would take as long again)."""

    # -- the moves -----------------------------------------------------------------

    def next_move(self, position: Position, cancel: Cancel | None = None) -> str:
        """``F<port>`` to fire, ``B+<cell>`` (or ``B-<cell>``) for the balls, then ``D``.

        ``cancel`` is asked now and then while thinking; once it says yes, :class:`Cancelled` is raised
        (the game was stopped: on a big board a step can take minutes).
        """
        if position.finished:
            raise MoveError("This round is over; the experimenter has nothing left to do.")
        if not position.balls:
            decision = self.decide(position, cancel)
            if decision.port is not None:
                return f"F{decision.port}"
        plan = self.plan_balls(position, cancel)
        name = self.board.cell_name
        for cell in sorted(position.balls - plan):
            return f"B-{name(cell)}"
        for cell in sorted(plan - position.balls):
            return f"B+{name(cell)}"
        return "D"

    def decide(self, position: Position, cancel: Cancel | None = None) -> Decision:
        """Fire (``port``) or stop, with the expected values that made the choice."""
        key = _key(position.known_answers())
        decision = self._decisions.get(key)
        if decision is None:
            decision = self._decide(position.known_answers(), self._rng(key, "decide"), cancel)
            self._decisions[key] = decision
            if decision.port is not None:
                self._stopped_on.pop(key, None)
        return decision

    def plan_balls(self, position: Position, cancel: Cancel | None = None) -> frozenset[Cell]:
        """Where the balls go: the cells most often full among the consistent arrangements.

        The beginner instead guesses one consistent arrangement at random.  Where the stop was decided on a
        walked sample, the balls go on that sample.
        """
        known = position.known_answers()
        key = _key(known)
        plan = self._plans.get(key)
        if plan is None:
            self.decide(position, cancel)  # whatever was asked before: the same sample for the same position
            plan = self._plan(known, self._rng(key, "balls"), cancel, self._stopped_on.get(key))
            self._plans[key] = plan
        return plan

    # -- thinking --------------------------------------------------------------------

    def _rng(self, key: tuple[tuple[int, int], ...], purpose: str) -> random.Random:
        return random.Random(f"{self._seed}/{self.level.name}/{purpose}/{key}")

    def _consistent(self, known: Observations, rng: random.Random, cancel: Cancel | None = None) -> _Consistent:
        tables = ray_tables(self.board)
        leaves: list[Leaf] = []
        rays = observation_rays(self.board, known)
        early: _Consistent | None = None
        uncountable = False
        if self.board.cell_count > WALK_FIRST_CELLS and rays:
            # On a big board the count rarely finishes in its time: the walks first, and no count where they
            # show a set too large to list (its figures would come from a sample then, like theirs).
            before = rng.getstate()
            early = self._walked(known, rng, cancel)
            if _too_many_to_list(early.arrangements, self.level.enumerate_limit):
                return early
            after = rng.getstate()
            rng.setstate(before)  # the count's sample is drawn as if no walk had been
            looked = looked_at(self.board, walk_rays(known), early.arrangements)
            uncountable = _too_many_ways(looked.bit_count(), self.atom_count)
        try:
            if uncountable:
                raise TooLong  # neither count could finish: what follows a count that ran out, without one
            result = search(tables, self.atom_count, rays, leaves=leaves, cancel=count_budget(cancel, len(rays)))
        except TooLong:
            if early is None:
                walked = self._walked(known, rng, cancel)
            else:
                walked = early
                rng.setstate(after)
            if 2 * len(set(walked.arrangements)) > len(walked.arrangements):
                return walked
            # The walks kept coming back to the same few arrangements.  Late in a game the set can be that small;
            # or they kept to one corner of it (10x10 with 8 atoms: 10 different ones drawn, 346 fit, and it
            # stopped on the wrong ones).  Fitting arrangements reached in another way tell: random starts mended
            # until they fit, and those the stopped count had found (191 of the 346).
            elsewhere, whole = found_elsewhere(
                self.board,
                self.atom_count,
                walk_rays(known),
                walked.arrangements,
                leaves,
                tables.all_cells,
                rng,
                cancel,
            )
            if whole and not elsewhere:
                return walked  # every probe fits and is among the draws: they hold the set
            if uncountable or _longer_count_hopeless(leaves, walked.arrangements, elsewhere):
                return self._rewalked(known, rng, cancel, walked, elsewhere)
            if not walked.arrangements:
                # No mended start fitted and the walks drew nothing: walks from a probe that fits, if one does,
                # rather than a longer count, which finds none on the big boards where mending fails (26x26 with
                # 10 atoms); with none, the answers are taken to contradict each other.
                return self._rewalked(known, rng, cancel, walked, elsewhere)
            leaves.clear()
            try:
                result = search(
                    tables, self.atom_count, rays, leaves=leaves, cancel=count_budget(cancel, len(rays), LONG_WORK)
                )
            except TooLong:
                return self._rewalked(known, rng, cancel, walked, elsewhere)
        if result.count <= self.level.enumerate_limit:
            arrangements = [bits for leaf in leaves for bits in leaf_arrangements(leaf, tables.all_cells)]
            if PRUNE_AMBIGUOUS and not self.look_alikes_hidden:
                kept = unambiguous(self.board, arrangements)
                if kept and len(kept) < len(arrangements):
                    counts = [0] * self.board.cell_count
                    for bits in kept:
                        for cell in cells_of(bits):
                            counts[cell] += 1
                    return _Consistent(len(kept), counts, kept, True)
            exact = True
        else:
            arrangements = sample_arrangements(leaves, tables.all_cells, rng, self.level.sample_size)
            exact = False
        return _Consistent(result.count, result.cell_counts, arrangements, exact)

    def _walked(
        self, known: Observations, rng: random.Random, cancel: Cancel | None, starts: Sequence[int] = ()
    ) -> _Consistent:
        """Too many arrangements to count in good time: a sample drawn by walks (``arrangement_walk``), from
        ``starts`` when given."""
        size = self.level.sample_size
        if starts:
            arrangements = walk_sample(self.board, self.atom_count, walk_rays(known), starts, rng, size, cancel)
        else:
            arrangements = fitting_sample(self.board, self.atom_count, known, rng, size, cancel)
        counts = [0] * self.board.cell_count
        for bits in arrangements:
            for cell in cells_of(bits):
                counts[cell] += 1
        return _Consistent(len(arrangements), counts, arrangements, False, walked=True)

    def _rewalked(
        self, known: Observations, rng: random.Random, cancel: Cancel | None, walked: _Consistent, elsewhere: list[int]
    ) -> _Consistent:
        """No count lists the set: the walked sample, drawn again from the arrangements found elsewhere as well."""
        if not elsewhere:
            return walked
        # Stuck in one corner of a set too large to count (26x26 with 10 atoms): walks from the arrangements
        # found elsewhere too, or the computer stops on the corner's (7 atoms misplaced).
        return self._walked(known, rng, cancel, [*walked.arrangements[:1], *elsewhere])

    def _plan(
        self, known: Observations, rng: random.Random, cancel: Cancel | None = None, walked: _Consistent | None = None
    ) -> frozenset[Cell]:
        consistent = walked if walked is not None else self._consistent(known, rng, cancel)
        if not consistent.count:
            # The answers contradict each other (a person mis-announced): any guess will do.
            return frozenset(self.board.cells[: self.atom_count])
        if self.level.noisy:
            return frozenset(cells_of(rng.choice(consistent.arrangements)))
        if self.look_alikes_hidden and consistent.exact and _look_alikes(self.board, consistent.arrangements):
            # No ray can tell them apart, and the rules accept any of them: one whole arrangement, not the
            # most frequent cells, which may make up none of them.
            return frozenset(cells_of(min(consistent.arrangements)))
        order = sorted(self.board.cells, key=lambda c: (-consistent.cell_counts[c], c))
        return frozenset(order[: self.atom_count])

    def _decide(self, known: Observations, rng: random.Random, cancel: Cancel | None = None) -> Decision:
        if self.level.book:
            book = opening_book(self.board, self.atom_count)
            line = book.line_for(_key(known)) if book is not None else None
            if line is not None:
                return Decision(line.port, line.stop_value, line.fire_value, line.count, True)
        consistent = self._consistent(known, rng, cancel)
        if consistent.walked:
            self._stopped_on[_key(known)] = consistent  # kept if the decision is to stop
        count = consistent.count
        if count == 0:
            return Decision(None, 0.0, None, 0, True)
        n = self.atom_count
        top = heapq.nlargest(n, consistent.cell_counts)
        stop_value = PENALTY * (n - sum(top) / count)
        if count == 1 or stop_value <= 1e-9:
            return Decision(None, 0.0, None, count, consistent.exact)
        marked = set(known)
        marked.update(o.port for o in known.values() if o.port is not None)
        ports = [p for p in self.board.ports if p not in marked]
        model = AnswerTable(self.board, consistent.arrangements, ports, n)
        scale = count / len(model.arrangements)
        level = self.level
        cont = _continuation(scale) if level.continuation else None
        prior = None if consistent.exact else [c / count for c in consistent.cell_counts]
        everyone = list(range(len(model.arrangements)))
        values: list[tuple[float, Port]] = []
        for port in ports:
            if cancel is not None and cancel():
                raise Cancelled()
            groups = model.split(everyone, port)
            if len(groups) < 2:
                continue
            if not consistent.exact:
                # Sampled (early) phase: most bits per marker; every lookahead on samples measured worse.
                values.append((-bits_per_marker(port, answer_counts(groups), len(everyone)), port))
                continue
            values.append((model.fire_value(port, groups, len(everyone), cont, prior), port))
        if not values:
            return Decision(None, stop_value, None, count, consistent.exact)
        values.sort()
        if level.noisy:
            return self._beginner(values, stop_value, count, consistent.exact, rng)
        if level.lookahead >= 2 and consistent.exact:
            # Every useful port, not the best few by a cheaper figure: symmetric ports fill any short list
            # (on 6x6 with 2 atoms a list of 12 held no ray along the second row, the best first ray).
            values = model.rollout_ranking(everyone, [port for _, port in values])
        best_value, best_port = values[0]
        if not consistent.exact:
            return Decision(best_port, stop_value, None, count, consistent.exact)
        if best_value < stop_value - 1e-9:
            return Decision(best_port, stop_value, best_value, count, consistent.exact)
        return Decision(None, stop_value, best_value, count, consistent.exact)

    def _beginner(
        self, values: list[tuple[float, Port]], stop_value: float, count: int, exact: bool, rng: random.Random
    ) -> Decision:
        # A child's play: stop as soon as the guess looks "good enough", and
        # otherwise fire at any port that is not plainly poor.
        if stop_value < BEGINNER_PATIENCE:
            return Decision(None, stop_value, values[0][0], count, exact)
        best = values[0][0]
        decent = [port for value, port in values if value <= best + 2.0]
        port = rng.choice(decent)
        return Decision(port, stop_value, dict((p, v) for v, p in values)[port], count, exact)


# -- the arithmetic ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class _Consistent:
    count: int
    cell_counts: Sequence[int]
    arrangements: list[int]
    exact: bool
    walked: bool = False
    """Drawn by walks (``_walked``): another draw would take as long again."""


def _continuation(scale: float) -> Callable[[int], float]:
    """The continuation estimate for a group of ``size`` listed arrangements (each standing for ``scale``)."""

    def estimate(size: int) -> float:
        total = size * scale
        return CONTINUATION_BASE + BITS_COST * math.log2(total) if total > 1.5 else 0.0

    return estimate


WALK_FIRST_CELLS = 100
"""Boards with more cells than this (beyond 10x10) draw the walks before counting (``_too_many_to_list``).  On
the smaller ones the count nearly always finishes, and walks first would only add their time."""
TOO_MANY_MARGIN = 0.1
"""Share of the walked sample by which its different arrangements must exceed what a listable set would give."""


def _too_many_to_list(drawn: Sequence[int], limit: int) -> bool:
    """Whether the walks drew so many different arrangements that more than ``limit`` surely fit.

    Draws from a set of ``limit`` arrangements give at most about ``limit * (1 - (1 - 1/limit) ** draws)``
    different ones (fewer where the walks keep near where they began); more than that by ``TOO_MANY_MARGIN`` of
    the draws says the set is larger, and the count would give figures from a sample as well: spared.  On 26x26
    with 10 atoms the count had run out at every decision but the first, a second or more each, and the walks
    had drawn 648 to 700 different ones of 700 at most of them.  Where a count finished on boards beyond 10x10
    the walks had drawn at most 553 (26x26 with 4 atoms, 82,405 listed): it still runs there.
    """
    draws = len(drawn)
    if not draws or limit <= 0:
        return False
    listable = limit * (1 - (1 - 1 / limit) ** draws)
    return len(set(drawn)) > listable + TOO_MANY_MARGIN * draws


COUNTABLE_WAYS = 10**17
"""The most ways the atoms may lie among the cells the rays look at for a count to be started on a big board
(``_too_many_ways``)."""


def _too_many_ways(looked: int, atoms: int) -> bool:
    """Whether no count can finish in its time: the atoms have more than ``COUNTABLE_WAYS`` ways to lie among the
    ``looked`` cells the rays look at (``arrangement_walk.looked_at``).

    The count decides those cells one by one, and an atom put in one is refuted only once a ray through it ends
    wrongly: its work grows with these ways, whatever the rays answered.  On 26x26 with 10 atoms they were 10^20.7
    to 10^21.7 wherever the walks drew few enough arrangements for a count to start, and no count found a single
    arrangement there, even four times longer (``LONG_WORK``): about 1 s, and 5 s more late in a game, for
    nothing.  Where counts finished on boards beyond 10x10 (14x14 with 8 atoms, 18x18 with 6, 26x26 with 4) they
    were at most 10^13.7: there they still run.
    """
    return looked >= atoms and math.comb(looked, atoms) > COUNTABLE_WAYS


LONG_WORK = 4 * COUNT_WORK
"""What the count may do, in ``arrangement_walk.COUNT_WORK``'s units, once walks found only a few arrangements."""
HOPELESS_KNOWN = 20
"""Fitting arrangements the walks and probes may have found, none of them by the stopped count, before a longer
count is thought hopeless (``_longer_count_hopeless``)."""


def _longer_count_hopeless(leaves: Sequence[Leaf], drawn: Sequence[int], elsewhere: Sequence[int]) -> bool:
    """Whether a count ``LONG_WORK`` long cannot list the set, judged by the count stopped at ``COUNT_WORK``.

    That count did a quarter of the longer one's work.  Were the longer one to list the set, the stopped one
    would most likely have found some of it: about a quarter of the arrangements already known to fit (``drawn``
    by the walks, found ``elsewhere`` by the probes) when they are many.  When it found none (no ``leaves``)
    and more than ``HOPELESS_KNOWN`` are known, the longer count is spared: on 26x26 with 10 atoms the walks
    and probes had found 30 to 287 and the longer count failed every time, at 13-17 s a decision.  Finds come
    in clusters, hence the margin: on 10x10 with 8 atoms it listed sets of 3, 47 and 66 where 1, 13 and 4 were
    known and the stopped count had found none.
    """
    return not leaves and len({*drawn, *elsewhere}) > HOPELESS_KNOWN


PRUNE_AMBIGUOUS = True
"""Leave out listed arrangements another one imitates at every port (the setter never hides those)."""


def _look_alikes(board: Board, arrangements: Sequence[int]) -> bool:
    """More than one arrangement, all with the same answer at every port."""
    if len(arrangements) < 2:
        return False
    pads = (answer_pad(board, frozenset(cells_of(bits))) for bits in arrangements)
    first = next(pads)
    return all(pad == first for pad in pads)


def _key(known: Observations) -> tuple[tuple[int, int], ...]:
    return tuple(sorted((port, outcome.code(port)) for port, outcome in known.items()))


def play_game(game: Game, experimenter: ComputerExperimenter, max_moves: int = 1000) -> Game:
    """Let ``experimenter`` play ``game`` to its end (the setup must be known to answer the rays)."""
    for _ in range(max_moves):
        if game.finished:
            return game
        game = game.apply(experimenter.next_move(game.position))
    raise MoveError("The computer experimenter did not finish its game.")
