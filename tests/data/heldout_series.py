"""Writes one held-out series (scenarios/, targets.json, runs.json) in the layout that
`syncwall-cli validation DIR` reads; each tests/data/heldout-*/make_scenarios.py builds its rows
and calls write_series."""
import json
import os
import sys

STEP_FROM_TOKENS = "step_s = GBS * seq_len / (tokens_per_s_per_gpu * GPUs)"


def _dump(path, value):
    with open(path, "w") as f:
        json.dump(value, f, indent=1)
        f.write("\n")


def write_series(script, rows):
    """rows: (id, scenario document, measured step in s, source title, where the source is,
    measured figures, formula that gives the step). Writes into argv[1], or beside `script`."""
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.abspath(script))
    os.makedirs(os.path.join(root, "scenarios"), exist_ok=True)
    targets, runs = {}, []
    for rid, doc, step, title, where, measured, formula in rows:
        _dump(os.path.join(root, "scenarios", rid + ".syncwall.json"), doc)
        targets[rid] = {"key": "step.total_s", "value": round(step, 4), "source": title}
        runs.append({"id": rid, "source": {"title": title, "url_or_repo_path": where},
                     "measured": measured, "derived": {"step_s": round(step, 4),
                                                       "formula": formula}})
    _dump(os.path.join(root, "targets.json"), targets)
    _dump(os.path.join(root, "runs.json"), runs)
