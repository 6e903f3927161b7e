#!/usr/bin/env bash
# Updates translations/*.ts from the sources (lupdate: new strings come in unfinished, removed ones
# go) and lists what still needs a translator. Run it after adding or changing a tr() string,
# translate what it lists (Qt Linguist: `linguist translations/syncwall_de.ts`, or an editor),
# and run it again until it lists nothing; the i18n test runs the same check.
# Usage: scripts/update-translations.sh [BUILD_DIR]   (BUILD_DIR holds ts_check; default build/)
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
build=${1:-${BUILD_DIR:-build}}
lupdate=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
[ -x "$lupdate" ] || lupdate=$(command -v lupdate6 || command -v lupdate)

# English, the source language, keeps only the "%n" strings' singular and plural (-pluralonly).
languages=()
for ts in translations/*.ts; do
  [ "$ts" = translations/syncwall_en.ts ] || languages+=("$ts")
done
"$lupdate" -no-obsolete -locations none ui app/main.cpp -ts "${languages[@]}"
"$lupdate" -pluralonly -no-obsolete -locations none ui app/main.cpp -ts translations/syncwall_en.ts

if [ ! -x "$build/tests/i18n/ts_check" ] && [ -f "$build/CMakeCache.txt" ]; then
  cmake --build "$build" --target ts_check >/dev/null
fi
if [ -x "$build/tests/i18n/ts_check" ]; then
  "$build/tests/i18n/ts_check" translations/*.ts
else
  echo "(no $build/tests/i18n/ts_check: counting unfinished entries only)"
  grep -c 'type="unfinished"' translations/*.ts || true
fi
