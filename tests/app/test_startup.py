"""Starting the real program in a subprocess (a second QApplication in one process aborts)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QFont, QFontMetrics, QImage, QPainter

ROOT = Path(__file__).resolve().parents[2]


def _run(arguments: list[str], env: dict[str, str], timeout: float = 60) -> subprocess.CompletedProcess[str]:
    return subprocess.run(arguments, cwd=ROOT, env=env, capture_output=True, text=True, timeout=timeout, check=False)


def _clean_env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ)
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")  # keep the user's settings out of it
    # And the games other tests left in the run's shared data folder: a start would offer to resume them.
    env["BLACKBOX_DESKTOP_DATA_DIR"] = str(tmp_path / "data")
    env["PYTHONPATH"] = str(ROOT)
    return env


def _distinct_colours(image: QImage, step: int = 7) -> int:
    colours = set()
    for y in range(0, image.height(), step):
        for x in range(0, image.width(), step):
            colours.add(image.pixel(x, y))
    return len(colours)


def test_screenshot_offscreen_on_the_hexagonal_side(tmp_path: Path) -> None:
    out = tmp_path / "out.png"
    env = _clean_env(tmp_path)
    env["QT_QPA_PLATFORM"] = "offscreen"
    result = _run([sys.executable, "-m", "blackbox_desktop", "--screenshot", str(out), "--side", "hex"], env)
    assert result.returncode == 0, result.stderr
    image = QImage(str(out))
    assert not image.isNull() and image.width() > 400 and image.height() > 300
    assert _distinct_colours(image) > 50  # wood, grain, labels, panel: not a blank window


def test_a_damaged_game_file_still_opens_a_fresh_game(tmp_path: Path) -> None:
    broken = tmp_path / "broken.bbox"
    broken.write_text("not a game", encoding="utf-8")
    out = tmp_path / "out.png"
    env = _clean_env(tmp_path)
    env["QT_QPA_PLATFORM"] = "offscreen"
    result = _run([sys.executable, "-m", "blackbox_desktop", str(broken), "--screenshot", str(out)], env)
    # The picture shows the fresh game that came instead; the status says the file did not open.
    assert result.returncode == 2, result.stderr
    assert "not a saved Black Box game" in result.stderr
    assert "broken.bbox" in result.stderr  # which file: a double-click in a file manager says no more (QA)
    assert out.exists()


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed")
def test_real_window_under_xvfb_renders_port_numbers(tmp_path: Path) -> None:
    out = tmp_path / "xvfb.png"
    env = _clean_env(tmp_path)
    env.pop("QT_QPA_PLATFORM", None)
    script = f"""
import sys
from PySide6.QtCore import QSettings
from PySide6.QtGui import QColor, QFontDatabase
from PySide6.QtWidgets import QApplication
from blackbox_desktop.app.launch import write_screenshot
from blackbox_desktop.app.window import MainWindow
app = QApplication(sys.argv[:1])
print('platform', app.platformName(), 'families', len(QFontDatabase.families()))
window = MainWindow(QSettings({str(tmp_path / "s.ini")!r}, QSettings.Format.IniFormat))
window.start_game(window.options.on_side('ortho'))
window.show()
assert write_screenshot(window, __import__('pathlib').Path({str(out)!r})) == 0
image = window.grab().toImage()
layout = window.scene.layout
for port in (1, 9, 17, 32):
    centre = window.view.mapTo(window, window.view.mapFromScene(layout.label_centre(port)))
    dark = 0
    for dy in range(-8, 9):
        for dx in range(-10, 11):
            if QColor(image.pixel(centre.x() + dx, centre.y() + dy)).lightness() < 70:
                dark += 1
    print('label', port, dark)
"""
    result = _run(["xvfb-run", "-a", sys.executable, "-c", script], env, timeout=90)
    assert result.returncode == 0, result.stderr
    assert "platform xcb" in result.stdout
    families = int(result.stdout.split("families")[1].split()[0])
    assert families > 0
    # Each port number leaves dark ink on the light wood around it.
    inked = [int(line.split()[2]) for line in result.stdout.splitlines() if line.startswith("label")]
    assert len(inked) == 4 and all(count > 8 for count in inked), result.stdout
    image = QImage(str(out))
    assert not image.isNull()
    assert _distinct_colours(image) > 50


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed")
def test_the_first_window_is_maximised_on_a_netbook_screen_and_not_after_she_sized_it(tmp_path: Path) -> None:
    # QA: on 1024×600 the first window was not maximised and its frame and status bar touched the screen's edges.
    env = _clean_env(tmp_path)
    env.pop("QT_QPA_PLATFORM", None)
    script = f"""
