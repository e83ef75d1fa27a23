"""A round of play: moves, markers, balls, the verdict and the scores of RULES.md §4."""

import pytest

from blackbox_desktop.model import MoveError, Outcome, parse_board
from blackbox_desktop.model.editions import PARKER
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.markers import Marker
from blackbox_desktop.model.scoring import Scoring, score
from blackbox_desktop.model.verdict import VerdictKind

BOARD = parse_board("ortho-8x8")
ATOMS = BOARD.cells_from_names("B2,C5,D1,E1")


def new_game(**rules):
    return Game.new(BOARD, 4, Rules(**rules), setup=ATOMS)


def test_books_worked_example_parker_12_and_franjos_17():
    # 17 markers, one ball misplaced because the hider said HIT instead of REFLECTION.
    parker = score(Scoring.PARKER, markers=17, ray_cost=0, misplaced=1, excused=1, setter_errors=1)
    franjos = score(Scoring.FRANJOS, markers=17, ray_cost=0, misplaced=1, excused=1, setter_errors=1)
    assert parker.total == 12
    assert franjos.total == 17


def test_rule_choice_a_setter_error_takes_5_off_under_per_ray_scoring_too():
    # The book's example scored per ray: 17 in ray cost, one misplaced atom, one wrong answer.
    assert score(Scoring.PER_RAY, markers=0, ray_cost=17, misplaced=1, excused=1, setter_errors=1).total == 17


def test_parker_charges_a_misplaced_ball_that_was_her_own_fault():
    assert score(Scoring.PARKER, markers=17, ray_cost=0, misplaced=1, excused=0, setter_errors=1).total == 17


def test_firing_lays_markers_at_entry_and_exit():
    game = new_game().apply("F2").apply("F7").apply("F3")
    pos = game.position
    assert pos.marker_at(2) == Marker.HIT
    assert pos.marker_at(7) == Marker.pair_of(1) and pos.marker_at(18) == Marker.pair_of(1)
    assert pos.marker_at(3) == Marker.REFLECTION
    assert pos.marker_points == 4 and pos.ray_cost == 4
    assert pos.expected_markers() == pos.markers


def test_a_port_that_already_carries_a_marker_places_nothing_and_costs_no_marker():
    game = new_game().apply("F7").apply("F18")
    assert game.position.marker_points == 2
    assert game.position.ray_cost == 4  # per-ray counts repeats
    assert game.score(Scoring.PER_RAY).rays == 4


def test_balls_one_a_cell_never_more_than_atoms():
    game = new_game().apply("B+A1").apply("BA1>A2")
    assert BOARD.names(game.position.balls) == ["A2"]
    with pytest.raises(MoveError):
        game.apply("B+A2")
    full = game.apply("B+A3").apply("B+A4").apply("B+A5")
    with pytest.raises(MoveError, match="All 4 balls"):
        full.apply("B+A6")
    assert full.apply("B-A5").position.balls_left == 1


def test_a_bad_move_changes_nothing():
    game = new_game().apply("F2")
    with pytest.raises(MoveError):
        game.apply("F99")
    with pytest.raises(MoveError):
        game.apply("B-C3")
    for superscript in ("F\u00b2", "F1=\u00b2", "M1=P\u00b2", "M\u00b2-"):  # '²'.isdigit() but not int('²')
        with pytest.raises(MoveError):
            game.apply(superscript)
    assert game.history == ("F2",)


def test_exact_verdict_and_franjos_score():
    game = new_game().apply_all(["F2", "F7", "B+B2", "B+C5", "B+D1", "B+E1", "D"])
    assert game.verdict().kind is VerdictKind.EXACT
    assert game.score().total == 3


def test_misplaced_atoms_cost_five_each():
    game = new_game().apply_all(["F2", "B+B2", "B+C5", "B+D1", "B+H8", "D"])
    assert game.verdict().missed_atoms == BOARD.cells_from_names("E1")
    assert game.score(Scoring.FRANJOS).total == 1 + 5
    assert game.score(Scoring.PER_RAY).total == 1 + 5


def test_an_arrangement_no_ray_can_tell_apart_is_accepted():
    # A hidden atom that no ray can reach: A1 walled in by A2 and B1 can be
    # swapped with... find an ambiguous pair by brute force on a small board.
    board = parse_board("ortho-4x4")
    from itertools import combinations

    pads = {}
    pair = None
    for atoms in combinations(board.cells, 3):
        key = tuple(board.tracer.answer_codes(sum(1 << c for c in atoms)))
        if key in pads:
            pair = (pads[key], atoms)
            break
        pads[key] = atoms
    assert pair is not None
    hidden, guess = (frozenset(p) for p in pair)
    game = Game.new(board, 3, Rules(), setup=hidden)
    for cell in guess:
        game = game.apply(f"B+{board.cell_name(cell)}")
    game = game.apply("D")
    verdict = game.verdict()
    assert verdict.kind is VerdictKind.EQUIVALENT and verdict.accepted
    assert "no ray can tell" in verdict.explanation()
    assert game.score().misplaced == 0
    strict = Game.new(board, 3, Rules(accept_equivalent=False), setup=hidden)
    strict = strict.apply_all([f"B+{board.cell_name(c)}" for c in guess] + ["D"])
    assert strict.score().misplaced == len(hidden - guess)


