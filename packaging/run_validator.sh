#!/usr/bin/env bash
# Runs a validator given as "TOOL ARGS..."; exits 77 (CTest: skipped) when TOOL is not
# installed, so a machine without it reports a skip instead of a pass.
set -uo pipefail
if ! command -v "$1" >/dev/null 2>&1; then
  echo "$1 not installed (see scripts/deps.sh)" >&2
  exit 77
fi
"$@"