import sys
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from blackbox_desktop.app.window import MainWindow
app = QApplication(sys.argv[:1])
settings = QSettings({str(tmp_path / "s.ini")!r}, QSettings.Format.IniFormat)
window = MainWindow(settings)
room = window.screen().availableGeometry()
print('first', window.isMaximized(), window.width() <= room.width(), window.height() <= room.height())
window.setWindowState(Qt.WindowState.WindowNoState)  # she made it smaller
window.close()
print('again', MainWindow(settings).isMaximized())
"""
    result = _run(["xvfb-run", "-a", "-s", "-screen 0 1024x600x24", sys.executable, "-c", script], env, timeout=90)
    assert result.returncode == 0, result.stderr
    assert "first True True True" in result.stdout, result.stdout
    assert "again False" in result.stdout, result.stdout  # the size she left it at is hers


def test_port_number_labels_get_ink(qapp: object) -> None:
    """The board's label font draws visible glyphs (no empty boxes, no missing font)."""
    from blackbox_desktop.app.items.board import label_font

    font = label_font(28)
    metrics = QFontMetrics(font)
    for text in ("1", "32", "54"):
        assert all(metrics.inFont(ch) for ch in text)
    image = QImage(80, 40, QImage.Format.Format_ARGB32)
    image.fill(QColor("#b97d3c"))
    painter = QPainter(image)
    painter.setFont(font)
    painter.setPen(QColor("#3b1d08"))
    painter.drawText(image.rect(), 0x84, "32")  # AlignCenter
    painter.end()
    ink = sum(1 for y in range(40) for x in range(80) if QColor(image.pixel(x, y)).lightness() < 60)
    assert ink > 40
    assert QFont(font).family()


def test_a_screenshot_run_keeps_no_autosave(tmp_path: Path) -> None:
    # The next real start offered to resume a game that had only been drawn into a picture.
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.game import Game, Rules
    from blackbox_desktop.model.savefile import dumps

    board = parse_board("ortho-8x8")
    game = Game.new(board, 4, Rules(), board.cells_from_names("B2,C5,D1,E7")).apply_all(["F1", "B+C3"])
    saved = tmp_path / "mine.bbox"
    saved.write_text(dumps(game), encoding="utf-8")
    env = _clean_env(tmp_path)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["BLACKBOX_DESKTOP_DATA_DIR"] = str(tmp_path / "data")
    result = _run([sys.executable, "-m", "blackbox_desktop", str(saved), "--screenshot", str(tmp_path / "o.png")], env)
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "o.png").exists()
    assert not (tmp_path / "data" / "autosave.bbox").exists()


