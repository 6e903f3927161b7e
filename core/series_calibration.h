#pragma once
// Calibration from a series (issue 14): two or more measured runs of one cluster at different
// scales fit the compute and the link multipliers apart. One run cannot: both only lengthen its
// step (calibration.h). Across a strong-scaling series the communication share changes, so the
// two multipliers act differently on each run and a least-squares fit in log step time can tell
// them apart, as well as the series allows; the result says how well.

#include <optional>
#include <vector>

#include "calibration.h"
#include "scenario.h"

namespace syncwall::core {

struct SeriesRun {
    Scenario scenario;  // must have passed validate()
    Measurement measurement;
};

enum class SeriesStatus {
    Fitted,
    TooFewRuns,          // fewer than two runs
    InvalidMeasurement,  // no step time of its scenario in (0, kMaxMeasuredStep_s] (index: run)
    OtherCluster,        // a run on another GPU type or other links than the first (index: run)
    NoConvergence,
};

// A multiplier counts as determined when a 2 % error in each measured step moves it by less
// than this share (one standard error, from the fit's Jacobian).
inline constexpr double kSeriesMeasurementError = 0.02;
inline constexpr double kSeriesDeterminedShare = 0.10;

// Which multipliers a series fits: both, or one with the other held at the first run's value.
enum class SeriesFit { Both, Compute, Link };

struct SeriesCalibrationResult {
    SeriesStatus status = SeriesStatus::NoConvergence;
    SeriesFit fit = SeriesFit::Both;
    int index = -1;  // the run a refusal is about
    double computeScale = 1;
    double linkScale = 1;
    std::vector<double> measured_s;  // per run: the measurement as a step time
    std::vector<double> before_s;    // predicted with the first run's calibration
    std::vector<double> after_s;     // predicted with the fitted one
    double rmsErrorBefore = 0;       // root mean square of log(predicted / measured)
    double rmsErrorAfter = 0;
    // One standard error of each multiplier, relative, for kSeriesMeasurementError per run
    // (0 for a multiplier held, not fitted).
    double computeUncertainty = 0;
    double linkUncertainty = 0;
    double correlation = 0;          // of the two estimates; near +-1: the series cannot split them
    bool computeDetermined = false;  // false for a multiplier held
    bool linkDetermined = false;
    CalibrationSpec calibration;  // the first run's, with the fitted multipliers
    bool fitted() const { return status == SeriesStatus::Fitted; }
    bool fitsCompute() const { return fit != SeriesFit::Link; }
    bool fitsLink() const { return fit != SeriesFit::Compute; }
};

// Pure; a few hundred estimates per run.
SeriesCalibrationResult calibrateSeries(const std::vector<SeriesRun>& runs,
                                        SeriesFit fit = SeriesFit::Both);

// What a series can be trusted to store: both multipliers where fitting the second lowers the
// sum of squared log errors by more than chance would with kSeriesMeasurementError in each run
// (kSecondMultiplierChiSquare of its square: the 95 % point of chi-square for one parameter
// more); else the one multiplier whose fit alone leaves the smaller error (judged with the other
// at 1, so applying the result and fitting again stores the same), fitted with the other held at
// the first run's value. The test of the second multiplier is on that stored fit. Storing a multiplier the runs do not support would move the scenario's
// predictions at other scales by what the measurements never pinned down.
inline constexpr double kSecondMultiplierChiSquare = 3.84;
// Nor where either multiplier of that fit has a standard error of this share or more (for
// kSeriesMeasurementError per run): the runs hardly tell it apart from the other.
inline constexpr double kSeriesUsableShare = 0.5;
struct StorableSeries {
    SeriesCalibrationResult stored;
    std::optional<SeriesCalibrationResult> both;  // the fit of both, when `stored` is not it
};
StorableSeries calibrateStorableSeries(const std::vector<SeriesRun>& runs);

}  // namespace syncwall::core
