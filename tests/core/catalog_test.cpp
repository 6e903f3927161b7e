// The built-in catalogs: required ids, sources, dense figures, the nccl-derived efficiencies
// against tests/data/validation/published_runs.json, and hostile catalog JSON.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <regex>

#include "core/catalog.h"
#include "core/catalog_data.h"
#include "core/gemm_size_curve.h"
#include "core/power_clock.h"
#include "core/scenario_io.h"
#include "core/validator.h"
#include "scenario_test_support.h"

using namespace syncwall::core;
using namespace syncwall::core::test;

namespace {

double peak(const GpuSpec& g, Precision p) { return g.peak_flops[static_cast<int>(p)]; }

// A figure of one published_runs.json row: measured[key].
double published(const std::string& id, const std::string& key)
{
    static const nlohmann::json rows =
        nlohmann::json::parse(readText(dataPath("validation/published_runs.json")));
    for (const auto& row : rows)
        if (row.value("id", "") == id)
            return row.at("measured").at(key).get<double>();
    ADD_FAILURE() << "no row " << id;
    return 0;
}

}  // namespace

TEST(Catalog, BuiltInJsonHasNoProblems)
{
    Problems problems;
    const Catalog c =
        Catalog::fromJson(catalog_data::gpus(), catalog_data::systems(), catalog_data::fabrics(),
                          catalog_data::models(), catalog_data::reliability(), &problems);
    for (const Problem& p : problems)
        ADD_FAILURE() << int(p.code) << " " << p.key << " " << p.detail;
    EXPECT_EQ(c.gpus().size(), catalog().gpus().size());
}

TEST(Catalog, ModelWithShapeIgnoresTrainingChoicesOnly)
{
    // Every preset is found by its own shape and count, under its own id.
    for (const ModelEntry& e : catalog().models()) {
        ModelSpec m = e.spec;
        m.preset = "something else";
        m.seqLen = 131072;     // a training choice
        m.moeImbalance = 1.4;  // measured per run
        const ModelEntry* found = catalog().modelWithShape(m);
        ASSERT_NE(found, nullptr) << e.spec.preset;
        EXPECT_EQ(found->spec.preset, e.spec.preset);
        // Derived from the shape instead of the quoted count: a preset of this network.
        m.params = 0;
        found = catalog().modelWithShape(m);
        ASSERT_NE(found, nullptr) << e.spec.preset;
        EXPECT_EQ(found->spec.layers, e.spec.layers);
        EXPECT_EQ(found->spec.ffnHidden, e.spec.ffnHidden);
    }
    // Llama 3 405B quotes its count, Llama 3.1 405B (the same network) derives it.
    ModelSpec llama = catalog().model("llama3-405b")->spec;
    llama.params = 0;
    EXPECT_EQ(catalog().modelWithShape(llama)->spec.preset, "llama3.1-405b");
    // Any shape field differing is another model.
    ModelSpec m = catalog().model("llama3-8b")->spec;
    m.kvHeads = m.heads;
    EXPECT_EQ(catalog().modelWithShape(m), nullptr);
    m = catalog().model("llama3-8b")->spec;
    m.tiedEmbeddings = !m.tiedEmbeddings;
    EXPECT_EQ(catalog().modelWithShape(m), nullptr);
    m = catalog().model("deepseek-v3")->spec;
    m.mla.vHeadDim = 64;
    EXPECT_EQ(catalog().modelWithShape(m), nullptr);
    // The same network written another way is the same: derived widths stated (Llama 3 8B's
    // 128-wide heads, its 8 KV heads), a windowed share computed (gpt-oss's 18 of 36).
    m = catalog().model("llama3-8b")->spec;
    m.headDim = m.hidden / m.heads;
    m.kvHeads = m.kvHeads == 0 ? m.heads : m.kvHeads;
    ASSERT_NE(catalog().modelWithShape(m), nullptr);
    EXPECT_EQ(catalog().modelWithShape(m)->spec.preset, "llama3-8b");
    m = catalog().model("gpt-oss-120b")->spec;
    m.slidingWindowShare = 18.0 / 36.0 + 1e-9;
    ASSERT_NE(catalog().modelWithShape(m), nullptr);
    EXPECT_EQ(catalog().modelWithShape(m)->spec.preset, "gpt-oss-120b");
}

