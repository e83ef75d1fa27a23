"""One French word for one thing: a term of the game is translated the same way in every sentence that names it
(QA: the score book's window and menu said « Tableau des scores » and its messages « carnet de scores »)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

TS = Path(__file__).resolve().parents[2] / "blackbox_desktop" / "resources" / "translations" / "blackbox_desktop_fr.ts"

# The English term (a pattern) and the French every translation of a text that uses it uses too.
TERMS = {
    r"\bscore book\b|^Your scores": "tableau des scores",
    r"\bhints?\b": "indice",
    r"\bpuzzles?\b": "énigme",
    r"\bbooklets?\b": "livret",
    r"\bnotepads?\b": "bloc-notes",
    r"\btutorial\b": "didacticiel",
    r"\bmisplaced\b": "mal placé",
    r"\barrangements?\b": "disposition",
    r"\bballs?\b": "bille",
    r"\bmarkers?\b": "marqueur",
    r"\bduels?\b": "duel",
    r"(?<!-)\brays?\b": "rayon",
    r"\bports?\b": "port",
    r"\btray\b": "réserve",
    r"\bsetter errors?\b": "erreurs? d’annonce",
    r"\bwrong answer of the setter\b": "erreur d’annonce",  # the Parker notepad's footer said « fausse annonce »
    r"(?<!with )\bdiagrams?\b": "diagramme",  # the notepad dialog said « Schémas », its command « diagrammes »
    r"^Counting\b": "^Comptage",  # a « décompte » is a scoring: « Décompte… » over the assistant read as one
}


def texts() -> list[tuple[str, str]]:
    """Each source and its translation, as read: without the & of a keyboard letter nor the {placeholders},
    which stay in English ("{board, atoms_count, rays}")."""
    found = []
    for message in ET.parse(TS).getroot().iter("message"):
        source, translation = (
            re.sub(r"\{[^}]*\}|&(?=\w)", "", message.findtext(part) or "") for part in ("source", "translation")
        )
        found.append((source, translation))
    return found


@pytest.mark.parametrize("english, french", TERMS.items())
def test_a_term_has_one_french_word(english: str, french: str) -> None:
    other = [
        (source, translation)
        for source, translation in texts()
        if re.search(english, source, re.IGNORECASE) and not re.search(french, translation, re.IGNORECASE)
    ]
    assert other == []
