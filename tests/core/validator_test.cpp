// validate(): each rule of the brief, with the key and range it reports.
#include <gtest/gtest.h>

#include <climits>
#include <cmath>
#include <functional>
#include <limits>
#include <random>

#include "core/scenario_io.h"
#include "core/scenario_limits.h"
#include "core/validator.h"
#include "scenario_test_support.h"

using namespace syncwall::core;
using namespace syncwall::core::test;

namespace {

Scenario base()
{
    static const Catalog catalog = Catalog::builtIn();
    return defaultScenario(catalog);  // GPT-3 175B, 1536 A100, TP 8, PP 12, DP 16
}

struct Rule {
    const char* what;
    std::function<void(Scenario&)> change;
    ProblemCode code;
    const char* key;
    const char* detail = nullptr;  // when given, must match
};

const Problem* find(const Problems& problems, ProblemCode code, const std::string& key)
{
    for (const Problem& p : problems)
        if (p.code == code && p.key == key)
            return &p;
    return nullptr;
}

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

}  // namespace

TEST(Validator, DefaultScenarioIsValid)
{
    EXPECT_TRUE(validate(base()).empty()) << describe(validate(base()));
}

TEST(Validator, RecomputeModulesMatterOnlyToSelective)
{
    // Megatron-Core checks the module names only under selective recompute; "auto" may pick it.
    Scenario s = base();
    s.parallel.selective = {true, false, true, true};
    for (Recompute r : {Recompute::None, Recompute::Full}) {
        s.parallel.recompute = r;
        EXPECT_TRUE(validate(s).empty()) << describe(validate(s));
    }
    s.parallel.recompute = Recompute::Auto;
    EXPECT_EQ(validate(s).size(), 2u) << describe(validate(s));
}

