"""The model's own work for one move and for one step of the window, as the game grows long.

A window shown a game asks its model the same questions after every move,
Undo or Redo (who revealed the atoms, the score so far, the markers, the
known answers...).  None of that should take longer on move 1500 than on
move 150.  For each board, games of 150, 1500 and 6000 moves are made two
ways:

- balls: rays at a third of the ports, then balls put on and taken off (as
  ``resume_replay.py`` makes them);
- rays: rays fired again and again round the rim, scored per ray (a
  typed or hand-edited game can repeat rays; each repeat costs).

and each is timed (median of many runs, in microseconds):

- ball: ``Game.apply`` of a ball put on or taken off;
- ray: ``Game.apply`` of a ray;
- questions: what the window asks of a game at each step (see ``questions``);
- hand markers: the marker checks of a game whose markers are laid by hand.

Run: ``python benchmarks/model_per_move.py [--quick]``.  Pure model, no Qt.
Prints figures; never fails on time (STYLE.md).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from long_games import long_game

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.scoring import Scoring

BOARDS = (("ortho-8x8", 4), ("ortho-26x26", 10), ("hex-9", 10))
LENGTHS = (150, 1500, 6000)
REPEATS = 300


def ray_game(spec: str, atoms: int, moves: int) -> Game:
    """Rays fired round the rim again and again, scored per ray."""
    board = parse_board(spec)
    rng = random.Random(7)
    setup = frozenset(rng.sample(range(board.cell_count), atoms))
    game = Game.new(board, atoms, Rules(scoring=Scoring.PER_RAY), setup)
    ports = list(board.ports)
    while len(game.history) < moves:
        game = game.apply(f"F{ports[len(game.history) % len(ports)]}")
    return game


def questions(game: Game) -> object:
    """What the window asks of the game it shows after each move, Undo or Redo (the controller's snapshot,
    the score panel, the autosave, Restart and the share code)."""
    pos = game.position
    return (
        game.revealed_by_setter,
        game.revealed_by_setter,
        game.revealed_by_setter,
        game.score(),
        game.setter_error_limit(),
        game.excusable(),
        pos.marker_points,
        pos.marker_points,
        pos.ray_cost,
        pos.announced_rays,
        pos.balls_left,
        pos.known_answers(),
        pos.is_known(1),
    )


def hand_markers(game: Game) -> object:
    """The checks of a game whose markers are laid by hand (the snapshot's and the scene's)."""
    pos = game.position
    return pos.marker_mistakes(), pos.pairs_awaiting_partner()


def median_us(action: Callable[[], object], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        started = time.perf_counter()
        action()
        times.append(time.perf_counter() - started)
    return 1e6 * statistics.median(times)


def ball_move(game: Game) -> str:
    """A ball put on a free cell, or one taken off when all are on."""
    board, pos = game.board, game.position
    if pos.balls_left:
        free = next(cell for cell in range(board.cell_count) if cell not in pos.balls)
        return f"B+{board.cell_name(free)}"
    return f"B-{board.cell_name(min(pos.balls))}"


def row(game: Game, repeats: int) -> str:
    board = game.board
    fired = {shot.port for shot in game.position.shots}
    ray = f"F{next((port for port in board.ports if port not in fired), 1)}"
    ball = ball_move(game)
    hand = Game.new(board, game.position.atom_count, Rules(markers_by_hand=True), game.setup).apply_all(
        [move for move in game.history if not move.startswith("F")] + [f"F{shot.port}" for shot in game.position.shots]
    )
    figures = (
        median_us(lambda: game.apply(ball), repeats),
        median_us(lambda: game.apply(ray), repeats),
        median_us(lambda: questions(game), repeats),
        median_us(lambda: hand_markers(hand), max(10, repeats // 10)),
    )
    return "".join(f"{figure:12.1f}" for figure in figures)


def main() -> None:
    quick = "--quick" in sys.argv
    lengths = LENGTHS[:2] if quick else LENGTHS
    repeats = REPEATS // 3 if quick else REPEATS
    print("The model's work per move, median microseconds", flush=True)
    print(f"  {'board':12} {'game':6} {'moves':>6}{'ball':>12}{'ray':>12}{'questions':>12}{'hand markers':>14}")
    for spec, atoms in BOARDS:
        for kind, make in (("balls", long_game), ("rays", ray_game)):
            for length in lengths:
                game = make(spec, atoms, length)
                print(f"  {spec:12} {kind:6} {len(game.history):6d}{row(game, repeats)}", flush=True)


if __name__ == "__main__":
    main()
