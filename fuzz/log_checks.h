#pragma once
// What the fuzzers of the pasted-text readers check (issue 17): a training log
// (core/training_log.h) and an nccl-tests output (core/nccl_tests.h) with what is built on
// them, shared with tests/core/regression_test.cpp like fuzz_checks.h.

#include <cstddef>
#include <cstdint>

#include "fuzz_checks.h"

namespace syncwall::fuzz {

// Bytes as a training log: never an exception; every record's numbers finite, the steady
// state's indices valid and disjoint, its medians finite and positive; the measurement for a
// fixed scenario finite, and its calibration never non-finite.
Outcome checkTrainingLogInput(const std::uint8_t* data, std::size_t size);

// Bytes as an nccl-tests output: never an exception; rows finite with positive sizes and
// times; the fit finite when usable; a fitted calibration of a fixed scenario has its
// efficiency in (0, 1] and its latency within the key's range, and the scenario validates.
Outcome checkNcclTestsInput(const std::uint8_t* data, std::size_t size);

}  // namespace syncwall::fuzz
