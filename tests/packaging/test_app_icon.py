"""The application icon: one SVG, rendered to every size and format the bundles use."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ICONS = ROOT / "packaging" / "icons"
PACKAGE_ICONS = ROOT / "blackbox_desktop" / "resources" / "icons"
APP_ID = "io.github.blackboxdesktop.BlackBoxDesktop"
SVG = ICONS / f"{APP_ID}.svg"
SIZES = (16, 32, 48, 64, 128, 256)
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def png_size(data: bytes) -> tuple[int, int]:
    assert data.startswith(PNG_SIGNATURE), "not a PNG"
    assert data[12:16] == b"IHDR"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.mark.parametrize("size", SIZES)
def test_theme_png_has_its_size(size: int) -> None:
    path = ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    assert png_size(path.read_bytes()) == (size, size)


@pytest.mark.parametrize("size", SIZES)
def test_package_copy_is_the_same_picture(size: int) -> None:
    theme = ICONS / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"
    assert (PACKAGE_ICONS / f"{APP_ID}-{size}.png").read_bytes() == theme.read_bytes()


def test_svg_copies_match_the_source() -> None:
    source = SVG.read_bytes()
    assert (ICONS / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").read_bytes() == source
    assert (PACKAGE_ICONS / f"{APP_ID}.svg").read_bytes() == source


def test_qt_can_render_the_svg() -> None:
    qtsvg = pytest.importorskip("PySide6.QtSvg")
    renderer = qtsvg.QSvgRenderer(str(SVG))
    assert renderer.isValid()
    assert renderer.defaultSize().width() == renderer.defaultSize().height() == 256


def test_windows_ico_holds_every_size() -> None:
    data = (ICONS / f"{APP_ID}.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", data[:6])
    assert (reserved, kind, count) == (0, 1, len(SIZES))
    found = []
    for index in range(count):
        width, _, _, _, _, _, length, offset = struct.unpack("<BBBBHHII", data[6 + 16 * index : 22 + 16 * index])
        assert png_size(data[offset : offset + length]) == (width or 256, width or 256)
        found.append(width or 256)
    assert tuple(found) == SIZES


def test_macos_icns_is_well_formed() -> None:
    data = (ICONS / f"{APP_ID}.icns").read_bytes()
    assert data[:4] == b"icns"
    assert struct.unpack(">I", data[4:8])[0] == len(data)
    offset, kinds = 8, []
    while offset < len(data):
        kind, length = data[offset : offset + 4], struct.unpack(">I", data[offset + 4 : offset + 8])[0]
        png_size(data[offset + 8 : offset + length])
        kinds.append(kind)
        offset += length
    assert offset == len(data)
    assert b"ic10" in kinds and b"icp4" in kinds
