#pragma once
// syncwall-cli calibrate FILE (--measured-step-s X | --measured-mfu X | --measured-tokens-per-s X)
//                        [--fit compute|link] [--out FILE] [--json] [--set KEY=VALUE]...
// Fits the calibration multipliers to one measured run (core/calibration.h), prints them and
// writes the calibrated scenario (to --out, else back to FILE) atomically. A refused
// calibration prints the reason and exits 2, writing nothing.

namespace CLI {
class App;
}

namespace syncwall::cli {

void addCalibrateCommand(CLI::App& app, int& exitCode);

}  // namespace syncwall::cli
