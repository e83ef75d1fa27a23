"""Draw the README's pictures in docs/ again from the program as it is today, in one command.

    .venv/bin/python scripts/make-docs-pictures.py                 # every picture, into docs/
    .venv/bin/python scripts/make-docs-pictures.py hex duel        # only these (names: --help)
    .venv/bin/python scripts/make-docs-pictures.py --out /tmp/pics # somewhere else, to compare

The windows are drawn off-screen (no display needed), in English, with settings and saved games of their own in
a scratch folder: the player's own are never read or changed.  Each scene is played through the window as a
player would play it (rays fired at ports, balls and crosses on cells, the Hint button), on atoms fixed here, so
the same program draws the same pictures.  The notepad and booklet pages are made by the command line
(``print-notepad``, ``print-booklet``) and turned into PNGs by ``pdftoppm`` (poppler-utils).

With ``pngquant`` and ``optipng`` installed (``apt install pngquant optipng``) each PNG is made about a third as
large; without them it is written as Qt writes it, and the script says so.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["QT_QPA_PLATFORM"] = "offscreen"

from PySide6.QtCore import (  # noqa: E402
    QCoreApplication,
    QEventLoop,
    QMessageLogContext,
    QSettings,
    Qt,
    QtMsgType,
    qFormatLogMessage,
    qInstallMessageHandler,
)
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from blackbox_desktop.app import i18n, launch  # noqa: E402
from blackbox_desktop.app.window import MainWindow  # noqa: E402
from blackbox_desktop.model.board import parse_board  # noqa: E402
from blackbox_desktop.model.duel import Duel  # noqa: E402
from blackbox_desktop.model.editions import PARKER  # noqa: E402
from blackbox_desktop.model.game import Game, Rules  # noqa: E402
from blackbox_desktop.model.savefile import dumps  # noqa: E402
from blackbox_desktop.model.scoring import Scoring  # noqa: E402

SCRATCH = Path(tempfile.gettempdir())
"""The scratch folder of this run (made in ``main``): settings, saved games, PDFs; removed at the end."""

FIG3 = "C2,D5,D8,E3,E4"
"""The atoms of the Franjos rules' figure 3 on the hexagonal side: the hexagonal pictures' game."""


def quiet_offscreen(mode: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's messages as Qt writes them, less the off-screen platform's note on every window it sizes."""
    if message != launch.OFFSCREEN_NOISE:
        print(qFormatLogMessage(mode, context, message), file=sys.stderr)


# -- the window ------------------------------------------------------------------------------------------------


def wait(until: Callable[[], bool], seconds: float = 60.0) -> None:
    """Let the window work (a count, a hint, a layout) until ``until`` holds."""
    deadline = time.monotonic() + seconds
    while not until():
        if time.monotonic() > deadline:
            raise SystemExit("make-docs-pictures: the window did not settle in time.")
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)


def open_window(name: str, size: tuple[int, int], **stored: object) -> MainWindow:
    """A window of its own for one picture: fresh settings (with ``stored``), saved games and score book."""
    folder = SCRATCH / name
    folder.mkdir()
    os.environ["BLACKBOX_DESKTOP_DATA_DIR"] = str(folder)
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    for key, value in stored.items():
        settings.setValue(key.replace("__", "/"), value)
    window = MainWindow(settings)
    window.quiet = True
    window.confirm = lambda _title, _text: True  # type: ignore[method-assign]  # "Finish now?" with a ball left
    window.keep_or_cancel = lambda _title, _text: False  # type: ignore[method-assign]
    if window.autosave is not None:
        window.autosave.suspended = True
    window.resize(*size)
    window.show()
    return window


def fire(window: MainWindow, *ports: int) -> None:
    for port in ports:
        window.scene.portClicked.emit(port)


def balls(window: MainWindow, cells: str) -> None:
    board = window.controller.game.board
    for name in cells.split(","):
        window.scene.cellClicked.emit(board.cell_index(name))


def crosses(window: MainWindow, cells: str) -> None:
    board = window.controller.game.board
    for name in cells.split(","):
        window.scene.cellMarked.emit(board.cell_index(name))


def ask_hint(window: MainWindow) -> None:
    """Click the assistant's Hint as she would: the button takes the keys, so the board shows no cursor ring
    beside the hint's (where the keys were when the window came up would decide it otherwise)."""
    wait(lambda: window.windowHandle() is not None and window.windowHandle().isExposed())
    QTest.mouseClick(window.assistant.panel.hint_button, Qt.MouseButton.LeftButton)


def picture(window: MainWindow, path: Path) -> None:
    """The window as drawn once every count has ended, then closed."""
    assistant = window.assistant
    wait(lambda: assistant is None or not (assistant.counter.busy or assistant.hinter.busy))
    window.view.refit()
    if launch.write_screenshot(window, path) != 0:
        raise SystemExit(f"make-docs-pictures: {path} could not be written.")
    for part in (window.assistant, window.computer_play):
        if part is not None:
            part.shutdown()
    window.close()
    window.deleteLater()