TEST(Catalog, ContractIdsExist)
{
    for (const char* id : {"dgx-a100", "dgx-h100", "hgx-h200", "hgx-h800", "dgx-b200",
                           "gb200-nvl72", "dgx-b300", "gb300-nvl72", "mi300x-8"})
        EXPECT_NE(catalog().system(id), nullptr) << id;
    for (const char* id : {"a100-sxm-40gb", "a100-sxm-80gb", "h100-sxm", "h200-sxm", "h800", "b200",
                           "gb200", "b300", "gb300", "mi300x"})
        EXPECT_NE(catalog().gpu(id), nullptr) << id;
    for (const char* id : {"gpt3-175b", "megatron-1t", "llama3-8b", "llama3-70b", "llama3-405b",
                           "llama2-7b", "llama2-70b", "mixtral-8x7b"})
        EXPECT_NE(catalog().model(id), nullptr) << id;
    for (const char* id : {"hdr", "ndr", "xdr", "roce-400g", "eth-100g"})
        EXPECT_NE(catalog().fabric(id), nullptr) << id;
    for (const char* id : {"component-default", "llama3-h100"})
        EXPECT_NE(catalog().reliabilityPreset(id), nullptr) << id;
    EXPECT_EQ(catalog().gpu("h900"), nullptr);
    EXPECT_EQ(catalog().system(""), nullptr);
}

TEST(Catalog, EveryEntryCitesASourceAndDate)
{
    const std::regex yearMonth("20[0-9]{2}-(0[1-9]|1[0-2])");
    std::vector<const Provenance*> all;
    for (const auto& e : catalog().gpus())
        all.push_back(&e.about);
    for (const auto& e : catalog().systems())
        all.push_back(&e.about);
    for (const auto& e : catalog().fabrics())
        all.push_back(&e.about);
    for (const auto& e : catalog().models())
        all.push_back(&e.about);
    for (const auto& e : catalog().reliability())
        all.push_back(&e.about);
    EXPECT_GE(all.size(), 29u);
    for (const Provenance* p : all) {
        EXPECT_FALSE(p->name.empty());
        EXPECT_GT(p->source.size(), 20u) << p->name;
        EXPECT_TRUE(std::regex_match(p->asOf, yearMonth)) << p->name << ": " << p->asOf;
    }
}

TEST(Catalog, FilesStateUnitsAndAvoidTheRawStringDelimiter)
{
    for (const char* kind : {"gpus", "systems", "fabrics", "models", "reliability"}) {
        const std::string text =
            readText(sourcePath(std::string("resources/catalog/") + kind + ".json"));
        EXPECT_EQ(text.find(")sw_json\""), std::string::npos) << kind;
        const nlohmann::json doc = nlohmann::json::parse(text);
        EXPECT_TRUE(doc.at("units").is_string()) << kind;
    }
    const std::string units = nlohmann::json::parse(catalog_data::gpus()).at("units");
    EXPECT_NE(units.find("dense"), std::string::npos);
    EXPECT_NE(units.find("1e9 bytes, not GiB"), std::string::npos);
}

