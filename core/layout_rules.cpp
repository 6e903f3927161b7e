// The rules of a legal parallel layout, written once (layout_rules.h): Megatron-LM style 4D
// parallelism (Narayanan et al. 2021, Sec. 2-3; Korthikanti et al. 2022).
#include "layout_rules.h"

#include <utility>

#include "model_shape.h"

namespace syncwall::core {
namespace {

// Attention and MLP shapes, and how tensor/context parallelism slice them (Megatron-LM
// requires heads, query groups and the FFN size divisible by TP; Korthikanti et al. 2022
// sequence parallelism splits the sequence over TP).
void checkShape(Checker& c, const ModelSpec& m, const ParallelSpec& p)
{
    if (!c.good({"model.hidden", "model.heads", "model.kv_heads", "model.ffn_hidden",
                 "model.seq_len", "parallelism.tp", "parallelism.cp"}))
        return;
    const int kv = kvHeadsOf(m);
    const std::int64_t ffn = ffnHiddenOf(m);
    c.divides(m.heads, m.hidden, "model.heads", "model.hidden");
    c.divides(kv, m.heads, "model.kv_heads", "model.heads");
    c.divides(p.tp, m.heads, "parallelism.tp", "model.heads");
    if (kv != m.heads)
        c.divides(p.tp, kv, "parallelism.tp", "model.kv_heads");
    c.divides(p.tp, ffn, "parallelism.tp", "model.ffn_hidden");
    c.divides(p.cp, m.seqLen, "parallelism.cp", "model.seq_len");
    if (p.sequenceParallel && m.seqLen % p.cp == 0)
        c.divides(p.tp, m.seqLen / p.cp, "parallelism.tp", "model.seq_len");
}

void checkPipeline(Checker& c, const ModelSpec& m, const ParallelSpec& p)
{
    if (!c.good({"model.layers", "parallelism.pp", "parallelism.virtual_stages"}))
        return;
    c.divides(p.pp, m.layers, "parallelism.pp", "model.layers");
    if (p.schedule != Schedule::Interleaved) {
        if (p.virtualStages != 1)
            c.add(ProblemCode::Inconsistent, "parallelism.virtual_stages", "parallelism.schedule",
                  1, 1);
        return;
    }
    // Interleaved 1F1B (Narayanan et al. 2021, Sec. 2.2.2): v model chunks per device.
    if (p.pp < 2)
        c.add(ProblemCode::Inconsistent, "parallelism.pp", "parallelism.schedule", 2, 0);
    if (p.virtualStages < 2)
        c.add(ProblemCode::Inconsistent, "parallelism.virtual_stages", "parallelism.schedule", 2,
              0);
    else if (m.layers % p.pp == 0)
        c.divides(std::int64_t(p.pp) * p.virtualStages, m.layers, "parallelism.virtual_stages",
                  "model.layers");
}

// GPUs = TP x PP x CP x DP; the global batch splits into DP x micro-batch; experts shard
// across EP ranks carved out of DP.
void checkProduct(Checker& c, const LayoutQuestion& q)
{
    const ParallelSpec& p = q.parallel;
    if (!c.good({"cluster.gpus", "parallelism.tp", "parallelism.pp", "parallelism.cp",
                 "parallelism.dp"}))
        return;
    const std::int64_t modelParallel = std::int64_t(p.tp) * p.pp * p.cp;
    const bool fits = q.gpus % modelParallel == 0;
    std::int64_t dp = fits ? q.gpus / modelParallel : 0;
    if (p.dp != 0) {
        if (modelParallel * p.dp != q.gpus)
            c.add(ProblemCode::ProductMismatch, "parallelism.dp", "cluster.gpus", double(dp), 0);
        else
            dp = p.dp;
    } else if (!fits) {
        c.add(ProblemCode::NotDivisible, "parallelism.tp*parallelism.pp*parallelism.cp",
              "cluster.gpus", double(modelParallel), 0);
    }
    if (dp > 0 && c.good({"parallelism.micro_batch", "training.global_batch"}))
        c.divides(dp * p.microBatch, q.globalBatch, "parallelism.dp*parallelism.micro_batch",
                  "training.global_batch");
    if (c.good({"parallelism.ep", "model.moe.experts"})) {
        c.divides(p.ep, q.model.experts, "parallelism.ep", "model.moe.experts");
        if (dp > 0)
            c.divides(p.ep, dp, "parallelism.ep", "parallelism.dp");
    }
}

}  // namespace

void checkLayoutRules(Checker& c, const LayoutQuestion& q)
{
    // Degrees and sizes below 1 make the rules meaningless (and would divide by zero): out of
    // range, reported here unless the caller's range check already did.
    const ParallelSpec& p = q.parallel;
    bool positive = true;
    for (const auto& [key, value] : {std::pair<std::string_view, int> {"parallelism.tp", p.tp},
                                     {"parallelism.pp", p.pp},
                                     {"parallelism.cp", p.cp},
                                     {"parallelism.ep", p.ep},
                                     {"parallelism.micro_batch", p.microBatch},
                                     {"parallelism.virtual_stages", p.virtualStages},
                                     {"model.layers", q.model.layers},
                                     {"model.heads", q.model.heads},
                                     {"model.seq_len", q.model.seqLen},
                                     {"cluster.gpus", q.gpus}}) {
        if (value >= 1)
            continue;
        positive = false;
        const Limit* limit = findLimit(key);
        if (c.good({key}))
            c.add(ProblemCode::OutOfRange, key, {}, limit ? limit->min : 1, limit ? limit->max : 0);
    }
    if (!positive || p.dp < 0)
        return;
    checkShape(c, q.model, q.parallel);
    checkPipeline(c, q.model, q.parallel);
    checkProduct(c, q);
}

Problems layoutProblems(const LayoutQuestion& q)
{
    Checker c;
    checkLayoutRules(c, q);
    return c.take();
}

bool isLegalLayout(const LayoutQuestion& q) { return layoutProblems(q).empty(); }

}  // namespace syncwall::core
