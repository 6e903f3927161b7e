// syncwall-cli validate FILE [--set KEY=VALUE]...: silent and 0 when valid, else one line per
// problem on stderr and exit 2.

#include <memory>

#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/scenario_args.h"
#include "cli/scenario_loader.h"
#include "core/catalog.h"

namespace syncwall::cli {

void addValidateCommand(CLI::App& app, int& exitCode)
{
    auto args = std::make_shared<ScenarioArgs>();
    CLI::App* command = app.add_subcommand(
        "validate", "Check a scenario; prints each problem with its key and exits 2, or nothing");
    addScenarioArgs(*command, *args);
    command->callback([args, &exitCode] {
        const core::Catalog catalog = core::Catalog::builtIn();
        exitCode = reportProblems(loadScenario(args->file, args->overrides, catalog));
    });
}

}  // namespace syncwall::cli
