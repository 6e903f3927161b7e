#pragma once
// A plain-text table with aligned columns (numbers right-aligned, text left-aligned).

#include <iosfwd>
#include <string>
#include <vector>

namespace syncwall::cli {

class TextTable {
public:
    enum class Align { Left, Right };

    void addColumn(std::string header, Align align = Align::Right);
    // Missing cells print empty; extra cells are ignored.
    void addRow(std::vector<std::string> cells);
    void print(std::ostream& out, const std::string& indent = "") const;
    bool empty() const { return m_rows.empty(); }

private:
    struct Column {
        std::string header;
        Align align;
    };
    std::vector<Column> m_columns;
    std::vector<std::vector<std::string>> m_rows;
};

// Display width of UTF-8 text (counts code points, not bytes).
std::size_t displayWidth(const std::string& text);

}  // namespace syncwall::cli
