#pragma once
// The file names of the Scenario enums (the words in *.syncwall.json, never translated).

#include <array>
#include <string_view>

#include "scenario.h"
#include "scenario_key_names.h"

namespace syncwall::core {

template <class E>
struct NamedValue {
    std::string_view name;
    E value;
};

inline constexpr std::array<NamedValue<Precision>, kPrecisionCount> kPrecisionNames {
    {{"fp32", Precision::Fp32},
     {"tf32", Precision::Tf32},
     {"bf16", Precision::Bf16},
     {"fp16", Precision::Fp16},
     {"fp8", Precision::Fp8},
     {"fp4", Precision::Fp4}}};
inline constexpr std::array<NamedValue<Recompute>, 4> kRecomputeNames {
    {{"none", Recompute::None},
     {"selective", Recompute::Selective},
     {"full", Recompute::Full},
     {"auto", Recompute::Auto}}};
inline constexpr std::array<NamedValue<Schedule>, 4> kScheduleNames {
    {{"gpipe", Schedule::GPipe},
     {"1f1b", Schedule::OneFOneB},
     {"interleaved", Schedule::Interleaved},
     {"dualpipe", Schedule::DualPipe}}};
inline constexpr std::array<NamedValue<Algorithm>, 5> kAlgorithmNames {
    {{"auto", Algorithm::Auto},
     {"ring", Algorithm::Ring},
     {"tree", Algorithm::Tree},
     {"hierarchical", Algorithm::Hierarchical},
     {"nvls", Algorithm::Nvls}}};
inline constexpr std::array<NamedValue<Optimizer>, 2> kOptimizerNames {
    {{"adam", Optimizer::Adam}, {"sgd", Optimizer::Sgd}}};

inline constexpr std::array<NamedValue<SoftwareStack>, 4> kSoftwareStackNames {
    {{"megatron-core", SoftwareStack::MegatronCore},
     {"megatron-2021", SoftwareStack::Megatron2021},
     {"pytorch-fsdp", SoftwareStack::PytorchFsdp},
     {"deepspeed", SoftwareStack::DeepSpeed}}};

inline constexpr std::array<NamedValue<CudaGraphs>, 2> kCudaGraphNames {
    {{"none", CudaGraphs::None}, {"full_iteration", CudaGraphs::FullIteration}}};

// Megatron-Core's names of the modules selective recompute re-runs (`--recompute-modules`), in
// its order, with the scenario key and the SelectiveModules flag of each.
struct SelectiveModuleName {
    std::string_view word;
    std::string_view key;
    bool SelectiveModules::*flag;
};
inline constexpr std::array<SelectiveModuleName, 4> kSelectiveModuleNames {
    {{"core_attn", key_names::kRecomputeCoreAttn, &SelectiveModules::coreAttn},
     {"layernorm", key_names::kRecomputeLayernorm, &SelectiveModules::layernorm},
     {"moe_act", key_names::kRecomputeMoeAct, &SelectiveModules::moeAct},
     {"mla_up_proj", key_names::kRecomputeMlaUpProj, &SelectiveModules::mlaUpProj}}};
// Megatron-Core's other modules, which the model does not price.
inline constexpr std::array<std::string_view, 3> kUnmodelledSelectiveModules {"mlp", "moe",
                                                                              "shared_experts"};

// The file words of an enum in ordinal order: a table must list every value once, in order.
template <class E, std::size_t N>
constexpr std::array<std::string_view, N> wordsOf(const std::array<NamedValue<E>, N>& table)
{
    std::array<std::string_view, N> words {};
    for (std::size_t i = 0; i < N; ++i) {
        if (static_cast<std::size_t>(table[i].value) != i)
            throw "enum table out of ordinal order";  // a compile error in a constant expression
        words[i] = table[i].name;
    }
    return words;
}

// The file name of an enum value ("" if the table lacks it).
template <class E, std::size_t N>
constexpr std::string_view nameOf(const std::array<NamedValue<E>, N>& table, E value)
{
    for (const auto& entry : table)
        if (entry.value == value)
            return entry.name;
    return {};
}

// Index of a precision in GpuSpec::peak_flops.
constexpr std::size_t precisionIndex(Precision p) { return static_cast<std::size_t>(p); }

}  // namespace syncwall::core
