#!/usr/bin/env bash
# The trust commands (issue 8) against the built syncwall-cli: calibrate, sensitivity, and the
# JCT band and hide bandwidths in estimate --json.
# Usage: trust_test.sh CASE CLI JSON_CHECK FIXTURE
set -uo pipefail

case_name=$1 cli=$2 json_check=$3 fixture=$4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

fail() { echo "FAIL [$case_name]: $*" >&2; failures=$((failures + 1)); }

run() {  # run NAME ARGS...: keeps NAME.out / NAME.err, sets rc
    local name=$1
    shift
    "$cli" "$@" >"$work/$name.out" 2>"$work/$name.err" </dev/null
    rc=$?
    if grep -Eiqw 'nan|inf' "$work/$name.out" "$work/$name.err"; then
        fail "'$*' printed nan/inf"
    fi
}
expect_rc() { [[ $rc -eq $1 ]] || { fail "expected exit $1, got $rc"; sed 's/^/  stderr: /' "$work/$2.err" | head -5 >&2; }; }
expect_in() { grep -Fq -- "$2" "$work/$1" || fail "$1 lacks '$2'"; }
get() { "$json_check" get "$1" "$2"; }
# holds "A <= B" style comparisons of numbers with awk: check A OP B MESSAGE
check() { awk -v a="$1" -v b="$3" -v op="$2" 'BEGIN {
    ok = op == "<=" ? a <= b : op == "<" ? a < b : op == ">" ? a > b : op == "~" ? (a - b) ^ 2 <= (1e-6 * b) ^ 2 : 0
    exit !ok }' || fail "$4: $1 $2 $3"; }

cp "$fixture" "$work/f.json"
run base estimate "$work/f.json" --json; expect_rc 0 base
step=$(get "$work/base.out" step.total_s)
mfu=$(get "$work/base.out" throughput.mfu)

case $case_name in
calibrate)
    slower=$(awk -v s="$step" 'BEGIN { printf "%.12g", 1.1 * s }')
    run c calibrate "$work/f.json" --measured-step-s "$slower" --out "$work/c.json" --json; expect_rc 0 c
    [[ $(get "$work/c.out" status) == '"fitted"' ]] || fail "status is not fitted"
    check "$(get "$work/c.out" compute_scale)" "<" 1 "a slower step lowers compute_scale"
    check "$(get "$work/c.out" after_step_s)" "~" "$slower" "after_step_s reproduces the measurement"
    [[ -f $work/c.json && ! -e $work/c.json.tmp ]] || fail "no calibrated file, or a .tmp left behind"
    cmp -s "$fixture" "$work/f.json" || fail "--out must leave FILE alone"
    run e estimate "$work/c.json" --json; expect_rc 0 e
    check "$(get "$work/e.out" step.total_s)" "~" "$slower" "the calibrated file predicts the measured step"
    check "$(get "$work/c.json" calibration.measured_step_s)" "~" "$slower" "measured_step_s stored"
    # Later what-ifs use it: another GPU count is slower than the uncalibrated one.
    run u estimate "$work/f.json" --set cluster.gpus=512 --json; expect_rc 0 u
    run k estimate "$work/c.json" --set cluster.gpus=512 --json; expect_rc 0 k
    check "$(get "$work/u.out" step.compute_s)" "<" "$(get "$work/k.out" step.compute_s)" "512 GPUs, calibrated"
    # Text, in place, by MFU: the file itself gains the calibration.
    lower=$(awk -v m="$mfu" 'BEGIN { printf "%.12g", 0.95 * m }')
    run t calibrate "$work/f.json" --measured-mfu "$lower"; expect_rc 0 t
    expect_in t.out "compute scale"; expect_in t.out "Wrote the calibrated scenario"
    check "$(get "$work/f.json" calibration.measured_mfu)" "~" "$lower" "measured_mfu stored in place"
    run v validate "$work/f.json"; expect_rc 0 v
    # Tokens per second, and the links instead of compute.
    run p calibrate "$work/c.json" --measured-tokens-per-s 1e6 --out "$work/p.json"; expect_rc 0 p
    run l calibrate "$fixture" --measured-step-s "$(awk -v s="$step" 'BEGIN { print 1.02 * s }')" --fit link \
        --out "$work/l.json" --json; expect_rc 0 l
    check "$(get "$work/l.out" link_scale)" "<" 1 "--fit link lowers link_scale"
    [[ $(get "$work/l.out" compute_scale) == 1.0 ]] || fail "--fit link must keep compute_scale"
    # Usage: exactly one measurement, a known --fit.
    run n calibrate "$work/f.json"; expect_rc 2 n
    run two calibrate "$work/f.json" --measured-step-s 3 --measured-mfu 0.3; expect_rc 2 two
    run bad calibrate "$work/f.json" --measured-step-s 3 --fit everything; expect_rc 2 bad ;;
