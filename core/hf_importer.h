#pragma once
// The per-family mapping of a Hugging Face config onto the model keys (hf_importer.cpp), and how
// a config names its family. Internal to the core.

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "hf_config_reader.h"
#include "hf_families.h"
#include "hf_model_builder.h"

namespace syncwall::core::hf {

// HF class defaults for keys a config may leave out (Gemma 3's text_config gives only the
// non-default ones). 0 = none.
struct ClassDefaults {
    double hidden = 0, layers = 0, heads = 0, kvHeads = 0, ffn = 0, vocab = 0, headDim = 0;
    double window = 0;
};

constexpr ClassDefaults kGemma2Defaults {2304, 26, 8, 4, 9216, 256000, 256, 4096};
constexpr ClassDefaults kGemma3Defaults {2304, 26, 8, 4, 9216, 262208, 256, 4096};

class Importer {
public:
    Importer(const Json& object, std::string prefix, Family family, bool known, HfImport& out)
        : m_r(object, std::move(prefix), out.problems), m_b(out.problems), m_family(family),
          m_known(known), m_out(out)
    { }

    void run();
    void finish()
    {
        m_out.model = m_b.model();
        m_out.sources = m_b.sources();
    }

private:
    ImportOrigin read() const { return m_known ? ImportOrigin::Config : ImportOrigin::Guessed; }

    // A shape key: read, else the class default, else Missing.
    std::optional<double> required(std::string_view key, std::string_view configKey,
                                   double classDefault = 0)
    {
        if (auto v = m_r.integer(configKey)) {
            if (m_b.set(key, *v, read(), {m_r.path(configKey)}))
                return v;
            return std::nullopt;
        }
        if (m_r.has(configKey))  // present with the wrong type: reported already
            return std::nullopt;
        if (classDefault > 0) {
            m_b.set(key, classDefault, ImportOrigin::ClassDefault, {m_r.path(configKey)});
            return classDefault;
        }
        m_out.problems.push_back(
            {ProblemCode::Missing, reportedKey(m_r.path(configKey)), 0, 0, std::string(key)});
        return std::nullopt;
    }

    // An optional key: read when present (and non-zero where 0 means "not used").
    std::optional<double> optional(std::string_view key, std::string_view configKey)
    {
        if (auto v = m_r.integer(configKey))
            if (m_b.set(key, *v, read(), {m_r.path(configKey)}))
                return v;
        return std::nullopt;
    }

    // min and max carry the two keys' values where they are numbers (0 otherwise).
    void inconsistent(std::string_view key, std::string_view other)
    {
        const auto number = [this](std::string_view k) {
            const Json* v = m_r.find(k);
            return v && v->is_number() ? v->get<double>() : 0.0;
        };
        m_out.problems.push_back({ProblemCode::Inconsistent, reportedKey(m_r.path(key)),
                                  number(key), number(other), reportedKey(m_r.path(other))});
    }

    void attention(const ClassDefaults& d, std::string_view hiddenKey, std::string_view headsKey,
                   std::string_view kvKey);
    void tiedAndGated(bool tiedDefault, bool gated);
    void moe();
    void window(const ClassDefaults& d);
    void contextLength();

    ConfigReader m_r;
    ModelBuilder m_b;
    Family m_family;
    bool m_known;
    HfImport& m_out;
    std::optional<double> m_hidden, m_heads, m_layers;
};

Family detectFamily(const Json& root, std::string& architecture, bool& known);

}  // namespace syncwall::core::hf
