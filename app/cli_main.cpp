// syncwall-cli: the headless front end. Parsing and dispatch only; every number comes from the
// core. Exit codes: 0 ok, 1 internal error (a bug), 2 bad input or usage.

#include <exception>
#include <iostream>
#include <string>

#include <CLI/CLI.hpp>

#include "cli/calibrate_command.h"
#include "cli/commands.h"
#include "cli/sensitivity_command.h"

int main(int argc, char** argv)
{
    namespace cli = syncwall::cli;

    CLI::App app {
        "Syncwall: what-if estimates of the job completion time of large distributed training runs",
        "syncwall-cli"};
    app.set_version_flag("--version", std::string("syncwall-cli ") + SYNCWALL_VERSION);
    app.require_subcommand(1);
    app.footer("Exit status: 0 ok, 1 internal error, 2 bad input.\n"
               "Run 'syncwall-cli COMMAND --help' for the options of one command.");

    int exitCode = 0;
    cli::addEstimateCommand(app, exitCode);
    cli::addSweepCommand(app, exitCode);
    cli::addWallCommand(app, exitCode);
    cli::addSearchCommand(app, exitCode);
    cli::addValidateCommand(app, exitCode);
    cli::addPresetsCommand(app, exitCode);
    cli::addKeysCommand(app, exitCode);
    cli::addPlanCommand(app, exitCode);
    cli::addImportCommand(app, exitCode);
    cli::addValidationCommand(app, exitCode);
    cli::addCalibrateCommand(app, exitCode);
    cli::addSensitivityCommand(app, exitCode);

    // CLI11 would say "A subcommand is required" for a misspelt one; name it instead.
    const std::string first = argc > 1 ? argv[1] : "";
    const auto named = [&first](const CLI::App* command) { return command->get_name() == first; };
    if (!first.empty() && first[0] != '-' && app.get_subcommands(named).empty()) {
        std::cerr << "syncwall-cli: unknown command '" << first << "'\n\n" << app.help();
        return 2;
    }

    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForAllHelp& e) {
        return app.exit(e);
    } catch (const CLI::CallForVersion& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        // Usage errors (unknown command, missing FILE, bad option value) exit 2 with the usage.
        std::cerr << "syncwall-cli: " << e.what() << "\n\n" << app.help();
        return 2;
    } catch (const std::exception& e) {
        std::cerr << "syncwall-cli: internal error: " << e.what() << '\n';
        return 1;
    }
    return exitCode;
}
