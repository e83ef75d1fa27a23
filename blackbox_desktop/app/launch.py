"""Start the window: ``blackbox-desktop [game.bbox] [--side hex] [--puzzle CODE] [--screenshot FILE]``."""

from __future__ import annotations

import contextlib
import os
import sys
import tempfile
import time
from argparse import Namespace
from pathlib import Path
from typing import TYPE_CHECKING

from ..model.errors import readable
from .display_check import missing_display

if TYPE_CHECKING:
    from PySide6.QtCore import QSettings

    from .options import GameOptions
    from .window import MainWindow

APP_NAME = "Black Box Desktop"
ORGANISATION = "BlackBoxDesktop"
DESKTOP_FILE = "io.github.blackboxdesktop.BlackBoxDesktop"
LAUNCH_HIDING_SECONDS = 3.0
"""How long the first game of a start may take to hide atoms every ray can tell apart."""


def launch(args: Namespace) -> int:
    """Open the main window as the command line asked; return the exit status."""
    # PySide6 is imported here, not at the top, so the headless commands never load Qt.
    screenshot: str | None = getattr(args, "screenshot", None)
    from .interrupt import INTERRUPTED_STATUS, end_on_interrupt, end_quietly_on_interrupt

    end_quietly_on_interrupt()
    if not os.environ.get("QT_QPA_PLATFORM"):
        missing = missing_display()
        if missing and screenshot:
            os.environ["QT_QPA_PLATFORM"] = "offscreen"  # a screenshot needs no screen: drawn off-screen
        elif missing:
            # Qt would abort with its own crash text (status 134): one sentence instead.
            print(f"blackbox-desktop: {missing}", file=sys.stderr)
            return 2
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication

    from .window import MainWindow

    if os.environ.get("QT_QPA_PLATFORM") == "offscreen":
        _drop_offscreen_noise()
    QCoreApplication.setApplicationName(APP_NAME)
    QCoreApplication.setOrganizationName(ORGANISATION)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    app.setApplicationDisplayName(APP_NAME)
    app.setDesktopFileName(DESKTOP_FILE)

    from .data_files import open_settings

    settings, settings_problem = open_settings()
    from .i18n import install_translators, resolve, stored_language

    install_translators(resolve(stored_language(settings)))
    settings_name = Path(settings.fileName()).name  # hers, not the screenshot's scratch copy's
    if screenshot:
        settings, _scratch = _scratch_copy(settings)  # the folder stays until the picture is written
    window = MainWindow(settings)
    reported: list[str] = []
    if screenshot:
        # A quiet run: a message box would wait for a click that never comes.
        window.quiet = True

        def report(title: str, text: str) -> None:
            reported.append(text)
            # "{title}: {text}" in the interface language: French puts a no-break space before the colon.
            print(
                QCoreApplication.translate("Launch", "{title}: {text}")
                .replace("{title}", title)
                .replace("{text}", text),
                file=sys.stderr,
            )

        window.error_box = report  # type: ignore[method-assign]
    if settings_problem:
        window.error_box(QCoreApplication.translate("Launch", "Settings reset"), settings_problem.message())
    elif refused := window.settings.unreadable():
        # A hand-edited file Qt reads well enough, with values no game can use ("rows=-4", "side=diagonal").
        window.error_box(
            QCoreApplication.translate("Launch", "Settings reset"),
            QCoreApplication.translate(
                "Launch",
                "Some remembered choices in {name} could not be used ({keys}): their defaults are used instead.",
            ).format(name=settings_name, keys=", ".join(refused)),
        )
    before = len(reported)
    if screenshot:
        # Only a picture: the games it opens are not hers to be offered again at the next start.
        autosave = window.autosave
        if autosave is not None:
            autosave.suspended = True
    # On screen first: what the start may put up (the computer's busy box as it hides a match's atoms, a question,
    # a file's error) comes over the window, not alone on the desktop before it (QA).
    window.show()
    start(window, args)
    if screenshot:
        written = write_screenshot(window, Path(screenshot))
        # The game asked for would not open (the picture shows what came instead): say so in the status too.
        return written or (2 if len(reported) > before else 0)
    watch = end_on_interrupt(app, window)
    status = app.exec()
    return INTERRUPTED_STATUS if watch is not None and watch.interrupted else status


OFFSCREEN_NOISE = "This plugin does not support propagateSizeHints()"
"""What Qt's off-screen platform says of every window it sizes: no news to the player of a --screenshot."""


def _drop_offscreen_noise() -> None:
    """Let every message of Qt's through as Qt would write it, except ``OFFSCREEN_NOISE``."""
    from PySide6.QtCore import qFormatLogMessage, qInstallMessageHandler

    def handler(mode: object, context: object, message: str) -> None:
        if message != OFFSCREEN_NOISE:
            print(qFormatLogMessage(mode, context, message), file=sys.stderr)  # type: ignore[arg-type]

    qInstallMessageHandler(handler)


