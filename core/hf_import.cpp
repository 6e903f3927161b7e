// Hugging Face config.json -> ModelSpec. Key names and class defaults are those of the
// transformers configuration classes (LlamaConfig, MistralConfig, MixtralConfig, Qwen2Config,
// Qwen3Config, Qwen3MoeConfig, DeepseekV3Config, GptOssConfig, Gemma2Config, Gemma3TextConfig,
// GPT2Config, GPTNeoXConfig, FalconConfig); which layers are MoE or windowed follows their
// modeling files (decoder_sparse_step, first_k_dense_replace, layer_types).
#include "hf_import.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <string_view>

#include "json_document.h"
#include "layout_rules.h"
#include "scenario_io.h"
#include "scenario_keys.h"
#include "scenario_limits.h"
#include "validator.h"

namespace syncwall::core {
namespace {

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

constexpr FamilyName kFamilies[] = {
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

constexpr FamilyName kArchitectures[] = {
    {"LlamaFor", Family::Llama},         {"MistralFor", Family::Llama},
    {"Qwen2For", Family::Llama},         {"Qwen3For", Family::Llama},
    {"MixtralFor", Family::Mixtral},     {"Qwen3MoeFor", Family::Qwen3Moe},
    {"DeepseekV3For", Family::DeepSeek}, {"DeepseekV2For", Family::DeepSeek},
    {"GptOssFor", Family::GptOss},       {"GemmaFor", Family::Gemma},
    {"Gemma2For", Family::Gemma2},       {"Gemma3For", Family::Gemma3},
    {"GPT2LMHead", Family::Gpt2},        {"GPTNeoXFor", Family::GptNeoX},
    {"FalconFor", Family::Falcon},
};

std::optional<Family> familyOfType(std::string_view type)
{
    for (const FamilyName& f : kFamilies)
        if (f.word == type)
            return f.family;
    return std::nullopt;
}

std::optional<Family> familyOfArchitecture(std::string_view arch)
{
    for (const FamilyName& f : kArchitectures)
        if (arch.substr(0, f.word.size()) == f.word)
            return f.family;
    return std::nullopt;
}

// Typed reads of one config object; absent and null read as "not given".
class ConfigReader {
public:
    ConfigReader(const Json& object, std::string prefix, Problems& problems)
        : m_object(object), m_prefix(std::move(prefix)), m_problems(problems)
    { }

    std::string path(std::string_view key) const { return m_prefix + std::string(key); }

    const Json* find(std::string_view key) const
    {
        const auto it = m_object.find(std::string(key));
        if (it == m_object.end() || it->is_null())
            return nullptr;
        return &*it;
    }

    bool has(std::string_view key) const { return find(key) != nullptr; }

    // An integral number (4096 or 4096.0); WrongType otherwise.
    std::optional<double> integer(std::string_view key)
    {
        const Json* v = find(key);
        if (!v)
            return std::nullopt;
        if (v->is_number()) {
            const double d = v->get<double>();
            if (std::isfinite(d) && d == std::floor(d))
                return d;
        }
        wrongType(key, "integer");
        return std::nullopt;
    }

    std::optional<bool> boolean(std::string_view key)
    {
        const Json* v = find(key);
        if (!v)
            return std::nullopt;
        if (v->is_boolean())
            return v->get<bool>();
        wrongType(key, "boolean");
        return std::nullopt;
    }

    std::optional<std::string> text(std::string_view key)
    {
        const Json* v = find(key);
        if (!v)
            return std::nullopt;
        if (v->is_string())
            return v->get<std::string>();
        wrongType(key, "string");
        return std::nullopt;
    }

    void wrongType(std::string_view key, const char* expected)
    {
        m_problems.push_back({ProblemCode::WrongType, reportedKey(path(key)), 0, 0, expected});
    }

private:
    const Json& m_object;
    std::string m_prefix;
    Problems& m_problems;
};

// The scenario being filled, one key at a time, with each key's source.
class ModelBuilder {
public:
    explicit ModelBuilder(Problems& problems) : m_problems(problems) { }

    // Sets `key` (a model key, file units) when `value` is within its range; otherwise an
    // OutOfRange naming the first config key of `from`.
    bool set(std::string_view key, double value, ImportOrigin origin, std::vector<std::string> from,
             bool given = true)
    {
        const ScenarioKey* k = findScenarioKey(key);
        if (!k)
            return false;
        if (const Limit* limit = findLimit(key)) {
            if (!std::isfinite(value) || value < limit->min || value > limit->max) {
                m_problems.push_back({ProblemCode::OutOfRange,
                                      reportedKey(from.empty() ? std::string(key) : from.front()),
                                      limit->min, limit->max, std::string(key)});
                return false;
            }
        }
        k->set(m_scenario, value);
        ImportSource source;
        source.key = std::string(key);
        source.origin = origin;
        source.value = value;
        source.from = std::move(from);
        source.given = given && origin != ImportOrigin::ClassDefault;
        m_sources[source.key] = std::move(source);
        return true;
    }

    void keep(std::string_view key, std::string from, double configValue)
    {
        ImportSource source;
        source.key = std::string(key);
        source.from = {std::move(from)};
        source.configValue = configValue;
        m_sources[source.key] = std::move(source);
    }

    const ModelSpec& model() const { return m_scenario.model; }

    // Every model key in file order: those set, and the rest as kept defaults.
    std::vector<ImportSource> sources() const
    {
        std::vector<ImportSource> out;
        for (const ScenarioKey& k : scenarioKeys()) {
            if (k.key.substr(0, 6) != "model.")
                continue;
            const auto it = m_sources.find(std::string(k.key));
            if (it != m_sources.end()) {
                out.push_back(it->second);
                continue;
            }
            ImportSource source;
            source.key = std::string(k.key);
            source.value = k.get(m_scenario).value_or(0);
            out.push_back(std::move(source));
        }
        for (ImportSource& s : out)
            if (s.origin == ImportOrigin::Default)
                s.value = findScenarioKey(s.key)->get(m_scenario).value_or(0);
        return out;
    }

private:
    Scenario m_scenario;  // its model only; ModelSpec's defaults are the scenario's
    std::map<std::string, ImportSource> m_sources;
    Problems& m_problems;
};

// HF class defaults for keys a config may leave out (Gemma 3's text_config gives only the
// non-default ones). 0 = none.
struct ClassDefaults {
    double hidden = 0, layers = 0, heads = 0, kvHeads = 0, ffn = 0, vocab = 0, headDim = 0;
    double window = 0;
};

constexpr ClassDefaults kGemma2Defaults {2304, 26, 8, 4, 9216, 256000, 256, 4096};
constexpr ClassDefaults kGemma3Defaults {2304, 26, 8, 4, 9216, 262208, 256, 4096};

class Importer {
public:
    Importer(const Json& object, std::string prefix, Family family, bool known, HfImport& out)
        : m_r(object, std::move(prefix), out.problems), m_b(out.problems), m_family(family),
          m_known(known), m_out(out)
    { }

    void run();
    void finish()
    {
        m_out.model = m_b.model();
        m_out.sources = m_b.sources();
    }

private:
    ImportOrigin read() const { return m_known ? ImportOrigin::Config : ImportOrigin::Guessed; }

    // A shape key: read, else the class default, else Missing.
    std::optional<double> required(std::string_view key, std::string_view configKey,
                                   double classDefault = 0)
    {
        if (auto v = m_r.integer(configKey)) {
            if (m_b.set(key, *v, read(), {m_r.path(configKey)}))
                return v;
            return std::nullopt;
        }
        if (m_r.has(configKey))  // present with the wrong type: reported already
            return std::nullopt;
        if (classDefault > 0) {
            m_b.set(key, classDefault, ImportOrigin::ClassDefault, {m_r.path(configKey)});
            return classDefault;
        }
        m_out.problems.push_back(
            {ProblemCode::Missing, reportedKey(m_r.path(configKey)), 0, 0, std::string(key)});
        return std::nullopt;
    }

    // An optional key: read when present (and non-zero where 0 means "not used").
    std::optional<double> optional(std::string_view key, std::string_view configKey)
    {
        if (auto v = m_r.integer(configKey))
            if (m_b.set(key, *v, read(), {m_r.path(configKey)}))
                return v;
        return std::nullopt;
    }

    // min and max carry the two keys' values where they are numbers (0 otherwise).
    void inconsistent(std::string_view key, std::string_view other)
    {
        const auto number = [this](std::string_view k) {
            const Json* v = m_r.find(k);
            return v && v->is_number() ? v->get<double>() : 0.0;
        };
        m_out.problems.push_back({ProblemCode::Inconsistent, reportedKey(m_r.path(key)),
                                  number(key), number(other), reportedKey(m_r.path(other))});
    }

    void attention(const ClassDefaults& d, std::string_view hiddenKey, std::string_view headsKey,
                   std::string_view kvKey);
    void tiedAndGated(bool tiedDefault, bool gated);
    void moe();
    void window(const ClassDefaults& d);
    void contextLength();

    ConfigReader m_r;
    ModelBuilder m_b;
    Family m_family;
    bool m_known;
    HfImport& m_out;
    std::optional<double> m_hidden, m_heads, m_layers;
};

void Importer::attention(const ClassDefaults& d, std::string_view hiddenKey,
                         std::string_view headsKey, std::string_view kvKey)
{
    m_heads = required("model.heads", headsKey, d.heads);
    const std::optional<double> headDim = optional("model.head_dim", "head_dim");
    if (!headDim && d.headDim > 0 && !m_r.has("head_dim"))
        m_b.set("model.head_dim", d.headDim, ImportOrigin::ClassDefault, {m_r.path("head_dim")});
    const bool mla = m_family == Family::DeepSeek;
    const bool explicitHead = (headDim && *headDim > 0) || d.headDim > 0;
    if (m_hidden && m_heads && *m_heads > 0 && !explicitHead && !mla
        && std::fmod(*m_hidden, *m_heads) != 0)
        inconsistent(hiddenKey, headsKey);

    std::optional<double> kv;
    if (!kvKey.empty()) {
        kv = m_r.integer(kvKey);
        if (kv)
            m_b.set("model.kv_heads", *kv, read(), {m_r.path(kvKey)});
        else if (!m_r.has(kvKey) && d.kvHeads > 0)
            kv = d.kvHeads,
            m_b.set("model.kv_heads", d.kvHeads, ImportOrigin::ClassDefault, {m_r.path(kvKey)});
        else if (!m_r.has(kvKey) && m_heads)  // HF: num_key_value_heads defaults to the heads
            m_b.set("model.kv_heads", *m_heads, m_known ? ImportOrigin::ClassDefault : read(),
                    {m_r.path(kvKey), m_r.path(headsKey)}, false);
    }
    if (kv && m_heads && *kv > 0 && std::fmod(*m_heads, *kv) != 0)
        inconsistent(kvKey, headsKey);
}

void Importer::tiedAndGated(bool tiedDefault, bool gated)
{
    if (auto tied = m_r.boolean("tie_word_embeddings"))
        m_b.set("model.tied_embeddings", *tied ? 1 : 0, read(), {m_r.path("tie_word_embeddings")});
    else if (!m_r.has("tie_word_embeddings"))
        m_b.set("model.tied_embeddings", tiedDefault ? 1 : 0,
                m_known ? ImportOrigin::ClassDefault : ImportOrigin::Guessed,
                {m_r.path("tie_word_embeddings")}, false);
    if (m_known) {
        m_b.set("model.gated_mlp", gated ? 1 : 0, ImportOrigin::Derived, {"model_type"});
        return;
    }
    // Unknown: a SiLU MLP is SwiGLU in every recent family (Llama, Mistral, Qwen, DeepSeek).
    const std::optional<std::string> act = m_r.text("hidden_act");
    const bool silu = act && (*act == "silu" || *act == "swish" || *act == "swiglu");
    m_b.set("model.gated_mlp", silu ? 1 : 0, ImportOrigin::Guessed, {m_r.path("hidden_act")},
            act.has_value());
}

void Importer::moe()
{
    // Routed experts and top-k under each family's names.
    std::string_view expertsKey;
    switch (m_family) {
    case Family::Mixtral:
    case Family::GptOss:
        expertsKey = "num_local_experts";
        break;
    case Family::Qwen3Moe:
        expertsKey = "num_experts";
        break;
    case Family::DeepSeek:
        expertsKey = "n_routed_experts";
        break;
    case Family::Generic:
        for (std::string_view k : {"num_local_experts", "num_experts", "n_routed_experts"})
            if (m_r.has(k)) {
                expertsKey = k;
                break;
            }
        break;
    default:
        return;
    }
    if (expertsKey.empty())
        return;
    const std::optional<double> experts = m_r.integer(expertsKey);
    if (!experts || *experts <= 1) {
        if (!m_r.has(expertsKey) && m_known)
            m_out.problems.push_back({ProblemCode::Missing, reportedKey(m_r.path(expertsKey)), 0, 0,
                                      "model.moe.experts"});
        return;
    }
    m_b.set("model.moe.experts", *experts, read(), {m_r.path(expertsKey)});

    std::string_view topKey = "num_experts_per_tok";
    std::optional<double> top = m_r.integer(topKey);
    if (m_family == Family::GptOss || (!top && m_r.has("experts_per_token"))) {
        const std::optional<double> other = m_r.integer("experts_per_token");
        if (top && other && *top != *other)
            inconsistent("experts_per_token", topKey);
        if (other)
            top = other, topKey = "experts_per_token";
    }
    if (top) {
        std::vector<std::string> from {m_r.path(topKey)};
        if (m_family == Family::GptOss && m_r.has("num_experts_per_tok")
            && topKey != "num_experts_per_tok")
            from.push_back(m_r.path("num_experts_per_tok"));
        if (*top > *experts)
            inconsistent(topKey, expertsKey);
        else
            m_b.set("model.moe.top_k", *top, read(), std::move(from));
    } else if (!m_r.has(topKey)) {
        m_out.problems.push_back(
            {ProblemCode::Missing, reportedKey(m_r.path(topKey)), 0, 0, "model.moe.top_k"});
    }

    optional("model.moe.expert_ffn_hidden", "moe_intermediate_size");
    optional("model.moe.shared_experts", "n_shared_experts");
    if (auto first = m_r.integer("first_k_dense_replace")) {
        if (m_layers && *first > *m_layers)
            inconsistent("first_k_dense_replace", "num_hidden_layers");
        else
            m_b.set("model.moe.first_dense_layers", *first, read(),
                    {m_r.path("first_k_dense_replace")});
    }
    if (auto freq = m_r.integer("moe_layer_freq"); freq && *freq >= 1)
        m_b.set("model.moe.layer_freq", *freq, read(), {m_r.path("moe_layer_freq")});
    if (auto step = m_r.integer("decoder_sparse_step"); step && *step >= 1)
        m_b.set("model.moe.layer_freq", *step, read(), {m_r.path("decoder_sparse_step")});
    // Qwen3-MoE's mlp_only_layers: dense layers by index. A leading run maps exactly; other
    // indices only by their number (the layer count is what the estimate reads).
    if (const Json* dense = m_r.find("mlp_only_layers")) {
        if (!dense->is_array()) {
            m_r.wrongType("mlp_only_layers", "array");
        } else if (!dense->empty()) {
            double count = 0;
            for (const Json& i : *dense) {
                if (!i.is_number_integer() || i.get<std::int64_t>() < 0
                    || (m_layers && i.get<std::int64_t>() >= *m_layers)) {
                    inconsistent("mlp_only_layers", "num_hidden_layers");
                    return;
                }
                ++count;
            }
            m_b.set("model.moe.first_dense_layers", count, ImportOrigin::Derived,
                    {m_r.path("mlp_only_layers")});
        }
    }
}

void Importer::window(const ClassDefaults& d)
{
    // Qwen2/3 ship sliding_window with use_sliding_window false: no window then.
    if (auto use = m_r.boolean("use_sliding_window"); use.has_value() && !*use)
        return;
    std::optional<double> size = m_r.integer("sliding_window");
    std::vector<std::string> from {m_r.path("sliding_window")};
    ImportOrigin origin = read();
    if (!size && !m_r.has("sliding_window") && d.window > 0)
        size = d.window, origin = ImportOrigin::ClassDefault;
    if (!size || *size <= 0)
        return;
    if (!m_b.set("model.sliding_window", *size, origin, from))
        return;

    // Which layers use it: layer_types where given, else the family's pattern.
    if (const Json* types = m_r.find("layer_types")) {
        if (!types->is_array()) {
            m_r.wrongType("layer_types", "array");
            return;
        }
        double windowed = 0;
        for (const Json& t : *types) {
            if (!t.is_string()) {
                m_r.wrongType("layer_types", "array of strings");
                return;
            }
            windowed += t.get<std::string>() == "sliding_attention";
        }
        if (m_layers && double(types->size()) != *m_layers) {
            inconsistent("layer_types", "num_hidden_layers");
            return;
        }
        if (!types->empty())
            m_b.set("model.sliding_window_share", windowed / double(types->size()),
                    ImportOrigin::Derived, {m_r.path("layer_types")});
        return;
    }
    const double layers = m_layers.value_or(0);
    if (m_family == Family::Gemma2 || m_family == Family::GptOss) {
        m_b.set("model.sliding_window_share", 0.5, ImportOrigin::ClassDefault,
                {m_r.path("layer_types")});
    } else if (m_family == Family::Gemma3 && layers > 0) {
        // Every sliding_window_pattern-th layer is global (Gemma3TextConfig default 6).
        double pattern = 6;
        ImportOrigin o = ImportOrigin::ClassDefault;
        if (auto p = m_r.integer("sliding_window_pattern"); p && *p >= 1)
            pattern = *p, o = ImportOrigin::Derived;
        const double global = std::floor(layers / pattern);
        m_b.set("model.sliding_window_share", (layers - global) / layers, o,
                {m_r.path("sliding_window_pattern")});
    } else if (m_r.has("use_sliding_window") && layers > 0) {
        // Qwen2: layers from max_window_layers on use the window.
        if (auto first = m_r.integer("max_window_layers"); first && *first < layers)
            m_b.set("model.sliding_window_share", (layers - std::max(0.0, *first)) / layers,
                    ImportOrigin::Derived,
                    {m_r.path("max_window_layers"), m_r.path("num_hidden_layers")});
    }
}

void Importer::contextLength()
{
    // max_position_embeddings is the context the model serves, not its training length: the
    // default stays, unless the context is shorter (GPT-2's 1,024 learned positions).
    for (std::string_view k : {"max_position_embeddings", "n_positions"})
        if (auto v = m_r.integer(k)) {
            if (*v >= 1 && *v < ModelSpec {}.seqLen)
                m_b.set("model.seq_len", *v, ImportOrigin::Derived, {m_r.path(k)});
            else
                m_b.keep("model.seq_len", m_r.path(k), *v);
            return;
        }
}

void Importer::run()
{
    ClassDefaults d {};
    if (m_family == Family::Gemma2)
        d = kGemma2Defaults;
    else if (m_family == Family::Gemma3)
        d = kGemma3Defaults;

    if (m_family == Family::Gpt2) {
        m_layers = required("model.layers", "n_layer");
        m_hidden = required("model.hidden", "n_embd");
        attention(d, "n_embd", "n_head", {});
        if (auto inner = m_r.integer("n_inner"))
            m_b.set("model.ffn_hidden", *inner, read(), {m_r.path("n_inner")});
        else if (!m_r.has("n_inner") && m_hidden)
            m_b.set("model.ffn_hidden", 4 * *m_hidden, ImportOrigin::Derived,
                    {m_r.path("n_inner"), m_r.path("n_embd")}, false);
        required("model.vocab", "vocab_size");
        tiedAndGated(true, false);
        contextLength();
        return;
    }

    const bool falcon = m_family == Family::Falcon;
    const std::string_view layersKey =
        falcon && !m_r.has("num_hidden_layers") ? "n_layer" : "num_hidden_layers";
    const std::string_view headsKey =
        falcon && !m_r.has("num_attention_heads") ? "n_head" : "num_attention_heads";
    m_layers = required("model.layers", layersKey, d.layers);
    m_hidden = required("model.hidden", "hidden_size", d.hidden);
    if (falcon) {
        attention(d, "hidden_size", headsKey, {});
        // FalconConfig: new_decoder_architecture uses num_kv_heads; multi_query (default
        // true) one KV head; else one per head.
        const bool newArch = m_r.boolean("new_decoder_architecture").value_or(false);
        const bool multiQuery = m_r.boolean("multi_query").value_or(true);
        if (newArch)
            optional("model.kv_heads", "num_kv_heads");
        else if (multiQuery)
            m_b.set("model.kv_heads", 1, ImportOrigin::Derived, {m_r.path("multi_query")});
        else if (m_heads)
            m_b.set("model.kv_heads", *m_heads, ImportOrigin::Derived, {m_r.path("multi_query")});
        if (auto ffn = m_r.integer("ffn_hidden_size"))
            m_b.set("model.ffn_hidden", *ffn, read(), {m_r.path("ffn_hidden_size")});
        else if (m_hidden)
            m_b.set("model.ffn_hidden", 4 * *m_hidden, ImportOrigin::ClassDefault,
                    {m_r.path("ffn_hidden_size"), m_r.path("hidden_size")});
    } else {
        attention(d, "hidden_size", headsKey, "num_key_value_heads");
        required("model.ffn_hidden", "intermediate_size", d.ffn);
    }
    required("model.vocab", "vocab_size", d.vocab);

    const bool gemma =
        m_family == Family::Gemma || m_family == Family::Gemma2 || m_family == Family::Gemma3;
    const bool tiedDefault = gemma || falcon || m_family == Family::Generic;
    const bool gated = !(falcon || m_family == Family::GptNeoX);
    tiedAndGated(tiedDefault, gated);

    if (m_family == Family::DeepSeek) {
        // MLA: a null q_lora_rank (DeepSeek-V2-Lite) is queries straight from the hidden state.
        optional("model.mla.q_lora_rank", "q_lora_rank");
        optional("model.mla.kv_lora_rank", "kv_lora_rank");
        optional("model.mla.qk_nope_head_dim", "qk_nope_head_dim");
        optional("model.mla.qk_rope_head_dim", "qk_rope_head_dim");
        optional("model.mla.v_head_dim", "v_head_dim");
        optional("model.mtp_layers", "num_nextn_predict_layers");
    }
    moe();
    if (m_family != Family::Gemma && m_family != Family::GptNeoX && !falcon)
        window(d);
    contextLength();
}

Family detectFamily(const Json& root, std::string& architecture, bool& known)
{
    const auto type = root.find("model_type");
    if (type != root.end() && type->is_string()) {
        architecture = type->get<std::string>();
        if (auto f = familyOfType(architecture)) {
            known = true;
            return *f;
        }
    }
    const auto archs = root.find("architectures");
    if (archs != root.end() && archs->is_array() && !archs->empty() && archs->front().is_string()) {
        const std::string arch = archs->front().get<std::string>();
        if (architecture.empty())
            architecture = arch;
        if (auto f = familyOfArchitecture(arch)) {
            known = true;
            return *f;
        }
    }
    known = false;
    return Family::Generic;
}

}  // namespace

HfImport importHfConfig(const std::string& text)
{
    HfImport out;
    if (text.size() > kMaxHfConfigBytes) {
        out.problems.push_back({ProblemCode::ParseError, {}, 0, double(kMaxHfConfigBytes), "size"});
        return out;
    }
    Json root;
    if (!parseJsonDocument(text, root, out.problems))
        return out;
    if (!root.is_object()) {
        out.problems.push_back({ProblemCode::NotAnObject, {}, 0, 0, {}});
        return out;
    }
    ConfigReader top(root, {}, out.problems);
    if (auto name = top.text("_name_or_path"))
        out.nameOrPath = *name;
    top.text("model_type");  // WrongType when not a string

    // Multimodal wrappers (Gemma 3) keep the language model under text_config.
    const Json* object = &root;
    std::string prefix;
    const auto textConfig = root.find("text_config");
    if (textConfig != root.end() && !textConfig->is_null() && !root.contains("hidden_size")) {
        if (!textConfig->is_object()) {
            out.problems.push_back({ProblemCode::NotAnObject, "text_config", 0, 0, {}});
            return out;
        }
        object = &*textConfig;
        prefix = "text_config.";
    }
    Family family = detectFamily(root, out.architecture, out.knownArchitecture);
    if (object != &root) {
        std::string inner;
        bool innerKnown = false;
        const Family f = detectFamily(*object, inner, innerKnown);
        if (innerKnown && (!out.knownArchitecture || f != Family::Generic)) {
            family = f;
            out.knownArchitecture = true;
        }
    }
    if (!out.problems.empty())
        return out;

    Importer importer(*object, prefix, family, out.knownArchitecture, out);
    importer.run();
    importer.finish();
    return out;
}

ImportedScenario scenarioWithModel(const ModelSpec& model, const Catalog& catalog)
{
    ImportedScenario out;
    out.scenario = defaultScenario(catalog);
    out.scenario.model = model;
    out.scenario.model.preset.clear();
    const Scenario& s = out.scenario;
    if (!layoutProblems({s.model, s.parallel, s.gpus, s.training.globalBatch}).empty()) {
        out.scenario.parallel.tp = 1;
        out.scenario.parallel.pp = 1;
        out.scenario.parallel.dp = 0;
        out.layoutReset = true;
    }
    out.problems = validate(out.scenario);
    return out;
}

}  // namespace syncwall::core
