#include "step_model.h"

#include <algorithm>

#include "collectives.h"
#include "compute_model.h"
#include "context_ring.h"
#include "data_parallel_step.h"
#include "expert_overlap.h"
#include "flop_model.h"
#include "model_shape.h"
#include "precision_table.h"
#include "software_stack.h"
#include "stage_plan.h"
#include "step_parts.h"
#include "straggler_model.h"

namespace syncwall::core {
namespace {

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
    const StackProfile stack = stackProfile(s.software);
    const int layersPerStage = pace.layers;
    const double m = l.microBatches;
    const double v = l.virtualStages;

    const MicroBatchTime& mb = pace.time;
    // Every collective is listed as priced; its time per step is filled in below.
    e.collectives.count = 0;

    // TP: Megatron runs 2 all-reduces forward and 2 backward per layer (Narayanan 2021 Sec. 3.2);
    // sequence parallelism swaps each for an all-gather + reduce-scatter of the same volume
    // (Korthikanti 2022 Sec. 4.2.2); recompute repeats what the stack re-runs of them
    // in all-reduce volumes (recomputedTpAllReduces).
    double tpPerMb = 0, tpForwardPerMb = 0;
    if (l.tp > 1) {
        const double count = 4.0 + recomputedTpAllReduces(stack, l);
        const GroupPlacement where = rankGroup(l.tp, 1, domain);
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
        e.collectives.add(CollectiveGroup::Tensor, CollectiveKind::AllReduce, c, where, bytes,
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
        ring.group = rankGroup(l.cp, l.tp, domain);
        ring.neighbours = rankGroup(2, l.tp, domain);
        const ContextRingCost c = contextRingCost(ring, links);
        cpPerMb = layersPerStage * c.exposed_s();
        for (const ContextRingPart* part : {&c.exchange, &c.gradients})
            if (part->calls > 0)
                e.collectives.add(CollectiveGroup::Context, part->kind, part->cost, part->where,
                                  part->bytes, m * layersPerStage * part->calls,
                                  m * layersPerStage * part->exposed_s);
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
        const GroupPlacement where = rankGroup(l.ep, l.expertTp, domain);
        const CollectiveCost c =
            collectiveCost(CollectiveKind::AllToAll, bytes, where, links, algo);
        // Only the MoE layers dispatch (DeepSeek-V3's first layers are dense).
        const double moeLayers = layersPerStage * moeLayerShare(s.model);
        const double epTime = moeLayers * count * c.time_s;
        // DualPipe, and Megatron-Core's EP overlap where the layout allows it, run a forward
        // and a backward chunk together, each one's all-to-alls behind the other's compute
        // (expert_overlap.h).
        // The partner's transformer layers cover them, not its output layer and loss (Megatron-
        // Core pairs the two passes layer by layer: TransformerLayerSchedulePlan).
        epPerMb = epTime;
        if (expertExchangeHides(s, l)) {
            ExpertOverlapInputs o;
            o.forwardExchange_s = moeLayers * 2.0 * c.time_s;
            o.backwardExchange_s = epTime - o.forwardExchange_s;
            o.forwardCompute_s = mb.layersForward_s;
            o.backwardCompute_s = mb.layersBackward_s;
            o.pairedShare = l.schedule == Schedule::DualPipe
                                ? 1.0
                                : pairedPassShare(l.pp, l.virtualStages, l.microBatches);
            epPerMb = exposedExpertExchange_s(o);
        }
        e.collectives.add(CollectiveGroup::Expert, CollectiveKind::AllToAll, c, where, bytes,
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
        const GroupPlacement where = rankGroup(2, stride, domain);
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
        e.collectives.add(CollectiveGroup::Pipeline, CollectiveKind::SendRecv, hop, where, bytes,
                          slots, st.pp_comm_s);
    }

    DpWindows windows;
    windows.microBatches = m;
    windows.layersPerStage = layersPerStage;
    windows.perMb_s = perMb;
    windows.forwardWall_s = forwardBusy + ppForwardWait;
    windows.backwardWall_s = backwardBusy + ppBackwardWait;
    windows.pipelineForwardWait_s = ppForwardWait;
    windows.pipelineBackwardWait_s = ppBackwardWait;
    dataParallelStep(s, l, links, stack, windows, e);

    st.straggler_s = stragglerDelay_s(st.compute_s, std::max(1, s.gpus),
                                      s.stragglers.slowGpuFraction, s.stragglers.jitterCv);
    st.total_s = sumOfParts(st);

    // Bandwidth that would hide the TP collectives: their volume over the compute they could
    // overlap with (the DP tier's is dataParallelStep's).
    if (l.tp > 1 && st.compute_s > 0) {
        const double count = 4.0 + (l.recompute == Recompute::Full ? 2.0 : 0.0);
        const double tpBytes = m * layersPerStage * count * tokens * s.model.hidden * act
                               * busBandwidthFactor(CollectiveKind::AllReduce, l.tp);
        e.links.hide_tp_Bps = tpBytes / st.compute_s;
    }
}

}  // namespace syncwall::core
