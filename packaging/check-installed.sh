#!/usr/bin/env bash
# End-to-end check of the Debian package, as a player would get it:
# build the bundle and the .deb, install it with dpkg, check the installed
# desktop files, start the installed /usr/bin/blackbox-desktop headless to
# draw the window into a PNG, open a saved .bbox game through the launcher's
# Exec line (under Xvfb when it is installed), then remove the package again.
#
#     bash packaging/check-installed.sh
#
# Needs root (or sudo) for dpkg.  Takes a few minutes, so it is not part of
# pytest.  Leaves nothing behind: the scratch folder under /tmp is removed and
# the package purged, also when a step fails.  PYTHON as for build-deb.sh;
# CHECK_SCREENSHOT=FILE.png keeps copies of the screenshots (FILE.png, FILE-opened.png).
set -euo pipefail

cd "$(dirname "$0")/.."
started=$(date +%s)
PACKAGE=blackbox-desktop
APP_ID=io.github.blackboxdesktop.BlackBoxDesktop

say() { echo "check-installed: $*"; }
fail() { echo "check-installed: FAILED: $*" >&2; exit 1; }

as_root=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || fail "dpkg needs root; run as root or install sudo."
  as_root="sudo"
fi
command -v dpkg-deb >/dev/null || fail "dpkg-deb is missing (it comes with dpkg)."

# The Python to freeze: the caller's, the project's .venv, or a new .venv.
if [ -z "${PYTHON:-}" ]; then
  if [ ! -x .venv/bin/python ] || ! .venv/bin/python -c "import PySide6.QtWidgets" 2>/dev/null; then
    say "no .venv with PySide6 yet; making one with scripts/setup-env.sh"
    sh scripts/setup-env.sh
  fi
  PYTHON=$PWD/.venv/bin/python
fi
export PYTHON

