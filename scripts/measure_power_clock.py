#!/usr/bin/env python3
"""How hard each kind of tensor-core work presses on one GPU's power limit.

Runs sustained loops of a bf16 GEMM, an FP8 GEMM and fused causal attention (each long enough
for the clock to settle), after an idle window, while `nvidia-smi` samples the board power, the
SM clock and the clock-event reasons every 200 ms. It only reads the GPU's settings (power
limits, clocks); it changes none of them.

What it is for (docs/model.md, "A power limit"; core/power_clock.h): the model's clock law
under a power limit starts each precision from the share of the maximum clock it sustains at
the rated power, today derived from sustained over burst GEMM throughput (bf16 0.857, FP8
0.900). Each loaded phase's median SM clock over settings' clocks.max.sm measures those shares
directly, and the idle power bounds the static share the law assumes (10 %). Run on an H200 and
an H100 on 2026-11-28 (tests/data/kernels/h*_power_clock_run1.json): lower shares, FP8 below
bf16; docs/model.md ("A power limit") says why the law keeps its derived ones. The FP8 GEMM runs
twice: with split accumulation (torch._scaled_mm's default, what the kernel tables measured and
what Transformer Engine and torchao use in the backward) and with fast accumulation (what both
use in the forward), for the forward's speed and power.

Usage: measure_power_clock.py [OUT_DIR]   (default $OUT, else the current folder)
       measure_power_clock.py --plan      (prints the phases and exits; no GPU needed)
Writes OUT_DIR/power_clock.json (also when a phase fails: its error is recorded and the others
still run) and prints one line per phase. About 2.5 minutes on one H100 or H200.
"""
import datetime
import json
import os
import shutil
import statistics
import subprocess
import sys
import threading
import time

IDLE_S = 6.0
LOAD_S = 24.0
SETTLE_S = 6.0  # the first seconds of a loaded phase are left out: the clock is still falling
COOL_S = 8.0  # between loads, so that one load's heat does not start the next
SAMPLE_MS = 200
# nvidia-smi's own timestamp places each sample: its output to a pipe may arrive in blocks.
FIELDS = ["timestamp", "power.draw", "clocks.sm", "clocks.mem", "temperature.gpu", "pstate",
          "clocks_event_reasons.active"]
FIELDS_OLD_DRIVER = FIELDS[:-1] + ["clocks_throttle_reasons.active"]
SETTINGS = ["name", "uuid", "power.limit", "power.default_limit", "power.max_limit",
            "clocks.max.sm", "driver_version"]

PHASES = [
    ("idle", "nothing queued"),
    ("gemm_bf16", "bf16 GEMM 8192 x 8192 x 8192 (torch.matmul), back to back"),
    ("gemm_fp8", "FP8 e4m3 GEMM 8192 x 8192 x 8192 (torch._scaled_mm, bf16 out), back to back"),
    ("gemm_fp8_fast_accum", "the same with use_fast_accum=True (the forward's accumulation)"),
    ("attention_bf16", "causal fused attention, bf16, 16k tokens, 32 heads / 8 KV heads of 128 "
                       "(scaled_dot_product_attention), forward + backward"),
]


def query(fields, gpu):
    out = subprocess.run(["nvidia-smi", "--query-gpu=" + ",".join(fields),
                          "--format=csv,noheader,nounits", "-i", gpu],
                         capture_output=True, text=True, check=True).stdout
    return [v.strip() for v in out.strip().splitlines()[0].split(",")]


def stamp(text):
    """nvidia-smi's timestamp (local time, "2026/11/27 21:30:00.123") as seconds since the epoch."""
    try:
        return datetime.datetime.strptime(text, "%Y/%m/%d %H:%M:%S.%f").timestamp()
    except ValueError:
        return None


class Sampler:
    """nvidia-smi in loop mode; each row is placed by its own timestamp (the first field)."""

    def __init__(self, fields, gpu):
        self.rows = []
        # Line-buffered where coreutils' stdbuf exists, so that rows arrive as they are taken.
        line_buffered = ["stdbuf", "-oL"] if shutil.which("stdbuf") else []
        self.proc = subprocess.Popen(
            line_buffered + ["nvidia-smi", "--query-gpu=" + ",".join(fields),
                             "--format=csv,noheader,nounits", "-i", gpu, "-lms", str(SAMPLE_MS)],
            stdout=subprocess.PIPE, text=True)
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self):
        for line in self.proc.stdout:
            values = [v.strip() for v in line.split(",")]
            t = stamp(values[0])
            if t is not None:
                self.rows.append((t, values[1:]))

    def stop(self):
        time.sleep(2.0 * SAMPLE_MS / 1e3)
        self.proc.terminate()
        self.proc.wait(timeout=10)
        self.thread.join(timeout=5)

    def window(self, t0, t1):
        return [r for t, r in self.rows if t0 <= t <= t1]


def number(text):
    try:
        return float(text)
    except ValueError:
        return None


def summarise(rows):
    def med(i):
        vals = [number(r[i]) for r in rows if len(r) > i and number(r[i]) is not None]
        return statistics.median(vals) if vals else None
    # Columns after the timestamp: power, SM clock, memory clock, temperature, P-state, reasons.
    return {"samples": len(rows), "power_W": med(0), "sm_clock_MHz": med(1),
            "mem_clock_MHz": med(2), "temperature_C": med(3),
            "pstates": sorted({r[4] for r in rows if len(r) > 4}),
            "clock_event_reasons": sorted({r[5] for r in rows if len(r) > 5})}


