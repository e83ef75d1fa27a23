"""Board geometry and port numbering as printed on the wooden boards (RULES.md §1, §2)."""

import pytest

from blackbox_desktop.model import BoardSpecError, CellError, PortError, parse_board

from hex_ports import hex_port_entries


def test_hex_ports_are_numbered_exactly_as_in_the_rules():
    board = parse_board("hex-5")
    for number, entry in enumerate(hex_port_entries(), 1):
        assert board.port_entry(number) == entry, number


def test_hex_side_five_has_61_cells_in_rows_of_five_to_nine():
    board = parse_board("hex-5")
    assert board.cell_count == 61 and board.port_count == 54
    rows = [sum(1 for c in board.cells if board.row_of(c) == r) for r in range(9)]
    assert rows == [5, 6, 7, 8, 9, 8, 7, 6, 5]
    assert board.cell_name(60) == "I5"


def test_square_ports_run_anticlockwise_from_the_top_of_the_left_side():
    board = parse_board("ortho-8x8")
    assert board.port_entry(1) == ("A1", "E")
    assert board.port_entry(8) == ("H1", "E")
    assert board.port_entry(9) == ("H1", "N")
    assert board.port_entry(16) == ("H8", "N")
    assert board.port_entry(17) == ("H8", "W")
    assert board.port_entry(24) == ("A8", "W")
    assert board.port_entry(25) == ("A8", "S")
    assert board.port_entry(32) == ("A1", "S")


@pytest.mark.parametrize(
    "spec,ports", [("ortho-2x2", 8), ("ortho-26x26", 104), ("ortho-3x7", 20), ("hex-2", 18), ("hex-9", 102)]
)
def test_every_allowed_size_has_the_right_number_of_ports(spec, ports):
    board = parse_board(spec)
    assert board.port_count == ports
    entries = {(board.port_entry_cell(p), board.port_heading(p)) for p in board.ports}
    assert len(entries) == ports


@pytest.mark.parametrize("spec", ["ortho-1x8", "ortho-8x27", "hex-1", "hex-10", "hexagon", "ortho-8", "", "ortho-x"])
def test_impossible_boards_are_refused_with_a_sentence(spec):
    with pytest.raises(BoardSpecError) as error:
        parse_board(spec)
    assert str(error.value).endswith(".")


def test_cell_names_and_ports_are_checked():
    board = parse_board("ortho-8x8")
    assert board.cell_index(" c4 ") == 19
    with pytest.raises(CellError):
        board.cell_index("I1")
    with pytest.raises(CellError):
        board.cells_from_names("A1,A1")
    with pytest.raises(PortError):
        board.check_port(33)


def test_ports_sit_just_outside_their_entry_cell():
    for spec in ("ortho-8x8", "hex-5"):
        board = parse_board(spec)
        for port in board.ports:
            (x, y), (cx, cy) = board.port_position(port), board.cell_centre(board.port_entry_cell(port))
            assert 0.99 < ((x - cx) ** 2 + (y - cy) ** 2) ** 0.5 < 1.01


def test_a_puzzle_code_survives_a_word_processor_dash():
    from blackbox_desktop.model.puzzle_code import decode_puzzle, encode_puzzle

    board = parse_board("ortho-8x8")
    atoms = board.cells_from_names("B2,C5,D1,E7")
    code = encode_puzzle(board, atoms)
    assert decode_puzzle(code.replace("-", "\u2013")) == (board, atoms)
