"""Odd input the window must take in its stride (QA fuzzing of stop 24): a clear result, never a silent stop."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QDialog

from blackbox_desktop.app.features import computer_play
from blackbox_desktop.app.options import GameOptions
from blackbox_desktop.app.window import MainWindow


@pytest.mark.parametrize(
    "seed, value", [("1978", 1978), ("-5", -5), ("--5", "--5"), ("9" * 5000, "9" * 5000), ("", None), ("zz", "zz")]
)
def test_a_seed_is_a_number_only_when_it_is_a_whole_number(seed: str, value: object) -> None:
    assert GameOptions(seed=seed).seed_value() == value


def test_new_game_with_a_seed_int_refused_starts_the_game(window: MainWindow) -> None:
    # "--5" reached int(), which refused it: New game did nothing and said nothing.
    assert window.start_game(replace(window.options, seed="--5"))
    assert window.controller.has_game and not window.controller.game.history
    again = window.controller.game.setup
    assert window.start_game(replace(window.options, seed="--5"))
    assert window.controller.game.setup == again  # the same seed hides the same atoms


def test_a_remembered_level_that_reads_back_as_a_list_opens_the_dialog(window: MainWindow, monkeypatch) -> None:
    # "computer/level=medium, strong" in the settings file reads back as a list: the dialog never opened.
    window.settings.store.setValue(computer_play.LAST_LEVEL_KEY, ["medium", "strong"])
    opened: list[str] = []

    def answer(dialog: QDialog) -> int:
        opened.append(dialog.level.currentData())  # type: ignore[attr-defined]
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(computer_play, "run_modal", answer)
    window.computer_play.start_dialog()  # type: ignore[attr-defined]
    assert opened == ["strong"]


def test_a_long_game_is_resumed_with_one_redraw_not_one_a_move(window: MainWindow) -> None:
    # QA fuzzing: a file of 20,000 moves (the limit) took minutes to resume, the board redrawn and the autosave
    # rewritten after every move; a 1,500-move game on 26×26 took 20 s.
    from blackbox_desktop.model.board import parse_board
    from blackbox_desktop.model.game import Game, Rules

    board = parse_board("ortho-8x8")
    game = Game.new(board, 4, Rules(), board.cells_from_names("B2,C5,D1,E7"))
    for move in ["F1", "F9", "F17", *[f"B{sign}A{column}" for column in range(1, 9) for sign in "+-"] * 10]:
        game = game.apply(move)
    told: list[object] = []
    window.controller.stateChanged.connect(told.append)
    window.controller.load_replayed(game)
    assert window.controller.game.history == game.history
    assert 1 <= len(told) <= 2  # the fresh board, then the game as it stands (163 moves)
    assert told[-1].position == game.position  # type: ignore[attr-defined]
    window.controller.undo()  # each move since the last ray can still be undone, one at a time
    assert window.controller.game.history == game.history[:-1]
