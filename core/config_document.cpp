#include "config_document.h"

namespace syncwall::core {

std::vector<const ConfigEntry*> ConfigDocument::all(std::string_view name) const
{
    std::vector<const ConfigEntry*> out;
    for (const ConfigEntry& e : entries)
        if (e.name == name)
            out.push_back(&e);
    return out;
}

TextLines::TextLines(std::string_view text) : m_text(text)
{
    m_starts.push_back(0);
    for (std::size_t i = 0; i < text.size(); ++i)
        if (text[i] == '\n' && i + 1 < text.size())
            m_starts.push_back(i + 1);
}

std::string_view TextLines::raw(int number) const
{
    if (number < 1 || number > count())
        return {};
    const std::size_t start = m_starts[std::size_t(number - 1)];
    std::size_t end = m_text.find('\n', start);
    if (end == std::string_view::npos)
        end = m_text.size();
    return m_text.substr(start, end - start);
}

SourceLine TextLines::at(int number) const
{
    SourceLine out;
    out.number = number;
    std::string_view line = raw(number);
    // Without a trailing comment: a # after a blank, outside quotes (shell, YAML and TOML alike).
    char quote = 0;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quote) {
            quote = c == quote ? 0 : quote;
        } else if (c == '\'' || c == '"') {
            quote = c;
        } else if (c == '#' && i > 0 && (line[i - 1] == ' ' || line[i - 1] == '\t')) {
            line = line.substr(0, i);
            break;
        }
    }
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
    while (!line.empty() && space(line.front()))
        line.remove_prefix(1);
    while (!line.empty() && space(line.back()))
        line.remove_suffix(1);
    // A shell line continued on the next ends in " \": not part of what it says.
    if (line.size() >= 2 && line.back() == '\\' && space(line[line.size() - 2])) {
        line.remove_suffix(1);
        while (!line.empty() && space(line.back()))
            line.remove_suffix(1);
    }
    if (line.size() > kMaxSourceLineBytes) {
        std::size_t cut = kMaxSourceLineBytes;
        while (cut > 0 && (static_cast<unsigned char>(line[cut]) & 0xC0) == 0x80)
            --cut;
        out.text = std::string(line.substr(0, cut)) + "...";
    } else {
        out.text = std::string(line);
    }
    return out;
}

}  // namespace syncwall::core
