#include "moe_text.h"

#include "quantity_text.h"

namespace syncwall::ui {

QString MoeText::title(const MoeTraffic& t)
{
    QString s = tr("MoE token dispatch and combine — EP = %1, %2 experts, top-%3")
                    .arg(t.ep)
                    .arg(t.experts)
                    .arg(t.topK);
    if (t.drawn != t.ep)
        s += tr(" (drawn: %1 of %2 GPUs)").arg(t.drawn).arg(t.ep);
    if (t.which == MoeCase::Dense)
        s += tr(" — teaching example: this model is dense");
    else if (t.which == MoeCase::NoEp)
        s += tr(" — teaching example: EP = 1 here");
    return s;
}

QString MoeText::phaseName(MoePhase phase)
{
    switch (phase) {
    case MoePhase::Route:
        return tr("Route");
    case MoePhase::Dispatch:
        return tr("Dispatch all-to-all");
    case MoePhase::Experts:
        return tr("Expert GEMMs");
    case MoePhase::Combine:
        return tr("Combine all-to-all");
    case MoePhase::Sum:
        break;
    }
    return tr("Weighted sum");
}

QString MoeText::linkName(const MoeTraffic& t)
{
    return t.scaleOut ? tr("the NICs (scale-out)") : tr("NVLink (scale-up)");
}

QString MoeText::caption(const MoeTraffic& t, const MoeRouting& r, const MoeTimeline& tl,
                         double time)
{
    if (time >= tl.total())
        return tr("Layer done: every token is back on its GPU with the sum of its top-%1 expert "
                  "outputs.")
            .arg(r.topK());
    switch (tl.phaseAt(time)) {
    case MoePhase::Route:
        return tr("Route: the gate picks the top-%1 experts of every token; the colour is the GPU "
                  "that hosts the chosen expert.")
            .arg(r.topK());
    case MoePhase::Dispatch:
        return tr("Dispatch all-to-all over %1: copies for experts on other GPUs travel, "
                  "%2 of %3 stay on their GPU.")
            .arg(linkName(t))
            .arg(r.staying())
            .arg(r.copies().size());
    case MoePhase::Experts:
        if (r.imbalance() > 1.0 + 1e-9)
            return tr("Expert GEMMs: GPU %1's expert got %2× the mean load and paces the "
                      "layer; the others wait (illustrative skew).")
                .arg(r.busiest())
                .arg(QuantityText::number(r.imbalance()));
        return tr("Expert GEMMs: every GPU runs its experts on the copies it received "
                  "(balanced: all finish together).");
    case MoePhase::Combine:
        return tr("Combine all-to-all over %1: the expert outputs travel back to their tokens' "
                  "GPUs.")
            .arg(linkName(t));
    case MoePhase::Sum:
        break;
    }
    return tr("Sum: each token adds its top-%1 expert outputs, weighted by the gate.")
        .arg(r.topK());
}

QStringList MoeText::strip(const MoeTraffic& t, const MoeRouting& r, const MoeTimeline& tl)
{
    QStringList lines;
    lines << tr("Per GPU per all-to-all: %1 tokens × top-%2 × hidden %3 × %4 B = "
                "%5; (ep−1)/ep = %6 of it (%7) leaves the GPU")
                 .arg(QuantityText::integer(static_cast<long long>(t.tokens)))
                 .arg(t.topK)
                 .arg(QuantityText::integer(static_cast<long long>(t.hidden)))
                 .arg(QString::number(t.elementBytes))
                 .arg(QuantityText::bytes(t.bytes),
                      QuantityText::percent(MoeTraffic::leavingShare(t.ep)),
                      QuantityText::bytes(t.leaving));
    if (t.teaching())
        lines << tr("Teaching example (EP = %1, top-%2 on this model's hidden size): no all-to-all "
                    "in this estimate, every phase drawn one unit long")
                     .arg(t.ep)
                     .arg(t.topK);
    else
        lines << tr("Per layer forward: dispatch + combine = %1 per GPU over %2, %3 each; "
                    "experts %4%5")
                     .arg(QuantityText::bytes(2 * t.bytes), linkName(t),
                          QuantityText::seconds(t.allToAll_s), QuantityText::seconds(t.experts_s),
                          tl.toScale() ? tr(" (to scale; route, sum nominal)")
                                       : tr(" (didactic: one unit per phase)"));
    if (r.imbalance() > 1.0 + 1e-9)
        lines << tr("Illustrative skew, not from the estimate: GPU %1 receives %2 copies against "
                    "a mean of %3, so the layer waits %4× the balanced expert time")
                     .arg(r.busiest())
                     .arg(r.maxLoad())
                     .arg(QuantityText::number(r.meanLoad()))
                     .arg(QuantityText::number(r.imbalance()));
    else
        lines << tr("Balanced routing (the estimate's assumption): every GPU receives %1 copies; "
                    "with a skew the busiest expert would pace the layer")
                     .arg(r.maxLoad());
    return lines;
}

}  // namespace syncwall::ui
