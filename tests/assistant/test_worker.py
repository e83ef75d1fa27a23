"""The window's background jobs (the assistant's counts, the computer's thinking) leave the window room."""

from __future__ import annotations

import sys
import threading

from blackbox_desktop.app.assistant.worker import SWITCH_WHILE_THINKING, JobRunner


def test_while_a_job_thinks_the_window_gets_the_lock_back_quickly(qtbot) -> None:
    # QA: with Python's default 5 ms a ray on a big board took 0.76 s while the assistant counted.
    before = sys.getswitchinterval()
    runner = JobRunner()
    release = threading.Event()
    seen: list[float] = []

    def job(_cancel) -> str:
        seen.append(sys.getswitchinterval())
        release.wait(10)
        return "done"

    results: list[str] = []
    runner.start(job, results.append)
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    assert seen == [SWITCH_WHILE_THINKING] and before > SWITCH_WHILE_THINKING
    release.set()
    qtbot.waitUntil(lambda: results == ["done"], timeout=5000)
    qtbot.waitUntil(lambda: sys.getswitchinterval() == before, timeout=5000)
