#!/bin/sh
# Collect the interface strings into the .ts sources, then compile them to .qm.
# Run from anywhere; translate new entries (e.g. with pyside6-linguist) and run again.
set -eu
cd "$(dirname "$0")/.."
# Qt's lupdate and lrelease come with PySide6: the project's .venv has them when no other is on PATH.
[ -x .venv/bin/pyside6-lupdate ] && PATH="$PWD/.venv/bin:$PATH"
command -v pyside6-lupdate >/dev/null || { echo "pyside6-lupdate not found: run sh scripts/setup-env.sh first" >&2; exit 2; }
OUT=blackbox_desktop/resources/translations
SOURCES="$(find blackbox_desktop/app blackbox_desktop/printing -name '*.py' | sort) blackbox_desktop/cli.py"
for lang in fr; do
    # Helpers named _tr(...) (QCoreApplication.translate with the module's context) are collected too.
    # shellcheck disable=SC2086
    pyside6-lupdate -no-obsolete -locations none -tr-function-alias tr+=_tr $SOURCES -ts "$OUT/blackbox_desktop_$lang.ts"
    pyside6-lrelease "$OUT/blackbox_desktop_$lang.ts" -qm "$OUT/blackbox_desktop_$lang.qm"
done
