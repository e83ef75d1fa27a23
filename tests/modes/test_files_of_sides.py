"""Whose file Save writes: each side's game keeps its own file, a match has its own, a new game has none."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model import match_file, savefile
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Rules

from .drive import flow
from driving import balls, fire, start


@pytest.fixture
def asked(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[str]:
    """Save as… answers with a new file each time, and remembers it was asked."""
    names: list[str] = []

    def answer(*_args: object, **_kwargs: object) -> tuple[str, str]:
        names.append(str(tmp_path / f"asked-{len(names)}.bbox"))
        return names[-1], ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", answer)
    return names


def saved_hex_game(window: MainWindow, path: Path) -> bytes:
    start(window, "hex-5", "C2,D5,D8,E3,E4")
    fire(window, 1, 9)
    balls(window, "C3")
    assert window.save_file(path)
    return path.read_bytes()


def test_a_match_on_the_other_side_never_saves_over_that_sides_game(
    window: MainWindow, qtbot: object, tmp_path: Path, asked: list[str]
) -> None:
    kept = saved_hex_game(window, tmp_path / "hex.bbox")
    window.flip_board()
    qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)  # type: ignore[attr-defined]
    assert window.controller.side == "ortho"
    two = flow(window)
    two.ask_announcement = lambda _port: "H"  # type: ignore[method-assign]
    two.start_match(MatchSetup(("Ann", "Bob"), parse_board("hex-5"), 5, Rules(), 2), "person")
    fire(window, 1, 2)
    assert window.controller.side == "hex"
    window.save()
    assert (tmp_path / "hex.bbox").read_bytes() == kept  # the solitaire game's file is untouched
    assert len(asked) == 1 and match_file.is_match_text(Path(asked[0]).read_bytes())
    window.save()  # the match now has its file
    assert len(asked) == 1
    assert Path(asked[0]).name in window.windowTitle()
    two.leave()  # the match's file goes with it: the title no longer names it
    assert Path(asked[0]).name not in window.windowTitle()


def test_save_during_the_hand_over_writes_the_match_to_a_file_of_its_own(
    window: MainWindow, tmp_path: Path, asked: list[str]
) -> None:
    kept = saved_hex_game(window, tmp_path / "hex.bbox")
    flow(window).start_match(MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules()), "program")
    assert flow(window).curtain.covering
    window.save()
    assert (tmp_path / "hex.bbox").read_bytes() == kept
    assert len(asked) == 1 and match_file.is_match_text(Path(asked[0]).read_bytes())


def test_save_as_offers_a_match_its_own_name(window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    # QA: the Save box offered "game.bbox" for a file that holds a whole match.
    offered: list[str] = []

    def cancel(_parent: object, _title: str, name: str, _filters: str) -> tuple[str, str]:
        offered.append(Path(name).name)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", cancel)
    start(window, "ortho-8x8", "B2,D4,F6,G3")
    window.save_as()
    flow(window).start_match(MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules()), "program")
    window.save_as()
    assert offered == ["game.bbox", "match.bbox"]


def test_a_computer_game_does_not_take_over_the_opened_files_name(
    window: MainWindow, tmp_path: Path, asked: list[str]
) -> None:
    path = tmp_path / "mine.bbox"
    start(window, "ortho-8x8", "B2,C5,D1,E1")
    fire(window, 1)
    assert window.save_file(path)
    kept = path.read_bytes()
    assert window.load_file(path) and window.file_path == path
    play = window.computer_play  # type: ignore[attr-defined]
    assert play.start_random("ortho", "beginner", seed=3)
    play.stop()
    assert window.file_path is None and "mine.bbox" not in window.windowTitle()
    window.save()
    assert path.read_bytes() == kept and len(asked) == 1
    assert savefile.loads(Path(asked[0]).read_bytes()).board.kind == "ortho"


def test_save_while_the_duels_players_hide_is_refused_and_names_no_file(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # QA: Save wrote the solitaire game behind the curtain and took its file for the duel's; once the duel
    # began, Save wrote the duel over that game without a word.
    from blackbox_desktop.model.editions import COMPUTER
    from blackbox_desktop.model.scoring import Scoring

    from .drive import continue_, hide

    start(window, "ortho-8x8", "B2,C5,D1,E7")
    fire(window, 5)
    flow(window).start_duel(MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules(COMPUTER, Scoring.PER_RAY)))
    continue_(window)
    hide(window, "A1,B8,C1,D8")  # Ann has hidden; Bob is still to
    path = tmp_path / "duel.bbox"
    assert not window.save_file(path)
    assert not path.exists() and window.file_path is None
    assert window.errors == [  # type: ignore[attr-defined]
        "The two-player game can be saved once both players have hidden their atoms."
    ]
    # Save as (and Save, with no file yet) says so before she chooses a name (QA: it asked for one, then refused).
    asked: list[str] = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args: asked.append(args[2]) or (str(path), ""))
    assert not window.save_as() and not window.save()
    assert asked == [] and not path.exists() and len(window.errors) == 3  # type: ignore[attr-defined]
    continue_(window)
    hide(window, "E5,F6,G7,H8")  # Bob has hidden too: the duel is a file, offered as one
    continue_(window)
    assert window.save_as() and [Path(name).name for name in asked] == ["duel.bbox"]
    assert match_file.is_match_text(path.read_bytes())


def test_save_under_a_puzzles_pad_saves_her_game_as_before(window: MainWindow, tmp_path: Path) -> None:
    # QA: the duel's refusal ("once both players have hidden their atoms") was said of a puzzle for a friend.
    start(window, "ortho-8x8", "B2,C5,D1,E7")
    fire(window, 5)
    flow(window).start_puzzle(MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules()))
    path = tmp_path / "mine.bbox"
    assert window.save_file(path)
    assert savefile.loads(path.read_text(encoding="utf-8")).history == ("F5",)
    assert window.errors == []  # type: ignore[attr-defined]


def test_a_tabletop_round_left_for_a_puzzle_is_not_saved_to_a_file_open_refuses(
    window: MainWindow, tmp_path: Path
) -> None:
    # QA: Save as under the puzzle's pad, just after leaving a tabletop match, wrote the abandoned round.
    two = flow(window)
    two.start_match(MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules()), "person")
    assert window.may_leave("ortho")
    two.start_puzzle(MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules()))
    path = tmp_path / "round.bbox"
    assert not window.save_file(path)
    assert not path.exists()
    assert window.errors == [  # type: ignore[attr-defined]
        "This round cannot be saved: without the setter's atoms no ray of it could be answered."
    ]


def test_a_match_opened_during_a_match_is_not_said_to_be_left(window: MainWindow, tmp_path: Path) -> None:
    # QA: opening a saved tabletop match during another left "You left the two-player game." in the status bar
    # under the match just opened and playing on.
    two = flow(window)
    two.start_match(MatchSetup(("Ann", "Bob"), parse_board("ortho-8x8"), 4, Rules()), "person")
    two.ask_announcement = lambda port: "H"
    fire(window, 1)
    path = tmp_path / "table.bbox"
    assert window.save_file(path)
    fire(window, 2)
    assert window.load_file(path)
    assert two.match is not None and len(window.controller.position.shots) == 1
    assert "left" not in window.statusBar().currentMessage()
