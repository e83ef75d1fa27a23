"""Every file the program reads, damaged every way we could think of, is read back or refused in a sentence.

Valid files of each kind are made by playing (a solitaire game on each side, a tabletop round, a hot-seat
match, a tabletop match, a duel, a score book, puzzle codes), then mutated: cut short, bytes flipped, put in
or taken out, each JSON value swapped for one of another type (huge and negative numbers, empty lists, deep
nesting, NUL bytes, a board like ``ortho-999x999``), moves illegal where they stand, a byte order mark, other
encodings, keys given twice.  Each loader must then give a valid game of the same kind or raise its own
error (:class:`SaveFileError`, :class:`PuzzleCodeError`, :class:`BookletError`) with a sentence, and take
no longer than a moment.  The random numbers have a fixed seed: a failure comes back at every run.
"""

from __future__ import annotations

import json
import random
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, TypeVar

import pytest

from blackbox_desktop.model import match_file, opening_book, savefile
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.booklet import BookletError, booklet_game
from blackbox_desktop.model.duel import Duel
from blackbox_desktop.model.errors import BlackBoxError, PuzzleCodeError, SaveFileError
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.match import Match
from blackbox_desktop.model.opening_book import OpeningBook
from blackbox_desktop.model.puzzle_code import decode_puzzle, encode_puzzle
from blackbox_desktop.model.saved_round import MAX_MOVES
from blackbox_desktop.model.score_book import ScoreBook, ScoreBookError, ScoreEntry
from blackbox_desktop.model.scoring import Scoring
from blackbox_desktop.model.storage import read_text

T = TypeVar("T")

SQUARE = parse_board("ortho-8x8")
HEX = parse_board("hex-5")
SHIPPED_BOOKS = opening_book.BOOKS
SLOW = 2.0
"""Seconds: no file may take longer to read or refuse (each takes milliseconds; the machine may be shared)."""

# -- valid files, made by playing ----------------------------------------------------------------------


def saved_files() -> dict[str, str]:
    solo = Game.new(SQUARE, 4, Rules(), SQUARE.cells_from_names("A1,B7,G3,H8"))
    solo = solo.apply_all(["F3", "F5", "B+A1", "F12", "B+C4", "F9"])
    hexagonal = Game.new(HEX, 5, Rules(), HEX.cells_from_names("A1,C3,E5,G2,I4")).apply_all(["F1", "F20", "B+A1"])
    tabletop = Game.new(SQUARE, 1, Rules(), None).apply_all(["F1=H", "F5=20", "D", "S=A1"])
    match = Match.new(("Ann", "Bob"), SQUARE, 4, Rules()).hide(SQUARE.cells_from_names("A1,B7,G3,H8"))
    for port in ("F3", "F5", "F9"):
        match = match.play(port)
    at_table = Match.new(("Ann", "Bob"), SQUARE, 4, Rules(), answered_by="person").hide(None)
    for move in ("F3=H", "F5=20", "D", "S=A1,B7,G3,H8"):
        at_table = at_table.play(move)
    duel = Duel.new(
        ("Ann", "Bob"), SQUARE, 4, (SQUARE.cells_from_names("A1,B2,C3,D4"), SQUARE.cells_from_names("E5,F6,G7,H8"))
    )
    for move in ("F1", "F9", "F3", "F12"):
        duel = duel.play(move)
    return {
        "game": savefile.dumps(
            solo, {"scoring": "franjos", "booklet": {"game": 3, "seed": "1978", "board": "ortho", "games": 80}}
        ),
        "hex game": savefile.dumps(hexagonal),
        "tabletop round": savefile.dumps(tabletop),
        "match": match_file.dumps(match),
        "tabletop match": match_file.dumps(at_table),
        "duel": match_file.dumps(duel),
    }


ODD_VALUES: list[object] = [
    None,
    True,
    False,
    0,
    1,
    -1,
    2**64,
    -(2**63),
    10**30,
    1.5,
    1e308,
    "",
    "x",
    "ortho-999x999",
    "hex-99",
    "hex-0",
    "ortho-1x1",
    [],
    {},
    [1, "F1"],
    {"a": 1},
    "\x00",
    "\ufeff",
    "F99",
    "B+Z99",
    "S=A1",
    "N=A1",
    "F1=H",
    "E+",
    "D",
    "\u202e",
    "[" * 50,
]
ODD_MOVES = [
    "F99",
    "F0",
    "F-1",
    "B+Z9",
    "B+A1",
    "S=A1,A1",
    "F1",
    "D",
    "E+",
    "X+",
    "N=A1",
    "R" * 3000,
    "F" + "9" * 5000,
    "M1=H",
    "B-H8",
    "E-",
]


