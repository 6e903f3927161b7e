#include "assumptions_view.h"

#include <QHeaderView>

#include "cards/units.h"
#include "charts/chart_format.h"
#include "core/compute_model.h"
#include "core/expert_overlap.h"
#include "core/power_clock.h"
#include "core/precision_table.h"
#include "core/software_stack.h"
#include "model/analysis_runner.h"
#include "model/scenario_model.h"
#include "wrapping_delegate.h"

namespace syncwall::ui {

namespace {

QString recomputeName(core::Recompute r)
{
    switch (r) {
    case core::Recompute::None:
        return AssumptionsView::tr("none");
    case core::Recompute::Selective:
        return AssumptionsView::tr("selective");
    case core::Recompute::Full:
        return AssumptionsView::tr("full");
    case core::Recompute::Auto:
        return AssumptionsView::tr("auto");
    }
    return {};
}

// The recompute the estimate used, and under selective what it re-runs: the stack's policy
// (torchtitan's op policy) or Megatron-Core's modules.
QString recomputeText(const core::Scenario& s, const core::Layout& l)
{
    if (l.recompute != core::Recompute::Selective)
        return recomputeName(l.recompute);
    if (core::stackProfile(s.software.stack).selective
        == core::SelectiveRecompute::EveryOtherMatmul)
        return core::lowPrecision(s.training.precision)
                   ? AssumptionsView::tr("selective: every matmul (low-precision outputs are not "
                                         "saved) and the element-wise work (torchtitan's op "
                                         "policy)")
                   : AssumptionsView::tr("selective: every other matmul and the element-wise "
                                         "work (torchtitan's op policy)");
    QStringList parts;
    if (l.selective.coreAttn)
        parts << AssumptionsView::tr("attention core");
    if (l.selective.layernorm)
        parts << AssumptionsView::tr("stand-alone norms");
    if (l.selective.moeAct)
        parts << AssumptionsView::tr("expert activation");
    if (l.selective.mlaUpProj)
        parts << AssumptionsView::tr("MLA up-projections");
    return AssumptionsView::tr("selective: %1")
        .arg(parts.isEmpty() ? AssumptionsView::tr("no module") : parts.join(QStringLiteral(", ")));
}

QString hours(double s) { return AssumptionsView::tr("%1 h").arg(Units::count(s / 3600)); }

}  // namespace

AssumptionsView::AssumptionsView(ScenarioModel* model, QWidget* parent)
    : QTreeWidget(parent), m_model(model)
{
    setObjectName(QStringLiteral("assumptionsView"));
    setAccessibleName(tr("Assumptions"));
    setColumnCount(2);
    setHeaderLabels({tr("Assumption"), tr("Value")});
    setRootIsDecorated(false);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::NoSelection);
    setWordWrap(true);
    setItemDelegateForColumn(1, new WrappingDelegate(this));
    header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    header()->setStretchLastSection(true);
    // A long value wraps to the width its column has now, not the one it had at the last layout.
    connect(header(), &QHeaderView::sectionResized, this, [this] { scheduleDelayedItemsLayout(); });
    connect(model, &ScenarioModel::changed, this, [this] {
        // Rebuilt only when seen: a hidden tab costs nothing per slider step.
        m_dirty = true;
        if (isVisible())
            refresh();
    });
    refresh();
}

void AssumptionsView::showEvent(QShowEvent* event)
{
    if (m_dirty)
        refresh();
    QTreeWidget::showEvent(event);
}

int AssumptionsView::section(const QString& title)
{
    m_collecting.push_back({title, {}});
    return int(m_collecting.size()) - 1;
}

void AssumptionsView::add(int section, const QString& name, const QString& value)
{
    m_collecting[std::size_t(section)].lines.emplace_back(name, value);
}

bool AssumptionsView::displays(const std::vector<Section>& sections) const
{
    if (topLevelItemCount() != int(sections.size()))
        return false;
    for (int i = 0; i < topLevelItemCount(); ++i) {
        const QTreeWidgetItem* item = topLevelItem(i);
        const Section& s = sections[std::size_t(i)];
        if (item->text(0) != s.title || item->childCount() != int(s.lines.size()))
            return false;
        for (int j = 0; j < item->childCount(); ++j)
            if (item->child(j)->text(0) != s.lines[std::size_t(j)].first)
                return false;
    }
    return true;
}

