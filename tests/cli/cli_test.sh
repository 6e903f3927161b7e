#!/usr/bin/env bash
# Runs one CLI test case against the built syncwall-cli.
# Usage: cli_test.sh CASE CLI JSON_CHECK DATA_DIR [ARG...]
# Every case also checks that no output contains "nan" or "inf" as a word.
set -uo pipefail

case_name=$1 cli=$2 json_check=$3 data=$4
shift 4
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0

fail() { echo "FAIL [$case_name]: $*" >&2; failures=$((failures + 1)); }

# run NAME ARGS...: runs the CLI, keeps NAME.out / NAME.err, sets rc.
run() {
    local name=$1
    shift
    "$cli" "$@" >"$work/$name.out" 2>"$work/$name.err" </dev/null
    rc=$?
    if grep -Eiqw 'nan|inf' "$work/$name.out" "$work/$name.err"; then
        fail "'$*' printed nan/inf:"
        grep -EiHnw 'nan|inf' "$work/$name.out" "$work/$name.err" >&2
    fi
}

expect_rc() {
    if [[ $rc -ne $1 ]]; then
        fail "expected exit $1, got $rc"
        sed 's/^/  stderr: /' "$work/$2.err" | head -20 >&2
    fi
}

expect_in() {  # expect_in NAME.out|NAME.err TEXT
    grep -Fq -- "$2" "$work/$1" || fail "$1 lacks '$2'"
}

json_get() { "$json_check" get "$work/$1" "$2"; }

# Every stderr line names a key or the file: "something: message".
expect_problem_lines() {
    local name=$1
    [[ -s $work/$name.err ]] || fail "no problem printed on stderr"
    [[ -s $work/$name.out ]] && fail "stdout must be empty for a bad file"
    while IFS= read -r line; do
        [[ $line =~ ^[^[:space:]]+:\ .+ ]] || fail "problem line does not name a key: '$line'"
    done <"$work/$name.err"
}

case $case_name in
version)
    run v --version; expect_rc 0 v; expect_in v.out "syncwall-cli"
    run h --help; expect_rc 0 h; expect_in h.out "estimate"; expect_in h.out "validation" ;;
usage)
    run none; expect_rc 2 none; expect_in none.err "Usage"
    run unknown frobnicate "$1"; expect_rc 2 unknown; expect_in unknown.err "Usage"
    run noarg estimate; expect_rc 2 noarg
    run badflag estimate "$1" --no-such-flag; expect_rc 2 badflag ;;
missing_file)
    run m estimate "$work/does-not-exist.syncwall.json"; expect_rc 2 m
    expect_in m.err "does-not-exist.syncwall.json"
    run d validate "$work"; expect_rc 2 d ;;
estimate_text)
    run e estimate "$1"; expect_rc 0 e
    for word in "Step time" "MFU" "Memory per GPU" "predicted JCT" "days" "GB" "GB/s"; do
        expect_in e.out "$word"
    done ;;
estimate_json)
    run e estimate "$1" --json; expect_rc 0 e
    "$json_check" estimate "$work/e.out" || fail "estimate --json misses contract keys" ;;
validate_ok)
    run v validate "$1"; expect_rc 0 v
    [[ -s $work/v.out || -s $work/v.err ]] && fail "validate printed something for a valid file" ;;
set_gpus)
    run base estimate "$1" --json; expect_rc 0 base
    run set estimate "$1" --set cluster.gpus=4096 --json; expect_rc 0 set
    [[ $(json_get set.out gpus) == 4096 ]] || fail "--set cluster.gpus=4096 gave gpus=$(json_get set.out gpus)"
    [[ $(json_get base.out gpus) != 4096 ]] || fail "the fixture already has 4096 GPUs"
    "$json_check" estimate "$work/set.out" || fail "estimate --json after --set"
    run two estimate "$1" --set cluster.gpus=512 --set parallelism.tp=8 --json; expect_rc 0 two
    [[ $(json_get two.out layout.tp) == 8 ]] || fail "--set parallelism.tp=8 ignored" ;;
