"""Game → Restart this puzzle: the same atoms again from the start, as Simon Tatham's Black Box offers."""

from __future__ import annotations

import json

from blackbox_desktop.app.data_files import data_dir
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.game import Game, Rules

from driving import balls, cell_point, click, fire, start

ATOMS = "B2,D4,F6,G3"


def _book() -> list[dict[str, object]]:
    path = data_dir() / "scores.json"
    return json.loads(path.read_text())["games"] if path.exists() else []  # type: ignore[no-any-return]


def test_restart_puts_the_same_atoms_back_with_nothing_fired_or_placed(window: MainWindow) -> None:
    board = start(window, "ortho-8x8", ATOMS)
    restart = window.restart_puzzle
    assert restart is not None
    assert restart.action in window.game_menu.actions()
    assert not restart.action.isEnabled()  # nothing to restart yet
    fire(window, 1, 5)
    balls(window, "A1")
    window.controller.mark_empty(board.cell_index("H8"))
    assert restart.action.isEnabled()
    restart.action.trigger()
    assert "crosses on this board go" in window.confirmed[-1]  # type: ignore[attr-defined]  # her notes too
    game = window.controller.game
    assert game.setup == board.cells_from_names(ATOMS)
    assert game.history == () and game.position.balls == game.position.empty_marks == frozenset()
    assert "the computer has hidden 4 atoms where they were" in window.announcement.text()
    assert "not written in your score book" in window.confirmed[-1]  # type: ignore[attr-defined]
    assert not window.undo_action.isEnabled()


def test_a_puzzle_played_again_after_its_answers_were_seen_is_not_written_down(window: MainWindow) -> None:
    start(window, "ortho-8x8", ATOMS)
    fire(window, 1)
    balls(window, ATOMS)
    window.finish_button.click()
    assert len(_book()) == 1
    window.restart_puzzle.action.trigger()  # type: ignore[union-attr]
    assert not window.controller.position.finished
    fire(window, 1)
    balls(window, ATOMS)
    window.finish_button.click()
    assert len(_book()) == 1  # she knew the answer: not a game of hers
    assert "A puzzle played again is not written in your score book." in window.score_panel.verdict.text()
    assert window.controller.extras().get("not_scored") is True  # and a file or the autosave keeps that


def test_restarted_before_any_ray_it_still_counts(window: MainWindow) -> None:
    start(window, "ortho-8x8", ATOMS)
    click(window, cell_point(window, "A1"))
    window.restart_puzzle.action.trigger()  # type: ignore[union-attr]
    assert "score book" not in window.confirmed[-1]  # type: ignore[attr-defined]
    fire(window, 1)
    balls(window, ATOMS)
    window.finish_button.click()
    assert len(_book()) == 1


def test_no_restart_when_refused_nor_where_the_program_never_knew_the_atoms(window: MainWindow) -> None:
    board = start(window, "ortho-8x8", ATOMS)
    fire(window, 1)
    window.confirm = lambda title, text: False  # type: ignore[method-assign]
    window.restart_puzzle.action.trigger()  # type: ignore[union-attr]
    assert len(window.controller.position.shots) == 1  # No: the game stays as it was
    # A tabletop round: a person keeps the atoms, so there is nothing to put back.
    window.controller.load(Game.new(board, 4, Rules(), None).apply("F1=H"))
    assert not window.restart_puzzle.action.isEnabled()  # type: ignore[union-attr]


def test_restarted_twice_it_stays_unwritten_though_the_second_time_no_ray_was_fired(window: MainWindow) -> None:
    # She saw the answers in the first game: the second, left before any ray, is the same puzzle she knows.
    start(window, "ortho-8x8", ATOMS)
    fire(window, 1)
    window.restart_puzzle.action.trigger()  # type: ignore[union-attr]
    click(window, cell_point(window, "A1"))  # a ball, so that there is something to restart
    window.restart_puzzle.action.trigger()  # type: ignore[union-attr]
    assert "not written in your score book" in window.confirmed[-1]  # type: ignore[attr-defined]
    fire(window, 1)
    balls(window, ATOMS)
    window.finish_button.click()
    assert _book() == []
    assert "A puzzle played again is not written in your score book." in window.score_panel.verdict.text()
    window.start_game(window.options)  # a new puzzle is hers again, and its end says nothing of the last one
    fire(window, 1)
    balls(window, ATOMS)
    window.finish_button.click()
    assert window.controller.position.finished and len(_book()) == 1
    assert "played again" not in window.score_panel.verdict.text()
