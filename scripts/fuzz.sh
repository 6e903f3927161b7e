#!/usr/bin/env bash
# Runs each libFuzzer target (fuzz/) for SECONDS (default 60) from the seed corpus in
# tests/data/fuzz/<target>/, on a clang build with ASan + UBSan in build-fuzz/. Exits non-zero
# on a finding and copies the crashing inputs to tests/data/fuzz/regressions/<target>-<name>,
# where tests/core/regression_test.cpp replays them. New corpus entries stay in build-fuzz/.
# Environment: FUZZ_TARGETS (default: all of them), FUZZ_BUILD_DIR, JOBS.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
seconds=${1:-60}
build=${FUZZ_BUILD_DIR:-$root/build-fuzz}
targets=(${FUZZ_TARGETS:-fuzz_scenario_parser fuzz_estimator fuzz_hf_import fuzz_training_log fuzz_nccl_tests fuzz_launch_megatron fuzz_launch_nemo fuzz_launch_torchtitan})
export DEBIAN_FRONTEND=noninteractive

# shellcheck source=scripts/deps.sh
source scripts/deps.sh
syncwall_install_deps

flags="-g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined"
cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=None \
  -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_CXX_FLAGS="$flags" \
  -DSYNCWALL_FUZZ=ON -DSYNCWALL_BUILD_GUI=OFF -DSYNCWALL_BUILD_TESTS=OFF -DSYNCWALL_BUILD_BENCH=OFF >/dev/null
cmake --build "$build" -j"${JOBS:-2}" --target "${targets[@]}"

regressions=$root/tests/data/fuzz/regressions
mkdir -p "$regressions"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
status=0
for target in "${targets[@]}"; do
  case $target in
    fuzz_scenario_parser) seeds=$root/tests/data/fuzz/parser ;;
    fuzz_hf_import) seeds=$root/tests/data/imports/hf ;;
    fuzz_training_log) seeds=$root/tests/data/imports/logs ;;
    fuzz_nccl_tests) seeds=$root/tests/data/imports/nccl ;;
    fuzz_launch_*) seeds=$root/tests/data/imports/launch ;;
    *) seeds=$root/tests/data/fuzz/${target#fuzz_} ;;
  esac
  corpus=$build/corpus/$target
  artifacts=$build/artifacts/$target
  mkdir -p "$corpus" "$artifacts"
  log=$build/$target.log
  echo "== $target for ${seconds}s (seeds: ${seeds#$root/}, log: $log)"
  rc=0
  "$build/fuzz/$target" -max_total_time="$seconds" -timeout=5 -rss_limit_mb=2048 \
    -max_len=65536 -print_final_stats=1 -artifact_prefix="$artifacts/" \
    "$corpus" "$seeds" >"$log" 2>&1 || rc=$?
  grep -E '^(#[0-9]+.*DONE|stat::number_of_executed_units|stat::peak_rss_mb|Done [0-9]+ runs)' "$log" || true
  found=0
  for crash in "$artifacts"/*; do
    [ -e "$crash" ] || continue
    found=1
    cp "$crash" "$regressions/$target-$(basename "$crash")"
    echo "finding: $(basename "$crash") -> tests/data/fuzz/regressions/"
  done
  rm -f "$artifacts"/*
  if [ "$rc" -ne 0 ] || [ "$found" -ne 0 ]; then
    echo "$target: FINDING (exit $rc); see $log"
    tail -n 40 "$log"
    status=1
  fi
done
exit "$status"