set_letters)
    # Magnitude letters: 12k GPUs, a 6k-sequence batch, 15T tokens; other words stay words.
    run l estimate "$1" --set cluster.gpus=12k --set training.global_batch=6k \
        --set training.tokens=15T --set name=405B --json; expect_rc 0 l
    [[ $(json_get l.out gpus) == 12000 ]] || fail "cluster.gpus=12k gave $(json_get l.out gpus)"
    [[ $(json_get l.out run.tokens) =~ ^15000000000000(\.0*)?$ ]] ||
        fail "training.tokens=15T gave $(json_get l.out run.tokens)"
    run x estimate "$1" --set cluster.gpus=12X; expect_rc 2 x; expect_in x.err "cluster.gpus"
    run a estimate "$1" --set parallelism.dp=auto; expect_rc 0 a
    # Another GPU in a catalog system: estimated, and said to keep the system's links and prices.
    v=$data/../validation/scenarios/narayanan21_t2_zero3_174B_384gpu.syncwall.json
    run g estimate "$v" --set hardware.gpu=gb200; expect_rc 0 g
    expect_in g.out "Note: gb200 is not the GPU of dgx-a100 (a100-sxm-80gb)"
    run gj estimate "$v" --set hardware.gpu=gb200 --json; expect_rc 0 gj
    expect_in gj.out '"code": "gpu_not_the_systems"'
    run o estimate "$v"; expect_rc 0 o
    grep -q "is not the GPU of" "$work/o.out" && fail "the system's own GPU has a note" ;;
set_bad)
    run k estimate "$1" --set cluster.gpuz=8; expect_rc 2 k; expect_in k.err "cluster.gpuz"
    run r estimate "$1" --set cluster.gpus=0; expect_rc 2 r; expect_in r.err "cluster.gpus"
    run t validate "$1" --set parallelism.tp=5; expect_rc 2 t; expect_in t.err "parallelism.tp"
    expect_problem_lines t
    # FP4 on a GPU without FP4 tensor cores names the missing figure.
    run f validate "$1" --set training.precision=fp4; expect_rc 2 f
    expect_in f.err "training.precision"; expect_in f.err "hardware.gpu.peak_tflops.fp4"
    expect_problem_lines f
    # The EP overlap on a dense model, and with full recompute, says what Megatron-Core needs.
    run e validate "$1" --set communication.ep_overlap=true; expect_rc 2 e
    expect_in e.err "communication.ep_overlap: needs a MoE model"
    run er validate "$1" --set communication.ep_overlap=true --set model.moe.experts=8 \
        --set parallelism.ep=8 --set parallelism.pp=1 --set parallelism.recompute=full
    expect_rc 2 er; expect_in er.err 'cannot be used with parallelism.recompute "full"'
    run g validate "$1" --set software.cuda_graphs=full_iteration --set software.stack=deepspeed
    expect_rc 2 g; expect_in g.err 'software.cuda_graphs: needs software.stack "megatron-core"' ;;
bad_file)
    # ARG: the bad fixture; its .expect file lists strings stderr must contain.
    for command in validate estimate; do
        run "$command" "$command" "$1"; expect_rc 2 "$command"; expect_problem_lines "$command"
        while IFS= read -r key; do
            [[ -n $key ]] && expect_in "$command.err" "$key"
        done <"${1%.syncwall.json}.expect"
    done ;;
sweep_csv)
    run s sweep "$1" --gpus 8:1024 --csv; expect_rc 0 s
    head -1 "$work/s.out" | grep -q '^gpus,tp,pp,dp,step_s,jct_s,expected_jct_s,efficiency,mfu,fits' \
        || fail "CSV header lacks the contract columns: $(head -1 "$work/s.out")"
    [[ $(tail -n +2 "$work/s.out" | wc -l) -eq 8 ]] || fail "expected 8 rows for 8:1024"
    [[ $(tail -n +2 "$work/s.out" | cut -d, -f1 | tr '\n' ' ') == "8 16 32 64 128 256 512 1024 " ]] \
        || fail "GPU column is not 8..1024 in powers of two"
    awk -F, 'NR == 1 { n = NF } NF != n { exit 1 }' "$work/s.out" || fail "ragged CSV"
    awk -F, 'NR > 1 && $10 != "false" && ($5 + 0 <= 0 || $6 + 0 <= 0) { exit 1 }' "$work/s.out" \
        || fail "a fitting row has a non-positive step or JCT" ;;
