#include "ddp_timeline.h"

#include <algorithm>
#include <array>
#include <cmath>

#include "core/compute_model.h"

namespace syncwall::ui {
namespace {

constexpr int kMaxShownGpus = 6;  // rows stay tall enough to read projected
constexpr int kMinShownGpus = 4;
constexpr int kMaxShownMicroBatches = 4;

double positive(double x) { return x > 0 ? x : 0.0; }

}  // namespace

DdpInputs DdpTimeline::inputsFrom(const core::Scenario& s, const core::Estimate& e, bool didactic)
{
    DdpInputs in;
    const core::StepBreakdown& st = e.step;
    in.realGpus = std::max(1, e.layout.dp);
    in.realMicroBatches = std::max(1, e.layout.microBatches);
    in.gpus = std::clamp(in.realGpus, kMinShownGpus, kMaxShownGpus);
    in.microBatches = std::min(in.realMicroBatches, kMaxShownMicroBatches);
    in.didactic = didactic;

    // Forward vs backward share from the core's per-micro-batch model (recompute runs in backward).
    const core::MicroBatchTime mb =
        core::pacingStage(s.model, e.layout, core::computeInputs(s)).time;
    const double forwardShare = mb.total() > 0 ? mb.forward_s / mb.total() : 1.0 / 3.0;
    // The core charges the slowest rank straggler_s over pure compute (slow GPU or jitter).
    in.slowExtra = st.compute_s > 0 ? positive(st.straggler_s) / st.compute_s : 0.0;
    const double hiddenShare =
        st.dp_comm_s > 0 ? positive(st.dp_comm_s - st.dp_comm_exposed_s) / st.dp_comm_s : 0.0;

    if (didactic) {
        const double m = in.microBatches;
        in.shard_s = 1.0;
        in.forward_s = 1.0 / m;
        in.backward_s = 1.0 / m;
        in.comm_s = 1.0;
        in.commHidden_s = std::min(hiddenShare, 0.9);
        in.optimizer_s = 1.0;
        return in;
    }
    // Everything before the DP sync: compute, TP/CP/EP collectives, the pipeline bubble and
    // transfers. Only its compute part is slowed on the slowest GPU.
    const double beforeSync =
        positive(st.total_s - st.dp_comm_exposed_s - st.optimizer_s - st.straggler_s);
    in.slowExtra = beforeSync > 0 ? positive(st.straggler_s) / beforeSync : 0.0;
    in.forward_s = beforeSync * forwardShare / in.microBatches;
    in.backward_s = beforeSync * (1.0 - forwardShare) / in.microBatches;
    in.comm_s = positive(st.dp_comm_s);
    in.commHidden_s = in.comm_s * hiddenShare;
    in.optimizer_s = positive(st.optimizer_s);
    in.shard_s = kNominalShardShare * positive(st.total_s);
    return in;
}

DdpTimeline DdpTimeline::build(const DdpInputs& in)
{
    DdpTimeline t;
    t.m_inputs = in;
    const int gpus = std::max(1, in.gpus);
    t.m_inputs.gpus = gpus;
    t.m_tracks.resize(static_cast<std::size_t>(gpus));
    double slowest = 0;
    for (int g = 0; g < gpus; ++g) {
        DdpTrack& track = t.m_tracks[static_cast<std::size_t>(g)];
        const double factor = g == t.m_inputs.slowestGpu() ? 1.0 + positive(in.slowExtra) : 1.0;
        double now = positive(in.shard_s);
        track.segments.push_back({DdpPhase::Shard, 0.0, now});
        for (int i = 0; i < std::max(1, in.microBatches); ++i) {
            const double f = positive(in.forward_s) * factor;
            const double b = positive(in.backward_s) * factor;
            track.segments.push_back({DdpPhase::Forward, now, now + f, i});
            track.segments.push_back({DdpPhase::Backward, now + f, now + f + b, i});
            now += f + b;
        }
        track.backwardEnd_s = now;
        slowest = std::max(slowest, now);
    }
    // No GPU can finish the all-reduce before the slowest one has its last gradient: the
    // collective overlaps that GPU's last backward by commHidden_s and the rest is exposed.
    const double hidden = std::min(positive(in.commHidden_s), positive(in.comm_s));
    t.m_barrierEnd_s = slowest;
    t.m_commStart_s = slowest - hidden;
    t.m_commEnd_s = slowest + positive(in.comm_s) - hidden;
    t.m_end_s = t.m_commEnd_s + positive(in.optimizer_s);
    for (int g = 0; g < gpus; ++g) {
        DdpTrack& track = t.m_tracks[static_cast<std::size_t>(g)];
        track.slowest = g == t.m_inputs.slowestGpu() && in.slowExtra > 0;
        if (track.backwardEnd_s < slowest)
            track.segments.push_back({DdpPhase::AllReduce, track.backwardEnd_s, slowest, -1, true});
        track.segments.push_back({DdpPhase::AllReduce, slowest, t.m_commEnd_s});
        track.segments.push_back({DdpPhase::Optimizer, t.m_commEnd_s, t.m_end_s});
    }
    return t;
}

DdpPhase DdpTimeline::phaseAt(int gpu, double t) const
{
    if (gpu < 0 || gpu >= static_cast<int>(m_tracks.size()))
        return DdpPhase::Shard;
    DdpPhase phase = DdpPhase::Shard;
    for (const DdpSegment& seg : m_tracks[static_cast<std::size_t>(gpu)].segments)
        if (t >= seg.start_s && seg.end_s > seg.start_s)
            phase = seg.phase;
    return phase;
}

DdpPhase DdpTimeline::currentPhase(double t) const
{
    std::array<int, kDdpPhaseCount> count {};
    for (int g = 0; g < static_cast<int>(m_tracks.size()); ++g)
        ++count[static_cast<std::size_t>(phaseAt(g, t))];
    std::size_t most = 0;  // ties go to the later phase
    for (std::size_t k = 1; k < count.size(); ++k)
        if (count[k] >= count[most])
            most = k;
    return static_cast<DdpPhase>(most);
}

std::vector<double> DdpTimeline::boundaries() const
{
    std::vector<double> candidates {m_barrierEnd_s, m_commEnd_s};
    for (const DdpTrack& track : m_tracks)
        for (const DdpSegment& seg : track.segments)
            candidates.push_back(seg.start_s);
    std::sort(candidates.begin(), candidates.end());
    // A step boundary is where the shown phase changes, plus the barrier and the sync's end.
    std::vector<double> times {0.0};
    const double eps = 1e-9 * std::max(m_end_s, 1e-30);
    for (double t : candidates) {
        if (t - times.back() <= eps || t >= m_end_s - eps)
            continue;
        const bool marker = std::abs(t - m_barrierEnd_s) <= eps || std::abs(t - m_commEnd_s) <= eps;
        if (marker || currentPhase(t) != currentPhase(times.back()))
            times.push_back(t);
    }
    times.push_back(m_end_s);
    return times;
}

}  // namespace syncwall::ui
