"""The hand-over screen's sentence is wrapped into lines of even length: no word alone on its last line.

QA: in French the sentence wrapped "Passez l’ordinateur à Annabelle-Marguerite. … quand Bob ne regarde" over
"pas.", and in English "… when Bob is not" over "looking.", at the usual window sizes once the assistant or a
long name narrowed the screen.  Then the evened lines cut the name: "Passez l’ordinateur à Annabelle-" over
"Marguerite. …", as Qt breaks after a hyphen.
"""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QLabel

from blackbox_desktop.app.modes.curtain import HandOver


def _line_widths(hand_over: HandOver, label: QLabel) -> list[int]:
    """The width of the ink of each line of ``label``, from a picture of the screen."""
    image: QImage = hand_over.grab().toImage()
    box = label.geometry()
    widths: list[int] = []
    band: list[int] = []  # the leftmost and rightmost ink of the line being read
    for y in range(box.top(), box.bottom() + 1):
        ink = [x for x in range(box.left(), box.right() + 1) if image.pixelColor(x, y).lightnessF() > 0.5]
        if ink:
            band = [min([ink[0], *band[:1]]), max([ink[-1], *band[1:]])]
        elif band:
            widths.append(band[1] - band[0])
            band = []
    if band:
        widths.append(band[1] - band[0])
    return widths


@pytest.mark.parametrize("names", [("Ann", "Bob"), ("Annabelle-Marguerite", "Bob"), ("Marie", "Jean-Pierre")])
def test_the_hand_over_sentence_leaves_no_word_alone_on_its_last_line(
    language: str, qapp: QApplication, names: tuple[str, str]
) -> None:
    hand_over = HandOver()
    name, other = names
    sentence = hand_over.tr("Pass the computer to {name}. {name}, press Continue when {other} is not looking.")
    hand_over.set_text(f"Round 1: {name} hides", sentence.format(name=name, other=other))
    wrapped = 0
    for width in range(420, 1400, 20):  # the central widget's width from a small window to a wide one
        hand_over.resize(width, 500)
        hand_over.show()
        QApplication.processEvents()
        for label in (hand_over.title, hand_over.text):
            widths = _line_widths(hand_over, label)
            assert len(widths) * label.fontMetrics().lineSpacing() <= label.height() + 2, (width, widths)
            assert name in " ".join(label.lines()), (width, label.lines())  # not "Annabelle-" / "Marguerite"
            if len(widths) > 1:
                wrapped += 1
                assert widths[-1] > 0.6 * max(widths), (width, label.text(), widths)
    assert wrapped > 3  # the sentence did wrap at the narrower widths
    hand_over.close()
