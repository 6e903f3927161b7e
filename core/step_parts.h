#pragma once
// The parts a step's time is the sum of, listed once. The step model's total, the run's
// communication share, the CLI's report and JSON, the breakdown chart and the point
// descriptions all read this list; a new part is one entry here plus its physics.

#include <array>
#include <string_view>

#include "estimate.h"

namespace syncwall::core {

enum class StepPart {
    Compute,
    TpComm,
    CpComm,
    EpComm,
    PpComm,
    Bubble,
    DpExposed,
    Optimizer,
    Straggler
};

struct StepPartInfo {
    StepPart part;
    std::string_view key;  // the member's name: the JSON key under "step"
    double StepBreakdown::*seconds;
    bool communication;  // exposed communication (run.comm_share)
    bool always;         // every transformer step has it (shown even at zero)
};

// In the order the step is drawn and printed.
inline constexpr std::array<StepPartInfo, 9> kStepParts {{
    {StepPart::Compute, "compute_s", &StepBreakdown::compute_s, false, true},
    {StepPart::TpComm, "tp_comm_s", &StepBreakdown::tp_comm_s, true, true},
    {StepPart::CpComm, "cp_comm_s", &StepBreakdown::cp_comm_s, true, false},
    {StepPart::EpComm, "ep_comm_s", &StepBreakdown::ep_comm_s, true, false},
    {StepPart::PpComm, "pp_comm_s", &StepBreakdown::pp_comm_s, true, true},
    {StepPart::Bubble, "bubble_s", &StepBreakdown::bubble_s, false, true},
    {StepPart::DpExposed, "dp_comm_exposed_s", &StepBreakdown::dp_comm_exposed_s, true, true},
    {StepPart::Optimizer, "optimizer_s", &StepBreakdown::optimizer_s, false, true},
    {StepPart::Straggler, "straggler_s", &StepBreakdown::straggler_s, false, true},
}};

constexpr bool partsInEnumOrder()
{
    for (std::size_t i = 0; i < kStepParts.size(); ++i)
        if (static_cast<std::size_t>(kStepParts[i].part) != i)
            return false;
    return true;
}
static_assert(partsInEnumOrder(), "kStepParts must list StepPart in enum order");

constexpr const StepPartInfo& stepPart(StepPart part)
{
    return kStepParts[static_cast<std::size_t>(part)];
}

constexpr double secondsOf(const StepBreakdown& step, StepPart part)
{
    return step.*stepPart(part).seconds;
}

// The step time: the sum of every part.
constexpr double sumOfParts(const StepBreakdown& step)
{
    double total = 0;
    for (const StepPartInfo& p : kStepParts)
        total += step.*p.seconds;
    return total;
}

// Communication on the critical path: the parts marked `communication`.
constexpr double exposedCommunication_s(const StepBreakdown& step)
{
    double total = 0;
    for (const StepPartInfo& p : kStepParts)
        if (p.communication)
            total += step.*p.seconds;
    return total;
}

}  // namespace syncwall::core