calibrate_refused)
    run fast calibrate "$work/f.json" --measured-step-s 0.001; expect_rc 2 fast
    expect_in fast.err "peak"; [[ -s $work/fast.out ]] && fail "a refused calibration printed a result"
    cmp -s "$fixture" "$work/f.json" || fail "a refused calibration changed FILE"
    run pct calibrate "$work/f.json" --measured-mfu 41; expect_rc 2 pct; expect_in pct.err "fraction"
    run neg calibrate "$work/f.json" --measured-step-s -1; expect_rc 2 neg
    run j calibrate "$work/f.json" --measured-step-s 0.001 --out "$work/x.json" --json; expect_rc 2 j
    [[ $(get "$work/j.out" status) == '"faster_than_peak"' ]] || fail "JSON status of a refusal"
    [[ -e $work/x.json ]] && fail "a refused calibration wrote --out" ;;
sensitivity)
    run s sensitivity "$work/f.json" --json; expect_rc 0 s
    for name in compute_efficiency scale_up_efficiency scale_out_efficiency dp_overlap cluster_mtbf \
        checkpoint_bandwidth recovery_time jitter_cv slow_gpu; do
        [[ $(grep -c "\"name\": \"$name\"" "$work/s.out") -eq 1 ]] || fail "$name not exactly once"
    done
    # Sorted by |jct_high_s - jct_low_s|, largest first.
    awk -F': ' '/"jct_low_s"/ { lo = $2 + 0 } /"jct_high_s"/ { d = $2 - lo; d = d < 0 ? -d : d
        if (n++ && d > prev * (1 + 1e-12)) bad = 1; prev = d } END { exit bad || n != 9 }' "$work/s.out" \
        || fail "sensitivity --json is not 9 entries sorted by effect"
    run t sensitivity "$work/f.json"; expect_rc 0 t
    expect_in t.out "compute_efficiency"; expect_in t.out "swing" ;;
band)
    p10=$(get "$work/base.out" run.jct_p10_s) p50=$(get "$work/base.out" run.jct_p50_s)
    p90=$(get "$work/base.out" run.jct_p90_s) point=$(get "$work/base.out" run.expected_s)
    check "$p10" "<=" "$p50" "P10 <= P50"; check "$p50" "<=" "$p90" "P50 <= P90"; check "$p10" "<" "$p90" "P10 < P90"
    check "$p10" "<=" "$point" "P10 <= expected"; check "$point" "<=" "$p90" "expected <= P90"
    check "$(get "$work/base.out" communication.hide_tp_Bps)" ">" 0 "TP 4 has a hide bandwidth"
    check "$(get "$work/base.out" communication.hide_dp_Bps)" ">" 0 "DP 32 has a hide bandwidth"
    run again estimate "$work/f.json" --json; expect_rc 0 again
    [[ $(get "$work/again.out" run.jct_p90_s) == "$p90" ]] || fail "the band must be reproducible"
    run t estimate "$work/f.json"; expect_rc 0 t; expect_in t.out "P10-P90" ;;
*)
    echo "unknown case $case_name" >&2
    exit 2 ;;
esac

[[ $failures -eq 0 ]] && echo "PASS [$case_name]"
exit $((failures > 0))
