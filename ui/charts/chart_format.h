#pragma once
// Words and numbers on charts: locale-aware counts with thousands separators, run times in the
// unit that fits the range, layouts in the notation practitioners use. Formatting only.

#include <QCoreApplication>
#include <QString>

#include "core/estimate.h"

namespace syncwall::ui {

struct TimeUnit {
    double seconds = 1;  // one unit, in seconds
    QString name;        // "days", "hours", "minutes", "seconds" (for axis titles)
    QString symbol;      // "d", "h", "min", "s"
};

class ChartFormat {
    Q_DECLARE_TR_FUNCTIONS(ChartFormat)
public:
    static QString count(double n);         // 2,048
    static QString compactCount(double n);  // 2,048 -> 2K, 131,072 -> 128K, 1,536 -> 1,536
    static QString number(double value, int significant = 3);  // 0.52, 13.8, 1,234
    // A scenario value as read or typed: whole numbers grouped whatever their size
    // (405,853,388,800, not 4.058533888e+11), the rest to four significant digits (0.8387).
    static QString value(double x);
    static QString percent(double fraction, int decimals = 0);  // 85%
    static TimeUnit timeUnit(double largestSeconds);            // days, hours, minutes or seconds
    static QString duration(double seconds);                    // 12.2 days, 3.4 h, 13.8 s, 450 ms
    static QString gigabytes(double bytes);                     // 18.9 GB
    // The text with each space after a digit made no-break (U+00A0), so that a label that wraps
    // keeps every number with its unit ("16,1 Tage", "13 %") and breaks between them.
    static QString keepNumbersWithUnits(QString text);
    // The same for a space before a digit: a label keeps its number ("DP 1,024" wraps whole).
    static QString keepLabelsWithNumbers(QString text);
    static QString layout(const core::Layout& layout);  // TP 8 · PP 12 · DP 16
    // The same without spaces, for a place too narrow for it: TP8·PP12·DP16.
    static QString tightLayout(const core::Layout& layout);
    static QString layoutDetails(const core::Layout& layout);  // micro-batch, ZeRO, recompute
    // `to`'s layout (with CP and EP where either side uses them) and those of its details that
    // differ from `from`'s (micro-batch, ZeRO, recompute, schedule and virtual stages): a change
    // a user can read in one line.
    static QString layoutChange(const core::Layout& from, const core::Layout& to);
    // Only the details of `to` that differ from `from`'s ("4 virtual stages"); empty if none.
    static QString detailChange(const core::Layout& from, const core::Layout& to);
    static QString recompute(core::Recompute recompute);
    static QString schedule(core::Schedule schedule);
    static QString precision(core::Precision precision);
    // The one layout rule: TP, PP, CP and EP where asked, DP.
    static QString layoutShowing(const core::Layout& layout, bool cp, bool ep);
};

}  // namespace syncwall::ui
