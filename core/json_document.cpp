#include "json_document.h"

#include <cctype>
#include <vector>

namespace syncwall::core {
namespace {

// Builds the DOM while tracking the dotted path, so that every error can name its key.
class SafeDomBuilder : public nlohmann::json_sax<Json> {
public:
    SafeDomBuilder(const std::string& text, Json& root) : m_text(text), m_root(root) { }

    bool null() override { return put(Json(nullptr)); }
    bool boolean(bool v) override { return put(Json(v)); }
    bool number_integer(number_integer_t v) override { return put(Json(v)); }
    bool number_unsigned(number_unsigned_t v) override { return put(Json(v)); }
    bool number_float(number_float_t v, const string_t&) override { return put(Json(v)); }
    bool string(string_t& v) override { return put(Json(std::move(v))); }
    bool binary(binary_t&) override { return fail(ProblemCode::ParseError, "binary"); }

    bool start_object(std::size_t) override { return open(Json::object()); }
    bool start_array(std::size_t) override { return open(Json::array()); }
    bool end_object() override { return close(); }
    bool end_array() override { return close(); }

    bool key(string_t& k) override
    {
        if (m_stack.back().node->contains(k)) {
            m_pendingKey = k;
            return fail(ProblemCode::ParseError, "duplicate");
        }
        m_pendingKey = k;
        return true;
    }

    bool parse_error(std::size_t position, const std::string&,
                     const nlohmann::detail::exception& e) override
    {
        if (e.id == 406 || looksNonFinite(position))  // 406: number overflow (1e999)
            return fail(ProblemCode::NotFinite, {});
        return fail(ProblemCode::ParseError, lineColumn(position));
    }

    bool failed() const { return m_failed; }
    const Problem& problem() const { return m_problem; }

private:
    struct Frame {
        Json* node;
        std::string path;
    };

    std::string childPath() const
    {
        if (m_stack.empty())
            return {};
        const Frame& top = m_stack.back();
        if (top.node->is_array())
            return top.path + "[" + std::to_string(top.node->size()) + "]";
        const std::string key = reportedKey(m_pendingKey);
        return top.path.empty() ? key : top.path + "." + key;
    }

    Json* insert(Json&& value)
    {
        if (m_stack.empty()) {
            m_root = std::move(value);
            return &m_root;
        }
        Json& parent = *m_stack.back().node;
        if (parent.is_array()) {
            parent.push_back(std::move(value));
            return &parent.back();
        }
        Json& slot = parent[m_pendingKey];
        slot = std::move(value);
        return &slot;
    }

    bool put(Json&& value)
    {
        insert(std::move(value));
        return true;
    }

    bool open(Json&& container)
    {
        if (static_cast<int>(m_stack.size()) >= kMaxJsonDepth)
            return fail(ProblemCode::TooDeep, {});
        std::string path = childPath();
        Json* node = insert(std::move(container));
        m_stack.push_back({node, std::move(path)});
        return true;
    }

    bool close()
    {
        m_stack.pop_back();
        return true;
    }

    bool fail(ProblemCode code, std::string detail)
    {
        if (!m_failed) {
            m_failed = true;
            m_problem.code = code;
            m_problem.key = childPath();
            m_problem.detail = std::move(detail);
            if (code == ProblemCode::TooDeep)
                m_problem.max = kMaxJsonDepth;
        }
        return false;
    }

    // NaN, Infinity, -Infinity (not JSON) at the error position.
    bool looksNonFinite(std::size_t position) const
    {
        if (position == 0 || position > m_text.size())
            return false;
        std::size_t i = position - 1;
        while (i > 0 && std::isalpha(static_cast<unsigned char>(m_text[i - 1])))
            --i;
        if (i > 0 && m_text[i - 1] == '-')
            --i;
        std::string word;
        for (std::size_t j = i; j < m_text.size() && word.size() < 9; ++j)
            word += static_cast<char>(std::tolower(static_cast<unsigned char>(m_text[j])));
        const bool neg = !word.empty() && word[0] == '-';
        const std::string w = neg ? word.substr(1) : word;
        return w.rfind("nan", 0) == 0 || w.rfind("inf", 0) == 0;
    }

    std::string lineColumn(std::size_t position) const
    {
        std::size_t line = 1, column = 1;
        const std::size_t end = position > 0 ? std::min(position - 1, m_text.size()) : 0;
        for (std::size_t i = 0; i < end; ++i) {
            if (m_text[i] == '\n') {
                ++line;
                column = 1;
            } else {
                ++column;
            }
        }
        return std::to_string(line) + ":" + std::to_string(column);
    }

    const std::string& m_text;
    Json& m_root;
    std::vector<Frame> m_stack;
    std::string m_pendingKey;
    bool m_failed = false;
    Problem m_problem;
};

}  // namespace

std::string reportedKey(const std::string& key)
{
    if (key.size() <= kMaxReportedKeyBytes)
        return key;
    std::size_t cut = kMaxReportedKeyBytes;
    while (cut > 0 && (static_cast<unsigned char>(key[cut]) & 0xC0) == 0x80)
        --cut;  // not inside a multi-byte character
    return key.substr(0, cut) + "...";
}

bool parseJsonDocument(const std::string& text, Json& out, Problems& problems)
{
    if (text.size() > kMaxJsonBytes) {
        problems.push_back({ProblemCode::ParseError, {}, 0, double(kMaxJsonBytes), "size"});
        return false;
    }
    Json root;
    SafeDomBuilder builder(text, root);
    bool ok = false;
    try {
        ok = Json::sax_parse(text, &builder, nlohmann::detail::input_format_t::json, true);
    } catch (const std::exception&) {
        ok = false;
    }
    if (!ok || builder.failed()) {
        if (builder.failed())
            problems.push_back(builder.problem());
        else
            problems.push_back({ProblemCode::ParseError, {}, 0, 0, {}});
        return false;
    }
    out = std::move(root);
    return true;
}

}  // namespace syncwall::core