TEST(Catalog, GpuFiguresFromDatasheets)
{
    struct Row {
        const char* id;
        double fp32, tf32, bf16, fp8, fp4, memory_GB, hbm_GBps, watts;
    };
    // Dense TFLOP/s: datasheet figures quoted with sparsity, halved (sources in gpus.json);
    // Blackwell Ultra's dense FP4 is the datasheets' own dense figure (105 / 8 and 1,080 / 72
    // PFLOPS), not half its sparse one. HBM capacity is what the device reports, not the
    // datasheet's rounded name: nvidia-smi's MiB total (an H100 "80GB" shows 81,559 MiB,
    // 85.5 GB), rocm-smi's bytes for the MI300X; the catalog rounds them to 0.01 GB.
    constexpr double kMiB = 1048576.0 / 1e9;  // GB per MiB
    const Row rows[] = {
        {"a100-sxm-40gb", 19.5, 156, 312, 0, 0, 40960 * kMiB, 1555, 400},
        {"a100-sxm-80gb", 19.5, 156, 312, 0, 0, 81920 * kMiB, 2039, 400},
        {"h100-sxm", 66.9, 494.7, 989.4, 1978.9, 0, 81559 * kMiB, 3350, 700},
        {"h200-sxm", 66.9, 494.7, 989.4, 1978.9, 0, 143771 * kMiB, 4800, 700},
        {"h800", 66.9, 494.7, 989.4, 1978.9, 0, 81559 * kMiB, 3350, 700},
        {"b200", 75, 1100, 2250, 4500, 9000, 183359 * kMiB, 7700, 1000},
        {"gb200", 80, 1250, 2500, 5000, 10000, 189471 * kMiB, 8000, 1200},
        {"b300", 75, 1125, 2250, 4500, 13125, 275040 * kMiB, 8000, 1100},
        {"gb300", 80, 1250, 2500, 5000, 15000, 284208 * kMiB, 8000, 1400},
        {"mi300x", 163.4, 653.7, 1307.4, 2614.9, 0, 205822885888 / 1e9, 5300, 750},
    };
    for (const Row& r : rows) {
        const GpuEntry* e = catalog().gpu(r.id);
        ASSERT_NE(e, nullptr) << r.id;
        const GpuSpec& g = e->spec;
        EXPECT_DOUBLE_EQ(peak(g, Precision::Fp32), r.fp32 * 1e12) << r.id;
        EXPECT_DOUBLE_EQ(peak(g, Precision::Tf32), r.tf32 * 1e12) << r.id;
        EXPECT_DOUBLE_EQ(peak(g, Precision::Bf16), r.bf16 * 1e12) << r.id;
        EXPECT_DOUBLE_EQ(peak(g, Precision::Fp16), r.bf16 * 1e12) << r.id;
        EXPECT_DOUBLE_EQ(peak(g, Precision::Fp8), r.fp8 * 1e12) << r.id;
        EXPECT_DOUBLE_EQ(peak(g, Precision::Fp4), r.fp4 * 1e12) << r.id;
        EXPECT_NEAR(g.memory_B, r.memory_GB * 1e9, 0.005e9) << r.id;  // to 0.01 GB
        EXPECT_DOUBLE_EQ(g.memory_Bps, r.hbm_GBps * 1e9) << r.id;
        EXPECT_DOUBLE_EQ(g.watts, r.watts) << r.id;
        // Sustained large-GEMM efficiencies: measured, fitted or assumed (docs/validation.md);
        // the notes say which. Between MI300X's 0.44 and the A100's MAMF burst 0.87; FP8's is 0
        // exactly where the GPU has no FP8 peak.
        EXPECT_GT(g.gemmEfficiency, 0.4) << r.id;
        EXPECT_LT(g.gemmEfficiency, 0.87) << r.id;
        EXPECT_NE(e->about.notes.find("gemm_efficiency"), std::string::npos) << r.id;
        EXPECT_EQ(g.fp8GemmEfficiency > 0, r.fp8 > 0) << r.id;
        EXPECT_LT(g.fp8GemmEfficiency, 0.8) << r.id;
        // FP4's is 0 exactly where there is no FP4 peak, and no higher than FP8's (FP4 GEMMs
        // keep less of their peak: gpus.json, b200).
        EXPECT_EQ(g.fp4GemmEfficiency > 0, r.fp4 > 0) << r.id;
        EXPECT_LE(g.fp4GemmEfficiency, g.fp8GemmEfficiency) << r.id;
        if (r.fp4 > 0) {
            EXPECT_NE(e->about.notes.find("gemm_efficiency_fp4"), std::string::npos) << r.id;
            EXPECT_NE(e->about.notes.find("assumption"), std::string::npos) << r.id;
            // FP4 doubles FP8 on Blackwell and triples it on Blackwell Ultra (GB300), dense.
            EXPECT_GE(r.fp4 / r.fp8, 2.0) << r.id;
            EXPECT_LE(r.fp4 / r.fp8, 3.0) << r.id;
        }
        // Dense, not sparse: FP8 is twice BF16 and TF32 half of it, within datasheet rounding.
        if (r.fp8 > 0) {
            EXPECT_NEAR(r.fp8 / r.bf16, 2.0, 0.01) << r.id;
        }
        EXPECT_NEAR(r.tf32 / r.bf16, 0.5, 0.02) << r.id;
    }
}

TEST(Catalog, LinkEfficienciesComeFromNcclTests)
{
    // nccl-tests busbw / line rate, from the rows cited in systems.json and fabrics.json.
    const double a100 =
        published("nccl_a100_8gpu_allreduce_maintainer", "busbw_Bps_expected") / 300e9;
    const double h100 = published("nccl_h100_8gpu_allreduce_nvls_maintainer",
                                  "effective_nvlink_busbw_Bps_ring_or_non_allreduce")
                        / 450e9;
    const double hdr = published("nccl_dgxa100_2node_allreduce_192", "busbw_Bps") / (8 * 25e9);
    const double ndr = 0.5
                       * (published("nccl_ndr400_per_nic", "busbw_Bps_per_nic_expected_low")
                          + published("nccl_ndr400_per_nic", "busbw_Bps_per_nic_expected_high"))
                       / 50e9;
    EXPECT_NEAR(catalog().system("dgx-a100")->hardware.scaleUpEfficiency, a100, 0.005);
    EXPECT_NEAR(catalog().system("dgx-h100")->hardware.scaleUpEfficiency, h100, 0.005);
    EXPECT_NEAR(catalog().fabric("hdr")->efficiency, hdr, 0.005);
    EXPECT_NEAR(catalog().fabric("ndr")->efficiency, ndr, 0.005);
}

