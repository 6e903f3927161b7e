// Hostile scenario files, generated key by key from the writer's complete document: truncated,
// non-finite, deeply nested, huge, wrong types at every key, unknown keys at every level,
// future versions, impossible layouts, zero / negative / huge values. Each gives a problem that
// names the key (or is a value the format allows, whose estimate is then finite); nothing
// crashes. scenario_io_test covers the fixture files in tests/data/scenario_bad.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdlib>
#include <set>
#include <string>
#include <vector>

#include "core/catalog.h"
#include "core/estimator.h"
#include "core/json_document.h"
#include "core/scenario_io.h"
#include "core/scenario_limits.h"
#include "core/validator.h"
#include "scenario_test_support.h"

using namespace syncwall::core;
using namespace syncwall::core::test;
using Doc = nlohmann::ordered_json;

namespace {

// The writer's document: every key of the format, explicitly.
const Doc& fullDocument()
{
    static const Doc d = Doc::parse(scenarioToJson(defaultScenario(catalog())));
    return d;
}

struct Leaf {
    std::string key;
    Doc value;
};

void collect(const Doc& node, const std::string& path, std::vector<Leaf>& leaves,
             std::vector<std::string>* objects)
{
    if (node.is_object()) {
        if (objects)
            objects->push_back(path);
        for (const auto& [k, v] : node.items())
            collect(v, path.empty() ? k : path + "." + k, leaves, objects);
        return;
    }
    leaves.push_back({path, node});
}

// The keys that hold integers (a fraction is a WrongType there).
const std::set<std::string>& integerKeys()
{
    static const std::set<std::string> keys = {"version",
                                               "model.layers",
                                               "model.hidden",
                                               "model.heads",
                                               "model.kv_heads",
                                               "model.ffn_hidden",
                                               "model.vocab",
                                               "model.seq_len",
                                               "model.moe.experts",
                                               "model.moe.top_k",
                                               "hardware.gpus_per_node",
                                               "hardware.scale_up_domain",
                                               "hardware.nics_per_node",
                                               "cluster.gpus",
                                               "parallelism.tp",
                                               "parallelism.pp",
                                               "parallelism.cp",
                                               "parallelism.ep",
                                               "parallelism.micro_batch",
                                               "parallelism.virtual_stages",
                                               "parallelism.zero",
                                               "training.global_batch",
                                               "reliability.hot_spares"};
    return keys;
}

std::vector<Leaf> leaves()
{
    std::vector<Leaf> out;
    collect(fullDocument(), "", out, nullptr);
    return out;
}

std::vector<std::string> objectPaths()
{
    std::vector<Leaf> ignored;
    std::vector<std::string> out;
    collect(fullDocument(), "", ignored, &out);
    return out;
}

Doc* at(Doc& doc, const std::string& dotted, bool parent)
{
    Doc* node = &doc;
    std::size_t from = 0;
    while (true) {
        const std::size_t dot = dotted.find('.', from);
        if (dot == std::string::npos)
            return parent ? node : &(*node)[dotted.substr(from)];
        node = &(*node)[dotted.substr(from, dot - from)];
        from = dot + 1;
    }
}

// The full document with `key` holding the raw JSON text `raw` (which may be invalid JSON
// such as NaN or 1e999: spliced into the text).
std::string withRaw(const std::string& key, const std::string& raw)
{
    Doc doc = fullDocument();
    *at(doc, key, false) = "@@HOSTILE@@";
    std::string text = doc.dump(2);
    const std::string marker = "\"@@HOSTILE@@\"";
    text.replace(text.find(marker), marker.size(), raw);
    return text;
}

// The problem is about `key`: its key is that key, a key inside it ("a.b", "a[0]"), a
// composite key with it as a part ("tp*pp*cp"), or it names `key` (or the object holding it)
// as the other key of a rule ("training.precision" needs a peak in "hardware.gpu").
bool names(const Problem& p, const std::string& key)
{
    if (p.key == key || p.key.starts_with(key + ".") || p.key.starts_with(key + "["))
        return true;
    std::size_t from = 0;
    while (from <= p.key.size()) {
        const std::size_t star = std::min(p.key.find('*', from), p.key.size());
        if (p.key.compare(from, star - from, key) == 0 && star - from == key.size())
            return true;
        from = star + 1;
    }
    return (p.code == ProblemCode::NotDivisible || p.code == ProblemCode::Inconsistent)
           && !p.detail.empty() && (p.detail == key || key.starts_with(p.detail + "."));
}

bool someProblemNames(const Problems& problems, const std::string& key)
{
    for (const Problem& p : problems)
        if (names(p, key))
            return true;
    return false;
}

void expectSaneEstimate(const Scenario& s, const std::string& context)
{
    const Estimate e = estimate(s);
    for (double v :
         {e.step.total_s, e.throughput.mfu, e.memory.total_B, e.run.predicted_s, e.run.expected_s,
          e.run.efficiency, e.run.cost_usd, e.reliability.cluster_mtbf_s})
        EXPECT_TRUE(std::isfinite(v) && v >= 0) << context << ": " << v;
    EXPECT_GT(e.step.total_s, 0) << context;
}

}  // namespace

