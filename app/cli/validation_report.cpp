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
constexpr std::pair<core::RunFamily, const char*> kFamilyNames[] = {
    {core::RunFamily::A100Megatron, "family A100 Megatron"},
    {core::RunFamily::H100Bf16, "family H100 bf16"},
    {core::RunFamily::Fp8, "family FP8"},
    {core::RunFamily::Moe, "family MoE"},
    {core::RunFamily::Blackwell, "family Blackwell"},
    {core::RunFamily::Fsdp, "family FSDP / ZeRO-3"},
    {core::RunFamily::LongContext, "family long context"}};

std::string familyName(core::RunFamily family)
{
    for (const auto& [f, name] : kFamilyNames)
        if (f == family)
            return name;
    return "family ?";
}

std::vector<Group> familyGroups()
{
    std::vector<Group> out;
    for (const auto& [family, name] : kFamilyNames)
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

double medianAbsPercent(const std::vector<double>& errors)
{
    std::vector<double> v;
    for (double e : errors)
        v.push_back(std::fabs(e) * 100.0);
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n == 0 ? 0.0 : n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
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

void printValidationText(std::ostream& out, const std::vector<ValidationRow>& rows,
                         const std::vector<core::FamilyHoldout>& holdouts)
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
    if (holdouts.empty())
        return;
    out << "\nleave one family out (one compute scale fitted on the other families' runs):\n";
    for (const core::FamilyHoldout& h : holdouts) {
        std::string label = familyName(h.family) + " (" + std::to_string(h.rows) + " rows):";
        label.resize(std::max<std::size_t>(label.size(), 34), ' ');
        out << label << " scale " << fmtNumber(h.computeScale, 3) << " from " << h.fittedOn
            << " rows, median |error| " << fmtNumber(medianAbsPercent(h.errorsBefore), 1)
            << " % -> " << fmtNumber(medianAbsPercent(h.errorsAfter), 1) << " %\n";
    }
    out << "leave-one-family-out, pooled:      median |error| "
        << fmtNumber(core::pooledMedianAbsError(holdouts) * 100.0, 1) << " %\n";
}

void printValidationMarkdown(std::ostream& out, const std::vector<ValidationRow>& rows,
                             const std::vector<core::FamilyHoldout>& holdouts)
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
    if (holdouts.empty())
        return;
    out << "\n| left out | runs | compute scale fitted on the rest | median abs. error before | "
           "held out |\n|---|---:|---:|---:|---:|\n";
    for (const core::FamilyHoldout& h : holdouts)
        out << "| " << familyName(h.family) << " | " << h.rows << " | "
            << fmtNumber(h.computeScale, 3) << " (" << h.fittedOn << " runs) | "
            << fmtNumber(medianAbsPercent(h.errorsBefore), 1) << " % | "
            << fmtNumber(medianAbsPercent(h.errorsAfter), 1) << " % |\n";
    out << "| pooled | | | | " << fmtNumber(core::pooledMedianAbsError(holdouts) * 100.0, 1)
        << " % |\n";
}

}  // namespace syncwall::cli
