"""Which running copy of the program keeps the autosave: only one may, or two would write over each other's game.

The first copy to start takes a lock file beside the autosave (``autosave.lock``) and holds it until its last
window closes.  A second copy (a saved game double-clicked while the game is open) finds the lock taken: it
neither offers the first one's game nor writes over it (``Autosave.shared``).  The lock of a copy that crashed
is stale and taken over at the next start.

Terms
    claim   this copy keeps the autosave: it holds the lock, shared by all of its windows (tests open several)
    key     the lock file's path as text, which names a claim until it is let go (``unclaim``)
"""

from __future__ import annotations

import atexit
import contextlib

from PySide6.QtCore import QLockFile

from ..data_files import autosave_lock_path, autosave_path


def claim() -> tuple[bool, str | None]:
    """Whether this copy of the program keeps the autosave, and the lock it holds for it (None: none to let go).

    The windows of one copy (tests open several) share its claim; another copy holding the lock keeps it.
    """
    path = autosave_lock_path()
    key = str(path)
    if key in _claims:
        lock, windows = _claims[key]
        _claims[key] = (lock, windows + 1)
        return True, key
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
    lock = QLockFile(key)
    # Held for as long as the window is open, hours perhaps: only the lock of a copy that is gone (a crash)
    # is stale, never one merely old.
    lock.setStaleLockTime(0)
    if lock.tryLock(0):
        _claims[key] = (lock, 1)
        _sweep_leftovers()
        return True, key
    if lock.error() == QLockFile.LockError.LockFailedError:
        return False, None  # another copy is running
    # No lock can be made there (a read-only folder, a file in its place): no autosave can be written either,
    # and each write says why.
    return True, None


def _sweep_leftovers() -> None:
    """Remove the temporary files of autosaves a crash cut short (``.autosave.bbox.*.tmp``): only the copy
    holding the lock writes the autosave, so none of them is being written now (QA: 40 kills left 26)."""
    target = autosave_path()
    with contextlib.suppress(OSError):
        for leftover in target.parent.glob(f".{target.name}.*.tmp"):
            with contextlib.suppress(OSError):
                if leftover.is_file() and not leftover.is_symlink():
                    leftover.unlink()


def unclaim(key: str) -> None:
    """One window of this copy lets its claim go; the lock goes with the last one (the next start keeps the
    autosave)."""
    lock, windows = _claims.pop(key)
    if windows > 1:
        _claims[key] = (lock, windows - 1)
    else:
        lock.unlock()


_claims: dict[str, tuple[QLockFile, int]] = {}
"""The locks this copy holds, by path, with the number of its windows using each."""


@atexit.register
def _let_go_at_exit() -> None:
    for lock, _windows in _claims.values():
        lock.unlock()