TEST(HostileInput, TheFullDocumentIsValid)
{
    ParsedScenario p = parseScenario(fullDocument().dump(), catalog());
    EXPECT_TRUE(p.ok()) << describe(p.problems);
    EXPECT_GT(leaves().size(), 70u);
}

TEST(HostileInput, EveryTruncationIsRefused)
{
    const std::string text = fullDocument().dump(1);
    for (std::size_t n = 0; n < text.size(); ++n) {
        const ParsedScenario p = parseScenario(text.substr(0, n), catalog());
        ASSERT_FALSE(p.ok()) << "prefix of " << n << " bytes";
        EXPECT_EQ(p.problems.size(), 1u) << n;
        EXPECT_EQ(p.problems.front().code, ProblemCode::ParseError)
            << n << ": " << describe(p.problems);
    }
}

TEST(HostileInput, NonFiniteNumbersNameTheirKey)
{
    for (const Leaf& leaf : leaves()) {
        if (!leaf.value.is_number() && !leaf.value.is_null())
            continue;
        for (const char* raw :
             {"NaN", "-NaN", "Infinity", "-Infinity", "inf", "1e999", "-1e999", "1E+400"}) {
            const ParsedScenario p = parseScenario(withRaw(leaf.key, raw), catalog());
            ASSERT_FALSE(p.ok()) << leaf.key << " = " << raw;
            ASSERT_EQ(p.problems.size(), 1u)
                << leaf.key << " = " << raw << ": " << describe(p.problems);
            EXPECT_EQ(p.problems.front().code, ProblemCode::NotFinite) << leaf.key << " = " << raw;
            EXPECT_EQ(p.problems.front().key, leaf.key) << raw;
        }
    }
}

TEST(HostileInput, WrongTypesAtEveryKeyNameTheKey)
{
    // Values the format allows at a key (so no problem is due): optional figures take null.
    const auto allowed = [](const Leaf& leaf, const std::string& raw) {
        if (raw == "null")
            return leaf.value.is_null();
        return false;
    };
    int checked = 0;
    for (const Leaf& leaf : leaves()) {
        std::vector<std::string> bad = {"[]", "{}", "[1, 2]", "{\"x\": 1}", "null"};
        if (!leaf.value.is_string() && !leaf.value.is_null())
            bad.push_back("\"text\"");
        if (!leaf.value.is_boolean())
            bad.push_back("true");
        // "auto" keys take a number too.
        if ((leaf.value.is_string() && leaf.value != "auto") || leaf.value.is_boolean())
            bad.push_back("7");
        if (integerKeys().contains(leaf.key))
            bad.push_back("2.5");
        for (const std::string& raw : bad) {
            if (allowed(leaf, raw))
                continue;
            const ParsedScenario p = parseScenario(withRaw(leaf.key, raw), catalog());
            EXPECT_FALSE(p.ok()) << leaf.key << " = " << raw;
            EXPECT_TRUE(someProblemNames(p.problems, leaf.key))
                << leaf.key << " = " << raw << ": " << describe(p.problems);
            ++checked;
        }
    }
    EXPECT_GT(checked, 400);
}

