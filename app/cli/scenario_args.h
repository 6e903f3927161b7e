#pragma once
// The FILE argument and the repeatable --set KEY=VALUE that every scenario command takes.

#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace syncwall::cli {

struct ScenarioArgs {
    std::string file;
    std::vector<std::string> overrides;
};

void addScenarioArgs(CLI::App& command, ScenarioArgs& args);

}  // namespace syncwall::cli
