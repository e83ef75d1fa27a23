"""Typography a reader notices, checked over every text of the interface: French with ’, « » and the no-break
space before its high punctuation; English with one apostrophe and the game's own words."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

TS = Path(__file__).resolve().parents[2] / "blackbox_desktop" / "resources" / "translations" / "blackbox_desktop_fr.ts"


def pairs() -> list[tuple[str, str]]:
    return [
        (message.findtext("source") or "", message.findtext("translation") or "")
        for message in ET.parse(TS).getroot().iter("message")
    ]


def test_french_writes_its_apostrophe_curly() -> None:
    # The one straight quote left is a shell's empty argument (--atoms '').
    straight = [french for _english, french in pairs() if "'" in french.replace("''", "")]
    assert straight == []


def test_french_quotes_hold_no_break_spaces() -> None:
    bare = [french for _english, french in pairs() if re.search(r"«(?!\u00a0)|(?<!\u00a0)»", french)]
    assert bare == []


def test_french_sets_a_no_break_space_before_its_high_punctuation() -> None:
    # "Rayon en 2: coup" read as English; ";;" is a file box's list of kinds, "1:H" an answer typed on the command
    # line, and a ? or ! may end a {placeholder}.
    missing = [
        french for _english, french in pairs() if re.search(r"[\w)»’](?:[;?!]|:(?![\w/]))", french.replace(";;", ""))
    ]
    assert missing == []


def test_french_says_par_exemple_one_way() -> None:
    assert [french for _english, french in pairs() if "p. ex." in french] == []


def test_english_writes_its_apostrophe_straight() -> None:
    # Three texts said "ray’s path" where every other says "ray's".
    assert [english for english, _french in pairs() if "’" in english] == []


def test_english_names_an_atom_without_a_ball_misplaced() -> None:
    # The duel's sheet said "5 a wrong atom", and the duel's Name my atoms "5 points for each wrong one", where the
    # score panel and the rules say misplaced.
    charged = re.compile(r"\bwrong atoms?\b|\b5 points for each wrong\b")
    assert [english for english, _french in pairs() if charged.search(english)] == []


def test_english_quotes_a_word_with_curly_quotes() -> None:
    # The duel's refusal of a port name offered "e.g. 'D gauche'" where every other text quotes with “ ”
    # (press “I have finished”); an apostrophe ("setter's") and a shell's empty argument ('') are not quotes.
    straight = re.compile(r"(?<!\w)'[^'\s][^']*'(?!\w)")
    assert [english for english, _french in pairs() if straight.search(english)] == []


def test_english_drags_tokens_and_counts_markers() -> None:
    # The piece a player handles is a token, what it records (and what the score counts) a marker: "drag the right
    # token from the Markers tray".  The short hint of a low window said "drag its markers from the tray".
    handled = re.compile(
        r"\b(?:drag|drags|dragged|dragging|pick|picks|take|takes)\b(?:\s+\S+){0,2}\s+markers?\b", re.IGNORECASE
    )
    assert [english for english, _french in pairs() if handled.search(" ".join(english.split()))] == []
