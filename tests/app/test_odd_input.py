"""Odd input the window must take in its stride (QA fuzzing of stop 24): a clear result, never a silent stop."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QDialog

from blackbox_desktop.app.features import computer_play
from blackbox_desktop.app.options import GameOptions
from blackbox_desktop.app.window import MainWindow


@pytest.mark.parametrize("seed, value", [("1978", 1978), ("-5", -5), ("--5", "--5"), ("9" * 5000, "9" * 5000),
                                         ("", None), ("zz", "zz")])
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
