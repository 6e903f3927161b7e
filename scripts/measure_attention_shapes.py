#!/usr/bin/env python3
"""The attention and expert shapes the kernel tables (tests/data/kernels) do not hold, measured.

Three questions the compute model answers from derivations alone today (docs/model.md):
  1. Head size 64 against 128 (GPT-OSS: 64 heads of 64; the tables are all head size 128). The
     model's exponential term (core/attention_kernel.h, exponentialSlowdown) predicts a Hopper
     kernel runs each FLOP 1.33x slower forward and 1.17x slower backward at 64.
  2. The calls one rank of load-balanced ring attention makes (context parallelism as PyTorch
     runs it for torchtitan: keys and values repeated to every query head; each rank holds two
     chunks of seq / 2cp tokens). Step 0 is causal over the rank's own L tokens; every other step
     is non-causal, L queries against L/2 keys or L/2 queries against L keys. The model prices
     the whole rank as one causal call of L tokens at the causal curve; these rows say what the
     non-causal blocks run at, and what merging each block's output costs (fp32, as
     torch.distributed.tensor.experimental's _SDPAMerger does).
  3. Grouped expert GEMMs (torch._grouped_mm, bf16) against one dense GEMM of the same FLOPs, at
     the local-expert shapes of the MoE rows (GPT-OSS-120B EP 8, Qwen3-30B-A3B, DeepSeek-V3).

Same method as measure_kernels.py: random bf16 data, CUDA events, median of 3 timed batches
after warm-up, each batch about 25 ms. Efficiencies are "counted" as Narayanan eq. 3 counts
attention (4 b s_q s_k h forward, QK^T and AV over every key; 3x that forward + backward), over
the 989.4 TFLOP/s dense bf16 peak of the H100 / H200.

Usage: measure_attention_shapes.py [OUT_DIR]   (default $OUT, else the current folder)
Writes OUT_DIR/attention_shapes.json after each part and prints one line a row. About 2 minutes.
"""
import time

import torch
import torch.nn.functional as F
from torch.nn.attention import SDPBackend, sdpa_kernel

import kernel_timing

PEAK_BF16 = 989.4e12
DEV = "cuda"
T0 = time.time()
BACKENDS = {"flash": SDPBackend.FLASH_ATTENTION, "cudnn": SDPBackend.CUDNN_ATTENTION,
            "efficient": SDPBackend.EFFICIENT_ATTENTION}
res = {"device": torch.cuda.get_device_name(0), "torch": torch.__version__,
       "peak_bf16": PEAK_BF16, "head_size": [], "ring_blocks": [], "merge": [],
       "grouped_gemm": []}


def save():
    kernel_timing.save(res, "attention_shapes.json")


def timeit(fn):
    return kernel_timing.timeit(torch, fn)


def attention_row(backend, b, heads, kv_heads, sq, sk, d, causal):
    """Forward and forward + backward of one SDPA call; counted FLOPs over every key."""
    q = torch.randn(b, heads, sq, d, device=DEV, dtype=torch.bfloat16, requires_grad=True)
    k = torch.randn(b, kv_heads, sk, d, device=DEV, dtype=torch.bfloat16, requires_grad=True)
    v = torch.randn(b, kv_heads, sk, d, device=DEV, dtype=torch.bfloat16, requires_grad=True)
    gqa = kv_heads != heads
    counted = 4.0 * b * heads * sq * sk * d
    row = {"backend": backend, "batch": b, "heads": heads, "kv_heads": kv_heads, "seq_q": sq,
           "seq_k": sk, "head_dim": d, "causal": causal}
    try:
        with sdpa_kernel([BACKENDS[backend]]):
            def fwd():
                return F.scaled_dot_product_attention(q, k, v, is_causal=causal, enable_gqa=gqa)
            g = torch.randn_like(fwd())

            def fwd_bwd():
                fwd().backward(g)
            tf = timeit(fwd)
            tfb = timeit(fwd_bwd)
        row.update({"fwd_s": tf, "fwd_bwd_s": tfb, "counted_eff_fwd": counted / tf / PEAK_BF16,
                    "counted_eff_fwd_bwd": 3 * counted / tfb / PEAK_BF16})
    except Exception as ex:  # one shape or backend failing keeps the others
        row["error"] = repr(ex)[:240]
    del q, k, v
    torch.cuda.empty_cache()
    return row


def show(part, row):
    if "error" in row:
        print(f"{part:6s} {row}", flush=True)
        return
    shape = {k: row[k] for k in row if not k.endswith("_s") and not k.startswith("counted")}
    print(f"{part:6s} {shape} fwd {row['fwd_s'] * 1e3:8.3f} ms ({row['counted_eff_fwd']:.3f})"
          f"  fwd+bwd {row['fwd_bwd_s'] * 1e3:8.3f} ms ({row['counted_eff_fwd_bwd']:.3f})",
          flush=True)


