"""Texts from the model that the window shows, listed for translation.

The model imports no Qt, so its strings are English.  Each one the window
shows is listed here with ``QT_TRANSLATE_NOOP`` (which ``pyside6-lupdate``
collects) and translated at display time: exact sentences by
:func:`tr_model`, sentences with a number or a name in them through
:data:`PATTERNS`, the setter's words per edition by :func:`announce`.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..model.board import Board
from ..model.editions import Edition
from ..model.outcome import Outcome, OutcomeKind
from ..model.scoring import Scoring

CONTEXT = "Model"

# The setter's words: one context per edition, because the same English word
# has different French ones (the French paper game says "Coup" for absorbed).
EDITION_WORDS = (
    QT_TRANSLATE_NOOP("Edition:parker", "HIT"),
    QT_TRANSLATE_NOOP("Edition:parker", "REFLECTION"),
    QT_TRANSLATE_NOOP("Edition:parker", "DETOUR or MISS, out at {port}"),
    QT_TRANSLATE_NOOP("Edition:franjos", "Absorbed"),
    QT_TRANSLATE_NOOP("Edition:franjos", "Reflected"),
    QT_TRANSLATE_NOOP("Edition:franjos", "Exit at {port}"),
    QT_TRANSLATE_NOOP("Edition:computer", "Absorbed"),
    QT_TRANSLATE_NOOP("Edition:computer", "Reflected"),
    QT_TRANSLATE_NOOP("Edition:computer", "Exit at {port}"),
)

TITLES = (
    QT_TRANSLATE_NOOP("Model", "Parker Brothers (1978)"),
    QT_TRANSLATE_NOOP("Model", "Franjos Black Box +"),
    QT_TRANSLATE_NOOP("Model", "Computer (per-ray count)"),
    QT_TRANSLATE_NOOP("Model", "Parker"),
    QT_TRANSLATE_NOOP("Model", "Franjos"),
    QT_TRANSLATE_NOOP("Model", "Per ray"),
    QT_TRANSLATE_NOOP("Model", "Ray cost"),
    QT_TRANSLATE_NOOP("Model", "Markers"),
    QT_TRANSLATE_NOOP("Model", "Total"),
    QT_TRANSLATE_NOOP("Model", "Every atom found."),
    QT_TRANSLATE_NOOP(
        "Model",
        "Your arrangement is different, but no ray can tell it apart from the hidden one: "
        "every port answers alike, so it is accepted.",
    ),
    # Refusals the window commonly shows (model/errors raised by moves).
    QT_TRANSLATE_NOOP("Model", "A move must be a short text such as F12 or B+C4."),
    QT_TRANSLATE_NOOP("Model", "There are no setter errors to take back."),
    QT_TRANSLATE_NOOP("Model", "That many misplaced balls cannot be excused."),
    QT_TRANSLATE_NOOP("Model", "The atoms are already known."),
    QT_TRANSLATE_NOOP("Model", "The setter reveals her atoms only when the experimenter has finished."),
    QT_TRANSLATE_NOOP("Model", "This round is over; start a new game to play on."),
    QT_TRANSLATE_NOOP("Model", "In this game the markers are laid automatically when a ray is fired."),
    QT_TRANSLATE_NOOP("Model", "That move is not known."),
    QT_TRANSLATE_NOOP("Model", "The setter's atoms are not known, so the program cannot answer this ray."),
    QT_TRANSLATE_NOOP("Model", "That is not a puzzle code."),
    QT_TRANSLATE_NOOP("Model", "That puzzle code has a character that cannot be in a code."),
    QT_TRANSLATE_NOOP("Model", "That puzzle code is mistyped: its check letters do not match."),
    QT_TRANSLATE_NOOP("Model", "That puzzle code comes from a newer version of Black Box Desktop."),
    QT_TRANSLATE_NOOP("Model", "That puzzle code is damaged."),
    QT_TRANSLATE_NOOP("Model", "That puzzle code names a board that does not exist."),
    QT_TRANSLATE_NOOP("Model", "This file is not a saved Black Box game: it is damaged or truncated."),
    QT_TRANSLATE_NOOP("Model", "This file is not a saved Black Box game."),
    QT_TRANSLATE_NOOP("Model", "This file is far too large to be a saved Black Box game."),
    QT_TRANSLATE_NOOP("Model", "The list of moves in this saved game is damaged."),
    QT_TRANSLATE_NOOP("Model", "The rules in this saved game are missing."),
    QT_TRANSLATE_NOOP("Model", "The rules in this saved game are damaged."),
    QT_TRANSLATE_NOOP("Model", "This game was saved by a newer version of Black Box Desktop; please update to open it."),  # noqa: E501
)

# Sentences with a number or a name: (pattern of the English text, the same sentence with {names}).
PATTERNS = (
    (r"(?P<n>1) atom misplaced\.", QT_TRANSLATE_NOOP("Model", "{n} atom misplaced.")),
    (r"(?P<n>\d+) atoms misplaced\.", QT_TRANSLATE_NOOP("Model", "{n} atoms misplaced.")),
    (r"Misplaced atoms × (?P<n>\d+)", QT_TRANSLATE_NOOP("Model", "Misplaced atoms × {n}")),
    (r"Setter errors × −(?P<n>\d+)", QT_TRANSLATE_NOOP("Model", "Setter errors × −{n}")),
    (r"(?P<rows>\d+)×(?P<cols>\d+)", QT_TRANSLATE_NOOP("Model", "{rows}×{cols}")),
    (r"hexagonal \(side (?P<n>\d+)\)", QT_TRANSLATE_NOOP("Model", "hexagonal (side {n})")),
    (r"There is no marker at port (?P<port>\d+)\.", QT_TRANSLATE_NOOP("Model", "There is no marker at port {port}.")),
    (r"Port (?P<port>\d+) already holds a marker; a port holds only one\.",
     QT_TRANSLATE_NOOP("Model", "Port {port} already holds a marker; a port holds only one.")),
    (r"There is already a ball on (?P<cell>\w+)\.", QT_TRANSLATE_NOOP("Model", "There is already a ball on {cell}.")),
    (r"All (?P<n>\d+) balls are on the board already\.",
     QT_TRANSLATE_NOOP("Model", "All {n} balls are on the board already.")),
    (r"There is no ball on (?P<cell>\w+)\.", QT_TRANSLATE_NOOP("Model", "There is no ball on {cell}.")),
    (r"Move (?P<n>\d+) of this saved game cannot be played: (?P<error>.*)",
     QT_TRANSLATE_NOOP("Model", "Move {n} of this saved game cannot be played: {error}")),
    (r"This saved game is damaged: (?P<error>.*)", QT_TRANSLATE_NOOP("Model", "This saved game is damaged: {error}")),
    (r"Move (?P<move>.+?): (?P<error>.*)", QT_TRANSLATE_NOOP("Model", "Move {move}: {error}")),
)
_COMPILED = tuple((re.compile(pattern, re.DOTALL), template) for pattern, template in PATTERNS)

RULE_EXAMPLES = (
    QT_TRANSLATE_NOOP("RuleExample", 'Hit'),
    QT_TRANSLATE_NOOP("RuleExample", 'A ray that runs straight into an atom is absorbed: it never comes out.'),
    QT_TRANSLATE_NOOP("RuleExample", 'Deflection'),
    QT_TRANSLATE_NOOP("RuleExample", 'A ray that passes diagonally next to an atom turns 90° away from it.'),
    QT_TRANSLATE_NOOP("RuleExample", 'Reflection'),
    QT_TRANSLATE_NOOP("RuleExample", 'Between two atoms one cell apart the deflections cancel: the ray turns back and comes out where it went in.'),  # noqa: E501
    QT_TRANSLATE_NOOP("RuleExample", 'Reflection at the edge'),
    QT_TRANSLATE_NOOP("RuleExample", 'An atom on the edge turns back a ray fired in beside it before it even enters the box.'),  # noqa: E501
    QT_TRANSLATE_NOOP("RuleExample", 'Miss'),
    QT_TRANSLATE_NOOP("RuleExample", 'A ray that meets no atom crosses the box in a straight line.'),
    QT_TRANSLATE_NOOP("RuleExample", 'Hit before deflection'),
    QT_TRANSLATE_NOOP("RuleExample", 'When an atom stands straight ahead, the hit wins over a deflection by its neighbour.'),  # noqa: E501
    QT_TRANSLATE_NOOP("RuleExample", 'Several deflections'),
    QT_TRANSLATE_NOOP("RuleExample", 'Deflections follow one another; the path always runs the same way back.'),
    QT_TRANSLATE_NOOP("RuleExample", 'A ray that runs straight into an atom is absorbed.'),
    QT_TRANSLATE_NOOP("RuleExample", '60° deflection'),
    QT_TRANSLATE_NOOP("RuleExample", 'An atom ahead to one side turns the ray 60° away from it.'),
    QT_TRANSLATE_NOOP("RuleExample", '120° deflection'),
    QT_TRANSLATE_NOOP("RuleExample", 'An atom ahead and another ahead to one side: two 60° deflections at the same point.'),  # noqa: E501
    QT_TRANSLATE_NOOP("RuleExample", 'Atoms ahead to the left and to the right: the deflections cancel and the ray turns back.'),  # noqa: E501
    QT_TRANSLATE_NOOP("RuleExample", 'Three atoms ahead'),
    QT_TRANSLATE_NOOP("RuleExample", 'With atoms ahead, left and right the side deflections cancel first: reflected, not absorbed.'),  # noqa: E501
    QT_TRANSLATE_NOOP("RuleExample", 'An atom on the edge turns back a ray fired in beside it before it enters.'),
    QT_TRANSLATE_NOOP("RuleExample", 'A ray that meets no atom crosses the board in a straight line.'),
)


def tr_model(text: str) -> str:
    """``text`` from the model in the interface language (unchanged if no translation is known)."""
    translated = QCoreApplication.translate(CONTEXT, text)
    if translated != text:
        return translated
    for pattern, template in _COMPILED:
        match = pattern.fullmatch(text)
        if match:
            values = {key: (tr_model(value) if key == "error" else value) for key, value in match.groupdict().items()}
            result = QCoreApplication.translate(CONTEXT, template)
            for key, value in values.items():
                result = result.replace("{" + key + "}", value)
            return result
    return text


def announce(edition: Edition, outcome: Outcome) -> str:
    """What the setter says, in the edition's words and the interface language."""
    context = f"Edition:{edition.key}"
    if outcome.kind is OutcomeKind.ABSORBED:
        return QCoreApplication.translate(context, edition.absorbed_word)
    if outcome.kind is OutcomeKind.REFLECTED:
        return QCoreApplication.translate(context, edition.reflected_word)
    return QCoreApplication.translate(context, edition.exit_word).replace("{port}", str(outcome.port))


def edition_title(edition: Edition) -> str:
    return tr_model(edition.title)


def scoring_title(variant: Scoring) -> str:
    return tr_model(variant.title)


def board_title(board: Board) -> str:
    return tr_model(board.title)