def _paths(node: object, path: tuple[object, ...] = ()) -> Iterator[tuple[object, ...]]:
    yield path
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _paths(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _paths(value, (*path, index))


def _with(data: object, path: tuple[object, ...], value: object) -> object:
    if not path:
        return value
    copy = json.loads(json.dumps(data))
    node = copy
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return copy


def mistyped(
    items: list[T],
    chance: random.Random,
    most: int,
    new: Callable[[], T],
    insert: Callable[[], T] | None = None,
    keep_one: bool = False,
) -> list[T]:
    """``items`` with 1 to ``most`` random slips, in place: one replaced by ``new()``, one put in (``insert()``, else
    ``new()``) or one taken out (never the last one, with ``keep_one``)."""
    for _ in range(chance.randint(1, most)):
        where, how = chance.randrange(len(items)), chance.randrange(3)
        if how == 0:
            items[where] = new()
        elif how == 1:
            items.insert(where, (insert or new)())
        elif len(items) > 1 or not keep_one:
            del items[where]
    return items


def ascii_letter(chance: random.Random) -> str:
    """A printable ASCII letter typed by mistake."""
    return chr(chance.randrange(32, 127))


def any_letter(chance: random.Random) -> str:
    """A letter typed by mistake: mostly a printable ASCII one, half the time anything up to U+3000."""
    return chr(chance.choice([chance.randrange(32, 127), chance.randrange(0x3000)]))


def damaged(text: str, chance: random.Random, byte_flips: int = 40) -> Iterator[tuple[str, str | bytes]]:
    """``text`` damaged in many ways: (what was done, the damaged file)."""
    data = json.loads(text)
    for path in _paths(data):
        for value in ODD_VALUES:
            yield f"{path} = {value!r:.30}", json.dumps(_with(data, path, value))
    raw = text.encode("utf-8")
    for _ in range(byte_flips):
        yield "bytes changed", bytes(mistyped(list(raw), chance, 4, lambda: chance.randrange(256)))
    for cut in range(0, len(raw), max(1, len(raw) // 15)):
        yield f"cut at {cut}", raw[:cut]
    yield "byte order mark", b"\xef\xbb\xbf" + raw
    yield "UTF-16", text.encode("utf-16")
    yield "Latin-1", text.replace("Ann", "Ann\xe9").replace("1978", "19\xe978").encode("latin-1")
    yield "NUL byte", raw.replace(b'"', b'"\x00', 1)
    yield "nested deep", "[" * 100_000
    yield "objects nested deep", '{"a": ' * 50_000
    yield "format given twice", text.rstrip()[:-1] + ', "format": "x"}'
    yield "moves given twice", text.rstrip()[:-1] + ', "moves": 5}'
    for key in list(data):
        yield f"no {key}", json.dumps({k: v for k, v in data.items() if k != key})
    if isinstance(data.get("moves"), list):
        for move in ODD_MOVES:
            yield f"{move:.10} last", json.dumps({**data, "moves": [*data["moves"], move]})
            yield f"{move:.10} first", json.dumps({**data, "moves": [move, *data["moves"]]})


def _one_sentence(message: str) -> bool:
    return (
        0 < len(message) < 400
        and "\n" not in message
        and message[0].isupper()
        and message.endswith((".", "?", "!"))
        and "Traceback" not in message
        and "object" not in message
    )


def _read_or_refuse(
    load: Callable[[str | bytes], object], data: str | bytes, error: type[BlackBoxError], what: str
) -> object | None:
    started = time.perf_counter()
    try:
        return load(data)
    except error as refusal:
        assert _one_sentence(str(refusal)), (what, str(refusal))
        return None
    finally:
        assert time.perf_counter() - started < SLOW, what


LOADERS: dict[str, tuple[Callable[[str | bytes], object], type]] = {
    "game": (lambda data: savefile.loads(data, to_play=True), Game),
    "hex game": (lambda data: savefile.loads(data, to_play=True), Game),
    "tabletop round": (savefile.loads, Game),
    "match": (match_file.loads, Match),
    "tabletop match": (match_file.loads, Match),
    "duel": (match_file.loads, Duel),
}


@pytest.mark.parametrize("kind", list(LOADERS))
def test_a_damaged_saved_game_match_or_duel_is_read_or_refused_in_a_sentence(kind: str) -> None:
    load, made = LOADERS[kind]
    text = saved_files()[kind]
    assert isinstance(load(text), made)
    read = refused = 0
    for what, data in damaged(text, random.Random(f"fuzz {kind}")):
        document = _read_or_refuse(load, data, SaveFileError, f"{kind}: {what}")
        if document is None:
            refused += 1
            continue
        read += 1
        assert isinstance(document, made), (kind, what)
        # What was read back is a whole game again: saved and read once more, it is the same.
        again = (
            match_file.loads(match_file.dumps(document))
            if isinstance(document, Match | Duel)  # type: ignore[arg-type]
            else savefile.loads(savefile.dumps(document))
        )  # type: ignore[arg-type]
        assert again == document, (kind, what)
    assert read and refused > read


def test_a_damaged_score_book_is_read_or_refused_in_a_sentence() -> None:
    book = ScoreBook().add(ScoreEntry("ortho-8x8", 4, "2026-12-01", (("franjos", 12), ("parker", 12), ("per-ray", 3))))
    book = book.add(ScoreEntry("hex-5", 5, "2026-12-02", (("franjos", 9), ("parker", 9))))
    for what, data in damaged(book.dumps(), random.Random("fuzz score book")):
        text = data if isinstance(data, str) else data.decode("utf-8", "replace")
        again = _read_or_refuse(ScoreBook.loads, text, ScoreBookError, f"score book: {what}")
        if isinstance(again, ScoreBook):
            for board, atoms in again.boards():
                for variant in Scoring:
                    again.standing(board, atoms, variant)
            assert ScoreBook.loads(again.dumps()) == again


def test_a_mistyped_puzzle_code_is_read_or_refused_in_a_sentence() -> None:
    chance = random.Random("fuzz puzzle codes")
    big = parse_board("ortho-26x26")
    codes = [
        encode_puzzle(SQUARE, SQUARE.cells_from_names("A1,B7,G3,H8")),
        encode_puzzle(HEX, HEX.cells_from_names("A1,C3,E5,G2,I4")),
        encode_puzzle(big, frozenset(range(0, 600, 40))),
    ]
    for code in codes:
        for _ in range(600):
            letters = mistyped(
                list(code), chance, 3, lambda: any_letter(chance), lambda: ascii_letter(chance), keep_one=True
            )
            found = _read_or_refuse(decode_puzzle, "".join(letters), PuzzleCodeError, f"code {letters}")
            if found is not None:
                board, atoms = found  # type: ignore[misc]
                assert all(0 <= cell < board.cell_count for cell in atoms)


@pytest.mark.parametrize(
    "seed", [None, True, 0, -1, 10**300, 1.5, "", " ", "\x00", "a\tb", "\udcff", "x" * 10_000, [], {}, "\u202e1978"]
)
@pytest.mark.parametrize("games", [1, 80, 0, -1, 201, True, 1.5, "80", None, 10**30])
def test_a_booklet_seed_or_size_from_a_file_is_used_or_refused_in_a_sentence(seed: Any, games: Any) -> None:
    drawn = _read_or_refuse(lambda _data: booklet_game(SQUARE, games, seed, 1), "", BookletError, f"{seed!r:.20}")
    assert drawn is None or drawn.number == 1  # type: ignore[attr-defined]


# -- the focused fixes ---------------------------------------------------------------------------------


def _long_round(moves: int) -> dict[str, object]:
    return {
        "setup": encode_puzzle(SQUARE, SQUARE.cells_from_names("A1,B7,G3,H8")),
        "moves": ["B+A1", "B-A1"] * (moves // 2) + ["B+A1"] * (moves % 2),
    }


def _saved_game(moves: int) -> str:
    return json.dumps(
        {
            "format": savefile.FORMAT,
            "version": 1,
            "board": "ortho-8x8",
            "atom_count": 4,
            "rules": {},
            **_long_round(moves),
        }
    )


def test_each_move_read_from_a_file_costs_the_same_however_long_the_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """QA fuzzing: each move replayed copied the history before it, so a 4 MB match (27 rounds of 20,000 moves)
    held Open over a minute.  Each move now adds itself to the history before it, shared, not copied."""
    shared = []
    apply = Game.apply

    def watched(game: Game, move: Any) -> Game:
        after = apply(game, move)
        shared.append(after.history[: len(game.history)] is game.history)
        return after

    monkeypatch.setattr(Game, "apply", watched)
    game = savefile.loads(_saved_game(MAX_MOVES))
    assert len(game.history) == MAX_MOVES and game.history[-2:] == ("B+A1", "B-A1")
    assert len(shared) == MAX_MOVES and all(shared)


def test_a_round_of_more_moves_than_any_game_is_refused() -> None:
    """QA fuzzing: the window replays every move of a game it opens into its undo history, whose memory grows with
    the square of the moves: 20,000 took 32 s and 2 GB to open (and a resume of two of them 78 s)."""
    assert MAX_MOVES <= 5_000
    assert len(savefile.loads(_saved_game(MAX_MOVES)).history) == MAX_MOVES
    with pytest.raises(SaveFileError, match=r"^The list of moves in this saved game is damaged\.$"):
        savefile.loads(_saved_game(MAX_MOVES + 1))


def test_a_match_of_more_moves_than_any_match_is_refused_before_it_is_replayed(monkeypatch) -> None:
    match = Match.new(("Ann", "Bob"), SQUARE, 4, Rules(), rounds=40).hide(SQUARE.cells_from_names("A1,B7,G3,H8"))
    data = json.loads(match_file.dumps(match))
    finished = {**_long_round(1_999), "moves": [*_long_round(1_999)["moves"], "D"]}
    data["finished_rounds"] = [finished] * 10
    assert match_file.loads(json.dumps(data)).round_number == 11  # 20,000 moves: a long match, still one
    data["current"] = _long_round(1)
    text = json.dumps(data)
    monkeypatch.setattr(match_file, "round_from_json", lambda *_args: pytest.fail("replayed"))
    with pytest.raises(SaveFileError, match=r"^This saved match holds far more moves than any match; it is damaged\.$"):
        match_file.loads(text)


def test_a_byte_order_mark_before_a_file_the_program_keeps_is_read_past(tmp_path: Path) -> None:
    """QA fuzzing: a score book (or autosave) saved again by an editor that puts a byte order mark first was set
    aside as damaged; a game opened from a file was read past it."""
    book = ScoreBook().add(ScoreEntry("ortho-8x8", 4, "2026-12-01", (("franjos", 12),)))
    path = tmp_path / "scores.json"
    path.write_bytes(b"\xef\xbb\xbf" + book.dumps().encode("utf-8"))
    assert ScoreBook.loads(read_text(path, files_only=True)) == book
    path.write_bytes(b"\xef\xbb\xbf" + _saved_game(3).encode("utf-8"))
    assert savefile.loads(read_text(path)).history == ("B+A1", "B-A1", "B+A1")


# -- opening books (shipped, read-only) ----------------------------------------------------------------


def test_every_shipped_opening_book_is_whole() -> None:
    paths = sorted(SHIPPED_BOOKS.glob("*.json"))
    assert paths
    for path in paths:
        book = OpeningBook.from_json(path.read_text(encoding="utf-8"))
        board = parse_board(book.board)
        assert path.name == f"{board.spec}-{book.atoms}.json"
        opening_book.opening_book.cache_clear()
        assert opening_book.opening_book(board, book.atoms) == book
        for key, line in book.lines.items():
            known = {int(port) for port, _code in (pair.split(":") for pair in key.split())}
            assert 1 <= line.port <= board.port_count and line.port not in known, (path.name, key)


@pytest.fixture
def book_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    monkeypatch.setattr(opening_book, "BOOKS", tmp_path)
    opening_book.opening_book.cache_clear()
    yield tmp_path
    opening_book.opening_book.cache_clear()


def test_a_damaged_opening_book_is_left_aside_never_a_crash(book_folder: Path) -> None:
    """QA fuzzing: a figure of 1e999 (infinity) or a nesting thousands deep raised OverflowError or RecursionError
    out of the book's reader, and a port off the board was played as the book's choice."""
    board = parse_board("ortho-6x6")
    text = (SHIPPED_BOOKS / "ortho-6x6-4.json").read_text(encoding="utf-8")
    chance = random.Random("fuzz opening book")
    broken = [
        re.sub(r'"": \[\d+', '"": [1e999', text),
        "[" * 100_000,
        text.replace('"atoms": 4', '"atoms": 1e999'),
        text.replace("[", "[99, ", 1).replace(", ", ", ", 1),
    ]
    data = json.loads(text)
    first = next(iter(data["lines"]))
    broken.append(json.dumps({**data, "lines": {**data["lines"], first: [999, 1, 1.0, 1.0]}}))
    broken += [json.dumps(_with(data, path, value)) for path in _paths(data) for value in ODD_VALUES[:12]]
    for _ in range(40):
        changed = bytearray(text.encode())
        changed[chance.randrange(len(changed))] = chance.randrange(256)
        broken.append(bytes(changed).decode("utf-8", "replace"))
    for damaged_text in broken:
        (book_folder / "ortho-6x6-4.json").write_text(damaged_text, encoding="utf-8")
        opening_book.opening_book.cache_clear()
        book = opening_book.opening_book(board, 4)
        assert book is None or all(1 <= line.port <= board.port_count for line in book.lines.values())
