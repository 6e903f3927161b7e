#pragma once
// The model families of Hugging Face configs that the importer (hf_import.cpp) maps, and how a
// config names its family: `model_type`, or an `architectures` entry. Internal to the core.

#include <optional>
#include <string_view>

namespace syncwall::core::hf {

enum class Family {
    Llama,  // also Mistral, Qwen2, Qwen3: gated, untied by default
    Mixtral,
    Qwen3Moe,
    DeepSeek,
    GptOss,
    Gemma,   // Gemma 1: tied, no window
    Gemma2,  // alternating window
    Gemma3,  // 5 windowed layers to 1 global
    Gpt2,
    GptNeoX,
    Falcon,
    Generic,
};

struct FamilyName {
    std::string_view word;  // model_type, or the architectures entry's prefix
    Family family;
};

inline constexpr FamilyName kFamilies[] = {
    {"llama", Family::Llama},          {"mistral", Family::Llama},
    {"qwen2", Family::Llama},          {"qwen3", Family::Llama},
    {"mixtral", Family::Mixtral},      {"qwen3_moe", Family::Qwen3Moe},
    {"deepseek_v3", Family::DeepSeek}, {"deepseek_v2", Family::DeepSeek},
    {"gpt_oss", Family::GptOss},       {"gemma", Family::Gemma},
    {"gemma2", Family::Gemma2},        {"gemma3", Family::Gemma3},
    {"gemma3_text", Family::Gemma3},   {"gpt2", Family::Gpt2},
    {"gpt_neox", Family::GptNeoX},     {"falcon", Family::Falcon},
    {"RefinedWeb", Family::Falcon},    {"RefinedWebModel", Family::Falcon},
};

inline constexpr FamilyName kArchitectures[] = {
    {"LlamaFor", Family::Llama},         {"MistralFor", Family::Llama},
    {"Qwen2For", Family::Llama},         {"Qwen3For", Family::Llama},
    {"MixtralFor", Family::Mixtral},     {"Qwen3MoeFor", Family::Qwen3Moe},
    {"DeepseekV3For", Family::DeepSeek}, {"DeepseekV2For", Family::DeepSeek},
    {"GptOssFor", Family::GptOss},       {"GemmaFor", Family::Gemma},
    {"Gemma2For", Family::Gemma2},       {"Gemma3For", Family::Gemma3},
    {"GPT2LMHead", Family::Gpt2},        {"GPTNeoXFor", Family::GptNeoX},
    {"FalconFor", Family::Falcon},
};

inline std::optional<Family> familyOfType(std::string_view type)
{
    for (const FamilyName& f : kFamilies)
        if (f.word == type)
            return f.family;
    return std::nullopt;
}

inline std::optional<Family> familyOfArchitecture(std::string_view arch)
{
    for (const FamilyName& f : kArchitectures)
        if (arch.substr(0, f.word.size()) == f.word)
            return f.family;
    return std::nullopt;
}

}  // namespace syncwall::core::hf
