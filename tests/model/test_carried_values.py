"""What a game carries forward move by move equals what its whole history gives when read again.

The window asks the same questions of a game after every move, Undo and Redo (who revealed the atoms,
the markers the rays earn, their cost, the answers known, the markers laid by hand).  The game carries
their answers forward instead of reading every move again, so that a step costs as much on move 1500
as on move 15.  The reference functions below are the old readings of the whole history.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from blackbox_desktop.model import MoveError, parse_board
from blackbox_desktop.model.game import Game, Position, RayLedger, Rules
from blackbox_desktop.model.markers import Marker, MarkerKind
from blackbox_desktop.model.outcome import Outcome
from blackbox_desktop.model.scoring import Scoring

# -- the old readings, from scratch ---------------------------------------------------------------------------


def known_from_scratch(pos: Position) -> dict[int, Outcome]:
    known: dict[int, Outcome] = {}
    for shot in pos.shots:
        known.setdefault(shot.port, shot.outcome)
        if shot.outcome.port is not None:
            known.setdefault(shot.outcome.port, Outcome.exit(shot.port))
    return known


def expected_from_scratch(pos: Position) -> tuple[Marker | None, ...]:
    markers: list[Marker | None] = [None] * pos.board.port_count
    pairs = 0
    for shot in pos.shots:
        if markers[shot.port - 1] is not None:
            continue
        if shot.outcome.port is not None:
            pairs += 1
            markers[shot.outcome.port - 1] = Marker.pair_of(pairs)
        markers[shot.port - 1] = Marker.for_outcome(shot.outcome, pairs)
    return tuple(markers)


def mistakes_from_scratch(pos: Position) -> list[int]:
    expected, known = expected_from_scratch(pos), known_from_scratch(pos)

    def partner(port: int, marker: Marker) -> int | None:
        partners = [p for p in pos.board.ports if p != port and pos.markers[p - 1] == marker]
        return partners[0] if len(partners) == 1 else None

    mistakes = []
    for port in pos.board.ports:
        want, have = expected[port - 1], pos.markers[port - 1]
        if want is None or have is None:
            wrong = want != have
        else:
            answer = known.get(port)
            wrong = want.kind != have.kind or (
                want.kind is MarkerKind.PAIR and partner(port, have) != (answer.port if answer else None)
            )
        if wrong:
            mistakes.append(port)
    return mistakes


def waiting_from_scratch(pos: Position) -> dict[int, int]:
    waiting = {}
    for port, answer in known_from_scratch(pos).items():
        have, partner = pos.markers[port - 1], answer.port
        if (
            have is not None
            and have.kind is MarkerKind.PAIR
            and partner is not None
            and partner != port
            and pos.markers[partner - 1] is None
            and pos.markers.count(have) == 1
        ):
            waiting[port] = partner
    return waiting


def check_carried(game: Game) -> None:
    pos = game.position
    known = known_from_scratch(pos)
    assert pos.ledger == RayLedger.of(pos.shots, pos.board.port_count)
    assert list(pos.known_answers().items()) == list(known.items())  # the same answers, in the same order
    assert [pos.is_known(port) for port in pos.board.ports] == [port in known for port in pos.board.ports]
    assert pos.marker_points == len(known)
    assert pos.ray_cost == sum(shot.outcome.marker_count for shot in pos.shots)
    assert pos.announced_rays == sum(shot.announced for shot in pos.shots)
    assert pos.expected_markers() == expected_from_scratch(pos)
    assert pos.marker_mistakes() == mistakes_from_scratch(pos)
    assert list(pos.pairs_awaiting_partner().items()) == list(waiting_from_scratch(pos).items())
    assert game.revealed_by_setter == any(move.startswith("S=") for move in game.history)
    # A shot at a port already known repeats the known answer: it is no new answer, and no new wrong one.
    seen: set[int] = set()
    first = []
    for shot in pos.shots:
        if shot.port not in seen:
            first.append(shot)
        seen |= {shot.port} if shot.outcome.port is None else {shot.port, shot.outcome.port}
    assert pos.ledger.announced_answers == sum(shot.announced for shot in first)
    wrong = [] if game.setup is None else [shot for shot in first if game.answer(shot.port) != shot.outcome]
    assert game.wrong_announcements() == wrong


# -- random games -----------------------------------------------------------------------------------------------


def random_move(rng: random.Random, game: Game, late: bool) -> str:
    board, pos = game.board, game.position
    port = rng.choice(board.ports)
    cell = board.cell_name(rng.randrange(board.cell_count))
    known = pos.known_answers()
    roll = rng.random()
    if roll < 0.3:
        if game.setup is not None and rng.random() < 0.7:
            return f"F{port}"
        answer = known.get(port) if rng.random() < 0.3 else None  # a repeat of a known answer, sometimes
        if answer is None:
            answer = rng.choice([Outcome.ABSORBED, Outcome.REFLECTED, Outcome.exit(rng.choice(board.ports))])
        return f"F{port}={answer}"
    if roll < 0.5:
        return rng.choice([f"B+{cell}", f"B-{cell}", f"N+{cell}", f"N-{cell}"])
    if roll < 0.55 and pos.balls:
        return f"B{board.cell_name(rng.choice(sorted(pos.balls)))}>{cell}"
    if roll < 0.8:
        if known and rng.random() < 0.5:  # the token the answer calls for, or its pair's partner
            port = rng.choice(sorted(known))
            want = pos.expected_markers()[port - 1]
            if want is not None:
                return f"M{port}={want}"
        token = rng.choice(["H", "R", f"P{rng.randint(1, 4)}"])
        return rng.choice([f"M{port}={token}", f"M{port}-"])
    if roll < 0.9:
        return rng.choice(["E+", "E-", "X+", "X-"])
    if roll < 0.95 and late:
        return "D"
    if game.setup is None and pos.finished:
        return "S=" + ",".join(board.names(frozenset(rng.sample(range(board.cell_count), pos.atom_count))))
    return f"F{port}"


@pytest.mark.parametrize("spec", ["ortho-8x8", "hex-5", "ortho-26x26"])
@pytest.mark.parametrize("seed", range(6))
def test_carried_values_equal_the_whole_history_read_again(spec: str, seed: int) -> None:
    rng = random.Random(f"{spec}:{seed}")
    board = parse_board(spec)
    atoms = rng.randint(1, 5)
    rules = Rules(scoring=rng.choice(list(Scoring)), markers_by_hand=seed % 2 == 1)
    setup = frozenset(rng.sample(range(board.cell_count), atoms)) if seed % 3 else None  # tabletop: None
    game = Game.new(board, atoms, rules, setup)
    check_carried(game)
    played = 0
    for attempt in range(400):
        try:
            after = game.apply(random_move(rng, game, late=attempt > 300))
        except MoveError:
            continue
        check_carried(after)
        played += 1
        game = after
    assert played > 100
    # The same moves replayed from the start (as Open and a resume do) carry the same values.
    again = Game.new(board, atoms, rules, setup).apply_all(game.history)
    assert again == game
    assert again.position.ledger == game.position.ledger
    assert again.revealed_by_setter == game.revealed_by_setter
    assert again.wrong_shots == game.wrong_shots


def test_a_revealed_game_carries_its_reveal_through_later_moves_and_a_change_of_rules() -> None:
    board = parse_board("ortho-8x8")
    game = Game.new(board, 1, Rules(), None).apply_all(["F1=H", "B+A1", "D", "S=E5", "E+"])
    assert game.revealed_by_setter
    assert replace(game, rules=replace(game.rules, scoring=Scoring.PARKER)).revealed_by_setter  # as printing does
    assert game.position.setter_errors == 1 and not game.apply("E-").position.setter_errors
    assert not Game.new(board, 1, Rules(), board.cells_from_names("A1")).apply_all(["F1", "D"]).revealed_by_setter


# -- never reading it all again -----------------------------------------------------------------------------------


class Unread(tuple):  # type: ignore[type-arg]
    """A history or a list of shots that fails the test when it is read through."""

    def __iter__(self):  # type: ignore[no-untyped-def]
        raise AssertionError("the whole list was read again")

    def __getitem__(self, index):  # type: ignore[no-untyped-def]
        raise AssertionError("the whole list was read again")

    def count(self, value):  # type: ignore[no-untyped-def]
        raise AssertionError("the whole list was read again")

    def index(self, *args):  # type: ignore[no-untyped-def]
        raise AssertionError("the whole list was read again")


@pytest.mark.parametrize("markers_by_hand", [False, True])
def test_the_questions_asked_at_every_step_read_neither_the_history_nor_every_ray(markers_by_hand: bool) -> None:
    board = parse_board("ortho-8x8")
    rules = Rules(markers_by_hand=markers_by_hand)
    game = Game.new(board, 4, rules, board.cells_from_names("B2,C5,D1,E1"))
    game = game.apply_all(["F1", "F2", "F7", "F12", "B+A1", "B+C5", "BA1>B2"])
    if markers_by_hand:
        game = game.apply_all(["M1=P1", "M2=H"])
    pos = replace(game.position, shots=Unread(game.position.shots))
    sealed = replace(game, position=pos, history=Unread(game.history))
    assert not sealed.revealed_by_setter
    assert pos.marker_points == game.position.marker_points
    assert pos.ray_cost == game.position.ray_cost
    assert pos.announced_rays == 0
    assert pos.known_answers() == game.position.known_answers()
    assert pos.is_known(1) and not pos.is_known(3)
    assert pos.expected_markers() == game.position.expected_markers()
    assert pos.marker_mistakes() == game.position.marker_mistakes()
    assert pos.pairs_awaiting_partner() == game.position.pairs_awaiting_partner()
    assert sealed.score().total == game.score().total
    assert sealed.setter_error_limit() == 0 and sealed.excusable() == 0


def test_a_revealed_tabletop_game_counts_its_setter_errors_without_reading_every_ray_again() -> None:
    board = parse_board("ortho-8x8")
    game = Game.new(board, 1, Rules(scoring=Scoring.PARKER), None)
    game = game.apply_all(["F1=H", "F2=H", "F9=R", "B+A2", "D", "S=E5", "E+", "X+"])
    assert len(game.wrong_announcements()) == 3 and game.position.excused == 1
    sealed = replace(
        game, position=replace(game.position, shots=Unread(game.position.shots)), history=Unread(game.history)
    )
    assert sealed.revealed_by_setter
    assert sealed.wrong_announcements() == game.wrong_announcements()
    assert sealed.setter_error_limit() == 3 and sealed.excusable() == 1
    assert sealed.score() == game.score()