void AssumptionsView::display(const std::vector<Section>& sections)
{
    if (displays(sections)) {
        for (int i = 0; i < topLevelItemCount(); ++i)
            for (int j = 0; j < topLevelItem(i)->childCount(); ++j) {
                QTreeWidgetItem* line = topLevelItem(i)->child(j);
                const QString& value = sections[std::size_t(i)].lines[std::size_t(j)].second;
                if (line->text(1) != value) {
                    line->setText(1, value);
                    line->setToolTip(1, value);
                }
            }
        return;
    }
    setUpdatesEnabled(false);
    clear();
    QFont bold = font();
    bold.setBold(true);
    for (const Section& s : sections) {
        auto* item = new QTreeWidgetItem(this, {s.title});
        item->setFont(0, bold);
        item->setFirstColumnSpanned(true);
        item->setExpanded(true);
        for (const auto& [name, value] : s.lines) {
            auto* line = new QTreeWidgetItem(item, {name, value});
            line->setToolTip(1, value);
        }
    }
    setUpdatesEnabled(true);
}

QString AssumptionsView::valueOf(const QString& sectionTitle, const QString& name) const
{
    for (int i = 0; i < topLevelItemCount(); ++i) {
        const auto* s = topLevelItem(i);
        if (s->text(0) != sectionTitle)
            continue;
        for (int j = 0; j < s->childCount(); ++j)
            if (s->child(j)->text(0) == name)
                return s->child(j)->text(1);
    }
    return {};
}

QString AssumptionsView::attentionText(core::SoftwareStack stack, const core::GpuSpec& gpu)
{
    switch (core::attentionKernel(stack, gpu)) {
    case core::AttentionKernel::Unfused:
        return tr("unfused: batched matrix multiplies at the GEMM efficiency and the softmax's "
                  "passes at memory speed");
    case core::AttentionKernel::FlashAttention2:
        return tr("FlashAttention-2: the curves measured on Hopper, scaled by this GPU's GEMM "
                  "efficiency");
    case core::AttentionKernel::FusedCudnn:
        break;
    }
    if (gpu.attentionScale == 1)
        return tr("cuDNN fused kernel: the curves measured on Hopper (H100, H200), as they are");
    if (gpu.attentionScale > 0)
        return tr("cuDNN fused kernel: %1 of Hopper's efficiency of its peak (the catalog's "
                  "figure for this GPU, with its source)")
            .arg(Units::percent(gpu.attentionScale));
    return tr("cuDNN fused kernel: the curves measured on Hopper, scaled by this GPU's GEMM "
              "efficiency (not measured on this GPU)");
}

QString AssumptionsView::contextRingText(core::SoftwareStack stack)
{
    const core::StackProfile p = core::stackProfile(stack);
    const QString kv = p.ringRepeatsKvHeads ? tr("every query head's keys and values (repeated)")
                                            : tr("the key/value heads");
    switch (p.contextRing) {
    case core::ContextParallelRing::PointToPoint:
        return p.contextRingIsItsOwn
                   ? tr("a ring of point-to-point sends of %1, hidden behind the attention kernels")
                         .arg(kv)
                   : tr("priced as a ring of point-to-point sends of %1, hidden behind the "
                        "attention kernels; this stack's own scheme is not modelled")
                         .arg(kv);
    case core::ContextParallelRing::AllGather:
        break;
    }
    return tr("PyTorch's all-gather of %1 per attention call, hidden behind its first step only")
        .arg(kv);
}

