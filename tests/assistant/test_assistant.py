"""The assistant dock: counts, heat map, hint, stale counts, contradictions and the assisted mark."""

from __future__ import annotations

import math
import threading
import time
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from blackbox_desktop.app.items.heat_map import HintPortItem, Proof
from blackbox_desktop.app.scene import Target
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.deduction import analyse
from blackbox_desktop.model.game import Game, Rules

from driving import balls, fire, settle, start

ORTHO_ATOMS = "B2,C5,D1,E1"
HEX_ATOMS = "C2,D5,D8,E3,E4"  # Franjos fig. 3


PLAIN = "press Enter to put a ball here, X to mark it empty"
"""What the cursor says of a cell with no ball and no cross."""


def turn_on(qtbot: object, win: MainWindow) -> None:
    win.assistant.set_enabled(True)  # type: ignore[attr-defined]
    wait_counted(qtbot, win)


def wait_counted(qtbot: object, win: MainWindow) -> None:
    assistant = win.assistant  # type: ignore[attr-defined]
    qtbot.waitUntil(  # type: ignore[attr-defined]
        lambda: not assistant.counter.busy and assistant.analysis is not None, timeout=20000
    )


def test_assistant_is_off_by_default_and_remembered(qtbot: object, window: MainWindow, settings: object) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    assistant = window.assistant  # type: ignore[attr-defined]
    assert not assistant.dock.isVisible() and not assistant.action.isChecked()
    assistant.action.trigger()
    assert assistant.dock.isVisible()
    again = MainWindow(settings)  # type: ignore[arg-type]
    qtbot.addWidget(again)  # type: ignore[attr-defined]
    assert again.assistant.action.isChecked()  # type: ignore[attr-defined]


def test_count_after_rays_agrees_with_the_engine(qtbot: object, window: MainWindow) -> None:
    board = start(window, "ortho-8x8", ORTHO_ATOMS)
    turn_on(qtbot, window)
    for port in (1, 9, 20):
        fire(window, port)
    wait_counted(qtbot, window)
    known = window.controller.position.known_answers()
    assert set(known) >= {1, 9, 20}
    expected = analyse(board, 4, known)
    assistant = window.assistant  # type: ignore[attr-defined]
    assert assistant.analysis.count == expected.count
    assert f"{expected.count:,} arrangements fit your rays" in assistant.panel.count_label.text()
    # Proved-empty cells carry their dot; the heat map shows only while the assistant is on.
    heat = assistant.heat
    assert expected.empty and heat.isVisible()
    for cell in expected.empty:
        assert heat.proof(cell) is Proof.EMPTY
        assert "proved empty" in heat.cells[cell].toolTip()
    assistant.action.trigger()
    assert assistant.heat is None


def hint_after_one_absorbed_ray(qtbot: object, window: MainWindow, french_names: bool = False) -> Any:
    """One atom on 4×4: after port 1 is absorbed the hint is port 14 (the hints.py doctest).  The assistant.

    ``french_names``: the rim names its ports the French way first (View → Port names → French).
    """
    start(window, "ortho-4x4", "A1")
    if french_names:
        french_port_names(window)
    turn_on(qtbot, window)
    fire(window, 1)
    wait_counted(qtbot, window)
    assistant = window.assistant  # type: ignore[attr-defined]
    assistant.panel.hint_button.click()
    qtbot.waitUntil(lambda: assistant.hint_item is not None, timeout=20000)  # type: ignore[attr-defined]
    return assistant


def test_hint_highlights_a_port(qtbot: object, window: MainWindow) -> None:
    assistant = hint_after_one_absorbed_ray(qtbot, window)
    assert assistant.hint_item.port == 14 and isinstance(assistant.hint_item, HintPortItem)
    assert assistant.hint_item.scene() is window.scene
    text = assistant.panel.hint_label.text()
    assert text.startswith("Fire at port 14: on average it leaves about 2 arrangements and costs 1.25 markers")
    fire(window, 14)  # the hint is answered: its ring goes
    assert assistant.hint_item is None