def test_tabletop_game_detects_wrong_announcements_and_proposes_excuses():
    # The setter hides B2,C5,D1,E1 on her own pad; the program does not know them.
    game = Game.new(BOARD, 4, Rules(edition=PARKER, scoring=Scoring.PARKER), setup=None)
    true = Game.new(BOARD, 4, Rules(), setup=ATOMS)
    moves = []
    for port in (1, 2, 3, 7, 9):
        answer = true.answer(port)
        moves.append(f"F{port}={answer}")
    moves[2] = "F3=H"  # she said HIT instead of REFLECTION
    game = game.apply_all(moves)
    with pytest.raises(MoveError):
        game.answer(1)
    game = game.apply_all(["B+B2", "B+C5", "B+D1", "B+E1", "D", "S=B2,C5,D1,E1"])
    wrong = game.wrong_announcements()
    assert [shot.port for shot in wrong] == [3]
    assert wrong[0].outcome == Outcome.ABSORBED


def test_an_announced_exit_at_a_port_already_marked_is_refused():
    game = Game.new(BOARD, 4, Rules(edition=PARKER, scoring=Scoring.PARKER), setup=None).apply("F1=24")
    with pytest.raises(MoveError, match="Port 24 already holds a marker"):
        game.apply("F4=24")
    assert game.apply("F24=1").position.markers == game.position.markers  # the same answer again is fine


def test_an_announced_answer_at_a_port_whose_answer_is_known_must_be_that_answer():
    """RULES.md §3: a ray fired from a port that already carries a marker has a known answer."""
    game = Game.new(BOARD, 4, Rules(), setup=None).apply_all(["F1=24", "F2=H"])
    for move in ("F2=R", "F2=24", "F24=H", "F24=2", "F1=R"):
        with pytest.raises(MoveError, match="already holds a marker"):
            game.apply(move)
    again = game.apply_all(["F2=H", "F24=1", "F1=24"])  # a repeat gives the same answer
    assert again.position.markers == game.position.markers and again.position.marker_points == 3


def test_a_look_alike_is_not_said_to_be_accepted_when_the_rules_accept_only_the_hidden_cells():
    """QA: with accept_equivalent off, the panel said "accepted" beside a charge for a misplaced atom."""
    board = parse_board("ortho-8x8")
    hidden, guess = board.cells_from_names("A1,C1,C8"), board.cells_from_names("A8,C1,C8")
    moves = [f"B+{board.cell_name(cell)}" for cell in guess] + ["D"]
    lenient = Game.new(board, 3, Rules(), setup=hidden).apply_all(moves)
    assert lenient.verdict().kind is VerdictKind.EQUIVALENT and lenient.score().misplaced == 0
    strict = Game.new(board, 3, Rules(accept_equivalent=False), setup=hidden).apply_all(moves)
    verdict = strict.verdict()
    assert verdict.kind is VerdictKind.WRONG and not verdict.accepted
    assert verdict.explanation() == "1 atom misplaced." and "accepted" not in verdict.explanation()
    assert strict.score().misplaced == 1 and strict.score().total == lenient.score().total + 5


def test_parker_proposal_excuses_balls_that_reproduce_the_wrong_answers():
    board = parse_board("ortho-8x8")
    hidden = board.cells_from_names("B1,D4,F6,H8")
    guess = board.cells_from_names("A1,D4,F6,H8")  # with A1 a ray at port 1 is absorbed
    game = Game.new(board, 4, Rules(scoring=Scoring.PARKER), setup=None)
    game = game.apply("F1=H")  # the truth is a reflection (edge reflection by B1)
    game = game.apply_all([f"B+{board.cell_name(c)}" for c in guess] + ["D"])
    game = game.apply("S=" + ",".join(board.names(hidden)))
    assert [s.port for s in game.wrong_announcements()] == [1]
    assert game.proposed_excused() == 1
    game = game.apply("E+").apply("X+")
    assert game.score(Scoring.PARKER).total == 1 - 5
    assert game.score(Scoring.FRANJOS).total == 1 + 5 - 5


def test_markers_by_hand_are_checked_against_the_announcements():
    game = new_game(markers_by_hand=True).apply("F7")
    assert game.position.marker_at(7) is None
    assert game.position.marker_mistakes() == [7, 18]
    half = game.apply("M7=P1").position
    assert half.marker_mistakes() == [7, 18] and half.pairs_awaiting_partner() == {7: 18}
    game = game.apply("M7=P1").apply("M18=P1")
    assert game.position.marker_mistakes() == []
    game = game.apply("M18-").apply("M18=H")
    assert game.position.marker_mistakes() == [7, 18]
    assert game.position.pairs_awaiting_partner() == {}  # 18 holds a token, the wrong one
    with pytest.raises(MoveError, match="only one"):
        game.apply("M18=R")