void AssumptionsView::refresh()
{
    m_dirty = false;
    m_collecting.clear();
    const auto& s = m_model->scenario();
    const auto& e = m_model->estimate();
    const auto& hw = s.hardware;
    const auto* gpu = m_model->catalog().gpu(hw.gpu.id);
    const QString gpuName = gpu && !gpu->about.name.empty()
                                ? QString::fromStdString(gpu->about.name)
                                : QString::fromStdString(hw.gpu.id);
    const double peak = core::peakFlops(hw.gpu, s.training.precision);

    const int compute = section(tr("Compute"));
    add(compute, tr("Peak basis"),
        tr("%1, dense %2: %3 TFLOP/s per GPU")
            .arg(gpuName, ChartFormat::precision(s.training.precision),
                 Units::number(peak / 1e12, 0)));
    add(compute, tr("FLOP count"),
        tr("Narayanan et al. 2021 eq. 3; MFU without recompute, HFU with it"));
    const core::Precision precision = s.training.precision;
    add(compute, tr("GEMM efficiency"),
        core::lowPrecision(precision)
            ? tr("%2 of the %1 peak in the linear layers, %3 of the BF16 peak in the rest (large "
                 "matrix multiplies; smaller slices run less efficiently)")
                  .arg(ChartFormat::precision(precision),
                       Units::percent(core::gemmEfficiencyOf(hw.gpu, precision)),
                       Units::percent(hw.gpu.gemmEfficiency))
            : tr("%1 of peak on large matrix multiplies; smaller slices run less efficiently")
                  .arg(Units::percent(hw.gpu.gemmEfficiency)));
    add(compute, tr("Attention"), attentionText(s.software.stack, hw.gpu));
    // A power limit slows each precision's tensor work by its own clock (core/power_clock.h).
    const double clock = core::powerClockScale(hw.gpu, precision);
    const double bf16Clock = core::powerClockScale(hw.gpu, core::Precision::Bf16);
    const QString watts =
        tr("%1 W of the GPU's rated %2 W")
            .arg(Units::number(hw.gpu.watts, 0), Units::number(hw.gpu.ratedWatts, 0));
    add(compute, tr("Power limit"),
        clock >= 1 ? tr("none: the GPU runs at its rated power")
        : core::lowPrecision(precision)
            ? tr("%1: %2 matrix multiplies at %3 of their rated-power clock, BF16 tensor work "
                 "at %4")
                  .arg(watts, ChartFormat::precision(precision), Units::percent(clock),
                       Units::percent(bf16Clock))
            : tr("%1: tensor work (matrix multiplies, attention) at %2 of its rated-power clock")
                  .arg(watts, Units::percent(clock)));
    add(compute, tr("Calibration"),
        s.calibration.computeScale == 1 && s.calibration.linkScale == 1
            ? tr("none (published-run calibration only)")
            : tr("compute x%1, links x%2")
                  .arg(Units::number(s.calibration.computeScale, 3),
                       Units::number(s.calibration.linkScale, 3)));
    const double hostWork = core::stackProfile(s.software.stack).layerOverhead_s;
    add(compute, tr("Host launch work"),
        s.software.cudaGraphs == core::CudaGraphs::FullIteration
            ? tr("none: the forward and backward replay as one CUDA graph")
            : tr("%1 ms per layer and micro-batch that the GPU waits for")
                  .arg(Units::number(hostWork * 1e3, 1)));
    add(compute, tr("Recompute"),
        s.parallel.recompute != core::Recompute::Auto ? recomputeText(s, e.layout)
        : s.comm.expertOverlap
            ? tr("%1 (auto: the least that fits; never full under the EP overlap)")
                  .arg(recomputeText(s, e.layout))
            : tr("%1 (auto: the least that fits)").arg(recomputeText(s, e.layout)));
    add(compute, tr("Pipeline schedule"),
        tr("%1, %2 virtual stage(s), %3")
            .arg(ChartFormat::schedule(e.layout.schedule))
            .arg(e.layout.virtualStages)
            .arg(Units::microBatchesPerStep(e.layout.microBatches)));

    const int comm = section(tr("Communication"));
    add(comm, tr("DP overlap"),
        tr("%1 of the gradient all-reduce hidden behind the backward pass")
            .arg(Units::percent(s.comm.dpOverlap)));
    add(comm, tr("Gradient bytes"),
        s.comm.compression == 1
            ? tr("uncompressed")
            : tr("%1 of the uncompressed size").arg(Units::percent(s.comm.compression)));
    add(comm, tr("Scale-up link"),
        tr("%1 per GPU at %2 efficiency, %3 µs latency")
            .arg(Units::bandwidth(hw.scaleUp_Bps), Units::percent(hw.scaleUpEfficiency),
                 Units::number(hw.scaleUpLatency_s * 1e6, 1)));
    add(comm, tr("Scale-out link"),
        tr("%1 Gb/s per GPU at %2 efficiency, %3 µs latency, %4:1 oversubscription")
            .arg(Units::number(hw.scaleOut_bps / 1e9, 0), Units::percent(hw.scaleOutEfficiency),
                 Units::number(hw.scaleOutLatency_s * 1e6, 1),
                 Units::number(hw.oversubscription, 1)));
    if (e.layout.cp > 1)
        add(comm, tr("Context parallelism"), contextRingText(s.software.stack));
    if (e.layout.ep > 1 && s.model.experts > 1)
        add(comm, tr("Expert all-to-all"),
            core::expertExchangeHides(s, e.layout)
                ? tr("hidden behind another micro-batch's compute (%1); %2 per step still exposed")
                      .arg(e.layout.schedule == core::Schedule::DualPipe
                               ? tr("DualPipe")
                               : tr("Megatron-Core EP overlap"),
                           Units::duration(e.step.ep_comm_s))
                : tr("each micro-batch waits for it; %1 per step")
                      .arg(Units::duration(e.step.ep_comm_s)));
    add(comm, tr("In-switch reduction"),
        hw.inSwitchReduction ? tr("available (NVLS / SHARP)") : tr("not available"));
    add(comm, tr("Collectives"),
        tr("Hockney alpha-beta costs; nccl-tests bus bandwidth definition"));

    const int rel = section(tr("Failures and checkpoints"));
    const auto& r = s.reliability;
    add(rel, tr("Failure model"),
        r.clusterMtbf_s ? tr("exponential; measured cluster MTBF %1").arg(hours(*r.clusterMtbf_s))
                        : tr("exponential; MTTF GPU %1, NIC %2, PSU %3, host %4")
                              .arg(hours(r.gpuMttf_s), hours(r.nicMttf_s), hours(r.psuMttf_s),
                                   hours(r.hostMttf_s)));
    add(rel, tr("Cluster MTBF"), Units::duration(e.reliability.cluster_mtbf_s));
    add(rel, tr("Recovery per failure"),
        tr("%1 (restart %2, %3 hot spare(s))")
            .arg(Units::duration(e.reliability.recovery_s), Units::duration(r.restart_s))
            .arg(r.hotSpares));
    const core::CheckpointIntervalBasis basis = e.reliability.interval_basis;
    add(rel, tr("Checkpoint policy"),
        tr("%1 every %2; %3")
            .arg(r.asyncCheckpoint ? tr("asynchronous") : tr("blocking"),
                 Units::duration(e.reliability.checkpoint_interval_s),
                 basis == core::CheckpointIntervalBasis::FlushFloor
                     ? tr("no sooner than the last flush to storage ends (Daly's optimum %1)")
                           .arg(Units::duration(e.reliability.daly_interval_s))
                 : basis == core::CheckpointIntervalBasis::EveryStep
                     ? tr("once a step, the most often (Daly's optimum %1)")
                           .arg(Units::duration(e.reliability.daly_interval_s))
                 : basis == core::CheckpointIntervalBasis::SetByHand ? tr("interval set by hand")
                                                                     : tr("Daly's optimum")));
    add(rel, tr("Checkpoint size"),
        tr("%1, written at %2 (%3 blocking)")
            .arg(Units::bytes(e.reliability.checkpoint_bytes),
                 Units::bandwidth(hw.storageWrite_Bps),
                 Units::shortDuration(e.reliability.checkpoint_write_s)));
    add(rel, tr("JCT distribution"),
        tr("Monte Carlo, %1 runs, fixed seed").arg(core::kRunMonteCarloTrials));

    const int other = section(tr("Stragglers and cost"));
    add(other, tr("Stragglers"),
        tr("one GPU %1 slower; step jitter CV %2")
            .arg(Units::percent(s.stragglers.slowGpuFraction),
                 Units::percent(s.stragglers.jitterCv)));
    add(other, tr("Price"), tr("%1 per GPU-hour").arg(Units::money(s.cost.usdPerGpuHour)));
    add(other, tr("Power"),
        tr("%1 W per GPU, PUE %2")
            .arg(Units::count(s.cost.wattsPerGpu), Units::number(s.cost.pue, 2)));
    display(m_collecting);
}

}  // namespace syncwall::ui