TEST(Validator, EachRuleNamesItsKey)
{
    using P = ProblemCode;
    const Rule rules[] = {
        {"no GPUs", [](Scenario& s) { s.gpus = 0; }, P::OutOfRange, "cluster.gpus"},
        {"too many GPUs", [](Scenario& s) { s.gpus = 2000000; }, P::OutOfRange, "cluster.gpus"},
        {"layers", [](Scenario& s) { s.model.layers = 1001; }, P::OutOfRange, "model.layers"},
        {"hidden small", [](Scenario& s) { s.model.hidden = 32; }, P::OutOfRange, "model.hidden"},
        {"hidden % heads", [](Scenario& s) { s.model.hidden = 12289; }, P::NotDivisible,
         "model.heads", "model.hidden"},
        {"kv_heads | heads", [](Scenario& s) { s.model.kvHeads = 7; }, P::NotDivisible,
         "model.kv_heads", "model.heads"},
        {"tp | heads",
         [](Scenario& s) {
             s.parallel.tp = 5;
             s.gpus = 5 * 12 * 16;
         },
         P::NotDivisible, "parallelism.tp", "model.heads"},
        {"tp | kv_heads",
         [](Scenario& s) {
             s.model.kvHeads = 8;
             s.parallel.tp = 16;
             s.parallel.pp = 6;
         },
         P::NotDivisible, "parallelism.tp", "model.kv_heads"},
        {"tp | ffn", [](Scenario& s) { s.model.ffnHidden = 49148; }, P::NotDivisible,
         "parallelism.tp", "model.ffn_hidden"},
        {"mla_up_proj without MLA", [](Scenario& s) { s.parallel.selective.mlaUpProj = true; },
         P::Inconsistent, "parallelism.recompute_mla_up_proj", "model.mla.kv_lora_rank"},
        {"moe_act on a dense model", [](Scenario& s) { s.parallel.selective.moeAct = true; },
         P::Inconsistent, "parallelism.recompute_moe_act", "model.moe.experts"},
        {"stage split exceeds the layers",
         [](Scenario& s) {
             s.parallel.firstStageLayers = 60;
             s.parallel.lastStageLayers = 40;
         },
         P::OutOfRange, "parallelism.first_stage_layers"},
        {"stage split without a pipeline",
         [](Scenario& s) {
             s.parallel.pp = 1;
             s.gpus = 8 * 192;
             s.training.globalBatch = 1536;
             s.parallel.firstStageLayers = 10;
         },
         P::Inconsistent, "parallelism.first_stage_layers", "parallelism.pp"},
        {"dualpipe odd pp",
         [](Scenario& s) {
             s.parallel.schedule = Schedule::DualPipe;
             s.parallel.pp = 3;
             s.gpus = 8 * 3 * 16;
         },
         P::Inconsistent, "parallelism.pp", "parallelism.schedule"},
        {"interleaved v=1", [](Scenario& s) { s.parallel.schedule = Schedule::Interleaved; },
         P::Inconsistent, "parallelism.virtual_stages", "parallelism.schedule"},
        {"interleaved pp=1",
         [](Scenario& s) {
             s.parallel.schedule = Schedule::Interleaved;
             s.parallel.virtualStages = 2;
             s.parallel.pp = 1;
         },
         P::Inconsistent, "parallelism.pp", "parallelism.schedule"},
        {"interleaved chunks",  // 12 x 9 = 108 chunks for 96 layers + embedding + loss
         [](Scenario& s) {
             s.parallel.schedule = Schedule::Interleaved;
             s.parallel.virtualStages = 9;
         },
         P::OutOfRange, "parallelism.virtual_stages"},
        {"v without interleaving", [](Scenario& s) { s.parallel.virtualStages = 2; },
         P::Inconsistent, "parallelism.virtual_stages", "parallelism.schedule"},
        {"cp | seq_len",
         [](Scenario& s) {
             s.parallel.cp = 3;
             s.gpus = 8 * 12 * 3 * 16;
         },
         P::NotDivisible, "parallelism.cp", "model.seq_len"},
        {"sequence parallel", [](Scenario& s) { s.model.seqLen = 2052; }, P::NotDivisible,
         "parallelism.tp", "model.seq_len"},
        {"tp pp cp | gpus", [](Scenario& s) { s.gpus = 1000; }, P::NotDivisible,
         "parallelism.tp*parallelism.pp*parallelism.cp", "cluster.gpus"},
        {"explicit dp", [](Scenario& s) { s.parallel.dp = 10; }, P::ProductMismatch,
         "parallelism.dp", "cluster.gpus"},
        {"batch | dp x mb", [](Scenario& s) { s.training.globalBatch = 1000; }, P::NotDivisible,
         "parallelism.dp*parallelism.micro_batch", "training.global_batch"},
        {"ep | experts", [](Scenario& s) { s.parallel.ep = 2; }, P::NotDivisible, "parallelism.ep",
         "model.moe.experts"},
        {"ep x expert_tp | tp x cp x dp",  // 32 x 8 = 256 ranks do not fold into 8 x 1 x 16
         [](Scenario& s) {
             s.model.experts = 64;
             s.parallel.ep = 32;
         },
         P::NotDivisible, "parallelism.ep*parallelism.expert_tp",
         "parallelism.tp*parallelism.cp*parallelism.dp"},
        {"expert_tp | expert ffn",
         [](Scenario& s) {
             s.model.experts = 8;
             s.model.expertFfnHidden = 1000;
             s.parallel.expertTp = 16;
         },
         P::NotDivisible, "parallelism.expert_tp", "model.moe.expert_ffn_hidden"},
        {"top_k <= experts",
         [](Scenario& s) {
             s.model.experts = 2;
             s.model.topK = 3;
         },
         P::OutOfRange, "model.moe.top_k"},
        {"zero", [](Scenario& s) { s.parallel.zero = 4; }, P::OutOfRange, "parallelism.zero"},
        {"dp_overlap", [](Scenario& s) { s.comm.dpOverlap = 1.5; }, P::OutOfRange,
         "communication.dp_overlap"},
        {"compression 0", [](Scenario& s) { s.comm.compression = 0; }, P::OutOfRange,
         "communication.compression", "exclusive_min"},
        {"efficiency 0", [](Scenario& s) { s.hardware.scaleUpEfficiency = 0; }, P::OutOfRange,
         "hardware.scale_up_efficiency"},
        {"gemm efficiency", [](Scenario& s) { s.hardware.gpu.gemmEfficiency = 1.2; }, P::OutOfRange,
         "hardware.gpu.gemm_efficiency"},
        {"oversubscription", [](Scenario& s) { s.hardware.oversubscription = 0.5; }, P::OutOfRange,
         "hardware.oversubscription"},
        {"latency", [](Scenario& s) { s.hardware.scaleOutLatency_s = 0.02; }, P::OutOfRange,
         "hardware.scale_out_latency_us"},
        {"bandwidth 0", [](Scenario& s) { s.hardware.scaleUp_Bps = 0; }, P::OutOfRange,
         "hardware.scale_up_GBps"},
        {"bandwidth huge", [](Scenario& s) { s.hardware.scaleOut_bps = 2e15; }, P::OutOfRange,
         "hardware.scale_out_Gbps"},
        {"HBM bandwidth", [](Scenario& s) { s.hardware.gpu.memory_Bps = -1; }, P::OutOfRange,
         "hardware.gpu.memory_GBps"},
        {"storage", [](Scenario& s) { s.hardware.storageWrite_Bps = 0; }, P::OutOfRange,
         "hardware.storage_write_GBps"},
        {"pue", [](Scenario& s) { s.cost.pue = 0.9; }, P::OutOfRange, "cost.pue"},
        {"price", [](Scenario& s) { s.cost.usdPerGpuHour = -1; }, P::OutOfRange,
         "cost.usd_per_gpu_hour"},
        {"mttf", [](Scenario& s) { s.reliability.gpuMttf_s = 0; }, P::OutOfRange,
         "reliability.gpu_mttf_h"},
        {"cluster mtbf", [](Scenario& s) { s.reliability.clusterMtbf_s = -5; }, P::OutOfRange,
         "reliability.cluster_mtbf_h"},
        {"checkpoint interval", [](Scenario& s) { s.reliability.checkpointInterval_s = 0; },
         P::OutOfRange, "reliability.checkpoint_interval_s"},
        {"precision unsupported", [](Scenario& s) { s.training.precision = Precision::Fp8; },
         P::Inconsistent, "training.precision", "hardware.gpu"},
        {"fp4 on an H100",
         [](Scenario& s) {
             s.hardware.gpu = catalog().gpu("h100-sxm")->spec;
             s.training.precision = Precision::Fp4;
         },
         P::Inconsistent, "training.precision", "hardware.gpu.peak_tflops.fp4"},
        {"fp4 without its efficiency",
         [](Scenario& s) {
             s.hardware.gpu = catalog().gpu("b200")->spec;
             s.hardware.gpu.fp4GemmEfficiency = 0;
             s.training.precision = Precision::Fp4;
         },
         P::Inconsistent, "training.precision", "hardware.gpu.gemm_efficiency_fp4"},
        {"seq_len", [](Scenario& s) { s.model.seqLen = 0; }, P::OutOfRange, "model.seq_len"},
        {"vocab", [](Scenario& s) { s.model.vocab = 20000000; }, P::OutOfRange, "model.vocab"},
        {"global batch", [](Scenario& s) { s.training.globalBatch = 0; }, P::OutOfRange,
         "training.global_batch"},
        {"tokens negative", [](Scenario& s) { s.training.tokens = -1; }, P::OutOfRange,
         "training.tokens"},
        {"steps NaN",
         [](Scenario& s) {
             s.training.tokens = 0;
             s.training.steps = kNaN;
         },
         P::NotFinite, "training.steps"},
        {"steps fractional",
         [](Scenario& s) {
             s.training.tokens = 0;
             s.training.steps = 10.5;
         },
         P::WrongType, "training.steps"},
        {"tokens and steps", [](Scenario& s) { s.training.steps = 100; }, P::Inconsistent,
         "training.steps", "training.tokens"},
        {"NaN overlap", [](Scenario& s) { s.comm.dpOverlap = kNaN; }, P::NotFinite,
         "communication.dp_overlap"},
        {"inf bandwidth", [](Scenario& s) { s.hardware.scaleUp_Bps = kInf; }, P::NotFinite,
         "hardware.scale_up_GBps"},
        {"NaN peak", [](Scenario& s) { s.hardware.gpu.peak_flops[2] = kNaN; }, P::NotFinite,
         "hardware.gpu.peak_tflops.bf16"},
        {"straggler", [](Scenario& s) { s.stragglers.slowGpuFraction = 20; }, P::OutOfRange,
         "stragglers.slow_gpu_pct"},
        {"NVLink domain", [](Scenario& s) { s.hardware.scaleUpDomain = 12; }, P::NotDivisible,
         "hardware.gpus_per_node", "hardware.scale_up_domain"},
        {"measured mfu", [](Scenario& s) { s.calibration.measuredMfu = 1.5; }, P::OutOfRange,
         "calibration.measured_mfu"},
    };
    for (const Rule& rule : rules) {
        Scenario s = base();
        rule.change(s);
        const Problems problems = validate(s);
        const Problem* p = find(problems, rule.code, rule.key);
        ASSERT_NE(p, nullptr) << rule.what << ": " << describe(problems);
        if (rule.detail) {
            EXPECT_EQ(p->detail, rule.detail) << rule.what;
        }
        // Bounds that depend on another key (top_k on the experts, a stage split on the layers,
        // virtual stages on layers / pp) are not the declared ones.
        const std::string key = rule.key;
        const bool dependent = key == "model.moe.top_k" || key == "parallelism.first_stage_layers"
                               || (key == "parallelism.virtual_stages"
                                   && std::string(rule.what) == "interleaved chunks");
        if (rule.code == ProblemCode::OutOfRange && !dependent) {
            const Limit* limit = findLimit(rule.key);
            ASSERT_NE(limit, nullptr) << rule.key;
            EXPECT_EQ(p->min, limit->min) << rule.what;
            EXPECT_EQ(p->max, limit->max) << rule.what;
        }
    }
}

