"""A hot-seat match through the window: hiding on the pad, hand-overs, two rounds, the sheet and the winner."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QAbstractButton, QLabel, QLineEdit, QTableWidget, QWidget

from blackbox_desktop.app.items import AtomItem
from blackbox_desktop.app.modes.dialogs import MatchSetup
from blackbox_desktop.app.modes.flow import TwoPlayerFlow
from blackbox_desktop.app.modes.pad import SetterPad
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model import match_file
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import FRANJOS
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.match import Match

from .drive import continue_, finish, flow, hand_over_text, hide, pad, press
from driving import balls, fire, start

BOARD = parse_board("ortho-8x8")
SETUP = MatchSetup(("Ann", "Bob"), BOARD, 4, Rules(FRANJOS))
# Names no base-32 puzzle code can hold (it has no 1 or 8), so a file can be searched for them.
ANN_ATOMS = "A1,B8,C1,D8"
OTHER_ATOMS = "A8,B1,C8,D1"


def expected_score(atoms: str, moves: list[str]) -> int:
    game = Game.new(BOARD, 4, SETUP.rules, BOARD.cells_from_names(atoms))
    return game.apply_all(moves).score().total


def round_in_play(window: MainWindow, atoms: str = ANN_ATOMS) -> TwoPlayerFlow:
    """A hot-seat match whose first round is on the board: Ann has hidden ``atoms``, Bob seeks them."""
    two = flow(window)
    two.start_match(SETUP, "program")
    continue_(window)
    hide(window, atoms)
    continue_(window)
    return two


def test_a_whole_hot_seat_match_of_two_rounds(window: MainWindow, tmp_path: Path) -> None:
    two = flow(window)
    two.start_match(SETUP, "program")
    assert "Pass the computer to Ann. Ann, press Continue when Bob is not looking." in hand_over_text(window)
    continue_(window)
    assert "Ann" in pad(window).heading.text()
    assert two.dock.sheet_rows() == [["1", "Bob", "to play"]]  # QA: the sheet stood empty behind the first pad
    hide(window, ANN_ATOMS)
    assert "Pass the computer to Bob. Bob, press Continue when Ann is not looking." in hand_over_text(window)
    continue_(window)
    assert not two.curtain.covering
    fire(window, 7, 1, 25)
    balls(window, "A1,B8,C1,H8")
    finish(window)
    first = expected_score(ANN_ATOMS, ["F7", "F1", "F25", "B+A1", "B+B8", "B+C1", "B+H8", "D"])
    assert two.dock.sheet_rows() == [["1", "Bob", str(first)]]
    assert "Next round: Bob hides" in two.dock.primary.text()
    # A round, not a box (the duel's word): "This box is done." read oddly here (QA).
    assert window.hint_label.text().startswith("This round is over. Click any port to see its ray's path")
    window.show_message("Bob scores something")
    press(two.dock.primary)
    assert "Pass the computer to Bob. Bob, press Continue when Ann is not looking." in hand_over_text(window)
    assert window.statusBar().currentMessage() == ""  # the last player's messages go with her
    assert two.dock.sheet_rows() == [["1", "Bob", str(first)], ["2", "Ann", "to play"]]
    continue_(window)
    hide(window, "E5,F6,G7,H8")
    continue_(window)
    fire(window, 1)
    balls(window, "E5,F6,G7,H8")
    finish(window)
    second = expected_score("E5,F6,G7,H8", ["F1", "B+E5", "B+F6", "B+G7", "B+H8", "D"])
    press(two.dock.primary)  # See who won
    match = two.match
    assert match is not None and match.over
    assert two.dock.sheet_rows() == [["1", "Bob", str(first)], ["2", "Ann", str(second)]]
    winner = "Ann" if second < first else "Bob"
    assert f"Winner: {winner}" in two.dock.totals.text()
    assert f"{winner} wins the match" in window.announcement.text()
    assert window.autosave.document() is None  # type: ignore[attr-defined]  # a finished match is not kept
    window.save_file(tmp_path / "over.bbox")  # but it can still be saved, as the match it was
    assert match_file.is_match_text((tmp_path / "over.bbox").read_text(encoding="utf-8"))
    assert window.statusBar().currentMessage().startswith("The two-player game is saved to")
    # Opened again (from its file, or after a crash) with a game of hers on the other side, the board shows
    # the match's last round, as it did when the match ended, not the other side's game behind a locked flip.
    text = match_file.dumps(match)
    hexagonal = parse_board("hex-5")
    window.controller.load(Game.new(hexagonal, 5, Rules(FRANJOS), hexagonal.cells_from_names("C2,D5,D8,E3,E4")))
    assert window.controller.side == "hex"
    saved = tmp_path / "over.bbox"
    saved.write_text(text, encoding="utf-8")
    assert window.load_file(saved)
    assert window.controller.side == "ortho" and window.controller.position.finished
    assert window.controller.game.history == match.finished_rounds[-1].history
    assert f"{winner} wins the match" in window.announcement.text()


def _visible_texts(window: MainWindow) -> list[str]:
    """Everything the experimenter can read: widgets, tooltips, accessible names, scene items, title, undo."""
    texts = [window.windowTitle(), window.statusBar().currentMessage()]
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        texts += [widget.toolTip(), widget.accessibleName(), widget.accessibleDescription(), widget.statusTip()]
        if isinstance(widget, (QLabel, QAbstractButton, QLineEdit)):
            texts.append(widget.text())
        if isinstance(widget, QTableWidget):
            texts += [
                widget.item(r, c).text()
                for r in range(widget.rowCount())
                for c in range(widget.columnCount())
                if widget.item(r, c) is not None
            ]
    # The board's pieces in no order: which item was made first is nothing she can read (a piece the last move
    # left alone keeps its item, so the scene's list of them follows the moves, not the atoms).
    pieces: list[str] = []
    for item in window.scene.items():
        pieces += [item.toolTip(), str(item.data(0))]
        text = getattr(item, "text", None)
        if callable(text):
            pieces.append(str(text()))
    texts += sorted(pieces)
    stack = window.controller.undo_stack
    texts += [stack.text(i) for i in range(stack.count())]
    texts += [window.undo_action.text(), window.redo_action.text()]
    # The board's word on how to move its cursor comes with the keyboard focus, whatever the atoms.
    return ["" if text.startswith("The board: the arrow keys") else text for text in texts]


def _experimenter_sees(window: MainWindow, atoms: str) -> list[str]:
    round_in_play(window, atoms)
    fire(window, 7, 8)  # rows G and H: straight through for both arrangements
    balls(window, "H1")
    assert not any(isinstance(item, AtomItem) for item in window.scene.items())
    return _visible_texts(window)


def test_nothing_the_experimenter_can_read_shows_the_hidden_atoms(window: MainWindow, tmp_path: Path) -> None:
    seen = _experimenter_sees(window, ANN_ATOMS)
    other = _experimenter_sees(window, OTHER_ATOMS)
    assert seen == other
    path = tmp_path / "match.bbox"
    assert window.save_file(path)
    saved = path.read_text(encoding="utf-8")
    for name in OTHER_ATOMS.split(","):
        assert name not in saved
    assert "ball on H1" in seen


def test_a_match_is_saved_mid_round_and_resumed(window: MainWindow, tmp_path: Path) -> None:
    two = round_in_play(window)
    fire(window, 7, 1)
    balls(window, "B8")
    path = tmp_path / "match.bbox"
    assert window.save_file(path)
    loaded = match_file.loads(path.read_bytes())
    assert isinstance(loaded, Match) and loaded.current is not None
    assert loaded.current.history == ("F7", "F1", "B+B8")
    two.leave()
    assert two.match is None
    assert window.load_file(path)
    # The seat may have changed meanwhile: the curtain is up before the table shows.
    assert "Pass the computer to Bob" in hand_over_text(window)
    continue_(window)
    assert window.controller.game.history == ("F7", "F1", "B+B8")
    assert window.controller.game.setup == BOARD.cells_from_names(ANN_ATOMS)
    balls(window, "A1,C1,D8")
    finish(window)
    assert two.phase == "review"
    assert two.dock.sheet_rows()[0][:2] == ["1", "Bob"]


def test_a_damaged_match_file_is_refused_with_a_sentence(window: MainWindow, tmp_path: Path) -> None:
    path = tmp_path / "bad.bbox"
    path.write_text('{"format": "blackbox-desktop-match", "version": 1, "kind": "match", "players": 3}')
    assert not window.load_file(path)
    assert "damaged" in window.errors[-1]  # type: ignore[attr-defined]
    assert flow(window).match is None


def test_a_new_game_during_a_match_asks_first(window: MainWindow, monkeypatch) -> None:
    two = flow(window)
    two.start_match(SETUP, "program")
    continue_(window)
    hide(window, ANN_ATOMS)
    answers = iter([False, True])
    asked = []

    def confirm(title: str, text: str) -> bool:
        asked.append(text)
        return next(answers)

    monkeypatch.setattr(window, "confirm", confirm)
    monkeypatch.setattr("blackbox_desktop.app.window.NewGameDialog.exec", lambda self: 0)
    window.new_game_dialog()
    assert two.active and not asked  # the dialog cancelled: nothing to ask, the match goes on
    monkeypatch.setattr("blackbox_desktop.app.window.NewGameDialog.exec", lambda self: 1)
    window.new_game_dialog()
    assert two.active and len(asked) == 1  # "No": the match goes on
    window.new_game_dialog()
    assert not two.active and len(asked) == 2  # "Yes": the match is left before the new game


def test_the_totals_count_a_round_as_soon_as_it_is_scored(window: MainWindow) -> None:
    two = round_in_play(window)
    fire(window, 7, 1, 25)
    balls(window, "A1,B8,C1,H8")
    finish(window)
    first = expected_score(ANN_ATOMS, ["F7", "F1", "F25", "B+A1", "B+B8", "B+C1", "B+H8", "D"])
    assert f"Bob scores {first}" in two.dock.status.text()
    assert two.dock.totals.text() == f"Ann: 0 — Bob: {first}"
    press(two.dock.primary)  # the next round: the round is filed, the totals stay
    assert two.dock.totals.text() == f"Ann: 0 — Bob: {first}"


def test_nothing_reaches_the_game_behind_the_curtain_or_the_pad(window: MainWindow) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QKeySequence
    from PySide6.QtTest import QTest

    from driving import start

    start(window, "ortho-8x8", "B2,C5,D1,E1")
    fire(window, 3)
    balls(window, "C3,D4")
    before = window.controller.game.history
    two = flow(window)
    two.start_match(SETUP, "program")
    for covered in ("hand-over", "pad"):
        # Undo and I have finished are off, by shortcut too: the game behind stays as it is, unrevealed.
        assert not window.finish_action.isEnabled() and not window.controller.undo_group.canUndo(), covered
        QTest.keySequence(window, QKeySequence("Ctrl+Z"))
        QTest.keySequence(window, QKeySequence("Ctrl+D"))
        assert window.controller.game.history == before and not window.controller.position.finished, covered
        assert not window.view.isInteractive()
        if covered == "hand-over":
            continue_(window)
            assert pad(window).isVisible()
    hide(window, ANN_ATOMS)
    continue_(window)
    assert window.view.isInteractive() and window.finish_action.isEnabled()
    assert window.view.focusPolicy() != Qt.FocusPolicy.NoFocus


def test_the_assisted_mark_of_the_game_behind_does_not_show_over_the_curtain_or_the_pad(
    window: MainWindow, qtbot: object
) -> None:
    # QA (the installed package): after a game played with the assistant, a hot-seat match's hand-over and
    # Ann's pad showed "assisted" alone in the status bar, the mark of the game hidden behind them.
    from driving import start

    start(window, "ortho-8x8", "B2,C5,D1,E1")
    assistant = window.assistant  # type: ignore[attr-defined]
    assistant.set_enabled(True)
    fire(window, 3)
    qtbot.waitUntil(lambda: assistant.assisted, timeout=20000)  # type: ignore[attr-defined]
    assert assistant.assisted_label.text() == "assisted"
    two = flow(window)
    two.start_match(SETUP, "program")
    for covered in ("hand-over", "pad"):
        assert assistant.assisted_label.text() == "" and assistant.assisted_label.toolTip() == "", covered
        if covered == "hand-over":
            continue_(window)
    hide(window, ANN_ATOMS)
    continue_(window)
    assert not window.covered and assistant.assisted_label.text() == ""  # Bob's round is his own, unassisted
    assistant.set_enabled(False)


def test_the_setter_hides_her_atoms_from_the_keyboard(window: MainWindow, qtbot: object) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    two = flow(window)
    two.start_match(SETUP, "program")
    continue_(window)
    the_pad = pad(window)
    keys = the_pad.view.viewport()
    QTest.keyClick(keys, Qt.Key.Key_Down)  # the cursor shows in the middle of the pad
    for arrow in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left):
        QTest.keyClick(keys, Qt.Key.Key_Return)
        QTest.keyClick(keys, arrow)
    assert len(the_pad.atoms) == 4 and the_pad.done_button.isEnabled()
    assert "Enter hides an atom here" in the_pad.view.accessibleDescription()
    QTest.keyClick(keys, Qt.Key.Key_Right)
    assert "an atom is hidden here" in the_pad.view.accessibleDescription()
    QTest.keyClick(keys, Qt.Key.Key_Space)  # Space on an atom takes it back
    assert len(the_pad.atoms) == 3 and "Enter hides an atom here" in the_pad.view.accessibleDescription()
    # Behind the pad, nothing of the table is within Tab's reach.
    assert not window.side_panel.isEnabled() and not window.view.isEnabled()


def test_a_match_started_while_the_computer_plays_stops_it_and_keeps_the_board(
    window: MainWindow, qtbot: object
) -> None:
    # The computer stopping gave Turn board over back to the match's round, and F threw the match away;
    # in a hot-seat match it went on firing at the old game behind the hand-over screen.
    play = window.computer_play  # type: ignore[attr-defined]
    assert play.start_random("ortho", "beginner", seed=3)
    two = flow(window)
    two.start_match(SETUP, "program")
    assert not play.playing
    fired = window.controller.game.history
    qtbot.wait(300)  # type: ignore[attr-defined]
    assert window.controller.game.history == fired
    continue_(window)
    hide(window, ANN_ATOMS)
    continue_(window)
    assert not window.flip_action.isEnabled() and not window.flip_button.isEnabled()
    window.flip_board()
    assert two.match is not None and window.controller.side == "ortho"


def _key(key: object, modifiers: object = None) -> None:
    """A key pressed on whatever has the keyboard focus, as a player without a mouse does."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    target = QApplication.focusWidget()
    assert target is not None
    QTest.keyClick(target, key, modifiers or Qt.KeyboardModifier.NoModifier)  # type: ignore[call-overload]
    QApplication.processEvents()


