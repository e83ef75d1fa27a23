#!/bin/sh
# Install Black Box Desktop with its test tools into .venv and run the whole suite.
set -e
cd "$(dirname "$0")/.."
EXTRA_APT="xvfb xauth poppler-utils desktop-file-utils appstream" sh scripts/setup-env.sh "[test]"
QT_QPA_PLATFORM="${QT_QPA_PLATFORM:-offscreen}" exec .venv/bin/python -m pytest "$@"
