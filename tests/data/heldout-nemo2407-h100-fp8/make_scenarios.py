#!/usr/bin/env python3
"""Writes the held-out NeMo 24.07 DGX H100 FP8 series (scenarios/, targets.json, runs.json) that
`syncwall-cli validation DIR` reads: the twelve pre-training rows of NeMo's performance summary
for the 24.07 container, Transformer Engine FP8 on Megatron-Core, none in the other sets and none
fitted on. Every number is copied from the sources below. Usage: make_scenarios.py [OUT_DIR]."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from heldout_series import STEP_FROM_TOKENS, write_series  # noqa: E402

SOURCE = ("NVIDIA NeMo docs 'Performance Benchmarks', Pretraining at FP8 precision "
          "(container NeMo 24.07, DGX-H100)")
WHERE = ("github.com/NVIDIA/NeMo docs/source/performance/performance_summary.md @ 070a0bb; "
         "model shapes: NeMo-Framework-Launcher launcher_scripts/conf/training/{gpt3,llama,"
         "nemotron}/*.yaml")

# Shapes (layers, hidden, heads, kv heads, FFN, vocabulary, gated FFN): GPT-3 as Brown et al.
# 2020 Table 2.1 with the GPT-2 vocabulary; Llama 2 (Touvron et al. 2023) and Llama 3 (Dubey et
# al. 2024); Nemotron-3 8B and Nemotron-4 22B / 340B (the launcher's nemotron_8b / 22b / 340b:
# squared-ReLU FFN, 256,000-token vocabulary; 8B is multi-head).
MODELS = {
    "gpt3-5b": (24, 4096, 32, 32, 16384, 50257, False),
    "gpt3-20b": (44, 6144, 48, 48, 24576, 50257, False),
    "gpt3-175b": (96, 12288, 96, 96, 49152, 50257, False),
    "llama2-7b": (32, 4096, 32, 32, 11008, 32000, True),
    "llama2-13b": (40, 5120, 40, 40, 13824, 32000, True),
    "llama2-70b": (80, 8192, 64, 8, 28672, 32000, True),
    "nemotron-8b": (32, 4096, 32, 32, 16384, 256000, False),
    "nemotron-22b": (40, 6144, 48, 8, 24576, 256000, False),
    "nemotron-340b": (96, 18432, 96, 8, 73728, 256000, False),
    "llama3-8b": (32, 4096, 32, 8, 14336, 128256, True),
    "llama3-70b": (80, 8192, 64, 8, 28672, 128256, True),
}

# model, GPUs, GBS, MBS, sequence, TP, PP, CP, VP, tokens/s per GPU (the table's columns).
ROWS = [
    ("gpt3-5b", 64, 2048, 4, 2048, 1, 1, 1, 1, 22521),
    ("gpt3-20b", 64, 256, 2, 2048, 2, 1, 1, 1, 5851),
    ("gpt3-175b", 128, 256, 1, 2048, 4, 8, 1, 6, 726),
    ("gpt3-175b", 512, 2048, 2, 2048, 4, 8, 1, 6, 782),
    ("llama2-7b", 8, 128, 1, 4096, 1, 1, 1, 1, 16847),
    ("llama2-13b", 16, 128, 1, 4096, 1, 4, 1, 10, 8646),
    ("llama2-70b", 64, 128, 1, 4096, 4, 4, 1, 20, 1707),
    ("nemotron-8b", 64, 256, 4, 4096, 2, 1, 1, 1, 12701),
    ("nemotron-22b", 64, 256, 2, 4096, 2, 4, 1, 10, 4256),
    ("nemotron-340b", 128, 32, 1, 4096, 8, 8, 1, 12, 322),
    ("llama3-8b", 8, 128, 1, 8192, 1, 1, 2, 1, 12036),
    ("llama3-70b", 64, 128, 1, 8192, 4, 4, 2, 5, 1533),
]


def build():
    out = []
    for name, gpus, gbs, mbs, seq, tp, pp, cp, vp, tps in ROWS:
        layers, hidden, heads, kv, ffn, vocab, gated = MODELS[name]
        rid = f"nemo2407_h100_{name}_{gpus}gpu_gbs{gbs}_fp8"
        par = {"tp": tp, "pp": pp, "cp": cp, "dp": "auto", "micro_batch": mbs, "zero": 1}
        if vp > 1:
            par.update({"schedule": "interleaved", "virtual_stages": vp})
        doc = {"format": "syncwall-scenario", "version": 1, "name": rid,
               "model": {"layers": layers, "hidden": hidden, "heads": heads, "kv_heads": kv,
                         "ffn_hidden": ffn, "vocab": vocab, "gated_mlp": gated,
                         "seq_len": seq},
               "hardware": {"preset": "dgx-h100"}, "cluster": {"gpus": gpus},
               "parallelism": par,
               "training": {"global_batch": gbs, "steps": 1000, "precision": "fp8"}}
        step = gbs * seq / (tps * gpus)
        out.append((rid, doc, step, SOURCE, WHERE, {"tokens_per_s_per_gpu": tps},
                    STEP_FROM_TOKENS))
    return out


if __name__ == "__main__":
    write_series(__file__, build())
