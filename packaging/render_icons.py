"""Render the application icon from its SVG into every format the bundles need.

Run from anywhere: ``python packaging/render_icons.py``.  It reads
``packaging/icons/io.github.blackboxdesktop.BlackBoxDesktop.svg`` and writes

- ``packaging/icons/hicolor/<N>x<N>/apps/<app id>.png`` for N in 16..256, laid out
  as the freedesktop icon theme wants them, so ``build-deb.sh`` copies the tree;
- ``packaging/icons/hicolor/scalable/apps/<app id>.svg`` (a copy of the source);
- ``packaging/icons/<app id>.ico`` (Windows: PNG-compressed entries 16..256);
- ``packaging/icons/<app id>.icns`` (macOS: PNG entries 16..1024);
- ``blackbox_desktop/resources/icons/`` the SVG and PNGs again, so that the
  installed package can set its window icon without the packaging folder.

Rendering goes through Qt's own SVG renderer (``QSvgRenderer``), the same one
the game uses for its art, so what the icon looks like here is what Qt draws.
The ICO and ICNS containers are written by hand (both just wrap PNG data), so
neither Pillow nor Apple's ``iconutil`` is needed.  The output is committed;
rerun this after editing the SVG.
"""

from __future__ import annotations

import os
import shutil
import struct
import sys
from pathlib import Path

APP_ID = "io.github.blackboxdesktop.BlackBoxDesktop"
PNG_SIZES = (16, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 32, 48, 64, 128, 256)
# ICNS element types that hold PNG data, by pixel size (Apple's icns format).
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),
)

HERE = Path(__file__).resolve().parent
ICONS = HERE / "icons"
SOURCE = ICONS / f"{APP_ID}.svg"
PACKAGE_ICONS = HERE.parent / "blackbox_desktop" / "resources" / "icons"


def hicolor_png(size: int, root: Path = ICONS) -> Path:
    """Where the PNG of one size lives in a freedesktop icon theme tree."""
    return root / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def render_png(svg: Path, size: int) -> bytes:
    """The SVG drawn into a transparent square of ``size`` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: Qt cannot read this SVG.")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG-compressed image per size (Vista and later)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = [], []
    for size in sizes:
        blob = pngs[size]
        # Width and height 0 mean 256 in an ICONDIRENTRY.
        entries.append(struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(blob), offset))
        blobs.append(blob)
        offset += len(blob)
    return header + b"".join(entries) + b"".join(blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding PNG elements (the form Apple's iconutil writes)."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([sys.argv[0]])  # noqa: F841 - Qt needs one for painting
    wanted = sorted({*PNG_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: render_png(SOURCE, size) for size in wanted}

    written: list[Path] = []

    def write(path: Path, data: bytes) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        written.append(path)

    for size in PNG_SIZES:
        write(hicolor_png(size), pngs[size])
        write(PACKAGE_ICONS / f"{APP_ID}-{size}.png", pngs[size])
    write(ICONS / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg", SOURCE.read_bytes())
    write(PACKAGE_ICONS / f"{APP_ID}.svg", SOURCE.read_bytes())
    write(ICONS / f"{APP_ID}.ico", ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    write(ICONS / f"{APP_ID}.icns", icns_bytes(pngs))
    shutil.rmtree(ICONS / "__pycache__", ignore_errors=True)

    root = HERE.parent
    for path in written:
        print(f"{path.stat().st_size:>8} bytes  {path.relative_to(root)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
