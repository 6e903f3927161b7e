#!/usr/bin/env bash
# Builds Syncwall (Release, build/) and runs every test with CTest; exits non-zero when a
# test fails. Installs missing Debian packages first. Extra arguments go to ctest.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=scripts/deps.sh
source scripts/deps.sh

syncwall_install_deps
syncwall_build

build=${BUILD_DIR:-$root/build}
export QT_QPA_PLATFORM=${QT_QPA_PLATFORM:-offscreen}
log=$build/ctest.log
status=0
(cd "$build" && ctest --output-on-failure -j"${JOBS:-2}" "$@") 2>&1 | tee "$log" || status=$?
echo
grep -E '^[0-9]+% tests passed' "$log" || echo "ctest printed no summary"
exit "$status"