TEST(Validator, TokensAreAtLeastOneStep)
{
    // A run is whole steps: 1.5 M tokens at a step of 1,536 sequences of 2,048 (3,145,728
    // tokens) had estimated "0 steps" and a JCT shorter than one step.
    Scenario s = base();
    ASSERT_EQ(s.training.globalBatch, 1536);
    ASSERT_EQ(s.model.seqLen, 2048);
    const double oneStep = 3145728;  // 1,536 x 2,048
    s.training.tokens = oneStep - 1;
    const Problems problems = validate(s);  // kept: find() points into it
    const Problem* p = find(problems, ProblemCode::OutOfRange, "training.tokens");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->min, oneStep);
    EXPECT_EQ(p->max, findLimit("training.tokens")->max);
    EXPECT_EQ(p->detail, kOneStepMin);  // the window names the batch and the sequence
    s.training.tokens = oneStep;
    EXPECT_TRUE(validate(s).empty()) << describe(validate(s));
    s.training.tokens = 0;  // 20 per parameter
    EXPECT_TRUE(validate(s).empty());
}

TEST(Validator, RangesAreInFileUnits)
{
    Scenario s = base();
    s.hardware.scaleOutLatency_s = 0.02;
    const Problems latency = validate(s);
    const Problem* p = find(latency, ProblemCode::OutOfRange, "hardware.scale_out_latency_us");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->min, 0);
    EXPECT_EQ(p->max, 10000);  // microseconds: [0, 0.01 s]
    s = base();
    s.model.experts = 2;
    s.model.topK = 3;
    const Problems topK = validate(s);
    p = find(topK, ProblemCode::OutOfRange, "model.moe.top_k");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->max, 2);  // the experts
}

