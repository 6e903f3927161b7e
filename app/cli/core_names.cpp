#include "cli/core_names.h"

#include "core/scenario_names.h"

namespace syncwall::cli {

using namespace syncwall::core;

namespace {

// The scenario file's word for an enum value (core/scenario_names.h), "unknown" outside it.
template <class E, std::size_t N>
std::string fileWord(const std::array<NamedValue<E>, N>& table, E value)
{
    const std::string_view word = nameOf(table, value);
    return word.empty() ? std::string("unknown") : std::string(word);
}

}  // namespace

std::string algorithmName(Algorithm algorithm) { return fileWord(kAlgorithmNames, algorithm); }
std::string recomputeName(Recompute recompute) { return fileWord(kRecomputeNames, recompute); }
std::vector<std::string> selectiveModuleNames(const core::SelectiveModules& modules)
{
    std::vector<std::string> names;
    for (const core::SelectiveModuleName& m : core::kSelectiveModuleNames)
        if (modules.*m.flag)
            names.emplace_back(m.word);
    return names;
}

std::string scheduleName(Schedule schedule) { return fileWord(kScheduleNames, schedule); }
std::string precisionName(Precision precision) { return fileWord(kPrecisionNames, precision); }

std::string regimeName(Regime regime)
{
    switch (regime) {
    case Regime::CommunicationBound:
        return "communication_bound";
    case Regime::Balanced:
        return "balanced";
    case Regime::ComputeBound:
        return "compute_bound";
    case Regime::PipelineBound:
        return "pipeline_bound";
    }
    return "unknown";
}

std::string collectiveGroupName(CollectiveGroup group)
{
    switch (group) {
    case CollectiveGroup::Tensor:
        return "tensor";
    case CollectiveGroup::Context:
        return "context";
    case CollectiveGroup::Expert:
        return "expert";
    case CollectiveGroup::Pipeline:
        return "pipeline";
    case CollectiveGroup::Data:
        return "data";
    case CollectiveGroup::ExpertData:
        return "expert_data";
    }
    return "unknown";
}

std::string collectiveKindName(CollectiveKind kind)
{
    switch (kind) {
    case CollectiveKind::AllReduce:
        return "all_reduce";
    case CollectiveKind::ReduceScatter:
        return "reduce_scatter";
    case CollectiveKind::AllGather:
        return "all_gather";
    case CollectiveKind::AllToAll:
        return "all_to_all";
    case CollectiveKind::SendRecv:
        return "send_recv";
    }
    return "unknown";
}

std::string collectiveAlgorithmName(const CollectiveUse& use)
{
    if (use.kind == CollectiveKind::SendRecv || use.kind == CollectiveKind::AllToAll)
        return {};
    return algorithmName(use.algorithm);
}

std::string warningCodeName(WarningCode code)
{
    switch (code) {
    case WarningCode::DoesNotFitMemory:
        return "does_not_fit_memory";
    case WarningCode::CommunicationWall:
        return "communication_wall";
    case WarningCode::LargeBubble:
        return "large_bubble";
    case WarningCode::TpCrossesScaleUp:
        return "tp_crosses_scale_up";
    case WarningCode::FailuresDominate:
        return "failures_dominate";
    case WarningCode::CheckpointSlow:
        return "checkpoint_slow";
    case WarningCode::OutsideValidation:
        return "outside_validation";
    case WarningCode::ExposedDp:
        return "exposed_dp";
    case WarningCode::PowerLimited:
        return "power_limited";
    case WarningCode::StackWithoutLowPrecision:
        return "stack_without_low_precision";
    case WarningCode::ClampWithoutGatedMlp:
        return "clamp_without_gated_mlp";
    }
    return "unknown";
}

}  // namespace syncwall::cli
