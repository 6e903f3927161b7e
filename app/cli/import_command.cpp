// syncwall-cli import FILE [FILE2] [--base SCENARIO] [--out OUT] [--json]: a Hugging Face
// config.json (the model) or a launch config (a Megatron-LM script or argument list, a NeMo /
// Megatron-Bridge recipe, a torchtitan TOML: the layout, batch and what else it states) -> a
// complete scenario, and where each key came from. A config.json and a launch config together
// give the model of the one and the layout of the other. The scenario goes to --out or stdout;
// the provenance to stdout with --out, else to stderr.

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/import_text.h"
#include "cli/json_output.h"
#include "cli/problem_text.h"
#include "cli/scenario_loader.h"
#include "cli/text_format.h"
#include "core/catalog.h"
#include "core/hf_import.h"
#include "core/launch_import.h"
#include "core/model_shape.h"
#include "core/scenario_io.h"

namespace syncwall::cli {
namespace {

using core::ImportKind;
using core::ImportSource;
using core::Problem;
using Json = nlohmann::ordered_json;

constexpr std::size_t kMaxImportBytes =
    std::max(core::kMaxHfConfigBytes, core::kMaxLaunchConfigBytes);

struct ImportArgs {
    std::vector<std::string> files;
    std::string base;
    std::string out;
    bool json = false;
};

struct Input {
    std::string path;
    std::string text;
    ImportKind kind = ImportKind::Unknown;
};

// "8.03B", "124M"
std::string billions(double count)
{
    return count >= 1e9 ? fmtNumber(count / 1e9, 2) + "B" : fmtNumber(count / 1e6, 1) + "M";
}

bool writeFile(const std::string& path, const std::string& text, std::string& error)
{
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    out.flush();
    if (!out)
        error = "cannot write " + path;
    return bool(out);
}

// Reads a file (refusing one too large before reading it) and names its kind.
std::optional<Input> readInput(const std::string& path)
{
    std::error_code ec;
    const auto size = std::filesystem::file_size(path, ec);
    if (!ec && size > kMaxImportBytes) {
        std::cerr << path << ": larger than " << kMaxImportBytes
                  << " bytes, not a config.json or a launch config\n";
        return std::nullopt;
    }
    Input in;
    in.path = path;
    std::string error;
    if (!readTextFile(path, in.text, error)) {
        std::cerr << path << ": cannot read: " << error << '\n';
        return std::nullopt;
    }
    in.kind = core::detectImportKind(in.text, path);
    return in;
}

Json sourcesJson(const std::vector<ImportSource>& sources)
{
    Json out = Json::array();
    for (const ImportSource& s : sources) {
        Json item {{"key", s.key},
                   {"value", importValueJson(s)},
                   {"origin", importOriginName(s.origin)},
                   {"from", s.from},
                   {"given", s.given}};
        if (!s.lines.empty()) {
            Json lines = Json::array();
            for (const core::SourceLine& l : s.lines)
                lines.push_back({{"line", l.number}, {"text", l.text}});
            item["lines"] = lines;
        }
        if (!s.detail.empty())
            item["detail"] = s.detail;
        out.push_back(item);
    }
    return out;
}

// Writes the scenario and prints its problems (they name the keys to change); the exit code.
struct Written {
    std::string text;
    int rc = 0;
};

Written finish(const core::Scenario& scenario, const core::Problems& problems,
               const ImportArgs& args, const core::Catalog& catalog)
{
    Written w;
    if (!problems.empty()) {
        const ProblemContext context {args.files.back(), &scenario, &catalog};
        for (const Problem& p : problems)
            std::cerr << problemText(p, context) << " (change this key in the written scenario)\n";
        w.rc = 2;
    }
    w.text = core::scenarioToJson(scenario);
    std::string error;
    if (!args.out.empty() && !writeFile(args.out, w.text, error)) {
        std::cerr << "syncwall-cli: " << error << '\n';
        w.rc = 2;
        w.text.clear();
    }
    return w;
}

int runHf(const Input& in, const core::Scenario& base, const ImportArgs& args,
          const core::Catalog& catalog)
{
    const core::HfImport imported = core::importHfConfig(in.text);
    if (!imported.ok()) {
        for (const Problem& p : imported.problems)
            std::cerr << hfProblemLine(p, in.path) << '\n';
        return 2;
    }
    core::ImportedScenario result = core::scenarioWithModel(imported.model, base, catalog);
    const std::string stem = std::filesystem::path(in.path).filename().string();
    result.scenario.name =
        (imported.nameOrPath.empty() ? stem : imported.nameOrPath) + " (imported)";
    const Written w = finish(result.scenario, result.problems, args, catalog);
    if (w.text.empty())
        return 2;
    const core::ParameterCounts counts = core::parameterCounts(result.scenario.model);
    const std::string architecture =
        imported.architecture.empty() ? std::string("unknown") : imported.architecture;

    if (args.json) {
        Json out {{"kind", "hf_config"},
                  {"architecture", architecture},
                  {"known_architecture", imported.knownArchitecture},
                  {"layout_reset", result.layoutReset},
                  {"model_preset", result.scenario.model.preset.empty()
                                       ? Json(nullptr)
                                       : Json(result.scenario.model.preset)},
                  {"valid", result.problems.empty()},
                  {"params_total", counts.total},
                  {"params_active", counts.active},
                  {"params_active_matmul", counts.activeMatmul},
                  {"sources", sourcesJson(imported.sources)},
                  {"written", args.out.empty() ? Json(nullptr) : Json(args.out)}};
        if (args.out.empty())
            out["scenario"] = Json::parse(w.text);
        const int rc = printJson(out, std::cout);
        return rc != 0 ? rc : w.rc;
    }

    std::ostream& info = args.out.empty() ? std::cerr : std::cout;
    if (args.out.empty())
        std::cout << w.text;
    info << "Imported " << in.path << " as " << architecture
         << (imported.knownArchitecture ? ""
                                        : " (unknown architecture: read from the generic keys)")
         << ": " << billions(counts.total) << " parameters";
    if (counts.active < counts.total)
        info << ", " << billions(counts.active) << " active";
    info << " (from the shape)\n";
    if (!result.scenario.model.preset.empty())
        info << "  model.preset = " << result.scenario.model.preset
             << "  the catalog's model of this shape\n";
    for (const ImportSource& s : imported.sources)
        info << "  " << hfSourceLine(s, architecture) << '\n';
    if (result.layoutReset)
        info << "  parallelism.tp = 1, parallelism.pp = 1, parallelism.dp = auto  the default "
                "layout (TP "
             << base.parallel.tp << ", PP " << base.parallel.pp << ") does not divide this model\n";
    info << "  (the rest is the " << (args.base.empty() ? "default scenario" : args.base) << ": "
         << result.scenario.gpus << " x " << result.scenario.hardware.gpu.id << ")\n";
    if (!args.out.empty())
        info << "Wrote the scenario to " << args.out << '\n';
    return w.rc;
}

// A config.json's model under a launch config (import CONFIG.json LAUNCH).
struct ModelFile {
    const Input& input;
    const core::HfImport& model;
};

int runLaunch(const Input& in, const core::Scenario& base, const std::string& baseLabel,
              const ImportArgs& args, const core::Catalog& catalog,
              const std::optional<ModelFile>& modelFile = std::nullopt)
{
    const core::LaunchImport imported =
        core::importLaunchConfig(in.text, in.kind, base, catalog, modelFile.has_value());
    if (!imported.ok()) {
        for (const Problem& p : imported.problems)
            std::cerr << launchProblemLine(p, in.path, imported) << '\n';
        return 2;
    }
    core::Scenario scenario = imported.scenario;
    scenario.name = std::filesystem::path(in.path).filename().string() + " (imported)";
    const Written w = finish(scenario, imported.scenarioProblems, args, catalog);
    if (w.text.empty())
        return 2;
    const std::string framework = launchKindName(in.kind);
    // Each key from the file that gave it: a model key the launch config left alone came from
    // the config.json (it had read as "kept the default").
    std::vector<ImportSource> sources = imported.sources;
    std::vector<bool> fromModelFile(sources.size(), false);
    if (modelFile)
        for (std::size_t i = 0; i < sources.size(); ++i) {
            if (sources[i].origin != core::ImportOrigin::Default)
                continue;
            for (const ImportSource& m : modelFile->model.sources)
                if (m.key == sources[i].key && m.origin != core::ImportOrigin::Default) {
                    sources[i] = m;
                    fromModelFile[i] = true;
                }
        }
    if (args.json) {
        Json out {{"kind", in.kind == ImportKind::MegatronArgs ? "megatron_args"
                           : in.kind == ImportKind::NemoYaml   ? "nemo_yaml"
                                                               : "torchtitan_toml"},
                  {"gpus_stated", imported.gpusStated},
                  {"model_from_file", imported.modelFromFile || modelFile.has_value()},
                  {"valid", imported.scenarioProblems.empty()},
                  {"sources", sourcesJson(sources)},
                  {"written", args.out.empty() ? Json(nullptr) : Json(args.out)}};
        if (modelFile)
            out["model_file"] = modelFile->input.path;
        if (args.out.empty())
            out["scenario"] = Json::parse(w.text);
        const int rc = printJson(out, std::cout);
        return rc != 0 ? rc : w.rc;
    }
    std::ostream& info = args.out.empty() ? std::cerr : std::cout;
    if (args.out.empty())
        std::cout << w.text;
    info << "Imported " << in.path << " as a " << framework << " launch config";
    if (modelFile)
        info << ", with the model of " << modelFile->input.path << " ("
             << modelFile->model.architecture << ")";
    if (imported.modelFromFile || modelFile) {
        const core::ParameterCounts counts = core::parameterCounts(scenario.model);
        info << ": " << billions(counts.total) << " parameters";
        if (counts.active < 0.999 * counts.total)
            info << ", " << billions(counts.active) << " active";
        info << " (from the shape)";
    }
    info << '\n';
    for (std::size_t i = 0; i < sources.size(); ++i)
        info << "  "
             << (fromModelFile[i] ? hfSourceLine(sources[i], modelFile->model.architecture)
                                  : launchSourceLine(sources[i], in.kind))
             << '\n';
    info << "  (the rest is from the " << baseLabel << ": " << scenario.hardware.gpu.id << ")\n";
    if (!args.out.empty())
        info << "Wrote the scenario to " << args.out << '\n';
    return w.rc;
}

bool isLaunch(ImportKind k)
{
    return k == ImportKind::MegatronArgs || k == ImportKind::NemoYaml
           || k == ImportKind::TorchtitanToml;
}

int runImport(const ImportArgs& args)
{
    const core::Catalog catalog = core::Catalog::builtIn();
    core::Scenario base = core::defaultScenario(catalog);
    std::string baseLabel = "default scenario";
    if (!args.base.empty()) {
        const LoadResult loaded = loadScenario(args.base, {}, catalog);
        if (!loaded.scenario)
            return reportProblems(loaded);
        base = *loaded.scenario;
        baseLabel = "scenario " + args.base;
    }
    std::vector<Input> inputs;
    for (const std::string& f : args.files) {
        std::optional<Input> in = readInput(f);
        if (!in)
            return 2;
        inputs.push_back(std::move(*in));
    }
    if (inputs.size() == 1) {
        const Input& in = inputs.front();
        if (in.kind == ImportKind::HfConfig)
            return runHf(in, base, args, catalog);
        return runLaunch(in, base, baseLabel, args, catalog);
    }
    // A model and a layout: the config.json's model on the base, then the launch config.
    const auto hf = std::find_if(inputs.begin(), inputs.end(),
                                 [](const Input& i) { return i.kind == ImportKind::HfConfig; });
    const auto launch =
        std::find_if(inputs.begin(), inputs.end(), [](const Input& i) { return isLaunch(i.kind); });
    if (hf == inputs.end() || launch == inputs.end()) {
        std::cerr << "syncwall-cli: import takes one file, or a Hugging Face config.json and a "
                     "launch config\n";
        return 2;
    }
    const core::HfImport model = core::importHfConfig(hf->text);
    if (!model.ok()) {
        for (const Problem& p : model.problems)
            std::cerr << hfProblemLine(p, hf->path) << '\n';
        return 2;
    }
    core::Scenario withModel = base;
    withModel.model = model.model;
    return runLaunch(*launch, withModel, baseLabel, args, catalog, ModelFile {*hf, model});
}

}  // namespace

void addImportCommand(CLI::App& app, int& exitCode)
{
    auto args = std::make_shared<ImportArgs>();
    CLI::App* command = app.add_subcommand(
        "import", "Make a scenario from a Hugging Face config.json or a launch config (Megatron-LM "
                  "script or arguments, NeMo recipe, torchtitan TOML), saying where each value "
                  "came from");
    command
        ->add_option("FILE", args->files,
                     "the config.json or launch config; or a config.json and a launch config")
        ->required()
        ->expected(1, 2);
    command->add_option("--base", args->base,
                        "take what the file leaves out from this scenario (default: the default "
                        "scenario)");
    command->add_option("--out", args->out,
                        "write the scenario here (else to stdout, with the sources on stderr)");
    command->add_flag("--json", args->json, "print the sources (and the scenario) as JSON");
    command->callback([args, &exitCode] { exitCode = runImport(*args); });
}

}  // namespace syncwall::cli