def test_scored_per_ray_the_hint_counts_points_not_markers(qtbot: object, window: MainWindow) -> None:
    """QA: under per-ray scoring the hint still said what a ray "costs … markers"."""
    from blackbox_desktop.model.scoring import Scoring

    start(window, "ortho-4x4", "A1")
    window.controller.set_score_variant(Scoring.PER_RAY)
    turn_on(qtbot, window)
    fire(window, 1)
    wait_counted(qtbot, window)
    assistant = window.assistant
    assert assistant is not None
    assistant.panel.hint_button.click()
    qtbot.waitUntil(lambda: assistant.hint_item is not None, timeout=20000)  # type: ignore[attr-defined]
    text = assistant.panel.hint_label.text()
    assert text.startswith("Fire at port 14: on average it leaves about 2 arrangements and costs 1.25 points"), text


def test_new_rays_cancel_a_stale_count(qtbot: object, window: MainWindow) -> None:
    board = start(window, "hex-5", HEX_ATOMS)
    turn_on(qtbot, window)
    assistant = window.assistant  # type: ignore[attr-defined]
    shown: list[bool] = []
    show = assistant._show_analysis

    def watch(board_: object, analysis: object) -> None:
        # Whatever reaches the panel must be the count for the rays on the board now.
        shown.append(dict(analysis.observations) == window.controller.position.known_answers())  # type: ignore[attr-defined]
        show(board_, analysis)

    assistant._show_analysis = watch
    started = assistant.counter._generation
    for port in (2, 10, 32, 17, 8):
        fire(window, port)  # quicker than the counts: each makes the one before stale
    wait_counted(qtbot, window)
    qtbot.wait(300)  # type: ignore[attr-defined]  # let any late, stale result arrive
    known = window.controller.position.known_answers()
    assert assistant.analysis.count == analyse(board, 5, known).count
    assert f"{assistant.analysis.count:,} arrangements" in assistant.panel.count_label.text()
    assert assistant.counter._generation - started >= 5  # one count per ray, each replacing the last
    assert shown and all(shown)


def test_contradiction_names_the_rays(qtbot: object, window: MainWindow) -> None:
    board = start(window, "ortho-4x4", "A1")
    turn_on(qtbot, window)
    assistant = window.assistant  # type: ignore[attr-defined]
    # A tabletop game with one atom: the setter said ports 1 and 4 both absorb (rows A and D): impossible.
    window.controller.load(Game.new(board, 1, Rules(), None).apply_all(["F1=H", "F6=H", "F4=H"]))
    wait_counted(qtbot, window)
    assert assistant.analysis.count == 0
    known = window.controller.position.known_answers()
    assert assistant.analysis.contradiction == analyse(board, 1, known).contradiction
    text = assistant.panel.contradiction_label.text()
    assert "cannot all be right" in text and "1 (" in text and "4 (" in text
    assert not assistant.heat.isVisible() and not assistant.panel.legend.isVisible()  # nor a legend for it
    assert not assistant.panel.hint_button.isEnabled()


def test_assisted_mark_survives_save_and_load(qtbot: object, window: MainWindow, tmp_path: Path) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    assistant = window.assistant  # type: ignore[attr-defined]
    fire(window, 1)
    assert not assistant.assisted and assistant.assisted_label.text() == ""
    turn_on(qtbot, window)
    assert assistant.assisted
    assert assistant.assisted_label.text() == "assisted"
    assert "Assisted" in assistant.score_note.text()
    path = tmp_path / "helped.bbox"
    assert window.save_file(path)
    assistant.action.trigger()  # off again: a fresh game is not assisted
    start(window, "ortho-8x8", ORTHO_ATOMS)
    assert not assistant.assisted and assistant.assisted_label.text() == ""
    assert window.load_file(path)
    assert assistant.assisted and assistant.assisted_label.text() == "assisted"
    # The model itself still reads the file (the extra key is ignored).
    from blackbox_desktop.model.savefile import loads

    assert loads(path.read_text()).history == window.controller.game.history


