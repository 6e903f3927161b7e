#include "fuzz_checks.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "core/catalog.h"
#include "core/estimator.h"
#include "core/hf_import.h"
#include "core/launch_import.h"
#include "core/layout_search.h"
#include "core/memory_model.h"
#include "core/reliability_model.h"
#include "core/scenario_io.h"
#include "core/scenario_keys.h"
#include "core/sweep.h"
#include "core/validator.h"
#include "fuzzed_scenario.h"
#include "tests/support/estimate_numbers.h"

namespace syncwall::fuzz {
namespace {

const core::Catalog& catalog()
{
    static const core::Catalog c = core::Catalog::builtIn();
    return c;
}

std::string describe(const core::Problems& problems)
{
    std::string out;
    for (const core::Problem& p : problems)
        out += " [" + std::to_string(int(p.code)) + " " + p.key + " " + p.detail + "]";
    return out;
}

// A problem is shown to the user: its bounds must print as numbers.
void checkProblems(const core::Problems& problems, const std::string& where,
                   std::vector<std::string>& out)
{
    for (const core::Problem& p : problems)
        if (!std::isfinite(p.min) || !std::isfinite(p.max))
            out.push_back(where + ": problem on '" + p.key + "' has a non-finite bound");
}

using Named = std::pair<const char*, double>;

void nonNegative(const std::vector<Named>& values, const std::string& where,
                 std::vector<std::string>& out)
{
    for (const auto& [name, v] : values)
        if (!std::isfinite(v) || v < 0)
            out.push_back(where + ": " + name + " = " + std::to_string(v)
                          + " (finite, >= 0 expected)");
}

}  // namespace

void checkEstimate(const core::Scenario& s, const core::Estimate& e, const std::string& where,
                   std::vector<std::string>& out)
{
    const core::StepBreakdown& st = e.step;
    nonNegative(test::estimateNumbers(e), where, out);
    if (!(st.total_s > 0))
        out.push_back(where + ": step.total_s is not > 0");
    if (!(e.run.efficiency > 0 && e.run.efficiency <= 1 + 1e-12))
        out.push_back(where + ": run.efficiency " + std::to_string(e.run.efficiency)
                      + " not in (0, 1]");
    const bool fits = e.memory.total_B <= e.memory.capacity_B * core::kUsableMemoryShare;
    if (fits != e.memory.fits)
        out.push_back(where + ": memory.fits disagrees with total <= 0.95 x capacity");
    if (e.run.expected_s < std::min(e.run.predicted_s, core::kReliabilityTimeCap_s) * (1 - 1e-9))
        out.push_back(where + ": run.expected_s below run.predicted_s");
    const core::Layout& l = e.layout;
    if (1LL * l.tp * l.pp * l.cp * l.dp != s.gpus)
        out.push_back(where + ": layout tp x pp x cp x dp != gpus");
    if (l.recompute == core::Recompute::Auto)
        out.push_back(where + ": layout.recompute left Auto");
}

Outcome checkParserInput(const std::uint8_t* data, std::size_t size)
{
    Outcome o;
    const std::string text(reinterpret_cast<const char*>(data), size);
    const core::ParsedScenario first = core::parseScenario(text, catalog());
    o.problems = first.problems.size();
    checkProblems(first.problems, "parse", o.violations);
    // Whatever the parser left behind can be validated and written without harm.
    const core::Problems semantic = core::validate(first.scenario);
    checkProblems(semantic, "validate", o.violations);
    const std::string written = core::scenarioToJson(first.scenario);
    const core::ParsedScenario second = core::parseScenario(written, catalog());
    if (first.ok()) {
        o.valid = true;
        if (!semantic.empty())
            o.violations.push_back("parsed without problems, but validate() finds"
                                   + describe(semantic));
        if (!second.ok())
            o.violations.push_back("the written file does not parse:" + describe(second.problems));
        else if (core::scenarioToJson(second.scenario) != written)
            o.violations.push_back("writing the re-parsed scenario gives a different file");
    }
    // The same document under --set overrides (the refine-the-GPU path included).
    const core::ParsedScenario set = core::parseScenarioWithOverrides(
        text, {"cluster.gpus=64", "hardware.gpu.memory_GB=40", "parallelism.dp=\"auto\""},
        catalog());
    checkProblems(set.problems, "overrides", o.violations);
    return o;
}

Outcome checkHfImportInput(const std::uint8_t* data, std::size_t size)
{
    Outcome o;
    const std::string text(reinterpret_cast<const char*>(data), size);
    core::HfImport imported;
    try {
        imported = core::importHfConfig(text);
    } catch (const std::exception& e) {
        o.violations.push_back(std::string("importHfConfig threw: ") + e.what());
        return o;
    }
    o.problems = imported.problems.size();
    checkProblems(imported.problems, "import", o.violations);
    if (!imported.ok())
        return o;
    std::size_t modelKeys = 0;
    for (const core::ScenarioKey& k : core::scenarioKeys())
        modelKeys += k.key.substr(0, 6) == "model.";
    if (imported.sources.size() != modelKeys)
        o.violations.push_back("import: not one source per model key");
    const core::ImportedScenario result = core::scenarioWithModel(imported.model, catalog());
    o.problems += result.problems.size();
    checkProblems(result.problems, "scenarioWithModel", o.violations);
    if (!result.problems.empty())
        return o;
    o.valid = true;
    const std::string written = core::scenarioToJson(result.scenario);
    const core::ParsedScenario again = core::parseScenario(written, catalog());
    if (!again.ok())
        o.violations.push_back("the imported scenario does not re-read:"
                               + describe(again.problems));
    else if (core::scenarioToJson(again.scenario) != written)
        o.violations.push_back("writing the re-read imported scenario gives a different file");
    checkEstimate(result.scenario, core::estimate(result.scenario), "imported", o.violations);
    if (!o.violations.empty())
        o.scenarioJson = written;
    return o;
}

Outcome checkLaunchImportInput(const std::uint8_t* data, std::size_t size, int kind)
{
    Outcome o;
    const std::string text(reinterpret_cast<const char*>(data), size);
    const core::Scenario base = core::defaultScenario(catalog());
    core::LaunchImport imported;
    try {
        imported = core::importLaunchConfig(text, core::ImportKind(kind), base, catalog());
    } catch (const std::exception& e) {
        o.violations.push_back(std::string("importLaunchConfig threw: ") + e.what());
        return o;
    }
    o.problems = imported.problems.size();
    checkProblems(imported.problems, "launch import", o.violations);
    const int lines = 1 + int(std::count(text.begin(), text.end(), '\n'));
    for (const core::Problem& p : imported.problems)
        for (int line : {p.line, p.otherLine})
            if (line < 0 || line > lines || (line > 0 && !imported.lineTexts.count(line)))
                o.violations.push_back("launch import: problem line " + std::to_string(line)
                                       + " outside the file or not quoted");
    if (!imported.ok())
        return o;
    std::size_t launchKeys = 0;
    for (const core::ScenarioKey& k : core::scenarioKeys())
        launchKeys += core::isLaunchKey(k.key);
    if (imported.sources.size() != launchKeys)
        o.violations.push_back("launch import: not one source per launch key");
    for (const core::ImportSource& s : imported.sources)
        for (const core::SourceLine& l : s.lines)
            if (l.number < 1 || l.number > lines || l.text.size() > core::kMaxSourceLineBytes + 3)
                o.violations.push_back("launch import: source line of " + s.key + " out of range");
    o.problems += imported.scenarioProblems.size();
    checkProblems(imported.scenarioProblems, "launch scenario", o.violations);
    if (!imported.scenarioProblems.empty())
        return o;
    o.valid = true;
    const std::string written = core::scenarioToJson(imported.scenario);
    const core::ParsedScenario again = core::parseScenario(written, catalog());
    if (!again.ok())
        o.violations.push_back("the imported launch scenario does not re-read:"
                               + describe(again.problems));
    else if (core::scenarioToJson(again.scenario) != written)
        o.violations.push_back("writing the re-read launch scenario gives a different file");
    checkEstimate(imported.scenario, core::estimate(imported.scenario), "launch", o.violations);
    if (!o.violations.empty())
        o.scenarioJson = written;
    return o;
}

Outcome checkEstimatorInput(const std::uint8_t* data, std::size_t size)
{
    Outcome o;
    const core::Scenario s = fuzzedScenario(data, size, catalog());
    const core::Problems problems = core::validate(s);
    o.problems = problems.size();
    checkProblems(problems, "validate", o.violations);
    // The estimator promises no crash (and no UB) even on a scenario that does not validate.
    const core::Estimate e = core::estimate(s);
    if (!problems.empty())
        return o;
    o.valid = true;
    checkEstimate(s, e, "estimate", o.violations);

    // A valid scenario can be saved: its file parses, valid, and writes back the same text.
    const std::string written = core::scenarioToJson(s);
    const core::ParsedScenario back = core::parseScenario(written, catalog());
    if (!back.ok())
        o.violations.push_back("the file of a valid scenario does not parse:"
                               + describe(back.problems));
    else if (core::scenarioToJson(back.scenario) != written)
        o.violations.push_back("the file of a valid scenario does not write back the same");

    std::vector<int> counts;
    for (int g : {s.gpus / 2, s.gpus, s.gpus * 2})
        if (g >= 1 && g <= (1 << 20) && (counts.empty() || counts.back() != g))
            counts.push_back(g);
    for (core::SweepLayoutPolicy policy :
         {core::SweepLayoutPolicy::KeepTpPp, core::SweepLayoutPolicy::Best}) {
        const core::SweepResult sweep = core::sweepGpus(s, counts, policy);
        for (const core::SweepPoint& p : sweep.points) {
            if (!p.valid)
                continue;
            core::Scenario at = s;
            at.gpus = p.gpus;
            const std::string where = "sweep at " + std::to_string(p.gpus);
            checkEstimate(at, p.estimate, where, o.violations);
            if (!std::isfinite(p.scaling_efficiency) || p.scaling_efficiency < 0)
                o.violations.push_back(where + ": scaling_efficiency not finite and >= 0");
        }
        const core::SyncWall wall = core::findSyncWall(sweep);
        // Zero only for a run of (almost) no tokens.
        if (wall.wall_jct_s && !(std::isfinite(*wall.wall_jct_s) && *wall.wall_jct_s >= 0))
            o.violations.push_back("sync wall JCT not finite and >= 0");
    }
    const core::LayoutChoice best = core::bestLayout(s, s.gpus);
    if (best.found)
        checkEstimate(s, best.estimate, "bestLayout", o.violations);
    if (!o.violations.empty())
        o.scenarioJson = core::scenarioToJson(s);
    return o;
}

}  // namespace syncwall::fuzz
