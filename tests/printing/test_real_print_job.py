"""A real print job: Game → Print notepad…, the preview's Print, Qt's print dialog, a CUPS printer, paper out.

It runs where a CUPS-PDF printer named "PDF" is set up, as on a desktop with a print-to-file queue::

    apt install cups printer-driver-cups-pdf
    lpadmin -p PDF -E -v cups-pdf:/ -m lsb/usr/cups-pdf/CUPS-PDF_opt.ppd

The "paper" is the PDF that CUPS-PDF writes in the folder its ``Out`` setting names (``~/PDF`` by default).
Elsewhere (CI has no print system) it is skipped: the sheet itself is checked by the PDF tests.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction
from PySide6.QtPrintSupport import QPrintDialog, QPrintPreviewDialog
from PySide6.QtWidgets import QApplication, QComboBox, QDialog

from .conftest import HAVE_POPPLER, page_count

PRINTER = "PDF"


def _cups_pdf_folder() -> Path | None:
    config = Path("/etc/cups/cups-pdf.conf")
    if not config.exists():
        return None
    found = re.search(r"^Out\s+(\S+)", config.read_text(encoding="utf-8", errors="replace"), re.MULTILINE)
    folder = found.group(1) if found else "${HOME}/PDF"
    return Path(folder.replace("${HOME}", str(Path.home())))


def _printer_ready() -> bool:
    return (
        shutil.which("lpstat") is not None
        and _cups_pdf_folder() is not None
        and subprocess.run(["lpstat", "-p", PRINTER], capture_output=True).returncode == 0
    )


pytestmark = pytest.mark.skipif(
    not (_printer_ready() and HAVE_POPPLER), reason='no CUPS-PDF printer named "PDF" (see the module\'s docstring)'
)


def _answer_each_box(chosen: list[str]) -> QTimer:
    """Click through the boxes as a player would: the sheet's choices, the preview's Print, the printer."""

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if box is None:
            return
        if isinstance(box, QPrintDialog):
            for combo in box.findChildren(QComboBox):
                index = combo.findText(PRINTER)
                if index >= 0:
                    combo.setCurrentIndex(index)
                    chosen.append(combo.currentText())
            box.accept()
        elif isinstance(box, QPrintPreviewDialog):
            if "preview" not in chosen:
                chosen.append("preview")
                names = ("Print", QCoreApplication.translate("QPrintPreviewDialog", "Print"))
                for action in box.findChildren(QAction):
                    if action.text() in names:
                        QTimer.singleShot(0, action.trigger)
                        return
                box.reject()  # no Print button found: the test fails below, it does not hang
        elif isinstance(box, QDialog):
            box.accept()  # the sheet's choices, as offered

    timer = QTimer()
    timer.timeout.connect(answer)
    timer.start(200)
    return timer


def test_the_notepad_goes_through_a_cups_printer(window, qtbot) -> None:
    folder = _cups_pdf_folder()
    assert folder is not None
    before = set(folder.glob("*.pdf")) if folder.exists() else set()
    assert window.start_game(window.options)
    for port in (1, 9, 17):
        window.controller.click_port(port)
    chosen: list[str] = []
    timer = _answer_each_box(chosen)
    try:
        assert window.printing_menu.print_notepad()  # type: ignore[attr-defined]
    finally:
        timer.stop()
    assert chosen == ["preview", PRINTER]

    def printed() -> list[Path]:
        return [path for path in set(folder.glob("*.pdf")) - before if path.stat().st_size > 0]

    deadline = time.monotonic() + 60
    while not printed() and time.monotonic() < deadline:
        qtbot.wait(250)
    out = printed()
    assert len(out) == 1, "CUPS wrote no PDF: see `lpstat -W completed -o` and /var/log/cups/error_log"
    size, still = -1, 0
    while still < 3 and time.monotonic() < deadline + 30:  # written by a filter: until it stops growing
        still = still + 1 if out[0].stat().st_size == size else 0
        size = out[0].stat().st_size
        qtbot.wait(300)
    assert page_count(out[0]) == 1
    info = subprocess.run(["pdfinfo", str(out[0])], capture_output=True, text=True, env=dict(os.environ)).stdout
    assert "Black Box notepad" in info  # the job's name, given by the program
    out[0].unlink()
