#pragma once
// Conversions between the units in scenario file key names and the SI units of Scenario.

namespace syncwall::core {

// File unit -> SI: si = file * factor, or si = file / factor when divide (for micro- and
// percent, whose factors 1e-6 and 0.01 are not exact in binary).
struct Unit {
    double factor = 1;
    bool divide = false;
};
inline constexpr Unit kUnitOne {1, false};
inline constexpr Unit kUnitHours {3600, false};
inline constexpr Unit kUnitDays {86400, false};
inline constexpr Unit kUnitGiga {1e9, false};
inline constexpr Unit kUnitTera {1e12, false};
inline constexpr Unit kUnitMicro {1e6, true};
inline constexpr Unit kUnitPercent {100, true};

double toSi(double fileValue, Unit unit);
// The file value that converts back to exactly si where one exists, so that
// parse(write(s)) == s for every value that came from a file.
double toFile(double si, Unit unit);

}  // namespace syncwall::core
