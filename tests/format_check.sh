#!/usr/bin/env bash
# Every C++ file of the repository is formatted as .clang-format says (clang-format 14).
# Usage: format_check.sh SOURCE_DIR CLANG_FORMAT   (exit 77 = skipped: no clang-format)
set -uo pipefail
root=$1 tool=${2:-}
if [[ -z $tool || ! -x $tool ]]; then
    echo "SKIP: no clang-format (scripts/deps.sh installs clang-format-14)"
    exit 77
fi
cd "$root" || exit 2
mapfile -t files < <(find core ui app tests fuzz \( -name '*.cpp' -o -name '*.h' \) -not -path 'tests/data/*' | sort)
bad=()
for f in "${files[@]}"; do
    "$tool" --dry-run -Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done
if ((${#bad[@]})); then
    echo "Not formatted (run: ${tool##*/} -i FILE):"
    printf '  %s\n' "${bad[@]}"
    exit 1
fi
echo "PASS: ${#files[@]} files follow .clang-format"
