// libFuzzer target: bytes as a training log (Megatron-LM, NeMo 2, torchtitan), then the calibration built on it.
#include <cstdio>
#include <cstdlib>

#include "log_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const syncwall::fuzz::Outcome o = syncwall::fuzz::checkTrainingLogInput(data, size);
    for (const std::string& v : o.violations)
        std::fprintf(stderr, "fuzz_training_log: %s\n", v.c_str());
    if (!o.violations.empty())
        std::abort();
    return 0;
}
