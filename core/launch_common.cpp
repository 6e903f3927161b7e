// The mappings every launch-config kind shares (launch_builder.h): the model shape, the GPU
// count, the pipeline schedule.
#include <algorithm>
#include <cmath>

#include "launch_builder.h"
#include "scenario_key_names.h"
#include "scenario_names.h"
#include "text_trim.h"

namespace syncwall::core::launch {

namespace {

const ConfigEntry* firstOf(LaunchBuilder& b, const std::array<std::string_view, 2>& names)
{
    for (std::string_view n : names)
        if (!n.empty())
            if (const ConfigEntry* e = b.find(n))
                return e;
    return nullptr;
}

const ConfigEntry* named(LaunchBuilder& b, std::string_view name)
{
    return name.empty() ? nullptr : b.find(name);
}

// A boolean entry, or a bare flag's presence.
std::optional<bool> flag(LaunchBuilder& b, const ConfigEntry* e)
{
    return e ? b.boolean(e) : std::nullopt;
}

// gpt-oss's clamped GLU and the experts' biases (expert_glue.h): Megatron-Core's
// activation_func_clamp_value, and add_bias_linear, true by default (TransformerConfig; NeMo's
// `bias: True`): Megatron's --disable-bias-linear and NeMo's `bias: false` turn it off.
void importExpertGlue(LaunchBuilder& b, const ShapeNames& n, bool whole)
{
    if (const ConfigEntry* clamp = named(b, n.clamp))
        if (const std::optional<double> v = b.number(clamp))
            b.set("model.glu_clamp", *v, ImportOrigin::Config, of(*clamp));
    const ConfigEntry* noBias = named(b, n.noBias);
    const ConfigEntry* bias = firstOf(b, n.bias);
    if (const std::optional<bool> off = flag(b, noBias))
        b.set("model.moe.expert_bias", *off ? 0 : 1, ImportOrigin::Config, of(*noBias));
    else if (const std::optional<bool> on = flag(b, bias))
        b.set("model.moe.expert_bias", *on ? 1 : 0, ImportOrigin::Config, of(*bias));
    else if (whole)
        b.set("model.moe.expert_bias", 1, ImportOrigin::ClassDefault,
              b.absent(n.noBias.empty() ? n.bias.front() : n.noBias));
}

}  // namespace

bool importShape(LaunchBuilder& b, const ShapeNames& n, bool swigluFfnDefault)
{
    const ConfigEntry* layers = named(b, n.layers);
    const ConfigEntry* hidden = named(b, n.hidden);
    const ConfigEntry* heads = named(b, n.heads);
    // With a model given beside the file (a config.json), the file's keys go onto it and the
    // framework's defaults do not replace what the model says.
    const bool whole = LaunchBuilder::stated(layers) && LaunchBuilder::stated(hidden)
                       && LaunchBuilder::stated(heads) && !b.keepsBaseModel();
    ModelSpec& m = b.scenario().model;
    if (whole) {
        const int seqLen = m.seqLen;
        m = ModelSpec {};
        m.seqLen = seqLen;
    }
    const std::optional<double> L = b.mapInteger(layers, "model.layers");
    const std::optional<double> H = b.mapInteger(hidden, "model.hidden");
    const std::optional<double> A = b.mapInteger(heads, "model.heads");
    const ConfigEntry* headDim = named(b, n.headDim);
    const std::optional<double> D = b.mapInteger(headDim, "model.head_dim");
    if (H && A && *A > 0 && !D && std::fmod(*H, *A) != 0)
        b.inconsistent(*hidden, *heads);

    // Query groups: Megatron reads them only with --group-query-attention.
    const ConfigEntry* groups = firstOf(b, n.kvGroups);
    const ConfigEntry* gqa = named(b, n.gqaFlag);
    if (groups && (n.gqaFlag.empty() || gqa)) {
        if (auto G = b.mapInteger(groups, "model.kv_heads"); G && A && *G > 0 && std::fmod(*A, *G))
            b.inconsistent(*groups, *heads);
    } else if (whole && A) {
        // Groups given without the flag that reads them: name the missing flag, not the groups.
        b.set("model.kv_heads", *A, ImportOrigin::ClassDefault,
              b.absent(groups                  ? n.gqaFlag
                       : n.kvGroups[0].empty() ? n.heads
                                               : n.kvGroups[0]));
    }

    const std::optional<bool> gated = flag(b, named(b, n.gated));
    if (gated)
        b.set("model.gated_mlp", *gated ? 1 : 0, ImportOrigin::Config, of(*named(b, n.gated)));
    else if (whole && !n.gated.empty())
        b.set("model.gated_mlp", 0, ImportOrigin::ClassDefault, b.absent(n.gated));

    const ConfigEntry* ffn = named(b, n.ffn);
    if (ffn) {
        b.mapInteger(ffn, "model.ffn_hidden");
    } else if (whole && H) {
        // Megatron-LM: 4 x hidden, or with SwiGLU 2/3 of that rounded down to a multiple of 64
        // (megatron/training/arguments.py, ffn_hidden_size).
        const double ffnDefault = gated.value_or(false) && swigluFfnDefault
                                      ? std::floor(4 * *H * 2 / 3 / 64) * 64
                                      : 4 * *H;
        From f = b.absent(n.ffn);
        f.names.push_back(hidden->name);
        f.lines = hidden->lines;
        b.set("model.ffn_hidden", ffnDefault, ImportOrigin::ClassDefault, std::move(f));
    }

    if (const ConfigEntry* vocab = named(b, n.vocab))
        b.mapInteger(vocab, "model.vocab");
    else if (whole)
        b.keep("model.vocab", b.absent(n.vocab), "tokenizer");

    const ConfigEntry* untied = named(b, n.untied);
    const ConfigEntry* tied = named(b, n.tied);
    if (auto u = flag(b, untied))
        b.set("model.tied_embeddings", *u ? 0 : 1, ImportOrigin::Config, of(*untied));
    else if (auto t = flag(b, tied))
        b.set("model.tied_embeddings", *t ? 1 : 0, ImportOrigin::Config, of(*tied));
    else if (whole)
        b.set("model.tied_embeddings", 1, ImportOrigin::ClassDefault,
              b.absent(n.untied.empty() ? n.tied : n.untied));

    const ConfigEntry* experts = named(b, n.experts);
    const std::optional<double> E = b.mapInteger(experts, "model.moe.experts");
    const ConfigEntry* topK = named(b, n.topK);
    if (E && *E > 1) {
        if (const std::optional<double> K = topK ? b.integer(topK) : std::nullopt) {
            if (*K > *E)
                b.inconsistent(*topK, *experts);
            else
                b.set("model.moe.top_k", *K, ImportOrigin::Config, of(*topK));
        } else if (!topK) {
            // Megatron-Core's default router top-k (TransformerConfig.moe_router_topk).
            b.set("model.moe.top_k", 2, ImportOrigin::ClassDefault, b.absent(n.topK));
        }
        b.mapInteger(named(b, n.expertFfn), "model.moe.expert_ffn_hidden");
        b.mapInteger(named(b, n.layerFreq), "model.moe.layer_freq");
        importExpertGlue(b, n, whole);
    } else if (whole) {
        b.set("model.moe.experts", 1, ImportOrigin::ClassDefault, b.absent(n.experts));
        b.set("model.moe.top_k", 1, ImportOrigin::ClassDefault, b.absent(n.experts));
    }
    b.mapInteger(named(b, n.mtp), "model.mtp_layers");
    if (whole || L || H || A)
        b.scenario().model.preset.clear();
    return whole;
}

void importGpuCount(LaunchBuilder& b, const ConfigEntry* perNode, const ConfigEntry* nodes)
{
    if (!perNode && !nodes) {
        b.keep("cluster.gpus", {}, "not_stated");
        return;
    }
    for (const ConfigEntry* e : {perNode, nodes})
        if (e && !LaunchBuilder::stated(e)) {
            b.keepUnstated("cluster.gpus", *e);
            return;
        }
    const std::optional<double> g = perNode ? b.integer(perNode) : 1.0;
    const std::optional<double> n = nodes ? b.integer(nodes) : 1.0;
    if (!g || !n)
        return;
    if (!perNode) {  // nodes without GPUs per node: the system's
        b.keep("cluster.gpus", of(*nodes), "not_stated");
        return;
    }
    From f = of({perNode, nodes});
    if (b.set("cluster.gpus", *g * *n, nodes ? ImportOrigin::Derived : ImportOrigin::Config,
              std::move(f), "world_size"))
        b.gpusStated();
}

void importRecomputeModules(LaunchBuilder& b, const ConfigEntry* modules)
{
    if (!modules)
        return;
    if (!LaunchBuilder::stated(modules)) {  // from the environment: the run decides
        for (const SelectiveModuleName& m : kSelectiveModuleNames)
            b.keepUnstated(m.key, *modules);
        return;
    }
    // A list, one word, or nothing at all (Megatron's nargs="*" flag given bare, or NeMo's []):
    // an empty list re-runs no module. (NeMo's null never arrives: it means the default.)
    std::vector<std::string> words = modules->items;
    if (modules->kind == ConfigEntry::Kind::Scalar)
        words = {modules->value};
    const auto listed = [&](std::string_view word) {
        return std::find(words.begin(), words.end(), word) != words.end();
    };
    const auto modelled = [](std::string_view w) {
        return std::any_of(kSelectiveModuleNames.begin(), kSelectiveModuleNames.end(),
                           [&](const SelectiveModuleName& m) { return m.word == w; });
    };
    const auto unmodelled = [](std::string_view w) {
        return std::find(kUnmodelledSelectiveModules.begin(), kUnmodelledSelectiveModules.end(), w)
               != kUnmodelledSelectiveModules.end();
    };
    std::string notModelled;
    for (const std::string& w : words) {
        if (unmodelled(w)) {
            notModelled += (notModelled.empty() ? "not modelled: " : ", ") + w;
        } else if (!modelled(w)) {
            std::string allowed;
            for (const SelectiveModuleName& m : kSelectiveModuleNames)
                allowed += std::string(m.word) + ", ";
            for (std::string_view u : kUnmodelledSelectiveModules)
                allowed += std::string(u) + (u == kUnmodelledSelectiveModules.back() ? "" : ", ");
            b.problem(ProblemCode::UnknownChoice, *modules, allowed);
            return;
        }
    }
    for (const SelectiveModuleName& m : kSelectiveModuleNames)
        b.set(m.key, listed(m.word) ? 1.0 : 0.0, ImportOrigin::Config, of(*modules), notModelled);
}

bool refusedWithoutPipeline(LaunchBuilder& b, const ConfigEntry& virtualStages,
                            const ConfigEntry* pp)
{
    if (b.scenario().parallel.pp >= 2)
        return false;
    if (pp)
        b.inconsistent(virtualStages, *pp);
    else
        b.problem(ProblemCode::Inconsistent, virtualStages, "parallelism.pp");
    return true;
}

void importSchedule(LaunchBuilder& b, const ConfigEntry* virtualStages, std::string_view name,
                    const ConfigEntry* pp)
{
    const bool null = virtualStages && virtualStages->kind == ConfigEntry::Kind::Null;
    std::optional<double> v;
    if (virtualStages && !null)
        v = b.mapInteger(virtualStages, key_names::kVirtualStages);
    if (v && *v > 1) {
        if (refusedWithoutPipeline(b, *virtualStages, pp))
            return;
        b.set("parallelism.schedule", double(int(Schedule::Interleaved)), ImportOrigin::Derived,
              of(*virtualStages), "interleaved");
        return;
    }
    From none = null ? of(*virtualStages) : b.absent(name);
    none.given = false;
    const std::string detail = null ? "null" : "";
    if (!b.source(key_names::kVirtualStages))
        b.set(key_names::kVirtualStages, 1, ImportOrigin::ClassDefault, none, detail);
    b.set("parallelism.schedule", double(int(Schedule::OneFOneB)), ImportOrigin::ClassDefault, none,
          detail);
}

void importCudaGraphs(LaunchBuilder& b, const ConfigEntry* impl, const ConfigEntry* scope,
                      const ConfigEntry* enable)
{
    // The scope: a list, one word, or words separated by commas; Megatron-Bridge also accepts
    // the enum's spelling (CudaGraphScope.full_iteration).
    std::vector<std::string> scopes;
    if (scope) {
        const std::vector<std::string> items = scope->kind == ConfigEntry::Kind::List
                                                   ? scope->items
                                                   : std::vector<std::string> {scope->value};
        for (const std::string& item : items)
            for (std::size_t start = 0; start <= item.size();) {
                const std::size_t comma = std::min(item.find(',', start), item.size());
                std::string_view word =
                    trimBlanks(std::string_view(item).substr(start, comma - start));
                if (const std::size_t dot = word.rfind('.'); dot != std::string_view::npos)
                    word.remove_prefix(dot + 1);
                if (!word.empty())
                    scopes.emplace_back(word);
                start = comma + 1;
            }
    }
    std::optional<std::string> how = b.word(impl);
    if (!how && enable && b.boolean(enable).value_or(enable->kind == ConfigEntry::Kind::Flag))
        how = "local";
    const bool whole = std::find(scopes.begin(), scopes.end(), "full_iteration") != scopes.end()
                       || how == "full_iteration";
    const bool captures = how == "local" || how == "full_iteration";
    if (whole && captures)
        b.set(key_names::kCudaGraphs, double(int(CudaGraphs::FullIteration)), ImportOrigin::Config,
              of({impl, scope, enable}));
    else if (how && how != "none")
        b.set(key_names::kCudaGraphs, double(int(CudaGraphs::None)), ImportOrigin::Config,
              of({impl, scope, enable}), "not modelled: CUDA graphs of parts of the step");
    else
        b.set(key_names::kCudaGraphs, double(int(CudaGraphs::None)), ImportOrigin::ClassDefault,
              impl ? of({impl, scope}) : b.absent("cuda_graph_impl"));
}

}  // namespace syncwall::core::launch