def test_after_the_reveal_only_the_scoring_adjustments_remain():
    game = new_game().apply("F1=H").apply("D")
    with pytest.raises(MoveError):
        game.apply("F1")
    assert game.apply("E+").position.setter_errors == 1
    with pytest.raises(MoveError):
        game.apply("E-").apply("E-")


def test_only_rays_a_person_answered_can_be_setter_errors():
    """Rule choice: the program never answers wrongly, and each announced answer is at most one error."""
    game = new_game().apply_all(["F1", "F2", "D"])
    with pytest.raises(MoveError, match="program answered every ray"):
        game.apply("E+")
    with pytest.raises(MoveError, match="program answered every ray"):
        game.apply("X+")
    with pytest.raises(MoveError, match="once the experimenter has finished"):
        new_game().apply_all(["F1=H", "X+"])
    game = new_game().apply_all(["F1=H", "F2", "B+H8", "D"]).apply("E+")
    assert game.position.setter_errors == 1 and game.position.announced_rays == 1
    with pytest.raises(MoveError, match="already counts"):
        game.apply("E+")
    assert game.apply("X+").position.excused == 1


def test_no_more_balls_are_excused_than_were_misplaced():
    board = parse_board("ortho-8x8")
    game = Game.new(board, 4, Rules(scoring=Scoring.PARKER), setup=board.cells_from_names("B1,D4,F6,H8"))
    game = game.apply_all(["F1=H", "B+A1", "B+D4", "B+F6", "B+H8", "D"])  # one ball misplaced
    game = game.apply("X+")
    with pytest.raises(MoveError, match="excused already"):
        game.apply("X+")


MISLED = "S=B1,D4,F6,H8"
"""The setter's atoms copied in at the end of a tabletop round: B1 sends the ray at port 1 back (a reflection)."""


def tabletop_parker(*moves: str) -> Game:
    """A tabletop round scored Parker on 8×8: the program knows the atoms only from ``MISLED`` on."""
    return Game.new(BOARD, 4, Rules(scoring=Scoring.PARKER), setup=None).apply_all(list(moves))


def test_rule_choice_a_ball_never_placed_is_not_excused():
    """QA: one ball placed and one wrong answer, and Parker's proposal excused all four missed atoms (−4)."""
    game = tabletop_parker("F1=H", "B+A1", "D")  # three balls left in the tray
    assert game.excusable() == 4  # her atoms not known yet: the players decide
    game = game.apply(MISLED)
    assert game.score().misplaced == 4 and game.excusable() == 1 and game.proposed_excused() == 1
    game = game.apply_all(["E+", "X+"])
    with pytest.raises(MoveError, match="excused already"):
        game.apply("X+")
    assert game.score(Scoring.PARKER).total == 1 + 3 * 5 - 5


def test_no_ball_is_excused_when_every_answer_was_right():
    """QA: the panel said every announcement was right, yet still let a ball be excused (12 became 7)."""
    game = tabletop_parker("F1=R", "B+A8", "B+D4", "B+F6", "B+H8", "D", MISLED)
    assert not game.wrong_announcements() and game.score().misplaced == 1
    assert game.excusable() == 0 and game.proposed_excused() == 0
    with pytest.raises(MoveError, match="no ball was misled"):
        game.apply("X+")


def test_a_ball_excused_before_the_atoms_were_known_lapses_if_they_show_no_wrong_answer():
    game = tabletop_parker("F1=R", "B+A8", "B+D4", "B+F6", "B+H8", "D", "X+", MISLED)
    assert game.position.excused == 1 and game.score().charged == 1 and game.score().total == 1 + 5


def test_the_hidden_atoms_never_appear_in_repr():
    game = new_game()
    assert "setup" not in repr(game)
    assert "B2" not in repr(game.position)


def test_once_her_atoms_are_known_only_her_wrong_answers_count_as_setter_errors():
    """RULES.md §4: where the program knows the atoms it counts the errors; the −5 stops at that count."""
    board = parse_board("ortho-8x8")
    hidden = board.cells_from_names("B1,D4,F6,H8")
    game = Game.new(board, 4, Rules(scoring=Scoring.PARKER), setup=None)
    game = game.apply_all(["F1=H", "F9=H", "F17=H", "D"])  # 1 is an edge reflection (B1); 9 and 17 alike
    assert game.setter_error_limit() == 3  # before her atoms are entered: one a ray she announced
    game = game.apply("S=" + ",".join(board.names(hidden)))
    wrong = len(game.wrong_announcements())
    assert game.setter_error_limit() == wrong and 1 <= wrong < 3
    for _ in range(wrong):
        game = game.apply("E+")
    with pytest.raises(MoveError, match="wrong answer the setter's atoms show"):
        game.apply("E+")
    assert game.score(Scoring.PARKER).total >= game.position.marker_points - 5 * wrong
