#pragma once
// syncwall-cli sensitivity FILE [--json] [--set KEY=VALUE]...
// How far the expected JCT moves when each uncertain assumption moves over its plausible range
// (core/sensitivity.h), largest effect first. JSON: an array of {name, low, high, jct_low_s,
// jct_high_s, unit}.

namespace CLI {
class App;
}

namespace syncwall::cli {

void addSensitivityCommand(CLI::App& app, int& exitCode);

}  // namespace syncwall::cli
