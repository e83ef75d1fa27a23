"""Writing files so that a crash never leaves half a file behind.

The text goes to a temporary file in the same folder, is flushed to disk,
and then takes the target's name in one step (``os.replace`` is atomic on
POSIX and Windows).  A reader sees the old file or the new one, never a mix.

``os.replace`` only needs the folder to be writable, so a file its owner made
read-only would be replaced without a word: it is refused first, as a plain
write to it would be.  A symbolic link is written through (the file it points
to gets the text; the link stays a link), and a path that is not a file (a
device, a pipe) is refused rather than replaced.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path

from .errors import SaveFileError, readable
from .reading import read_at_most


def write_atomic(path: str | os.PathLike[str], text: str) -> None:
    """Replace ``path`` with ``text`` in one step; raise :class:`SaveFileError` if it cannot be written."""
    target = Path(os.path.realpath(path))
    if os.access(target, os.F_OK) and not target.is_file() and not target.is_dir():
        raise SaveFileError(f"Cannot save {readable(target.name)}: it is not a file.")
    if os.access(target, os.F_OK) and (not os.access(target, os.W_OK) or not mode_for(target) & 0o222):
        # No write bit at all: its owner made it read-only to keep it, and root (who may write anything)
        # must not overwrite it either.
        raise SaveFileError(f"Cannot save {readable(target.name)}: {os.strerror(_refusal(target))}.")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        handle, temporary = tempfile.mkstemp(prefix=temporary_prefix(target.name), suffix=".tmp", dir=target.parent)
    except OSError as error:
        raise SaveFileError(f"Cannot write to {readable(target.parent)}: {error.strerror or error}.") from None
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as stream:
            # mkstemp makes the file private (0600): give it the old file's mode, or a new file's usual one.
            os.chmod(temporary, mode_for(target))
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temporary, target)
    except OSError as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise SaveFileError(f"Cannot save {readable(target.name)}: {error.strerror or error}.") from None


TEMPORARY_NAME_BYTES = 200
"""The most of a target's name its temporary file's name repeats: the temporary adds a dot, a dot, eight
letters and ``.tmp``, and a name of 242 bytes or more (255 is the most most file systems take) could not be
saved at all (QA fuzzing: a game opened from such a file said "file name too long" at each Save)."""


def temporary_prefix(name: str) -> str:
    """The start of the name of the temporary file that becomes ``name``: ``.name.``, the name cut short if
    need be (within a character, never between the bytes of one).

    >>> temporary_prefix("game.bbox"), len(temporary_prefix("é" * 200).encode())
    ('.game.bbox.', 202)
    """
    while len(os.fsencode(name)) > TEMPORARY_NAME_BYTES:
        name = name[:-1]
    return f".{name}."


def _refusal(target: Path) -> int:
    """Why a file that exists cannot be written: its file system is read-only, else permission (QA: the autosave
    said "Permission denied" where Save As said "Read-only file system")."""
    try:
        if os.statvfs(target.parent).f_flag & os.ST_RDONLY:
            return errno.EROFS
    except (OSError, AttributeError):  # no statvfs on Windows
        pass
    return errno.EACCES


def same_file(first: str | os.PathLike[str], second: str | os.PathLike[str]) -> bool:
    """Whether two paths name one file (through links too); for a file not there yet, whether they resolve
    alike."""
    try:
        return os.path.samefile(first, second)
    except OSError:
        try:
            return Path(first).resolve() == Path(second).resolve()
        except (OSError, RuntimeError):
            return Path(first) == Path(second)


def mode_for(target: Path) -> int:
    """The permission bits ``target`` keeps (it exists) or gets (a new file, under the umask)."""
    try:
        return stat.S_IMODE(target.stat().st_mode)
    except OSError:
        umask = os.umask(0)
        os.umask(umask)
        return 0o666 & ~umask


def read_text(path: str | os.PathLike[str], limit: int = 2_000_000, files_only: bool = False) -> str:
    """Read a saved file; raise :class:`SaveFileError` with a sentence if it cannot be read.

    ``files_only``: refuse a path that is not a file (a pipe, a device) instead of waiting on it.  For the
    program's own files (the autosave, the score book), which a pipe in their place would keep from ever
    starting; a game she opens may well come from a pipe (``<(cat game.bbox)``).
    """
    target = Path(path)
    if files_only:
        try:
            kind = target.stat().st_mode
        except OSError:
            kind = stat.S_IFREG  # gone or unreadable: open() below says which
        if not stat.S_ISREG(kind):
            raise SaveFileError(f"Cannot open {readable(target.name)}: it is not a file.")
    try:
        data = read_at_most(target, limit + 1)
    except OSError as error:
        raise SaveFileError(f"Cannot open {readable(target.name)}: {error.strerror or error}.") from None
    if len(data) > limit:
        raise SaveFileError(f"{readable(target.name)} is far too large to be a saved Black Box game.")
    try:
        # "utf-8-sig": a byte order mark, which some editors (Notepad) put before the text they save, is not part
        # of it (QA fuzzing: a score book saved again from such an editor was set aside as damaged, and so was
        # the autosave; a game opened from a file always read past it).
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise SaveFileError(f"{readable(target.name)} is not a saved Black Box game: it is not text.") from None
