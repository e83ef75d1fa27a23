"""French: the shipped translation is complete and current, and the whole interface speaks it."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QSettings
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QLabel,
    QMenu,
    QWidget,
)

from blackbox_desktop import message_boxes
from blackbox_desktop.app import i18n
from blackbox_desktop.app.dialogs import NewGameDialog
from blackbox_desktop.app.features.preferences import PreferencesDialog
from blackbox_desktop.app.help.rules_dialog import RulesDialog
from blackbox_desktop.app.model_texts import edition_words
from blackbox_desktop.app.window import MainWindow
from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.editions import COMPUTER, FRANJOS, PARKER
from blackbox_desktop.model.game import Rules

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "blackbox_desktop" / "resources" / "translations" / "blackbox_desktop_fr.ts"
QM = TS.with_suffix(".qm")

# Words and names that are the same in both languages.
SAME = {
    "Total",
    "Score",
    "Parker",
    "Franjos",
    "Franjos Black Box +",
    "Parker Brothers (1978)",
    "Black Box Desktop",
    "Assistant",
    "&Assistant",
    "English",
    "Français",
    "Portrait",
    "Orientation\u00a0:",
    "Pages\u00a0:",
    "Black Box",
    "Hint",
    "Port",
    "A",
    "R",
    "H",
    "OK",
}


def test_every_entry_of_the_french_ts_is_translated() -> None:
    root = ET.parse(TS).getroot()
    messages = list(root.iter("message"))
    assert len(messages) > 400
    unfinished = [
        m.findtext("source")
        for m in messages
        if m.find("translation").get("type") in ("unfinished", "obsolete", "vanished")
        or not (m.findtext("translation") or "").strip()
    ]
    assert unfinished == []


def test_placeholders_survive_translation() -> None:
    for message in ET.parse(TS).getroot().iter("message"):
        source, translation = message.findtext("source"), message.findtext("translation")
        # Qt's own "%1" too (Qt's words translated in ours: "%1 File").
        holes = r"\{\w+\}|%\d|%n"
        assert sorted(re.findall(holes, source)) == sorted(re.findall(holes, translation)), source


def test_a_translation_keeps_its_source_markup_and_length() -> None:
    # A tutorial step once got the two words of a tooltip ("C’est ici") and left the player stuck.
    for message in ET.parse(TS).getroot().iter("message"):
        source, translation = message.findtext("source") or "", message.findtext("translation") or ""
        assert set(re.findall(r"</?\w+", source)) <= set(re.findall(r"</?\w+", translation)), source
        assert len(source) < 20 or len(translation) > len(source) / 2, source


def test_distinct_sources_of_a_context_are_not_one_french_text() -> None:
    # Two buttons must not share a screen-reader name ("bille excusée" for both − and +).
    allowed = {"Annuler", "Réflexion", "Coup", "La partie n’a pas pu commencer"}
    for context in ET.parse(TS).getroot().iter("context"):
        seen: dict[str, str] = {}
        for message in context.iter("message"):
            source, translation = message.findtext("source") or "", message.findtext("translation") or ""
            if translation in seen and translation not in allowed:
                raise AssertionError(f"{seen[translation]!r} and {source!r} are both {translation!r}")
            seen[translation] = source


def test_french_punctuation_never_starts_a_line() -> None:
    # French sets a space before : ; ? ! and inside « »; a plain space lets a line begin with
    # the mark ("…fausses" / ": quand…"), so it must be a non-breaking one.
    for message in ET.parse(TS).getroot().iter("message"):
        translation = message.findtext("translation") or ""
        assert not re.search(r" [:;?!»]|« ", translation), translation


# Beside the interpreter too: the suite runs as .venv/bin/python without the venv on PATH (it was always skipped).
LRELEASE = shutil.which("pyside6-lrelease") or shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent))


@pytest.mark.skipif(LRELEASE is None, reason="pyside6-lrelease is not installed")
def test_the_shipped_qm_is_built_from_the_ts(tmp_path: Path) -> None:
    assert LRELEASE is not None
    rebuilt = tmp_path / "fr.qm"
    subprocess.run([LRELEASE, str(TS), "-qm", str(rebuilt)], check=True, capture_output=True)
    assert rebuilt.read_bytes() == QM.read_bytes(), "run scripts/update-translations.sh"


def test_the_language_follows_the_system_unless_chosen() -> None:
    assert i18n.resolve("system", QLocale("fr_FR")) == "fr"
    assert i18n.resolve("system", QLocale("fr_CA")) == "fr"
    assert i18n.resolve("system", QLocale("de_DE")) == "en"
    assert i18n.resolve("en", QLocale("fr_FR")) == "en"
    assert i18n.resolve("fr", QLocale("en_GB")) == "fr"


def test_preferences_store_the_language(qtbot, tmp_path: Path) -> None:
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    dialog.accept()
    assert i18n.stored_language(settings) == "fr"
    assert any("restart" in label.text() or "started again" in label.text() for label in dialog.findChildren(QLabel))


def test_a_language_that_cannot_be_saved_is_said_so(qtbot, tmp_path: Path, monkeypatch) -> None:
    # QA: in a read-only settings folder the choice was dropped without a word; it was to apply at the next start.

    (tmp_path / "folder").write_text("a file where the settings folder should be")
    settings = QSettings(str(tmp_path / "folder" / "s.ini"), QSettings.Format.IniFormat)
    warned: list[str] = []
    monkeypatch.setattr(message_boxes, "warn", lambda parent, title, text, *rest: warned.append(text))
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    dialog.accept()
    assert len(warned) == 1 and "could not be saved" in warned[0] and "s.ini" in warned[0]


@pytest.fixture
def french() -> Iterator[None]:
    assert i18n.install_translators("fr")
    yield
    i18n.install_translators("en")


def visible_texts(widget: QWidget) -> set[str]:
    """Every text a player can read in ``widget``: labels, buttons, menus, tooltips, titles, items."""
    texts: set[str] = set()

    def add(text: str | None) -> None:
        text = re.sub(r"<[^>]+>", " ", text or "").replace("&", "").strip()
        if text and re.search(r"[A-Za-zÀ-ÿ]{2}", text):
            texts.add(text)

    def actions(menu_or_widget: QWidget) -> None:
        for action in menu_or_widget.actions():
            if action.isVisible() and not action.isSeparator():
                add(action.text())
                add(action.toolTip() if action.toolTip() != action.text().replace("&", "") else "")
                add(action.statusTip())
                if action.menu() is not None:
                    actions(action.menu())

    candidates = [widget, *widget.findChildren(QWidget)]
    for child in candidates:
        if isinstance(child, QMenu):
            continue
        if child is not widget and not child.isVisibleTo(widget):
            continue
        add(child.toolTip())
        add(child.windowTitle() if child is widget else "")
        if isinstance(child, (QLabel, QAbstractButton)):
            add(child.text())
        elif isinstance(child, QGroupBox):
            add(child.title())
        elif isinstance(child, QDockWidget):
            add(child.windowTitle())
        elif isinstance(child, QComboBox):
            for index in range(child.count()):
                add(child.itemText(index))
    if isinstance(widget, MainWindow):
        actions(widget.menuBar())
        actions(widget.toolbar)
        add(widget.statusBar().currentMessage())
    return texts


def play_to_the_reveal(window: MainWindow) -> None:
    board = parse_board("ortho-8x8")
    rules = Rules(edition=COMPUTER, scoring=COMPUTER.scoring)
    window.controller.new_game(board, 4, rules, setup=board.cells_from_names("B2,C5,D1,E7"))
    window.controller.click_port(2)
    window.controller.click_port(1)
    window.controller.click_cell(board.cell_index("B2"))
    window.controller.finish()
    for port in (1, 2):
        window._on_port(port)  # the rays' paths and their tooltips after the reveal


def everything(qtbot, tmp_path: Path, name: str) -> set[str]:
    window = MainWindow(QSettings(str(tmp_path / f"{name}.ini"), QSettings.Format.IniFormat))
    window.confirm = lambda title, text: True  # type: ignore[method-assign]
    qtbot.addWidget(window)
    window.show()
    texts: set[str] = set()
    window.start_game(window.options)
    texts |= visible_texts(window)
    for item in (*window.scene.ports.values(), *window.scene.cells.values(), *window.scene.tray_balls):
        texts.add(item.toolTip())
    play_to_the_reveal(window)
    QApplication.processEvents()
    texts |= visible_texts(window)
    texts.add(window.announcement.text())
    texts |= {item.toolTip() for item in (*window.scene.ports.values(), *window.scene.atoms.values())}
    dialog = NewGameDialog(window.options, window)
    qtbot.addWidget(dialog)
    dialog.show()
    texts |= visible_texts(dialog)
    rules = RulesDialog(window)
    qtbot.addWidget(rules)
    rules.show()
    for index in range(rules.tabs.count()):
        rules.tabs.setCurrentIndex(index)
        texts.add(rules.tabs.tabText(index))
        texts |= visible_texts(rules)
    preferences = PreferencesDialog(window.settings.store, window)
    qtbot.addWidget(preferences)
    preferences.show()
    texts |= visible_texts(preferences)
    window.announcement.setProperty("english", window.announcement.text())
    return {text for text in texts if text}


def test_no_visible_english_is_left_in_french(qtbot, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    english = everything(qtbot, tmp_path, "en")
    # The walk sees the panel's buttons and the rules' examples.
    assert "New game…" in english and any(text.startswith("Hit ") for text in english)
    request.getfixturevalue("french")
    french = everything(qtbot, tmp_path, "fr")
    untranslated = sorted(text for text in french & english if text not in SAME and not re.fullmatch(r"[\d\W×]+", text))
    assert untranslated == []
    assert "Nouvelle partie…" in french and "Le jeu" in french


def test_the_computer_look_says_coup_for_an_absorbed_ray_in_french(qtbot, tmp_path: Path, french: None) -> None:
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    board = parse_board("ortho-8x8")
    window.controller.new_game(
        board, 4, Rules(edition=COMPUTER, scoring=COMPUTER.scoring), setup=board.cells_from_names("B2,C5,D1,E7")
    )
    window.controller.click_port(2)
    assert window.announcement.text() == "Rayon en 2\u00a0: coup"
    assert window.scene.ports[2].toolTip() == "Port 2\u00a0: coup"  # what the keyboard cursor says of it
    window.controller.click_port(1)
    assert window.announcement.text().startswith("Rayon en 1\u00a0: déviation, sortie en")
    assert set(window.score_panel.line_values()) == {"Ray cost", "Score so far"}  # keyed in English, shown in French
    shown = {label.text() for label, _value in window.score_panel.rows if not label.isHidden()}
    assert "Coût des rayons" in shown
    window.controller.click_cell(board.cell_index("B2"))
    window.controller.finish()
    assert "mal placés" in window.announcement.text() and "Par rayon" in window.announcement.text()
    assert window.score_panel.title() == "Score (le plus bas est le meilleur)"


@pytest.mark.parametrize(
    "edition, absorbed, reflected, exits",
    [
        (FRANJOS, "absorbé", "réfléchi", "sortie en"),
        (PARKER, "COUP", "RÉFLEXION", "DÉTOUR ou TRAVERSÉE, sortie en"),
    ],
)
def test_an_answer_inside_a_sentence_is_lower_case_in_french_but_parkers_capitals_stay(
    qtbot,
    tmp_path: Path,
    french: None,
    edition,
    absorbed: str,
    reflected: str,
    exits: str,
) -> None:
    # QA: "Rayon en 2 : Absorbé": French writes on in lower case after a colon; Parker's box prints its words in
    # capitals, and the answer box's buttons, a word alone, keep their capital.
    window = MainWindow(QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    board = parse_board("ortho-8x8")
    window.controller.new_game(
        board, 4, Rules(edition=edition, scoring=edition.scoring), setup=board.cells_from_names("B2,C5,D1,E7")
    )
    window.controller.click_port(2)
    assert window.announcement.text() == f"Rayon en 2\u00a0: {absorbed}"
    window.controller.click_port(2)
    assert window.announcement.text() == (
        f"Le port 2 est déjà connu\u00a0: {absorbed}. Inutile de tirer un nouveau rayon."
    )
    window.controller.click_port(1)
    assert window.announcement.text().startswith(f"Rayon en 1\u00a0: {exits} ")
    assert window.scene.ports[1].toolTip().startswith(f"Port 1\u00a0: {exits} ")
    assert edition_words(edition)[:2] == (absorbed[0].upper() + absorbed[1:], reflected[0].upper() + reflected[1:])


def test_the_pdf_file_dialogs_speak_french(french_window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtWidgets import QFileDialog

    asked: list[tuple[str, str]] = []

    def save_name(_parent: object, _title: str, name: str, kinds: str) -> tuple[str, str]:
        asked.append((Path(name).name, kinds))  # in her folder, named in French
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_name)
    menu = french_window.printing_menu  # type: ignore[attr-defined]
    monkeypatch.setattr(menu, "_notepad_choice", lambda: ("choice",))
    menu.notepad_pdf_action.trigger()
    assert asked == [("bloc-notes.pdf", "Documents PDF (*.pdf)")]


def test_the_score_book_s_window_is_named_as_its_menu_item(french_window: MainWindow) -> None:
    # QA: the menu said « Tableau des scores… » and the window it opened « Vos scores ».
    from blackbox_desktop.app.features.score_book import ScoreBookDialog

    feature = french_window.score_book
    assert feature is not None
    dialog = ScoreBookDialog(feature.book, french_window.controller.score_variant, french_window)
    assert dialog.windowTitle() == feature.action.text().replace("&", "").removesuffix("…")
    dialog.deleteLater()
