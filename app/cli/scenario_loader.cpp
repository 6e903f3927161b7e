#include "cli/scenario_loader.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "cli/problem_text.h"
#include "core/layout_rules.h"
#include "core/scenario_io.h"
#include "core/validator.h"

namespace syncwall::cli {

namespace {

constexpr std::size_t kMaxFileBytes = 16u << 20;

bool readStream(std::istream& in, std::string& text, std::string& error)
{
    std::string data;
    char buffer[65536];
    while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
        data.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (data.size() > kMaxFileBytes) {
            error = "larger than 16 MB, not a scenario file";
            return false;
        }
    }
    if (in.bad()) {
        error = "read error";
        return false;
    }
    text = std::move(data);
    return true;
}

}  // namespace

bool readTextFile(const std::string& path, std::string& text, std::string& error)
{
    if (path == "-")
        return readStream(std::cin, text, error);
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        error = "is a directory, not a scenario file";
        return false;
    }
    errno = 0;
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        error = errno != 0 ? std::strerror(errno) : "cannot open";
        return false;
    }
    return readStream(in, text, error);
}

LoadResult loadScenario(const std::string& path, const std::vector<std::string>& overrides,
                        const core::Catalog& catalog)
{
    LoadResult result;
    std::string text;
    std::string error;
    if (!readTextFile(path, text, error)) {
        result.problems.push_back(path + ": cannot read scenario file: " + error);
        return result;
    }

    // The parser runs validate() itself once the file reads cleanly; running it again here
    // keeps the CLI correct should that change. The semantic codes that cite other keys' values
    // only arise from a completely read scenario, so the context may always point at it.
    const core::ParsedScenario parsed = core::parseScenarioWithOverrides(text, overrides, catalog);
    const ProblemContext context {path, &parsed.scenario, &catalog};
    const core::Problems problems = parsed.ok() ? core::validate(parsed.scenario) : parsed.problems;
    for (const core::Problem& problem : problems)
        result.problems.push_back(problemText(problem, context));
    if (result.problems.empty())
        result.scenario = parsed.scenario;
    else if (parsed.readable && core::onlyLayoutWrong(parsed.scenario, problems))
        result.layoutWrong = parsed.scenario;
    return result;
}

int reportProblems(const LoadResult& result)
{
    for (const std::string& line : result.problems)
        std::cerr << line << '\n';
    return result.scenario ? 0 : 2;
}

std::optional<core::Scenario> scenarioForLayoutSearch(const LoadResult& result)
{
    if (result.scenario || !result.layoutWrong)
        return result.scenario;
    std::cerr << "note: the scenario's own layout is not legal (below); the legal layouts are "
                 "searched instead\n";
    for (const std::string& line : result.problems)
        std::cerr << "  " << line << '\n';
    return result.layoutWrong;
}

}  // namespace syncwall::cli
