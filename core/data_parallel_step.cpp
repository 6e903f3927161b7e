#include "data_parallel_step.h"

#include <algorithm>

#include "compute_model.h"
#include "memory_model.h"
#include "precision_table.h"
#include "rank_groups.h"

namespace syncwall::core {
namespace {

// Adam's update reads and writes the fp32 master and both moments, reads the gradient and
// writes the 16-bit weights: about 28 bytes per parameter, memory-bound.
constexpr double kOptimizerBytesPerParam = 28.0;
// DeepSpeed's bucket all-reduce of 2021 (StackProfile::zero3Gradients): `flatten` copies the
// bucket's gradients into one buffer (read and write), `div_` scales it in place (read and
// write), and `allreduce_and_copy` copies each gradient back (read and write): 6 passes over the
// bucket besides the collective's own traffic.
constexpr double kBucketAllReduceHbmPasses = 6.0;

}  // namespace

void dataParallelStep(const Scenario& s, const Layout& l, const LinkParams& links,
                      const StackProfile& stack, const DpWindows& w, Estimate& e)
{
    const HardwareSpec& hw = s.hardware;
    const Algorithm algo = s.comm.algorithm;
    const double act = elementBytes(s.training.precision);
    const int layersPerStage = w.layersPerStage;
    const double m = w.microBatches;
    StepBreakdown& st = e.step;

    // DP: the gradients of the local parameters, reduced over DP x CP (context-parallel ranks
    // hold the same weights: Megatron-Core's data-parallel-with-CP group); ZeRO-1/2
    // reduce-scatter + all-gather moves what the all-reduce does; ZeRO-3 adds parameter
    // all-gathers in forward and backward of each micro-batch (Rajbhandari et al. 2020 Sec. 7).
    // The routed experts' gradients are reduced apart, over the expert data-parallel group
    // (TP x CP x DP / (EP x expert TP) ranks, Megatron-Core MoE folding).
    // ZeRO-3 reduce-scatters the gradients instead (DeepSpeed stage 3 of 2021 all-reduces
    // flattened buckets: zero3Gradients) (3 x the parameters per step with a forward
    // and a backward gather, Rajbhandari et al. 2020 Sec. 7.2.2; more where a stack gathers
    // again after a recompute, shardedGathersPerMicroBatch), once per micro-batch: DeepSpeed
    // stage 3 and PyTorch FSDP reduce in each backward unless gradient sync is turned off. The
    // routed experts' gathers follow the dense layer's count and mix (their own sizes do not
    // enter the reuse distances: megatron-2021 has no MoE of its own).
    const LocalParameters local = localParameterSplit(s.model, l);
    const GroupPlacement dpGroup = dpGradientGroup(s, l);
    const int gradRanks = dpGroup.ranks;
    // The gradients are reduced at the stack's reduction element, the parameters gathered at
    // the training precision's.
    const double gradElement = stack.gradientReduceBytes > 0 ? stack.gradientReduceBytes : act;
    const double gradBytes = local.dense * gradElement * s.comm.compression;
    const double paramBytes = local.dense * act * s.comm.compression;
    const bool sharded = l.zero >= 3;
    // DeepSpeed stage 3 of 2021 all-reduces flattened buckets instead (zero3Gradients).
    const bool bucketAllReduce = sharded && stack.zero3Gradients == Zero3Gradients::BucketAllReduce;
    const CollectiveKind gradKind =
        sharded && !bucketAllReduce ? CollectiveKind::ReduceScatter : CollectiveKind::AllReduce;
    // ZeRO-3 gathers and reduces by the stack's unit (shardedGathersPerMicroBatch,
    // shardedScattersPerLayer): `gathers` calls a micro-batch moving `gathered` x the
    // parameters between them, and `scatters` reduce-scatters (or bucket all-reduces) of an
    // equal share each, each paying its own latency steps.
    const double layers = sharded ? double(std::max(1, layersPerStage)) : 1.0;
    const ShardedGathers perLayer =
        sharded ? shardedGathersPerMicroBatch(stack, s.model, l, int(layers)) : ShardedGathers {};
    const double gathers = layers * perLayer.calls;
    const double gathered = perLayer.layerElements;
    const double gatherShare = sharded ? gathered / gathers : 1.0;  // of the bytes, per call
    const double scatters =
        sharded ? layers * shardedScattersPerLayer(stack, s.model, l, int(layers)) : 1.0;
    const double gradCalls = sharded ? m * scatters : 1.0;
    // A list collective's per-rank copies run on its stream before or after it (software_stack.h
    // zero3ListCopy_s): p of them per call, and the HBM passes over the whole tensor they and
    // its flat buffer make (kListGatherHbmPasses, kListScatterHbmPasses).
    const double hbm_Bps = std::max(hw.gpu.memory_Bps * kHbmEfficiency, 1.0);
    const auto withListCopies = [&](CollectiveCost c, CollectiveKind kind, double bytes, int ranks,
                                    double passes) {
        if (!sharded || ranks <= 1)
            return c;
        if (kind == CollectiveKind::AllReduce && bucketAllReduce)
            c.time_s += kBucketAllReduceHbmPasses * bytes / hbm_Bps;  // a flat bucket: no list
        else if (stack.zero3ListCopy_s > 0)
            c.time_s += ranks * stack.zero3ListCopy_s + passes * bytes / hbm_Bps;
        else
            return c;
        c.algbw_Bps = c.time_s > 0 ? bytes / c.time_s : 0.0;
        c.busbw_Bps = c.algbw_Bps * busBandwidthFactor(kind, ranks);
        return c;
    };
    // ZeRO-1/2's all-reduce is a reduce-scatter of the gradients and an all-gather of the
    // updated parameters, half the all-reduce's traffic each (Rajbhandari et al. 2020 Sec.
    // 7.2.1): each half at its own bytes, reported as one collective of the halves' mean bytes
    // (fp32 gradients and bf16 parameters under PyTorch FSDP: 3 bytes an element) with the
    // bandwidths of the blended time. Reported at the gradient bytes, its bus bandwidth had
    // read 62.5 GB/s on 50 GB/s NICs.
    const bool distributedOptimizer = l.zero == 1 || l.zero == 2;
    const auto reducedBytes = [&](double grads, double params) {
        return distributedOptimizer ? 0.5 * (grads + params) : grads;
    };
    const auto reduction = [&](double grads, double params, const GroupPlacement& group,
                               double& gatherHalf_s) {
        CollectiveCost c =
            withListCopies(collectiveCost(gradKind, grads / scatters, group, links, algo), gradKind,
                           grads / scatters, group.ranks, kListScatterHbmPasses);
        gatherHalf_s = 0;
        if (distributedOptimizer) {
            gatherHalf_s =
                gradElement == act
                    ? 0.5 * c.time_s
                    : 0.5 * collectiveCost(gradKind, params / scatters, group, links, algo).time_s;
            c.time_s = 0.5 * c.time_s + gatherHalf_s;
            c.algbw_Bps = c.time_s > 0 ? reducedBytes(grads, params) / scatters / c.time_s : 0.0;
            c.busbw_Bps = c.algbw_Bps * busBandwidthFactor(gradKind, group.ranks);
        }
        return c;
    };
    double arGather_s = 0, earGather_s = 0;
    const CollectiveCost ar = reduction(gradBytes, paramBytes, dpGroup, arGather_s);
    double dp_s = gradRanks > 1 ? gradCalls * ar.time_s : 0.0;
    CollectiveCost ag;
    if (sharded && gradRanks > 1) {
        ag = withListCopies(collectiveCost(CollectiveKind::AllGather, paramBytes * gatherShare,
                                           dpGroup, links, algo),
                            CollectiveKind::AllGather, paramBytes * gatherShare, dpGroup.ranks,
                            kListGatherHbmPasses);
        dp_s += m * gathers * ag.time_s;
    }
    const GroupPlacement edpGroup = expertDataGroup(s, l);
    const double expertBytes = local.experts * gradElement * s.comm.compression;
    const double expertParamBytes = local.experts * act * s.comm.compression;
    CollectiveCost ear, eag;
    const bool expertGroup = expertBytes > 0 && edpGroup.ranks > 1;
    if (expertGroup) {
        ear = reduction(expertBytes, expertParamBytes, edpGroup, earGather_s);
        dp_s += gradCalls * ear.time_s;
        if (sharded) {
            eag = withListCopies(collectiveCost(CollectiveKind::AllGather,
                                                expertParamBytes * gatherShare, edpGroup, links,
                                                algo),
                                 CollectiveKind::AllGather, expertParamBytes * gatherShare,
                                 edpGroup.ranks, kListGatherHbmPasses);
            dp_s += m * gathers * eag.time_s;
        }
    }
    st.dp_comm_s = dp_s;
    // Gradients are reduced in buckets as the last micro-batch's backward produces them; ZeRO-3
    // prefetches parameters during the whole step, its TP/CP/EP waits included.
    // The backward window is wall time, the transfer waits inside it included.
    const double backwardWall = w.backwardWall_s;
    // With the distributed optimizer (ZeRO-1/2) the gradient all-reduce is a reduce-scatter in
    // the backward and a parameter all-gather that the next step's first forward overlaps
    // (Megatron-Core `--overlap-param-gather`; PyTorch FSDP prefetches the same way): half of
    // each all-reduce may hide behind the forward wall of one micro-batch.
    const double forwardWall = w.forwardWall_s;
    const double gatherHalf =
        (gradRanks > 1 ? arGather_s : 0.0) + (expertGroup ? earGather_s : 0.0);
    const double window = sharded
                              ? m * (w.perMb_s + w.pipelineForwardWait_s + w.pipelineBackwardWait_s)
                              : backwardWall + forwardWall;
    // A stack that synchronises the device before each ZeRO-3 gather hides none of it.
    const double hidden =
        sharded && stack.zero3Synchronous ? 0.0
        : sharded                         ? std::min(s.comm.dpOverlap * st.dp_comm_s, window)
                  : std::min(s.comm.dpOverlap * (st.dp_comm_s - gatherHalf), backwardWall)
                        + std::min(s.comm.dpOverlap * gatherHalf, forwardWall);
    st.dp_comm_exposed_s = st.dp_comm_s - hidden;
    // The exposed part is shared in proportion to time (the overlap does not tell them apart).
    const double exposedShare = st.dp_comm_s > 0 ? st.dp_comm_exposed_s / st.dp_comm_s : 0;
    if (gradRanks > 1) {
        if (sharded)
            e.collectives.add(CollectiveGroup::Data, CollectiveKind::AllGather, ag, dpGroup,
                              paramBytes * gatherShare, m * gathers,
                              exposedShare * m * gathers * ag.time_s);
        e.collectives.add(CollectiveGroup::Data, gradKind, ar, dpGroup,
                          reducedBytes(gradBytes, paramBytes) / scatters, gradCalls,
                          exposedShare * gradCalls * ar.time_s);
    }
    if (expertGroup) {
        if (sharded)
            e.collectives.add(CollectiveGroup::ExpertData, CollectiveKind::AllGather, eag, edpGroup,
                              expertParamBytes * gatherShare, m * gathers,
                              exposedShare * m * gathers * eag.time_s);
        e.collectives.add(CollectiveGroup::ExpertData, gradKind, ear, edpGroup,
                          reducedBytes(expertBytes, expertParamBytes) / scatters, gradCalls,
                          exposedShare * gradCalls * ear.time_s);
    }
    // The step's gradient collective as one (what a user compares with nccl-tests): under
    // ZeRO-3 the reduce-scatter (the bucket all-reduce's stack: the all-reduce) of all the local
    // gradients at once.
    const CollectiveCost whole =
        sharded ? collectiveCost(gradKind, gradBytes, dpGroup, links, algo) : ar;
    const auto report = [&](CollectiveResult& res, const CollectiveCost& c, double grads,
                            double params, int ranks) {
        res.algorithm = c.algorithm;
        res.bytes = sharded ? grads : reducedBytes(grads, params);
        res.time_s = ranks > 1 ? c.time_s : 0.0;
        res.algbw_Bps = ranks > 1 ? c.algbw_Bps : 0.0;
        res.busbw_Bps = ranks > 1 ? c.busbw_Bps : 0.0;
        res.ranks = ranks;
        res.meanOfHalves = !sharded && distributedOptimizer && grads != params;
    };
    report(e.allreduce, whole, gradBytes, paramBytes, gradRanks);
    if (expertGroup)
        report(e.expertAllreduce,
               sharded ? collectiveCost(gradKind, expertBytes, edpGroup, links, algo) : ear,
               expertBytes, expertParamBytes, edpGroup.ranks);

    const double optimizerParams =
        local.dense / (l.zero >= 1 ? gradRanks : 1)
        + local.experts / (l.zero >= 1 ? std::max(1, edpGroup.ranks) : 1);
    st.optimizer_s = kOptimizerBytesPerParam * optimizerParams
                     / std::max(hw.gpu.memory_Bps * kHbmEfficiency, 1.0);

    const bool dpCanHide = s.comm.dpOverlap > 0 && !(sharded && stack.zero3Synchronous);
    if ((gradRanks > 1 || expertGroup) && window > 0 && dpCanHide) {
        // Bus bytes: a reduce-scatter or an all-gather moves half an all-reduce's.
        const double fDp = busBandwidthFactor(CollectiveKind::AllReduce, gradRanks);
        const double fEdp =
            expertGroup ? busBandwidthFactor(CollectiveKind::AllReduce, edpGroup.ranks) : 0.0;
        const double grads = gradBytes * fDp + expertBytes * fEdp;
        const double params = paramBytes * fDp + expertParamBytes * fEdp;
        // ZeRO-1/2: each half within its own window (the gradients' reduce-scatter in the
        // backward, the parameters' all-gather in the forward); plain all-reduce: the backward;
        // ZeRO-3 (its gathers, 2 x the parameters or more, and 1 scatter a micro-batch): the
        // whole step.
        e.links.hide_dp_Bps =
            distributedOptimizer ? std::max(0.5 * grads / backwardWall, 0.5 * params / forwardWall)
            : sharded
                ? m * 0.5 * ((bucketAllReduce ? 2.0 : 1.0) * grads + gathered * params) / window
                : grads / backwardWall;
    }
}

}  // namespace syncwall::core
