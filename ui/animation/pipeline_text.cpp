#include "pipeline_text.h"

#include <algorithm>
#include <vector>

#include "quantity_text.h"

namespace syncwall::ui {

QString PipelineText::scheduleName(core::Schedule s)
{
    switch (s) {
    case core::Schedule::GPipe:
        return tr("GPipe");
    case core::Schedule::Interleaved:
        return tr("Interleaved 1F1B");
    case core::Schedule::DualPipe:
        return tr("DualPipe (drawn as 1F1B)");
    case core::Schedule::OneFOneB:
        break;
    }
    return tr("1F1B");
}

QString PipelineText::title(const PipelineSchedule& ps, const core::Estimate& e)
{
    QString t = tr("Pipeline schedule — %1, P = %2, M = %3")
                    .arg(scheduleName(ps.schedule()))
                    .arg(e.layout.pp)
                    .arg(QuantityText::integer(e.layout.microBatches));
    if (ps.virtualStages() > 1)
        t += tr(", v = %1").arg(e.layout.virtualStages);
    if (ps.stages() != e.layout.pp || ps.microBatches() != e.layout.microBatches)
        t += tr(" (drawn: %1 × %2)").arg(ps.stages()).arg(ps.microBatches());
    return t;
}

QString PipelineText::caption(const PipelineSchedule& ps, double time)
{
    if (ps.empty())
        return {};
    if (time >= ps.makespan())
        return tr("Step done: every stage has run every micro-batch forward and backward; the grey "
                  "area is the bubble.");
    // The pipe is full once every stage has started its first backward: stage 0 starts it last
    // (the first gradient has to travel back to it), and until then earlier stages still wait.
    std::vector<double> firstBackward(std::size_t(std::max(ps.stages(), 1)), ps.makespan());
    double lastForwardFirst = 0;
    for (const PipeBlock& b : ps.blocks()) {
        if (b.backward && b.stage >= 0 && b.stage < ps.stages())
            firstBackward[std::size_t(b.stage)] =
                std::min(firstBackward[std::size_t(b.stage)], b.start);
        if (!b.backward && b.stage == 0)
            lastForwardFirst = std::max(lastForwardFirst, b.end);
    }
    const double steadyFrom = *std::max_element(firstBackward.begin(), firstBackward.end());
    if (ps.schedule() == core::Schedule::GPipe)
        return time < lastForwardFirst + (ps.stages() - 1)
                   ? tr("GPipe: every micro-batch goes forward first; later stages wait for the "
                        "pipe to fill.")
                   : tr("GPipe: then every micro-batch goes backward; the first stages wait for "
                        "the gradients.");
    if (time < steadyFrom)
        return tr(
            "Warm-up: micro-batches enter one by one; later stages are idle until the pipe fills.");
    if (time < lastForwardFirst)
        return tr("Steady state: the pipe is full; each stage alternates one forward and one "
                  "backward.");
    return tr("Cool-down: no forwards left; the last backwards drain back to stage 0 and stages "
              "fall idle.");
}

QString PipelineText::blockLabel(const PipeBlock& b, int virtualStages)
{
    const QString n = QString::number(b.microBatch + 1);
    if (virtualStages <= 1)
        return n;
    return n + QChar(u'a' + b.chunk % 26);
}

QString PipelineText::stageName(const StageRow& row) { return tr("Stage %1").arg(row.stage); }

QString PipelineText::stageLayers(const StageRow& row)
{
    QString t = row.layers == 1 ? tr("1 layer") : tr("%1 layers").arg(row.layers);
    if (row.embedding && row.output)
        return t;  // one stage: no pipeline
    if (row.embedding)
        t += tr(" + embedding");
    if (row.output)
        t += tr(" + output");
    return t;
}

QStringList PipelineText::strip(const PipelineSchedule& ps, const PipelineStages& stages,
                                const core::Estimate& e)
{
    const int p = e.layout.pp, v = std::max(1, e.layout.virtualStages),
              m = std::max(1, e.layout.microBatches);
    const double ideal = double(p - 1) / (double(v) * m);
    const double step = double(p - 1) / (double(v) * m + p - 1);
    const QString ofIdeal = v > 1 ? tr("(P−1)/(v·M)") : tr("(P−1)/M");
    const QString ofStep = v > 1 ? tr("(P−1)/(v·M+P−1)") : tr("(P−1)/(M+P−1)");
    QStringList lines;
    lines << tr("Bubble = %1 = %2 of the ideal (no-bubble) time  ·  %3 = %4 of the step")
                 .arg(ofIdeal, QuantityText::percent(ideal), ofStep, QuantityText::percent(step));
    lines << tr("Estimate: bubble %1 in a %2 step  ·  1 unit = one micro-batch forward on one "
                "stage, backward = 2")
                 .arg(QuantityText::seconds(e.step.bubble_s),
                      QuantityText::seconds(e.step.total_s));
    const bool capped = ps.stages() != p || ps.microBatches() != m;
    if (capped)
        lines << tr("Drawn with %1 stages and %2 micro-batches (of %3 and %4): grey is %5 of this "
                    "drawing.")
                     .arg(ps.stages())
                     .arg(ps.microBatches())
                     .arg(p)
                     .arg(QuantityText::integer(m))
                     .arg(QuantityText::percent(ps.bubbleOfStep()));
    else if (p <= 1)
        lines << tr("One stage: no pipeline, no bubble.");
    else
        lines << tr("Grey (hatched) = idle = %1 of the stage-time drawn = bubble / (bubble + "
                    "compute) in the estimate")
                     .arg(QuantityText::percent(ps.bubbleOfStep()));
    if (stages.uneven()) {
        const StageRow pace = stages.row(stages.pacingRow());
        const StageRow light = stages.row(stages.lightestRow());
        lines << tr("Uneven stages: stage %1 (%2) paces; stage %3 (%4) does %5 of its work and "
                    "idles the rest")
                     .arg(pace.stage)
                     .arg(stageLayers(pace))
                     .arg(light.stage)
                     .arg(stageLayers(light))
                     .arg(QuantityText::percent(light.work));
    }
    return lines;
}

}  // namespace syncwall::ui
