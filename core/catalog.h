#pragma once
// Preset catalogs (GPUs, systems, fabrics, models, reliability), each entry with its source
// and an "as of" date. The JSON lives in resources/catalog/ and is compiled into the core.

#include <optional>
#include <string>
#include <vector>

#include "problem.h"
#include "scenario.h"

namespace syncwall::core {

struct Provenance {
    std::string name;    // display name, e.g. "NVIDIA H100 SXM5 80GB"
    std::string source;  // where the figures come from
    std::string asOf;    // YYYY-MM
    std::string notes;
};

struct GpuEntry {
    GpuSpec spec;
    Provenance about;
    std::string shortName;  // "H100": what a scenario's automatic name calls it
};

struct FabricEntry {
    std::string id;            // "ndr", "hdr", "xdr", "roce-400g", "eth-100g"
    double lineRate_bps = 0;   // per port per direction
    double efficiency = 0.94;  // nccl-tests busbw / line rate
    double latency_s = 5e-6;
    bool inNetworkReduction = false;  // SHARP
    Provenance about;
};

// What a system brings besides its hardware: the price of a GPU-hour and the failure data a
// scenario on it starts from, each with its source and date (Provenance::name unused).
struct SystemPrice {
    double usdPerGpuHour = 0;
    Provenance about;
};

struct SystemFailure {
    std::string presetId;  // a reliability entry
    bool assumed = true;   // carried over from elsewhere, not measured on this system
    Provenance about;
};

struct SystemEntry {
    std::string id;  // "dgx-h100"
    std::string gpuId;
    std::string fabricId;
    HardwareSpec hardware;  // complete, gpu filled from gpuId
    SystemPrice price;
    SystemFailure failure;
    Provenance about;
};

struct ModelEntry {
    ModelSpec spec;  // spec.preset holds the id
    Provenance about;
};

struct ReliabilityEntry {
    std::string id;                                 // "component-default", "llama3-h100"
    ReliabilitySpec spec;                           // component MTTFs, or a measured cluster rate
    std::optional<double> interruptionsPerGpuHour;  // measured rate; scales with GPU count
    Provenance about;
};

class Catalog {
public:
    // The catalog compiled from resources/catalog/*.json.
    static Catalog builtIn();
    // Parses catalog JSON documents (one per kind); problems name the offending entry.
    static Catalog fromJson(const std::string& gpus, const std::string& systems,
                            const std::string& fabrics, const std::string& models,
                            const std::string& reliability, Problems* problems);

    const std::vector<GpuEntry>& gpus() const { return m_gpus; }
    const std::vector<SystemEntry>& systems() const { return m_systems; }
    const std::vector<FabricEntry>& fabrics() const { return m_fabrics; }
    const std::vector<ModelEntry>& models() const { return m_models; }
    const std::vector<ReliabilityEntry>& reliability() const { return m_reliability; }

    const GpuEntry* gpu(const std::string& id) const;
    const SystemEntry* system(const std::string& id) const;
    const FabricEntry* fabric(const std::string& id) const;
    const ModelEntry* model(const std::string& id) const;
    // The model preset with this architecture: every shape field equal (a 0 that derives a
    // width as the width it derives, fractions to four decimals), the training choices
    // (sequence length, expert imbalance), a quoted parameter count (`params`, which a preset
    // may give where the shape derives it within 0.1 %) and the preset id aside; the entry with
    // the same count first. nullptr when none has it.
    const ModelEntry* modelWithShape(const ModelSpec& shape) const;
    const ReliabilityEntry* reliabilityPreset(const std::string& id) const;

private:
    std::vector<GpuEntry> m_gpus;
    std::vector<SystemEntry> m_systems;
    std::vector<FabricEntry> m_fabrics;
    std::vector<ModelEntry> m_models;
    std::vector<ReliabilityEntry> m_reliability;
};

// The GPU the system preset of `hardware` comes with, when `hardware` runs another one (a
// what-if whose NVLink, NICs, price and failure data stay the system's); nullptr when they
// agree, or the system or its GPU is not in the catalog.
const GpuEntry* systemGpuIfOther(const HardwareSpec& hardware, const Catalog& catalog);

}  // namespace syncwall::core
