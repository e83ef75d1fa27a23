"""Start-up time: from launching the program to its first drawn frame.

Run: ``python benchmarks/startup.py [--runs 7] [--side ortho|hex] [--command /usr/bin/blackbox-desktop]``

Every figure is the median of several fresh processes, with Qt's off-screen
platform (no display needed).  How each is measured:

first frame
    A child process runs the real launcher, ``blackbox_desktop.__main__.main``
    with ``--screenshot``, but the screenshot step is swapped for a probe that
    waits for the window's first paint and reads the clock once that paint
    pass has finished.  The clock starts in this process just before the
    child is spawned, so the figure includes the interpreter's own start.
    Phases are timed inside the same child: interpreter start, imports (Qt
    modules, then the game's window modules), building the window up to
    ``show()``, and painting.  If the app itself prints
    ``BLACKBOX_DESKTOP_STARTUP_PROBE first-frame <time.time()>`` on standard
    error when ``BLACKBOX_DESKTOP_STARTUP_PROBE=1`` is set, that figure is
    printed as well.
--screenshot, whole run
    Wall time of ``python -m blackbox_desktop --screenshot FILE`` until the
    process exits.  It includes the deliberate 0.3 s settling wait in the
    screenshot code, writing the PNG and shutting Qt down, so it is an upper
    bound, not the start-up time.
import chain
    ``python -X importtime`` of the modules the launcher imports, to show
    which modules cost the most and should be imported lazily.

Target: first frame under 0.8 s.  Figures only; nothing passes or fails.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 0.8
PROBE_VARIABLE = "BLACKBOX_DESKTOP_STARTUP_PROBE"
QT_MODULES = ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtSvg")
APP_MODULES = ("blackbox_desktop.cli", "blackbox_desktop.app.launch", "blackbox_desktop.app.window")

# Runs in the child: times each phase of the real launch path and prints one JSON line.
CHILD = r"""
import importlib, json, sys, time
spawned = float(sys.argv[1])
phases = {"interpreter": time.time() - spawned}
mark = time.perf_counter()

def lap(name):
    global mark
    now = time.perf_counter()
    phases[name] = now - mark
    mark = now

for module in QT_MODULES:
    importlib.import_module(module)
    lap("import " + module)
for module in APP_MODULES:
    importlib.import_module(module)
lap("import the game's window modules")

from blackbox_desktop.app import launch as launch_module

def first_frame(window, path):
    # Called by launch() right after window.show(): wait for the first paint pass to finish.
    from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop, QObject, QTimer
    from PySide6.QtWidgets import QWidget
    lap("QApplication, window and first game, up to show()")
    done = []

    class Watch(QObject):
        def eventFilter(self, watched, event):
            if event.type() == QEvent.Type.Paint and not done:
                done.append(None)
                # Fires once the whole paint pass (every widget of this frame) is over.
                QTimer.singleShot(0, lambda: done.append(time.time()))
            return False

    watch = Watch()
    for widget in [window, *window.findChildren(QWidget)]:
        widget.installEventFilter(watch)
    deadline = time.monotonic() + 10
    while len(done) < 2 and time.monotonic() < deadline:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 5)
    lap("first paint")
    phases["first frame"] = done[-1] - spawned if len(done) == 2 else None
    print("STARTUP-PHASES " + json.dumps(phases), flush=True)
    return 0

launch_module.write_screenshot = first_frame
from blackbox_desktop.__main__ import main
sys.exit(main(sys.argv[2:]))
"""


def child_env() -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env[PROBE_VARIABLE] = "1"
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return env


def probe_time(stderr: str, spawned: float) -> float | None:
    """The app's own first-frame time, if it prints the probe line."""
    for line in stderr.splitlines():
        if line.startswith(f"{PROBE_VARIABLE} first-frame "):
            return float(line.split()[-1]) - spawned
    return None


def phases_run(side: str) -> dict[str, float]:
    code = CHILD.replace("QT_MODULES", repr(QT_MODULES)).replace("APP_MODULES", repr(APP_MODULES))
    with tempfile.TemporaryDirectory() as folder:
        spawned = time.time()
        result = subprocess.run(
            [sys.executable, "-c", code, repr(spawned), "--side", side, "--screenshot", f"{folder}/x.png"],
            capture_output=True,
            text=True,
            env=child_env(),
            timeout=120,
            check=False,
        )
    for line in result.stdout.splitlines():
        if line.startswith("STARTUP-PHASES "):
            phases: dict[str, float] = json.loads(line.split(" ", 1)[1])
            return phases
    raise SystemExit(f"startup: the probe run failed:\n{result.stderr[-2000:]}")


