"""The setter's pad keeps its board still while atoms are hidden: the words above it change, not its place."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from blackbox_desktop.app.modes.pad import SetterPad
from blackbox_desktop.model.board import parse_board


def test_the_board_stays_put_as_the_last_atom_is_hidden(qtbot: object) -> None:
    # QA: "Click 3 more cells…" took two lines in a narrow pad, "All atoms are placed." one: the board jumped up
    # and grew by 8 px as the last atom went in.
    board = parse_board("ortho-8x8")
    pad = SetterPad(board, 4, "Ann's pad: hide 4 atoms for Bob to find")
    qtbot.addWidget(pad)  # type: ignore[attr-defined]
    pad.resize(420, 560)
    pad.show()
    qtbot.waitExposed(pad)  # type: ignore[attr-defined]
    QApplication.processEvents()
    before = pad.view.geometry()
    assert pad.count_label.heightForWidth(pad.count_label.width()) > pad.count_label.fontMetrics().lineSpacing()
    pad.set_atoms(board.cells_from_names("A1,B8,C1,D8"))
    QApplication.processEvents()
    assert pad.count_label.text().startswith("All atoms are placed.")
    assert pad.view.geometry() == before
