#!/usr/bin/env bash
# Builds Syncwall (Release, build/) and runs it on the default scenario: the window when the
# GUI was built, else the command-line estimate. Installs missing Debian packages first.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=scripts/deps.sh
source scripts/deps.sh

syncwall_install_deps
syncwall_build

scenario=resources/scenarios/gpt3-175b-1536-a100.syncwall.json
build=${BUILD_DIR:-$root/build}
if [ -x "$build/app/syncwall" ]; then
  exec "$build/app/syncwall" "$scenario" "$@"
fi
exec "$build/app/syncwall-cli" estimate "$scenario" "$@"
