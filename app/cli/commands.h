#pragma once
// The subcommands of syncwall-cli. Each add*Command registers its subcommand on `app`; when
// it runs, its callback stores the process exit code (0 ok, 1 internal error, 2 bad input)
// in `exitCode`.

namespace CLI {
class App;
}

namespace syncwall::cli {

void addEstimateCommand(CLI::App& app, int& exitCode);
void addSweepCommand(CLI::App& app, int& exitCode);
void addWallCommand(CLI::App& app, int& exitCode);
void addSearchCommand(CLI::App& app, int& exitCode);
void addValidateCommand(CLI::App& app, int& exitCode);
void addPresetsCommand(CLI::App& app, int& exitCode);
void addValidationCommand(CLI::App& app, int& exitCode);
void addKeysCommand(CLI::App& app, int& exitCode);
void addPlanCommand(CLI::App& app, int& exitCode);
void addImportCommand(CLI::App& app, int& exitCode);

}  // namespace syncwall::cli
