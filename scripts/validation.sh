#!/usr/bin/env bash
# Regenerates the published-run scenarios and the error table of docs/validation.md.
# Usage: scripts/validation.sh [BUILD_DIR]   (needs ../shared/validation and a built syncwall-cli)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
shared=../shared/validation
if [ -f "$shared/make_scenarios.py" ]; then
  python3 "$shared/make_scenarios.py" "$shared/published_runs.json" tests/data/validation
fi
table=$("$build/app/syncwall-cli" validation tests/data/validation --markdown)
summary=$("$build/app/syncwall-cli" validation tests/data/validation | sed -n '/^calibration/,$p')
python3 - "$table" "$summary" <<'PY'
import sys, re
table, summary = sys.argv[1], sys.argv[2]
path = 'docs/validation.md'
doc = open(path).read()
block = '<!-- table:begin -->\n' + table.strip() + '\n\n```\n' + summary.strip() + '\n```\n<!-- table:end -->'
doc = re.sub(r'<!-- table:begin -->.*<!-- table:end -->', lambda _: block, doc, flags=re.S)
open(path, 'w').write(doc)
PY
echo "docs/validation.md updated"
