"""French where a French player met English or a stray capital: Qt's own box labels, the file names Save offers,
and a scoring's name inside a sentence (QA, playing every mode in French)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QFileInfo
from PySide6.QtPrintSupport import QPrintDialog, QPrinter
from PySide6.QtWidgets import QFileDialog, QFileIconProvider, QLabel, QWidget

from blackbox_desktop.app.model_texts import scoring_title
from blackbox_desktop.app.qt_gaps import qt_words
from blackbox_desktop.model.game import Scoring

from driving import balls, start

TS = Path(__file__).resolve().parents[2] / "blackbox_desktop" / "resources" / "translations" / "blackbox_desktop_fr.ts"


def labels(widget: QWidget) -> set[str]:
    return {label.text() for label in widget.findChildren(QLabel)}


@pytest.mark.usefixtures("in_french")
def test_qt_s_file_and_print_boxes_have_no_english_label(qtbot: Any, tmp_path: Path) -> None:
    # Qt's French lacked its new "&Look in:" and "Files of &type:": Open and Save said them in English.
    for mode in (QFileDialog.AcceptMode.AcceptOpen, QFileDialog.AcceptMode.AcceptSave):
        box = QFileDialog(None, "", str(tmp_path), "Parties Black Box (*.bbox)")
        box.setOption(QFileDialog.Option.DontUseNativeDialog)
        box.setAcceptMode(mode)
        qtbot.addWidget(box)
        shown = labels(box)
        assert "&Look in:" not in shown and "Files of &type:" not in shown
        assert "&Regarder dans\u00a0:" in shown and "&Type de fichiers\u00a0:" in shown
    printer = QPrinter()
    dialog = QPrintDialog(printer)
    qtbot.addWidget(dialog)
    assert "Page &Set:" not in labels(dialog)
    # The list's Type column called a folder "Folder".
    (tmp_path / "games").mkdir()
    assert QFileIconProvider().type(QFileInfo(str(tmp_path / "games"))) == "Dossier"
    english = ("&Look in:", "Files of &type:", "Page &Set:", "Folder", "File", "%1 File")
    assert [word for word in qt_words() if word in english] == []


@pytest.mark.usefixtures("in_french")
def test_save_offers_a_french_file_name(french_window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    offered: list[str] = []

    def save_name(_parent: object, _title: str, name: str, _kinds: str) -> tuple[str, str]:
        offered.append(Path(name).name)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    start(french_window, "ortho-8x8", "B2,C5,D1,E7")
    balls(french_window, "D1")
    french_window.save_as()
    assert offered == ["partie.bbox"]


@pytest.mark.usefixtures("in_french")
def test_a_scoring_s_name_is_not_a_capital_inside_a_french_sentence() -> None:
    # "Votre première partie sur ce plateau avec le décompte Par rayon." after a game scored per ray.
    text = QCoreApplication.translate("ScoreBook", "Your first game on this board under {scoring} scoring.")
    assert "Par rayon" in text.format(scoring=scoring_title(Scoring.PER_RAY))
    # As a rule: in French a scoring's name ("Par rayon", "Parker") stands in brackets, after a colon or at the
    # start of the text, never after a lower-case word in the middle of a sentence.
    for message in ET.parse(TS).getroot().iter("message"):
        translation = message.findtext("translation") or ""
        for found in re.finditer(r"\{scoring\}", translation):
            before = translation[: found.start()]
            assert re.search(r"(^|[(:]\s*|^\w+ )$", before), translation
