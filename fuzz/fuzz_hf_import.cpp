// libFuzzer target: bytes as a Hugging Face config.json (import, then the scenario it makes).
#include <cstdio>
#include <cstdlib>

#include "fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const syncwall::fuzz::Outcome o = syncwall::fuzz::checkHfImportInput(data, size);
    for (const std::string& v : o.violations)
        std::fprintf(stderr, "fuzz_hf_import: %s\n", v.c_str());
    if (!o.violations.empty())
        std::abort();
    return 0;
}