def _match_at_anns_pad(window: MainWindow, qtbot) -> SetterPad:
    """A hot-seat match begun from the keyboard: Ann's pad, with the keys."""
    from PySide6.QtCore import Qt

    window.activateWindow()
    qtbot.waitActive(window)
    flow(window).start_match(SETUP, "program")
    _key(Qt.Key.Key_Space)  # Continue
    return pad(window)


def _hide_four_from_the_keyboard() -> None:
    """On the pad that has the keys: the cursor shows in its middle, then Enter and an arrow, four times."""
    from PySide6.QtCore import Qt

    _key(Qt.Key.Key_Down)
    for arrow in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_Left):
        _key(Qt.Key.Key_Return)
        _key(arrow)


def test_the_setters_pad_buttons_each_have_a_letter_no_menu_opens_with(window: MainWindow, qtbot) -> None:
    """QA: no button of the pad had a keyboard letter; "Done hiding" was a Tab away from the board."""
    from PySide6.QtCore import Qt

    from blackbox_desktop.mnemonics import letter_of

    the_pad = _match_at_anns_pad(window, qtbot)
    buttons = (the_pad.done_button, the_pad.random_button, the_pad.clear_button, the_pad.cancel_button)
    letters = [letter_of(button.text()) for button in buttons]
    menus = {letter_of(action.text()) for action in window.menuBar().actions()}
    assert None not in letters and len(set(letters)) == 4 and not menus & set(letters), (letters, menus)
    assert letters[0] == "d"  # &Done hiding
    _hide_four_from_the_keyboard()
    assert "Press “Done hiding”" in the_pad.count_label.text()  # the words read the button as it reads
    _key(Qt.Key.Key_D, Qt.KeyboardModifier.AltModifier)  # a letter clicks its button a moment later, as Qt shows it
    qtbot.waitUntil(lambda: "Pass the computer to Bob" in hand_over_text(window))


