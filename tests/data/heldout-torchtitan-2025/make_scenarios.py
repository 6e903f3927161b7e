#!/usr/bin/env python3
"""Writes the held-out torchtitan 2025 series (scenarios/, targets.json, runs.json) that
`syncwall-cli validation DIR` reads: the two benchmark files torchtitan published in June 2025,
none of their rows in the modern set (which holds the end-of-2024 file's) and none fitted on.
Every number is copied from the sources below.
Usage: make_scenarios.py [OUT_DIR]."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from heldout_series import STEP_FROM_TOKENS, write_series  # noqa: E402

TRAINY = ("Trainy on WhiteFiber, Llama 3.1 8B on H200 (June 2025): FSDP, torch.compile, "
          "Float8 (tensorwise, FSDP float8 all-gather), local batch 2, selective op AC, seq 8192")
TRAINY_WHERE = ("github.com/pytorch/torchtitan benchmarks/llama3-8b_h200_202506_trainy-whitefiber.md "
                "(torch 2.8.0a0+5228986c39, torchao 0afa4c1, torchtitan e7c0cae; "
                "torchtitan/models/llama3/train_configs/llama3_8b.toml @ e7c0cae)")
ASYNC = ("PyTorch team, async TP benchmarks on Grand Teton H100 96 GB HBM2e at 500 W (June 2025), "
         "vanilla TP column")
ASYNC_WHERE = ("github.com/pytorch/torchtitan benchmarks/asyncTP_llama3_h100_2025-06_torchtitan.md "
               "(torch 38410cf9, torchao 6243040, torchtitan 820504e; "
               "train_configs llama3_8b.toml / llama3_70b.toml)")

LLAMA3_8B = {"layers": 32, "hidden": 4096, "heads": 32, "kv_heads": 8, "ffn_hidden": 14336,
             "vocab": 128256, "gated_mlp": True, "seq_len": 8192}
LLAMA3_70B = {"layers": 80, "hidden": 8192, "heads": 64, "kv_heads": 8, "ffn_hidden": 28672,
              "vocab": 128256, "gated_mlp": True, "seq_len": 8192}
# Grand Teton's H100, as the modern set's torchtitan rows describe it.
GT_H100 = {"preset": "dgx-h100", "gpu": {"base": "h100-sxm", "memory_GB": 96,
                                         "memory_GBps": 2400, "watts": 500}}
# WhiteFiber's hosts: 8 H200 on NVLink, 400 Gb/s per GPU; the power limit is not stated (the
# H200 SXM's default is its rated 700 W).
H200 = {"preset": "hgx-h200"}

# id, model, hardware, GPUs, TP, local batch, recompute, precision, tokens/s per GPU (the
# async-TP figure, not scored, where the file gives one), title, where.
# The async-TP benchmark's float8 rowwise rows are left out: the model's FP8 is tensorwise.
# Its tokens/s per GPU divide each TP group's tokens by its 8 GPUs (torchtitan's metric).
ROWS = [
    ("trainy_h200_llama3p1-8b_32gpu_fsdp_compile_float8", LLAMA3_8B, H200, 32, 1, 2,
     "selective", "fp8", 10938, None, TRAINY + ", 4 nodes", TRAINY_WHERE),
    ("trainy_h200_llama3p1-8b_64gpu_fsdp_compile_float8", LLAMA3_8B, H200, 64, 1, 2,
     "selective", "fp8", 10753, None, TRAINY + ", 8 nodes", TRAINY_WHERE),
    ("torchtitan2506_h100_llama3p1-70b_256gpu_fsdp32_tp8_bf16", LLAMA3_70B, GT_H100, 256, 8, 16,
     "full", "bf16", 597.3, 652.4, ASYNC + ", Llama 3 70B, FSDP 32, TP 8, full AC, bfloat16",
     ASYNC_WHERE),
    ("torchtitan2506_h100_llama3p1-70b_256gpu_fsdp32_tp8_float8", LLAMA3_70B, GT_H100, 256, 8, 16,
     "full", "fp8", 809.8, 942.4,
     ASYNC + ", Llama 3 70B, FSDP 32, TP 8, full AC, float8 tensorwise", ASYNC_WHERE),
    ("torchtitan2506_h100_llama3p1-8b_64gpu_fsdp8_tp8_bf16", LLAMA3_8B, GT_H100, 64, 8, 12,
     "selective", "bf16", 4378, 4809.4,
     ASYNC + ", Llama 3 8B, FSDP 8, TP 8, selective op AC, bfloat16", ASYNC_WHERE),
    ("torchtitan2506_h100_llama3p1-8b_64gpu_fsdp8_tp8_float8", LLAMA3_8B, GT_H100, 64, 8, 12,
     "selective", "fp8", 5078.1, 5570.1,
     ASYNC + ", Llama 3 8B, FSDP 8, TP 8, selective op AC, float8 tensorwise", ASYNC_WHERE),
]


def build():
    out = []
    for rid, model, hw, gpus, tp, local, recompute, prec, tps, async_tps, title, where in ROWS:
        par = {"tp": tp, "pp": 1, "cp": 1, "dp": "auto", "micro_batch": local, "zero": 3,
               "recompute": recompute}
        if tp > 1:
            par["sequence_parallel"] = True  # torchtitan's TP plan shards the norms' sequence
        gbs = local * gpus // tp
        doc = {"format": "syncwall-scenario", "version": 1, "name": rid, "model": model,
               "hardware": hw, "cluster": {"gpus": gpus}, "parallelism": par,
               "training": {"global_batch": gbs, "steps": 1000, "precision": prec},
               "software": {"stack": "pytorch-fsdp"}}
        step = gbs * model["seq_len"] / (tps * gpus)
        measured = {"tokens_per_s_per_gpu": tps}
        if async_tps is not None:
            measured["async_tp_tokens_per_s_per_gpu"] = async_tps
        out.append((rid, doc, step, title, where, measured, STEP_FROM_TOKENS))
    return out


if __name__ == "__main__":
    write_series(__file__, build())
