"""The tutorial's lessons: a fixed small board, fixed atoms, and the steps in order.

Each step either waits for one action on the board (fire a port, put a ball
on a cell, finish) or for the Next button.  The texts are English here and
translated at display time in the "Tutorial" context.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import QT_TRANSLATE_NOOP


@dataclass(frozen=True, slots=True)
class Step:
    text: str
    action: str = "next"
    """``"next"`` (the Next button), ``"fire"``, ``"ball"`` or ``"finish"``."""
    port: int = 0
    cell: str = ""

    def move(self) -> str | None:
        """The move this step waits for, in the game's text form."""
        if self.action == "fire":
            return f"F{self.port}"
        if self.action == "ball":
            return f"B+{self.cell}"
        if self.action == "finish":
            return "D"
        return None


@dataclass(frozen=True, slots=True)
class Lesson:
    side: str
    title: str
    board_spec: str
    atoms: str
    steps: tuple[Step, ...]


SQUARE = Lesson(
    "ortho",
    QT_TRANSLATE_NOOP("Tutorial", "Tutorial: the square side"),
    "ortho-5x5",
    "B2,B4",
    (
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Welcome! The computer has hidden <b>2 atoms</b> in this small 5×5 box. You cannot see them: "
                "you find them by firing rays in from the numbered ports around the edge. "
                "Rows are lettered A–E from the top, columns numbered 1–5 from the left.",
            )
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial", "Click <b>port 2</b> (highlighted, on the left of row B) to fire your first ray."
            ),
            "fire",
            port=2,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "The ray was <b>absorbed</b>: it ran into an atom. Most likely it went straight along row B, "
                "though atoms beside its path could have turned it first. A marker records it. Now click "
                "<b>port 7</b>, at the bottom of column 2.",
            ),
            "fire",
            port=7,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Absorbed again, so column 2 most likely holds an atom too. Row B and column 2 cross at B2: a very "
                "good guess. "
                "<b>Drag a ball</b> from the tray onto <b>B2</b> (or click the cell).",
            ),
            "ball",
            cell="B2",
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Now see what an atom does to a ray passing beside it. Click <b>port 1</b>, at the left of row A.",
            ),
            "fire",
            port=1,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "The ray came out at 20: it was <b>deflected</b>. An atom diagonally ahead (B2) turned it 90° away, "
                "up column 1. A matching pair of markers shows where it went in and came out. "
                "Click <b>port 8</b>, at the bottom of column 3.",
            ),
            "fire",
            port=8,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "<b>Reflected</b>: the ray came back out where it went in. With an atom diagonally ahead on "
                "<i>both</i> sides it turns right round. Going up column 3 it met B2 on the left, so the other "
                "atom is on the right: <b>drag a ball onto B4</b>.",
            ),
            "ball",
            cell="B4",
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial", "One more check. Click <b>port 5</b>, at the left of row E, far from your balls."
            ),
            "fire",
            port=5,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "It went straight through and out at 11: nothing lies in or beside row E. Every marker costs a "
                "point, so fire only the rays you need. Your balls are placed: press <b>I have finished</b>.",
            ),
            "finish",
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "The atoms are revealed and your score is <b>{score}</b> (lower is better: one point a marker, "
                "five for every atom you missed). After a round, click any port to see its ray's path. "
                "You are ready for a real game!",
            )
        ),
    ),
)

HEXAGONAL = Lesson(
    "hex",
    QT_TRANSLATE_NOOP("Tutorial", "Tutorial: the hexagonal side"),
    "hex-3",
    "A2,C4",
    (
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "The other side of the board has hexagonal cells. Here <b>2 atoms</b> hide among 19 cells. "
                "A ray travels in one of six directions and looks at the three cells in front of it: straight "
                "ahead, and ahead at 60° to the left and to the right.",
            )
        ),
        Step(
            QT_TRANSLATE_NOOP("Tutorial", "Click <b>port 2</b> (highlighted) to fire a ray along row A."),
            "fire",
            port=2,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "<b>Absorbed</b>: an atom lies on row A. Now click <b>port 9</b>: its ray runs through D1, C2, B2 "
                "and A2.",
            ),
            "fire",
            port=9,
        ),
        Step(
            QT_TRANSLATE_NOOP("Tutorial", "Absorbed too. The two lines cross at A2. <b>Drag a ball onto A2</b>."),
            "ball",
            cell="A2",
        ),
        Step(QT_TRANSLATE_NOOP("Tutorial", "Click <b>port 27</b>, at the top right."), "fire", port=27),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "<b>Reflected</b> before it even entered: an atom beside the entry cell, ahead of the ray (your A2), "
                "turns it back at the edge. Now click <b>port 13</b>.",
            ),
            "fire",
            port=13,
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial", "Absorbed on the line E2, D3, C4, B4. Click <b>port 21</b> to fire along row C."
            ),
            "fire",
            port=21,
        ),
        Step(
            QT_TRANSLATE_NOOP("Tutorial", "Absorbed again: the two lines meet at C4. <b>Drag a ball onto C4</b>."),
            "ball",
            cell="C4",
        ),
        Step(QT_TRANSLATE_NOOP("Tutorial", "A last check far from the atoms: click <b>port 5</b>."), "fire", port=5),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "It went straight through and out at 12. Your two balls are placed: press <b>I have finished</b>.",
            ),
            "finish",
        ),
        Step(
            QT_TRANSLATE_NOOP(
                "Tutorial",
                "Both atoms found! Your score is <b>{score}</b>. Click a port to see its ray's path. Turn the board "
                "over (F) whenever you like to play on the other side.",
            )
        ),
    ),
)

LESSONS = {lesson.side: lesson for lesson in (SQUARE, HEXAGONAL)}