def test_the_assistant_marks_a_game_once_its_figures_depend_on_the_answers(qtbot: object, window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    assistant = window.assistant  # type: ignore[attr-defined]
    assistant.action.trigger()
    start(window, "ortho-8x8", ORTHO_ATOMS)  # opened before this game
    balls(window, "A1")
    assert window.controller.position.balls
    assert not assistant.assisted and assistant.assisted_label.text() == ""  # nothing known yet that it could tell
    fire(window, 1)
    assert assistant.assisted and assistant.assisted_label.text() == "assisted"


def test_a_hint_marks_the_game(qtbot: object, window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    assistant = window.assistant  # type: ignore[attr-defined]
    turn_on(qtbot, window)
    assert not assistant.assisted
    assistant.panel.hint_button.click()
    assert assistant.assisted


def test_reveal_tells_of_look_alike_arrangements(qtbot: object, window: MainWindow) -> None:
    start(window, "ortho-8x8", "A1,C1,C8")
    window.controller.finish()
    assistant = window.assistant  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: "answer every ray alike" in assistant.score_note.text(), timeout=20000)  # type: ignore[attr-defined]
    assert "These 2 arrangements" in assistant.score_note.text()


def test_setter_turn_clears_the_assistant(qtbot: object, window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    turn_on(qtbot, window)
    assistant = window.assistant  # type: ignore[attr-defined]
    window.setter_turn = True  # type: ignore[attr-defined]
    assistant.refresh()
    assert assistant.heat is None and not assistant.panel.hint_button.isEnabled()
    assert "waits" in assistant.panel.count_label.text()
    window.setter_turn = False  # type: ignore[attr-defined]
    settle(window)


def test_two_player_setter_phases_keep_the_assistant_out(qtbot: object, window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    turn_on(qtbot, window)
    assistant = window.assistant  # type: ignore[attr-defined]
    flow = window.two_players  # type: ignore[attr-defined]
    flow.phase = "pad"
    qtbot.waitUntil(lambda: assistant.heat is None, timeout=5000)  # type: ignore[attr-defined]
    assert "waits" in assistant.panel.count_label.text()
    flow.phase = ""
    qtbot.waitUntil(lambda: assistant.heat is not None, timeout=5000)  # type: ignore[attr-defined]


def test_turning_the_board_over_from_a_finished_game_redraws_the_overlay(qtbot: object, window: MainWindow) -> None:
    start(window, "ortho-8x8", ORTHO_ATOMS)
    fire(window, 3)
    window.flip_board()
    qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)  # type: ignore[attr-defined]
    turn_on(qtbot, window)
    fire(window, 10)
    window.controller.finish()
    window.flip_board()  # the hexagonal overlay must not be laid on the square board (it raised IndexError)
    qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)  # type: ignore[attr-defined]
    wait_counted(qtbot, window)
    assistant = window.assistant  # type: ignore[attr-defined]
    assert window.controller.side == "ortho"
    assert assistant.heat is not None and len(assistant.heat.cells) == 64


def test_the_heat_map_and_hint_ring_survive_the_trays_moving(qtbot: object, window: MainWindow) -> None:
    # A narrower view puts the trays under the board and draws the board again: what the
    # assistant hung on it must come back with it, not vanish until the next ray.
    assistant = hint_after_one_absorbed_ray(qtbot, window)
    below = window.scene.trays_below
    for _ in range(2):
        below = not below
        window.scene.set_trays_below(below)
        heat, ring = assistant.heat, assistant.hint_item
        assert heat is not None and heat.scene() is window.scene and heat.isVisible()
        assert ring is not None and ring.scene() is window.scene and ring.port == 14


def test_counting_does_not_change_the_docks_width(qtbot: object, window: MainWindow) -> None:
    window.assistant.set_enabled(True)  # type: ignore[attr-defined]
    panel = window.assistant.panel  # type: ignore[attr-defined]
    assert panel.isVisible()
    panel.set_busy(False)
    idle = panel.sizeHint().width(), panel.minimumSizeHint().width()
    panel.set_busy(True)
    assert (panel.sizeHint().width(), panel.minimumSizeHint().width()) == idle
    panel.set_busy(False)


def test_the_keyboard_cursor_hears_the_assistants_figure(qtbot: object, window: MainWindow) -> None:
    from blackbox_desktop.app.scene import Target

    board = start(window, "ortho-8x8", ORTHO_ATOMS)
    turn_on(qtbot, window)
    fire(window, 1, 9, 20)
    wait_counted(qtbot, window)
    empty = sorted(window.assistant.analysis.empty)  # type: ignore[attr-defined]
    window.scene.set_focus_target(Target("cell", empty[0]))
    said = window.view.accessibleDescription()
    assert said == f"{board.cell_name(empty[0])}: press Enter to put a ball here, X to mark it empty — proved empty"
    fire(window, 27)  # counting again: no figure is said until the new count is in
    assert window.view.accessibleDescription() == f"{board.cell_name(empty[0])}: {PLAIN}"
    wait_counted(qtbot, window)
    assert "—" in window.view.accessibleDescription()
    window.assistant.action.trigger()  # off: the figure goes with the map
    window.scene.set_focus_target(Target("cell", empty[0]))
    assert window.view.accessibleDescription() == f"{board.cell_name(empty[0])}: {PLAIN}"


def finish_with_look_alikes(qtbot: object, window: MainWindow) -> Any:
    """A 5×5 game whose atoms have one look-alike, found and revealed with the assistant on."""
    start(window, "ortho-5x5", "A1,C1,C5")
    turn_on(qtbot, window)
    balls(window, "A1,C1,C5")
    window.finish_button.click()
    assistant = window.assistant  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: "answer every ray alike" in assistant.panel.ambiguity_label.text(), timeout=20000)  # type: ignore[attr-defined]
    return assistant


