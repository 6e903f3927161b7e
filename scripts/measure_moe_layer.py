#!/usr/bin/env python3
"""One GPT-OSS-120B layer on one Hopper GPU, as Megatron-Bridge's H100 rows run it.

The two H100 GPT-OSS-120B rows (tests/data/heldout-gpt-oss: TP 1, PP 4, EP 8, micro-batch 1
or 4, 4,096 tokens) take 27-35 % longer than the model says. Most of a step there is the
layers' compute, so this times one layer, forward and backward, in eager PyTorch on random bf16
data (CUDA events, median of 3 timed batches after warm-up, as measure_kernels.py):
  - the layer's parts alone: norm, QKV and output projections (with biases), causal and
    sliding-window (128) attention at head size 64 with 64 query / 8 KV heads, the router and
    its top-4, the token permutation, the two grouped expert GEMMs of the 16 local experts
    (EP 8: the tokens x 4 routed rows arrive, 1,024 or 4,096 an expert, balanced as the rows'
    forced load balancing), GPT-OSS's clamped SwiGLU, the weighted un-permutation;
  - the whole layer (full-causal and sliding-window), forward + backward, as back-to-back
    steps (what the GPU's timeline shows, launch gaps included), with and without one host
    synchronisation in each forward (the all-to-all dispatcher reads the tokens per expert on
    the host), and the sum of its kernels' times from the profiler (the GPU busy time);
  - the output layer (vocabulary 201,088) and the cross entropy, fp32 and bf16 logits.
The all-to-all itself is not run (one GPU). Attention sinks (GPT-OSS's learned softmax offset)
are not modelled: cuDNN runs them in the same fused kernel.

Usage: measure_moe_layer.py [OUT_DIR]   (default $OUT, else the current folder)
  - the same glue compiled (torch.compile): the bias, clamped GLU and probability weighting
    that Megatron-Core fuses into one kernel, and a residual add with the RMS norm.
Writes OUT_DIR/moe_layer.json after each part and prints one line a row. About two minutes.
"""
import time

import torch
import torch.nn.functional as F

import kernel_timing

PEAK = 989.4e12
DEV = "cuda"
T0 = time.time()
H, HEADS, KV, HD, FFN, VOCAB, SEQ = 2880, 64, 8, 64, 2880, 201088, 4096
LOCAL, TOPK, EXPERTS, WINDOW = 16, 4, 128, 128
torch.backends.cuda.matmul.allow_tf32 = False
res = {"device": torch.cuda.get_device_name(0), "torch": torch.__version__,
       "cudnn": torch.backends.cudnn.version(), "peak_bf16": PEAK, "notes": [],
       "parts": [], "layers": [], "output": [], "profile": []}
for mod in ("transformer_engine", "flash_attn", "flash_attn_interface"):
    try:
        __import__(mod)
        res["notes"].append(f"{mod} importable")
    except Exception:
        pass


def save():
    kernel_timing.save(res, "moe_layer.json")


def timeit(fn, target_s=0.05):
    return kernel_timing.timeit(torch, fn, target_s=target_s, max_reps=200)


def bf16(*shape, grad=False, scale=0.02):
    t = torch.randn(*shape, device=DEV, dtype=torch.bfloat16) * scale
    return t.requires_grad_(grad)


class Grouped(torch.autograd.Function):
    """torch._grouped_mm with the backward as Megatron's grouped GEMM runs it: a grouped GEMM
    for the activation gradient, one product per expert for the weight gradient."""

    @staticmethod
    def forward(ctx, a, w, offs):  # a [R, K], w [G, K, N] (column-major in its last two)
        ctx.save_for_backward(a, w, offs)
        return torch._grouped_mm(a, w, offs=offs)

    @staticmethod
    def backward(ctx, g):
        a, w, offs = ctx.saved_tensors
        wt = w.transpose(-2, -1)
        try:
            da = torch._grouped_mm(g, wt, offs=offs)
        except Exception:  # a layout the kernel refuses: as the forward's
            da = torch._grouped_mm(g, w.contiguous().transpose(-2, -1), offs=offs)
        dw = torch._grouped_mm(a.t(), g.contiguous(), offs=offs)
        return da, dw, None


