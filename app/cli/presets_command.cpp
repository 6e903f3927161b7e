// syncwall-cli presets [--json]: every catalog entry with its key figures, source and date.

#include <iostream>
#include <memory>

#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/json_output.h"
#include "cli/text_format.h"
#include "cli/text_table.h"
#include "core/catalog.h"
#include "core/compute_model.h"
#include "core/model_shape.h"
#include "core/scenario_keys.h"
#include "core/scenario_names.h"

namespace syncwall::cli {

namespace {

using Json = nlohmann::ordered_json;
using namespace syncwall::core;

Json about(Json entry, const Provenance& p)
{
    entry["name"] = p.name;
    entry["source"] = p.source;
    entry["as_of"] = p.asOf;
    if (!p.notes.empty())
        entry["notes"] = p.notes;
    return entry;
}

Json gpuJson(const GpuSpec& g)
{
    Json peak = Json::object();
    for (const auto& p : kPrecisionNames)
        peak[std::string(p.name)] = peakFlops(g, p.value);
    return Json {{"id", g.id},
                 {"peak_flops", peak},
                 {"memory_B", g.memory_B},
                 {"memory_Bps", g.memory_Bps},
                 {"watts", g.watts}};
}

// A model's shape by the last segment of each declared model key (SI, as the file holds it).
Json modelJson(const ModelSpec& m)
{
    Scenario holder;
    holder.model = m;
    Json j {{"id", m.preset}};
    for (const ScenarioKey& k : scenarioKeys()) {
        if (!k.key.starts_with("model."))
            continue;
        const double v = k.get(holder).value_or(0);
        const std::string name(k.name());
        if (k.kind == KeyKind::Boolean)
            j[name] = v != 0;
        else if (k.kind == KeyKind::Integer)
            j[name] = static_cast<std::int64_t>(v);
        else
            j[name] = v;
    }
    // "params" 0 means "from the shape": the counts the model uses, as estimate reports them.
    const ParameterCounts counts = parameterCounts(m);
    j["total_params"] = counts.total;
    j["active_params"] = counts.active;
    return j;
}

Json cataloguesToJson(const Catalog& c)
{
    Json out = Json::object();
    out["gpus"] = Json::array();
    for (const GpuEntry& e : c.gpus())
        out["gpus"].push_back(about(gpuJson(e.spec), e.about));
    out["systems"] = Json::array();
    for (const SystemEntry& e : c.systems()) {
        const HardwareSpec& h = e.hardware;
        out["systems"].push_back(about(Json {{"id", e.id},
                                             {"gpu", e.gpuId},
                                             {"fabric", e.fabricId},
                                             {"gpus_per_node", h.gpusPerNode},
                                             {"scale_up_Bps", h.scaleUp_Bps},
                                             {"scale_out_bps", h.scaleOut_bps},
                                             {"nics_per_node", h.nicsPerNode}},
                                       e.about));
    }
    out["fabrics"] = Json::array();
    for (const FabricEntry& e : c.fabrics())
        out["fabrics"].push_back(about(Json {{"id", e.id},
                                             {"line_rate_bps", e.lineRate_bps},
                                             {"efficiency", e.efficiency},
                                             {"latency_s", e.latency_s},
                                             {"in_network_reduction", e.inNetworkReduction}},
                                       e.about));
    out["models"] = Json::array();
    for (const ModelEntry& e : c.models()) {
        out["models"].push_back(about(modelJson(e.spec), e.about));
    }
    out["reliability"] = Json::array();
    for (const ReliabilityEntry& e : c.reliability()) {
        Json entry {{"id", e.id},
                    {"gpu_mttf_s", e.spec.gpuMttf_s},
                    {"nic_mttf_s", e.spec.nicMttf_s},
                    {"psu_mttf_s", e.spec.psuMttf_s},
                    {"host_mttf_s", e.spec.hostMttf_s}};
        entry["interruptions_per_gpu_hour"] =
            e.interruptionsPerGpuHour ? Json(*e.interruptionsPerGpuHour) : Json(nullptr);
        out["reliability"].push_back(about(entry, e.about));
    }
    return out;
}

template <typename Entries, typename Figures>
void printCatalogue(const char* title, const Entries& entries, Figures figures)
{
    std::cout << title << '\n';
    TextTable table;
    for (const char* header : {"id", "name", "figures", "as of", "source"})
        table.addColumn(header, TextTable::Align::Left);
    for (const auto& entry : entries) {
        auto [id, text] = figures(entry);
        table.addRow({id, entry.about.name, text, entry.about.asOf, entry.about.source});
    }
    table.print(std::cout, "  ");
    std::cout << '\n';
}

using Row = std::pair<std::string, std::string>;

void printCatalogues(const Catalog& c)
{
    printCatalogue("GPUs", c.gpus(), [](const GpuEntry& e) {
        const double bf16 = e.spec.peak_flops[static_cast<std::size_t>(Precision::Bf16)];
        return Row {e.spec.id, fmtNumber(bf16 / 1e12, 0) + " TFLOP/s bf16, "
                                   + fmtBytes(e.spec.memory_B) + ", "
                                   + fmtBandwidth(e.spec.memory_Bps)};
    });
    printCatalogue("Systems", c.systems(), [](const SystemEntry& e) {
        return Row {e.id, std::to_string(e.hardware.gpusPerNode) + " x " + e.gpuId + ", scale-up "
                              + fmtBandwidth(e.hardware.scaleUp_Bps) + ", scale-out "
                              + fmtNumber(e.hardware.scaleOut_bps / 1e9, 0) + " Gb/s per GPU"};
    });
    printCatalogue("Fabrics", c.fabrics(), [](const FabricEntry& e) {
        return Row {e.id, fmtNumber(e.lineRate_bps / 1e9, 0) + " Gb/s, "
                              + fmtPercent(e.efficiency, 0) + " of line rate"
                              + (e.inNetworkReduction ? ", SHARP" : "")};
    });
    printCatalogue("Models", c.models(), [](const ModelEntry& e) {
        const ModelSpec& m = e.spec;
        // model.params 0 = from the shape: the total the model counts (model_shape.h).
        std::string text = fmtNumber(parameterCounts(m).total / 1e9, 1) + "B params, "
                           + std::to_string(m.layers) + " layers, hidden "
                           + std::to_string(m.hidden) + ", " + std::to_string(m.heads) + " heads";
        if (m.experts > 1)
            text +=
                ", " + std::to_string(m.experts) + " experts (top " + std::to_string(m.topK) + ")";
        return Row {m.preset, text};
    });
    printCatalogue("Reliability", c.reliability(), [](const ReliabilityEntry& e) {
        std::string text = e.interruptionsPerGpuHour
                               ? fmtNumber(*e.interruptionsPerGpuHour * 1e6, 2)
                                     + " interruptions per million GPU-hours"
                               : "GPU MTTF " + fmtNumber(e.spec.gpuMttf_s / 3600, 0) + " h";
        return Row {e.id, text};
    });
}

}  // namespace

void addPresetsCommand(CLI::App& app, int& exitCode)
{
    auto json = std::make_shared<bool>(false);
    CLI::App* command =
        app.add_subcommand("presets", "List the preset catalogs with each entry's source");
    command->add_flag("--json", *json, "One JSON object with every catalog");
    command->callback([json, &exitCode] {
        const Catalog catalog = Catalog::builtIn();
        const Json all = cataloguesToJson(catalog);
        if (*json) {
            exitCode = printJson(all, std::cout);
            return;
        }
        printCatalogues(catalog);
        exitCode = reportNonFinite(nonFinitePaths(all));
    });
}

}  // namespace syncwall::cli
