#include "ddp_text.h"

#include <algorithm>

#include "quantity_text.h"

namespace syncwall::ui {

double DdpText::slowShare(const core::Estimate& e)
{
    return e.step.compute_s > 0 ? e.step.straggler_s / e.step.compute_s : 0.0;
}

QString DdpText::phaseName(DdpPhase phase)
{
    switch (phase) {
    case DdpPhase::Shard:
        return tr("Shard data");
    case DdpPhase::Forward:
        return tr("Forward");
    case DdpPhase::Backward:
        return tr("Backward");
    case DdpPhase::AllReduce:
        return tr("All-reduce barrier");
    case DdpPhase::Optimizer:
        return tr("Optimizer step");
    }
    return {};
}

QString DdpText::title(DdpPhase phase)
{
    return tr("Data-parallel step \u2014 Phase %1 of %2: %3")
        .arg(static_cast<int>(phase) + 1)
        .arg(kDdpPhaseCount)
        .arg(phaseName(phase));
}

QString DdpText::caption(DdpPhase phase)
{
    switch (phase) {
    case DdpPhase::Shard:
        return tr("Each GPU takes its own slice of the global batch.");
    case DdpPhase::Forward:
        return tr("Each GPU runs its micro-batch through its full copy of the model.");
    case DdpPhase::Backward:
        return tr("Each GPU computes gradients from its own data; accumulation adds them up over "
                  "micro-batches.");
    case DdpPhase::AllReduce:
        return tr("Gradients are summed across GPUs: nobody can go on until the slowest GPU has "
                  "its gradients.");
    case DdpPhase::Optimizer:
        return tr("Every GPU applies the same summed gradient, so all copies of the model stay "
                  "identical.");
    }
    return {};
}

QString DdpText::segmentLabel(const DdpSegment& seg)
{
    switch (seg.phase) {
    case DdpPhase::Shard:
        return tr("data");
    case DdpPhase::Forward:
        return tr("F%1").arg(seg.microBatch + 1);
    case DdpPhase::Backward:
        return tr("B%1").arg(seg.microBatch + 1);
    case DdpPhase::AllReduce:
        return seg.waiting ? tr("wait") : tr("sync");
    case DdpPhase::Optimizer:
        return tr("opt");
    }
    return {};
}

QString DdpText::status(const DdpTimeline& t, int gpu, double time)
{
    if (time >= t.end_s())
        return tr("done");
    const DdpTrack& track = t.tracks()[static_cast<std::size_t>(gpu)];
    for (const DdpSegment& seg : track.segments) {
        if (time < seg.start_s || time >= seg.end_s)
            continue;
        if (seg.waiting)
            return tr("waits for GPU %1").arg(t.inputs().slowestGpu());
        if (seg.phase == DdpPhase::Forward || seg.phase == DdpPhase::Backward)
            return tr("%1 %2/%3")
                .arg(phaseName(seg.phase))
                .arg(seg.microBatch + 1)
                .arg(t.inputs().microBatches);
        return phaseName(seg.phase);
    }
    return {};
}

QStringList DdpText::strip(const DdpTimeline& t, const core::Scenario& s, const core::Estimate& e)
{
    const core::StepBreakdown& st = e.step;
    const double beforeSync = st.total_s - st.dp_comm_exposed_s - st.optimizer_s - st.straggler_s;
    QStringList lines;
    lines << tr("Step = fwd + bwd %1 + straggler %2 + exposed all-reduce %3 + optimizer %4 = %5")
                 .arg(QuantityText::seconds(beforeSync), QuantityText::seconds(st.straggler_s),
                      QuantityText::seconds(st.dp_comm_exposed_s),
                      QuantityText::seconds(st.optimizer_s), QuantityText::seconds(st.total_s));
    if (t.inputs().realGpus < 2)
        lines << tr("No data parallelism in this scenario (dp = 1): no all-reduce; %1 GPUs drawn "
                    "to teach the phases")
                     .arg(t.inputs().gpus);
    else
        // The setting caps the share that may overlap; the last backward's length caps what
        // does (a tester read "overlap 80 %" beside 127 of 285 ms hidden).
        lines << tr("All-reduce %1, of which %2 is hidden behind the last backward (up to %3 "
                    "may overlap, no longer than that backward)")
                     .arg(QuantityText::seconds(st.dp_comm_s),
                          QuantityText::seconds(st.dp_comm_s - st.dp_comm_exposed_s),
                          QuantityText::percent(s.comm.dpOverlap));
    if (st.straggler_s > 0)
        lines << tr("Slowest GPU %1 slower: the others wait %2 at the barrier, every step")
                     .arg(QuantityText::percent(slowShare(e)),
                          QuantityText::seconds(st.straggler_s));
    const DdpInputs& in = t.inputs();
    QString shown = in.realGpus >= in.gpus ? tr("%1 of %2 GPUs, %3 of %4 micro-batches shown")
                                                 .arg(in.gpus)
                                                 .arg(QuantityText::integer(in.realGpus))
                                                 .arg(in.microBatches)
                                                 .arg(QuantityText::integer(in.realMicroBatches))
                                           : tr("%1 of %2 micro-batches shown")
                                                 .arg(in.microBatches)
                                                 .arg(QuantityText::integer(in.realMicroBatches));
    if (in.didactic)
        shown += tr("  \u00B7  didactic: phases evened out, not to scale");
    else
        shown += tr("  \u00B7  to scale; data loading not modelled (drawn at %1)")
                     .arg(QuantityText::percent(DdpTimeline::kNominalShardShare));
    lines << shown;
    return lines;
}

QString DdpText::clock(const DdpTimeline& t, double time)
{
    const double shard = t.inputs().shard_s;
    if (time < shard)
        return tr("loading data (not modelled)");
    // A stop lands on the shard's end within a rounding error (a tester read "t = 0.0878 ps"
    // at the start of the forward): below a billionth of the step it is the start.
    const double elapsed = time - shard;
    return tr("t = %1").arg(
        QuantityText::seconds(elapsed < 1e-9 * std::max(t.end_s(), 1e-12) ? 0.0 : elapsed));
}

}  // namespace syncwall::ui
