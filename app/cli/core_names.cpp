#include "cli/core_names.h"

namespace syncwall::cli {

using namespace syncwall::core;

std::string algorithmName(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Auto: return "auto";
    case Algorithm::Ring: return "ring";
    case Algorithm::Tree: return "tree";
    case Algorithm::Hierarchical: return "hierarchical";
    case Algorithm::Nvls: return "nvls";
    }
    return "unknown";
}

std::string recomputeName(Recompute recompute)
{
    switch (recompute) {
    case Recompute::None: return "none";
    case Recompute::Selective: return "selective";
    case Recompute::Full: return "full";
    case Recompute::Auto: return "auto";
    }
    return "unknown";
}

std::string scheduleName(Schedule schedule)
{
    switch (schedule) {
    case Schedule::GPipe: return "gpipe";
    case Schedule::OneFOneB: return "1f1b";
    case Schedule::Interleaved: return "interleaved";
    }
    return "unknown";
}

std::string precisionName(Precision precision)
{
    switch (precision) {
    case Precision::Fp32: return "fp32";
    case Precision::Tf32: return "tf32";
    case Precision::Bf16: return "bf16";
    case Precision::Fp16: return "fp16";
    case Precision::Fp8: return "fp8";
    }
    return "unknown";
}

std::string regimeName(Regime regime)
{
    switch (regime) {
    case Regime::CommunicationBound: return "communication_bound";
    case Regime::Balanced: return "balanced";
    case Regime::ComputeBound: return "compute_bound";
    }
    return "unknown";
}

std::string warningCodeName(WarningCode code)
{
    switch (code) {
    case WarningCode::DoesNotFitMemory: return "does_not_fit_memory";
    case WarningCode::CommunicationWall: return "communication_wall";
    case WarningCode::LargeBubble: return "large_bubble";
    case WarningCode::TpCrossesScaleUp: return "tp_crosses_scale_up";
    case WarningCode::FailuresDominate: return "failures_dominate";
    case WarningCode::CheckpointSlow: return "checkpoint_slow";
    case WarningCode::OutsideValidation: return "outside_validation";
    case WarningCode::ExposedDp: return "exposed_dp";
    }
    return "unknown";
}

}  // namespace syncwall::cli
