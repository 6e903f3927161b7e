#pragma once
// Turns fuzzer bytes into a Scenario. Inputs that start with '{' carry a scenario file up to
// the first NUL byte (so the example files are meaningful seeds); otherwise a catalog model
// and system are picked. The remaining bytes are a list of field edits whose values favour
// what passes validation (small integers, powers of two, divisors, in-range reals) but also
// reach the boundaries and beyond (zero, negative, huge, NaN, infinity).

#include <cstddef>
#include <cstdint>

#include "core/catalog.h"
#include "core/scenario.h"

namespace syncwall::fuzz {

// Not necessarily valid: the caller validates.
core::Scenario fuzzedScenario(const std::uint8_t* data, std::size_t size,
                              const core::Catalog& catalog);

}  // namespace syncwall::fuzz
