"""Two-player matches, the French duel and the French names of ports (RULES.md §4, seeds 003/004)."""

import pytest

from blackbox_desktop.model import MoveError, PortError, parse_board
from blackbox_desktop.model.duel import Duel
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.match import Match
from blackbox_desktop.model.port_names import FRENCH, parse_port, port_label
from blackbox_desktop.model.scoring import Scoring

BOARD = parse_board("ortho-8x8")
A = BOARD.cells_from_names("B2,C5,D1,E1")
B = BOARD.cells_from_names("A7,D4,F6,H4")


def test_every_square_port_has_a_french_name_that_reads_back():
    labels = [port_label(BOARD, p, FRENCH) for p in BOARD.ports]
    assert len(set(labels)) == 32
    assert labels[0] == "A gauche" and labels[8] == "1 bas" and labels[16] == "H droite" and labels[31] == "1 haut"
    for port, label in zip(BOARD.ports, labels, strict=True):
        assert parse_port(BOARD, label) == port
    with pytest.raises(PortError) as refused:
        parse_port(BOARD, "Z gauche")
    # The example is quoted as the interface quotes its own words, not in straight quotes.
    assert str(refused.value).endswith("write a number or e.g. “D gauche”.")


def test_hex_ports_keep_their_numbers_in_french():
    hexboard = parse_board("hex-5")
    assert port_label(hexboard, 17, FRENCH) == "17"


def test_a_hot_seat_match_swaps_roles_and_the_lower_total_wins():
    match = Match.new(("Ann", "Bob"), BOARD, 4, Rules(scoring=Scoring.FRANJOS))
    assert (match.setter, match.experimenter) == ("Ann", "Bob")
    match = match.hide(A).play("F2").play("F7")
    for cell in BOARD.names(A):
        match = match.play(f"B+{cell}")
    match = match.play("D").end_round()
    assert (match.setter, match.experimenter) == ("Bob", "Ann")
    match = match.hide(B).play("F1").play("D").end_round()  # Ann fires once and guesses nothing
    assert match.over
    assert match.score_sheet() == [(1, "Bob", 3), (2, "Ann", 1 + 20)]
    assert match.winner() == "Bob"


def test_a_tabletop_round_waits_for_the_setter_to_enter_her_pattern():
    match = Match.new(("Ann", "Bob"), BOARD, 4, Rules(), answered_by="person").hide(None)
    match = match.play("F3=H").play("D")
    with pytest.raises(MoveError):
        match.end_round()
    match = match.play("S=" + ",".join(BOARD.names(A))).play("E+")
    assert [s.port for s in match.current.wrong_announcements()] == [3]
    match = match.end_round()
    assert match.score_sheet()[0][2] == 1 + 20 - 5


def test_a_match_refuses_a_round_without_atoms_when_the_program_answers():
    match = Match.new(("Ann", "Bob"), BOARD, 4, Rules())
    with pytest.raises(MoveError):
        match.hide(None)
    with pytest.raises(MoveError):
        match.play("F1")


def test_duel_players_fire_in_turn_with_per_ray_scores():
    duel = Duel.new(("Ann", "Bob"), BOARD, 4, (A, B))
    duel = duel.play("F2")  # Ann fires into Bob's atoms
    assert duel.turn == 1
    duel = duel.play("F7")
    assert duel.turn == 0
    assert duel.score(0) == duel.boxes[0].position.ray_cost


def test_duel_opponent_goes_on_only_while_her_score_is_lower():
    duel = Duel.new(("Ann", "Bob"), BOARD, 4, (A, B))
    duel = duel.play("N=" + ",".join(BOARD.names(B)))  # Ann names Bob's atoms at once: score 0
    assert duel.stopped(0) and duel.turn == 1
    assert duel.must_name(1)
    with pytest.raises(MoveError, match="name your atoms now"):
        duel.play("F1")
    duel = duel.play("N=A1,A2,A3,A4")
    assert duel.over and duel.winner() == "Ann"


def test_duel_opponent_may_fire_on_while_lower():
    duel = Duel.new(("Ann", "Bob"), BOARD, 4, (A, B))
    duel = duel.play("F1").play("F2").play("N=A1,A2,A3,A4")  # Ann: 1 ray + 4 wrong = big score
    assert duel.turn == 1 and not duel.must_name(1)
    duel = duel.play("F9").play("F10")
    assert duel.turn == 1
    duel = duel.play("N=" + ",".join(BOARD.names(A)))
    assert duel.over and duel.winner() == "Bob"
