"""Writing a PDF never reports success for a broken file, never leaves a partial file, never destroys the old one."""

from __future__ import annotations

import errno
import os
import shutil
import stat
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.booklet import make_booklet
from blackbox_desktop.model.errors import BlackBoxError
from blackbox_desktop.printing.layout import NotepadOptions

OLD = b"the player's earlier notepad, which must survive a failed write"


def _write_notepad(path: Path) -> int:
    from blackbox_desktop.printing.notepad import write_notepad_pdf

    return write_notepad_pdf(path, NotepadOptions(pages=3))


def _write_booklet(path: Path) -> int:
    from blackbox_desktop.printing.booklet import write_booklet_pdf

    return write_booklet_pdf(path, make_booklet(parse_board("ortho-8x8"), games=2, seed=5, norm=False), "a4")


WRITERS = {"notepad": _write_notepad, "booklet": _write_booklet}


def _disk_full(_descriptor: int) -> None:
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


@pytest.mark.parametrize("what", sorted(WRITERS))
def test_a_full_disk_is_one_sentence_and_the_old_file_survives(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, what: str
) -> None:
    target = tmp_path / "sheet.pdf"
    target.write_bytes(OLD)
    # The data reaches the disk at fsync: that is where a full disk (or a lost USB stick) shows.
    monkeypatch.setattr(os, "fsync", _disk_full)
    with pytest.raises(BlackBoxError) as caught:
        WRITERS[what](target)
    assert str(caught.value) == f"Cannot write to {str(target)!r}: no space left on device."
    assert target.read_bytes() == OLD
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sheet.pdf"], "no temporary file is left behind"


@pytest.mark.parametrize("what", sorted(WRITERS))
def test_a_drawing_that_fails_leaves_the_old_file(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, what: str
) -> None:
    from blackbox_desktop.printing import booklet, notepad

    def broken(*_args: object) -> int:
        raise RuntimeError("the drawing broke")

    monkeypatch.setattr(notepad, "render_notepad", broken)
    monkeypatch.setattr(booklet, "render_booklet", broken)
    target = tmp_path / "sheet.pdf"
    target.write_bytes(OLD)
    with pytest.raises(RuntimeError):
        WRITERS[what](target)
    assert target.read_bytes() == OLD
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.pdf"]


