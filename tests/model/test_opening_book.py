"""Opening books: built by the experimenter's own rule, read back intact, followed by the strong level."""

from __future__ import annotations

import dataclasses
import importlib.util
import subprocess
import sys
from math import comb
from pathlib import Path
from types import ModuleType

import pytest

from blackbox_desktop.model import experimenter, opening_book
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.experimenter import ComputerExperimenter, play_game
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.opening_book import BOOKS, Line, OpeningBook, answers_known, book_key, build_book
from blackbox_desktop.model.perfect_play import unambiguous_arrangements
from blackbox_desktop.model.rollout import AnswerTable, answer_counts, bits_per_marker

SCRIPTS = Path(__file__).resolve().parents[2] / "scripts"


@pytest.fixture
def book_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Books are read from an empty folder of the test's own."""
    monkeypatch.setattr(opening_book, "BOOKS", tmp_path)
    opening_book.opening_book.cache_clear()
    yield tmp_path
    opening_book.opening_book.cache_clear()


def small_book() -> OpeningBook:
    # 2,284 unambiguous arrangements: more than the strong level lists during play.
    return build_book(parse_board("ortho-5x5"), 3, depth=2, list_limit=1200)


def test_a_book_line_is_what_the_experimenter_chooses_when_it_lists_everything(
    monkeypatch: pytest.MonkeyPatch, book_folder: Path
) -> None:
    book = small_book()
    board = parse_board("ortho-5x5")
    root = book.lines[""]
    assert root.count == len(unambiguous_arrangements(board, 3)) == 2284
    listing = dataclasses.replace(experimenter.LEVELS["strong"], enumerate_limit=10_000, book=False)
    monkeypatch.setitem(experimenter.LEVELS, "strong", listing)
    game = Game.new(board, 3, Rules(accept_equivalent=False), board.cells_from_names("A1,C3,E5"))
    decision = ComputerExperimenter(board, 3).decide(game.position)
    assert (decision.port, decision.count) == (root.port, root.count)
    assert decision.fire_value == pytest.approx(root.fire_value)
    assert root.fire_value < root.stop_value


def test_a_book_survives_its_file() -> None:
    book = small_book()
    again = OpeningBook.from_json(book.to_json())
    assert again.board == book.board and again.atoms == book.atoms
    assert again.lines.keys() == book.lines.keys()
    for key, line in book.lines.items():
        assert again.lines[key].port == line.port
        assert again.lines[key].fire_value == pytest.approx(line.fire_value, abs=1e-6)
    assert book_key([(9, 0), (2, 17)]) == "2:17 9:0"
    assert again.line_for([]) == again.lines[""]


@pytest.mark.parametrize("text", ["", "{}", '{"format": 1, "board": "ortho-5x5"}', '{"format": 99}', "[1, 2]"])
def test_a_damaged_book_is_refused_and_the_experimenter_plays_without_it(text: str, book_folder: Path) -> None:
    with pytest.raises(ValueError):
        OpeningBook.from_json(text)
    (book_folder / "ortho-5x5-3.json").write_text(text, encoding="utf-8")
    board = parse_board("ortho-5x5")
    assert opening_book.opening_book(board, 3) is None
    game = Game.new(board, 3, Rules(accept_equivalent=False), board.cells_from_names("A1,C3,E5"))
    assert play_game(game, ComputerExperimenter(board, 3)).finished


def test_the_strong_level_follows_its_book(book_folder: Path) -> None:
    board = parse_board("ortho-5x5")
    book = small_book()
    # A book that says something the experimenter would not find by itself shows it is read.
    lines = dict(book.lines)
    lines[""] = Line(1, book.lines[""].count, book.lines[""].stop_value, 9.0)
    (book_folder / "ortho-5x5-3.json").write_text(dataclasses.replace(book, lines=lines).to_json(), encoding="utf-8")
    game = Game.new(board, 3, Rules(accept_equivalent=False), board.cells_from_names("A1,C3,E5"))
    assert ComputerExperimenter(board, 3).next_move(game.position) == "F1"
    assert ComputerExperimenter(board, 3, "medium").next_move(game.position) != "F1"
    # A book for another board under the right name is not used.
    (book_folder / "ortho-5x5-3.json").write_text(
        dataclasses.replace(book, board="ortho-6x6", lines=lines).to_json(), encoding="utf-8"
    )
    opening_book.opening_book.cache_clear()
    assert opening_book.opening_book(board, 3) is None


def shipped() -> list[Path]:
    return sorted(BOOKS.glob("*.json"))


