"""After the reveal: the rays her balls answer otherwise than the atoms (Tatham marks them)."""

from blackbox_desktop.model import Outcome, answer_pad, parse_board
from blackbox_desktop.model.differing_rays import differing_rays, fired_rays

H, R, X = Outcome.ABSORBED, Outcome.REFLECTED, Outcome.exit
SQUARE = parse_board("ortho-8x8")
ATOMS = SQUARE.cells_from_names("B2,C5,D1,E1")
ONE_WRONG = SQUARE.cells_from_names("B2,C5,D1,H8")


def test_each_ray_her_balls_answer_otherwise_with_both_answers_and_both_ends():
    rays = differing_rays(SQUARE, ATOMS, ONE_WRONG, [2, 7, 20, 5, 12, 30])
    assert [ray.port for ray in rays] == [7, 20, 5]
    seven = rays[0]
    assert (seven.answer, seven.with_balls) == (X(18), X(26))
    # Both tokens of the pair are marked, each with what her balls answer a ray fired in there.
    assert seven.ends == ((7, X(26)), (18, R))
    assert rays[1].ends == ((20, X(10)),) and rays[2].ends == ((5, R),)


def test_a_ray_fired_back_from_its_exit_or_again_is_the_same_ray():
    assert fired_rays(SQUARE, ATOMS, [7, 18, 7, 2, 2]) == (7, 2)
    assert [ray.port for ray in differing_rays(SQUARE, ATOMS, ONE_WRONG, [18, 7])] == [18]


def test_right_balls_and_look_alikes_answer_every_ray_alike():
    assert differing_rays(SQUARE, ATOMS, ATOMS, SQUARE.ports) == ()
    atoms, look_alike = SQUARE.cells_from_names("A1,C1,C8"), SQUARE.cells_from_names("A8,C1,C8")
    assert differing_rays(SQUARE, atoms, look_alike, SQUARE.ports) == ()


def test_every_differing_ray_is_one_the_pads_tell_apart_on_both_sides():
    for spec, atoms, balls in (
        ("ortho-8x8", "B2,C5,D1,E1", "B2,C5,D1,H8"),
        ("hex-5", "C2,D5,D8,E3,E4", "C2,D5,D8,E3,F4"),
    ):
        board = parse_board(spec)
        atoms_set, balls_set = board.cells_from_names(atoms), board.cells_from_names(balls)
        real, mine = answer_pad(board, atoms_set), answer_pad(board, balls_set)
        rays = differing_rays(board, atoms_set, balls_set, board.ports)
        differ = {port for port in board.ports if real[port - 1] != mine[port - 1]}
        assert rays and {port for ray in rays for port, _ in ray.ends} == differ
        for ray in rays:
            for port, answer in ray.ends:
                assert mine[port - 1] == answer


def test_her_balls_are_traced_as_they_stand_fewer_than_the_atoms_or_none():
    rays = differing_rays(SQUARE, ATOMS, SQUARE.cells_from_names("B2"), [2, 5, 12])
    assert [(ray.port, ray.with_balls) for ray in rays] == [(5, X(20)), (12, X(29))]
    assert [ray.port for ray in differing_rays(SQUARE, ATOMS, frozenset(), [2, 5, 12])] == [2, 5, 12]