def test_an_incomplete_pdf_is_never_reported_as_written(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from blackbox_desktop.printing import notepad

    def nothing_drawn(*_args: object) -> int:
        return 1  # the painter never began: Qt writes no PDF at all

    monkeypatch.setattr(notepad, "render_notepad", nothing_drawn)
    target = tmp_path / "sheet.pdf"
    with pytest.raises(BlackBoxError, match=r"Cannot write to .*complete PDF"):
        _write_notepad(target)
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("what", sorted(WRITERS))
def test_a_painter_that_cannot_finish_is_an_error(
    qapp: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, what: str
) -> None:
    from PySide6.QtGui import QPainter

    from blackbox_desktop.printing import booklet, notepad

    class UnfinishedPainter(QPainter):
        def end(self) -> bool:
            super().end()
            return False

    monkeypatch.setattr(notepad, "QPainter", UnfinishedPainter)
    monkeypatch.setattr(booklet, "QPainter", UnfinishedPainter)
    target = tmp_path / "sheet.pdf"
    target.write_bytes(OLD)
    with pytest.raises(BlackBoxError):
        WRITERS[what](target)
    assert target.read_bytes() == OLD
    assert [p.name for p in tmp_path.iterdir()] == ["sheet.pdf"]


@pytest.mark.parametrize("what", sorted(WRITERS))
def test_a_replaced_file_keeps_its_mode_and_a_new_one_follows_the_umask(
    qapp: object, tmp_path: Path, what: str
) -> None:
    old = tmp_path / "old.pdf"
    old.write_bytes(OLD)
    old.chmod(0o640)
    WRITERS[what](old)
    assert stat.S_IMODE(old.stat().st_mode) == 0o640
    assert old.read_bytes().startswith(b"%PDF-") and old.read_bytes().rstrip().endswith(b"%%EOF")
    umask = os.umask(0o022)
    try:
        new = tmp_path / "new.pdf"
        WRITERS[what](new)
    finally:
        os.umask(umask)
    assert stat.S_IMODE(new.stat().st_mode) == 0o644, "not the private 0600 of a temporary file"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new.pdf", "old.pdf"]


def test_a_folder_is_refused(qapp: object, tmp_path: Path) -> None:
    folder = tmp_path / "sheet.pdf"
    folder.mkdir()
    with pytest.raises(BlackBoxError, match="it is a folder"):
        _write_notepad(folder)
    assert folder.is_dir() and list(folder.iterdir()) == []


def test_complete_pdf_check() -> None:
    from blackbox_desktop.printing.pdf_file import is_complete_pdf

    assert is_complete_pdf(b"%PDF-1.4\n1 0 obj\n<<>>\nendobj\nstartxref\n9\n%%EOF\n")
    assert not is_complete_pdf(b"")
    assert not is_complete_pdf(b"%PDF-1.4\n1 0 obj\n<<>>\nend")  # cut off by a full disk
    assert not is_complete_pdf(b"not a pdf %%EOF")


@pytest.mark.skipif(
    sys.platform != "linux" or os.geteuid() != 0 or not shutil.which("mount"),
    reason="needs root to mount a tiny tmpfs",
)
def test_a_really_full_disk_from_the_command_line(tmp_path: Path) -> None:
    """QA's repro: a 64 KiB disk, 20 notepad pages and a booklet; status 2 and nothing written."""
    small = tmp_path / "small"
    small.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(small)]).returncode:
        pytest.skip("tmpfs cannot be mounted here")
    try:
        kept = small / "kept.pdf"
        kept.write_bytes(OLD)
        runs: list[Callable[[], subprocess.CompletedProcess[str]]] = [
            lambda: _cli("print-notepad", "--pages", "20", "--out", str(small / "np.pdf")),
            lambda: _cli("print-booklet", "--games", "2", "--out", str(small / "bk.pdf")),
            lambda: _cli("print-booklet", "--games", "2", "--out", str(kept)),
        ]
        for run in runs:
            result = run()
            assert result.returncode == 2, result.stdout + result.stderr
            assert result.stdout == ""
            assert result.stderr.strip().endswith("no space left on device.")
        assert sorted(p.name for p in small.iterdir()) == ["kept.pdf"]
        assert kept.read_bytes() == OLD
    finally:
        subprocess.run(["umount", str(small)], check=False)


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    root = Path(__file__).resolve().parents[2]
    return subprocess.run(
        [sys.executable, "-m", "blackbox_desktop", *args],
        capture_output=True,
        text=True,
        cwd=root,
        env=env,
        timeout=120,
    )


@pytest.mark.parametrize("what", sorted(WRITERS))
def test_the_error_is_worded_as_the_window_translates_it(qapp: object, tmp_path: Path, what: str) -> None:
    """QA: in French the box's title was translated but its sentence stayed English (no pattern matched it)."""
    from PySide6.QtCore import QCoreApplication, QTranslator

    from blackbox_desktop.app.model_texts import tr_model

    class French(QTranslator):
        def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
            if context == "Model" and source == "Cannot write to {name}: {reason}.":
                return "Impossible d’écrire dans {name} : {reason}."
            return None

    target = tmp_path / "no-such-folder" / "sheet.pdf"
    with pytest.raises(BlackBoxError) as caught:
        WRITERS[what](target)
    french = French()
    QCoreApplication.installTranslator(french)
    try:
        shown = tr_model(str(caught.value))
    finally:
        QCoreApplication.removeTranslator(french)
    assert shown.startswith("Impossible d’écrire dans ") and "sheet.pdf" in shown, shown
    assert shown.endswith(" : no such file or directory."), shown
