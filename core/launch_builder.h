#pragma once
// The scenario being filled from a launch config, one key at a time, with each key's source
// (launch_import.h), and typed reads of the config's entries. Shared by the Megatron, NeMo and
// torchtitan importers. Internal to the core.

#include <array>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "config_document.h"
#include "launch_import.h"

namespace syncwall::core::launch {

// Where a value came from: config names (the first may be absent: `given` false) and lines.
struct From {
    std::vector<std::string> names;
    std::vector<SourceLine> lines;
    bool given = true;
    bool null = false;  // the first name is given as null (NeMo): its line, and "null"
};

From of(const ConfigEntry& e);
From of(std::initializer_list<const ConfigEntry*> entries);  // nullptr entries are skipped
From absent(std::string name);

class LaunchBuilder {
public:
    LaunchBuilder(const ConfigDocument& doc, const Scenario& base, LaunchImport& out);

    // The one entry named `name` (nullptr when absent or null). Given twice with different
    // values: an Inconsistent problem naming both lines, and the first.
    const ConfigEntry* find(std::string_view name, bool nulls = false);
    bool has(std::string_view name) { return find(name) != nullptr; }
    // A name the file does not give a value: absent, or null (then with its line).
    From absent(std::string_view name);
    // The first of `names` that is present.
    const ConfigEntry* first(std::initializer_list<std::string_view> names, bool nulls = false);

    // An integer entry onto `key`: set when stated, kept with the reason when the environment
    // or the run decides it; returns the value when set.
    std::optional<double> mapInteger(const ConfigEntry* e, std::string_view key);

    // Typed values; a wrong type is a WrongType problem naming the entry and its line. A shell
    // value that the environment or the run decides is "not stated": empty, no problem (see
    // stated()).
    std::optional<double> integer(const ConfigEntry* e);
    std::optional<double> number(const ConfigEntry* e);
    std::optional<bool> boolean(const ConfigEntry* e);
    std::optional<std::string> word(const ConfigEntry* e);
    static bool stated(const ConfigEntry* e) { return e && e->environment.empty() && !e->unknown; }

    // Sets `key` (file units) when `value` is in its range, else OutOfRange naming the first
    // name and its line; records the source.
    bool set(std::string_view key, double value, ImportOrigin origin, From from,
             std::string detail = {});
    // Keeps the base value, saying why (detail) and which entry was not used.
    void keep(std::string_view key, From from, std::string detail, std::string configText = {});
    // A key with a value from the environment or the run: kept, saying so.
    void keepUnstated(std::string_view key, const ConfigEntry& e);

    bool isSet(std::string_view key) const;
    const ImportSource* source(std::string_view key) const;
    Scenario& scenario() { return m_scenario; }
    void gpusStated() { m_out.gpusStated = true; }
    void modelFromFile() { m_out.modelFromFile = true; }
    // The base's model came from a config.json: the file's shape keys go onto it.
    bool keepsBaseModel() const { return m_keepBaseModel; }
    void keepBaseModel() { m_keepBaseModel = true; }
    Problems& problems() { return m_out.problems; }

    void inconsistent(const ConfigEntry& a, const ConfigEntry& b);
    void problem(ProblemCode code, const ConfigEntry& e, std::string detail, double min = 0,
                 double max = 0);

    // Every launch key in file order: those set or kept with a reason, and the rest kept.
    std::vector<ImportSource> sources() const;

private:
    const ConfigDocument& m_doc;
    Scenario m_scenario;
    LaunchImport& m_out;
    std::map<std::string, ImportSource> m_sources;
    std::map<std::string, bool> m_reported;  // duplicate names already reported
    bool m_keepBaseModel = false;
};

// The per-kind mappings (megatron_importer.cpp, nemo_importer.cpp, torchtitan_importer.cpp).
void importMegatron(const ConfigDocument& doc, LaunchBuilder& b);
void importNemo(const ConfigDocument& doc, LaunchBuilder& b);
void importTorchtitan(const ConfigDocument& doc, LaunchBuilder& b, const Catalog& catalog);

// The modules `recompute: selective` re-runs (Megatron-Core's `recompute_modules`, a list that
// replaces its default `core_attn`): each the scenario models onto its
// parallelism.recompute_* key; Megatron's other modules (mlp, moe, shared_experts) are named in
// the source's detail as not modelled; any other word is an UnknownChoice problem. Nothing
// when `modules` is absent.
void importRecomputeModules(LaunchBuilder& b, const ConfigEntry* modules);

// software.cuda_graphs from Megatron-Core's `cuda_graph_impl` and `cuda_graph_scope` (either
// kind's names): "full_iteration" when the scope lists it and the implementation captures
// (Megatron-Core's "local"; Megatron-Bridge's performance configs also write "full_iteration");
// the deprecated `enable_cuda_graph` stands for "local". Per-layer and Transformer Engine graphs
// of parts of a layer are not expressed and leave the key at none, said in the source's detail;
// nothing given: none, Megatron-Core's default.
void importCudaGraphs(LaunchBuilder& b, const ConfigEntry* impl, const ConfigEntry* scope,
                      const ConfigEntry* enable);

}  // namespace syncwall::core::launch

namespace syncwall::core::launch {

// The names a framework gives the model shape (Megatron flags, NeMo / Bridge keys); empty =
// the framework has none.
struct ShapeNames {
    std::string_view layers, hidden, heads, ffn, headDim, vocab, experts, topK, expertFfn,
        layerFreq, mtp;
    std::array<std::string_view, 2> kvGroups;  // the first present counts
    std::string_view gqaFlag;                  // Megatron: groups only with this flag
    std::string_view gated, untied, tied;      // booleans or flags
    // MoE only: gpt-oss's GLU clamp (a number), and the linear layers' biases: a boolean
    // (`bias`, true = biases; the first present counts) or a flag that turns them off.
    std::string_view clamp;
    std::array<std::string_view, 2> bias;
    std::string_view noBias;
};

// The model shape: a fresh model (the framework's defaults for what the file leaves out) when
// the file gives layers, hidden size and heads; else the given keys onto the base model.
// Contradictions (heads not dividing the hidden size, groups not dividing the heads, top-k
// above the experts) name both lines. Returns whether the shape was given.
bool importShape(LaunchBuilder& b, const ShapeNames& n, bool swigluFfnDefault);

// cluster.gpus = nodes x GPUs per node (a missing node count is 1), or kept when the file
// does not state them.
void importGpuCount(LaunchBuilder& b, const ConfigEntry* perNode, const ConfigEntry* nodes);

// parallelism.schedule and virtual_stages from the virtual stages entry (or their defaults).
// `virtualStages` may be a null entry (NeMo's null: no interleaving).
// Virtual stages need a pipeline: with PP under 2 an Inconsistent problem naming the entry and
// the PP entry (or parallelism.pp), and true.
bool refusedWithoutPipeline(LaunchBuilder& b, const ConfigEntry& virtualStages,
                            const ConfigEntry* pp);
void importSchedule(LaunchBuilder& b, const ConfigEntry* virtualStages, std::string_view name,
                    const ConfigEntry* pp);

}  // namespace syncwall::core::launch