def test_a_start_gives_up_hiding_look_alike_free_atoms_after_a_few_seconds(
    window: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA: remembered choices of 26x26 with 20 atoms kept a lone busy box on screen for minutes before the
    # window (and a --screenshot run for ever); hex-4 with 19 atoms made every start wait 13 s.
    import time
    from argparse import Namespace
    from dataclasses import replace

    from blackbox_desktop.app import hiding, launch
    from blackbox_desktop.app.window import MainWindow

    assert isinstance(window, MainWindow)
    real_setup = hiding.random_setup

    def slow_when_avoiding(board, atoms, seed, avoid_ambiguous=True):  # type: ignore[no-untyped-def]
        if avoid_ambiguous:
            time.sleep(30)
        return real_setup(board, atoms, seed, avoid_ambiguous=avoid_ambiguous)

    monkeypatch.setattr(hiding, "random_setup", slow_when_avoiding)  # the forked search inherits it
    monkeypatch.setattr(launch, "LAUNCH_HIDING_SECONDS", 0.3)
    window.options = replace(window.options, side="ortho", rows=6, cols=6, atoms_ortho=5, avoid_ambiguous=True)
    began = time.monotonic()
    launch.start(window, Namespace(game_file=None, puzzle=None, side=None))
    assert time.monotonic() - began < 10
    game = window.controller.game
    assert game.board.spec == "ortho-6x6" and game.position.atom_count == 5 and game.setup is not None
    assert "took too long to hide" in window.statusBar().currentMessage()
    assert window.options.avoid_ambiguous  # her choice stays for New game
    assert window.errors == []  # type: ignore[attr-defined]


def test_a_match_opened_at_start_hides_the_computer_s_atoms_over_the_window(tmp_path: Path) -> None:
    # QA: `blackbox-desktop match.bbox`, the computer to hide its atoms: its busy box stood alone on the desktop,
    # before the window was on screen.
    from blackbox_desktop.model import match_file
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.game import Rules
    from blackbox_desktop.model.match import Match

    board = parse_board("ortho-8x8")
    atoms = board.cells_from_names("A1,B8,C1,D8")
    match = Match.new(("Ann", "Computer"), board, 4, Rules(), 2, "program", "medium").hide(atoms)
    for move in ["F1", "B+A1", "B+B8", "B+C1", "B+D8", "D"]:
        match = match.play(move)
    path = tmp_path / "match.bbox"
    path.write_text(match_file.dumps(match.end_round()), encoding="utf-8")
    env = _clean_env(tmp_path)
    env["QT_QPA_PLATFORM"] = "offscreen"
    script = f"""
import time
from argparse import Namespace
from blackbox_desktop.app import hiding, launch
from blackbox_desktop.app.window import MainWindow
real_setup, real_wait = hiding.random_setup, MainWindow._wait_busy
def slow(board, atoms, seed, avoid_ambiguous=True):  # long enough for the busy box
    time.sleep(1.0)
    return real_setup(board, atoms, seed, avoid_ambiguous=avoid_ambiguous)
def wait(self, done, **kwargs):
    print("busy box, window shown:", self.isVisible())
    return real_wait(self, done, **kwargs)
hiding.random_setup = slow
MainWindow._wait_busy = wait
status = launch.launch(Namespace(game_file={str(path)!r}, screenshot={str(tmp_path / "o.png")!r}, puzzle=None,
                                 side=None))
print("status", status)
"""
    result = _run([sys.executable, "-c", script], env)
    assert result.returncode == 0, result.stderr
    assert "status 0" in result.stdout, result.stdout + result.stderr
    assert "busy box, window shown: True" in result.stdout, result.stdout


def test_a_screenshot_run_leaves_her_settings_as_they_were(tmp_path: Path) -> None:
    # QA: `--side hex --screenshot` turned her board over for good: her next plain start opened the hexagonal side.
    env = _clean_env(tmp_path)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["BLACKBOX_DESKTOP_DATA_DIR"] = str(tmp_path / "data")
    for side in (["--side", "hex"], []):
        result = _run([sys.executable, "-m", "blackbox_desktop", *side, "--screenshot", str(tmp_path / "o.png")], env)
        assert result.returncode == 0, result.stderr
        assert "propagateSizeHints" not in result.stderr  # Qt's off-screen platform's noise, no news to her
    settings = tmp_path / "data" / "settings.ini"
    assert not settings.exists() or "side=hex" not in settings.read_text(encoding="utf-8")


def test_settings_no_game_can_use_are_named_and_their_defaults_used(tmp_path: Path) -> None:
    # QA: a hand-edited file (rows=-4, side=diagonal, atoms=banana) was put right without a word.
    env = _clean_env(tmp_path)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["BLACKBOX_DESKTOP_DATA_DIR"] = str(tmp_path / "data")
    (tmp_path / "data").mkdir()
    (tmp_path / "data" / "settings.ini").write_text(
        "[game]\nside=diagonal\nrows=-4\ncols=6\natoms_ortho=banana\nmarkers_by_hand=maybe\n", encoding="utf-8"
    )
    out = tmp_path / "o.png"
    result = _run([sys.executable, "-m", "blackbox_desktop", "--screenshot", str(out)], env)
    assert result.returncode == 0, result.stderr
    assert (
        "Settings reset: Some remembered choices in settings.ini could not be used (game/side, game/rows, "
        "game/atoms_ortho, game/markers_by_hand): their defaults are used instead."
    ) in result.stderr
    clean = _run(
        [sys.executable, "-m", "blackbox_desktop", "--screenshot", str(out)],
        _clean_env(tmp_path) | {"QT_QPA_PLATFORM": "offscreen", "BLACKBOX_DESKTOP_DATA_DIR": str(tmp_path / "fresh")},
    )
    assert clean.returncode == 0 and "Settings reset" not in clean.stderr, clean.stderr
    # Where Qt keeps them (no data folder given), the message names her file, not the picture's scratch copy.
    del env["BLACKBOX_DESKTOP_DATA_DIR"]
    env["XDG_DATA_HOME"] = str(tmp_path / "share")
    native = tmp_path / "config" / "BlackBoxDesktop" / "Black Box Desktop.conf"
    native.parent.mkdir(parents=True)
    native.write_text("[game]\nrows=-4\n", encoding="utf-8")
    result = _run([sys.executable, "-m", "blackbox_desktop", "--screenshot", str(out)], env)
    assert result.returncode == 0, result.stderr
    assert "remembered choices in Black Box Desktop.conf could not be used (game/rows)" in result.stderr, result.stderr


@pytest.mark.skipif(shutil.which("xvfb-run") is None, reason="xvfb-run is not installed")
def test_what_the_screen_shows_is_what_a_fresh_drawing_shows(tmp_path: Path) -> None:
    """QA: lights left behind on the real screen (a trail of lit cells behind the pointer and the keyboard
    cursor), which a grab of the window, drawn afresh, never shows: the X screen is read back instead."""
    env = _clean_env(tmp_path)
    env.pop("QT_QPA_PLATFORM", None)
    script = f"""
import sys, time
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Rules
app = QApplication(sys.argv[:1])
window = MainWindow(QSettings({str(tmp_path / "s.ini")!r}, QSettings.Format.IniFormat))
board = parse_board("hex-5")
window.controller.new_game(board, 2, Rules(), setup=board.cells_from_names("A1,E5"))
window.resize(1100, 760)
window.show()
def pump(seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)
pump(1.0)
view, scene = window.view, window.scene
viewport = view.viewport()
for name in ("E5", "E6", "D5", "C4", "B3"):  # the pointer over cells
    QTest.mouseMove(viewport, view.mapFromScene(scene.layout.cell_centre(board.cell_index(name))))
    pump(0.1)
QTest.mouseMove(viewport, QPoint(3, 3))  # off the board
view.setFocus()
for key in (Qt.Key.Key_Down, Qt.Key.Key_Down, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Right):
    QTest.keyClick(viewport, key)
    pump(0.1)
pump(0.5)
corner = viewport.mapToGlobal(QPoint(0, 0))
screen = app.primaryScreen().grabWindow(0, corner.x(), corner.y(), viewport.width(), viewport.height()).toImage()
fresh = viewport.grab().toImage()
stale = 0
for y in range(0, min(screen.height(), fresh.height()), 2):
    for x in range(0, min(screen.width(), fresh.width()), 2):
        a, b = QColor(screen.pixel(x, y)), QColor(fresh.pixel(x, y))
        if max(abs(a.red() - b.red()), abs(a.green() - b.green()), abs(a.blue() - b.blue())) > 40:
            stale += 1
print("platform", app.platformName(), "stale", stale, "size", screen.width(), screen.height())
"""
    result = _run(["xvfb-run", "-a", "-s", "-screen 0 1400x1000x24", sys.executable, "-c", script], env, timeout=90)
    assert result.returncode == 0, result.stderr
    assert "platform xcb" in result.stdout and " size 0 " not in result.stdout
    stale = int(result.stdout.split("stale")[1].split()[0])
    assert stale < 20, result.stdout  # a light left on a cell covers hundreds of the pixels looked at


def test_a_screenshot_that_cannot_be_written_is_said_even_where_nothing_can_be_removed(
    window: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA: --screenshot into a read-only folder ended in a traceback: taking away the part written failed too.
    from blackbox_desktop.app.launch import write_screenshot

    def read_only(self: Path, missing_ok: bool = False) -> None:
        raise OSError(30, "Read-only file system", str(self))

    monkeypatch.setattr(Path, "unlink", read_only)
    assert write_screenshot(window, tmp_path / "no such folder" / "out.png") == 1
