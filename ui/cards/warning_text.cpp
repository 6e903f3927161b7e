#include "warning_text.h"

#include "units.h"

namespace syncwall::ui {

Warning WarningText::describe(core::WarningCode code, const core::Estimate& e)
{
    using W = core::WarningCode;
    switch (code) {
    case W::DoesNotFitMemory:
        return {Tone::Bad,
                tr("Does not fit in memory: %1 per GPU needed, %2 available.")
                    .arg(Units::bytes(e.memory.total_B), Units::bytes(e.memory.capacity_B))};
    case W::CommunicationWall:
        return {Tone::Bad, tr("Communication wall: GPU utilization efficiency is %1, below 70 %; "
                              "more GPUs mostly add waiting.")
                               .arg(Units::percent(e.run.efficiency))};
    case W::LargeBubble:
        if (e.layout.schedule == core::Schedule::Interleaved && e.layout.virtualStages > 1)
            return {Tone::Warning, tr("Large pipeline bubble: %1 idle per step. More micro-batches "
                                      "or more virtual stages would shrink it.")
                                       .arg(Units::shortDuration(e.step.bubble_s))};
        return {Tone::Warning, tr("Large pipeline bubble: %1 idle per step. More micro-batches or "
                                  "an interleaved schedule would shrink it.")
                                   .arg(Units::shortDuration(e.step.bubble_s))};
    case W::TpCrossesScaleUp:
        return {Tone::Warning, tr("The tensor-parallel group (%1 GPUs) is larger than the NVLink "
                                  "domain: its traffic crosses the slower scale-out fabric.")
                                   .arg(e.layout.tp)};
    case W::FailuresDominate:
        return {Tone::Warning, tr("Failures dominate: lost work and recovery add %1 to the run.")
                                   .arg(Units::duration(e.reliability.failure_overhead_s))};
    case W::CheckpointSlow:
        return {Tone::Warning, tr("Checkpoints are slow: each one blocks training for %1.")
                                   .arg(Units::shortDuration(e.reliability.checkpoint_write_s))};
    case W::OutsideValidation:
        return {Tone::Warning,
                tr("Outside the closely validated range (dense 16-bit Megatron-style runs on "
                   "A100 and H100, up to 8,192 GPUs): read this estimate as a rough guide.")};
    case W::ExposedDp:
        return {Tone::Warning, tr("Data-parallel communication is not hidden: %1 of it is exposed "
                                  "in every step.")
                                   .arg(Units::shortDuration(e.step.dp_comm_exposed_s))};
    case W::PowerLimited:
        return {Tone::Warning,
                tr("Power-limited GPU: the clock below the rated power follows a law fitted on a "
                   "published run of H100s at 500 W. Other limits and GPUs are extrapolated.")};
    case W::StackWithoutLowPrecision:
        return {
            Tone::Warning,
            tr("Megatron-LM of 2021-22 never trained in FP8 or FP4: its low-precision casts are "
               "priced as Megatron-Core's. Choose the Megatron-Core stack for a real run.")};
    case W::ClampWithoutGatedMlp:
        return {Tone::Warning,
                tr("The GLU clamp does nothing here: the MLP is not gated. Turn on the gated "
                   "MLP or set the clamp to 0.")};
    }
    return {Tone::Warning, tr("Warning.")};
}

Warning WarningText::pastSyncWall(int gpus, const core::SyncWall& wall)
{
    if (!wall.wall_gpus || gpus <= *wall.wall_gpus)
        return {Tone::Neutral, {}};
    return {Tone::Bad,
            tr("Past the sync wall: beyond %1 GPUs, adding GPUs makes this job slower "
               "(expected JCT at the wall: %2).")
                .arg(Units::count(*wall.wall_gpus), Units::duration(wall.wall_jct_s.value_or(0)))};
}

Warning WarningText::invalidInputs(const QStringList& problems)
{
    constexpr int kShown = 3;
    QString text = tr("These inputs cannot be computed:");
    for (int i = 0; i < std::min(kShown, int(problems.size())); ++i)
        text += QStringLiteral("\n  ") + problems[i];
    if (problems.size() > kShown)
        text += QStringLiteral("\n  ")
                + tr("and %n more; the parameter panel shows each beside its input.", nullptr,
                     int(problems.size()) - kShown);
    return {Tone::Bad, text};
}

}  // namespace syncwall::ui
