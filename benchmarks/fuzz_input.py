"""A long run of the fuzzers of ``tests/``: many more damaged files than the tests afford, and what each cost.

Every file the program reads is damaged as ``tests/model/test_fuzzed_files.py`` and
``tests/app/test_fuzzed_settings.py`` damage them, with ``--rounds`` seeds instead of one and many more bytes
changed: saved games (square and hexagonal), a tabletop round, matches, a duel, the score book, puzzle codes
and the settings file.  Then each reader meets what a file system can put in a file's place: nothing, a
folder, an empty file, 50 MB, an endless device, a link that points at itself, a name too long to look up, a
pipe no one writes to.

Each file must be read back or refused with the reader's own error in one sentence; anything else (another
exception, a sentence that is not one) is printed with what was done to the file, and the run ends with
status 1.  It prints, for each kind of file, how many were read and refused, the slowest and the median time,
and at the end the peak memory of the process.  Never fails on time (STYLE.md): the figures are for a person.

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/fuzz_input.py [--rounds 20] [--flips 400]``.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import statistics
import sys
import tempfile
import threading
import time
from collections.abc import Callable, Iterable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from model.test_fuzzed_files import any_letter, ascii_letter, damaged, mistyped, saved_files  # noqa: E402

from blackbox_desktop.model import match_file, savefile  # noqa: E402
from blackbox_desktop.model.errors import BlackBoxError, PuzzleCodeError, SaveFileError  # noqa: E402
from blackbox_desktop.model.puzzle_code import decode_puzzle  # noqa: E402
from blackbox_desktop.model.score_book import ScoreBook, ScoreBookError, ScoreEntry  # noqa: E402
from blackbox_desktop.model.storage import read_text  # noqa: E402

Load = Callable[[str | bytes], object]


class Tally:
    """What one kind of file gave: read, refused, the times, and the failures (what was done, what happened)."""

    def __init__(self) -> None:
        self.read = self.refused = 0
        self.times: list[float] = []
        self.failures: list[tuple[str, str]] = []

    def line(self, kind: str) -> str:
        slowest = max(self.times, default=0.0) * 1000
        median = statistics.median(self.times) * 1000 if self.times else 0.0
        return (
            f"{kind:<16} {self.read + self.refused:>7} files  {self.read:>6} read  {self.refused:>7} refused  "
            f"median {median:6.2f} ms  slowest {slowest:8.1f} ms  failures {len(self.failures)}"
        )


def one_sentence(message: str) -> bool:
    """One line ending as a sentence ends (it may begin with a file's name, in the file's own case)."""
    return (
        0 < len(message) < 400
        and "\n" not in message
        and message.endswith((".", "?", "!"))
        and "Traceback" not in message
    )


def attempt(tally: Tally, load: Load, data: str | bytes, error: type[BaseException], what: str) -> None:
    started = time.perf_counter()
    try:
        load(data)
        tally.read += 1
    except error as refusal:
        tally.refused += 1
        if not one_sentence(str(refusal)):
            tally.failures.append((what, f"not one sentence: {str(refusal)[:200]!r}"))
    except Exception as other:
        tally.failures.append((what, f"{type(other).__name__}: {str(other)[:200]}"))
    finally:
        tally.times.append(time.perf_counter() - started)


def saved_documents(rounds: int, flips: int, tallies: dict[str, Tally]) -> None:
    loaders: dict[str, Load] = {
        "game": lambda data: savefile.loads(data, to_play=True),
        "hex game": lambda data: savefile.loads(data, to_play=True),
        "tabletop round": savefile.loads,
        "match": match_file.loads,
        "tabletop match": match_file.loads,
        "duel": match_file.loads,
    }
    files = saved_files()
    for kind, load in loaders.items():
        tally = tallies.setdefault(kind, Tally())
        for round_number in range(rounds):
            chance = random.Random(f"long fuzz {kind} {round_number}")
            tries: Iterable[tuple[str, str | bytes]] = damaged(files[kind], chance, byte_flips=flips)
            if round_number:  # the typed damage is the same each round: only the bytes changed differ
                tries = (pair for pair in tries if pair[0] == "bytes changed")
            for what, data in tries:
                attempt(tally, load, data, SaveFileError, f"{kind}, round {round_number}: {what}")


def score_books(rounds: int, flips: int, tallies: dict[str, Tally]) -> None:
    book = ScoreBook().add(ScoreEntry("ortho-8x8", 4, "2026-12-01", (("franjos", 12), ("parker", 12), ("per-ray", 3))))
    book = book.add(ScoreEntry("hex-5", 5, "2026-12-02", (("franjos", 9), ("parker", 9))))
    tally = tallies.setdefault("score book", Tally())

    def load(data: str | bytes) -> object:
        return ScoreBook.loads(data if isinstance(data, str) else data.decode("utf-8", "replace"))

    for round_number in range(rounds):
        for what, data in damaged(book.dumps(), random.Random(f"long fuzz book {round_number}"), byte_flips=flips):
            attempt(tally, load, data, ScoreBookError, f"score book, round {round_number}: {what}")


def puzzle_codes(rounds: int, tallies: dict[str, Tally]) -> None:
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.puzzle_code import encode_puzzle

    tally = tallies.setdefault("puzzle code", Tally())
    boards = [
        (parse_board("ortho-8x8"), "A1,B7,G3,H8"),
        (parse_board("hex-5"), "A1,C3,E5,G2,I4"),
        (parse_board("ortho-26x26"), "A1,Z26,M13"),
    ]
    codes = [encode_puzzle(board, board.cells_from_names(atoms)) for board, atoms in boards]
    chance = random.Random("long fuzz puzzle codes")
    for code in codes:
        for _ in range(600 * rounds):
            letters = mistyped(
                list(code), chance, 4, lambda: any_letter(chance), lambda: ascii_letter(chance), keep_one=True
            )
            attempt(tally, decode_puzzle, "".join(letters), PuzzleCodeError, f"code {''.join(letters)!r}")


def settings_files(rounds: int, tallies: dict[str, Tally]) -> None:
    from app.test_fuzzed_settings import ODD_VALUES, damaged_files, every_key_set_to, read_every_choice
    from PySide6.QtCore import QCoreApplication, QSettings, qInstallMessageHandler

    _app = QCoreApplication.instance() or QCoreApplication([])
    # Qt says on standard error what it could not decode of a damaged @Variant(…): thousands of lines.
    qInstallMessageHandler(lambda *_args: None)
    tally = tallies.setdefault("settings", Tally())
    with tempfile.TemporaryDirectory(prefix="fuzz-settings-") as folder:
        path = Path(folder) / "settings.ini"

        def load(data: str | bytes) -> object:
            path.write_bytes(data if isinstance(data, bytes) else data.encode())
            read_every_choice(QSettings(str(path), QSettings.Format.IniFormat))
            return None

        for value in ODD_VALUES:
            attempt(tally, load, every_key_set_to(value), BlackBoxError, f"every key = {value[:30]!r}")
        for round_number in range(rounds):
            for what, data in damaged_files(random.Random(f"long fuzz settings {round_number}"), 200):
                attempt(tally, load, data, BlackBoxError, f"settings, round {round_number}: {what}")
    del _app


def file_system(tallies: dict[str, Tally]) -> None:
    """Each reader of a file by name (a game opened, the program's own files) meets what may stand in its place."""
    tally = tallies.setdefault("file system", Tally())
    with tempfile.TemporaryDirectory(prefix="fuzz-files-") as name:
        folder = Path(name)
        places: dict[str, Path] = {
            "nothing": folder / "gone.bbox",
            "a folder": folder / "folder.bbox",
            "an empty file": folder / "empty.bbox",
            "50 MB": folder / "big.bbox",
            "an endless device": Path("/dev/zero"),
            "a link to itself": folder / "loop.bbox",
            "a name too long": folder / ("n" * 300 + ".bbox"),
            "a pipe no one writes to": folder / "pipe.bbox",
        }
        places["a folder"].mkdir()
        places["an empty file"].write_bytes(b"")
        with places["50 MB"].open("wb") as stream:
            for _ in range(50):
                stream.write(os.urandom(1 << 20))
        places["a link to itself"].symlink_to(places["a link to itself"])
        if hasattr(os, "mkfifo"):
            os.mkfifo(places["a pipe no one writes to"])
        readers: dict[str, Callable[[Path], object]] = {
            "the program's own file": lambda path: read_text(path, files_only=True),
            "a saved game": lambda path: savefile.loads(read_text(path)),
        }
        for reader_name, reader in readers.items():
            for what, path in places.items():
                if what == "a pipe no one writes to" and reader_name == "a saved game":
                    continue  # a game she opens may come from a pipe (<(cat game.bbox)): it is waited for
                attempt(
                    tally,
                    lambda _data, path=path, reader=reader: _within(reader, path, 10.0),
                    b"",
                    SaveFileError,
                    f"{reader_name} in place of {what}",
                )


def _within(reader: Callable[[Path], object], path: Path, seconds: float) -> object:
    """``reader(path)``, or a failure if it is still reading after ``seconds`` (a hang)."""
    outcome: list[object] = []
    errors: list[BaseException] = []

    def run() -> None:
        try:
            outcome.append(reader(path))
        except BaseException as error:
            errors.append(error)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    thread.join(seconds)
    if thread.is_alive():
        raise TimeoutError(f"still reading {path.name[:40]} after {seconds:g} s")
    if errors:
        raise errors[0]
    return outcome[0] if outcome else None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20, help="seeds for each kind of file (default 20)")
    parser.add_argument("--flips", type=int, default=400, help="files with bytes changed, each seed (default 400)")
    args = parser.parse_args()
    tallies: dict[str, Tally] = {}
    started = time.perf_counter()
    saved_documents(args.rounds, args.flips, tallies)
    score_books(args.rounds, args.flips, tallies)
    puzzle_codes(args.rounds, tallies)
    settings_files(args.rounds, tallies)
    file_system(tallies)
    for kind, tally in tallies.items():
        print(tally.line(kind))
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(f"{time.perf_counter() - started:.0f} s in all; peak memory {peak:.0f} MB")
    failures = [(kind, what, how) for kind, tally in tallies.items() for what, how in tally.failures]
    for kind, what, how in failures[:50]:
        print(f"FAILED {kind}: {what}: {how}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
