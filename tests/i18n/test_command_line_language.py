"""The command line speaks the window's language: the one chosen in Preferences, else the desktop's."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

NBSP = "\u00a0"


def _cli(*argv: str, lang: str, data_dir: Path, language: str | None = None) -> subprocess.CompletedProcess[str]:
    """The command as a player runs it: no display, no Qt platform chosen, ``LANG`` as her desktop's."""
    env = {
        key: value
        for key, value in os.environ.items()
        if key not in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")
    }
    env.update(LANG=lang, BLACKBOX_DESKTOP_DATA_DIR=str(data_dir))
    if language is not None:
        (data_dir / "settings.ini").write_text(f"[ui]\nlanguage={language}\n", encoding="utf-8")
    return subprocess.run(
        [sys.executable, "-m", "blackbox_desktop", *argv], capture_output=True, text=True, env=env, timeout=60
    )


def test_a_french_desktop_gets_french_help_and_refusals(tmp_path: Path) -> None:
    shown = _cli("--help", lang="fr_FR.UTF-8", data_dir=tmp_path)
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith(f"usage{NBSP}: blackbox-desktop")
    assert "afficher cette aide et quitter" in shown.stdout
    assert "une partie enregistrée (.bbox) à ouvrir" in shown.stdout
    # argparse's refusal, the command line's own, and the model's, as the window words it.
    for argv, said in (
        (["print-booklet"], f"Ces arguments sont obligatoires{NBSP}: --out."),
        (["solve", "--time-limit", "0"], "Le délai est un nombre de secondes supérieur à 0, pas 0."),
        (["answers", "--atoms", "Q7"], "Il n’y a pas de case «\u00a0Q7\u00a0» sur le plateau 8×8."),
    ):
        refused = _cli(*argv, lang="fr_FR.UTF-8", data_dir=tmp_path)
        assert refused.returncode == 2
        assert refused.stderr == f"blackbox-desktop: {said}\n"


def test_the_placeholders_say_what_to_give_in_both_languages(tmp_path: Path) -> None:
    # QA: "--out OUT", "--games GAMES", "--board BOARD" in the French usage, beside "--screenshot FICHIER".
    french = _cli("print-booklet", "--help", lang="fr_FR.UTF-8", data_dir=tmp_path).stdout
    assert "--games N" in french and "--board PLATEAU" in french and "--out FICHIER" in french
    assert "--seed GRAINE" in french and "OUT" not in french and "GAMES" not in french
    english = _cli("print-notepad", "--help", lang="C.UTF-8", data_dir=tmp_path).stdout
    assert "--out FILE" in english and "--game FILE" in english and "--per-page N" in english
    assert "paper size (default a4)" in english


def test_an_english_desktop_gets_english(tmp_path: Path) -> None:
    shown = _cli("answers", "--help", lang="C.UTF-8", data_dir=tmp_path)
    assert shown.stdout.startswith("usage: blackbox-desktop answers")
    assert "show this help message and exit" in shown.stdout
    refused = _cli("print-booklet", lang="en_GB.UTF-8", data_dir=tmp_path)
    assert refused.stderr == "blackbox-desktop: The following arguments are required: --out.\n"


def test_the_language_chosen_in_preferences_wins_over_the_desktops(tmp_path: Path) -> None:
    refused = _cli("solve", "--atoms-count", "x", lang="C.UTF-8", data_dir=tmp_path, language="fr")
    assert refused.stderr == (
        f"blackbox-desktop: Argument --atoms-count{NBSP}: «{NBSP}x{NBSP}» n’est pas un nombre entier.\n"
    )
    english = _cli("anwsers", lang="fr_FR.UTF-8", data_dir=tmp_path, language="en")
    assert "'anwsers' is neither a command nor a saved game. Did you mean answers?" in english.stderr


