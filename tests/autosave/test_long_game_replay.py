"""A long game opened or resumed is replayed into the undo history in one go, and undoes move by move as before.

QA: opening or resuming a 1,500-move game took up to 2 s, and longer at each Open: every move replayed changed
the Undo/Redo actions' words (a toolbar button's action costs more at each change under Qt 6.11) and the panel's.
Now the actions, the buttons and the panel hear of the game once, as it stands at the end.  Not timed: what is
checked is how often they were told, and that Undo and Redo work as they did.
"""

from __future__ import annotations

from pathlib import Path

from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.savefile import dumps

from driving import settle

BOARD = parse_board("ortho-8x8")
CELLS = ("A1", "B2", "C3", "D4")


def _long_game(rays: int = 5, steps: int = 120) -> Game:
    """Rays, then balls put on and taken off: every ball move after the last ray can be undone."""
    game = Game.new(BOARD, 4, Rules(), BOARD.cells_from_names("B2,C5,D1,E7"))
    for port in range(1, rays + 1):
        game = game.apply(f"F{port}")
    for index in range(steps):
        cell = CELLS[index % len(CELLS)]
        game = game.apply(f"B+{cell}" if (index // len(CELLS)) % 2 == 0 else f"B-{cell}")
    return game


def test_an_opened_long_game_tells_its_undo_history_once_and_undoes_move_by_move(
    window: MainWindow, tmp_path: Path
) -> None:
    game = _long_game()
    path = tmp_path / "long.bbox"
    path.write_text(dumps(game), encoding="utf-8")
    changes, states, said = [], [], []
    window.undo_action.changed.connect(lambda: changes.append(window.undo_action.text()))
    window.controller.stateChanged.connect(states.append)
    window.controller.announced.connect(said.append)
    assert window.load_file(path), window.errors  # type: ignore[attr-defined]
    settle(window)
    assert len(changes) < 10  # not a change of words per move replayed
    assert len(states) < 5
    assert said[-1] == window.announcement.text() == "Game loaded."
    controller = window.controller
    assert controller.game.history == game.history
    assert window.undo_button.isEnabled() and not window.redo_button.isEnabled()
    assert window.undo_action.isEnabled() and window.undo_action.text() == "&Undo ball off D4"
    for back in range(1, 121):
        controller.undo()
        assert controller.game.history == game.history[:-back]  # one move a step, to the last ray
    assert not window.undo_button.isEnabled() and not window.undo_action.isEnabled()
    assert controller.game.history == game.history[:5]
    assert window.announcement.text().startswith("Ray at 5: ")  # the last ray's answer, as when it was fired
    controller.redo()
    assert controller.game.history == game.history[:6] and window.undo_action.text() == "&Undo ball on A1"


def test_a_resumed_game_ending_with_a_ray_says_its_answer_once(window: MainWindow) -> None:
    game = _long_game(rays=6, steps=0)
    said: list[str] = []
    window.controller.announced.connect(said.append)
    window.controller.load_replayed(game)
    assert len(said) == 1 and said[0].startswith("Ray at 6: ")
    assert window.announcement.text() == said[0]
    assert not window.undo_button.isEnabled()  # a ray the program answered is not taken back


def test_a_resumed_game_with_redo_has_both_buttons(window: MainWindow) -> None:
    game = _long_game(steps=30)
    window.controller.keep_redo("ortho", game.history[:-3], tuple((move,) for move in game.history[-3:]))
    window.controller.load_replayed(Game.new(BOARD, 4, Rules(), game.setup).apply_all(list(game.history[:-3])))
    assert window.undo_button.isEnabled() and window.redo_button.isEnabled()
    assert window.redo_action.isEnabled() and window.redo_action.text().startswith("&Redo ball")
    for _ in range(3):
        window.controller.redo()
    assert window.controller.game.history == game.history and not window.redo_button.isEnabled()