TEST(HostileInput, WrongTypesForSectionsNameTheSection)
{
    for (const std::string& path : objectPaths()) {
        if (path.empty())
            continue;
        for (const char* raw : {"[]", "1", "\"x\"", "true"}) {
            const std::string text = withRaw(path, raw);
            const ParsedScenario p = parseScenario(text, catalog());
            // hardware.gpu may be an id: "x" is then an unknown preset.
            EXPECT_FALSE(p.ok()) << path << " = " << raw;
            EXPECT_TRUE(someProblemNames(p.problems, path))
                << path << " = " << raw << ": " << describe(p.problems);
        }
    }
}

TEST(HostileInput, UnknownKeysAtEveryLevelAreNamed)
{
    for (const std::string& path : objectPaths()) {
        Doc doc = fullDocument();
        Doc* object = path.empty() ? &doc : at(doc, path, false);
        (*object)["zz_unknown"] = 1;
        const std::string key = path.empty() ? "zz_unknown" : path + ".zz_unknown";
        const ParsedScenario p = parseScenario(doc.dump(), catalog());
        EXPECT_FALSE(p.ok()) << key;
        EXPECT_TRUE(hasProblem(p.problems, ProblemCode::UnknownKey, key))
            << key << ": " << describe(p.problems);
    }
}

TEST(HostileInput, ZeroNegativeAndHugeValuesAreNamedOrAllowed)
{
    for (const Leaf& leaf : leaves()) {
        if (!leaf.value.is_number())
            continue;
        const Limit* limit = findLimit(leaf.key);
        for (const char* raw : {"0", "-0", "-1", "-1e300", "1e300", "2147483648", "-2147483649",
                                "9223372036854775808", "18446744073709551616", "1e20", "4.9e-324",
                                "1.7976931348623157e308", "-1.7976931348623157e308"}) {
            const std::string context = leaf.key + " = " + raw;
            const ParsedScenario p = parseScenario(withRaw(leaf.key, raw), catalog());
            if (p.ok()) {
                // Accepted: then it is inside the documented range.
                ASSERT_NE(limit, nullptr) << context;
                const double v = std::strtod(raw, nullptr);
                EXPECT_TRUE(limit->minExclusive ? v > limit->min : v >= limit->min) << context;
                EXPECT_LE(v, limit->max) << context;
                expectSaneEstimate(p.scenario, context);
            } else {
                EXPECT_TRUE(someProblemNames(p.problems, leaf.key))
                    << context << ": " << describe(p.problems);
            }
        }
    }
}

TEST(HostileInput, DeepNestingIsRefusedWithoutRecursion)
{
    const int depth = 10000;
    std::string nestedObjects;
    for (int i = 0; i < depth; ++i)
        nestedObjects += "{\"a\":";
    nestedObjects += "1" + std::string(depth, '}');
    const std::string nestedArrays = std::string(depth, '[') + std::string(depth, ']');
    const std::string unclosed = std::string(depth, '[');
    for (const std::string& text : {nestedObjects, nestedArrays, unclosed}) {
        const ParsedScenario p = parseScenario(text, catalog());
        ASSERT_EQ(p.problems.size(), 1u) << describe(p.problems);
        EXPECT_EQ(p.problems.front().code, ProblemCode::TooDeep);
    }
    // Deep inside a real key: the problem names where it went too deep.
    const ParsedScenario inModel = parseScenario(withRaw("model.layers", nestedArrays), catalog());
    ASSERT_EQ(inModel.problems.size(), 1u);
    EXPECT_EQ(inModel.problems.front().code, ProblemCode::TooDeep);
    EXPECT_TRUE(names(inModel.problems.front(), "model.layers")) << inModel.problems.front().key;
    // And as a --set value.
    const ParsedScenario set = parseScenarioWithOverrides(
        fullDocument().dump(), {"model.layers=" + nestedArrays}, catalog());
    ASSERT_EQ(set.problems.size(), 1u);
    EXPECT_EQ(set.problems.front().code, ProblemCode::TooDeep);
    EXPECT_EQ(set.problems.front().key, "model.layers");
}

