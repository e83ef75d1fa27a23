"""Numbers in the assistant's sentences, written the way the interface language writes them.

French writes "2,45" and "12 345" where English writes "2.45" and "12,345"
(``i18n.use_locale`` sets the locale with the language).  A count of
arrangements is a whole number, never "about 3.32 arrangements".
"""

from __future__ import annotations

from PySide6.QtCore import QLocale


def _locale() -> QLocale:
    """The interface's locale; the bare "C" locale of a system with no language set writes English."""
    locale = QLocale()
    return QLocale(QLocale.Language.English) if locale.language() == QLocale.Language.C else locale


def decimal(value: float, places: int = 2) -> str:
    """``value`` with ``places`` decimals: "2.45" in English, "2,45" in French."""
    return _locale().toString(float(value), "f", places)


def whole(count: int) -> str:
    """A count with the language's thousands separator: "12,345" in English."""
    return _locale().toString(int(count))


def arrangements(expected: float) -> str:
    """An expected number of arrangements, rounded to a whole one: at least one always fits."""
    return whole(max(1, round(expected)))
