#!/usr/bin/env bash
# The core and CLI tests under AddressSanitizer + UndefinedBehaviorSanitizer: a Debug g++ build
# without the GUI in build-asan/ (ASAN_BUILD_DIR), then ctest on the core and cli labels. Any
# sanitizer report fails its test (halt on error, no recovery). Extra arguments go to ctest.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
# shellcheck source=scripts/deps.sh
source scripts/deps.sh
syncwall_install_deps

build=${ASAN_BUILD_DIR:-$root/build-asan}
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Debug \
  -DSYNCWALL_BUILD_GUI=OFF -DSYNCWALL_BUILD_BENCH=OFF \
  -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=undefined"
cmake --build "$build" -j"${JOBS:-2}"

export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1:detect_stack_use_after_return=1:strict_string_checks=1:check_initialization_order=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
log=$build/ctest.log
status=0
(cd "$build" && ctest -L 'core|cli' --output-on-failure -j"${JOBS:-2}" "$@") 2>&1 | tee "$log" || status=$?
echo
grep -E '^[0-9]+% tests passed' "$log" || echo "ctest printed no summary"
exit "$status"