@pytest.mark.parametrize("how", ["new game", "board turned over"])
def test_look_alikes_are_not_told_of_the_next_game(qtbot: object, window: MainWindow, how: str) -> None:
    assistant = finish_with_look_alikes(qtbot, window)
    if how == "new game":
        start(window, "ortho-6x6", "A1,B2,C3")
    else:
        window.flip_button.click()
        qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)  # type: ignore[attr-defined]
    fire(window, 3)
    wait_counted(qtbot, window)
    assert not window.controller.position.finished
    assert assistant.panel.ambiguity_label.text() == ""
    assert "alike" not in assistant.score_note.text()


def on_the_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """The assistant's jobs stay on their threads, where a test's stand-in for a model call is seen (a job
    moved to the counting process would run the real call there)."""
    from blackbox_desktop.app.assistant import worker

    monkeypatch.setattr(worker, "HAND_OVER_SECONDS", math.inf)


def held_back(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> threading.Event:
    """``module.name`` waits (in its worker thread) until the event returned is set, then does its work."""
    on_the_thread(monkeypatch)
    real = getattr(module, name)

    def slow(*args: Any, **kwargs: Any) -> Any:
        release.wait(10)
        return real(*args, **kwargs)

    release = threading.Event()
    monkeypatch.setattr(module, name, slow)
    return release


def test_a_late_look_alike_count_does_not_land_on_the_next_game(
    qtbot: object, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The count of the revealed game is still running when she starts another: its answer is dropped.
    from blackbox_desktop.app.assistant import jobs

    release = held_back(monkeypatch, jobs, "equivalent_arrangements")
    start(window, "ortho-5x5", "A1,C1,C5")
    turn_on(qtbot, window)
    window.controller.finish()
    assistant = window.assistant  # type: ignore[attr-defined]
    assert assistant.twins.busy
    start(window, "ortho-5x5", "B2,D4,E1")
    release.set()
    qtbot.waitUntil(lambda: not assistant.twins.busy, timeout=5000)  # type: ignore[attr-defined]
    qtbot.wait(300)  # type: ignore[attr-defined]  # time for a late answer to arrive
    assert assistant.panel.ambiguity_label.text() == "" and assistant.twins_text == ""


def test_the_look_alikes_of_a_game_are_counted_once_and_a_count_left_behind_stops(
    qtbot: object, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA: on 26×26 with 20 atoms the count takes minutes; each turn of the board there and back started it
    # again while the old one ran on, and the window froze for up to 18 s.
    from blackbox_desktop.app.assistant import jobs

    on_the_thread(monkeypatch)
    counts: list[bool] = []
    real = jobs.equivalent_arrangements

    def counted(*args: Any, **kwargs: Any) -> Any:
        cancel = kwargs["cancel"]
        counts.append(cancel())
        return real(*args, **kwargs)

    monkeypatch.setattr(jobs, "equivalent_arrangements", counted)
    assistant = finish_with_look_alikes(qtbot, window)
    said = assistant.panel.ambiguity_label.text()
    for _ in range(2):  # over to the other side and back
        window.flip_button.click()
        qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: assistant.panel.ambiguity_label.text() == said, timeout=3000)  # type: ignore[attr-defined]
    assert counts == [False]  # counted once, with a cancel it can be stopped by


def test_a_count_for_the_other_sides_game_does_not_land_on_this_one(
    qtbot: object, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA: back on a game already counted while the other side's count ran, its answer replaced this game's.
    from blackbox_desktop.app.assistant import jobs

    on_the_thread(monkeypatch)
    release = threading.Event()
    real = jobs.equivalent_arrangements

    def slow_on_hex(board: Any, *args: Any, **kwargs: Any) -> Any:
        if board.kind == "hex":
            release.wait(10)
        return real(board, *args, **kwargs)

    monkeypatch.setattr(jobs, "equivalent_arrangements", slow_on_hex)
    assistant = finish_with_look_alikes(qtbot, window)
    said = assistant.panel.ambiguity_label.text()

    def turn_over() -> None:
        window.flip_button.click()
        qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)  # type: ignore[attr-defined]

    turn_over()
    start(window, "hex-3", "A1,B2,C3")
    window.controller.finish()
    assert assistant.twins.busy
    turn_over()
    release.set()
    qtbot.wait(500)  # type: ignore[attr-defined]  # time for a late answer to arrive
    assert assistant.panel.ambiguity_label.text() == said and assistant.twins_text == said


def test_look_alikes_not_found_in_time_are_not_sought_on(
    qtbot: object, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA: on hex-9 or 26×26 with many rays the search ran for minutes after the reveal, slowing the window.
    from blackbox_desktop.app.features import assistant as feature
    from blackbox_desktop.model.deduction import Cancelled

    asked: list[float] = []

    def endless(board: Any, atoms: Any, limit: int, cancel: Any) -> Any:
        asked.append(time.monotonic())
        while time.monotonic() < asked[0] + 5:
            if cancel():
                raise Cancelled()
            time.sleep(0.01)
        return [atoms, atoms, atoms]  # found at last, too late

    from blackbox_desktop.app.assistant import jobs

    on_the_thread(monkeypatch)
    monkeypatch.setattr(feature, "LOOK_ALIKE_SECONDS", 0.3)
    monkeypatch.setattr(jobs, "equivalent_arrangements", endless)
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    window.controller.finish()
    assistant = window.assistant
    assert assistant is not None and assistant.twins.busy
    qtbot.waitUntil(lambda: not assistant.twins.busy, timeout=3000)  # type: ignore[attr-defined]
    assert time.monotonic() - asked[0] < 2.5
    assert assistant.panel.ambiguity_label.text() == "" and assistant.twins_text == ""
    window.flip_board()
    qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)  # type: ignore[attr-defined]
    window.flip_board()
    qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)  # type: ignore[attr-defined]
    assert len(asked) == 1 and not assistant.twins.busy  # turned back to, not sought again


def test_many_look_alikes_are_told_in_a_sentence_of_their_own(qtbot: object, window: MainWindow) -> None:
    # "At least" is part of a whole sentence (French: "Au moins 50 …"), never glued into "These … arrangements".
    start(window, "ortho-5x5", "A1,A4,B2,C3,C4,D1,E1,E4")
    window.controller.finish()
    assistant = window.assistant  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: "alike" in assistant.score_note.text(), timeout=30000)  # type: ignore[attr-defined]
    assert "At least 50 arrangements answer every ray alike: no ray can tell them apart." in (
        assistant.score_note.text()
    )
    assert "These" not in assistant.score_note.text()


