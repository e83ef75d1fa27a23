"""A match against the computer: she hides atoms for the computer to find, then finds the ones it hides.

The issue's "a person can hide her atoms and let the computer seek them ... then the scores are compared as
in any match": the computer is the second player, so it seeks first.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from blackbox_desktop import message_boxes
from blackbox_desktop.app.features import computer_play
from blackbox_desktop.app.modes.dialogs import AGAINST_COMPUTER, MatchSetup, TwoPlayerDialog
from blackbox_desktop.app.modes.flow import TwoPlayerFlow
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model import match_file
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import FRANJOS
from blackbox_desktop.model.errors import SaveFileError
from blackbox_desktop.model.game import Rules
from blackbox_desktop.model.match import Match

from .drive import finish, flow, pad, press
from .drive import hide as hide_on_pad
from driving import balls, fire, settle

BOARD = parse_board("ortho-8x8")
SETUP = MatchSetup(("Ann", "Computer"), BOARD, 4, Rules(FRANJOS), computer="medium")
ANN_ATOMS = "A1,B8,C1,D8"


@pytest.fixture(autouse=True)
def quick_moves(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(computer_play, "PAUSE_MS", 20)


def _started(window: MainWindow) -> TwoPlayerFlow:
    """The match is started and Ann has hidden her atoms: the computer is seeking them."""
    two = flow(window)
    window.computer_play.timer.setInterval(20)  # type: ignore[attr-defined]
    two.start_match(SETUP, "program")
    # No hand-over screen: the computer does not look. Ann's pad is up at once.
    assert "Ann" in pad(window).heading.text()
    hide_on_pad(window, ANN_ATOMS)
    return two


def test_the_computer_seeks_her_atoms_then_she_seeks_its_own(qtbot: object, window: MainWindow) -> None:
    two = _started(window)
    play = window.computer_play  # type: ignore[attr-defined]
    assert not two.curtain.covering and play.playing and play.in_match
    assert not play.stop_action.isEnabled()  # Stop would hand her the computer's round
    assert not two.dock.fire_edit.isEnabled()  # its rays, not hers
    assert two.dock.heading.text() == "Match against the computer: Ann and Computer"
    qtbot.waitUntil(lambda: two.phase == "review", timeout=60000)  # type: ignore[attr-defined]
    game = window.controller.game
    assert game.setup == BOARD.cells_from_names(ANN_ATOMS) and game.finished
    assert any(move.startswith("F") for move in game.history)
    computer_score = game.score().total
    assert two.dock.sheet_rows() == [["1", "Computer", str(computer_score)]]
    settle(window)
    assert not play.playing
    # Its round is its own: no undo gives her its moves to play on.
    assert not window.controller.undo_stack.canUndo()

    press(two.dock.primary)  # Next round: the computer hides
    settle(window)
    match = two.match
    assert match is not None and match.current is not None and match.experimenter == "Ann"
    assert not two.curtain.covering and not play.playing
    assert two.dock.fire_edit.isEnabled()
    assert window.announcement.text() == "The computer has hidden 4 atoms. Ann, click a port to fire a ray."
    atoms = match.current.setup
    assert atoms is not None and len(atoms) == 4
    fire(window, 1, 9)
    balls(window, ",".join(BOARD.names(atoms)))
    finish(window)
    ann_score = window.controller.game.score().total
    press(two.dock.primary)  # See who won
    assert two.match is not None and two.match.over
    assert two.dock.sheet_rows() == [["1", "Computer", str(computer_score)], ["2", "Ann", str(ann_score)]]
    if ann_score != computer_score:
        winner = "Ann" if ann_score < computer_score else "Computer"
        assert f"Winner: {winner}" in two.dock.totals.text()


def test_a_match_saved_while_the_computer_seeks_resumes_paused(
    qtbot: object, window: MainWindow, tmp_path: Path
) -> None:
    two = _started(window)
    play = window.computer_play  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: len(window.controller.game.history) >= 2, timeout=60000)  # type: ignore[attr-defined]
    path = tmp_path / "against.bbox"
    assert window.save_file(path)
    saved = match_file.loads(path.read_bytes())
    assert isinstance(saved, Match) and saved.computer == "medium" and saved.computer_seeks
    two.leave()
    assert two.match is None and not play.playing  # its round went with the match
    assert window.load_file(path)
    settle(window)
    # No hand-over screen, and the computer waits where it stood until she lets it go on.
    assert not two.curtain.covering and play.playing and play.paused and play.in_match
    assert "Computer: resume" in window.announcement.text()
    assert window.controller.game.history[:2] == saved.current.history[:2]  # type: ignore[union-attr]
    play.pause_action.setChecked(False)
    qtbot.waitUntil(lambda: two.phase == "review", timeout=60000)  # type: ignore[attr-defined]
    assert two.dock.sheet_rows()[0][1] == "Computer"


def test_the_dialog_names_her_and_the_computer_s_level(window: MainWindow) -> None:
    dialog = TwoPlayerDialog(AGAINST_COMPUTER, window.options, window, players=("Ann", "Bob"))
    assert dialog.second.parent() is None  # no second name to type: the computer is the second player
    dialog.level.setCurrentIndex(dialog.level.findData("beginner"))
    setup = dialog.setup()
    assert setup.players == ("Ann", "Computer") and setup.computer == "beginner"
    assert setup.rounds % 2 == 0


def test_a_file_with_a_level_the_computer_does_not_have_is_refused() -> None:
    match = Match.new(("Ann", "Computer"), BOARD, 4, Rules(), computer="strong")
    text = match_file.dumps(match).replace('"strong"', '"grandmaster"')
    with pytest.raises(SaveFileError):
        match_file.loads(text)
    assert match_file.loads(match_file.dumps(match)).computer == "strong"
    plain = Match.new(("Ann", "Bob"), BOARD, 4, Rules())
    assert "computer" not in match_file.dumps(plain)  # a match of two people is written as before


def test_a_name_the_computer_s_save_for_capitals_is_refused_in_the_dialog(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """QA: "computer" against the computer made a sheet and a winner's line nobody could read, and a name
    refused after the dialog closed lost every other choice."""

    said: list[str] = []
    monkeypatch.setattr(message_boxes, "warn", lambda parent, title, text: said.append(text))
    dialog = TwoPlayerDialog(AGAINST_COMPUTER, window.options, window, players=("computer", "Bob"))
    dialog.rounds.setValue(4)
    dialog.accept()
    assert said == ["The computer is called Computer: please choose another name."]
    assert dialog.result() != TwoPlayerDialog.DialogCode.Accepted and dialog.rounds.value() == 4
    dialog.first.setText("Ann")
    dialog.accept()
    assert dialog.result() == TwoPlayerDialog.DialogCode.Accepted
    with pytest.raises(Exception, match="different names"):
        Match.new(("computer", "Computer"), BOARD, 4, Rules(), computer="strong")


def test_the_computer_s_round_is_said_without_making_it_a_person(qtbot: object, window: MainWindow) -> None:
    """QA: the French pad read "…qu'Ordinateur devra trouver", the computer named as a person."""
    two = flow(window)
    two.start_match(SETUP, "program")
    assert pad(window).heading.text() == "Ann's pad: hide 4 atoms for the computer to find"
    two.leave()


def test_the_port_box_offers_french_names_only_for_a_square_match(window: MainWindow) -> None:
    """QA: a hexagonal match's port box suggested "12 or D gauche" while the pad was up."""
    two = flow(window)
    two.start_match(
        MatchSetup(("Ann", "Computer"), parse_board("hex-5"), 5, Rules(FRANJOS), computer="medium"), "program"
    )
    assert two.dock.fire_edit.placeholderText() == "Port: 12"
    two.leave()


