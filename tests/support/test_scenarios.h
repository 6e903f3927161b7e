#pragma once
// Hand-made hardware, models and reference runs shared by the core tests and the benchmark (no
// catalog, no parser): DGX A100 / DGX H100 from the NVIDIA datasheets, model shapes from their
// papers. Where two users fed in different values, both variants stay, named by the difference;
// tests assert golden values derived from these exact inputs, so change none of them.

#include "core/scenario.h"

namespace syncwall::test {

// --- Hardware ---------------------------------------------------------------------------------

// A100 SXM4 80GB alone (312 TFLOP/s bf16 dense, 2,039 GB/s HBM2e), GEMM efficiency 0.9 and power
// left at the GpuSpec defaults.
core::GpuSpec a100Gpu();
// An H100 SXM as the catalog has it: measured sustained bf16 0.688 and FP8 0.638.
core::GpuSpec h100Gpu();

// DGX A100: 8x A100 80GB under GPU id "test-a100-80", GEMM efficiency 0.8, NVLink 3 at 300 GB/s
// per direction per GPU, 8x HDR 200 Gb/s (DGX A100 datasheet). No preset name; GPU power left at
// the GpuSpec default (700 W).
core::HardwareSpec dgxA100();
// dgxA100() with preset "test-dgx-a100" and the A100's datasheet 400 W.
core::HardwareSpec dgxA100WithPresetAt400W();
// Only the DGX A100 network, every link field set explicitly (not left to the HardwareSpec
// defaults); the GPU is a default GpuSpec.
core::HardwareSpec dgxA100LinksOnly();

// DGX H100: 8x H100 SXM5 (989.4 TFLOP/s bf16 dense, 1,978.9 fp8, 3.35 TB/s HBM3, 700 W) under
// GPU id "test-h100-sxm", GEMM efficiency 0.8, NVLink 4 at 450 GB/s per direction, NVLS, 8x NDR
// 400 Gb/s (H100 whitepaper, DGX H100 datasheet). No preset name.
core::HardwareSpec dgxH100();
// dgxH100() with preset "test-dgx-h100".
core::HardwareSpec dgxH100WithPreset();

// --- Models (no preset name unless the name says so) -----------------------------------------

// GPT-3 175B (Brown et al. 2020 Table 2.1; Narayanan 2021 Table 1 "175.0B"): L 96, h 12288,
// a 96, V 51200 (Megatron pads 50257), s 2048.
core::ModelSpec gpt3_175b();
core::ModelSpec gpt3_175bWithPreset();  // preset "test-gpt3-175b"

// Llama 2 7B (Touvron et al. 2023): 32 x 4096, 32 heads, SwiGLU 11008, V 32000, s 4096.
core::ModelSpec llama2_7b();
core::ModelSpec llama2_7bWithPreset();  // preset "test-llama2-7b"

// Llama 2 70B (Touvron et al. 2023 Table 1 / HF config): 80 x 8192, 64 heads / 8 KV heads,
// SwiGLU 28672, V 32000, s 4096.
core::ModelSpec llama2_70b();

// Mixtral 8x7B (Jiang et al. 2024 Table 1): 32 x 4096, 32 heads / 8 KV heads, SwiGLU 14336,
// 8 experts top-2, V 32000, s 4096.
core::ModelSpec mixtral8x7b();

// GPT-OSS-120B's layers (OpenAI's HF config): 36 x 2880, 64 heads of 64 / 8 KV heads, 128
// experts of 2880 (SwiGLU), top 4, V 201088, s 4096; its sliding windows left out.
core::ModelSpec gptOss120bLike();

// Llama 3 8B (Dubey et al. 2024 Table 3; HF config): Mixtral's layers without experts, 32 x
// 4096, 32 heads of 128 / 8 KV heads, SwiGLU 14336, V 128256, s 8192.
core::ModelSpec llama3_8b();

// Llama 3 405B-like (Dubey et al. 2024 Table 3: 126 x 16384, 128 heads / 8 KV, FFN 53248,
// V 128256, s 8192) with 128 layers so that power-of-two pipelines divide it (1.6 % more
// parameters; Meta ran PP 16 with one layer fewer on the first and last stages).
core::ModelSpec llama3_405bLike();
core::ModelSpec llama3_405bLikeWithPreset();  // preset "test-llama3-405b-like"

// --- Reference runs ---------------------------------------------------------------------------

// Narayanan 2021 Table 2 PTD-P row: GPT-3 175B on 1536 A100, TP 8, PP 12, DP 16, micro-batch 1,
// global batch 1536, 300e9 tokens; full recompute, 400 W per GPU; everything named.
core::Scenario gpt3On1536A100();

// Llama 3 405B pre-training (Dubey et al. 2024 Sec. 3.3.2, Table 4): 16,384 H100, TP 8, PP 16,
// DP 128, 16M-token batches (2048 sequences of 8192), 15.6e12 tokens; interleaved schedule with
// 2 virtual stages, automatic recompute; everything named.
core::Scenario llama405bOn16384H100();

// Llama 2 7B, pure data parallel over DGX A100 nodes (ZeRO-1 default): global batch = GPU
// count, 1e11 tokens, the DGX A100's 200 Gb/s per GPU scale-out unless told otherwise.
core::Scenario llama7bDataParallel(int gpus, double scaleOut_bps = 200e9);

}  // namespace syncwall::test
