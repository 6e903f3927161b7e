#include "headline_cards.h"

#include <QGridLayout>

#include "card.h"
#include "charts/chart_format.h"
#include "controls/painted_text.h"
#include "model/analysis_runner.h"
#include "model/scenario_model.h"
#include "units.h"

namespace syncwall::ui {

namespace {

QString regimeText(core::Regime regime)
{
    switch (regime) {
    case core::Regime::CommunicationBound:
        return HeadlineCards::tr("communication-bound\n(below 70 %)");
    case core::Regime::Balanced:
        return HeadlineCards::tr("balanced\n(70 to 85 %)");
    case core::Regime::ComputeBound:
        return HeadlineCards::tr("compute-bound\n(above 85 %)");
    case core::Regime::PipelineBound:
        return HeadlineCards::tr("bubble-bound\n(below 70 %)");
    }
    return {};
}

Tone regimeTone(core::Regime regime)
{
    switch (regime) {
    case core::Regime::CommunicationBound:
    case core::Regime::PipelineBound:
        return Tone::Bad;
    case core::Regime::Balanced:
        return Tone::Warning;
    case core::Regime::ComputeBound:
        return Tone::Good;
    }
    return Tone::Neutral;
}

QString algorithmText(core::Algorithm a)
{
    switch (a) {
    case core::Algorithm::Auto:
        return HeadlineCards::tr("auto");
    case core::Algorithm::Ring:
        return HeadlineCards::tr("ring");
    case core::Algorithm::Tree:
        return HeadlineCards::tr("tree");
    case core::Algorithm::Hierarchical:
        return HeadlineCards::tr("hierarchical");
    case core::Algorithm::Nvls:
        return HeadlineCards::tr("in-switch");
    }
    return {};
}

}  // namespace

HeadlineCards::HeadlineCards(ScenarioModel* model, QWidget* parent)
    : QWidget(parent), m_model(model)
{
    setObjectName(QStringLiteral("headlineCards"));
    const QList<QPair<QString, QString>> cards = {
        {QStringLiteral("jct"), tr("Predicted JCT")},
        {QStringLiteral("expected"), tr("Expected with failures")},
        {QStringLiteral("theoretical"), tr("Compute-only time")},
        {QStringLiteral("wall"), tr("Sync wall")},
        {QStringLiteral("efficiency"), tr("GPU utilization efficiency")},
        {QStringLiteral("mfu"), tr("MFU")},
        {QStringLiteral("step"), tr("Step time")},
        {QStringLiteral("comm"), tr("Communication share")},
        {QStringLiteral("allreduce"), tr("All-reduce time")},
        {QStringLiteral("memory"), tr("Memory per GPU")},
        {QStringLiteral("failures"), tr("Expected failures")},
        {QStringLiteral("checkpoint"), tr("Checkpoint interval")},
        {QStringLiteral("layout"), tr("Layout")},
        {QStringLiteral("throughput"), tr("Throughput")},
        {QStringLiteral("cost"), tr("Cost")},
        {QStringLiteral("energy"), tr("Energy")},
    };
    auto* grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setSpacing(8);
    constexpr int kColumns = 4;
    for (int i = 0; i < cards.size(); ++i) {
        auto* card = new Card(cards[i].second, this);
        card->setObjectName(QStringLiteral("card-") + cards[i].first);
        m_cards.insert(cards[i].first, card);
        grid->addWidget(card, i / kColumns, i % kColumns);
    }
    for (int c = 0; c < kColumns; ++c)
        grid->setColumnStretch(c, 1);

    refresh();
}

void HeadlineCards::refresh()
{
    if (!m_model->isValid()) {
        for (auto* card : std::as_const(m_cards))
            card->setContent(Units::dash(), tr("fix the inputs\nto see this"));
        refreshSweep();  // the wall needs only a sound model, batch and cluster
        return;
    }
    refreshEstimate();
    refreshSweep();
    refreshMonteCarlo();
}

void HeadlineCards::refreshEstimate()
{
    const auto& e = m_model->estimate();
    const auto& s = m_model->scenario();
    const auto& run = e.run;
    m_cards[QStringLiteral("jct")]->setContent(
        Units::duration(run.predicted_s),
        tr("failure-free\n%1 steps").arg(Units::count(run.steps)));
    m_cards[QStringLiteral("theoretical")]->setContent(
        Units::duration(run.theoretical_min_s),
        // Each line with a shorter variant for a narrow card (LineLabel): the whole one is in
        // the tooltip.
        PaintedText::orShorter(tr("at achieved kernel speed:"), tr("at kernel speed:"))
            + QLatin1Char('\n')
            + PaintedText::orShorter(tr("no comm., bubble, failures"),
                                     tr("no comm./bubble/fails")));
    m_cards[QStringLiteral("efficiency")]->setContent(
        Units::percent(run.efficiency), regimeText(run.regime), regimeTone(run.regime));
    m_cards[QStringLiteral("mfu")]->setContent(
        Units::percent(e.throughput.mfu),
        tr("%1 TFLOP/s per GPU\nHFU %2")
            .arg(Units::number(e.throughput.tflops_per_gpu, 0), Units::percent(e.throughput.hfu)));
    m_cards[QStringLiteral("step")]->setContent(
        Units::shortDuration(e.step.total_s),
        tr("compute %1\nbubble %2")
            .arg(Units::shortDuration(e.step.compute_s), Units::shortDuration(e.step.bubble_s)));
    m_cards[QStringLiteral("comm")]->setContent(
        Units::percent(run.comm_share),
        PaintedText::orShorter(tr("exposed communication"), tr("exposed comm.")) + QLatin1Char('\n')
            + tr("in each step"));
    // A MoE run reduces its routed experts' gradients in a collective of their own (over the
    // expert data-parallel ranks), often the larger one: the card says it in place of the
    // dense one's algorithm, which a tester could not find (18.6 ms shown, 663 ms missing).
    const core::CollectiveResult& experts = e.expertAllreduce;
    // Under ZeRO-1/2 with fp32 gradients the size is the two halves' mean: the card says so
    // (the tooltip in full), as no single message has it.
    const QString size = Units::bytes(e.allreduce.bytes), ranks = Units::count(e.allreduce.ranks);
    const QString dense =
        e.allreduce.meanOfHalves
            ? PaintedText::orShorter(
                PaintedText::orShorter(tr("%1 per rank, the mean of an fp32 reduce-scatter "
                                          "and a 16-bit all-gather, %2 ranks")
                                           .arg(size, ranks),
                                       tr("%1 mean \u00D7 %2 ranks").arg(size, ranks)),
                tr("%1 \u00D7 %2 ranks").arg(size, ranks))
            : PaintedText::orShorter(tr("%1 per rank, %2 ranks").arg(size, ranks),
                                     tr("%1 \u00D7 %2 ranks").arg(size, ranks));
    const QString second =
        experts.ranks > 1 ? PaintedText::orShorter(
            tr("experts: %1 more, %2 ranks")
                .arg(Units::shortDuration(experts.time_s), Units::count(experts.ranks)),
            tr("experts: +%1").arg(Units::shortDuration(experts.time_s)))
                          : tr("%1, bus %2")
                                .arg(algorithmText(e.allreduce.algorithm),
                                     Units::bandwidth(e.allreduce.busbw_Bps));
    m_cards[QStringLiteral("allreduce")]->setContent(Units::shortDuration(e.allreduce.time_s),
                                                     dense + QLatin1Char('\n') + second);
    m_cards[QStringLiteral("memory")]->setContent(
        Units::bytes(e.memory.total_B),
        (e.memory.fits ? tr("of %1\nfits in HBM") : tr("of %1\ndoes not fit in HBM"))
            .arg(Units::bytes(e.memory.capacity_B)),
        e.memory.fits ? Tone::Good : Tone::Bad);
    m_cards[QStringLiteral("failures")]->setContent(
        Units::number(e.reliability.expected_failures, 1),
        tr("cluster MTBF %1").arg(Units::duration(e.reliability.cluster_mtbf_s)));
    const core::ReliabilityResult& rel = e.reliability;
    const QString blocks = Units::shortDuration(rel.checkpoint_write_s);
    const QString daly = Units::duration(rel.daly_interval_s);
    QString why;
    switch (rel.interval_basis) {
    // Daly's optimum stays in the middle variant: a narrow card (or a longer language) had
    // dropped it together with the reason's words.
    case core::CheckpointIntervalBasis::FlushFloor:
        why = PaintedText::orShorter(
            PaintedText::orShorter(tr("when the last flush ends; Daly %1").arg(daly),
                                   tr("flush-bound; Daly %1").arg(daly)),
            tr("when the last flush ends"));
        break;
    case core::CheckpointIntervalBasis::EveryStep:
        why = PaintedText::orShorter(
            PaintedText::orShorter(tr("once a step, the most often; Daly %1").arg(daly),
                                   tr("once a step; Daly %1").arg(daly)),
            tr("once a step"));
        break;
    case core::CheckpointIntervalBasis::SetByHand:
    case core::CheckpointIntervalBasis::DalyOptimum: {
        const QString basis = rel.interval_basis == core::CheckpointIntervalBasis::SetByHand
                                  ? tr("set by hand")
                                  : tr("optimal, Daly");
        why = PaintedText::orShorter(
            tr("%1; Young %2").arg(basis, Units::duration(rel.young_interval_s)), basis);
        break;
    }
    }
    why += QLatin1Char('\n') + tr("each blocks %1").arg(blocks);
    m_cards[QStringLiteral("checkpoint")]->setContent(Units::duration(rel.checkpoint_interval_s),
                                                      why);
    const auto& l = e.layout;
    m_cards[QStringLiteral("layout")]->setContent(
        // A narrow card shows the shorter variant after U+009C (FitLabel) rather than cut DP.
        ChartFormat::layout(l) + QChar(0x9C) + ChartFormat::tightLayout(l),
        tr("CP %1 \u00B7 EP %2 \u00B7 ZeRO %3").arg(l.cp).arg(l.ep).arg(l.zero) + QLatin1Char('\n')
            + (l.microBatches == 1
                   ? tr("1 micro-batch of %1").arg(l.microBatch)
                   : tr("%1 micro-batches of %2").arg(l.microBatches).arg(l.microBatch)));
    m_cards[QStringLiteral("throughput")]->setContent(
        tr("%1 tok/s").arg(Units::count(e.throughput.tokens_per_s)),
        PaintedText::orShorter(tr("%1 tokens in the run").arg(Units::bigCount(run.tokens)),
                               tr("%1 tokens").arg(Units::bigCount(run.tokens))));
    m_cards[QStringLiteral("cost")]->setContent(
        Units::money(run.cost_usd),
        // A narrow card (or a longer language) rounds the hours rather than cutting the word.
        PaintedText::orShorter(tr("%1 GPU-hours").arg(Units::count(run.gpu_hours)),
                               tr("%1 GPU-h").arg(Units::bigCount(run.gpu_hours))));
    m_cards[QStringLiteral("energy")]->setContent(
        Units::energy(run.energy_kwh), tr("at PUE %1").arg(Units::number(s.cost.pue, 2)));
}

void HeadlineCards::refreshSweep()
{
    if (!m_model->isValid() && !m_model->onlyLayoutIsWrong())
        return;
    auto* card = m_cards[QStringLiteral("wall")];
    const SweepOutcome* sweep = m_model->analysis()->sweepToDraw();
    if (!sweep) {
        card->setContent(QStringLiteral("\u2026"), tr("sweeping GPU counts"));
        return;
    }
    const auto& wall = sweep->wall;
    QStringList lines;
    // A narrow card keeps the count and drops the word ("< 85 % from 4,096").
    if (wall.efficiency85_gpus)
        lines << PaintedText::orShorter(
            tr("efficiency < 85 % from %1").arg(Units::count(*wall.efficiency85_gpus)),
            tr("< 85 % from %1").arg(Units::count(*wall.efficiency85_gpus)));
    if (wall.efficiency70_gpus)
        lines << PaintedText::orShorter(
            tr("efficiency < 70 % from %1").arg(Units::count(*wall.efficiency70_gpus)),
            tr("< 70 % from %1").arg(Units::count(*wall.efficiency70_gpus)));
    if (!wall.judged) {
        // No count of the sweep has a valid layout: a tester's batch of -5 had read "not
        // reached, efficiency stays above 85 %".
        card->setContent(Units::dash(), tr("no valid layout\nat any GPU count"));
        return;
    }
    const bool past = wall.wall_gpus && m_model->scenario().gpus > *wall.wall_gpus;
    if (!wall.wall_gpus && wall.last_valid_gpus) {
        // The sweep ran out of valid layouts, not of speed-ups: say so.
        const QString beyond = Units::count(*wall.last_valid_gpus);
        card->setContent(tr("not within %1").arg(beyond),
                         PaintedText::orShorter(tr("no valid layout beyond %1 GPUs").arg(beyond),
                                                tr("no layout beyond %1").arg(beyond))
                             + QLatin1Char('\n') + tr("at this global batch"),
                         Tone::Neutral);
        return;
    }
    card->setContent(
        wall.wall_gpus ? tr("%1 GPUs").arg(Units::count(*wall.wall_gpus)) : tr("not reached"),
        lines.isEmpty() ? tr("efficiency stays above 85 %") : lines.join(QLatin1Char('\n')),
        past ? Tone::Bad : Tone::Neutral);
}

void HeadlineCards::refreshMonteCarlo()
{
    if (!m_model->isValid())
        return;
    const auto& run = m_model->estimate().run;
    QString detail = tr("Monte Carlo running\u2026");
    Tone tone = Tone::Neutral;
    // This scenario's Monte Carlo or none: an older band, next to the new expected JCT, could
    // leave it outside its own P10-P90 for as long as a slider is dragged.
    if (const MonteCarloOutcome* mc = m_model->analysis()->monteCarloToDraw()) {
        const auto& band = mc->band;
        if (band.outsideValidation) {
            // The measured model error does not cover this scenario: a band would pretend.
            detail =
                PaintedText::orShorter(tr("outside the validated range:"), tr("not validated:"))
                + QLatin1Char('\n') + tr("no P10\u2013P90 band");
            tone = Tone::Warning;
        } else if (band.trials > 0) {
            const QString range = Units::durationRange(band.p10_s, band.p90_s);
            detail = PaintedText::orShorter(tr("P10\u2013P90 %1").arg(range), range)
                     + QLatin1Char('\n') + tr("model error \u00D7 failures");
        } else {
            const auto& result = mc->result;
            detail = tr("P10\u2013P90 of %1 runs\n%2")
                         .arg(result.trials)
                         .arg(Units::durationRange(result.p10_s, result.p90_s));
        }
    }
    m_cards[QStringLiteral("expected")]->setContent(Units::duration(run.expected_s), detail, tone);
}

}  // namespace syncwall::ui