WORK=$(mktemp -d /tmp/blackbox-desktop-check.XXXXXX)
installed_here=""
cleanup() {
  status=$?
  if [ -n "$installed_here" ]; then
    $as_root dpkg --purge "$PACKAGE" >/dev/null 2>&1 || say "could not remove $PACKAGE; remove it by hand: dpkg -r $PACKAGE"
  fi
  rm -rf "$WORK"
  exit $status
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# A package left by an interrupted earlier run would hide this run's result.
if dpkg-query -W -f='${Status}' "$PACKAGE" 2>/dev/null | grep -q "ok installed\|half\|unpacked"; then
  say "removing the $PACKAGE left installed by an earlier run"
  $as_root dpkg --purge "$PACKAGE" >/dev/null
fi

# -- build --------------------------------------------------------------------
# PyInstaller reads the libraries with objdump and objcopy (binutils), which a bare Debian lacks.
if ! command -v objdump >/dev/null || ! command -v objcopy >/dev/null; then
  say "installing binutils (PyInstaller needs objdump and objcopy)"
  $as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends binutils >/dev/null
fi
BUILD_DIR="$WORK/build" bash packaging/build-deb.sh "$WORK/out"
built=$(date +%s)
DEB=$(ls "$WORK"/out/${PACKAGE}_*.deb)

# -- install ------------------------------------------------------------------
say "installing $(basename "$DEB")"
installed_here=1
if ! $as_root dpkg -i "$DEB" >"$WORK/dpkg.log" 2>&1; then
  # Only missing dependencies are forgiven: apt fetches them, then configures.
  grep -q "dependency problems" "$WORK/dpkg.log" || { cat "$WORK/dpkg.log" >&2; fail "dpkg -i failed."; }
  say "fetching the missing dependencies with apt-get"
  $as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $as_root env DEBIAN_FRONTEND=noninteractive apt-get install -f -y -qq --no-install-recommends >/dev/null
fi
dpkg-query -W -f='${Status}' "$PACKAGE" | grep -q "install ok installed" || fail "$PACKAGE is not installed."

for path in /usr/bin/$PACKAGE /usr/lib/$PACKAGE/$PACKAGE /usr/share/applications/$APP_ID.desktop \
  /usr/share/metainfo/$APP_ID.metainfo.xml /usr/share/mime/packages/blackbox-desktop.xml \
  /usr/share/icons/hicolor/scalable/apps/$APP_ID.svg /usr/share/icons/hicolor/16x16/apps/$APP_ID.png \
  /usr/share/icons/hicolor/256x256/apps/$APP_ID.png \
  /usr/lib/$PACKAGE/_internal/blackbox_desktop/resources/opening_books/ortho-8x8-4.json \
  /usr/lib/$PACKAGE/_internal/blackbox_desktop/resources/opening_books/ortho-8x8-5.json \
  /usr/lib/$PACKAGE/_internal/blackbox_desktop/resources/opening_books/hex-5-5.json; do
  [ -e "$path" ] || fail "the package installed no $path."
done
[ "$(readlink -f /usr/bin/$PACKAGE)" = "/usr/lib/$PACKAGE/$PACKAGE" ] || fail "/usr/bin/$PACKAGE does not point into /usr/lib."
case "$(readlink /usr/bin/$PACKAGE)" in /*) fail "/usr/bin/$PACKAGE is an absolute link (Debian wants a relative one).";; esac
# What Debian's lintian asks of any package: a changelog, and shared libraries that are not executable.
[ -s /usr/share/doc/$PACKAGE/changelog.gz ] || fail "the package installed no changelog."
zcat /usr/share/doc/$PACKAGE/changelog.gz | head -n 1 | grep -q "^$PACKAGE (" || fail "the changelog is not a Debian one."
executable_libraries=$(find /usr/lib/$PACKAGE -type f \( -name "*.so" -o -name "*.so.*" \) -perm /111 | wc -l)
[ "$executable_libraries" -eq 0 ] || fail "$executable_libraries shared libraries are installed executable."
# Every module and data file of the source, this build's French included: a feature module or a translation
# left out fails only when a player reaches it, never while the window draws itself below.
"$PYTHON" packaging/check_bundle.py "/usr/lib/$PACKAGE" || fail "the installed bundle is not the whole game."
# Qt's own French (Oui, Non, Annuler on the message boxes' buttons) comes with PySide6, not from the source tree.
[ -e /usr/lib/$PACKAGE/_internal/PySide6/Qt/translations/qtbase_fr.qm ] || fail "the bundle holds no Qt French."
# The manual page: in the package always; installed unless dpkg is told to skip manuals (slim images).
dpkg-deb -c "$DEB" > "$WORK/contents.txt"  # (grep -q on the pipe would cut it short)
grep -q "usr/share/man/man6/$PACKAGE.6.gz" "$WORK/contents.txt" || fail "the package holds no manual page."
if [ -e /usr/share/man/man6/$PACKAGE.6.gz ] && command -v man >/dev/null; then
  man -l /usr/share/man/man6/$PACKAGE.6.gz 2>/dev/null | grep -q "print-booklet" || fail "the manual page does not read."
fi
if command -v desktop-file-validate >/dev/null; then
  desktop-file-validate /usr/share/applications/$APP_ID.desktop || fail "the installed .desktop file is not valid."
fi
if command -v appstreamcli >/dev/null; then
  appstreamcli validate --no-net /usr/share/metainfo/$APP_ID.metainfo.xml >/dev/null \
    || fail "the installed metainfo is not valid."
fi
# shared-mime-info's dpkg trigger rebuilds the MIME database; see that it did.
if [ -f /usr/share/mime/globs2 ] && command -v update-mime-database >/dev/null; then
  grep -q "application/x-blackbox-game:\*\.bbox" /usr/share/mime/globs2 \
    || fail "the MIME database does not know *.bbox after installing."
fi

# -- run the installed program ----------------------------------------------
version=$(cd / && /usr/bin/$PACKAGE --version)
[ "$version" = "$PACKAGE $("$PYTHON" -c 'import sys; sys.path.insert(0, "."); import blackbox_desktop; print(blackbox_desktop.__version__)')" ] \
  || fail "the installed program says '$version'."

shot="$WORK/screenshot.png"
say "drawing the window with the installed /usr/bin/$PACKAGE (offscreen)"
run_started=$(date +%s.%N)
# A clean HOME and no inherited Python settings: the bundle must stand alone.
mkdir -p -m 700 "$WORK/home" "$WORK/runtime"
if ! (cd / && env -i PATH=/usr/bin:/bin HOME="$WORK/home" XDG_RUNTIME_DIR="$WORK/runtime" \
  QT_QPA_PLATFORM=offscreen LANG=C.UTF-8 \
  timeout 120 /usr/bin/$PACKAGE --screenshot "$shot" >"$WORK/run.log" 2>&1); then
  cat "$WORK/run.log" >&2
  fail "the installed program failed to draw its window."
fi
run_finished=$(date +%s.%N)
[ -s "$shot" ] || { cat "$WORK/run.log" >&2; fail "the installed program wrote no screenshot."; }

# Non-trivial: a real PNG, window-sized, with more than a handful of colours.
QT_QPA_PLATFORM=offscreen "$PYTHON" - "$shot" <<'EOF' || fail "the screenshot is blank or too small."
import sys

from PySide6.QtGui import QGuiApplication, QImage

app = QGuiApplication([])
image = QImage(sys.argv[1])
if image.isNull():
    sys.exit(f"check-installed: {sys.argv[1]} is not an image Qt can read.")
colours = {image.pixel(x, y) for x in range(0, image.width(), 7) for y in range(0, image.height(), 7)}
print(f"check-installed: screenshot {image.width()}x{image.height()} px, {len(colours)} colours sampled")
sys.exit(0 if image.width() >= 200 and image.height() >= 200 and len(colours) >= 8 else 1)
EOF

# -- open a saved game the way a file manager does ----------------------------
# The command comes from the installed launcher's Exec line, %f becoming the
# file; it runs on a real X server when Xvfb is there (xcb, as on a desktop).
game="$WORK/two rays.bbox"
"$PYTHON" - "$game" <<'PY'
import sys

sys.path.insert(0, ".")
from blackbox_desktop.model import parse_board
from blackbox_desktop.model.game import Game, Rules
from blackbox_desktop.model.savefile import dumps

board = parse_board("hex-5")
game = Game.new(board, 5, Rules(), board.cells_from_names("C2,D5,D8,E3,E4")).apply("F1").apply("F7")
with open(sys.argv[1], "w", encoding="utf-8") as file:
    file.write(dumps(game))
PY
exec_line=$(sed -n 's/^Exec=//p' "/usr/share/applications/$APP_ID.desktop")
[ "$exec_line" = "$PACKAGE %f" ] || fail "unexpected Exec line '$exec_line' in the installed launcher."
opened="$WORK/opened.png"
if command -v xvfb-run >/dev/null && command -v Xvfb >/dev/null; then
  platform="xcb on Xvfb"
  runner=(xvfb-run -a -s "-screen 0 1400x1000x24")
else
  platform="offscreen"
  runner=(env QT_QPA_PLATFORM=offscreen)
fi
say "opening a saved game as a double-click would ('$exec_line', $platform)"
if ! (cd / && env -i PATH=/usr/bin:/bin HOME="$WORK/home" XDG_RUNTIME_DIR="$WORK/runtime" LANG=C.UTF-8 \
  "${runner[@]}" timeout 120 "${exec_line% %f}" "$game" --screenshot "$opened" >"$WORK/open.log" 2>&1); then
  cat "$WORK/open.log" >&2
  fail "the installed program failed to open a saved game."
fi
QT_QPA_PLATFORM=offscreen "$PYTHON" - "$shot" "$opened" <<'PY' || fail "the saved game did not show."
import sys

from PySide6.QtGui import QGuiApplication, QImage

app = QGuiApplication([])
fresh, opened = QImage(sys.argv[1]), QImage(sys.argv[2])
if opened.isNull() or opened.width() < 200 or opened.height() < 200:
    sys.exit(f"check-installed: {sys.argv[2]} is missing or too small.")
# A hexagonal board with two rays fired cannot look like the fresh square board.
changed = opened.size() != fresh.size() or sum(
    opened.pixel(x, y) != fresh.pixel(x, y) for x in range(0, fresh.width(), 9) for y in range(0, fresh.height(), 9)
)
print(f"check-installed: saved game shown, {opened.width()}x{opened.height()} px")
sys.exit(0 if changed else 1)
PY
if [ -n "${CHECK_SCREENSHOT:-}" ]; then
  cp "$shot" "$CHECK_SCREENSHOT"
  cp "$opened" "${CHECK_SCREENSHOT%.png}-opened.png"
fi

# -- figures ------------------------------------------------------------------
finished=$(date +%s)
say "bundle     $(du -sm /usr/lib/$PACKAGE | cut -f1) MiB installed in /usr/lib/$PACKAGE"
say ".deb       $(awk -v b="$(stat -c %s "$DEB")" 'BEGIN { printf "%.1f", b / 1048576 }') MiB"
say "screenshot $(stat -c %s "$shot") bytes, drawn in $(awk -v a="$run_started" -v b="$run_finished" 'BEGIN { printf "%.2f", b - a }') s"
say "build      $((built - started)) s, whole check $((finished - started)) s"
say "passed"
