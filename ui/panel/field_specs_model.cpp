// The Model group of the parameter panel (FieldSpecs::build).
#include "field_spec_builders.h"
#include "field_specs.h"

namespace syncwall::ui {

using namespace fields;

void FieldSpecs::addModelFields(QList<FieldSpec>& l)
{
    using G = FieldGroup;
    using K = FieldKind;
    const auto add = [&l](FieldSpec s, const QString& tip, bool simple = false) -> FieldSpec& {
        return addTo(l, std::move(s), tip, simple);
    };
    const QString pct = tr(" %");

    // Model
    range(
        add(spec("model.layers", G::Model, K::Integer, tr("Layers")), tr("Transformer layers (L)")),
        1, 512);
    range(add(spec("model.hidden", G::Model, K::Integer, tr("Hidden size")), tr("Model width (h)")),
          64, 65536)
        .ladder = ladder(64, 65536);
    range(add(spec("model.heads", G::Model, K::Integer, tr("Attention heads")),
              tr("Attention heads (a); TP must divide them")),
          1, 1024);
    range(add(spec("model.kv_heads", G::Model, K::Integer, tr("KV heads")),
              tr("Key/value heads (0 = same as attention heads)")),
          0, 1024)
        .autoText = tr("= heads");
    range(add(spec("model.ffn_hidden", G::Model, K::Integer, tr("FFN size")),
              tr("Feed-forward width (0 = 4 x hidden)")),
          0, 262144, {}, 1, 0, true)
        .autoText = tr("4 x hidden");
    add(spec("model.gated_mlp", G::Model, K::Toggle, tr("Gated MLP (SwiGLU)")),
        tr("Three FFN matrices instead of two"));
    range(
        add(spec("model.vocab", G::Model, K::Integer, tr("Vocabulary")), tr("Vocabulary size (V)")),
        1, 1048576, {}, 1, 0, true);
    range(add(spec("model.seq_len", G::Model, K::Integer, tr("Sequence length")),
              tr("Tokens per sequence (s)")),
          1, 1048576, tr(" tokens"))
        .ladder = ladder(128, 1048576);
    range(add(spec("model.params", G::Model, K::Number, tr("Parameters")),
              tr("Total parameters (0 = derived from the shape)")),
          0, 100000, tr(" B"), 1e9, 1, true)
        .autoText = tr("from shape");
    range(add(spec("model.moe.experts", G::Model, K::Integer, tr("Experts")),
              tr("Experts per MoE layer (1 = dense)")),
          1, 1024);
    range(add(spec("model.moe.top_k", G::Model, K::Integer, tr("Active experts")),
              tr("Experts active per token")),
          1, 64);
    range(add(spec("model.moe.expert_ffn_hidden", G::Model, K::Integer, tr("Expert FFN size")),
              tr("FFN width of one routed or shared expert (0 = the FFN size)")),
          0, 262144, {}, 1, 0, true)
        .autoText = tr("= FFN size");
    range(add(spec("model.moe.shared_experts", G::Model, K::Integer, tr("Shared experts")),
              tr("Experts every token uses besides the routed ones (DeepSeek-V3: 1)")),
          0, 16);
    range(
        add(spec("model.moe.first_dense_layers", G::Model, K::Integer, tr("Leading dense layers")),
            tr("First layers with a dense FFN before the MoE layers (DeepSeek-V3: 3)")),
        0, 128);
    range(add(spec("model.moe.layer_freq", G::Model, K::Integer, tr("MoE layer frequency")),
              tr("1 = every later layer is MoE, 2 = every other one")),
          1, 8);
    range(add(spec("model.moe.imbalance", G::Model, K::Number, tr("Expert imbalance")),
              tr("Tokens of the busiest expert over the average (1 = balanced)")),
          1, 64, {}, 1, 2);
    add(spec("model.moe.expert_bias", G::Model, K::Toggle, tr("Expert biases")),
        tr("The experts' linear layers carry biases (gpt-oss); Megatron-Core adds the second "
           "one's outside the grouped GEMM"));
    range(add(spec("model.head_dim", G::Model, K::Integer, tr("Head size")),
              tr("Attention head size (0 = hidden / heads)")),
          0, 1024)
        .autoText = tr("hidden / heads");
    range(add(spec("model.sliding_window", G::Model, K::Integer, tr("Sliding window")),
              tr("Tokens a windowed layer attends to (0 = full attention)")),
          0, 1048576, tr(" tokens"), 1, 0, true)
        .autoText = tr("full attention");
    range(add(spec("model.sliding_window_share", G::Model, K::Number, tr("Windowed layers")),
              tr("Share of the layers that use the sliding window")),
          0, 100, pct, 0.01, 0);
    range(add(spec("model.mla.kv_lora_rank", G::Model, K::Integer, tr("MLA key/value rank")),
              tr("Multi-head latent attention: key/value latent rank (0 = standard attention)")),
          0, 4096)
        .autoText = tr("off");
    range(add(spec("model.mla.q_lora_rank", G::Model, K::Integer, tr("MLA query rank")),
              tr("Query latent rank (0 = queries straight from the hidden state)")),
          0, 8192);
    range(add(spec("model.mla.qk_nope_head_dim", G::Model, K::Integer, tr("MLA head size")),
              tr("Per-head query/key size without rotary embedding")),
          0, 1024);
    range(add(spec("model.mla.qk_rope_head_dim", G::Model, K::Integer, tr("MLA rotary size")),
              tr("Per-head query/key size with rotary embedding")),
          0, 1024);
    range(add(spec("model.mla.v_head_dim", G::Model, K::Integer, tr("MLA value size")),
              tr("Per-head value size")),
          0, 1024);
    range(add(spec("model.glu_clamp", G::Model, K::Number, tr("GLU clamp")),
              tr("The GLU's inputs are clamped to this (gpt-oss: 7; 0 = no clamp); "
                 "Megatron-Core clamps outside its fused GLU")),
          0, 10000, {}, 1, 1);
    range(add(spec("model.mtp_layers", G::Model, K::Integer, tr("MTP modules")),
              tr("Multi-token-prediction modules after the last layer (DeepSeek-V3: 1)")),
          0, 4);
    add(spec("model.tied_embeddings", G::Model, K::Toggle, tr("Tied embeddings")),
        tr("The output layer shares the input embedding's weights"));
}

}  // namespace syncwall::ui