def french_port_names(window: MainWindow) -> None:
    """View → Port names → French."""
    action = next(a for a in window.port_name_actions.actions() if a.data() == "french")  # type: ignore[attr-defined]
    action.trigger()
    assert window.controller.port_style == "french"


def test_the_hint_names_its_port_as_the_rim_does(qtbot: object, window: MainWindow) -> None:
    assistant = hint_after_one_absorbed_ray(qtbot, window, french_names=True)
    name = window.controller.port_name(14)
    assert name != "14"
    assert assistant.panel.hint_label.text().startswith(f"Fire at port {name}: on average it leaves about 2")
    assert assistant.hint_item.toolTip() == f"The assistant suggests firing at port {name}"  # the ring too
    assert window.statusBar().currentMessage() == assistant.panel.hint_label.text()  # and said, not only shown


def test_the_contradiction_names_ports_and_exits_as_the_rim_does(qtbot: object, window: MainWindow) -> None:
    board = start(window, "ortho-4x4", "A1")
    french_port_names(window)
    turn_on(qtbot, window)
    # One atom: row B absorbs, yet the ray at 3 goes straight through next to it and out at 10.
    window.controller.load(Game.new(board, 1, Rules(), None).apply_all(["F3=10", "F2=H"]))
    wait_counted(qtbot, window)
    assistant = window.assistant  # type: ignore[attr-defined]
    assert assistant.analysis.contradiction == (2, 3)
    c = window.controller
    text = assistant.panel.contradiction_label.text()
    assert f"{c.port_name(2)} (Absorbed), {c.port_name(3)} (Exit at {c.port_name(10)})" in text, text


