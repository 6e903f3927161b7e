// syncwall-cli keys [--markdown | --json]: every scenario key as declared in the core
// (core/scenario_keys.cpp): type, default, range and what it means. docs/scenario-format.md
// holds the --markdown output between its keys:begin/keys:end markers (a CLI test keeps it so).

#include <iostream>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

#include "cli/commands.h"
#include "cli/json_output.h"
#include "cli/text_format.h"
#include "cli/text_table.h"
#include "core/catalog.h"
#include "core/scenario_io.h"
#include "core/scenario_keys.h"
#include "core/system_defaults.h"

namespace syncwall::cli {
namespace {

using core::KeyKind;
using core::KeyUnset;
using core::ScenarioKey;

// A file without the key: the smallest valid scenario, so every default is the reader's own
// (hardware from its default system).
constexpr const char* kMinimalScenario =
    R"({"model": {"layers": 1, "hidden": 64, "heads": 1}, "cluster": {"gpus": 1}})";

bool required(std::string_view key)
{
    return key == "model.layers" || key == "model.hidden" || key == "model.heads"
           || key == "cluster.gpus";
}

// Words in backticks for Markdown (quote = "`"), bare for the terminal.
std::string typeText(const ScenarioKey& k, std::string_view quote = "`")
{
    std::string text;
    switch (k.kind) {
    case KeyKind::Integer:
        text = "integer";
        break;
    case KeyKind::Count:
        text = "integer";
        break;
    case KeyKind::Number:
        text = "number";
        break;
    case KeyKind::Boolean:
        text = "boolean";
        break;
    case KeyKind::Choice:
        for (std::string_view word : k.choices) {
            if (!text.empty())
                text += ", ";
            text += quote;
            text += word;
            text += quote;
        }
        break;
    }
    if (k.unset == KeyUnset::Auto)
        text += " or " + std::string(quote) + "\"auto\"" + std::string(quote);
    else if (k.unset == KeyUnset::Null)
        text += " or " + std::string(quote) + "null" + std::string(quote);
    return text;
}

std::string valueText(const ScenarioKey& k, const std::optional<double>& si)
{
    if (k.isUnset(si) && k.unset != KeyUnset::Never)
        return k.unset == KeyUnset::Auto ? "`\"auto\"`" : "`null`";
    const double v = si.value_or(0);
    if (k.kind == KeyKind::Boolean)
        return v != 0 ? "true" : "false";
    if (k.kind == KeyKind::Choice) {
        const auto i = static_cast<std::size_t>(v);
        return i < k.choices.size() ? "`" + std::string(k.choices[i]) + "`" : std::string();
    }
    return fmtPlain(core::toFile(v, k.unit));
}

std::string defaultText(const ScenarioKey& k, const core::Scenario& defaults)
{
    if (required(k.key))
        return "required";
    const std::string value = valueText(k, k.get(defaults));
    if (k.key.starts_with("hardware.") || core::isSystemDefaultKey(k.key))
        return "system (" + std::string(core::kDefaultSystemId) + ": " + value + ")";
    return value;
}

std::string rangeText(const ScenarioKey& k)
{
    if (!k.ranged)
        return {};
    const core::Limit& l = k.limit;
    if (l.minExclusive)
        return "(" + fmtPlain(l.min) + ", " + fmtPlain(l.max) + "]";
    return fmtPlain(l.min) + ".." + fmtPlain(l.max);
}

std::string section(std::string_view key) { return std::string(key.substr(0, key.find('.'))); }

void printMarkdown(const core::Scenario& defaults)
{
    std::string current;
    for (const ScenarioKey& k : core::scenarioKeys()) {
        if (section(k.key) != current) {
            current = section(k.key);
            std::cout << (current == section(core::scenarioKeys().front().key) ? "" : "\n")
                      << "### `" << current << "`\n"
                      << "| key | type | default | range | meaning |\n|---|---|---|---|---|\n";
        }
        std::cout << "| `" << k.key << "` | " << typeText(k) << " | " << defaultText(k, defaults)
                  << " | " << rangeText(k) << " | " << k.doc << " |\n";
    }
}

int printKeysJson(const core::Scenario& defaults)
{
    using Json = nlohmann::ordered_json;
    Json out = Json::array();
    for (const ScenarioKey& k : core::scenarioKeys()) {
        Json entry = {{"key", std::string(k.key)},
                      {"type", typeText(k)},
                      {"default", defaultText(k, defaults)},
                      {"doc", std::string(k.doc)}};
        if (k.ranged)
            entry["range"] = {{"min", k.limit.min},
                              {"max", k.limit.max},
                              {"min_exclusive", k.limit.minExclusive}};
        out.push_back(entry);
    }
    return printJson(out, std::cout);
}

void printText(const core::Scenario& defaults)
{
    TextTable table;
    for (const char* header : {"key", "type", "default", "range"})
        table.addColumn(header, TextTable::Align::Left);
    for (const ScenarioKey& k : core::scenarioKeys())
        table.addRow({std::string(k.key), typeText(k, ""), defaultText(k, defaults), rangeText(k)});
    table.print(std::cout);
}

}  // namespace

void addKeysCommand(CLI::App& app, int& exitCode)
{
    CLI::App* command = app.add_subcommand(
        "keys", "List every scenario file key with its type, default, range and meaning");
    auto format = std::make_shared<std::pair<bool, bool>>();  // markdown, json
    auto* markdown = command->add_flag("--markdown", format->first,
                                       "Print the tables of docs/scenario-format.md");
    command->add_flag("--json", format->second, "Print one JSON array")->excludes(markdown);
    command->callback([format, &exitCode] {
        const core::Catalog catalog = core::Catalog::builtIn();
        const core::ParsedScenario parsed = core::parseScenario(kMinimalScenario, catalog);
        if (!parsed.ok()) {
            std::cerr << "syncwall-cli: internal error: the minimal scenario is not valid\n";
            exitCode = 1;
            return;
        }
        exitCode = 0;
        if (format->first)
            printMarkdown(parsed.scenario);
        else if (format->second)
            exitCode = printKeysJson(parsed.scenario);
        else
            printText(parsed.scenario);
    });
}

}  // namespace syncwall::cli