sweep_list)
    run s sweep "$1" --gpus 512,64,128,64; expect_rc 0 s
    expect_in s.out "GPUs"; expect_in s.out "512"
    run c sweep "$1" --gpus 64,128,512 --csv; expect_rc 0 c
    [[ $(tail -n +2 "$work/c.out" | wc -l) -eq 3 ]] || fail "expected 3 rows"
    for bad in 0:8 abc 8:4 "" 3:3 2000000; do
        run b sweep "$1" --gpus "$bad" --csv; expect_rc 2 b; expect_in b.err "--gpus"
    done ;;
wall)
    run w wall "$1" --json; expect_rc 0 w
    "$json_check" wall "$work/w.out" || fail "wall --json"
    run t wall "$1"; expect_rc 0 t; expect_in t.out "Sync wall"; expect_in t.out "85%" ;;
search)
    gpus=$(grep -o '"gpus": *[0-9]*' "$1" | head -1 | grep -o '[0-9]*$')
    run s search "$1" --json --top 5; expect_rc 0 s
    "$json_check" search "$work/s.out" 5 "$gpus" || fail "search --json --top 5"
    run t search "$1" --top 3; expect_rc 0 t; expect_in t.out "TP"
    # The scenario's ZeRO stage is kept unless asked (ZeRO-3 is outside validation) ...
    run k search "$1" --top 50; expect_rc 0 k
    grep -Eq '^ *[0-9]+( +[0-9,]+){7} +3 ' "$work/k.out" && fail "search switched to ZeRO-3 unasked"
    # ... and a listed ZeRO-3 row comes with the note that ZeRO-3 is outside validation.
    run u search "$1" --top 100 --vary-zero; expect_rc 0 u
    grep -Eq '^ *[0-9]+( +[0-9,]+){7} +3 ' "$work/u.out" || fail "the fixture's top 100 should hold a ZeRO-3 row"
    expect_in u.out "outside the validated range"
    run z search "$1" --top 0; expect_rc 2 z
    # A scenario whose only problems are its own layout's is searched anyway, with a note (the
    # search chooses the layout); one with any other problem is refused.
    run l search "$1" --set parallelism.tp=3 --top 3; expect_rc 0 l
    expect_in l.err "note:"; expect_in l.err "parallelism.tp"; expect_in l.out "TP"
    run lj search "$1" --set parallelism.tp=3 --top 3 --json; expect_rc 0 lj
    "$json_check" search "$work/lj.out" 3 "$gpus" || fail "search --json of a layout-only problem"
    run lb search "$1" --set parallelism.tp=3 --set training.global_batch=-5; expect_rc 2 lb
    run lz search "$1" --set parallelism.tp=0; expect_rc 2 lz  # out of range: bad input
    # A count with no layout at all says so and names the nearest counts that have one.
    run ln search "$1" --set cluster.gpus=1000; expect_rc 0 ln
    expect_in ln.out "no valid layout at 1,000 GPUs"; expect_in ln.out "nearest GPU counts"
    expect_in lb.err "training.global_batch" ;;
presets)
    run p presets; expect_rc 0 p; expect_in p.out "dgx-h100"; expect_in p.out "source"
    run j presets --json; expect_rc 0 j
    "$json_check" presets "$work/j.out" || fail "presets --json" ;;
validation)
    # ARG: a directory written by make_scenarios.py.
    run v validation "$1"; expect_rc 0 v
    for id in narayanan21_t1_1p7B megatron_core_r080_h100_7.1B korthikanti22_22B_selective_sp; do
        expect_in v.out "$id"
    done
    grep -q 'narayanan21_t1_1p7B .*calibration' "$work/v.out" || fail "1p7B must be a calibration row"
    grep -q 'korthikanti22_22B_selective_sp .*held-out' "$work/v.out" || fail "22B must be held out"
    for group in calibration held-out A100 H100; do
        grep -q "^$group (.*median |error|.*max |error|" "$work/v.out" || fail "no summary for $group"
    done
    run m validation "$1" --markdown --calibration-set korthikanti22_; expect_rc 0 m
    expect_in m.out "| id | target |"
    grep -q 'korthikanti22_22B_selective_sp .*calibration' "$work/m.out" || fail "--calibration-set ignored"
    run n validation "$work/nowhere"; expect_rc 2 n ;;