def test_a_command_that_goes_well_loads_no_translation_and_no_qt(tmp_path: Path) -> None:
    """``answers`` and ``solve`` in a script start fast: Qt is loaded only for words to a person."""
    code = (
        "import io, sys\nfrom blackbox_desktop.cli import run\n"
        "assert run(['answers', '--atoms', 'A1'], stdout=io.StringIO()) == 0\n"
        "print(sorted(name for name in sys.modules if name.startswith('PySide6')))"
    )
    env = {**os.environ, "LANG": "fr_FR.UTF-8", "BLACKBOX_DESKTOP_DATA_DIR": str(tmp_path)}
    env.pop("LANGUAGE")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=60)
    assert done.stdout.strip() == "[]", done.stderr


# Every refusal of argparse's the command line can print, with what the French one says.
ARGPARSE_REFUSALS = (
    (
        ["print-notepad", "--paper", "b5", "--out", "x.pdf"],
        "Argument --paper: invalid choice: 'b5' (choose from 'a4', 'letter', 'legal', 'a5', 'a3').",
        f"Argument --paper{NBSP}: choix invalide{NBSP}: «{NBSP}b5{NBSP}» (choisir parmi «{NBSP}a4{NBSP}», "
        f"«{NBSP}letter{NBSP}», «{NBSP}legal{NBSP}», «{NBSP}a5{NBSP}», «{NBSP}a3{NBSP}»).",
    ),
    (
        ["--side", "square"],
        "Argument --side: invalid choice: 'square' (choose from 'ortho', 'hex').",
        f"Argument --side{NBSP}: choix invalide{NBSP}: «{NBSP}square{NBSP}» (choisir parmi «{NBSP}ortho{NBSP}», "
        f"«{NBSP}hex{NBSP}»).",
    ),
    (
        ["print-booklet", "--games", "1.5", "--out", "x.pdf"],
        "Argument --games: invalid int value: '1.5'.",
        f"Argument --games{NBSP}: «{NBSP}1.5{NBSP}» n’est pas un nombre entier.",
    ),
    (
        ["solve", "--time-limit", "soon"],
        "Argument --time-limit: invalid float value: 'soon'.",
        f"Argument --time-limit{NBSP}: «{NBSP}soon{NBSP}» n’est pas un nombre.",
    ),
    (
        ["--version=yes"],
        "Argument --version: ignored explicit argument 'yes'.",
        f"Argument --version{NBSP}: argument explicite ignoré{NBSP}: «{NBSP}yes{NBSP}».",
    ),
    (
        ["print-notepad", "--out"],
        "Argument --out: expected one argument.",
        f"Argument --out{NBSP}: une valeur est attendue.",
    ),
    (
        ["print-notepad", "--p", "a4", "--out", "x.pdf"],
        "Ambiguous option: --p could match --per-page, --paper, --pages.",
        f"Option ambiguë{NBSP}: --p peut désigner --per-page, --paper, --pages.",
    ),
    (["solve", "--frob"], "Unrecognized arguments: --frob.", f"Arguments inconnus{NBSP}: --frob."),
    (
        ["print-booklet"],
        "The following arguments are required: --out.",
        f"Ces arguments sont obligatoires{NBSP}: --out.",
    ),
)


def test_every_refusal_of_argparse_s_quotes_as_its_language_does(tmp_path: Path) -> None:
    """QA: in French a wrong paper was refused with argparse's straight quotes, « … choix invalide : 'b5' (choisir
    parmi 'a4', 'letter', …) », where the rest of the French text quotes « b5 »."""
    for argv, english, french in ARGPARSE_REFUSALS:
        for lang, said in (("C.UTF-8", english), ("fr_FR.UTF-8", french)):
            refused = _cli(*argv, lang=lang, data_dir=tmp_path)
            assert refused.returncode == 2, refused.stderr
            assert refused.stderr == f"blackbox-desktop: {said}\n"
            if lang.startswith("fr"):
                assert "'" not in refused.stderr and '"' not in refused.stderr
