"""Every command the README shows in its indented examples runs as written and ends well: a new player types
them as they stand, and a change of the command line that the README does not follow fails here.

Each ``blackbox-desktop …`` line is run in a scratch folder (its ``--out`` files, and what it reads or writes through
``<`` and ``>``, are there); a line of options in brackets is the window's synopsis, whose options ``--help`` must
know; ``sh``/``bash`` lines install the program, so only the scripts they name are looked for.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.savefile import dumps

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text(encoding="utf-8")

SHORTENED = {("--games", "80"): ("--games", "8")}
"""The booklet of 80 games waits 15 to 25 s for the strong experimenter's NORM of each game; 8 games run every
option the line gives in a second or two."""


def indented_lines() -> list[str]:
    """The README's example lines: indented four spaces, outside any list."""
    return [
        line[4:].strip()
        for line in README.splitlines()
        if line.startswith("    ") and line[4:5] != " " and line.strip()
    ]


COMMANDS = [line for line in indented_lines() if line.startswith("blackbox-desktop ") and "[" not in line]
SYNOPSES = [line for line in indented_lines() if line.startswith("blackbox-desktop ") and "[" in line]
SCRIPTS = [line for line in indented_lines() if line.split()[0] in ("sh", "bash")]


def test_the_readme_shows_its_commands() -> None:
    assert len(COMMANDS) >= 9, COMMANDS  # the booklet, three notepads, five answer pads and solves
    assert len(SYNOPSES) == 1
    assert {line.split()[1] for line in COMMANDS} == {"answers", "solve", "print-notepad", "print-booklet"}


def saved_round() -> str:
    """A finished hexagonal game, as Game → Save as… writes it: what the README's --game example prints from."""
    board = parse_board("hex-5")
    game = Game.new(board, 5, Rules(), setup=board.cells_from_names("C2,D5,D8,E3,E4"))
    return dumps(game.apply_all(["F2", "F10", "F32", "B+C2", "B+D5", "B+D8", "B+E3", "B+E5"]).apply("D"))


def batch_example(command: str) -> str:
    """The JSON line the README gives for ``command --batch``, as a file of one line."""
    if command == "answers":
        found = re.search(r"`answers --batch` reads JSON lines `(\{.*?\})`", " ".join(README.split()))
        assert found, "the README no longer shows a line answers --batch reads"
        return found[1] + "\n"
    # The README names solve's keys without values ({"board", "atoms_count", "rays": {"1": "H", "5": 13}}).
    assert '`{"board", "atoms_count", "rays": {"1": "H", "5": 13}}`' in " ".join(README.split())
    return json.dumps({"board": "ortho-8x8", "atoms_count": 4, "rays": {"1": "H", "5": 13}}) + "\n"


def environment(folder: Path) -> dict[str, str]:
    """A player's English terminal without a display; her settings are not read."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "DISPLAY", "WAYLAND_DISPLAY")
    }
    env.update(LANG="C.UTF-8", QT_QPA_PLATFORM="offscreen", BLACKBOX_DESKTOP_DATA_DIR=str(folder / "data"))
    return env


@pytest.mark.parametrize("line", COMMANDS, ids=lambda line: " ".join(shlex.split(line, comments=True)[1:4]))
def test_each_readme_command_runs_as_written(line: str, tmp_path: Path) -> None:
    words = shlex.split(line, comments=True)[1:]
    for (option, value), (short_option, short_value) in SHORTENED.items():
        for at in range(len(words) - 1):
            if words[at : at + 2] == [option, value]:
                words[at : at + 2] = [short_option, short_value]
    stdin_name = stdout_name = None
    if ">" in words:
        at = words.index(">")
        stdout_name = words[at + 1]
        del words[at : at + 2]
    if "<" in words:
        at = words.index("<")
        stdin_name = words[at + 1]
        del words[at : at + 2]
        (tmp_path / stdin_name).write_text(batch_example(words[0]), encoding="utf-8")
    outs = [Path(words[at + 1]) for at, word in enumerate(words) if word == "--out"]
    assert all(not out.is_absolute() for out in outs), "an --out of the README would write outside the scratch folder"
    if "--game" in words:
        (tmp_path / words[words.index("--game") + 1]).write_text(saved_round(), encoding="utf-8")
    stdin = (tmp_path / stdin_name).read_text(encoding="utf-8") if stdin_name else ""
    done = subprocess.run(
        [sys.executable, "-m", "blackbox_desktop", *words],
        cwd=tmp_path,
        input=stdin,
        capture_output=True,
        text=True,
        env=environment(tmp_path),
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    for out in outs:
        assert (tmp_path / out).read_bytes().startswith(b"%PDF"), out
    if stdout_name:
        (tmp_path / stdout_name).write_text(done.stdout, encoding="utf-8")
        for written in done.stdout.splitlines():
            assert "answers" in json.loads(written) or "count" in json.loads(written), written
    elif not outs:
        assert done.stdout.strip(), "the command printed nothing"


def test_the_windows_synopsis_names_options_it_has(tmp_path: Path) -> None:
    shown = subprocess.run(
        [sys.executable, "-m", "blackbox_desktop", "--help"],
        capture_output=True,
        text=True,
        env=environment(tmp_path),
        timeout=60,
    )
    assert shown.returncode == 0, shown.stderr
    for option in re.findall(r"--[a-z-]+", SYNOPSES[0]):
        assert option in shown.stdout, option


def test_the_install_lines_name_scripts_that_exist() -> None:
    assert len(SCRIPTS) >= 4
    for line in SCRIPTS:
        assert (ROOT / line.split()[1]).is_file(), line
