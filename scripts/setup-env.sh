#!/bin/sh
# Shared by play.sh and test.sh: the system libraries Qt needs, then a virtual
# environment in .venv with the project installed (extras as "$1").
set -e
cd "$(dirname "$0")/.."

need=""
for package in python3 python3-venv python3-pip libglib2.0-0 libgl1 libegl1 libfontconfig1 fonts-dejavu-core \
  libxkbcommon0 libdbus-1-3 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 \
  libxcb-render-util0 libxcb-shape0 $EXTRA_APT; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || need="$need $package"
done
if [ -n "$need" ] && command -v apt-get >/dev/null 2>&1; then
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      # A Debian installed with a root password has no sudo: say what to run, rather than "sudo: not found".
      echo "Qt needs these system packages, and installing them needs root (there is no sudo here):" >&2
      echo "  su -c 'apt-get install -y --no-install-recommends$need'" >&2
      echo "Run that, then this command again." >&2
      exit 1
    fi
    sudo_cmd="sudo"
  fi
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  $sudo_cmd env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $need >/dev/null
fi

[ -x .venv/bin/python ] || python3 -m venv .venv
# The install is editable: the code needs no reinstall, only a changed pyproject.toml (or other extras) does.
# So a second start is quick and quiet.
stamp=.venv/.blackbox-desktop-installed
project=$(sha256sum pyproject.toml | cut -c1-64)
installed=$(cat "$stamp" 2>/dev/null || true)
case "$installed" in
  "$project "*"${1:-}"*) [ -x .venv/bin/blackbox-desktop ] && exit 0 ;;
esac
echo "Installing Black Box Desktop into .venv (a minute the first time)…"
.venv/bin/python -m pip install -q --upgrade pip >/dev/null
# setuptools' notes about editable installs are for packagers, not for someone starting a game.
PYTHONWARNINGS=ignore .venv/bin/python -m pip install -q -e ".${1:-}"
echo "$project ${1:-}" > "$stamp"
