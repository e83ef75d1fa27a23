"""Help → Rules: how to play, with every effect of a ray drawn by the engine."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from ...model.examples import HEX_EXAMPLES, SQUARE_EXAMPLES, RuleExample
from ...screen_room import resize_to_screen
from .diagram import ExampleDiagram


def translate_example(text: str) -> str:
    """Example titles and captions live in the model; their translations in the "RuleExample" context."""
    return QCoreApplication.translate("RuleExample", text)


DIAGRAM_TABS = {"ortho": 1, "hex": 2}
"""The tab with each side's diagrams."""


class RulesDialog(QDialog):
    """The rules in four tabs; ``side`` ("ortho" or "hex") opens on that board's diagrams."""

    def __init__(self, parent: QWidget | None = None, side: str | None = None) -> None:
        super().__init__(parent)
        # Not "How to play": F1's box has that name. The menu promises diagrams, so the tab of the
        # board in front opens first (the first tab, "The game", has none).
        self.setWindowTitle(self.tr("Black Box rules"))
        resize_to_screen(self, 760, 620, parent)  # on 600 pixels its Close button was cut in half
        tabs = QTabWidget(self)
        tabs.addTab(self._text_page(self._game_text()), self.tr("The game"))
        tabs.addTab(
            self._examples_page(self.tr("The square board"), self._square_intro(), SQUARE_EXAMPLES),
            self.tr("Square board"),
        )
        tabs.addTab(
            self._examples_page(self.tr("The hexagonal board"), self._hex_intro(), HEX_EXAMPLES),
            self.tr("Hexagonal board"),
        )
        tabs.addTab(self._text_page(self._scoring_text()), self.tr("Scoring"))
        self.tabs = tabs
        if side in DIAGRAM_TABS:
            tabs.setCurrentIndex(DIAGRAM_TABS[side])
        # The keys start in the page, so that the arrows and Page Down read on at once (on the tab bar they did
        # nothing, and Tab then reached a page that shows no mark of having them); Ctrl+Tab turns the page.
        tabs.currentWidget().setFocus(Qt.FocusReason.OtherFocusReason)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(tabs)
        layout.addWidget(buttons)

    # -- pages ---------------------------------------------------------------

    def _text_page(self, html: str) -> QWidget:
        label = QLabel(html)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        label.setContentsMargins(12, 12, 12, 12)
        return self._scrolled(label)

    def _examples_page(self, title: str, intro: str, examples: tuple[RuleExample, ...]) -> QWidget:
        page = QWidget()
        grid = QGridLayout(page)
        heading = QLabel(f"<h2>{title}</h2><p>{intro}</p>")
        heading.setWordWrap(True)
        grid.addWidget(heading, 0, 0, 1, 2)
        for index, example in enumerate(examples):
            card = QFrame()
            card.setFrameShape(QFrame.Shape.StyledPanel)
            box = QVBoxLayout(card)
            diagram = ExampleDiagram(example)
            diagram.setAccessibleName(translate_example(example.title))
            box.addWidget(diagram, alignment=Qt.AlignmentFlag.AlignHCenter)
            caption = QLabel(f"<b>{translate_example(example.title)}</b><br>{translate_example(example.caption)}")
            caption.setWordWrap(True)
            # A card is as tall as the one beside it: its caption starts under the diagram, not centred in the room.
            caption.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
            box.addWidget(caption)
            grid.addWidget(card, 1 + index // 2, index % 2)
        return self._scrolled(page)

    def _scrolled(self, widget: QWidget) -> QScrollArea:
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setWidget(widget)
        return area

    # -- texts ---------------------------------------------------------------

    def _game_text(self) -> str:
        return self.tr(
            "<h2>Black Box</h2>"
            "<p>One player, the <b>setter</b>, hides atoms in the black box: 4 or 5 on the square board, "
            "5 or 6 on the hexagonal one. The other, the <b>experimenter</b>, must find them without looking. "
            "She fires rays into the box from the numbered ports around the rim; the setter answers each ray: "
            "<i>absorbed</i> (Parker: HIT), <i>reflected</i> (it came back out where it went in), or the "
            "number of the port where it came out.</p>"
            "<p>The experimenter records every answer with ray markers: one marker for an absorbed or "
            "reflected ray, a matching pair for a ray that came out elsewhere. A port holds one marker; a ray "
            "fired from a port that already has one would tell nothing new.</p>"
            "<p>She places her balls where she believes the atoms are, and moves them as often as she likes. "
            "When she says she has finished, the atoms are revealed and scored: fewer points is better.</p>"
            "<p><b>In this program:</b> click a port to fire a ray; drag balls from the tray onto cells (or "
            "click a cell); right-click a cell (or press X on it) to cross it out as surely empty, a note that "
            "costs nothing; press <i>I have finished</i> to see the atoms and your score. Afterwards, click a "
            "port to see the ray's path; the rays your balls would have answered differently are ringed in red "
            "and marked ≠, which shows why a ball was wrong.</p>"
            "<p>Black Box was invented by Eric Solomon.</p>"
        )

    def _square_intro(self) -> str:
        return self.tr(
            "Ports 1–32 run anticlockwise from the top of the left side. A ray looks at the cell straight "
            "ahead and at the two cells diagonally ahead of it."
        )

    def _hex_intro(self) -> str:
        return self.tr(
            "61 hexagonal cells, ports 1–54 anticlockwise from the top-left corner. Two or three ports share "
            "each cell of the rim, each firing its own way: the small mark by each hole points the way its ray "
            "goes in, and a port's tooltip says it. A ray looks at the three cells in front of it: straight "
            "ahead, and ahead at 60° to the left and to the right. Unlike the square board, an atom straight "
            "ahead does not win over an atom ahead to one side: together they turn the ray 120°."
        )

    def _scoring_text(self) -> str:
        return self.tr(
            "<h2>Scoring</h2><p>Lower is better. Three ways of counting are offered:</p>"
            "<p><b>Parker</b> (1978): one point for every marker on the board, 5 points for each misplaced "
            "ball that was the experimenter's own fault, minus 5 for each wrong answer the setter gave. "
            "Example: 17 markers and one ball misplaced because the setter said HIT instead of REFLECTION: "
            "17 − 5 = 12.</p>"
            "<p><b>Franjos</b> (Black Box +): one point a marker, 5 for every misplaced atom, minus 5 for "
            "every error the setter made in reporting a ray. The same example: 17 + 5 − 5 = 17.</p>"
            "<p><b>Per ray</b> (computer versions and the French paper game): every ray fired costs 1 if "
            "absorbed or reflected and 2 otherwise, repeats included, plus 5 for each misplaced atom. These "
            "rules count no setter error. Where a person answers the rays, this program adds one of its own: "
            "minus 5 for each wrong answer, as under Franjos, so that the experimenter is not charged for a "
            "ball a wrong answer misled. The program never fires a ray whose "
            "answer is already known: it says the answer, so no ray is charged twice.</p>"
            "<p>An arrangement that no ray can tell apart from the hidden one (every port answers alike) is "
            "accepted as correct.</p>"
            "<p><b>Setter errors</b> are entered by hand (“Setter error (−5 each)” in the score panel), because "
            "at the table only the "
            "players know what was announced; when the program knows both the atoms and the announced "
            "answers it counts them and proposes the correction. Under Parker, a ball a wrong answer misled is "
            "not charged: count it with “Misplaced, not her fault”. Only a person's answers can be wrong: where "
            "the program answered every ray there is no setter error to count.</p>"
        )
