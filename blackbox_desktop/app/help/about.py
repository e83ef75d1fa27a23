"""Help → About: version, licence, and the inventor of the game."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ... import __version__


def show_about(parent: QWidget | None) -> None:
    QMessageBox.about(
        parent,
        QCoreApplication.translate("AboutBox", "About Black Box Desktop"),
        about_text(parent),
    )


def about_text(parent: QWidget | None = None) -> str:
    return QCoreApplication.translate(
        "AboutBox",
        "<h3>Black Box Desktop {version}</h3>"
        "<p>The board game <b>Black Box</b> was invented by <b>Eric Solomon</b>, first published in 1976, "
        "and sold by Parker Brothers (1978) and Franjos (<i>Black Box +</i>, with its hexagonal side).</p>"
        "<p>This program recreates both sides of the board, the markers and the scoring of those editions, "
        "and adds a deduction engine.</p>"
        "<p>Free software under the GNU General Public License, version 3 or later.</p>",
    ).replace("{version}", __version__)
