#!/usr/bin/env python3
"""GEMMs narrower than the kernel tables measured, bf16 and FP8, and the grouped experts' backward.

The size curves (core/gemm_size_curve.h) hold bf16 down to a smallest dimension of 288, but FP8
only from 1,792 up: below it the FP8 curve is an assumption (it falls as bf16's does). MoE
experts are narrower (Qwen3-30B-A3B: 768). This measures, on random data with CUDA events
(median of 3 timed batches of about 25 ms after warm-up, as measure_kernels.py):
  1. dense GEMMs whose smallest dimension d is 256-4096, the other two 8192, with d in each of
     the three roles (M: few tokens; N: a narrow output; K: a short reduction, as a down
     projection from a narrow FFN), bf16 (torch.matmul) and FP8 (torch._scaled_mm, e4m3,
     tensor-wise scales, bf16 out, split accumulation as in the tables);
  2. the grouped expert GEMMs of measure_attention_shapes.py in the backward: the activation
     gradient (a grouped GEMM like the forward's, K and N swapped) and the weight gradient (one
     product per expert over its tokens), bf16 (torch._grouped_mm);
  3. the same forward grouped GEMMs in FP8 (torch._scaled_grouped_mm, row-wise scales), where
     this PyTorch has it.
Efficiencies are of the dense peaks of the H100 / H200: 989.4 TFLOP/s bf16, 1,978.9 FP8.

Usage: measure_small_gemms.py [OUT_DIR]   (default $OUT, else the current folder)
Writes OUT_DIR/small_gemms.json after each part and prints one line a row. About a minute.
"""
import time

import torch

import kernel_timing

PEAK = {"bf16": 989.4e12, "fp8": 1978.9e12}
DEV = "cuda"
T0 = time.time()
torch.backends.cuda.matmul.allow_tf32 = False
res = {"device": torch.cuda.get_device_name(0), "torch": torch.__version__, "peaks": PEAK,
       "dense": [], "grouped_backward": [], "grouped_fp8": []}


def save():
    kernel_timing.save(res, "small_gemms.json")


def timeit(fn):
    return kernel_timing.timeit(torch, fn, max_reps=200)


def expert_cases():
    """Each model's local experts, up (gated: 2 x the FFN wide) and down: a result row, the
    product's FLOPs and the experts' token offsets."""
    for name, g, tokens, h, ffn in (("gpt-oss-120b ep8", 16, 4096, 2880, 2880),
                                    ("qwen3-30b-a3b", 16, 2048, 2048, 768),
                                    ("deepseek-v3 ep32", 8, 4096, 7168, 2048)):
        for proj, k, n in (("up", h, 2 * ffn), ("down", ffn, h)):
            row = {"model": name, "proj": proj, "experts": g, "tokens_per_expert": tokens,
                   "k": k, "n": n}
            offs = torch.arange(tokens, g * tokens + 1, tokens, device=DEV, dtype=torch.int32)
            yield row, g, tokens, k, n, 2.0 * g * tokens * k * n, offs


# ---------- 1. dense GEMMs with one narrow dimension ----------
BIG = 8192
one = torch.tensor(1.0, device=DEV)
for d in (256, 384, 512, 768, 1024, 1536, 1792, 2048, 4096):
    for role in ("M", "N", "K"):
        m, n, k = (d if role == "M" else BIG), (d if role == "N" else BIG), (d if role == "K" else BIG)
        flops = 2.0 * m * n * k
        row = {"smallest": d, "role": role, "m": m, "n": n, "k": k}
        try:
            a = torch.randn(m, k, device=DEV, dtype=torch.bfloat16)
            b = torch.randn(k, n, device=DEV, dtype=torch.bfloat16)
            t = timeit(lambda: a @ b)
            row["bf16_s"] = t
            row["bf16_eff"] = flops / t / PEAK["bf16"]
            a8 = a.to(torch.float8_e4m3fn)
            b8 = b.t().contiguous().to(torch.float8_e4m3fn).t()  # column-major, as _scaled_mm wants
            t8 = timeit(lambda: torch._scaled_mm(a8, b8, scale_a=one, scale_b=one,
                                                 out_dtype=torch.bfloat16))
            row["fp8_s"] = t8
            row["fp8_eff"] = flops / t8 / PEAK["fp8"]
            del a, b, a8, b8
        except Exception as ex:  # one shape failing keeps the others
            row["error"] = repr(ex)[:240]
        res["dense"].append(row)
        print(f"dense  {row}", flush=True)
        torch.cuda.empty_cache()
save()
print(f"dense done at {time.time() - T0:.0f} s", flush=True)

# ---------- 2. grouped expert GEMMs, backward, bf16 ----------
for row, g, tokens, k, n, flops, offs in expert_cases():
    try:
        a = torch.randn(g * tokens, k, device=DEV, dtype=torch.bfloat16)
        grad = torch.randn(g * tokens, n, device=DEV, dtype=torch.bfloat16)
        # Each weight operand column-major in its last two dimensions, as the forward's.
        w = torch.randn(g, n, k, device=DEV, dtype=torch.bfloat16).transpose(-2, -1)
        wt = torch.randn(g, k, n, device=DEV, dtype=torch.bfloat16).transpose(-2, -1)
        t_fwd = timeit(lambda: torch._grouped_mm(a, w, offs=offs))
        t_dgrad = timeit(lambda: torch._grouped_mm(grad, wt, offs=offs))
        row.update({"fwd_eff": flops / t_fwd / PEAK["bf16"],
                    "dgrad_eff": flops / t_dgrad / PEAK["bf16"]})
        try:
            t_wgrad = timeit(lambda: torch._grouped_mm(a.t(), grad, offs=offs))
            row["wgrad_eff"] = flops / t_wgrad / PEAK["bf16"]
        except Exception as ex:
            row["wgrad_error"] = repr(ex)[:240]
        del a, grad, w, wt
    except Exception as ex:
        row["error"] = repr(ex)[:240]
    res["grouped_backward"].append(row)
    print(f"groupd {row}", flush=True)
    torch.cuda.empty_cache()
save()

# ---------- 3. grouped expert GEMMs, forward, FP8 ----------
for row, g, tokens, k, n, flops, offs in expert_cases():
    try:
        a8 = torch.randn(g * tokens, k, device=DEV).to(torch.float8_e4m3fn)
        w8 = torch.randn(g, n, k, device=DEV).to(torch.float8_e4m3fn).transpose(-2, -1)
        sa = torch.ones(g * tokens, device=DEV, dtype=torch.float32)
        sw = torch.ones(g, n, device=DEV, dtype=torch.float32)
        t8 = timeit(lambda: torch._scaled_grouped_mm(a8, w8, sa, sw, offs=offs,
                                                     out_dtype=torch.bfloat16))
        row["fp8_eff"] = flops / t8 / PEAK["fp8"]
        del a8, w8
    except Exception as ex:
        row["error"] = repr(ex)[:240]
    res["grouped_fp8"].append(row)
    print(f"grpfp8 {row}", flush=True)
    torch.cuda.empty_cache()
save()
print(f"done at {time.time() - T0:.0f} s", flush=True)
