"""Text shown as it was typed: players' names and file names that look like markup or carry an "&".

Qt reads a label's, a tooltip's or a message box's text as markup when it
looks like some (``<b>Bob</b>``), and a button's or a dock title's "&" as
the mark of a shortcut letter.
"""

from __future__ import annotations

import html

from PySide6.QtGui import Qt


def literal(text: str) -> str:
    """``text`` for a message box or a tooltip: markup that spells out any tags it seems to hold."""
    if not Qt.mightBeRichText(text):
        return text
    return "<qt>" + html.escape(text).replace("\n", "<br>") + "</qt>"


def no_shortcut(text: str) -> str:
    """``text`` for a button or a title bar: every "&" shown, none taken for a shortcut's mark."""
    return text.replace("&", "&&")
