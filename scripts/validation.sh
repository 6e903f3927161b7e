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
# The held-out long-context series (tests/data/heldout-long-context, written by its script).
python3 tests/data/heldout-long-context/make_scenarios.py
heldout=$("$build/app/syncwall-cli" validation tests/data/heldout-long-context --markdown)
# The held-out GPT-OSS-120B series (tests/data/heldout-gpt-oss, written by its script).
python3 tests/data/heldout-gpt-oss/make_scenarios.py
gptoss=$("$build/app/syncwall-cli" validation tests/data/heldout-gpt-oss --markdown)
# The held-out NeMo 24.07 DGX H100 FP8 series (tests/data/heldout-nemo2407-h100-fp8).
python3 tests/data/heldout-nemo2407-h100-fp8/make_scenarios.py
nemofp8=$("$build/app/syncwall-cli" validation tests/data/heldout-nemo2407-h100-fp8 --markdown)
python3 - "$table" "$summary" "$modern" "$heldout" "$gptoss" "$nemofp8" <<'PY'
import sys, re
table, summary, modern, heldout, gptoss, nemofp8 = sys.argv[1:7]
path = 'docs/validation.md'
doc = open(path).read()
block = '<!-- table:begin -->\n' + table.strip() + '\n\n```\n' + summary.strip() + '\n```\n<!-- table:end -->'
doc = re.sub(r'<!-- table:begin -->.*<!-- table:end -->', lambda _: block, doc, flags=re.S)
block = '<!-- modern:begin -->\n' + modern.strip() + '\n<!-- modern:end -->'
doc = re.sub(r'<!-- modern:begin -->.*<!-- modern:end -->', lambda _: block, doc, flags=re.S)
block = '<!-- heldout-long-context:begin -->\n' + heldout.strip() + '\n<!-- heldout-long-context:end -->'
doc = re.sub(r'<!-- heldout-long-context:begin -->.*<!-- heldout-long-context:end -->',
             lambda _: block, doc, flags=re.S)
block = '<!-- heldout-gpt-oss:begin -->\n' + gptoss.strip() + '\n<!-- heldout-gpt-oss:end -->'
doc = re.sub(r'<!-- heldout-gpt-oss:begin -->.*<!-- heldout-gpt-oss:end -->',
             lambda _: block, doc, flags=re.S)
block = ('<!-- heldout-nemo2407:begin -->\n' + nemofp8.strip()
         + '\n<!-- heldout-nemo2407:end -->')
doc = re.sub(r'<!-- heldout-nemo2407:begin -->.*<!-- heldout-nemo2407:end -->',
             lambda _: block, doc, flags=re.S)
open(path, 'w').write(doc)
PY
echo "docs/validation.md updated"