// A power limit at or below the static power leaves the tensor cores no clock
// (core/power_clock.h: 10 % of the rated power): on a 700 W H100 the lowest limit is 71 W.
// A limit of 0 is "unknown" and a GPU with no rated power has no law: both stay valid.
TEST(Validator, PowerLimitAboveTheStaticPower)
{
    Scenario s = base();
    s.hardware.gpu.ratedWatts = 700;
    s.hardware.gpu.watts = 70;
    const Problems low = validate(s);
    const Problem* p = find(low, ProblemCode::OutOfRange, "hardware.gpu.watts");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->min, 71);
    EXPECT_EQ(p->max, 1e5);  // the key's own maximum
    s.hardware.gpu.watts = 71;
    EXPECT_TRUE(validate(s).empty()) << describe(validate(s));
    s.hardware.gpu.watts = 0;
    EXPECT_TRUE(validate(s).empty()) << describe(validate(s));
    s.hardware.gpu.ratedWatts = 0;
    s.hardware.gpu.watts = 30;
    EXPECT_TRUE(validate(s).empty()) << describe(validate(s));
}

TEST(Validator, DivisorsAndRequiredDp)
{
    Scenario s = base();
    s.parallel.dp = 10;
    const Problems mismatch = validate(s);
    const Problem* p = find(mismatch, ProblemCode::ProductMismatch, "parallelism.dp");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->min, 16);  // 1536 / (8 x 12 x 1)
    s.parallel.dp = 16;
    EXPECT_TRUE(validate(s).empty()) << describe(validate(s));
    s = base();
    s.training.globalBatch = 1000;
    const Problems batch = validate(s);
    p = find(batch, ProblemCode::NotDivisible, "parallelism.dp*parallelism.micro_batch");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->min, 16);
}

