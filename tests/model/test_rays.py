"""The ray rule (RULES.md §1, §2): the Franjos text, rule choices, and properties on every size."""

from hypothesis import given, settings
from hypothesis import strategies as st

from blackbox_desktop.model import Outcome, answer_pad, parse_board, trace

H, R, X = Outcome.ABSORBED, Outcome.REFLECTED, Outcome.exit


def pad(spec, atoms):
    board = parse_board(spec)
    return board, answer_pad(board, board.cells_from_names(atoms))


def test_empty_square_board_rays_cross_straight():
    _, answers = pad("ortho-8x8", [])
    assert answers[0] == X(24) and answers[1] == X(23) and answers[8] == X(32) and answers[15] == X(25)


def test_franjos_figure_3():
    board, answers = pad("hex-5", "C2,D5,D8,E3,E4")
    assert answers[2 - 1] == X(45) and answers[45 - 1] == X(2)
    assert answers[10 - 1] == H
    assert answers[32 - 1] == X(44) and answers[44 - 1] == X(32)
    assert answers[17 - 1] == X(24)
    assert answers[8 - 1] == R and answers[28 - 1] == R
    assert answers[41 - 1] == R and answers[38 - 1] == R
    atoms = board.cells_from_names("C2,D5,D8,E3,E4")
    assert trace(board, atoms, 41).edge_reflected and trace(board, atoms, 38).edge_reflected
    assert [abs(t.new_heading - t.heading) % 6 for t in trace(board, atoms, 32).turns] in ([1], [5])


def test_franjos_figure_4():
    board, answers = pad("hex-5", "C3,C5,E6,E7,H2,I4")
    atoms = board.cells_from_names("C3,C5,E6,E7,H2,I4")
    assert answers[48 - 1] == X(53)
    assert len(trace(board, atoms, 48).turns) == 2
    assert answers[14 - 1] == R
    turns = trace(board, atoms, 14).turns
    assert len(turns) == 5  # two deflections, a reflection, two more
    assert answers[30 - 1] == H
    assert len(trace(board, atoms, 30).turns) == 2


def test_rule_choice_square_hit_in_entry_cell_wins_over_edge_reflection():
    # Atom in the entry cell A1 and beside it in B1: absorbed, not reflected.
    _, answers = pad("ortho-8x8", "A1,B1")
    assert answers[0] == H
    _, answers = pad("ortho-8x8", "B1")
    assert answers[0] == R  # the edge reflection alone


def test_rule_choice_hex_hit_in_entry_cell_wins_over_edge_reflection():
    board = parse_board("hex-5")
    # Port 12 enters F1 heading E; E1 stands diagonally ahead-left of the port.
    assert board.port_entry(12) == ("F1", "E")
    f1, e1 = board.cell_index("F1"), board.cell_index("E1")
    assert e1 in board.look_from_outside(12)
    assert answer_pad(board, {f1, e1})[12 - 1] == H
    assert answer_pad(board, {e1})[12 - 1] == R


def test_rule_choice_hex_atoms_left_ahead_and_right_reflect():
    board = parse_board("hex-5")
    # A ray heading E along row E from E1 looks at E5 (ahead), D5 (ahead-left) and F5 (ahead-right) from E4.
    e4 = board.cell_index("E4")
    ahead, left, right = board.look(e4, 0)
    atoms = {ahead, left, right}
    ray = trace(board, atoms, 10)
    assert ray.outcome == R
    assert not ray.edge_reflected and ahead not in ray.cells


boards = st.one_of(
    st.builds(lambda r, c: f"ortho-{r}x{c}", st.integers(2, 12), st.integers(2, 12)),
    st.builds(lambda s: f"hex-{s}", st.integers(2, 7)),
)


@settings(max_examples=150, deadline=None)
@given(spec=boards, data=st.data())
def test_every_exit_is_symmetric_and_no_ray_loops(spec, data):
    board = parse_board(spec)
    count = data.draw(st.integers(0, min(8, board.cell_count)))
    atoms = data.draw(st.sets(st.integers(0, board.cell_count - 1), min_size=count, max_size=count))
    answers = answer_pad(board, atoms)
    for port, outcome in zip(board.ports, answers, strict=True):
        ray = trace(board, atoms, port)  # raises RayLoopError if the ray never leaves
        assert ray.outcome == outcome
        if outcome.is_exit:
            assert answers[outcome.port - 1] == Outcome.exit(port)
            assert outcome.port != port


@settings(max_examples=40, deadline=None)
@given(spec=boards)
def test_with_no_atoms_every_ray_crosses_and_none_is_absorbed(spec):
    board = parse_board(spec)
    answers = answer_pad(board, set())
    assert all(outcome.is_exit for outcome in answers)


def test_ray_path_points_start_at_the_port_and_end_at_the_exit():
    board = parse_board("ortho-8x8")
    atoms = board.cells_from_names("B2,C5,D1,E1")
    ray = trace(board, atoms, 7)
    points = ray.points(board)
    assert points[0] == board.port_position(7)
    assert points[-1] == board.port_position(ray.outcome.port)
