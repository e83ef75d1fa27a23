"""A long evening at the table: many games in a row in one window, and whether memory or speed drift.

Players leave the program open all evening.  This plays ``N`` games (default 200) in one offscreen
``MainWindow``, as she would: the square 8×8 and the hexagonal side in turn, rays fired and balls put on by
clicks on the board, Undo and Redo, “I have finished”, New game through its dialog, the board turned over,
the assistant opened with a hint asked, games saved and opened again, the score book looked at, a round of a
hot-seat match and a game the computer experimenter plays.  Every box that asks something is answered as she
would (Yes to “Let this game go?”, Close to a dialog) by a timer looking for the window's modal box.

Every ``--every`` games (25) it prints:

- ``rss``: resident memory (VmRSS of /proc/self/status), MB;
- ``py objects``: objects the garbage collector tracks (after a collection);
- ``items``: items in the board's scene;
- ``qobjects``: QObjects under the window (``findChildren``);
- ``listeners``: connections to the ``changed`` signal of the toolbars' actions.  Under Qt 6.11 a toolbar
  button adds one at each change of its action (Undo's words change at every move), and each change then costs
  more than the one before;
- ``fire`` and ``undo``: the median time of a ray fired by a click on a port, and of one Undo, over those
  games: wall ms, and in brackets the processor ms of the window's own thread (the machine may be shared).

Steady growth of the first four over the evening is a leak; ``--diagnose`` adds, at each line, the kinds of
Python objects and of QObjects that grew most since the line before.

Run: ``QT_QPA_PLATFORM=offscreen python benchmarks/long_session.py [N] [--every 25] [--diagnose] [--seed 1]``.
Prints figures; never fails on time (STYLE.md).
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# Her own autosave and score book are never touched.
os.environ["BLACKBOX_DESKTOP_DATA_DIR"] = tempfile.mkdtemp(prefix="bbd-long-session-")

from PySide6.QtCore import SIGNAL, QCoreApplication, QEvent, QObject, QPoint, QPointF, QSettings, Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMessageBox, QToolBar

from blackbox_desktop.app.features import computer_play
from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.modes.pad import SetterPad
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Rules

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier
SIZE = (1180, 800)


# -- answering the boxes ------------------------------------------------------------------------------------


class Answers(QObject):
    """Answers the window's modal boxes as she would, a moment after each comes up.

    A question: Yes (let the game go, leave the match).  A message: OK.  A file box: Cancel.  Any other
    dialog: ``accept`` when ``accept_next`` is set (once), else Close/Cancel.
    """

    def __init__(self) -> None:
        super().__init__()
        self.accept_next = False
        self.seen: Counter[str] = Counter()
        self.timer = QTimer(self)
        self.timer.setInterval(5)
        self.timer.timeout.connect(self._answer)
        self.timer.start()

    def _answer(self) -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QDialog) or not box.isVisible():
            return
        self.seen[type(box).__name__] += 1
        if isinstance(box, QMessageBox):
            for wanted in (QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.Ok):
                button = box.button(wanted)
                if button is not None:
                    button.click()
                    return
            box.reject()
        elif isinstance(box, QFileDialog):
            box.reject()
        elif self.accept_next:
            self.accept_next = False
            box.accept()
        else:
            box.reject()


# -- driving the board -----------------------------------------------------------------------------------


def settle(window: MainWindow, seconds: float = 0.0) -> None:
    """Let the events (and ``seconds`` of timers) pass."""
    end = time.perf_counter() + seconds
    while True:
        QApplication.processEvents()
        if time.perf_counter() >= end:
            return
        time.sleep(0.005)


def wait_until(window: MainWindow, done: Callable[[], bool], limit: float = 30.0) -> bool:
    end = time.perf_counter() + limit
    while not done():
        if time.perf_counter() > end:
            return False
        QApplication.processEvents()
        time.sleep(0.005)
    return True


def click(window: MainWindow, point: QPointF) -> None:
    viewport = window.view.viewport()
    pos = QPoint(window.view.mapFromScene(point))
    QTest.mousePress(viewport, LEFT, NONE, pos)
    QTest.mouseRelease(viewport, LEFT, NONE, pos)


class Timings:
    """Wall and processor seconds (of this thread: the assistant counts on threads of its own) of each ray and
    each Undo."""

    def __init__(self) -> None:
        self.fire: list[tuple[float, float]] = []
        self.undo: list[tuple[float, float]] = []

    @staticmethod
    def now() -> tuple[float, float]:
        return time.perf_counter(), time.thread_time()

    @staticmethod
    def since(start: tuple[float, float]) -> tuple[float, float]:
        wall, cpu = Timings.now()
        return wall - start[0], cpu - start[1]

    def take(self) -> tuple[str, str]:
        said = []
        for runs in (self.fire, self.undo):
            if not runs:
                said.append("-")
                continue
            wall, cpu = (1000 * statistics.median(run[index] for run in runs) for index in (0, 1))
            said.append(f"{wall:.2f} ({cpu:.2f})")
        self.fire, self.undo = [], []
        return said[0], said[1]


def fire_rays(window: MainWindow, rng: random.Random, count: int, timings: Timings) -> None:
    layout = window.scene.layout
    assert layout is not None
    fired = {move[1:] for move in window.controller.game.history if move.startswith("F")}
    ports = [port for port in layout.board.ports if str(port) not in fired]
    for port in rng.sample(ports, min(count, len(ports))):
        start = Timings.now()
        click(window, layout.token_centre(port))
        QApplication.processEvents()
        timings.fire.append(Timings.since(start))


def put_balls(window: MainWindow, rng: random.Random) -> None:
    layout = window.scene.layout
    assert layout is not None
    position = window.controller.position
    free = [cell for cell in range(layout.board.cell_count) if cell not in position.balls]
    for cell in rng.sample(free, position.balls_left):
        click(window, layout.cell_centre(cell))
    QApplication.processEvents()


def undo_some(window: MainWindow, count: int, timings: Timings, redo: int = 1) -> None:
    controller = window.controller
    for _ in range(count):
        if not controller.undo_stack.canUndo():
            break
        start = Timings.now()
        controller.undo()
        QApplication.processEvents()
        timings.undo.append(Timings.since(start))
    for _ in range(redo):
        controller.redo()
    QApplication.processEvents()


def play_and_finish(window: MainWindow, rng: random.Random, timings: Timings, finish: bool = True) -> None:
    fire_rays(window, rng, rng.randint(4, 9), timings)
    put_balls(window, rng)
    undo_some(window, rng.randint(1, 4), timings)
    put_balls(window, rng)
    if finish:
        window.finish()
        settle(window)
        # After the reveal she looks at a few rays' paths.
        fire_rays(window, rng, 2, Timings())


def new_game(window: MainWindow, side: str) -> None:
    window.start_game(window.options.on_side(side))
    settle(window)


def flip(window: MainWindow) -> None:
    window.flip_board()
    wait_until(window, lambda: not window.view.flipping)
    settle(window)


# -- the kinds of game of the evening ----------------------------------------------------------------------


def solitaire_square(window: MainWindow, rng: random.Random, timings: Timings, answers: Answers, folder: Path) -> None:
    if window.controller.side != "ortho":
        flip(window)
    new_game(window, "ortho")
    play_and_finish(window, rng, timings)


def turned_over_hexagon(
    window: MainWindow, rng: random.Random, timings: Timings, answers: Answers, folder: Path
) -> None:
    """The board turned over to its hexagonal side: the game waiting there (or a new one) is played."""
    if window.controller.side == "hex":
        flip(window)
    flip(window)
    if window.controller.position.finished:
        new_game(window, "hex")
    play_and_finish(window, rng, timings)


def assisted(window: MainWindow, rng: random.Random, timings: Timings, answers: Answers, folder: Path) -> None:
    """The assistant open, a hint asked and followed, then the assistant closed again."""
    side = rng.choice(("ortho", "hex"))
    if window.controller.side != side:
        flip(window)
    new_game(window, side)
    assistant = window.assistant
    assert assistant is not None
    assistant.set_enabled(True)
    fire_rays(window, rng, 3, timings)
    wait_until(window, lambda: not assistant.counter.busy)
    assistant.panel.hint_button.click()
    wait_until(window, lambda: assistant.hint_item is not None, 20)
    if assistant.hint_item is not None:
        layout = window.scene.layout
        assert layout is not None
        click(window, layout.token_centre(assistant.hint_item.port))
    wait_until(window, lambda: not assistant.counter.busy)
    play_and_finish(window, rng, timings)
    settle(window, 0.05)
    assistant.set_enabled(False)
    settle(window)


def through_dialog_saved_and_opened(
    window: MainWindow, rng: random.Random, timings: Timings, answers: Answers, folder: Path
) -> None:
    """New game through its dialog; saved half-way, opened again, played on; the score book looked at."""
    answers.accept_next = True
    window.new_game_dialog()
    settle(window)
    fire_rays(window, rng, 4, timings)
    path = folder / f"game-{rng.randrange(4)}.bbox"
    window.save_file(path)
    window.load_file(path)
    settle(window)
    play_and_finish(window, rng, timings)
    window.save()
    score_book = window.score_book
    assert score_book is not None
    score_book.show()
    settle(window)


def left_unfinished(window: MainWindow, rng: random.Random, timings: Timings, answers: Answers, folder: Path) -> None:
    """A game played half-way and let go for a new one (Yes to “Let this game go?”)."""
    side = window.controller.side
    new_game(window, side)
    play_and_finish(window, rng, timings, finish=False)
    new_game(window, side)
    play_and_finish(window, rng, timings)


def hot_seat_round(window: MainWindow, rng: random.Random, timings: Timings, answers: Answers, folder: Path) -> None:
    """One round of a hot-seat match (hand-overs, the setter's pad), then the match is left."""
    two = window.two_players
    assert two is not None
    board = parse_board(rng.choice(("ortho-8x8", "hex-5")))
    atoms = 4 if board.kind == "ortho" else 5
    two.start_match(MatchSetup(("Ann", "Bob"), board, atoms, Rules()), "program")
    settle(window)
    two.curtain.hand_over.button.click()
    settle(window)
    pad = two.curtain.pad
    assert isinstance(pad, SetterPad)
    for cell in rng.sample(range(board.cell_count), atoms):
        pad.toggle(cell)
    pad.done_button.click()
    settle(window)
    two.curtain.hand_over.button.click()
    settle(window)
    window.view.refit()
    play_and_finish(window, rng, timings)
    two.leave()
    settle(window, 0.05)


def computer_seeks(window: MainWindow, rng: random.Random, timings: Timings, answers: Answers, folder: Path) -> None:
    """The computer experimenter plays a game while she watches."""
    play = window.computer_play
    assert play is not None
    play.timer.setInterval(5)
    play.start_random(window.controller.side, "medium")
    wait_until(window, lambda: not play.playing, 60)
    settle(window, 0.05)


EVENING: tuple[Callable[[MainWindow, random.Random, Timings, Answers, Path], None], ...] = (
    solitaire_square,
    turned_over_hexagon,
    assisted,
    through_dialog_saved_and_opened,
    solitaire_square,
    left_unfinished,
    hot_seat_round,
    computer_seeks,
)
"""The games of the evening, in turn."""


# -- the figures -------------------------------------------------------------------------------------------


def rss_mb() -> float:
    with open("/proc/self/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def listeners(window: MainWindow) -> int:
    return sum(
        action.receivers(SIGNAL("changed()"))
        for toolbar in window.findChildren(QToolBar)
        for action in toolbar.actions()
    )


def python_kinds() -> Counter[str]:
    return Counter(type(each).__name__ for each in gc.get_objects())


def qt_kinds(window: MainWindow) -> Counter[str]:
    return Counter(child.metaObject().className() for child in window.findChildren(QObject))


def collect() -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    QApplication.processEvents()
    gc.collect()


def grown(before: Counter[str], after: Counter[str], top: int = 8) -> str:
    growth = [(after[name] - before.get(name, 0), name) for name in after]
    growth = sorted((change, name) for change, name in growth if change > 0)[::-1][:top]
    return ", ".join(f"{name} +{change}" for change, name in growth) or "nothing"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="?", type=int, default=200)
    parser.add_argument("--every", type=int, default=25)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--diagnose", action="store_true", help="name the kinds of object that grew")
    args = parser.parse_args()

    app = QApplication.instance() or QApplication([])
    computer_play.PAUSE_MS = 5
    folder = Path(os.environ["BLACKBOX_DESKTOP_DATA_DIR"])
    window = MainWindow(QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat))
    window.quiet = True
    window.resize(*SIZE)
    window.show()
    answers = Answers()
    settle(window, 0.2)
    if not window.controller.has_game:
        new_game(window, "ortho")
    rng = random.Random(args.seed)
    timings = Timings()
    collect()
    py_kinds, q_kinds = python_kinds(), qt_kinds(window)
    print(f"{args.games} games in one window ({', '.join(kind.__name__ for kind in EVENING)} in turn)", flush=True)
    print(
        f"{'games':>6} {'rss MB':>7} {'py objects':>10} {'items':>5} {'qobjects':>8} {'listeners':>9} "
        f"{'fire ms (cpu)':>14} {'undo ms (cpu)':>14} {'s/game':>6}",
        flush=True,
    )

    def line(games: int, seconds: float) -> None:
        nonlocal py_kinds, q_kinds
        fire, undo = timings.take()
        collect()
        print(
            f"{games:6d} {rss_mb():7.1f} {len(gc.get_objects()):10d} {len(window.scene.items()):5d} "
            f"{len(window.findChildren(QObject)):8d} {listeners(window):9d} {fire:>14} {undo:>14} {seconds:6.2f}",
            flush=True,
        )
        if args.diagnose:
            now_py, now_q = python_kinds(), qt_kinds(window)
            print(f"         python: {grown(py_kinds, now_py)}", flush=True)
            print(f"         qt:     {grown(q_kinds, now_q)}", flush=True)
            py_kinds, q_kinds = now_py, now_q

    line(0, 0.0)
    started = time.perf_counter()
    for index in range(args.games):
        EVENING[index % len(EVENING)](window, rng, timings, answers, folder)
        if (index + 1) % args.every == 0 or index + 1 == args.games:
            done = (index + 1) % args.every or args.every
            line(index + 1, (time.perf_counter() - started) / done)
            started = time.perf_counter()
    print("boxes answered:", ", ".join(f"{name} {count}" for name, count in sorted(answers.seen.items())), flush=True)
    for feature in ("assistant", "computer_play", "booklet_play"):
        part = getattr(window, feature, None)
        if part is not None and hasattr(part, "shutdown"):
            part.shutdown()
    # Not closed: closing asks whether to keep the unfinished game, and nobody is there to answer.
    app.processEvents()


if __name__ == "__main__":
    main()