plan)
    run p plan "$1" --deadline-days 30 --gpus-types dgx-h100,dgx-a100; expect_rc 0 p
    expect_in p.out "dgx-h100"; expect_in p.out "meets"
    run j plan "$1" --budget-usd 1000000 --json; expect_rc 0 j
    grep -q '"plans"' "$work/j.out" || fail "plan --json has no plans"
    grep -q '"expected_s"' "$work/j.out" || fail "plan --json has no expected_s"
    run n plan "$1"; expect_rc 2 n
    expect_in n.err "plan.deadline_days"
    # Without a goal, the scenario's own deadline (what the Plan view saves) is the goal.
    run d plan "$1" --set plan.deadline_days=30 --gpus-types dgx-h100,dgx-a100; expect_rc 0 d
    expect_in d.out "Fewest GPUs to finish within 30"
    cmp -s "$work/p.out" "$work/d.out" || fail "plan.deadline_days 30 plans differently from --deadline-days 30"
    run b plan "$1" --deadline-days 30 --gpus-types nonsense; expect_rc 2 b
    expect_in b.err "nonsense" ;;
keys_docs)
    # ARG: docs/scenario-format.md. Its key tables are `keys --markdown`, verbatim.
    run k keys --markdown; expect_rc 0 k
    sed -n '/<!-- keys:begin -->/,/<!-- keys:end -->/p' "$1" | sed '1d;$d' >"$work/doc.md"
    diff -u "$work/doc.md" "$work/k.out" >"$work/diff" ||
        { fail "docs key tables differ from 'syncwall-cli keys --markdown' (run scripts/update-key-docs.sh)"; head -40 "$work/diff" >&2; }
    expect_in k.out '| `parallelism.dp` | integer or `"auto"` | `"auto"` | 0..1048576 |'
    run t keys; expect_rc 0 t; expect_in t.out "training.precision"
    run j keys --json; expect_rc 0 j
    [[ $(grep -c '"key": ' "$work/j.out") -eq $(grep -c '^| `' "$work/k.out") ]] ||
        fail "keys --json and --markdown list different numbers of keys" ;;
validation_published)
    # ARG: tests/data/validation (published_runs.json and make_scenarios.py, copied from the
    # shared validation set). Every row make_scenarios.py writes must be accepted and predicted.
    if ! command -v python3 >/dev/null || [[ ! -f $1/make_scenarios.py ]]; then
        echo "SKIP [$case_name]: needs python3 and $1/make_scenarios.py"
        exit 77
    fi
    python3 "$1/make_scenarios.py" "$1/published_runs.json" "$work/vs" >/dev/null || fail "make_scenarios.py"
    run v validation "$work/vs"; expect_rc 0 v
    rows=$(python3 -c 'import json, sys; print(len(json.load(open(sys.argv[1]))))' "$work/vs/targets.json")
    [[ $(grep -c ' step.total_s \| throughput.mfu ' "$work/v.out") -eq $rows ]] || fail "not one row per target" ;;
