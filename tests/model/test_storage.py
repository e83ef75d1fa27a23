"""Saves are atomic, and unreadable files give a sentence."""

import os

import pytest

from blackbox_desktop.model import SaveFileError
from blackbox_desktop.model.storage import read_text, write_atomic


def test_write_atomic_replaces_the_whole_file_and_leaves_no_temporary(tmp_path):
    target = tmp_path / "game.bbox"
    write_atomic(target, "first")
    write_atomic(target, "second")
    assert read_text(target) == "second"
    assert os.listdir(tmp_path) == ["game.bbox"]


@pytest.mark.skipif(os.name != "posix", reason="permission bits are POSIX")
def test_saving_over_a_file_keeps_its_permissions_and_a_new_file_follows_the_umask(tmp_path):
    target = tmp_path / "shared.bbox"
    target.write_text("old")
    target.chmod(0o644)
    write_atomic(target, "new")
    assert target.stat().st_mode & 0o777 == 0o644
    umask = os.umask(0o022)
    try:
        write_atomic(tmp_path / "fresh.bbox", "new")
    finally:
        os.umask(umask)
    assert (tmp_path / "fresh.bbox").stat().st_mode & 0o777 == 0o644


def test_a_failed_write_keeps_the_old_file(tmp_path, monkeypatch):
    target = tmp_path / "game.bbox"
    write_atomic(target, "kept")

    def broken_replace(*args):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(SaveFileError, match="No space left"):
        write_atomic(target, "lost")
    monkeypatch.undo()
    assert read_text(target) == "kept"
    assert os.listdir(tmp_path) == ["game.bbox"]


def test_unreadable_files_say_why(tmp_path):
    with pytest.raises(SaveFileError, match="Cannot open"):
        read_text(tmp_path / "missing.bbox")
    binary = tmp_path / "binary.bbox"
    binary.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveFileError, match="not text"):
        read_text(binary)


def _read_in_a_thread(path, **options):
    """``read_text(path)``'s result or error, or "waiting" if it waits on ``path`` (then released by a writer)."""
    import threading

    got = []

    def read():
        try:
            got.append(read_text(path, **options))
        except SaveFileError as error:
            got.append(error)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(timeout=3)
    if reader.is_alive():  # blocked on the pipe: a writer that writes nothing lets it go
        with open(path, "w"):
            pass
        reader.join(timeout=3)
        return "waiting"
    return got[0]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_the_programs_own_files_refuse_a_pipe_in_their_place_instead_of_waiting_on_it(tmp_path):
    pipe = tmp_path / "autosave.bbox"
    os.mkfifo(pipe)
    error = _read_in_a_thread(pipe, files_only=True)
    assert isinstance(error, SaveFileError) and str(error) == "Cannot open autosave.bbox: it is not a file."
    ordinary = tmp_path / "game.bbox"
    ordinary.write_text("kept", encoding="utf-8")
    assert read_text(ordinary, files_only=True) == "kept"
    with pytest.raises(SaveFileError, match=r"Cannot open missing\.bbox"):
        read_text(tmp_path / "missing.bbox", files_only=True)


def _refuse_writing(target, monkeypatch):
    """Make ``target`` read-only as ``os.access`` sees it, even for root (who may write anything)."""
    real_access = os.access

    def access(path, mode, *args, **kwargs):
        if mode == os.W_OK and os.path.samefile(path, target):
            return False
        return real_access(path, mode, *args, **kwargs)

    monkeypatch.setattr(os, "access", access)


def test_a_read_only_file_is_refused_and_kept(tmp_path, monkeypatch):
    # os.replace ignores the target's own permission: the check must be write_atomic's.
    target = tmp_path / "game.bbox"
    write_atomic(target, "kept")
    _refuse_writing(target, monkeypatch)
    with pytest.raises(SaveFileError, match=r"Cannot save game\.bbox: Permission denied\."):
        write_atomic(target, "lost")
    monkeypatch.undo()
    assert read_text(target) == "kept"
    assert os.listdir(tmp_path) == ["game.bbox"]


@pytest.mark.skipif(not hasattr(os, "statvfs"), reason="statvfs is POSIX")
def test_a_file_on_a_read_only_file_system_says_so(tmp_path, monkeypatch):
    # QA: the autosave said "Permission denied" where Save As, on the same folder, said "Read-only file system".
    target = tmp_path / "game.bbox"
    write_atomic(target, "kept")
    _refuse_writing(target, monkeypatch)
    real = os.statvfs

    class ReadOnly:
        def __init__(self, path: object) -> None:
            self.f_flag = real(path).f_flag | os.ST_RDONLY

    monkeypatch.setattr(os, "statvfs", ReadOnly)
    with pytest.raises(SaveFileError, match=r"Cannot save game\.bbox: Read-only file system\."):
        write_atomic(target, "lost")


@pytest.mark.skipif(os.name != "posix", reason="permission bits are POSIX")
def test_a_file_made_read_only_by_chmod_is_refused(tmp_path):
    target = tmp_path / "game.bbox"
    target.write_text("kept")
    target.chmod(0o444)  # refused for root too, who may write anything: the file was made read-only to keep it
    with pytest.raises(SaveFileError, match="Permission denied"):
        write_atomic(target, "lost")
    assert read_text(target) == "kept"


def test_a_symbolic_link_is_written_through_and_stays_a_link(tmp_path):
    # QA: saving to a linked .bbox made the link a plain file and left the real file as it was.
    real = tmp_path / "games" / "real.bbox"
    real.parent.mkdir()
    real.write_text("old", encoding="utf-8")
    link = tmp_path / "link.bbox"
    link.symlink_to(real)
    write_atomic(link, "new")
    assert link.is_symlink() and real.read_text(encoding="utf-8") == "new"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games", "link.bbox"]


def test_a_path_that_is_not_a_file_is_refused_not_replaced(tmp_path):
    # QA: as root, a save (and --screenshot) to /dev/full replaced the device with a file.
    fifo = tmp_path / "pipe.bbox"
    os.mkfifo(fifo)
    with pytest.raises(SaveFileError, match="not a file"):
        write_atomic(fifo, "text")
    assert not fifo.is_file() and fifo.exists()