# ---------- 1. head size 64 against 128, causal, 64 query heads / 8 KV heads ----------
for seq in (2048, 4096, 8192):
    for d in (64, 128):
        for backend in ("flash", "cudnn"):
            row = attention_row(backend, 16384 // seq, 64, 8, seq, seq, d, True)
            res["head_size"].append(row)
            show("head", row)
save()
print(f"head sizes done at {time.time() - T0:.0f} s", flush=True)

# ---------- 2. ring-attention blocks: 32 heads of 128, keys repeated to every head ----------
for local in (16384, 32768):
    half = local // 2
    shapes = [(local, local, True), (local, half, False), (half, local, False),
              (local, local, False)]
    for sq, sk, causal in shapes:
        for backend in ("flash", "cudnn", "efficient"):
            if backend == "efficient" and local != 32768:
                continue
            row = attention_row(backend, 1, 32, 32, sq, sk, 128, causal)
            res["ring_blocks"].append(row)
            show("ring", row)
    save()
print(f"ring blocks done at {time.time() - T0:.0f} s", flush=True)

# The merge of one block's output into the running output (fp32, per query and head).
for local in (16384, 32768):
    try:
        out = torch.randn(1, 32, local, 128, device=DEV, dtype=torch.float32)
        lse = torch.randn(1, 32, local, 1, device=DEV, dtype=torch.float32)
        blk = torch.randn(1, 32, local, 128, device=DEV, dtype=torch.bfloat16)
        blk_lse = torch.randn(1, 32, local, 1, device=DEV, dtype=torch.float32)

        def merge():
            o = out - torch.sigmoid(blk_lse - lse) * (out - blk.float())
            l_ = lse - F.logsigmoid(lse - blk_lse)
            return o, l_
        t = timeit(merge)
        bytes_min = out.numel() * (4 + 2 + 4) + 3 * lse.numel() * 4
        res["merge"].append({"local_tokens": local, "s": t, "min_bytes": bytes_min,
                             "GBps_at_min_bytes": bytes_min / t / 1e9})
        print(f"merge  {local} tokens: {t * 1e3:.3f} ms", flush=True)
        del out, lse, blk, blk_lse
    except Exception as ex:
        res["merge"].append({"local_tokens": local, "error": repr(ex)[:240]})
save()

# ---------- 3. grouped expert GEMMs against one dense GEMM of the same FLOPs ----------
# (name, local experts, tokens per expert, hidden, expert FFN): the up (gated: 2 x FFN) and down
# projections.
experts = [("gpt-oss-120b ep8", 16, 4096, 2880, 2880),
           ("qwen3-30b-a3b", 16, 2048, 2048, 768),
           ("deepseek-v3 ep32", 8, 4096, 7168, 2048)]
for name, g, tokens, h, ffn in experts:
    for proj, k, n in (("up", h, 2 * ffn), ("down", ffn, h)):
        row = {"model": name, "proj": proj, "experts": g, "tokens_per_expert": tokens, "k": k,
               "n": n}
        try:
            a = torch.randn(g * tokens, k, device=DEV, dtype=torch.bfloat16)
            w = torch.randn(g, n, k, device=DEV, dtype=torch.bfloat16).transpose(-2, -1)
            offs = torch.arange(tokens, g * tokens + 1, tokens, device=DEV, dtype=torch.int32)
            flops = 2.0 * g * tokens * k * n
            t_grouped = timeit(lambda: torch._grouped_mm(a, w, offs=offs))
            wd = torch.randn(k, n, device=DEV, dtype=torch.bfloat16)
            t_dense = timeit(lambda: a @ wd)
            a1 = a[:tokens]
            t_one = timeit(lambda: a1 @ wd)
            row.update({"grouped_s": t_grouped, "dense_same_flops_s": t_dense,
                        "one_expert_dense_s": t_one,
                        "eff_grouped": flops / t_grouped / PEAK_BF16,
                        "eff_dense": flops / t_dense / PEAK_BF16,
                        "eff_one_expert": flops / g / t_one / PEAK_BF16})
            print(f"expert {name:18s} {proj:4s} grouped {row['eff_grouped']:.3f}  dense "
                  f"{row['eff_dense']:.3f}  one expert {row['eff_one_expert']:.3f}", flush=True)
            del a, w, wd
        except Exception as ex:
            row["error"] = repr(ex)[:240]
            print(f"expert {row}", flush=True)
        res["grouped_gemm"].append(row)
        torch.cuda.empty_cache()
save()
print(f"done at {time.time() - T0:.0f} s", flush=True)
