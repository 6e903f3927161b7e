#include "cli/text_table.h"

#include <algorithm>
#include <ostream>

namespace syncwall::cli {

std::size_t displayWidth(const std::string& text)
{
    std::size_t width = 0;
    for (unsigned char c : text)
        if ((c & 0xC0) != 0x80)
            ++width;
    return width;
}

void TextTable::addColumn(std::string header, Align align)
{
    m_columns.push_back({std::move(header), align});
}

void TextTable::addRow(std::vector<std::string> cells)
{
    cells.resize(m_columns.size());
    m_rows.push_back(std::move(cells));
}

void TextTable::print(std::ostream& out, const std::string& indent) const
{
    std::vector<std::size_t> widths;
    for (const Column& column : m_columns)
        widths.push_back(displayWidth(column.header));
    for (const auto& row : m_rows)
        for (std::size_t i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], displayWidth(row[i]));

    auto printLine = [&](const std::vector<std::string>& cells) {
        std::string line = indent;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const std::string pad(widths[i] - displayWidth(cells[i]), ' ');
            if (i > 0)
                line += "  ";
            const bool last = i + 1 == cells.size();
            if (m_columns[i].align == Align::Right)
                line += pad + cells[i];
            else
                line += cells[i] + (last ? std::string() : pad);
        }
        while (!line.empty() && line.back() == ' ')
            line.pop_back();
        out << line << '\n';
    };

    std::vector<std::string> headers;
    for (const Column& column : m_columns)
        headers.push_back(column.header);
    printLine(headers);
    for (const auto& row : m_rows)
        printLine(row);
}

}  // namespace syncwall::cli