TEST(Catalog, SystemsAreCompleteAndValid)
{
    for (const SystemEntry& system : catalog().systems()) {
        const GpuEntry* gpu = catalog().gpu(system.gpuId);
        const FabricEntry* fabric = catalog().fabric(system.fabricId);
        ASSERT_NE(gpu, nullptr) << system.id;
        ASSERT_NE(fabric, nullptr) << system.id;
        const HardwareSpec& h = system.hardware;
        EXPECT_EQ(h.preset, system.id);
        EXPECT_EQ(h.gpu.id, system.gpuId);
        EXPECT_EQ(h.gpu.memory_B, gpu->spec.memory_B);
        EXPECT_EQ(h.scaleOut_bps, fabric->lineRate_bps) << system.id;
        EXPECT_EQ(h.scaleOutEfficiency, fabric->efficiency) << system.id;
        Scenario s = defaultScenario(catalog());
        s.hardware = h;
        EXPECT_TRUE(validate(s).empty()) << system.id;
    }
    const HardwareSpec& nvl = catalog().system("gb200-nvl72")->hardware;
    EXPECT_EQ(nvl.gpusPerNode, 4);
    EXPECT_EQ(nvl.scaleUpDomain, 72);
    EXPECT_DOUBLE_EQ(nvl.scaleUp_Bps, 900e9);
    // Blackwell Ultra: the same NVLink 5 domains, ConnectX-8 at 800 Gb/s per GPU.
    const HardwareSpec& nvl300 = catalog().system("gb300-nvl72")->hardware;
    EXPECT_EQ(nvl300.gpu.id, "gb300");
    EXPECT_EQ(nvl300.gpusPerNode, 4);
    EXPECT_EQ(nvl300.scaleUpDomain, 72);
    EXPECT_DOUBLE_EQ(nvl300.scaleUp_Bps, 900e9);
    EXPECT_DOUBLE_EQ(nvl300.scaleOut_bps, 800e9);
    const HardwareSpec& dgx300 = catalog().system("dgx-b300")->hardware;
    EXPECT_EQ(dgx300.gpu.id, "b300");
    EXPECT_EQ(dgx300.gpusPerNode, 8);
    EXPECT_EQ(dgx300.nicsPerNode, 8);
    EXPECT_DOUBLE_EQ(dgx300.scaleUp_Bps, 900e9);
    EXPECT_DOUBLE_EQ(dgx300.scaleOut_bps, 800e9);
    EXPECT_TRUE(catalog().system("dgx-h100")->hardware.inSwitchReduction);  // NVLS
    EXPECT_FALSE(catalog().system("dgx-a100")->hardware.inSwitchReduction);
    EXPECT_DOUBLE_EQ(catalog().system("mi300x-8")->hardware.scaleUp_Bps, 7 * 64e9);
    EXPECT_DOUBLE_EQ(catalog().system("dgx-a100")->hardware.scaleOut_bps, 200e9);
}

TEST(Catalog, ModelParameterCountsMatchTheirShapes)
{
    // Hand derivation: per layer, attention h(2h + 2·kv·h/heads) + MLP (2 or 3)·h·ffn per
    // expert; embeddings V·h (tied, GPT) or 2·V·h (untied, Llama/Mixtral). Norms and router
    // are below 0.1 %.
    // (Entries without an explicit count derive it from the shape: model_shape_test checks those
    // against the published totals.)
    for (const ModelEntry& e : catalog().models()) {
        const ModelSpec& m = e.spec;
        if (m.params == 0)
            continue;
        const double h = m.hidden, kv = m.kvHeads ? m.kvHeads : m.heads;
        const double ffn = m.ffnHidden ? m.ffnHidden : 4 * h;
        const double attention = h * (2 * h + 2 * kv * h / m.heads);
        const double mlp = (m.gatedMlp ? 3 : 2) * h * ffn * m.experts;
        const double embeddings = (m.gatedMlp ? 2 : 1) * double(m.vocab) * h;
        const double derived = m.layers * (attention + mlp) + embeddings;
        EXPECT_NEAR(m.params / derived, 1.0, 0.01) << m.preset;
        EXPECT_EQ(m.hidden % m.heads, 0) << m.preset;
    }
    const ModelSpec& mixtral = catalog().model("mixtral-8x7b")->spec;
    EXPECT_EQ(mixtral.experts, 8);
    EXPECT_EQ(mixtral.topK, 2);
    EXPECT_EQ(catalog().model("llama3-405b")->spec.layers, 126);
}

