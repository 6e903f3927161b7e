#include "cli/estimate_report.h"

#include <algorithm>
#include <ostream>
#include <string>

#include "cli/core_names.h"
#include "cli/problem_text.h"
#include "cli/scenario_title.h"
#include "cli/text_format.h"
#include "cli/text_table.h"
#include "core/software_stack.h"
#include "core/step_parts.h"

namespace syncwall::cli {

using namespace syncwall::core;

namespace {

constexpr std::size_t kLabelWidth = 32;

void row(std::ostream& out, const std::string& label, const std::string& value)
{
    std::string padded = "  " + label;
    if (padded.size() < kLabelWidth)
        padded.resize(kLabelWidth, ' ');
    out << padded << ' ' << value << '\n';
}

// "1.234 s   (12.3 %)": a step component with its share of the step.
std::string share(double part_s, double total_s)
{
    std::string text = fmtDuration(part_s);
    if (total_s > 0 && part_s > 0)
        text += "  (" + fmtPercent(part_s / total_s) + ")";
    return text;
}

// The report's words for each part of the step (core/step_parts.h lists them).
std::string partLabel(StepPart part)
{
    switch (part) {
    case StepPart::Compute:
        return "compute";
    case StepPart::TpComm:
        return "tensor-parallel comm";
    case StepPart::CpComm:
        return "context-parallel comm";
    case StepPart::EpComm:
        return "expert all-to-all";
    case StepPart::PpComm:
        return "pipeline send/recv";
    case StepPart::Bubble:
        return "pipeline bubble";
    case StepPart::DpExposed:
        return "data-parallel comm (exposed)";
    case StepPart::Optimizer:
        return "optimizer";
    case StepPart::Straggler:
        return "stragglers";
    }
    return "?";
}

void printStep(std::ostream& out, const StepBreakdown& s)
{
    out << "Step time\n";
    for (const StepPartInfo& part : kStepParts) {
        const double seconds = s.*part.seconds;
        if (!part.always && !(seconds > 0))
            continue;
        std::string text = share(seconds, s.total_s);
        if (part.part == StepPart::DpExposed)
            text += ", of " + fmtDuration(s.dp_comm_s) + " total";
        row(out, partLabel(part.part), text);
    }
    row(out, "total", fmtDuration(s.total_s));
}

void printThroughputAndMemory(std::ostream& out, const Estimate& e)
{
    out << "Throughput\n";
    row(out, "tokens/s", fmtNumber(e.throughput.tokens_per_s, 0));
    row(out, "TFLOP/s per GPU (model)", fmtNumber(e.throughput.tflops_per_gpu, 1));
    row(out, "MFU", fmtPercent(e.throughput.mfu));
    row(out, "HFU", fmtPercent(e.throughput.hfu));

    const MemoryBreakdown& m = e.memory;
    out << "Memory per GPU\n";
    row(out, "weights", fmtBytes(m.weights_B));
    row(out, "gradients", fmtBytes(m.gradients_B));
    row(out, "optimizer state", fmtBytes(m.optimizer_B));
    row(out, "activations", fmtBytes(m.activations_B));
    row(out, "total",
        fmtBytes(m.total_B) + " of " + fmtBytes(m.capacity_B)
            + (m.fits ? " (fits)" : " (DOES NOT FIT)"));
}

void printCommunication(std::ostream& out, const Estimate& e)
{
    const CollectiveResult& c = e.allreduce;
    out << "DP gradient collective\n";
    row(out, "algorithm", algorithmName(c.algorithm) + " over " + fmtCount(c.ranks) + " ranks");
    row(out, "bytes per rank",
        fmtBytes(c.bytes)
            + (c.meanOfHalves ? " (mean: fp32 reduce-scatter, 16-bit all-gather)" : ""));
    row(out, "time", fmtDuration(c.time_s));
    row(out, "algbw / busbw", fmtBandwidth(c.algbw_Bps) + " / " + fmtBandwidth(c.busbw_Bps));
    row(out, "TP hidden at scale-up of", fmtBandwidth(e.links.hide_tp_Bps) + " per GPU");
    row(out, "DP hidden at scale-out of",
        e.links.hide_dp_Bps > 0 ? fmtBandwidth(e.links.hide_dp_Bps) + " per GPU"
        : e.step.dp_comm_s > 0  ? std::string("never: none of it overlaps compute")
                                : std::string("no DP communication"));
    if (e.collectives.count == 0)
        return;
    out << "Collectives per step (on the slowest stage)\n";
    TextTable table;
    for (const char* header : {"group", "kind", "algorithm", "tier"})
        table.addColumn(header, TextTable::Align::Left);
    for (const char* header : {"ranks", "bytes", "calls", "time", "exposed"})
        table.addColumn(header);
    for (const CollectiveUse& c : e.collectives)
        table.addRow({collectiveGroupName(c.group), collectiveKindName(c.kind),
                      collectiveAlgorithmName(c), c.scaleOut() ? "scale-out" : "scale-up",
                      fmtCount(c.placement.ranks), fmtBytes(c.bytes), fmtNumber(c.calls, 0),
                      fmtDuration(c.time_s), fmtDuration(c.exposed_s)});
    table.print(out, "  ");
}

void printReliability(std::ostream& out, const ReliabilityResult& r)
{
    out << "Failures and checkpoints\n";
    row(out, "cluster MTBF", fmtDuration(r.cluster_mtbf_s));
    row(out, "checkpoint size", fmtBytes(r.checkpoint_bytes));
    row(out, "checkpoint write (blocking)", fmtDuration(r.checkpoint_write_s));
    const char* basis = "";
    if (r.interval_basis == CheckpointIntervalBasis::FlushFloor)
        basis = ", when the last flush ends";
    else if (r.interval_basis == CheckpointIntervalBasis::EveryStep)
        basis = ", once a step";
    else if (r.interval_basis == CheckpointIntervalBasis::SetByHand)
        basis = ", as set";
    row(out, "checkpoint interval",
        fmtDuration(r.checkpoint_interval_s) + basis + " (Young " + fmtDuration(r.young_interval_s)
            + ", Daly " + fmtDuration(r.daly_interval_s) + ")");
    row(out, "expected failures", fmtNumber(r.expected_failures, 1));
    row(out, "checkpoint overhead", fmtRunTime(r.checkpoint_overhead_s));
    row(out, "failure overhead", fmtRunTime(r.failure_overhead_s));
}

void printRun(std::ostream& out, const RunResult& r)
{
    out << "Run\n";
    row(out, "steps", fmtNumber(r.steps, 0));
    row(out, "tokens",
        r.tokens >= 1e12 ? fmtNumber(r.tokens / 1e12, 2) + " trillion"
                         : fmtNumber(r.tokens / 1e9, 1) + " billion");
    row(out, "compute-only time", fmtRunTime(r.theoretical_min_s));
    row(out, "predicted JCT", fmtRunTime(r.predicted_s));
    row(out, "expected JCT (with failures)", fmtRunTime(r.expected_s));
    std::string regime = regimeName(r.regime);
    std::replace(regime.begin(), regime.end(), '_', '-');
    row(out, "efficiency", fmtPercent(r.efficiency) + " (" + regime + ")");
    row(out, "communication share", fmtPercent(r.comm_share));
    row(out, "GPU-hours", fmtNumber(r.gpu_hours, 0));
    row(out, "cost", fmtNumber(r.cost_usd, 0) + " USD");
    row(out, "energy", fmtNumber(r.energy_kwh / 1000, 1) + " MWh");
}

}  // namespace

namespace {

// " (layernorm, moe_act)" when selective recompute re-runs other modules than Megatron's
// default, " (torchtitan's op policy)" under a stack with its own policy; empty otherwise.
std::string modulesText(const Layout& l, SoftwareStack stack)
{
    if (l.recompute != Recompute::Selective)
        return {};
    if (stackProfile(stack).selective == SelectiveRecompute::EveryOtherMatmul)
        return " (torchtitan's op policy)";
    if (l.selective == SelectiveModules {})
        return {};
    const std::vector<std::string> names = selectiveModuleNames(l.selective);
    std::string text;
    for (const std::string& n : names)
        text += (text.empty() ? "" : ", ") + n;
    return " (" + (text.empty() ? std::string("no module") : text) + ")";
}

}  // namespace

std::string layoutSummary(const Layout& l, SoftwareStack stack)
{
    std::string text = "TP " + std::to_string(l.tp) + " x PP " + std::to_string(l.pp) + " x CP "
                       + std::to_string(l.cp) + " x DP " + std::to_string(l.dp);
    if (l.ep > 1)
        text += " (EP " + std::to_string(l.ep) + ")";
    text += ", micro-batch " + std::to_string(l.microBatch) + " (" + std::to_string(l.microBatches)
            + " per step), ZeRO-" + std::to_string(l.zero) + ", "
            + (l.recompute == Recompute::None ? std::string("no")
                                              : std::string(recomputeName(l.recompute)))
            + " recompute" + modulesText(l, stack) + ", " + scheduleName(l.schedule);
    if (l.virtualStages > 1)
        text += " x" + std::to_string(l.virtualStages) + " virtual stages";
    return text;
}

void printEstimate(std::ostream& out, const Scenario& scenario, const Estimate& e)
{
    out << scenarioTitle(scenario) << '\n';
    row(out, "GPUs",
        fmtCount(scenario.gpus) + " x " + scenario.hardware.gpu.id + ", "
            + precisionName(scenario.training.precision));
    row(out, "layout", layoutSummary(e.layout, scenario.software.stack));
    printStep(out, e.step);
    printThroughputAndMemory(out, e);
    printCommunication(out, e);
    printReliability(out, e.reliability);
    printRun(out, e.run);
    if (!e.warnings.empty()) {
        out << "Warnings\n";
        for (WarningCode code : e.warnings)
            out << "  - " << warningText(code, e) << '\n';
    }
}

}  // namespace syncwall::cli
