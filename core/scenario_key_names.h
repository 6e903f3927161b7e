#pragma once
// The dotted paths of scenario keys that code besides the key list names by path (importers,
// layout rules, the window's fields), each spelled once here; scenario_keys.cpp declares the
// keys with the same constants. Arrays of char, so they serve as C strings and string_views.

namespace syncwall::core::key_names {

inline constexpr char kVirtualStages[] = "parallelism.virtual_stages";
inline constexpr char kCheckpointInterval[] = "reliability.checkpoint_interval_s";
inline constexpr char kTrainingTokens[] = "training.tokens";
inline constexpr char kTrainingSteps[] = "training.steps";
inline constexpr char kRecomputeCoreAttn[] = "parallelism.recompute_core_attn";
inline constexpr char kRecomputeLayernorm[] = "parallelism.recompute_layernorm";
inline constexpr char kRecomputeMoeAct[] = "parallelism.recompute_moe_act";
inline constexpr char kRecomputeMlaUpProj[] = "parallelism.recompute_mla_up_proj";
inline constexpr char kExpertOverlap[] = "communication.ep_overlap";
inline constexpr char kCudaGraphs[] = "software.cuda_graphs";

}  // namespace syncwall::core::key_names