def test_a_hot_seat_round_is_played_from_the_keyboard_across_the_hand_overs(window: MainWindow, qtbot) -> None:
    """After each Continue the keys go to the pad or the board, never to the hidden button or the scoring."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    the_pad = _match_at_anns_pad(window, qtbot)
    two = flow(window)
    assert QApplication.focusWidget() is the_pad.view
    _hide_four_from_the_keyboard()
    assert len(the_pad.atoms) == 4
    _key(Qt.Key.Key_Tab)  # one Tab from the board to Done
    assert QApplication.focusWidget() is the_pad.done_button
    _key(Qt.Key.Key_Return)
    assert "Pass the computer to Bob" in hand_over_text(window)
    _key(Qt.Key.Key_Space)  # Bob's Continue
    assert not two.curtain.covering
    assert QApplication.focusWidget() is window.view
    scoring = window.controller.score_variant
    _key(Qt.Key.Key_Down)  # the cursor shows on the rim, the scoring stays as it was
    _key(Qt.Key.Key_Return)
    assert window.controller.score_variant is scoring
    assert len(window.controller.position.shots) == 1


def test_enter_on_the_pad_before_any_arrow_presses_done(window: MainWindow) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    two = flow(window)
    two.start_match(SETUP, "program")
    continue_(window)
    the_pad = pad(window)
    QTest.keyClick(the_pad.view.viewport(), Qt.Key.Key_Return)  # no atom placed yet: nothing to finish
    assert two.curtain.pad is the_pad
    the_pad.set_atoms(BOARD.cells_from_names(ANN_ATOMS))
    QTest.keyClick(the_pad.view.viewport(), Qt.Key.Key_Return)
    assert "Pass the computer to Bob" in hand_over_text(window)


def test_a_match_resumed_at_the_review_says_again_how_the_round_ended(window: MainWindow, tmp_path: Path) -> None:
    two = round_in_play(window)
    fire(window, 7)
    balls(window, ANN_ATOMS)
    finish(window)
    score = two.match.current.score().total  # type: ignore[union-attr]
    path = tmp_path / "review.bbox"
    assert window.save_file(path)
    two.leave()
    start(window, "ortho-8x8", "A2,B3,C4,D5")  # the panel speaks of another game meanwhile
    assert window.load_file(path)
    assert two.phase == "review"
    said = window.announcement.text()
    assert said.startswith("Every atom found.") and f"Round 1 is over: Bob scores {score}." in said


def test_hide_at_random_places_many_atoms_at_once_even_ambiguous_ones(window: MainWindow, monkeypatch) -> None:
    """14 atoms on 8×8: arrangements every ray can tell apart are rare; it held the window a minute, then failed."""
    from blackbox_desktop.app.modes import pad as pad_module

    monkeypatch.setattr(pad_module, "RANDOM_SECONDS", 0.0, raising=False)  # the first draw is taken
    two = flow(window)
    two.start_match(MatchSetup(("Ann", "Bob"), BOARD, 14, Rules(FRANJOS)), "program")
    continue_(window)
    the_pad = pad(window)
    press(the_pad.random_button)
    assert len(the_pad.atoms) == 14 and the_pad.done_button.isEnabled()
    text = the_pad.count_label.text()
    assert text.startswith("Placed. Beware") or text.startswith("All atoms are placed")


def test_hide_at_random_says_why_when_no_atoms_can_be_drawn(window: MainWindow, monkeypatch) -> None:
    from blackbox_desktop.app.modes import pad as pad_module
    from blackbox_desktop.model.errors import CellError

    def refuse(*_args: object, **_kwargs: object) -> frozenset[int]:
        raise CellError("No arrangement of 4 atoms turned up.")

    two = flow(window)
    two.start_match(SETUP, "program")
    continue_(window)
    the_pad = pad(window)
    monkeypatch.setattr(pad_module, "random_setup", refuse)
    press(the_pad.random_button)
    assert the_pad.atoms == frozenset() and the_pad.count_label.text() == "No arrangement of 4 atoms turned up."


def test_a_look_alike_check_too_long_for_the_pad_is_given_up(window: MainWindow, monkeypatch) -> None:
    # One check alone took up to half a minute with 20 atoms on 10×10, and froze the window meanwhile.
    from blackbox_desktop.app.modes import pad as pad_module
    from blackbox_desktop.model.deduction_search import Cancelled

    def endless(_board: object, _atoms: object, cancel) -> bool:  # type: ignore[no-untyped-def]
        while not cancel():
            pass
        raise Cancelled()

    monkeypatch.setattr(pad_module, "RANDOM_SECONDS", 0.05)
    monkeypatch.setattr(pad_module, "is_ambiguous", endless)
    two = flow(window)
    two.start_match(SETUP, "program")
    continue_(window)
    the_pad = pad(window)
    press(the_pad.random_button)
    assert len(the_pad.atoms) == 4 and the_pad.done_button.isEnabled()
    assert "cannot tell quickly" in the_pad.count_label.text()
    the_pad.set_atoms(frozenset())
    for cell in sorted(BOARD.cells_from_names(ANN_ATOMS)):
        the_pad.toggle(cell)  # by hand too: the last atom's check gives up in time
    assert "cannot tell quickly" in the_pad.count_label.text()


def test_the_hand_over_button_shows_when_it_has_the_focus(window: MainWindow, qtbot) -> None:
    # Its style sheet dropped the native focus frame: focused or not, the two pictures were the same.
    two = flow(window)
    two.start_match(SETUP, "program")
    button = two.curtain.hand_over.button
    window.activateWindow()
    qtbot.waitActive(window)
    window.view.setFocus()
    button.clearFocus()
    plain = button.grab().toImage()
    button.setFocus()
    assert button.hasFocus()
    assert button.grab().toImage() != plain


def test_the_scoring_shown_for_the_round_in_play_comes_back_with_the_match(window: MainWindow, tmp_path: Path) -> None:
    # QA: Parker chosen in the panel came back as Franjos after a resume or Open (at a tabletop review it
    # changes which balls are offered as not her fault).
    from blackbox_desktop.model.scoring import Scoring

    two = round_in_play(window)
    fire(window, 1, 5)
    window.controller.set_score_variant(Scoring.PARKER)
    path = tmp_path / "match.bbox"
    assert window.save_file(path)
    assert isinstance(match_file.loads(path.read_bytes()), Match)  # the model reads it as before
    two.leave()
    start(window, "ortho-8x8", "A2,B3,C4,D5")
    assert window.load_file(path)
    continue_(window)
    assert window.controller.score_variant is Scoring.PARKER and window.controller.game.history[:2] == ("F1", "F5")


def test_a_match_saved_at_a_hand_over_keeps_no_scoring_of_the_game_before(window: MainWindow, tmp_path: Path) -> None:
    # QA: Parker chosen in round 1 (or in a solo game before the match) was written at the next hand-over
    # and shown for round 2; a pending choice also reached a brand-new match.
    from blackbox_desktop.model.scoring import Scoring

    round_in_play(window)
    fire(window, 3)
    window.controller.set_score_variant(Scoring.PARKER)
    balls(window, ANN_ATOMS)
    finish(window)
    press(flow(window).dock.primary)  # next round: Bob hides
    continue_(window)
    hide(window, "E5,F6,G7,H8")
    path = tmp_path / "handover.bbox"
    assert window.save_file(path)
    import json

    assert "scoring" not in json.loads(path.read_text(encoding="utf-8"))  # the rules keep their own
    flow(window).leave()
    assert window.load_file(path)
    continue_(window)
    assert window.controller.score_variant is Scoring.FRANJOS


def test_a_scoring_kept_in_a_file_is_not_given_to_a_new_match(window: MainWindow, tmp_path: Path) -> None:
    from blackbox_desktop.model.scoring import Scoring

    round_in_play(window)
    fire(window, 1)
    window.controller.set_score_variant(Scoring.PARKER)
    path = tmp_path / "match.bbox"
    assert window.save_file(path)
    two = flow(window)
    two.leave()
    assert window.load_file(path)  # behind its hand-over: the kept scoring waits for the round
    two.leave()
    round_in_play(window)  # a new match instead
    assert window.controller.score_variant is Scoring.FRANJOS


def test_the_sheet_names_the_scoring_it_counts(window: MainWindow) -> None:
    # QA: with Parker chosen in the panel, the panel said 17 and the sheet 12, with nothing to say which is which.
    two = round_in_play(window)
    table = two.dock.table
    headings = [table.horizontalHeaderItem(column).text() for column in range(table.columnCount())]
    assert headings == ["Round", "Experimenter", "Score (Franjos)"]


def test_a_pad_of_one_atom_speaks_of_one(window: MainWindow) -> None:
    # QA: "All 1 atoms are placed", in French "Les 1 atomes sont tous placés".
    two = flow(window)
    two.start_match(MatchSetup(("Ann", "Bob"), BOARD, 1, Rules(FRANJOS)), "program")
    continue_(window)
    the_pad = pad(window)
    the_pad.toggle(BOARD.cell_index("A1"))
    the_pad.toggle(BOARD.cell_index("B2"))
    assert the_pad.count_label.text() == "The atom is placed. Click it to take it back first."


def test_ctrl_return_takes_the_next_step_from_the_board_once(window: MainWindow, qtbot) -> None:
    """The dock's next step ("Next round: Bob hides") took several Tabs to reach from the board."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    window.activateWindow()
    qtbot.waitActive(window)
    two = round_in_play(window)
    fire(window, 7)
    balls(window, ANN_ATOMS)
    finish(window)
    assert "Next round: Bob hides" in two.dock.primary.text()
    assert "Ctrl+Enter" in two.dock.primary.toolTip()  # the key as players call it
    window.view.setFocus()
    _key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: two.curtain.covering, timeout=2000)
    assert "Pass the computer to Bob" in hand_over_text(window)
    assert two.dock.sheet_rows()[-1] == ["2", "Ann", "to play"]
    # Behind the cover the greyed dock takes no step: Enter, even Ctrl+Enter, is the hand-over's Continue.
    _key(Qt.Key.Key_Enter, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert "Bob" in pad(window).heading.text()
    assert two.dock.sheet_rows()[-1] == ["2", "Ann", "to play"]
