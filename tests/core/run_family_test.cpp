// The families the validation tables report apart (core/run_family.h), read off scenarios.

#include <gtest/gtest.h>

#include "core/run_family.h"
#include "tests/support/test_scenarios.h"

using namespace syncwall::core;
using namespace syncwall::test;

TEST(RunFamily, PlainRunsTakeTheirGpuFamily)
{
    // GPT-3 on A100, bf16, dense, 2k tokens, Megatron: only "A100 Megatron".
    const std::uint32_t a100 = runFamilies(gpt3On1536A100());
    EXPECT_EQ(a100, 1u << static_cast<int>(RunFamily::A100Megatron));
    // Llama 3 405B-like on H100 at 8k tokens, bf16: only "H100 bf16".
    const std::uint32_t h100 = runFamilies(llama405bOn16384H100());
    EXPECT_EQ(h100, 1u << static_cast<int>(RunFamily::H100Bf16));
}

TEST(RunFamily, ARunBelongsToEveryFamilyItFits)
{
    // A B200 FP8 MoE run at 32k tokens under FSDP is all five, and neither plain family.
    Scenario s = llama405bOn16384H100();
    s.hardware.gpu.id = "b200";
    s.training.precision = Precision::Fp8;
    s.model.experts = 8;
    s.model.seqLen = 32768;
    s.software.stack = SoftwareStack::PytorchFsdp;
    const std::uint32_t f = runFamilies(s);
    for (RunFamily family : {RunFamily::Fp8, RunFamily::Moe, RunFamily::Blackwell, RunFamily::Fsdp,
                             RunFamily::LongContext})
        EXPECT_TRUE(inFamily(f, family)) << static_cast<int>(family);
    EXPECT_FALSE(inFamily(f, RunFamily::A100Megatron));
    EXPECT_FALSE(inFamily(f, RunFamily::H100Bf16));
    // ZeRO-3 under Megatron counts as sharded data parallelism too; 16,383 tokens is not long.
    Scenario z = gpt3On1536A100();
    z.parallel.zero = 3;
    z.model.seqLen = kLongContextTokens - 1;
    EXPECT_EQ(runFamilies(z), 1u << static_cast<int>(RunFamily::Fsdp));
}

TEST(RunFamily, Fp4CountsAsLowPrecisionWithFp8)
{
    // FP4 has no family of its own (run_family.h): a GB300 FP4 dense run is low precision (the
    // FP8 family) and Blackwell, and no plain family.
    Scenario s = llama405bOn16384H100();
    s.gpus = 4096;  // within the validated sizes
    s.hardware.gpu.id = "gb300";
    s.training.precision = Precision::Fp4;
    EXPECT_EQ(runFamilies(s), (1u << static_cast<int>(RunFamily::Fp8))
                                  | (1u << static_cast<int>(RunFamily::Blackwell)));
    // ...and takes the modern runs' range, as the same run in FP8 does (six NVFP4 rows are
    // scored in tests/data/heldout-mbridge-2026).
    EXPECT_EQ(validatedRange(s, 1), ValidatedRange::Modern);
    s.training.precision = Precision::Fp8;
    EXPECT_EQ(validatedRange(s, 1), ValidatedRange::Modern);
    s.training.precision = Precision::Bf16;
    EXPECT_EQ(runFamilies(s), 1u << static_cast<int>(RunFamily::Blackwell));
}