TEST(Catalog, ReliabilityPresets)
{
    const ReliabilityEntry* llama = catalog().reliabilityPreset("llama3-h100");
    ASSERT_NE(llama, nullptr);
    // Dubey et al. 2024 Sec. 3.3.4: 419 unexpected interruptions, 54 days, 16,384 GPUs.
    const double rate = 419.0 / (54 * 24 * 16384.0);
    ASSERT_TRUE(llama->interruptionsPerGpuHour.has_value());
    EXPECT_NEAR(*llama->interruptionsPerGpuHour / rate, 1.0, 1e-4);
    EXPECT_NEAR(llama->spec.gpuMttf_s / 3600 * rate, 1.0, 1e-4);
    const ReliabilityEntry* bloom = catalog().reliabilityPreset("bloom-a100");
    ASSERT_NE(bloom, nullptr);
    EXPECT_NEAR(bloom->spec.gpuMttf_s / 3600 * *bloom->interruptionsPerGpuHour, 1.0, 1e-4);
    const ReliabilitySpec& d = catalog().reliabilityPreset("component-default")->spec;
    EXPECT_DOUBLE_EQ(d.gpuMttf_s, 50000 * 3600.0);
    EXPECT_DOUBLE_EQ(d.nicMttf_s, 150000 * 3600.0);
    EXPECT_FALSE(d.clusterMtbf_s.has_value());
}

TEST(Catalog, HostileCatalogJsonGivesProblems)
{
    const std::string ok = catalog_data::fabrics();
    auto problemsOf = [&](const std::string& gpus, const std::string& systems) {
        Problems problems;
        const Catalog c = Catalog::fromJson(gpus, systems, ok, catalog_data::models(),
                                            catalog_data::reliability(), &problems);
        return std::make_pair(c, problems);
    };
    auto [c1, p1] = problemsOf("{\"entries\": [", catalog_data::systems());
    EXPECT_FALSE(p1.empty());
    EXPECT_TRUE(c1.gpus().empty());
    EXPECT_TRUE(c1.systems().empty());  // their GPUs are unknown
    auto [c2, p2] = problemsOf(R"({"units": "", "entries": [
        {"id": "x", "name": "X", "as_of": "2024-13", "peak_tflops": {"bf16": 1}, "memory_GB": 1,
         "memory_GBps": 1, "gemm_efficiency": 0.8, "watts": 1},
        {"id": "y", "name": "Y", "source": "datasheet, table 1", "as_of": "2024-01",
         "peak_tflops": {"bf16": 1}, "memory_GB": 1, "memory_GBps": 1, "gemm_efficiency": 0.8,
         "watts": 1, "colour": "green"},
        {"id": "z", "name": "Z", "short_name": "Z", "source": "datasheet, table 1",
         "as_of": "2024-01", "peak_tflops": {"bf16": 1}, "memory_GB": 1, "memory_GBps": 1,
         "gemm_efficiency": 0.8, "gemm_efficiency_fp8": 0.7, "gemm_efficiency_fp4": 0,
         "watts": 1}, 7]})",
                               R"({"units": "", "entries": [{"id": "s", "name": "S",
        "source": "datasheet, table 1", "as_of": "2024-01", "gpu": "h100-sxm", "fabric": "ndr"}]})");
    EXPECT_EQ(c2.gpus().size(), 1u);  // only z is complete
    EXPECT_NE(c2.gpu("z"), nullptr);
    auto has = [](const Problems& ps, ProblemCode code, const std::string& key) {
        return std::any_of(ps.begin(), ps.end(),
                           [&](const Problem& p) { return p.code == code && p.key == key; });
    };
    EXPECT_TRUE(has(p2, ProblemCode::Missing, "gpus.x.source"));
    EXPECT_TRUE(has(p2, ProblemCode::WrongType, "gpus.x.as_of"));
    EXPECT_TRUE(has(p2, ProblemCode::UnknownKey, "gpus.y.colour"));
    EXPECT_TRUE(has(p2, ProblemCode::NotAnObject, "gpus[3]"));
    EXPECT_TRUE(has(p2, ProblemCode::UnknownPreset, "systems.s.gpu"));
    EXPECT_TRUE(has(p2, ProblemCode::Missing, "systems.s.price"));
    EXPECT_TRUE(has(p2, ProblemCode::Missing, "systems.s.failure"));
    auto [c3, p3] = problemsOf(catalog_data::gpus(), R"({"units": "", "entries": [{"id": "s",
        "name": "S", "source": "datasheet", "as_of": "2024-01", "gpu": "h100-sxm", "fabric": "ndr",
        "price": {"usd_per_gpu_hour": -1, "source": "list", "as_of": "2025-13"},
        "failure": {"preset": "nope", "assumed": true, "source": "guess", "as_of": "2025-01"}}]})");
    EXPECT_TRUE(c3.systems().empty());
    EXPECT_TRUE(has(p3, ProblemCode::OutOfRange, "systems.s.price.usd_per_gpu_hour"));
    EXPECT_TRUE(has(p3, ProblemCode::WrongType, "systems.s.price.as_of"));
    EXPECT_TRUE(has(p3, ProblemCode::UnknownPreset, "systems.s.failure.preset"));
    for (const std::string& bad : std::vector<std::string> {
             "", "[]", "{\"units\": 1}", "{\"units\": \"\", \"entries\": {}}",
             "{\"units\": \"\", \"entries\": [1e999]}", std::string(100, '[')}) {
        auto [c, p] = problemsOf(bad, bad);
        EXPECT_FALSE(p.empty()) << bad;
    }
}

