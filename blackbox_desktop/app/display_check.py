"""Whether the window has a screen to open on, asked before Qt is started.

Qt told a player with no display (ssh, a text console, a stale ``DISPLAY=:99`` left by a stopped Xvfb)
only that it "could not connect to display" and aborted; this says why in one sentence, and how to draw
the window into a picture instead.  Only where X11 or Wayland serve the window (not macOS, not Windows).
"""

from __future__ import annotations

import os
import socket
import sys
from pathlib import Path


def _tr(text: str) -> str:
    """In the interface language, as the command line speaks (QtCore only: it needs no display)."""
    from .cli_words import say

    return say(text)


def missing_display() -> str | None:
    """Why the window has no screen to open on (one sentence), or None when one is there or cannot be told.

    Only where X11 or Wayland serve the window (not macOS, not Windows).  A display is missing when neither
    ``DISPLAY`` nor ``WAYLAND_DISPLAY`` is set (ssh, a text console), or when the one named no longer answers
    (a stale ``DISPLAY=:99`` left by a stopped Xvfb).
    """
    if sys.platform in ("darwin", "win32", "cygwin"):
        return None
    wayland = os.environ.get("WAYLAND_DISPLAY", "")
    display = os.environ.get("DISPLAY", "")
    if not wayland and not display:
        return _tr(
            "there is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set). "
            "Start it from a desktop session, or use --screenshot FILE to draw the window into a picture."
        )
    if wayland and _wayland_answers(wayland):
        return None
    if display and _x_display_answers(display):
        return None
    named = display or wayland
    return _tr(
        "the display {name} does not answer, so the window cannot open. Start it from a desktop session, or "
        "use --screenshot FILE to draw the window into a picture."
    ).format(name=named)


def _wayland_answers(name: str) -> bool:
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    path = Path(name) if os.path.isabs(name) else Path(runtime) / name
    return _connects(socket.AF_UNIX, str(path)) if runtime or os.path.isabs(name) else True


def _x_display_answers(display: str) -> bool:
    """True unless the X server ``display`` names is surely not there (anything unusual counts as there:
    Qt then says what is wrong)."""
    host, colon, rest = display.rpartition(":")
    number = rest.split(".")[0]
    if not colon or not number.isdigit():
        return True
    if host in ("", "unix") or host.startswith("/"):
        path = f"{host}:{number}" if host.startswith("/") else f"/tmp/.X11-unix/X{number}"
        # Linux X servers also listen on an abstract socket of the same name, which no file shows.
        return _connects(socket.AF_UNIX, path) or (
            sys.platform.startswith("linux") and _connects(socket.AF_UNIX, "\0" + path)
        )
    try:
        socket.create_connection((host, 6000 + int(number)), timeout=3.0).close()  # ssh -X: localhost:10
    except OSError:
        return False
    return True


def _connects(family: int, address: str) -> bool:
    try:
        with socket.socket(family, socket.SOCK_STREAM) as probe:
            probe.settimeout(3.0)
            probe.connect(address)
    except OSError:
        return False
    return True
