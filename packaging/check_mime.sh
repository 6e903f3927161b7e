#!/usr/bin/env bash
# Usage: check_mime.sh MIME.xml APP.desktop APP.metainfo.xml
# The MIME package compiles with update-mime-database and maps *.syncwall.json to the type the
# desktop file opens and the metainfo provides.
set -euo pipefail
xml=$1 desktop=$2 metainfo=$3
type=application/x-syncwall-scenario
if ! command -v update-mime-database >/dev/null 2>&1; then
  echo "update-mime-database not installed (package shared-mime-info)" >&2
  exit 77
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/packages"
cp "$xml" "$tmp/packages/"
out=$(update-mime-database -V "$tmp" 2>&1) || { echo "$out"; exit 1; }
if grep -qi 'error\|warning' <<<"$out"; then echo "$out"; exit 1; fi
grep -q "^60:$type:\*\.syncwall\.json" "$tmp/globs2" || { echo "glob missing:"; cat "$tmp/globs2"; exit 1; }
grep -q "^MimeType=.*$type;" "$desktop" || { echo "$desktop: MimeType lacks $type"; exit 1; }
grep -q "<mediatype>$type</mediatype>" "$metainfo" || { echo "$metainfo: provides lacks $type"; exit 1; }
echo "ok: *.syncwall.json -> $type"
