#!/usr/bin/env python3
"""Writes the held-out GPT-OSS-120B series (scenarios/, targets.json, runs.json) that
`syncwall-cli validation DIR` reads: Megatron-Bridge's published bf16 pre-training rows for the
model on five systems and five releases, none of them in the modern set (which holds the
26.04.01 DGX B200 row) and none fitted on. Every number is copied from the source below.
Usage: make_scenarios.py [OUT_DIR]."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from heldout_series import STEP_FROM_TOKENS, write_series  # noqa: E402

SOURCE = ("NVIDIA NeMo Megatron-Bridge 'Performance' summary, performance-summary-archive.md "
          "(MoE rows force-balance tokens across experts and drop none)")
WHERE = ("github.com/NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md "
         "@ 0a25f911b (2026; 26.02.01 to 26.04.01 @ 067f987df); configs "
         "scripts/performance/configs/gpt_oss/gpt_oss_workload_base_configs.py")

# GPT-OSS-120B as the modern set's row describes it (NeMo GPTOSSConfig120B): 36 layers, hidden
# 2,880, 64 heads of 64, 8 KV heads, 128 experts of 2,880 (top 4), vocabulary 201,088, a
# 128-token window on every other layer; and, as Megatron-Bridge's GPTOSSProvider gives it,
# the GLU clamped to 7 (activation_func_clamp_value) and biases on the experts' linear layers
# (add_bias_linear).
MODEL = {"layers": 36, "hidden": 2880, "heads": 64, "kv_heads": 8, "ffn_hidden": 2880,
         "vocab": 201088, "gated_mlp": True,
         "moe": {"experts": 128, "top_k": 4, "expert_bias": True},
         "head_dim": 64, "sliding_window": 128, "sliding_window_share": 0.5, "glu_clamp": 7}

# release, system preset, GPUs, GBS, MBS, seq, PP, EP, tokens/s per GPU, recompute modules
# (the workload config's; the CUDA-graph configs recompute nothing).
ROWS = [
    ("2602", "gb300-nvl72", 64, 1280, 4, 4096, 1, 64, 19412, []),
    ("2602", "gb200-nvl72", 64, 1280, 4, 4096, 1, 64, 15784, ["layernorm", "moe_act"]),
    ("2602", "dgx-b300", 64, 1280, 4, 4096, 1, 64, 8359, []),
    ("2602", "dgx-b200", 64, 1280, 4, 4096, 1, 64, 8047, ["layernorm", "moe_act"]),
    ("2602", "dgx-h100", 64, 1280, 1, 4096, 4, 8, 5993, ["layernorm", "moe_act"]),
    # 26.02.01 to 26.04.01 (the archive @ 067f987df): DGX B200 and B300 run EP 8 inside a node
    # (the V2 configs since Megatron-Bridge 7260d6214, 2026-03-23); the 26.04.01 DGX B200 row
    # is the modern set's, so not here.
    ("260201", "gb300-nvl72", 64, 1280, 4, 4096, 1, 64, 19366, []),
    ("260201", "gb200-nvl72", 64, 1280, 4, 4096, 1, 64, 15754, ["layernorm", "moe_act"]),
    ("260201", "dgx-b300", 64, 1280, 4, 4096, 1, 8, 15031, []),
    ("260201", "dgx-b200", 64, 1280, 4, 4096, 1, 8, 13722, ["layernorm", "moe_act"]),
    ("260201", "dgx-h100", 64, 1280, 1, 4096, 4, 8, 5984, ["layernorm", "moe_act"]),
    ("2604", "gb300-nvl72", 64, 1280, 4, 4096, 1, 64, 19275, []),
    ("2604", "gb200-nvl72", 64, 1280, 4, 4096, 1, 64, 15938, ["layernorm", "moe_act"]),
    ("2604", "dgx-b300", 64, 1280, 4, 4096, 1, 8, 15114, []),
    ("2604", "dgx-b200", 64, 1280, 4, 4096, 1, 8, 13045, ["layernorm", "moe_act"]),
    ("2604", "dgx-h100", 64, 1280, 1, 4096, 4, 8, 5810, ["layernorm", "moe_act"]),
    ("260401", "gb300-nvl72", 64, 1280, 4, 4096, 1, 64, 19200, []),
    ("260401", "gb200-nvl72", 64, 1280, 4, 4096, 1, 64, 16640, ["layernorm", "moe_act"]),
    ("260401", "dgx-b300", 64, 1280, 4, 4096, 1, 8, 15232, []),
    ("260401", "dgx-h100", 64, 1280, 1, 4096, 4, 8, 5824, ["layernorm", "moe_act"]),
    ("2511", "gb300-nvl72", 64, 1280, 2, 8192, 1, 64, 18347, []),
    ("2511", "gb200-nvl72", 64, 1280, 1, 8192, 1, 64, 15876, ["layernorm", "moe_act"]),
    ("2511", "dgx-b200", 64, 512, 4, 4096, 1, 8, 8213, ["layernorm", "moe_act"]),
    ("2511", "dgx-h100", 64, 512, 4, 4096, 4, 8, 5630, ["layernorm", "moe_act"]),
]

# The configs that overlap the all-to-all with another micro-batch (moe_a2a_overlap, which
# Megatron-Bridge turns into Megatron-Core's overlap_moe_expert_parallel_comm; the scenario key
# communication.ep_overlap): the GB200 V2 config since 7260d6214 (2026-03-23), the commit that
# also moved B200 and B300 to EP 8, through v0.4.2. So the 26.02.01, 26.04 and 26.04.01 GB200 rows.
EP_OVERLAP = {("260201", "gb200-nvl72"), ("2604", "gb200-nvl72"), ("260401", "gb200-nvl72")}


def build():
    out = []
    for release, preset, gpus, gbs, mbs, seq, pp, ep, tps, modules in ROWS:
        system = preset.split("-")[0] if preset.endswith("nvl72") else preset.split("-")[1]
        rid = f"mbridge{release}_{system}_gpt-oss-120b_{gpus}gpu_gbs{gbs}_ep{ep}_bf16"
        par = {"tp": 1, "pp": pp, "cp": 1, "dp": "auto", "ep": ep, "micro_batch": mbs,
               "zero": 1}
        if modules:
            par.update({"recompute": "selective", "recompute_core_attn": False})
            for m in modules:
                par["recompute_" + m] = True
        doc = {"format": "syncwall-scenario", "version": 1, "name": rid,
               "model": dict(MODEL, seq_len=seq), "hardware": {"preset": preset},
               "cluster": {"gpus": gpus}, "parallelism": par,
               "training": {"global_batch": gbs, "steps": 1000, "precision": "bf16"}}
        if (release, preset) in EP_OVERLAP:
            doc["communication"] = {"ep_overlap": True}
        step = gbs * seq / (tps * gpus)
        name = ".".join(release[i:i + 2] for i in range(0, len(release), 2))
        title = (f"{SOURCE}, '{name} NeMo Container', GPT OSS 120B, "
                 f"{preset}")
        out.append((rid, doc, step, title, WHERE, {"tokens_per_s_per_gpu": tps},
                    STEP_FROM_TOKENS))
    return out


if __name__ == "__main__":
    write_series(__file__, build())
