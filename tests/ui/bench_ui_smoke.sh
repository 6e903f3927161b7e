#!/usr/bin/env bash
# `syncwall --bench-ui` runs to the end offscreen and prints docs/contract.md's one line. The figures
# are not judged here (a loaded CI machine says nothing about a frame); docs/performance.md
# records them from an idle machine.
set -euo pipefail
app=$1
out=$("$app" --bench-ui 2>/dev/null)
echo "$out"
[[ $out =~ ^refresh_ms\ p50=[0-9]+\.[0-9]+\ p99=[0-9]+\.[0-9]+\ max=[0-9]+\.[0-9]+$ ]] || {
  echo "expected one line 'refresh_ms p50=X p99=Y max=Z'" >&2
  exit 1
}
# And p50 <= p99 <= max, the line's own consistency.
read -r p50 p99 max < <(sed -E 's/.*p50=([0-9.]+) p99=([0-9.]+) max=([0-9.]+)/\1 \2 \3/' <<<"$out")
awk -v a="$p50" -v b="$p99" -v c="$max" 'BEGIN { exit !(a <= b && b <= c) }' || {
  echo "percentiles out of order" >&2
  exit 1
}
# --bench-changes N times N changes (SYNCWALL_BENCH_DETAIL counts them) and refuses what is
# outside 20..20000 with a message that names it, exit status 2.
detail=$(SYNCWALL_BENCH_DETAIL=1 "$app" --bench-ui --bench-changes 20 2>&1 >/dev/null)
grep -q '^changes=20 ' <<<"$detail" || { echo "--bench-changes 20 did not time 20 changes" >&2; exit 1; }
for bad in 19 20001 2x ""; do
  set +e
  err=$("$app" --bench-ui --bench-changes "$bad" 2>&1 >/dev/null)
  rc=$?
  set -e
  [[ $rc -eq 2 && $err == *"--bench-changes: expected a whole number from 20 to 20000"* ]] || {
    echo "--bench-changes '$bad': expected exit 2 and a message, got $rc: $err" >&2
    exit 1
  }
done
set +e
err=$(timeout 60 "$app" --bench-changes 40 2>&1 >/dev/null)
rc=$?
set -e
[[ $rc -eq 2 && $err == *"--bench-changes: only with --bench-ui"* ]] || {
  echo "--bench-changes without --bench-ui: expected exit 2 and a message, got $rc: $err" >&2
  exit 1
}
