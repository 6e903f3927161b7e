#!/usr/bin/env bash
# Regenerates the published-run scenarios and the error table of docs/validation.md.
# Usage: scripts/validation.sh [BUILD_DIR] [SOURCE_DIR]
#   BUILD_DIR   a build with syncwall-cli (default build/)
#   SOURCE_DIR  a newer copy of the validation set (published_runs.json, make_scenarios.py) to
#               copy into tests/data/validation first; by default the copy already there is used.
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
data=tests/data/validation
if [ -n "${2:-}" ]; then
  cp "$2/published_runs.json" "$2/make_scenarios.py" "$data/"
fi
python3 "$data/make_scenarios.py" "$data/published_runs.json" "$data"
table=$("$build/app/syncwall-cli" validation "$data" --markdown)
summary=$("$build/app/syncwall-cli" validation "$data" | sed -n '/^calibration/,$p')
# The modern set (tests/data/validation-modern, copied from the shared set) is predicted as it is.
modern=$("$build/app/syncwall-cli" validation tests/data/validation-modern --markdown)
# Every held-out series (tests/data/heldout-*/, each written by its make_scenarios.py) is
# predicted into the block of docs/validation.md between the markers named after its folder.
heldout_args=()
shopt -s nullglob
for dir in tests/data/heldout-*/; do
  dir=${dir%/}
  name=$(basename "$dir")
  python3 "$dir/make_scenarios.py"
  heldout_args+=("$name" "$("$build/app/syncwall-cli" validation "$dir" --markdown)")
done
python3 - "$table" "$summary" "$modern" "${heldout_args[@]}" <<'PY'
import sys, re
table, summary, modern = sys.argv[1:4]
series = sys.argv[4:]
path = 'docs/validation.md'
doc = open(path).read()


def fill(doc, marker, text):
    pattern = '<!-- %s:begin -->.*<!-- %s:end -->' % (marker, marker)
    if not re.search(pattern, doc, flags=re.S):
        sys.exit('docs/validation.md has no <!-- %s:begin/end --> block' % marker)
    block = '<!-- %s:begin -->\n%s\n<!-- %s:end -->' % (marker, text.strip(), marker)
    return re.sub(pattern, lambda _: block, doc, flags=re.S)


doc = fill(doc, 'table', table.strip() + '\n\n```\n' + summary.strip() + '\n```')
doc = fill(doc, 'modern', modern)
for name, text in zip(series[0::2], series[1::2]):
    doc = fill(doc, name, text)
open(path, 'w').write(doc)
PY
echo "docs/validation.md updated"