def new_game(window: MainWindow, spec: str, atoms: str, rules: Rules) -> None:
    board = parse_board(spec)
    setup = board.cells_from_names(atoms)
    window.controller.new_game(board, len(setup), rules, setup=setup)


# -- the pictures ------------------------------------------------------------------------------------------------


def screenshot_ortho(path: Path) -> None:
    """A Parker game in progress: five pairs, five HITs, the top row crossed out, three balls placed."""
    window = open_window("ortho", (1180, 800))
    new_game(window, "ortho-8x8", "C7,D2,E5,G3", Rules(PARKER, Scoring.PARKER))
    fire(window, 26, 27, 30, 24, 5, 20, 8, 7, 13, 32)
    crosses(window, "A1,A2,A3,A4,A5,A6,A7,A8")
    balls(window, "D1,C7,G3")
    picture(window, path)


def screenshot_hex(path: Path) -> None:
    """The hexagonal side after the reveal: a ball wrong, one missing, three paths shown, two rays marked ≠."""
    window = open_window("hex", (1180, 800))
    new_game(window, "hex-5", FIG3, Rules())
    fire(window, 17, 44, 10, 1, 51, 30, 37)
    balls(window, "D5,D8,E3,E2")
    window.finish()
    fire(window, 10, 17, 44)  # after the reveal a port shows its ray's path
    picture(window, path)


def screenshot_assistant_hex(path: Path) -> None:
    """The assistant's heat map and hint on the hexagonal side."""
    window = open_window("assistant-hex", (1400, 850), assistant__visible=True)
    new_game(window, "hex-5", "A2,C6,E2,F5,H4", Rules())
    fire(window, 47, 11, 10, 30)
    ask_hint(window)
    picture(window, path)


def screenshot_assistant_ortho(path: Path) -> None:
    """The assistant on the square side."""
    window = open_window("assistant-ortho", (1400, 850), assistant__visible=True)
    new_game(window, "ortho-8x8", "A7,C6,E3,F4", Rules())
    fire(window, 30, 28, 13)
    ask_hint(window)
    picture(window, path)


def screenshot_duel(path: Path) -> None:
    """A French duel at Bob's turn, the rim named the French way, two of his balls in Ann's box."""
    window = open_window("duel", (1400, 860), view__port_names="french")
    board = parse_board("ortho-8x8")
    duel = Duel.new(
        ("Ann", "Bob"), board, 4, (board.cells_from_names("B6,D7,F1,H6"), board.cells_from_names("A2,C5,E3,G6"))
    )
    flow = window.two_players
    flow.resume(duel.play("F2").play("F30").play("F6"))
    flow.curtain.hand_over.button.click()  # Bob takes the computer
    balls(window, "B6,E7")
    picture(window, path)


def ortho_round() -> str:
    """A finished Franjos round on 8×8, one ball misplaced: the filled notepad sheet's game."""
    board = parse_board("ortho-8x8")
    game = Game.new(board, 4, Rules(), setup=board.cells_from_names("B2,C5,D1,E7"))
    moves = ["F1", "F2", "F7", "F9", "F12", "F20", "F26", "F30", "B+B2", "B+C5", "B+D2", "B+E7", "D"]
    return dumps(game.apply_all(moves))


def hex_round() -> str:
    """The hexagonal picture's game, as saved: the setter's copy on the notepad."""
    board = parse_board("hex-5")
    game = Game.new(board, 5, Rules(), setup=board.cells_from_names(FIG3))
    moves = ["F17", "F44", "F10", "F1", "F51", "F30", "F37", "B+D5", "B+D8", "B+E3", "B+E2", "D"]
    return dumps(game.apply_all(moves))


def command(*words: str) -> None:
    """``blackbox-desktop WORDS…`` as a player runs it, in English, in the scratch folder."""
    env = dict(os.environ, LANG="C.UTF-8", BLACKBOX_DESKTOP_DATA_DIR=str(SCRATCH / "command"))
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        env.pop(name, None)
    subprocess.run(
        [sys.executable, "-m", "blackbox_desktop", *words], cwd=SCRATCH, env=env, check=True, stdout=subprocess.DEVNULL
    )


def pdf_page(pdf: Path, page: int, dpi: int, path: Path) -> None:
    """Page ``page`` of ``pdf`` as a PNG at ``dpi`` (A4 at 80 dpi is 662 × 936 pixels)."""
    stem = SCRATCH / f"{path.stem}-page"
    subprocess.run(
        ["pdftoppm", "-png", "-r", str(dpi), "-f", str(page), "-l", str(page), "-singlefile", str(pdf), str(stem)],
        check=True,
    )
    shutil.move(f"{stem}.png", path)


