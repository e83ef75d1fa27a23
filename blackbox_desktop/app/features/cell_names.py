"""View → Cell names: write each cell's name (C3, D5…) on the board, remembered between runs.

The tutorial, the assistant, the hints and the undo labels name cells, but the
wooden board carries no names: this shows where C3 is without hovering it.
The tutorial shows the names while it runs, whatever the option says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from ..window import MainWindow

SETTING = "view/cell_names"


def install(window: MainWindow) -> None:
    action = window.view_menu.addAction(QCoreApplication.translate("CellNames", "Cell &names"))
    action.setCheckable(True)
    action.setStatusTip(
        QCoreApplication.translate(
            "CellNames", "Write each cell's name on the board (rows lettered from the top, columns numbered)"
        )
    )
    action.setChecked(window.settings.store.value(SETTING, False) in (True, "true", "1", 1))
    window.scene.set_cell_names(action.isChecked())

    def toggled(shown: bool) -> None:
        window.settings.store.setValue(SETTING, shown)
        tutorial = window.tutorial
        window.scene.set_cell_names(shown or tutorial is not None)

    action.toggled.connect(toggled)
    window.cell_names_action = action
