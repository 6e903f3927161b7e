#!/usr/bin/env bash
# Usage: check_translations.sh LUPDATE TS_CHECK SOURCE_ROOT
# Runs lupdate over the sources into copies of translations/*.ts (the originals stay as they are)
# and fails when a string is new or unfinished, or a translation breaks a placeholder or mnemonic.
# scripts/update-translations.sh does the same in place, for the translator.
set -euo pipefail
lupdate=$1 ts_check=$2 root=$3
status=0

# lupdate 6.4 reads "\u00B7C" as one escape with five hex digits and files a garbled source
# text that never matches at run time: such strings must spell the character in UTF-8.
if grep -rnE '\\u[0-9a-fA-F]{4}[0-9a-fA-F]' "$root/ui" "$root/app/main.cpp" --include='*.cpp' --include='*.h'; then
  echo "error: the lines above put a hex digit right after a \\uXXXX escape; lupdate misreads it." \
       "Write the character itself (UTF-8), e.g. \"·\" instead of \"\\u00B7\"." >&2
  status=1
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp "$root"/translations/*.ts "$tmp/"
# English, the source language, keeps only the "%n" strings' singular and plural (-pluralonly).
languages=()
for ts in "$tmp"/*.ts; do
  [ "$(basename "$ts")" = syncwall_en.ts ] || languages+=("$ts")
done
"$lupdate" -silent -no-obsolete -locations none "$root/ui" "$root/app/main.cpp" -ts "${languages[@]}"
"$lupdate" -silent -pluralonly -no-obsolete -locations none "$root/ui" "$root/app/main.cpp" \
  -ts "$tmp/syncwall_en.ts"
"$ts_check" "$tmp"/*.ts || status=1
if [ "$status" -ne 0 ]; then
  echo "Run scripts/update-translations.sh, translate what it lists in translations/*.ts (Qt Linguist" \
       "or a text editor), and run it again until it lists nothing." >&2
fi
exit "$status"
