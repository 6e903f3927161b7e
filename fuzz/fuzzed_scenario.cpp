#include "fuzzed_scenario.h"

#include <fuzzer/FuzzedDataProvider.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <string>
#include <vector>

#include "core/scenario_io.h"
#include "core/validator.h"

namespace syncwall::fuzz {
namespace {

using core::Scenario;

// An integer that is usually plausible (small, a power of two, a divisor of `related`) and
// sometimes anything, including zero, negative and INT_MAX.
int fuzzInt(FuzzedDataProvider& p, int lo, int hi, int related = 0)
{
    switch (p.ConsumeIntegralInRange(0, 7)) {
    case 0:
        return p.ConsumeIntegral<int>();
    case 1:
        return p.PickValueInArray({0, -1, 1, std::numeric_limits<int>::max(),
                                   std::numeric_limits<int>::min(), hi, hi + 1, lo - 1});
    case 2:
        return 1 << p.ConsumeIntegralInRange(0, 20);
    case 3: {
        if (related <= 0)
            return p.ConsumeIntegralInRange(1, 16);
        std::vector<int> divisors;
        for (int d = 1; d <= related / d && divisors.size() < 64; ++d)
            if (related % d == 0) {
                divisors.push_back(d);
                divisors.push_back(related / d);
            }
        return divisors[p.ConsumeIntegralInRange<std::size_t>(0, divisors.size() - 1)];
    }
    case 4:
        return p.ConsumeIntegralInRange(1, 16);
    default:
        return p.ConsumeIntegralInRange(lo, hi);
    }
}

// A real in [lo, hi] (log-uniform when the range spans decades), or a boundary, or anything.
double fuzzReal(FuzzedDataProvider& p, double lo, double hi)
{
    switch (p.ConsumeIntegralInRange(0, 7)) {
    case 0:
        return p.ConsumeFloatingPoint<double>();
    case 1:
        return p.PickValueInArray(
            {0.0, -0.0, -1.0, lo, hi, std::nextafter(lo, hi), std::nextafter(hi, 2 * hi + 1),
             std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity(),
             std::numeric_limits<double>::denorm_min(), std::numeric_limits<double>::max()});
    case 2:
    case 3:
        if (lo > 0 && hi / lo > 100)
            return lo * std::pow(hi / lo, p.ConsumeProbability<double>());
        [[fallthrough]];
    default:
        return lo + (hi - lo) * p.ConsumeProbability<double>();
    }
}

std::optional<double> fuzzOptional(FuzzedDataProvider& p, double lo, double hi)
{
    if (p.ConsumeBool())
        return std::nullopt;
    return fuzzReal(p, lo, hi);
}

template <typename E>
E fuzzEnum(FuzzedDataProvider& p, int count)
{
    // Mostly a real enumerator; rarely one past the end (a corrupted value must not crash).
    return static_cast<E>(
        p.ConsumeIntegralInRange(0, count - (p.ConsumeIntegralInRange(0, 15) ? 1 : 0)));
}

using Edit = std::function<void(Scenario&, FuzzedDataProvider&)>;

// Ranges are in SI (the Scenario's units), a little wider than the validator's.
const std::vector<Edit>& edits()
{
    static const std::vector<Edit> table = {
        [](Scenario& s, FuzzedDataProvider& p) { s.model.layers = fuzzInt(p, 1, 1000); },
        [](Scenario& s, FuzzedDataProvider& p) { s.model.hidden = fuzzInt(p, 64, 1000000); },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.model.heads = fuzzInt(p, 1, 65536, s.model.hidden);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.model.kvHeads = fuzzInt(p, 0, 65536, s.model.heads);
        },
        [](Scenario& s, FuzzedDataProvider& p) { s.model.ffnHidden = fuzzInt(p, 0, 10000000); },
        [](Scenario& s, FuzzedDataProvider& p) { s.model.gatedMlp = p.ConsumeBool(); },
        [](Scenario& s, FuzzedDataProvider& p) { s.model.vocab = fuzzInt(p, 1, 10000000); },
        [](Scenario& s, FuzzedDataProvider& p) { s.model.seqLen = fuzzInt(p, 1, 10000000); },
        [](Scenario& s, FuzzedDataProvider& p) { s.model.params = fuzzReal(p, 1e6, 1e15); },
        [](Scenario& s, FuzzedDataProvider& p) { s.model.experts = fuzzInt(p, 1, 4096); },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.model.topK = fuzzInt(p, 1, 4096, s.model.experts);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            const int i = p.ConsumeIntegralInRange(0, core::kPrecisionCount - 1);
            s.hardware.gpu.peak_flops[std::size_t(i)] = fuzzReal(p, 1e12, 1e18);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.hardware.gpu.memory_B = fuzzReal(p, 1e9, 1e14);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.hardware.gpu.memory_Bps = fuzzReal(p, 1e9, 1e15);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.hardware.gpu.gemmEfficiency = fuzzReal(p, 1e-3, 1);
        },
        [](Scenario& s, FuzzedDataProvider& p) { s.hardware.gpu.watts = fuzzReal(p, 0, 1e5); },
        [](Scenario& s, FuzzedDataProvider& p) { s.hardware.gpusPerNode = fuzzInt(p, 1, 1024); },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.hardware.scaleUpDomain = fuzzInt(p, 0, 1 << 20);
        },
        [](Scenario& s, FuzzedDataProvider& p) { s.hardware.scaleUp_Bps = fuzzReal(p, 1e6, 1e15); },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.hardware.scaleOut_bps = fuzzReal(p, 1e6, 1e15);
        },
        [](Scenario& s, FuzzedDataProvider& p) { s.hardware.nicsPerNode = fuzzInt(p, 1, 1024); },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.hardware.scaleUpLatency_s = fuzzReal(p, 0, 0.01);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.hardware.scaleOutLatency_s = fuzzReal(p, 0, 0.01);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.hardware.scaleUpEfficiency = fuzzReal(p, 1e-3, 1);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.hardware.scaleOutEfficiency = fuzzReal(p, 1e-3, 1);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.hardware.oversubscription = fuzzReal(p, 1, 64);
        },
        [](Scenario& s, FuzzedDataProvider& p) { s.hardware.inSwitchReduction = p.ConsumeBool(); },
        [](Scenario& s, FuzzedDataProvider& p) { s.hardware.inNetworkReduction = p.ConsumeBool(); },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.hardware.storageWrite_Bps = fuzzReal(p, 1e6, 1e15);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.hardware.storageRead_Bps = fuzzReal(p, 1e6, 1e15);
        },
        [](Scenario& s, FuzzedDataProvider& p) { s.gpus = fuzzInt(p, 1, 1 << 20); },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.parallel.tp = fuzzInt(p, 1, 1024, s.model.heads);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.parallel.pp = fuzzInt(p, 1, 1000, s.model.layers);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.parallel.cp = fuzzInt(p, 1, 1 << 20, s.model.seqLen);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.parallel.ep = fuzzInt(p, 1, 4096, s.model.experts);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            const auto degree = [](int v) { return std::clamp(v, 1, 1 << 20); };
            const long long model =
                1LL * degree(s.parallel.tp) * degree(s.parallel.pp) * degree(s.parallel.cp);
            s.parallel.dp =
                p.ConsumeBool()
                    ? 0
                    : fuzzInt(p, 0, 1 << 20, model > 0 && model < s.gpus ? int(s.gpus / model) : 0);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.parallel.microBatch = fuzzInt(p, 1, 65536, s.training.globalBatch);
        },
        [](Scenario& s, FuzzedDataProvider& p) { s.parallel.virtualStages = fuzzInt(p, 1, 1000); },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.parallel.schedule = fuzzEnum<core::Schedule>(p, 3);
        },
        [](Scenario& s, FuzzedDataProvider& p) { s.parallel.zero = fuzzInt(p, 0, 3); },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.parallel.recompute = fuzzEnum<core::Recompute>(p, 4);
        },
        [](Scenario& s, FuzzedDataProvider& p) { s.parallel.sequenceParallel = p.ConsumeBool(); },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.parallel.selective = {p.ConsumeBool(), p.ConsumeBool(), p.ConsumeBool(),
                                    p.ConsumeBool()};
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.training.globalBatch = fuzzInt(p, 1, 1000000000);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.training.tokens = fuzzReal(p, 0, 1e16);
            s.training.steps = p.ConsumeBool() ? 0 : s.training.steps;
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.training.steps = std::floor(fuzzReal(p, 0, 1e12));
            s.training.tokens = p.ConsumeBool() ? 0 : s.training.tokens;
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.training.precision = fuzzEnum<core::Precision>(p, core::kPrecisionCount);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.training.optimizer = fuzzEnum<core::Optimizer>(p, 2);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.comm.algorithm = fuzzEnum<core::Algorithm>(p, 5);
        },
        [](Scenario& s, FuzzedDataProvider& p) { s.comm.dpOverlap = fuzzReal(p, 0, 1); },
        [](Scenario& s, FuzzedDataProvider& p) { s.comm.compression = fuzzReal(p, 1e-3, 1); },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.reliability.gpuMttf_s = fuzzReal(p, 1, 3.6e13);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.reliability.nicMttf_s = fuzzReal(p, 1, 3.6e13);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.reliability.psuMttf_s = fuzzReal(p, 1, 3.6e13);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.reliability.hostMttf_s = fuzzReal(p, 1, 3.6e13);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.reliability.clusterMtbf_s = fuzzOptional(p, 1, 3.6e13);
        },
        [](Scenario& s, FuzzedDataProvider& p) {  // a measured rate, as the presets express one
            const double rate = fuzzReal(p, 0, 1e-3);
            s.reliability.gpuMttf_s = 1 / rate;
            s.reliability.nicMttf_s = s.reliability.psuMttf_s = s.reliability.hostMttf_s = 1e300;
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.reliability.checkpointInterval_s = fuzzOptional(p, 1e-3, 1e9);
        },
        [](Scenario& s, FuzzedDataProvider& p) { s.reliability.asyncCheckpoint = p.ConsumeBool(); },
        [](Scenario& s, FuzzedDataProvider& p) { s.reliability.restart_s = fuzzReal(p, 0, 1e7); },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.reliability.hotSpares = fuzzInt(p, 0, 1 << 20);
        },
        [](Scenario& s, FuzzedDataProvider& p) { s.reliability.spareSwap_s = fuzzReal(p, 0, 1e7); },
        [](Scenario& s, FuzzedDataProvider& p) { s.reliability.provision_s = fuzzReal(p, 0, 1e7); },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.stragglers.slowGpuFraction = fuzzReal(p, 0, 10);
        },
        [](Scenario& s, FuzzedDataProvider& p) { s.stragglers.jitterCv = fuzzReal(p, 0, 10); },
        [](Scenario& s, FuzzedDataProvider& p) { s.cost.usdPerGpuHour = fuzzReal(p, 0, 1e4); },
        [](Scenario& s, FuzzedDataProvider& p) { s.cost.wattsPerGpu = fuzzReal(p, 0, 1e5); },
        [](Scenario& s, FuzzedDataProvider& p) { s.cost.pue = fuzzReal(p, 1, 3); },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.calibration.computeScale = fuzzReal(p, 1e-3, 100);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.calibration.linkScale = fuzzReal(p, 1e-3, 100);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.calibration.measuredStep_s = fuzzOptional(p, 1e-3, 1e7);
        },
        [](Scenario& s, FuzzedDataProvider& p) {
            s.calibration.measuredMfu = fuzzOptional(p, 1e-3, 1);
        },
    };
    return table;
}

