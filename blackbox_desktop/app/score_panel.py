"""The score breakdown: running total during play, the full breakdown after the reveal."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QStatusTipEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from ..model.scoring import PENALTY, Score, Scoring, points_text
from .i18n import QT_TRANSLATE_NOOP
from .model_texts import scoring_title, tr_model

TIP_DELAY_MS = 250
"""How long after the keyboard brings the focus to a control its tooltip comes up."""


def _typed_letter(event: QEvent) -> bool:
    """A key that types a character, pressed without Ctrl, Alt or Meta."""
    if not isinstance(event, QKeyEvent):
        return False
    held = event.modifiers() & (
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier | Qt.KeyboardModifier.MetaModifier
    )
    return held == Qt.KeyboardModifier.NoModifier and event.text().isprintable() and event.text().strip() != ""


class ScorePanel(QGroupBox):
    variantChosen = Signal(object)
    setterErrorChanged = Signal(int)
    """+1 or -1: the "setter error −5" control."""
    excusedChanged = Signal(int)
    """+1 or -1: the Parker "not her fault" control (a misplaced ball the hider's error caused)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTitle(self.tr("Score (lower is better)"))
        layout = QVBoxLayout(self)
        # Close lines, as on a score card: the side panel shares a short window's height with a two-player strip
        # below the board, and at 1280×650 its last line scrolled out of sight (QA).
        layout.setSpacing(4)
        margins = layout.contentsMargins()
        layout.setContentsMargins(margins.left(), 6, margins.right(), 6)
        top = QHBoxLayout()
        named = QLabel(self.tr("Scoring:"))
        top.addWidget(named)
        self.variant = QComboBox()
        # A screen reader named the box by its value ("Franjos"), not by what it chooses (QA).
        named.setBuddy(self.variant)
        self.variant.setAccessibleName(named.text().rstrip(" :\u00a0"))
        for variant in Scoring:
            self.variant.addItem(scoring_title(variant), variant.value)
        self.variant.setToolTip(
            self.tr(
                "Parker: markers + 5 a misplaced ball (unless a setter error caused it), "
                "−5 a setter error.\n"
                "Franjos: markers + 5 a misplaced atom − 5 a setter's error.\n"
                "Per ray: 1 an absorbed or reflected ray, 2 an exit, + 5 a misplaced atom; "
                "its rules count no setter error, this program takes 5 off for one."
            )
        )
        self.variant.currentIndexChanged.connect(self._variant_changed)
        top.addWidget(self.variant, 1)
        layout.addLayout(top)
        self.grid = QGridLayout()
        self.grid.setColumnStretch(0, 1)
        self.grid.setVerticalSpacing(3)
        layout.addLayout(self.grid)
        self.rows: list[tuple[QLabel, QLabel]] = []
        errors = QHBoxLayout()
        self.setter_row = QWidget()
        self.setter_row.setLayout(errors)
        errors.setContentsMargins(0, 0, 0, 0)
        self.setter_label = QLabel(self.tr("Setter error (−5 each):"))
        self.minus = QPushButton("−")
        self.plus = QPushButton("+")
        for button, delta in ((self.minus, -1), (self.plus, 1)):
            button.setFixedWidth(34)
            button.clicked.connect(lambda _checked=False, d=delta: self.setterErrorChanged.emit(d))
        self.minus.setToolTip(self.tr("One setter error fewer"))
        self.plus.setToolTip(self.tr("The setter gave a wrong answer: −5 points"))
        self.minus.setAccessibleName(self.tr("One setter error fewer"))
        self.plus.setAccessibleName(self.tr("One more setter error"))
        self.setter_label.setWordWrap(True)  # French is longer: wrap rather than slide under the buttons
        errors.addWidget(self.setter_label, 1)
        errors.addWidget(self.minus)
        errors.addWidget(self.plus)
        layout.addWidget(self.setter_row)
        self.person_answers = True
        """A person answers the rays (a tabletop round): the setter-error and excused-ball rows are shown. Where
        the program answers every ray they could never apply, and only puzzled a solitaire player (QA)."""
        # Parker: a misplaced ball the hider's wrong answer caused is not charged (seed 000).
        excused = QHBoxLayout()
        self.excused_label = QLabel(self.tr("Misplaced, not her fault:"))
        self.excused_minus = QPushButton("−")
        self.excused_plus = QPushButton("+")
        for button, delta in ((self.excused_minus, -1), (self.excused_plus, 1)):
            button.setFixedWidth(34)
            button.clicked.connect(lambda _checked=False, d=delta: self.excusedChanged.emit(d))
        self.excused_minus.setToolTip(self.tr("Charge one more misplaced ball to the experimenter"))
        self.excused_plus.setToolTip(self.tr("A setter error caused a misplaced ball: it costs nothing (Parker)"))
        self.excused_minus.setAccessibleName(self.tr("One excused ball fewer"))
        self.excused_plus.setAccessibleName(self.tr("One more excused ball"))
        self.excused_label.setWordWrap(True)
        excused.addWidget(self.excused_label, 1)
        excused.addWidget(self.excused_minus)
        excused.addWidget(self.excused_plus)
        self.excused_row = QWidget()
        self.excused_row.setLayout(excused)
        excused.setContentsMargins(0, 0, 0, 0)
        self.excused_row.setVisible(False)
        layout.addWidget(self.excused_row)
        self.verdict = QLabel()
        self.verdict.setWordWrap(True)
        layout.addWidget(self.verdict)
        # What each control counts was told in its tooltip alone, which only the mouse brings up: reached with
        # Tab, a control now says it beside itself and in the status bar, where a screen reader hears it too.
        self._explained: dict[QWidget, str] = {}
        for widget in self._explained_widgets():
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.variant and event.type() == QEvent.Type.ShortcutOverride and _typed_letter(event):
            # The box chooses by a typed first letter, as every list box does: F is Franjos here, not the
            # window's "Turn board over" (QA: her game went to the other side of the board).
            event.accept()
            return True
        if isinstance(watched, QWidget) and watched in self._explained_widgets():
            if (
                event.type() == QEvent.Type.FocusIn
                and isinstance(event, QFocusEvent)
                and event.reason()
                in (
                    Qt.FocusReason.TabFocusReason,
                    Qt.FocusReason.BacktabFocusReason,
                    Qt.FocusReason.ShortcutFocusReason,
                )
            ):
                self._explain(watched)
            elif event.type() == QEvent.Type.FocusOut:
                self._unexplain(watched)
            elif event.type() == QEvent.Type.ToolTipChange and watched.hasFocus() and watched in self._explained:
                self._explain(watched)  # the + button's words change with the round: say the new ones
        return super().eventFilter(watched, event)

    def _explained_widgets(self) -> tuple[QWidget, ...]:
        return (self.variant, self.minus, self.plus, self.excused_minus, self.excused_plus)

    def _explain(self, widget: QWidget) -> None:
        """``widget``'s tooltip, shown under it and said in the window's status bar."""
        text = widget.toolTip()
        if not text:
            return
        # Shown a moment later: a tooltip hides at the next key event, and the Tab that brought the focus is not
        # yet released.
        QTimer.singleShot(TIP_DELAY_MS, lambda: self._tip(widget))
        said = " ".join(text.split())
        self._explained[widget] = said
        QApplication.sendEvent(widget, QStatusTipEvent(said))

    def _tip(self, widget: QWidget) -> None:
        if widget in self._explained and widget.hasFocus() and widget.toolTip():
            QToolTip.showText(widget.mapToGlobal(widget.rect().bottomLeft()), widget.toolTip(), widget)

    def _unexplain(self, widget: QWidget) -> None:
        said = self._explained.pop(widget, None)
        if said is None:
            return
        QToolTip.hideText()
        window = self.window()
        if isinstance(window, QMainWindow) and window.statusBar().currentMessage() == said:
            window.statusBar().clearMessage()  # only its own words: a later message stays

    def _variant_changed(self) -> None:
        self._show_rows()
        self.variantChosen.emit(Scoring.parse(str(self.variant.currentData())))

    def _show_rows(self) -> None:
        self.setter_row.setVisible(self.person_answers)
        self.excused_row.setVisible(self.person_answers and self.variant.currentData() == Scoring.PARKER.value)

    def set_variant(self, variant: Scoring) -> None:
        index = self.variant.findData(variant.value)
        if index != self.variant.currentIndex():
            self.variant.blockSignals(True)
            self.variant.setCurrentIndex(index)
            self.variant.blockSignals(False)
        self._show_rows()

    def allow_adjustments(
        self,
        announced_rays: int,
        error_limit: int,
        setter_errors: int,
        excused: int,
        excusable: int,
        finished: bool,
        closed: bool = False,
        person_answers: bool = True,
    ) -> None:
        """Enable the −5 controls only where they can apply: a setter error is a wrong answer a person gave
        (at most ``error_limit``), and a ball is excused once the round is over, up to the ``excusable`` ones.
        ``closed``: the match is decided, and its sheet counted these scores (they changed the panel alone).
        ``person_answers``: False hides both rows (the program answers every ray and none was counted)."""
        self.person_answers = person_answers or setter_errors > 0 or excused > 0
        self._show_rows()
        self.plus.setEnabled(not closed and setter_errors < error_limit)
        self.minus.setEnabled(not closed and setter_errors > 0)
        self.excused_plus.setEnabled(not closed and finished and announced_rays > 0 and excused < excusable)
        self.excused_minus.setEnabled(not closed and excused > 0)
        if closed:
            self.plus.setToolTip(self.tr("The match is decided: its scores are settled"))
        elif announced_rays:
            self.plus.setToolTip(self.tr("The setter gave a wrong answer: −5 points"))
        else:
            self.plus.setToolTip(self.tr("The program answered every ray: there is no setter error to count"))

    def _set_lines(self, lines: list[tuple[str, int]]) -> None:
        while len(self.rows) < len(lines):
            name, value = QLabel(), QLabel()
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.grid.addWidget(name, len(self.rows), 0)
            self.grid.addWidget(value, len(self.rows), 1)
            self.rows.append((name, value))
        for index, (name, value) in enumerate(self.rows):
            visible = index < len(lines)
            name.setVisible(visible)
            value.setVisible(visible)
            if visible:
                label, points = lines[index]
                bold = label == "Total" or label.startswith("Score so far")
                name.setProperty("key", label)  # the English label, for line_values()
                shown = self.tr(label) if label == "Score so far" else tr_model(label)
                name.setText(f"<b>{shown}</b>" if bold else shown)
                value.setText(f"<b>{points_text(points)}</b>" if bold else points_text(points))

    def show_running(
        self, rays_label: str, rays: int, total: int, until: str | None = None, setter_errors: int = 0
    ) -> None:
        """The score while the rays are fired; ``until`` says when misplaced atoms count, where she does not
        press “I have finished” (a duel: “Name my atoms”).  Setter errors counted so far get their own line:
        without it, "Score so far −7" beside "Ray cost 3" explained nothing."""
        QT_TRANSLATE_NOOP("ScorePanel", "Score so far")
        lines = [(rays_label, rays)]
        if setter_errors:
            lines.append((f"Setter errors × −{PENALTY}", -PENALTY * setter_errors))
        self._set_lines([*lines, ("Score so far", total)])
        self.verdict.setText(until or self.tr("Misplaced atoms are counted when you press “I have finished”."))

    def show_final(self, score: Score, explanation: str) -> None:
        """The breakdown after the reveal; the setter-error row only when there is one, as during play (a row
        reading "Setter errors × −5  0" closed every game against the computer, which never errs)."""
        self._set_lines(
            [(label, points) for label, points in score.lines() if points or not label.startswith("Setter errors")]
        )
        self.verdict.setText(explanation)

    def line_values(self) -> dict[str, int]:
        """The rows shown, by label (for tests and the assistant panel)."""
        return {
            str(name.property("key") or name.text()).replace("<b>", "").replace("</b>", ""): int(
                value.text().replace("<b>", "").replace("</b>", "").replace("\u2212", "-")
            )
            for name, value in self.rows
            if not name.isHidden() and value.text()
        }
