// importHfConfig and scenarioWithModel (hf_import.h): the JSON document, the family, the
// nested text_config, then the per-family mapping of hf_importer.cpp.
#include "hf_import.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <string_view>

#include "hf_importer.h"
#include "json_document.h"
#include "layout_rules.h"
#include "scenario_io.h"
#include "scenario_keys.h"
#include "scenario_limits.h"
#include "validator.h"

namespace syncwall::core {

using hf::ConfigReader;
using hf::detectFamily;
using hf::Family;
using hf::Importer;

HfImport importHfConfig(const std::string& text)
{
    HfImport out;
    if (text.size() > kMaxHfConfigBytes) {
        out.problems.push_back({ProblemCode::ParseError, {}, 0, double(kMaxHfConfigBytes), "size"});
        return out;
    }
    Json root;
    if (!parseJsonDocument(text, root, out.problems))
        return out;
    if (!root.is_object()) {
        out.problems.push_back({ProblemCode::NotAnObject, {}, 0, 0, {}});
        return out;
    }
    ConfigReader top(root, {}, out.problems);
    if (auto name = top.text("_name_or_path"))
        out.nameOrPath = *name;
    top.text("model_type");  // WrongType when not a string

    // Multimodal wrappers (Gemma 3) keep the language model under text_config.
    const Json* object = &root;
    std::string prefix;
    const auto textConfig = root.find("text_config");
    if (textConfig != root.end() && !textConfig->is_null() && !root.contains("hidden_size")) {
        if (!textConfig->is_object()) {
            out.problems.push_back({ProblemCode::NotAnObject, "text_config", 0, 0, {}});
            return out;
        }
        object = &*textConfig;
        prefix = "text_config.";
    }
    Family family = detectFamily(root, out.architecture, out.knownArchitecture);
    if (object != &root) {
        std::string inner;
        bool innerKnown = false;
        const Family f = detectFamily(*object, inner, innerKnown);
        if (innerKnown && (!out.knownArchitecture || f != Family::Generic)) {
            family = f;
            out.knownArchitecture = true;
        }
    }
    if (!out.problems.empty())
        return out;

    Importer importer(*object, prefix, family, out.knownArchitecture, out);
    importer.run();
    importer.finish();
    return out;
}

ImportedScenario scenarioWithModel(const ModelSpec& model, const Catalog& catalog)
{
    return scenarioWithModel(model, defaultScenario(catalog), catalog);
}

ImportedScenario scenarioWithModel(const ModelSpec& model, const Scenario& base,
                                   const Catalog& catalog)
{
    ImportedScenario out;
    out.scenario = base;
    out.scenario.model = model;
    const ModelEntry* preset = catalog.modelWithShape(model);
    out.scenario.model.preset = preset ? preset->spec.preset : std::string();
    const Scenario& s = out.scenario;
    // The layout's own rules decide; the EP overlap's needs are the user's to settle.
    LayoutQuestion question = layoutQuestion(s);
    question.expertOverlap = false;
    if (!layoutProblems(question).empty()) {
        out.scenario.parallel.tp = 1;
        out.scenario.parallel.pp = 1;
        out.scenario.parallel.dp = 0;
        out.layoutReset = true;
    }
    out.problems = validate(out.scenario);
    return out;
}

}  // namespace syncwall::core
