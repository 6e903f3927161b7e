#include "ring_text.h"

#include <algorithm>
#include <cmath>

#include "frame_inputs.h"
#include "quantity_text.h"

namespace syncwall::ui {

CollectiveFrame CollectiveFrame::at(const CollectivePlan& plan, double phase)
{
    CollectiveFrame f;
    const int steps = plan.stepCount();
    // As on the other timelines, a stop k / n lands on step k (timeAtPhase), not k - 1.
    const double pos = timeAtPhase(std::clamp(std::isfinite(phase) ? phase : 0.0, 0.0, 1.0), steps);
    if (steps == 0 || pos >= steps - 1e-9) {
        f.step = steps;
        f.done = true;
        return f;
    }
    f.step = static_cast<int>(std::floor(pos));
    f.progress = std::max(0.0, pos - f.step);
    return f;
}

QString RingText::algorithmName(core::Algorithm a)
{
    switch (a) {
    case core::Algorithm::Tree:
        return tr("Tree all-reduce");
    case core::Algorithm::Hierarchical:
        return tr("Hierarchical all-reduce");
    case core::Algorithm::Nvls:
        return tr("In-switch all-reduce (NVLS/SHARP)");
    case core::Algorithm::Ring:
    case core::Algorithm::Auto:
        break;
    }
    return tr("Ring all-reduce");
}

QString RingText::title(const CollectiveTiming& t)
{
    if (t.realRanks < 2)
        return tr("%1 \u2014 %2 GPUs (teaching example)")
            .arg(algorithmName(t.algorithm))
            .arg(t.shownRanks);
    if (t.shownRanks < t.realRanks)
        return tr("%1 \u2014 N = %2 GPUs, %3 shown")
            .arg(algorithmName(t.algorithm), QuantityText::integer(t.realRanks))
            .arg(t.shownRanks);
    return tr("%1 \u2014 N = %2 GPUs").arg(algorithmName(t.algorithm)).arg(t.realRanks);
}

QString RingText::stageName(StepStage stage)
{
    switch (stage) {
    case StepStage::ReduceScatter:
        return tr("Reduce-scatter");
    case StepStage::AllGather:
        return tr("All-gather");
    case StepStage::ReduceUp:
        return tr("Reduce up the tree");
    case StepStage::BroadcastDown:
        return tr("Broadcast down");
    case StepStage::InNodeReduceScatter:
        return tr("In-node reduce-scatter");
    case StepStage::CrossNodeReduceScatter:
        return tr("Cross-node reduce-scatter");
    case StepStage::CrossNodeAllGather:
        return tr("Cross-node all-gather");
    case StepStage::InNodeAllGather:
        return tr("In-node all-gather");
    case StepStage::SwitchReduce:
        return tr("Switch reduces");
    case StepStage::SwitchMulticast:
        return tr("Switch multicasts");
    }
    return {};
}

QString RingText::stageStep(const CollectiveTiming& t, const CollectiveFrame& f)
{
    if (f.done || f.step >= t.plan.stepCount())
        return tr("all %1 steps done").arg(t.plan.stepCount());
    const CollectiveStep& s = t.plan.steps()[static_cast<std::size_t>(f.step)];
    return tr("step %1 of %2").arg(s.indexInStage + 1).arg(s.stageLength);
}

QString RingText::caption(const CollectiveTiming& t, const CollectiveFrame& f)
{
    if (f.done)
        return tr("Done: every GPU holds every chunk, summed over all %1 GPUs.")
            .arg(t.plan.ranks());
    switch (t.plan.steps()[static_cast<std::size_t>(f.step)].stage) {
    case StepStage::ReduceScatter:
        return tr("Each GPU sends one chunk to its neighbour, which adds its own gradient to it.");
    case StepStage::AllGather:
        return tr("Each GPU forwards a fully summed chunk; the neighbour keeps a copy.");
    case StepStage::ReduceUp:
        return tr("Children send their partial sums to their parent, which adds them.");
    case StepStage::BroadcastDown:
        return tr("The root's total flows back down to every GPU.");
    case StepStage::InNodeReduceScatter:
        return tr("Over NVLink, each GPU ends up owning one shard summed over its node.");
    case StepStage::CrossNodeReduceScatter:
        return tr("Across nodes, each GPU reduces its shard with its peers on its own NIC rail.");
    case StepStage::CrossNodeAllGather:
        return tr("Across nodes, the rail peers share the pieces of their shard, now summed over "
                  "all GPUs.");
    case StepStage::InNodeAllGather:
        return tr("Over NVLink, every GPU collects all the shards of its node.");
    case StepStage::SwitchReduce:
        return tr("Every GPU pushes its gradient into the switch, which adds them as they arrive.");
    case StepStage::SwitchMulticast:
        return tr("The switch multicasts the sum back to every GPU at once.");
    }
    return {};
}

QString RingText::formula(const CollectiveTiming& t)
{
    const QString T = QuantityText::seconds(t.time_s);
    const double n = t.realRanks;
    switch (t.algorithm) {
    case core::Algorithm::Tree:
        // 2 M/B, not 2 log N M/B: NCCL pipelines the buffer down and up the tree in chunks, so
        // every level works at once (a tester read "+all" per step against the step's time).
        if (t.beta_Bps > 0)
            return tr("T = 2\u2308log\u2082N\u2309\u00B7\u03B1 + 2\u00B7M/B = 2\u00B7%1\u00B7%2 + "
                      "2 \u00B7 %3 / %4 = %5   (pipelined in chunks: all levels busy at once)")
                .arg(static_cast<int>(std::ceil(std::log2(n))))
                .arg(QuantityText::seconds(t.alpha_s), QuantityText::bytes(t.bytes),
                     QuantityText::rate(t.beta_Bps), T);
        return tr("T = 2\u2308log\u2082N\u2309\u00B7\u03B1 + 2\u00B7M/B");
    case core::Algorithm::Hierarchical: {
        QString f = tr("T = 2[(r−1)α + (r−1)/r·M/B(NVLink)] + 2[(k−1)α + (k−1)/k·M/(r·B(NIC))] "
                       "= %1   (r = %2 per node, k = %3 nodes)")
                        .arg(T)
                        .arg(t.ranksPerDomain)
                        .arg(t.domains);
        // The picture keeps two GPUs per node to show both tiers even where the group has one
        // rank per node (a tester read r = 1 beside an in-node phase).
        if (t.shownPerNode > t.ranksPerDomain)
            f += tr("; drawn: %1 per node").arg(t.shownPerNode);
        if (t.shownNodes > t.domains)
            f += tr("; drawn: %1 nodes").arg(t.shownNodes);
        return f;
    }
    case core::Algorithm::Nvls:
        // Without in-switch reduction the time is another algorithm's: say so here, where the
        // formula would otherwise equal a number it does not give.
        if (t.noInSwitch)
            return tr("T ≈ 2α + M/B(switch) (+ M/(r·B(NIC)) across nodes): no in-switch reduction "
                      "on this hardware, so %1 is the best other algorithm's time")
                .arg(T);
        return tr("T ≈ 2α + M/B(switch) (+ M/(r·B(NIC)) across nodes) = %1").arg(T);
    case core::Algorithm::Ring:
    case core::Algorithm::Auto:
        break;
    }
    if (t.beta_Bps > 0)
        return tr("T = 2(N−1)·α + 2(N−1)/N · M/B = 2·%1·%2 + %3 · %4 / %5 = %6")
            .arg(t.realRanks - 1)
            .arg(QuantityText::seconds(t.alpha_s), QuantityText::number(2 * (n - 1) / n),
                 QuantityText::bytes(t.bytes), QuantityText::rate(t.beta_Bps), T);
    return tr("T = 2(N−1)·α + 2(N−1)/N · M/B");
}

QStringList RingText::strip(const CollectiveTiming& t, const CollectiveFrame& f)
{
    QStringList lines {formula(t)};
    const int steps = t.plan.stepCount();
    const double share = steps > 0 ? double(f.completedSteps()) / steps : 0.0;
    const double all = t.plan.bytesSentByRank(0, steps, 1.0);
    const double sentShare =
        all > 0 ? t.plan.bytesSentByRank(0, f.completedSteps(), 1.0) / all : 0.0;
    QString where;
    if (f.done) {
        where = tr("All %1 steps done").arg(steps);
    } else {
        const CollectiveStep& s = t.plan.steps()[static_cast<std::size_t>(f.step)];
        where = tr("%1 %2 (%3 of %4 steps in all)")
                    .arg(stageName(s.stage), stageStep(t, f))
                    .arg(f.step + 1)
                    .arg(steps);
    }
    double total = 0;  // bytes each GPU sends over the whole real collective
    const double n = t.realRanks, r = t.ranksPerDomain, k = t.domains;
    if (t.algorithm == core::Algorithm::Ring)
        total = 2 * (n - 1) / n * t.bytes;
    else if (t.algorithm == core::Algorithm::Hierarchical)
        total = 2 * (r - 1) / r * t.bytes + 2 * (k - 1) / k * t.bytes / r;
    else if (t.algorithm == core::Algorithm::Nvls)
        total = t.bytes;
    if (total > 0 && t.realRanks > 1)
        where += tr("  \u00B7  sent per GPU so far: %1 of %2")
                     .arg(QuantityText::bytes(sentShare * total), QuantityText::bytes(total));
    if (t.hasCollective()) {
        // Time follows the bytes where the strip counts them: the hierarchical picture's steps
        // move unequal shares, and a tester read 40 % of the bytes sent at 33 % of the time.
        const double timeShare = total > 0 && t.realRanks > 1 ? sentShare : share;
        where +=
            tr("  \u00B7  t = %1 of %2")
                .arg(QuantityText::seconds(timeShare * t.time_s), QuantityText::seconds(t.time_s));
        lines << where;
        lines << tr("M = %1 per GPU  ·  algbw = M/T = %2  ·  busbw = algbw·2(N−1)/N = %3")
                     .arg(QuantityText::bytes(t.bytes), QuantityText::rate(t.algbw_Bps),
                          QuantityText::rate(t.busbw_Bps));
    } else {
        lines << where;
        lines << tr("M = %1 of gradients per GPU: what a data-parallel group would all-reduce")
                     .arg(QuantityText::bytes(t.bytes));
    }
    QString note;
    if (!t.hasCollective())
        note = tr("This scenario has no data parallelism (dp = %1): nothing to all-reduce. %2 GPUs "
                  "shown to teach the algorithm.")
                   .arg(t.realRanks)
                   .arg(t.shownRanks);
    else if (t.shownRanks < t.realRanks || t.algorithm == core::Algorithm::Hierarchical)
        note = tr("%1 of N = %2 GPUs shown; the real group takes %3 steps of about %4.")
                   .arg(t.shownRanks)
                   .arg(QuantityText::integer(t.realRanks))
                   .arg(t.realSteps())
                   .arg(QuantityText::seconds(t.realSteps() > 0 ? t.time_s / t.realSteps() : 0.0));
    else
        note = tr("Each of the %1 steps moves M/N = %2 per GPU in about %3.")
                   .arg(t.realSteps())
                   .arg(QuantityText::bytes(t.bytes / std::max(n, 1.0)),
                        QuantityText::seconds(t.realSteps() > 0 ? t.time_s / t.realSteps() : 0.0));
    if (t.noInSwitch)
        note += tr(" No in-switch reduction on this hardware: timed as the best other algorithm.");
    else if (t.hasCollective() && t.algorithm != t.estimateAlgorithm)
        note += tr(" The estimate uses: %1.").arg(algorithmName(t.estimateAlgorithm));
    lines << note;
    return lines;
}

QString RingText::legendChunk() { return tr("A3 = chunk A, 3 gradients summed"); }

}  // namespace syncwall::ui
