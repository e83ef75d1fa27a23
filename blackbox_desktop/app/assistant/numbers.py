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
    """A count with the language's thousands separator: "12,345" in English.

    Qt writes 64-bit numbers only; 10 atoms on 20×20 fit 2.6 × 10¹⁹ arrangements, grouped here by hand.
    """
    locale = _locale()
    if -(2**63) < count < 2**63:
        return locale.toString(int(count))
    return f"{int(count):,}".replace(",", locale.groupSeparator())


def percent(share: float, proved: bool = False) -> str:
    """``share`` (0 to 1) as a whole percentage: "37%", in French "37 %".

    Unless ``proved``, never 0 % nor 100 %: a cell full in all but one of 1,839 arrangements is not
    proved to hold an atom, so it reads "> 99%", and a rare one "< 1%".
    """
    figure = round(share * 100)
    prefix = ""
    if not proved and figure < 1:
        figure, prefix = 1, "<\u00a0"
    elif not proved and figure > 99:
        figure, prefix = 99, ">\u00a0"
    sign = "\u00a0%" if _locale().language() == QLocale.Language.French else "%"
    return f"{prefix}{whole(figure)}{sign}"


def arrangements(expected: float, exact: bool = True) -> str:
    """An expected number of arrangements, rounded to a whole one: at least one always fits.

    Not ``exact`` (estimated from a sample), it keeps two significant figures: "about 47,340,388,134"
    claimed a precision a sample of a thousand arrangements does not have; "about 47,000,000,000" does not.
    """
    figure = max(1, round(expected))
    if not exact and figure >= 100:
        figure = round(figure, 2 - len(str(figure)))
    return whole(figure)
