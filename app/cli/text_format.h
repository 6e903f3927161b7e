#pragma once
// Human-readable numbers for the terminal: thousands separators, durations, bytes, bandwidths.
// Non-finite values print as "n/a" (they are a bug upstream; the caller reports it).

#include <string>

namespace syncwall::cli {

// Fixed-point with `decimals` digits and thousands separators: 1234567.8 -> "1,234,567.8".
std::string fmtNumber(double value, int decimals = 0);
// Integer with thousands separators.
std::string fmtCount(long long value);
// Short duration with a sensible unit: "850 us", "12.3 ms", "4.56 s", "2.5 h".
std::string fmtDuration(double seconds);
// A step time, in seconds whatever its length ("4.560 s", "207.7 s"); below a second as
// fmtDuration. Measured and predicted steps are compared in one unit.
std::string fmtStepSeconds(double seconds);
// Long duration for a whole run: "1,234,567 s (342.9 h, 14.29 days)"; below an hour as
// fmtDuration.
std::string fmtRunTime(double seconds);
// Decimal gigabytes (1e9 B): "12.34 GB"; above 1e12, "1.23 TB".
std::string fmtBytes(double bytes);
// Bytes per second as "370.0 GB/s".
std::string fmtBandwidth(double bytesPerSecond);
// A fraction as a percentage: 0.4567 -> "45.7 %".
std::string fmtPercent(double fraction, int decimals = 1);
// Plain number for CSV, ten significant digits ("0.35", "1.5e+20"); empty when non-finite.
std::string fmtPlain(double value);

}  // namespace syncwall::cli