def run_loop(torch, fn, flops_per_call, seconds):
    """Calls fn back to back for `seconds`; returns (t_start, t_end, TFLOP/s over the window
    after SETTLE_S), timed with CUDA events in batches so the queue never runs dry."""
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    t_start = time.time()
    batches = []
    while time.time() - t_start < seconds:
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(10):
            fn()
        end.record()
        end.synchronize()
        batches.append((time.time(), start.elapsed_time(end) / 1e3))
    t_end = time.time()
    settled = [(t, s) for t, s in batches if t - t_start >= SETTLE_S]
    secs = sum(s for _, s in settled)
    tflops = 10 * flops_per_call * len(settled) / secs / 1e12 if secs > 0 else None
    return t_start, t_end, tflops


def main():
    if "--plan" in sys.argv:
        for name, what in PHASES:
            length = IDLE_S if name == "idle" else LOAD_S
            print(f"{name:20s} {length:4.0f} s  {what}")
        print(f"nvidia-smi every {SAMPLE_MS} ms: {', '.join(FIELDS)}; settings read once: "
              f"{', '.join(SETTINGS)}")
        return
    out_dir = next((a for a in sys.argv[1:] if not a.startswith("-")), os.environ.get("OUT", "."))
    import torch
    import torch.nn.functional as F
    dev = "cuda"
    # A CUDA context first, so that the idle window reads the idle power a training job sits on,
    # not a GPU in its deepest sleep.
    torch.empty(1, device=dev)
    torch.cuda.synchronize()
    try:  # the GPU torch computes on, by its UUID (nvidia-smi's index order may differ)
        gpu = "GPU-" + str(torch.cuda.get_device_properties(0).uuid)
        query(["name"], gpu)
    except (AttributeError, subprocess.CalledProcessError):
        gpu = "0"
    settings = dict(zip(SETTINGS, query(SETTINGS, gpu)))
    try:
        query(FIELDS, gpu)
        fields = FIELDS
    except subprocess.CalledProcessError:
        fields = FIELDS_OLD_DRIVER
    result = {"settings": settings, "torch": torch.__version__, "sample_ms": SAMPLE_MS,
              "settle_s": SETTLE_S, "phases": {}}

    def loads():
        n = 8192
        a = torch.randn(n, n, device=dev, dtype=torch.bfloat16)
        b = torch.randn(n, n, device=dev, dtype=torch.bfloat16)
        yield "gemm_bf16", (lambda: a @ b), 2.0 * n ** 3
        a8 = a.to(torch.float8_e4m3fn)
        b8 = b.to(torch.float8_e4m3fn)
        one = torch.tensor(1.0, device=dev)
        yield "gemm_fp8", (lambda: torch._scaled_mm(a8, b8.t(), scale_a=one, scale_b=one,
                                                    out_dtype=torch.bfloat16)), 2.0 * n ** 3
        yield "gemm_fp8_fast_accum", (lambda: torch._scaled_mm(
            a8, b8.t(), scale_a=one, scale_b=one, out_dtype=torch.bfloat16,
            use_fast_accum=True)), 2.0 * n ** 3
        s, heads, kv, d = 16384, 32, 8, 128
        q = torch.randn(1, heads, s, d, device=dev, dtype=torch.bfloat16, requires_grad=True)
        k = torch.randn(1, kv, s, d, device=dev, dtype=torch.bfloat16, requires_grad=True)
        v = torch.randn(1, kv, s, d, device=dev, dtype=torch.bfloat16, requires_grad=True)

        def attention():
            o = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)
            o.sum().backward()
        # Counted as the kernels do: the causal half of 4 s^2 d per head forward, 2.5x that back.
        yield "attention_bf16", attention, 3.5 * 2.0 * s * s * d * heads

    sampler = Sampler(fields, gpu)
    windows = {}
    try:
        time.sleep(1.0)
        t0 = time.time()
        time.sleep(IDLE_S)
        windows = {"idle": (t0 + 1.0, time.time())}
        result["phases"]["idle"] = {}
        work = loads()
        while True:
            try:
                name, fn, flops = next(work)
            except StopIteration:
                break
            except Exception as ex:  # setting a load up failed: say so, stop there
                result["phases"]["setup_error"] = repr(ex)[:300]
                break
            try:
                t_start, t_end, tflops = run_loop(torch, fn, flops, LOAD_S)
                windows[name] = (t_start + SETTLE_S, t_end)
                result["phases"][name] = {"tflops": tflops}
            except Exception as ex:  # one load failing keeps the others
                result["phases"][name] = {"error": repr(ex)[:300]}
            torch.cuda.empty_cache()
            time.sleep(COOL_S)
    finally:
        time.sleep(1.0)  # the last rows arrive before the windows are read
        for name, (t0, t1) in windows.items():
            result["phases"].setdefault(name, {}).update(summarise(sampler.window(t0, t1)))
        sampler.stop()
        os.makedirs(out_dir, exist_ok=True)
        with open(os.path.join(out_dir, "power_clock.json"), "w") as f:
            json.dump(result, f, indent=1)
    print(json.dumps(settings))
    for name, p in result["phases"].items():
        if not isinstance(p, dict) or "error" in p:
            print(f"{name:20s} {p}")
            continue
        print(f"{name:20s} {p.get('tflops') or 0:8.1f} TFLOP/s  {p['power_W']} W  "
              f"{p['sm_clock_MHz']} MHz  {p['temperature_C']} C  {p['pstates']}  "
              f"{p['clock_event_reasons']}")

if __name__ == "__main__":
    main()
