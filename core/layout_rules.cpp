// The rules of a legal parallel layout, written once (layout_rules.h): Megatron-LM style 4D
// parallelism (Narayanan et al. 2021, Sec. 2-3; Korthikanti et al. 2022).
#include "layout_rules.h"

#include <algorithm>
#include <optional>
#include <utility>

#include "expert_overlap.h"
#include "model_shape.h"
#include "scenario_key_names.h"
#include "scenario_keys.h"

namespace syncwall::core {
namespace {

// Attention and MLP shapes, and how tensor/context parallelism slice them (Megatron-LM
// requires heads, query groups and the FFN sizes divisible by TP, the experts' by expert TP;
// Korthikanti et al. 2022 sequence parallelism splits the sequence over TP).
void checkShape(Checker& c, const ModelSpec& m, const ParallelSpec& p)
{
    if (!c.good({"model.hidden", "model.heads", "model.kv_heads", "model.ffn_hidden",
                 "model.seq_len", "model.head_dim", "model.moe.expert_ffn_hidden", "parallelism.tp",
                 "parallelism.cp", "parallelism.expert_tp"}))
        return;
    const int kv = kvHeadsOf(m);
    if (m.headDim == 0 && !m.mla.enabled())  // the head size is hidden / heads
        c.divides(m.heads, m.hidden, "model.heads", "model.hidden");
    c.divides(kv, m.heads, "model.kv_heads", "model.heads");
    c.divides(p.tp, m.heads, "parallelism.tp", "model.heads");
    if (kv != m.heads)
        c.divides(p.tp, kv, "parallelism.tp", "model.kv_heads");
    if (denseLayerCount(m) > 0)
        c.divides(p.tp, ffnHiddenOf(m), "parallelism.tp", "model.ffn_hidden");
    if (moeLayerCount(m) > 0) {
        const int etp = p.expertTp > 0 ? p.expertTp : p.tp;
        c.divides(etp, expertFfnHiddenOf(m),
                  p.expertTp > 0 ? "parallelism.expert_tp" : "parallelism.tp",
                  m.expertFfnHidden > 0 ? "model.moe.expert_ffn_hidden" : "model.ffn_hidden");
    }
    c.divides(p.cp, m.seqLen, "parallelism.cp", "model.seq_len");
    if (p.sequenceParallel && m.seqLen % p.cp == 0)
        c.divides(p.tp, m.seqLen / p.cp, "parallelism.tp", "model.seq_len");
}

// The stages: PP need not divide the layers (stage_plan.h splits them); an explicit split must
// add up; the schedules' own needs (Narayanan et al. 2021 Sec. 2.2.2 for interleaving,
// DeepSeek-AI 2024 arXiv:2412.19437 Sec. 3.2.1 for DualPipe).
void checkPipeline(Checker& c, const ModelSpec& m, const ParallelSpec& p)
{
    if (!c.good({"model.layers", "parallelism.pp", key_names::kVirtualStages,
                 "parallelism.first_stage_layers", "parallelism.last_stage_layers"}))
        return;
    const int first = p.firstStageLayers, last = p.lastStageLayers;
    if (first > 0 || last > 0) {
        const char* key =
            first > 0 ? "parallelism.first_stage_layers" : "parallelism.last_stage_layers";
        if (p.pp < 2)
            c.add(ProblemCode::Inconsistent, key, "parallelism.pp", 2, 0);
        else if (first + last > m.layers)
            c.add(ProblemCode::OutOfRange, key, {}, 0,
                  double(m.layers - (first > 0 ? last : first)));
        else if (p.pp == 2 && first > 0 && last > 0 && first + last != m.layers)
            c.add(ProblemCode::Inconsistent, key, "model.layers");
    }
    const bool chunked = p.schedule == Schedule::Interleaved;
    if (!chunked && p.virtualStages != 1)
        c.add(ProblemCode::Inconsistent, key_names::kVirtualStages, "parallelism.schedule", 1, 1);
    if (chunked) {
        if (p.pp < 2)
            c.add(ProblemCode::Inconsistent, "parallelism.pp", "parallelism.schedule", 2, 0);
        if (p.virtualStages < 2)
            c.add(ProblemCode::Inconsistent, key_names::kVirtualStages, "parallelism.schedule", 2,
                  0);
        else if (std::int64_t(p.pp) * p.virtualStages
                 > std::int64_t(m.layers) + 2)  // a chunk per unit
            c.add(ProblemCode::OutOfRange, key_names::kVirtualStages, {}, 2,
                  double(
                      std::max<std::int64_t>(2, (std::int64_t(m.layers) + 2) / std::max(1, p.pp))));
    }
    if (p.schedule == Schedule::DualPipe && p.pp % 2 != 0)
        c.add(ProblemCode::Inconsistent, "parallelism.pp", "parallelism.schedule", 2, 0);
}

// GPUs = TP x PP x CP x DP; the global batch splits into DP x micro-batch; experts fold over
// the TP x CP x DP ranks (Megatron-Core MoE parallel folding: EP x expert TP divides them).
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
    if (dp > 0 && c.good({"parallelism.micro_batch", "training.global_batch"})) {
        c.divides(dp * p.microBatch, q.globalBatch, "parallelism.dp*parallelism.micro_batch",
                  "training.global_batch");
        const std::int64_t microBatches =
            q.globalBatch / std::max<std::int64_t>(1, dp * p.microBatch);
        if (p.schedule == Schedule::DualPipe && microBatches % 2 != 0)
            c.add(ProblemCode::Inconsistent, "training.global_batch", "parallelism.schedule", 2, 0);
    }
    if (c.good({"parallelism.ep", "model.moe.experts", "parallelism.expert_tp"})) {
        c.divides(p.ep, q.model.experts, "parallelism.ep", "model.moe.experts");
        const int etp = p.expertTp > 0 ? p.expertTp : p.tp;
        if (dp > 0)
            c.divides(std::int64_t(p.ep) * etp, std::int64_t(p.tp) * p.cp * dp,
                      "parallelism.ep*parallelism.expert_tp",
                      "parallelism.tp*parallelism.cp*parallelism.dp");
    }
}

// Megatron-Core overlaps the expert all-to-alls only in some layouts (expert_overlap.h).
void checkExpertOverlap(Checker& c, const LayoutQuestion& q)
{
    if (!q.expertOverlap
        || !c.good({"model.moe.experts", "parallelism.ep", "parallelism.pp", "parallelism.schedule",
                    "parallelism.recompute"}))
        return;
    const ParallelSpec& p = q.parallel;
    if (const char* conflict =
            expertOverlapConflict(q.model.experts, p.ep, p.pp, p.schedule, p.recompute))
        c.add(ProblemCode::Inconsistent, key_names::kExpertOverlap, conflict);
}

}  // namespace

