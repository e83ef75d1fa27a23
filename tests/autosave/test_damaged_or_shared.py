"""Resuming never crashes the start, and a two-player game shares the autosave with the other side's game.

A damaged autosave (cut short, bytes flipped, a field of the wrong type) gets
the message every damaged autosave gets, is set aside, and a fresh game starts.
A damaged part (one side's game, the match inside it) is left out with a
message, and the rest comes back.  A match or duel on one side of the board and
an unfinished game on the other both come back: each side keeps its own game.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from blackbox_desktop.app.features.autosave_resume import offer_resume, resume_instead
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import FRANJOS
from blackbox_desktop.model.errors import SaveFileError
from blackbox_desktop.model.game import Rules

from .conftest import make_window
from .test_autosave import HEX_MOVES, play, start

MATCH_MOVES = ["F2", "F7"]


def _match_with_a_game_on_the_other_side(window: MainWindow, data_dir: Path, kind: str = "match") -> dict:
    """A hex game left unfinished, then a match (or duel) on the square side; the autosave they make."""
    from modes.drive import continue_, duel_ready, flow, hide  # tests/ is on the path: its folders are packages

    from blackbox_desktop.app.modes.dialogs import MatchSetup

    start(window, "hex-5", "A1,C3,E5,G2,I4")
    play(window, HEX_MOVES)
    setup = MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules(FRANJOS))
    if kind == "duel":
        duel_ready(window, setup)
    else:
        flow(window).start_match(setup, "program")
        continue_(window)
        hide(window, "A1,B8,C1,D8")
        continue_(window)
        play(window, MATCH_MOVES)
    saved = json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))
    assert "match" in saved and saved["games"]["hex"]["moves"] == HEX_MOVES
    return saved


def _write(data_dir: Path, saved: dict) -> None:
    (data_dir / "autosave.bbox").write_text(json.dumps(saved), encoding="utf-8")


def _resumes_safely(win: MainWindow, data_dir: Path) -> None:
    """Either the game comes back, or a message says why, the file is set aside and a fresh game can start."""
    errors = len(win.errors)  # type: ignore[attr-defined]
    if offer_resume(win):
        return
    assert len(win.errors) == errors + 1  # type: ignore[attr-defined]
    assert not (data_dir / "autosave.bbox").exists()
    # Each damaged file is kept under a name of its own (".damaged", then ".damaged-2"…): none replaces one before.
    kept = sorted(data_dir.glob("autosave.bbox.damaged*"), key=lambda path: path.stat().st_mtime_ns)[-1]
    # QA: the message did not say where the damaged file went, as the settings' message does.
    assert win.errors[-1].endswith(f"The damaged file was kept as {kept}.")  # type: ignore


# -- a damaged match inside the autosave (it crashed the start, every start) ---------------------------


def _edit_match(change):
    def edit(saved: dict) -> None:
        match = json.loads(saved["match"])
        change(match)
        saved["match"] = json.dumps(match)

    return edit


DAMAGED_MATCH = {
    "cut to nothing": lambda saved: saved.update(match=""),
    "cut short": lambda saved: saved.update(match=saved["match"][:100]),
    "cut at the end": lambda saved: saved.update(match=saved["match"][:-10]),
    "a move off the board": _edit_match(lambda match: match["current"]["moves"].append("F999")),
    "a game, not a match": _edit_match(lambda match: match.update(kind="game")),
    "not text": lambda saved: saved.update(match=5),
}
"""The QA's damaged matches (/tmp/s17/a/autobad: match-trunc, match-bad-move, match-kind, match-int)."""


@pytest.mark.parametrize("damage", DAMAGED_MATCH)
def test_a_damaged_match_in_the_autosave_leaves_out_only_the_match(qtbot, window, data_dir, monkeypatch, damage):
    """QA: the whole autosave was refused, and the hex game, which has nothing to do with the match, was lost."""
    from modes.drive import flow

    saved = _match_with_a_game_on_the_other_side(window, data_dir)
    assert saved["match_side"] == "ortho"  # so that the match's round stays out, however damaged its text
    DAMAGED_MATCH[damage](saved)
    _write(data_dir, saved)
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    assert again.controller.side == "hex"
    assert again.controller.game_on("hex").history == tuple(HEX_MOVES)  # type: ignore[union-attr]
    assert not flow(again).active
    left = again.controller.game_on("ortho")  # the match's round does not come back as a game of its own
    assert left is None or not left.history
    assert len(again.errors) == 1 and "two-player game could not be read back" in again.errors[0]  # type: ignore[attr-defined]
    assert json.loads((data_dir / "autosave.bbox.damaged").read_text(encoding="utf-8")) == saved  # nothing lost
    assert "match" not in json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))


