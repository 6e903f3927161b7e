#!/usr/bin/env python3
"""How hard each kind of tensor-core work presses on one GPU's power limit.

Runs sustained loops of a bf16 GEMM, an FP8 GEMM and fused causal attention (each long enough
for the clock to settle), after an idle window, while `nvidia-smi` samples the board power, the
SM clock and the clock-event reasons every 200 ms. It only reads the GPU's settings (power
limits, clocks); it changes none of them.

What it is for (docs/validation.md, "torchtitan's 2025 benchmarks held out"): the model slows
every tensor-core efficiency under a power limit by one cube-root clock law (powerClockScale),
and torchtitan's runs on 500 W H100s read bf16 rows further off than Float8 ones. If, at the
rated power, the FP8 loop runs at a higher sustained clock or below the limit while the bf16
loop sits on it, each precision has its own power curve: with the idle power and one loaded
point per kind, P = P_idle + c * f^3 gives each kind's clock under any lower limit.

Usage: measure_power_clock.py [OUT_DIR]   (default $OUT, else the current folder)
       measure_power_clock.py --plan      (prints the phases and exits; no GPU needed)
Writes OUT_DIR/power_clock.json and prints one line per phase. About 100 s on one H100 or H200.
"""
import json
import os
import statistics
import subprocess
import sys
import threading
import time

IDLE_S = 6.0
LOAD_S = 24.0
SETTLE_S = 6.0  # the first seconds of a loaded phase are left out: the clock is still falling
SAMPLE_MS = 200
FIELDS = ["power.draw", "clocks.sm", "clocks.mem", "temperature.gpu", "clocks_event_reasons.active"]
FIELDS_OLD_DRIVER = FIELDS[:-1] + ["clocks_throttle_reasons.active"]
SETTINGS = ["name", "power.limit", "power.default_limit", "power.max_limit", "clocks.max.sm",
            "driver_version"]

PHASES = [
    ("idle", "nothing queued"),
    ("gemm_bf16", "bf16 GEMM 8192 x 8192 x 8192 (torch.matmul), back to back"),
    ("gemm_fp8", "FP8 e4m3 GEMM 8192 x 8192 x 8192 (torch._scaled_mm, bf16 out), back to back"),
    ("attention_bf16", "causal fused attention, bf16, 16k tokens, 32 heads / 8 KV heads of 128 "
                       "(scaled_dot_product_attention), forward + backward"),
]


def query(fields):
    out = subprocess.run(["nvidia-smi", "--query-gpu=" + ",".join(fields),
                          "--format=csv,noheader,nounits", "-i", "0"],
                         capture_output=True, text=True, check=True).stdout
    return [v.strip() for v in out.strip().splitlines()[0].split(",")]


class Sampler:
    """nvidia-smi in loop mode; each line is stamped with the wall time it arrived."""

    def __init__(self, fields):
        self.rows = []
        self.proc = subprocess.Popen(
            ["nvidia-smi", "--query-gpu=" + ",".join(fields), "--format=csv,noheader,nounits",
             "-i", "0", "-lms", str(SAMPLE_MS)], stdout=subprocess.PIPE, text=True)
        self.thread = threading.Thread(target=self._read, daemon=True)
        self.thread.start()

    def _read(self):
        for line in self.proc.stdout:
            self.rows.append((time.time(), [v.strip() for v in line.split(",")]))

    def stop(self):
        self.proc.terminate()
        self.proc.wait(timeout=10)

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
    reasons = sorted({r[4] for r in rows if len(r) > 4})
    return {"samples": len(rows), "power_W": med(0), "sm_clock_MHz": med(1),
            "mem_clock_MHz": med(2), "temperature_C": med(3), "clock_event_reasons": reasons}


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
            print(f"{name:15s} {length:4.0f} s  {what}")
        print(f"nvidia-smi every {SAMPLE_MS} ms: {', '.join(FIELDS)}; settings read once: "
              f"{', '.join(SETTINGS)}")
        return
    out_dir = next((a for a in sys.argv[1:] if not a.startswith("-")), os.environ.get("OUT", "."))
    import torch
    import torch.nn.functional as F
    dev = "cuda"
    settings = dict(zip(SETTINGS, query(SETTINGS)))
    try:
        query(FIELDS)
        fields = FIELDS
    except subprocess.CalledProcessError:
        fields = FIELDS_OLD_DRIVER
    result = {"settings": settings, "torch": torch.__version__, "sample_ms": SAMPLE_MS,
              "settle_s": SETTLE_S, "phases": {}}
    sampler = Sampler(fields)
    time.sleep(1.0)
    try:
        t0 = time.time()
        time.sleep(IDLE_S)
        result["phases"]["idle"] = summarise(sampler.window(t0 + 1.0, time.time()))

        n = 8192
        a = torch.randn(n, n, device=dev, dtype=torch.bfloat16)
        b = torch.randn(n, n, device=dev, dtype=torch.bfloat16)
        loads = {"gemm_bf16": (lambda: a @ b, 2.0 * n ** 3)}
        a8 = a.to(torch.float8_e4m3fn)
        b8 = b.to(torch.float8_e4m3fn)
        one = torch.tensor(1.0, device=dev)
        loads["gemm_fp8"] = (lambda: torch._scaled_mm(a8, b8.t(), scale_a=one, scale_b=one,
                                                      out_dtype=torch.bfloat16), 2.0 * n ** 3)
        s, heads, kv, d = 16384, 32, 8, 128
        q = torch.randn(1, heads, s, d, device=dev, dtype=torch.bfloat16, requires_grad=True)
        k = torch.randn(1, kv, s, d, device=dev, dtype=torch.bfloat16, requires_grad=True)
        v = torch.randn(1, kv, s, d, device=dev, dtype=torch.bfloat16, requires_grad=True)

        def attention():
            o = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)
            o.sum().backward()
        # Counted as the kernels do: causal half of 4 s^2 d per head forward, 2.5x that more back.
        loads["attention_bf16"] = (attention, 3.5 * 2.0 * s * s * d * heads)

        for name, (fn, flops) in loads.items():
            t_start, t_end, tflops = run_loop(torch, fn, flops, LOAD_S)
            phase = summarise(sampler.window(t_start + SETTLE_S, t_end))
            phase["tflops"] = tflops
            result["phases"][name] = phase
            time.sleep(2.0)  # let the board cool a little between loads
    finally:
        sampler.stop()
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, "power_clock.json"), "w") as f:
        json.dump(result, f, indent=1)
    print(json.dumps(settings))
    for name, p in result["phases"].items():
        print(f"{name:15s} {p.get('tflops') or 0:8.1f} TFLOP/s  {p['power_W']} W  "
              f"{p['sm_clock_MHz']} MHz  {p['temperature_C']} C  {p['clock_event_reasons']}")


if __name__ == "__main__":
    main()
