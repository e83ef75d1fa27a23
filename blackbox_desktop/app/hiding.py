"""The computer hides its atoms beside the window, so a long search can be cancelled.

Finding an arrangement every ray can tell apart (RULES.md §5) is instant on
the boxes' boards but can take minutes with many atoms on a big board.  The
search runs in a forked child process, which Cancel simply terminates; where
fork is not available it runs in a thread (then Cancel only stops waiting).
"""

from __future__ import annotations

import multiprocessing
import threading
from collections.abc import Callable
from multiprocessing.connection import Connection

from ..model.board import Board, Cell, parse_board
from ..model.errors import BlackBoxError
from ..model.setup import random_setup


class HidingCancelled(Exception):
    """The player cancelled the search; the current game goes on."""


def _child(spec: str, atoms: int, seed: int | str | None, avoid: bool, conn: Connection) -> None:
    try:
        hidden = random_setup(parse_board(spec), atoms, seed, avoid_ambiguous=avoid)
        conn.send(("ok", sorted(hidden)))
    except BlackBoxError as error:
        conn.send(("error", str(error)))
    finally:
        conn.close()


def hide_atoms(
    board: Board,
    atoms: int,
    seed: int | str | None,
    avoid_ambiguous: bool,
    wait: Callable[[Callable[[], bool]], bool],
) -> frozenset[Cell]:
    """Hide ``atoms`` atoms.  ``wait(done)`` keeps the window alive until ``done()`` is true
    and returns False if the player cancelled.  Raises BlackBoxError or HidingCancelled."""
    if "fork" in multiprocessing.get_all_start_methods():
        context = multiprocessing.get_context("fork")
        receiver, sender = context.Pipe(duplex=False)
        process = context.Process(target=_child, args=(board.spec, atoms, seed, avoid_ambiguous, sender), daemon=True)
        process.start()
        sender.close()
        try:
            if not receiver.poll(0.4) and not wait(lambda: receiver.poll(0)):
                raise HidingCancelled
            try:
                kind, value = receiver.recv()
            except EOFError:
                raise BlackBoxError("The computer could not hide the atoms.") from None
        finally:
            if process.is_alive():
                process.terminate()
            process.join(1.0)
            receiver.close()
        if kind == "error":
            raise BlackBoxError(str(value))
        return frozenset(int(cell) for cell in value)
    result: dict[str, object] = {}

    def work() -> None:
        try:
            result["atoms"] = random_setup(board, atoms, seed, avoid_ambiguous=avoid_ambiguous)
        except BlackBoxError as error:
            result["error"] = error

    thread = threading.Thread(target=work, name="hide-atoms", daemon=True)
    thread.start()
    thread.join(0.4)
    if thread.is_alive() and not wait(lambda: not thread.is_alive()):
        raise HidingCancelled
    error = result.get("error")
    if isinstance(error, BlackBoxError):
        raise error
    hidden = result["atoms"]
    assert isinstance(hidden, frozenset)
    return hidden