@pytest.mark.parametrize("damage", ["cut at the end", "a move off the board", "a game, not a match"])
def test_an_older_autosave_finds_the_side_of_its_damaged_match_in_the_match(
    qtbot, window, data_dir, monkeypatch, damage
):
    """Written before the autosave named the match's side: its board is read from the damaged text."""
    saved = _match_with_a_game_on_the_other_side(window, data_dir)
    del saved["match_side"]
    DAMAGED_MATCH[damage](saved)
    _write(data_dir, saved)
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    assert again.controller.game_on("hex").history == tuple(HEX_MOVES)  # type: ignore[union-attr]
    left = again.controller.game_on("ortho")
    assert left is None or not left.history


@pytest.mark.parametrize("cut", [0, 100, -10])
def test_a_damaged_match_alone_in_the_autosave_gives_a_message_and_a_fresh_start(
    qtbot, window, data_dir, monkeypatch, cut
) -> None:
    from modes.drive import continue_, flow, hide

    from blackbox_desktop.app.modes.dialogs import MatchSetup

    flow(window).start_match(MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules(FRANJOS)), "program")
    continue_(window)
    hide(window, "A1,B8,C1,D8")
    continue_(window)
    play(window, MATCH_MOVES)
    saved = json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))
    assert list(saved["games"]) == ["ortho"]  # the match's own round only
    saved["match"] = saved["match"][:cut]
    _write(data_dir, saved)
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert not offer_resume(again)
    assert again.errors and "damaged" in again.errors[0] and "fresh game" in again.errors[0]  # type: ignore[attr-defined]
    assert not (data_dir / "autosave.bbox").exists()
    assert json.loads((data_dir / "autosave.bbox.damaged").read_text(encoding="utf-8")) == saved  # nothing lost
    assert not flow(again).active
    assert again.start_game(again.options)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_in_the_autosaves_place_gives_a_message_and_a_fresh_start(qtbot, data_dir, monkeypatch) -> None:
    """A named pipe where the autosave lives kept the start waiting for a writer, with no window, for ever."""
    import threading

    data_dir.mkdir(parents=True, exist_ok=True)
    os.mkfifo(data_dir / "autosave.bbox")
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    released = threading.Event()

    def release_a_waiting_start() -> None:  # so that the old code fails instead of hanging the suite
        if not released.wait(5):
            with open(data_dir / "autosave.bbox", "w"):
                pass

    threading.Thread(target=release_a_waiting_start, daemon=True).start()
    try:
        assert not offer_resume(again)
    finally:
        released.set()
    assert again.errors and "not a file" in again.errors[0] and "fresh game" in again.errors[0]  # type: ignore[attr-defined]
    assert not (data_dir / "autosave.bbox").exists() and (data_dir / "autosave.bbox.damaged").exists()
    assert again.start_game(again.options)


def test_a_side_the_autosave_does_not_know_leaves_out_only_that_entry(qtbot, window, data_dir, monkeypatch) -> None:
    """QA (unknown-side): one unknown key next to two good games threw both away."""
    saved = _match_with_a_game_on_the_other_side(window, data_dir)
    saved["games"]["moon"] = saved["games"]["hex"]
    _write(data_dir, saved)
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    assert again.two_players.match is not None  # type: ignore[attr-defined]
    assert again.controller.game_on("hex").history == tuple(HEX_MOVES)  # type: ignore[union-attr]
    assert len(again.errors) == 1 and "could not be read back" in again.errors[0]  # type: ignore[attr-defined]
    assert (data_dir / "autosave.bbox.damaged").exists()


def test_a_kept_game_without_the_setters_atoms_is_left_out(qtbot, window, data_dir, monkeypatch) -> None:
    """A tabletop round outside its match could never be answered nor scored: it does not come back."""
    saved = _match_with_a_game_on_the_other_side(window, data_dir)
    saved["games"]["hex"].update(setup=None, moves=["F3=H", "B+D4"])
    _write(data_dir, saved)
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    assert again.two_players.match is not None  # type: ignore[attr-defined]
    hex_game = again.controller.game_on("hex")
    assert hex_game is None or hex_game.setup is not None
    assert len(again.errors) == 1 and "holds no hidden atoms" in again.errors[0]  # type: ignore[attr-defined]


def test_a_damaged_match_does_not_crash_bringing_back_the_game_instead_of_a_file(qtbot, window, data_dir) -> None:
    saved = _match_with_a_game_on_the_other_side(window, data_dir)
    saved["match"] = saved["match"][:100]
    _write(data_dir, saved)
    again = make_window(qtbot, data_dir / "settings.ini")
    assert resume_instead(again, "puzzle.bbox")  # the hex game comes back instead; the damaged match does not
    assert again.controller.game_on("hex").history == tuple(HEX_MOVES)  # type: ignore[union-attr]
    assert not again.two_players.active  # type: ignore[attr-defined]
    assert "two-player game could not be read back" in again.errors[-1]  # type: ignore[attr-defined]