TEST(HostileInput, HugeStringsAreNamedAndNotEchoedInDetails)
{
    const std::string huge(10u << 20, 'x');
    const std::string quoted = "\"" + huge + "\"";
    for (const char* key :
         {"parallelism.schedule", "model.preset", "hardware.gpu.base", "cluster.gpus"}) {
        const ParsedScenario p = parseScenario(withRaw(key, quoted), catalog());
        ASSERT_FALSE(p.ok()) << key;
        EXPECT_TRUE(someProblemNames(p.problems, key))
            << key << ": " << describe(p.problems).substr(0, 300);
        for (const Problem& problem : p.problems)
            EXPECT_LT(problem.detail.size(), 4096u) << key;
    }
    // A free-text name may be long; it is kept as given.
    const ParsedScenario named = parseScenario(withRaw("name", quoted), catalog());
    EXPECT_TRUE(named.ok()) << describe(named.problems).substr(0, 300);
    EXPECT_EQ(named.scenario.name.size(), huge.size());
    // A huge unknown key is named (CLI and UI shorten what they print).
    Doc doc = fullDocument();
    doc["cluster"][std::string(1u << 20, 'k')] = 1;
    const ParsedScenario unknown = parseScenario(doc.dump(), catalog());
    ASSERT_EQ(unknown.problems.size(), 1u);
    EXPECT_EQ(unknown.problems.front().code, ProblemCode::UnknownKey);
    EXPECT_TRUE(unknown.problems.front().key.starts_with("cluster.kkk"));
    EXPECT_LE(unknown.problems.front().key.size(), 100u);  // not echoed back whole
    // Also when the parser stops under it (a non-finite value, nesting, a duplicate).
    const std::string longKey = "\"" + std::string(1u << 20, 'k') + "\"";
    for (const std::string& text :
         {"{" + longKey + ": NaN}", "{" + longKey + ": " + std::string(100, '[') + "}",
          "{" + longKey + ": 1, " + longKey + ": 2}"}) {
        const ParsedScenario p = parseScenario(text, catalog());
        ASSERT_EQ(p.problems.size(), 1u);
        EXPECT_LE(p.problems.front().key.size(), 200u);  // 64 bytes of key and the path below
    }
    // Cut on a character boundary: a key of two-byte characters stays valid UTF-8.
    Doc accents = fullDocument();
    std::string e;
    for (int i = 0; i < 100; ++i)
        e += "\xc3\xa9";
    accents["x" + e] = 1;
    const ParsedScenario cut = parseScenario(accents.dump(), catalog());
    ASSERT_EQ(cut.problems.size(), 1u);
    EXPECT_NO_THROW((void)Doc(cut.problems.front().key).dump());
    // Over the 64 MiB limit: refused before parsing.
    const std::string tooBig = "{\"name\": \"" + std::string(kMaxJsonBytes, 'x') + "\"}";
    const ParsedScenario big = parseScenario(tooBig, catalog());
    ASSERT_EQ(big.problems.size(), 1u);
    EXPECT_EQ(big.problems.front().code, ProblemCode::ParseError);
}

