"""The French duel's turns and stopping rule (RULES.md §4, seeds 003 and 004) on seeded random duels.

"A player may stop and name her atoms at any time; her opponent may then go on firing while her own score
is still lower."  Each duel below is played by two seeded random players; after every move the turn, who may
fire and who must name her atoms are checked against that sentence.
"""

from __future__ import annotations

import random

import pytest

from blackbox_desktop.model import MoveError, parse_board
from blackbox_desktop.model.duel import Duel


def name_move(board_cells: list[int], duel: Duel, rng: random.Random) -> str:
    """Name atoms: right ones (the opponent's, as the box knows them) or a random guess."""
    box = duel.boxes[duel.turn]
    assert box.setup is not None
    cells = sorted(box.setup) if rng.random() < 0.5 else rng.sample(board_cells, box.position.atom_count)
    return "N=" + ",".join(duel.board.names(cells))


@pytest.mark.parametrize("spec", ["ortho-8x8", "hex-5", "ortho-4x6"])
def test_the_opponent_fires_on_alone_only_while_her_score_is_lower(spec: str) -> None:
    board = parse_board(spec)
    cells = list(board.cells)
    for seed in range(40):
        rng = random.Random(seed)
        hidden = (frozenset(rng.sample(cells, 4)), frozenset(rng.sample(cells, 4)))
        duel = Duel.new(("Ann", "Bob"), board, 4, hidden)
        while not duel.over:
            player, other = duel.turn, 1 - duel.turn
            assert not duel.stopped(player)
            alone = duel.stopped(other)
            lower = duel.score(player) < duel.score(other)
            assert duel.must_name(player) == (alone and not lower)
            if duel.must_name(player):
                with pytest.raises(MoveError, match="name your atoms now"):
                    duel.play(f"F{rng.choice(board.ports)}")
                duel = duel.play(name_move(cells, duel, rng))
                continue
            if rng.random() < 0.12:
                after = duel.play(name_move(cells, duel, rng))
                assert after.stopped(player) and after.boxes[player].finished
                assert after.over or after.turn == other  # the opponent plays on
            else:
                before = duel.score(player)
                after = duel.play(f"F{rng.choice(board.ports)}")
                assert after.score(player) > before  # every ray costs (per-ray scoring)
                assert after.turn == (player if alone else other)  # in turn, or alone once she has stopped
            duel = after
        scores = (duel.score(0), duel.score(1))
        expected = None if scores[0] == scores[1] else ("Ann", "Bob")[scores.index(min(scores))]
        assert duel.winner() == expected
        assert duel.replayed() == duel
