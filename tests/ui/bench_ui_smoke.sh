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
