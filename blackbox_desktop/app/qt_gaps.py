"""Qt's own words that its shipped French (``qtbase_fr.qm``) leaves in English, translated in ours.

Qt 6 put keyboard letters into some of its labels ("&Look in:") and its
French file was not brought up to date, so the Open and Save boxes said
"Look in:" and "Files of type:", and their list called every folder "Folder"
(QA).  Qt asks every installed translator in turn, ours last: marking the
texts here, in Qt's own contexts, makes ``scripts/update-translations.sh``
collect them into our ``.ts``, where they are translated like ours.  Nothing
calls ``qt_words`` but the tests: it is there for the collection.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def qt_words() -> tuple[str, ...]:
    """The texts as Qt asks for them (context, text and, for two, Qt's disambiguation), translated."""
    translate = QCoreApplication.translate
    return (
        translate("QFileDialog", "&Look in:"),
        translate("QFileDialog", "Files of &type:"),
        translate("QPrintSettingsOutput", "Page &Set:"),
        translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
        translate("QAbstractFileIconProvider", "File", "All other platforms"),
        translate("QAbstractFileIconProvider", "%1 File"),
    )
