// syncwall-cli import FILE [--out OUT] [--json]: a Hugging Face config.json -> a complete
// scenario (the default scenario with the config's model), and where each model key came from.
// The scenario goes to --out or stdout; the provenance to stdout with --out, else to stderr.

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include "cli/commands.h"
#include "cli/json_output.h"
#include "cli/problem_text.h"
#include "cli/scenario_loader.h"
#include "cli/text_format.h"
#include "core/catalog.h"
#include "core/hf_import.h"
#include "core/model_shape.h"
#include "core/scenario_io.h"
#include "core/scenario_keys.h"

namespace syncwall::cli {
namespace {

using core::ImportOrigin;
using core::ImportSource;
using core::Problem;
using core::ProblemCode;
using Json = nlohmann::ordered_json;

struct ImportArgs {
    std::string file;
    std::string out;
    bool json = false;
};

std::string plain(double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.10g", value);
    return buffer;
}

// "8.03B", "124M"
std::string billions(double count)
{
    return count >= 1e9 ? fmtNumber(count / 1e9, 2) + "B" : fmtNumber(count / 1e6, 1) + "M";
}

std::string valueText(const ImportSource& s)
{
    const core::ScenarioKey* k = core::findScenarioKey(s.key);
    if (k && k->kind == core::KeyKind::Boolean)
        return s.value != 0 ? "true" : "false";
    return plain(s.value);
}

std::string joined(const std::vector<std::string>& keys)
{
    std::string out;
    for (const std::string& k : keys)
        out += (out.empty() ? "" : ", ") + k;
    return out;
}

std::string originName(ImportOrigin o)
{
    switch (o) {
    case ImportOrigin::Config:
        return "config";
    case ImportOrigin::Derived:
        return "derived";
    case ImportOrigin::ClassDefault:
        return "class_default";
    case ImportOrigin::Guessed:
        return "guessed";
    case ImportOrigin::Default:
        return "default";
    }
    return "default";
}

// "model.hidden = 8192  <- hidden_size"
std::string sourceLine(const ImportSource& s, const std::string& architecture)
{
    std::string line = s.key + " = " + valueText(s) + "  ";
    const std::string from = joined(s.from);
    // Where from[0] is absent: it, and the keys that were read instead.
    const std::string absent = s.from.empty() ? std::string() : s.from.front();
    const std::string rest =
        s.from.size() > 1 ? joined({s.from.begin() + 1, s.from.end()}) : std::string();
    switch (s.origin) {
    case ImportOrigin::Config:
        return line + "<- " + from;
    case ImportOrigin::Derived:
        if (s.key == "model.seq_len")
            return line + "<- " + from + " (the context, shorter than the default "
                   + plain(core::ModelSpec {}.seqLen) + ")";
        if (s.key == "model.gated_mlp" && !s.from.empty() && s.from.front() == "model_type")
            return line + "<- model_type (" + architecture + (s.value != 0 ? " has a" : " has no")
                   + " gated MLP)";
        if (!s.given && !rest.empty())
            return line + "<- " + rest + " (derived; " + absent + " not given)";
        return line + "<- " + from + " (derived)";
    case ImportOrigin::ClassDefault:
        return line + "<- the " + architecture + " default" + (rest.empty() ? "" : ": " + rest)
               + " (" + absent + " not given)";
    case ImportOrigin::Guessed:
        if (!s.given)
            return line + "<- " + (rest.empty() ? std::string("assumed") : rest) + " (guessed; "
                   + absent + " not given)";
        return line + "<- " + from + " (guessed)";
    case ImportOrigin::Default:
        break;
    }
    if (s.key == "model.seq_len" && !s.from.empty())
        return line + "kept the default: " + from + " (" + plain(s.configValue)
               + ") is the context, not the training length";
    if (s.key == "model.params")
        return line + "kept the default (derived from the shape)";
    return line + "kept the default";
}

std::string problemLine(const Problem& p, const std::string& file)
{
    switch (p.code) {
    case ProblemCode::ParseError:
        if (p.detail == "size")
            return file + ": larger than " + plain(p.max) + " bytes, not a config.json";
        return problemText(p, {file, nullptr, nullptr});
    case ProblemCode::NotAnObject:
        return (p.key.empty() ? file : p.key) + ": must be a JSON object";
    case ProblemCode::WrongType:
        return p.key + ": must be " + (p.detail == "integer" ? "an " : "a ") + p.detail;
    case ProblemCode::Missing:
        return p.key + ": missing (it gives " + p.detail + ")";
    case ProblemCode::OutOfRange:
        return p.key + ": out of range for " + p.detail + " (must be between " + plain(p.min)
               + " and " + plain(p.max) + ")";
    case ProblemCode::Inconsistent: {
        // "hidden_size: 4000 is not divisible by num_attention_heads (64), ..."
        const std::string a = p.key + ": " + (p.min != 0 ? plain(p.min) + " " : "");
        const std::string b = p.detail + (p.max != 0 ? " (" + plain(p.max) + ")" : "");
        if (p.detail.ends_with("num_attention_heads") && !p.key.ends_with("key_value_heads"))
            return a + "is not divisible by " + b + ", and no head_dim is given";
        if (p.detail.ends_with("num_attention_heads"))
            return a + "does not divide " + b;
        return a + "contradicts " + b;
    }
    default:
        return problemText(p, {file, nullptr, nullptr});
    }
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

int runImport(const ImportArgs& args)
{
    std::error_code ec;
    const auto size = std::filesystem::file_size(args.file, ec);
    std::string text, error;
    if (!ec && size > core::kMaxHfConfigBytes) {
        std::cerr << args.file << ": larger than " << core::kMaxHfConfigBytes
                  << " bytes, not a config.json\n";
        return 2;
    }
    if (!readTextFile(args.file, text, error)) {
        std::cerr << args.file << ": cannot read: " << error << '\n';
        return 2;
    }
    const core::HfImport imported = core::importHfConfig(text);
    if (!imported.ok()) {
        for (const Problem& p : imported.problems)
            std::cerr << problemLine(p, args.file) << '\n';
        return 2;
    }
    const core::Catalog catalog = core::Catalog::builtIn();
    core::ImportedScenario result = core::scenarioWithModel(imported.model, catalog);
    const std::string stem = std::filesystem::path(args.file).filename().string();
    result.scenario.name =
        (imported.nameOrPath.empty() ? stem : imported.nameOrPath) + " (imported)";
    if (!result.problems.empty()) {
        const ProblemContext context {args.file, &result.scenario, &catalog};
        for (const Problem& p : result.problems)
            std::cerr << problemText(p, context) << " (change this key in the written scenario)\n";
    }
    const std::string scenarioText = core::scenarioToJson(result.scenario);
    if (!args.out.empty() && !writeFile(args.out, scenarioText, error)) {
        std::cerr << "syncwall-cli: " << error << '\n';
        return 2;
    }
    const core::ParameterCounts counts = core::parameterCounts(result.scenario.model);
    const std::string architecture =
        imported.architecture.empty() ? std::string("unknown") : imported.architecture;

    if (args.json) {
        Json sources = Json::array();
        for (const ImportSource& s : imported.sources)
            sources.push_back({{"key", s.key},
                               {"value", s.value},
                               {"origin", originName(s.origin)},
                               {"from", s.from},
                               {"given", s.given}});
        Json out {{"architecture", architecture},
                  {"known_architecture", imported.knownArchitecture},
                  {"layout_reset", result.layoutReset},
                  {"valid", result.problems.empty()},
                  {"params_total", counts.total},
                  {"params_active", counts.active},
                  {"params_active_matmul", counts.activeMatmul},
                  {"sources", sources},
                  {"written", args.out.empty() ? Json(nullptr) : Json(args.out)}};
        if (args.out.empty())
            out["scenario"] = Json::parse(scenarioText);
        const int rc = printJson(out, std::cout);
        return rc != 0 ? rc : (result.problems.empty() ? 0 : 2);
    }

    std::ostream& info = args.out.empty() ? std::cerr : std::cout;
    if (args.out.empty())
        std::cout << scenarioText;
    info << "Imported " << args.file << " as " << architecture
         << (imported.knownArchitecture ? ""
                                        : " (unknown architecture: read from the generic keys)")
         << ": " << billions(counts.total) << " parameters";
    if (counts.active < counts.total)
        info << ", " << billions(counts.active) << " active";
    info << " (from the shape)\n";
    for (const ImportSource& s : imported.sources)
        info << "  " << sourceLine(s, architecture) << '\n';
    if (result.layoutReset)
        info << "  parallelism.tp = 1, parallelism.pp = 1, parallelism.dp = auto  the default "
                "layout (TP 8, PP 12) does not divide this model\n";
    info << "  (the rest is the default scenario: " << result.scenario.gpus << " x "
         << result.scenario.hardware.gpu.id << ")\n";
    if (!args.out.empty())
        info << "Wrote the scenario to " << args.out << '\n';
    return result.problems.empty() ? 0 : 2;
}

}  // namespace

void addImportCommand(CLI::App& app, int& exitCode)
{
    auto args = std::make_shared<ImportArgs>();
    CLI::App* command = app.add_subcommand(
        "import", "Make a scenario from a Hugging Face config.json, saying where each value came "
                  "from");
    command->add_option("FILE", args->file, "the config.json")->required();
    command->add_option("--out", args->out,
                        "write the scenario here (else to stdout, with the sources on stderr)");
    command->add_flag("--json", args->json, "print the sources (and the scenario) as JSON");
    command->callback([args, &exitCode] { exitCode = runImport(*args); });
}

}  // namespace syncwall::cli
