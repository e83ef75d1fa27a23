"""Texts from the model that the window shows, listed for translation.

The model imports no Qt, so its strings are English.  Each one the window
shows is listed here with ``QT_TRANSLATE_NOOP`` (which ``pyside6-lupdate``
collects) and translated at display time: exact sentences by
:func:`tr_model`, sentences with a number or a name in them through
:data:`PATTERNS`, the setter's words per edition by :func:`announce`.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

from ..model.board import Board
from ..model.editions import Edition
from ..model.outcome import Outcome, OutcomeKind
from ..model.scoring import Scoring
from .i18n import QT_TRANSLATE_NOOP, elide, language, translate

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
    QT_TRANSLATE_NOOP("Model", "Computer version"),
    QT_TRANSLATE_NOOP("Model", "Parker"),
    QT_TRANSLATE_NOOP("Model", "Franjos"),
    QT_TRANSLATE_NOOP("Model", "Per ray"),
    QT_TRANSLATE_NOOP("Model", "Ray cost"),
    QT_TRANSLATE_NOOP("Model", "Markers"),
    QT_TRANSLATE_NOOP("Model", "Total"),
    QT_TRANSLATE_NOOP("Model", "Every atom found."),
    QT_TRANSLATE_NOOP(
        "Model",
        "The balls stand on other cells, but no ray can tell them apart from the hidden atoms: "
        "every port answers alike, so they are accepted.",
    ),
    # Refusals the window commonly shows (model/errors raised by moves).
    QT_TRANSLATE_NOOP("Model", "A move must be a short text such as F12 or B+C4."),
    QT_TRANSLATE_NOOP("Model", "There are no setter errors to take back."),
    QT_TRANSLATE_NOOP("Model", "That many misplaced balls cannot be excused."),
    QT_TRANSLATE_NOOP("Model", "The program answered every ray, so there is no setter error to count."),
    QT_TRANSLATE_NOOP("Model", "Every ray a person answered already counts as a setter error."),
    QT_TRANSLATE_NOOP("Model", "Every wrong answer the setter's atoms show already counts as a setter error."),
    QT_TRANSLATE_NOOP("Model", "Only a person's answers can mislead; the program answered every ray."),
    QT_TRANSLATE_NOOP("Model", "A ball is misplaced only once the experimenter has finished."),
    QT_TRANSLATE_NOOP("Model", "Every misplaced ball is excused already."),
    QT_TRANSLATE_NOOP("Model", "Every answer the setter gave was right, so no ball was misled."),
    QT_TRANSLATE_NOOP("Model", "The atoms are already known."),
    QT_TRANSLATE_NOOP("Model", "The setter reveals her atoms only when the experimenter has finished."),
    QT_TRANSLATE_NOOP("Model", "This round is over; start a new game to play on."),
    QT_TRANSLATE_NOOP("Model", "In this game the markers are laid automatically when a ray is fired."),
    QT_TRANSLATE_NOOP("Model", "That move is not known."),
    QT_TRANSLATE_NOOP("Model", "The setter's atoms are not known, so the program cannot answer this ray."),
    QT_TRANSLATE_NOOP("Model", "That is not a puzzle code."),
    QT_TRANSLATE_NOOP("Model", "That puzzle code has a character that cannot be in a code."),
    QT_TRANSLATE_NOOP("Model", "That puzzle code is mistyped: its check letters do not match."),
    QT_TRANSLATE_NOOP("Model", "That puzzle code has a letter too many or too few."),
    QT_TRANSLATE_NOOP("Model", "That puzzle code is too short to be a whole code."),
    QT_TRANSLATE_NOOP("Model", "That puzzle code comes from a newer version of Black Box Desktop."),
    QT_TRANSLATE_NOOP("Model", "That puzzle code is damaged."),
    QT_TRANSLATE_NOOP("Model", "That puzzle code names a board that does not exist."),
    QT_TRANSLATE_NOOP("Model", "This file is not a saved Black Box game: it is damaged or truncated."),
    QT_TRANSLATE_NOOP("Model", "This file is not a saved Black Box game."),
    QT_TRANSLATE_NOOP(
        "Model",
        "This is the program's autosave, not a saved game: start Black Box Desktop and it "
        "offers to resume the games it holds.",
    ),
    QT_TRANSLATE_NOOP("Model", "This file is far too large to be a saved Black Box game."),
    QT_TRANSLATE_NOOP(
        "Model", "This saved game holds no hidden atoms, so no ray could be answered and it could never be scored."
    ),
    QT_TRANSLATE_NOOP(
        "Model",
        "This saved match has an odd number of rounds; a match has an even number, so that "
        "each player seeks as often as she hides.",
    ),
    QT_TRANSLATE_NOOP(
        "Model",
        "A ray has an answer typed in by a person, but the program knows the atoms and answers every ray itself.",
    ),
    QT_TRANSLATE_NOOP("Model", "The list of moves in this saved game is damaged."),
    QT_TRANSLATE_NOOP("Model", "The rules in this saved game are missing."),
    QT_TRANSLATE_NOOP("Model", "The rules in this saved game are damaged."),
    QT_TRANSLATE_NOOP(
        "Model", "This game was saved by a newer version of Black Box Desktop; please update to open it."
    ),
)

# Every other refusal a player can meet in the window: a damaged saved game or match, a two-player slip.
ERRORS = (
    QT_TRANSLATE_NOOP("Model", "The atoms must be given as a list of cell names such as C4."),
    QT_TRANSLATE_NOOP("Model", "The board must be written like ortho-8x8 or hex-5."),
    QT_TRANSLATE_NOOP("Model", "The number of atoms must be a whole number."),
    QT_TRANSLATE_NOOP("Model", "An atom lies off the board."),
    QT_TRANSLATE_NOOP("Model", "A match needs two players with different names."),
    QT_TRANSLATE_NOOP("Model", "A duel needs two players with different names."),
    QT_TRANSLATE_NOOP("Model", "A match has 1 to 40 rounds."),
    QT_TRANSLATE_NOOP("Model", "The match is over."),
    QT_TRANSLATE_NOOP("Model", "The atoms of this round are hidden already."),
    QT_TRANSLATE_NOOP("Model", "The setter must hide her atoms on the setter's pad."),
    QT_TRANSLATE_NOOP("Model", "The setter has not hidden her atoms yet."),
    QT_TRANSLATE_NOOP("Model", "The round ends when the experimenter has finished and the atoms are known."),
    QT_TRANSLATE_NOOP("Model", "The duel is over."),
    QT_TRANSLATE_NOOP("Model", "In a duel a player fires a ray (F12) or names her atoms (N=B2,B8,E3,G7)."),
    QT_TRANSLATE_NOOP("Model", "This round is over; the experimenter has nothing left to do."),
    QT_TRANSLATE_NOOP("Model", "The computer experimenter did not finish its game."),
    QT_TRANSLATE_NOOP("Model", "This saved game has no version number; it is damaged."),
    QT_TRANSLATE_NOOP("Model", "This saved game has an unknown version number; it is damaged."),
    QT_TRANSLATE_NOOP("Model", "The hidden atoms in this file belong to another board; it is damaged."),
    QT_TRANSLATE_NOOP("Model", "This file is far too large to be a saved Black Box match."),
    QT_TRANSLATE_NOOP("Model", "This file is not a saved Black Box match: it is damaged or truncated."),
    QT_TRANSLATE_NOOP("Model", "This file is not a saved Black Box match."),
    QT_TRANSLATE_NOOP("Model", "This saved match has no valid version number; it is damaged."),
    QT_TRANSLATE_NOOP(
        "Model", "This match was saved by a newer version of Black Box Desktop; please update to open it."
    ),
    QT_TRANSLATE_NOOP("Model", "This saved match is neither a match nor a duel; it is damaged."),
    QT_TRANSLATE_NOOP("Model", "The players' names in this saved match are damaged."),
    QT_TRANSLATE_NOOP("Model", "The rules in this saved match are missing."),
    QT_TRANSLATE_NOOP("Model", "The rules in this saved match are damaged."),
    QT_TRANSLATE_NOOP("Model", "The number of rounds in this saved match is damaged."),
    QT_TRANSLATE_NOOP("Model", "This saved match does not say who answers the rays."),
    QT_TRANSLATE_NOOP("Model", "The finished rounds of this saved match are damaged."),
    QT_TRANSLATE_NOOP("Model", "This saved match holds far more moves than any match; it is damaged."),
    QT_TRANSLATE_NOOP("Model", "This saved match has a round after its last one; it is damaged."),
    QT_TRANSLATE_NOOP("Model", "The setter's atoms of the round being played are missing from this file."),
    QT_TRANSLATE_NOOP("Model", "The two boxes of this saved duel are damaged."),
    QT_TRANSLATE_NOOP("Model", "The hidden atoms of this saved duel are missing."),
    QT_TRANSLATE_NOOP("Model", "This saved duel does not say whose turn it is."),
    QT_TRANSLATE_NOOP("Model", "The history of this saved duel is damaged."),
    QT_TRANSLATE_NOOP("Model", "The history of this saved duel cannot be replayed; the file is damaged."),
    QT_TRANSLATE_NOOP("Model", "The rules in this saved duel are not the rules of a duel; the file is damaged."),
)

# Sentences with a number or a name: (pattern of the English text, the same sentence with {names}).
PATTERNS = (
    (
        r"Player (?P<n>[12])'s box does not match the history of this saved duel; the file is damaged\.",
        QT_TRANSLATE_NOOP(
            "Model", "Player {n}'s box does not match the history of this saved duel; the file is damaged."
        ),
    ),
    (
        r"This saved duel gives the turn to the wrong player: by its moves it is (?P<name>.+)'s turn; the file is "
        r"damaged\.",
        QT_TRANSLATE_NOOP(
            "Model",
            "This saved duel gives the turn to the wrong player: by its moves it is {name}'s turn; the file is damaged.",  # noqa: E501
        ),
    ),
    (r"(?P<n>1) atom misplaced\.", QT_TRANSLATE_NOOP("Model", "{n} atom misplaced.")),
    (r"(?P<n>\d+) atoms misplaced\.", QT_TRANSLATE_NOOP("Model", "{n} atoms misplaced.")),
    (r"Misplaced atoms × (?P<n>\d+)", QT_TRANSLATE_NOOP("Model", "Misplaced atoms × {n}")),
    (r"Misplaced balls, her fault × (?P<n>\d+)", QT_TRANSLATE_NOOP("Model", "Misplaced balls, her fault × {n}")),
    (r"Setter errors × −(?P<n>\d+)", QT_TRANSLATE_NOOP("Model", "Setter errors × −{n}")),
    (r"(?P<rows>\d+)×(?P<cols>\d+)", QT_TRANSLATE_NOOP("Model", "{rows}×{cols}")),
    (r"hexagonal \(side (?P<n>\d+)\)", QT_TRANSLATE_NOOP("Model", "hexagonal (side {n})")),
    (r"There is no marker at port (?P<port>\d+)\.", QT_TRANSLATE_NOOP("Model", "There is no marker at port {port}.")),
    (
        r"Port (?P<port>\d+) already holds a marker, so the ray at (?P<ray>\d+) cannot come out there\.",
        QT_TRANSLATE_NOOP("Model", "Port {port} already holds a marker, so the ray at {ray} cannot come out there."),
    ),
    (
        r"Port (?P<port>\d+) already holds a marker; a port holds only one\.",
        QT_TRANSLATE_NOOP("Model", "Port {port} already holds a marker; a port holds only one."),
    ),
    (r"There is already a ball on (?P<cell>\w+)\.", QT_TRANSLATE_NOOP("Model", "There is already a ball on {cell}.")),
    (
        r"All (?P<n>\d+) balls are on the board already\.",
        QT_TRANSLATE_NOOP("Model", "All {n} balls are on the board already."),
    ),
    (r"There is no ball on (?P<cell>\w+)\.", QT_TRANSLATE_NOOP("Model", "There is no ball on {cell}.")),
    (r"(?P<cell>\w+) is not marked empty\.", QT_TRANSLATE_NOOP("Model", "{cell} is not marked empty.")),
    (r"(?P<cell>\w+) is already marked empty\.", QT_TRANSLATE_NOOP("Model", "{cell} is already marked empty.")),
    (
        r"There is a ball on (?P<cell>\w+); take it back before marking the cell empty\.",
        QT_TRANSLATE_NOOP("Model", "There is a ball on {cell}; take it back before marking the cell empty."),
    ),
    (
        r"Move (?P<n>\d+) of this saved game cannot be played: (?P<error>.*)",
        QT_TRANSLATE_NOOP("Model", "Move {n} of this saved game cannot be played: {error}"),
    ),
    (r"This saved game is damaged: (?P<error>.*)", QT_TRANSLATE_NOOP("Model", "This saved game is damaged: {error}")),
    # Boards and cells ({board} is the board's title, translated in turn).
    (
        r"There is no cell (?P<cell>.+) on the (?P<board>.+) board\.",
        QT_TRANSLATE_NOOP("Model", "There is no cell {cell} on the {board} board."),
    ),
    (r"Cell (?P<cell>\w+) is named twice\.", QT_TRANSLATE_NOOP("Model", "Cell {cell} is named twice.")),
    (
        r"Port (?P<port>.+) is not on the (?P<board>.+) board \(ports 1 to (?P<n>\d+)\)\.",
        QT_TRANSLATE_NOOP("Model", "Port {port} is not on the {board} board (ports 1 to {n})."),
    ),
    # Rays written on the command line (`solve --rays`).
    (
        r"(?P<text>.+) is not a ray; write it as port:answer, like 5:13 or 2:H\.",
        QT_TRANSLATE_NOOP("Model", "{text} is not a ray; write it as port:answer, like 5:13 or 2:H."),
    ),
    (
        r"There is no port (?P<port>.+) on the (?P<board>.+) board \(ports 1 to (?P<n>\d+)\)\.",
        QT_TRANSLATE_NOOP("Model", "There is no port {port} on the {board} board (ports 1 to {n})."),
    ),
    (
        r"Ray (?P<text>.+) exits at port (?P<port>\d+), which is not on the (?P<board>.+) board\.",
        QT_TRANSLATE_NOOP("Model", "Ray {text} exits at port {port}, which is not on the {board} board."),
    ),
    (
        r"Ray (?P<text>.+) comes out where it went in; write (?P<port>\d+):R for a reflection\.",
        QT_TRANSLATE_NOOP("Model", "Ray {text} comes out where it went in; write {port}:R for a reflection."),
    ),
    (
        r"Port (?P<port>\d+) is listed twice with different answers \((?P<one>\S+) and (?P<other>\S+)\)\.",
        QT_TRANSLATE_NOOP("Model", "Port {port} is listed twice with different answers ({one} and {other})."),
    ),
    # The notepad's options (`print-notepad --per-page`, `--pages`).
    (
        r"A page holds 0 to (?P<n>\d+) diagrams \(0 for as many as fit\), not (?P<k>.+)\.",
        QT_TRANSLATE_NOOP("Model", "A page holds 0 to {n} diagrams (0 for as many as fit), not {k}."),
    ),
    (
        r"The notepad has 1 to (?P<n>\d+) pages, not (?P<k>.+)\.",
        QT_TRANSLATE_NOOP("Model", "The notepad has 1 to {n} pages, not {k}."),
    ),
    (
        r"(?P<text>.+) names no port on the (?P<board>.+) board; write a number or e\.g\. “D gauche”\.",
        QT_TRANSLATE_NOOP("Model", "{text} names no port on the {board} board; write a number or e.g. “D gauche”."),
    ),
    (
        r"(?P<text>.+) names no port on the (?P<board>.+) board; write a port number\.",
        QT_TRANSLATE_NOOP("Model", "{text} names no port on the {board} board; write a port number."),
    ),
    (
        r"(?P<text>.+) is not a board; write it like ortho-8x8 or hex-5\.",
        QT_TRANSLATE_NOOP("Model", "{text} is not a board; write it like ortho-8x8 or hex-5."),
    ),
    (
        r"A square board has 2 to 26 rows and columns; (?P<size>\S+) is not allowed\.",
        QT_TRANSLATE_NOOP("Model", "A square board has 2 to 26 rows and columns; {size} is not allowed."),
    ),
    (
        r"A hexagonal board has a side of 2 to 9 cells; (?P<n>\S+) is not allowed\.",
        QT_TRANSLATE_NOOP("Model", "A hexagonal board has a side of 2 to 9 cells; {n} is not allowed."),
    ),
    (
        r"A game on the (?P<board>.+) board has 1 to (?P<limit>\d+) atoms, not (?P<n>.+)\.",
        QT_TRANSLATE_NOOP("Model", "A game on the {board} board has 1 to {limit} atoms, not {n}."),
    ),
    (
        r"The setter must hide exactly (?P<n>\d+) atoms, not (?P<k>\d+)\.",
        QT_TRANSLATE_NOOP("Model", "The setter must hide exactly {n} atoms, not {k}."),
    ),
    (
        r"The number of atoms must be 0 to (?P<n>\d+) on the (?P<board>.+) board\.",
        QT_TRANSLATE_NOOP("Model", "The number of atoms must be 0 to {n} on the {board} board."),
    ),
    (
        r"No arrangement of (?P<n>\d+) atoms on the (?P<board>.+) board that every ray can tell apart "
        r"turned up in (?P<tries>\d+) draws\.",
        QT_TRANSLATE_NOOP(
            "Model",
            "No arrangement of {n} atoms on the {board} board that every ray can tell apart "
            "turned up in {tries} draws.",
        ),
    ),
    (
        r"The ray from port (?P<port>\d+) does not leave the board\.",
        QT_TRANSLATE_NOOP("Model", "The ray from port {port} does not leave the board."),
    ),
    # Moves, answers and rules written in a file.
    (r"(?P<text>.+) is not a port number\.", QT_TRANSLATE_NOOP("Model", "{text} is not a port number.")),
    (
        r"(?P<text>.+) is not a move; moves look like F12, B\+C4, M12=H or D\.",
        QT_TRANSLATE_NOOP("Model", "{text} is not a move; moves look like F12, B+C4, M12=H or D."),
    ),
    (
        r"(?P<text>.+) is not a marker; write H, R or P followed by the pair number\.",
        QT_TRANSLATE_NOOP("Model", "{text} is not a marker; write H, R or P followed by the pair number."),
    ),
    (
        r"(?P<text>.+) is not an answer; write H \(absorbed\), R \(reflected\) or a port number\.",
        QT_TRANSLATE_NOOP("Model", "{text} is not an answer; write H (absorbed), R (reflected) or a port number."),
    ),
    (
        r"(?P<text>.+) is not an edition; choose parker, franjos or computer\.",
        QT_TRANSLATE_NOOP("Model", "{text} is not an edition; choose parker, franjos or computer."),
    ),
    (
        r"(?P<text>.+) is not a scoring variant; choose parker, franjos or per-ray\.",
        QT_TRANSLATE_NOOP("Model", "{text} is not a scoring variant; choose parker, franjos or per-ray."),
    ),
    (
        r"The answer at port (?P<port>\d+) is not an outcome\.",
        QT_TRANSLATE_NOOP("Model", "The answer at port {port} is not an outcome."),
    ),
    # Two players.
    (
        r"Rays are answered by the program or a person, not (?P<text>.+)\.",
        QT_TRANSLATE_NOOP("Model", "Rays are answered by the program or a person, not {text}."),
    ),
    (r"Name exactly (?P<n>\d+) atoms\.", QT_TRANSLATE_NOOP("Model", "Name exactly {n} atoms.")),
    (
        r"Your score is no longer lower than (?P<name>.+)'s: name your atoms now\.",
        QT_TRANSLATE_NOOP("Model", "Your score is no longer lower than {name}'s: name your atoms now."),
    ),
    # Booklets.
    (
        r"This booklet has games 1 to (?P<n>\d+), not (?P<k>.+)\.",
        QT_TRANSLATE_NOOP("Model", "This booklet has games 1 to {n}, not {k}."),
    ),
    (
        r"A booklet holds 1 to (?P<n>\d+) games, not (?P<k>.+)\.",
        QT_TRANSLATE_NOOP("Model", "A booklet holds 1 to {n} games, not {k}."),
    ),
    # Files: reading and writing ({reason} is the system's own words, but for our own).
    (
        r"Cannot save (?P<name>.+): it is not a file\.",
        QT_TRANSLATE_NOOP("Model", "Cannot save {name}: it is not a file."),
    ),
    (
        r"Cannot write to (?P<name>.+): (?P<reason>[^:]+)\.",
        QT_TRANSLATE_NOOP("Model", "Cannot write to {name}: {reason}."),
    ),
    (r"Cannot save (?P<name>.+): (?P<reason>[^:]+)\.", QT_TRANSLATE_NOOP("Model", "Cannot save {name}: {reason}.")),
    (
        r"Cannot open (?P<name>.+): it is not a file\.",
        QT_TRANSLATE_NOOP("Model", "Cannot open {name}: it is not a file."),
    ),
    (r"Cannot open (?P<name>.+): (?P<reason>[^:]+)\.", QT_TRANSLATE_NOOP("Model", "Cannot open {name}: {reason}.")),
    (
        r"(?P<name>.+) is far too large to be a saved Black Box game\.",
        QT_TRANSLATE_NOOP("Model", "{name} is far too large to be a saved Black Box game."),
    ),
    (
        r"(?P<name>.+) is not a saved Black Box game: it is not text\.",
        QT_TRANSLATE_NOOP("Model", "{name} is not a saved Black Box game: it is not text."),
    ),
    # A damaged saved match or duel: a round, or a player's box.
    (r"This saved match is damaged: (?P<error>.*)", QT_TRANSLATE_NOOP("Model", "This saved match is damaged: {error}")),
    (
        r"Round (?P<n>\d+) of this saved match is damaged\.",
        QT_TRANSLATE_NOOP("Model", "Round {n} of this saved match is damaged."),
    ),
    (
        r"Player (?P<n>\d+)'s box of this saved match is damaged\.",
        QT_TRANSLATE_NOOP("Model", "Player {n}'s box of this saved match is damaged."),
    ),
    (r"The moves of round (?P<n>\d+) are damaged\.", QT_TRANSLATE_NOOP("Model", "The moves of round {n} are damaged.")),
    (
        r"The moves of player (?P<n>\d+)'s box are damaged\.",
        QT_TRANSLATE_NOOP("Model", "The moves of player {n}'s box are damaged."),
    ),
    (
        r"The hidden atoms of round (?P<n>\d+) belong to another board; the file is damaged\.",
        QT_TRANSLATE_NOOP("Model", "The hidden atoms of round {n} belong to another board; the file is damaged."),
    ),
    (
        r"The hidden atoms of player (?P<n>\d+)'s box belong to another board; the file is damaged\.",
        QT_TRANSLATE_NOOP(
            "Model", "The hidden atoms of player {n}'s box belong to another board; the file is damaged."
        ),
    ),
    (
        r"Move (?P<n>\d+) of round (?P<k>\d+) cannot be played: (?P<error>.*)",
        QT_TRANSLATE_NOOP("Model", "Move {n} of round {k} cannot be played: {error}"),
    ),
    (
        r"Move (?P<n>\d+) of player (?P<k>\d+)'s box cannot be played: (?P<error>.*)",
        QT_TRANSLATE_NOOP("Model", "Move {n} of player {k}'s box cannot be played: {error}"),
    ),
    (
        r"Round (?P<n>\d+) of this saved match is filed as finished but is not\.",
        QT_TRANSLATE_NOOP("Model", "Round {n} of this saved match is filed as finished but is not."),
    ),
    (r"Move (?P<move>.+?): (?P<error>.*)", QT_TRANSLATE_NOOP("Model", "Move {move}: {error}")),
)
TRANSLATED_PARTS = ("error", "board", "reason")
"""Parts of a sentence that are model text in turn (a refusal inside "damaged:", a board's title, the system's
reason a file could not be read or written)."""

# Why a file could not be read or written: the system's words (the C library's, always English, whatever the
# window's language), as the model and the window pass them on, and the program's own few.  Matched whatever
# their case: a sentence puts them after a colon, in small letters.
SYSTEM_REASONS = (
    QT_TRANSLATE_NOOP("Model", "No such file or directory"),
    QT_TRANSLATE_NOOP("Model", "Permission denied"),
    QT_TRANSLATE_NOOP("Model", "Operation not permitted"),
    QT_TRANSLATE_NOOP("Model", "Is a directory"),
    QT_TRANSLATE_NOOP("Model", "Not a directory"),
    QT_TRANSLATE_NOOP("Model", "Read-only file system"),
    QT_TRANSLATE_NOOP("Model", "No space left on device"),
    QT_TRANSLATE_NOOP("Model", "Disk quota exceeded"),
    QT_TRANSLATE_NOOP("Model", "File name too long"),
    QT_TRANSLATE_NOOP("Model", "File exists"),
    QT_TRANSLATE_NOOP("Model", "Too many levels of symbolic links"),
    QT_TRANSLATE_NOOP("Model", "Input/output error"),
    QT_TRANSLATE_NOOP("Model", "Device or resource busy"),
    QT_TRANSLATE_NOOP("Model", "Text file busy"),
    QT_TRANSLATE_NOOP("Model", "No such device or address"),
    QT_TRANSLATE_NOOP("Model", "it is a folder"),
    QT_TRANSLATE_NOOP("Model", "it cannot be written"),
    QT_TRANSLATE_NOOP("Model", "Nothing was written to it"),  # model.reading: a pipe no program writes to
)
_REASONS = {reason.lower(): reason for reason in SYSTEM_REASONS}
_COMPILED = tuple((re.compile(pattern, re.DOTALL), template) for pattern, template in PATTERNS)

RULE_EXAMPLES = (
    QT_TRANSLATE_NOOP("RuleExample", "Hit"),
    QT_TRANSLATE_NOOP("RuleExample", "A ray that runs straight into an atom is absorbed: it never comes out."),
    QT_TRANSLATE_NOOP("RuleExample", "Deflection"),
    QT_TRANSLATE_NOOP("RuleExample", "A ray that passes diagonally next to an atom turns 90° away from it."),
    QT_TRANSLATE_NOOP("RuleExample", "Reflection"),
    QT_TRANSLATE_NOOP(
        "RuleExample",
        "Between two atoms one cell apart the two deflections add up to a U-turn: the ray comes out where it went in.",
    ),
    QT_TRANSLATE_NOOP("RuleExample", "Reflection at the edge"),
    QT_TRANSLATE_NOOP(
        "RuleExample", "An atom on the edge turns back a ray fired in beside it before it even enters the box."
    ),
    QT_TRANSLATE_NOOP("RuleExample", "Miss"),
    QT_TRANSLATE_NOOP("RuleExample", "A ray that meets no atom crosses the box in a straight line."),
    QT_TRANSLATE_NOOP("RuleExample", "Hit before deflection"),
    QT_TRANSLATE_NOOP(
        "RuleExample", "When an atom stands straight ahead, the hit wins over a deflection by its neighbour."
    ),
    QT_TRANSLATE_NOOP("RuleExample", "Several deflections"),
    QT_TRANSLATE_NOOP(
        "RuleExample",
        "Deflections can follow one another (Parker calls such a ray a DETOUR, and one that went straight through a MISS); a ray fired in at the exit port takes the same path back.",  # noqa: E501
    ),
    QT_TRANSLATE_NOOP("RuleExample", "A ray that runs straight into an atom is absorbed."),
    QT_TRANSLATE_NOOP("RuleExample", "60° deflection"),
    QT_TRANSLATE_NOOP("RuleExample", "An atom ahead to one side turns the ray 60° away from it."),
    QT_TRANSLATE_NOOP("RuleExample", "120° deflection"),
    QT_TRANSLATE_NOOP(
        "RuleExample", "An atom ahead and another ahead to one side: two 60° deflections at the same point."
    ),
    QT_TRANSLATE_NOOP(
        "RuleExample",
        "Atoms ahead to the left and to the right: the two deflections add up to a U-turn, and the ray comes back out where it went in.",  # noqa: E501
    ),
    QT_TRANSLATE_NOOP("RuleExample", "Three atoms ahead"),
    QT_TRANSLATE_NOOP(
        "RuleExample",
        "With atoms ahead, left and right, the two side deflections turn it back first: reflected, not absorbed.",
    ),
    QT_TRANSLATE_NOOP("RuleExample", "An atom on the edge turns back a ray fired in beside it before it enters."),
    QT_TRANSLATE_NOOP("RuleExample", "A ray that meets no atom crosses the board in a straight line."),
)


def tr_model(text: str) -> str:
    """``text`` from the model in the interface language (unchanged if no translation is known)."""
    translated = translate(CONTEXT, text)
    if translated != text:
        return translated
    if text.lower() in _REASONS:
        return tr_reason(text)
    for pattern, template in _COMPILED:
        match = pattern.fullmatch(text)
        if match:
            values = {
                key: (tr_model(value) if key in TRANSLATED_PARTS else _quotes(value))
                for key, value in match.groupdict().items()
            }
            result = translate(CONTEXT, template)
            for key, value in values.items():
                result = result.replace("{" + key + "}", value)
            # Names from the model ("celui de Ann") elide as French does: "celui d’Ann".
            return elide(result) if language() == "fr" else result
    return text


def tr_reason(reason: str) -> str:
    """The system's ``reason`` a file could not be read or written ("Permission denied"), in the interface
    language, with its first letter small if it came so ("permission denied"); unchanged if not known."""
    known = _REASONS.get(reason.lower())
    if known is None:
        return reason
    translated = translate(CONTEXT, known)
    return translated[:1].lower() + translated[1:] if reason[:1].islower() else translated


_QUOTED = re.compile(r"'(.*)'|\"(.*)\"", re.DOTALL)


def _quotes(value: str) -> str:
    """What she typed, quoted by the model (``errors.quoted``), in French quotes in a French sentence."""
    found = _QUOTED.fullmatch(value)
    if found is None or language() != "fr":
        return value
    inner = found.group(1) if found.group(1) is not None else found.group(2)
    return f"«\u00a0{inner}\u00a0»"


def announce(edition: Edition, outcome: Outcome, port_name: str | None = None) -> str:
    """What the setter says, in the edition's words and the interface language, as it stands inside a sentence
    ("Ray at 2: Absorbed", "Port 5: Exit at 12"): every caller puts it after a colon or a verb.

    ``port_name`` is how the exit port is written (the French paper rules say
    "3 bas"); its number by default.
    """
    absorbed, reflected, exit_word = edition_words(edition)
    if outcome.kind is OutcomeKind.ABSORBED:
        word = absorbed
    elif outcome.kind is OutcomeKind.REFLECTED:
        word = reflected
    else:
        word = exit_word.replace("{port}", port_name if port_name is not None else str(outcome.port))
    return in_sentence(word)


def in_sentence(word: str) -> str:
    """A setter's word as French writes it inside a sentence: lower case after a colon ("Rayon en 2 : absorbé",
    not "Absorbé"), where English keeps the capital.  Parker's words, all capitals as the box prints them (COUP,
    RÉFLEXION), stay so; the word alone (a button of the answer box) keeps its capital through ``edition_words``."""
    if language() != "fr" or not word.strip() or word.split()[0].rstrip(",").isupper():
        return word
    return word[0].lower() + word[1:]


def edition_words(edition: Edition) -> tuple[str, str, str]:
    """The setter's three words in the interface language: absorbed, reflected, exit (with ``{port}``)."""
    context = f"Edition:{edition.key}"
    return (
        QCoreApplication.translate(context, edition.absorbed_word),
        QCoreApplication.translate(context, edition.reflected_word),
        QCoreApplication.translate(context, edition.exit_word),
    )


