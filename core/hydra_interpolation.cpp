#include "hydra_interpolation.h"
#include "text_trim.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string_view>

namespace syncwall::core {
namespace {

constexpr int kMaxDepth = 16;
// Work and length caps per value: references that double at each level stop here.
constexpr int kMaxSteps = 256;
constexpr std::size_t kMaxResolvedBytes = 4096;

std::optional<double> toNumber(const std::string& s)
{
    if (s.empty() || s.size() > 64)
        return std::nullopt;
    char* end = nullptr;
    const double v = std::strtod(s.c_str(), &end);
    if (end != s.c_str() + s.size() || !std::isfinite(v))
        return std::nullopt;
    return v;
}

std::string numberText(double v)
{
    char buffer[64];
    if (v == std::floor(v) && std::fabs(v) < 1e15)
        std::snprintf(buffer, sizeof buffer, "%.0f", v);
    else
        std::snprintf(buffer, sizeof buffer, "%.17g", v);
    return buffer;
}

// The end of the ${...} that opens at `open` (the index after its '}'), or npos.
std::size_t closing(std::string_view s, std::size_t open)
{
    int depth = 0;
    for (std::size_t i = open; i < s.size(); ++i) {
        if (s[i] == '$' && i + 1 < s.size() && s[i + 1] == '{') {
            ++depth;
            ++i;
        } else if (s[i] == '}' && --depth == 0) {
            return i + 1;
        }
    }
    return std::string_view::npos;
}

class Resolver {
public:
    explicit Resolver(const ConfigDocument& doc)
    {
        for (const ConfigEntry& e : doc.entries)
            m_byName.emplace(e.name, &e);
    }

    // Each value gets its own budget of steps.
    void restart() { m_steps = 0; }

    // The text with its interpolations resolved, or empty when one cannot be.
    std::optional<std::string> text(std::string_view s, const std::string& path, int depth,
                                    std::vector<SourceLine>& used)
    {
        if (depth > kMaxDepth || ++m_steps > kMaxSteps)
            return std::nullopt;
        std::string out;
        std::size_t i = 0;
        while (i < s.size()) {
            const std::size_t open = s.find("${", i);
            if (open == std::string_view::npos) {
                out += s.substr(i);
                break;
            }
            out += s.substr(i, open - i);
            const std::size_t end = closing(s, open);
            if (end == std::string_view::npos)
                return std::nullopt;
            const std::optional<std::string> v =
                inner(s.substr(open + 2, end - open - 3), path, depth + 1, used);
            if (!v)
                return std::nullopt;
            out += *v;
            if (out.size() > kMaxResolvedBytes)
                return std::nullopt;
            i = end;
        }
        return out;
    }

private:
    std::optional<std::string> inner(std::string_view body, const std::string& path, int depth,
                                     std::vector<SourceLine>& used)
    {
        body = trimBlanks(body);
        const std::size_t colon = body.find(':');
        const std::size_t brace = body.find('{');
        if (colon != std::string_view::npos && (brace == std::string_view::npos || colon < brace))
            return call(body.substr(0, colon), body.substr(colon + 1), path, depth, used);
        const ConfigEntry* e = lookup(body, path);
        if (!e || e->kind != ConfigEntry::Kind::Scalar)
            return std::nullopt;
        for (const SourceLine& l : e->lines)
            if (used.size() < 8)
                used.push_back(l);
        return text(e->value, e->name, depth + 1, used);
    }

    std::optional<std::string> call(std::string_view name, std::string_view args,
                                    const std::string& path, int depth,
                                    std::vector<SourceLine>& used)
    {
        // Split the arguments at commas outside nested ${...}.
        std::vector<std::string_view> parts;
        int nest = 0;
        std::size_t start = 0;
        for (std::size_t i = 0; i < args.size(); ++i) {
            if (args[i] == '{')
                ++nest;
            else if (args[i] == '}')
                --nest;
            else if (args[i] == ',' && nest == 0)
                parts.push_back(args.substr(start, i - start)), start = i + 1;
        }
        parts.push_back(args.substr(start));
        if (parts.size() != 2)
            return std::nullopt;
        double v[2];
        for (int k = 0; k < 2; ++k) {
            const std::optional<std::string> t =
                text(trimBlanks(parts[std::size_t(k)]), path, depth, used);
            const std::optional<double> n = t ? toNumber(*t) : std::nullopt;
            if (!n)
                return std::nullopt;
            v[k] = *n;
        }
        double r;
        if (name == "multiply")
            r = v[0] * v[1];
        else if (name == "subtract")
            r = v[0] - v[1];
        else if ((name == "divide_ceil" || name == "divide_floor") && v[1] != 0)
            r = name == "divide_ceil" ? std::ceil(v[0] / v[1]) : std::floor(v[0] / v[1]);
        else
            return std::nullopt;
        if (!std::isfinite(r))
            return std::nullopt;
        return numberText(r);
    }

    const ConfigEntry* lookup(std::string_view ref, const std::string& path) const
    {
        std::string target;
        if (!ref.empty() && ref.front() == '.') {
            // One dot: a sibling; each further dot one level up.
            std::string base = path;
            std::size_t dots = 0;
            while (dots < ref.size() && ref[dots] == '.')
                ++dots;
            for (std::size_t k = 0; k < dots; ++k) {
                const std::size_t cut = base.rfind('.');
                base = cut == std::string::npos ? std::string() : base.substr(0, cut);
            }
            target = (base.empty() ? "" : base + ".") + std::string(ref.substr(dots));
        } else {
            target = std::string(ref);
        }
        auto it = m_byName.find(target);
        if (it == m_byName.end() && target.rfind("training.", 0) == 0)
            it = m_byName.find(target.substr(9));
        return it == m_byName.end() ? nullptr : it->second;
    }

    std::map<std::string, const ConfigEntry*> m_byName;
    int m_steps = 0;
};

}  // namespace

ConfigDocument resolveInterpolations(const ConfigDocument& doc)
{
    Resolver resolver(doc);
    ConfigDocument out = doc;
    for (ConfigEntry& e : out.entries) {
        if (e.kind != ConfigEntry::Kind::Scalar || e.value.find("${") == std::string::npos)
            continue;
        std::vector<SourceLine> used;
        resolver.restart();
        if (const std::optional<std::string> v = resolver.text(e.value, e.name, 0, used)) {
            e.value = *v;
            e.lines.insert(e.lines.end(), used.begin(), used.end());
        }
    }
    return out;
}

}  // namespace syncwall::core