class Weights:
    def __init__(self):
        self.n1, self.n2 = bf16(H, grad=True, scale=1.0), bf16(H, grad=True, scale=1.0)
        self.wqkv, self.bqkv = bf16((HEADS + 2 * KV) * HD, H, grad=True), bf16(
            (HEADS + 2 * KV) * HD, grad=True)
        self.wo, self.bo = bf16(H, HEADS * HD, grad=True), bf16(H, grad=True)
        self.wr, self.br = bf16(EXPERTS, H, grad=True), bf16(EXPERTS, grad=True)
        # Experts' weights stored [G, N, K], used transposed: column-major as _grouped_mm wants.
        self.w1 = bf16(LOCAL, 2 * FFN, H, grad=True)
        self.b1 = bf16(LOCAL, 2 * FFN, grad=True)
        self.w2 = bf16(LOCAL, H, FFN, grad=True)
        self.b2 = bf16(LOCAL, H, grad=True)

    def params(self):
        return [v for v in vars(self).values() if isinstance(v, torch.Tensor)]


class Routing:
    """The balanced assignment of one micro-batch's tokens x 4 rows to the 16 local experts."""

    def __init__(self, tokens):
        rows = tokens * TOPK
        expert = (torch.arange(rows, device=DEV) % LOCAL)
        self.order = torch.argsort(expert, stable=True)        # permute: rows sorted by expert
        self.src = self.order // TOPK                           # the token of each sorted row
        self.chunk = torch.randperm(rows, device=DEV)           # sort_chunks_by_idxs after a2a
        self.unchunk = torch.argsort(self.chunk)
        per = rows // LOCAL
        self.offs = torch.arange(per, rows + 1, per, device=DEV, dtype=torch.int32)
        self.per = per
        self.expert = expert


def rope_tables(tokens):
    pos = torch.arange(tokens, device=DEV).float() % SEQ
    inv = 1.0 / (150000 ** (torch.arange(0, HD, 2, device=DEV).float() / HD))
    ang = pos[:, None] * inv[None, :]
    return ang.cos().to(torch.bfloat16), ang.sin().to(torch.bfloat16)


def rope(x, cos, sin):  # x [T, heads, HD]
    x1, x2 = x[..., : HD // 2], x[..., HD // 2:]
    c, s = cos[:, None, :], sin[:, None, :]
    return torch.cat((x1 * c - x2 * s, x2 * c + x1 * s), dim=-1)


def causal(q, k, v):  # [mb, heads, S, HD]
    return F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)


def window_mask(chunks, mb):
    i = torch.arange(WINDOW, device=DEV)[:, None]
    j = torch.arange(2 * WINDOW, device=DEV)[None, :]
    m = (j >= i + 1) & (j <= i + WINDOW)                        # keys q-127 .. q
    m = m.expand(chunks, WINDOW, 2 * WINDOW).clone()
    m[0, :, :WINDOW] = False                                     # nothing before the sequence
    return m.repeat(mb, 1, 1)[:, None, :, :]


