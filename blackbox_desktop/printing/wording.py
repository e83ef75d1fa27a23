"""The printed pieces' sentences, filled in: a translated template with its values put in.

template
    A sentence as the translation gives it, with ``{name}`` where a value
    goes ("Game {n} of {count}"): the translator may move the names about, so
    the values are put in by name, never by position.
"""

from __future__ import annotations


def filled(template: str, **values: object) -> str:
    """A translated ``template`` with each ``{name}`` replaced by its value.

    >>> filled("Game {n} of {count}", n=3, count=12)
    'Game 3 of 12'
    """
    for name, value in values.items():
        template = template.replace("{" + name + "}", str(value))
    return template
