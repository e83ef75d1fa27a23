"""What is written into a diagram from a game: the filling of the notepad's first card.

A diagram is either blank or filled in from a game, as one of two copies:

setter's copy
    her atoms drawn as filled balls and her answer pad written at each port
    (``H`` absorbed, ``R`` reflected, or the exit port).
experimenter's record
    the markers at the ports (black ``H``, white ``R``, coloured pairs with
    their number), her balls, the cells she crossed as surely empty (her own
    notes, as she would cross them on the paper sheet), and the score boxes
    once the round is over.

A :class:`DiagramFill` is only what to write; :func:`.diagram.draw_diagram`
draws it (the booklet's solutions build one of their own, with atoms only).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from ..model.board import Port
from ..model.differing_rays import differing_rays
from ..model.editions import FRANJOS, Edition
from ..model.game import Game
from ..model.markers import Marker, MarkerKind
from ..model.outcome import OutcomeKind
from ..model.rays import answer_pad
from .layout import NotepadError
from .wording import filled


@dataclass(frozen=True)
class DiagramFill:
    """What a filled-in diagram shows, taken from a game.  Blank diagrams have none."""

    copy: str
    """``"setter"`` or ``"experimenter"``."""
    atoms: frozenset[int] = frozenset()
    balls: frozenset[int] = frozenset()
    missed: frozenset[int] = frozenset()
    """Hidden atoms with no ball on them, shown once the round is over (none when the verdict accepts her balls)."""
    wrong_balls: frozenset[int] = frozenset()
    """Her balls on cells with no atom, crossed once the round is over, as the window crosses them."""
    differing: frozenset[Port] = frozenset()
    """Both ends of each ray her balls answer otherwise than the atoms: their tokens ringed in red, as the
    window rings them (``model.differing_rays``)."""
    crossed: frozenset[int] = frozenset()
    """Cells the experimenter crossed as surely empty (on her record only: they tell the setter nothing)."""
    port_notes: tuple[tuple[Port, str, Marker | None], ...] = ()
    """``(port, text, marker)`` written beyond each port circle."""
    scores: tuple[tuple[str, int], ...] = ()
    label: str = ""
    edition: Edition = FRANJOS
    """Whose tokens the markers are drawn as: the colours, letters and symbols of the window's board."""
    written: tuple[str, str, str] = ("", "", "")
    """Player, Round and Date, written on the header's blanks ("" leaves one blank)."""


def _hit_letter(game: Game) -> str:
    """The letter of an absorbed ray, as the window's tokens carry it: "H" for Parker's HIT, else "A"."""
    return game.rules.edition.absorbed_word[:1].upper()


def fill_from_game(game: Game, copy: str, written: tuple[str, str, str] = ("", "", "")) -> DiagramFill:
    """The setter's copy or the experimenter's record of ``game``; ``written``: Player, Round and Date for
    the header."""
    board = game.board
    if copy == "setter":
        if game.setup is None:
            raise NotepadError(
                "The setter's copy needs the hidden atoms, and this tabletop game has not revealed them."
            )
        pad = answer_pad(board, game.setup)
        hit = _hit_letter(game)
        notes: tuple[tuple[Port, str, Marker | None], ...] = tuple(
            (port, hit if outcome.kind is OutcomeKind.ABSORBED else str(outcome), None)
            for port, outcome in zip(board.ports, pad, strict=True)
        )
        names = ", ".join(board.names(game.setup))
        label = filled(QCoreApplication.translate("Printing", "Setter's copy: {atoms}"), atoms=names)
        return DiagramFill(
            "setter", atoms=game.setup, port_notes=notes, label=label, edition=game.rules.edition, written=written
        )
    position = game.position
    hit = _hit_letter(game)
    notes = tuple(
        (port, hit if marker.kind is MarkerKind.HIT else str(marker), marker)
        for port, marker in zip(board.ports, position.markers, strict=True)
        if marker is not None
    )
    scores: tuple[tuple[str, int], ...] = ()
    missed: frozenset[int] = frozenset()
    wrong: frozenset[int] = frozenset()
    verdict = game.verdict() if game.finished else None
    if game.finished:
        score = game.score()
        scores = tuple(score.lines())
    differing: frozenset[Port] = frozenset()
    if verdict is not None and not verdict.accepted:
        # A look-alike the rules accept misplaces nothing: rings on its atoms contradicted "Misplaced 0" (QA).
        missed, wrong = verdict.missed_atoms, verdict.wrong_balls
        if position.balls and game.setup is not None:  # no ball placed: nothing to tell the rays apart from
            fired = [shot.port for shot in position.shots]
            rays = differing_rays(board, game.setup, position.balls, fired)
            differing = frozenset(port for ray in rays for port, _ in ray.ends)
    if game.finished:
        label = QCoreApplication.translate("Printing", "Experimenter's record, finished")
    else:
        label = QCoreApplication.translate("Printing", "Experimenter's record, in play")
    return DiagramFill(
        "experimenter",
        balls=position.balls,
        missed=missed,
        wrong_balls=wrong,
        differing=differing,
        crossed=position.empty_marks,
        port_notes=notes,
        scores=scores,
        label=label,
        edition=game.rules.edition,
        written=written,
    )
