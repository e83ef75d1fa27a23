"""The interface language: English (the source) or French, from the system or the preferences.

Translations are Qt ``.qm`` files built from the ``.ts`` sources in
``resources/translations`` (``scripts/update-translations.sh``); Qt's own
dialogs (Yes/No, Cancel, file dialogs) come from ``qtbase_fr.qm`` when Qt
ships it.  The choice is read once at start-up: changing it applies at the
next start.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

if TYPE_CHECKING:

    def QT_TRANSLATE_NOOP(context: str, source: str) -> str:
        """Marks ``source`` for translation in ``context`` and returns it: PySide6's stubs say ``object``."""
        ...

else:
    from PySide6.QtCore import QT_TRANSLATE_NOOP  # noqa: F401 - the modules import it from here, typed

TRANSLATIONS = Path(__file__).resolve().parent.parent / "resources" / "translations"
LANGUAGE_KEY = "ui/language"
LANGUAGES = ("system", "en", "fr")
"""Stored values; ``system`` follows the system locale."""
TRANSLATED = ("fr",)

_installed: list[QTranslator] = []
_language = "en"
"""The language installed last (``install_translators``)."""

_ELIDABLE = re.compile(r"\b(de|De|que|Que) (?=[AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜ])")


def elide(text: str) -> str:
    """French elision before a name the players typed: "de Ann" → "d’Ann", "que Ève" → "qu’Ève".

    Only a capital vowel counts: the translations elide their own words already, so what is left
    before a capital is a name (or a port letter, where "d’A gauche" is right too).
    """
    return _ELIDABLE.sub(lambda found: found.group(1)[:-1] + "’", text)


class Phrase(str):
    """A translated sentence whose ``format`` fills in the names and then elides as French does."""

    def format(self, *args: Any, **kwargs: Any) -> str:
        text = super().format(*args, **kwargs)
        return elide(text) if _language == "fr" else text


def language() -> str:
    """The interface language installed last: "en" or "fr"."""
    return _language


def phrase(context: str, text: str) -> Phrase:
    """``text`` translated in ``context``, ready for names: ``phrase(...).format(name="Ann")``."""
    return Phrase(translate(context, text))


def translate(context: str, text: str) -> str:
    """``QCoreApplication.translate``, also in a process that has no application: the command line says its
    refusals and its help without one (:func:`install_translators` loads the translations all the same)."""
    if QCoreApplication.instance() is not None:
        return QCoreApplication.translate(context, text)
    for translator in _installed:
        found = translator.translate(context, text)
        if found:
            return found
    return text


def atoms_phrase(count: int) -> str:
    """ "1 atom" or "4 atoms" in the interface language, to stand in a sentence's ``{atoms}``."""
    if count == 1:
        return translate("Atoms", "1 atom")
    return translate("Atoms", "{n} atoms").replace("{n}", str(count))


class Translator(QTranslator):
    """Our translation; a text not found in its context is looked up without one.

    ``pyside6-lupdate`` files a call of a module-level ``tr("…")`` helper under
    an empty context, while the helper asks Qt with its own context name.
    """

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        found = super().translate(context, source, disambiguation, n)
        if not found and context:
            found = super().translate("", source, disambiguation, n)
        # None (a null string) tells Qt to ask the next translator; "" would be taken as the translation.
        return found or None


def stored_language(settings: QSettings) -> str:
    value = settings.value(LANGUAGE_KEY, "system")
    return value if isinstance(value, str) and value in LANGUAGES else "system"


def resolve(choice: str, locale: QLocale | None = None) -> str:
    """The language to show for a stored choice: ``en`` or one of TRANSLATED."""
    if choice in ("en", *TRANSLATED):
        return choice
    for name in (locale or QLocale.system()).uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in TRANSLATED:
            return code
        if code == "en":
            return "en"
    return "en"


def install_translators(language: str) -> bool:
    """Load our translation (and Qt's) for ``language``; False for English or a missing file.

    Without an application (the command line before, or without, Qt's) they are loaded for :func:`translate`
    alone; called again once an application exists, they are installed in it."""
    app = QCoreApplication.instance()
    global _language
    use_locale(language)
    _language = language
    for translator in _installed:
        if app is not None:
            app.removeTranslator(translator)
    _installed.clear()
    if language == "en":
        return False
    ours = Translator(app)
    if not ours.load(str(TRANSLATIONS / f"blackbox_desktop_{language}.qm")):
        return False
    loaded: list[QTranslator] = [ours]
    qt = QTranslator(app)
    if qt.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        loaded.append(qt)
    for translator in loaded:
        if app is not None:
            app.installTranslator(translator)
        _installed.append(translator)
    return True


def use_locale(language: str) -> None:
    """Write numbers as the interface language does ("2,45" in French), whatever the system's language.

    The system's country is kept when its locale speaks ``language`` (Swiss French writes numbers as the
    Swiss do), but its habits are taken from the locale of that name: with ``LANGUAGE=fr`` and ``LANG=C``
    the system's locale is called French and still wrote "10.0" in a French sentence.
    """
    system = QLocale.system()
    if system.name().split("_")[0].lower() == language:
        QLocale.setDefault(QLocale(system.name()))
    else:
        QLocale.setDefault(QLocale(language))
