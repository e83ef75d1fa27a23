"""The booklet drawn for the print preview's page set-up: a sideways page loses nothing (A5's own pages:
``test_page_setup``)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QColor, QImage, QPageLayout, QPageSize, QPdfWriter, QTransform

from blackbox_desktop.model.board import parse_board
from blackbox_desktop.model.booklet import make_booklet
from blackbox_desktop.printing.booklet import paint_booklet

pytestmark = pytest.mark.skipif(shutil.which("pdftoppm") is None, reason="pdftoppm (poppler-utils) is not installed")


def _page(tmp_path: Path, name: str, size: QPageSize.PageSizeId, orientation: QPageLayout.Orientation) -> QImage:
    """Page 2 (a look-up table page) of the booklet painted on that paper, as an image."""
    pdf = tmp_path / f"{name}.pdf"
    writer = QPdfWriter(str(pdf))
    writer.setResolution(150)
    writer.setPageLayout(QPageLayout(QPageSize(size), orientation, QMarginsF(0, 0, 0, 0)))
    paint_booklet(writer, make_booklet(parse_board("ortho-8x8"), games=12, seed=5, norm=False))
    del writer  # the PDF is finished when its writer goes
    page = ["-f", "2", "-l", "2", "-singlefile"]
    subprocess.run(["pdftoppm", "-png", "-r", "40", *page, str(pdf), str(tmp_path / name)], check=True)
    return QImage(str(tmp_path / f"{name}.png"))


def _difference(page: QImage, reference: QImage) -> float:
    """Mean lightness difference (0–255) between ``page`` and ``reference`` scaled onto it."""
    scaled = reference.scaled(page.size())
    total = sum(
        abs(QColor(page.pixel(x, y)).lightness() - QColor(scaled.pixel(x, y)).lightness())
        for y in range(page.height())
        for x in range(page.width())
    )
    return total / (page.width() * page.height())


def test_a_sideways_page_shows_the_whole_booklet_page(qapp: object, tmp_path: Path) -> None:
    upright = _page(tmp_path, "upright", QPageSize.PageSizeId.A4, QPageLayout.Orientation.Portrait)
    sideways = _page(tmp_path, "sideways", QPageSize.PageSizeId.A4, QPageLayout.Orientation.Landscape)
    assert sideways.width() > sideways.height()
    # Turned back upright, the sideways sheet carries the same page: nothing cut off at the bottom.
    turned = sideways.transformed(QTransform().rotate(-90))
    assert _difference(turned, upright) < 20  # 7 here; a page laid out upright on the sideways sheet: 35
