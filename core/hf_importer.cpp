// Hugging Face config.json -> ModelSpec. Key names and class defaults are those of the
// transformers configuration classes (LlamaConfig, MistralConfig, MixtralConfig, Qwen2Config,
// Qwen3Config, Qwen3MoeConfig, DeepseekV3Config, GptOssConfig, Gemma2Config, Gemma3TextConfig,
// GPT2Config, GPTNeoXConfig, FalconConfig); which layers are MoE or windowed follows their
// modeling files (decoder_sparse_step, first_k_dense_replace, layer_types).
#include "hf_importer.h"

#include "layout_rules.h"
#include "scenario_limits.h"

namespace syncwall::core::hf {

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
    if (m_family == Family::GptOss) {
        // GptOssConfig: the GLU's inputs clamped to swiglu_limit (7.0 by default), and biases
        // on every linear layer, the experts' included (modeling_gpt_oss.py GptOssExperts).
        if (auto limit = m_r.number("swiglu_limit"))
            m_b.set("model.glu_clamp", *limit, read(), {m_r.path("swiglu_limit")});
        else if (m_r.isNull("swiglu_limit"))  // None: modeling_gpt_oss.py clamps nothing
            m_b.set("model.glu_clamp", 0, read(), {m_r.path("swiglu_limit")});
        else if (!m_r.has("swiglu_limit"))
            m_b.set("model.glu_clamp", 7.0, ImportOrigin::ClassDefault, {m_r.path("swiglu_limit")});
        m_b.set("model.moe.expert_bias", 1, ImportOrigin::Derived, {"model_type"});
    }
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

}  // namespace syncwall::core::hf
