"""A settings file damaged every way we could think of: the window still starts, and every choice read from it
is a choice the program can use (or its default).

Qt reads any bytes as an INI file and hands back what it finds: text, a list for "a, b", a number, a point or
a rectangle for ``@Point(…)`` or ``@Rect(…)``, a byte array, or whatever a damaged ``@Variant(…)`` decodes to.
Every key the program keeps is given each odd value in turn, and a valid file is cut short and has bytes
changed (seeded: a failure comes back at every run).  ``benchmarks/fuzz_input.py`` runs many more.
"""

from __future__ import annotations

import random
from argparse import Namespace
from collections.abc import Iterator
from pathlib import Path

import pytest
from model.test_fuzzed_files import mistyped
from PySide6.QtCore import QSettings

from blackbox_desktop.app import data_files
from blackbox_desktop.app.booklet_choice import remembered_booklet
from blackbox_desktop.app.features.printing_menu import remembered_notepad
from blackbox_desktop.app.features.recent_files import recent_paths
from blackbox_desktop.app.features.two_players import remembered_players
from blackbox_desktop.app.file_boxes import starting_folder
from blackbox_desktop.app.i18n import stored_language
from blackbox_desktop.app.launch import start
from blackbox_desktop.app.options import Settings
from blackbox_desktop.app.window import MainWindow

from driving import close_window, open_window

KEYS = {
    "game": (
        "side",
        "rows",
        "cols",
        "hex_side",
        "atoms_ortho",
        "atoms_hex",
        "edition",
        "scoring",
        "markers_by_hand",
        "avoid_ambiguous",
    ),
    "window": ("geometry",),
    "ui": ("language",),
    "tutorial": ("offered",),
    "notepad": ("side", "paper", "orientation", "per_page", "pages"),
    "files": ("recent", "folder"),
    "view": ("cell_names", "port_names"),
    "computer": ("speed", "level", "i_hide"),
    "players": ("names", "level"),
    "assistant": ("visible",),
    "booklet": ("board", "games", "seed"),
}
"""Every key the program keeps in its settings, by group."""

ODD_VALUES = [
    "",
    "x",
    "-1",
    "0",
    "99999999999999999999",
    "9" * 5000,
    "1e999",
    "nan",
    "true",
    "a, b, c",
    '"a, b"',
    "/",
    "@Invalid()",
    "@ByteArray(\\0\\xff)",
    "@ByteArray(" + "A" * 10_000 + ")",
    "@Point(1 2)",
    "@Rect(0 0 -5 99999999)",
    "@Size(1 1)",
    "@DateTime(\\0)",
    "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x1)",
    "@Variant(\\0\\0\\0\\x2\\0)",
    "@Variant(\\xff\\xff\\xff\\xff)",
    "@Variant(\\0\\0\\0\\b\\0\\0\\0\\0)",
    "@Variant(\\0\\0\\0\\t\\0\\xff\\xff\\xff)",
    "@Variant(\\0\\0\\0\\f\\0\\0\\0\\x1\\0\\0\\0\\n\\0\\0\\0\\x2\\0\\x61)",
    "%U0001F600",
    "\\x0",
]
"""Values as an INI file holds them (Qt's escapes and ``@Type(…)`` forms included)."""

GOOD = """[game]
side=hex
rows=8
cols=10
hex_side=5
atoms_ortho=4
atoms_hex=5
edition=parker
scoring=franjos
markers_by_hand=true
avoid_ambiguous=false

[files]
recent=/tmp/a.bbox, /tmp/b b.bbox
folder=/tmp

[notepad]
side=both
paper=a4
orientation=portrait
per_page=0
pages=1

[players]
names=Ann, Bob

[booklet]
board=ortho-8x8
games=80
seed=1978

[computer]
speed=fast
level=strong
i_hide=false

[ui]
language=fr
"""


def every_key_set_to(value: str) -> str:
    return "".join(f"[{group}]\n" + "".join(f"{key}={value}\n" for key in keys) + "\n" for group, keys in KEYS.items())


def damaged_files(chance: random.Random, changes: int) -> Iterator[tuple[str, bytes]]:
    """A valid settings file cut short at many places, then with 1 to 6 bytes changed ``changes`` times."""
    raw = GOOD.encode()
    for cut in range(0, len(raw), 25):
        yield f"cut at {cut}", raw[:cut]
    for number in range(changes):
        yield f"bytes changed ({number})", bytes(mistyped(list(raw), chance, 6, lambda: chance.randrange(256)))
    yield "zeros", b"\0" * 5000
    yield "brackets", b"[" * 100_000
    yield "backslashes", b"a=" + b"\\" * 100_000


def read_every_choice(store: QSettings) -> None:
    """Each reader of a remembered choice, as the window, its menus and its boxes call them."""
    options = Settings(store).options()
    options.board  # noqa: B018 - the board the options name must be one
    Settings(store).unreadable()
    notepad = remembered_notepad(store)
    assert notepad is None or notepad.pages >= 1
    remembered_booklet(store).check()
    assert starting_folder(store).is_dir()
    assert all(isinstance(path, Path) for path in recent_paths(store))
    players = remembered_players(store)
    assert players is None or all(isinstance(name, str) for name in players)
    stored_language(store)


@pytest.fixture
def settings_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(data_files.DATA_DIR_VARIABLE, str(tmp_path))
    return tmp_path / data_files.SETTINGS_NAME


def _start(qtbot: object, settings_file: Path, data: bytes) -> MainWindow:
    for leftover in settings_file.parent.glob(f"{settings_file.name}*"):
        leftover.unlink()
    settings_file.write_bytes(data)
    store, _damage = data_files.open_settings()  # as the program starts: a file it cannot read is set aside
    read_every_choice(store)
    window = open_window(qtbot, store)
    start(window, Namespace())  # the first game, from the choices remembered (or the defaults)
    assert window.controller.has_game
    return window


@pytest.mark.parametrize("value", ODD_VALUES, ids=lambda value: repr(value)[:24])
def test_every_key_holding_an_odd_value_still_starts(qtbot, settings_file: Path, value: str) -> None:
    close_window(_start(qtbot, settings_file, every_key_set_to(value).encode()))


def test_a_settings_file_cut_short_or_with_bytes_changed_still_starts(qtbot, settings_file: Path) -> None:
    files = list(damaged_files(random.Random("fuzz settings"), 120))
    for number, (what, data) in enumerate(files):
        settings_file.write_bytes(data)
        store, _damage = data_files.open_settings()
        try:
            read_every_choice(store)
        except Exception as error:  # pragma: no cover - the message says which file
            raise AssertionError(what) from error
        if number % 8 == 0:  # a window takes a while: a sample of them
            close_window(_start(qtbot, settings_file, data))
