"""Every line of the shared answer-pad vectors (copied into tests/data) must agree."""

import json
from pathlib import Path

import pytest

from blackbox_desktop.model import answer_pad, parse_board, trace

DATA = Path(__file__).resolve().parent.parent / "data"


def _lines(name: str) -> list[dict]:
    return [json.loads(line) for line in (DATA / name).read_text().splitlines() if line.strip()]


@pytest.mark.parametrize("name", ["ortho.jsonl", "hex.jsonl"])
def test_every_vector_line_agrees_with_the_answer_pad(name):
    lines = _lines(name)
    assert len(lines) > 150
    for record in lines:
        board = parse_board(record["board"])
        atoms = board.cells_from_names(record["atoms"])
        assert [o.as_json() for o in answer_pad(board, atoms)] == record["answers"], record


@pytest.mark.parametrize("name", ["ortho.jsonl", "hex.jsonl"])
def test_recorded_paths_end_where_the_fast_tracer_says(name):
    for record in _lines(name)[:40]:
        board = parse_board(record["board"])
        atoms = board.cells_from_names(record["atoms"])
        for port in board.ports:
            assert trace(board, atoms, port).outcome.as_json() == record["answers"][port - 1]