import)
    # Every Hugging Face config.json in $1: a scenario that validates, with its sources.
    for config in "$1"/*.config.json; do
        name=$(basename "$config" .config.json)
        run "$name" import "$config" --out "$work/$name.syncwall.json"; expect_rc 0 "$name"
        expect_in "$name.out" "model.hidden = "
        expect_in "$name.out" "kept the default"
        expect_in "$name.out" "Wrote the scenario to"
        run "$name.v" validate "$work/$name.syncwall.json"; expect_rc 0 "$name.v"
    done
    expect_in gpt2.out "parallelism.tp = 1, parallelism.pp = 1"
    expect_in deepseek-v3.out "model.mla.kv_lora_rank = 512  <- kv_lora_rank"
    expect_in gemma-3-27b-it.out "model.vocab = 262208  <- the gemma3 default"
    expect_in llama-3.1-8b.out "max_position_embeddings (131072) is the context"
    # Without --out: the scenario on stdout, the sources on stderr.
    run s import "$1/qwen3-8b.config.json"; expect_rc 0 s
    expect_in s.out '"format": "syncwall-scenario"'
    expect_in s.err "model.head_dim = 128  <- head_dim"
    cp "$work/s.out" "$work/s.syncwall.json"
    run sv validate "$work/s.syncwall.json"; expect_rc 0 sv
    run j import "$1/mixtral-8x7b-v0.1.config.json" --json; expect_rc 0 j
    [[ $(json_get j.out architecture) == "\"mixtral\"" ]] || fail "--json architecture"
    [[ $(json_get j.out scenario.model.moe.experts) == 8 ]] || fail "--json scenario"
    # Bad input: exit 2, one line per problem naming the config key or the file.
    head -c 300 "$1/llama-3.1-8b.config.json" >"$work/cut.json"
    run cut import "$work/cut.json"; expect_rc 2 cut; expect_problem_lines cut
    echo '[1, 2]' >"$work/array.json"
    run array import "$work/array.json"; expect_rc 2 array; expect_in array.err "must be a JSON object"
    truncate -s 100M "$work/huge.json"
    run huge import "$work/huge.json"; expect_rc 2 huge; expect_in huge.err "not a config.json"
    echo '{"model_type": "mixtral", "hidden_size": 4096, "num_hidden_layers": 32,
      "num_attention_heads": 32, "intermediate_size": 14336, "vocab_size": 32000,
      "num_local_experts": 8, "num_experts_per_tok": 9, "tie_word_embeddings": "no"}' >"$work/bad.json"
    run bad import "$work/bad.json"; expect_rc 2 bad; expect_problem_lines bad
    expect_in bad.err "num_experts_per_tok: 9 contradicts num_local_experts (8)"
    expect_in bad.err "tie_word_embeddings: must be a boolean"
    run none import "$work/none.json"; expect_rc 2 none; expect_in none.err "none.json" ;;
import_launch)
    # Every launch config in $1 (tests/data/imports/launch; SOURCES.md section 2).
    nemo=$1/nemo-launcher.gpt3_175b.yaml
    run n import "$nemo" --out "$work/n.syncwall.json"; expect_rc 0 n
    expect_in n.out "cluster.gpus = 1024  <- line 17: devices: 8; line 16: num_nodes: 128 (nodes x GPUs per node)"
    expect_in n.out "model.ffn_hidden = 49152  <- line 71: ffn_hidden_size: \${multiply:4, \${.hidden_size}}"
    expect_in n.out "parallelism.schedule = interleaved"
    expect_in n.out "Wrote the scenario to"
    run nv validate "$work/n.syncwall.json"; expect_rc 0 nv
    for f in nemo-launcher.llama3_1_405b.yaml nemo-launcher.mixtral_8x7b.yaml torchtitan.deepseek_v3_671b.toml; do
        run "$f" import "$1/$f" --out "$work/$f.syncwall.json"; expect_rc 0 "$f"
        run "$f.v" validate "$work/$f.syncwall.json"; expect_rc 0 "$f.v"
    done
    expect_in nemo-launcher.llama3_1_405b.yaml.out "parallelism.cp = 2  <- line 63: context_parallel_size: 2"
    expect_in torchtitan.deepseek_v3_671b.toml.out "cluster.gpus = 1536  kept the default: the file does not state the GPU count"
    expect_in torchtitan.deepseek_v3_671b.toml.out "training.steps = 10000  <- line 41: steps = 10_000"
    # GPT-3 on 8 GPUs contradicts itself: refused, naming both lines.
    run g import "$1/megatron-lm.train_gpt3_175b_distributed.sh"; expect_rc 2 g; expect_problem_lines g
    expect_in g.err "megatron-lm.train_gpt3_175b_distributed.sh:57: --pipeline-model-parallel-size 16: TP x PP x CP = 128 does not divide the 8 GPUs of line 22"
    # FP8 on the default A100s: read, written, and the key to change named; on H100s (--base) valid.
    run l import "$1/megatron-lm.train_llama3_8b_h100_fp8.sh" --out "$work/l.syncwall.json"; expect_rc 2 l
    expect_in l.err "training.precision"
    expect_in l.out "parallelism.tp = 1  <- line 117: --tensor-model-parallel-size \$TP_SIZE; line 33: TP_SIZE=1"
    run lh import "$1/megatron-lm.train_llama3_8b_h100_fp8.sh" --base "$2" --json; expect_rc 0 lh
    [[ $(json_get lh.out scenario.cluster.gpus) == 8 ]] || fail "--base: gpus"
    [[ $(json_get lh.out scenario.training.precision) == '"fp8"' ]] || fail "--json precision"
    [[ $(json_get lh.out kind) == '"megatron_args"' ]] || fail "--json kind"
    # Each source's value as the scenario file spells it (booleans and choices had read 1.0, 3.0).
    grep -A1 '"key": "model.gated_mlp"' "$work/lh.out" | grep -q '"value": true,' || fail "--json boolean value"
    grep -A1 '"key": "training.precision"' "$work/lh.out" | grep -q '"value": "fp8",' || fail "--json choice value"
    grep -A1 '"key": "model.layers"' "$work/lh.out" | grep -q '"value": 32,' || fail "--json integer value"
    run m import "$1/megatron-lm.train_mixtral_8x7b_distributed.sh" --base "$2"; expect_rc 0 m
    expect_in m.err "comes from the environment (\$SLURM_NNODES, 1 if unset)"
    run t import "$1/torchtitan.llama3_405b.toml" --base "$2"; expect_rc 0 t
    expect_in t.err "training.global_batch = 64  <- line 32: local_batch_size = 2"
    # A config.json and a launch config together: the model of the one, the layout of the other.
    run c import "$3/mixtral-8x7b-v0.1.config.json" "$1/nemo-launcher.mixtral_8x7b.yaml" --json; expect_rc 0 c
    [[ $(json_get c.out scenario.model.vocab) == 32000 ]] || fail "the config.json's vocabulary"
    [[ $(json_get c.out scenario.parallelism.ep) == 8 ]] || fail "the recipe's EP"
    [[ $(json_get c.out scenario.cluster.gpus) == 64 ]] || fail "the recipe's GPUs"
    # ... and the sources say so: the model keys from the config.json, not "kept the default".
    [[ $(json_get c.out model_from_file) == true ]] || fail "combined: model_from_file"
    grep -A2 '"key": "model.vocab"' "$work/c.out" | grep -q '"origin": "config"' || fail "combined: model.vocab's origin"
    [[ -s $work/c.err ]] && fail "combined --json wrote to stderr: $(head -c 200 "$work/c.err")"
    # A pasted argument list on stdin-like text, and bad input.
    echo "--tensor-model-parallel-size 2 --pipeline-model-parallel-size 2 --num-layers 8 --hidden-size 256 --num-attention-heads 8 --micro-batch-size 1 --global-batch-size 64 --nproc_per_node 8" >"$work/args.txt"
    run a import "$work/args.txt" --json; expect_rc 0 a
    [[ $(json_get a.out scenario.cluster.gpus) == 8 ]] || fail "pasted arguments: gpus"
    head -c 3000 "$1/megatron-lm.train_llama3_8b_h100_fp8.sh" | sed '$d' >"$work/cut.sh"
    printf '    "--fp8-format hybrid\n' >>"$work/cut.sh"
    run cut import "$work/cut.sh"; expect_rc 2 cut; expect_problem_lines cut; expect_in cut.err "is not closed"
    printf 'ELF\0\1\2' >"$work/bin.sh"
    run bin import "$work/bin.sh"; expect_rc 2 bin; expect_in bin.err "binary"
    truncate -s 100M "$work/huge.yaml"
    run huge import "$work/huge.yaml"; expect_rc 2 huge; expect_in huge.err "larger than"
    cp "$3/../logs/torchtitan.qwen3-14b.8xB200.run217.log" "$work/run.log"
    run log import "$work/run.log"; expect_rc 2 log; expect_problem_lines log; expect_in log.err "not a file Syncwall imports"
    printf 'model:\n  num_layers: 4\n  num_layers: 8\n' >"$work/dup.yaml"
    run dup import "$work/dup.yaml"; expect_rc 2 dup; expect_in dup.err "dup.yaml:3: model.num_layers (num_layers: 8) contradicts line 2 (num_layers: 4)" ;;
*)
    echo "unknown case $case_name" >&2
    exit 2 ;;
esac

[[ $failures -eq 0 ]] && echo "PASS [$case_name]"
exit $((failures > 0))
