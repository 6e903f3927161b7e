#include "cli/scenario_args.h"

#include <CLI/CLI.hpp>

namespace syncwall::cli {

void addScenarioArgs(CLI::App& command, ScenarioArgs& args)
{
    command.add_option("FILE", args.file, "Scenario file (*.syncwall.json), or - for stdin")
        ->required();
    // One value per --set, so `--set a=1 FILE` does not swallow FILE.
    command
        .add_option("--set", args.overrides,
                    "Override a dotted scenario key, e.g. --set cluster.gpus=4096 (repeatable)")
        ->type_name("KEY=VALUE")
        ->allow_extra_args(false);
}

}  // namespace syncwall::cli