TEST(Catalog, EveryIdIsDocumented)
{
    const std::string docs = readText(sourcePath("docs/scenario-format.md"));
    std::vector<std::string> ids;
    for (const auto& e : catalog().gpus())
        ids.push_back(e.spec.id);
    for (const auto& e : catalog().systems())
        ids.push_back(e.id);
    for (const auto& e : catalog().fabrics())
        ids.push_back(e.id);
    for (const auto& e : catalog().models())
        ids.push_back(e.spec.preset);
    for (const auto& e : catalog().reliability())
        ids.push_back(e.id);
    for (const std::string& id : ids)
        EXPECT_NE(docs.find("| `" + id + "` |"), std::string::npos) << id;
}

// Every system has a price of a GPU-hour and failure data, each with a source and a date; the
// Llama 3 rate is measured on H100 only, so every other system that uses it says it assumes it.
TEST(Catalog, SystemsHaveADefaultPriceAndFailureData)
{
    const std::regex yearMonth("20[0-9]{2}-(0[1-9]|1[0-2])");
    for (const SystemEntry& system : catalog().systems()) {
        EXPECT_GT(system.price.usdPerGpuHour, 0) << system.id;
        EXPECT_LT(system.price.usdPerGpuHour, 100) << system.id;
        EXPECT_FALSE(system.price.about.source.empty()) << system.id;
        EXPECT_TRUE(std::regex_match(system.price.about.asOf, yearMonth)) << system.id;
        EXPECT_NE(catalog().reliabilityPreset(system.failure.presetId), nullptr) << system.id;
        EXPECT_FALSE(system.failure.about.source.empty()) << system.id;
        const bool measuredHere =
            system.failure.presetId == "llama3-h100" && system.gpuId == "h100-sxm";
        EXPECT_EQ(system.failure.assumed, !measuredHere) << system.id;
    }
    // CoreWeave's on-demand list prices per 8-GPU instance, divided by 8 (systems.json).
    EXPECT_DOUBLE_EQ(catalog().system("dgx-h100")->price.usdPerGpuHour, 49.24 / 8);
    EXPECT_DOUBLE_EQ(catalog().system("dgx-a100")->price.usdPerGpuHour, 21.60 / 8);
    EXPECT_DOUBLE_EQ(catalog().system("gb200-nvl72")->price.usdPerGpuHour, 42.00 / 4);
    EXPECT_NE(catalog().system("dgx-b200")->failure.presetId, "llama3-h100");
    // No Blackwell Ultra list price at hand: the Blackwell ones carried over, said so.
    for (const char* id : {"dgx-b300", "gb300-nvl72"})
        EXPECT_NE(catalog().system(id)->price.about.source.find("Assumption"), std::string::npos)
            << id;
    EXPECT_DOUBLE_EQ(catalog().system("gb300-nvl72")->price.usdPerGpuHour,
                     catalog().system("gb200-nvl72")->price.usdPerGpuHour);
    // DeepSeek-V3 report: NVLink measured at 160 GB/s of the H800's 200 per direction; $2/GPU-h.
    EXPECT_DOUBLE_EQ(catalog().system("hgx-h800")->hardware.scaleUpEfficiency, 160.0 / 200.0);
    EXPECT_DOUBLE_EQ(catalog().system("hgx-h800")->hardware.scaleUp_Bps, 200e9);
    EXPECT_DOUBLE_EQ(catalog().system("hgx-h800")->price.usdPerGpuHour, 2.0);
}

