"""Reading a file she names, which may be a pipe that nobody writes to.

A saved game may come through a pipe (``blackbox-desktop <(cat game.bbox)``), so a path that is not a plain file
is read, not refused.  But opening a named pipe waits for a program to write to it, for ever if none does: the
window froze with no word.  A pipe (or a terminal, any file that is not a plain one) is therefore opened without
waiting, and read for as long as something arrives; when nothing has come for :data:`PIPE_PATIENCE` seconds the
read gives up with :data:`NOTHING_WRITTEN` as its reason, as the system's own reasons are given.

Where the system cannot open without waiting (Windows has no named pipes in its folders) the file is read plainly.
"""

from __future__ import annotations

import errno
import os
import select
import stat
import time

PIPE_PATIENCE = 3.0  # seconds without a byte before a pipe is given up
NOTHING_WRITTEN = "Nothing was written to it"
_CHUNK = 65536


def read_at_most(path: str | os.PathLike[str], size: int) -> bytes:
    """The first ``size`` bytes of ``path`` (all of it if shorter); raise :class:`OSError` as ``open`` would, or
    :class:`TimeoutError` (reason :data:`NOTHING_WRITTEN`) for a pipe that keeps silent."""
    try:
        kind = os.stat(path).st_mode
    except OSError:
        kind = stat.S_IFREG  # gone or unreadable: open() below says which
    if stat.S_ISREG(kind) or stat.S_ISDIR(kind) or not hasattr(select, "poll") or not hasattr(os, "O_NONBLOCK"):
        with open(path, "rb") as stream:
            return stream.read(size)
    handle = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    try:
        return _drain(handle, size)
    finally:
        os.close(handle)


def _drain(handle: int, size: int) -> bytes:
    """Read a pipe opened without waiting until it ends, ``size`` bytes came, or it keeps silent too long.

    An empty read means no writer: at the end (a writer came and went) or before any came.  Linux reports the
    first as a hang-up to ``poll`` and says nothing of the second, so silence until the deadline is the sign.
    """
    watch = select.poll()
    watch.register(handle, select.POLLIN | select.POLLHUP)
    chunks: list[bytes] = []
    got = 0
    writer_seen = False
    deadline = time.monotonic() + PIPE_PATIENCE
    while got < size:
        try:
            chunk = os.read(handle, min(_CHUNK, size - got))
        except BlockingIOError:  # a writer is there, with nothing yet
            writer_seen = True
        else:
            if chunk:
                chunks.append(chunk)
                got += len(chunk)
                deadline = time.monotonic() + PIPE_PATIENCE
                continue
            if writer_seen or got:
                break  # the writer has gone: the end
        left = deadline - time.monotonic()
        if left <= 0:
            if got or writer_seen:
                break  # what came is all there is for now: the reader judges it
            raise TimeoutError(errno.ETIMEDOUT, NOTHING_WRITTEN)
        events = watch.poll(left * 1000)
        if any(flags & select.POLLHUP for _, flags in events):
            writer_seen = True
    return b"".join(chunks)
