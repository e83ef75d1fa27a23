"""The window's booklet export checks where it will write before it works out the NORMs."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog

from blackbox_desktop.app.features import printing_menu
from blackbox_desktop.app.window import MainWindow


def test_a_booklet_to_a_missing_folder_is_refused_before_the_norms(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """QA: the progress box worked out 80 NORMs, and only then said the folder did not exist."""
    target = tmp_path / "no-such-folder" / "booklet.pdf"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kwargs: (str(target), "PDF"))
    monkeypatch.setattr(printing_menu, "ask_booklet_paper", lambda parent: "a4")
    menu = window.printing_menu  # type: ignore[attr-defined]
    menu.export_booklet()
    assert menu.progress is None, "no NORM was worked out"
    assert window.errors == [f"Cannot write to {str(target)!r}: no such file or directory."]  # type: ignore[attr-defined]
