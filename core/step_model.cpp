#include "step_model.h"

#include <algorithm>

#include "collectives.h"
#include "compute_model.h"
#include "context_ring.h"
#include "flop_model.h"
#include "memory_model.h"
#include "model_shape.h"
#include "precision_table.h"
#include "software_stack.h"
#include "stage_plan.h"
#include "step_parts.h"
#include "straggler_model.h"

namespace syncwall::core {
namespace {

// Adam's update reads and writes the fp32 master and both moments, reads the gradient and
// writes the 16-bit weights: about 28 bytes per parameter, memory-bound.
constexpr double kOptimizerBytesPerParam = 28.0;

int scaleUpDomain(const HardwareSpec& hw)
{
    return std::max(1, hw.scaleUpDomain > 0 ? hw.scaleUpDomain : hw.gpusPerNode);
}

// Megatron's rank order puts TP innermost, then CP, then DP (EP inside DP), then PP outermost:
// a group whose stride is `stride` ranks has min(size, domain / stride) members per domain.
GroupPlacement placement(int size, int stride, int domain)
{
    GroupPlacement g;
    g.ranks = std::max(1, size);
    const int perDomain = stride >= domain ? 1 : std::max(1, domain / stride);
    g.ranksPerDomain = std::clamp(perDomain, 1, g.ranks);
    while (g.ranks % g.ranksPerDomain != 0)
        --g.ranksPerDomain;
    return g;
}

// The pipeline bubble of a step whose micro-batches take perMb each on the pacing stage:
// (p - 1) / (v m) of the ideal time (Narayanan 2021 Sec. 2.2). DualPipe (DeepSeek-V3 Table 2):
// (p/2 - 1)(F&B + B - 3W), with F a chunk's forward, B its whole backward, W its
// weight-gradient half, and F&B = F + B (the pair overlaps communication, not compute):
// (p/2 - 1) x 2/3 of a micro-batch's time.
double bubble_s(const Layout& l, double perMb)
{
    if (l.schedule == Schedule::DualPipe) {
        const double F = perMb / 3.0, B = 2.0 * perMb / 3.0, W = B / 2.0;
        return std::max(0.0, l.pp / 2.0 - 1.0) * std::max(0.0, (F + B) + B - 3.0 * W);
    }
    return (l.pp - 1) / double(l.virtualStages) * perMb;
}

}  // namespace

GroupPlacement dpGradientGroup(const Scenario& s, const Layout& l)
{
    return placement(l.dp * l.cp, l.tp, scaleUpDomain(s.hardware));
}

GroupPlacement expertDataGroup(const Scenario& s, const Layout& l)
{
    const int folded = std::max(1, l.ep) * std::max(1, l.expertTp);
    const int ranks = std::max(1, int(1LL * l.tp * l.cp * l.dp / folded));
    return placement(ranks, folded, scaleUpDomain(s.hardware));
}

double stepLowerBound_s(const Scenario& s, const Layout& l, PacingStage& pace)
{
    pace = pacingStage(s.model, l, computeInputs(s));
    // stepTime's compute and bubble with no waits in the micro-batch.
    const double perMb = pace.time.total();
    return double(l.microBatches) * perMb + bubble_s(l, perMb);
}

void stepTime(const Scenario& s, Estimate& e, const PacingStage* paced)
{
    const Layout& l = e.layout;
    const HardwareSpec& hw = s.hardware;
    const LinkParams links = linkParams(hw, s.calibration.linkScale);
    const int domain = scaleUpDomain(hw);
    const Algorithm algo = s.comm.algorithm;
    const double act = elementBytes(s.training.precision);
    const double tokens = double(l.microBatch) * s.model.seqLen / l.cp;  // per GPU per micro-batch
    // The slowest stage paces the pipeline (stage_plan.h, compute_model.h pacingStage).
    const ComputeInputs computeIn = computeInputs(s);
    const PacingStage pace = paced ? *paced : pacingStage(s.model, l, computeIn);
    const StackProfile stack = stackProfile(s.software.stack);
    const int layersPerStage = pace.layers;
    const double m = l.microBatches;
    const double v = l.virtualStages;

    const MicroBatchTime& mb = pace.time;
    // Every collective is listed as priced; its time per step is filled in below.
    Collectives& uses = e.collectives;
    uses.count = 0;
    const auto use = [&](CollectiveGroup group, CollectiveKind kind, const CollectiveCost& cost,
                         const GroupPlacement& where, double bytes, double calls,
                         double exposed_s) {
        uses.add(
            {group, kind, cost.algorithm, where, bytes, calls, calls * cost.time_s, exposed_s});
    };

    // TP: Megatron runs 2 all-reduces forward and 2 backward per layer (Narayanan 2021 Sec. 3.2);
    // sequence parallelism swaps each for an all-gather + reduce-scatter of the same volume
    // (Korthikanti 2022 Sec. 4.2.2); recompute repeats what the stack re-runs of them
    // in all-reduce volumes (recomputedTpAllReduces).
    double tpPerMb = 0, tpForwardPerMb = 0;
    if (l.tp > 1) {
        const double count = 4.0 + recomputedTpAllReduces(stack, l);
        const GroupPlacement where = placement(l.tp, 1, domain);
        const double bytes = tokens * s.model.hidden * act;
        const CollectiveCost c =
            collectiveCost(CollectiveKind::AllReduce, bytes, where, links, Algorithm::Auto);
        // Megatron-Core's TP overlap (software_stack.h) hides a share of the sequence-parallel
        // all-gathers / reduce-scatters behind the linear layers' GEMMs of the same pass, never
        // more than them: the forward's two collectives behind its GEMMs, the rest behind the
        // backward's (and the recompute's). Only inside one NVLink domain: Transformer Engine's
        // userbuffers need CUDA IPC or multicast handles, which do not cross the NICs
        // (TransformerEngine issue #1071; multi-node NVLink since TE 2.2, pull request #1470).
        const double overlap = l.sequenceParallel && !where.scaleOut() ? stack.tpCommOverlap : 0.0;
        const double forwardComm = layersPerStage * 2.0 * c.time_s;
        const double backwardComm = layersPerStage * (count - 2.0) * c.time_s;
        tpForwardPerMb = forwardComm - std::min(overlap * forwardComm, mb.linearForward_s);
        tpPerMb = tpForwardPerMb + backwardComm
                  - std::min(overlap * backwardComm, mb.linearGemm_s - mb.linearForward_s);
        use(CollectiveGroup::Tensor, CollectiveKind::AllReduce, c, where, bytes,
            m * layersPerStage * count, m * tpPerMb);
    }

    // CP: the keys and values go around the cp ranks as the stack passes them (context_ring.h),
    // at the attention's precision (16-bit in FP8 runs too: Transformer Engine and torchao keep
    // attention out of FP8), with the key/value heads or, where the model repeats them first,
    // every query head.
    double cpPerMb = 0;
    if (l.cp > 1) {
        const double kvElementBytes = elementBytes(highPrecision(s.training.precision));
        ContextRingInputs ring;
        ring.ring = stack.contextRing;
        ring.cp = l.cp;
        ring.kvChunkBytes = tokens * ringKvElementsPerToken(s.model, l.tp, stack.ringRepeatsKvHeads)
                            * kvElementBytes;
        ring.gradientBytesPerKvByte = 4.0 / kvElementBytes;
        ring.attention = mb.attentionPerLayer;
        ring.attentionReruns = attentionRerunsInRecompute(stack, l);
        ring.group = placement(l.cp, l.tp, domain);
        ring.neighbours = placement(2, l.tp, domain);
        const ContextRingCost c = contextRingCost(ring, links);
        cpPerMb = layersPerStage * c.exposed_s();
        for (const ContextRingPart* part : {&c.exchange, &c.gradients})
            if (part->calls > 0)
                use(CollectiveGroup::Context, part->kind, part->cost, part->where, part->bytes,
                    m * layersPerStage * part->calls, m * layersPerStage * part->exposed_s);
    }

    // EP: MoE dispatch and combine all-to-alls, forward and backward (Lepikhin et al. 2020).
    double epPerMb = 0;
    if (s.model.experts > 1 && l.ep > 1) {
        const double count = 4.0 + (l.recompute == Recompute::Full ? 2.0 : 0.0);
        // The busiest expert's rank receives model.moe.imbalance x the average and paces the
        // exchange (a balanced all-to-all is the benchmarks' forced load balance).
        const double bytes = tokens * s.model.hidden * act * std::max(1, s.model.topK)
                             / (l.sequenceParallel ? l.tp : 1)
                             * std::max(1.0, s.model.moeImbalance);
        // Experts fold over TP x CP x DP with expert TP innermost (Megatron-Core MoE folding):
        // an EP group of ep x expert_tp ranks fits an NVLink domain (GB200 NVL72: 72) or not.
        const GroupPlacement where = placement(l.ep, l.expertTp, domain);
        const CollectiveCost c =
            collectiveCost(CollectiveKind::AllToAll, bytes, where, links, algo);
        // Only the MoE layers dispatch (DeepSeek-V3's first layers are dense).
        const double moeLayers = layersPerStage * moeLayerShare(s.model);
        const double epTime = moeLayers * count * c.time_s;
        // DualPipe runs a forward and a backward chunk together, each one's all-to-all hidden
        // behind the other's compute (DeepSeek-AI 2024, arXiv:2412.19437 Sec. 3.2.1).
        epPerMb = l.schedule == Schedule::DualPipe ? std::max(0.0, epTime - mb.total()) : epTime;
        use(CollectiveGroup::Expert, CollectiveKind::AllToAll, c, where, bytes,
            m * moeLayers * count, m * epPerMb);
    }

    const double computePerMb = mb.total();
    const double perMb = computePerMb + tpPerMb + cpPerMb + epPerMb;
    // One micro-batch's forward and backward as wall time on the stage: their GEMMs plus their
    // own TP waits and the CP and EP waits inside them (1 and 2 of 3 passes).
    const double forwardBusy = mb.forward_s + tpForwardPerMb + (1.0 / 3.0) * (cpPerMb + epPerMb);
    const double backwardBusy = mb.backward_s + mb.recompute_s + (tpPerMb - tpForwardPerMb)
                                + (2.0 / 3.0) * (cpPerMb + epPerMb);
    StepBreakdown& st = e.step;
    st.compute_s = m * computePerMb;
    st.tp_comm_s = m * tpPerMb;
    st.cp_comm_s = m * cpPerMb;
    st.ep_comm_s = m * epPerMb;
    st.bubble_s = bubble_s(l, perMb);  // every step

    // What one micro-batch's forward and backward wait on transfers to other stages beyond their
    // compute (the overlapped interleaved schedule): wall time the DP collectives hide behind.
    double ppForwardWait = 0, ppBackwardWait = 0;
    if (l.pp > 1) {
        // Activations to the next stage; with TP the scatter/gather optimisation sends 1/t of
        // them (Narayanan 2021 Sec. 4.1). Unless overlapped, the forward and backward transfers
        // sit on the critical path at every one of the m v + p - 1 schedule slots.
        const double bytes = tokens * s.model.hidden * act / l.tp;
        const int stride = l.tp * l.cp * l.dp;
        const GroupPlacement where = placement(2, stride, domain);
        const CollectiveCost hop =
            collectiveCost(CollectiveKind::SendRecv, bytes, where, links, Algorithm::Auto);
        const double slots = 2.0 * (m * v + l.pp - 1);
        // DualPipe hides each transfer behind the paired chunk's compute (DeepSeek-V3 Sec. 3.2.1).
        // With overlap_p2p_comm the interleaved schedule sends behind the next chunk's forward
        // or backward (Megatron-Core schedules.py, forward_backward_pipelining_with_interleaving):
        // a slot takes the longer of its chunk (1 / v of the stage's pass) and the transfer.
        const bool interleavedOverlap =
            l.schedule == Schedule::Interleaved && v > 1 && stack.overlapsInterleavedP2p;
        if (l.schedule == Schedule::DualPipe) {
            st.pp_comm_s = slots * std::max(0.0, hop.time_s - mb.total() / 2.0);
        } else if (interleavedOverlap) {
            ppForwardWait = v * std::max(0.0, hop.time_s - forwardBusy / v);
            ppBackwardWait = v * std::max(0.0, hop.time_s - backwardBusy / v);
            st.pp_comm_s = slots / (2.0 * v) * (ppForwardWait + ppBackwardWait);
        } else {
            st.pp_comm_s = slots * hop.time_s;
        }
        use(CollectiveGroup::Pipeline, CollectiveKind::SendRecv, hop, where, bytes, slots,
            st.pp_comm_s);
    }

    // DP: the gradients of the local parameters, reduced over DP x CP (context-parallel ranks
    // hold the same weights: Megatron-Core's data-parallel-with-CP group); ZeRO-1/2
    // reduce-scatter + all-gather moves what the all-reduce does; ZeRO-3 adds parameter
    // all-gathers in forward and backward of each micro-batch (Rajbhandari et al. 2020 Sec. 7).
    // The routed experts' gradients are reduced apart, over the expert data-parallel group
    // (TP x CP x DP / (EP x expert TP) ranks, Megatron-Core MoE folding).
    // ZeRO-3 reduce-scatters the gradients instead (3 x the parameters per step with a forward
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
    const CollectiveKind gradKind =
        sharded ? CollectiveKind::ReduceScatter : CollectiveKind::AllReduce;
    // ZeRO-3 gathers and reduce-scatters by the stack's unit (shardedGathersPerMicroBatch,
    // shardedScattersPerLayer): `gathers` calls a micro-batch moving `gathered` x the
    // parameters between them, and `scatters` reduce-scatters of an equal share each, each
    // paying its own latency steps.
    const double layers = sharded ? double(std::max(1, layersPerStage)) : 1.0;
    const ShardedGathers perLayer =
        sharded ? shardedGathersPerMicroBatch(stack, s.model, l, int(layers)) : ShardedGathers {};
    const double gathers = layers * perLayer.calls;
    const double gathered = perLayer.layerElements;
    const double gatherShare = sharded ? gathered / gathers : 1.0;  // of the bytes, per call
    const double scatters = sharded ? layers * shardedScattersPerLayer(stack, s.model) : 1.0;
    const double gradCalls = sharded ? m * scatters : 1.0;
    // A list collective's per-rank copies run on its stream before or after it (software_stack.h
    // zero3ListCopy_s): p of them per call, and the HBM passes over the whole tensor they and
    // its flat buffer make (kListGatherHbmPasses, kListScatterHbmPasses).
    const double hbm_Bps = std::max(hw.gpu.memory_Bps * kHbmEfficiency, 1.0);
    const auto withListCopies = [&](CollectiveCost c, CollectiveKind kind, double bytes, int ranks,
                                    double passes) {
        if (!sharded || stack.zero3ListCopy_s <= 0 || ranks <= 1)
            return c;
        c.time_s += ranks * stack.zero3ListCopy_s + passes * bytes / hbm_Bps;
        c.algbw_Bps = c.time_s > 0 ? bytes / c.time_s : 0.0;
        c.busbw_Bps = c.algbw_Bps * busBandwidthFactor(kind, ranks);
        return c;
    };
    // ZeRO-1/2's all-reduce is a reduce-scatter of the gradients and an all-gather of the
    // updated parameters, half the all-reduce's traffic each (Rajbhandari et al. 2020 Sec.
    // 7.2.1): each half at its own bytes, reported as one collective of the gradient bytes
    // with the bandwidths of the blended time.
    const bool distributedOptimizer = l.zero == 1 || l.zero == 2;
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
            c.algbw_Bps = c.time_s > 0 ? grads / scatters / c.time_s : 0.0;
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
    const double backwardWall = backwardBusy + ppBackwardWait;
    // With the distributed optimizer (ZeRO-1/2) the gradient all-reduce is a reduce-scatter in
    // the backward and a parameter all-gather that the next step's first forward overlaps
    // (Megatron-Core `--overlap-param-gather`; PyTorch FSDP prefetches the same way): half of
    // each all-reduce may hide behind the forward wall of one micro-batch.
    const double forwardWall = forwardBusy + ppForwardWait;
    const double gatherHalf =
        (gradRanks > 1 ? arGather_s : 0.0) + (expertGroup ? earGather_s : 0.0);
    const double window =
        sharded ? m * (perMb + ppForwardWait + ppBackwardWait) : backwardWall + forwardWall;
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
            use(CollectiveGroup::Data, CollectiveKind::AllGather, ag, dpGroup,
                paramBytes * gatherShare, m * gathers, exposedShare * m * gathers * ag.time_s);
        use(CollectiveGroup::Data, gradKind, ar, dpGroup, gradBytes / scatters, gradCalls,
            exposedShare * gradCalls * ar.time_s);
    }
    if (expertGroup) {
        if (sharded)
            use(CollectiveGroup::ExpertData, CollectiveKind::AllGather, eag, edpGroup,
                expertParamBytes * gatherShare, m * gathers,
                exposedShare * m * gathers * eag.time_s);
        use(CollectiveGroup::ExpertData, gradKind, ear, edpGroup, expertBytes / scatters, gradCalls,
            exposedShare * gradCalls * ear.time_s);
    }
    // The step's gradient collective as one (what a user compares with nccl-tests): under
    // ZeRO-3 the reduce-scatter of all the local gradients at once.
    const CollectiveCost whole =
        sharded ? collectiveCost(gradKind, gradBytes, dpGroup, links, algo) : ar;
    CollectiveResult& res = e.allreduce;
    res.algorithm = whole.algorithm;
    res.bytes = gradBytes;
    res.time_s = gradRanks > 1 ? whole.time_s : 0.0;
    res.algbw_Bps = gradRanks > 1 ? whole.algbw_Bps : 0.0;
    res.busbw_Bps = gradRanks > 1 ? whole.busbw_Bps : 0.0;
    res.ranks = gradRanks;

