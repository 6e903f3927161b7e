#include "cli/validation_report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <ostream>

#include "cli/text_format.h"
#include "cli/text_table.h"
#include "core/run_family.h"

namespace syncwall::cli {

namespace {

struct Group {
    std::string name;
    std::function<bool(const ValidationRow&)> member;
};

bool gpuIs(const ValidationRow& row, const std::string& family)
{
    std::string gpu = row.gpu;
    std::transform(gpu.begin(), gpu.end(), gpu.begin(),
                   [](unsigned char c) { return char(std::tolower(c)); });
    return gpu.find(family) != std::string::npos;
}

std::vector<Group> groups()
{
    return {{"calibration", [](const ValidationRow& r) { return r.calibration; }},
            {"held-out", [](const ValidationRow& r) { return !r.calibration; }},
            {"A100", [](const ValidationRow& r) { return gpuIs(r, "a100"); }},
            {"H100", [](const ValidationRow& r) { return gpuIs(r, "h100"); }},
            {"all", [](const ValidationRow&) { return true; }}};
}

// Per family of run (core/run_family.h), in the order the physics issue names them.
std::vector<Group> familyGroups()
{
    using core::RunFamily;
    const std::pair<RunFamily, const char*> names[] = {
        {RunFamily::A100Megatron, "family A100 Megatron"},
        {RunFamily::H100Bf16, "family H100 bf16"},
        {RunFamily::Fp8, "family FP8"},
        {RunFamily::Moe, "family MoE"},
        {RunFamily::Blackwell, "family Blackwell"},
        {RunFamily::Fsdp, "family FSDP / ZeRO-3"},
        {RunFamily::LongContext, "family long context"}};
    std::vector<Group> out;
    for (const auto& [family, name] : names)
        out.push_back({name, [family](const ValidationRow& r) {
                           return core::inFamily(r.families, family);
                       }});
    return out;
}

struct Summary {
    int rows = 0;
    double median = 0;
    double max = 0;
    std::string medianText() const { return rows ? fmtNumber(median, 1) + " %" : "-"; }
    std::string maxText() const { return rows ? fmtNumber(max, 1) + " %" : "-"; }
};

Summary summarize(const std::vector<ValidationRow>& rows, const Group& group)
{
    std::vector<double> errors;
    for (const ValidationRow& row : rows)
        if (row.problem.empty() && group.member(row) && std::isfinite(row.errorPercent()))
            errors.push_back(std::fabs(row.errorPercent()));
    Summary s;
    s.rows = static_cast<int>(errors.size());
    if (errors.empty())
        return s;
    std::sort(errors.begin(), errors.end());
    const std::size_t n = errors.size();
    s.median = n % 2 ? errors[n / 2] : (errors[n / 2 - 1] + errors[n / 2]) / 2;
    s.max = errors.back();
    return s;
}

std::string valueText(const std::string& key, double value)
{
    if (key == "throughput.mfu" || key == "throughput.hfu")
        return fmtPercent(value, 1);
    if (key.size() > 2 && key.compare(key.size() - 2, 2, "_s") == 0)
        return fmtNumber(value, 3) + " s";
    return fmtNumber(value, 3);
}

std::string signedPercent(double percent)
{
    if (!std::isfinite(percent))
        return "n/a";
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%+.1f %%", percent);
    return buffer;
}

std::vector<std::string> cells(const ValidationRow& row)
{
    const std::string set = row.calibration ? "calibration" : "held-out";
    if (!row.problem.empty())
        return {row.id, row.key, valueText(row.key, row.measured), "-",
                "-",    set,     "not predicted: " + row.problem};
    return {row.id,
            row.key,
            valueText(row.key, row.measured),
            valueText(row.key, row.predicted),
            signedPercent(row.errorPercent()),
            set,
            row.gpu};
}

}  // namespace

void printValidationText(std::ostream& out, const std::vector<ValidationRow>& rows)
{
    TextTable table;
    table.addColumn("id", TextTable::Align::Left);
    table.addColumn("target", TextTable::Align::Left);
    table.addColumn("measured");
    table.addColumn("predicted");
    table.addColumn("error");
    table.addColumn("set", TextTable::Align::Left);
    table.addColumn("gpu", TextTable::Align::Left);
    for (const ValidationRow& row : rows)
        table.addRow(cells(row));
    table.print(out);
    out << '\n';
    for (const Group& group : groups()) {
        const Summary s = summarize(rows, group);
        std::string label = group.name + " (" + std::to_string(s.rows) + " rows):";
        label.resize(std::max<std::size_t>(label.size(), 24), ' ');
        out << label << " median |error| " << s.medianText() << ", max |error| " << s.maxText()
            << '\n';
    }
    // A run counts in every family it belongs to (core/run_family.h).
    for (const Group& group : familyGroups()) {
        const Summary s = summarize(rows, group);
        if (s.rows == 0)
            continue;
        std::string label = group.name + " (" + std::to_string(s.rows) + " rows):";
        label.resize(std::max<std::size_t>(label.size(), 34), ' ');
        out << label << " median |error| " << s.medianText() << ", max |error| " << s.maxText()
            << '\n';
    }
}

void printValidationMarkdown(std::ostream& out, const std::vector<ValidationRow>& rows)
{
    out << "| id | target | measured | predicted | error | set | GPU |\n"
        << "|---|---|---:|---:|---:|---|---|\n";
    for (const ValidationRow& row : rows) {
        out << '|';
        for (const std::string& cell : cells(row))
            out << ' ' << cell << " |";
        out << '\n';
    }
    out << "\n| rows | n | median abs. error | max abs. error |\n|---|---:|---:|---:|\n";
    for (const Group& group : groups()) {
        const Summary s = summarize(rows, group);
        out << "| " << group.name << " | " << s.rows << " | " << s.medianText() << " | "
            << s.maxText() << " |\n";
    }
    for (const Group& group : familyGroups()) {
        const Summary s = summarize(rows, group);
        if (s.rows > 0)
            out << "| " << group.name << " | " << s.rows << " | " << s.medianText() << " | "
                << s.maxText() << " |\n";
    }
}

}  // namespace syncwall::cli