TEST(Catalog, EveryGpuHasAShortName)
{
    for (const GpuEntry& gpu : catalog().gpus()) {
        EXPECT_FALSE(gpu.shortName.empty()) << gpu.spec.id;
        EXPECT_NE(gpu.about.name.find(gpu.shortName.substr(0, gpu.shortName.find(' '))),
                  std::string::npos)
            << gpu.spec.id;  // "H100" is in "NVIDIA H100 SXM5 80GB"
    }
}

TEST(Catalog, HopperFastAccumulationGainIsTheMeasuredRatio)
{
    // The same 8,192-cube FP8 GEMM back to back at 700 W with fast and with split accumulation
    // (scripts/measure_power_clock.py), on an H100 and an H200: the catalog's 1.04 is their
    // mean, rounded; the H800 takes it (the H100's tensor cores); every other GPU keeps 1.
    double sum = 0;
    for (const char* gpu : {"h100", "h200"}) {
        const nlohmann::json phases =
            nlohmann::json::parse(
                readText(dataPath(std::string("kernels/") + gpu + "_power_clock_run1.json")))
                .at("phases");
        const double ratio = phases.at("gemm_fp8_fast_accum").at("tflops").get<double>()
                             / phases.at("gemm_fp8").at("tflops").get<double>();
        EXPECT_NEAR(ratio, 1.04, 0.002) << gpu;
        sum += ratio;
    }
    const std::vector<std::string> hopper = {"h100-sxm", "h200-sxm", "h800"};
    for (const GpuEntry& g : catalog().gpus()) {
        if (std::find(hopper.begin(), hopper.end(), g.spec.id) != hopper.end())
            EXPECT_NEAR(g.spec.fp8FastAccumulationGain, sum / 2, 0.0005) << g.spec.id;
        else
            EXPECT_EQ(g.spec.fp8FastAccumulationGain, 1.0) << g.spec.id;
    }
}

TEST(Catalog, BlackwellAttentionScalesAreTheMeasuredRatiosToHopper)
{
    // cuDNN fused attention, one script on three GPUs (NVIDIA/cudnn-frontend,
    // benchmark/sdpa_benchmark_training, config llama3.1: 64 heads, 8 KV heads, head size 128,
    // causal, bf16): forward and backward ms at 2k, 4k, 8k, 16k and 32k tokens. H200 at batch 1
    // (results/h200_919_only_cudnn, cuDNN 9.19), GB200 and GB300 at batch 2 (results/llama3.1,
    // cuDNN 9.22, non-deterministic backward). Each GPU's efficiency of its own bf16 peak is
    // FLOPs / (ms x peak); the catalog keeps the median ratio to the H200's over the five lengths,
    // times what the die keeps of it in sustained training: 0.82 for the B200 die, fitted on the
    // held-out NeMo B200 long-sequence rows (docs/model.md); 1 for Blackwell Ultra (no evidence).
    struct Times {
        double fwd[5];
        double bwd[5];
    };
    const Times h200 {{0.142, 0.465, 1.708, 6.531, 25.566}, {0.464, 1.450, 5.083, 19.002, 75.688}};
    const Times gb200 {{0.125, 0.391, 1.397, 5.150, 21.692}, {0.389, 1.198, 4.127, 16.554, 71.756}};
    const Times gb300 {{0.100, 0.323, 1.185, 4.593, 18.014}, {0.356, 1.101, 3.832, 14.593, 59.024}};
    const double hopperPeak = peak(catalog().gpu("h200-sxm")->spec, Precision::Bf16);
    const auto median5 = [](std::array<double, 5> v) {
        std::sort(v.begin(), v.end());
        return v[2];
    };
    const auto check = [&](const Times& t, const char* id, const char* twin, double sustained) {
        const GpuSpec& g = catalog().gpu(id)->spec;
        const double ratio = 2.0 * hopperPeak / peak(g, Precision::Bf16);  // twice the work
        std::array<double, 5> fwd {}, both {};
        for (int i = 0; i < 5; ++i) {
            fwd[i] = ratio * h200.fwd[i] / t.fwd[i];
            both[i] = ratio * (h200.fwd[i] + h200.bwd[i]) / (t.fwd[i] + t.bwd[i]);
        }
        for (const char* gpu : {id, twin}) {
            const GpuSpec& s = catalog().gpu(gpu)->spec;
            EXPECT_NEAR(s.attentionScaleForward, sustained * median5(fwd), 5e-4) << gpu;
            EXPECT_NEAR(s.attentionScale, sustained * median5(both), 5e-4) << gpu;
        }
    };
    check(gb200, "gb200", "b200", 0.82);  // the B200 is the same die
    check(gb300, "gb300", "b300", 1.0);
    // Hopper's are the curves themselves (1); GPUs nobody measured keep the GEMM ratio (0).
    for (const char* hopper : {"h100-sxm", "h200-sxm", "h800"})
        EXPECT_EQ(catalog().gpu(hopper)->spec.attentionScale, 1.0) << hopper;
    for (const char* unmeasured : {"a100-sxm-40gb", "a100-sxm-80gb", "mi300x"})
        EXPECT_EQ(catalog().gpu(unmeasured)->spec.attentionScale, 0.0) << unmeasured;
}

