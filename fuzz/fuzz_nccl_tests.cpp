// libFuzzer target: bytes as an nccl-tests output, then the calibration built on it.
#include <cstdio>
#include <cstdlib>

#include "log_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const syncwall::fuzz::Outcome o = syncwall::fuzz::checkNcclTestsInput(data, size);
    for (const std::string& v : o.violations)
        std::fprintf(stderr, "fuzz_nccl_tests: %s\n", v.c_str());
    if (!o.violations.empty())
        std::abort();
    return 0;
}
