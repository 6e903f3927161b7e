// libFuzzer target: bytes as a structured scenario (fuzzed_scenario.h); the estimate, a sweep
// and the best layout of every one that validates must keep their invariants.
#include <cstdio>
#include <cstdlib>

#include "fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const syncwall::fuzz::Outcome o = syncwall::fuzz::checkEstimatorInput(data, size);
    for (const std::string& v : o.violations)
        std::fprintf(stderr, "fuzz_estimator: %s\n", v.c_str());
    if (!o.violations.empty()) {
        std::fprintf(stderr, "%s\n", o.scenarioJson.c_str());
        std::abort();
    }
    return 0;
}
