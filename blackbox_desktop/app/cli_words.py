"""The command line's words, in the window's language: the one chosen in Preferences, else the system's.

The headless commands run without the window, and while all goes well ``answers`` and ``solve`` never load
Qt (they start faster so).  The translation is loaded the first time the command line has something to say
to a person: its help, a refusal, a line saying what it wrote.  Its own sentences are the ``_tr`` texts of
``cli.py`` and ``printing/commands.py``; the model's refusals go through :func:`model_text` as in the window;
argparse's words ("usage:", "the following arguments are required") are listed below and looked up while a
parser made in the language works (:func:`argparse_words`).  What argparse quotes itself, with Python's
``repr`` ("invalid choice: 'b5' (choose from 'a4', 'letter', …)"), is quoted in French as the rest of the
French text: « b5 », « a4 ».
"""

from __future__ import annotations

import argparse
import ast
import re
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from .i18n import QT_TRANSLATE_NOOP, install_translators, language, resolve, stored_language, translate

CONTEXT = "Cli"
ARGPARSE = "argparse"

# What argparse says that a player of the command line can meet (Python's own wording, filled in by argparse).
ARGPARSE_WORDS = (
    QT_TRANSLATE_NOOP("argparse", "usage: "),
    QT_TRANSLATE_NOOP("argparse", "positional arguments"),
    QT_TRANSLATE_NOOP("argparse", "options"),
    QT_TRANSLATE_NOOP("argparse", "show this help message and exit"),
    QT_TRANSLATE_NOOP("argparse", "the following arguments are required: %s"),
    QT_TRANSLATE_NOOP("argparse", "unrecognized arguments: %s"),
    QT_TRANSLATE_NOOP("argparse", "argument %(argument_name)s: %(message)s"),
    QT_TRANSLATE_NOOP("argparse", "expected one argument"),
    QT_TRANSLATE_NOOP("argparse", "invalid choice: %(value)r (choose from %(choices)s)"),
    QT_TRANSLATE_NOOP("argparse", "invalid %(type)s value: %(value)r"),
    QT_TRANSLATE_NOOP("argparse", "ambiguous option: %(option)s could match %(matches)s"),
    QT_TRANSLATE_NOOP("argparse", "ignored explicit argument %r"),
    # The types named in "invalid %(type)s value" (those of the options that take a number).
    QT_TRANSLATE_NOOP("argparse", "int"),
    QT_TRANSLATE_NOOP("argparse", "float"),
)
_QUOTED = re.compile(r"%(\([a-z_]+\))?r")
"""A value argparse fills in with ``repr``: ``%(value)r``, ``%r``."""

_spoken: list[str] = []
"""The language once loaded (the command line loads it at most once)."""


def speak() -> str:
    """Load the interface language, once: "en" or "fr"."""
    if not _spoken:
        from PySide6.QtCore import QCoreApplication

        from .data_files import peek_settings
        from .launch import APP_NAME, ORGANISATION

        # Where the window keeps its settings, so that her choice in Preferences is found.
        QCoreApplication.setApplicationName(APP_NAME)
        QCoreApplication.setOrganizationName(ORGANISATION)
        settings = peek_settings()
        install_translators(resolve(stored_language(settings) if settings is not None else "system"))
        _spoken.append(language())
    return _spoken[0]


def say(text: str) -> str:
    """One of the command line's own sentences in the interface language."""
    speak()
    return translate(CONTEXT, text)


def model_text(text: str) -> str:
    """A refusal of the model's, in the interface language, as the window shows it."""
    speak()
    from .model_texts import tr_model

    return tr_model(text)


def quote(text: str) -> str:
    """A name she typed, already quoted by ``model.errors.quoted``, in French quotes in a French sentence."""
    if speak() != "fr" or len(text) < 2 or text[0] != text[-1] or text[0] not in "'\"":
        return text
    return f"«\u00a0{text[1:-1]}\u00a0»"


@contextmanager
def argparse_words() -> Iterator[None]:
    """While it lasts, argparse says its words in the interface language (English: nothing changes)."""
    if speak() == "en":
        yield
        return
    # argparse asks gettext for each of its words through the names below, looked up when it speaks.
    module: Any = argparse
    saved = module._, module.ngettext
    module._ = _argparse_word
    module.ngettext = _argparse_words_for
    try:
        yield
    finally:
        module._, module.ngettext = saved


def _argparse_word(text: str) -> str:
    return _FrenchFormat(translate(ARGPARSE, text)) if text else text


class _FrenchFormat(str):
    """One of argparse's sentences in French: what it fills in with ``repr`` comes out in French quotes.

    argparse fills its sentences in with ``%``; here, ``%(value)r`` gives « b5 » instead of 'b5', a list of
    choices (already ``repr``'d and joined) « a4 », « letter », and a type is named in French.
    """

    __slots__ = ()

    def __mod__(self, values: Any) -> str:
        form = _QUOTED.sub(lambda match: f"«\u00a0%{match.group(1) or ''}s\u00a0»", str(self))
        if isinstance(values, dict):
            if "%(choices)s" in form:
                values = {**values, "choices": _french_choices(values.get("choices"))}
            if "%(type)s" in form and isinstance(values.get("type"), str):
                values = {**values, "type": translate(ARGPARSE, values["type"])}
        return str.__mod__(form, values)


def _french_choices(choices: object) -> object:
    """argparse's list of choices ("'a4', 'letter'") in French quotes; left as it is if it is no such list."""
    try:
        listed = ast.literal_eval(f"({choices},)") if isinstance(choices, str) else None
    except (ValueError, SyntaxError):
        return choices
    if not isinstance(listed, tuple):
        return choices
    return ", ".join(f"«\u00a0{choice}\u00a0»" for choice in listed)


def _argparse_words_for(one: str, many: str, count: int) -> str:
    return _argparse_word(one if count == 1 else many)