def test_the_port_box_offers_french_names_where_the_rim_shows_them_or_in_the_duel(window: MainWindow) -> None:
    """QA: an English hot-seat match's box suggested "12 or D gauche", names its board never showed."""
    from blackbox_desktop.app.features.two_players import set_port_names
    from blackbox_desktop.model.port_names import FRENCH

    two = flow(window)
    two.start_match(SETUP, "program")
    assert two.dock.fire_edit.placeholderText() == "Port: 12"
    set_port_names(window, FRENCH)
    two._refresh()
    assert two.dock.fire_edit.placeholderText() == "Port: 12 or D gauche"
    two.leave()


def test_while_she_hides_the_panel_says_so_not_that_the_seat_changes(window: MainWindow) -> None:
    # QA: behind her pad the panel said "Round 1 of 2: the seat changes", where nobody changes seat.
    two = flow(window)
    two.start_match(SETUP, "program")
    pad(window)
    assert two.dock.status.text() == "Round 1 of 2: Ann hides the atoms."


def _resumed_paused(window: MainWindow, tmp_path: Path) -> TwoPlayerFlow:
    """A match saved while the computer sought her atoms, opened again: it waits, paused."""
    two = _started(window)
    play = window.computer_play  # type: ignore[attr-defined]
    play.pause_action.setChecked(True)
    path = tmp_path / "against.bbox"
    assert window.save_file(path)
    two.leave()
    assert window.load_file(path)
    settle(window)
    assert play.playing and play.paused
    return two


