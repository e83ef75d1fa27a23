"""A long count goes on in a process of its own and leaves the window Python's lock (QA: on hex-9 a ray took
150 ms to show instead of 40 while the assistant counted); a quick one stays on the thread, as fast as before.

Never timed (STYLE.md): these tests look at where a job ran, what came back, and which processes are left.
"""

from __future__ import annotations

import os
import signal
from typing import Any

import pytest

from blackbox_desktop.app.assistant import worker
from blackbox_desktop.app.assistant.process import Call
from blackbox_desktop.app.assistant.worker import JobRunner
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.deduction import analyse

from . import slow_jobs
from driving import close_window, fire, start


def gone(pid: int) -> bool:
    """No process ``pid`` any more (ended and reaped: none left behind)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.fixture
def runner(qtbot: Any) -> Any:
    made = JobRunner()
    yield made
    made.shutdown()


@pytest.fixture
def hand_over_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(worker, "HAND_OVER_SECONDS", 0.0)


def handed_over(qtbot: Any, runner: JobRunner) -> int:
    """Start a job that thinks until stopped, wait until it runs in the runner's process: its id."""
    runner.start(Call(slow_jobs.until_cancelled), lambda _result: pytest.fail("a stale job answered"))
    qtbot.waitUntil(lambda: runner.process_id is not None, timeout=20000)
    pid = runner.process_id
    assert pid is not None and pid != os.getpid()
    return pid


def test_a_quick_count_stays_on_the_thread_and_starts_no_process(qtbot: Any, runner: JobRunner) -> None:
    # The 8×8 board's counts: answered as soon as before, with no process to wait for.
    results: list[int] = []
    runner.start(Call(slow_jobs.where), results.append)
    qtbot.waitUntil(lambda: results == [os.getpid()], timeout=5000)
    assert runner.process_id is None and not runner.busy


def test_a_long_count_goes_on_in_a_process_and_the_next_ones_too(
    qtbot: Any, runner: JobRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(worker, "HAND_OVER_SECONDS", 0.05)
    results: list[int] = []
    runner.start(Call(slow_jobs.long_then_where, (0.3,)), results.append)
    qtbot.waitUntil(lambda: len(results) == 1, timeout=20000)
    pid = runner.process_id
    assert pid is not None and results == [pid] and pid != os.getpid()
    runner.start(Call(slow_jobs.where), results.append)  # the process is there: no time on the thread
    qtbot.waitUntil(lambda: len(results) == 2, timeout=5000)
    assert results == [pid, pid]
    runner.shutdown()
    qtbot.waitUntil(lambda: gone(pid), timeout=5000)
    assert runner.process_id is None


def test_counts_replacing_each_other_move_to_the_process(
    qtbot: Any, runner: JobRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA: each ray's count on hex-9 was replaced by the next ray's before it had thought long: none moved,
    # all of them slowed the window.  The runner's time busy counts, not the job's own.
    monkeypatch.setattr(worker, "HAND_OVER_SECONDS", 0.3)
    results: list[int] = []
    for _ in range(6):
        runner.start(Call(slow_jobs.long_then_where, (0.2,)), results.append)
        qtbot.wait(100)
    qtbot.waitUntil(lambda: bool(results), timeout=20000)
    assert results == [runner.process_id] and results[0] != os.getpid()


def test_a_stale_count_in_the_process_is_stopped_and_dropped(
    qtbot: Any, runner: JobRunner, hand_over_at_once: None
) -> None:
    pid = handed_over(qtbot, runner)
    results: list[int] = []
    runner.start(Call(slow_jobs.where), results.append)
    # The process runs one job at a time: the new one's answer means the stale one stopped.
    qtbot.waitUntil(lambda: results == [pid], timeout=10000)
    qtbot.wait(100)  # a late answer of the stale job would fail the test
    assert not runner.busy


def test_cancel_stops_the_count_in_the_process(qtbot: Any, runner: JobRunner, hand_over_at_once: None) -> None:
    pid = handed_over(qtbot, runner)
    runner.cancel()
    assert not runner.busy
    results: list[int] = []
    runner.start(Call(slow_jobs.where), results.append)
    qtbot.waitUntil(lambda: results == [pid], timeout=10000)


def test_shutdown_in_the_middle_of_a_count_ends_the_process(
    qtbot: Any, runner: JobRunner, hand_over_at_once: None
) -> None:
    pid = handed_over(qtbot, runner)
    runner.shutdown()
    assert gone(pid) and runner.process_id is None and not runner.busy
    results: list[int] = []
    runner.start(Call(slow_jobs.where), results.append)  # late work still answered, on the thread
    qtbot.waitUntil(lambda: results == [os.getpid()], timeout=5000)


def test_a_process_killed_from_outside_loses_no_count(
    qtbot: Any, runner: JobRunner, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(worker, "HAND_OVER_SECONDS", 0.05)
    results: list[int] = []
    failures: list[BaseException] = []
    runner.start(Call(slow_jobs.long_then_where, (1.0,)), results.append, failures.append)
    qtbot.waitUntil(lambda: runner.process_id is not None, timeout=20000)
    pid = runner.process_id
    assert pid is not None
    os.kill(pid, signal.SIGKILL)
    qtbot.waitUntil(lambda: bool(results or failures), timeout=20000)
    assert results == [os.getpid()] and not failures  # counted again on the thread


def test_an_error_in_the_process_comes_back_to_the_window(
    qtbot: Any, runner: JobRunner, hand_over_at_once: None
) -> None:
    handed_over(qtbot, runner)
    failures: list[BaseException] = []
    runner.start(Call(slow_jobs.fails), lambda _result: pytest.fail("no result expected"), failures.append)
    qtbot.waitUntil(lambda: bool(failures), timeout=10000)
    assert isinstance(failures[0], ValueError) and str(failures[0]) == "no such ray"


def test_the_assistant_counts_and_hints_in_the_process_and_closing_ends_it(
    qtbot: Any, window: MainWindow, hand_over_at_once: None
) -> None:
    board = start(window, "hex-5", "C2,D5,D8,E3,E4")
    assistant = window.assistant
    assert assistant is not None
    assistant.set_enabled(True)
    for port in (2, 10, 32):
        fire(window, port)
    qtbot.waitUntil(lambda: not assistant.counter.busy and assistant.analysis is not None, timeout=30000)
    pid = assistant.counter.process_id
    assert pid is not None
    known = window.controller.position.known_answers()
    expected = analyse(board, 5, known)
    analysis = assistant.analysis
    assert dict(analysis.observations) == known
    assert (analysis.count, analysis.cell_counts, analysis.contradiction) == (
        expected.count,
        expected.cell_counts,
        expected.contradiction,
    )
    assert f"{expected.count:,} arrangements" in assistant.panel.count_label.text()
    assistant.panel.hint_button.click()
    qtbot.waitUntil(lambda: assistant.panel.hint_label.text().startswith("Fire at port"), timeout=60000)
    hinted = assistant.hinter.process_id
    assert hinted is not None
    close_window(window)
    assert gone(pid) and gone(hinted)
