#include "scenario_io.h"

#include <cmath>
#include <cstdint>

#include "json_document.h"
#include "scaled_number.h"
#include "scenario_keys.h"
#include "scenario_reader.h"
#include "system_defaults.h"

namespace syncwall::core {
namespace {

// Splits "a.b.c" into its segments; empty if any segment is empty.
std::vector<std::string> splitKey(const std::string& key)
{
    std::vector<std::string> parts;
    std::string part;
    for (char c : key) {
        if (c == '.') {
            parts.push_back(part);
            part.clear();
        } else {
            part += c;
        }
    }
    parts.push_back(part);
    for (const std::string& p : parts)
        if (p.empty())
            return {};
    return parts;
}

// A number with a magnitude letter ("12k", "15T") for a numeric key, in the key's file unit
// ("1.5P" for a peak_tflops key is 1500); null for anything else.
Json scaledValue(const std::string& key, const std::string& text)
{
    const ScenarioKey* k = findScenarioKey(key);
    if (!k || k->kind == KeyKind::Boolean || k->kind == KeyKind::Choice)
        return nullptr;
    const std::optional<ScaledNumber> number = parseScaledNumber(text);
    if (!number)
        return nullptr;
    const double v = scaledToUnit(*number, toSi(1, k->unit));
    // Whole values as JSON integers, so an integer key reads "12k" as 12000.
    if (v == std::floor(v) && std::abs(v) < 9e15)
        return Json(static_cast<std::int64_t>(v));
    return Json(v);
}

// The value of "key=value": JSON when it parses as JSON, else a number with a magnitude letter
// for a numeric key, else the text as a string.
bool overrideValue(const std::string& key, const std::string& text, Json& value, Problems& problems)
{
    Problems valueProblems;
    if (parseJsonDocument(text, value, valueProblems))
        return true;
    const ProblemCode code = valueProblems.front().code;
    if (code == ProblemCode::NotFinite || code == ProblemCode::TooDeep) {
        problems.push_back({code, key, 0, valueProblems.front().max, {}});
        return false;
    }
    value = scaledValue(key, text);
    if (value.is_null())
        value = text;
    return true;
}

// The GPU id a "hardware" object starts from: its own, else its system's (default dgx-h100).
std::string baseGpuId(const Json& hardware, const Catalog& catalog)
{
    const auto gpu = hardware.find("gpu");
    if (gpu != hardware.end() && gpu->is_string())
        return gpu->get<std::string>();
    const auto preset = hardware.find("preset");
    const std::string system = preset != hardware.end() && preset->is_string()
                                   ? preset->get<std::string>()
                                   : std::string(kDefaultSystemId);
    const SystemEntry* entry = catalog.system(system);
    return entry ? entry->gpuId : std::string();
}

void applyOverride(Json& document, const std::string& assignment, const Catalog& catalog,
                   Problems& problems)
{
    const std::size_t eq = assignment.find('=');
    const std::string key = eq == std::string::npos ? assignment : assignment.substr(0, eq);
    const std::vector<std::string> parts = splitKey(key);
    if (eq == std::string::npos || parts.empty()) {
        problems.push_back({ProblemCode::ParseError, assignment, 0, 0, "KEY=VALUE"});
        return;
    }
    Json value;
    if (!overrideValue(key, assignment.substr(eq + 1), value, problems))
        return;
    Json* node = &document;
    std::string path;
    for (std::size_t i = 0; i + 1 < parts.size(); ++i) {
        path += (path.empty() ? "" : ".") + parts[i];
        Json& next = (*node)[parts[i]];
        // Refining a figure of a catalog GPU (given by id, or by the system) starts from it.
        if (path == "hardware.gpu" && (next.is_string() || next.is_null())) {
            const std::string base = baseGpuId(*node, catalog);
            next = base.empty() ? Json::object() : Json {{"base", base}};
        }
        if (next.is_null())
            next = Json::object();
        if (!next.is_object()) {
            problems.push_back({ProblemCode::NotAnObject, path, 0, 0, {}});
            return;
        }
        node = &next;
    }
    // Setting one of tokens/steps replaces the other (giving both is Inconsistent).
    if (key == "training.tokens")
        node->erase("steps");
    if (key == "training.steps")
        node->erase("tokens");
    (*node)[parts.back()] = std::move(value);
}

}  // namespace

ParsedScenario parseScenario(const std::string& jsonText, const Catalog& catalog)
{
    return parseScenarioWithOverrides(jsonText, {}, catalog);
}

ParsedScenario parseScenarioWithOverrides(const std::string& jsonText,
                                          const std::vector<std::string>& overrides,
                                          const Catalog& catalog)
{
    ParsedScenario out;
    try {
        Json document;
        if (!parseJsonDocument(jsonText, document, out.problems))
            return out;
        if (!overrides.empty() && !document.is_object()) {
            out.problems.push_back({ProblemCode::NotAnObject, {}, 0, 0, {}});
            return out;
        }
        for (const std::string& assignment : overrides)
            applyOverride(document, assignment, catalog, out.problems);
        if (!out.problems.empty())
            return out;
        return readScenarioDocument(document, catalog);
    } catch (const std::exception&) {
        // Not reachable with the checks above; never let an exception out of the core.
        out.problems.push_back({ProblemCode::ParseError, {}, 0, 0, {}});
        return out;
    }
}

Scenario defaultScenario(const Catalog& catalog)
{
    // The docs/contract.md example, dense (the contract's "moe" block only shows the syntax).
    // Kept identical to resources/scenarios/gpt3-175b-1536-a100.syncwall.json (tested).
    constexpr const char* kDefaultScenario = R"({
  "format": "syncwall-scenario", "version": 1,
  "model": {
    "preset": "gpt3-175b",
    "layers": 96, "hidden": 12288, "heads": 96, "kv_heads": 96, "ffn_hidden": 49152,
    "vocab": 51200, "seq_len": 2048, "params": 175e9,
    "moe": { "experts": 1, "top_k": 1 }
  },
  "hardware": {
    "preset": "dgx-a100",
    "gpu": "a100-sxm-80gb",
    "gpus_per_node": 8,
    "scale_up_GBps": 300,
    "scale_out_Gbps": 200,
    "nics_per_node": 8,
    "scale_up_latency_us": 2, "scale_out_latency_us": 5,
    "oversubscription": 1.0,
    "storage_write_GBps": 100, "storage_read_GBps": 200
  },
  "cluster": { "gpus": 1536 },
  "parallelism": {
    "tp": 8, "pp": 12, "cp": 1, "ep": 1, "dp": "auto",
    "micro_batch": 1, "virtual_stages": 1, "schedule": "1f1b",
    "zero": 1, "recompute": "selective", "sequence_parallel": true
  },
  "training": { "global_batch": 1536, "tokens": 3e11, "precision": "bf16", "optimizer": "adam" },
  "communication": { "algorithm": "auto", "dp_overlap": 0.8, "compression": 1.0 },
  "reliability": {
    "gpu_mttf_h": 50000, "nic_mttf_h": 150000, "psu_mttf_h": 100000, "host_mttf_h": 100000,
    "cluster_mtbf_h": null,
    "checkpoint_interval_s": "auto", "async_checkpoint": false,
    "restart_s": 600, "hot_spares": 0
  },
  "stragglers": { "slow_gpu_pct": 0, "jitter_cv": 0 },
  "cost": { "usd_per_gpu_hour": 2.7, "watts_per_gpu": 700, "pue": 1.3 }
}
)";
    return parseScenario(kDefaultScenario, catalog).scenario;
}

}  // namespace syncwall::core
