#include "expert_overlap.h"

#include <algorithm>

namespace syncwall::core {

double exposedExpertExchange_s(const ExpertOverlapInputs& in)
{
    const double whole = in.forwardExchange_s + in.backwardExchange_s;
    // Forward exchanges behind the partner's backward, backward ones behind its forward
    // (DeepSeek-V3 Fig. 4: dispatch F with MLP B, combine F with attention B, and the reverse).
    const double paired = std::max(0.0, in.forwardExchange_s - in.backwardCompute_s)
                          + std::max(0.0, in.backwardExchange_s - in.forwardCompute_s);
    const double share = std::clamp(in.pairedShare, 0.0, 1.0);
    return share * paired + (1.0 - share) * whole;
}

double pairedPassShare(int pp, int virtualStages, int microBatches)
{
    const int p = std::max(1, pp), v = std::max(1, virtualStages);
    const double passes = double(std::max(1, microBatches)) * v;
    const double warmup = v > 1 ? double(p - 1) * 2 + double(v - 1) * p : double(p - 1);
    return std::clamp((passes - (warmup + 1.0)) / passes, 0.0, 1.0);
}

const char* expertOverlapConflict(int experts, int ep, int pp, Schedule schedule,
                                  Recompute recompute)
{
    if (experts <= 1)
        return "model.moe.experts";
    if (ep <= 1)
        return "parallelism.ep";
    if (pp > 1 && schedule != Schedule::Interleaved && schedule != Schedule::DualPipe)
        return "parallelism.schedule";
    if (recompute == Recompute::Full)
        return "parallelism.recompute";
    return nullptr;
}

const char* expertOverlapModelConflict(const Scenario& s)
{
    if (s.training.precision == Precision::Fp32 || s.training.precision == Precision::Tf32)
        return "training.precision";
    if (s.model.mtpLayers > 1)
        return "model.mtp_layers";
    if (s.software.stack != SoftwareStack::MegatronCore)
        return "software.stack";
    return nullptr;
}

bool expertExchangeHides(const Scenario& s, const Layout& l)
{
    if (l.schedule == Schedule::DualPipe)
        return true;
    return s.comm.expertOverlap
           && !expertOverlapConflict(s.model.experts, l.ep, l.pp, l.schedule, l.recompute)
           && !expertOverlapModelConflict(s);
}

}  // namespace syncwall::core
