"""Board geometry and port numbering as printed on the wooden boards (RULES.md §1, §2)."""

import pytest

from blackbox_desktop.model import BoardSpecError, CellError, PortError, parse_board

HEX_PORTS = (
    "1:A1→SE 2:A1→E 3:B1→SE 4:B1→E 5:C1→SE 6:C1→E 7:D1→SE 8:D1→E 9:E1→SE 10:E1→E 11:E1→NE 12:F1→E "
    "13:F1→NE 14:G1→E 15:G1→NE 16:H1→E 17:H1→NE 18:I1→E 19:I1→NE 20:I1→NW 21:I2→NE 22:I2→NW 23:I3→NE "
    "24:I3→NW 25:I4→NE 26:I4→NW 27:I5→NE 28:I5→NW 29:I5→W 30:H6→NW 31:H6→W 32:G7→NW 33:G7→W 34:F8→NW "
    "35:F8→W 36:E9→NW 37:E9→W 38:E9→SW 39:D8→W 40:D8→SW 41:C7→W 42:C7→SW 43:B6→W 44:B6→SW 45:A5→W "
    "46:A5→SW 47:A5→SE 48:A4→SW 49:A4→SE 50:A3→SW 51:A3→SE 52:A2→SW 53:A2→SE 54:A1→SW"
)


def test_hex_ports_are_numbered_exactly_as_in_the_rules():
    board = parse_board("hex-5")
    for item in HEX_PORTS.split():
        number, entry = item.split(":")
        cell, heading = entry.split("→")
        assert board.port_entry(int(number)) == (cell, heading), item


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


@pytest.mark.parametrize("spec,ports", [("ortho-2x2", 8), ("ortho-26x26", 104), ("ortho-3x7", 20),
                                        ("hex-2", 18), ("hex-9", 102)])
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
