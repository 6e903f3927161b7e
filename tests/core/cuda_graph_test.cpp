// software.cuda_graphs (core/software_stack.h): a full-iteration CUDA graph takes away the host's
// per-layer launch work and its synchronisations, and nothing else.
#include <gtest/gtest.h>

#include "core/estimator.h"
#include "core/expert_glue.h"
#include "core/model_shape.h"
#include "core/software_stack.h"
#include "core/validator.h"
#include "tests/support/test_scenarios.h"

using namespace syncwall::core;
using namespace syncwall::test;

namespace {

// Llama 3 8B on one DGX H100, no pipeline: 8 replicas, 512 / 8 / 2 = 32 micro-batches.
Scenario llama8bOn8()
{
    Scenario s;
    s.model = llama3_8b();
    s.hardware = dgxH100();
    s.gpus = 8;
    s.parallel.tp = 1;
    s.parallel.pp = 1;
    s.parallel.microBatch = 2;
    s.parallel.recompute = Recompute::None;
    s.training.globalBatch = 512;
    s.training.tokens = 1e10;
    return s;
}

}  // namespace

TEST(CudaGraphs, AFullIterationGraphDropsTheHostWorkAndNothingElse)
{
    const StackProfile eager = stackProfile(SoftwareStack::MegatronCore);
    const StackProfile graph = stackProfile(SoftwareStack::MegatronCore, CudaGraphs::FullIteration);
    ASSERT_GT(eager.layerOverhead_s, 0.0);
    EXPECT_EQ(graph.layerOverhead_s, 0.0);
    EXPECT_EQ(graph.moeDispatchSync, MoeDispatchSync::Never);
    EXPECT_FALSE(graph.glueSynchronises);
    // Everything the kernels do stays.
    EXPECT_EQ(graph.attention, eager.attention);
    EXPECT_EQ(graph.fp8CastBytesPerElement, eager.fp8CastBytesPerElement);
    EXPECT_EQ(graph.tpCommOverlap, eager.tpCommOverlap);
    EXPECT_EQ(stackProfile(SoftwareStack::MegatronCore, CudaGraphs::None).layerOverhead_s,
              eager.layerOverhead_s);
}

TEST(CudaGraphs, TheStepLosesTheLayersHostOverheadByHand)
{
    // Dense: each of the 32 layers costs the host 1.3 ms a micro-batch (kMegatronCoreLayerOverhead_s)
    // and nothing else differs, so the step loses 32 micro-batches x 32 layers x 1.3 ms = 1.3312 s.
    Scenario s = llama8bOn8();
    ASSERT_TRUE(validate(s).empty());
    const Estimate eager = estimate(s);
    ASSERT_EQ(eager.layout.microBatches, 32);
    s.software.cudaGraphs = CudaGraphs::FullIteration;
    ASSERT_TRUE(validate(s).empty());
    const Estimate graph = estimate(s);
    const double overhead = stackProfile(SoftwareStack::MegatronCore).layerOverhead_s;
    EXPECT_NEAR(overhead, 1.3e-3, 1e-12);
    EXPECT_NEAR(eager.step.compute_s - graph.step.compute_s, 32.0 * 32.0 * overhead, 1e-9);
    EXPECT_NEAR(eager.step.compute_s - graph.step.compute_s, 1.3312, 1e-9);
}

TEST(CudaGraphs, AMoeLayerAlsoLosesItsDispatchSynchronisation)
{
    // Mixtral 8x7B (32 MoE layers) on 8 H100s, EP 8: besides the 1.3 ms a layer, each MoE
    // layer's forward waited 0.52 ms on the host for the token counts (kLayerHostSync_s).
    Scenario s = llama8bOn8();
    s.model = mixtral8x7b();
    s.parallel.ep = 8;
    s.parallel.recompute = Recompute::Selective;
    ASSERT_TRUE(validate(s).empty());
    const Estimate eager = estimate(s);
    s.software.cudaGraphs = CudaGraphs::FullIteration;
    const Estimate graph = estimate(s);
    const double m = eager.layout.microBatches;
    EXPECT_NEAR(eager.step.compute_s - graph.step.compute_s,
                m * 32.0 * (1.3e-3 + moeLayerShare(s.model) * kLayerHostSync_s), 1e-9);
}

TEST(CudaGraphs, OnlyMegatronCoreCapturesTheWholeStep)
{
    Scenario s = llama8bOn8();
    s.software.cudaGraphs = CudaGraphs::FullIteration;
    s.software.stack = SoftwareStack::PytorchFsdp;
    bool named = false;
    for (const Problem& p : validate(s))
        named = named || (p.key == "software.cuda_graphs" && p.detail == "software.stack");
    EXPECT_TRUE(named);
}