TEST(HostileInput, FutureVersionsAreRefusedOnTheVersionKey)
{
    for (const char* raw :
         {"2", "99", "1000000000", "0", "-1", "1.5", "\"1\"", "\"2\"", "null", "[1]"}) {
        const ParsedScenario p = parseScenario(withRaw("version", raw), catalog());
        ASSERT_FALSE(p.ok()) << raw;
        EXPECT_TRUE(someProblemNames(p.problems, "version")) << raw << ": " << describe(p.problems);
    }
    // A newer file may have sections this version does not know: only the version is reported.
    Doc future = fullDocument();
    future["version"] = 2;
    future["new_section"] = {{"anything", {1, 2, 3}}};
    future["model"]["new_key"] = "x";
    const ParsedScenario p = parseScenario(future.dump(), catalog());
    ASSERT_EQ(p.problems.size(), 1u) << describe(p.problems);
    EXPECT_EQ(p.problems.front().code, ProblemCode::UnsupportedVersion);
    EXPECT_EQ(p.problems.front().key, "version");
}

TEST(HostileInput, ImpossibleLayoutsNameAParallelismKey)
{
    struct Case {
        std::vector<std::string> sets;
        const char* key;  // a problem must name this key
    };
    const std::vector<Case> cases = {
        {{"parallelism.tp=7"}, "parallelism.tp"},
        {{"parallelism.pp=7"}, "parallelism.pp"},
        {{"parallelism.pp=1000"}, "parallelism.pp"},
        {{"parallelism.dp=3"}, "parallelism.dp"},
        {{"parallelism.dp=1048576"}, "parallelism.dp"},
        {{"parallelism.cp=3"}, "parallelism.cp"},
        {{"parallelism.ep=3"}, "parallelism.ep"},
        {{"parallelism.micro_batch=7"}, "parallelism.micro_batch"},
        {{"parallelism.virtual_stages=3"}, "parallelism.virtual_stages"},
        {{"parallelism.schedule=\"interleaved\"", "parallelism.pp=1", "parallelism.tp=8",
          "parallelism.virtual_stages=2"},
         "parallelism.schedule"},
        {{"cluster.gpus=1"}, "parallelism.tp"},
        {{"parallelism.tp=1024", "parallelism.pp=1000", "parallelism.cp=1048576",
          "parallelism.dp=1048576", "parallelism.ep=4096", "parallelism.micro_batch=65536",
          "cluster.gpus=1048576"},
         "parallelism.tp"},
        {{"training.precision=\"fp8\""}, "training.precision"},
        {{"model.moe.top_k=2"}, "model.moe.top_k"},
        {{"model.kv_heads=7"}, "model.kv_heads"},
        {{"model.heads=7", "parallelism.tp=1"}, "model.hidden"},
        {{"training.global_batch=1"}, "parallelism.micro_batch"},
    };
    const std::string text = fullDocument().dump();
    for (const Case& c : cases) {
        std::string context;
        for (const std::string& s : c.sets)
            context += s + " ";
        const ParsedScenario p = parseScenarioWithOverrides(text, c.sets, catalog());
        ASSERT_FALSE(p.ok()) << context;
        EXPECT_TRUE(someProblemNames(p.problems, c.key)) << context << ": " << describe(p.problems);
        // The estimator still gives finite numbers for what did not validate.
        const Estimate e = estimate(p.scenario);
        EXPECT_TRUE(std::isfinite(e.step.total_s) && std::isfinite(e.run.expected_s)) << context;
    }
}

TEST(HostileInput, BinaryGarbageAndControlCharactersAreParseErrors)
{
    for (const std::string& text :
         {std::string("\0\0\0", 3), std::string("\xef\xbb\xbf{}"),
          std::string("{\"name\": \"a\0b\"}", 14), std::string("\x80\x81"),
          std::string("{\"name\": \"\\ud800\"}"), std::string("{\"name\": \"\x01\"}"),
          std::string("{\"\xff\": 1}")}) {
        ParsedScenario p;
        ASSERT_NO_THROW(p = parseScenario(text, catalog()));
        EXPECT_FALSE(p.ok());
    }
}
