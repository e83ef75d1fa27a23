"""The "assisted" mark in a saved game: one optional top-level key beside the model's own.

The model's reader ignores keys it does not know (``savefile.game_from_json``
reads by name), so a file with ``"assisted": true`` still opens everywhere.
"""

from __future__ import annotations

import json

KEY = "assisted"


def with_assisted(text: str, assisted: bool) -> str:
    """The saved game ``text`` with the mark added (unchanged when not assisted)."""
    if not assisted:
        return text
    data = json.loads(text)
    data[KEY] = True
    return json.dumps(data, indent=1)


def is_assisted(text: str | bytes) -> bool:
    """True when the saved game carries the mark; a damaged file is simply not marked."""
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return False
    return isinstance(data, dict) and data.get(KEY) is True