def edition_title(edition: Edition) -> str:
    return tr_model(edition.title)


def scoring_title(variant: Scoring) -> str:
    return tr_model(variant.title)


def edition_look_words(edition: Edition) -> str:
    """How an edition's tokens look and what its setter says, for a tooltip where the edition is chosen (a new
    player met "Franjos Black Box +" and "Markers look" with nothing to say what they meant)."""
    words = {
        "parker": QT_TRANSLATE_NOOP(
            "EditionLook",
            "Parker Brothers' box of 1978: red HIT tokens, yellow REFLECTION "
            "tokens and orange pairs with symbols; square board only.",
        ),
        "franjos": QT_TRANSLATE_NOOP(
            "EditionLook",
            "Franjos Black Box +: black tokens for absorbed rays, white for "
            "reflected ones and numbered pairs of colours; both boards.",
        ),
        "computer": QT_TRANSLATE_NOOP(
            "EditionLook", "The computer versions' plain tokens: A, R and numbered pairs; both boards."
        ),
    }
    text = words.get(edition.key)
    return QCoreApplication.translate("EditionLook", text) if text else ""


def scoring_words(variant: Scoring) -> str:
    """How a scoring counts, for a tooltip where it is chosen."""
    words = {
        "parker": QT_TRANSLATE_NOOP(
            "ScoringWords",
            "One point a marker, 5 a misplaced ball unless a setter's wrong answer caused it, −5 a setter error.",
        ),
        "franjos": QT_TRANSLATE_NOOP("ScoringWords", "One point a marker, 5 every misplaced atom, −5 a setter error."),
        "per-ray": QT_TRANSLATE_NOOP(
            "ScoringWords",
            "Each ray fired costs 1 if absorbed or reflected, 2 otherwise, "
            "repeats included (the program never fires one whose answer "
            "is known); 5 a misplaced atom. Its rules count no setter "
            "error; this program takes 5 off for one.",
        ),
    }
    text = words.get(variant.value)
    return QCoreApplication.translate("ScoringWords", text) if text else ""


def board_title(board: Board) -> str:
    return tr_model(board.title)


LEVEL_WORDS = {
    "strong": QT_TRANSLATE_NOOP("ComputerPlay", "Strong"),
    "medium": QT_TRANSLATE_NOOP("ComputerPlay", "Medium"),
    "beginner": QT_TRANSLATE_NOOP("ComputerPlay", "Beginner"),
}
"""The computer experimenter's levels (``model.experimenter.LEVELS``) as the player reads them."""


def level_title(level: str) -> str:
    """A level's name in the window's language ("Strong")."""
    return QCoreApplication.translate("ComputerPlay", LEVEL_WORDS.get(level, level))
