"""Writing a PDF file in one step: the old file stays until the new one is whole.

The pages are drawn into memory first; only a complete PDF (it starts with
``%PDF-`` and ends with ``%%EOF``) is written, to a temporary file beside the
target, flushed to the disk and then renamed onto the target.  A full disk,
a read-only folder or a drawing that fails leaves the target as it was and
no temporary file behind; the caller's error class carries one sentence,
e.g. "Cannot write to 'x.pdf': no space left on device." (worded as the
window's other file errors, so that it is shown in the interface language).
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QBuffer, QIODevice
from PySide6.QtGui import QPdfWriter

from ..model.errors import BlackBoxError, readable
from ..model.storage import mode_for, temporary_prefix

PDF_RESOLUTION = 1200
"""Dots per inch of the PDF's coordinate grid: fine enough that no line snaps visibly."""


def is_complete_pdf(data: bytes) -> bool:
    """True for bytes that look like a whole PDF: the header at the start, ``%%EOF`` at the end.

    >>> is_complete_pdf(b"%PDF-1.4\\n...\\nstartxref\\n9\\n%%EOF\\n"), is_complete_pdf(b"%PDF-1.4\\n1 0 obj")
    (True, False)
    """
    return data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")


def write_pdf(
    path: str | Path,
    error: type[BlackBoxError],
    draw: Callable[[QPdfWriter], int],
) -> int:
    """Let ``draw`` paint on a PDF writer, then put the finished file at ``path``; return what ``draw`` returns.

    ``draw`` raises ``error`` itself when the painter cannot begin or end.
    """
    target = Path(path)
    failure = _failure(target, error)
    mode = mode_for(target)
    # Made first, so that a folder that cannot be written fails before the drawing starts.
    handle, temporary = _temporary_beside(target, failure)
    try:
        with os.fdopen(handle, "wb") as stream:
            buffer = QBuffer()
            if not buffer.open(QIODevice.OpenModeFlag.WriteOnly):
                raise failure("the drawing could not be started")
            writer = QPdfWriter(buffer)
            writer.setCreator("Black Box Desktop")
            result = draw(writer)
            del writer
            data = bytes(buffer.data().data())
            buffer.close()
            if not is_complete_pdf(data):
                raise failure("the drawing did not produce a complete PDF")
            os.fchmod(stream.fileno(), mode)
            stream.write(data)
            stream.flush()
            os.fsync(stream.fileno())
        written = Path(temporary).read_bytes()
        if written != data:
            raise failure("the file on disk is not what was drawn")
        os.replace(temporary, target)
    except OSError as problem:
        _remove(temporary)
        raise failure(_reason(problem)) from None
    except BaseException:
        _remove(temporary)
        raise
    return result


def _failure(target: Path, error: type[BlackBoxError]) -> Callable[[str], BlackBoxError]:
    # "Cannot write to {name}: {reason}." is the sentence the window translates for every file it writes.
    return lambda reason: error(f"Cannot write to {readable(target)!r}: {reason}.")


def check_writable(path: str | Path, error: type[BlackBoxError]) -> None:
    """Raise ``error`` now if :func:`write_pdf` could not put a file at ``path``: before a long drawing starts
    (a booklet's NORMs take minutes), not after it."""
    handle, temporary = _temporary_beside(Path(path), _failure(Path(path), error))
    os.close(handle)
    _remove(temporary)


def _temporary_beside(target: Path, failure: Callable[[str], BlackBoxError]) -> tuple[int, str]:
    """An open temporary file in ``target``'s folder, or ``failure`` raised if the target cannot be written."""
    if os.path.isdir(target):
        raise failure("it is a folder")
    if os.path.exists(target) and not os.access(target, os.W_OK):
        raise failure("permission denied")
    try:
        return tempfile.mkstemp(prefix=temporary_prefix(target.name), suffix=".tmp", dir=target.parent)
    except OSError as problem:
        raise failure(_reason(problem)) from None


def _reason(problem: OSError) -> str:
    return (problem.strerror or "it cannot be written").lower()


def _remove(temporary: str) -> None:
    with contextlib.suppress(OSError):
        os.unlink(temporary)