LayoutQuestion layoutQuestion(const Scenario& s)
{
    return layoutQuestion(s, s.parallel, s.gpus, s.training.globalBatch);
}

LayoutQuestion layoutQuestion(const Scenario& s, const ParallelSpec& parallel, int gpus,
                              int globalBatch)
{
    return {s.model, parallel, gpus, globalBatch, s.comm.expertOverlap};
}

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
                                     {key_names::kVirtualStages, p.virtualStages},
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
    checkExpertOverlap(c, q);
}

Problems layoutProblems(const LayoutQuestion& q)
{
    Checker c;
    checkLayoutRules(c, q);
    return c.take();
}

bool isLegalLayout(const LayoutQuestion& q) { return layoutProblems(q).empty(); }

bool onlyLayoutWrong(const Scenario& s, const Problems& problems)
{
    // Every problem must be one of the layout's, by key and kind (counting them had let a batch
    // of -5, out of range, pass for the layout's batch rule), and one another layout can fix:
    // the rules also refuse a value under 1 (a GPU count, a model size: no layout fixes it; a
    // degree: bad input, as a degree over its maximum is, which validate() alone refuses) and
    // the model's own shape (KV heads that do not divide the heads); they are not.
    Problems layout = layoutProblems(layoutQuestion(s));
    std::erase_if(layout, [&s](const Problem& p) {
        const std::optional<double> value = fileValue(s, p.key);
        const bool underOne = p.code == ProblemCode::OutOfRange && value && *value < 1;
        const auto layoutKey = [](const std::string& k) { return k.starts_with("parallelism."); };
        return underOne || (!layoutKey(p.key) && !layoutKey(p.detail));
    });
    return !problems.empty() && addsNoProblem(problems, layout);
}

}  // namespace syncwall::core
