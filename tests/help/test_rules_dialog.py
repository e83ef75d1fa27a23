"""The rules help shows every example, drawn with the ray in it."""

from PySide6.QtGui import QColor

from blackbox_desktop.app.help.about import about_text
from blackbox_desktop.app.help.diagram import RAY, ExampleDiagram
from blackbox_desktop.app.help.rules_dialog import RulesDialog
from blackbox_desktop.model.examples import HEX_EXAMPLES, SQUARE_EXAMPLES

from driving import start


def test_rules_dialog_has_a_diagram_for_every_example(qtbot):
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    assert dialog.tabs.count() == 4
    diagrams = dialog.findChildren(ExampleDiagram)
    assert {d.example.key for d in diagrams} == {e.key for e in SQUARE_EXAMPLES + HEX_EXAMPLES}


def test_each_diagram_draws_its_ray(qtbot):
    for example in SQUARE_EXAMPLES + HEX_EXAMPLES:
        diagram = ExampleDiagram(example)
        qtbot.addWidget(diagram)
        diagram.resize(190, 190)
        image = diagram.grab().toImage()
        red = sum(
            1 for x in range(image.width()) for y in range(image.height()) if _near(QColor(image.pixel(x, y)), RAY)
        )
        assert red > 20, example.key


def test_about_credits_eric_solomon():
    assert "Eric Solomon" in about_text()


def _near(colour, target):
    return (
        abs(colour.red() - target.red()) + abs(colour.green() - target.green()) + abs(colour.blue() - target.blue())
        < 40
    )


def test_the_rules_fit_a_small_screen(qtbot, monkeypatch):
    # 760×620 on a 600-pixel screen cut its Close button in half.
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QGuiApplication, QScreen

    monkeypatch.setattr(QScreen, "availableGeometry", lambda self: QRect(0, 0, 1024, 600))
    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    assert dialog.height() <= 600 - 40 and dialog.width() <= 1024
    assert QGuiApplication.primaryScreen() is not None


def test_rules_with_diagrams_opens_on_the_diagrams_of_the_side_in_front(qtbot, window, monkeypatch):
    # QA: the menu item promised diagrams and opened on "The game", a tab without any, titled like F1's box.
    from blackbox_desktop.app.help import rules_dialog

    shown = []
    monkeypatch.setattr(rules_dialog.RulesDialog, "exec", lambda self: shown.append(self) or 0)
    start(window, "ortho-8x8", "B2")  # a game to turn over, as at any start
    for side, tab in (("ortho", "Square board"), ("hex", "Hexagonal board")):
        if window.controller.side != side:
            window.flip_board()
            qtbot.waitUntil(lambda: not window.view.flipping, timeout=3000)
        assert window.controller.side == side
        window.rules_action.trigger()
        dialog = shown[-1]
        assert dialog.tabs.tabText(dialog.tabs.currentIndex()) == tab
        assert dialog.findChildren(ExampleDiagram)
        assert dialog.windowTitle() != window.help_action.text().replace("&", "")
        dialog.deleteLater()


def test_the_scoring_tab_tells_each_variants_setter_error_as_the_rules_give_it(qtbot):
    # QA: "(and, as in every count, minus 5 for each setter error)" made the per-ray rules (RULES.md §4: rays and
    # misplaced atoms only) read as if they took 5 off like Parker and Franjos; the −5 there is this program's own.
    import re

    from blackbox_desktop.app.model_texts import scoring_words
    from blackbox_desktop.app.score_panel import ScorePanel
    from blackbox_desktop.model.scoring import Scoring

    dialog = RulesDialog()
    qtbot.addWidget(dialog)
    paragraphs = {
        re.match(r"<p><b>([^<]+)</b>", p).group(1): p for p in re.findall(r"<p><b>.*?</p>", dialog._scoring_text())
    }
    assert "minus 5 for each wrong answer the setter gave" in paragraphs["Parker"]
    assert "minus 5 for every error the setter made" in paragraphs["Franjos"]
    per_ray = paragraphs["Per ray"]
    assert "as in every count" not in per_ray
    assert "These rules count no setter error" in per_ray and "this program adds one of its own" in per_ray
    assert "Misplaced, not her fault" in paragraphs["Setter errors"]
    panel = ScorePanel()
    qtbot.addWidget(panel)
    for words in (panel.variant.toolTip().splitlines()[-1], scoring_words(Scoring.PER_RAY)):
        assert "count no setter error" in words and "this program takes 5 off" in words


def _first_inked_row(label):
    """How far below the top of ``label`` its text is drawn: the first row of pixels with a dark one."""
    image = label.grab().toImage()
    for y in range(image.height()):
        if any(QColor(image.pixel(x, y)).lightness() < 100 for x in range(image.width())):
            return y
    return image.height()


def test_the_captions_of_a_row_of_diagrams_start_on_one_line(qtbot):
    # QA: a caption of two lines beside one of three was centred in the room its neighbour took, so
    # "Reflection at the edge" and "60° deflection" stood lower than the titles beside them.
    from PySide6.QtWidgets import QApplication, QLabel

    dialog = RulesDialog(side="ortho")
    qtbot.addWidget(dialog)
    dialog.resize(760, 1400)
    dialog.show()
    for tab in (1, 2):
        dialog.tabs.setCurrentIndex(tab)
        QApplication.processEvents()
        page = dialog.tabs.currentWidget().widget()
        tops: dict[int, set[int]] = {}
        for diagram in page.findChildren(ExampleDiagram):
            card = diagram.parentWidget()
            caption = next(label for label in card.findChildren(QLabel) if label.text().startswith("<b>"))
            row = card.mapTo(page, card.rect().topLeft()).y()
            text_top = caption.mapTo(page, caption.rect().topLeft()).y() + _first_inked_row(caption)
            tops.setdefault(row, set()).add(text_top)
        assert len(tops) > 1 and all(len(row) == 1 for row in tops.values()), tops


def test_the_rules_scroll_from_the_keyboard_at_once(qtbot):
    """Opened, the rules have the keys in their page: Page Down reads on (it did nothing, the keys were on the tab
    bar, and Tab went to a page with no mark that it had them); Ctrl+Tab still turns the page."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QScrollArea

    dialog = RulesDialog(None, "ortho")
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    page = dialog.tabs.currentWidget()
    assert isinstance(page, QScrollArea)
    assert dialog.focusWidget() is page
    QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_PageDown)
    assert page.verticalScrollBar().value() > 0
    QTest.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab, Qt.KeyboardModifier.ControlModifier)
    assert dialog.tabs.currentIndex() == 2
