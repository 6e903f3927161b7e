#include "plan.h"

#include <algorithm>

#include "cancel_flag.h"
#include "compute_model.h"
#include "estimator.h"
#include "layout_search.h"
#include "sweep.h"
#include "system_defaults.h"

namespace syncwall::core {

std::vector<int> planGpuCounts(int gpusPerNode)
{
    const int node = std::max(1, gpusPerNode);
    std::vector<int> out;
    for (long long g = 1; g <= kSweepLastGpus; g *= 2)
        for (long long c : {g, g + g / 2})  // for g = 1 both are 1: unique() below drops it
            if (c >= node && c <= kSweepLastGpus && c % node == 0)
                out.push_back(int(c));
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

namespace {

struct Candidate {
    int gpus = 0;
    Estimate estimate;
};

bool runs(const LayoutChoice& c) { return c.found && c.estimate.memory.fits; }

SystemPlan planOne(const Scenario& base, const Catalog& catalog, const SystemEntry& system,
                   const PlanGoal& goal, const std::atomic<bool>* cancelled)
{
    SystemPlan plan;
    plan.system = system.id;
    plan.gpu = system.gpuId;
    // As a system change in the window: its hardware and GPU power, and its price and failure
    // data unless the scenario's were set apart from its own system's (system_defaults.h).
    const Scenario s = withSystem(base, catalog, system.id);
    if (!runsPrecision(s.hardware.gpu, s.training.precision)) {
        plan.precisionSupported = false;  // e.g. FP8 on an A100, FP4 on an H100
        return plan;
    }
    std::optional<Candidate> chosen, fallback;
    for (int gpus : planGpuCounts(s.hardware.gpusPerNode)) {
        if (stopRequested(cancelled))
            return plan;
        const LayoutChoice c = bestLayout(s, gpus);
        if (!runs(c))
            continue;
        const RunResult& r = c.estimate.run;
        if (goal.deadline_s) {
            if (r.expected_s <= *goal.deadline_s) {  // counts ascend: the first is the fewest
                chosen = Candidate {gpus, c.estimate};
                break;
            }
            if (!fallback || r.expected_s < fallback->estimate.run.expected_s)
                fallback = Candidate {gpus, c.estimate};  // the fastest, if none meets it
        } else if (goal.budget_usd) {
            if (r.cost_usd <= *goal.budget_usd
                && (!chosen || r.expected_s < chosen->estimate.run.expected_s))
                chosen = Candidate {gpus, c.estimate};
            if (!fallback || r.cost_usd < fallback->estimate.run.cost_usd)
                fallback = Candidate {gpus, c.estimate};  // the cheapest, if none is within it
        }
    }
    const std::optional<Candidate>& pick = chosen ? chosen : fallback;
    if (!pick)
        return plan;
    plan.found = true;
    plan.meets = chosen.has_value();
    plan.gpus = pick->gpus;
    plan.estimate = pick->estimate;
    Scenario at = withLayout(s, pick->estimate.layout);
    at.gpus = pick->gpus;
    plan.band = jctBand(at, pick->estimate, simulateRun(pick->estimate, cancelled));
    return plan;
}

}  // namespace

std::vector<SystemPlan> planRuns(const Scenario& scenario, const Catalog& catalog,
                                 const PlanGoal& goal, const std::vector<std::string>& systems,
                                 const std::atomic<bool>* cancelled)
{
    std::vector<SystemPlan> plans;
    for (const std::string& id : systems) {
        if (stopRequested(cancelled))
            break;
        if (const SystemEntry* system = catalog.system(id)) {
            plans.push_back(planOne(scenario, catalog, *system, goal, cancelled));
        } else {
            SystemPlan unknown;
            unknown.system = id;
            plans.push_back(unknown);
        }
    }
    return plans;
}

}  // namespace syncwall::core