def notepad_ortho(path: Path) -> None:
    """A notepad page, square side, filled in from a finished game (the experimenter's record)."""
    (SCRATCH / "ortho.bbox").write_text(ortho_round(), encoding="utf-8")
    command(
        "print-notepad",
        "--game",
        "ortho.bbox",
        "--paper",
        "a4",
        "--orientation",
        "portrait",
        "--out",
        "notepad-ortho.pdf",
    )
    pdf_page(SCRATCH / "notepad-ortho.pdf", 1, 100, path)


def notepad_both(path: Path) -> None:
    """A notepad page with both sides, the first card the setter's copy of the hexagonal game."""
    (SCRATCH / "hex.bbox").write_text(hex_round(), encoding="utf-8")
    command(
        "print-notepad",
        "--game",
        "hex.bbox",
        "--copy",
        "setter",
        "--side",
        "both",
        "--per-page",
        "4",
        "--paper",
        "a4",
        "--orientation",
        "landscape",
        "--out",
        "notepad-both.pdf",
    )
    pdf_page(SCRATCH / "notepad-both.pdf", 1, 100, path)


def booklet(page: int) -> Callable[[Path], None]:
    """A page of Parker's booklet as the README's command prints it (page 2: look-up tables; 6: solutions)."""

    def draw(path: Path) -> None:
        pdf = SCRATCH / "booklet.pdf"
        if not pdf.exists():
            command(
                "print-booklet",
                "--games",
                "80",
                "--seed",
                "1978",
                "--board",
                "ortho-8x8",
                "--paper",
                "a4",
                "--out",
                pdf.name,
            )
        pdf_page(pdf, page, 80, path)

    return draw


PICTURES: dict[str, tuple[str, Callable[[Path], None]]] = {
    "ortho": ("screenshot-ortho.png", screenshot_ortho),
    "hex": ("screenshot-hex.png", screenshot_hex),
    "assistant-hex": ("screenshot-assistant-hex.png", screenshot_assistant_hex),
    "assistant-ortho": ("screenshot-assistant-ortho.png", screenshot_assistant_ortho),
    "duel": ("screenshot-mode-duel.png", screenshot_duel),
    "notepad-ortho": ("notepad-ortho.png", notepad_ortho),
    "notepad-both": ("notepad-both.png", notepad_both),
    "booklet-lookup": ("booklet-lookup.png", booklet(2)),
    "booklet-solutions": ("booklet-solutions.png", booklet(6)),
}


# -- smaller files -------------------------------------------------------------------------------------------------


def shrink(path: Path) -> str:
    """Make ``path`` smaller with the tools at hand; say which were used."""
    used = []
    if shutil.which("pngquant"):
        # 256 colours, dithered: the wood's grain stays, a third of the size.
        subprocess.run(
            ["pngquant", "--quality", "80-95", "--speed", "1", "--strip", "--force", "--output", str(path), str(path)],
            check=False,
        )
        used.append("pngquant")
    if shutil.which("optipng"):
        subprocess.run(["optipng", "-quiet", "-o2", "-strip", "all", str(path)], check=True)
        used.append("optipng")
    return " and ".join(used)


def main() -> int:
    parser = argparse.ArgumentParser(description="Draw the README's pictures in docs/ again.")
    parser.add_argument("names", nargs="*", metavar="NAME", help="which pictures (default all): " + ", ".join(PICTURES))
    parser.add_argument("--out", type=Path, default=ROOT / "docs", help="folder to write them in (default docs/)")
    args = parser.parse_args()
    unknown = [name for name in args.names if name not in PICTURES]
    if unknown:
        parser.error(f"no picture is named {', '.join(unknown)}; the names are {', '.join(PICTURES)}")
    if not shutil.which("pdftoppm"):
        print("make-docs-pictures: pdftoppm is missing (apt install poppler-utils).", file=sys.stderr)
        return 1
    args.out.mkdir(parents=True, exist_ok=True)
    global SCRATCH
    SCRATCH = Path(tempfile.mkdtemp(prefix="blackbox-docs-"))
    qInstallMessageHandler(quiet_offscreen)
    QCoreApplication.setApplicationName(launch.APP_NAME)
    QCoreApplication.setOrganizationName(launch.ORGANISATION)
    app = QApplication(sys.argv[:1])
    i18n.install_translators("en")
    shrunk_by = ""
    try:
        for name in args.names or PICTURES:
            file_name, draw = PICTURES[name]
            path = args.out / file_name
            draw(path)
            shrunk_by = shrink(path)
            print(f"{path}: {path.stat().st_size // 1024} KiB")
    finally:
        app.processEvents()
        shutil.rmtree(SCRATCH, ignore_errors=True)
    if not shrunk_by:
        print("make-docs-pictures: pngquant and optipng are not installed; the PNGs are larger than they need be.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
