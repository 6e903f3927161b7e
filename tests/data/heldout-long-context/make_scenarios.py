#!/usr/bin/env python3
"""Writes the held-out long-context series (scenarios/, targets.json, runs.json) that
`syncwall-cli validation DIR` reads. Every number below is copied from the source named in its
series; none of these runs fitted anything in the model. Usage: make_scenarios.py [OUT_DIR]."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from heldout_series import write_series  # noqa: E402

LLAMA3_8B = dict(layers=32, hidden=4096, heads=32, kv_heads=8, ffn_hidden=14336, vocab=128256)
LLAMA3_405B = dict(layers=126, hidden=16384, heads=128, kv_heads=8, ffn_hidden=53248,
                   vocab=128256)
GT_H100 = {"preset": "dgx-h100",
           "gpu": {"base": "h100-sxm", "memory_GB": 96, "memory_GBps": 2400, "watts": 500}}

NEMO_FILE = ("github.com/NVIDIA/NeMo docs/source/performance/performance_long_sequence.md "
             "@ 19fadb67b0 (2025-05-09)")
TITAN_FILE = ("github.com/pytorch/torchtitan benchmarks/llama3_h100_202412_torchtitan.md "
              "(torch 1963fc8, torchao eab345c, torchtitan 9dec370, 2024-12)")

# Each series: its id prefix, model, hardware, source title and rows (columns as commented).
NEMO_B200 = dict(
    prefix="nemo2504_b200_llama3-8b", model=LLAMA3_8B, hardware={"preset": "dgx-b200"},
    title="NVIDIA NeMo docs 'Long Sequence Performance', LLAMA3-8B (FP8) - B200 "
          "(NeMo 25.04.rc2, DGX-B200)",
    # seq K, TP, PP, DP, CP, global batch, TFLOP/s per GPU (NeMo's model-FLOP formula)
    rows=[(8, 1, 1, 2, 1, 512, 1671), (32, 1, 1, 4, 2, 128, 1624), (64, 1, 1, 4, 4, 64, 1600),
          (256, 4, 1, 4, 4, 16, 1590), (512, 4, 1, 4, 8, 8, 1619),
          (1024, 4, 1, 4, 16, 4, 1608)])
# torchtitan: seq K, TP, PP, FSDP (data-parallel), CP, local batch, tokens/s per GPU.
TITAN_8B = dict(
    prefix="torchtitan_h100_llama3p1-8b", model=LLAMA3_8B, hardware=GT_H100,
    title="TorchTitan team, Llama 3.1 H100 benchmarks (end of 2024), Table 2: FSDP + CP + "
          "torch.compile + Float8, Llama 3.1 8B, 8 GPUs, local batch 1, full AC",
    rows=[(32, 1, 1, 8, 1, 1, 3890), (64, 1, 1, 4, 2, 1, 2540), (128, 1, 1, 2, 4, 1, 1071)])
TITAN_405B = dict(
    prefix="torchtitan_h100_llama3p1-405b", model=LLAMA3_405B, hardware=GT_H100,
    title="TorchTitan team, Llama 3.1 H100 benchmarks (end of 2024), Table 6: FSDP + TP + PP "
          "+ CP + torch.compile + Float8 + AsyncTP + 1F1B, Llama 3.1 405B, 512 GPUs, local "
          "batch 8, full AC",
    rows=[(32, 8, 8, 8, 1, 8, 76), (64, 8, 8, 4, 2, 8, 47), (128, 8, 8, 2, 4, 8, 31),
          (256, 8, 8, 1, 8, 8, 16)])


def nemo_flops(m, gbs, s):
    """NeMo's llama model-FLOP formula before 2025-08-09 (nemo/utils/flops_formulas.py):
    non-causal attention."""
    L, h, a, kv, f, V = (m["layers"], m["hidden"], m["heads"], m["kv_heads"], m["ffn_hidden"],
                         m["vocab"])
    return gbs * s * L * h * h * (12 + 12 * kv / a + 18 * f / h + 12 * s / h + 6 * V / (L * h))


def scenario(name, model, hardware, gpus, par, seq_len, global_batch, stack=None):
    doc = {"format": "syncwall-scenario", "version": 1, "name": name,
           "model": dict(model, gated_mlp=True, seq_len=seq_len),
           "hardware": hardware, "cluster": {"gpus": gpus}, "parallelism": par,
           "training": {"global_batch": global_batch, "steps": 1000, "precision": "fp8"}}
    if stack:
        doc["software"] = {"stack": stack}
    return doc


def build():
    out = []
    for series in (NEMO_B200,):
        for k, tp, pp, dp, cp, gbs, tflops in series["rows"]:
            s, gpus = k * 1024, tp * pp * dp * cp
            rid = f"{series['prefix']}_{k}k_{gpus}gpu_tp{tp}pp{pp}cp{cp}_fp8"
            step = nemo_flops(series["model"], gbs, s) / (tflops * 1e12 * gpus)
            par = {"tp": tp, "pp": pp, "cp": cp, "dp": "auto", "micro_batch": 1, "zero": 1}
            doc = scenario(rid, series["model"], series["hardware"], gpus, par, s, gbs)
            out.append((rid, doc, step, series["title"], NEMO_FILE,
                        {"tflops_per_gpu": tflops},
                        "step_s = F / (TFLOPS_per_GPU * 1e12 * GPUs), F = NeMo's llama formula "
                        "(non-causal attention)"))
    for series in (TITAN_8B, TITAN_405B):
        for k, tp, pp, fsdp, cp, local, tps in series["rows"]:
            s, gpus = k * 1024, tp * pp * fsdp * cp
            gbs = fsdp * local
            rid = f"{series['prefix']}_{k}k_{gpus}gpu_tp{tp}pp{pp}cp{cp}_float8"
            step = gbs * s / (tps * gpus)
            # torchtitan splits the local batch into one micro-batch per stage (its default
            # pipeline_parallel_microbatches); without PP the local batch is one micro-batch.
            micro = 1 if pp > 1 else local
            par = {"tp": tp, "pp": pp, "cp": cp, "dp": "auto", "micro_batch": micro,
                   "zero": 3, "recompute": "full"}
            if tp > 1:
                par["sequence_parallel"] = True
            doc = scenario(rid, series["model"], series["hardware"], gpus, par, s, gbs,
                           stack="pytorch-fsdp")
            out.append((rid, doc, step, series["title"], TITAN_FILE, {"tps_per_gpu": tps},
                        "step_s = global batch * seq_len / (tokens_per_s_per_gpu * GPUs)"))
    return out


if __name__ == "__main__":
    write_series(__file__, build())
