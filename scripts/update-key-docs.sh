#!/usr/bin/env bash
# Rewrites the key tables of docs/scenario-format.md (between <!-- keys:begin --> and
# <!-- keys:end -->) from the core's declarations, via `syncwall-cli keys --markdown`.
# Usage: scripts/update-key-docs.sh [BUILD_DIR]   (needs a built syncwall-cli)
set -euo pipefail
cd "$(dirname "$0")/.."
cli=${1:-build}/app/syncwall-cli
doc=docs/scenario-format.md
tables=$("$cli" keys --markdown)
awk -v tables="$tables" '
  /<!-- keys:begin -->/ { print; print tables; skip = 1; next }
  /<!-- keys:end -->/   { skip = 0 }
  !skip                 { print }
' "$doc" >"$doc.tmp"
mv "$doc.tmp" "$doc"
echo "$doc updated"