def _scratch_copy(settings: QSettings) -> tuple[QSettings, tempfile.TemporaryDirectory[str]]:
    """Her settings, copied where a picture-only run may change them: the side and options it starts with
    are not hers to find at her next start (a ``--side hex`` screenshot turned her board over)."""
    from PySide6.QtCore import QSettings

    scratch = tempfile.TemporaryDirectory(prefix="blackbox-screenshot-")
    copy = QSettings(str(Path(scratch.name) / "settings.ini"), QSettings.Format.IniFormat)
    for key in settings.allKeys():
        copy.setValue(key, settings.value(key))
    return copy, scratch


def start(window: object, args: Namespace) -> None:
    """The first game: a saved file, a puzzle code, or a fresh game on the chosen side."""
    from .window import MainWindow

    assert isinstance(window, MainWindow)
    game_file = getattr(args, "game_file", None)
    puzzle = getattr(args, "puzzle", None)
    side = getattr(args, "side", None)
    options = window.options if side is None else window.options.on_side(side)
    from PySide6.QtCore import QCoreApplication

    from .features.autosave_resume import offer_resume, resume_instead

    # A game a crash interrupted is offered first, also when a file or a puzzle was asked for:
    # opening it without asking would overwrite the autosave, and the unfinished game with it.
    asked_for = None
    if game_file:
        asked_for = readable(Path(game_file).name)
    elif puzzle:
        asked_for = QCoreApplication.translate("Launch", "the puzzle")
    if offer_resume(window, instead=asked_for):
        return
    if game_file and window.load_file(game_file):
        return
    if puzzle:
        from dataclasses import replace

        if window.start_game(replace(options, puzzle=puzzle)):
            return
    if asked_for and resume_instead(window, asked_for):
        return  # what she chose over her unfinished game would not open: nothing is lost
    if not first_game(window, options):
        # Remembered choices that no longer make a game (a hand-edited settings file): the defaults do.
        from .options import GameOptions

        window.start_game(GameOptions(side=options.side))
    if not game_file and not puzzle:
        from PySide6.QtCore import QTimer

        from .features.tutorial import offer_tutorial

        # Once the window is on screen: the very first start offers the tutorial.
        QTimer.singleShot(0, lambda: offer_tutorial(window))


def first_game(window: MainWindow, options: GameOptions) -> bool:
    """A fresh game with her remembered choices, its atoms hidden within a few seconds.

    Where every ray must tell the atoms apart, many atoms on a big board can take minutes to hide, and
    at start-up the busy box stood alone before the window (a ``--screenshot`` run waited for ever).
    Past ``LAUNCH_HIDING_SECONDS`` the same board starts with atoms drawn at once, and she is told;
    her choice stays as it was for New game.
    """
    from dataclasses import replace

    from PySide6.QtCore import QCoreApplication

    window.hiding_limit = LAUNCH_HIDING_SECONDS
    try:
        if window.start_game(options):
            return True
    finally:
        window.hiding_limit = None
    if not (window.hiding_timed_out and options.avoid_ambiguous):
        return False
    if not window.start_game(replace(options, avoid_ambiguous=False)):
        return False
    window.options = options
    window.settings.save_options(options)
    window.show_message(
        QCoreApplication.translate(
            "Launch", "Atoms every ray can tell apart took too long to hide: this game's may have a look-alike."
        )
    )
    return True


def write_screenshot(window: object, path: Path) -> int:
    """Wait until the window is exposed and painted, grab it, write the PNG."""
    from PySide6.QtCore import QCoreApplication, QEventLoop
    from PySide6.QtWidgets import QWidget

    assert isinstance(window, QWidget)
    deadline = time.monotonic() + 5.0
    handle = window.windowHandle()
    while time.monotonic() < deadline and (handle is None or not handle.isExposed()):
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        handle = window.windowHandle()
    settle = time.monotonic() + 0.3
    while time.monotonic() < settle:
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
    window.repaint()
    pixmap = window.grab()
    # Written beside the target, then moved onto it: a full disk leaves no empty PNG (nor spoils an old one).
    # Through a symbolic link to the file it names: the link itself stays.
    path = Path(os.path.realpath(path))
    partial = path.with_name(f".{path.name}.partial")
    if pixmap.isNull() or not pixmap.save(str(partial), "PNG"):
        _remove(partial)
        print(f"blackbox-desktop: could not write the screenshot to {readable(path)}.", file=sys.stderr)
        return 1
    try:
        partial.replace(path)
    except OSError as error:
        _remove(partial)
        print(
            f"blackbox-desktop: could not write the screenshot to {readable(path)}: {error.strerror}.", file=sys.stderr
        )
        return 1
    return 0


def _remove(partial: Path) -> None:
    """Take away what was written of a picture, if anything was: in a read-only folder even that fails, and
    ``--screenshot`` there ended in a traceback instead of its sentence (QA)."""
    with contextlib.suppress(OSError):
        partial.unlink(missing_ok=True)
