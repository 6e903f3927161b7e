// importLaunchConfig and detectImportKind (launch_import.h): the kind, the reader, the per-kind
// mapping, then the checks of the layout against the GPU count the file states.
#include "launch_import.h"

#include <cctype>
#include <cstdint>

#include "hydra_interpolation.h"
#include "launch_builder.h"
#include "scenario_key_names.h"
#include "scenario_keys.h"
#include "shell_args.h"
#include "toml_subset.h"
#include "validator.h"
#include "yaml_subset.h"

namespace syncwall::core {

namespace {

using launch::LaunchBuilder;

bool endsWith(std::string_view s, std::string_view tail)
{
    if (s.size() < tail.size())
        return false;
    for (std::size_t i = 0; i < tail.size(); ++i)
        if (std::tolower(static_cast<unsigned char>(s[s.size() - tail.size() + i])) != tail[i])
            return false;
    return true;
}

// NUL bytes, or bytes that are not UTF-8.
bool isBinary(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c == 0)
            return true;
        const int more = c < 0x80         ? 0
                         : (c >> 5) == 6  ? 1
                         : (c >> 4) == 14 ? 2
                         : (c >> 3) == 30 ? 3
                                          : -1;
        if (more < 0 || (more > 0 && i + std::size_t(more) >= text.size()))
            return true;
        for (int k = 1; k <= more; ++k)
            if ((static_cast<unsigned char>(text[i + std::size_t(k)]) >> 6) != 2)
                return true;
        i += std::size_t(more) + 1;
    }
    return false;
}

std::string_view firstContent(std::string_view text)
{
    std::size_t i = 0;
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        i = 3;
    while (i < text.size()
           && (text[i] == ' ' || text[i] == '\n' || text[i] == '\r' || text[i] == '\t'))
        ++i;
    return text.substr(i);
}

ImportKind jsonKind(std::string_view text)
{
    return text.find("\"syncwall-scenario\"") != std::string_view::npos ? ImportKind::Scenario
                                                                        : ImportKind::HfConfig;
}

// The content alone: JSON, a TOML table header, a Megatron flag, a YAML mapping.
ImportKind contentKind(std::string_view text)
{
    const std::string_view body = firstContent(text);
    if (body.empty())
        return ImportKind::Unknown;
    if (body.front() == '{')
        return jsonKind(text);
    for (std::string_view flag :
         {"--tensor-model-parallel-size", "--pipeline-model-parallel-size", "--num-layers",
          "--micro-batch-size", "--global-batch-size", "--seq-length", "pretrain_gpt.py"})
        if (text.find(flag) != std::string_view::npos)
            return ImportKind::MegatronArgs;
    for (std::string_view table : {"\n[parallelism]", "\n[training]", "\n[model]", "\n[job]"})
        if (text.find(table) != std::string_view::npos || body.rfind(table.substr(1), 0) == 0)
            return ImportKind::TorchtitanToml;
    for (std::string_view key : {"\ntrainer:", "\nmodel:", "\ntrain:"})
        if (text.find(key) != std::string_view::npos || body.rfind(key.substr(1), 0) == 0)
            return ImportKind::NemoYaml;
    return ImportKind::Unknown;
}

void badFormat(LaunchImport& out, const char* what)
{
    Problem p;
    p.code = ProblemCode::BadFormat;
    p.detail = what;
    out.problems.push_back(std::move(p));
}

// The line of a key's source that shows its value (0 when it has none).
int lineOf(const LaunchBuilder& b, std::string_view key)
{
    const ImportSource* s = b.source(key);
    return s && s->origin != ImportOrigin::Default && !s->lines.empty() && s->given
               ? s->lines.front().number
               : 0;
}

std::string nameOf(const LaunchBuilder& b, std::string_view key)
{
    const ImportSource* s = b.source(key);
    return s && !s->from.empty() ? s->from.front() : std::string(key);
}

void notDivisible(LaunchBuilder& b, std::string_view key, const char* rule, double product,
                  double of)
{
    Problem p;
    p.code = ProblemCode::NotDivisible;
    p.key = nameOf(b, key);
    p.line = lineOf(b, key);
    p.detail = std::string(rule) + ":" + nameOf(b, "cluster.gpus");
    p.otherLine = lineOf(b, "cluster.gpus");
    p.min = product;
    p.max = of;
    b.problems().push_back(std::move(p));
}

// A stated GPU count must hold the layout the file gives (Megatron-LM asserts the same in
// initialize_model_parallel and its batch calculator).
void checkWorldSize(LaunchBuilder& b)
{
    const Scenario& s = b.scenario();
    const ParallelSpec& p = s.parallel;
    if (s.gpus < 1 || p.tp < 1 || p.pp < 1 || p.cp < 1)
        return;
    const std::int64_t modelParallel = std::int64_t(p.tp) * p.pp * p.cp;
    if (s.gpus % modelParallel != 0) {
        // Name the degree that is largest: it is the one to change.
        const char* key = p.pp >= p.tp && p.pp >= p.cp ? "parallelism.pp"
                          : p.tp >= p.cp               ? "parallelism.tp"
                                                       : "parallelism.cp";
        notDivisible(b, key, "world_size", double(modelParallel), s.gpus);
        return;
    }
    const std::int64_t dp = s.gpus / modelParallel;
    const int etp = p.expertTp > 0 ? p.expertTp : p.tp;
    if (p.ep >= 1 && (std::int64_t(p.tp) * p.cp * dp) % (std::int64_t(p.ep) * etp) != 0) {
        notDivisible(b, "parallelism.ep", "expert_folding", double(std::int64_t(p.ep) * etp),
                     double(std::int64_t(p.tp) * p.cp * dp));
        return;
    }
    if (b.isSet("training.global_batch") && p.microBatch >= 1
        && s.training.globalBatch % (dp * p.microBatch) != 0)
        notDivisible(b, "training.global_batch", "batch_split", double(dp * p.microBatch),
                     s.training.globalBatch);
}

}  // namespace