// A catalog model on a catalog system with a layout that usually divides (the edits then
// move it around).
Scenario presetBase(FuzzedDataProvider& p, const core::Catalog& catalog)
{
    Scenario s = core::defaultScenario(catalog);
    const auto& models = catalog.models();
    const auto& systems = catalog.systems();
    if (!models.empty() && p.ConsumeBool())
        s.model = models[p.ConsumeIntegralInRange<std::size_t>(0, models.size() - 1)].spec;
    if (!systems.empty() && p.ConsumeBool())
        s.hardware = systems[p.ConsumeIntegralInRange<std::size_t>(0, systems.size() - 1)].hardware;
    s.gpus = 1 << p.ConsumeIntegralInRange(0, 16);
    s.parallel.tp = 1 << p.ConsumeIntegralInRange(0, 3);
    s.parallel.pp = 1;
    s.parallel.dp = 0;
    s.parallel.cp = 1;
    s.parallel.ep = 1;
    s.training.globalBatch = 1 << p.ConsumeIntegralInRange(0, 14);
    return s;
}

}  // namespace

core::Scenario fuzzedScenario(const std::uint8_t* data, std::size_t size,
                              const core::Catalog& catalog)
{
    Scenario out;
    std::size_t editsFrom = 0;
    if (size > 0 && data[0] == '{') {
        const void* nul = std::memchr(data, 0, size);
        const std::size_t end =
            nul ? std::size_t(static_cast<const std::uint8_t*>(nul) - data) : size;
        const core::ParsedScenario parsed =
            core::parseScenario(std::string(reinterpret_cast<const char*>(data), end), catalog);
        // A file whose only problems are the validator's is kept (edits may repair it); one
        // the parser refused may hold ids no file can (an unknown preset): the default instead.
        const bool structural = parsed.problems.size() != core::validate(parsed.scenario).size();
        out = structural ? core::defaultScenario(catalog) : parsed.scenario;
        editsFrom = nul ? end + 1 : size;
    }
    FuzzedDataProvider p(data + editsFrom, size - editsFrom);
    if (editsFrom == 0)
        out = presetBase(p, catalog);
    const auto& table = edits();
    for (int n = 0; n < 64 && p.remaining_bytes() > 0; ++n)
        table[p.ConsumeIntegralInRange<std::size_t>(0, table.size() - 1)](out, p);
    return out;
}

}  // namespace syncwall::fuzz
