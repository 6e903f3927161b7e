// libFuzzer target: bytes as a scenario file (parse, validate, write, re-parse).
#include <cstdio>
#include <cstdlib>

#include "fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const syncwall::fuzz::Outcome o = syncwall::fuzz::checkParserInput(data, size);
    for (const std::string& v : o.violations)
        std::fprintf(stderr, "fuzz_scenario_parser: %s\n", v.c_str());
    if (!o.violations.empty())
        std::abort();
    return 0;
}