TEST(Catalog, BlackwellGemmEfficienciesAreTrainingShapesAtThePlateau)
{
    // B200 GEMMs at training-size shapes in short bursts (gpus.json, b200): bf16 torch.mm
    // (pytorch/ao #2427: 3072^3 .. 8192^3) and M 16,384 x N 6,144 x K 4,096 (vLLM #19566,
    // #20646); FP8 at the latter (vLLM #19566). Each is divided by what the model's size curve
    // keeps at its smallest dimension, so that the model gives the measured figure back at that
    // shape; the median is taken; sustained load keeps of a burst what it keeps on the H100
    // (the catalog's sustained figure over MAMF's burst: 0.803 bf16, 0.709 FP8).
    struct Shape {
        double smallestDim;
        double efficiency;
    };
    const std::array<Shape, 6> bf16 {
        {{3072, 0.672}, {4096, 0.627}, {6144, 0.646}, {8192, 0.631}, {4096, 0.672}, {4096, 0.604}}};
    std::array<double, 6> plateau {};
    for (std::size_t i = 0; i < bf16.size(); ++i)
        plateau[i] = bf16[i].efficiency / gemmSizeEfficiencyRatio(bf16[i].smallestDim);
    std::sort(plateau.begin(), plateau.end());
    const double bf16Burst = (plateau[2] + plateau[3]) / 2;
    const double fp8Burst = 0.565 / gemmSizeEfficiencyRatio(4096, kFp8GemmSizeCurve);
    const GpuSpec& h100 = catalog().gpu("h100-sxm")->spec;
    const double bf16Sustained = h100.gemmEfficiency / kH100MamfBurstBf16;
    const double fp8Sustained = h100.fp8GemmEfficiency / kH100MamfBurstFp8;
    // The same shares are the clocks a power limit starts from (core/power_clock.h).
    EXPECT_NEAR(bf16Sustained, kRatedClockShareBf16, 1e-12);
    EXPECT_NEAR(fp8Sustained, kRatedClockShareFp8, 1e-12);
    // FP4 over FP8 in bursts: cuBLAS MXFP4 on 8192^3 (DeepGEMM #348) over MAMF FP8, both B200.
    const double fp4OverFp8 = 0.763;
    const auto expectFigures = [&](const char* id, double bf16Eff, double fp8Eff) {
        const GpuSpec& g = catalog().gpu(id)->spec;
        EXPECT_NEAR(g.gemmEfficiency, bf16Eff, 5.5e-4) << id;
        EXPECT_NEAR(g.fp8GemmEfficiency, fp8Eff, 5.5e-4) << id;
        EXPECT_NEAR(g.fp4GemmEfficiency, g.fp8GemmEfficiency * fp4OverFp8, 5.5e-4) << id;
    };
    expectFigures("b200", bf16Burst * bf16Sustained, fp8Burst * fp8Sustained);
    // The other Blackwell parts: their MAMF best shape (stas00/ml-engineering) times what the
    // B200's training shapes keep of the B200's MAMF (0.776 bf16, 0.763 FP8); the GB300 has no
    // MAMF published and takes the GB200's.
    const double bf16Kept = bf16Burst / 0.776;
    const double fp8Kept = fp8Burst / 0.763;
    const auto mamfRule = [&](double mamfBf16, double mamfFp8) {
        return std::pair {mamfBf16 * bf16Kept * bf16Sustained, mamfFp8 * fp8Kept * fp8Sustained};
    };
    const auto [gb200Bf16, gb200Fp8] = mamfRule(1822.0 / 2500, 3615.6 / 5000);
    const auto [b300Bf16, b300Fp8] = mamfRule(1769.0 / 2250, 3353.3 / 4500);
    expectFigures("gb200", gb200Bf16, gb200Fp8);
    expectFigures("gb300", gb200Bf16, gb200Fp8);
    expectFigures("b300", b300Bf16, b300Fp8);
}
