#!/bin/sh
# Install Black Box Desktop into .venv (with the system libraries Qt needs) and start it.
set -e
cd "$(dirname "$0")/.."
sh scripts/setup-env.sh
exec .venv/bin/blackbox-desktop "$@"
