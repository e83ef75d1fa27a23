"""An announced answer against the markers already down (RULES.md §3: one marker a port, symmetric outcomes)."""

import pytest

from blackbox_desktop.model import MoveError, Outcome, parse_board
from blackbox_desktop.model.announcement import Conflict, ConflictKind, announcement_conflict
from blackbox_desktop.model.game import Game, Rules

BOARD = parse_board("ortho-8x8")


def tabletop(*moves: str) -> Game:
    return Game.new(BOARD, 4, Rules(), setup=None).apply_all(list(moves))


def test_nothing_known_nothing_in_the_way():
    position = tabletop().position
    for outcome in (Outcome.ABSORBED, Outcome.REFLECTED, Outcome.exit(24)):
        assert announcement_conflict(position, 1, outcome) is None


def test_rule_choice_an_exit_at_a_port_whose_answer_is_known_is_a_conflict_at_that_port():
    position = tabletop("F1=24", "F2=H", "F3=R").position
    assert announcement_conflict(position, 4, Outcome.exit(24)) == Conflict(
        ConflictKind.EXIT_MARKED, 24, Outcome.exit(1)
    )
    assert announcement_conflict(position, 4, Outcome.exit(2)) == Conflict(
        ConflictKind.EXIT_MARKED, 2, Outcome.ABSORBED
    )
    assert announcement_conflict(position, 4, Outcome.exit(3)) == Conflict(
        ConflictKind.EXIT_MARKED, 3, Outcome.REFLECTED
    )


def test_an_exit_by_the_way_back_of_a_known_ray_is_no_conflict():
    """9's ray came out at 5, so a ray at 5 comes out at 9: the same ray seen from its other end."""
    game = tabletop("F9=5")
    assert announcement_conflict(game.position, 5, Outcome.exit(9)) is None
    again = game.apply("F5=9")
    assert again.position.markers == game.position.markers and again.position.marker_points == 2


def test_a_port_whose_answer_is_known_takes_only_that_answer():
    position = tabletop("F1=24", "F2=H").position
    assert announcement_conflict(position, 2, Outcome.REFLECTED) == Conflict(
        ConflictKind.ENTRY_MARKED, 2, Outcome.ABSORBED
    )
    assert announcement_conflict(position, 24, Outcome.ABSORBED) == Conflict(
        ConflictKind.ENTRY_MARKED, 24, Outcome.exit(1)
    )
    assert announcement_conflict(position, 2, Outcome.ABSORBED) is None
    assert announcement_conflict(position, 24, Outcome.exit(1)) is None


def test_the_rays_own_marker_is_reported_before_the_exits():
    game = tabletop("F1=24", "F2=H")
    assert announcement_conflict(game.position, 2, Outcome.exit(24)) == Conflict(
        ConflictKind.ENTRY_MARKED, 2, Outcome.ABSORBED
    )
    with pytest.raises(MoveError, match=r"^Port 2 already holds a marker; a port holds only one\.$"):
        game.apply("F2=24")


def test_an_exit_at_the_rays_own_port_is_read_as_a_reflection():
    position = tabletop("F3=R").position
    assert announcement_conflict(position, 3, Outcome.exit(3)) is None
    assert announcement_conflict(position, 4, Outcome.exit(4)) is None
    assert announcement_conflict(tabletop("F3=H").position, 3, Outcome.exit(3)) == Conflict(
        ConflictKind.ENTRY_MARKED, 3, Outcome.ABSORBED
    )


def test_the_game_refuses_what_the_conflict_names_in_the_same_words():
    game = tabletop("F1=24")
    with pytest.raises(MoveError, match=r"^Port 24 already holds a marker, so the ray at 4 cannot come out there\.$"):
        game.apply("F4=24")