def wall_run(command: list[str], side: str) -> tuple[float, float | None, int]:
    """Seconds until a --screenshot run exits; the app's probe time; PNG bytes."""
    with tempfile.TemporaryDirectory() as folder:
        shot = Path(folder) / "x.png"
        spawned = time.time()
        start = time.perf_counter()
        result = subprocess.run(
            [*command, "--side", side, "--screenshot", str(shot)],
            capture_output=True,
            text=True,
            env=child_env(),
            timeout=120,
            check=False,
            cwd=folder,
        )
        elapsed = time.perf_counter() - start
        if result.returncode != 0 or not shot.exists():
            raise SystemExit(f"startup: {' '.join(command)} failed:\n{result.stderr[-2000:]}")
        return elapsed, probe_time(result.stderr, spawned), shot.stat().st_size


def bare_interpreter() -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    return time.perf_counter() - start


def import_chain(top: int = 15) -> None:
    """python -X importtime of the launcher's imports: the heaviest modules, and who pulls Qt in."""
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-c", "; ".join(f"import {name}" for name in APP_MODULES)],
        capture_output=True,
        text=True,
        env=child_env(),
        check=True,
    )
    rows = []
    for line in result.stderr.splitlines():
        if not line.startswith("import time:") or "|" not in line or "self [us]" in line:
            continue
        _, self_us, cumulative_us, name = (part.strip() for part in line.replace("import time:", "|", 1).split("|"))
        rows.append((int(self_us), int(cumulative_us), name))
    total = sum(row[0] for row in rows)

    def group(name: str) -> str:
        top_name = name.split(".")[0]
        if top_name in ("PySide6", "shiboken6", "shibokensupport"):
            return "PySide6 / shiboken"
        if top_name == "blackbox_desktop":
            return "blackbox_desktop (the game)"
        return "standard library and others"

    groups: dict[str, int] = {}
    for self_us, _, name in rows:
        groups[group(name)] = groups.get(group(name), 0) + self_us
    print(f"\nImport chain (python -X importtime: import {', '.join(APP_MODULES)}): {total / 1000:.0f} ms in all")
    for name, micros in sorted(groups.items(), key=lambda item: -item[1]):
        print(f"  {name:32} {micros / 1000:7.1f} ms")
    print(f"  heaviest {top} by own time:")
    for self_us, cumulative_us, name in sorted(rows, reverse=True)[:top]:
        print(f"    {self_us / 1000:7.1f} ms own  {cumulative_us / 1000:7.1f} ms with imports  {name}")
    qt = sorted({name for _, _, name in rows if name.startswith("PySide6.Qt")})
    print(f"  Qt modules loaded before the window opens: {', '.join(qt)}")
    others = [row for row in rows if group(row[2]) == "standard library and others" and row[0] >= 3000]
    if others:
        listing = ", ".join(f"{name} ({self_us / 1000:.0f} ms)" for self_us, _, name in sorted(others, reverse=True))
        print(f"  non-Qt modules over 3 ms of their own: {listing}")


def median_table(title: str, runs: list[dict[str, float]]) -> None:
    print(title)
    for name in runs[0]:
        values = [run[name] for run in runs if run.get(name) is not None]
        if values:
            print(f"  {name:52} {statistics.median(values) * 1000:7.0f} ms")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--side", choices=("ortho", "hex"), default="ortho")
    parser.add_argument("--command", help="also time this installed launcher, e.g. /usr/bin/blackbox-desktop")
    args = parser.parse_args()

    print(f"Start-up of Black Box Desktop ({args.side} side), median of {args.runs} fresh processes, offscreen Qt")
    print(f"Python {sys.version.split()[0]} at {sys.executable}")
    phases_run(args.side)  # warm the disk cache and Python's bytecode cache
    runs = [phases_run(args.side) for _ in range(args.runs)]
    first = statistics.median(run["first frame"] for run in runs)
    verdict = "under" if first < TARGET else "OVER"
    print(f"\nFirst frame: {first * 1000:.0f} ms from spawning the process ({verdict} the {TARGET:.1f} s target)")
    median_table("  of which:", [{k: v for k, v in run.items() if k != "first frame"} for run in runs])

    bare = statistics.median(bare_interpreter() for _ in range(args.runs))
    print(f"\nBare interpreter start and exit (python -c pass): {bare * 1000:.0f} ms")

    commands = [("python -m blackbox_desktop", [sys.executable, "-m", "blackbox_desktop"])]
    if args.command:
        commands.append((args.command, [args.command]))
    for label, command in commands:
        wall_run(command, args.side)
        results = [wall_run(command, args.side) for _ in range(args.runs)]
        wall = statistics.median(result[0] for result in results)
        print(f"'{label} --screenshot' until exit: {wall * 1000:.0f} ms (includes a 0.3 s settling wait and the PNG)")
        probes = [result[1] for result in results if result[1] is not None]
        if probes:
            print(f"  the app's own probe: first frame at {statistics.median(probes) * 1000:.0f} ms")
        else:
            print(f"  (the app prints no {PROBE_VARIABLE} line, so only the wall time is known for this one)")

    import_chain()
    return 0


if __name__ == "__main__":
    sys.exit(main())