    const double optimizerParams =
        local.dense / (l.zero >= 1 ? gradRanks : 1)
        + local.experts / (l.zero >= 1 ? std::max(1, edpGroup.ranks) : 1);
    st.optimizer_s = kOptimizerBytesPerParam * optimizerParams
                     / std::max(hw.gpu.memory_Bps * kHbmEfficiency, 1.0);

    st.straggler_s = stragglerDelay_s(st.compute_s, std::max(1, s.gpus),
                                      s.stragglers.slowGpuFraction, s.stragglers.jitterCv);
    st.total_s = sumOfParts(st);

    // Bandwidth that would hide each tier: TP volume over the compute it could overlap with;
    // DP volume (bus bytes) over its backward window.
    if (l.tp > 1 && st.compute_s > 0) {
        const double count = 4.0 + (l.recompute == Recompute::Full ? 2.0 : 0.0);
        const double tpBytes = m * layersPerStage * count * tokens * s.model.hidden * act
                               * busBandwidthFactor(CollectiveKind::AllReduce, l.tp);
        e.links.hide_tp_Bps = tpBytes / st.compute_s;
    }
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
        e.links.hide_dp_Bps = distributedOptimizer
                                  ? std::max(0.5 * grads / backwardWall, 0.5 * params / forwardWall)
                              : sharded ? m * 0.5 * (grads + gathered * params) / window
                                        : grads / backwardWall;
    }
}

}  // namespace syncwall::core