def test_a_match_that_will_not_open_after_all_is_caught_too(qtbot, window, data_dir, monkeypatch) -> None:
    saved = _match_with_a_game_on_the_other_side(window, data_dir)
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")

    def refuse(data: bytes) -> bool:
        raise SaveFileError("This saved match is damaged.")

    again.open_hooks[:] = [refuse]
    assert offer_resume(again)  # the hex game is back on the board
    assert again.controller.game_on("hex").history == tuple(HEX_MOVES)  # type: ignore[union-attr]
    assert again.errors and "This saved match is damaged." in again.errors[-1]  # type: ignore[attr-defined]
    assert json.loads((data_dir / "autosave.bbox.damaged").read_text(encoding="utf-8")) == saved


# -- fields of the wrong type, cuts and flipped bytes ----------------------------------------------------


WRONG = [None, 1, "x", [], {}, True, 10**20, [1, "x"], {"ortho": []}]


def test_a_side_that_is_not_a_side_still_resumes(qtbot, window, data_dir, monkeypatch) -> None:
    start(window, "hex-5", "A1,C3,E5,G2,I4")
    play(window, HEX_MOVES)
    path = data_dir / "autosave.bbox"
    saved = json.loads(path.read_text(encoding="utf-8"))
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    for wrong in WRONG:
        _write(data_dir, {**saved, "side": wrong})
        again = make_window(qtbot, data_dir / "settings.ini")
        assert offer_resume(again), wrong
        assert again.controller.side == "hex"
        assert again.controller.game.history == tuple(HEX_MOVES)


def test_no_field_of_the_wrong_type_crashes_the_start(qtbot, window, data_dir, monkeypatch) -> None:
    saved = _match_with_a_game_on_the_other_side(window, data_dir)
    saved["scoring"] = {"hex": "per-ray"}
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    damaged = []
    for key in saved:
        for wrong in WRONG:
            damaged.append({**saved, key: wrong})
    for side in ("hex", "ortho"):
        for key in saved["games"][side]:
            for wrong in WRONG:
                damaged.append({**saved, "games": {**saved["games"], side: {**saved["games"][side], key: wrong}}})
    for document in damaged:
        _write(data_dir, document)
        _resumes_safely(again, data_dir)
        again.two_players._detach("")  # type: ignore[attr-defined]


def test_no_cut_or_flipped_byte_crashes_the_start(qtbot, window, data_dir, monkeypatch) -> None:
    saved = _match_with_a_game_on_the_other_side(window, data_dir)
    text = json.dumps(saved, indent=1).encode("utf-8")
    match = saved["match"]
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    chance = random.Random(15)
    damaged = [text[:cut] for cut in range(0, len(text), len(text) // 25)]
    damaged += [json.dumps({**saved, "match": match[:cut]}).encode() for cut in range(0, len(match), len(match) // 25)]
    for _ in range(60):
        flipped = bytearray(text)
        for _ in range(chance.randint(1, 3)):
            flipped[chance.randrange(len(flipped))] = chance.randrange(256)
        damaged.append(bytes(flipped))
    for data in damaged:
        (data_dir / "autosave.bbox").write_bytes(data)
        _resumes_safely(again, data_dir)
        again.two_players._detach("")  # type: ignore[attr-defined]


# -- a match on one side, a game on the other --------------------------------------------------------------


@pytest.mark.parametrize("kind", ["match", "duel"])
def test_a_match_and_the_game_on_the_other_side_both_come_back(qtbot, window, data_dir, monkeypatch, kind) -> None:
    from modes.drive import continue_, flow

    _match_with_a_game_on_the_other_side(window, data_dir, kind)
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    two = flow(again)
    assert two.active and two.curtain.covering
    assert (two.match if kind == "match" else two.duel) is not None
    assert again.controller.game_on("hex").history == tuple(HEX_MOVES)  # type: ignore[union-attr]
    # Kept in the autosave too: the next write must not drop it.
    saved = json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))
    assert saved["games"]["hex"]["moves"] == HEX_MOVES and "match" in saved
    continue_(again)  # the match takes its own side of the board again, undisturbed
    assert again.controller.side == "ortho"
    if kind == "match":
        assert again.controller.game.history == tuple(MATCH_MOVES)
        play(again, ["F3"])
    saved = json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))
    assert saved["games"]["hex"]["moves"] == HEX_MOVES and "match" in saved
    assert two.active and again.controller.game_on("hex").history == tuple(HEX_MOVES)  # type: ignore[union-attr]


def test_a_side_that_could_not_be_read_back_is_kept_aside_not_written_over(qtbot, window, data_dir, monkeypatch):
    saved = _match_with_a_game_on_the_other_side(window, data_dir)
    saved["games"]["hex"]["moves"].append("B+Z99")
    _write(data_dir, saved)
    monkeypatch.setenv("BLACKBOX_DESKTOP_RESUME", "yes")
    again = make_window(qtbot, data_dir / "settings.ini")
    assert offer_resume(again)
    assert again.two_players.match is not None  # type: ignore[attr-defined]
    assert again.errors and "other side of the board could not be read back" in again.errors[-1]  # type: ignore[attr-defined]
    assert json.loads((data_dir / "autosave.bbox.damaged").read_text(encoding="utf-8")) == saved
    assert "hex" not in json.loads((data_dir / "autosave.bbox").read_text(encoding="utf-8"))["games"]