def sliding(q, k, v, mask):
    """Sliding-window causal attention in chunks of 128 queries over the 256 keys they reach."""
    mb = q.shape[0]
    c = SEQ // WINDOW
    pad = lambda t: torch.cat((torch.zeros_like(t[:, :, :WINDOW]), t), dim=2)
    win = lambda t: pad(t).unfold(2, 2 * WINDOW, WINDOW).permute(0, 2, 1, 4, 3).reshape(
        mb * c, t.shape[1], 2 * WINDOW, HD)
    qc = q.reshape(mb, HEADS, c, WINDOW, HD).permute(0, 2, 1, 3, 4).reshape(mb * c, HEADS, WINDOW, HD)
    kc, vc = win(k), win(v)
    kc = kc.repeat_interleave(HEADS // KV, dim=1)
    vc = vc.repeat_interleave(HEADS // KV, dim=1)
    o = F.scaled_dot_product_attention(qc, kc, vc, attn_mask=mask)
    return o.reshape(mb, c, HEADS, WINDOW, HD).permute(0, 2, 1, 3, 4).reshape(mb, HEADS, SEQ, HD)


def layer(x, w, r, cos, sin, mb, swa, mask, sync=False):
    t = x.shape[0]
    h = F.rms_norm(x, (H,), w.n1)
    qkv = F.linear(h, w.wqkv, w.bqkv)
    q, k, v = qkv.split([HEADS * HD, KV * HD, KV * HD], dim=-1)
    q = rope(q.view(t, HEADS, HD), cos, sin)
    k = rope(k.view(t, KV, HD), cos, sin)
    v = v.view(t, KV, HD)
    sh = lambda z, n: z.view(mb, SEQ, n, HD).transpose(1, 2)
    q, k, v = sh(q, HEADS), sh(k, KV), sh(v, KV)
    o = sliding(q, k, v, mask) if swa else causal(q, k, v)
    o = o.transpose(1, 2).reshape(t, HEADS * HD)
    x = x + F.linear(o, w.wo, w.bo)
    h = F.rms_norm(x, (H,), w.n2)
    logits = F.linear(h, w.wr, w.br)
    vals, _ = torch.topk(logits, TOPK, dim=-1)                  # GPT-OSS: top-k, then softmax
    probs = torch.softmax(vals.float(), dim=-1).to(x.dtype)
    if sync:
        torch.bincount(r.expert, minlength=LOCAL).cpu()         # the dispatcher's host read
    rows = h.index_select(0, r.src).index_select(0, r.chunk)    # permute, then sort chunks
    y = Grouped.apply(rows, w.w1.transpose(-2, -1), r.offs) + w.b1.repeat_interleave(r.per, 0)
    gate, up = y[:, ::2], y[:, 1::2]
    gate, up = gate.clamp(max=7.0), up.clamp(min=-7.0, max=7.0)
    a = (up + 1) * gate * torch.sigmoid(1.702 * gate)
    z = Grouped.apply(a, w.w2.transpose(-2, -1), r.offs) + w.b2.repeat_interleave(r.per, 0)
    z = z.index_select(0, r.unchunk) * probs.reshape(-1).index_select(0, r.order)[:, None]
    return x + torch.zeros_like(h).index_add(0, r.src, z)


def part(name, mb, fwd, flops=0.0, inputs=()):
    """Times fwd() alone and fwd + backward of its output's sum-like product."""
    row = {"part": name, "micro_batch": mb}
    try:
        t_f = timeit(lambda: fwd())
        out = fwd()
        g = torch.randn_like(out)

        def both():
            for i in list(inputs) + w.params():
                i.grad = None
            fwd().backward(g)
        row.update({"fwd_ms": t_f * 1e3, "fwd_bwd_ms": timeit(both) * 1e3})
        if flops:
            row["fwd_eff"] = flops / t_f / PEAK
            row["fwd_bwd_eff"] = 3 * flops / (row["fwd_bwd_ms"] / 1e3) / PEAK
    except Exception as ex:
        row["error"] = repr(ex)[:300]
    res["parts"].append(row)
    print(f"part   {row}", flush=True)


def kernel_sum_ms(fn):
    """GPU busy time of one call of fn: the profiler's kernel times, summed."""
    from torch.profiler import ProfilerActivity, profile
    fn()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        fn()
        torch.cuda.synchronize()
    total, top = 0.0, []
    for e in prof.key_averages():
        us = getattr(e, "self_device_time_total", None)
        if us is None:
            us = getattr(e, "self_cuda_time_total", 0.0)
        if us > 0:
            total += us
            top.append((us, e.key[:90], e.count))
    top.sort(reverse=True)
    return total / 1e3, [{"ms": u / 1e3, "kernel": k, "calls": c} for u, k, c in top[:30]]


w = Weights()
for mb in (1, 4):
    T = mb * SEQ
    r = Routing(T)
    cos, sin = rope_tables(T)
    mask = window_mask(SEQ // WINDOW, mb)
    x = bf16(T, H, grad=True, scale=1.0)
    R = T * TOPK

    # ---------- the parts ----------
    part("rms_norm", mb, lambda: F.rms_norm(x, (H,), w.n1), inputs=(x,))
    part("qkv_linear_bias", mb, lambda: F.linear(x, w.wqkv, w.bqkv),
         2.0 * T * H * (HEADS + 2 * KV) * HD, (x,))
    o_in = bf16(T, HEADS * HD, grad=True, scale=1.0)
    part("out_linear_bias", mb, lambda: F.linear(o_in, w.wo, w.bo), 2.0 * T * HEADS * HD * H,
         (o_in,))
    q = bf16(mb, HEADS, SEQ, HD, grad=True, scale=1.0)
    k = bf16(mb, KV, SEQ, HD, grad=True, scale=1.0)
    v = bf16(mb, KV, SEQ, HD, grad=True, scale=1.0)
    counted = 4.0 * mb * SEQ * SEQ * HEADS * HD  # Narayanan eq. 3's attention FLOPs, forward
    part("attention_causal_default_gqa", mb, lambda: causal(q, k, v), counted, (q, k, v))
    from torch.nn.attention import SDPBackend, sdpa_kernel
    ke = k.detach().repeat_interleave(HEADS // KV, dim=1).requires_grad_()
    ve = v.detach().repeat_interleave(HEADS // KV, dim=1).requires_grad_()
    for name, be in (("cudnn", SDPBackend.CUDNN_ATTENTION), ("flash", SDPBackend.FLASH_ATTENTION)):
        def run(be=be):
            with sdpa_kernel([be]):
                return F.scaled_dot_product_attention(q, ke, ve, is_causal=True)
        part(f"attention_causal_{name}_expanded_kv", mb, run, counted, (q, ke, ve))
    part("attention_sliding_128_chunked", mb, lambda: sliding(q, k, v, mask), 0.0, (q, k, v))
    hx = bf16(T, H, grad=True, scale=1.0)

    def router():
        vals, _ = torch.topk(F.linear(hx, w.wr, w.br), TOPK, dim=-1)
        return torch.softmax(vals.float(), dim=-1)
    part("router_topk_softmax", mb, router, 2.0 * T * H * EXPERTS, (hx,))
    part("permute_and_sort_chunks", mb, lambda: hx.index_select(0, r.src).index_select(0, r.chunk),
         0.0, (hx,))
    rows = bf16(R, H, grad=True, scale=1.0)
    part("experts_fc1_grouped", mb, lambda: Grouped.apply(rows, w.w1.transpose(-2, -1), r.offs),
         2.0 * R * H * 2 * FFN, (rows,))
    part("experts_fc1_bias", mb, lambda: rows.new_zeros(1) + w.b1.repeat_interleave(r.per, 0),
         0.0, ())
    y = bf16(R, 2 * FFN, grad=True, scale=1.0)

    def act():
        gate, up = y[:, ::2].clamp(max=7.0), y[:, 1::2].clamp(min=-7.0, max=7.0)
        return (up + 1) * gate * torch.sigmoid(1.702 * gate)
    part("clamped_swiglu", mb, act, 0.0, (y,))
    a_in = bf16(R, FFN, grad=True, scale=1.0)
    part("experts_fc2_grouped", mb, lambda: Grouped.apply(a_in, w.w2.transpose(-2, -1), r.offs),
         2.0 * R * FFN * H, (a_in,))
    zz = bf16(R, H, grad=True, scale=1.0)
    pr = torch.rand(T, TOPK, device=DEV, dtype=torch.bfloat16).requires_grad_()
    part("unsort_weight_unpermute", mb,
         lambda: torch.zeros(T, H, device=DEV, dtype=torch.bfloat16).index_add(
             0, r.src, zz.index_select(0, r.unchunk)
             * pr.reshape(-1).index_select(0, r.order)[:, None]), 0.0, (zz, pr))
    save()

    # ---------- whole layers ----------
    fl_lin = 2.0 * T * H * ((HEADS + 2 * KV) * HD + HEADS * HD) + 2.0 * R * H * 3 * FFN \
        + 2.0 * T * H * EXPERTS
    for swa in (False, True):
        for sync in (False, True):
            row = {"layer": "sliding_128" if swa else "full_causal", "micro_batch": mb,
                   "host_sync": sync, "linear_flops_fwd": fl_lin}
            try:
                xx = bf16(T, H, grad=True, scale=1.0)
                g = torch.randn_like(xx)

                def step(swa=swa, sync=sync):
                    xx.grad = None
                    for p in w.params():
                        p.grad = None
                    layer(xx, w, r, cos, sin, mb, swa, mask, sync).backward(g)
                row["fwd_ms"] = timeit(lambda: layer(xx, w, r, cos, sin, mb, swa, mask, sync),
                                       0.2) * 1e3
                row["fwd_bwd_ms"] = timeit(step, 0.3) * 1e3
                if not sync:
                    busy, top = kernel_sum_ms(step)
                    row["kernel_sum_ms"] = busy
                    res["profile"].append({"layer": row["layer"], "micro_batch": mb,
                                           "top": top})
            except Exception as ex:
                row["error"] = repr(ex)[:300]
            res["layers"].append(row)
            print(f"layer  {row}", flush=True)
            save()
    del x, q, k, v, ke, ve, hx, rows, y, a_in, zz
    torch.cuda.empty_cache()

    # ---------- output layer and cross entropy ----------
    for dt in ("fp32", "bf16"):
        row = {"output": "logits_and_cross_entropy", "micro_batch": mb, "ce_dtype": dt}
        try:
            hx = bf16(T, H, grad=True, scale=1.0)
            wout = bf16(VOCAB, H, grad=True)
            tgt = torch.randint(0, VOCAB, (T,), device=DEV)

            def loss(dt=dt):
                lg = F.linear(hx, wout)
                return F.cross_entropy(lg.float() if dt == "fp32" else lg, tgt)

            def both():
                hx.grad = None
                wout.grad = None
                loss().backward()
            row["fwd_ms"] = timeit(loss, 0.2) * 1e3
            row["fwd_bwd_ms"] = timeit(both, 0.3) * 1e3
            row["gemm_flops_fwd"] = 2.0 * T * H * VOCAB
            row["logits_only_fwd_bwd_ms"] = None
            lg_only = lambda: F.linear(hx, wout)
            gl = torch.randn(T, VOCAB, device=DEV, dtype=torch.bfloat16)

            def lboth():
                hx.grad = None
                wout.grad = None
                lg_only().backward(gl)
            row["logits_only_fwd_bwd_ms"] = timeit(lboth, 0.3) * 1e3
            del gl
        except Exception as ex:
            row["error"] = repr(ex)[:300]
        res["output"].append(row)
        print(f"output {row}", flush=True)
        torch.cuda.empty_cache()
    save()
    print(f"micro-batch {mb} done at {time.time() - T0:.0f} s", flush=True)

# ---------- the glue compiled (torch.compile fuses each into one or two kernels) ----------
# What a fused implementation of the same element-wise work costs, against the eager parts:
# Megatron-Core fuses the bias, clamped GLU and probability weighting (weighted_bias_quick_geglu).
res["compiled"] = []
for mb in (1, 4):
    T, R = mb * SEQ, mb * SEQ * TOPK
    y = bf16(R, 2 * FFN, grad=True, scale=1.0)
    b1 = bf16(LOCAL, 2 * FFN, grad=True)
    pr = torch.rand(R, device=DEV, dtype=torch.bfloat16).requires_grad_()
    per = R // LOCAL

    def glu(y, b1, pr):
        y = y + b1.repeat_interleave(per, 0)
        gate, up = y[:, ::2].clamp(max=7.0), y[:, 1::2].clamp(min=-7.0, max=7.0)
        return (up + 1) * gate * torch.sigmoid(1.702 * gate) * pr[:, None]

    xr = bf16(T, H, grad=True, scale=1.0)
    dx = bf16(T, H, grad=True, scale=1.0)
    nw = bf16(H, grad=True, scale=1.0)

    def add_norm(x, d, w_):
        s_ = x + d
        return s_, F.rms_norm(s_, (H,), w_)

    for name, fn, args, grads in (("bias_clamped_glu_weighted", glu, (y, b1, pr), (y, b1, pr)),
                                  ("residual_add_rms_norm", add_norm, (xr, dx, nw),
                                   (xr, dx, nw))):
        row = {"part": name, "micro_batch": mb}
        try:
            t0 = time.time()
            cf = torch.compile(fn)
            out = cf(*args)
            out = out[1] if isinstance(out, tuple) else out
            g = torch.randn_like(out)
            row["compile_s"] = time.time() - t0

            def fwd(cf=cf, args=args):
                o = cf(*args)
                return o[1] if isinstance(o, tuple) else o

            def both(fwd=fwd, grads=grads, g=g):
                for t_ in grads:
                    t_.grad = None
                fwd().backward(g)
            row["eager_fwd_ms"] = timeit(lambda fn=fn, args=args: fn(*args)) * 1e3
            row["fwd_ms"] = timeit(fwd) * 1e3
            row["fwd_bwd_ms"] = timeit(both) * 1e3
        except Exception as ex:
            row["error"] = repr(ex)[:300]
        res["compiled"].append(row)
        print(f"compiled {row}", flush=True)
        save()

res["seconds"] = time.time() - T0
save()
print(f"done at {res['seconds']:.0f} s", flush=True)
