"""Opening books: the strong experimenter's first rays on the boards played most, worked out beforehand.

Terms:

opening
    The first rays of a game, while the arrangements still possible are far
    too many to list in the second the experimenter may think (630,844
    unambiguous ones on 8x8 with 4 atoms).  Without a book the strong level
    plays them by bits per marker on a sample.
line
    The answers known so far (each port's answer code: 0 absorbed, its own
    port reflected, else the exit port; an exit is known at both of its
    ports), written ``"2:0 5:13 13:5"`` with the ports in increasing order,
    and what to do next: the port to fire, with the exact figures behind
    the choice.
building a book
    Every unambiguous arrangement is listed, and on each line of the opening
    every useful port is weighed with the exact expected cost of firing it
    and finishing with the greedy policy: the rule the strong level applies
    itself once the consistent set is small (``experimenter``'s greedy
    rollout), here over hundreds of thousands of arrangements.  The book
    follows its own choices for ``depth`` rays, and stops where the
    consistent set is small enough for the experimenter to list during play.
    On 8x8 with 4 atoms the first ray it chooses runs along the second row;
    bits per marker prefers the middle rows, and a sample of the opening
    cannot tell them apart.
the biggest books
    With millions of arrangements (8x8 with 5 atoms: 7,226,548) weighing
    every port on every line would take days, so those books weigh the first
    ray beforehand, one port of each family of mirror images (``first``),
    and on later lines only the ports that teach the most bits per marker
    (``candidates``).  ``scripts/fast_book.py`` does their sums with numpy.

Books are JSON files in ``resources/opening_books``, one per board and
atom count, written by ``scripts/build-opening-book.py``; a test rebuilds a
small one and checks that the experimenter finds the same ports by itself.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from pathlib import Path
from typing import TYPE_CHECKING

from .rollout import TIE_DIGITS, AnswerTable, answer_counts, bits_per_marker, unambiguous

if TYPE_CHECKING:
    from .board import Board, Port

__all__ = ["BOOKS", "Line", "OpeningBook", "answers_known", "book_key", "build_book", "opening_book"]

BOOKS = Path(__file__).resolve().parent.parent / "resources" / "opening_books"
"""Where the shipped books are."""

FORMAT = 1
"""The version of the book files' layout."""


@dataclass(frozen=True, slots=True)
class Line:
    """What the book says on one line of the opening."""

    port: int
    """The port to fire next."""
    count: int
    """Unambiguous arrangements that give every answer of the line."""
    stop_value: float
    """Expected penalty of placing the balls instead."""
    fire_value: float
    """Exact expected cost of firing ``port`` and finishing greedily."""


@dataclass(frozen=True, slots=True)
class OpeningBook:
    """The lines of one board and atom count."""

    board: str
    atoms: int
    lines: dict[str, Line]

    def line_for(self, known: Iterable[tuple[int, int]]) -> Line | None:
        """The book's line for the answers ``known`` (port, answer code), or None off the book."""
        return self.lines.get(book_key(known))

    def to_json(self) -> str:
        lines = {
            key: [line.port, line.count, round(line.stop_value, 6), round(line.fire_value, 6)]
            for key, line in sorted(self.lines.items(), key=lambda item: (item[0].count(" "), item[0]))
        }
        head = json.dumps({"format": FORMAT, "board": self.board, "atoms": self.atoms})[:-1]
        body = ",\n".join(f"  {json.dumps(key)}: {json.dumps(value)}" for key, value in lines.items())
        return f'{head}, "lines": {{\n{body}\n}}}}\n'

    @classmethod
    def from_json(cls, text: str) -> OpeningBook:
        """Read a book; ``ValueError`` when the text is not one."""
        try:
            document = json.loads(text)
            if document["format"] != FORMAT:
                raise ValueError(f"book format {document['format']!r}, expected {FORMAT}")
            lines = {
                str(key): Line(int(port), int(count), float(stop), float(fire))
                for key, (port, count, stop, fire) in document["lines"].items()
            }
            return cls(str(document["board"]), int(document["atoms"]), lines)
        except (KeyError, TypeError, AttributeError, ValueError, OverflowError, RecursionError) as error:
            # OverflowError: a figure of 1e999 (infinity) as a port; RecursionError: "[[[…" nested thousands deep.
            raise ValueError(f"not an opening book: {error}") from error


def book_key(known: Iterable[tuple[int, int]]) -> str:
    """The text of a line: ``"port:code"`` for each answer, in increasing port order."""
    return " ".join(f"{port}:{code}" for port, code in sorted(known))


def answers_known(fired: Iterable[tuple[int, int]]) -> list[tuple[int, int]]:
    """Every port's known answer after the rays ``fired`` (port, code): an exit is known at both ends."""
    known = dict(fired)
    for port, code in list(known.items()):
        if code not in (0, port):
            known.setdefault(code, port)
    return sorted(known.items())


def book_path(board: Board, atom_count: int) -> Path:
    return BOOKS / f"{board.spec}-{atom_count}.json"


@cache
def opening_book(board: Board, atom_count: int) -> OpeningBook | None:
    """The shipped book for ``board`` with ``atom_count`` atoms, or None (none shipped, or unreadable)."""
    path = book_path(board, atom_count)
    try:
        book = OpeningBook.from_json(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, UnicodeDecodeError):
        # Without its book the experimenter still plays, only a little less well.
        return None
    if book.board != board.spec or book.atoms != atom_count:
        return None
    if any(not 1 <= line.port <= board.port_count for line in book.lines.values()):
        return None  # a damaged book would have the experimenter fire at a port the board has not
    return book


def build_book(
    board: Board,
    atom_count: int,
    depth: int,
    list_limit: int,
    progress: Callable[[str], None] | None = None,
    first: Port | None = None,
    candidates: int | None = None,
) -> OpeningBook:
    """Work out the book (see the module's terms): ``depth`` rays, down to sets of ``list_limit`` arrangements.

    ``first`` fixes the first ray instead of weighing it like the others.  With ``candidates``, a line after
    the first weighs only that many ports, those teaching the most bits per marker (lower port on a tie).
    """
    everything = [sum(1 << cell for cell in atoms) for atoms in combinations(range(board.cell_count), atom_count)]
    arrangements = unambiguous(board, everything)
    model = AnswerTable(board, arrangements, list(board.ports), atom_count)
    lines: dict[str, Line] = {}

    def visit(members: list[int], fired: tuple[tuple[int, int], ...]) -> None:
        if len(fired) >= depth or len(members) <= list_limit:
            return
        known = answers_known(fired)
        banned = tuple(port for port, _ in known)
        groups = {p: model.split(members, p) for p in board.ports if p not in banned}
        useful = [p for p, split in groups.items() if len(split) > 1]
        if not useful:
            return
        if first is not None and not fired:
            useful = [first]
        elif candidates is not None and fired:
            rate = {p: bits_per_marker(p, answer_counts(groups[p]), len(members)) for p in useful}
            useful = sorted(useful, key=lambda p: (round(-rate[p], TIE_DIGITS), p))[:candidates]
        fire_value, port = model.rollout_ranking(members, useful, banned)[0]
        key = book_key(known)
        lines[key] = Line(port, len(members), model.stop_value(members), fire_value)
        if progress is not None:
            progress(f"{key or '(start)'}: {len(members)} arrangements, fire {port} ({fire_value:.4f})")
        for code, group in model.split(members, port).items():
            visit(group, (*fired, (port, code)))

    visit(list(range(len(arrangements))), ())
    return OpeningBook(board.spec, atom_count, lines)