def test_a_count_too_big_for_qt_is_still_written(qtbot: object, window: MainWindow) -> None:
    # 10 atoms on 20×20: C(400, 10) overflowed Qt's number writing, and the assistant stopped for good.
    start(window, "ortho-20x20", "A1,B2,C3,D4,E5,F6,G7,H8,I9,J10")
    turn_on(qtbot, window)
    assert f"{math.comb(400, 10):,} arrangements fit" in window.assistant.panel.count_label.text()  # type: ignore[attr-defined]


def test_a_long_count_shows_the_seconds_it_has_run(qtbot: object, window: MainWindow) -> None:
    # hex-7 with 8 atoms counted for minutes with a plain "Counting…": working or stuck, nobody could tell.
    panel = window.assistant.panel  # type: ignore[attr-defined]
    panel.set_busy(True)
    panel.busy_clock.start()
    qtbot.waitUntil(lambda: panel.busy_label.text().endswith(" s"), timeout=5000)  # type: ignore[attr-defined]
    assert panel.busy_label.text().removeprefix("Counting… ").removesuffix(" s").isdecimal()
    panel.count_started()  # a count replacing the one still running: the runner says no "busy" again
    assert panel.busy_label.text() == "Counting…" and panel.busy_clock.elapsed() < 1000
    panel.set_busy(False)
    assert not panel.busy_ticker.isActive()
    panel.set_busy(True)
    assert panel.busy_label.text() == "Counting…"  # a new count starts from nothing
    panel.set_busy(False)


def test_a_narrow_window_does_not_crush_the_assistant(qtbot: object, window: MainWindow) -> None:
    # QA: at the window's least width the dock was 70 pixels wide, its heading cut and Hint a blank frame.
    start(window, "ortho-8x8", ORTHO_ATOMS)
    turn_on(qtbot, window)
    window.resize(300, 200)
    qtbot.wait(50)  # type: ignore[attr-defined]
    assistant = window.assistant  # type: ignore[attr-defined]
    assert assistant.dock.widget().width() >= assistant.panel.minimumWidth()
    assert window.minimumSizeHint().width() <= 800  # still fits an 800-pixel screen