@pytest.mark.parametrize("path", shipped(), ids=lambda path: path.stem)
def test_a_shipped_book_is_a_walk_of_its_own_choices(path: Path) -> None:
    book = OpeningBook.from_json(path.read_text(encoding="utf-8"))
    board = parse_board(book.board)
    assert path.name == f"{book.board}-{book.atoms}.json"
    if comb(board.cell_count, book.atoms) < 20_000:
        assert book.lines[""].count == len(unambiguous_arrangements(board, book.atoms))
    else:
        assert 0.9 * comb(board.cell_count, book.atoms) < book.lines[""].count < comb(board.cell_count, book.atoms)
    for key, line in book.lines.items():
        known = dict(tuple(map(int, pair.split(":"))) for pair in key.split())
        assert line.port in board.ports and line.port not in known
        assert 0 < line.fire_value < line.stop_value
        # Every line is reached by following the book from the start.
        fired: list[tuple[int, int]] = []
        while len(answers_known(fired)) < len(known):
            step = book.line_for(answers_known(fired))
            assert step is not None, key
            fired.append((step.port, known[step.port]))
        assert book_key(answers_known(fired)) == key


def test_book_lines_are_found_after_exits_too(book_folder: Path) -> None:
    board = parse_board("ortho-6x6")
    book = build_book(board, 3, depth=2, list_limit=200)
    (book_folder / "ortho-6x6-3.json").write_text(book.to_json(), encoding="utf-8")
    player = ComputerExperimenter(board, 3)
    followed_after_exit = 0
    for setup in unambiguous_arrangements(board, 3)[::500]:
        game = Game.new(board, 3, Rules(accept_equivalent=False), setup)
        while not game.finished:
            known = game.position.known_answers()
            line = book.line_for(experimenter._key(known))
            move = player.next_move(game.position)
            if line is not None:
                assert move == f"F{line.port}"
                followed_after_exit += any(outcome.port is not None for outcome in known.values())
            game = game.apply(move)
    assert followed_after_exit > 0


def load_fast_book() -> ModuleType:
    """``scripts/fast_book.py``, the numpy builder (a script, not part of the package)."""
    spec = importlib.util.spec_from_file_location("fast_book", SCRIPTS / "fast_book.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize(
    ("spec", "atoms", "depth", "list_limit", "candidates"),
    [("ortho-5x5", 3, 3, 100, None), ("ortho-6x6", 3, 3, 100, 4), ("hex-3", 3, 2, 60, None)],
)
def test_the_numpy_builder_writes_the_same_book(
    spec: str, atoms: int, depth: int, list_limit: int, candidates: int | None
) -> None:
    board = parse_board(spec)
    book = build_book(board, atoms, depth, list_limit, candidates=candidates)
    fast = load_fast_book().fast_book(board, atoms, depth, list_limit, candidates=candidates)
    assert len(book.lines) > 3
    assert fast.lines.keys() == book.lines.keys()
    for key, line in book.lines.items():
        assert (fast.lines[key].port, fast.lines[key].count) == (line.port, line.count), key
        assert fast.lines[key].fire_value == pytest.approx(line.fire_value, abs=1e-9), key
        assert fast.lines[key].stop_value == pytest.approx(line.stop_value, abs=1e-9), key


def test_candidates_weigh_only_the_most_informative_ports_after_the_first_ray() -> None:
    board = parse_board("ortho-5x5")
    everything = build_book(board, 3, 3, 100)
    greedy_after_first = build_book(board, 3, 3, 100, candidates=1)
    arrangements = [sum(1 << cell for cell in atoms) for atoms in unambiguous_arrangements(board, 3)]
    model = AnswerTable(board, arrangements, list(board.ports), 3)
    assert greedy_after_first.lines[""] == everything.lines[""]
    differs = 0
    for key, line in greedy_after_first.lines.items():
        if not key:
            continue
        known = [tuple(map(int, pair.split(":"))) for pair in key.split()]
        members = [i for i in range(len(arrangements)) if all(model.codes[p][i] == c for p, c in known)]
        rates = {
            port: bits_per_marker(port, answer_counts(groups), len(members))
            for port in board.ports
            if len(groups := model.split(members, port)) > 1
        }
        assert line.port == min(rates, key=lambda port: (-rates[port], port)), key
        differs += key in everything.lines and everything.lines[key].port != line.port
    assert differs, "weighing every port should choose otherwise somewhere"


def test_the_build_script_works_a_book_out_with_numpy(tmp_path: Path) -> None:
    out = tmp_path / "book.json"
    script = SCRIPTS / "build-opening-book.py"
    done = subprocess.run(
        [sys.executable, str(script), "ortho-5x5", "3", "--depth", "1", "--fast", "--out", str(out)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    book = OpeningBook.from_json(out.read_text(encoding="utf-8"))
    root, expected = book.lines[""], small_book().lines[""]
    assert list(book.lines) == [""]
    assert (root.port, root.count) == (expected.port, expected.count)
    assert root.fire_value == pytest.approx(expected.fire_value, abs=1e-6)
    assert "1 lines written" in done.stdout
