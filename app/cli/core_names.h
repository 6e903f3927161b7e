#pragma once
// Stable machine names of the core's enums, as they appear in scenario files and JSON output.

#include <string>
#include <vector>

#include "core/estimate.h"
#include "core/scenario.h"

namespace syncwall::cli {

std::string algorithmName(core::Algorithm algorithm);
std::string recomputeName(core::Recompute recompute);
std::string scheduleName(core::Schedule schedule);
// Megatron-Core's names of the modules selective recompute re-runs ("core_attn", "layernorm",
// "moe_act", "mla_up_proj"), in that order.
std::vector<std::string> selectiveModuleNames(const core::SelectiveModules& modules);
std::string precisionName(core::Precision precision);
std::string regimeName(core::Regime regime);
std::string collectiveGroupName(core::CollectiveGroup group);  // "tensor", "data", ...
std::string collectiveKindName(core::CollectiveKind kind);     // "all_reduce", "send_recv", ...
// The algorithm of a collective that has a choice of one (all-reduce, all-gather,
// reduce-scatter); empty for send/recv and all-to-all.
std::string collectiveAlgorithmName(const core::CollectiveUse& use);
// snake_case id of a warning, e.g. "does_not_fit_memory".
std::string warningCodeName(core::WarningCode code);

}  // namespace syncwall::cli
