#!/usr/bin/env bash
# Build the PyInstaller one-folder bundle and wrap it in a Debian package.
#
#     bash packaging/build-deb.sh [OUT_DIR]          (OUT_DIR defaults to dist/)
#
# The .deb installs the bundle under /usr/lib/blackbox-desktop (a package's
# private files; /opt is the local administrator's, and removing a package
# that owned it warned that /opt was not empty), the launcher as
# /usr/bin/blackbox-desktop, its manual page, and the .desktop file, icons,
# AppStream metainfo and MIME type where desktops look for them.  The icon, MIME and desktop
# caches are refreshed by the dpkg triggers of hicolor-icon-theme,
# shared-mime-info and desktop-file-utils, so the package needs no scripts.
#
# Environment:
#   PYTHON      the Python with PySide6 to freeze (default: .venv/bin/python if
#               the project has one, else python3); PyInstaller is pip-installed
#               into it if missing
#   BUILD_DIR   scratch folder (default: a new one under /tmp, removed at the end)
set -euo pipefail

cd "$(dirname "$0")/.."
ROOT=$PWD
started=$(date +%s)

OUT_DIR=${1:-dist}
mkdir -p "$OUT_DIR"
OUT_DIR=$(cd "$OUT_DIR" && pwd)

if [ -z "${PYTHON:-}" ]; then
  if [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
if ! "$PYTHON" -c "import PySide6.QtWidgets" 2>/dev/null; then
  echo "build-deb: $PYTHON cannot import PySide6; run 'sh scripts/setup-env.sh' or set PYTHON." >&2
  exit 1
fi
if ! "$PYTHON" -c "import PyInstaller" 2>/dev/null; then
  echo "build-deb: installing PyInstaller into $("$PYTHON" -c 'import sys; print(sys.prefix)')"
  "$PYTHON" -m pip install -q "pyinstaller>=6.5"
fi
for tool in dpkg-deb dpkg; do
  command -v "$tool" >/dev/null || { echo "build-deb: $tool is missing (it comes with dpkg)." >&2; exit 1; }
done
for tool in objdump objcopy; do
  command -v "$tool" >/dev/null || { echo "build-deb: $tool is missing; PyInstaller needs it (apt-get install binutils)." >&2; exit 1; }
done

if [ -n "${BUILD_DIR:-}" ]; then
  mkdir -p "$BUILD_DIR"
  own_build_dir=""
else
  BUILD_DIR=$(mktemp -d /tmp/blackbox-desktop-build.XXXXXX)
  own_build_dir=1
fi
cleanup() { if [ -n "$own_build_dir" ]; then rm -rf "$BUILD_DIR"; fi; }
trap cleanup EXIT

APP_ID=io.github.blackboxdesktop.BlackBoxDesktop
PACKAGE=blackbox-desktop
VERSION=$("$PYTHON" -c "import re, sys; print(re.search(r'__version__ = \"(.+)\"', open('blackbox_desktop/__init__.py').read())[1])")
ARCH=$(dpkg --print-architecture)

# -- the bundle ---------------------------------------------------------------
echo "build-deb: freezing blackbox-desktop $VERSION with PyInstaller ($("$PYTHON" -m PyInstaller --version))"
"$PYTHON" -m PyInstaller --noconfirm --log-level WARN \
  --distpath "$BUILD_DIR/dist" --workpath "$BUILD_DIR/work" packaging/blackbox-desktop.spec
BUNDLE="$BUILD_DIR/dist/$PACKAGE"
[ -x "$BUNDLE/$PACKAGE" ] || { echo "build-deb: PyInstaller made no $BUNDLE/$PACKAGE." >&2; exit 1; }
froze=$(date +%s)

# -- the package tree ---------------------------------------------------------
STAGE="$BUILD_DIR/deb"
rm -rf "$STAGE"
mkdir -p "$STAGE/DEBIAN" "$STAGE/usr/lib" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
  "$STAGE/usr/share/man/man6" \
  "$STAGE/usr/share/metainfo" "$STAGE/usr/share/mime/packages" "$STAGE/usr/share/icons" \
  "$STAGE/usr/share/doc/$PACKAGE"
cp -a "$BUNDLE" "$STAGE/usr/lib/$PACKAGE"
ln -s "../lib/$PACKAGE/$PACKAGE" "$STAGE/usr/bin/$PACKAGE"  # relative: the tree stays whole wherever unpacked
gzip -9n -c packaging/blackbox-desktop.6 > "$STAGE/usr/share/man/man6/$PACKAGE.6.gz"
gzip -9n -c packaging/changelog > "$STAGE/usr/share/doc/$PACKAGE/changelog.gz"  # a native package's own
install -m 644 "packaging/$APP_ID.desktop" "$STAGE/usr/share/applications/"
install -m 644 "packaging/$APP_ID.metainfo.xml" "$STAGE/usr/share/metainfo/"
install -m 644 packaging/blackbox-desktop.xml "$STAGE/usr/share/mime/packages/"
cp -r packaging/icons/hicolor "$STAGE/usr/share/icons/"
cat > "$STAGE/usr/share/doc/$PACKAGE/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Black Box Desktop
Comment: Black Box is a game invented by Eric Solomon.  This package bundles
 Python and Qt for Python (PySide6, LGPL-3.0) with their own licences.

Files: *
Copyright: 2026 Black Box Desktop developers
License: GPL-3.0-or-later
 On Debian systems the full text is in /usr/share/common-licenses/GPL-3.
EOF
# Normal permissions whatever the umask or the checkout did.
find "$STAGE" -type d -exec chmod 755 {} +
find "$STAGE" -type f -exec chmod go-w {} +
# Shared libraries are loaded, never run: PySide6's wheels and PyInstaller leave them executable.
find "$STAGE/usr/lib/$PACKAGE" -type f \( -name "*.so" -o -name "*.so.*" \) -exec chmod 644 {} +

installed_kib=$(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
# PyInstaller bundles most libraries but leaves the ones tied to the system's
# graphics drivers and C library to the system (libGL, libEGL, libxcb, libc);
# the rest are the packages whose data the bundled libraries read (fonts,
# fontconfig's configuration, XKB keymaps via libxkbcommon0) and what a plain
# Qt install wants on Debian.  Wayland is a Recommends: without it Qt uses xcb.
DEPENDS="libc6 (>= 2.28), libstdc++6, zlib1g, libglib2.0-0, libgl1, libegl1, libxcb1, libx11-6, libx11-xcb1,
 libfontconfig1, libfreetype6, fonts-dejavu-core | fonts-liberation2 | fonts-freefont-ttf, libdbus-1-3,
 libxkbcommon0, libxkbcommon-x11-0, libxcb-cursor0, libxcb-icccm4, libxcb-image0, libxcb-keysyms1,
 libxcb-randr0, libxcb-render0, libxcb-render-util0, libxcb-shape0, libxcb-shm0, libxcb-sync1,
 libxcb-xfixes0, libxcb-xkb1"
RECOMMENDS="libwayland-client0, libwayland-cursor0, libwayland-egl1, shared-mime-info, hicolor-icon-theme"
cat > "$STAGE/DEBIAN/control" <<EOF
Package: $PACKAGE
Version: $VERSION
Architecture: $ARCH
Maintainer: Black Box Desktop developers <maintainers@blackboxdesktop.invalid>
Installed-Size: $installed_kib
Section: games
Priority: optional
Depends: $(echo "$DEPENDS" | tr -d '\n')
Recommends: $RECOMMENDS
Description: Eric Solomon's deduction game Black Box, on both sides of the board
 Find the atoms hidden in a grid by firing rays in from the edge and watching
 where they come out: straight through, deflected, reflected or absorbed.
 .
 Plays on the 8x8 square board and the 61-cell hexagonal board, with wooden
 balls and ray markers to drag into place, Parker, Franjos and per-ray
 scoring, solitaire against a computer setter, printed notepad sheets and a
 deduction helper.  Black Box was invented by Eric Solomon.
 .
 This package is a self-contained bundle of Python and Qt, in
 /usr/lib/$PACKAGE.
EOF

DEB="$OUT_DIR/${PACKAGE}_${VERSION}_${ARCH}.deb"
dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$DEB" >/dev/null
finished=$(date +%s)

bundle_mib=$(du -sm "$BUNDLE" | cut -f1)
deb_mib=$(awk -v bytes="$(stat -c %s "$DEB")" 'BEGIN { printf "%.1f", bytes / 1048576 }')
echo "build-deb: bundle  $bundle_mib MiB in $(find "$BUNDLE" -type f | wc -l) files (frozen in $((froze - started)) s)"
echo "build-deb: .deb    $deb_mib MiB  $DEB (built in $((finished - started)) s)"
