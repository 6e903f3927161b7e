// Leave one family out (core/family_holdout.h): the fitted compute scale recovers a scale the
// measurements were made with, ignores a run far outside the model, and the held-out errors are
// those of the scale fitted without the family.
#include <gtest/gtest.h>

#include <cmath>

#include "core/catalog.h"
#include "core/estimator.h"
#include "core/family_holdout.h"
#include "core/scenario_io.h"

using namespace syncwall::core;

namespace {

constexpr std::uint32_t bit(RunFamily f) { return 1u << static_cast<int>(f); }

double stepAt(const Scenario& s, double scale)
{
    Scenario c = s;
    c.calibration.computeScale = scale;
    return stepEstimate(c).step.total_s;
}

// The default scenario at several GPU counts, "measured" as the model predicts it with the
// compute scale `truth`; `family` is the family bit each run is filed under.
std::vector<HoldoutRun> runs(double truth, std::uint32_t family, int count)
{
    const Scenario base = defaultScenario(Catalog::builtIn());
    std::vector<HoldoutRun> out;
    for (int i = 0; i < count; ++i) {
        Scenario s = base;
        s.gpus = base.gpus * (1 << i);
        out.push_back({s, stepAt(s, truth), family});
    }
    return out;
}

}  // namespace

TEST(FamilyHoldout, FittedScaleRecoversTheScaleOfTheMeasurements)
{
    const std::vector<HoldoutRun> all = runs(0.8, bit(RunFamily::Fp8), 4);
    std::vector<const HoldoutRun*> pointers;
    for (const HoldoutRun& r : all)
        pointers.push_back(&r);
    EXPECT_NEAR(fitComputeScale(pointers), 0.8, 1e-3);
    EXPECT_EQ(fitComputeScale({}), 1.0);
}

TEST(FamilyHoldout, ARunFarOutsideTheModelDoesNotDragTheScale)
{
    // Four runs measured at scale 0.8 and one measured three times slower than any scale in
    // reach would make it: least absolute deviations keep 0.8.
    std::vector<HoldoutRun> all = runs(0.8, bit(RunFamily::Fp8), 4);
    HoldoutRun outlier = all.front();
    outlier.measuredStep_s *= 3.0;
    all.push_back(outlier);
    std::vector<const HoldoutRun*> pointers;
    for (const HoldoutRun& r : all)
        pointers.push_back(&r);
    EXPECT_NEAR(fitComputeScale(pointers), 0.8, 2e-3);
}

TEST(FamilyHoldout, EachFamilyIsPredictedWithTheScaleOfTheOthers)
{
    // FP8 runs measured at 0.8, MoE runs at 1.25: leaving FP8 out fits 1.25 on the MoE runs and
    // predicts FP8 with it; the errors are those of step(1.25) / step(0.8) - 1, by construction.
    std::vector<HoldoutRun> all = runs(0.8, bit(RunFamily::Fp8), 3);
    for (HoldoutRun& r : runs(1.25, bit(RunFamily::Moe), 3))
        all.push_back(r);
    const std::vector<FamilyHoldout> h = leaveOneFamilyOut(all);
    ASSERT_EQ(h.size(), 2u);  // families without runs, or with nothing outside, are skipped
    EXPECT_EQ(h[0].family, RunFamily::Fp8);
    EXPECT_EQ(h[0].rows, 3);
    EXPECT_EQ(h[0].fittedOn, 3);
    EXPECT_NEAR(h[0].computeScale, 1.25, 2e-3);
    for (int i = 0; i < 3; ++i) {
        const Scenario& s = all[i].scenario;
        EXPECT_NEAR(h[0].errorsBefore[i], stepAt(s, 1.0) / stepAt(s, 0.8) - 1, 1e-12);
        EXPECT_NEAR(h[0].errorsAfter[i], stepAt(s, h[0].computeScale) / stepAt(s, 0.8) - 1, 1e-12);
        EXPECT_LT(h[0].errorsAfter[i], 0.0);  // a faster scale than the truth: predicted fast
    }
    EXPECT_EQ(h[1].family, RunFamily::Moe);
    EXPECT_NEAR(h[1].computeScale, 0.8, 2e-3);
    // Pooled: the median |error| of the six held-out predictions.
    std::vector<double> abs;
    for (const FamilyHoldout& f : h)
        for (double e : f.errorsAfter)
            abs.push_back(std::abs(e));
    std::sort(abs.begin(), abs.end());
    EXPECT_NEAR(pooledMedianAbsError(h), (abs[2] + abs[3]) / 2, 1e-15);
}
