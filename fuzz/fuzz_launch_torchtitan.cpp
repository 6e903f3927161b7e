// libFuzzer target: bytes as a torchtitan TOML (import, then its scenario).
#include <cstdio>
#include <cstdlib>

#include "core/launch_import.h"
#include "fuzz_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const syncwall::fuzz::Outcome o = syncwall::fuzz::checkLaunchImportInput(
        data, size, int(syncwall::core::ImportKind::TorchtitanToml));
    for (const std::string& v : o.violations)
        std::fprintf(stderr, "fuzz_launch_torchtitan: %s\n", v.c_str());
    if (!o.violations.empty())
        std::abort();
    return 0;
}