def test_a_hint_asked_while_a_contradiction_is_being_counted_says_so(
    qtbot: object, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA: Hint pressed as a tabletop slip came in (the count still naming the rays) read "No ray can teach
    # you more: place your balls on the cells that fit", when no arrangement fits at all.
    from blackbox_desktop.app.assistant import jobs

    board = start(window, "ortho-4x4", "A1")
    turn_on(qtbot, window)
    held = held_back(monkeypatch, jobs, "analyse")
    assistant = window.assistant  # type: ignore[attr-defined]
    window.controller.load(Game.new(board, 1, Rules(), None).apply_all(["F1=H", "F6=H", "F4=H"]))
    assert assistant.counter.busy and assistant.panel.hint_button.isEnabled()
    assistant.panel.hint_button.click()
    qtbot.waitUntil(lambda: not assistant.hinter.busy, timeout=10000)  # type: ignore[attr-defined]
    held.set()
    assert assistant.panel.hint_label.text() == "No hint: the answers contradict each other."
    wait_counted(qtbot, window)
    assert not assistant.panel.hint_button.isEnabled()


def test_the_hint_sentence_agrees_with_one_arrangement_and_rounds_an_estimate(qapp: Any) -> None:
    from blackbox_desktop.app import i18n
    from blackbox_desktop.app.features.assistant import hint_sentence
    from blackbox_desktop.model.hints import Hint

    i18n.use_locale("en")
    # hex-3 with 2 atoms, five arrangements left: port 9 tells each from the others ("about 1 arrangements").
    assert hint_sentence(Hint(9, 2.32, 1.0, 1.6)) == (
        "Fire at port 9: on average it leaves about 1 arrangement and costs 1.60 markers"
    )
    assert "about 3 arrangements" in hint_sentence(Hint(9, 2.32, 3.2, 1.6))
    # 10×10 with 8 atoms before any ray: a thousand arrangements sampled, not 186 billion counted.
    sampled = Hint(15, 2.5, 47_340_388_134.3, 1.37, exact=False)
    assert "about 47,000,000,000 arrangements" in hint_sentence(sampled)
    assert "about 2,716 arrangements" in hint_sentence(Hint(15, 2.5, 2716.4, 1.37))  # counted: every figure
    assert "about 27 arrangements" in hint_sentence(Hint(15, 2.5, 27.4, 1.37, exact=False))


def test_the_hint_sentence_gives_a_share_where_the_arrangements_were_too_many_to_count(qapp: Any) -> None:
    from blackbox_desktop.app import i18n
    from blackbox_desktop.app.features.assistant import hint_sentence
    from blackbox_desktop.model.hints import Hint

    walked = Hint(51, 1.9, None, 1.4, exact=False, expected_share=0.3721)
    i18n.use_locale("en")
    assert hint_sentence(walked) == (
        "Fire at port 51: on average it leaves about 37% of the arrangements that fit and costs 1.40 markers"
    )
    assert hint_sentence(walked, per_ray=True).endswith("costs 1.40 points")
    i18n.use_locale("fr")
    try:
        assert "37\u00a0%" in hint_sentence(walked)
    finally:
        i18n.use_locale("en")


def _computer_paused_with_the_assistant_open(qtbot: object, window: MainWindow) -> tuple[Any, Any]:
    """The assistant open while the computer plays; paused once two answers are in and counted."""
    assistant = window.assistant  # type: ignore[attr-defined]
    play = window.computer_play  # type: ignore[attr-defined]
    assistant.set_enabled(True)
    play.timer.setInterval(20)
    assert play.start_random("ortho", "strong", seed=3)
    qtbot.waitUntil(lambda: len(window.controller.position.known_answers()) >= 2, timeout=20000)  # type: ignore[attr-defined]
    play.pause_action.setChecked(True)
    qtbot.waitUntil(lambda: not play.runner.busy, timeout=20000)  # type: ignore[attr-defined]
    wait_counted(qtbot, window)
    return assistant, play


def test_the_computers_game_is_not_marked_assisted_until_she_takes_the_board(qtbot: object, window: MainWindow) -> None:
    # QA: watching the computer with the assistant open, its result read "Assisted game: the assistant
    # helped" and the status bar "assisted": the computer never reads the panel.
    assistant, play = _computer_paused_with_the_assistant_open(qtbot, window)
    assert assistant.heat.isVisible()  # she sees the figures all the same
    assert not assistant.assisted and assistant.assisted_label.text() == ""
    assert "Assisted" not in assistant.score_note.text()
    play.stop_action.trigger()  # the board is hers: what the panel shows now helps her
    assert assistant.assisted and assistant.assisted_label.text() == "assisted"


def test_the_hints_words_leave_the_status_bar_once_its_ray_is_fired(qtbot: object, window: MainWindow) -> None:
    """QA: "Fire at port 14" stayed in the status bar for seconds after port 14 had been answered."""
    assistant = hint_after_one_absorbed_ray(qtbot, window)
    status = window.statusBar()
    assert status.currentMessage().startswith("Fire at port 14")
    fire(window, 14)
    assert status.currentMessage() == ""
    # "No ray can teach you more" is not said over the reveal either.
    assistant.panel.hint_button.click()
    qtbot.waitUntil(lambda: not assistant.hinter.busy, timeout=20000)  # type: ignore[attr-defined]
    assert status.currentMessage().startswith("No ray can teach you more")
    balls(window, "A1")
    window.controller.finish()
    assert not status.currentMessage().startswith("No ray can teach you more")
    # A message of the window's own, shown since, is left alone.
    start(window, "ortho-4x4", "A1")
    fire(window, 1)
    wait_counted(qtbot, window)
    assistant.panel.hint_button.click()
    qtbot.waitUntil(lambda: assistant.hint_item is not None, timeout=20000)  # type: ignore[attr-defined]
    window.show_message("Saved")
    fire(window, 14)
    assert status.currentMessage() == "Saved"


def test_the_legend_goes_with_the_heat_map(qtbot: object, window: MainWindow) -> None:
    """QA: "Red tint: how often an atom sits in the cell…" stayed in the panel beside the revealed atoms."""
    start(window, "ortho-4x4", "A1")
    turn_on(qtbot, window)
    assistant = window.assistant  # type: ignore[attr-defined]
    legend = assistant.panel.legend
    assert legend.isVisible() and assistant.heat is not None
    balls(window, "A1")
    window.controller.finish()
    assert assistant.heat is None and not legend.isVisible()
    start(window, "ortho-4x4", "A1")  # a game in play: the map and its legend come back
    wait_counted(qtbot, window)
    assert legend.isVisible() and assistant.heat is not None


def test_the_hint_says_when_the_arrangements_left_answer_every_ray_alike(qtbot: object, window: MainWindow) -> None:
    """A1 and H1 answer alike beside C1 and C8 (test_reveal_tells_of_look_alike_arrangements): once the rays have
    narrowed it to those two, no ray helps, and the hint says so rather than "the cells that fit"."""
    start(window, "ortho-8x8", "A1,C1,C8")
    turn_on(qtbot, window)
    fire(window, 12, 26, 15, 31)
    wait_counted(qtbot, window)
    assistant = window.assistant  # type: ignore[attr-defined]
    assert assistant.analysis.count == 2
    assistant.panel.hint_button.click()
    qtbot.waitUntil(lambda: not assistant.hinter.busy, timeout=20000)  # type: ignore[attr-defined]
    assert assistant.panel.hint_label.text() == (
        "No ray can tell the 2 arrangements left apart: place your balls on one of them."
    )


def test_a_hint_asked_while_the_computer_plays_does_not_mark_its_game(qtbot: object, window: MainWindow) -> None:
    """QA: Hint pressed while watching the computer marked its game "assisted", which the figures no longer do."""
    assistant, play = _computer_paused_with_the_assistant_open(qtbot, window)
    assistant.panel.hint_button.click()
    qtbot.waitUntil(lambda: not assistant.hinter.busy, timeout=20000)  # type: ignore[attr-defined]
    assert assistant.panel.hint_label.text().startswith("Fire at port")  # she may see what it would suggest
    assert not assistant.assisted and assistant.assisted_label.text() == ""
    assert "Assisted" not in assistant.score_note.text()
    play.stop_action.trigger()
    assert assistant.assisted


def test_the_assistant_keeps_only_what_the_games_on_the_board_need(qtbot: object, window: MainWindow) -> None:
    """Its "assisted" marks and look-alike sentences were kept for every game of the session, for good."""
    assistant = window.assistant  # type: ignore[attr-defined]
    for _ in range(4):  # games marked assisted, their look-alikes counted
        start(window, "ortho-5x5", "A1,C1,C5")
        fire(window, 1)
        turn_on(qtbot, window)
        balls(window, "A1,C1,C5")
        window.finish_button.click()
        qtbot.waitUntil(lambda: "answer every ray alike" in assistant.panel.ambiguity_label.text(), timeout=20000)  # type: ignore[attr-defined]
    assert assistant.assisted and "answer every ray alike" in assistant.score_note.text()
    live = set(assistant.sessions.serials.values())
    assert assistant.assisted_sessions <= live and len(assistant.assisted_sessions) == 1
    assert {serial for serial, _atoms in assistant._twins_known} <= live and len(assistant._twins_known) == 1
    fire(window, 1)  # a move after the reveal, undone: the same game, its mark and sentence stay
    window.controller.undo_stack.undo()
    assert assistant.assisted and "answer every ray alike" in assistant.score_note.text()


def test_after_a_hint_the_keyboard_cursor_waits_on_its_port(qtbot: object, window: MainWindow) -> None:
    # QA: a keyboard player had no way to the hinted port but walking the rim with the arrows.
    start(window, "ortho-4x4", "A1")
    turn_on(qtbot, window)
    fire(window, 1)
    wait_counted(qtbot, window)
    assistant = window.assistant  # type: ignore[attr-defined]
    button = assistant.panel.hint_button
    button.setFocus()
    qtbot.waitUntil(button.hasFocus)  # type: ignore[attr-defined]
    QTest.keyClick(button, Qt.Key.Key_Space)  # Tab to Hint, Space
    qtbot.waitUntil(lambda: assistant.hint_item is not None, timeout=20000)  # type: ignore[attr-defined]
    assert window.scene.focus_target == Target("port", 14)
    assert not window.scene.ports[14].focused  # the board has not the keys: no ring yet, and nothing said
    assert assistant.panel.hint_label.text() in window.statusBar().currentMessage()
    window.view.setFocus()
    qtbot.waitUntil(window.view.hasFocus)  # type: ignore[attr-defined]
    assert window.scene.ports[14].focused
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Return)
    assert 14 in window.controller.position.known_answers()