RESUME_WORDS = "Computer: resume lets it go on"


def test_resuming_the_computer_takes_back_the_words_that_asked_for_it(window: MainWindow, tmp_path: Path) -> None:
    """QA: on 26×26 the panel and the status bar went on saying "Computer: resume lets it go on" for the minute
    the computer thought after she had pressed it, as if the button had done nothing."""
    _resumed_paused(window, tmp_path)
    play = window.computer_play  # type: ignore[attr-defined]
    assert RESUME_WORDS in window.announcement.text()
    assert RESUME_WORDS in window.statusBar().currentMessage()
    play.pause_action.setChecked(False)
    assert RESUME_WORDS not in window.announcement.text()
    assert RESUME_WORDS not in window.statusBar().currentMessage()


def test_leaving_a_resumed_match_takes_back_the_computer_s_resume(window: MainWindow, tmp_path: Path) -> None:
    """QA: left, the round stayed on the board with "Computer: resume lets it go on" in the panel, and no
    computer any more."""
    two = _resumed_paused(window, tmp_path)
    two.leave()
    assert not window.computer_play.playing  # type: ignore[attr-defined]
    assert RESUME_WORDS not in window.announcement.text()


def test_the_panel_says_where_the_computer_puts_its_balls(qtbot: object, window: MainWindow) -> None:
    """QA: once it stopped firing, the panel went on saying "Ray at 29: Exit at 7" while balls came on the board
    one after another: nobody could tell that it had stopped firing, nor what it was doing."""
    _started(window)
    play = window.computer_play  # type: ignore[attr-defined]
    play.pause_action.setChecked(True)
    while not window.controller.position.balls:
        moves = len(window.controller.game.history)
        play.single_step()
        qtbot.waitUntil(lambda moves=moves: len(window.controller.game.history) > moves, timeout=60000)  # type: ignore[attr-defined]
    (cell,) = window.controller.position.balls
    name = BOARD.cell_name(cell)
    assert window.announcement.text() == (
        f"The computer has stopped firing: it puts its balls where the answers point (ball 1 of 4, on {name})."
    )
    play.single_step()
    qtbot.waitUntil(lambda: len(window.controller.position.balls) == 2, timeout=60000)  # type: ignore[attr-defined]
    assert "(ball 2 of 4, on " in window.announcement.text()


class _SlowThinker:
    """Stands in for the computer: its first thought waits until the test lets it finish."""

    def __init__(self) -> None:
        import threading

        self.go_on = threading.Event()
        self.asked: list[int] = []
        """The rays on the board at each thought asked for."""

    def next_move(self, position: object, cancel: object = None) -> str:
        shots = len(position.shots)  # type: ignore[attr-defined]
        self.asked.append(shots)
        self.go_on.wait(60)
        return f"F{shots + 1}"