TEST(Validator, ValidMoeAndInterleavedLayouts)
{
    Scenario s = base();
    s.model.experts = 8;
    s.model.topK = 2;
    s.parallel.ep = 8;  // divides 8 experts and DP 16
    s.parallel.schedule = Schedule::Interleaved;
    s.parallel.virtualStages = 2;  // 96 layers = 12 stages x 2 chunks x 4 layers
    EXPECT_TRUE(validate(s).empty()) << describe(validate(s));
}

TEST(Validator, Fp4IsValidOnBlackwellOnly)
{
    // FP4 needs an FP4 peak and an FP4 efficiency: the Blackwell GPUs of the catalog have both,
    // Hopper, Ampere and MI300X neither.
    for (const char* id : {"b200", "gb200", "b300", "gb300"}) {
        Scenario s = base();
        s.hardware.gpu = catalog().gpu(id)->spec;
        s.training.precision = Precision::Fp4;
        EXPECT_TRUE(validate(s).empty()) << id << ": " << describe(validate(s));
    }
    for (const char* id : {"a100-sxm-80gb", "h100-sxm", "h200-sxm", "h800", "mi300x"}) {
        Scenario s = base();
        s.hardware.gpu = catalog().gpu(id)->spec;
        s.training.precision = Precision::Fp4;
        EXPECT_NE(find(validate(s), ProblemCode::Inconsistent, "training.precision"), nullptr)
            << id;
    }
}

TEST(Validator, ExtremeValuesNeverCrash)
{
    // Out-of-range values must not reach a division or an overflowing product.
    std::mt19937 rng(3);
    const int extremes[] = {INT_MIN, -1, 0, 1, 2, 3, 7, 8, 96, 1 << 20, INT_MAX};
    auto pick = [&] { return extremes[rng() % std::size(extremes)]; };
    const double reals[] = {kNaN, kInf, -kInf, -1, 0, 1e-300, 0.5, 1, 1e300};
    auto real = [&] { return reals[rng() % std::size(reals)]; };
    for (int i = 0; i < 5000; ++i) {
        Scenario s = base();
        s.gpus = pick();
        s.model.layers = pick();
        s.model.hidden = pick();
        s.model.heads = pick();
        s.model.kvHeads = pick();
        s.model.ffnHidden = pick();
        s.model.seqLen = pick();
        s.model.experts = pick();
        s.model.topK = pick();
        s.parallel.tp = pick();
        s.parallel.pp = pick();
        s.parallel.cp = pick();
        s.parallel.dp = pick();
        s.parallel.ep = pick();
        s.parallel.microBatch = pick();
        s.parallel.virtualStages = pick();
        s.parallel.schedule = rng() % 2 ? Schedule::Interleaved : Schedule::OneFOneB;
        s.training.globalBatch = pick();
        s.hardware.gpusPerNode = pick();
        s.hardware.scaleUpDomain = pick();
        s.training.tokens = real();
        s.training.steps = real();
        s.hardware.scaleUp_Bps = real();
        s.comm.dpOverlap = real();
        s.hardware.gpu.peak_flops[2] = real();
        const Problems problems = validate(s);
        for (const Problem& p : problems) {
            EXPECT_FALSE(p.key.empty());
            EXPECT_TRUE(std::isfinite(p.min) && std::isfinite(p.max)) << p.key;
        }
    }
}

TEST(Validator, EveryReportedKeyIsDocumented)
{
    const std::string docs = readText(sourcePath("docs/scenario-format.md"));
    for (const char* key : {"parallelism.tp*parallelism.pp*parallelism.cp",
                            "parallelism.dp*parallelism.micro_batch", "exclusive_min"})
        EXPECT_NE(docs.find(key), std::string::npos) << key;
}
