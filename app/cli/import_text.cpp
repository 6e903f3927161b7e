#include "cli/import_text.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <vector>

#include "cli/problem_text.h"
#include "core/model_shape.h"
#include "core/scenario_keys.h"

namespace syncwall::cli {
namespace {

using core::ImportOrigin;
using core::ImportSource;
using core::Problem;
using core::ProblemCode;

std::string plain(double value)
{
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.10g", value);
    return buffer;
}

std::string joined(const std::vector<std::string>& keys)
{
    std::string out;
    for (const std::string& k : keys)
        out += (out.empty() ? "" : ", ") + k;
    return out;
}

// "line 56: --tensor-model-parallel-size 8; line 33: TP_SIZE=1"
std::string linesText(const std::vector<core::SourceLine>& lines)
{
    std::string out;
    for (const core::SourceLine& l : lines)
        out += (out.empty() ? "" : "; ") + ("line " + std::to_string(l.number) + ": " + l.text);
    return out;
}

std::string quoted(const std::string& text) { return text.empty() ? text : " (" + text + ")"; }

}  // namespace

namespace {

// The word a boolean, a choice or an automatic integer is written as; empty for a number.
std::optional<std::string> importValueWord(const ImportSource& s)
{
    const core::ScenarioKey* k = core::findScenarioKey(s.key);
    if (k && k->kind == core::KeyKind::Boolean)
        return s.value != 0 ? "true" : "false";
    if (k && k->kind == core::KeyKind::Choice && s.value >= 0
        && std::size_t(s.value) < k->choices.size())
        return std::string(k->choices[std::size_t(s.value)]);
    if (k && k->unset == core::KeyUnset::Auto && k->kind == core::KeyKind::Integer && s.value == 0)
        return "auto";
    return std::nullopt;
}

}  // namespace

std::string importValueText(const ImportSource& s)
{
    return importValueWord(s).value_or(plain(s.value));
}

nlohmann::ordered_json importValueJson(const ImportSource& s)
{
    const core::ScenarioKey* k = core::findScenarioKey(s.key);
    if (k && k->kind == core::KeyKind::Boolean)
        return s.value != 0;
    if (const std::optional<std::string> word = importValueWord(s))
        return *word;
    const bool integral =
        k && (k->kind == core::KeyKind::Integer || k->kind == core::KeyKind::Count);
    if (integral && std::isfinite(s.value) && std::fabs(s.value) < 9e15)
        return static_cast<std::int64_t>(std::llround(s.value));
    return s.value;
}

std::string importOriginName(ImportOrigin o)
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

std::string launchKindName(core::ImportKind kind)
{
    switch (kind) {
    case core::ImportKind::MegatronArgs:
        return "Megatron-LM";
    case core::ImportKind::NemoYaml:
        return "NeMo";
    case core::ImportKind::TorchtitanToml:
        return "torchtitan";
    default:
        return "framework";
    }
}

// "model.hidden = 8192  <- hidden_size"
std::string hfSourceLine(const ImportSource& s, const std::string& architecture)
{
    std::string line = s.key + " = " + importValueText(s) + "  ";
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

std::string hfProblemLine(const Problem& p, const std::string& file)
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

std::string launchSourceLine(const ImportSource& s, core::ImportKind kind)
{
    const std::string line = s.key + " = " + importValueText(s) + "  ";
    const std::string where = linesText(s.lines);
    const std::string first = s.from.empty() ? std::string() : s.from.front();
    const std::string framework = launchKindName(kind);
    switch (s.origin) {
    case ImportOrigin::Config:
        if (s.detail == "null")
            return line + "<- " + where + " (null: none)";
        return line + "<- " + where;
    case ImportOrigin::Derived:
        if (s.detail == "world_size")
            return line + "<- " + where + " (nodes x GPUs per node)";
        if (s.detail == "data_parallel")
            return line + "<- " + (where.empty() ? "" : where + " ")
                   + "(the GPUs that TP x PP x CP leave)";
        if (s.detail.rfind("preset:", 0) == 0)
            return line + "<- " + where + " (the catalog's " + s.detail.substr(7) + ")";
        if (s.detail == "no_pipeline")
            return line + "<- " + where + " (one pipeline stage: no virtual stages or schedule)";
        if (s.detail == "zero")
            return line + "<- " + where + " (optimizer sharding: ZeRO-" + importValueText(s) + ")";
        if (s.detail == "interleaved")
            return line + "<- " + where + " (virtual stages: the interleaved schedule)";
        if (s.detail == "torchtitan")
            return line + "<- torchtitan (PyTorch FSDP2)";
        return line + "<- " + (where.empty() ? first : where) + " (derived)";
    case ImportOrigin::ClassDefault:
        if (s.detail == "null")
            return line + "<- the " + framework + " default (" + where + ")";
        if (s.detail == "no_pipeline")
            return line + "<- " + where + " (one pipeline stage: no virtual stages or schedule)";
        if (s.detail == "torchtitan_tp")
            return line + "<- torchtitan's tensor parallelism shards the sequence";
        return line + "<- the " + framework + " default (" + first + " not given"
               + (where.empty() ? "" : "; " + where) + ")";
    case ImportOrigin::Guessed:
        return line + "<- " + where + " (guessed)";
    case ImportOrigin::Default:
        break;
    }
    if (s.detail == "not_stated")
        return line + "kept the default: the file does not state the GPU count"
               + (where.empty() ? "" : " (" + where + ")");
    if (s.detail == "environment") {
        const std::size_t eq = s.configText.find('=');
        const std::string var = s.configText.substr(0, eq);
        const std::string fallback = eq == std::string::npos
                                         ? std::string()
                                         : ", " + s.configText.substr(eq + 1) + " if unset";
        return line + "kept the default: " + where + " comes from the environment ($" + var
               + fallback + ")";
    }
    if (s.detail == "unknown")
        return line + "kept the default: " + where + " is computed when the script runs";
    if (s.detail == "tokenizer")
        return line + "kept the default: the vocabulary comes from the tokenizer (" + first
               + " not given)";
    if (s.detail == "no_preset")
        return line + "kept the default: " + where + " (" + s.configText
               + " is not a catalog model; give the shape in the scenario)";
    return line + "kept the default";
}

std::string launchProblemLine(const Problem& p, const std::string& file,
                              const core::LaunchImport& imported)
{
    const std::string at = p.line > 0 ? file + ":" + std::to_string(p.line) + ": " : file + ": ";
    const std::string other = p.otherLine > 0
                                  ? "line " + std::to_string(p.otherLine)
                                        + quoted(imported.quote(p.otherLine, core::otherName(p)))
                                  : std::string();
    // The line's text when it starts with the key (a flag), else the key and the text.
    const std::string text = imported.quote(p.line, p.key);
    const bool self = !text.empty() && text.rfind(p.key, 0) == 0;
    const std::string here = self ? text.substr(p.key.size()) : quoted(text);
    switch (p.code) {
    case ProblemCode::ParseError:
        if (p.detail == "size")
            return file + ": larger than " + plain(p.max) + " bytes, not a launch config";
        if (p.detail == "unterminated_quote" || p.detail == "unterminated_string")
            return at + "a quote opened here is not closed (is the file cut short?)";
        if (p.detail == "unterminated_expansion")
            return at + "a $( or ${ opened here is not closed (is the file cut short?)";
        if (p.detail == "unterminated_array" || p.detail == "unterminated_flow")
            return at + "a [ opened here is not closed (is the file cut short?)";
        if (p.detail == "tab")
            return at + "indented with a tab; YAML indents with spaces";
        if (p.detail == "not_a_mapping")
            return at + "not a 'key: value' line" + here;
        if (p.detail == "not_a_key_value" || p.detail == "bad_header")
            return at + "not a TOML 'key = value' line or [table] header" + here;
        if (p.detail == "bad_value")
            return at + p.key + ": not a TOML value" + here;
        if (p.detail == "too_deep")
            return at + "nested deeper than any recipe";
        return at + "cannot be read (" + p.detail + ")";
    case ProblemCode::BadFormat:
        if (p.detail == "binary")
            return file + ": a binary file, not a launch config";
        if (p.detail == "empty")
            return file + ": empty";
        if (p.detail == "scenario")
            return file + ": a Syncwall scenario; open it (syncwall-cli estimate " + file
                   + ") rather than import it";
        if (p.detail == "no_settings")
            return file
                   + ": no layout, batch or model setting found: not a Megatron-LM "
                     "script, NeMo recipe or torchtitan config";
        return file
               + ": not a file Syncwall imports (a Hugging Face config.json, a Megatron-LM "
                 "script or argument list, a NeMo recipe .yaml, a torchtitan .toml)";
    case ProblemCode::Inconsistent:
        if (p.otherLine == 0)
            return at + p.key + here + " needs " + p.detail + " of 2 or more";
        return at + p.key + here + " contradicts " + other;
    case ProblemCode::NotDivisible: {
        const std::size_t colon = p.detail.find(':');
        const std::string rule = p.detail.substr(0, colon);
        const std::string gpus = "the " + plain(rule == "world_size" ? p.max : 0) + " GPUs of "
                                 + (other.empty() ? "the file" : other);
        if (rule == "world_size")
            return at + p.key + here + ": TP x PP x CP = " + plain(p.min) + " does not divide "
                   + gpus;
        if (rule == "expert_folding")
            return at + p.key + here + ": EP x expert TP = " + plain(p.min)
                   + " does not divide TP x CP x DP = " + plain(p.max) + " (with the GPUs of "
                   + (other.empty() ? "the file" : other) + ")";
        return at + p.key + here + ": the global batch " + plain(p.max)
               + " is not a multiple of DP x micro-batch = " + plain(p.min) + " (with the GPUs of "
               + (other.empty() ? "the file" : other) + ")";
    }
    case ProblemCode::OutOfRange:
        return at + p.key + here + ": out of range for " + p.detail + " (must be between "
               + plain(p.min) + " and " + plain(p.max) + ")";
    case ProblemCode::WrongType:
        if (p.detail == "interpolation")
            return at + p.key + here + ": an interpolation that cannot be resolved";
        return at + p.key + here + ": must be " + (p.detail == "integer" ? "an " : "a ") + p.detail;
    case ProblemCode::UnknownChoice:
        return at + p.key + here + ": must be one of " + p.detail;
    default:
        return at + problemText(p, {file, nullptr, nullptr});
    }
}

}  // namespace syncwall::cli
