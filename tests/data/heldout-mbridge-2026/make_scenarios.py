#!/usr/bin/env python3
"""Writes the held-out Megatron-Bridge 2026 series (scenarios/, targets.json, runs.json) that
`syncwall-cli validation DIR` reads: the pre-training rows of Megatron-Bridge's performance
archive for the 26.04.01, 26.06 and 26.06.01 NeMo containers, for Llama 3 70B, Llama 3.1 405B,
DeepSeek-V3, Qwen3-30B-A3B, Qwen3-235B-A22B and GPT-OSS-120B (its MXFP8 rows; its BF16 rows are
heldout-gpt-oss's). None is in the modern set (which holds the 26.06 DGX H100 Qwen3-30B-A3B FP8
row and the 26.04.01 DGX B200 GPT-OSS-120B BF16 row, both left out here) and none was fitted on.

Where each number comes from:
- System, GPUs, precision, GBS, MBS, sequence length, FSDP, TP, PP, CP, VP, EP and tokens/s per
  GPU (and model TFLOP/s per GPU, kept in runs.json, not scored): the archive's tables, copied.
  The measured step is GBS * seq_len / (tokens/s per GPU * GPUs).
- The models: the catalog's presets (`syncwall-cli presets`), with the table's sequence length.
- Recompute, the DeepSeek-V3 pipeline layouts and expert TP: the Megatron-Bridge performance
  configs of each release, scripts/performance/configs/<family>/<family>_workload_base_configs.py
  and <family>_llm_pretrain.py with the recipes they call (src/megatron/bridge/recipes/), read
  at the release tags whose docs/performance-summary.md names the container: 26.04.01 at v0.4.2
  (c81012934, 2026-05-28; main's configs at the 26.04.01 summary, 21d102f5e, are the same for
  these rows), 26.06 at v0.5.0 (fcbb60311, 2026-06-16), 26.06.01 at v0.5.1 (5cb3444c4,
  2026-07-20; the 26.06.01 summary was cherry-picked onto r0.5.0 just after it, and r0.5.0's
  configs are v0.5.1's). Main's configs just before their removal (c8327cfc2^, 2026-07-08) give
  DeepSeek-V3 on DGX B300 a different layout (MBS 1, PP 8, VP 2) from the 26.06 row (MBS 2, PP 8,
  no VP), which v0.5.0 matches; the tags are used throughout. Each row uses the config the
  launcher picks by default (variant v2, else v1), e.g. DEEPSEEK_V3_PRETRAIN_CONFIG_GB300_FP8_MX_V2.

Mapping:
- System: DGX-GB300 gb300-nvl72, DGX-GB200 gb200-nvl72, DGX-B300 dgx-b300, DGX-B200 dgx-b200,
  DGX-H100 dgx-h100.
- Precision: BF16 bf16; FP8 (Transformer Engine's current scaling, the configs' FP8_CS) fp8;
  MXFP8 fp8 (the model has one FP8: MXFP8's 32-element block scaling is priced as FP8); NVFP4
  fp4 (every GEMM priced as FP4).
- FSDP > 0 (Megatron-FSDP, optim_grads_params sharding): zero 3; FSDP 0: zero 1 (Megatron's
  distributed optimizer). dp "auto".
- VP > 1: the interleaved schedule with that many virtual stages.
- Recompute: the config's recompute_modules mapped to the selective keys (core_attn,
  layernorm, moe_act, mla_up_proj); none set (recompute_granularity None, or an empty list)
  is "none". Megatron-Core's `mlp` module re-runs only the dense layers' MLP (not MoE layers'),
  which no key expresses: DeepSeek-V3's three dense layers; it is left out and said so.
- DeepSeek-V3's pipeline layouts (pp_layout, or the recipe's layout map for its PP and VP):
  their physical first and last stages' transformer layers are first_stage_layers and
  last_stage_layers (the MTP module and loss sit on the last stage). The split inside a stage
  among its virtual chunks is not expressed. The other models use Megatron's split (Llama 3.1
  405B and Qwen3-235B account for the embedding and loss, as syncwall's auto split does; Llama 3
  70B divides evenly).
- Experts: expert TP 1 as every MoE config sets; the tables' MoE rows force-balance tokens and
  drop none (imbalance 1).

Expressed since 2026-11-29 (EP_OVERLAP and FULL_ITERATION_GRAPH below): the MoE all-to-all
overlap (moe_a2a_overlap: communication.ep_overlap) and full-iteration CUDA graphs
(software.cuda_graphs). Not expressed (the row comments say which rows): the expert padding
full-iteration graphs bring (moe_expert_rank_capacity_factor 1.5, paged stashing); Transformer
Engine's graphs of parts of a layer; FP8 attention (fp8_dot_product_attention); the cuteDSL fused grouped
MLP; Megatron-FSDP's CPU offloading of activations (cpu_offloading_num_layers); DeepSeek-V3's
precision-aware optimizer with bf16 moments. Skipped rows: Kimi-K2 (Muon optimizer, not
modelled), Nemotron 3 Nano and Super (Mamba hybrids), SFT and LoRA, GPT-OSS-120B BF16 (26.04.01;
heldout-gpt-oss and the modern set hold them). The 26.06.01 GPT-OSS-120B rows carry the archive's
note of a regression (cudnn-frontend issue 256); they are kept as published.
Usage: make_scenarios.py [OUT_DIR]."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
from heldout_series import STEP_FROM_TOKENS, write_series  # noqa: E402

SOURCE = ("NVIDIA NeMo Megatron-Bridge 'Performance' summary, performance-summary-archive.md, "
          "Pre-Training Performance (MoE rows force-balance tokens across experts and drop none)")
ARCHIVE = "github.com/NVIDIA-NeMo/Megatron-Bridge docs/performance-summary-archive.md @ 067f987df"
TAGS = {"260401": "v0.4.2 (c81012934)", "2606": "v0.5.0 (fcbb60311)",
        "260601": "v0.5.1 (5cb3444c4)"}

# Table name, catalog preset, id name, config family file.
MODELS = {
    "LLAMA3_70B": ("llama3-70b", "llama3-70b", "llama/llama3"),
    "LLAMA3.1_405B": ("llama3.1-405b", "llama3p1-405b", "llama/llama31"),
    "DeepSeekV3": ("deepseek-v3", "deepseekv3", "deepseek/deepseek"),
    "Qwen3_30B_a3B": ("qwen3-30b-a3b", "qwen3-30b-a3b", "qwen/qwen3"),
    "Qwen3_235B_a22B": ("qwen3-235b-a22b", "qwen3-235b-a22b", "qwen/qwen3"),
    "GPT OSS 120B": ("gpt-oss-120b", "gpt-oss-120b", "gpt_oss/gpt_oss"),
}
SYSTEMS = {"DGX-GB300": "gb300-nvl72", "DGX-GB200": "gb200-nvl72", "DGX-B300": "dgx-b300",
           "DGX-B200": "dgx-b200", "DGX-H100": "dgx-h100"}
PRECISION = {"BF16": "bf16", "FP8": "fp8", "MXFP8": "fp8", "NVFP4": "fp4"}

# release, model, system, GPUs, precision, GBS, MBS, seq, FSDP, TP, PP, CP, VP (0 = n/a),
# EP (1 = n/a), tokens/s per GPU, model TFLOP/s per GPU (the table's columns); then from the
# config: recompute modules (None = no recompute), DeepSeek-V3's first / last stage layers
# (0 = Megatron's split).
ROWS = [
    # ---- 26.06.01 (configs @ v0.5.1) ----
    # DeepSeek-V3: GB300 FP8_MX_V2 (recompute_modules [], full-iteration CUDA graph, a2a overlap,
    # FP8 attention, fused grouped MLP), pp_layout Et*4|(t*4|)*14tmL on PP 2 x VP 8: 32 | 29.
    ("260601", "DeepSeekV3", "DGX-GB300", 256, "MXFP8", 4096, 1, 4096, 0, 1, 2, 1, 8, 32,
     6304, 1640, [], 32, 29),
    # GB200 FP8_MX_V2 (mla_up_proj; full-iteration CUDA graph, a2a overlap, fused grouped MLP),
    # the recipe's PP 4 x VP 4 layout (E+4 | 4 x 14 | 1+MTP+loss chunks): 16 | 16 | 16 | 13.
    ("260601", "DeepSeekV3", "DGX-GB200", 256, "MXFP8", 4096, 1, 4096, 0, 1, 4, 1, 4, 64,
     4928, 1280, ["mla_up_proj"], 16, 13),
    # GPT-OSS-120B FP8_MX_V2: no recompute; full-iteration CUDA graph, a2a overlap, FP8
    # attention, fused grouped MLP (not expressed). The archive flags a regression for these.
    ("260601", "GPT OSS 120B", "DGX-GB300", 64, "MXFP8", 1280, 4, 4096, 0, 1, 1, 1, 0, 16,
     20288, 661, None, 0, 0),
    ("260601", "GPT OSS 120B", "DGX-GB200", 64, "MXFP8", 1280, 4, 4096, 0, 1, 1, 1, 0, 64,
     18304, 597, [], 0, 0),
    # Qwen3-30B-A3B FP8_MX_V1: no recompute (set_qwen3_common_configs); full-iteration CUDA
    # graph, a2a overlap, FP8 attention, fused grouped MLP (not expressed).
    ("260601", "Qwen3_30B_a3B", "DGX-GB300", 8, "MXFP8", 512, 8, 4096, 0, 1, 1, 1, 0, 8,
     44544, 1029, None, 0, 0),
    ("260601", "Qwen3_30B_a3B", "DGX-GB200", 8, "MXFP8", 512, 4, 4096, 0, 1, 1, 1, 0, 8,
     40960, 937, None, 0, 0),
    # Qwen3-235B-A22B FP8_MX_V2: no recompute; full-iteration CUDA graph, a2a overlap, FP8
    # attention, fused grouped MLP (not expressed).
    ("260601", "Qwen3_235B_a22B", "DGX-GB300", 256, "MXFP8", 8192, 2, 4096, 0, 1, 4, 1, 12, 32,
     9008, 1333, None, 0, 0),
    ("260601", "Qwen3_235B_a22B", "DGX-GB200", 256, "MXFP8", 8192, 1, 4096, 0, 1, 8, 1, 3, 32,
     7360, 1089, None, 0, 0),

    # ---- 26.06 (configs @ v0.5.0) ----
    # Llama 3.1 405B V2 configs: no recompute (recipe None; GB200 NVFP4_V2 sets
    # recompute_num_layers None), no FSDP.
    ("2606", "LLAMA3.1_405B", "DGX-GB300", 256, "FP8", 1536, 1, 8192, 0, 4, 8, 1, 4, 1,
     1048, 2646, None, 0, 0),
    ("2606", "LLAMA3.1_405B", "DGX-GB300", 256, "MXFP8", 1536, 1, 8192, 0, 2, 8, 2, 4, 1,
     952, 2403, None, 0, 0),
    ("2606", "LLAMA3.1_405B", "DGX-GB300", 256, "NVFP4", 1536, 1, 8192, 0, 4, 8, 1, 4, 1,
     1413, 3575, None, 0, 0),
    ("2606", "LLAMA3.1_405B", "DGX-GB200", 256, "FP8", 1536, 1, 8192, 0, 4, 16, 1, 4, 1,
     843, 2129, None, 0, 0),
    ("2606", "LLAMA3.1_405B", "DGX-GB200", 256, "MXFP8", 1536, 1, 8192, 0, 4, 16, 1, 8, 1,
     783, 1976, None, 0, 0),
    ("2606", "LLAMA3.1_405B", "DGX-GB200", 256, "NVFP4", 1536, 1, 8192, 0, 4, 16, 1, 8, 1,
     1166, 2944, None, 0, 0),
    ("2606", "LLAMA3.1_405B", "DGX-H100", 1024, "FP8", 1536, 1, 8192, 0, 8, 8, 2, 8, 1,
     326, 822, None, 0, 0),
    # DeepSeek-V3: GB300 FP8_MX_V2 and FP8_MX_GBS15360 (recompute_modules []; full-iteration
    # CUDA graph, a2a overlap, FP8 attention, fused grouped MLP), layout as 26.06.01's.
    ("2606", "DeepSeekV3", "DGX-GB300", 256, "MXFP8", 4096, 1, 4096, 0, 1, 2, 1, 8, 32,
     6338, 1648, [], 32, 29),
    ("2606", "DeepSeekV3", "DGX-GB300", 256, "MXFP8", 15360, 1, 4096, 0, 1, 2, 1, 8, 32,
     6422, 1670, [], 32, 29),
    # GB200 FP8_MX_V2 as 26.06.01's.
    ("2606", "DeepSeekV3", "DGX-GB200", 256, "MXFP8", 4096, 1, 4096, 0, 1, 4, 1, 4, 64,
     4969, 1292, ["mla_up_proj"], 16, 13),
    # B300 FP8_MX_V2 = B300_V2 (mla_up_proj), the recipe's PP 8 layout (E+8 | 8 x 6 | 5+MTP+
    # loss): 8 | 5.
    ("2606", "DeepSeekV3", "DGX-B300", 256, "MXFP8", 4096, 2, 4096, 0, 1, 8, 1, 0, 8,
     3541, 920, ["mla_up_proj"], 8, 5),
    # GPT-OSS-120B: GB300 / GB200 FP8_MX_V2 as 26.06.01's; B300 FP8_MX_V2 = B300_BF16_V2 (no
    # recompute, HybridEP, TE CUDA graphs of attention and router).
    ("2606", "GPT OSS 120B", "DGX-GB300", 64, "MXFP8", 1280, 4, 4096, 0, 1, 1, 1, 0, 16,
     33166, 1081, None, 0, 0),
    ("2606", "GPT OSS 120B", "DGX-GB200", 64, "MXFP8", 1280, 4, 4096, 0, 1, 1, 1, 0, 64,
     28947, 943, [], 0, 0),
    ("2606", "GPT OSS 120B", "DGX-B300", 64, "MXFP8", 1280, 4, 4096, 0, 1, 1, 1, 0, 8,
     18534, 604, None, 0, 0),
    # Qwen3-30B-A3B FP8_MX_V1 as 26.06.01's (B300 too); the DGX H100 FP8 row is the modern set's.
    ("2606", "Qwen3_30B_a3B", "DGX-GB300", 8, "MXFP8", 512, 8, 4096, 0, 1, 1, 1, 0, 8,
     45275, 1041, None, 0, 0),
    ("2606", "Qwen3_30B_a3B", "DGX-GB200", 8, "MXFP8", 512, 4, 4096, 0, 1, 1, 1, 0, 8,
     40706, 936, None, 0, 0),
    ("2606", "Qwen3_30B_a3B", "DGX-B300", 8, "MXFP8", 512, 8, 4096, 0, 1, 1, 1, 0, 8,
     40769, 938, None, 0, 0),
    # Qwen3-235B-A22B FP8_MX_V2 as 26.06.01's.
    ("2606", "Qwen3_235B_a22B", "DGX-GB300", 256, "MXFP8", 8192, 2, 4096, 0, 1, 4, 1, 12, 32,
     9015, 1335, None, 0, 0),
    ("2606", "Qwen3_235B_a22B", "DGX-GB200", 256, "MXFP8", 8192, 1, 4096, 0, 1, 8, 1, 3, 32,
     7376, 1092, None, 0, 0),

    # ---- 26.04.01 (configs @ v0.4.2) ----
    # Llama 3 70B V2 configs, no recompute. GB300 / GB200 FP8 (FP8_CS_V2): Megatron-FSDP with
    # CPU offloading of 20 (GB300) / 40 (GB200) layers' activations (not expressed).
    ("260401", "LLAMA3_70B", "DGX-GB300", 64, "FP8", 256, 2, 8192, 64, 1, 1, 1, 0, 1,
     5248, 2348, None, 0, 0),
    ("260401", "LLAMA3_70B", "DGX-GB300", 64, "MXFP8", 256, 1, 8192, 0, 1, 4, 1, 5, 1,
     4864, 2186, None, 0, 0),
    ("260401", "LLAMA3_70B", "DGX-GB300", 64, "NVFP4", 256, 1, 8192, 0, 1, 4, 1, 5, 1,
     7296, 3253, None, 0, 0),
    ("260401", "LLAMA3_70B", "DGX-GB200", 64, "FP8", 256, 2, 8192, 64, 1, 1, 1, 0, 1,
     4224, 1892, None, 0, 0),
    ("260401", "LLAMA3_70B", "DGX-GB200", 64, "MXFP8", 256, 1, 8192, 0, 2, 4, 1, 5, 1,
     3712, 1664, None, 0, 0),
    ("260401", "LLAMA3_70B", "DGX-GB200", 64, "NVFP4", 256, 1, 8192, 0, 2, 4, 1, 5, 1,
     4864, 2202, None, 0, 0),
    ("260401", "LLAMA3_70B", "DGX-H100", 64, "FP8", 256, 1, 8192, 0, 4, 8, 1, 5, 1,
     1664, 731, None, 0, 0),
    # Llama 3.1 405B V2 configs as 26.06's.
    ("260401", "LLAMA3.1_405B", "DGX-GB300", 256, "FP8", 1536, 1, 8192, 0, 4, 8, 1, 4, 1,
     1024, 2617, None, 0, 0),
    ("260401", "LLAMA3.1_405B", "DGX-GB300", 256, "MXFP8", 1536, 1, 8192, 0, 2, 8, 2, 4, 1,
     960, 2453, None, 0, 0),
    ("260401", "LLAMA3.1_405B", "DGX-GB300", 256, "NVFP4", 1536, 1, 8192, 0, 4, 8, 1, 4, 1,
     1440, 3653, None, 0, 0),
    ("260401", "LLAMA3.1_405B", "DGX-GB200", 256, "FP8", 1536, 1, 8192, 0, 4, 16, 1, 4, 1,
     864, 2144, None, 0, 0),
    ("260401", "LLAMA3.1_405B", "DGX-GB200", 256, "MXFP8", 1536, 1, 8192, 0, 4, 16, 1, 8, 1,
     800, 1994, None, 0, 0),
    ("260401", "LLAMA3.1_405B", "DGX-GB200", 256, "NVFP4", 1536, 1, 8192, 0, 4, 16, 1, 8, 1,
     1184, 2960, None, 0, 0),
    ("260401", "LLAMA3.1_405B", "DGX-H100", 1024, "FP8", 1536, 1, 8192, 0, 8, 8, 2, 8, 1,
     328, 827, None, 0, 0),
    # DeepSeek-V3: GB300 FP8_MX_V2 = GB300_V2 (mla_up_proj, HybridEP), pp_layout as above.
    ("260401", "DeepSeekV3", "DGX-GB300", 256, "MXFP8", 4096, 2, 4096, 0, 1, 2, 1, 8, 32,
     4992, 1298, ["mla_up_proj"], 32, 29),
    # GB200 FP8_MX_V2 = GB200_V2: recompute_modules ["mlp"], the three dense layers' MLP only
    # (not expressed: selective with no expressible module); the PP 4 x VP 4 layout.
    ("260401", "DeepSeekV3", "DGX-GB200", 256, "MXFP8", 4096, 1, 4096, 0, 1, 4, 1, 4, 64,
     4256, 1106, ["mlp"], 16, 13),
    # B300 FP8_MX_V2 = B300_V2 (mla_up_proj), the PP 8 layout.
    ("260401", "DeepSeekV3", "DGX-B300", 256, "MXFP8", 4096, 2, 4096, 0, 1, 8, 1, 0, 8,
     3456, 898, ["mla_up_proj"], 8, 5),
    # B200 FP8_MX_V2: mla_up_proj and mlp (mlp not expressed), DeepEP, a2a overlap (not
    # expressed); the recipe's PP 8 x VP 2 layout (E+4 | 4 x 14 | 1+MTP+loss chunks): 8 | 5.
    ("260401", "DeepSeekV3", "DGX-B200", 256, "MXFP8", 4096, 1, 4096, 0, 1, 8, 1, 2, 32,
     3328, 864, ["mla_up_proj", "mlp"], 8, 5),
    # Qwen3-30B-A3B V1 configs: no recompute (set_qwen3_common_configs clears the recipe's full
    # recompute); the DGX H100 row is FP8_CS_V1 on 16 GPUs, EP 16.
    ("260401", "Qwen3_30B_a3B", "DGX-GB300", 8, "MXFP8", 512, 8, 4096, 0, 1, 1, 1, 0, 8,
     31744, 729, None, 0, 0),
    ("260401", "Qwen3_30B_a3B", "DGX-GB200", 8, "MXFP8", 512, 4, 4096, 0, 1, 1, 1, 0, 8,
     26112, 599, None, 0, 0),
    ("260401", "Qwen3_30B_a3B", "DGX-B300", 8, "MXFP8", 512, 8, 4096, 0, 1, 1, 1, 0, 8,
     30720, 704, None, 0, 0),
    ("260401", "Qwen3_30B_a3B", "DGX-B200", 8, "MXFP8", 512, 4, 4096, 0, 1, 1, 1, 0, 8,
     27136, 619, None, 0, 0),
    ("260401", "Qwen3_30B_a3B", "DGX-H100", 16, "FP8", 1024, 1, 4096, 0, 1, 1, 1, 0, 16,
     8960, 206, None, 0, 0),
    # Qwen3-235B-A22B V2 configs: no recompute; the DGX H100 row (FP8_CS_V2) overlaps the
    # all-to-all (moe_a2a_overlap, not expressed).
    ("260401", "Qwen3_235B_a22B", "DGX-GB300", 256, "MXFP8", 8192, 2, 4096, 0, 1, 4, 1, 12, 32,
     6944, 1029, None, 0, 0),
    ("260401", "Qwen3_235B_a22B", "DGX-GB200", 256, "MXFP8", 8192, 1, 4096, 0, 1, 8, 1, 3, 32,
     5680, 840, None, 0, 0),
    ("260401", "Qwen3_235B_a22B", "DGX-B300", 256, "MXFP8", 8192, 2, 4096, 0, 1, 8, 1, 0, 8,
     5936, 878, None, 0, 0),
    ("260401", "Qwen3_235B_a22B", "DGX-B200", 256, "MXFP8", 8192, 1, 4096, 0, 1, 8, 1, 0, 8,
     3776, 560, None, 0, 0),
    ("260401", "Qwen3_235B_a22B", "DGX-H100", 256, "FP8", 8192, 1, 4096, 0, 2, 8, 1, 4, 32,
     1712, 253, None, 0, 0),
]

# The rows whose config overlaps the MoE all-to-all with another micro-batch (moe_a2a_overlap,
# Megatron-Core's overlap_moe_expert_parallel_comm; the scenario key communication.ep_overlap),
# read from the configs named above at each release's tag: every 26.06.01 row here; the 26.06
# DeepSeek-V3 GB300 and GB200, GPT-OSS GB300 and GB200, Qwen3-30B GB300, GB200 and B300, and
# Qwen3-235B GB300 and GB200 rows; the 26.04.01 DeepSeek-V3 B200 and Qwen3-235B H100 rows.
EP_OVERLAP_MODELS = ("DeepSeekV3", "GPT OSS 120B", "Qwen3_30B_a3B", "Qwen3_235B_a22B")
EP_OVERLAP = (
    {("260601", m, s) for m in EP_OVERLAP_MODELS for s in ("DGX-GB300", "DGX-GB200")}
    | {("2606", m, s) for m in EP_OVERLAP_MODELS for s in ("DGX-GB300", "DGX-GB200")}
    | {("2606", "Qwen3_30B_a3B", "DGX-B300"), ("260401", "DeepSeekV3", "DGX-B200"),
       ("260401", "Qwen3_235B_a22B", "DGX-H100")})

# The rows whose config replays the whole step as one CUDA graph (cuda_graph_impl
# "full_iteration"; the scenario key software.cuda_graphs), read the same way: the overlap rows
# above but the 26.04.01 DeepSeek-V3 B200 and Qwen3-235B H100 rows. The partial graphs of other
# rows (Transformer Engine's, of the attention, router and dispatch preprocessing) are not
# expressed; the Llama NVFP4 configs' scope "full_iteration" comes with cuda_graph_impl "none",
# which captures nothing.
FULL_ITERATION_GRAPH = {r for r in EP_OVERLAP if r[0] != "260401"}

# The selective-recompute modules a scenario key expresses; others ("mlp") are left out.
RECOMPUTE_KEYS = {"core_attn", "layernorm", "moe_act", "mla_up_proj"}


def parallelism(fsdp, tp, pp, cp, vp, ep, mbs, modules, first, last):
    par = {"tp": tp, "pp": pp, "cp": cp, "dp": "auto", "micro_batch": mbs,
           "zero": 3 if fsdp > 0 else 1}
    if ep > 1:
        par.update({"ep": ep, "expert_tp": 1})
    if vp > 1:
        par.update({"schedule": "interleaved", "virtual_stages": vp})
    if not modules:
        par["recompute"] = "none"
    else:
        par.update({"recompute": "selective", "recompute_core_attn": "core_attn" in modules})
        for m in modules:
            if m in RECOMPUTE_KEYS and m != "core_attn":
                par["recompute_" + m] = True
    if first:
        par["first_stage_layers"] = first
    if last:
        par["last_stage_layers"] = last
    return par


def build():
    out = []
    for (release, model, system, gpus, prec, gbs, mbs, seq, fsdp, tp, pp, cp, vp, ep, tps,
         tflops, modules, first, last) in ROWS:
        preset, short, family = MODELS[model]
        hw = SYSTEMS[system]
        name = hw.split("-")[0] if hw.endswith("nvl72") else hw.split("-")[1]
        rid = f"mbridge{release}_{name}_{short}_{gpus}gpu_gbs{gbs}_{prec.lower()}"
        doc = {"format": "syncwall-scenario", "version": 1, "name": rid,
               "model": {"preset": preset, "seq_len": seq}, "hardware": {"preset": hw},
               "cluster": {"gpus": gpus},
               "parallelism": parallelism(fsdp, tp, pp, cp, vp, ep, mbs, modules, first, last),
               "training": {"global_batch": gbs, "steps": 1000,
                            "precision": PRECISION[prec]}}
        if (release, model, system) in EP_OVERLAP:
            doc["communication"] = {"ep_overlap": True}
        if (release, model, system) in FULL_ITERATION_GRAPH:
            doc["software"] = {"cuda_graphs": "full_iteration"}
        step = gbs * seq / (tps * gpus)
        container = ".".join(release[i:i + 2] for i in range(0, len(release), 2))
        title = f"{SOURCE}, '{container} NeMo Container', {model}, {system}, {prec}"
        where = (f"{ARCHIVE}; configs scripts/performance/configs/{family}_workload_base_configs"
                 f".py and {family}_llm_pretrain.py @ {TAGS[release]}")
        out.append((rid, doc, step, title, where,
                    {"tokens_per_s_per_gpu": tps, "model_tflops_per_gpu": tflops},
                    STEP_FROM_TOKENS))
    return out


if __name__ == "__main__":
    write_series(__file__, build())