std::string LaunchImport::quote(int line, std::string_view name) const
{
    if (const auto own = nameTexts.find(std::pair(line, std::string(name))); own != nameTexts.end())
        return own->second;
    const auto it = lineTexts.find(line);
    return it == lineTexts.end() ? std::string() : it->second;
}

std::string_view otherName(const Problem& p)
{
    const std::string_view detail = p.detail;
    if (p.code == ProblemCode::NotDivisible) {
        const std::size_t colon = detail.find(':');
        return colon == std::string_view::npos ? std::string_view() : detail.substr(colon + 1);
    }
    return p.code == ProblemCode::Inconsistent ? detail : std::string_view();
}

bool isLaunchKey(std::string_view key)
{
    return key.rfind("model.", 0) == 0 || key.rfind("parallelism.", 0) == 0 || key == "cluster.gpus"
           || key == "training.global_batch" || key == "training.tokens" || key == "training.steps"
           || key == "training.precision" || key == "software.stack"
           || key == key_names::kExpertOverlap || key == key_names::kCudaGraphs;
}

ImportKind detectImportKind(std::string_view text, std::string_view fileName)
{
    if (text.size() <= kMaxLaunchConfigBytes && isBinary(text))
        return ImportKind::Binary;
    const ImportKind content = contentKind(text);
    if (endsWith(fileName, ".json"))  // the config.json reader says what is wrong with it
        return jsonKind(text);
    if (endsWith(fileName, ".sh") || endsWith(fileName, ".bash"))
        return ImportKind::MegatronArgs;
    if (endsWith(fileName, ".yaml") || endsWith(fileName, ".yml"))
        return ImportKind::NemoYaml;
    if (endsWith(fileName, ".toml"))
        return ImportKind::TorchtitanToml;
    return content;
}

LaunchImport importLaunchConfig(const std::string& text, ImportKind kind, const Scenario& base,
                                const Catalog& catalog, bool modelGiven)
{
    LaunchImport out;
    out.kind = kind;
    out.scenario = base;
    if (text.size() > kMaxLaunchConfigBytes) {
        Problem p;
        p.code = ProblemCode::ParseError;
        p.detail = "size";
        p.max = double(kMaxLaunchConfigBytes);
        out.problems.push_back(std::move(p));
        return out;
    }
    if (isBinary(text)) {
        badFormat(out, "binary");
        return out;
    }
    if (firstContent(text).empty()) {
        badFormat(out, "empty");
        return out;
    }
    ConfigDocument doc;
    switch (kind) {
    case ImportKind::MegatronArgs:
        doc = readShellArgs(text);
        break;
    case ImportKind::NemoYaml:
        doc = resolveInterpolations(readYamlSubset(text));
        break;
    case ImportKind::TorchtitanToml:
        doc = readTomlSubset(text);
        break;
    case ImportKind::Scenario:
        badFormat(out, "scenario");
        return out;
    case ImportKind::HfConfig:
        badFormat(out, "hf_config");
        return out;
    default:
        badFormat(out, "unknown");
        return out;
    }
    const TextLines lines(text);
    for (const ConfigEntry& e : doc.entries)
        if (e.line() > 0)
            out.nameTexts.emplace(std::pair(e.line(), e.name), e.lines.front().text);
    const auto quote = [&out, &lines](int n) {
        if (n > 0 && !out.lineTexts.count(n))
            out.lineTexts[n] = lines.at(n).text;
    };
    if (!doc.problems.empty()) {
        out.problems = doc.problems;
        for (const Problem& p : out.problems)
            quote(p.line), quote(p.otherLine);
        return out;
    }

    LaunchBuilder b(doc, base, out);
    if (modelGiven)
        b.keepBaseModel();
    if (kind == ImportKind::MegatronArgs)
        launch::importMegatron(doc, b);
    else if (kind == ImportKind::NemoYaml)
        launch::importNemo(doc, b);
    else
        launch::importTorchtitan(doc, b, catalog);

    // A file that gave none of the keys a launch config sets is of another kind.
    const ImportSource* tp = b.source("parallelism.tp");
    const ImportSource* batch = b.source("training.global_batch");
    const ImportSource* layers = b.source("model.layers");
    const auto read = [](const ImportSource* s) {
        return s && (s->origin == ImportOrigin::Config || s->origin == ImportOrigin::Derived);
    };
    if (!read(tp) && !read(batch) && !read(layers) && out.problems.empty()) {
        badFormat(out, "no_settings");
        return out;
    }
    if (out.problems.empty() && out.gpusStated)
        checkWorldSize(b);
    out.scenario = b.scenario();
    // A launch config that gave the model's shape names the preset of that shape, if any.
    if (out.scenario.model.preset.empty())
        if (const ModelEntry* preset = catalog.modelWithShape(out.scenario.model))
            out.scenario.model.preset = preset->spec.preset;
    out.sources = b.sources();
    // Whole lines: a source quotes its flag's own words of a line that holds several
    // (flagWords); a problem picks its flag's from the whole line the same way.
    for (const ImportSource& s : out.sources)
        for (const SourceLine& l : s.lines)
            quote(l.number);
    for (const Problem& p : out.problems)
        quote(p.line), quote(p.otherLine);
    if (out.problems.empty())
        out.scenarioProblems = validate(out.scenario);
    return out;
}

}  // namespace syncwall::core
