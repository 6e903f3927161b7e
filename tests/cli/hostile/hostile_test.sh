#!/usr/bin/env bash
# Usage: hostile_test.sh SYNCWALL_CLI VALID_FIXTURE [SYNCWALL_GUI]
# Builds hostile files from the fixture and checks every command refuses them properly.
set -uo pipefail
cli=$1 fixture=$2 gui=${3:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0 cases=0
fail() { echo "FAIL [$current]: $*" >&2; failures=$((failures + 1)); }

# The fixture with the first "KEY": VALUE (a scalar or a flat object) replaced by RAW, as NAME.
fixture_text=$(cat "$fixture")
variant() {  # variant NAME KEY RAW
    local name=$1 key=$2 raw=$3
    local pattern="(\"$key\":[[:space:]]*)(\"[^\"]*\"|\{[^}]*\}|[^,}[:space:]]+)"
    if [[ $fixture_text =~ $pattern ]]; then
        printf '%s\n' "${fixture_text/"${BASH_REMATCH[0]}"/"${BASH_REMATCH[1]}$raw"}" >"$work/$name.syncwall.json"
    else
        current=$name
        fail "the fixture has no key $key"
    fi
}

# check NAME EXPECTED_TEXT ARGS...: runs the CLI; exit 2, problems only on stderr, each line
# "key: message", EXPECTED_TEXT (a key) among them, no nan/inf, nothing huge.
check() {
    local name=$1 expected=$2
    shift 2
    current="$name: $*"
    current=${current:0:200}
    cases=$((cases + 1))
    "$cli" "$@" >"$work/out" 2>"$work/err" </dev/null
    local rc=$?
    [ "$rc" -eq 2 ] || fail "exit $rc, expected 2 (stderr: $(head -c 300 "$work/err"))"
    [ -s "$work/out" ] && fail "stdout not empty: $(head -c 200 "$work/out")"
    [ -s "$work/err" ] || fail "nothing on stderr"
    local size
    size=$(stat -c %s "$work/err")
    [ "$size" -lt 65536 ] || fail "stderr is $size bytes: input echoed back"
    if grep -Eiqw 'nan|inf|infinity' "$work/err"; then fail "stderr says nan/inf: $(grep -Eiw 'nan|inf|infinity' "$work/err" | head -2)"; fi
    grep -Fq -- "$expected" "$work/err" || fail "stderr does not name '$expected': $(head -c 300 "$work/err")"
    while IFS= read -r line; do
        [[ $line =~ ^[^[:space:]]+:\ .+ ]] || fail "problem line does not name a key: '${line:0:200}'"
    done <"$work/err"
}

# Every command that reads a scenario, on one file (search too, unless the file's only problem
# is its layout, which search chooses: below).
all_commands() {  # all_commands NAME EXPECTED FILE [no-search]
    local name=$1 expected=$2 file=$3
    check "$name" "$expected" validate "$file"
    check "$name" "$expected" estimate "$file"
    check "$name" "$expected" estimate "$file" --json
    check "$name" "$expected" sweep "$file" --gpus 8:64 --csv
    check "$name" "$expected" wall "$file" --json
    [ "${4:-}" = no-search ] || check "$name" "$expected" search "$file" --json --top 3
    check "$name" "$expected" sensitivity "$file"
    check "$name" "$expected" calibrate "$file" --measured-step-s 1
}

# --- Files ---------------------------------------------------------------------------------
head -c 300 "$fixture" >"$work/truncated.syncwall.json"
all_commands truncated "$work/truncated.syncwall.json" "$work/truncated.syncwall.json"
: >"$work/empty.syncwall.json"
check empty "$work/empty.syncwall.json" validate "$work/empty.syncwall.json"
head -c 4096 /dev/urandom >"$work/garbage.syncwall.json"
check garbage "$work/garbage.syncwall.json" estimate "$work/garbage.syncwall.json"
check directory "$work" estimate "$work"
check missing "$work/none.syncwall.json" estimate "$work/none.syncwall.json"

variant nan gpus NaN;                   all_commands nan cluster.gpus "$work/nan.syncwall.json"
variant overflow global_batch 1e999;    all_commands overflow training.global_batch "$work/overflow.syncwall.json"
variant neg_inf tokens -Infinity;        check neg_inf training.tokens validate "$work/neg_inf.syncwall.json"
variant wrong_type gpus '"256"';        all_commands wrong_type cluster.gpus "$work/wrong_type.syncwall.json"
variant wrong_object cluster '[256]';   check wrong_object cluster validate "$work/wrong_object.syncwall.json"
variant future version 2;               all_commands future version "$work/future.syncwall.json"
variant zero gpus 0;                    all_commands zero cluster.gpus "$work/zero.syncwall.json"
variant negative global_batch -512;     check negative training.global_batch estimate "$work/negative.syncwall.json"
variant huge gpus 1e15;                 check huge cluster.gpus estimate "$work/huge.syncwall.json"
variant huge_int gpus 18446744073709551616; check huge_int cluster.gpus estimate "$work/huge_int.syncwall.json"
variant layout tp 7;                    all_commands layout parallelism.tp "$work/layout.syncwall.json" no-search
# search ranks the legal layouts of a file whose only problem is its own layout: exit 0, the
# layouts on stdout, the problems on stderr after a note.
current="layout: search"
cases=$((cases + 1))
"$cli" search "$work/layout.syncwall.json" --top 3 >"$work/out" 2>"$work/err" </dev/null
rc=$?
[ "$rc" -eq 0 ] || fail "search of a layout-only problem: exit $rc, expected 0"
grep -q '^note: ' "$work/err" && grep -Fq parallelism.tp "$work/err" || fail "no note naming the key"
[ -s "$work/out" ] || fail "no layouts on stdout"

python_free_nest() {  # N levels of arrays around 1
    local n=$1 open close
    open=$(printf '%*s' "$n" '' | tr ' ' '[')
    close=$(printf '%*s' "$n" '' | tr ' ' ']')
    printf '%s1%s' "$open" "$close"
}
python_free_nest 10000 >"$work/deep.syncwall.json"
check deep "nested too deeply" validate "$work/deep.syncwall.json"
variant deep_key layers "$(python_free_nest 10000)"
check deep_key model.layers estimate "$work/deep_key.syncwall.json"

big=$(head -c 10485760 /dev/zero | tr '\0' 'x')
variant huge_string recompute "\"$big\""
check huge_string parallelism.recompute validate "$work/huge_string.syncwall.json"
variant huge_preset preset "\"$big\""
check huge_preset .preset estimate "$work/huge_preset.syncwall.json"
printf '%s\n' "${fixture_text/'"cluster": {'/"\"cluster\": { \"${big:0:1048576}\": 1,"}" >"$work/huge_key.syncwall.json"
check huge_key cluster. validate "$work/huge_key.syncwall.json"
unset big
sed 's/"cluster": {/"cluster": { "clutser_gpus": 1,/' "$fixture" >"$work/unknown.syncwall.json"
all_commands unknown cluster.clutser_gpus "$work/unknown.syncwall.json"

