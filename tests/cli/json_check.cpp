// A tiny checker for syncwall-cli's JSON output, so the CLI tests need no jq or Python.
// Usage: json_check MODE FILE [ARGS...]; prints what is wrong and exits 1, or exits 0.
//   estimate FILE          every key docs/contract.md lists for `estimate --json`, finite and sane
//   get FILE KEY           prints the value at a dotted key
//   wall FILE              wall_gpus, wall_jct_s, efficiency_85_gpus, efficiency_70_gpus
//   search FILE TOP GPUS   at most TOP layouts for GPUS GPUs, each complete, best first
//   presets FILE           every catalog entry has an id, a source and an as-of date

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace {

using Json = nlohmann::json;
int g_failures = 0;

void fail(const std::string& what)
{
    std::cerr << "json_check: " << what << '\n';
    ++g_failures;
}

const Json* at(const Json& root, const std::string& dotted)
{
    const Json* node = &root;
    std::stringstream parts(dotted);
    std::string part;
    while (std::getline(parts, part, '.')) {
        if (node->is_array() && !part.empty()
            && part.find_first_not_of("0123456789") == std::string::npos) {
            const std::size_t i = std::stoul(part);  // "used_lines.3": an array's element
            if (i >= node->size())
                return nullptr;
            node = &(*node)[i];
            continue;
        }
        if (!node->is_object() || !node->contains(part))
            return nullptr;
        node = &(*node)[part];
    }
    return node;
}

double number(const Json& root, const std::string& key)
{
    const Json* v = at(root, key);
    if (!v) {
        fail("missing key " + key);
        return 0;
    }
    if (!v->is_number()) {
        fail(key + " is not a number: " + v->dump());
        return 0;
    }
    return v->get<double>();
}

void checkEstimate(const Json& j)
{
    const char* numbers[] = {"step.compute_s",
                             "step.tp_comm_s",
                             "step.pp_comm_s",
                             "step.bubble_s",
                             "step.dp_comm_s",
                             "step.dp_comm_exposed_s",
                             "step.optimizer_s",
                             "step.straggler_s",
                             "step.total_s",
                             "throughput.tokens_per_s",
                             "throughput.tflops_per_gpu",
                             "throughput.mfu",
                             "throughput.hfu",
                             "memory.weights_B",
                             "memory.gradients_B",
                             "memory.optimizer_B",
                             "memory.activations_B",
                             "memory.total_B",
                             "memory.capacity_B",
                             "allreduce.bytes",
                             "allreduce.time_s",
                             "allreduce.algbw_Bps",
                             "allreduce.busbw_Bps",
                             "reliability.cluster_mtbf_s",
                             "reliability.checkpoint_bytes",
                             "reliability.checkpoint_write_s",
                             "reliability.checkpoint_interval_s",
                             "reliability.expected_failures",
                             "reliability.checkpoint_overhead_s",
                             "reliability.failure_overhead_s",
                             "run.steps",
                             "run.theoretical_min_s",
                             "run.predicted_s",
                             "run.expected_s",
                             "run.efficiency",
                             "run.cost_usd",
                             "run.energy_kwh",
                             "model.params_total",
                             "model.params_active",
                             "run.gpu_hours",
                             "communication.hide_tp_Bps",
                             "communication.hide_dp_Bps",
                             "gpus",
                             "layout.tp",
                             "layout.pp",
                             "layout.cp",
                             "layout.dp"};
    for (const char* key : numbers)
        if (number(j, key) < 0)
            fail(std::string(key) + " is negative");
    for (const char* key : {"allreduce.algorithm", "run.regime", "layout.recompute"}) {
        const Json* v = at(j, key);
        if (!v || !v->is_string() || v->get<std::string>().empty())
            fail(std::string(key) + " must be a non-empty string");
    }
    const Json* fits = at(j, "memory.fits");
    if (!fits || !fits->is_boolean())
        fail("memory.fits must be a boolean");
    const Json* warnings = at(j, "warnings");
    if (!warnings || !warnings->is_array())
        fail("warnings must be an array");
    else
        for (const Json& w : *warnings)
            if (!w.is_object() || !w.contains("code") || !w["code"].is_string()
                || !w.contains("message") || !w["message"].is_string()
                || w["message"].get<std::string>().empty())
                fail("each warning needs a string code and a message: " + w.dump());

    if (number(j, "step.total_s") <= 0 || number(j, "run.predicted_s") <= 0)
        fail("step.total_s and run.predicted_s must be positive");
    const double mfu = number(j, "throughput.mfu");
    if (mfu <= 0 || mfu > 1)
        fail("throughput.mfu must be in (0, 1]");
    if (number(j, "run.expected_s") + 1e-9 < number(j, "run.predicted_s"))
        fail("run.expected_s must not be below run.predicted_s");
    const double product = number(j, "layout.tp") * number(j, "layout.pp") * number(j, "layout.cp")
                           * number(j, "layout.dp");
    if (product != number(j, "gpus"))
        fail("layout tp x pp x cp x dp != gpus");
}

void checkWall(const Json& j)
{
    for (const char* key :
         {"wall_gpus", "wall_jct_s", "efficiency_85_gpus", "efficiency_70_gpus"}) {
        if (!j.contains(key))
            fail(std::string("missing key ") + key);
        else if (!j[key].is_null() && !(j[key].is_number() && j[key].get<double>() > 0))
            fail(std::string(key) + " must be null or a positive number");
    }
    if (j.contains("wall_gpus") && j.contains("wall_jct_s")
        && j["wall_gpus"].is_null() != j["wall_jct_s"].is_null())
        fail("wall_gpus and wall_jct_s must both be set or both be null");
}

void checkSearch(const Json& j, int top, int gpus)
{
    if (number(j, "gpus") != gpus)
        fail("gpus must be " + std::to_string(gpus));
    const Json* layouts = at(j, "layouts");
    if (!layouts || !layouts->is_array() || layouts->empty()) {
        fail("layouts must be a non-empty array");
        return;
    }
    if (static_cast<int>(layouts->size()) > top)
        fail("more than " + std::to_string(top) + " layouts");
    if (number(j, "evaluated") < static_cast<double>(layouts->size()))
        fail("evaluated is smaller than the number of layouts");
    bool previousFits = true;
    double previousStep = 0;
    for (const Json& l : *layouts) {
        for (const char* key : {"tp", "pp", "cp", "dp", "micro_batch", "virtual_stages", "zero",
                                "step_s", "mfu", "memory_B"})
            if (number(l, key) < 0)
                fail(std::string(key) + " is negative");
        if (!l.contains("recompute") || !l["recompute"].is_string())
            fail("recompute must be a string");
        if (!l.contains("fits") || !l["fits"].is_boolean()) {
            fail("fits must be a boolean");
            continue;
        }
        if (number(l, "tp") * number(l, "pp") * number(l, "cp") * number(l, "dp") != gpus)
            fail("tp x pp x cp x dp != gpus in " + l.dump());
        const bool fits = l["fits"].get<bool>();
        const double step = number(l, "step_s");
        if (fits && !previousFits)
            fail("a fitting layout comes after one that does not fit");
        else if (fits == previousFits && step + 1e-12 < previousStep)
            fail("layouts are not sorted by step_s");
        previousFits = fits;
        previousStep = step;
    }
}

void checkPresets(const Json& j)
{
    const std::vector<std::pair<std::string, std::vector<std::string>>> required = {
        {"systems", {"dgx-a100", "dgx-h100", "hgx-h200", "dgx-b200", "gb200-nvl72", "mi300x-8"}},
        {"gpus",
         {"a100-sxm-40gb", "a100-sxm-80gb", "h100-sxm", "h200-sxm", "b200", "gb200", "mi300x"}},
        {"models",
         {"gpt3-175b", "megatron-1t", "llama3-8b", "llama3-70b", "llama3-405b", "llama2-7b",
          "llama2-70b", "mixtral-8x7b"}},
        {"fabrics", {}},
        {"reliability", {}}};
    for (const auto& [kind, ids] : required) {
        if (!j.contains(kind) || !j[kind].is_array()) {
            fail(kind + " must be an array");
            continue;
        }
        std::vector<std::string> seen;
        for (const Json& e : j[kind]) {
            for (const char* key : {"id", "source", "as_of"})
                if (!e.contains(key) || !e[key].is_string() || e[key].get<std::string>().empty())
                    fail(kind + " entry " + e.value("id", std::string("?")) + " has no " + key);
            seen.push_back(e.value("id", std::string()));
        }
        for (const std::string& id : ids)
            if (std::find(seen.begin(), seen.end(), id) == seen.end())
                fail(kind + " lacks " + id);
    }
}

}  // namespace

int main(int argc, char** argv)
{
    if (argc < 3) {
        std::cerr << "usage: json_check estimate|get|wall|search|presets FILE [ARGS...]\n";
        return 2;
    }
    const std::string mode = argv[1];
    std::ifstream in(argv[2]);
    const Json j = Json::parse(in, nullptr, false);
    if (j.is_discarded()) {
        std::cerr << "json_check: " << argv[2] << " is not valid JSON\n";
        return 1;
    }
    if (mode == "estimate")
        checkEstimate(j);
    else if (mode == "get" && argc == 4) {
        const Json* v = at(j, argv[3]);
        if (!v)
            fail(std::string("missing key ") + argv[3]);
        else
            std::cout << v->dump() << '\n';
    } else if (mode == "wall")
        checkWall(j);
    else if (mode == "search" && argc == 5)
        checkSearch(j, std::stoi(argv[3]), std::stoi(argv[4]));
    else if (mode == "presets")
        checkPresets(j);
    else {
        std::cerr << "json_check: bad mode or arguments\n";
        return 2;
    }
    return g_failures == 0 ? 0 : 1;
}