def test_a_close_cancelled_keeps_the_thought_under_way(qtbot: object, window: MainWindow) -> None:
    """QA: on 26×26 the close's "Keep this game for next time?" dropped the minute the computer had thought;
    Cancel there set it thinking from scratch."""
    _started(window)
    play = window.computer_play  # type: ignore[attr-defined]
    play.pause_action.setChecked(True)
    qtbot.waitUntil(lambda: not play.runner.busy, timeout=60000)  # type: ignore[attr-defined]
    shots = len(window.controller.position.shots)
    thinker = _SlowThinker()
    play.experimenter = thinker
    play.pause_action.setChecked(False)
    qtbot.waitUntil(lambda: thinker.asked == [shots], timeout=60000)  # type: ignore[attr-defined]
    play.hold()  # the window asks whether to close...
    play.release()  # ...and she cancels
    thinker.go_on.set()
    qtbot.waitUntil(lambda: len(window.controller.position.shots) > shots, timeout=60000)  # type: ignore[attr-defined]
    play.pause_action.setChecked(True)
    assert thinker.asked.count(shots) == 1  # the thought under way was played, not thought again


def test_cancelling_the_computer_s_slow_hiding_keeps_the_match(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """QA: on 26×26 with 20 atoms the computer's hiding took minutes, its box advised to cancel, and Cancel left
    the match: the round the computer had played, and its score, were gone."""
    asked: list[bool] = []
    real = window.hide_atoms

    def cancelled_if_slow(
        board: object, atoms: int, seed: object, avoid: bool, for_match: bool = False
    ) -> frozenset[int] | None:
        asked.append(avoid)
        return None if avoid else real(board, atoms, seed, avoid)  # type: ignore[arg-type]

    monkeypatch.setattr(window, "hide_atoms", cancelled_if_slow)
    match = Match.new(("Ann", "Computer"), BOARD, 4, Rules(FRANJOS), 2, "program", "medium")
    match = match.hide(BOARD.cells_from_names(ANN_ATOMS))
    for move in ["F1", *(f"B+{name}" for name in ANN_ATOMS.split(",")), "D"]:
        match = match.play(move)
    two = flow(window)
    two.resume(match.end_round())  # the computer's round is scored: its turn to hide
    settle(window)
    assert asked == [True, False]  # cancelled, it hides at once
    assert two.match is not None and two.match.current is not None and two.match.experimenter == "Ann"
    assert two.dock.sheet_rows()[0][:2] == ["1", "Computer"]
    assert len(window.controller.game.setup or ()) == 4 and two.dock.fire_edit.isEnabled()
    assert window.statusBar().currentMessage() == (
        "The computer hid its atoms at once: if another arrangement answers every ray alike, balls on it count "
        "as right."
    )


def test_the_busy_box_of_the_computer_s_hiding_speaks_of_the_match(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """QA: the box the computer's slow hiding shows in a match was titled "New game" and advised unticking an
    option in New game, where Cancel in fact hides the atoms at once and the match goes on."""
    from PySide6.QtCore import QTimer

    from blackbox_desktop.app import window as window_module

    monkeypatch.setattr(window_module, "BUSY_ADVICE_SECONDS", 0.3)
    big = parse_board("ortho-26x26")
    hidden = [f"{row}{column}" for row in "ACEGIKMOQS" for column in (3, 20)]
    match = Match.new(("Ann", "Computer"), big, 20, Rules(FRANJOS), 2, "program", "medium")
    match = match.hide(big.cells_from_names(",".join(hidden)))
    for move in ["F1", *(f"B+{name}" for name in hidden), "D"]:
        match = match.play(move)
    seen: list[tuple[str, str]] = []
    polls = iter(range(600))  # 30 s at most: no timer outlives the test

    def cancel_once_advised() -> None:
        dialog = window.busy_dialog
        if dialog and "To start at once" in dialog.labelText():
            seen.append((dialog.windowTitle(), dialog.labelText()))
            dialog.cancel()
        elif next(polls, None) is not None:
            QTimer.singleShot(50, cancel_once_advised)

    QTimer.singleShot(50, cancel_once_advised)
    two = flow(window)
    two.resume(match.end_round())
    settle(window)
    assert seen, "the hiding was over before its box gave advice"
    title, advice = seen[0]
    assert title == "Match against the computer"
    assert "New game" not in advice and "count as right" in advice
    assert two.match is not None and two.match.current is not None  # the match goes on
    assert "cancelled" not in window.statusBar().currentMessage()


def _computer_to_hide(rules: Rules) -> Match:
    """A match whose computer's round is scored: the computer is to hide its atoms for Ann."""
    match = Match.new(("Ann", "Computer"), BOARD, 4, rules, 2, "program", "medium")
    match = match.hide(BOARD.cells_from_names(ANN_ATOMS))
    for move in ["F1", *(f"B+{name}" for name in ANN_ATOMS.split(",")), "D"]:
        match = match.play(move)
    return match.end_round()


def test_a_match_left_as_it_opens_leaves_its_files_name_off_the_game_on_the_board(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """QA: opened, a match whose computer was to hide was left at once (its hiding cancelled under rules where
    look-alikes do not count): the window title went on naming the match's file over the game on the board,
    and Save wrote that game over the match's file."""
    from driving import shown_title, start

    start(window, "ortho-8x8", "A1,B2,C3,D4")
    fire(window, 1)
    path = tmp_path / "match.bbox"
    path.write_text(match_file.dumps(_computer_to_hide(Rules(FRANJOS, accept_equivalent=False))))
    monkeypatch.setattr(window, "hide_atoms", lambda *_args, **_kwargs: None)  # she cancels the hiding
    assert not window.load_file(path)  # not opened: at start-up, a fresh game comes instead of an empty table
    settle(window)
    assert flow(window).match is None and window.controller.game.setup == BOARD.cells_from_names("A1,B2,C3,D4")
    assert "match.bbox" not in shown_title(window)
    assert window.file_path is None  # Save asks for a name: the match's file is not this game's


@pytest.mark.parametrize("how", ["opened", "next round"])
def test_while_the_computer_hides_the_panel_says_so(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    """QA: behind the busy box of the computer's slow hiding the panel showed the round before ("Next round: Ann
    hides") or, opened from a file, a blank "Two players" panel with "Name my atoms"."""
    two = flow(window)
    real = window.hide_atoms
    seen: list[tuple[str, str, bool, bool, list[list[str]]]] = []

    def watched(*args: object, **kwargs: object) -> frozenset[int] | None:
        d = two.dock
        seen.append(
            (d.heading.text(), d.status.text(), d.primary.isVisible(), d.name_button.isVisible(), d.sheet_rows())
        )
        return real(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(window, "hide_atoms", watched)
    match = _computer_to_hide(Rules(FRANJOS))
    if how == "opened":
        path = tmp_path / "match.bbox"
        path.write_text(match_file.dumps(match))
        assert window.load_file(path)
    else:
        two.resume(
            Match.new(("Ann", "Computer"), BOARD, 4, Rules(FRANJOS), 2, "program", "medium")
            .hide(BOARD.cells_from_names(ANN_ATOMS))
            .play("F1")
            .play("B+A1")
            .play("B+B8")
            .play("B+C1")
            .play("B+D8")
            .play("D")
        )
        settle(window)
        assert two.phase == "review" and not seen
        press(two.dock.primary)  # Next round: Ann's turn to seek, the computer hides
    settle(window)
    heading, status, action, name_button, rows = seen[0]
    assert heading == "Match against the computer: Ann and Computer"
    assert status == "Round 2 of 2: the computer is hiding its atoms…"
    assert not action and not name_button
    assert rows[-1] == ["2", "Ann", "to play"]
    assert two.dock.status.text() == "Round 2 of 2: Ann seeks the atoms the computer hid."