# --- --set values ------------------------------------------------------------------------
check set_nan cluster.gpus estimate "$fixture" --set cluster.gpus=NaN
check set_inf parallelism.tp estimate "$fixture" --set parallelism.tp=1e999
check set_neg training.global_batch estimate "$fixture" --set training.global_batch=-1
check set_type cluster.gpus estimate "$fixture" --set 'cluster.gpus=[1]'
check set_unknown parallelism.tpp estimate "$fixture" --set parallelism.tpp=2
check set_deep model.layers estimate "$fixture" --set "model.layers=$(python_free_nest 10000)"
check set_empty_key "..x=1" estimate "$fixture" --set ..x=1
check set_no_value "cluster.gpus" estimate "$fixture" --set cluster.gpus
check set_not_object cluster.gpus estimate "$fixture" --set cluster.gpus.x=1
check set_layout parallelism.tp sweep "$fixture" --gpus 8:64 --set parallelism.tp=7

# --- The GUI refuses the same files for --screenshot (exit 2, no image) ---------------------
if [ -n "$gui" ] && [ -x "$gui" ]; then
    export HOME=$work/home XDG_CONFIG_HOME=$work/home/.config XDG_DATA_HOME=$work/home/.local/share
    export XDG_RUNTIME_DIR=$work/runtime QT_QPA_PLATFORM=offscreen
    mkdir -p "$HOME" "$XDG_RUNTIME_DIR" && chmod 700 "$XDG_RUNTIME_DIR"
    for name in truncated nan future layout deep huge_string; do
        current="gui $name"
        cases=$((cases + 1))
        timeout 120 "$gui" "$work/$name.syncwall.json" --screenshot "$work/shot.png" >"$work/out" 2>"$work/err" </dev/null
        rc=$?
        [ "$rc" -eq 2 ] || fail "syncwall --screenshot exit $rc, expected 2 ($(head -c 300 "$work/err"))"
        [ -e "$work/shot.png" ] && fail "an image was written for a bad file"
        rm -f "$work/shot.png"
    done
fi

echo "$cases cases, $failures failures"
[ "$failures" -eq 0 ]
