"""What the measurement scripts share: where they write, and how they time a kernel.

Timing as tests/data/kernels/measure_kernels.py does (that file is kept as it was measured with):
CUDA events, three warm-up calls, then the median of `batches` timed batches of about
`target_s` each.
"""
import json
import os
import statistics
import sys


def out_dir():
    """The folder named on the command line, else $OUT, else the current folder."""
    return next((a for a in sys.argv[1:] if not a.startswith("-")), os.environ.get("OUT", "."))


def save(result, name):
    """Writes `result` as OUT_DIR/name (JSON), creating the folder."""
    folder = out_dir()
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "w") as f:
        json.dump(result, f, indent=1)


def timeit(torch, fn, target_s=0.025, min_reps=4, max_reps=60, batches=3):
    """Seconds per call of `fn`: the median over `batches` batches of back-to-back calls."""
    for _ in range(3):
        fn()
    torch.cuda.synchronize()
    s = torch.cuda.Event(enable_timing=True)
    e = torch.cuda.Event(enable_timing=True)
    s.record()
    fn()
    e.record()
    torch.cuda.synchronize()
    one = max(s.elapsed_time(e) / 1e3, 1e-6)
    reps = int(min(max_reps, max(min_reps, target_s / one)))
    meds = []
    for _ in range(batches):
        s.record()
        for _ in range(reps):
            fn()
        e.record()
        torch.cuda.synchronize()
        meds.append(s.elapsed_time(e) / 1e3 / reps)
    return statistics.median(meds)
